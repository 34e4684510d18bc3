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


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
def test_hard_resample_deals_the_unseen_chests_again_from_the_view(ruleset):
    """Issue 47 section 4 (the resample covers each module's hidden state); book 002,
    'Coffres aux trésors': a chest the seat looked at by map stays as seen, the others are
    dealt again at random, never read from the game (and again in every sample of one
    search: test_anniversary_resample.py)."""
    import json
    import random

    from saboteur.bots.beliefs import Tracker
    from saboteur.bots.determinize import Determinizer

    game = saboteur.new_game(ruleset, players=4, seed=3, modules=["treasure-chests"])
    position = game.position()
    looked = position["treasure-chests"]["face_down"][0]
    looked["seen_by"] = [game.to_move]
    game = saboteur.from_position(json.loads(json.dumps(position)))
    seat = game.to_move
    view = game.view(seat)
    tracker = Tracker(game.rules, seat, True).update(view)
    layouts = set()
    for draw in range(20):  # a resampler per decision
        sample, _gold = Determinizer(game.rules, view, tracker, random.Random(draw)).sample(random.Random(draw))
        part = sample.position()["treasure-chests"]
        assert part["face_down"][0]["chest"] == looked["chest"] and part["face_down"][0]["seen_by"] == [seat]
        layouts.add(tuple(entry["chest"] for entry in part["face_down"][1:]))
    assert len(layouts) > 1
