"""The anniversary choices played through the real page (issue 47 section 3, "The page"):
a championship game against bots with a goal swap and a reverse, a right-of-way recruit,
and a veto at one screen between two people where the pause never tells who holds one
(rules/anniversary.md ruling 3); axe-core on the new screens, 44 px targets, screenshots
at 1280x800 and 360x640 in English and French.

Each game starts from a position with the cards in hand: a save holding that game is put in
the worker's storage (as the corrupt-save test does) and resumed."""

import json
import os
import random
import sys

import pytest
from play_helpers import (  # noqa: F401 (fixtures)
    CORRUPT_SAVE, DONE, TIMEOUT, at_size_in, attr, axe_violations, game_page, horizontal_overflow, play_page, play_to_the_end,
    play_url, settle, start_game, wait_ready)
from test_modules import SAVED_GAME
from test_start_save import wait_saved

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "web"))
sys.path.insert(0, os.path.join(ROOT, "tests", "ui"))

import game_session  # noqa: E402
import saboteur  # noqa: E402
from ui_helpers import dealt, into_pile  # noqa: E402

SHOTS = os.environ.get("SABOTEUR_SHOTS")  # a folder to keep the screenshots in (they are looked at by hand)
ANA = 2  # the seat to move first in these deals (seed 1, five players)
BO = 3
MODULES = ("championship", "right-of-way")  # the whole games' modules


def seats(people):
    names = ["Cy", "Di", "Ana", "Bo", "Ed"]
    return [{"name": names[seat], "kind": "human" if seat in people else "bot", "level": None if seat in people else 1}
            for seat in range(5)]


def resume_into(page, game, people=(ANA,)):
    """Put `game` in the worker's storage as the saved game, reload and resume it (the
    storage exists once the page is ready, as test_replay.py finds: no game need be started
    first; one being played is saved before it is replaced)."""
    settle(page)
    if attr(page, "screen") != "start":
        wait_saved(page)
    page.evaluate(CORRUPT_SAVE, game_session.write_save(game, seats(people)))
    page.reload()
    wait_ready(page)
    page.click("[data-cmd=resume]")
    page.wait_for_selector("#app:not([data-screen=start])", timeout=TIMEOUT)
    settle(page)
    if page.locator("#speed").count():
        page.select_option("#speed", "instant")
        settle(page)


def shot(page, name):
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        page.screenshot(path=os.path.join(SHOTS, name + ".png"))


def click_card(page, card_id, view_hand):
    index = view_hand.index(card_id)
    page.click(f"[data-hand='{index}']")
    page.wait_for_selector(f"[data-hand='{index}'][aria-pressed='true']")
    settle(page)


def small_targets(page, selector):
    """Buttons under `selector` smaller than 44 px either way."""
    return page.evaluate(
        "s => [...document.querySelectorAll(s)].map(b => b.getBoundingClientRect())"
        ".filter(r => r.width < 44 || r.height < 44).map(r => [r.width, r.height])", selector)


def until_my_turn(page, seat):
    for _ in range(400):
        settle(page)
        if attr(page, "screen") == "board" and attr(page, "seat") == str(seat) and attr(page, "to-move") == str(seat):
            if page.locator("[data-cmd=dismiss_role]").count():  # the role banner, put away: it lies over the buttons
                page.click("[data-cmd=dismiss_role]")
                settle(page)
            return
        if attr(page, "screen") == "privacy":
            page.click("[data-cmd=reveal]")
        elif page.locator(DONE).count():
            page.click(DONE)
        page.wait_for_timeout(50)
    raise AssertionError("never the turn of seat %d" % seat)


@pytest.mark.parametrize("lang,size", [("en", (1280, 800)), ("fr", (360, 640))])
def test_a_goal_swap_and_a_reverse_against_bots(game_page, lang, size):
    """Goal swap (ruling 8): the card, two face-down goals, then swap or not in private;
    reverse (ruling 4): a card with no target, played. Both confirmed like any card."""
    page = game_page
    at_size_in(page, lang, size)
    game = dealt({ANA: ["goal-swap", "reverse"]}, change=into_pile("veto"))
    hand = game.view(ANA)["hand"]
    resume_into(page, game)
    until_my_turn(page, ANA)
    before = attr(page, "actions")
    click_card(page, "goal-swap", hand)
    assert page.locator("svg.maze g.target.goal").count() == 3
    page.click("svg.maze g.target[data-target='at:8,0']")
    settle(page)
    page.click("svg.maze g.target[data-target='at:8,2']")
    settle(page)
    assert page.locator(".controls [data-target='swap:1']").count() == 1
    page.click(".controls [data-target='swap:1']")
    settle(page)
    assert small_targets(page, ".controls .choice, .controls [data-cmd=recruit]") == []
    assert axe_violations(page) == []
    shot(page, f"goal-swap-{lang}-{size[0]}")
    page.click("[data-cmd=confirm]")
    page.wait_for_function("n => document.getElementById('app').dataset.actions !== n", arg=before, timeout=TIMEOUT)
    settle(page)
    assert attr(page, "actions") != before
    until_my_turn(page, ANA)
    # reverse, found by its name (the hand has changed since the deal)
    names = [button.get_attribute("aria-label") or "" for button in page.query_selector_all("[data-hand]")]
    index = next(i for i, name in enumerate(names) if "reverse" in name or "changement de sens" in name)
    # from the keyboard, as any card: its number, then Enter to choose "Play it", Enter again to confirm
    page.keyboard.press(str(index + 1))
    settle(page)
    assert page.evaluate("() => document.activeElement.dataset.target") == "play"
    page.keyboard.press("Enter")
    settle(page)
    assert page.get_attribute(".controls [data-target='play']", "aria-pressed") == "true"
    before = attr(page, "actions")
    page.keyboard.press("Enter")
    page.wait_for_function("n => document.getElementById('app').dataset.actions !== n", arg=before, timeout=TIMEOUT)
    settle(page)
    wait_saved(page)
    kinds = [action["kind"] for action in json.loads(page.evaluate(SAVED_GAME))["record"]["actions"]]
    assert "goal_swap" in kinds and "reverse" in kinds


def test_a_right_of_way_recruit_against_bots(game_page):
    """Ruling 13: discard a card, then a pawn on an empty cell a path opens onto."""
    page = game_page
    page.set_viewport_size({"width": 360, "height": 640})
    page.select_option("#lang", "fr")
    settle(page)
    game = dealt({ANA: ["tunnel-EW"]}, modules=("right-of-way",))
    hand = game.view(ANA)["hand"]
    resume_into(page, game)
    until_my_turn(page, ANA)
    click_card(page, "tunnel-EW", hand)
    page.click("[data-cmd=recruit]")
    settle(page)
    cells = page.locator("svg.maze g.target.cell")
    assert cells.count() > 0
    cells.first.click()
    settle(page)
    assert small_targets(page, ".controls .choice, .controls [data-cmd=recruit]") == []
    assert axe_violations(page) == []
    assert horizontal_overflow(page) <= 0
    shot(page, "recruit-fr-360")
    before = attr(page, "actions")
    page.click("[data-cmd=confirm]")
    page.wait_for_function("n => document.getElementById('app').dataset.actions !== n", arg=before, timeout=TIMEOUT)
    settle(page)


def pause_after_reverse(page, game):
    """Two people at the screen (Ana, Bo) and bots: Ana plays reverse; the public pause comes."""
    hand = game.view(ANA)["hand"]
    resume_into(page, game, people=(ANA, BO))
    until_my_turn(page, ANA)
    click_card(page, "reverse", hand)
    page.click(".controls [data-target='play']")
    settle(page)
    page.click("[data-cmd=confirm]")
    page.wait_for_selector("#app[data-screen=answers]", timeout=TIMEOUT)
    settle(page)
    return page.inner_html("#main")


@pytest.mark.parametrize("lang,size", [("en", (1280, 800)), ("fr", (360, 640))])
def test_a_hot_seat_veto_never_tells_who_holds_it(game_page, lang, size):
    page = game_page
    at_size_in(page, lang, size)
    # without a veto in any hand, the pause as the third person sees it
    bare = pause_after_reverse(page, dealt({ANA: ["reverse"]}, change=into_pile("veto")))
    page.click("[data-cmd=go_on]")
    settle(page)
    # Bo holds the veto: the very same pause
    paused = pause_after_reverse(page, dealt({ANA: ["reverse"], BO: ["veto"]}))
    assert paused == bare
    assert axe_violations(page) == []
    assert small_targets(page, "#main button") == []
    shot(page, f"veto-pause-{lang}-{size[0]}")
    page.click("[data-cmd=claim_veto]")
    page.wait_for_selector("#app[data-screen=claim]")
    settle(page)
    assert axe_violations(page) == []
    shot(page, f"veto-claim-{lang}-{size[0]}")
    page.click(f"[data-cmd=claim][data-arg='{BO}']")
    page.wait_for_selector("#app[data-screen=privacy]")
    page.click("[data-cmd=reveal]")
    settle(page)
    assert attr(page, "seat") == str(BO)
    assert page.locator(".controls [data-target='answer:veto']").count() == 1
    page.click(".controls [data-target='answer:veto']")
    settle(page)
    assert axe_violations(page) == []
    shot(page, f"veto-answer-{lang}-{size[0]}")
    before = attr(page, "actions")
    page.click("[data-cmd=confirm]")
    page.wait_for_function("n => document.getElementById('app').dataset.actions !== n", arg=before, timeout=TIMEOUT)
    settle(page)
    assert "veto" in page.inner_text(".log").lower()


def test_a_whole_championship_and_right_of_way_game_by_clicks(game_page):
    """Issue 47, "Done when": a whole game with the modules against bots, one person alone at
    the screen, every choice made through the page (first target of each step), never stalling."""
    page = game_page
    for name in MODULES:
        page.check(f"#module-{name}")
        settle(page)
    start_game(page, seats=[("Ana", "human"), ("Bo", "bot"), ("Bot 2", "bot"), ("Bot 3", "bot"), ("Bot 4", "bot")],
               seed="11", speed="instant")
    screens = play_to_the_end(page, limit=3000)
    assert "game-over" in screens


def test_two_at_the_screen_play_a_championship_and_right_of_way_game_to_its_end_by_clicks(game_page):
    """Issue 47, "Done when", two people at the screen against bots: the pause after every card
    (Go on), the privacy screen between them, every choice made through the page, through the
    end of the game's last round to the game's end, never stalling. The engine plays the first
    two rounds and the last one until its draw pile is empty and a person is to move (a save
    resumed, as test_replay.py does): a whole game by clicks is the test above."""
    page = game_page
    game = saboteur.new_game("base", 5, 11, modules=list(MODULES))
    rng = random.Random(11)
    while not (game.round == game.rules.rounds and not game.draw_pile and game.phase == "play"
               and game.to_move in (ANA, BO)):
        game.apply(rng.choice(game.legal_actions()))
    resume_into(page, game, people=(ANA, BO))
    screens = play_to_the_end(page, limit=3000)
    assert "answers" in screens and "game-over" in screens
