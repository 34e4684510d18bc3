"""Bots choose which of several goals reached at once turns first (new goal cards; book 002,
'Nouvelles cartes Arrivée', Remarque: 'révélez-en une au choix'; anniversary ruling 9;
issue 47 gaps item 1): every level answers legally, and a bot turns first the goal that
helps its side."""

import json
import os
import sys

import pytest
import saboteur
from bot_helpers import bot

from saboteur.bots import LEVELS

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "engine"))
from anniversary_helpers import staged  # noqa: E402

ROW_ABOVE_BOTH = [(0, -1, "tunnel-NES")] + [(x, -1, "tunnel-NEW") for x in range(1, 6)] + [(6, -1, "tunnel-EW"), (7, -1, "tunnel-EW")]
BETWEEN_TWO = {"kind": "place", "card": "tunnel-NESW", "at": [8, -1], "turned": False}


def choosing(role, upper="new-goal-spider", lower="new-goal-treasure", seen=()):
    """Seat 0 (`role`) has linked the goals at (8,-2) and (8,0) at once and must choose;
    it looked by map at the goals at `seen`."""
    roles = [role, "gold-digger", "saboteur" if role != "saboteur" else "gold-digger", "gold-digger"]
    game = staged(path=ROW_ABOVE_BOTH, hand=["tunnel-NESW"], roles=roles, goals={(8, -2): upper, (8, 0): lower})
    position = game.position()
    for goal in position["goals"]:
        if tuple(goal["at"]) in seen:
            goal["seen_by"] = [0]
    game = saboteur.from_position(json.loads(json.dumps(position)))
    game.apply(BETWEEN_TWO)
    assert game.phase == "first_goal"
    return game


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("role", ["gold-digger", "saboteur"])
def test_every_level_answers_the_choice_legally(level, role):
    """Issue 47 item 4: any level must answer a module's decision legally."""
    game = choosing(role)
    view = game.view(0)
    action = bot(level, 0, seed=1).choose(view, __import__("random").Random(1))
    assert action in view["legal_actions"]


def test_a_gold_digger_turns_the_treasure_it_knows_first():
    """Ruling 9 with ruling 11: the treasure first ends the round found, for the gold-diggers."""
    game = choosing("gold-digger", seen={(8, 0)})
    assert bot("belief", 0).choose(game.view(0), None) == {"kind": "first_goal", "at": [8, 0]}


def test_a_saboteur_turns_the_spider_it_knows_first():
    """Ruling 11: the spider first ends the round for the saboteurs, the treasure reached with it."""
    game = choosing("saboteur", seen={(8, -2)})
    assert bot("heuristic", 0).choose(game.view(0), None) == {"kind": "first_goal", "at": [8, -2]}


def test_a_saboteur_who_knows_the_treasure_turns_the_other_goal_first():
    """The goal least likely to be the treasure first: a spider there would win the round."""
    game = choosing("saboteur", seen={(8, 0)})
    assert bot("belief", 0).choose(game.view(0), None) == {"kind": "first_goal", "at": [8, -2]}
