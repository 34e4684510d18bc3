"""Issue 45, "What to build" 6: the replay screen (web/ui/replay.py) driven through App with
the worker's real handlers: Watch again from the game-over screen, step, back, jump to a
round, exit; a record file loaded from the start screen; a wrong file named."""

import json

from finished_games import finished_app, root
from test_app import check_html, make_app, run
from ui import replay, text


def step_of(app):
    return int(root(app).find(".//section[@class='replay']").get("data-step"))


def test_watch_again_steps_back_and_forth_and_jumps_to_a_round():
    app = finished_app()
    over = root(app)
    assert over.find(".//button[@data-cmd='watch_again']") is not None
    assert over.find(".//button[@data-cmd='save_record']") is not None
    assert run(app.command("watch_again"))
    assert app.screen == "replay" and step_of(app) == 0
    page = root(app)
    hands = page.findall(".//span[@class='replay-hand']")
    assert len(hands) == 3 and all(len(hand.findall("{http://www.w3.org/2000/svg}svg")) == 6 for hand in hands)
    assert "The cards of round 1 are dealt." in check_html(app)
    roles = [el.text for el in page.iter("span") if el.get("class") == "prole"]
    assert roles == [text.role_word("en", role) for role in app.session.replay.games[0].roles]
    assert [el.text for el in page.iter("span") if el.get("class") == "pgold"] == ["gold: 0"] * 3
    assert page.find(".//button[@data-cmd='replay_back']").get("disabled") == "disabled"
    assert run(app.command("replay_forward")) and step_of(app) == 1
    first_move = app.replay["frame"]["lines"][0]
    assert first_move["type"] == app.session.game.actions[0].kind or first_move["type"] == "pass"
    assert run(app.key("ArrowRight")) and step_of(app) == 2
    assert run(app.key("ArrowLeft")) and step_of(app) == 1
    rounds = app.replay["outline"]["rounds"]
    assert run(app.command("replay_round", 2)) and step_of(app) == rounds[1]["step"]
    pressed = root(app).find(".//button[@aria-pressed='true']")
    assert pressed.get("data-arg") == "2" and pressed.get("id") == "replay-round-2"
    assert run(app.key("End"))
    last = root(app)
    assert last.find(".//button[@data-cmd='replay_forward']").get("disabled") == "disabled"
    assert "end of round 3" in check_html(app)
    golds = [el.text for el in last.iter("span") if el.get("class") == "pgold"]
    assert golds == ["gold: " + str(total) for total in app.session.game.gold_totals()]
    assert run(app.key("Home")) and step_of(app) == 0
    assert not run(app.command("replay_back"))  # nothing before the deal
    assert run(app.key("Escape")) and app.screen == "game-over" and app.replay is None


def test_the_replay_buttons_are_big_enough_and_named_in_french():
    app = finished_app("fr", "saboteur2")
    run(app.command("watch_again"))
    html = check_html(app)
    assert "Étape 0 sur" in html and "Manche 1" in html and "Reculer" in html and "Quitter la partie rejouée" in html
    page = root(app)
    toolbar = page.find(".//div[@role='toolbar']")
    assert toolbar.get("aria-label") == "Commandes de la partie rejouée"
    assert all(button.get("id") for button in toolbar.iter("button"))


def test_a_record_file_is_watched_from_the_start_screen_and_a_wrong_one_named():
    played = finished_app(ruleset="saboteur2")
    text = played.session.record_text({})["text"]
    app = make_app()
    run(app.boot())
    assert app.screen == "start"
    picker = root(app).find(".//input[@type='file']")
    assert picker.get("data-field") == "record_file"
    assert run(replay.open_replay(app, "this is not a game"))
    assert app.screen == "start"
    html = check_html(app)
    assert "This file cannot be watched: it is damaged, or not a game file." in html
    assert root(app).find(".//input[@type='file']").get("aria-describedby") == "record-error"
    record = json.loads(text)
    record["record"]["actions"] = record["record"]["actions"][:10]
    run(replay.open_replay(app, json.dumps(record)))
    assert "its game is not finished, and only a finished game can be watched" in check_html(app)
    assert run(replay.open_replay(app, text)) and app.screen == "replay"
    assert "record-error" not in check_html(app)
    assert replay.names(app.replay) == ["Ana", "Bo", "Cy"]
    assert run(app.command("replay_exit")) and app.screen == "start"


def test_replay_keys_do_nothing_off_the_replay_screen():
    app = finished_app()
    assert not run(app.key("ArrowRight")) and app.screen == "game-over"
    assert not run(app.command("replay_forward"))
