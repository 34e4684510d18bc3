"""The page's choice of which goal turns first when one placement reaches several face-down
goals at once (new goal cards; book 002, 'Nouvelles cartes Arrivée', Remarque: 'révélez-en une
au choix'; anniversary ruling 9; issue 47 gaps item 1): from a real engine view, through the
same choose, preview, confirm flow as a chest's choice, said in English and French."""

import json
import os
import sys

import pytest

import saboteur
from ui import choice_view, interaction
from ui.board_svg import board_svg
from ui.cards_svg import remember_view
from ui.text import describe_action, t

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "engine"))
from anniversary_helpers import staged  # noqa: E402

NAMES = ["Ada", "Bo", "Cy", "Di"]
ROW_ABOVE_BOTH = [(0, -1, "tunnel-NES")] + [(x, -1, "tunnel-NEW") for x in range(1, 6)] + [(6, -1, "tunnel-EW"), (7, -1, "tunnel-EW")]


@pytest.fixture(autouse=True)
def three_goals_after():
    yield
    remember_view(saboteur.new_game("base", 4, 1).view(0))


def choosing_view():
    game = staged(path=ROW_ABOVE_BOTH, hand=["tunnel-NESW"],
                  goals={(8, -2): "new-goal-spider", (8, 0): "new-goal-treasure"})
    game.apply({"kind": "place", "card": "tunnel-NESW", "at": [8, -1], "turned": False})
    view = json.loads(json.dumps(game.view(0)))
    remember_view(view)
    return view


def test_the_goals_reached_are_the_targets_on_the_board_chosen_then_confirmed():
    view = choosing_view()
    assert interaction.answer_phase(view) and not interaction.decision_phase(view)
    state = interaction.new_state()
    assert interaction.prompt(state, view) == "choose_goal_order"
    targets = interaction.board_targets(state, view)
    assert [(target["id"], target["kind"]) for target in targets] == [("at:8,-2", "goal"), ("at:8,0", "goal")]
    state = interaction.choose(state, view, "at:8,0")
    assert state["pending"] == {"kind": "first_goal", "at": [8, 0]}
    assert interaction.prompt(state, view) == "confirm_hint"
    _shown, _targets, pending, _outlined = choice_view.board_parts(state, view)
    assert pending == {"kind": "first_goal", "at": [8, 0]}
    assert 'data-target="at:8,0"' in board_svg(view, names=NAMES, targets=targets, pending=pending)
    assert interaction.choose(interaction.new_state(), view, "at:8,2") == interaction.new_state()  # not reached: nothing


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_choice_is_said_in_both_languages(lang):
    view = choosing_view()
    prompt = t(lang, "choose_goal_order")
    said = describe_action(lang, {"kind": "first_goal", "at": [8, -2]}, NAMES)
    assert prompt and said and "first_goal" not in said
    assert ("premier" in said) if lang == "fr" else ("first" in said)
    assert " :" in prompt if lang == "fr" else ":" in prompt
    assert view["legal_actions"]
