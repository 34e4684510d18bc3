"""Engine speed against a reference commit: random-game moves per second, interleaved.

Issue 46 asks for at least 1.4 times the moves per second of the engine at 416b6be, for
base Saboteur at 5 players and Saboteur 2 at 7, under CPython and under Pyodide, in one
interleaved run. The reference engine is taken from git (`git archive`) into .cache; each
run is its own process, reference and current taking turns on the same seeds (so both play
the same games while the rules are unchanged), so that a busy moment of this shared
machine slows both alike; each times its games by the CPU time it used. The median of the
runs is each engine's figure. `bench engine` reports it as its `gain`:

    python build.py bench engine
"""

from __future__ import annotations

import io
import json
import os
import statistics
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = "416b6be"  # main before issue 46's engine work
TABLES = (("base", 5), ("saboteur2", 7))

def workload(ruleset: str, players: int, seconds: float, seed: int) -> str:
    """One timed run as source text: random games (random_play.py), after a short one that
    warms the rulesets' shared tables; prints moves/s."""
    from random_play import RANDOM_ROUNDS

    return RANDOM_ROUNDS + (f"random_rounds(0.3, 7, {players}, {ruleset!r}, time.process_time)\n"
                       f"print(json.dumps(random_rounds({seconds!r}, {seed}, {players}, {ruleset!r}, time.process_time)[1]))\n")


def reference_engine() -> Path | None:
    """The reference commit's `core/saboteur`, unpacked once into .cache; None without git history."""
    folder = ROOT / ".cache" / f"engine-{REFERENCE}"
    package = folder / "core" / "saboteur"
    if package.exists():
        return package
    try:
        archive = subprocess.run(["git", "archive", REFERENCE, "core/saboteur"], cwd=ROOT, capture_output=True,
                                 check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    return package


def cpython_run(package: Path, code: str):
    """What `code` prints last (JSON), run by CPython with `package` (a `saboteur` folder) importable."""
    done = subprocess.run([sys.executable, "-c", code], env={**os.environ, "PYTHONPATH": str(package.parent)},
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def pyodide_run(package: Path, code: str):
    """The same, run by Pyodide in Node."""
    from pyodide_runner import run_in_pyodide

    return json.loads(run_in_pyodide(code, engine=package).strip().splitlines()[-1])


def side_by_side(rate, reference: Path, runs: int, unit: str) -> dict:
    """For each table, `runs` runs of `rate(ruleset, players, run, package, is_reference)` of the
    reference package and of the current one, taking turns (which goes first alternates, so that
    neither always meets the machine warmer); each one's median, and the gain."""
    current = ROOT / "core" / "saboteur"
    result = {}
    for ruleset, players in TABLES:
        rates: dict[str, list[float]] = {"reference": [], "current": []}
        for run in range(runs):
            order = [("reference", reference), ("current", current)][:: 1 if run % 2 == 0 else -1]
            for name, package in order:
                rates[name].append(rate(ruleset, players, run, package, name == "reference"))
        reference_rate = statistics.median(rates["reference"])
        current_rate = statistics.median(rates["current"])
        result[f"{ruleset}_{players}"] = {
            f"reference_{unit}": round(reference_rate),
            f"current_{unit}": round(current_rate),
            "gain": round(current_rate / reference_rate, 3),
        }
    return result


def interleaved(runner, reference: Path, runs: int, seconds: float) -> dict:
    return side_by_side(lambda ruleset, players, run, package, _: runner(
        package, workload(ruleset, players, seconds, seed=1 + run * 1000)), reference, runs, "moves_per_second")


def measure() -> dict:
    reference = reference_engine()
    if reference is None:
        return {"reference": REFERENCE, "skipped": "the reference commit is not in this clone's history"}
    sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "benchmarks")]
    result = {"reference": REFERENCE, "target": "gain >= 1.4 for each table, CPython and Pyodide",
              "cpython": interleaved(cpython_run, reference, runs=7, seconds=2.0)}
    from pyodide_runner import PYODIDE

    if (PYODIDE / "pyodide.mjs").exists():
        # five runs: with three, Saboteur 2's gain moved from 1.38 to 1.43 between runs
        result["pyodide"] = interleaved(pyodide_run, reference, runs=5, seconds=3.0)
    else:
        result["pyodide"] = "unavailable: node_modules/pyodide is missing"
    return result


if __name__ == "__main__":
    print(json.dumps(measure(), indent=2))
