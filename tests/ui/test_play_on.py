"""Play on from a lesson's end (docs/lessons.md section 4, issue 13 part 4): the game page,
opened as index.html?lesson=<id>, starts a full game from the lesson's last position with the
learner's seat a person and the others bots. The worker reads the position itself, so the
bots' hands never reach the page: driven here through the session's real handlers."""

import asyncio
import json

import game_session as gs
import lesson_fixture as fixture
import saboteur
from ui.app import App

BASE = "http://127.0.0.1:1/site/lessons/"


def files():
    lesson, position = fixture.baked()
    return {f"{BASE}{fixture.LESSON_ID}.json": json.dumps(lesson),
            f"{BASE}{fixture.LESSON_ID}.position.json": json.dumps(position)}, position


def make_app(store=None, lang="en"):
    site, _ = files()
    read = []

    def fetch_text(url):
        read.append(url)
        if url not in site:
            raise OSError(f"404 {url}")
        return site[url]

    session = gs.Session(store, fetch_text)
    table = gs.handlers(session)
    replies = []

    async def send(message):
        message = json.loads(json.dumps(message))  # as through the JSON bridge
        reply = json.loads(json.dumps(table[message["type"]](message)))
        replies.append(reply)
        return reply

    async def sleep(seconds):
        return None

    app = App(send, sleep, lang)
    app.session, app.replies, app.read = session, replies, read
    app.lesson, app.lessons_url = fixture.LESSON_ID, BASE  # what page.py takes from ?lesson=
    return app


def run(coro):
    return asyncio.new_event_loop().run_until_complete(coro)


def test_play_on_starts_from_the_lessons_last_position_with_bots():
    app = make_app(lang="fr")
    run(app.boot())
    assert run(app.command("start"))
    _, position = files()
    assert app.session.game.position() == saboteur.from_position(position).position()
    assert app.screen == "board" and app.view["seat"] == fixture.baked()[0]["learner"] == 0
    assert [(seat["name"], seat["kind"]) for seat in app.game["seats"]] == [
        ("Vous", "human"), ("Ada", "bot"), ("Bo", "bot"), ("Cy", "bot")]
    assert 'data-at="1,0"' in app.render()  # the lesson's crossroads is on the maze
    # the page got views of the learner's seat only: no other hand, no position
    for reply in app.replies:
        assert "position" not in reply and (reply.get("view") or {}).get("seat") in (None, 0)
        assert "hands" not in json.dumps(reply)
    assert app.read == [f"{BASE}{fixture.LESSON_ID}.json", f"{BASE}{fixture.LESSON_ID}.position.json"]
    # the game goes on as any other: bots play, and a reload resumes it (the record starts from the position)
    assert app.game["to_move"] == 0 and app.game["actions"] == 0  # the learner's turn, as the lesson left it
    run(app.act(app.view["legal_actions"][0]))
    run(app.run_bots())
    assert app.game["to_move"] == 0 and app.game["actions"] == 4
    resumed = gs.Session(app.session.store)
    assert gs.handlers(resumed)["resume"]({"viewer": 0})["resumed"]
    assert resumed.game.position() == app.session.game.position()
    assert app.lesson is None  # a new game later is the setup's, not the lesson's again


def test_play_on_over_an_unfinished_save_asks_first():
    # docs/ui.md "Saves and the start screen": nothing starts over a save unasked.
    store = gs.MemoryStore()
    first = make_app(store)
    first.lesson = None
    run(first.boot())
    run(first.command("start"))  # an ordinary game, saved
    app = make_app(store)
    run(app.boot())
    run(app.command("start"))
    assert app.confirming and app.screen == "start" and app.lesson == fixture.LESSON_ID
    run(app.command("start_over"))
    assert app.screen == "board" and app.game["seats"][1]["name"] == "Ada"
    # and "keep the saved game" drops the lesson's
    again = make_app(store)
    run(again.boot())
    run(again.command("start"))
    run(again.command("keep_save"))
    assert again.lesson is None and not again.confirming and again.has_save


def test_an_unknown_lesson_is_reported_and_forgotten():
    app = make_app()
    app.lesson = "no-such-lesson"
    run(app.boot())
    run(app.command("start"))
    assert app.screen == "start" and "no-such-lesson could not be read" in app.message
    assert app.lesson is None
    table = gs.handlers(gs.Session(None, lambda url: "{}"))
    assert not table["lesson_game"]({"lesson": "../secret", "base": BASE})["ok"]
