"""Driving the real page by clicks and keys (Playwright sync API) for the play tests.

The page marks its state on #app: data-screen ("start", "board", "privacy", "round-end",
"game-over"), data-busy ("1" while the worker or the bots are busy), data-actions (actions
played), data-saved (actions saved to IndexedDB), data-seat (the seat whose view is shown),
data-to-move and data-to-move-kind.
"""

import json
import os
import re
from contextlib import contextmanager

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
APP = "#app"
TIMEOUT = 120_000


def engine_version():
    """The engine's version, as core/saboteur/__init__.py states it."""
    with open(os.path.join(ROOT, "core", "saboteur", "__init__.py")) as source:
        return re.search(r'__version__ = "([^"]+)"', source.read()).group(1)


def attr(page, name):
    return page.get_attribute(APP, "data-" + name)


def settle(page, timeout=TIMEOUT):
    page.wait_for_selector(f"{APP}[data-busy='0']", state="attached", timeout=timeout)


def wait_ready(page, timeout=TIMEOUT):
    page.wait_for_function("window.sabReady === true", timeout=timeout)
    settle(page)


@contextmanager
def start_screen_at(browser, site_url, lang, size):
    """The start screen, ready, in `lang` at `size` (width, height; a phone's touch below
    800 px wide), in a context of its own, closed afterwards."""
    phone = size[0] < 800
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, has_touch=phone,
                                  is_mobile=phone, locale=lang)
    try:
        page = context.new_page()
        page.goto(site_url)
        wait_ready(page)
        if page.get_attribute("html", "lang") != lang:
            page.select_option("#lang", lang)
            settle(page)
        yield page
    finally:
        context.close()


def at_size_in(page, lang, size):
    """An open page resized to `size` (width, height) and switched to `lang`."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    if page.get_attribute("html", "lang") != lang:
        page.select_option("#lang", lang)
        settle(page)


def wait_actions_change(page, before, timeout=TIMEOUT):
    page.wait_for_function(
        "n => { const a = document.getElementById('app'); return a.dataset.actions !== n || a.dataset.screen !== 'board'; }",
        arg=before, timeout=timeout,
    )
    settle(page)


def start_game(page, seats=None, seed="7", speed="instant", gold_draw=None, ruleset=None):
    """From the start screen: set the game, the seats [(name, kind) or (name, kind, bot level)], seed and speed, then start."""
    if attr(page, "screen") != "start":
        page.click("[data-cmd=new_game]")
        page.wait_for_selector(f"{APP}[data-screen=start]")
    if ruleset:
        page.select_option("#opt-ruleset", ruleset)
        settle(page)
    seats = seats or [("Ana", "human"), ("Bot 1", "bot"), ("Bot 2", "bot"), ("Bot 3", "bot")]
    def rows_become(count):
        page.wait_for_function("n => document.querySelectorAll('.seat-row').length === n", arg=count)
        settle(page)

    while len(page.query_selector_all(".seat-row")) < len(seats):
        count = len(page.query_selector_all(".seat-row"))
        page.click("[data-cmd=add_seat]")
        rows_become(count + 1)
    while len(page.query_selector_all(".seat-row")) > len(seats):
        count = len(page.query_selector_all(".seat-row"))
        page.click(f"[data-cmd=remove_seat][data-seat='{count - 1}']")
        rows_become(count - 1)
    for index, (name, kind, *level) in enumerate(seats):
        page.select_option(f"[data-field=kind][data-seat='{index}']", kind)
        settle(page)
        page.fill(f"[data-field=name][data-seat='{index}']", name)
        if level:
            page.select_option(f"[data-field=level][data-seat='{index}']", str(level[0]))
            settle(page)
    if gold_draw:
        page.select_option("#opt-gold-draw", gold_draw)
    if any(kind == "bot" for _, kind, *_ in seats):  # the speed is offered only with bots
        page.select_option("#opt-speed", speed)
    if not page.is_visible("#opt-seed"):  # the seed is folded under "Advanced"
        page.click("details.advanced > summary")
        page.wait_for_selector("#opt-seed", state="visible")
        settle(page)
    page.fill("#opt-seed", str(seed))
    page.click("[data-cmd=start]")
    page.wait_for_selector(f"{APP}:not([data-screen=start])", timeout=TIMEOUT)
    settle(page)


def select_hand_card(page, selector="[data-hand]:not([disabled])"):
    """Click a hand card so that it ends up selected (a second click would deselect it)."""
    card = page.query_selector_all(selector)[0]
    index = card.get_attribute("data-hand")
    if card.get_attribute("aria-pressed") != "true":
        card.click()
        page.wait_for_selector(f"[data-hand='{index}'][aria-pressed='true']")
    settle(page)
    return index


DONE = ".move-result [data-cmd=close_result].primary"  # hot-seat: "Done, pass the device" (issue 45, build 4)


def pass_the_device(page):
    """In hot-seat, after a person's move: they have seen its result, and hand the device on."""
    settle(page)
    if page.locator(DONE).count():
        page.click(DONE)
        settle(page)


def discard_turn(page):
    """The person to move passes, discarding their first card, by clicks."""
    before = attr(page, "actions")
    select_hand_card(page)
    page.click("[data-cmd=discard]")
    page.click("[data-cmd=confirm]")
    wait_actions_change(page, before)
    pass_the_device(page)


TARGETS = "g.target:not(.chosen), .ptargets button.target, .controls button.target"


def play_one_turn(page):
    """The person to move plays a card by clicks: a playable card on its first target, else a
    discard; a choice of several steps (a goal swap's two goals, then swap or not) takes the
    first target of each step; an answer asked with no card (a toll, a veto, a discard to keep)
    its first button."""
    before = attr(page, "actions")
    cards = page.query_selector_all("[data-hand]:not(.unplayable):not([disabled])")
    if page.locator(".controls button.target").count() and not page.query_selector_all("[data-hand]:not([disabled])"):
        page.click(".controls button.target >> nth=0")  # an answer: given by its buttons
        settle(page)
    elif cards:
        select_hand_card(page, "[data-hand]:not(.unplayable):not([disabled])")
        for _ in range(4):
            if page.locator("[data-cmd=confirm]").count():
                break
            page.wait_for_selector(TARGETS, timeout=TIMEOUT).click()
            settle(page)
    else:
        select_hand_card(page)
        page.click("[data-cmd=discard]")
    page.click("[data-cmd=confirm]")
    wait_actions_change(page, before)
    pass_the_device(page)


def play_to_the_end(page, limit=1500, until="game-over"):
    """Play every person's turn by clicks (bots play themselves) until the game-over screen (or `until`)."""
    screens = []
    for _ in range(limit):
        settle(page)
        screen = attr(page, "screen")
        if not screens or screens[-1] != screen:
            screens.append(screen)
        if screen in ("game-over", until):
            return screens
        if screen == "privacy":
            page.click("[data-cmd=reveal]")
        elif screen == "answers":  # the pause after a card at a shared screen: nobody vetoes
            page.click("[data-cmd=go_on]")
        elif screen == "round-end":
            button = page.query_selector("[data-target^='gold:'], [data-target^='steal:']") or page.query_selector(
                "[data-cmd=next_round], [data-cmd=show_final]")
            if button is None:
                page.wait_for_timeout(50)
                continue
            button.click()
            page.wait_for_timeout(10)
        elif screen == "board":
            if page.locator(DONE).count():
                page.click(DONE)
                continue
            if attr(page, "to-move-kind") != "human" or attr(page, "seat") != attr(page, "to-move"):
                page.wait_for_timeout(50)
                continue
            play_one_turn(page)
        else:
            page.wait_for_timeout(50)
    raise AssertionError(f"the game did not end; screens: {screens}")


def console_errors(messages):
    return [m for m in messages if m.startswith("error") or m.startswith("pageerror")]


def axe_violations(page, impacts=("serious", "critical")):
    """Run axe-core (from node_modules, test-only) on the page; the violations of these impacts."""
    path = os.environ.get("AXE_CORE_JS") or os.path.join(ROOT, "node_modules", "axe-core", "axe.min.js")
    with open(path, encoding="utf-8") as handle:
        page.add_script_tag(content=handle.read())
    found = page.evaluate(
        "async () => (await axe.run(document, {resultTypes: ['violations']})).violations.map("
        "v => ({id: v.id, impact: v.impact, nodes: v.nodes.map(n => n.target.join(' ')).slice(0, 5)}))"
    )
    return [v for v in found if v["impact"] in impacts]


# Writes `text` as the worker's saved game, straight into its IndexedDB (Emscripten's IDBFS layout).
CORRUPT_SAVE = """async text => {
  const db = await new Promise((ok, fail) => {
    const r = indexedDB.open('/saboteur-saves'); r.onsuccess = () => ok(r.result); r.onerror = () => fail(r.error);
  });
  const tx = db.transaction('FILE_DATA', 'readwrite');
  tx.objectStore('FILE_DATA').put(
    {timestamp: new Date(), mode: 33188, contents: new TextEncoder().encode(text)}, '/saboteur-saves/game.json');
  await new Promise((ok, fail) => { tx.oncomplete = ok; tx.onerror = () => fail(tx.error); });
  db.close();
}"""


def horizontal_overflow(page):
    return page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")


def board_checked_in(page, lang, size, shot, dwarf_tip):
    """The board at `size` switched to `lang`: a full-page screenshot at `shot`, axe-core finds
    nothing, no sideways scroll; on a desktop a dwarf explained on hover (its tip opens with
    `dwarf_tip`), as the maze's cards are."""
    at_size_in(page, lang, size)
    page.screenshot(path=shot, full_page=True)
    assert axe_violations(page) == []
    assert horizontal_overflow(page) <= 0
    if size[0] >= 800:
        page.hover("g.piece.dwarf >> nth=0")
        page.wait_for_selector("#maze-tip:not([hidden])")
        assert dwarf_tip[:20] in page.locator("#maze-tip").inner_text()
        page.mouse.move(1, 1)


def dump(page):
    return json.dumps(page.evaluate("Object.assign({}, document.getElementById('app').dataset)"))


# -- fixtures -----------------------------------------------------------------------------------------
def my_turn(page):
    settle(page)
    for _ in range(200):
        if attr(page, "screen") == "board" and attr(page, "to-move-kind") == "human" and attr(page, "seat") == attr(page, "to-move"):
            return
        if attr(page, "screen") == "privacy":
            page.click("[data-cmd=reveal]")
        elif page.locator(DONE).count():
            page.click(DONE)
        page.wait_for_timeout(50)
        settle(page)
    raise AssertionError("never my turn: " + dump(page))


# The server and the page come from conftest.py (the built site in Debian's Chromium).

import pytest  # noqa: E402


@pytest.fixture
def play_url(site_url):
    return site_url


@pytest.fixture
def play_page(page):
    page.set_viewport_size({"width": 1100, "height": 850})
    return page


@pytest.fixture
def game_page(play_page, play_url):
    """The page loaded and its first screen up."""
    play_page.goto(play_url)
    wait_ready(play_page)
    return play_page
