"""The page's controller driven under CPython with the worker's real handlers."""

import asyncio
import json
import random
import xml.etree.ElementTree as ET

import game_session as gs
from ui import interaction as ix
from ui.app import App


def make_app(store=None, lang="en"):
    session = gs.Session(store)
    table = gs.handlers(session)
    sent = []

    async def send(message):
        message = json.loads(json.dumps(message))  # as through the JSON bridge
        sent.append(message)
        return json.loads(json.dumps(table[message["type"]](message)))

    async def sleep(seconds):
        return None

    app = App(send, sleep, lang)
    app.sent = sent
    app.session = session
    return app


def run(coro):
    return asyncio.new_event_loop().run_until_complete(coro)


def check_html(app):
    html = app.render()
    ET.fromstring("<div>" + html + "</div>")
    return html


async def play_by_taps(app, rng, limit=3000):
    """Play the person's turns by taps on the hand and the maze/players until the game is over."""
    for _ in range(limit):
        check_html(app)
        if app.screen == "game-over":
            return True
        if app.screen == "privacy":
            await app.command("reveal")
            continue
        if app.screen == "round-end":
            if ix.gold_phase(app.view) and app.view.get("seat") == app.game["to_move"]:
                values = [a["value"] for a in app.view["legal_actions"]]
                await app.tap_target("gold:" + str(rng.choice(values)))
            elif app.bots_to_move():
                await app.run_bots()
            else:
                await app.command("next_round" if app.view["phase"] != "over" else "show_final")
            continue
        assert app.screen == "board"
        if app.bots_to_move():
            await app.run_bots()
            continue
        view = app.view
        assert view["legal_actions"], "a person to move must see their legal actions"
        index = rng.randrange(len(view["hand"]))
        app.tap_hand(index)
        if rng.random() < 0.3:
            await app.key("r")
        targets = ix.targets(app.state, view)
        target = rng.choice(targets)
        if target["kind"] == "discard":
            await app.command("discard")
        else:
            await app.tap_target(target["id"])
        before = len(app.sent)
        assert await app.command("confirm")
        assert app.sent[before]["type"] == "act"
    return False


def test_one_person_and_bots_play_a_whole_game_by_taps():
    app = make_app()
    run(app.boot())
    assert app.screen == "start"
    app.config["seats"] = [{"name": "Ana", "kind": "human", "level": 1}] + [
        {"name": "Bot " + str(i), "kind": "bot", "level": 1} for i in range(1, 4)]
    app.config["seed"] = "7"
    app.speed = "instant"
    run(app.command("start"))
    assert app.screen in ("board", "round-end")
    assert run(play_by_taps(app, random.Random(1)))
    html = check_html(app)
    assert "Game over" in html
    # the page never got another seat's view
    for message in app.sent:
        if message.get("viewer") is not None:
            assert message["viewer"] == 0


def test_two_people_get_the_privacy_screen_and_never_see_each_others_hand():
    app = make_app()
    run(app.boot())
    app.config["seats"] = [{"name": "Ana", "kind": "human"}, {"name": "Bo", "kind": "human"},
                           {"name": "Bot", "kind": "bot", "level": 1}]
    app.config["seed"] = "3"
    run(app.command("start"))
    rng = random.Random(2)
    privacy = 0
    last_viewer = None
    for _ in range(200):
        if app.screen == "privacy":
            privacy += 1
            html = check_html(app)
            assert "hand-cards" not in html and "Pass the device to" in html
            run(app.command("reveal"))
            continue
        if app.screen != "board":
            break
        if app.bots_to_move():
            run(app.run_bots())
            assert app.screen == "privacy" or app.view.get("seat") in (None, app.game["to_move"])
            continue
        seat = app.view["seat"]
        assert seat == app.game["to_move"]
        if last_viewer is not None and last_viewer != seat:
            assert privacy > 0
        last_viewer = seat
        action = rng.choice(app.view["legal_actions"])
        run(app.act(action))
        run(app.settle())
        if app.result_held():  # the map's result waits for its reader (issue 11, point 4)
            run(app.command("close_result"))
        if app.screen == "board" and app.view.get("seat") is not None:
            assert app.view["seat"] == app.game["to_move"]
    assert privacy >= 2


def test_illegal_taps_change_nothing_and_reload_resumes():
    store = gs.MemoryStore()
    app = make_app(store)
    run(app.boot())
    app.config["seats"] = [{"name": "Ana", "kind": "human"}] + [{"name": "B", "kind": "bot", "level": 1}] * 3
    app.config["seed"] = "11"
    run(app.command("start"))
    run(app.run_bots())
    assert app.screen == "board"
    before = (json.dumps(app.view), dict(app.state), len(app.sent))
    assert not run(app.tap_target("at:40,40"))
    assert not app.tap_hand(99)
    assert (json.dumps(app.view), dict(app.state), len(app.sent)) == before
    app.tap_hand(0)
    state = dict(app.state)
    assert not run(app.tap_target("at:40,40"))
    assert app.state == state
    # a reload: a new page and a new worker on the same storage
    again = make_app(store)
    run(again.boot())
    assert again.screen == "start" and again.has_save  # Resume is offered first (issue 11)
    run(again.command("resume"))
    assert again.screen == "board"
    assert again.view == app.view and again.session.game.position() == app.session.game.position()


def test_corrupt_save_gives_a_message_and_the_start_screen():
    store = gs.MemoryStore()
    store.save("{broken")
    app = make_app(store, "fr")
    run(app.boot())
    # Issue 11, section 4: "the corrupt save reason is in English": it is worded in the page's language.
    assert app.screen == "start" and app.message == (
        "La partie enregistrée est illisible (le fichier est abîmé). "
        "Elle est mise de côté : vous pouvez la télécharger.")
    assert 'data-cmd="export_save"' in check_html(app)


def test_camera_and_language():
    app = make_app()
    run(app.boot())
    app.config["seed"] = "5"
    run(app.command("start"))
    box = app.viewbox()
    run(app.command("zoom_in"))
    assert app.camera[2] < box[2]
    run(app.command("pan_right"))
    app.drag(10, 0, 300, 200)
    run(app.command("fit"))
    assert app.camera is None
    assert app.field("lang", "fr")
    assert "Manche" in check_html(app)


def test_zoom_at_keeps_the_point_under_the_pointer():
    app = make_app()
    run(app.boot())
    app.config["seed"] = "5"
    run(app.command("start"))
    app.camera = [0.0, 0.0, 600.0, 300.0]
    # a 600x600 pixel maze: scale 1 unit/px, content centred vertically (y from -150 to 450)
    app.zoom_at(2.0, 150, 300, 600, 600)
    x, y, w, h = app.camera
    scale = max(w / 600, h / 600)
    ux = x + w / 2 + (150 - 300) * scale
    uy = y + h / 2 + (300 - 300) * scale
    assert abs(ux - 150) < 1e-6 and abs(uy - 150) < 1e-6 and w == 300


def test_new_game_keeps_the_running_game_resumable():
    store = gs.MemoryStore()
    app = make_app(store)
    run(app.boot())
    app.config["seed"] = "31"
    run(app.command("start"))
    run(app.run_bots())
    actions = app.game["actions"]
    run(app.command("new_game"))
    assert app.screen == "start" and app.has_save and "Resume" in check_html(app)
    assert app.config["seed"] == ""  # a fresh deal is offered
    run(app.command("resume"))
    assert app.screen == "board" and app.game["actions"] == actions


def test_reload_with_two_people_shows_the_privacy_screen_first():
    store = gs.MemoryStore()
    app = make_app(store)
    run(app.boot())
    app.config["seats"] = [{"name": "Ana", "kind": "human"}, {"name": "Bo", "kind": "human"},
                           {"name": "Bot", "kind": "bot", "level": 1}]
    app.config["seed"] = "4"
    run(app.command("start"))
    assert app.screen == "privacy"
    again = make_app(store)
    run(again.boot())
    run(again.command("resume"))
    assert again.screen == "privacy" and "hand-cards" not in check_html(again)
    assert all(m.get("viewer") is None for m in again.sent if m["type"] in ("resume", "view"))


def test_the_start_screen_remembers_the_last_setup_between_visits():
    # Issue 4, start screen: "Choices remembered between visits" (names and choices, no secrets).
    app = make_app()
    run(app.boot())
    app.config["seats"] = [{"name": "Ana", "kind": "human", "level": 1},
                           {"name": "Bo", "kind": "bot", "level": 3},
                           {"name": "Cy", "kind": "bot", "level": 2}]
    app.config["gold_draw"] = "per_player"
    app.config["speed"] = "fast"
    remembered = []
    app.remember = remembered.append
    run(app.start_game())
    assert len(remembered) == 1
    again = make_app()
    assert again.restore_setup(remembered[0])
    assert [seat["name"] for seat in again.config["seats"]] == ["Ana", "Bo", "Cy"]
    assert [seat["level"] for seat in again.config["seats"]] == [1, 3, 2]
    assert again.config["gold_draw"] == "per_player" and again.config["speed"] == "fast"
    assert "Bo" in check_html(_on_start(again))


def _on_start(app):
    app.screen = "start"
    return app


def test_a_malformed_remembered_setup_is_ignored():
    app = make_app()
    default = json.loads(json.dumps(app.config))
    for text in ["{oops", '{"seats": []}', '{"seats": [{"name": "A", "kind": "alien", "level": 1}] }',
                 json.dumps({"seats": [{"name": "A", "kind": "bot", "level": 9}] * 3})]:
        assert not app.restore_setup(text)
        assert app.config == default


def _expected_mark(log):
    """Where the last move of the round should show (issue 11, 'every bot move is seen where it
    happens'): ("at", "x,y") on the maze for a placement, rockfall or map look; ("seat", n) in
    the players list for a break or repair (its target) and a pass (the passer)."""
    for event in reversed(log):
        kind = event["type"]
        if kind in ("place", "rockfall", "map"):
            return kind, ("at", f"{event['at'][0]},{event['at'][1]}")
        if kind in ("break", "repair"):
            return kind, ("seat", event["target"])
        if kind == "pass":
            return kind, ("seat", event["seat"])
        if kind == "round_start":
            return None, None
    return None, None


def test_each_bot_step_is_drawn_with_its_mark_where_it_happened():
    # Issue 11: with several bots, each move is shown in turn, marked at its seat or the goal;
    # the page draws once per bot step (on_render) and each drawing carries that step's mark.
    app = make_app()
    run(app.boot())
    app.config["seats"] = [{"name": "Ana", "kind": "human", "level": 1}] + [
        {"name": "Bot " + str(i), "kind": "bot", "level": 1} for i in range(1, 6)]
    app.config["seed"] = "5"
    app.speed = "instant"
    drawn = []

    def on_render():
        kind, mark = _expected_mark(app.view["log"])
        drawn.append((app.screen, kind, mark, ET.fromstring("<div>" + app.render() + "</div>")))

    app.on_render = on_render
    run(app.command("start"))
    steps = 0
    while app.screen != "game-over" and steps < 2000:
        steps += 1
        if app.screen == "round-end":
            if app.bots_to_move():
                run(app.run_bots())
            elif ix.gold_phase(app.view) and app.view["seat"] == app.game["to_move"]:
                run(app.act(app.view["legal_actions"][0]))
            else:
                run(app.command("next_round" if app.view["phase"] != "over" else "show_final"))
        elif app.bots_to_move():
            run(app.run_bots())
        else:  # the person passes, so that the bots make most of the moves
            run(app.act(next(a for a in app.view["legal_actions"] if a["kind"] == "pass")))
    bot_steps = [m for m in app.sent if m["type"] == "bot_step"]
    assert len(drawn) == len(bot_steps)  # one drawing per bot step
    seen = set()
    for screen, kind, mark, root in drawn:
        if screen != "board" or kind is None:
            continue
        seen.add(kind)
        if mark[0] == "at":
            lit = [e for e in root.iter() if e.get("class") == "last"]
            assert [e.get("data-at") for e in lit] == [mark[1]], kind
        else:
            marked = [e for e in root.iter("li") if "marked" in (e.get("class") or "").split()]
            assert [int(e.get("data-seat")) for e in marked] == [mark[1]], kind
    assert {"place", "pass", "map", "break"} <= seen, seen


def test_the_bot_speed_is_offered_only_when_there_are_bots():
    # Issue 11 (start screen and header): no bot speed in a game of people only.
    app = make_app()
    run(app.boot())
    app.config["seats"] = [{"name": n, "kind": "human", "level": 1} for n in ("Ana", "Bo", "Cy")]
    assert 'id="opt-speed"' not in check_html(app)
    run(app.command("start"))
    run(app.command("reveal"))
    assert app.screen == "board" and 'id="speed"' not in check_html(app)
    app.config["seats"][2]["kind"] = "bot"
    run(app.command("new_game"))
    run(app.command("start"))
    assert app.confirming  # the game of people is still saved: Start asks first
    run(app.command("start_over"))
    run(app.settle())
    run(app.command("reveal"))
    assert app.screen == "board" and 'id="speed"' in check_html(app)


def test_the_advanced_fold_stays_open_when_the_start_screen_is_drawn_again():
    # Issue 11: the seed under an "advanced" fold; opened, it must not close when a seat changes.
    app = make_app()
    run(app.boot())
    assert 'class="advanced">' in check_html(app)
    assert run(app.command("advanced"))
    assert app.field("kind", "human", 1)  # a change that draws the screen again
    assert 'class="advanced" open="open"' in check_html(app)
    run(app.command("advanced"))
    assert 'class="advanced">' in check_html(app)
