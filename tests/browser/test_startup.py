"""Issue 46, item 1 (start-up) and issue 45's cosmetic notes on the pages' console and requests.

The cold visits here use a new browser profile each, as a first visit in an ordinary window:
an empty disk cache and no service worker. Their server counts the answers it sends with a
body, by path: Playwright's request routing would turn the browser's cache off, and the cache
is what hands the engine worker the files the page fetched early."""

import collections
import functools
import json
import threading

import build
import chromium
import pytest

from play_helpers import engine_version

ENGINE_TIMEOUT = 120_000
COMPILED = "saboteur engine: compiled from source at start: "
UNUSED_PLUGINS = ("py-editor-", "py-game-", "py-terminal-", "donkey-", "deprecations-manager-")


class CountingServer:
    """dist/ on 127.0.0.1 with build.py's headers; counts answers with a body (200), by path.
    The engine's archive is answered only once `release_engine` is set (at once unless a test
    clears it); a path ending as a test names (`hold`) only once its event is set."""

    def __init__(self):
        self.bodies = collections.Counter()
        self.held = {}
        self.release_engine = self.hold("/engine.zip")
        self.release_engine.set()
        bodies, held = self.bodies, self.held

        class Handler(build.QuietHandler):
            def do_GET(self):
                for ending, release in list(held.items()):
                    if self.path.split("?")[0].endswith(ending):
                        release.wait(timeout=ENGINE_TIMEOUT / 1000)
                return super().do_GET()

            def send_response(self, code, message=None):
                if code == 200:
                    bodies[self.path.split("?")[0]] += 1
                super().send_response(code, message)

        self.server = build.Server(("127.0.0.1", 0), functools.partial(Handler, directory=str(build.DIST)))
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def hold(self, ending):
        """Answer the paths that end so only once the event returned is set."""
        self.held[ending] = threading.Event()
        return self.held[ending]

    def twice(self):
        return {path: count for path, count in self.bodies.items() if count > 1}


@pytest.fixture
def cold(browser, tmp_path):
    """A page in a new browser profile, on a counting server; its console and what left the site."""
    server = CountingServer()
    context = browser.browser_type.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=chromium.EXECUTABLE, args=chromium.ARGS)
    page = context.pages[0] if context.pages else context.new_page()
    console, foreign = [], []
    page.on("console", lambda message: console.append((message.type, message.text)))
    page.on("pageerror", lambda error: console.append(("error", f"uncaught: {error}")))
    context.on("request", lambda request: None if request.url.startswith(chromium.LOCAL_PREFIXES)
               else foreign.append(request.url))
    yield page, server, console
    for release in server.held.values():
        release.set()
    context.close()
    server.server.shutdown()
    assert foreign == [], f"requests left 127.0.0.1: {foreign}"


def root_engine(page):
    return page.get_attribute("html", "data-engine")


def test_a_cold_visit_downloads_each_file_once_and_keeps_the_site_offline(cold):
    # Issue 46, item 1: the engine's files fetched from the page's first bytes reach the worker
    # through the browser's cache, and the service worker, registered once the engine is ready
    # (not at once, downloading the release beside the engine's start), takes them from there
    # too: no file comes twice, Pyodide's 9.6 MB wasm least of all.
    page, server, console = cold
    # While the engine is held back (its archive not answered), nothing but the page's own
    # fetches: the service worker's install, which fetches every lesson, has not begun.
    server.release_engine.clear()
    page.goto(server.url)
    page.wait_for_selector("html[data-ui='ready']", state="attached", timeout=30_000)
    page.wait_for_timeout(1000)  # time enough for a service worker registered at once to be installing
    assert root_engine(page) == "loading"
    assert [path for path in server.bodies if path.startswith("/lessons/")] == []
    server.release_engine.set()
    page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=ENGINE_TIMEOUT)
    page.wait_for_selector("html[data-offline='ready']", state="attached", timeout=ENGINE_TIMEOUT)
    release = json.loads((build.DIST / "release.json").read_text())
    for name in ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide.asm.mjs"):
        assert server.bodies[f"/{release['pyodide']}/{name}"] == 1, name
    assert server.bodies[f"/{release['app']}/{release['engine']}"] == 1
    pyscript_bytecode = sorted((build.DIST / release["app"] / "pyscript").iterdir())
    assert pyscript_bytecode
    for path in pyscript_bytecode:
        assert server.bodies[f"/{release['app']}/pyscript/{path.name}"] == 1, path.name
    # the service worker's cache holds the engine: it plays offline after this one visit
    kept = page.evaluate("""caches.keys().then((keys) => caches.open(keys[0])).then((cache) => cache.keys())
        .then((requests) => requests.map((request) => new URL(request.url).pathname))""")
    assert f"/{release['pyodide']}/pyodide.asm.wasm" in kept and f"/{release['app']}/{release['engine']}" in kept
    assert server.twice() == {}
    assert [text for kind, text in console if kind == "error"] == []


def test_the_engine_starts_from_bytecode_without_a_warning_or_an_unused_plugin(cold):
    # Issue 46, item 1: the worker compiles nothing from source at start (the build ships
    # bytecode for Pyodide's standard library, the engine, our worker modules and PyScript's);
    # issue 45, cosmetic: no SharedArrayBuffer warning, no request for PyScript's editor,
    # pygame or terminal plugins.
    page, server, console = cold
    page.goto(server.url)
    page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=ENGINE_TIMEOUT)
    assert page.get_attribute("html", "data-engine-version") == engine_version()
    page.wait_for_function("window.sabReady === true", timeout=ENGINE_TIMEOUT)
    reports = [json.loads(text[len(COMPILED):]) for kind, text in console if text.startswith(COMPILED)]
    assert reports == [[]], reports
    assert [text for kind, text in console if kind in ("warning", "error")] == []
    assert [path for path in server.bodies if path.rsplit("/", 1)[-1].startswith(UNUSED_PLUGINS)] == []


def test_a_lesson_page_downloads_each_file_once_and_no_unused_plugin(cold):
    # Issue 46, item 1 ("the same for lesson pages' MicroPython") and issue 45's cosmetic note:
    # the lesson's service worker, registered once the lesson takes input, takes MicroPython
    # from the browser's cache; PyScript's unused plugins are not fetched.
    page, server, console = cold
    lesson = sorted((build.DIST / "lessons").glob("*.position.json"))[0].name.removesuffix(".position.json")
    page.goto(f"{server.url}lessons/{lesson}.html")
    page.wait_for_selector("html[data-ui='ready']", state="attached", timeout=30_000)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # active: its install has kept the lessons
    release = json.loads((build.DIST / "release.json").read_text())
    assert server.bodies[f"/{release['micropython']}/micropython.wasm"] == 1
    assert [path for path in server.bodies if path.rsplit("/", 1)[-1].startswith(UNUSED_PLUGINS)] == []
    assert [text for kind, text in console if kind in ("warning", "error")] == []


def test_the_page_fetches_pyscripts_bytecode_for_the_worker_once_the_ui_is_ready(cold):
    # Issue 46, item 1: PyScript's bytecode, which the worker asks for only once Pyodide has
    # booted, is in the browser's cache by then: boot.js fetches it once the UI is ready (not
    # at once, beside the UI's own files). Pyodide's standard library is held back here, so
    # the worker never boots: what comes is the page's.
    page, server, console = cold
    server.hold("/python_stdlib.zip")
    page.goto(server.url)
    page.wait_for_selector("html[data-ui='ready']", state="attached", timeout=30_000)
    release = json.loads((build.DIST / "release.json").read_text())
    wanted = {f"/{release['app']}/pyscript/{path.name}" for path in (build.DIST / release["app"] / "pyscript").iterdir()}
    assert wanted
    for _ in range(300):
        if wanted <= set(server.bodies):
            break
        page.wait_for_timeout(100)
    assert wanted <= set(server.bodies), sorted(wanted - set(server.bodies))
    assert root_engine(page) == "loading"  # the fixture releases the standard library after
