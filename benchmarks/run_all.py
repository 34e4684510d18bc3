"""Run every benchmark (benchmarks/*.py with a run() function) and print one JSON summary.

    python build.py bench            all of them
    python build.py bench page ui    only those
"""

from __future__ import annotations

import importlib.util
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def load(path: Path):
    spec = importlib.util.spec_from_file_location(f"benchmark_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(names: list[str]) -> int:
    paths = [p for p in sorted(HERE.glob("*.py")) if p.stem != "run_all" and (not names or p.stem in names)]
    summary = {}
    failed = False
    for path in paths:
        start = time.perf_counter()
        try:
            module = load(path)
            if not hasattr(module, "run"):  # a part of another benchmark (engine_gain: of engine)
                continue
            print(f"benchmark {path.stem} ...", file=sys.stderr, flush=True)
            result = module.run()
        except Exception as error:  # one broken benchmark must not hide the others
            result = {"error": f"{type(error).__name__}: {error}"}
            failed = True
        result["seconds"] = round(time.perf_counter() - start, 1)
        summary[path.stem] = result
        print(json.dumps({path.stem: result}), file=sys.stderr, flush=True)
    print(json.dumps(summary, indent=2))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
