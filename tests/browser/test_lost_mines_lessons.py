"""The Lost Mines' lessons in the real lesson page (issue 48 section 4; docs/lessons.md section 4):
a trap laid on a side, a dwarf's step made by one tap across a trap (rulings 2, 5), on a
desktop and on a phone by touch, with axe-core finding nothing."""

import pytest
from play_helpers import axe_violations

READY = "html[data-ui='ready']"
LESSON = "#lesson"
TIMEOUT = 60_000


def mark(page, name):
    return page.get_attribute(LESSON, "data-" + name)


def wait_step(page, number):
    page.wait_for_function("n => { const d = document.querySelector('#lesson').dataset; return d.step === n && d.busy !== '1'; }",
                           arg=str(number), timeout=TIMEOUT)


@pytest.mark.parametrize(("size", "touch", "lang"), [((1280, 800), False, "en"), ((360, 640), True, "fr")])
def test_the_traps_lesson_is_played_by_taps_and_a_step_costs_a_card(browser, site_url, size, touch, lang):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, has_touch=touch, is_mobile=touch)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{site_url}lessons/lost-mines-traps-and-trolls.html?lang={lang}")
    page.wait_for_selector(READY, state="attached", timeout=TIMEOUT)
    assert axe_violations(page) == []
    page.click("[data-hand='2']")  # the trap (the hand: path-NS, dead-E, trap, sorted by the engine)
    page.click("[data-target='side:2,2,E']")  # chosen, then confirmed
    page.click("[data-target='side:2,2,E']")
    wait_step(page, 1)
    assert page.locator("[data-hand]").count() == 2
    page.click("[data-target='at:2,-2']")  # one tap: a step is made at once, as in the game
    wait_step(page, 2)
    assert page.locator("[data-hand]").count() == 1  # the trap crossed cost a card (ruling 2)
    assert axe_violations(page) == []
    page.click("[data-target='stop']")
    page.wait_for_selector(f"{LESSON}[data-kind='end']", state="attached", timeout=TIMEOUT)
    assert mark(page, "stars") == "3"
    assert errors == []
    context.close()
