"""The static site (issue 2): a page that is usable at once, boots the engine in a worker,
stays on 127.0.0.1, works from a sub-path and offline, and says so when it cannot work."""

import json
import shutil
import time

from pathlib import Path

from play_helpers import engine_version

ROOT = Path(__file__).resolve().parents[2]

ENGINE_TIMEOUT = 120_000
LONG_TASKS = """
window.sabLongTasks = [];
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) window.sabLongTasks.push([entry.startTime, entry.duration]);
}).observe({type: "longtask", buffered: true});
"""


def root_attr(page, name):
    return page.get_attribute("html", f"data-{name}")


def wait_engine(page, state="ready"):
    page.wait_for_selector(f"html[data-engine='{state}']", state="attached", timeout=ENGINE_TIMEOUT)


def test_ui_is_interactive_while_the_engine_loads_then_the_engine_is_ready(page, context, record, site_url):
    # Hold the engine's archive back until the start screen has answered a click, so that the
    # engine is surely still loading while the page is used.
    held, released = [], []

    def hold(route):
        if released:
            route.fallback()
        else:
            held.append(route)

    context.route("**/engine.zip", hold)  # the worker's requests pass the context's routes
    page.goto(site_url)
    page.wait_for_selector("html[data-ui='ready']", state="attached", timeout=30_000)
    assert root_attr(page, "engine") == "loading"
    assert page.is_visible("#engine-status")
    # The start screen takes input now: another seat can be added before the engine is up.
    seats = page.locator("[data-field='name']").count()
    page.click("[data-cmd=add_seat]")
    page.wait_for_function(f"document.querySelectorAll(\"[data-field='name']\").length === {seats + 1}",
                           timeout=10_000)
    assert root_attr(page, "engine") == "loading"
    for _ in range(300):
        if held:
            break
        page.wait_for_timeout(100)
    assert held, "the engine's archive was never requested"
    released.append(True)
    for route in held:
        route.fallback()
    wait_engine(page)
    assert not page.is_visible("#engine-status")
    assert record.errors == []


def test_the_worker_reports_the_engine_version_of_the_installed_wheel(page, site_url):
    page.goto(site_url)
    wait_engine(page)
    assert root_attr(page, "engine-version") == engine_version()
    release = json.loads((ROOT / "dist" / "release.json").read_text())
    assert release["wheel"] == f"saboteur-{engine_version()}-py3-none-any.whl"


def frozen_tasks_after_ui_ready(page):
    """Main-thread tasks over 500 ms since the UI became interactive (ms, rounded).

    Were the engine booting on the main thread, its tasks would last seconds. How short the
    page's own tasks are (issue 4's 100 ms) is a speed figure, measured by `python build.py
    bench page` (longest_task_after_ui_ready_ms), not timed here: on a busy machine running
    two browsers, a 100 ms line failed on tasks of 107 and 118 ms. MicroPython's own
    start-up before the first screen is one task we cannot split; the bench measures it too.
    """
    return page.evaluate("""() => {
        const ready = performance.getEntriesByName('sab-ui-ready')[0].startTime;
        return window.sabLongTasks.filter(([start, length]) => start >= ready && length > 500)
                                  .map(([start, length]) => Math.round(length));
    }""")


def test_every_request_stays_local_and_nothing_errs_or_blocks(page, record, site_url):
    # Issue 2: every request on 127.0.0.1 (conftest fails on any other), no console error,
    # the page never freezes once it is up, while the engine boots (in its worker).
    page.add_init_script(LONG_TASKS)
    page.goto(site_url)
    wait_engine(page)
    page.wait_for_function("window.sabReady === true", timeout=ENGINE_TIMEOUT)
    requested = " ".join(record.urls)
    assert "pyodide.asm.wasm" in requested and "micropython.wasm" in requested
    # The worker imports our engine from its archive (its config's `files`): micropip is never fetched.
    assert "/engine.zip" in requested and "micropip" not in requested
    assert record.errors == []
    assert frozen_tasks_after_ui_ready(page) == []


def test_the_site_works_from_a_sub_path(page, record, serve_site):
    url = serve_site("/saboteur-pages/")
    page.goto(url)
    wait_engine(page)
    page.wait_for_function("window.sabReady === true", timeout=ENGINE_TIMEOUT)
    assert all("/saboteur-pages/" in u for u in record.urls if u.startswith("http://"))
    assert record.errors == []


def test_a_failed_engine_load_says_so_in_the_page(page, context, site_url):
    context.route("**/engine.zip", lambda route: route.fulfill(status=404, body="gone"))
    page.goto(site_url)
    wait_engine(page, "failed")
    assert page.is_visible("#fatal")
    assert "could not start" in page.inner_text("#fatal")
    assert root_attr(page, "ui") == "ready"  # the rest of the page still answers


def test_a_browser_without_webassembly_gets_a_clear_message(page, site_url):
    page.add_init_script("delete window.WebAssembly;")
    page.goto(site_url)
    page.wait_for_selector("html[data-engine='failed']", state="attached", timeout=30_000)
    assert "WebAssembly" in page.inner_text("#fatal")
    assert page.is_visible("#fatal")


def test_a_browser_without_workers_gets_a_clear_message(page, site_url):
    page.add_init_script("delete window.Worker;")
    page.goto(site_url)
    page.wait_for_selector("html[data-engine='failed']", state="attached", timeout=30_000)
    assert "Web Workers" in page.inner_text("#fatal")


def test_the_app_can_be_installed(page, site_url):
    page.goto(site_url)
    manifest = page.evaluate("fetch(document.querySelector('link[rel=manifest]').href).then(r => r.json())")
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        status = page.evaluate("src => fetch(src).then(r => r.status)", icon["src"])
        assert status == 200, icon


def offline_ready(page):
    page.wait_for_selector("html[data-offline='ready']", state="attached", timeout=ENGINE_TIMEOUT)


def test_after_one_visit_the_game_plays_offline(page, context, site_url):
    from play_helpers import play_one_turn, start_game, wait_ready

    page.goto(site_url)
    offline_ready(page)
    wait_ready(page)
    context.set_offline(True)
    page.reload()
    wait_engine(page)
    wait_ready(page)
    start_game(page, seed="8", speed="instant")
    before = page.get_attribute("#app", "data-actions")
    play_one_turn(page)
    assert int(page.get_attribute("#app", "data-actions")) > int(before)


def test_a_new_release_replaces_the_old_cache(page, serve_site, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(ROOT / "dist", site)
    page.goto(serve_site("/", site))
    offline_ready(page)
    first = page.evaluate("caches.keys()")
    assert len(first) == 1
    # A new release: the build writes a new release hash into the service worker.
    worker = site / "sw.js"
    old = json.loads((site / "release.json").read_text())["release"]
    worker.write_text(worker.read_text().replace(old, "next-release"))
    page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
    # wait_for_function would take a pending Promise for a truthy answer: poll from here.
    state = "navigator.serviceWorker.getRegistration().then(async r => ({caches: await caches.keys(), active: r.active && r.active.state, installing: !!r.installing, waiting: !!r.waiting}))"

    def took_over(now):
        settled = now["active"] == "activated" and not now["installing"] and not now["waiting"]
        return settled and len(now["caches"]) == 1 and now["caches"][0].endswith(":next-release")

    deadline = time.monotonic() + 60
    while not took_over(now := page.evaluate(state)):
        assert time.monotonic() < deadline, f"the new release never took over: {now}"
        page.wait_for_timeout(100)
    page.wait_for_timeout(500)  # the old worker, if still serving, must not bring its cache back
    keys = page.evaluate("caches.keys()")
    assert len(keys) == 1 and keys[0].endswith(":next-release")
