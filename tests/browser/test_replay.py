"""Issue 45, "What to build" 6, in the real page: a short game finished (a seed, bots at
instant speed), watched again from the game-over screen (step, back, a round jumped to, by
clicks and keys), its record saved to a file and that file watched from the start screen;
a wrong file is named. axe-core finds nothing on the new screens; controls are 44 px."""

import os
from pathlib import Path

from play_helpers import APP, attr, axe_violations, horizontal_overflow, play_to_the_end, settle, start_game, wait_ready

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


def test_a_finished_game_is_watched_again_and_its_file_too(page, site_url, record, tmp_path):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(site_url)
    wait_ready(page)
    start_game(page, seats=[("Ana", "human"), ("Bo", "bot"), ("Cy", "bot")], seed="21", speed="instant")
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
