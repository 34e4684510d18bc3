"""What the page draws, offers and says for the treasure chests (issue 47, section 3 "The
page"; book 002 'Coffres au trésor'; ../shared/rules/anniversary.md rulings 12, 15 to 17),
from real engine views of base games with the module, played with random legal actions
until the thing to check appears."""

import random

import pytest

import saboteur
from ui import interaction, panel
from ui.board_svg import board_svg
from ui.card_data import CARDS
from ui.cards_svg import card_body, esc, remember_view
from ui.learn import CHEST_BACK, card_help
from ui.text import card_name, describe_action, describe_event, t
from ui_helpers import parse

NAMES = ["Ada", "Bo", "Cy", "Di", "Ed"]
CHOICES = ("open_chest", "move_goal", "peek", "pickpocket", "rummage", "pick_three")
EVENTS = ("chest_opened", "chest_effect", "rummage", "pick_three", "drew_three", "card_taken")


@pytest.fixture(autouse=True)
def three_goals_after():
    yield
    remember_view(saboteur.new_game("base", 4, 1).view(0))


def chest_views(seeds=range(40)):
    """(view of the seat to move, game) at each step of random games, until every chest choice was seen."""
    for seed in seeds:
        game = saboteur.new_game("base", 5, seed, modules=["treasure-chests"])
        rng = random.Random(seed)
        while not game.is_over:
            yield game.view(game.to_move), game
            game.apply(rng.choice(game.legal_actions()))
        yield None, game


def test_face_down_chests_are_black_backs_and_a_seat_that_looked_sees_its_chest():
    """Book 002: 4 chests face down, each under a face-down black card; a map may look at one
    (the view tells that seat its chest and black card). Their back is not a goal's."""
    game = saboteur.new_game("base", 5, 3, modules=["treasure-chests"])
    view = game.view(0)
    svg = board_svg(view, names=NAMES)
    doc = parse(svg)
    chests = [g for g in doc.iter() if g.get("class", "").startswith("chest")]
    assert len(chests) == len(view["treasure-chests"]["face_down"]) == 4
    assert all(t("en", "card_chest_back") in g.get("aria-label") for g in chests)
    seen = dict(view, **{"treasure-chests": dict(view["treasure-chests"], face_down=[
        dict(view["treasure-chests"]["face_down"][0], seen_by_you=True, chest="chest-peek", black="black-path-NESW")])})
    svg = board_svg(seen, lang="fr", names=NAMES)
    assert 'class="chest seen"' in svg and esc(card_name("fr", "chest-peek")) in svg


def test_every_chest_choice_is_offered_from_the_view_and_said_in_both_languages():
    """Each chest choice (rulings 12, 17; book effects 5 to 9) goes through choose then confirm:
    a board target (open_chest, move_goal), a seat (peek, pickpocket), a card kept among
    view["treasure-chests"]["looking_at"] (rummage, pick_three); a prompt names it."""
    found = set()
    for view, _game in chest_views():
        if view is None or not view["legal_actions"]:
            continue
        kind = view["legal_actions"][0]["kind"]
        if kind not in CHOICES or kind in found:
            continue
        found.add(kind)
        state = interaction.new_state()
        assert interaction.answer_phase(view)
        assert interaction.prompt(state, view) == "choose_" + kind
        for lang in ("en", "fr"):
            assert t(lang, "choose_" + kind) != "choose_" + kind
        targets = interaction.targets(state, view)
        assert len(targets) == len(view["legal_actions"])
        if kind in ("open_chest", "move_goal"):
            assert interaction.board_targets(state, view) == targets
        elif kind in ("peek", "pickpocket"):
            assert interaction.player_targets(state, view) == targets
        else:
            assert interaction.button_targets(state, view) == targets
            assert sorted(a["card"] for a in view["legal_actions"]) == sorted(set(view["treasure-chests"]["looking_at"]))
        chosen = interaction.choose(state, view, targets[0]["id"])
        assert chosen["pending"] == view["legal_actions"][0]
        for lang in ("en", "fr"):
            words = describe_action(lang, chosen["pending"], NAMES)
            assert words and words != kind
        if found == set(CHOICES) - {"move_goal"} or len(found) == len(CHOICES):
            break
    assert {"open_chest", "peek", "pickpocket", "rummage", "pick_three"} <= found


def test_every_chest_event_has_a_log_line_in_both_languages():
    """Every chest event (book effects; the views' log) reads as a sentence, in English and French."""
    seen = set()
    for view, game in chest_views(range(12)):
        if view is not None:
            continue
        for seat in (None, 0):
            for event in game.log(seat):
                if event["type"] in EVENTS:
                    seen.add(event["type"])
                    for lang in ("en", "fr"):
                        line = describe_event(lang, event, NAMES)
                        assert line and "{" not in line and "chest_" not in line
    assert set(EVENTS) <= seen


def test_chests_and_black_cards_have_faces_names_and_help():
    """The ten chests and the black cards (book: counts and effects) are drawn, named and
    explained in both languages; the face-down back too."""
    cards = [card for card, data in CARDS.items() if data["kind"] in ("chest", "black")]  # baked from the engine
    assert len(cards) == 15
    for lang in ("en", "fr"):
        helps = {card_help(lang, card) for card in cards if card.startswith("chest")}
        assert len(helps) == 10
        for card in cards:
            assert card_body(card) and card_name(lang, card) != card and card_help(lang, card)
        assert card_help(lang, CHEST_BACK) != card_help(lang, "goal-back")
    assert "<text" in card_body("chest-gold")


def test_the_table_shows_the_chests_set_aside_sealed_maps_and_draw_changes():
    """Ruling 15 (sealed maps), 16 (chests set aside), 7 and 17 (draw changes at the turn's end)."""
    view = saboteur.new_game("base", 5, 1, modules=["treasure-chests"]).view(0)
    part = dict(view["treasure-chests"], sealed=True, aside=7, draw_changes=[["lost-draw"], ["pickpocket", 2]])
    html = panel.chests_html(dict(view, **{"treasure-chests": part}), "fr", NAMES)
    assert "Coffres mis de côté : 7" in html and t("fr", "chests_sealed") in html
    assert "pioche perdue, pickpocket (Cy)" in html
    assert panel.chests_html(saboteur.new_game("base", 5, 1).view(0)) == ""


def test_a_goal_moved_is_previewed_one_cell_east():
    """Ruling 12: chest 5 moves a face-down goal one cell east; the preview shows it there."""
    from ui import choice_view

    view = saboteur.new_game("base", 5, 1, modules=["treasure-chests"]).view(0)
    view = dict(view, legal_actions=[{"kind": "move_goal", "at": [8, 2]}], phase="move_goal")
    state = interaction.choose(interaction.new_state(), view, "at:8,2")
    shown, _targets, pending, outlined = choice_view.board_parts(state, view)
    assert pending == {"kind": "move_goal", "at": [8, 2]} and outlined == [9, 2]
    assert [9, 2] in [goal["at"] for goal in shown["goals"]] and [8, 2] not in [goal["at"] for goal in shown["goals"]]


def test_the_chests_option_is_offered_while_the_module_is_ticked_and_sent_with_it():
    """Book 002, 'Coffres au trésor', Mise en place (fixed places) and the module's `chests`
    option (random places): baked from the engine (card_data.MODULES), offered under the
    ticked module only, sent with the new game only when the module is ticked."""
    from ui import module_picker
    from ui.card_data import MODULES

    assert MODULES["treasure-chests"]["options"] == {"chests": ["fixed", "random"]}
    config = {"ruleset": "base", "seats": [{}] * 5, "modules": []}
    assert 'data-field="chests"' not in module_picker.picker_html(config)
    assert "chests" not in panel.game_options(config)
    config = dict(config, modules=["treasure-chests"], chests="random")
    html = module_picker.picker_html(config, "fr")
    assert 'data-field="chests"' in html and t("fr", "chests_random") in html
    assert panel.game_options(config)["chests"] == "random"
    saboteur.new_game("base", 5, 1, panel.game_options(config), ["treasure-chests"])  # the engine takes it


def test_a_persons_chest_events_come_in_a_result_box():
    """App notice (docs/ui.md, a move's result): what a chest showed the person (its effect, a
    peek's role, a card kept or taken, a map's look at a chest) is kept in a box, in both languages."""
    events = [
        {"type": "chest_opened", "seat": 0, "at": [3, 1], "black": "black-path-NESW", "turned": False, "chest": "chest-peek"},
        {"type": "chest_effect", "seat": 0, "chest": "chest-peek", "target": 2, "role": "saboteur"},
        {"type": "card_taken", "seat": 0, "from": 1, "card": "map"},
        {"type": "map", "seat": 0, "card": "map", "at": [5, 1], "chest": "chest-gold", "black": "black-path-NE"},
    ]
    assert all(panel.chest_result(event) for event in events)
    assert not panel.chest_result({"type": "card_taken", "seat": 0, "from": 1})
    for lang in ("en", "fr"):
        html = panel.move_result_html(events, NAMES, lang)
        assert html.count('class="result-row"') == 4 and esc(card_name(lang, "chest-gold")) in html
