"""Issue 45, "What to build" 6, in the real page: a game of three rounds finished (seed 21,
bots at instant speed), watched again from the game-over screen (step, back, a round jumped
to, by clicks and keys), its record saved to a file and that file watched from the start
screen; a wrong file is named. axe-core finds nothing on the new screens; controls are 44 px.

The engine plays the game to its last turns (a save resumed in the page, as test_saboteur2.py
does): three rounds by clicks took most of this test's time and are not what it checks."""

import os
import random
import sys
from pathlib import Path

import saboteur
from play_helpers import (APP, CORRUPT_SAVE, ROOT, attr, axe_violations, horizontal_overflow, play_to_the_end, settle,
                          wait_ready)

sys.path.insert(0, os.path.join(ROOT, "web"))

SHOTS = os.environ.get("SABOTEUR_SHOTS")  # a folder to keep screenshots in, to look at


def shot(page, name):
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, name + ".png"))
        page.screenshot(path=os.path.join(SHOTS, name + "-full.png"), full_page=True)


def step(page):
    return int(page.get_attribute("section.replay", "data-step"))


def small_controls(page):
    return page.evaluate(
        "() => [...document.querySelectorAll('.replay button, .file-btn')].map(b => b.getBoundingClientRect())"
        ".filter(r => r.width > 0 && (r.width < 44 || r.height < 44)).length")


def nearly_over_save() -> str:
    """A save of a base game (Ana at the screen, bots Bo and Cy; seed 21) played by random legal
    moves into its third round until the draw pile is empty and six cards are left in hands."""
    from game_session import write_save

    game = saboteur.new_game("base", 3, seed=21, options={"gold_draw": "per_gold_digger"})
    rng = random.Random(21)
    while not (game.round == 3 and game.phase == "play" and not game.draw_pile and sum(map(len, game.hands)) <= 6):
        game.apply(rng.choice(game.legal_actions()))
    seats = [{"name": "Ana", "kind": "human", "level": None}, {"name": "Bo", "kind": "bot", "level": 1},
             {"name": "Cy", "kind": "bot", "level": 1}]
    return write_save(game, seats)


def test_a_finished_game_is_watched_again_and_its_file_too(page, site_url, record, tmp_path):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(site_url)
    wait_ready(page)
    page.evaluate(CORRUPT_SAVE, nearly_over_save())  # any text as the saved game
    page.reload()
    wait_ready(page)
    page.click("[data-cmd=resume]")
    page.wait_for_selector(f"{APP}:not([data-screen=start])")
    settle(page)
    if page.locator("#speed").count():
        page.select_option("#speed", "instant")
        settle(page)
    play_to_the_end(page)
    settle(page)
    assert axe_violations(page) == []  # the game-over screen, with its two new buttons
    shot(page, "game-over-desktop")
    with page.expect_download() as download:
        page.click("[data-cmd=save_record]")
    saved = tmp_path / "game.json"
    saved.write_text(Path(download.value.path()).read_text())
    assert download.value.suggested_filename == "saboteur-game-21.json"

    page.click("[data-cmd=watch_again]")
    page.wait_for_selector(f"{APP}[data-screen=replay]")
    settle(page)
    assert step(page) == 0 and page.locator(".replay-hand").count() == 3
    assert page.locator(".replay-hand").first.locator("svg").count() == 6
    page.click("[data-cmd=replay_forward]")
    page.wait_for_selector("section.replay[data-step='1']")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("section.replay[data-step='2']")
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector("section.replay[data-step='1']")
    page.click("#replay-round-2")
    page.wait_for_selector("#replay-round-2[aria-pressed='true']")
    settle(page)
    assert "Round 2" in page.inner_text(".replay-where")
    assert page.evaluate("document.activeElement.id") == "replay-round-2"
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    page.wait_for_function("() => document.querySelector('section.replay').dataset.step > 0")
    settle(page)
    assert small_controls(page) == 0
    assert horizontal_overflow(page) <= 0
    assert axe_violations(page) == []
    shot(page, "replay-desktop")
    page.keyboard.press("End")
    page.wait_for_selector("[data-cmd=replay_forward][disabled]")
    assert "The game is over." in page.inner_text(".replay-lines")
    page.keyboard.press("Escape")
    page.wait_for_selector(f"{APP}[data-screen=game-over]")

    page.click("[data-cmd=new_game]")
    page.wait_for_selector(f"{APP}[data-screen=start]")
    settle(page)
    page.set_viewport_size({"width": 360, "height": 640})
    wrong = tmp_path / "wrong.json"
    wrong.write_text('{"format": "something else"}')
    page.set_input_files("input[data-field=record_file]", str(wrong))
    page.wait_for_selector("#record-error")
    assert page.inner_text("#record-error") == "This file cannot be watched: it is not a Saboteur game file."
    assert axe_violations(page) == []
    page.set_input_files("input[data-field=record_file]", str(saved))
    page.wait_for_selector(f"{APP}[data-screen=replay]")
    settle(page)
    assert page.inner_text(".replay-seat .pname >> nth=0") == "Ana"
    page.click("[data-cmd=replay_forward]")
    page.wait_for_selector("section.replay[data-step='1']")
    settle(page)
    assert small_controls(page) == 0
    assert horizontal_overflow(page) <= 0
    assert axe_violations(page) == []
    shot(page, "replay-phone")
    page.click("[data-cmd=replay_exit]")
    page.wait_for_selector(f"{APP}[data-screen=start]")
    assert record.errors == []
