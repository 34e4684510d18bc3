"""The anniversary modules on the real page (issue 47, section 3): picked on the start screen,
played to a round's end, named on screen and in the save, kept by Resume and by the
remembered setup; the picker clean for axe-core, with 44 px targets, at desktop and phone
sizes in both languages."""

import json
import random

import pytest
from play_helpers import (  # noqa: F401 (fixtures)
    CORRUPT_SAVE, TIMEOUT, at_size_in, attr, axe_violations, game_page, horizontal_overflow, play_page, play_to_the_end, play_url, settle, start_game,
    start_screen_at, wait_ready)
from test_start_save import MICROPYTHON, Hold, first_paint, wait_saved

import saboteur
from saboteur.games.anniversary import combinations
from ui.text import t

MODULE = "sabotaged-dwarf"
BOX = f"#module-{MODULE}"

SAVED_GAME = """async () => {
  const db = await new Promise((ok, fail) => {
    const r = indexedDB.open('/saboteur-saves'); r.onsuccess = () => ok(r.result); r.onerror = () => fail(r.error);
  });
  const file = await new Promise((ok, fail) => {
    const r = db.transaction('FILE_DATA').objectStore('FILE_DATA').get('/saboteur-saves/game.json');
    r.onsuccess = () => ok(r.result); r.onerror = () => fail(r.error);
  });
  db.close();
  return new TextDecoder().decode(file.contents);
}"""


def nearly_over_save() -> str:
    """A save of a base game with the module (Ana at the screen, two bots; seed 5) played by
    random legal moves into its last round until the draw pile is empty and six cards are left
    in hands."""
    from game_session import write_save

    game = saboteur.new_game("base", 3, seed=5, modules=[MODULE])
    rng = random.Random(5)
    while not (game.round == game.rules.rounds and game.phase == "play" and not game.draw_pile
               and sum(map(len, game.hands)) <= 6):
        game.apply(rng.choice(game.legal_actions()))
    seats = [{"name": "Ana", "kind": "human", "level": None}, {"name": "Bot 1", "kind": "bot", "level": 1},
             {"name": "Bot 2", "kind": "bot", "level": 1}]
    return write_save(game, seats)


def tick(page, selector=BOX):
    page.check(selector)
    settle(page)


def test_a_game_with_the_sabotaged_dwarf_plays_through_the_page(game_page, record):
    # Issue 47 section 3, item 4: pick the module on the start screen, play to a round's end,
    # and the module is in play: named on screen, in the save, after Resume and in How to play;
    # then the rest of the game.
    page = game_page
    assert page.is_visible(BOX) and not page.is_checked(BOX)
    assert t("en", "module_line_" + MODULE) in page.inner_text(".modules")
    tick(page)
    start_game(page, seats=[("Ana", "human"), ("Bot 1", "bot"), ("Bot 2", "bot")], seed="5")
    in_play = t("en", "modules_in_play", names=t("en", "module_" + MODULE))
    assert in_play in page.inner_text(".status")
    wait_saved(page)
    save = json.loads(page.evaluate(SAVED_GAME))
    assert save["record"]["modules"] == [MODULE]

    play_to_the_end(page, until="round-end")
    assert attr(page, "screen") == "round-end"
    assert in_play in page.inner_text(".modules-in-play")
    wait_saved(page)
    assert json.loads(page.evaluate(SAVED_GAME))["record"]["modules"] == [MODULE]

    page.click("[data-cmd=rules]")
    page.wait_for_selector("#app[data-screen=rules]")
    # in play first, then the book's table order: MicroPython's dicts keep no order, the baked MODULE_ORDER does
    shown = [part.get_attribute("data-module") for part in page.query_selector_all(".rules-module")]
    assert shown == [MODULE] + [name for name in combinations.GAMES if name != MODULE and "base" in combinations.GAMES[name]]
    first = page.locator(".rules-module").first
    assert t("en", "module_in_this_game") in first.inner_text()
    assert axe_violations(page) == []  # the rules page's new parts too
    page.click("[data-cmd=close_rules]")
    settle(page)

    # a reload: the setup is remembered with its module, and Resume brings the game back with it
    page.reload()
    wait_ready(page)
    assert page.is_checked(BOX)
    page.click("[data-cmd=resume]")
    page.wait_for_selector("#app:not([data-screen=start])", timeout=TIMEOUT)
    settle(page)
    shown = page.inner_text(".status") if attr(page, "screen") == "board" else page.inner_text("#main")
    assert in_play in shown
    # and on to a game's end, which names the module too: the engine plays a game with the
    # module into its last turns (a save resumed, as test_replay.py does), the page the rest by
    # clicks (a whole base game by clicks is test_play_game.py's)
    page.evaluate(CORRUPT_SAVE, nearly_over_save())  # any text as the saved game
    page.reload()
    wait_ready(page)
    page.click("[data-cmd=resume]")
    page.wait_for_selector("#app:not([data-screen=start])", timeout=TIMEOUT)
    settle(page)
    play_to_the_end(page)
    assert in_play in page.inner_text(".game-over .modules-in-play")
    assert json.loads(page.evaluate(SAVED_GAME))["record"]["modules"] == [MODULE]
    assert record.errors == []


def test_a_module_ticked_before_the_ui_is_up_is_kept_across_a_language_switch(page, context, site_url, record):
    # The start screen takes input at first paint (issue 11): a box ticked then, and the
    # language switched by boot.js, still starts the game with the module.
    ui = Hold(context, MICROPYTHON)
    first_paint(page, site_url)
    page.check(BOX)
    page.select_option("#lang", "fr")
    page.wait_for_selector("html[lang=fr]", state="attached")
    assert page.is_checked(BOX)
    assert t("fr", "module_" + MODULE) in page.inner_text(".modules")
    ui.release()
    wait_ready(page)
    assert page.is_checked(BOX)
    page.select_option("#opt-speed", "instant")
    page.click("[data-cmd=start]")
    page.wait_for_selector("#app:not([data-screen=start])", timeout=TIMEOUT)
    settle(page)
    assert t("fr", "modules_in_play", names=t("fr", "module_" + MODULE)) in page.inner_text(".status")
    assert record.errors == []


def test_a_base_only_module_hides_with_saboteur_2(game_page):
    # "offers the modules that fit the chosen game": the sabotaged dwarf is a base-only variant.
    page = game_page
    page.select_option("#opt-ruleset", "saboteur2")
    settle(page)
    assert page.is_hidden(BOX)
    page.select_option("#opt-ruleset", "base")
    settle(page)
    assert page.is_visible(BOX)


@pytest.mark.parametrize("size", [(1280, 800), (360, 640)])
def test_the_module_picker_is_accessible_at_desktop_and_phone_sizes(browser, site_url, size):
    # axe-core finds nothing on the start screen; the boxes' labels are 44 px touch targets;
    # nothing overflows sideways (issue 47 section 3, item 4; common.md accessibility); in both
    # languages, one page a size.
    with start_screen_at(browser, site_url, "en", size) as page:
        tick(page)
        for lang in ("en", "fr"):
            at_size_in(page, lang, size)
            assert page.is_checked(BOX)
            assert axe_violations(page) == []
            for label in page.query_selector_all(".module label"):
                box = label.bounding_box()
                assert box["height"] >= 44 and box["width"] >= 44, (lang, box)
            assert horizontal_overflow(page) <= 0
