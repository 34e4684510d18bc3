"""The treasure chests on the real page (issue 47, section 3 "The page"; book 002 'Coffres au
trésor'): a game with the module against bots, its option offered once ticked, shows four
face-down chests on black backs, then the log tells a chest opened; axe-core finds nothing; at
desktop and phone sizes in both languages (screenshots in $TMPDIR/saboteur-shots/)."""

import os
import sys
import tempfile

import pytest
from play_helpers import ROOT, attr, axe_violations, discard_turn, settle, start_game, start_screen_at

sys.path.insert(0, os.path.join(ROOT, "web"))
from ui.text import t  # noqa: E402

SEED = "5"
SHOTS = os.path.join(tempfile.gettempdir(), "saboteur-shots")


def log_text(page):
    return page.locator("section.log").inner_text() if page.locator("section.log").count() else ""


def until_a_chest_opens(page, lang, limit=200):
    """The person discards on each turn (bots play) until the log tells a chest opened."""
    opened = t(lang, "ev_chest_opened").split("{")[1].split("}")[1].strip()[:12]  # the words after {name}
    for _ in range(limit):
        settle(page)
        if opened in log_text(page):
            return True
        screen = attr(page, "screen")
        if screen == "privacy":
            page.click("[data-cmd=reveal]")
        elif screen == "board" and attr(page, "to-move-kind") == "human" and attr(page, "seat") == attr(page, "to-move"):
            if page.locator("[data-hand]:not([disabled])").count():
                discard_turn(page)
            else:  # a chest's choice asked of the person: take the first and confirm
                page.locator("[data-target]").first.click()
                settle(page)
                page.click("[data-cmd=confirm]")
        elif screen == "over" or attr(page, "screen") == "round-end":
            return False
        else:
            page.wait_for_timeout(50)
    return False


LANGS = ["en", "fr"]

# One game a size serves both languages (the game is the slow part; each screen is looked at
# in both, the language switched on the open page): the module's tests run on one worker
# (build.py test's --dist loadgroup).
pytestmark = pytest.mark.xdist_group("treasure-chests-page")


def switch_to(page, lang):
    if page.get_attribute("html", "lang") != lang:  # the open screen drawn again in this language
        page.select_option("#lang", lang)
        settle(page)


@pytest.fixture(scope="module", params=[(1280, 800), (360, 640)], ids=["size0", "size1"])
def chests_game(request, browser, site_url):
    """A game with the module against bots at this size (a phone's touch below 800 px wide),
    each screen looked at in both languages: what each language showed, whether a chest
    opened, and the page's console errors."""
    size = request.param
    seen = {lang: {} for lang in LANGS}
    with start_screen_at(browser, site_url, "en", size) as page:
        errors = []
        page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
        for lang in LANGS:
            switch_to(page, lang)
            seen[lang]["option_unticked"] = page.locator("#opt-chests").count()
        page.check("#module-treasure-chests")
        settle(page)
        page.select_option("#opt-chests", "fixed")  # the module's option, offered once it is ticked
        for lang in reversed(LANGS):
            switch_to(page, lang)
            seen[lang]["start_axe"] = axe_violations(page)
        start_game(page, seats=[("Ana", "human")] + [(f"Bot {n}", "bot") for n in range(1, 5)], seed=SEED)
        settle(page)
        if attr(page, "screen") == "privacy":
            page.click("[data-cmd=reveal]")
            settle(page)
        os.makedirs(SHOTS, exist_ok=True)
        for lang in LANGS:
            switch_to(page, lang)
            seen[lang]["chests"] = sorted(g.get_attribute("data-at") for g in page.query_selector_all("svg.maze g.chest"))
            seen[lang]["labels"] = [g.get_attribute("aria-label") for g in page.query_selector_all("svg.maze g.chest")]
            seen[lang]["chest_rows"] = page.locator("li.chests").count()
            seen[lang]["board_axe"] = axe_violations(page)
            page.screenshot(path=os.path.join(SHOTS, f"chests-{lang}-{size[0]}x{size[1]}.png"))
        opened = until_a_chest_opens(page, LANGS[-1])
        if opened:
            for lang in LANGS:
                switch_to(page, lang)
                seen[lang]["opened_axe"] = axe_violations(page)
                page.screenshot(path=os.path.join(SHOTS, f"chests-opened-{lang}-{size[0]}x{size[1]}.png"))
        yield seen, opened, errors


@pytest.mark.parametrize("lang", LANGS)
def test_chests_lie_face_down_and_open(chests_game, lang):
    seen, opened, errors = chests_game
    shown = seen[lang]
    assert shown["option_unticked"] == 0
    assert shown["start_axe"] == []
    # book 002, setup: four chests face down, each under a black card (fixed places)
    assert shown["chests"] == ["3,-1", "3,1", "5,-1", "5,1"]
    assert all(t(lang, "card_chest_back") in label for label in shown["labels"])
    assert shown["chest_rows"] == 1
    assert shown["board_axe"] == []
    if opened:
        assert shown["opened_axe"] == []
    assert errors == []
