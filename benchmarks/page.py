"""The page's start-up, cold, on localhost (issue 2 targets):

- first paint, and the start screen usable (`sab-start-usable`: the start screen made by the
  build takes input; issue 11 wants it at first paint, before MicroPython is up);

- UI interactive (the `sab-ui-ready` mark) within 0.5 s of navigation;
- engine ready (`sab-engine-ready`: Pyodide booted, our wheel installed, the
  worker answering) within 1.3 times a bare Pyodide boot in a worker, measured in the
  same run on the same server;
- the engine wheel at most 200 KB.

For scale, it also times an empty MicroPython script under the same PyScript, the same head
and the same server: the part of "UI interactive" that is PyScript's and MicroPython's own
start-up, not ours.

Each sample is a new browser context: no HTTP cache, no service worker.
"""

from __future__ import annotations

import json
import re
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = 5

BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module">
const worker = new Worker("./bare-worker.mjs", {type: "module"});
worker.onmessage = () => { performance.mark("bare-pyodide-ready"); document.documentElement.dataset.bare = "ready"; };
</script>"""
BARE_WORKER = """import { loadPyodide } from "./%s/pyodide.mjs";
const pyodide = await loadPyodide();
pyodide.runPython("import sys");
postMessage("ready");"""

BARE_MPY = '<script type="mpy" src="./bare-main.py" config=\'{"interpreter": "./%s/micropython.mjs"}\'></script>'
BARE_MAIN = 'from pyscript import window\nwindow.performance.mark("bare-mpy-ready")\n'

LONG_TASKS = """window.sabLongTasks = [];
new PerformanceObserver(list => { for (const e of list.getEntries()) window.sabLongTasks.push([e.startTime, e.duration]); })
  .observe({type: "longtask", buffered: true});"""


def _mark(page, name):
    return page.evaluate(f"performance.getEntriesByName({json.dumps(name)})[0].startTime")


def _sample_site(browser, url):
    context = browser.new_context()
    page = context.new_page()
    page.add_init_script(LONG_TASKS)
    page.goto(url)
    page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=180_000)
    ui, engine = _mark(page, "sab-ui-ready"), _mark(page, "sab-engine-ready")
    usable = _mark(page, "sab-start-usable")
    boot_tasks = page.evaluate(
        "ready => window.sabLongTasks.filter(([s]) => s < ready).map(([s, d]) => d)", ui)
    later_tasks = page.evaluate(
        "ready => window.sabLongTasks.filter(([s]) => s >= ready).map(([s, d]) => d)", ui)
    paint = page.evaluate("performance.getEntriesByName('first-contentful-paint')[0].startTime")
    context.close()
    return {"ui": ui, "engine": engine, "paint": paint, "usable": usable,
            "boot_long_task": max(boot_tasks, default=0), "later_long_task": max(later_tasks, default=0)}


def _sample_bare(browser, url):
    context = browser.new_context()
    page = context.new_page()
    page.goto(url + "bare-pyodide.html")
    page.wait_for_selector("html[data-bare='ready']", state="attached", timeout=180_000)
    ready = _mark(page, "bare-pyodide-ready")
    context.close()
    return ready


def _sample_bare_mpy(browser, url):
    context = browser.new_context()
    page = context.new_page()
    page.goto(url + "bare-micropython.html")
    page.wait_for_function("performance.getEntriesByName('bare-mpy-ready').length > 0", timeout=60_000)
    ready = _mark(page, "bare-mpy-ready")
    context.close()
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

    release = json.loads((build.DIST / "release.json").read_text())
    wheel_kb = (build.DIST / release["app"] / release["wheel"]).stat().st_size / 1024
    with tempfile.TemporaryDirectory() as folder:
        site = Path(folder) / "site"
        shutil.copytree(build.DIST, site)
        (site / "bare-pyodide.html").write_text(BARE_PAGE)
        (site / "bare-worker.mjs").write_text(BARE_WORKER % release["pyodide"])
        (site / "bare-micropython.html").write_text(
            _bare_micropython_page((site / "index.html").read_text(), release["micropython"]))
        (site / "bare-main.py").write_text(BARE_MAIN)
        server, url = build.serve_in_background(site, "/")
        try:
            with sync_playwright() as playwright:
                browser = chromium.launch(playwright)
                _sample_site(browser, url)  # warm the OS file cache, not the browser's
                pairs = [(_sample_site(browser, url), _sample_bare(browser, url)) for _ in range(SAMPLES)]
                bare_mpy = [_sample_bare_mpy(browser, url) for _ in range(SAMPLES)]
                browser.close()
        finally:
            server.shutdown()
    sites = [site for site, _ in pairs]
    bare = [b for _, b in pairs]
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
        "bare_pyodide_ready_ms_median": round(median(bare)),
        "engine_over_bare_pyodide": round(ratio, 2),
        "longest_task_before_ui_ready_ms": round(max(s["boot_long_task"] for s in sites)),
        "longest_task_after_ui_ready_ms": round(max(s["later_long_task"] for s in sites)),
        "wheel_kb": round(wheel_kb, 1),
        "site_mb": round(sum(p.stat().st_size for p in build.DIST.rglob("*") if p.is_file()) / 2**20, 2),
        "targets": {"ui_interactive_ms": "<= 500", "engine_over_bare_pyodide": "<= 1.3", "wheel_kb": "<= 200"},
    }


if __name__ == "__main__":
    print(json.dumps(run(), indent=2))
