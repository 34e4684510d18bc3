"""Start at once, keep every game (issue 11, section 2; and the French fixes of section 4).

The page's runtimes are held back with Playwright routes where a test must act before they
are up: MicroPython (the UI) or our engine's archive (the engine). Nothing here is timed."""

import sys
import time
from pathlib import Path

import pytest
from chromium import LOCAL_PREFIXES
from play_helpers import CORRUPT_SAVE, TIMEOUT, at_size_in, attr, axe_violations, play_one_turn, settle, start_game, wait_ready

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))

import saboteur  # noqa: E402
from ui.text import card_name, t  # noqa: E402

MICROPYTHON = "**/micropython.*"  # micropython.mjs and micropython.wasm: the main thread's UI
ENGINE = "**/engine.zip"  # the worker's engine

SAVE_FILES = """async () => {
  const db = await new Promise((ok, fail) => {
    const r = indexedDB.open('/saboteur-saves'); r.onsuccess = () => ok(r.result); r.onerror = () => fail(r.error);
  });
  const keys = await new Promise((ok, fail) => {
    const r = db.transaction('FILE_DATA').objectStore('FILE_DATA').getAllKeys();
    r.onsuccess = () => ok(r.result); r.onerror = () => fail(r.error);
  });
  db.close();
  return keys.map(String);
}"""


class Hold:
    """Holds the requests matching `pattern` until release(); later ones pass at once."""

    def __init__(self, context, pattern):
        self.held = []
        self.open = False
        context.route(pattern, self._route)

    def _route(self, route):
        if self.open:
            route.fallback()
        else:
            self.held.append(route)

    def release(self):
        self.open = True
        for route in self.held:
            route.fallback()
        self.held.clear()


def first_paint(page, url):
    page.goto(url)
    page.wait_for_selector("#app[data-screen=start] [data-cmd=start]", state="attached", timeout=30_000)
    assert page.get_attribute("html", "data-ui") == "loading"  # MicroPython is not up


def wait_screen_not_start(page):
    page.wait_for_selector("#app:not([data-screen=start])", state="attached", timeout=TIMEOUT)
    settle(page)


def wait_saved(page):
    page.wait_for_function(
        "() => { const a = document.getElementById('app'); return a.dataset.saved === a.dataset.actions; }",
        timeout=TIMEOUT)


def hand_labels(page):
    return [button.get_attribute("aria-label") for button in page.query_selector_all("[data-hand]")]


def test_a_start_clicked_at_first_paint_waits_for_the_engine_then_starts(page, context, site_url, record):
    # "The start screen is usable at first paint ... if Start was clicked the button then says the
    # game is loading and the game begins as soon as the engine is ready."
    ui, engine = Hold(context, MICROPYTHON), Hold(context, ENGINE)
    first_paint(page, site_url)
    page.select_option("#opt-speed", "instant")
    page.click("[data-cmd=start]")
    assert page.inner_text("[data-cmd=start]") == t("en", "starting")
    ui.release()
    page.wait_for_selector("html[data-ui=ready]", state="attached", timeout=TIMEOUT)
    assert attr(page, "screen") == "start" and page.get_attribute("html", "data-engine") == "loading"
    page.wait_for_function("t => document.querySelector('[data-cmd=start]').textContent === t",
                           arg=t("en", "starting"), timeout=TIMEOUT)
    engine.release()
    wait_screen_not_start(page)
    assert attr(page, "screen") == "board"
    assert page.locator(".players .pname").all_inner_texts() == ["Player 1", "Bot 1", "Bot 2", "Bot 3"]
    assert record.errors == []


def test_choices_made_before_the_ui_is_up_are_honoured(page, context, site_url, record):
    # "Choices made (seats, names, kinds, levels, options, seed, speed ...) and a Start clicked
    # before MicroPython is up must be kept and honoured."
    ui = Hold(context, MICROPYTHON)
    first_paint(page, site_url)
    # what the levels mean shows while some seat is a bot (issue 14)
    assert page.is_visible("#levels-help")
    for seat in "123":
        page.select_option(f"[data-field=kind][data-seat='{seat}']", "human")
    assert page.is_hidden("#levels-help")
    for seat in "23":
        page.select_option(f"[data-field=kind][data-seat='{seat}']", "bot")
    assert page.is_visible("#levels-help")
    page.select_option("[data-field=kind][data-seat='0']", "bot")
    assert page.is_visible("[data-field=level][data-seat='0']")  # the level menu follows the kind
    page.select_option("[data-field=level][data-seat='0']", "2")
    page.fill("[data-field=name][data-seat='0']", "Robo")
    page.select_option("[data-field=kind][data-seat='1']", "human")
    page.fill("[data-field=name][data-seat='1']", "Zoé")
    page.fill("[data-field=name][data-seat='3']", "Ulf")
    page.click("details.advanced summary")  # the seed is under the Advanced fold, which opens without script
    page.fill("#opt-seed", "12")
    page.select_option("#opt-speed", "instant")
    page.click("[data-cmd=start]")
    ui.release()
    wait_screen_not_start(page)
    assert page.locator(".players .pname").all_inner_texts() == ["Robo", "Zoé", "Bot 2", "Ulf"]
    assert attr(page, "seat") == "1"  # Zoé is the person; Robo plays as a bot
    # The seed deals the same hands as the engine does under CPython for seed 12.
    game = saboteur.new_game("base", 4, 12, {"gold_draw": "per_gold_digger"})
    assert hand_labels(page) == [card_name("en", card) for card in game.view(1)["hand"]]
    assert record.errors == []


def play_and_reload(page, url, seed="21"):
    """A game in progress, saved, then a reload whose UI is held: the first paint."""
    page.goto(url)
    wait_ready(page)
    start_game(page, seed=seed)
    if attr(page, "to-move-kind") == "human":
        play_one_turn(page)
    wait_saved(page)
    return {name: attr(page, name) for name in ("actions", "round")}


def test_a_reload_mid_game_offers_resume_first_and_a_resume_at_first_paint_waits_then_resumes(
        page, context, site_url, record):
    # "on a visit with a save the very first screen offers Resume first (as the primary button),
    # before Start"; "A Resume clicked before the engine is ready waits for it and then resumes."
    before = play_and_reload(page, site_url)
    ui, engine = Hold(context, MICROPYTHON), Hold(context, ENGINE)
    page.reload()
    page.wait_for_selector("#app[data-screen=start] [data-cmd=start]", state="attached", timeout=30_000)
    assert page.get_attribute("html", "data-ui") == "loading"
    buttons = page.locator("#main button")
    assert buttons.first.get_attribute("data-cmd") == "resume"
    assert "primary" in buttons.first.get_attribute("class")
    assert "primary" not in page.get_attribute("[data-cmd=start]", "class")
    # "A remembered setup should show at first paint too": the setup of the game started last.
    assert page.input_value("[data-field=name][data-seat='0']") == "Ana"
    page.click("[data-cmd=resume]")
    assert page.inner_text("[data-cmd=resume]") == t("en", "resuming")
    ui.release()
    engine.release()
    wait_screen_not_start(page)
    assert attr(page, "screen") == "board"
    assert {name: attr(page, name) for name in before} == before
    assert record.errors == []


def test_a_new_game_over_a_save_asks_first_and_cancelling_keeps_the_save(page, context, site_url, record):
    # "Starting a new game over a save asks first ... Make sure no code path can start a new game
    # (and overwrite the save) without that confirmation." Here the Start is clicked at first paint.
    before = play_and_reload(page, site_url)
    ui = Hold(context, MICROPYTHON)
    page.reload()
    page.wait_for_selector("#app[data-screen=start] [data-cmd=start]", state="attached", timeout=30_000)
    page.click("[data-cmd=start]")
    ui.release()
    page.wait_for_selector("#confirm-new", timeout=TIMEOUT)
    assert page.inner_text("#confirm-new p") == t("en", "confirm_new", round=before["round"])
    assert page.evaluate("document.activeElement.dataset.cmd") == "keep_save"
    assert axe_violations(page) == []  # issue 11: no violation on the new screens
    page.click("[data-cmd=keep_save]")
    page.wait_for_selector("#confirm-new", state="detached")
    assert attr(page, "screen") == "start"
    page.click("[data-cmd=resume]")
    wait_screen_not_start(page)
    assert {name: attr(page, name) for name in before} == before
    # Saying yes starts a fresh game: at most the three bots have moved before the person's turn,
    # where the saved game had gone round the table once at least.
    assert int(before["actions"]) >= 4
    page.click("[data-cmd=new_game]")
    page.click("[data-cmd=start]")
    page.click("#confirm-new [data-cmd=start_over]")
    wait_screen_not_start(page)
    assert int(attr(page, "actions")) <= 3
    assert record.errors == []


def save_files(page):
    return page.evaluate(SAVE_FILES)


def new_page(context, record):
    page = context.new_page()
    page.on("console", lambda message: record.errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: record.errors.append(f"uncaught: {error}"))
    return page


def local_context(browser, record, **options):
    """As conftest's context, but with no service worker: a reload would be served from its
    cache, past the routes that hold MicroPython or the engine back."""
    context = browser.new_context(viewport={"width": 1100, "height": 850}, service_workers="block", **options)

    def guard(route):
        record.urls.append(route.request.url)
        if route.request.url.startswith(LOCAL_PREFIXES):
            route.fallback()
        else:
            record.foreign.append(route.request.url)
            route.abort()

    context.route("**/*", guard)
    return context


@pytest.fixture
def context(browser, record):
    context = local_context(browser, record)
    yield context
    context.close()
    assert record.foreign == [], f"requests left 127.0.0.1: {record.foreign}"


@pytest.fixture
def french_context(browser, record):
    context = local_context(browser, record, locale="fr-FR")
    yield context
    context.close()
    assert record.foreign == [], f"requests left 127.0.0.1: {record.foreign}"


def test_a_corrupt_save_is_reported_once_in_french_and_its_text_can_be_downloaded(french_context, site_url, record):
    # "A corrupt save is reported once, truthfully, in the page's language, and set aside: kept
    # for export ... and no longer read"; section 4: "the corrupt save reason is in English".
    page = new_page(french_context, record)
    play_and_reload(page, site_url)
    garbage = "{this is not a save"
    page.evaluate(CORRUPT_SAVE, garbage)
    page.reload()
    wait_ready(page)
    reason = t("fr", "save_reason_not_json")
    assert page.inner_text(".message") == t("fr", "save_bad", reason=reason)
    assert page.locator("[data-cmd=resume]").count() == 0
    assert axe_violations(page) == []
    with page.expect_download() as download:
        page.click("[data-cmd=export_save]")
    assert Path(download.value.path()).read_text() == garbage
    # Set aside in the worker's storage: poll IndexedDB until the rename has reached it.
    deadline = time.monotonic() + 30
    while "/saboteur-saves/game.json" in save_files(page):
        assert time.monotonic() < deadline, save_files(page)
        page.wait_for_timeout(100)
    assert "/saboteur-saves/set-aside.json" in save_files(page)
    page.reload()
    wait_ready(page)
    assert page.locator(".message").count() == 0  # not reported again
    with page.expect_download() as download:  # and still there to take
        page.click("[data-cmd=export_save]")
    assert Path(download.value.path()).read_text() == garbage
    assert record.errors == []


def test_the_bot_speed_chosen_for_a_game_survives_a_reload(page, site_url, record):
    # "The bot speed chosen for a game survives a reload."
    page.goto(site_url)
    wait_ready(page)
    start_game(page, seed="5", speed="instant")
    page.select_option("#speed", "slow")
    page.reload()
    wait_ready(page)
    page.click("[data-cmd=resume]")
    wait_screen_not_start(page)
    assert page.input_value("#speed") == "slow"
    assert record.errors == []


def test_the_first_screen_is_in_french_when_the_browser_prefers_french(french_context, site_url, record):
    # Section 2: "pre-render both English and French and let the inline script pick before paint";
    # section 4: "the loading shell ... and engine-status messages ... exist in French too".
    ui, engine = Hold(french_context, MICROPYTHON), Hold(french_context, ENGINE)
    page = new_page(french_context, record)
    first_paint(page, site_url)
    assert page.get_attribute("html", "lang") == "fr"
    assert page.inner_text("[data-cmd=start]") == t("fr", "start_game")
    assert page.inner_text("#engine-status") == t("fr", "engine_loading")
    assert page.input_value("[data-field=name][data-seat='0']") == t("fr", "default_name", n=1)
    ui.release()
    engine.release()
    wait_ready(page)
    assert page.get_attribute("html", "lang") == "fr"
    assert record.errors == []


def test_a_failed_engine_says_so_in_french(french_context, site_url):
    # Section 4: "the ... failure messages in index.html and boot.js exist in French too".
    french_context.route(ENGINE, lambda route: route.fulfill(status=404, body="gone"))
    page = french_context.new_page()
    page.goto(site_url)
    page.wait_for_selector("html[data-engine='failed']", state="attached", timeout=TIMEOUT)
    assert page.inner_text("#fatal").startswith(t("fr", "engine_failed")[:-1])
    assert page.inner_text("#engine-status") == t("fr", "engine_failed")


def test_a_quick_game_clicked_at_first_paint_waits_for_the_ui_then_starts(page, context, site_url, record):
    # Issue 45, build 5: "a Quick game click before the UI is live must still work, like Start":
    # you and three Medium bots, base Saboteur.
    ui = Hold(context, MICROPYTHON)
    first_paint(page, site_url)
    page.click("[data-cmd=quick_game]")
    assert page.inner_text("[data-cmd=quick_game]") == t("en", "starting")
    ui.release()
    wait_screen_not_start(page)
    assert attr(page, "screen") == "board"
    assert page.locator(".players .pname").all_inner_texts() == ["Player 1", "Bot 1", "Bot 2", "Bot 3"]
    assert record.errors == []


@pytest.mark.parametrize("size", [(1280, 800), (360, 640)])
def test_quick_game_start_and_learn_to_play_are_above_the_fold(page, site_url, size):
    # Issue 45, build 5: Start, Quick game and Learn to play above the fold on desktop and phone
    # (the start button was about 1130 px down on a phone), with or without a save; in both
    # languages, one page a size.
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(site_url)
    wait_ready(page)
    for lang in ("en", "fr"):
        at_size_in(page, lang, size)
        for selector in ("[data-cmd=quick_game]", "[data-cmd=start]", ".learn-link a"):
            box = page.locator(selector).bounding_box()
            assert box["y"] >= 0 and box["y"] + box["height"] <= size[1], (lang, selector)
            assert box["height"] >= 44 and box["width"] >= 44, (lang, selector)
        assert axe_violations(page) == []
