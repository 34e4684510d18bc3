"""Reading the table (issue 11, section 3) in the real page at 1280x800: the log beside the
maze, every bot move marked where it happens, the route drawn at a round's end without
coordinates, and the game-over table of gold per seat and round with the winners.

One game is played once for the module (a person who always discards and five bots, so
the bots make the moves); each test checks what was recorded along the way.
"""

import re

import pytest

from play_helpers import attr, axe_violations, discard_turn, settle, start_game, wait_ready

# the module's tests on one worker, so that the game is played once (build.py test's --dist loadgroup)
pytestmark = pytest.mark.xdist_group("table-game")

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Fa"]
SEED = "15"  # the bots find the gold in every round, and break, repair, pass and look at goals
GOALS = {"the top goal": "8,-2", "the middle goal": "8,0", "the bottom goal": "8,2"}

# Each drawing of #app sets data-actions; the observer's callback runs after that drawing is
# complete and before the next bot step (which waits for the engine worker), so it records
# what every step looked like, whatever the bot speed.
WATCH_STEPS = """window.sabSteps = [];
new MutationObserver(records => {
  const app = records.map(r => r.target).find(t => t.id === 'app');
  if (!app) return;
  const newest = app.querySelector('.log li');
  window.sabSteps.push({
    actions: app.dataset.actions, screen: app.dataset.screen, fresh: app.dataset.fresh,
    line: newest ? newest.textContent : null,
    marked: [...app.querySelectorAll('.players li.marked .pname')].map(e => e.textContent),
    lastAt: [...app.querySelectorAll('svg.maze rect.last')].map(e => e.getAttribute('data-at')),
  });
}).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-actions']});"""

LOG_BESIDE = """() => {
  const maze = document.querySelector('.maze-wrap').getBoundingClientRect();
  const log = document.querySelector('.log').getBoundingClientRect();
  const list = document.querySelector('.log ol').getBoundingClientRect();
  const newest = document.querySelector('.log li').getBoundingClientRect();
  return {mazeRight: maze.right, mazeTop: maze.top, mazeBottom: maze.bottom, logLeft: log.left, logTop: log.top,
          listTop: list.top, listBottom: list.bottom, newestTop: newest.top, newestBottom: newest.bottom,
          height: window.innerHeight, width: window.innerWidth,
          scrollWidth: document.documentElement.scrollWidth};
}"""


@pytest.fixture(scope="module")
def played(browser, site_url):
    """Play one whole game by clicks; what the tests check is recorded on the way."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
    page.add_init_script(WATCH_STEPS)
    page.goto(site_url)
    wait_ready(page)
    seats = [(NAMES[0], "human")] + [(name, "bot") for name in NAMES[1:]]
    start_game(page, seats=seats, seed=SEED, speed="instant")
    record = {"layout": None, "round_ends": [], "game_over": None, "errors": errors}
    for _ in range(3000):
        settle(page)
        screen = attr(page, "screen")
        if screen == "game-over":
            record["game_over"] = {
                "winners": page.inner_text(".game-over .winners"),
                "heads": page.locator(".game-over table.totals thead th").all_inner_texts(),
                "rows": [[cell.strip() for cell in row.split("\t")]
                         for row in page.locator(".game-over table.totals tbody tr").all_inner_texts()],
                "starred": page.locator(".game-over table.totals tbody tr.winner th").all_inner_texts(),
                "axe": axe_violations(page),
            }
            break
        if screen == "round-end":
            round_end = {"round": page.inner_text("#round-end-title"), "text": page.inner_text(".round-end"),
                         "route_cells": page.locator("svg.maze g.route rect").count()}
            if not record["round_ends"] or record["round_ends"][-1]["round"] != round_end["round"]:
                record["round_ends"].append(round_end)
            button = page.query_selector("[data-target^='gold:']") or page.query_selector(
                "[data-cmd=next_round], [data-cmd=show_final]")
            if button is not None:
                button.click()
            continue
        if screen == "board" and attr(page, "to-move-kind") == "human" and attr(page, "seat") == attr(page, "to-move"):
            if record["layout"] is None and int(attr(page, "actions")) > 3:
                record["layout"] = page.evaluate(LOG_BESIDE)
            discard_turn(page)
            continue
        page.wait_for_timeout(50)
    record["steps"] = page.evaluate("window.sabSteps")
    context.close()
    assert record["game_over"] is not None, "the game did not end"
    return record


def test_the_log_sits_beside_the_maze_with_its_newest_line_in_sight(played):
    # Issue 11: "a log beside the board on wide screens (the newest moves visible without scrolling)".
    box = played["layout"]
    assert box is not None
    assert box["logLeft"] >= box["mazeRight"]  # beside, not under
    assert box["logTop"] < box["mazeBottom"]
    assert box["listTop"] <= box["newestTop"] and box["newestBottom"] <= min(box["listBottom"], box["height"])
    assert box["scrollWidth"] <= box["width"]


def bot_moves(steps):
    """(kind, step) for each drawn step whose newest log line is a bot's break, repair, pass or map look."""
    out = []
    for step in steps:
        line = step["line"] or ""
        if step["screen"] != "board" or step["fresh"] != "1" or line.startswith(NAMES[0]):
            continue
        for kind, pattern in (("break", r"^\w+ broke the \w+ of (\w+)\.$"), ("repair", r"^\w+ repaired the \w+ of (\w+)\.$"),
                              ("pass", r"^(\w+) passed\.$"), ("map", r"^\w+ looked at (the \w+ goal)\.$")):
            found = re.match(pattern, line)
            if found:
                out.append((kind, found.group(1), step))
    return out


def test_every_bot_move_is_marked_where_it_happens(played):
    # Issue 11: a break, repair, map look or pass marks its seat in the players list or the
    # goal on the board, and with several bots each step's drawing carries its own mark.
    moves = bot_moves(played["steps"])
    kinds = {kind for kind, _, _ in moves}
    assert {"break", "repair", "pass", "map"} <= kinds, kinds
    for kind, where, step in moves:
        if kind == "map":
            assert step["lastAt"] == [GOALS[where]], step
            assert step["marked"] == [], step
        else:
            assert step["marked"] == [where], step
    # one drawing per bot step: the actions counts drawn climb one by one during the bots' turns
    drawn = sorted({int(step["actions"]) for step in played["steps"]})
    assert len(drawn) > 100 and all(b - a == 1 for a, b in zip(drawn, drawn[1:])), drawn


def test_a_round_won_by_the_gold_diggers_shows_the_route_drawn_and_no_coordinates(played):
    # Issue 11: "the route to the gold drawn on the board at the end of a round, not listed as
    # coordinates"; spots and goals in words (no "column", "row").
    found = [end for end in played["round_ends"] if "found the gold" in end["text"]]
    assert found, [end["text"].splitlines()[:3] for end in played["round_ends"]]
    for end in found:
        assert end["route_cells"] >= 9  # from the start at (0, 0) to a goal 8 cards away
        assert "route from the start to the gold" in end["text"]
        assert not re.search(r"\(-?\d+, ?-?\d+\)|column|row", end["text"])


def test_the_game_over_table_gives_gold_by_round_and_the_winners(played):
    # Issue 11 (game over): rows are seats, columns the rounds and the total; the winners named.
    over = played["game_over"]
    assert over["heads"] == ["Player", "Round 1", "Round 2", "Round 3", "Total"]
    assert sorted(row[0].replace("★", "").strip() for row in over["rows"]) == sorted(NAMES)
    for row in over["rows"]:
        rounds, total = [int(cell) for cell in row[1:4]], int(row[4])
        assert sum(rounds) == total
    best = max(int(row[4]) for row in over["rows"])
    winners = sorted(row[0].replace("★", "").strip() for row in over["rows"] if int(row[4]) == best)
    assert sorted(name.replace("★", "").strip() for name in over["starred"]) == winners
    assert all(name in over["winners"] for name in winners)
    assert over["axe"] == []  # issue 11: no violation on the new screens


def test_no_error_in_the_console_along_the_game(played):
    assert played["errors"] == []
