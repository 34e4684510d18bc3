"""Issue 45, "What to build" 6: watching a finished game again. The worker holds the engine
work (web/game_session.py: `record_text`, `replay_open`, `replay_step`); a game's record,
secrets included, leaves the worker only once the game is over."""

import json
import random

import game_session as gs
import saboteur

SEATS = [{"name": "Ana", "kind": "human"}, {"name": "B1", "kind": "bot", "level": 1},
         {"name": "B2", "kind": "bot", "level": 1}]


def session_with_game(ruleset="base", seats=SEATS, seed=3, finish=True):
    session = gs.Session()
    table = gs.handlers(session)
    assert table["new_game"]({"ruleset": ruleset, "seats": seats, "seed": seed, "viewer": 0})["ok"]
    game, rng = session.game, random.Random(seed)
    while finish and game.to_move is not None:
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    return session, table


def test_nothing_of_a_game_in_play_can_be_watched_or_saved():
    # Must hold: nothing secret reaches the main thread during a game.
    session, table = session_with_game(finish=False)
    assert not table["record_text"]({})["ok"]
    opened = table["replay_open"]({})
    assert not opened["ok"] and opened["reason"] == "unfinished" and "frame" not in opened
    unfinished = gs.write_save(session.game, session.seats)
    opened = table["replay_open"]({"text": unfinished})
    assert not opened["ok"] and opened["reason"] == "unfinished" and "frame" not in opened
    assert not table["replay_step"]({"step": 0})["ok"]  # nothing opened


def test_every_step_shows_every_hand_and_role_and_the_moves_line():
    session, table = session_with_game()
    game = session.game
    opened = table["replay_open"]({})
    outline = opened["replay"]
    assert outline["seats"] == session.seats
    assert [entry["round"] for entry in outline["rounds"]] == [1, 2, 3]
    rebuilt = saboteur.load_record(dict(game.record(), actions=[]))
    first = opened["frame"]
    assert first["step"] == 0 and first["lines"] == [] and first["actor"] is None
    assert first["hands"] == [rebuilt.view(seat)["hand"] for seat in range(3)]
    assert first["roles"] == rebuilt.roles
    assert all(goal["card"] for goal in first["view"]["goals"])  # face down, yet shown
    taken = 0
    for step in range(1, outline["steps"] + 1):
        frame = table["replay_step"]({"step": step})["frame"]
        json.dumps(frame)
        named = {card for hand in frame["hands"] for card in hand}
        named |= {line[key] for line in frame["lines"] for key in ("card", "removes") if key in line}
        assert set(frame["view"]["cards"]) >= named  # a step jumped to describes every card it names
        if frame["lines"] and frame["lines"][0]["type"] != "round_start":
            action = game.actions[taken]
            assert frame["lines"][0]["type"] in (action.kind, "pass", "steal", "keep_gold")
            taken += 1
    assert taken == len(game.actions)
    assert frame["ended_round"] == 3 and frame["lines"][-1]["type"] == "game_end"


def test_a_rounds_end_shows_its_table_then_the_next_deal():
    session, table = session_with_game()
    outline = table["replay_open"]({})["replay"]
    second = outline["rounds"][1]["step"]
    deal = table["replay_step"]({"step": second})["frame"]
    assert deal["round"] == 2 and deal["ended_round"] is None and len(deal["view"]["maze"]) == 1
    end = table["replay_step"]({"step": second - 1})["frame"]
    assert end["ended_round"] == 1 and end["round"] == 1
    assert end["roles"] == session.game.results[0]["roles"]
    assert [event["type"] for event in end["round_log"]][0] == "round_start" and end["round_log"][0]["round"] == 1
    assert any(line["type"] == "round_end" for line in end["lines"])
    # out of range: the nearest step
    assert table["replay_step"]({"step": 10**6})["frame"]["step"] == outline["steps"]
    assert not table["replay_step"]({"step": "3"})["ok"]


def test_the_saved_record_file_opens_to_be_watched_and_the_game_played_is_untouched():
    session, table = session_with_game("saboteur2", SEATS + [{"name": "Di", "kind": "bot", "level": 1}], seed=8)
    saved = table["record_text"]({})
    assert saved["ok"] and saved["seed"] == 8
    before = session.game.position()
    other = gs.handlers(gs.Session())
    opened = other["replay_open"]({"text": saved["text"]})
    assert opened["ok"] and opened["replay"]["seats"][0]["name"] == "Ana"
    assert opened["replay"] == table["replay_open"]({})["replay"]
    bare = json.dumps(session.game.record())  # the engine's own record: seats named by number
    assert other["replay_open"]({"text": bare})["replay"]["seats"][1]["name"] == "Player 2"
    assert session.game.position() == before


def test_a_wrong_file_is_named_by_what_is_wrong_with_it():
    table = gs.handlers(gs.Session())
    session, played = session_with_game()
    good = json.loads(played["record_text"]({})["text"])
    broken = json.loads(json.dumps(good))
    broken["record"]["actions"][5] = {"kind": "place", "card": "tunnel-NS", "at": [40, 40]}
    for text, reason in (("{not json", "not_json"), ('{"format": "something else"}', "not_save"),
                         (json.dumps(dict(good, version=99)), "version"), (json.dumps(broken), "no_replay"),
                         (json.dumps(dict(good, seats=good["seats"][:1])), "no_replay")):
        reply = table["replay_open"]({"text": text})
        assert not reply["ok"] and reply["reason"] == reason, (reason, reply)
