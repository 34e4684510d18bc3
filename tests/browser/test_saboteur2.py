"""Issue 12 section 3: Saboteur 2 played through the real page (rules/saboteur2.md; book 002,
"Extension (2 à 12 joueurs)"): started from the start screen, a pass with two cards, doors and
ladders drawn, round ends with roles, nuggets and crystals; both languages; axe-core. Twelve
seats at 1280x800 and on a phone: test_table_sight.py."""

import os
import random
import sys

import saboteur

from play_helpers import game_page, play_page, play_url  # noqa: F401 (fixtures)
from play_helpers import (CORRUPT_SAVE, ROOT, attr, axe_violations, my_turn, pass_the_device, play_to_the_end, select_hand_card,
                          settle, start_game, wait_actions_change, wait_ready)

sys.path.insert(0, os.path.join(ROOT, "web"))
SHOTS = os.path.join(ROOT, "test-results")
BLUE_DOOR = "#2f6fd6"  # cards_svg.DOORS


def pass_with_two_cards(page):
    """Ruling 1: pass, discarding 1 to 3 cards and drawing as many: choose, pick a second, preview, confirm."""
    before = attr(page, "actions")
    first = select_hand_card(page)
    page.click("[data-cmd=discard]")
    settle(page)
    # a locator finds the card when it clicks: the hand is drawn again after each tap
    page.locator(f"[data-hand]:not([data-hand='{first}'])").first.click()
    page.wait_for_selector("[data-hand][aria-pressed=true] >> nth=1")
    assert page.inner_text(".pending").startswith(("Discard", "Défausser"))
    page.click("[data-cmd=confirm]")
    wait_actions_change(page, before)
    pass_the_device(page)


PASSED_TWO = {"en": "passed, discarding 2 cards", "fr": "en défaussant 2 cartes"}


def test_two_people_and_a_bot_start_saboteur2_and_pass_with_two_cards(game_page):
    """Ana passes with two cards in English, then Bea in French on the same page (switched at
    her turn): each pass's preview and its log line in the language shown, How to play with
    this game's doors and ladders in both."""
    page = game_page
    start_game(page, seats=[("Ana", "human"), ("Bea", "human"), ("Bot", "bot")], seed="11", ruleset="saboteur2")
    for lang in ("en", "fr"):
        if attr(page, "screen") == "privacy":  # the device goes round first
            page.click("[data-cmd=reveal]")
            settle(page)
        if lang == "fr":
            page.select_option("#lang", "fr")
            settle(page)
        my_turn(page)
        assert axe_violations(page) == []
        pass_with_two_cards(page)
    if attr(page, "screen") == "privacy":
        page.click("[data-cmd=reveal]")
        settle(page)
    for lang in ("fr", "en"):
        if lang == "en":
            page.select_option("#lang", "en")
            settle(page)
        assert PASSED_TWO[lang] in page.inner_text(".log")  # the other person's pass, told in this language
        # How to play shows this game's doors and ladders, drawn by the maze's own code
        page.click("[data-cmd=rules]")
        page.wait_for_selector("#app[data-screen=rules]")
        assert BLUE_DOOR in page.inner_html("#main") and page.query_selector("[data-section=cards] svg")
        assert axe_violations(page) == []
        page.click("[data-cmd=close_rules]")
        settle(page)


def near_round_end_save() -> str:
    """A save of a Saboteur 2 game (Ana and Bea at the screen, a bot) played by the engine
    until the draw pile is empty and three cards are left in the hands: a round by clicks
    alone takes a hundred turns (ruling 1: a pass draws what it discards)."""
    from game_session import write_save

    game = saboteur.new_game("saboteur2", 3, seed=11)
    rng = random.Random(11)
    while game.draw_pile or sum(map(len, game.hands)) > 3:
        actions = game.legal_actions()
        passes = [a for a in actions if a.kind == "pass_cards" and len(a.cards) == min(3, len(game.hands[game.to_move]))]
        game.apply(rng.choice(passes if game.draw_pile else actions))
    assert game.round == 1 and game.phase == "play"
    seats = [{"name": "Ana", "kind": "human", "level": None}, {"name": "Bea", "kind": "human", "level": None},
             {"name": "Bot", "kind": "bot", "level": 1}]
    return write_save(game, seats)


def test_a_saboteur2_round_ends_with_roles_winners_crystals_and_nuggets(game_page):
    """Book 002, 'Fin d'une manche' and 'Partage du trésor': when no one holds a card the
    round ends; the page shows the roles, the winners, the crystals and the nuggets, in English
    and, switched on the open page, in French (the round played once)."""
    page = game_page
    page.evaluate(CORRUPT_SAVE, near_round_end_save())  # any text as the saved game
    page.reload()
    wait_ready(page)
    page.click("[data-cmd=resume]")
    settle(page)
    screens = play_to_the_end(page, limit=200, until="round-end")
    assert screens[-1] == "round-end"
    os.makedirs(SHOTS, exist_ok=True)
    for lang in ("en", "fr"):
        if lang == "fr":
            page.select_option("#lang", "fr")
            settle(page)
        text = page.inner_text("#main")
        assert ("nugget" if lang == "en" else "pépite") in text
        assert ("crystals" if lang == "en" else "cristaux") in text.lower()
        assert all(name in text for name in ("Ana", "Bea", "Bot"))  # every seat's role shown
        assert axe_violations(page) == []
        page.screenshot(path=os.path.join(SHOTS, f"sab2-round-end-{lang}.png"), full_page=True)
