"""Instructions a random-game move costs, counted by Valgrind, this engine against the reference.

For changes too small for the interleaved timings of this shared machine (engine_gain.py):
cachegrind counts the instructions of a run of whole random games (each seat picks uniformly
among the legal actions, as random_play.py's) after `warm` games that fill the shared
tables, less the same run with none, divided by the moves counted. Counts repeat within half
a percent (string hashes fixed by PYTHONHASHSEED=0). Needs `valgrind` on the PATH.

    python benchmarks/engine_instructions.py [ruleset players warm counted]

with no arguments, base at 5 players (30 games, then 20) and Saboteur 2 at 7 (60, then 8).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine_gain import ROOT, reference_engine  # noqa: E402  (beside this file)

TABLES = (("base", 5, 30, 20), ("saboteur2", 7, 60, 8))

PLAY = """
import random, sys
import saboteur
ruleset, players, warm, counted = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
def play(first, count):
    rng = random.Random(first)
    moves = 0
    for seed in range(first, first + count):
        game = saboteur.new_game(ruleset, players, seed)
        while game.to_move is not None:
            actions = game.legal_actions()
            game.apply(actions[rng.randrange(len(actions))])
            moves += 1
    return moves
play(1, warm)
print(play(100000, counted))
"""


def instructions(engine: Path, ruleset: str, players: int, warm: int, counted: int) -> tuple[int, int]:
    """The instructions of the run and the moves counted."""
    done = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
         sys.executable, "-c", PLAY, ruleset, str(players), str(warm), str(counted)],
        env={**os.environ, "PYTHONPATH": str(engine.parent), "PYTHONHASHSEED": "0"},
        capture_output=True, text=True, check=True)
    total = int(re.search(r"I\s+refs:\s+([\d,]+)", done.stderr).group(1).replace(",", ""))
    return total, int(done.stdout.split()[-1])


def per_move(engine: Path, ruleset: str, players: int, warm: int, counted: int) -> int:
    total, moves = instructions(engine, ruleset, players, warm, counted)
    before, _ = instructions(engine, ruleset, players, warm, 0)
    return round((total - before) / moves)


def measure(tables=TABLES) -> dict:
    reference = reference_engine()
    current = ROOT / "core" / "saboteur"
    result = {}
    for ruleset, players, warm, counted in tables:
        ours = per_move(current, ruleset, players, warm, counted)
        theirs = per_move(reference, ruleset, players, warm, counted) if reference else None
        result[f"{ruleset}_{players}"] = {
            "warm_games": warm, "counted_games": counted, "current_per_move": ours, "reference_per_move": theirs,
            "fewer": round(theirs / ours, 3) if theirs else None,
        }
    return result


if __name__ == "__main__":
    args = sys.argv[1:]
    tables = ((args[0], int(args[1]), int(args[2]), int(args[3])),) if args else TABLES
    print(json.dumps(measure(tables), indent=2))
