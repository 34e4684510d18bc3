"""The page's start-up, cold, on localhost (issues 2 and 46):

- first paint, and the start screen usable (`sab-start-usable`: the start screen made by the
  build takes input at first paint, before MicroPython is up);
- UI interactive (the `sab-ui-ready` mark);
- engine ready (`sab-engine-ready`: Pyodide booted, our wheel installed, the worker answering)
  beside a stock Pyodide boot of the same version (its own npm files: `loadPyodide` in a module
  worker, then `import sys`), visited in turns on the same server in the same run; issue 46
  wants the ratio of the medians at most 0.7;
- a lesson page ready (`data-ui="ready"`), in the same turns;
- what a cold visit downloads more than once (answers with a body, by path), and the engine
  modules compiled from source at start (the worker's report: the build ships bytecode);
- the engine wheel (at most 200 KB), the archive the page makes of it with bytecode
  (engine.zip), and the site's size.

For scale, it also times an empty MicroPython script under the same PyScript, the same head
and the same server: the part of "UI interactive" that is PyScript's and MicroPython's own
start-up, not ours.

Each visit is cold: a new browser profile (an empty disk cache, no service worker), as a
first visit in an ordinary browser window. SABOTEUR_BENCH_DIST measures another build's dist/
(another commit's, for a before and after).
"""

from __future__ import annotations

import collections
import functools
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = 5
# The lesson page timed: the same one at every commit, so that figures compare. It was the
# first in name order (the one timed at 416b6be) until the anniversary lessons sorted ahead.
LESSON = "base-broken-tools"

BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module">
const worker = new Worker("./bare-worker.mjs", {type: "module"});
worker.onmessage = () => { performance.mark("bare-pyodide-ready"); document.documentElement.dataset.bare = "ready"; };
</script>"""
BARE_WORKER = """import { loadPyodide } from "./stock-pyodide/pyodide.mjs";
const pyodide = await loadPyodide();
pyodide.runPython("import sys");
postMessage("ready");"""
STOCK_PYODIDE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")

BARE_MPY = '<script type="mpy" src="./bare-main.py" config=\'{"interpreter": "./%s/micropython.mjs"}\'></script>'
BARE_MAIN = 'from pyscript import window\nwindow.performance.mark("bare-mpy-ready")\n'

LONG_TASKS = """window.sabLongTasks = [];
new PerformanceObserver(list => { for (const e of list.getEntries()) window.sabLongTasks.push([e.startTime, e.duration]); })
  .observe({type: "longtask", buffered: true});"""
# A lesson page sets no mark of its own: the moment <html> says data-ui="ready".
LESSON_READY = """new MutationObserver((changes, observer) => {
  if (document.documentElement.getAttribute("data-ui") === "ready") { performance.mark("lesson-ready"); observer.disconnect(); }
}).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-ui"]});"""
COMPILED = "saboteur engine: compiled from source at start: "


class Visits:
    """The site on 127.0.0.1, build.py's headers; counts the answers with a body, by path."""

    def __init__(self, site: Path):
        import build

        self.bodies = collections.Counter()
        bodies = self.bodies

        class Handler(build.QuietHandler):
            def send_response(self, code, message=None):
                if code == 200:
                    bodies[self.path.split("?")[0]] += 1
                super().send_response(code, message)

        self.server = build.Server(("127.0.0.1", 0), functools.partial(Handler, directory=str(site)))
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"


def _cold_page(playwright, chromium):
    """A new browser profile (empty disk cache, no service worker) and its page."""
    folder = tempfile.mkdtemp(prefix="sab-bench-")
    context = playwright.chromium.launch_persistent_context(folder, executable_path=chromium.EXECUTABLE,
                                                             args=chromium.ARGS)

    def close():
        context.close()
        shutil.rmtree(folder, ignore_errors=True)

    return context.pages[0] if context.pages else context.new_page(), close


def _mark(page, name):
    return page.evaluate(f"performance.getEntriesByName({json.dumps(name)})[0].startTime")


def _sample_site(playwright, chromium, visits):
    page, close = _cold_page(playwright, chromium)
    logged = []
    page.on("console", lambda message: logged.append(message.text))
    page.add_init_script(LONG_TASKS)
    visits.bodies.clear()
    page.goto(visits.url)
    page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=180_000)
    ui, engine = _mark(page, "sab-ui-ready"), _mark(page, "sab-engine-ready")
    usable = _mark(page, "sab-start-usable")
    boot_tasks = page.evaluate("ready => window.sabLongTasks.filter(([s]) => s < ready).map(([s, d]) => d)", ui)
    later_tasks = page.evaluate("ready => window.sabLongTasks.filter(([s]) => s >= ready).map(([s, d]) => d)", ui)
    paint = page.evaluate("performance.getEntriesByName('first-contentful-paint')[0].startTime")
    # the rest of the visit: the service worker keeps the site once the engine is ready
    page.wait_for_selector("html[data-offline='ready']", state="attached", timeout=180_000)
    page.wait_for_timeout(500)
    twice = sorted(path for path, count in visits.bodies.items() if count > 1)
    compiled = [json.loads(text[len(COMPILED):]) for text in logged if text.startswith(COMPILED)]
    close()
    return {"ui": ui, "engine": engine, "paint": paint, "usable": usable, "twice": twice,
            "compiled": compiled[0] if compiled else None,
            "boot_long_task": max(boot_tasks, default=0), "later_long_task": max(later_tasks, default=0)}


def _sample_bare(playwright, chromium, url):
    page, close = _cold_page(playwright, chromium)
    page.goto(url + "bare-pyodide.html")
    page.wait_for_selector("html[data-bare='ready']", state="attached", timeout=180_000)
    ready = _mark(page, "bare-pyodide-ready")
    close()
    return ready


def _sample_lesson(playwright, chromium, url):
    page, close = _cold_page(playwright, chromium)
    page.add_init_script(LESSON_READY)
    page.goto(url)
    page.wait_for_function("performance.getEntriesByName('lesson-ready').length > 0", timeout=60_000)
    ready = _mark(page, "lesson-ready")
    close()
    return ready


def _sample_bare_mpy(playwright, chromium, url):
    page, close = _cold_page(playwright, chromium)
    page.goto(url + "bare-micropython.html")
    page.wait_for_function("performance.getEntriesByName('bare-mpy-ready').length > 0", timeout=60_000)
    ready = _mark(page, "bare-mpy-ready")
    close()
    return ready


def _bare_micropython_page(page: str, micropython: str) -> str:
    """Our page with its main script swapped for an empty one and no engine worker."""
    page = re.sub(r'<script type="mpy"[^>]*></script>', lambda _: BARE_MPY % micropython, page)
    return re.sub(r'<script type="py" worker[^>]*></script>', "", page)


def run() -> dict:
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "tests" / "browser"))
    import build
    import chromium
    from playwright.sync_api import sync_playwright

    dist = Path(os.environ.get("SABOTEUR_BENCH_DIST") or build.DIST)
    release = json.loads((dist / "release.json").read_text())
    wheel = dist / release["app"] / release["wheel"]
    if not wheel.exists():  # the page loads engine.zip, made from the wheel with bytecode
        wheel = build.CACHE / "page-wheel" / release["wheel"]
    wheel_kb = wheel.stat().st_size / 1024
    engine = dist / release["app"] / release.get("engine", "-")
    engine_kb = engine.stat().st_size / 1024 if engine.exists() else None
    lessons = sorted(path.name.removesuffix(".position.json") for path in (dist / "lessons").glob("*.position.json"))
    lesson = LESSON if LESSON in lessons else lessons[0]
    with tempfile.TemporaryDirectory() as folder:
        site = Path(folder) / "site"
        shutil.copytree(dist, site)
        (site / "stock-pyodide").mkdir()
        for name in STOCK_PYODIDE:
            shutil.copy2(build.NODE_MODULES / "pyodide" / name, site / "stock-pyodide" / name)
        (site / "bare-pyodide.html").write_text(BARE_PAGE)
        (site / "bare-worker.mjs").write_text(BARE_WORKER)
        (site / "bare-micropython.html").write_text(
            _bare_micropython_page((site / "index.html").read_text(), release["micropython"]))
        (site / "bare-main.py").write_text(BARE_MAIN)
        visits = Visits(site)
        try:
            with sync_playwright() as playwright:
                _sample_site(playwright, chromium, visits)  # warm the OS file cache, not the browser's
                _sample_bare(playwright, chromium, visits.url)
                turns = [(_sample_site(playwright, chromium, visits), _sample_bare(playwright, chromium, visits.url),
                          _sample_lesson(playwright, chromium, f"{visits.url}lessons/{lesson}.html"))
                         for _ in range(SAMPLES)]
                bare_mpy = [_sample_bare_mpy(playwright, chromium, visits.url) for _ in range(SAMPLES)]
        finally:
            visits.server.shutdown()
    sites = [turn[0] for turn in turns]
    bare = [turn[1] for turn in turns]
    lesson_times = [turn[2] for turn in turns]
    median = statistics.median
    ratio = median(s["engine"] for s in sites) / median(bare)
    return {
        "samples": SAMPLES,
        "first_contentful_paint_ms": round(median(s["paint"] for s in sites)),
        "start_screen_usable_ms_median": round(median(s["usable"] for s in sites)),
        "ui_interactive_ms_median": round(median(s["ui"] for s in sites)),
        "ui_interactive_ms_max": round(max(s["ui"] for s in sites)),
        "bare_micropython_ready_ms_median": round(median(bare_mpy)),
        "engine_ready_ms_median": round(median(s["engine"] for s in sites)),
        "stock_pyodide_ready_ms_median": round(median(bare)),
        "engine_over_stock_pyodide": round(ratio, 2),
        "lesson": lesson,
        "lesson_ready_ms_median": round(median(lesson_times)),
        "downloaded_twice_on_a_cold_visit": sorted({path for s in sites for path in s["twice"]}),
        "compiled_from_source_at_start": sites[0]["compiled"],
        "longest_task_before_ui_ready_ms": round(max(s["boot_long_task"] for s in sites)),
        "longest_task_after_ui_ready_ms": round(max(s["later_long_task"] for s in sites)),
        "wheel_kb": round(wheel_kb, 1),
        "engine_zip_kb": engine_kb and round(engine_kb, 1),
        "site_mb": round(sum(p.stat().st_size for p in dist.rglob("*") if p.is_file()) / 2**20, 2),
        "targets": {"ui_interactive_ms": "<= 500", "engine_over_stock_pyodide": "<= 0.7", "wheel_kb": "<= 200",
                    "downloaded_twice_on_a_cold_visit": "[]"},
    }


if __name__ == "__main__":
    print(json.dumps(run(), indent=2))
