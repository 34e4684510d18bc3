"""What the rules ask of the table in The Lost Mines: the features of a card (rocks,
campfire, obstacles), tokens on cards and sides, dwarves on cards (rules/lost-mines.md,
rulings 2, 4, 5)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ...grid import OPPOSITE, STEP, cell_of
from ...kernel.pieces import CARD, side_key
from .state import DWARF, TRAP

if TYPE_CHECKING:
    from ...game import Game
    from .state import Mines

ROCKS, CAMPFIRE, OBSTACLE = "rocks", "campfire", "obstacle:"


def features(game: Game, cell: int) -> frozenset:
    """The features of the card at `cell` (its places', together: Lost Mines cards carry a
    feature on their one place)."""
    code = game.maze.cards[cell]
    found: frozenset = frozenset()
    for place in game.rules.catalogue.place_features[code]:
        found |= place
    return found


def obstacle(game: Game, cell: int) -> str | None:
    """The obstacle on the card at `cell` ("trunk", "lake", "ditch"), if any."""
    return obstacle_of(game.rules.catalogue, game.maze.cards[cell])


@lru_cache(maxsize=None)
def obstacle_of(catalogue, code: int) -> str | None:
    """The obstacle a card (by its maze code) carries, if any: the one reading of the
    feature, for the rules and for the bots that walk dealt or drawn tables."""
    for place in catalogue.place_features[code]:
        for feature in place:
            if feature.startswith(OBSTACLE):
                return feature[len(OBSTACLE):]
    return None


@lru_cache(maxsize=None)
def has_rocks(catalogue, code: int) -> bool:
    """Whether a card (by its maze code) is a rock card."""
    return any(ROCKS in place for place in catalogue.place_features[code])


def tool_token(part: Mines, cell: int):
    """The tool token lying on the card at `cell`, if any."""
    for piece in part.pieces.items:
        if piece.on == CARD and piece.cell == cell:
            return piece
    return None


def dwarves_on(part: Mines, cell: int) -> list:
    return [piece for piece in part.pieces.items if piece.kind == DWARF and piece.cell == cell]


def side_tokens(part: Mines, cell: int, side: int) -> list:
    return part.pieces.on_side(cell, side)


def trap_on(part: Mines, cell: int, side: int) -> bool:
    return any(piece.kind == TRAP for piece in side_tokens(part, cell, side))


@lru_cache(maxsize=None)
def board_cells(board: tuple[int, int, int, int]) -> frozenset:
    """The cells of a board (`Ruleset.board`), for the listings' one lookup per cell."""
    x_low, x_high, y_low, y_high = board
    return frozenset(cell_of(x, y) for x in range(x_low, x_high + 1) for y in range(y_low, y_high + 1))


def side_open(game: Game, cell: int, side: int) -> bool:
    """Whether a trap or troll may lie on side `side` of `cell` (ruling 5): a path of a card
    on each side of it, or a path card's path ending there toward an empty space of the board
    or a face-down mine (book 003: "une carte Chemin qui débouche sur un emplacement vide": a
    start's or a face-up mine's open side is no such end)."""
    maze, catalogue = game.maze, game.rules.catalogue
    board = board_cells(game.rules.board)
    neighbour = cell + STEP[side]
    here, there = maze.cards.get(cell), maze.cards.get(neighbour)
    path_here = here is not None and bool(catalogue.open_mask[here] & side)
    path_there = there is not None and bool(catalogue.open_mask[there] & OPPOSITE[side])
    if here is not None and there is not None:
        return path_here and path_there
    if path_here and catalogue.types[here >> 1].kind == "path":
        return neighbour in maze.hidden_goals or neighbour in board
    if path_there and catalogue.types[there >> 1].kind == "path":
        return cell in maze.hidden_goals or cell in board
    return False


def open_sides(game: Game) -> list[tuple[int, int]]:
    """Every side a trap or troll may lie on (`side_open`), named once (`side_key`), in order."""
    open_mask = game.rules.catalogue.open_mask
    return sorted({side_key(cell, side) for cell, code in game.maze.cards.items() for side in (1, 2, 4, 8)
                   if open_mask[code] & side and side_open(game, cell, side)})
