"""What the rules ask of the table in La mine se rebelle: the features of a place (ladder,
bridge, tunnel, abyss, gold, exit), the ladder jumps, webs on sides, who stands where
(rules/dark-cave.md 'Squares', rulings 2 to 9)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kernel.pieces import PLACE, side_key
from .state import CREATURES, DWARF, NUGGET

if TYPE_CHECKING:
    from ...game import Game
    from .state import Cave

LADDER, BRIDGE, TUNNEL, ABYSS, GOLD, EXIT = "ladder", "bridge", "tunnel", "abyss", "gold", "exit"


def has(game: Game, cell: int, place: int, feature: str) -> bool:
    """Whether the place (cell, place) of a face-up card carries `feature`."""
    return feature in game.rules.catalogue.place_features[game.maze.cards[cell]][place]


def places_with(game: Game, feature: str) -> list[tuple[int, int]]:
    """Every place of the face-up cards that carries `feature`, in cell order. Kept with the
    maze's lists worked out since its last change (`Maze.aimed`, replaced on every change)."""
    maze = game.maze
    key = ("features", feature)
    found = maze.aimed.get(key)
    if found is None:
        features = game.rules.catalogue.place_features
        found = maze.aimed[key] = [(cell, place) for cell, code in sorted(maze.cards.items())
                                   for place, there in enumerate(features[code]) if feature in there]
    return found


def ladder_jumps(game: Game):
    """The one walk's extra steps (`kernel.walk.steps(..., jumps=)`): from any ladder place
    to every other, one step (book 000 'Échelle'; ruling 2)."""
    ladders = places_with(game, LADDER)
    on_ladder = set(ladders)

    def jumps(cell: int, place: int):
        if (cell, place) in on_ladder:
            return [node for node in ladders if node != (cell, place)]
        return ()

    return jumps


def web_on(part: Cave, cell: int, side: int) -> bool:
    """Whether a web lies on side `side` of `cell` (side 0: no side crossed, no web)."""
    return bool(side) and side_key(cell, side) in part.webs


def dwarves_at(part: Cave, cell: int, place: int) -> list[int]:
    """The seats whose dwarf stands on (cell, place)."""
    return [p.seat for p in part.pieces.items if p.kind == DWARF and p.cell == cell and p.spot == place]


def creature_at(part: Cave, cell: int, place: int):
    for piece in part.pieces.items:
        if piece.kind in CREATURES and piece.cell == cell and piece.spot == place:
            return piece
    return None


def nugget_at(part: Cave, cell: int, place: int):
    for piece in part.pieces.items:
        if piece.kind == NUGGET and piece.cell == cell and piece.spot == place:
            return piece
    return None


def on_card(part: Cave, cell: int) -> list:
    """The dwarves and creatures standing on any place of the card at `cell`."""
    return [p for p in part.pieces.items if p.on == PLACE and p.kind != NUGGET and p.cell == cell]
