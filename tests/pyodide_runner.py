"""Run Python source under Pyodide in Node.js, with the engine importable.

Uses the Pyodide that the site vendors (node_modules/pyodide, pinned in package.json), so
determinism tests and benchmarks compare CPython with the very interpreter the page runs.

    from pyodide_runner import run_in_pyodide
    stdout = run_in_pyodide("import saboteur; print(saboteur.__version__)")
"""

from __future__ import annotations

import json
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYODIDE = ROOT / "node_modules" / "pyodide"
ENGINE = ROOT / "core" / "saboteur"

# Node side: load Pyodide, copy the engine's files into its file system, run the code.
RUNNER = """
import { loadPyodide } from %(module)s;
import { readFileSync } from "node:fs";
const [codePath, filesPath] = process.argv.slice(2);
const pyodide = await loadPyodide({ indexURL: %(index)s, stdout: (line) => console.log(line),
                                    stderr: (line) => console.error(line) });
for (const [target, source] of JSON.parse(readFileSync(filesPath, "utf8"))) {
  pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
  pyodide.FS.writeFile(target, readFileSync(source));
}
pyodide.runPython("import sys; sys.path.insert(0, '/engine')");
await pyodide.runPythonAsync(readFileSync(codePath, "utf8"));
"""


class PyodideUnavailable(RuntimeError):
    pass


def run_in_pyodide(code: str, timeout: float = 600, engine: Path = ENGINE) -> str:
    """Run `code` under Pyodide in Node, with the package folder `engine` importable as
    `saboteur` (this checkout's by default); its stdout. Raises RuntimeError if it fails."""
    if not (PYODIDE / "pyodide.mjs").exists():
        raise PyodideUnavailable("node_modules/pyodide is missing: run `npm ci` (python build.py build does)")
    files = [(f"/engine/saboteur/{path.relative_to(engine).as_posix()}", str(path))
             for path in sorted(engine.rglob("*")) if path.is_file() and "__pycache__" not in path.parts]
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        (folder / "code.py").write_text(code)
        (folder / "files.json").write_text(json.dumps(files))
        script = folder / "run.mjs"
        script.write_text(RUNNER % {"module": json.dumps((PYODIDE / "pyodide.mjs").as_uri()),
                                    "index": json.dumps(str(PYODIDE) + "/")})
        done = subprocess.run(["node", str(script), str(folder / "code.py"), str(folder / "files.json")],
                              capture_output=True, text=True, timeout=timeout)
    if done.returncode != 0:
        raise RuntimeError(f"Pyodide run failed ({done.returncode}): {done.stderr[-2000:]}")
    return done.stdout
