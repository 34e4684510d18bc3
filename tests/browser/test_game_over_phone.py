"""Issue 45, "Done when": on a phone a new player reads the nuggets (or gold) by round at the
end, Total included. Tried at 360x640 in French: the table was wider than the screen and
#app clips what overflows, so the Total column was out of sight and out of reach."""

import os
import random
import sys

import pytest
import saboteur

from play_helpers import CORRUPT_SAVE, ROOT, attr, axe_violations, discard_turn, horizontal_overflow, settle, wait_ready

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


def last_round_save() -> str:
    """A save of a Saboteur 2 game (Ana at the screen, bots Bo and Cy; seed 21) played by random
    legal moves into its last round until the draw pile is empty: the page plays its end."""
    from game_session import write_save

    game = saboteur.new_game("saboteur2", 3, seed=21)
    rng = random.Random(21)
    while not (game.round == game.rules.rounds and game.phase == "play" and not game.draw_pile):
        game.apply(rng.choice(game.legal_actions()))
    seats = [{"name": "Ana", "kind": "human", "level": None}, {"name": "Bo", "kind": "bot", "level": 1},
             {"name": "Cy", "kind": "bot", "level": 1}]
    return write_save(game, seats)


@pytest.fixture(scope="module")
def game_over(browser, site_url):
    """A Saboteur 2 game at 360x640 with touch played to its end, its first rounds by the engine
    (a save resumed, as test_replay.py does), the last by the page (the person passes every turn:
    the bots play the game); the page on its game-over screen and its console errors."""
    context = browser.new_context(viewport={"width": 360, "height": 640}, has_touch=True, is_mobile=True)
    page = context.new_page()
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.goto(site_url)
    wait_ready(page)
    page.evaluate(CORRUPT_SAVE, last_round_save())  # any text as the saved game
    page.reload()
    wait_ready(page)
    page.click("[data-cmd=resume]")
    page.wait_for_selector("#app:not([data-screen=start])")
    settle(page)
    if page.locator("#speed").count():
        page.select_option("#speed", "instant")
        settle(page)
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
