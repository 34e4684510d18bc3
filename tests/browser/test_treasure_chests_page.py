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


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 800), (360, 640)])
def test_chests_lie_face_down_and_open(browser, site_url, lang, size, record):
    with start_screen_at(browser, site_url, lang, size) as page:
        assert page.locator("#opt-chests").count() == 0
        page.check("#module-treasure-chests")
        settle(page)
        page.select_option("#opt-chests", "fixed")  # the module's option, offered once it is ticked
        assert axe_violations(page) == []
        start_game(page, seats=[("Ana", "human")] + [(f"Bot {n}", "bot") for n in range(1, 5)], seed=SEED)
        settle(page)
        if attr(page, "screen") == "privacy":
            page.click("[data-cmd=reveal]")
            settle(page)
        # book 002, setup: four chests face down, each under a black card (fixed places)
        chests = sorted(g.get_attribute("data-at") for g in page.query_selector_all("svg.maze g.chest"))
        assert chests == ["3,-1", "3,1", "5,-1", "5,1"]
        assert all(t(lang, "card_chest_back") in g.get_attribute("aria-label")
                   for g in page.query_selector_all("svg.maze g.chest"))
        assert page.locator("li.chests").count() == 1
        assert axe_violations(page) == []
        os.makedirs(SHOTS, exist_ok=True)
        page.screenshot(path=os.path.join(SHOTS, f"chests-{lang}-{size[0]}x{size[1]}.png"))
        if until_a_chest_opens(page, lang):
            settle(page)
            assert axe_violations(page) == []
            page.screenshot(path=os.path.join(SHOTS, f"chests-opened-{lang}-{size[0]}x{size[1]}.png"))
        assert record.errors == []
