"""A lesson page, cold, on localhost (issue 13 targets):

- interactive (`data-ui="ready"` on <html>: the lesson takes input) within 1 s of
  navigation, median of several runs, each in a new browser context (no HTTP cache, no
  service worker);
- the bytes it fetched, and nothing of Pyodide (no engine: every outcome is baked);
- a page of five lessons embedded with embed.js, all started: how many requests each file
  they share needed (the browser's cache should serve all but the first: one each).

The server is build.py's (release files cacheable, as static hosts make them); it counts
the requests it answers, since Playwright's request routing would turn the cache off.
"""

from __future__ import annotations

import collections
import functools
import json
import statistics
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = 7
EMBEDDED = 5

# The moment <html> says data-ui="ready", as a performance mark (the page sets no mark of its own);
# watched from the document, since the init script runs before <html> exists.
READY_MARK = """new MutationObserver((changes, observer) => {
  if (document.documentElement.getAttribute("data-ui") === "ready") {
    performance.mark("lesson-ready");
    observer.disconnect();
  }
}).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-ui"]});"""


def _server(dist: Path, extra: dict[str, str]):
    """build.py's handler on dist/ plus `extra` pages (path -> HTML); the request counts by path."""
    import build

    counts = collections.Counter()

    class Handler(build.QuietHandler):
        def do_GET(self):
            path = self.path.split("?")[0]
            counts[path] += 1
            if path not in extra:
                return super().do_GET()
            body = extra[path].encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = build.Server(("127.0.0.1", 0), functools.partial(Handler, directory=str(dist)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}", counts


def _sample_lesson(browser, url: str) -> dict:
    context = browser.new_context()
    page = context.new_page()
    page.add_init_script(READY_MARK)
    fetched = []
    page.on("requestfinished", lambda request: fetched.append(request))
    page.goto(url)
    page.wait_for_selector("html[data-ui='ready']", state="attached", timeout=60_000)
    ready = page.evaluate("performance.getEntriesByName('lesson-ready')[0].startTime")
    paint = page.evaluate("performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null")
    transferred = sum(request.sizes()["responseBodySize"] + request.sizes()["responseHeadersSize"]
                      for request in fetched)
    urls = [request.url for request in fetched]
    context.close()
    return {"ready": ready, "paint": paint, "bytes": transferred, "requests": len(urls),
            "pyodide": [u for u in urls if "/vendor/pyodide-" in u or u.endswith(("/engine.zip", "/worker.py"))]}


def _embedding_page(lessons: list[str]) -> str:
    elements = "\n".join(f'<saboteur-lesson lesson="{lesson}" lang="en"><a href="lessons/{lesson}.html">{lesson}</a>'
                         "</saboteur-lesson>" for lesson in lessons)
    return ('<!doctype html><html lang="en"><meta charset="utf-8"><title>Five lessons</title>'
            '<link rel="icon" href="data:,"><script src="/embed.js" async></script>\n' + elements + "</html>")


def _five_embedded(browser, url: str, lessons: list[str], counts) -> dict:
    counts.clear()
    context = browser.new_context(viewport={"width": 1000, "height": 800})
    page = context.new_page()
    page.goto(url + "/five.html")
    for index in range(len(lessons)):
        element = f"saboteur-lesson >> nth={index}"
        page.locator(element).locator("button").click()
        page.frame_locator(f"saboteur-lesson:nth-of-type({index + 1}) iframe").locator(
            "html[data-ui='ready']").wait_for(state="attached", timeout=60_000)
    context.close()
    shared = {path: count for path, count in counts.items() if path.startswith(("/vendor/", "/app-"))}
    return {"shared_files": len(shared), "most_requests_for_a_shared_file": max(shared.values(), default=0),
            "shared_files_requested_more_than_once": sorted(path for path, count in shared.items() if count > 1),
            "pyodide_requests": sum(count for path, count in counts.items()
                                    if "/vendor/pyodide-" in path or path.endswith(("/engine.zip", "/worker.py")))}


def run() -> dict:
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "tests" / "browser"))
    import build
    import chromium
    from playwright.sync_api import sync_playwright

    build.lesson_tools()
    from lessons.source import lesson_files, lesson_id

    lessons = [lesson_id(path) for path in lesson_files(ROOT / "lessons")]
    server, url, counts = _server(build.DIST, {"/five.html": _embedding_page(lessons[:EMBEDDED])})
    try:
        with sync_playwright() as playwright:
            browser = chromium.launch(playwright)
            first = f"{url}/lessons/{lessons[0]}.html"
            _sample_lesson(browser, first)  # warm the OS file cache, not the browser's
            samples = [_sample_lesson(browser, first) for _ in range(SAMPLES)]
            embedded = _five_embedded(browser, url, lessons[:EMBEDDED], counts)
            browser.close()
    finally:
        server.shutdown()
    median = statistics.median
    return {
        "samples": SAMPLES,
        "lesson": lessons[0],
        "interactive_ms_median": round(median(s["ready"] for s in samples)),
        "interactive_ms_max": round(max(s["ready"] for s in samples)),
        "first_contentful_paint_ms_median": round(median(s["paint"] for s in samples if s["paint"] is not None)),
        "kb_fetched_median": round(median(s["bytes"] for s in samples) / 1024, 1),
        "requests_median": median(s["requests"] for s in samples),
        "pyodide_fetched": sorted({u for s in samples for u in s["pyodide"]}),
        f"embedded_{EMBEDDED}": embedded,
        "targets": {"interactive_ms_median": "<= 1000", "pyodide_fetched": "none",
                    "most_requests_for_a_shared_file": "1"},
    }


if __name__ == "__main__":
    print(json.dumps(run(), indent=2))
