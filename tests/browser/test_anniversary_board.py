"""The anniversary modules drawn on the real page (issue 47, section 3 "The page"): a game with
new goal cards, costume workshop, underground party and right of way against bots shows five
goals, the two postcards and a right-of-way pawn; axe-core finds nothing; at desktop and phone
sizes in both languages (screenshots in $TMPDIR/saboteur-shots/ for a person to look at)."""

import os
import sys
import tempfile

import pytest
from play_helpers import ROOT, attr, axe_violations, discard_turn, settle, start_game, start_screen_at

sys.path.insert(0, os.path.join(ROOT, "web"))
from ui.text import t  # noqa: E402

MODULES = ["new-goals", "costume-workshop", "underground-party", "right-of-way"]
LANGS = ["en", "fr"]
SEED = "13"  # the bots post a right-of-way pawn early in round 1 with this deal
SHOTS = os.path.join(tempfile.gettempdir(), "saboteur-shots")


def until_a_pawn(page, limit=120):
    """The person discards on each turn (bots play) until a pawn stands on the maze."""
    for _ in range(limit):
        settle(page)
        if page.locator("svg.maze g.pawn").count():
            return
        screen = attr(page, "screen")
        if screen == "privacy":
            page.click("[data-cmd=reveal]")
        elif screen == "board" and attr(page, "to-move-kind") == "human" and attr(page, "seat") == attr(page, "to-move"):
            discard_turn(page)
        else:
            page.wait_for_timeout(50)
    raise AssertionError("no pawn was posted")


# One game a size serves both languages (the game is the slow part; the language is switched
# on the open board): the module's tests run on one worker (build.py test's --dist loadgroup).
pytestmark = pytest.mark.xdist_group("anniversary-board")


@pytest.fixture(scope="module", params=[(1280, 800), (360, 640)], ids=["size0", "size1"])
def pawn_posted(request, browser, site_url):
    """A game with the modules against bots at this size (a phone's touch below 800 px wide),
    played until a pawn stands on the maze; the page, the size, axe-core's findings in each
    language while the role's note is still up, and the page's console errors."""
    size = request.param
    with start_screen_at(browser, site_url, "en", size) as page:
        errors = []
        page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
        for name in MODULES:
            page.check(f"#module-{name}")
            settle(page)
        start_game(page, seats=[("Ana", "human")] + [(f"Bot {n}", "bot") for n in range(1, 5)], seed=SEED)
        until_a_pawn(page)
        found = {}
        for lang in LANGS:
            switch_to(page, lang)
            found[lang] = axe_violations(page)
        yield page, size, found, errors


def switch_to(page, lang):
    if page.get_attribute("html", "lang") != lang:  # the open board drawn again in this language
        page.select_option("#lang", lang)
        settle(page)


@pytest.mark.parametrize("lang", LANGS)
def test_five_goals_postcards_and_pawns_are_drawn(pawn_posted, lang):
    page, size, found, errors = pawn_posted
    switch_to(page, lang)
    # anniversary.md layout: five goals at (8,-4)..(8,4); the postcards at (4,-2) and (4,2)
    goals = sorted(g.get_attribute("data-at") for g in page.query_selector_all("svg.maze g.goal, svg.maze g.cell")
                   if g.get_attribute("data-at").startswith("8,"))
    assert goals == ["8,-2", "8,-4", "8,0", "8,2", "8,4"]
    labels = {g.get_attribute("data-at"): g.get_attribute("aria-label") for g in page.query_selector_all("svg.maze g.cell")}
    for at, module in (("4,-2", "costume-workshop"), ("4,2", "underground-party")):
        assert t(lang, "module_" + module) in labels[at]
    pawn = page.query_selector("svg.maze g.pawn")
    assert pawn.get_attribute("aria-label").startswith(t(lang, "pawn_toll", name="")[:8])
    assert found[lang] == []
    if page.locator("[data-cmd=dismiss_role]").count():  # the role's note would hide the lower goals
        page.click("[data-cmd=dismiss_role]")
        settle(page)
    os.makedirs(SHOTS, exist_ok=True)
    page.screenshot(path=os.path.join(SHOTS, f"anniversary-{lang}-{size[0]}x{size[1]}.png"))
    maze = page.locator("svg.maze")
    maze.scroll_into_view_if_needed()
    maze.screenshot(path=os.path.join(SHOTS, f"anniversary-maze-{lang}-{size[0]}x{size[1]}.png"))
    # the five goals fit in the maze's box, on a phone too (the board pans for the rest)
    box = maze.bounding_box()
    for goal in page.query_selector_all("svg.maze g.goal"):
        at = goal.bounding_box()
        assert box["y"] - 1 <= at["y"] and at["y"] + at["height"] <= box["y"] + box["height"] + 1, (at, box)
    assert errors == []
