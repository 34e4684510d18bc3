"""The page's main thread (PyScript's MicroPython): shows the game at once, then connects
it to the engine worker as soon as Pyodide has booted there.

The root element carries the page's state for tests and for pages that embed it:
`data-ui` ("ready" once interactive) and `data-engine` ("loading", "ready", "failed").
"""

import json

from pyscript import document, window, workers
from ui.loading import import_modules

# Loading the UI modules (bytecode compiled by build.py) takes a while on MicroPython: in
# tasks of a few tens of ms, so the page keeps answering (and painting) in between.
await import_modules(("text", "cards_svg", "board_svg", "interaction", "panel", "style", "app", "card_drag",  # noqa: F704
                      "page"))  # PyScript runs this file with top-level await
from ui import page  # noqa: E402

ENGINE_WORKER = "engine"
root = document.documentElement


def engine_failed(reason):
    from ui.text import t

    lang = str(root.getAttribute("lang") or "en")
    root.setAttribute("data-engine", "failed")
    status = document.getElementById("engine-status")
    if status is not None:
        status.textContent = t(lang, "engine_failed")
    box = document.getElementById("fatal")
    if box is not None:
        box.textContent = t(lang, "engine_failed_detail", detail=reason)
    window.console.warn("saboteur: the engine failed to start: " + reason)


async def connect_engine():
    """The worker, once it has the engine and answers `hello`; None if it failed."""
    try:
        worker = await workers[ENGINE_WORKER]
        hello = json.loads(str(await worker.request(json.dumps({"type": "hello"}))))
    except Exception as error:
        engine_failed(repr(error))
        return None
    if not hello.get("ok"):
        engine_failed(str(hello.get("error")))
        return None
    root.setAttribute("data-engine-version", str(hello["engine_version"]))
    window.performance.mark("sab-engine-ready")
    root.setAttribute("data-engine", "ready")
    return worker


def interactive():
    window.performance.mark("sab-ui-ready")
    root.setAttribute("data-ui", "ready")


await page.start(connect_engine, on_interactive=interactive)  # noqa: F704
