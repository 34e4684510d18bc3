"""Issue 45, What to build 2 and 3: each seat's row tells what this viewer knows of it (the
role it saw, broken tools and cards in front, cards held, its last move), every move marks
the seats it touches, a goal looked at shows what it is to the one who looked; and fault 9,
the hand above what grows as one plays."""

import random
import xml.etree.ElementTree as ET

import saboteur
from test_app import make_app, run
from ui import board_svg, cards_svg, panel
from ui_helpers import parse

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Fa"]


def wrap(html):
    return parse("<div>" + html + "</div>")


def rows(view, lang="en", marked=None):
    root = wrap(panel.players_html(view, NAMES[: view["players"]], lang, marked=marked))
    return {int(li.get("data-seat")): li for li in root.iter("li")}


def text_of(element):
    return " ".join("".join(element.itertext()).split())


def classes(element):
    return (element.get("class") or "").split()


def until(game, rng, wanted, limit=3000):
    """Play random moves until `wanted(action)` is legal for the seat to move; that action."""
    for _ in range(limit):
        actions = game.legal_actions()
        found = [action for action in actions if wanted(action)]
        if found and game.phase == "play":
            return found[0]
        game.apply(actions[rng.randrange(len(actions))])
    raise AssertionError("never legal")


def test_the_role_a_seat_inspected_shows_in_that_row_for_it_alone():
    # Issue 45, What to build 2: "the role it inspected"; the answer is in the inspector's own
    # log only (rules/saboteur2.md, inspection), so no other seat's row tells it.
    game = saboteur.new_game("saboteur2", 6, 11)
    rng = random.Random(11)
    inspect = until(game, rng, lambda action: action.kind == "inspect")
    inspector, target = game.to_move, inspect.target
    game.apply(inspect)
    role = game.roles[target]
    view = game.view(inspector)
    cards_svg.remember_cards(view["cards"])
    for lang, words in (("en", "you saw: "), ("fr", "vu : ")):
        shown = rows(view, lang)
        told = [seat for seat, li in shown.items() if words in text_of(li)]
        assert told == [target], (lang, told)
    assert panel.table_notes(view)[0] == {target: role}
    for other in range(6):
        if other != inspector:
            assert panel.table_notes(game.view(other))[0] == {}
            assert not [li for li in rows(game.view(other)).values() if "seen-role" in text_of(li)]
    assert panel.table_notes(game.view(None))[0] == {}


def test_a_new_role_makes_the_role_seen_stale():
    # Issue 45, What to build 2: after "swap hats" the seat holds a role drawn unseen
    # (rules/saboteur2.md, swap hats), so the row no longer claims the old one.
    view = {"seat": 0, "log": [{"type": "round_start", "round": 1, "first": 0},
                               {"type": "inspect", "seat": 0, "card": "inspection", "target": 2, "role": "boss"},
                               {"type": "swap_hats", "seat": 1, "card": "swap-hats", "target": 2}]}
    assert panel.table_notes(view)[0] == {}
    earlier = {"seat": 0, "log": view["log"][:2] + [{"type": "round_start", "round": 2, "first": 0}]}
    assert panel.table_notes(earlier)[0] == {}  # roles are dealt again each round


def test_each_row_tells_cards_held_tools_and_its_last_move():
    # Issue 45, What to build 2: "broken tools and cards in front, whether it passed or still
    # holds cards (and how many), its last move in a few words".
    game = saboteur.new_game("base", 5, 2)
    rng = random.Random(2)
    broke = until(game, rng, lambda action: action.kind == "break")
    breaker = game.to_move
    game.apply(broke)
    passer = game.to_move
    game.apply(next(action for action in game.legal_actions() if action.kind == "pass"))
    view = game.view(game.to_move)
    shown = rows(view)
    assert "last: broke: " in text_of(shown[breaker]) and NAMES[broke.target] in text_of(shown[breaker])
    assert "last: passed" in text_of(shown[passer])
    target = shown[broke.target]
    assert [svg for svg in target.iter() if svg.get("class") == "tool"]  # the broken tool, as a named icon
    for seat, li in shown.items():
        held = view["seats"][seat]["hand_size"]
        assert (f"{held} card" in text_of(li)) if held else ("no cards left" in text_of(li))
    fr = rows(view, "fr")
    assert "dernier coup : a passé" in text_of(fr[passer])
    empty = dict(view, seats=[dict(info, hand_size=0) for info in view["seats"]])
    assert all("plus de cartes" in text_of(li) for li in rows(empty, "fr").values())


def test_cards_in_front_show_as_icons_with_words_for_screen_readers():
    # Issue 45, What to build 2 (Saboteur 2): a theft or a trap in front of a seat.
    view = {"seat": 0, "players": 3, "log": [],
            "seats": [{"seat": seat, "hand_size": 4, "broken": [], "gold_cards": 0, "has_gold": False, "nuggets": None,
                       "in_front": ["theft"] if seat == 1 else []} for seat in range(3)]}
    cards_svg.remember_cards({"theft": {"kind": "theft", "places": [], "links": []}})
    li = rows(view)[1]
    assert [svg for svg in li.iter() if "front" in classes(svg)]
    assert "In front: " in text_of(li)


def test_a_move_at_a_seat_marks_both_the_seat_that_made_it_and_its_target():
    # Issue 45, What to build 3: "a break, repair, theft, inspection, swap or pass marks both
    # seats (the acting seat and the target), a highlight and a small icon on the rows".
    game = saboteur.new_game("base", 5, 2)
    view = game.view(0)
    move = {"type": "break", "seat": 1, "card": "break-pick", "target": 3, "mark_seat": 3}
    shown = rows(view, marked=move)
    assert [seat for seat, li in shown.items() if "marked" in classes(li)] == [3]
    assert [seat for seat, li in shown.items() if "acting" in classes(li)] == [1]
    for seat in (1, 3):
        assert [span for span in shown[seat].iter("span") if "mark-icon" in classes(span)]
    assert "Bo broke the pick of Di." in text_of(shown[3])
    passed = rows(view, marked={"type": "pass", "seat": 2, "count": 1, "mark_seat": 2})
    assert [seat for seat, li in passed.items() if set(classes(li)) & {"marked", "acting"}] == [2]
    placed = rows(view, marked={"type": "place", "seat": 4, "card": "tunnel-NS", "at": [1, 0], "turned": False})
    assert [seat for seat, li in placed.items() if set(classes(li)) & {"marked", "acting"}] == [4]  # it flies from there
    assert not [li for li in rows(view).values() if set(classes(li)) & {"marked", "acting"}]


def test_a_goal_looked_at_shows_its_face_to_the_one_who_looked():
    # Issue 45, What to build 2: "each goal shows what you saw": its face, dimmed, not only a word.
    game = saboteur.new_game("base", 4, 4)
    rng = random.Random(4)
    look = until(game, rng, lambda action: action.kind == "map")
    seat = game.to_move
    game.apply(look)
    view = game.view(seat)
    cards_svg.remember_cards(view["cards"])
    svg = board_svg.board_svg(view, [], None, "en")
    seen = [g for g in parse(svg).iter() if classes(g) == ["goal", "seen"]]
    assert len(seen) == 1
    drawn = ET.tostring(seen[0], encoding="unicode")
    assert "Seen: " in "".join(seen[0].itertext())
    assert "?" not in [t.text for t in seen[0].iter() if t.tag.endswith("text")]  # the face, not the back's "?"
    assert "<ns0:circle" in drawn or "<circle" in drawn or "Stone" in "".join(seen[0].itertext())
    assert "Vu : " in board_svg.board_svg(view, [], None, "fr")  # French typography: a space before the colon
    other = game.view((seat + 1) % 4)
    assert 'class="goal seen"' not in board_svg.board_svg(other, [], None, "en")


def test_the_hand_comes_before_the_prompt_and_buttons():
    # Issue 45, fault 9: the prompt grew and shrank above the hand and moved it; now the hand
    # leads the play column and the prompt, buttons and waiting line sit under it in one box.
    app = make_app()
    run(app.boot())
    run(app.command("start"))
    html = app.render()
    root = wrap(html)
    play = next(div for div in root.iter("div") if "play" in classes(div))
    children = [classes(child)[0] for child in play]
    assert children == ["hand", "turn"], children
    turn = play[1]
    assert [p for p in turn.iter() if set(classes(p)) & {"controls", "waiting"}]
