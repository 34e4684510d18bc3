"""Issue 12 section 3: Saboteur 2 played through the real page (rules/saboteur2.md; book 002,
"Extension (2 à 12 joueurs)"): started from the start screen, a pass with two cards, doors and
ladders drawn, round ends with roles, nuggets and crystals; both languages; axe-core; 12 seats
on a phone."""

import os

import pytest

from play_helpers import game_page, play_page, play_url  # noqa: F401 (fixtures)
from play_helpers import (ROOT, attr, axe_violations, horizontal_overflow, play_to_the_end, select_hand_card, settle,
                          start_game, wait_actions_change, wait_ready)

SHOTS = os.path.join(ROOT, "test-results")
BLUE_DOOR = "#2f6fd6"  # cards_svg.DOORS


def pass_with_two_cards(page):
    """Ruling 1: pass, discarding 1 to 3 cards and drawing as many: choose, pick a second, preview, confirm."""
    before = attr(page, "actions")
    first = select_hand_card(page)
    page.click("[data-cmd=discard]")
    second = [c for c in page.query_selector_all("[data-hand]") if c.get_attribute("data-hand") != first][0]
    second.click()
    page.wait_for_selector("[data-hand][aria-pressed=true] >> nth=1")
    assert page.inner_text(".pending").startswith(("Discard", "Défausser"))
    page.click("[data-cmd=confirm]")
    wait_actions_change(page, before)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_two_people_and_a_bot_play_saboteur2_to_a_round_end(game_page, lang):
    page = game_page
    if lang == "fr":
        page.select_option("#lang", "fr")
        settle(page)
    start_game(page, seats=[("Ana", "human"), ("Bea", "human"), ("Bot", "bot")], seed="11", ruleset="saboteur2")
    if attr(page, "screen") == "privacy":
        page.click("[data-cmd=reveal]")
        settle(page)
    assert axe_violations(page) == []
    pass_with_two_cards(page)
    if attr(page, "screen") == "privacy":  # Bea's turn: the device goes round first
        page.click("[data-cmd=reveal]")
        settle(page)
    log = page.inner_text(".log")
    assert "passed, discarding 2 cards" in log if lang == "en" else "en défaussant 2 cartes" in log
    # How to play shows this game's doors and ladders, drawn by the maze's own code
    page.click("[data-cmd=rules]")
    page.wait_for_selector("#app[data-screen=rules]")
    assert BLUE_DOOR in page.inner_html("#main") and page.query_selector("[data-section=cards] svg")
    assert axe_violations(page) == []
    page.click("[data-cmd=close_rules]")
    settle(page)
    # a whole game by clicks takes too long here: up to the first round's end, its roles and nuggets
    screens = play_to_the_end(page, limit=3000, until="round-end")
    assert screens[-1] == "round-end"
    assert ("nugget" if lang == "en" else "pépite") in page.inner_text("#main")
    assert axe_violations(page) == []
    os.makedirs(SHOTS, exist_ok=True)
    page.screenshot(path=os.path.join(SHOTS, f"sab2-round-end-{lang}.png"), full_page=True)


@pytest.mark.parametrize("size", [(360, 640), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_twelve_seats_fit(play_page, play_url, lang, size):
    page = play_page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(play_url)
    wait_ready(page)
    if lang == "fr":
        page.select_option("#lang", "fr")
        settle(page)
    start_game(page, seats=[("Ana", "human")] + [(f"Bot {n}", "bot") for n in range(1, 12)], seed="4",
               speed="slow", ruleset="saboteur2")
    page.wait_for_selector(".player >> nth=11")
    assert horizontal_overflow(page) <= 0
    assert axe_violations(page) == []
    os.makedirs(SHOTS, exist_ok=True)
    page.screenshot(path=os.path.join(SHOTS, f"sab2-12-seats-{size[0]}-{lang}.png"), full_page=True)
