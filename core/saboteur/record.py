"""Game records: ruleset, players, seed, options and the actions taken; they replay exactly.

    {"format": "saboteur-record", "version": 1, "ruleset": "base", "players": 5,
     "seed": 7, "options": {...}, "start": null or a position, "actions": [...]}

`start` is written in the position format of the day (version 2); records whose start is a
version 1 position, saved before the rules kernel, replay as well (`from_position` reads both).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import ConfigError, IllegalAction, InvalidPosition, InvalidRecord

if TYPE_CHECKING:
    from .game import Game

FORMAT, VERSION = "saboteur-record", 1


def record(game: Game) -> dict:
    from .game import json_copy

    written = {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": game.rules.name,
        "players": game.players,
        "seed": game.seed,
        "options": dict(game.options),
        "start": json_copy(game.origin),  # a copy: the caller may keep and edit the record
        "actions": [action.to_json() for action in game.actions],
    }
    if game.rules.extra_modules:  # only then: a game without them writes what it always wrote
        written["modules"] = list(game.rules.extra_modules)
    return written


def load_record(data: object) -> Game:
    """Replay a record; InvalidRecord names what is wrong with it."""
    from . import new_game
    from .position import from_position

    if not isinstance(data, dict):
        raise InvalidRecord("a game record must be a JSON object")
    if data.get("format") != FORMAT:
        raise InvalidRecord(f"not a Saboteur game record (format is {data.get('format')!r})")
    if data.get("version") != VERSION:
        raise InvalidRecord(f"record version {data.get('version')!r} is not supported (only {VERSION})")
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise InvalidRecord("the record has no list of actions")
    try:
        if data.get("start") is not None:
            game = from_position(data["start"])
        else:
            game = new_game(data.get("ruleset"), data.get("players"), data.get("seed"), data.get("options"),
                            data.get("modules"))
    except (ConfigError, InvalidPosition) as error:
        raise InvalidRecord(f"the record's setup is invalid: {error}") from None
    for number, action in enumerate(actions, 1):
        try:
            game.apply(action)
        except IllegalAction as error:
            raise InvalidRecord(f"action {number} of {len(actions)} does not replay: {error}") from None
    return game
