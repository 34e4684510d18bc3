"""Engine speed: random 5-player rounds per second, copy cost; CPython and Pyodide.

Targets (issue 3): at least 1,000 random 5-player rounds a second on CPython; Pyodide no
slower than 2.5 times CPython; copying a game for search at most 20 microseconds.
Issue 12: random 7-player Saboteur 2 rounds at least half as many a second as base's.
Issue 48: random 5-player Lost Mines rounds a second beside base's (no target yet).
Issue 49: random 5-player games of La mine se rebelle (one round each) a second beside base's.
Issue 46: random-game moves a second at least 1.4 times the engine at 416b6be's, base at 5
players and Saboteur 2 at 7, CPython and Pyodide (`gain`, from engine_gain.py).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
import engine_gain  # noqa: E402  (beside this file)
import random_play  # noqa: E402

# The same workload runs under CPython and under Pyodide (as source text).
WORKLOAD = random_play.RANDOM_ROUNDS + '''
def repeated_rounds(runs, seconds):
    """`runs` runs of `seconds` each, every run on fresh seeds, after one run to warm up
    (the ruleset's shared tables of actions fill as spaces are met, as in any long game
    or search). This machine is shared and noisy (the same run varies by a third), so
    the best run is the engine's speed, as timeit advises, and the median shows what a
    busy moment gives."""
    random_rounds(seconds, first_seed=1)
    results = [random_rounds(seconds, first_seed=1 + (run + 1) * 100000) for run in range(runs)]
    rates = sorted(rate for rate, _ in results)
    return {
        "rounds_per_second": round(rates[-1], 1),
        "rounds_per_second_median": round(statistics.median(rates), 1),
        "rounds_per_second_runs": [round(rate, 1) for rate, _ in results],
        "moves_per_second": round(max(moves for _, moves in results)),
    }

def micro(players=5, seed=3, repeat=20000):
    """Mean cost of copy, a listing of legal actions and apply in a mid-round position."""
    game = saboteur.new_game("base", players, seed)
    rng = random.Random(seed)
    moves = 0
    # mid-round: 25 moves, then on to a seat that can lay a path card
    while moves < 25 or not any(a.kind == "place" for a in game.legal_actions()):
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
        moves += 1
    def mean_us(fn):
        start = time.perf_counter()
        for _ in range(repeat):
            fn()
        return round((time.perf_counter() - start) / repeat * 1e6, 2)
    action = next(a for a in game.legal_actions() if a.kind == "place")  # the maze changes
    def listing():
        game.legal_cache = None  # list again, as after any move; not a copy of the cached list
        return game.legal_actions()
    copy_and_apply = mean_us(lambda: game.copy().apply(action))
    return {
        "copy_us": mean_us(game.copy),
        "legal_actions_us": mean_us(listing),
        "copy_and_apply_us": copy_and_apply,
        # the next seat's listing once a card is laid, which rebuilds the maze's placement lists
        "legal_actions_after_place_us": round(
            mean_us(lambda: game.copy().apply(action).legal_actions()) - copy_and_apply, 2),
    }

def rulesets_side_by_side(runs, seconds, players=7):
    """Random rounds a second of each ruleset at one table size, runs interleaved so that
    a busy moment slows both alike; the best run of each."""
    best = {}
    for run in range(runs + 1):
        for ruleset in ("base", "saboteur2"):
            rate, _ = random_rounds(seconds, first_seed=1 + run * 100000, players=players, ruleset=ruleset)
            if run:  # the first run warms up the tables of actions
                best[ruleset] = max(best.get(ruleset, 0), round(rate, 1))
    best["saboteur2_over_base"] = round(best["saboteur2"] / best["base"], 2)
    return best

def beside_base(ruleset, runs, seconds, players=5):
    """Random 5-player games a second of another game beside base's rounds, runs
    interleaved; the best run of each (issue 48: The Lost Mines; issue 49: La mine se rebelle)."""
    best = {}
    for run in range(runs + 1):
        for name in ("base", ruleset):
            rate, _ = random_rounds(seconds, first_seed=1 + run * 100000, players=players, ruleset=name)
            if run:
                best[name] = max(best.get(name, 0), round(rate, 1))
    best[ruleset.replace("-", "_") + "_over_base"] = round(best[ruleset] / best["base"], 3)
    return best

def measure(runs, seconds):
    result = repeated_rounds(runs, seconds)
    result.update(micro())
    result["seven_players"] = rulesets_side_by_side(3, seconds)
    result["lost_mines_five_players"] = beside_base("lost-mines", 3, seconds)
    result["dark_cave_five_players"] = beside_base("dark-cave", 3, seconds)
    return result
'''


def _cpython(runs: int, seconds: float) -> dict:
    sys.path.insert(0, str(ROOT / "core"))
    namespace: dict = {}
    exec(WORKLOAD, namespace)
    return namespace["measure"](runs, seconds)


def _pyodide(runs: int, seconds: float) -> dict | None:
    sys.path.insert(0, str(ROOT / "tests"))
    try:
        from pyodide_runner import run_in_pyodide
    except ImportError:
        return None
    code = WORKLOAD + f"\nprint(json.dumps(measure({runs}, {seconds})))\n"
    return json.loads(run_in_pyodide(code).strip().splitlines()[-1])


def run() -> dict:
    runs, seconds = 7, 1.0
    cpython = _cpython(runs, seconds)
    pyodide = _pyodide(runs, seconds)
    result = {
        "cpython": cpython,
        # issue 46: moves a second against the engine at 416b6be, base at 5 and Saboteur 2 at 7
        "gain": engine_gain.measure(),
        "targets": {
            "rounds_per_second_cpython": ">= 1000 (best of the runs)",
            "copy_us": "<= 20",
            "pyodide_slowdown": "<= 2.5",
            "seven_players.saboteur2_over_base": ">= 0.5",
        },
    }
    if pyodide is not None:
        result["pyodide"] = pyodide
        result["pyodide_slowdown"] = round(cpython["rounds_per_second"] / pyodide["rounds_per_second"], 2)
    return result


if __name__ == "__main__":
    print(json.dumps(run(), indent=2))
