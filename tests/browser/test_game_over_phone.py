"""Issue 45, "Done when": on a phone a new player reads the nuggets (or gold) by round at the
end, Total included. Tried at 360x640 in French: the table was wider than the screen and
#app clips what overflows, so the Total column was out of sight and out of reach."""

import pytest

from play_helpers import attr, axe_violations, discard_turn, horizontal_overflow, settle, start_game, wait_ready

# The table's right edge and its Total column's, against the width the page shows.
TABLE_EDGES = """() => {
  const table = document.querySelector('.game-over table.totals');
  const total = table.querySelector('thead th:last-child').getBoundingClientRect();
  const box = table.parentElement;
  return {totalRight: total.right, view: document.documentElement.clientWidth,
          scrollsInItsBox: box.scrollWidth > box.clientWidth && getComputedStyle(box).overflowX === 'auto'};
}"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_game_over_table_fits_a_phone_total_included(browser, site_url, lang):
    context = browser.new_context(viewport={"width": 360, "height": 640}, has_touch=True, is_mobile=True)
    page = context.new_page()
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.goto(site_url)
    wait_ready(page)
    if lang == "fr":
        page.select_option("#lang", "fr")
        settle(page)
    start_game(page, seats=[("Ana", "human"), ("Bo", "bot"), ("Cy", "bot")], seed="21", speed="instant",
               ruleset="saboteur2")
    while attr(page, "screen") != "game-over":  # the person passes every turn: the bots play the game
        if attr(page, "screen") == "round-end":
            page.click("[data-cmd=next_round], [data-cmd=show_final]")
        elif attr(page, "screen") == "board" and attr(page, "to-move") == attr(page, "seat"):
            discard_turn(page)
        settle(page)
    page.locator(".game-over table.totals").scroll_into_view_if_needed()
    edges = page.evaluate(TABLE_EDGES)
    assert edges["totalRight"] <= edges["view"] and not edges["scrollsInItsBox"], edges
    assert horizontal_overflow(page) <= 0
    assert axe_violations(page) == []
    assert errors == []
    context.close()
