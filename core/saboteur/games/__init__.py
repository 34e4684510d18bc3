"""The games of the Saboteur family, one package of rules modules each, and their registry:
importing this package registers every game with the kernel (`saboteur.ruleset.register_game`),
so the kernel imports no game. The top-level API (`saboteur/__init__.py`) imports it."""

from ..ruleset import register_game, register_modules
from . import base, lost_mines, saboteur2
from .anniversary import (
    championship, combinations, greedy_dwarf, new_goals, postcards, purse, right_of_way, sabotaged_dwarf, tournament,
    treasure_chests,
)

register_game("base", (base.MODULE,), version_1=base.position.version_1_as_2)
register_game("saboteur2", (base.MODULE, saboteur2.MODULE))
register_game("lost-mines", (lost_mines.MODULE,))
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

RULESETS = ("base", "saboteur2", "lost-mines")  # every game, in the order menus offer them
