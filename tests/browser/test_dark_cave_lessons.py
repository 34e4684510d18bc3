"""La mine se rebelle's lessons in the real lesson page (issue 49 section 4; docs/lessons.md
section 4): a rat brought up on an abyss square and sent onto Bo's dwarf, the learner's dwarf
stepping onto a goblin and discarding its axe to drive it off (rulings 7, 8), by taps on a
desktop and by touch on a phone (panning to a lit square out of sight), axe-core finding
nothing."""

import pytest
from play_helpers import axe_violations

READY = "html[data-ui='ready']"
LESSON = "#lesson"
TIMEOUT = 60_000


def wait_step(page, number):
    page.wait_for_function("n => { const d = document.querySelector('#lesson').dataset; return d.step === n && d.busy !== '1'; }",
                           arg=str(number), timeout=TIMEOUT)


def tap(page, target):
    """Tap a lit square; on a phone, pan toward it first while it lies out of the maze's window."""
    spot = page.locator(f"[data-target='{target}']")
    for _ in range(4):
        if spot.is_visible() and spot.bounding_box() and spot.bounding_box()["x"] >= 0:
            box, view = spot.bounding_box(), page.viewport_size
            if box["x"] + box["width"] <= view["width"]:
                break
        page.click("[data-cmd='pan_left'].lit")
    spot.click()


@pytest.mark.parametrize(("size", "touch", "lang"), [((1280, 800), False, "en"), ((360, 640), True, "fr")])
def test_the_creatures_lesson_is_played_by_taps_a_rat_bites_and_an_axe_drives_a_goblin_off(browser, site_url, size, touch, lang):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, has_touch=touch, is_mobile=touch)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{site_url}lessons/dark-cave-creatures-and-axes.html?lang={lang}")
    page.wait_for_selector(READY, state="attached", timeout=TIMEOUT)
    assert axe_violations(page) == []
    page.click("[data-hand='2']")  # the rat (the hand: I-cross, I-curve-NE, I-rat, as the engine sorts it)
    tap(page, "sq:1,0,0")  # the abyss square: chosen, then confirmed
    tap(page, "sq:1,0,0")
    wait_step(page, 1)
    tap(page, "sq:1,-1,0")  # the rat's step onto Bo's dwarf, made at once
    wait_step(page, 2)
    tap(page, "sq:-1,0,0")  # the learner's dwarf onto the goblin
    wait_step(page, 3)
    assert axe_violations(page) == []
    page.click("[data-target='repel:1']")  # an answer: chosen, then confirmed
    page.click("[data-target='repel:1']")
    wait_step(page, 4)
    page.click("[data-cmd='next']")
    page.wait_for_selector(f"{LESSON}[data-kind='end']", state="attached", timeout=TIMEOUT)
    assert page.get_attribute(LESSON, "data-stars") == "3"
    assert errors == []
    context.close()
