"""Every level plays The Lost Mines legally over whole games (issue 48, section 3 and 'Must
hold'): the random level uniformly, the others by the simple policy of bots/lost_mines.py
until the game's own bots are written."""

import pytest
import saboteur
from bot_helpers import bot, play, rng_for

from saboteur.bots import LEVELS


@pytest.mark.parametrize("players", [3, 6, 9])
def test_every_level_plays_the_lost_mines_legally_over_whole_games(players):
    bots = {seat: bot(LEVELS[seat % len(LEVELS)], seat, seed=players) for seat in range(players)}
    kinds = set()

    def check(game, seat, view, action):
        assert action in view["legal_actions"], (seat, action)
        kinds.add(action["kind"])

    game = play(saboteur.new_game("lost-mines", players, seed=players), bots, rng_for("lost-mines", players), check=check)
    assert game.phase == "over" and len(game.results) == 2
    assert {"place", "step"} <= kinds
    for player in bots.values():
        assert set(player.beliefs()) >= {"roles", "gold"}


def test_the_simple_policy_walks_toward_the_mines_and_takes_treasures():
    """The simple policy is a fair partner for the page: over a few games its dwarves reach
    mines (ruling 3) and take treasures."""
    found = taken = 0
    for seed in range(4):
        bots = {seat: bot("heuristic", seat, seed=seed) for seat in range(4)}
        game = play(saboteur.new_game("lost-mines", 4, seed=seed), bots, rng_for("lost-mines-walk", seed))
        found += sum(1 for public, _ in game.events if public["type"] == "mine_found")
        taken += sum(1 for public, _ in game.events if public["type"] == "treasure_taken")
    assert found and taken
