"""Start at once, keep every game (issue 11, section 2): the pure parts, under CPython."""

import json
import os
import sys
import xml.etree.ElementTree as ET

import game_session as gs
from test_app import make_app, run

from ui import text

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

HUMAN_AND_BOTS = [{"name": "Ana", "kind": "human", "level": 1}] + [
    {"name": f"B{n}", "kind": "bot", "level": 1} for n in range(1, 4)]


def started(store, seed="9", speed="fast"):
    app = make_app(store)
    run(app.boot())
    app.config["seats"] = [dict(seat) for seat in HUMAN_AND_BOTS]
    app.config["seed"] = seed
    app.config["speed"] = speed
    run(app.command("start"))
    run(app.run_bots())
    return app


def test_the_first_screens_offer_resume_first_only_with_a_save_and_keep_no_seed():
    # "on a visit with a save the very first screen offers Resume first (as the primary button)"
    app = make_app()
    app.config["seed"] = "1234"
    screens = app.first_screens()
    for html in screens.values():
        ET.fromstring("<div>" + html + "</div>")
        assert "1234" not in html  # choices only: the seed of one deal is not kept
    assert 'data-cmd="resume"' not in screens["fresh"]
    assert 'class="btn primary" data-cmd="start"' in screens["fresh"]
    save = screens["save"]
    first_button = save[save.index("<main"):].split("<button", 2)[1]
    assert 'data-cmd="resume"' in first_button and "primary" in first_button
    assert 'class="btn" data-cmd="start"' in save
    assert app.config["seed"] == "1234" and app.screen == "loading"  # the app's own state is untouched


def test_the_save_note_holds_public_facts_only_and_brings_back_resume_and_the_speed():
    # "a small non-secret marker ... (round, seat names, action count; never hands, roles or the seed)";
    # "The bot speed chosen for a game survives a reload".
    store = gs.MemoryStore()
    app = started(store)
    app.field("speed", "slow")
    note = app.save_marker()
    assert set(json.loads(note)) == {"round", "actions", "names", "speed"}
    assert json.loads(note)["names"] == ["Ana", "B1", "B2", "B3"] and json.loads(note)["speed"] == "slow"
    again = make_app(store)
    assert again.take_marker(note) and again.has_save
    again.screen = "start"
    html = again.render()
    assert html.index('data-cmd="resume"') < html.index('data-cmd="start"')
    run(again.command("resume"))
    assert again.screen == "board" and again.speed == "slow"
    assert not make_app().take_marker("{not json")


def test_a_finished_or_missing_save_drops_the_note():
    app = make_app(gs.MemoryStore())
    assert app.save_marker() is None  # nothing known yet: the note is left as it is
    run(app.boot())
    assert app.save_marker() == ""


def test_a_new_game_over_a_save_asks_and_keeping_it_changes_nothing():
    # "Starting a new game over a save asks first ... no code path can start a new game without it."
    store = gs.MemoryStore()
    saved = started(store).session.store.load()
    app = make_app(store)  # a reload
    app.screen = "start"
    run(app.command("start"))  # before the page has asked the worker: it asks now
    assert app.confirming and store.load() == saved
    html = app.render()
    assert text.t("en", "confirm_new", round=1) in html and 'data-cmd="start"' not in html
    run(app.command("keep_save"))
    assert not app.confirming and store.load() == saved and 'data-cmd="start"' in app.render()
    run(app.command("start"))
    run(app.command("start_over"))
    assert app.screen == "board" and store.load() != saved


def test_a_corrupt_save_is_worded_in_the_page_language_and_offered_for_download():
    # Section 4: "the corrupt save reason is in English"; section 2: "reported once ... set aside".
    store = gs.MemoryStore()
    store.save('{"format": "saboteur-web-save", "version": 9}')
    app = make_app(store, "fr")
    run(app.boot())
    reason = text.t("fr", "save_reason_version", detail="9")
    assert app.message == text.t("fr", "save_bad", reason=reason) and "version 9" in app.message
    assert 'data-cmd="export_save"' in app.render() and not app.has_save
    again = make_app(store, "fr")
    run(again.boot())
    assert again.message is None and 'data-cmd="export_save"' in again.render()


def test_every_new_text_key_exists_in_english_and_french():
    for key in ("confirm_new", "confirm_new_yes", "confirm_new_no", "starting", "resuming", "save_download",
                "save_missing", "engine_loading", "engine_failed", "engine_failed_detail", "no_browser",
                "no_script", "and_word", "save_reason_not_json", "save_reason_not_save", "save_reason_version",
                "save_reason_no_replay", "save_reason_seats"):
        assert key in text.STRINGS["en"] and key in text.STRINGS["fr"], key
        assert text.STRINGS["en"][key] != text.STRINGS["fr"][key], key


def test_the_build_puts_both_languages_first_screens_and_boot_words_in_the_page():
    sys.path.insert(0, ROOT)
    import build

    parts = build.first_paint()
    for lang in text.LANGUAGES:
        for kind in ("fresh", "save"):
            assert f'<template id="sab-start-{lang}-{kind}">' in parts["{{FIRST_SCREENS}}"]
    words = json.loads(parts["{{TEXT}}"].replace("<\\/", "</"))
    assert words["fr"]["engine_loading"] == text.t("fr", "engine_loading")
    assert "</" not in parts["{{TEXT}}"]
