"""Determinism (docs/engine.md, first paragraph): the same seed and actions always give the
same game, whatever the interpreter's hash seed; copies are independent."""

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
import saboteur
from engine_helpers import pick

ROOT = Path(__file__).resolve().parents[2]

# Plays games whose every choice comes from legal_actions() order and a seeded Random, so
# that any dependence on set or dict-hash order inside the engine changes the output.
PLAY_SCRIPT = r"""
import json, random, sys
import saboteur

out = []
for players, seed, options in json.loads(sys.argv[1]):
    game = saboteur.new_game("base", players=players, seed=seed, options=options)
    rng = random.Random(f"chooser/{seed}")
    while game.to_move is not None:
        game.apply(rng.choice(game.legal_actions()))
    out.append({"position": game.position(), "record": game.record(), "log": game.log(0)})
print(json.dumps(out, sort_keys=True))
"""
CASES = [[3, 1, None], [5, "table-seven", {"gold_draw": "per_player"}], [8, 2**40 + 3, None], [10, 0, None]]


def play_in_subprocess(hash_seed: str) -> str:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=str(ROOT / "core"))
    done = subprocess.run([sys.executable, "-c", PLAY_SCRIPT, json.dumps(CASES)], env=env, capture_output=True,
                          text=True, timeout=120, check=True)
    return done.stdout


def test_games_do_not_depend_on_the_hash_seed():
    """docs/engine.md: the same seed and actions always give the same game: no dependence
    on set or hash order. Two interpreters with PYTHONHASHSEED 0 and 123 play the same
    games (string seed included) to the same final positions, records and logs."""
    first, second = play_in_subprocess("0"), play_in_subprocess("123")
    assert first == second
    games = json.loads(first)
    assert [g["position"]["decisions"] for g in games] == [[]] * len(CASES)
    # and this interpreter agrees too
    here = saboteur.load_record(games[1]["record"])
    assert json.loads(json.dumps(here.position(), sort_keys=True)) == games[1]["position"]


@pytest.mark.parametrize("seed", [0, 17, "seed as text"])
def test_the_same_seed_and_actions_give_the_same_game_at_every_step(seed):
    """docs/engine.md: a game is made from a ruleset, a player count, a seed and options; the
    same seed and actions always give the same game (positions, views and logs alike)."""
    one = saboteur.new_game("base", players=7, seed=seed)
    two = saboteur.new_game("base", players=7, seed=seed)
    rng = random.Random(1)
    while one.to_move is not None:
        assert one.position() == two.position()
        assert one.view(one.to_move) == two.view(two.to_move)
        action = pick(one, rng)
        one.apply(action)
        two.apply(action.to_json())
    assert one.position() == two.position() and one.log(None) == two.log(None)
    assert one.position()["seed"] == seed


def test_different_seeds_deal_differently():
    """A check that the seed matters: deals from different seeds differ."""
    deals = {json.dumps(saboteur.new_game("base", players=5, seed=s).position()["hands"]) for s in range(20)}
    assert len(deals) == 20


def test_a_copy_is_independent_and_plays_on_identically():
    """docs/engine.md API: game.copy() is an independent copy: playing the copy leaves the
    original as it was, and the same actions take both to the same position."""
    game = saboteur.new_game("base", players=6, seed=4)
    rng = random.Random(4)
    for _ in range(40):
        game.apply(pick(game, rng))
    before, record = game.position(), game.record()
    copy = game.copy()
    actions = []
    while copy.to_move is not None:
        actions.append(pick(copy, rng))
        copy.apply(actions[-1])
    assert game.position() == before and game.record() == record
    for action in actions:
        game.apply(action)
    assert game.position() == copy.position()


@pytest.mark.parametrize("size", [0, 1, 2, 3, 15, 16, 17, 64, 67, 100])
def test_the_deals_shuffle_orders_cards_as_random_shuffle_does(size):
    """Issue 46: the deal shuffles with Random.shuffle's loop inlined (games/base/rounds.py),
    for speed; it must give the same order and leave the generator in the same state, or
    every seed would deal another game than before (saved games, golden counts)."""
    from saboteur.games.base.rounds import shuffle

    for seed in range(25):
        ours, theirs = random.Random(f"deal/{seed}"), random.Random(f"deal/{seed}")
        mine, reference = list(range(size)), list(range(size))
        shuffle(ours, mine)
        theirs.shuffle(reference)
        assert mine == reference
        assert ours.getstate() == theirs.getstate()


@pytest.mark.parametrize("size", [0, 1, 2, 3, 67, 117, 512, 600])
def test_a_deal_shuffles_as_random_shuffle_does(size):
    """Every seed deals the game it always dealt (docs/engine.md, 'Speed'): the deal's own
    shuffle gives `Random.shuffle`'s order and leaves the generator where it leaves it."""
    from saboteur.games.base.rounds import shuffle

    for seed in range(5):
        ours, theirs = list(range(size)), list(range(size))
        ours_rng, their_rng = random.Random(seed), random.Random(seed)
        shuffle(ours_rng, ours)
        their_rng.shuffle(theirs)
        assert ours == theirs
        assert ours_rng.getrandbits(64) == their_rng.getrandbits(64)
