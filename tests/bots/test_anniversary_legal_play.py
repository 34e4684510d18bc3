"""Every level plays the anniversary modules legally over whole games (issue 47 item 4:
every level plays every module legally; the resample covers each module's hidden state)."""

import pytest
import saboteur
from bot_helpers import bot, play, rng_for

from saboteur.bots import LEVELS

GAMES = [
    ("base", ("new-goals",), 5),
    ("saboteur2", ("new-goals",), 4),
    ("base", ("costume-workshop", "underground-party"), 6),
    ("saboteur2", ("costume-workshop", "underground-party", "new-goals"), 5),
    ("base", ("treasure-chests",), 4),
    ("saboteur2", ("treasure-chests",), 6),
    ("base", ("championship", "new-goals", "treasure-chests"), 5),
]


@pytest.mark.parametrize("ruleset, modules, players", GAMES)
def test_every_level_plays_the_module_legally(ruleset, modules, players):
    bots = {seat: bot(LEVELS[seat % len(LEVELS)], seat, seed=players) for seat in range(players)}

    def check(game, seat, view, action):
        assert action in view["legal_actions"], (seat, action)

    game = saboteur.new_game(ruleset, players, seed=players, modules=list(modules))
    game = play(game, bots, rng_for("anniversary", players), check=check)
    assert game.phase == "over" and len(game.results) == 3
