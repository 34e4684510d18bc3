"""The map and the rockfall with chests in the maze (book 002, 'Coffres aux trésors':
'Éboulement' and 'Plan secret de la mine'; rules/anniversary.md rulings 15 and 16).

A rockfall may remove a path card, a face-up black card, or a face-down black card with
its chest; black cards and chests leave play aside, not to the discard (their backs would
mark them there). A map looks at a face-down goal, or at a chest with its black card;
once maps are sealed (chest 2), at a chest only.

Both write their targets into the maze's table by card (`Maze.aimed`), which the turn
reads before asking a handler, so the game's own lists never stand in for theirs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....actions import Action
from ....grid import cell_of
from ....kernel.facedown import forget, mark_seen, seen_by
from ....kernel.handlers import Condition, Handler
from ...base.cards import Map, Rockfall, off_board, on_board
from .state import chests

if TYPE_CHECKING:
    from ....game import Game


def _black(game: Game, code: int) -> bool:
    return game.rules.catalogue.types[code >> 1].kind == "black"


def rockfall_cells(game: Game) -> list[int]:
    maze = game.maze
    removable = game.rules.catalogue.removable
    return sorted([cell for cell, code in maze.cards.items() if removable[code] or _black(game, code)]
                  + list(chests(game).face_down))


def map_cells(game: Game) -> list[int]:
    face_down = chests(game).face_down
    return sorted(cell for cell in game.maze.hidden_goals if cell in face_down or not chests(game).sealed)


def _aimed(cells_of):
    def card_actions(game: Game, seat: int, card: int) -> list[Action]:
        found = game.rules.catalogue.cell_actions(card, cells_of(game))
        game.maze.aimed[card] = found
        return found
    return card_actions


def _nothing_to_remove(game: Game, seat: int, card: int, action: Action) -> str | None:
    if cell_of(*action.at) in rockfall_cells(game):
        return None
    if cell_of(*action.at) in game.maze.hidden_goals:
        return f"the goal card at {list(action.at)} is face down, and goal cards cannot be removed"
    if cell_of(*action.at) in game.maze.cards:
        return "the start card, the goal cards and the postcards cannot be removed"
    return f"there is no card at {list(action.at)} to remove"


class ChestRockfall(Rockfall):
    lists_from_maze = Handler.lists_from_maze  # its cells are not the maze's: the turn asks it (card_actions)
    conditions = (
        Condition("the space is on the board", off_board),
        Condition("a path card or a black card lies there", _nothing_to_remove),
    )
    card_actions = staticmethod(_aimed(rockfall_cells))

    def allows(self, game: Game, seat: int, card: int, action: Action) -> bool:
        return on_board(action.at) and cell_of(*action.at) in rockfall_cells(game)

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        cell = cell_of(*action.at)
        part = chests(game)
        if cell in part.face_down:  # with the chest under it, both unseen by the others (ruling 16)
            black, chest = part.face_down.pop(cell)
            del game.maze.hidden_goals[cell]
            game.maze.recompute()
            private = {seat: {"black": game.rules.catalogue.types[black].id} for seat in seen_by(game, cell)}
            forget(game, cell)
            part.aside = sorted(part.aside + [black, chest])
            game.discards.append((card, True))
            game.event({"type": "rockfall", "seat": seat, "card": action.card, "at": list(action.at), "removed": None,
                        "chest": True}, private or None)
            return False
        if not _black(game, game.maze.cards[cell]):
            return super().apply(game, seat, card, action)
        removed = game.maze.remove(cell)
        part.aside = sorted(part.aside + [removed >> 1])
        game.discards.append((card, True))
        game.event({"type": "rockfall", "seat": seat, "card": action.card, "at": list(action.at),
                    "removed": game.rules.catalogue.types[removed >> 1].id})
        return False


def _nothing_to_look_at(game: Game, seat: int, card: int, action: Action) -> str | None:
    cell = cell_of(*action.at)
    if cell in map_cells(game):
        return None
    if cell in game.maze.hidden_goals:
        return "maps are sealed (a chest): a map looks only at a chest now"
    return f"there is no face-down goal or chest at {list(action.at)}"


class ChestMap(Map):
    lists_from_maze = Handler.lists_from_maze  # its cells are not the maze's: the turn asks it (card_actions)
    conditions = (
        Condition("the space is on the board", off_board),
        Condition("a face-down goal (unless maps are sealed) or chest lies there", _nothing_to_look_at),
    )
    card_actions = staticmethod(_aimed(map_cells))

    def allows(self, game: Game, seat: int, card: int, action: Action) -> bool:
        return on_board(action.at) and cell_of(*action.at) in map_cells(game)

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        cell = cell_of(*action.at)
        face_down = chests(game).face_down
        if cell not in face_down:
            return super().apply(game, seat, card, action)
        black, chest = face_down[cell]
        types = game.rules.catalogue.types
        mark_seen(game, seat, cell)
        game.discards.append((card, True))
        game.event({"type": "map", "seat": seat, "card": action.card, "at": list(action.at)},
                   {seat: {"chest": types[chest].id, "black": types[black].id}})
        return False


HANDLERS = {handler.kind: handler for handler in (ChestRockfall(), ChestMap())}
