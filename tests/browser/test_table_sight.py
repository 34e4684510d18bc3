"""Issue 45 in the real page: what each seat knows in sight and every move seen.

- What to build 2: at 1280x800, twelve seats' rows, the hand and the maze all in the
  viewport without scrolling; on a phone (360x640, touch) the hand and the maze together.
- What to build 3: a bot's move marks its seat (and its target's); a card played flies from
  its seat to its place, and with reduced motion nothing flies but the marks stay.
- Fault 9: choosing a card does not move the hand.
"""

import os
import re

import pytest

from play_helpers import ROOT, at_size_in, attr, axe_violations, discard_turn, horizontal_overflow, my_turn, select_hand_card, settle, \
    start_game, wait_ready

SHOTS = os.path.join(ROOT, "test-results")
TWELVE = [("Ana", "human")] + [(f"Bot {n}", "bot") for n in range(1, 12)]
FIVE = [("Ana", "human"), ("Bo", "bot"), ("Cy", "bot"), ("Di", "bot"), ("Ed", "bot")]

BOXES = """() => {
  const box = s => { const b = document.querySelector(s).getBoundingClientRect(); return {top: b.top, bottom: b.bottom, left: b.left}; };
  return {players: box('.players'), hand: box('.hand'), maze: box('svg.maze'), height: innerHeight, scrollY: scrollY};
}"""

# Every drawing that shows a new move: its newest log line and the rows marked then; and every
# card sent flying (the observer runs before the next bot step, whatever the bot speed).
WATCH = """window.sabSteps = []; window.sabFlights = 0;
new MutationObserver(records => {
  for (const r of records) {
    if (r.type === 'childList') { for (const n of r.addedNodes) if (n.classList && n.classList.contains('fly-card')) window.sabFlights++; continue; }
    const app = r.target;
    if (app.id !== 'app' || r.attributeName !== 'data-fresh' || app.dataset.fresh !== '1' || app.dataset.screen !== 'board') continue;
    const newest = app.querySelector('.log li');
    window.sabSteps.push({line: newest ? newest.textContent : '',
      marked: [...app.querySelectorAll('.players li.marked .pname, .players li.acting .pname')].map(e => e.textContent)});
  }
}).observe(document, {attributes: true, childList: true, subtree: true, attributeFilter: ['data-fresh']});"""


def open_page(browser, site_url, size, touch=False, reduced=False, lang="en"):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, has_touch=touch, is_mobile=touch,
                                  reduced_motion="reduce" if reduced else "no-preference")
    page = context.new_page()
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
    page.add_init_script(WATCH)
    page.goto(site_url)
    wait_ready(page)
    if lang == "fr":
        page.select_option("#lang", "fr")
        settle(page)
    return context, page, errors


def in_view(box, name):
    part = box[name]
    return part["top"] >= 0 and part["bottom"] <= box["height"]


def test_twelve_seats_the_hand_and_the_maze_fit_1280x800(browser, site_url):
    # Issue 45, What to build 2: "12 seats, the hand and the maze fit 1280x800 without scrolling";
    # fault 9: the hand stays where it is when a card is chosen (the prompt grows under it). One
    # Saboteur 2 game, its board checked in English, then in French (the page switched).
    context, page, errors = open_page(browser, site_url, (1280, 800))
    start_game(page, seats=TWELVE, seed="4", speed="instant", ruleset="saboteur2")
    for _ in range(2):  # a few moves, so that rows have a last move to tell
        my_turn(page)
        discard_turn(page)
    my_turn(page)
    for lang in ("en", "fr"):
        at_size_in(page, lang, (1280, 800))
        if page.locator("[data-hand][aria-pressed=true]").count():  # chosen in the other language: put back
            page.keyboard.press("Escape")
            page.wait_for_selector("[data-hand][aria-pressed=true]", state="detached")
            settle(page)
        box = page.evaluate(BOXES)
        assert box["scrollY"] == 0
        assert all(in_view(box, name) for name in ("players", "hand", "maze")), (lang, box)
        assert page.locator(".players li").count() == 12
        assert page.locator(".players .last-move, .players .just").count() >= 2
        select_hand_card(page)
        settle(page)
        after = page.evaluate(BOXES)
        assert after["hand"] == box["hand"] and after["players"] == box["players"], lang
        assert horizontal_overflow(page) <= 0
        assert axe_violations(page) == []
        os.makedirs(SHOTS, exist_ok=True)
        page.screenshot(path=os.path.join(SHOTS, f"table-12-seats-1280-{lang}.png"))
    assert errors == []
    context.close()


def test_on_a_phone_the_hand_and_the_maze_show_together(browser, site_url):
    # Issue 45, What to build 2: "a phone (360x640) shows the hand and the maze together";
    # fault 9: choosing a card moves neither.
    context, page, errors = open_page(browser, site_url, (360, 640), touch=True, lang="fr")
    start_game(page, seats=TWELVE, seed="4", speed="instant", ruleset="saboteur2")
    my_turn(page)
    discard_turn(page)
    my_turn(page)
    box = page.evaluate(BOXES)
    assert in_view(box, "hand") and in_view(box, "maze"), box
    select_hand_card(page)
    settle(page)
    after = page.evaluate(BOXES)
    assert in_view(after, "hand") and in_view(after, "maze"), after
    assert after["hand"]["top"] == box["hand"]["top"] and after["maze"]["top"] == box["maze"]["top"]
    assert horizontal_overflow(page) <= 0
    assert axe_violations(page) == []
    os.makedirs(SHOTS, exist_ok=True)
    page.screenshot(path=os.path.join(SHOTS, "table-12-seats-360-fr.png"))
    at_size_in(page, "en", (360, 640))  # the same board in English
    box = page.evaluate(BOXES)
    assert in_view(box, "hand") and in_view(box, "maze"), box
    assert horizontal_overflow(page) <= 0
    assert axe_violations(page) == []
    page.screenshot(path=os.path.join(SHOTS, "table-12-seats-360-en.png"))
    assert errors == []
    context.close()


def bot_steps(page):
    """The drawn steps whose newest line is a bot's move, as (bot's name, names of the rows marked)."""
    out = []
    for step in page.evaluate("window.sabSteps"):
        name = step["line"].split(" ")[0]
        if name in ("Bo", "Cy", "Di", "Ed"):
            out.append((name, step["line"], step["marked"]))
    return out


@pytest.mark.parametrize("reduced", [False, True])
def test_a_bots_move_marks_its_seat_and_a_card_flies_unless_motion_is_reduced(browser, site_url, reduced):
    # Issue 45, What to build 3: "a card played travels from its seat to its place; a break,
    # repair, ... or pass marks both seats; with prefers-reduced-motion: no travel, only the marks".
    context, page, errors = open_page(browser, site_url, (1280, 800), reduced=reduced)
    start_game(page, seats=FIVE, seed="3", speed="fast")
    for _ in range(3):
        my_turn(page)
        discard_turn(page)
    my_turn(page)
    steps = bot_steps(page)
    assert len(steps) >= 8, steps
    for name, line, marked in steps:
        if line.startswith(name + " drew"):
            continue  # a draw is no move of its own; the move before it keeps its marks
        assert name in marked, (line, marked)
        target = re.match(r"^\w+ (?:broke|repaired) the \w+ of (\w+)\.$", line)
        if target:  # a break or repair: its target's row is marked too
            assert target.group(1) in marked, (line, marked)
    flights = page.evaluate("window.sabFlights")
    assert flights == 0 if reduced else flights > 0
    assert errors == []
    context.close()
