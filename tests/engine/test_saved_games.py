"""Games saved by earlier versions of the engine still load (issue 12, 'Must hold': players'
saved games survive the upgrade). The files in fixtures/ were written by the engine of
548e705 (position and record version 1), before the rules kernel: each holds a position, the
record of the same game, what every seat saw then, and a continuation of the game."""

import json
from pathlib import Path

import pytest
import saboteur

FIXTURES = sorted((Path(__file__).parent / "fixtures").glob("v1-*.json"))


def saved(path):
    return json.loads(path.read_text("utf-8"))


def seats(game):
    return [None] + list(range(game.players))


def assert_sees_as_saved(game, expected, log=True):
    """Each seat's view as saved (without the log for a game loaded from a position, whose
    log starts at that position), and the same legal actions."""
    for seat in seats(game):
        view = game.view(seat)
        then = {key: value for key, value in expected["views"][str(seat)].items() if log or key != "log"}
        # a later engine may tell a seat more (new keys, at any depth); what it told then stays the same
        assert told_then(view, then) == then, f"seat {seat}"
    assert [action.to_json() for action in game.legal_actions()] == expected["legal_actions"]


def told_then(now, then):
    """`now` cut down to the keys `then` has, at every depth of dicts and lists."""
    if isinstance(then, dict) and isinstance(now, dict):
        return {key: told_then(now[key], value) if key in now else None for key, value in then.items()}
    if isinstance(then, list) and isinstance(now, list) and len(now) == len(then):
        return [told_then(item, old) for item, old in zip(now, then)]
    return now


def test_there_are_saved_games_of_every_phase():
    phases = {saved(path)["position"]["phase"] for path in FIXTURES}
    assert phases == {"play", "gold", "over"}


@pytest.mark.parametrize("path", FIXTURES, ids=lambda path: path.stem)
def test_a_version_1_position_loads_to_the_game_it_was(path):
    data = saved(path)
    assert data["position"]["version"] == 1
    game = saboteur.from_position(data["position"])
    assert_sees_as_saved(game, data["expected"], log=False)
    for action in data["continuation"]:
        game.apply(action)
    after = saboteur.from_position(data["after_continuation"])
    assert game.position() == after.position()
    for seat in seats(game):
        assert game.log(seat) == data["after_continuation_log"][str(seat)]


@pytest.mark.parametrize("path", FIXTURES, ids=lambda path: path.stem)
def test_a_version_1_record_replays_to_the_game_it_was(path):
    data = saved(path)
    assert data["record"]["version"] == 1
    game = saboteur.load_record(data["record"])
    assert_sees_as_saved(game, data["expected"])
    assert game.position() == saboteur.from_position(data["position"]).position()
