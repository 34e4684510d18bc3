import json

import game_session as gs
from ui import panel

SEATS = [{"name": "Ana", "kind": "human"}, {"name": "B1", "kind": "bot", "level": 1},
         {"name": "B2", "kind": "bot", "level": 2}, {"name": "Cy", "kind": "human"}]


def start(store=None, seed=7):
    session = gs.Session(store)
    table = gs.handlers(session)
    reply = table["new_game"]({"seats": SEATS, "seed": seed, "options": {"gold_draw": "per_player"}, "viewer": 0})
    assert reply["ok"], reply
    return session, table, reply


def play_until_human(table, viewer):
    reply = table["view"]({"viewer": viewer})
    while reply["game"]["to_move_kind"] == "bot":
        reply = table["bot_step"]({"viewer": viewer})
        assert reply["ok"] and reply["moved"] is not None
    return reply


def test_views_only_for_human_seats():
    session, table, reply = start()
    assert reply["view"]["seat"] == 0 and "hand" in reply["view"]
    assert table["view"]({"viewer": 1})["view"]["seat"] is None  # a bot's seat: public view only
    assert "hand" not in table["view"]({"viewer": None})["view"]
    assert reply["game"]["options"] == {"gold_draw": "per_player"}
    json.dumps(reply)


def test_whole_game_with_two_humans_and_bots_and_resume_each_step():
    store = gs.MemoryStore()
    session, table, reply = start(store)
    steps = 0
    while reply["game"]["phase"] != "over":
        seat = reply["game"]["to_move"]
        if reply["game"]["to_move_kind"] == "bot":
            reply = table["bot_step"]({"viewer": None})
        else:
            view = table["view"]({"viewer": seat})["view"]
            bad = table["act"]({"seat": (seat + 1) % 4, "action": view["legal_actions"][0], "viewer": seat})
            assert not bad["ok"]
            reply = table["act"]({"seat": seat, "action": view["legal_actions"][-1], "viewer": seat})
            assert reply["ok"], reply
        steps += 1
        if steps % 17 == 0:  # a reload: a new session on the same store resumes the same game
            before = session.game.position()
            session = gs.Session(store)
            table = gs.handlers(session)
            reply = table["resume"]({"viewer": None})
            assert reply["resumed"] and session.game.position() == before
    assert reply["view"]["winners"]


def test_illegal_action_changes_nothing():
    session, table, reply = start()
    reply = play_until_human(table, 0) if reply["game"]["to_move"] in (1, 2) else reply
    seat = reply["game"]["to_move"]
    before = session.game.position()
    out = table["act"]({"seat": seat, "action": {"kind": "place", "card": "tunnel-NE", "at": [50, 50], "turned": False}})
    assert out["ok"] is False and out["error"]
    assert session.game.position() == before


def test_corrupt_and_old_saves_give_a_reason_and_are_cleared():
    for text in ("{not json", json.dumps({"format": "other"}), json.dumps({"format": gs.SAVE_FORMAT, "version": 0}),
                 json.dumps({"format": gs.SAVE_FORMAT, "version": 1, "seats": SEATS,
                             "record": {"format": "saboteur-record", "version": 1, "ruleset": "base", "players": 4,
                                        "seed": 1, "options": {}, "start": None,
                                        "actions": [{"kind": "pass", "card": "nope"}]}})):
        store = gs.MemoryStore()
        store.save(text)
        table = gs.handlers(gs.Session(store))
        reply = table["resume"]({})
        assert reply["resumed"] is False and reply["reason"] in REASONS and reply["error"]
        assert store.load() is None


REASONS = ("not_json", "not_save", "version", "no_replay", "seats")


def test_a_corrupt_save_is_reported_once_then_set_aside_for_export():
    # Issue 11, section 2: "A corrupt save is reported once ... set aside: kept for export".
    store = gs.MemoryStore()
    store.save('{"format": "saboteur-web-save", "version": 7}')
    table = gs.handlers(gs.Session(store))
    first = table["saved"]({})
    assert first["saved"] is False and first["reason"] == "version" and first["detail"] == "7"
    again = table["saved"]({})
    assert again["saved"] is False and "reason" not in again and again["set_aside"] is True
    assert table["set_aside_text"]({})["text"] == '{"format": "saboteur-web-save", "version": 7}'


def test_a_new_game_never_replaces_an_unfinished_save_unless_told():
    # Issue 11, section 2: "no code path can start a new game (and overwrite the save) without that confirmation".
    store = gs.MemoryStore()
    gs.handlers(gs.Session(store))["new_game"]({"seats": SEATS, "seed": 5})
    saved = store.load()
    table = gs.handlers(gs.Session(store))  # a reload
    refused = table["new_game"]({"seats": SEATS, "seed": 6})
    assert refused["ok"] is False and refused["save_exists"] is True and store.load() == saved
    assert table["new_game"]({"seats": SEATS, "seed": 6, "replace": True})["ok"]
    assert store.load() != saved


def test_bad_configs_are_refused():
    table = gs.handlers(gs.Session())
    assert not table["new_game"]({"seats": SEATS[:2]})["ok"]
    assert not table["new_game"]({"seats": SEATS[:3] + [{"kind": "alien"}]})["ok"]
    assert not table["act"]({"seat": 0, "action": {"kind": "pass", "card": "map"}})["ok"]


def test_string_seed_and_same_seed_same_deal():
    a = start(seed="42")[0].game
    b = start(seed=42)[0].game
    assert a.seed == 42 and a.position() == b.position()


def test_install_adds_the_game_handlers_to_a_dispatch_table(tmp_path, monkeypatch):
    import asyncio
    import tempfile

    import game_worker

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # the CPython save folder, cleaned up with the test
    table = {"hello": lambda message: {"ok": True}}
    asyncio.new_event_loop().run_until_complete(game_worker.install(table))
    assert {"hello", "new_game", "act", "bot_step", "view", "resume", "saved", "save_status"} <= set(table)
    reply = table["new_game"]({"seats": SEATS, "seed": 1, "viewer": 0})
    assert reply["ok"] and table["saved"]({})["saved"] is True
    assert table["save_status"]({})["pending"] is False


def test_round_end_carries_what_the_bots_thought_and_nothing_before():
    # Issue 5: a "what the bots thought" panel at the end of a round; beliefs only once roles are out.
    session = gs.Session()
    seats = [{"name": "Ana", "kind": "bot", "level": 2}] + [
        {"name": f"B{n}", "kind": "bot", "level": 2} for n in range(4)]
    reply = session.new_game({"seats": seats, "seed": 11})
    assert reply["game"]["bot_thoughts"] == {}
    while not reply["view"]["results"]:
        assert reply["game"]["bot_thoughts"] == {}
        reply = session.bot_step({})
    thoughts = reply["game"]["bot_thoughts"]["1"]
    assert set(thoughts) == {str(seat) for seat in range(5)}
    for beliefs in thoughts.values():
        assert all(0.0 <= p <= 1.0 for p in beliefs["roles"].values())
    html = panel.round_end_html(reply["view"], [s["name"] for s in seats], "en", 1, thoughts=thoughts)
    assert "What the bots thought" in html and "%" in html


def test_round_end_tells_how_each_bots_suspicion_moved_and_which_turn_moved_it_most():
    # Issue 14, "Explanations": after each round, for each bot, how its suspicion of each seat
    # moved and which move moved it most; the move is read from the reader's own log.
    from ui.cards_svg import esc
    from ui.text import describe_event

    session = gs.Session()
    seats = [{"name": name, "kind": "bot", "level": 2} for name in ("Ana", "Bob", "Cy", "Di", "Ed")]
    names = [seat["name"] for seat in seats]
    reply = session.new_game({"seats": seats, "seed": 11})
    while not reply["view"]["results"]:
        reply = session.bot_step({})
    log = reply["view"]["log"]
    story = reply["game"]["bot_thoughts"]["1"]["0"]["story"]
    assert set(story) == {"1", "2", "3", "4"}
    html = panel.round_end_html(reply["view"], names, "en", 1, thoughts=reply["game"]["bot_thoughts"]["1"])
    assert "How Ana&#39;s suspicion moved" in html
    named = [entry["most"] for entry in story.values() if entry["most"]]
    assert named
    story_html = html[html.index("How Ana&#39;s suspicion moved"):html.index("How Bob&#39;s suspicion moved")]
    assert story_html.count("<polyline") == 4 and story_html.count("<circle") == len(named)  # a dot on the biggest move
    for most in named:
        sentence = describe_event("en", log[most["log"]], names).rstrip(".")
        assert esc(f"Moved most by: {sentence} ({most['before']}% to {most['after']}%).") in html
    while len(reply["view"]["results"]) < 2:
        reply = session.bot_step({})
    assert list(reply["game"]["bot_thoughts"]) == ["2"]  # the last round's only


def test_a_reload_at_the_round_end_still_explains_the_bots():
    # The round-end screen survives a reload (the save keeps the last round's thoughts), and a
    # save written before thoughts were saved loads as before, with none.
    store = gs.MemoryStore()
    session = gs.Session(store)
    seats = [{"name": "Ana", "kind": "human", "level": None}] + [
        {"name": f"B{n}", "kind": "bot", "level": 2} for n in range(4)]
    reply = session.new_game({"seats": seats, "seed": 11, "viewer": 0})
    game = session.game
    while not game.results:
        if seats[game.to_move]["kind"] == "human":
            reply = session.act({"seat": 0, "viewer": 0, "action": game.legal_actions()[0].to_json()})
        else:
            reply = session.bot_step({"viewer": 0})
    thoughts = reply["game"]["bot_thoughts"]
    assert thoughts["1"]["1"]["story"]
    resumed = gs.Session(store).resume({"viewer": 0})
    assert resumed["resumed"] and resumed["game"]["bot_thoughts"] == thoughts
    old = json.loads(store.text)
    del old["bot_thoughts"]
    store.text = json.dumps(old)
    resumed = gs.Session(store).resume({"viewer": 0})
    assert resumed["resumed"] and resumed["game"]["bot_thoughts"] == {}


def test_the_seed_stays_in_the_worker_until_the_game_is_over():
    # The seed deals every hand, role and goal: knowing it during play reveals them all.
    session = gs.Session()
    seats = [{"name": "Ana", "kind": "human", "level": 1}] + [
        {"name": f"B{n}", "kind": "bot", "level": 1} for n in range(3)]
    reply = session.new_game({"seats": seats, "viewer": 0})
    assert reply["game"]["seed"] is None
    assert "seed" not in session.saved({})
    game = session.game
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    assert session.view({"viewer": 0})["game"]["seed"] == game.seed
