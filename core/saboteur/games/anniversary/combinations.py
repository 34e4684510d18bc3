"""Which anniversary module goes with which game, with how many players and with which
other module (rules/anniversary.md, 'Which module goes with which game': the book's
opening lines of each chapter, and the table of pairs, a ruling). Data only, checked by
`check` before any module is looked up, so that a clash is named even among modules not
built yet."""

from __future__ import annotations

from ...errors import ConfigError

# module name -> the games it plays with
GAMES = {
    "championship": ("base", "saboteur2"),
    "greedy-dwarf": ("base",),
    "right-of-way": ("base", "saboteur2"),
    "costume-workshop": ("base", "saboteur2"),
    "underground-party": ("base", "saboteur2"),
    "new-goals": ("base", "saboteur2"),
    "treasure-chests": ("base", "saboteur2"),
    "sabotaged-dwarf": ("base",),
    "tournament": ("base",),
}
# pairs that do not combine, each with why (every other pair combines, some by a ruling)
CLASHES = {
    frozenset(("sabotaged-dwarf", "tournament")): "the two variants pay the round in two different ways",
}
# pairs where one module is already part of the other ("in" in the table): the set would
# name one rule twice, so it is refused with the name to use instead
INCLUDED = {"tournament": ("greedy-dwarf",)}  # the tournament deals and pays its own greedy dwarves
PLAYERS = {"tournament": (5, 9)}  # modules that allow fewer player counts than their game


def check(game: str, modules: tuple[str, ...], players: int | None = None) -> None:
    """Raise ConfigError naming the first clash of `modules` with `game`, `players` or
    each other."""
    for name in modules:
        if name not in GAMES:
            raise ConfigError(f"unknown module {name!r} (known: {', '.join(GAMES)})")
        if modules.count(name) > 1:
            raise ConfigError(f"the module {name!r} is named twice")
        if game not in GAMES[name]:
            raise ConfigError(f"the module {name!r} plays only with {' or '.join(GAMES[name])}, not {game}")
        low, high = PLAYERS.get(name, (0, 99))
        if players is not None and not low <= players <= high:
            raise ConfigError(f"the module {name!r} is for {low} to {high} players, not {players}")
    for name in modules:
        for part in INCLUDED.get(name, ()):
            if part in modules:
                raise ConfigError(f"the module {part!r} is already part of {name!r}: name {name!r} alone")
    for index, first in enumerate(modules):
        for second in modules[index + 1:]:
            why = CLASHES.get(frozenset((first, second)))
            if why:
                raise ConfigError(f"the modules {first!r} and {second!r} do not combine: {why}")
