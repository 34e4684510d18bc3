"""The championship cards' part of the state: the path cards laid by players this round,
in order, so that a diversion finds the last one still in the maze (anniversary ruling
6). The direction of play is the kernel's (`Game.reversed_order`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ....game import Game

PART = "championship"


class Laid:
    __slots__ = ("cards",)

    def __init__(self):
        self.cards: list[tuple[int, int]] = []  # (cell, code), the latest last

    def copy(self) -> Laid:
        other = Laid.__new__(Laid)
        other.cards = self.cards[:]
        return other


def laid(game: Game) -> Laid:
    return game.parts[PART]


def last_laid(game: Game) -> tuple[int, int] | None:
    """The (cell, code) of the path card most recently laid by a player and still in the
    maze (a rockfall may have taken the later ones away)."""
    cards = game.maze.cards
    for cell, code in reversed(game.parts[PART].cards):
        if cards.get(cell) == code:
            return cell, code
    return None
