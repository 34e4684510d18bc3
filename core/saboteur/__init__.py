"""Saboteur rules engine: pure, deterministic, and safe with hidden information.

    game = saboteur.new_game("base", players=5, seed=1)   # modules=["sabotaged-dwarf"]: a variant added
    while game.to_move is not None:
        game.apply(game.legal_actions()[0])
    game.view(seat)          # what one seat may know, JSON-ready
    game.record()            # ruleset, seed, options, actions: replays exactly
    game.position()          # the whole position (the game's FEN)
    saboteur.from_sketch({"ruleset": "base", "players": 4, "hands": {0: ["map"]}})  # a lesson's position
"""

from .actions import Action
from .errors import (
    ConfigError,
    IllegalAction,
    InvalidPosition,
    InvalidRecord,
    InvalidSeat,
    SaboteurError,
)
from .game import Game
from .position import from_position
from .record import load_record
from .ruleset import check_modules, load_ruleset
from .games import RULESETS  # registers every game with the kernel

__version__ = "0.1.0"

__all__ = [
    "Action", "ConfigError", "Game", "IllegalAction", "InvalidPosition", "InvalidRecord",
    "InvalidSeat", "RULESETS", "SaboteurError", "from_position", "from_sketch", "load_record", "new_game",
    "sketch_position",
]


def from_sketch(sketch: object) -> Game:
    """The game a lesson's sketch describes (`saboteur.sketch`, imported only here: the
    page never reads a sketch, so its wheel leaves the readers out)."""
    from .sketch import from_sketch as read

    return read(sketch)


def sketch_position(sketch: object) -> dict:
    """The full position a sketch describes (`saboteur.sketch.sketch_position`)."""
    from .sketch import sketch_position as read

    return read(sketch)


def new_game(
    ruleset: str = "base", players: int = 4, seed: int | str = 0, options: dict | None = None,
    modules: list[str] | None = None,
) -> Game:
    """A new game of `ruleset` for `players` seats, dealt from `seed`, with the optional
    `modules` added by name (e.g. ["sabotaged-dwarf"]; a set that clashes raises ConfigError)."""
    if not isinstance(ruleset, str):
        raise ConfigError(f"the ruleset must be a name, not {ruleset!r}")
    players = load_ruleset(ruleset).check_players(players)
    rules = load_ruleset(ruleset, check_modules(ruleset, modules, players))
    if not isinstance(seed, (int, str)) or isinstance(seed, bool):
        raise ConfigError(f"the seed must be a whole number or a string, not {seed!r}")
    return Game(rules, players, seed, rules.resolve_options(options)).start()
