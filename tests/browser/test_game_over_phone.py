"""Issue 45, "Done when": on a phone a new player reads the nuggets (or gold) by round at the
end, Total included. Tried at 360x640 in French: the table was wider than the screen and
#app clips what overflows, so the Total column was out of sight and out of reach."""

import os
import sys

import pytest

from play_helpers import ROOT, attr, axe_violations, discard_turn, horizontal_overflow, settle, start_game, wait_ready

sys.path.insert(0, os.path.join(ROOT, "web"))
from ui.text import t  # noqa: E402

# The table's right edge and its Total column's, against the width the page shows.
TABLE_EDGES = """() => {
  const table = document.querySelector('.game-over table.totals');
  const total = table.querySelector('thead th:last-child').getBoundingClientRect();
  const box = table.parentElement;
  return {totalRight: total.right, view: document.documentElement.clientWidth,
          scrollsInItsBox: box.scrollWidth > box.clientWidth && getComputedStyle(box).overflowX === 'auto'};
}"""


# One game serves both languages (a whole game is the slow part): the module's tests run on
# one worker (build.py test's --dist loadgroup).
pytestmark = pytest.mark.xdist_group("game-over-phone")


@pytest.fixture(scope="module")
def game_over(browser, site_url):
    """A Saboteur 2 game at 360x640 with touch played to its end (the person passes every
    turn: the bots play the game); the page on its game-over screen and its console errors."""
    context = browser.new_context(viewport={"width": 360, "height": 640}, has_touch=True, is_mobile=True)
    page = context.new_page()
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.goto(site_url)
    wait_ready(page)
    start_game(page, seats=[("Ana", "human"), ("Bo", "bot"), ("Cy", "bot")], seed="21", speed="instant",
               ruleset="saboteur2")
    while attr(page, "screen") != "game-over":
        if attr(page, "screen") == "round-end":
            page.click("[data-cmd=next_round], [data-cmd=show_final]")
        elif attr(page, "screen") == "board" and attr(page, "to-move") == attr(page, "seat"):
            discard_turn(page)
        settle(page)
    yield page, errors
    context.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_game_over_table_fits_a_phone_total_included(game_over, lang):
    page, errors = game_over
    if page.get_attribute("html", "lang") != lang:  # the screen drawn again in this language
        page.select_option("#lang", lang)
        settle(page)
    assert page.locator(".game-over table.totals thead th").nth(1).inner_text() == t(lang, "round_n", round=1)
    page.locator(".game-over table.totals").scroll_into_view_if_needed()
    edges = page.evaluate(TABLE_EDGES)
    assert edges["totalRight"] <= edges["view"] and not edges["scrollsInItsBox"], edges
    assert horizontal_overflow(page) <= 0
    assert axe_violations(page) == []
    assert errors == []
