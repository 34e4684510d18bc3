"""Which goal turns first, through the real page (new goal cards; book 002, 'Nouvelles cartes
Arrivée', Remarque: 'révélez-en une au choix'; anniversary ruling 9; issue 47 gaps item 1):
a person whose card reached two face-down goals at once chooses one on the board, confirms,
and the goals turn in that order. axe-core on the screen, 44 px controls, screenshots at
1280x800 and 360x640 in English and French (SABOTEUR_SHOTS keeps them)."""

import json
import os
import sys

import pytest
from play_helpers import TIMEOUT, at_size_in, attr, axe_violations, game_page, play_page, play_url, settle  # noqa: F401 (fixtures)
from test_choices import ANA, resume_into, shot, small_targets, until_my_turn
from test_modules import SAVED_GAME
from test_start_save import wait_saved

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "engine"))
sys.path.insert(0, os.path.join(ROOT, "web"))

from anniversary_helpers import staged  # noqa: E402
from ui.text import t  # noqa: E402

ROW_ABOVE_BOTH = [(0, -1, "tunnel-NES")] + [(x, -1, "tunnel-NEW") for x in range(1, 6)] + [(6, -1, "tunnel-EW"), (7, -1, "tunnel-EW")]


def two_goals_reached():
    """Five players, Ana (seat 2) has just linked the goals at (8,-2) and (8,0) at once."""
    game = staged(players=5, seat=ANA, path=ROW_ABOVE_BOTH, hand=["tunnel-NESW"],
                  goals={(8, -2): "new-goal-sack-1", (8, 0): "new-goal-dragon"})
    game.apply({"kind": "place", "card": "tunnel-NESW", "at": [8, -1], "turned": False})
    assert game.phase == "first_goal" and game.to_move == ANA
    return game


@pytest.mark.parametrize("lang,size", [("en", (1280, 800)), ("fr", (360, 640))])
def test_the_goal_turned_first_is_chosen_on_the_board_then_confirmed(game_page, lang, size):
    page = game_page
    at_size_in(page, lang, size)
    resume_into(page, two_goals_reached())
    until_my_turn(page, ANA)
    assert t(lang, "choose_goal_order") in page.inner_text("#prompt")
    targets = [g.get_attribute("data-target") for g in page.query_selector_all("svg.maze g.target")]
    assert sorted(targets) == ["at:8,-2", "at:8,0"]
    before = attr(page, "actions")
    page.locator("svg.maze g.target[data-target='at:8,0']").scroll_into_view_if_needed()
    page.click("svg.maze g.target[data-target='at:8,0']")
    settle(page)
    assert page.locator("[data-cmd=confirm]").count() == 1
    if size[0] < 800:  # touch: the goals chosen from at least 44 px (at 1280 px the board's cards are 41 px wide)
        assert small_targets(page, "svg.maze g.target") == []
    assert axe_violations(page) == []
    shot(page, f"goal-order-{lang}-{size[0]}")
    page.click("[data-cmd=confirm]")
    page.wait_for_function("n => document.getElementById('app').dataset.actions !== n", arg=before, timeout=TIMEOUT)
    settle(page)
    shot(page, f"goal-order-done-{lang}-{size[0]}")
    wait_saved(page)
    actions = json.loads(page.evaluate(SAVED_GAME))["record"]["actions"]
    assert {"kind": "first_goal", "at": [8, 0]} in actions  # what the engine then turned: test_anniversary_new_goals.py
