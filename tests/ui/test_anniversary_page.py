"""What the page draws and says for the anniversary modules (issue 47, section 3 "The page"),
from real engine views of games with the modules, played with random legal actions until the
thing to check appears. Rules: book 002 and ../shared/rules/anniversary.md (rulings cited)."""

import random

import pytest

import saboteur
from ui import panel
from ui.board_svg import board_svg, fit_viewbox, PITCH_Y
from ui.card_data import CARDS
from ui.cards_svg import card_body, remember_view
from ui.learn import card_help
from ui.text import card_name, describe_event, goal_name, t
from ui_helpers import parse

NAMES = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"]
POSTCARD_GOALS_PAWNS = ["new-goals", "costume-workshop", "underground-party", "right-of-way"]
EVERYTHING = POSTCARD_GOALS_PAWNS + ["championship", "greedy-dwarf"]
NEW_EVENTS = ("nuggets", "postcard", "role_swapped", "roles_dealt_again", "greedy_paid", "tournament_card", "recruit",
              "toll_asked", "toll_paid", "decline_toll", "reverse", "goal_swap", "forgotten_treasure", "keep_discard",
              "scout", "diversion", "veto")


@pytest.fixture(autouse=True)
def three_goals_after():
    """Goal names follow the last view seen (cards_svg.remember_view): leave a three-goal game behind."""
    yield
    remember_view(saboteur.new_game("base", 4, 1).view(0))


def first_view(modules, found, players=5, seeds=60, seat=None):
    """The first view (of the seat to move, or of `seat`) in random games with `modules` where
    `found(view)` holds; the game with it."""
    for seed in range(seeds):
        game = saboteur.new_game("base", players, seed, modules=modules)
        rng = random.Random(seed)
        while not game.is_over:
            view = game.view(game.to_move if seat is None else seat)
            if found(view):
                remember_view(view)
                return view, game
            game.apply(rng.choice(game.legal_actions()))
        view = game.view(0 if seat is None else seat)
        if found(view):
            remember_view(view)
            return view, game
    pytest.fail("no game showed it")


def every_event_seen(modules, players=5, seeds=12):
    """{event type: [(event, viewer)]} over whole random games, from each seat's final view."""
    seen = {}
    for seed in range(seeds):
        game = saboteur.new_game("base", players, seed, modules=modules)
        rng = random.Random(seed)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        for seat in range(players):
            view = game.view(seat)
            remember_view(view)
            for event in view["log"]:
                seen.setdefault(event["type"], []).append((event, seat))
    return seen


def test_five_goals_drawn_and_named_by_place():
    """Issue 47 section 3; anniversary.md layout: 5 goals at (8,-4)..(8,4), the board's extent from the view."""
    view, _ = first_view(POSTCARD_GOALS_PAWNS, lambda v: True)
    svg = parse(board_svg(view, lang="en", names=NAMES))
    goals = [g for g in svg.iter("{http://www.w3.org/2000/svg}g") if (g.get("class") or "").startswith("goal")]
    assert sorted(g.get("data-at") for g in goals) == ["8,-2", "8,-4", "8,0", "8,2", "8,4"]
    box = fit_viewbox(view)
    assert box[1] < -4 * PITCH_Y and box[1] + box[3] > 5 * PITCH_Y  # rows -4..4 all inside
    labels = [g.get("aria-label") for g in goals]
    assert not [label for label in labels if "top" in label or "bottom" in label or "middle" in label]
    assert goal_name("en", [8, -4]) == "the goal 4 cards up"
    assert goal_name("fr", [8, 0]) == "l'arrivée à hauteur du départ"
    assert goal_name("fr", [8, 2]) == "l'arrivée 2 cartes plus bas"


def test_three_goals_keep_top_middle_bottom():
    """Base game layout (base.md): three goals keep their plain names."""
    game = saboteur.new_game("base", 4, 1)
    remember_view(game.view(0))
    assert goal_name("en", [8, -2]) == "the top goal"


def test_postcards_drawn_named_and_explained():
    """Anniversary.md ruling 10: postcards are face-up crosses from setup, each with its own look and name."""
    view, _ = first_view(POSTCARD_GOALS_PAWNS, lambda v: True)
    for lang in ("en", "fr"):
        svg = board_svg(view, lang=lang, names=NAMES)
        for postcard in view["postcards"]:
            name = card_name(lang, postcard["card"])
            assert name != postcard["card"] and name in svg
            assert card_help(lang, postcard["card"]) in svg.replace("&#39;", "'")
    # a postcard's face differs from a plain crossroads
    assert card_body("postcard-costume-workshop") != card_body("tunnel-NESW")
    assert card_body("postcard-costume-workshop") != card_body("postcard-underground-party")


def test_new_goal_faces_differ_and_have_names_and_help():
    """Book 002, new goal cards: spider, gold sacks 1 and 2, dragon, treasure, stones; drawn from data (effect)."""
    goals = [card for card in CARDS if CARDS[card]["kind"] == "goal" and card.startswith("new-")]
    effects = {CARDS[card].get("effect") or CARDS[card].get("treasure") or "stone" for card in goals}
    assert effects == {"spider", "gold-sack-1", "gold-sack-2", "dragon", "gold", "stone"}
    bodies = [card_body(card) for card in ("new-goal-spider", "new-goal-sack-1", "new-goal-sack-2", "new-goal-dragon",
                                           "new-goal-treasure", "new-goal-stone-NE")]
    assert len(set(bodies)) == len(bodies)
    for lang in ("en", "fr"):
        names = [card_name(lang, card) for card in ("new-goal-spider", "new-goal-sack-1", "new-goal-sack-2",
                                                     "new-goal-dragon", "new-goal-treasure", "new-goal-stone-NE")]
        assert len(set(names)) == len(names)
        helps = [card_help(lang, card) for card in ("new-goal-spider", "new-goal-sack-1", "new-goal-dragon")]
        assert len(set(helps)) == 3 and not [h for h in helps if h.startswith("new-goal")]


CHAMPIONSHIP_NAMES = {"goal-swap": "échange d'arrivées", "forgotten-treasure": "trésor oublié", "veto": "veto",
                      "reverse": "changement de sens", "master-craftsman": "réparer pioche, lampe ou chariot",
                      "scout": "éclaireur", "diversion": "diversion"}


@pytest.mark.parametrize("card", sorted(CHAMPIONSHIP_NAMES))
def test_championship_cards_named_drawn_and_explained(card):
    """Book 002, championship cards 2017 to 2023: each with its own name, art and help, in both languages."""
    assert card_name("fr", card) == CHAMPIONSHIP_NAMES[card]
    help_key = "help_repair_three" if card == "master-craftsman" else "help_" + card.replace("-", "_")
    for lang in ("en", "fr"):
        assert card_help(lang, card).split(":")[0] == t(lang, help_key).split(":")[0]
    assert card not in card_body(card)  # drawn from its effect, not as its bare id


def test_pawns_drawn_on_their_cells_with_their_holder():
    """Book 002 right of way, ruling 13: a pawn on its cell, its token in front of the holder."""
    view, _ = first_view(POSTCARD_GOALS_PAWNS, lambda v: [p for p in v["right-of-way"]["pawns"] if isinstance(p, dict)])
    pawn = [p for p in view["right-of-way"]["pawns"] if isinstance(p, dict)][0]
    svg = parse(board_svg(view, lang="en", names=NAMES))
    drawn = [g for g in svg.iter("{http://www.w3.org/2000/svg}g") if g.get("class") == "pawn"]
    assert [g.get("data-at") for g in drawn][:1] == ["%d,%d" % tuple(pawn["at"])]
    assert NAMES[pawn["holder"]] in drawn[0].get("aria-label")
    rows = parse(panel.players_html(view, NAMES, "en"))
    holder_row = [li for li in rows.iter("li") if li.get("data-seat") == str(pawn["holder"])][0]
    assert "Right-of-way tokens" in "".join(holder_row.itertext())


def test_last_laid_marked_and_play_order_shown():
    """Anniversary.md rulings 4 and 6: the card a diversion would move is marked; the direction of play is told."""
    view, _ = first_view(["championship"], lambda v: v["championship"]["last_laid"] and v["championship"]["reversed"])
    svg = board_svg(view, lang="en", names=NAMES)
    at = view["championship"]["last_laid"]
    assert f'class="last-laid" aria-hidden="true" data-at="{at[0]},{at[1]}"' in svg
    assert t("en", "last_laid_mark") in svg
    assert t("fr", "order_reversed") in panel.players_html(view, NAMES, "fr").replace("&#39;", "'")
    plain, _ = first_view(["championship"], lambda v: not v["championship"]["reversed"])
    assert t("en", "order_clockwise") in panel.players_html(plain, NAMES, "en")


def test_tournament_card_drawn_as_a_path_card():
    """Book 002 tournament, ruling 14: a path card face up at (4,0) from the round's start."""
    view, _ = first_view(["tournament"], lambda v: True, players=6)
    laid = [item for item in view["maze"] if item["at"] == [4, 0]]
    assert laid
    assert 'data-at="4,0"' in board_svg(view, lang="en", names=NAMES)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_new_event_has_words(lang):
    """Issue 47 section 3: words for every new event, never the bare event type."""
    seen = every_event_seen(EVERYTHING)
    seen.update({k: v for k, v in every_event_seen(["tournament"], players=6, seeds=3).items() if k not in seen})
    missing = [kind for kind in NEW_EVENTS if kind in seen and not all(
        (describe_event(lang, event, NAMES) or kind) != kind for event, _ in seen[kind][:30])]
    assert missing == []
    assert {"nuggets", "postcard", "recruit", "goal_swap", "diversion", "reverse", "tournament_card"} <= set(seen)


def test_events_name_no_secret_they_do_not_carry():
    """Ruling 13 (the recruit's card is discarded face down), ruling 8 (goal swap: others do not learn
    whether it swapped): another seat's line names neither."""
    seen = every_event_seen(EVERYTHING)
    for event, viewer in seen.get("recruit", []):
        line = describe_event("en", event, NAMES)
        if viewer != event["seat"]:
            assert "face down" in line and "discarded a card" in line
    for event, viewer in seen.get("goal_swap", []):
        line = describe_event("en", event, NAMES)
        if viewer != event["seat"]:
            assert "swapped or not" in line


def test_nuggets_shown_own_only_until_the_end():
    """Anniversary.md ruling 1: nuggets add to gold and are as private as gold cards."""
    view, _ = first_view(POSTCARD_GOALS_PAWNS, lambda v: True, seat=0)
    rows = parse(panel.players_html(view, NAMES, "en"))
    text = {li.get("data-seat"): "".join(li.itertext()) for li in rows.iter("li")}
    assert "1 nugget" in text["0"] and "nugget" not in text["1"]
    over, _ = first_view(POSTCARD_GOALS_PAWNS, lambda v: v["phase"] == "over", seat=0)
    rows = parse(panel.players_html(over, NAMES, "en"))
    # every seat's nuggets told once the game is over; a seat with none says no "0 nuggets" (issue 47 gaps item 4)
    text = {int(li.get("data-seat")): "".join(li.itertext()) for li in rows.iter("li") if li.get("data-seat") is not None}
    assert text and all(("nugget" in line) == bool(over["seats"][seat]["nuggets"]) for seat, line in text.items())
    assert any(over["seats"][seat]["nuggets"] for seat in text)


def test_round_end_and_game_over_say_where_the_nuggets_came_from():
    """Issue 47 section 3: the round end shows every module's payout; results[].gold sums them by round."""
    over, _ = first_view(POSTCARD_GOALS_PAWNS, lambda v: v["phase"] == "over", seat=0)
    html = panel.round_end_html(over, NAMES, "en", number=1)
    assert t("en", "payout_title") in html and "Right of way" in html
    final = panel.game_over_html(over, NAMES, "fr")
    assert t("fr", "payout_origin").replace("'", "&#39;") in final


def test_greedy_dwarf_named_and_its_round_told():
    """Anniversary.md ruling 2: a greedy dwarf that completes the path is paid alone."""
    view, _ = first_view(["greedy-dwarf"], lambda v: [r for r in v["results"] if "greedy-dwarf" in r["roles"]])
    result = [r for r in view["results"] if "greedy-dwarf" in r["roles"]][0]
    # random play seldom lets the greedy dwarf lay the last card: its round is written as the engine ends one
    result.update(winners="greedy-dwarf", finder=result["roles"].index("greedy-dwarf"))
    for lang in ("en", "fr"):
        html = panel.round_end_html(view, NAMES, lang, number=result["round"])
        assert t(lang, "role_greedy-dwarf") in html.replace("&#39;", "'")
        assert t(lang, "winners_round_greedy", name=NAMES[result["finder"]]) in html.replace("&#39;", "'")
        assert panel.round_summary(lang, result, NAMES) == t(lang, "round_summary_greedy", round=result["round"],
                                                             name=NAMES[result["finder"]])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_rare_events_have_words(lang):
    """Events random play seldom shows, shaped as the engine writes them (greedy_dwarf.py, right_of_way.py):
    the greedy dwarf's pay (values to it alone, ruling 2), a toll asked and declined (ruling 13)."""
    game = saboteur.new_game("base", 5, 1, modules=POSTCARD_GOALS_PAWNS)
    remember_view(game.view(0))
    public = describe_event(lang, {"type": "greedy_paid", "seat": 2, "cards": 4}, NAMES)
    own = describe_event(lang, {"type": "greedy_paid", "seat": 2, "cards": 4, "values": [3, 2, 2, 1]}, NAMES)
    assert "Cy" in public and "4" in public and "3, 2, 2, 1" not in public and "3, 2, 2, 1" in own
    asked = describe_event(lang, {"type": "toll_asked", "seat": 3, "at": [-1, 0], "card": "dead-NW"}, NAMES)
    assert "Di" in asked and card_name(lang, "dead-NW") in asked
    assert "Bo" in describe_event(lang, {"type": "decline_toll", "seat": 1}, NAMES)


def test_a_finished_round_shows_postcards_the_tournament_card_and_a_diversion():
    """The round end's maze is rebuilt from the log (board_svg.round_view): the postcards laid at setup
    (ruling 10), the tournament card (ruling 14) and a diverted card at its new cell (ruling 6) are in it."""
    from ui.board_svg import round_view
    view, _ = first_view(POSTCARD_GOALS_PAWNS + ["championship"], lambda v: v["results"] and "diversion" in [
        e["type"] for e in v["log"][:[e["type"] for e in v["log"]].index("round_end")]], seat=0)
    log = view["log"]
    end = [i for i, e in enumerate(log) if e["type"] == "round_end"][0]
    diversion = [e for e in log[:end] if e["type"] == "diversion"][-1]
    rebuilt = round_view(log, 1, view["results"][0], view["postcards"])
    cells = {tuple(item["at"]): item["card"] for item in rebuilt["maze"]}
    assert cells[(4, -2)] == "postcard-costume-workshop" and cells[(4, 2)] == "postcard-underground-party"
    moved_later = [e for e in log[log.index(diversion) + 1:end] if e["type"] in ("rockfall", "diversion")
                   and e.get("from", e.get("at")) == diversion["at"]]
    if not moved_later:
        assert cells[tuple(diversion["at"])] == diversion["moved"]
    tournament, _ = first_view(["tournament"], lambda v: v["results"], players=6, seat=0)
    rebuilt = round_view(tournament["log"], 1, tournament["results"][0])
    laid = [e for e in tournament["log"] if e["type"] == "tournament_card"][0]
    first_end = [e["type"] for e in tournament["log"]].index("round_end")
    removed = [e for e in tournament["log"][:first_end] if e["type"] == "rockfall" and e["at"] == [4, 0]]
    assert removed or {tuple(item["at"]): item["card"] for item in rebuilt["maze"]}[(4, 0)] == laid["card"]


def test_a_goal_seen_with_a_map_shows_its_own_face_word():
    """Issue 45's "Seen" band, with the new goal cards (book 002): a seen spider says so, a seen treasure
    says gold, from the card's data (not its id)."""
    def seen_goals(v):
        return [g for g in v["goals"] if g.get("seen_by_you") and not g.get("face_up")
                and (CARDS[g["card"]].get("effect") or CARDS[g["card"]].get("treasure"))]
    view, _ = first_view(POSTCARD_GOALS_PAWNS, seen_goals)
    seen = seen_goals(view)[0]
    svg = board_svg(view, lang="en", names=NAMES)
    data = CARDS[seen["card"]]
    word = "Gold" if data.get("treasure") else {"spider": "Spider", "dragon": "Dragon", "gold-sack-1": "1 nugget",
                                                "gold-sack-2": "2 nuggets"}.get(data.get("effect"), "Stone")
    assert t("en", "seen_band", card=word) in svg


def test_a_toll_waiting_and_a_used_postcard_are_shown():
    """Ruling 13: the card waiting for its toll shows faded on the pawn's cell; ruling 10: a postcard
    triggers once, and says it was set off."""
    view, _ = first_view(POSTCARD_GOALS_PAWNS, lambda v: v.get("toll"))
    svg = board_svg(view, lang="fr", names=NAMES)
    assert 'class="toll"' in svg and card_name("fr", view["toll"]["card"], view["toll"].get("turned")) in svg
    used, _ = first_view(POSTCARD_GOALS_PAWNS, lambda v: [p for p in v["postcards"] if p["used"]])
    assert t("en", "postcard_used") in board_svg(used, lang="en", names=NAMES)


def test_a_postcard_role_change_is_shown_to_its_player():
    """Ruling 10: the player who sets off a postcard learns their new role in secret; the move's result
    shows it to them (alone at the screen too), and to no one else."""
    def changed(v):
        return [e for e in v["log"] if e["type"] in ("role_swapped", "roles_dealt_again") and e.get("role")
                and e["seat"] == v["seat"]]
    view, _ = first_view(POSTCARD_GOALS_PAWNS, changed, seat=0)
    event = changed(view)[0]
    html = panel.move_result_html([event], NAMES, "en")
    assert t("en", "ev_new_role", role=t("en", "role_" + event["role"])) in html
    assert panel.move_result_html([dict(event, role=None)], NAMES, "en") == ""
