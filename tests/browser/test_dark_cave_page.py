"""La mine se rebelle on the real page (issue 49, section 2 "The page"): picked on the start screen,
a game against bots shows the play area with its corners, the start in the middle and four
face-down goals, the dwarves in their clans' colours; the person plays a card, then walks their
dwarf square by square (a click, or a drag on a desktop) along lit squares, the steps left shown,
then stops; a whole game by clicks reaches the end, scored by the book's formula with every role
shown; axe-core finds nothing; desktop and phone, both languages (screenshots in
$TMPDIR/saboteur-shots/)."""

import os
import re
import sys
import tempfile

import pytest
from play_helpers import (DONE, ROOT, at_size_in, attr, axe_violations, board_checked_in, console_errors, discard_turn, my_turn,
                          pass_the_device, play_one_turn, settle, start_game, start_screen_at, wait_actions_change)

sys.path.insert(0, os.path.join(ROOT, "web"))
from ui.text import t  # noqa: E402

SHOTS = os.path.join(tempfile.gettempdir(), "saboteur-shots")
SEATS = [("Ana", "human")] + [(f"Bot {n}", "bot") for n in range(1, 5)]
SQUARES = "g.target.square.move"  # a lit square the dwarf (or a creature) may step to


def steps_left(page):
    """The steps left, as the prompt says them (None when nothing is moving)."""
    text = page.locator("#prompt").inner_text() if page.locator("#prompt").count() else ""
    found = re.search(r"(\d+)", text)
    return int(found.group(1)) if found and page.locator("[data-target=stop]").count() else None


def centre(locator):
    box = locator.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def drag_a_step(page):
    """Drag the dwarf on the move onto a lit square (issue 49 s.2: "by tapping (and dragging, as LM)")."""
    page.locator("g.piece.dwarf.moving").scroll_into_view_if_needed()
    x0, y0 = centre(page.locator("g.piece.dwarf.moving"))
    x1, y1 = centre(page.locator(SQUARES).first)
    page.mouse.move(x0, y0)
    page.mouse.down()
    page.mouse.move(x1, y1, steps=8)
    page.mouse.up()


def in_sight(page, locator):
    """True when `locator` lies inside the maze's window (the maze zooms to small lit squares)."""
    box = locator.bounding_box()
    maze = page.locator("svg.maze").bounding_box()
    return bool(box and maze and box["x"] >= maze["x"] and box["x"] + box["width"] <= maze["x"] + maze["width"]
                and box["y"] >= maze["y"] and box["y"] + box["height"] <= maze["y"] + maze["height"])


def visible_square(page):
    """A lit square in sight (the maze may show a window round some of them), or None."""
    for square in page.locator(SQUARES).all():
        if in_sight(page, square):
            return square
    return None


def walk(page, drag=False):
    """Lit squares while there are some (each step sent at once; the first dragged to when
    `drag`), then Stop; returns the steps taken."""
    taken = 0
    for _ in range(6):
        settle(page)
        if attr(page, "seat") != attr(page, "to-move") or not page.locator("[data-target=stop]").count():
            return taken
        assert steps_left(page) is not None
        before = attr(page, "actions")
        square = visible_square(page)
        if square is not None and page.locator("g.piece.dwarf.moving").count():
            if drag and not taken and in_sight(page, page.locator("g.piece.dwarf.moving")):
                drag_a_step(page)
            else:
                square.click()
            taken += 1
        else:
            page.click("[data-target=stop]")
        wait_actions_change(page, before)
        moving = page.locator("g.piece.dwarf.moving")
        if page.viewport_size["width"] >= 800 and page.locator(SQUARES).count() and moving.count() and in_sight(page, moving):
            # the dwarf on the move shows no tip while its steps are lit, pointed at or pressed (a
            # press focuses it, and each redraw gives the focus back): the tip would hide the next
            # steps (issue 49, polish: the walked dwarf's tip; seen staying after a drag's step)
            moving.click()
            settle(page)
            page.wait_for_function("!document.getElementById('maze-tip') || document.getElementById('maze-tip').hidden",
                                   timeout=3000)
        pass_the_device(page)
    return taken


def answer(page):
    """A question asked with no card (an axe against a creature: its first button; the end vote: no,
    so the game goes on to its cards' end or a clan out)."""
    before = attr(page, "actions")
    no = page.locator("[data-target='vote:0']")
    no.click() if no.count() else page.click(".controls button.target >> nth=0")
    settle(page)
    page.click("[data-cmd=confirm]")
    wait_actions_change(page, before)
    pass_the_device(page)


# One game a screen size; each game's board is checked in both languages (the page switched at its
# first turn) and the walk played in the second, so that each language walks at one size.
@pytest.mark.parametrize(("size", "langs"), [((1280, 800), ("en", "fr")), ((360, 640), ("fr", "en"))],
                         ids=["1280-en-fr", "360-fr-en"])
def test_the_dark_cave_against_bots(browser, site_url, size, langs, record):
    with start_screen_at(browser, site_url, langs[0], size) as page:
        messages = []
        page.on("pageerror", lambda e: messages.append("pageerror: " + str(e)))
        page.select_option("#opt-ruleset", "dark-cave")
        settle(page)
        assert t(langs[0], "ruleset_dark-cave") in page.locator("#opt-ruleset").inner_text()
        assert axe_violations(page) == []
        start_game(page, seats=SEATS, seed="3", ruleset="dark-cave")
        my_turn(page)
        assert page.locator("g.play-area").count() == 1  # the area and its corners (view["layout"]["area"])
        assert page.locator("svg.maze g.goal").count() == 4
        assert page.locator("svg.maze g.cell[data-at='0,0']").count() == 1  # the start in the middle
        assert page.locator("g.piece.dwarf").count() == len(SEATS)
        assert page.locator(".players svg.clan-badge").count() == len(SEATS)
        if page.locator("[data-cmd=dismiss_role]").count():
            page.click("[data-cmd=dismiss_role]")
            settle(page)
        os.makedirs(SHOTS, exist_ok=True)
        for lang in langs:
            board_checked_in(page, lang, size, os.path.join(SHOTS, f"dark-cave-board-{lang}-{size[0]}.png"),
                             t(lang, "help_piece_dwarf_cave"))
            tops = {round(card.bounding_box()["y"]) for card in page.locator("[data-hand]").all()}
            assert len(tops) == 1, tops  # the five cards in one row, desktop and phone (session 35's leftover)
            goals = [g.get_attribute("aria-label") for g in page.locator("svg.maze g.goal").all()]
            corners = [t(lang, "goal_corner_" + corner) for corner in ("NW", "NE", "SW", "SE")]
            assert sorted(next(c for c in corners if c in label) for label in goals) == sorted(corners)  # each its own corner
        if size[0] >= 800:  # the play area takes the window's height: its cards 44 px wide and more (polish, point 1)
            assert page.locator(".maze-wrap.tall").count() == 1
            assert page.locator("svg.maze g.cell[data-at='0,0']").bounding_box()["width"] >= 44
            assert page.locator("svg.maze").bounding_box()["y"] + page.locator("svg.maze").bounding_box()["height"] <= size[1]
        else:  # a phone: under the hand, the cards in play in sight and readable, not the empty area (polish)
            start = page.locator("svg.maze g.cell[data-at='0,0']").bounding_box()
            assert start["width"] >= 44 and start["y"] >= 0 and start["y"] + start["height"] <= size[1]

        walked = 0
        for _ in range(12):  # turns until the dwarf has walked: a card, then the walk
            my_turn(page)
            if page.locator("[data-target=stop]").count():
                walked += walk(page, drag=size[0] >= 800)
            elif not page.locator("[data-hand]:not([disabled])").count():
                answer(page)
            else:
                play_one_turn(page)
                settle(page)
                if page.locator("[data-target=stop]").count() and attr(page, "seat") == attr(page, "to-move"):
                    if not walked:
                        page.screenshot(path=os.path.join(SHOTS, f"dark-cave-move-{lang}-{size[0]}.png"), full_page=True)
                        assert axe_violations(page) == []
                        assert t(lang, "choose_step", steps=steps_left(page)) in page.locator("#prompt").inner_text()
                        square = visible_square(page)  # a lit step a finger can take: 44 px and more
                        assert square is None or min(square.bounding_box()["width"], square.bounding_box()["height"]) >= 44
                    walked += walk(page, drag=size[0] >= 800)
            if walked:
                break
        assert walked > 0
        for lang in reversed(langs):  # the log says the walk, in either language
            at_size_in(page, lang, size)
            log = page.locator("section.log").inner_text()
            assert t(lang, "ev_moved_square", name="Ana", where="").split("Ana")[-1].strip()[:6] in log
        assert console_errors(messages) == []


def test_a_whole_game_to_its_score(browser, site_url, record):
    """Issue 49, Done when: a whole game with bots at most seats in the real page, every turn by
    clicks (bots at instant speed), to the end: the score by the book's formula (nuggets x the
    other clan's dwarves), the winner and why, every role shown."""
    with start_screen_at(browser, site_url, "en", (1280, 800)) as page:
        messages = []
        page.on("pageerror", lambda e: messages.append("pageerror: " + str(e)))
        start_game(page, seats=[("Ana", "human"), ("Bot 1", "bot"), ("Bot 2", "bot")], seed="5", ruleset="dark-cave")
        steps = 0
        for _ in range(1500):
            settle(page)
            screen = attr(page, "screen")
            assert screen != "round-end"  # one game: its end is told once, on the game over (polish, point 2)
            if screen == "game-over":
                break
            if screen != "board" or attr(page, "to-move-kind") != "human" or attr(page, "seat") != attr(page, "to-move"):
                if page.locator(DONE).count():
                    page.click(DONE)
                page.wait_for_timeout(50)
                continue
            if page.locator("[data-target=stop]").count():
                before = attr(page, "actions")
                square = visible_square(page) if steps % 3 else None  # some steps, then stop
                steps += 1
                if square is not None and page.locator("g.piece.dwarf.moving").count():
                    square.click()
                else:
                    page.click("[data-target=stop]")
                wait_actions_change(page, before)
            elif not page.locator("[data-hand]:not([disabled])").count() and page.locator(".controls button.target").count():
                answer(page)
            elif page.locator("[data-hand]:not([disabled])").count():
                play_one_turn(page)
            else:
                discard_turn(page)
        assert attr(page, "screen") == "game-over"
        assert page.locator("ul.cave-score").count() == 1 and page.locator("ul.cave-score li").count() == 2  # a line per clan
        assert page.locator("ul.cave-roles li").count() == 3  # every role shown
        assert page.locator("svg.maze g.play-area").count() == 1  # the table as it ended, beside the score
        over = page.locator("section.game-over").inner_text()
        assert t("en", "cave_over_title") in over and "×" in over
        # the winning clan's line names its winners, alone: no "Winners: ..." line repeating them
        assert re.fullmatch(r"The (blue|yellow) clan wins(: | the tie, .*: )\S.*\.", page.inner_text("p.winners"))
        assert "Winner" not in over and over.count(" clan wins") == 1
        page.screenshot(path=os.path.join(SHOTS, "dark-cave-game-over-en-1280.png"), full_page=True)
        assert axe_violations(page) == []
        # watched again (docs/ui.md "Watching a game again"): every step to the end, the table as it ended
        page.click("[data-cmd=watch_again]")
        page.wait_for_selector("#app[data-screen=replay]")
        page.click("[data-cmd=replay_forward]")
        page.wait_for_selector("section.replay[data-step='1']")
        page.keyboard.press("End")
        page.wait_for_selector("[data-cmd=replay_forward][disabled]")
        assert page.locator("section.replay svg.maze g.play-area").count() == 1
        page.screenshot(path=os.path.join(SHOTS, "dark-cave-replay-en-1280.png"), full_page=True)
        assert axe_violations(page) == []
        assert console_errors(messages) == []
