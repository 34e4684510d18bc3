"""Laying a path card (book 000 'A – Jouer une carte Chemin'; rules/dark-cave.md ruling 1):
matching every placed neighbour, and a path meeting a path of a placed card (the start, a
path card or a face-up goal); no link to the start needed, no edge to the table.

The Lost Mines' placement (`lost_mines.cards.Place`) is this rule: its conditions are
reused as they are. Only the listing differs: no board, and ladder cards lie by the same
rule (the catalogue's table of cards linked to the start leaves ladders out for Saboteur 2).
A gold vein gets its nugget as it is laid (ruling 6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import make
from ...grid import cell_of, xy
from ...kernel.pieces import PLACE, Piece
from ..lost_mines.cards import Place as NetworkPlace
from .state import NUGGET, cave
from .table import GOLD

if TYPE_CHECKING:
    from ...actions import Action
    from ...catalogue import Catalogue
    from ...game import Game

_FITS: dict[tuple, tuple] = {}  # (catalogue, walls, paths) -> per card index, its placements' turns


def fitting(catalogue: Catalogue, walls: int, paths: int) -> tuple:
    """Per card index, the turns (False, True) of the path card that fit a space whose
    neighbours show `walls`, with a path on `paths` of them: a path exactly on `paths`
    among `walls`, and at least one of them (ruling 1)."""
    key = (id(catalogue), walls, paths)
    found = _FITS.get(key)
    if found is None:
        by_card: list[tuple] = [()] * len(catalogue.types)
        open_mask, types = catalogue.open_mask, catalogue.types
        for code in range(2 * len(types)):
            card = types[code >> 1]
            if card.kind != "path" or (code & 1 and card.symmetric):
                continue
            if open_mask[code] & walls == paths and open_mask[code] & paths:
                by_card[code >> 1] += (bool(code & 1),)
        found = _FITS[key] = tuple(by_card)
    return found


class Place(NetworkPlace):
    def _listed(self, game: Game, card: int) -> list[Action]:
        maze, catalogue = game.maze, game.rules.catalogue
        card_id, hidden = catalogue.types[card].id, maze.hidden_goals
        found = []
        for cell in sorted(maze.edges):
            if cell in hidden:
                continue
            packed = maze.edges[cell]
            turns = fitting(catalogue, packed >> 4, packed & 15)[card]
            if turns:
                at = xy(cell)
                found += [make("place", card_id, at, turned) for turned in turns]
        return found

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        super().apply(game, seat, card, action)
        cell = cell_of(*action.at)
        for place, features in enumerate(game.rules.catalogue.place_features[game.maze.cards[cell]]):
            if GOLD in features:
                cave(game).pieces.add(Piece(NUGGET, PLACE, cell, place))
        return False
