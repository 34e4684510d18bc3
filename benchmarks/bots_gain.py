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
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from engine_gain import (REFERENCE, ROOT, TABLES, cpython_run, pyodide_run,  # noqa: E402  (beside this file)
                         reference_engine, side_by_side)


def workload(ruleset: str, players: int, decisions: int, iterations: int, reference: bool) -> str:
    """One timed run as source text, printing `expert_speed`'s figures with CPU time."""
    from expert_speed import SPEED_WORKLOAD

    code = SPEED_WORKLOAD.replace("time.perf_counter()", "time.process_time()")
    if reference:  # the reference's new_game takes no modules
        code = code.replace(", modules=list(modules)", "")
    return code + (f"print(json.dumps(expert_speed(decisions={decisions}, iterations={iterations}, "
                   f"players={players}, ruleset={ruleset!r})))\n")


def interleaved(runner, reference: Path, runs: int, decisions: int, iterations: int) -> dict:
    result = {"decisions": decisions, "rollout_cap": iterations, "runs": runs}
    result.update(side_by_side(lambda ruleset, players, run, package, is_reference: runner(
        package, workload(ruleset, players, decisions, iterations, is_reference))["iterations_per_second"],
        reference, runs, "rollouts_per_second"))
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
