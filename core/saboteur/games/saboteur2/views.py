"""What Saboteur 2 adds to a seat's view (rules/saboteur2.md ruling 8: nugget totals are
private until the game ends; others see only whether a seat holds any)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import in_front, table

if TYPE_CHECKING:
    from ...game import Game


def view_part(game: Game, seat: int | None, view: dict) -> None:
    part = table(game)
    types = game.rules.catalogue.types
    over = not game.decisions
    for entry in view["seats"]:
        other = entry["seat"]
        entry["in_front"] = [types[card].id for card in in_front(game, other)]
        entry["nuggets"] = part.nuggets[other] if over or other == seat else None
        entry["has_gold"] = part.nuggets[other] > 0
    view["saboteur2"] = {
        "set_aside": len(part.aside),
        "roles_left": len(game.aside_roles),
        "thieves": part.thefts[:],  # who laid a theft, in order: the last steals first
    }
