"""Determinism under Pyodide (docs/engine.md: the same game under CPython and under Pyodide).

Uses tests/pyodide_runner.py (run_in_pyodide: Python source run in Node with the vendored
Pyodide and the engine importable; returns stdout). Skipped while that module or the
vendored Pyodide is missing.
"""

import json
import os
import random
import sys

import pytest
import saboteur

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # tests/
pyodide_runner = pytest.importorskip("pyodide_runner")

CASES = [(4, 3, None), (6, "pyodide", {"gold_draw": "per_player"}), (10, 2**33 + 1, None)]

# Under Pyodide: replay CPython's records, and play the same chooser-driven games afresh.
PYODIDE_CODE = r"""
import json, random
import saboteur

records = json.loads(RECORDS)
out = {"replayed": [], "played": []}
for record in records:
    out["replayed"].append(saboteur.load_record(record).position())
for players, seed, options in json.loads(CASES):
    game = saboteur.new_game("base", players=players, seed=seed, options=options)
    rng = random.Random(f"chooser/{seed}")
    while game.to_move is not None:
        game.apply(rng.choice(game.legal_actions()))
    out["played"].append(game.position())
print("RESULT " + json.dumps(out, sort_keys=True))
"""


def play_here(players, seed, options):
    game = saboteur.new_game("base", players=players, seed=seed, options=options)
    rng = random.Random(f"chooser/{seed}")
    while game.to_move is not None:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_a_played_record_ends_in_the_same_position_under_cpython_and_pyodide():
    """docs/engine.md: the same seed and actions give the same game under CPython and under
    Pyodide. CPython's records replay under Pyodide to CPython's final positions, and
    Pyodide playing the same seeded games from scratch (deal, legal-action order, gold)
    reaches the same final positions."""
    games = [play_here(*case) for case in CASES]
    code = f"RECORDS = {json.dumps(json.dumps([g.record() for g in games]))}\nCASES = {json.dumps(json.dumps(CASES))}\n" + PYODIDE_CODE
    try:
        stdout = pyodide_runner.run_in_pyodide(code)
    except getattr(pyodide_runner, "PyodideUnavailable", ()) as missing:
        pytest.skip(str(missing))
    line = next(line for line in stdout.splitlines() if line.startswith("RESULT "))
    result = json.loads(line[len("RESULT "):])
    expected = [json.loads(json.dumps(g.position(), sort_keys=True)) for g in games]
    assert result["replayed"] == expected
    assert result["played"] == expected
    assert all(p["decisions"] == [] for p in expected)
