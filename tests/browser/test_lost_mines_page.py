"""The Lost Mines on the real page (issue 48, section 2 "The page"): picked on the start screen, a
game against bots shows the board (its spaces and edge, both starts in their clans' colours, four
face-down mines, the treasure row, the dwarves); the person plays a card, then walks their dwarf by
clicking lit steps, the steps left shown, then stops; the round's end shows the pools; axe-core
finds nothing; desktop and phone, both languages (screenshots in $TMPDIR/saboteur-shots/)."""

import os
import re
import sys
import tempfile

import pytest
from play_helpers import (ROOT, at_size_in, attr, axe_violations, board_checked_in, console_errors, discard_turn, my_turn,
                          play_one_turn,
                          settle, start_game, start_screen_at, wait_actions_change)

sys.path.insert(0, os.path.join(ROOT, "web"))
from ui.text import t  # noqa: E402

SHOTS = os.path.join(tempfile.gettempdir(), "saboteur-shots")
SEATS = [("Ana", "human")] + [(f"Bot {n}", "bot") for n in range(1, 5)]


def steps_left(page):
    """The steps left, as the prompt says them (None when the person is not moving)."""
    text = page.locator("#prompt").inner_text() if page.locator("#prompt").count() else ""
    found = re.search(r"(\d+)", text)
    return int(found.group(1)) if found and page.locator("g.target.step, [data-target=stop]").count() else None


def centre(locator):
    box = locator.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def drag_a_step(page):
    """Drag the dwarf on the move onto its first lit step (issue 48 s.2: "tapping (or dragging)")."""
    page.locator("g.piece.dwarf.moving").scroll_into_view_if_needed()
    x0, y0 = centre(page.locator("g.piece.dwarf.moving"))
    x1, y1 = centre(page.locator("g.target.step").first)
    page.mouse.move(x0, y0)
    page.mouse.down()
    page.mouse.move(x1, y1, steps=8)
    page.mouse.up()


def play_by_keys(page):
    """A phone's turn by keys (docs/ui.md: a card's number goes to its first lit spot, the one
    nearest a start; Enter chooses, Enter again confirms), else a discard."""
    cards = page.query_selector_all("[data-hand]:not(.unplayable):not([disabled])")
    if not cards:
        discard_turn(page)
        return
    before = attr(page, "actions")
    page.keyboard.press(str(int(cards[0].get_attribute("data-hand")) + 1))
    settle(page)
    page.keyboard.press("Enter")
    settle(page)
    page.keyboard.press("Enter")
    wait_actions_change(page, before)


def walk(page, lang, drag=False):
    """Lit steps while there are some (each one sent at once: the first dragged to when `drag`),
    then Stop; returns the steps taken."""
    taken = 0
    for _ in range(6):
        settle(page)
        if attr(page, "seat") != attr(page, "to-move") or not page.locator("[data-target=stop]").count():
            return taken
        left = steps_left(page)
        assert left is not None and page.locator("g.piece.dwarf.moving").count() == 1
        before = attr(page, "actions")
        if page.locator("g.target.step").count():
            if drag and not taken:
                drag_a_step(page)
            else:
                page.locator("g.target.step").first.click()
            taken += 1
        else:
            page.click("[data-target=stop]")
        wait_actions_change(page, before)
        moving = page.locator("g.piece.dwarf.moving")
        if page.viewport_size["width"] >= 800 and page.locator("g.target.step").count() and moving.count():
            # the dwarf on the move shows no tip while its steps are lit, even pressed (a press
            # focuses it and each redraw gives the focus back): the tip would hide the next steps
            moving.click()
            settle(page)
            page.wait_for_function("!document.getElementById('maze-tip') || document.getElementById('maze-tip').hidden",
                                   timeout=3000)
    return taken


# One game a screen size; each game's board is checked in both languages (the page switched at its
# first turn) and the walk played in the second, so that each language walks at one size.
@pytest.mark.parametrize(("size", "langs"), [((1280, 800), ("en", "fr")), ((360, 640), ("fr", "en"))],
                         ids=["1280-en-fr", "360-fr-en"])
def test_the_lost_mines_against_bots(browser, site_url, size, langs, record):
    with start_screen_at(browser, site_url, langs[0], size) as page:
        messages = []
        page.on("console", lambda m: messages.append(m.type + ": " + m.text))
        page.on("pageerror", lambda e: messages.append("pageerror: " + str(e)))
        page.select_option("#opt-ruleset", "lost-mines")
        settle(page)
        assert page.locator("#opt-rounds").is_visible()  # the game's own option, from the engine's data
        assert axe_violations(page) == []
        start_game(page, seats=SEATS, seed="3", ruleset="lost-mines")
        my_turn(page)
        assert page.locator("g.board-spaces rect").count() == 1 + 11 * 7
        assert sorted(m.get_attribute("data-clan") for m in page.locator("g.start-mark").all()) == ["blue", "yellow"]
        assert page.locator("svg.maze g.goal").count() == 4
        assert page.locator("g.treasure-row g.treasure").count() == len(SEATS)
        assert page.locator("g.piece.dwarf").count() == len(SEATS)
        assert page.locator(".players svg.clan-badge").count() == len(SEATS)
        if page.locator("[data-cmd=dismiss_role]").count():
            page.click("[data-cmd=dismiss_role]")
            settle(page)
        os.makedirs(SHOTS, exist_ok=True)
        for lang in langs:
            board_checked_in(page, lang, size, os.path.join(SHOTS, f"lost-mines-board-{lang}-{size[0]}.png"),
                             t(lang, "help_piece_dwarf"))

        walked = 0
        for _ in range(10):  # turns until the dwarf has walked: a card, then the walk
            my_turn(page)
            if page.locator("[data-target=stop]").count():
                walked += walk(page, lang)
            elif not page.locator("[data-hand]:not([disabled])").count():
                play_one_turn(page)  # a question asked with no card (the end-of-round vote): its first answer
            else:
                # a card on its first lit spot; on a phone, where the maze shows a window round some of
                # the lit spots (docs/ui.md), by keys, which go to the spot nearest a start
                play_one_turn(page) if size[0] >= 800 else play_by_keys(page)
                settle(page)
                if page.locator("[data-target=stop]").count():
                    if not walked:
                        page.screenshot(path=os.path.join(SHOTS, f"lost-mines-move-{lang}-{size[0]}.png"), full_page=True)
                        assert axe_violations(page) == []
                        assert t(lang, "choose_step", steps=steps_left(page)) in page.locator("#prompt").inner_text()
                    walked += walk(page, lang, drag=size[0] >= 800)
            if walked:
                break
        assert walked > 0
        for lang in reversed(langs):  # the log says the walk in one line, in either language
            at_size_in(page, lang, size)
            log = page.locator("section.log").inner_text()
            assert t(lang, "ev_walked", name="Ana", n=2, start="", end="").split(" 2 ")[0] in log
        assert console_errors(messages) == []


def test_a_whole_game_reaches_the_round_end_and_the_points(browser, site_url, record):
    """Issue 48, Done when: a whole two-round game with bots in the real page, every turn by clicks
    (bots at instant speed); each round's end shows its pools; the game over shows the points.
    With the page's leftovers (issue 48 section 2, (1) and (2)): the dwarf walks its first lit
    step each time, and a walk is told in one line ("Ana walked 3 steps from ... to ..."), not
    one a step; the round's end draws the maze with every dwarf where it ended."""
    with start_screen_at(browser, site_url, "en", (1280, 800)) as page:
        messages = []
        page.on("pageerror", lambda e: messages.append("pageerror: " + str(e)))
        start_game(page, seats=[("Ana", "human"), ("Bot 1", "bot"), ("Bot 2", "bot")], seed="4", ruleset="lost-mines")
        shown_round_end = walked_line = False
        for _ in range(600):
            settle(page)
            screen = attr(page, "screen")
            if screen == "game-over":
                break
            if screen == "round-end":
                if not shown_round_end:
                    assert page.locator("ul.sharing li").count() >= 2
                    assert page.locator(".round-end-screen svg.maze g.piece.dwarf").count() == 3
                    page.screenshot(path=os.path.join(SHOTS, "lost-mines-round-end-en-1280.png"), full_page=True)
                    assert axe_violations(page) == []
                    shown_round_end = True
                button = page.query_selector("[data-cmd=next_round], [data-cmd=show_final]")
                if button is not None:
                    button.click()
                continue
            if screen != "board" or attr(page, "to-move-kind") != "human" or attr(page, "seat") != attr(page, "to-move"):
                page.wait_for_timeout(50)
                continue
            before = attr(page, "actions")
            if page.locator("[data-target=stop]").count():
                steps = page.locator("g.target.step")
                page.click("g.target.step >> nth=0" if steps.count() else "[data-target=stop]")
                wait_actions_change(page, before)
                continue
            log = page.locator("section.log").inner_text()
            walked_line = walked_line or any(" walked " in line and " steps from " in line for line in log.splitlines())
            assert " walks to " not in log
            play_one_turn(page)
        assert attr(page, "screen") == "game-over" and shown_round_end and walked_line
        assert "Points by round" in page.locator("section.game-over").inner_text()
        assert axe_violations(page) == []
        assert messages == []
