"""Engine speed: random 5-player rounds per second, copy cost; CPython and Pyodide.

Targets (issue 3): at least 1,000 random 5-player rounds a second on CPython; Pyodide no
slower than 2.5 times CPython; copying a game for search at most 20 microseconds.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The same workload runs under CPython and under Pyodide (as source text).
WORKLOAD = '''
import json, random, time
import saboteur

def random_rounds(seconds, players=5, seed=1):
    """Whole random games (each seat picks uniformly among legal actions) for `seconds`."""
    rng = random.Random(seed)
    rounds = moves = 0
    game_seed = seed
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = saboteur.new_game("base", players, game_seed)
        game_seed += 1
        while game.to_move is not None:
            actions = game.legal_actions()
            game.apply(actions[rng.randrange(len(actions))])
            moves += 1
        rounds += game.rules.rounds
    elapsed = time.perf_counter() - start
    return {"rounds_per_second": round(rounds / elapsed, 1), "moves_per_second": round(moves / elapsed)}

def micro(players=5, seed=3, repeat=20000):
    """Mean cost of copy, legal_actions and apply in a mid-round position."""
    game = saboteur.new_game("base", players, seed)
    rng = random.Random(seed)
    for _ in range(25):
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    def mean_us(fn):
        start = time.perf_counter()
        for _ in range(repeat):
            fn()
        return round((time.perf_counter() - start) / repeat * 1e6, 2)
    action = game.legal_actions()[0]
    return {
        "copy_us": mean_us(game.copy),
        "legal_actions_us": mean_us(game.legal_actions),
        "copy_and_apply_us": mean_us(lambda: game.copy().apply(action)),
    }

def measure(seconds):
    result = random_rounds(seconds)
    result.update(micro())
    return result
'''


def _cpython(seconds: float) -> dict:
    sys.path.insert(0, str(ROOT / "core"))
    namespace: dict = {}
    exec(WORKLOAD, namespace)
    return namespace["measure"](seconds)


def _pyodide(seconds: float) -> dict | None:
    sys.path.insert(0, str(ROOT / "tests"))
    try:
        from pyodide_runner import run_in_pyodide
    except ImportError:
        return None
    code = WORKLOAD + f"\nprint(json.dumps(measure({seconds})))\n"
    return json.loads(run_in_pyodide(code).strip().splitlines()[-1])


def run() -> dict:
    seconds = 5.0
    cpython = _cpython(seconds)
    pyodide = _pyodide(seconds)
    result = {
        "cpython": cpython,
        "targets": {
            "rounds_per_second_cpython": ">= 1000",
            "copy_us": "<= 20",
            "pyodide_slowdown": "<= 2.5",
        },
    }
    if pyodide is not None:
        result["pyodide"] = pyodide
        result["pyodide_slowdown"] = round(cpython["rounds_per_second"] / pyodide["rounds_per_second"], 2)
    return result


if __name__ == "__main__":
    print(json.dumps(run(), indent=2))
