"""Every level plays the anniversary modules legally over whole games (issue 47, section 4;
book 002, the championship cards and variants; rules/anniversary.md): Easy, Medium and Hard
(Hard resampling the module's hidden roles from its view) at each table."""

import pytest
import saboteur
from bot_helpers import bot, play, rng_for

from saboteur.bots import LEVELS

SETS = [
    ("greedy-dwarf", 4), ("greedy-dwarf", 7),
    ("greedy-dwarf+sabotaged-dwarf", 5),
    ("tournament", 5), ("tournament", 9),
]


@pytest.mark.parametrize("modules, players", SETS)
def test_every_level_plays_the_module_legally_over_whole_games(modules, players):
    names = modules.split("+")
    game = saboteur.new_game("base", players=players, seed=players, modules=names)
    bots = {seat: bot(LEVELS[1 + seat % 3], seat, seed=players) for seat in range(players)}
    kinds = set()

    def check(game, seat, view, action):
        assert action in view["legal_actions"], (seat, action)
        kinds.add(action["kind"])

    play(game, bots, rng_for("legal-anniversary", players), check=check)
    assert game.phase == "over" and len(game.results) == 3 and "place" in kinds
