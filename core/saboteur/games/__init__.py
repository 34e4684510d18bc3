"""The games of the Saboteur family, one package of rules modules each, and their registry:
importing this package registers every game with the kernel (`saboteur.ruleset.register_game`),
so the kernel imports no game. The top-level API (`saboteur/__init__.py`) imports it.

Only base Saboteur, the first screen's game, is imported here; every other game and module is
registered later (`register_later`): imported the first time a game names it, so that the
page's engine is ready sooner (docs/site.md, "What the worker imports"). A new game or module
goes in a function below, registered later under its names.
"""

from ..ruleset import register_game, register_later, register_modules
from . import base
from .anniversary import combinations

register_game("base", (base.MODULE,), version_1=base.position.version_1_as_2)


def _saboteur2() -> None:
    from . import saboteur2

    register_game("saboteur2", (base.MODULE, saboteur2.MODULE))


def _anniversary() -> None:
    from .anniversary import (
        championship, greedy_dwarf, new_goals, postcards, purse, right_of_way, sabotaged_dwarf, tournament,
        treasure_chests,
    )

    register_modules(
        {  # in the book's order (rules/anniversary.md)
            championship.NAME: championship.MODULE,
            greedy_dwarf.NAME: greedy_dwarf.MODULE,
            right_of_way.NAME: (purse.MODULE, right_of_way.MODULE),
            postcards.COSTUME_WORKSHOP.name: postcards.COSTUME_WORKSHOP,
            postcards.UNDERGROUND_PARTY.name: postcards.UNDERGROUND_PARTY,
            new_goals.NAME: (purse.MODULE, new_goals.MODULE),
            treasure_chests.NAME: (purse.MODULE, treasure_chests.MODULE),
            sabotaged_dwarf.NAME: sabotaged_dwarf.MODULE,
            tournament.NAME: (purse.MODULE, tournament.MODULE),
        },
        combinations.check,
    )


def _lost_mines() -> None:
    from . import lost_mines

    register_game("lost-mines", (lost_mines.MODULE,))


def _dark_cave() -> None:
    from . import dark_cave

    register_game("dark-cave", (dark_cave.MODULE,))


register_later(("saboteur2",), _saboteur2)
register_later(("lost-mines",), _lost_mines)
register_later(("dark-cave",), _dark_cave)
register_later(tuple(combinations.GAMES), _anniversary)  # every module of the book; those built register

RULESETS = ("base", "saboteur2", "lost-mines", "dark-cave")  # every game, in the order menus offer them
