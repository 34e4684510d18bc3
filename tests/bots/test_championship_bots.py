"""Every bot level plays the championship cards legally (issue 47, section 4; module
`championship`, book 002 and anniversary rulings 3 to 8): whole games of base and Saboteur
2 with the module, each level around the table."""

import json

import pytest
import saboteur
from bot_helpers import bot, play, rng_for

from saboteur.bots import LEVELS

CARD_KINDS = {"goal_swap", "forgotten_treasure", "keep_discard", "reverse", "scout", "diversion", "veto", "allow"}


@pytest.mark.parametrize("ruleset, players", [("base", 3), ("base", 6), ("base", 10), ("saboteur2", 2), ("saboteur2", 7)])
def test_every_level_plays_the_championship_cards_legally(ruleset, players):
    bots = {seat: bot(LEVELS[seat % len(LEVELS)], seat, seed=players) for seat in range(players)}
    kinds = set()

    def check(game, seat, view, action):
        assert action in view["legal_actions"], (seat, action)
        kinds.add(action["kind"])

    game = saboteur.new_game(ruleset, players, seed=players, modules=["championship"])
    game = play(game, bots, rng_for("championship", ruleset, players), check=check)
    assert game.phase == "over" and len(game.results) == 3
    assert kinds & CARD_KINDS
    for player in bots.values():
        beliefs = json.loads(json.dumps(player.beliefs()))
        assert all(0.0 <= p <= 1.0 for p in list(beliefs["roles"].values()) + list(beliefs["gold"].values()))
