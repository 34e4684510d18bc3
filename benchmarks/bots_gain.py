"""Hard's rollouts a second against the reference commit's, interleaved (a part of bots.py).

Issue 46's done-when asks Hard to reach 1.4 times the rollouts it reached at 416b6be in its
second. Each run is its own process, timing Hard's decisions (`expert_speed.SPEED_WORKLOAD`:
Medium's bots move the game on, Hard decides at a fixed rollout cap with no clock) by the
CPU time it used, reference and current taking turns on the same seed, so that a busy moment
of this shared machine slows both alike; the median of the runs is each one's figure. The
reference package is engine_gain.py's, unpacked from git into .cache. `bench bots` reports it
as `expert_rollouts_gain`; alone:

    python benchmarks/bots_gain.py
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from engine_gain import REFERENCE, ROOT, reference_engine  # noqa: E402  (beside this file)

TABLES = (("base", 5), ("saboteur2", 7))  # issue 46's tables


def workload(ruleset: str, players: int, decisions: int, iterations: int, reference: bool) -> str:
    """One timed run as source text, printing `expert_speed`'s figures with CPU time."""
    from expert_speed import SPEED_WORKLOAD

    code = SPEED_WORKLOAD.replace("time.perf_counter()", "time.process_time()")
    if reference:  # the reference's new_game takes no modules
        code = code.replace(", modules=list(modules)", "")
    return code + (f"print(json.dumps(expert_speed(decisions={decisions}, iterations={iterations}, "
                   f"players={players}, ruleset={ruleset!r})))\n")


def cpython_run(package: Path, code: str) -> dict:
    done = subprocess.run([sys.executable, "-c", code], env={**os.environ, "PYTHONPATH": str(package.parent)},
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def pyodide_run(package: Path, code: str) -> dict:
    from pyodide_runner import run_in_pyodide

    return json.loads(run_in_pyodide(code, engine=package).strip().splitlines()[-1])


def interleaved(runner, reference: Path, runs: int, decisions: int, iterations: int) -> dict:
    current = ROOT / "core" / "saboteur"
    result = {"decisions": decisions, "rollout_cap": iterations, "runs": runs}
    for ruleset, players in TABLES:
        rates: dict[str, list[int]] = {"reference": [], "current": []}
        for run in range(runs):
            # alternate which goes first, so that neither always meets the machine warmer
            order = [("reference", reference), ("current", current)][:: 1 if run % 2 == 0 else -1]
            for name, package in order:
                code = workload(ruleset, players, decisions, iterations, name == "reference")
                rates[name].append(runner(package, code)["iterations_per_second"])
        reference_rate, current_rate = statistics.median(rates["reference"]), statistics.median(rates["current"])
        result[f"{ruleset}_{players}"] = {
            "reference_rollouts_per_second": round(reference_rate),
            "current_rollouts_per_second": round(current_rate),
            "gain": round(current_rate / reference_rate, 3),
        }
    return result


def measure() -> dict:
    reference = reference_engine()
    if reference is None:
        return {"reference": REFERENCE, "skipped": "the reference commit is not in this clone's history"}
    sys.path.insert(0, str(ROOT / "tests"))
    result = {"reference": REFERENCE, "target": "gain >= 1.4 for each table (issue 46's done-when)",
              "cpython": interleaved(cpython_run, reference, runs=5, decisions=30, iterations=400)}
    from pyodide_runner import PYODIDE

    if (PYODIDE / "pyodide.mjs").exists():  # process_time is wall time there: a busy machine shows
        result["pyodide"] = interleaved(pyodide_run, reference, runs=3, decisions=20, iterations=400)
    else:
        result["pyodide"] = "unavailable: node_modules/pyodide is missing"
    return result


if __name__ == "__main__":
    print(json.dumps(measure(), indent=2))
