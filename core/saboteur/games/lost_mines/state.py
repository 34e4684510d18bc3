"""The Lost Mines' part of the state (rules/lost-mines.md): the treasure row, the pieces on
the table, the dragon, the troll cards in front of their players, the cards set aside.

Roles are the kernel's (`Game.roles`, `Game.aside_roles`): a dwarf card is "<clan>-<identity>"
("blue-loyal", "yellow-saboteur"); its clan is its back (public), its identity its front.
Mines are the kernel's face-down goals (`Game.goal_cards`, `Maze.hidden_goals`, `Game.seen`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kernel.pieces import Pieces

if TYPE_CHECKING:
    from ...game import Game

NAME = "lost-mines"
CLANS = ("blue", "yellow")
SELFISH, SABOTEUR = "selfish", "saboteur"
DWARF, TROLL, TRAP = "dwarf", "troll", "trap"


def clan_of(role: str) -> str:
    return role.split("-")[0]


def identity_of(role: str) -> str:
    return role.split("-")[1]


class Mines:
    """`row`: the treasures beside the board this round, by slot, as (type, value); `taken`:
    per slot the seat that took it, or None; `known`: per slot a bit per seat that looked at
    it; `unused`: the treasures not in the row this round; `pieces`: dwarves, trolls, traps
    and tool tokens; `dragon`: the seat holding the dragon token; `trolls`: per seat the troll
    cards lying in front of it; `aside`: the deck cards set aside this round; `traps_sprung`:
    how many traps took a card this round (the label of the next draw); `proposed`: the seat
    that asked a vote this turn (one vote a turn), or None."""

    __slots__ = ("row", "taken", "known", "unused", "pieces", "dragon", "trolls", "aside", "traps_sprung", "proposed")

    def __init__(self, players: int):
        self.row: list[tuple[str, int]] = []
        self.taken: list[int | None] = []
        self.known: list[int] = []
        self.unused: list[tuple[str, int]] = []
        self.pieces = Pieces()
        self.dragon: int | None = None
        self.trolls: list[list[int]] = [[] for _ in range(players)]
        self.aside: list[int] = []
        self.traps_sprung = 0
        self.proposed: int | None = None

    def kinds_left(self) -> set[str]:
        """The treasure types still to take in the row (a face-up mine of one is worth reaching)."""
        return {kind for (kind, _value), taker in zip(self.row, self.taken) if taker is None}

    def copy(self) -> Mines:
        other = Mines.__new__(Mines)
        other.row = self.row  # never changed within a round, only replaced
        other.taken = self.taken[:]
        other.known = self.known[:]
        other.unused = self.unused
        other.pieces = self.pieces.copy()
        other.dragon = self.dragon
        other.trolls = [cards[:] for cards in self.trolls]
        other.aside = self.aside
        other.traps_sprung = self.traps_sprung
        other.proposed = self.proposed
        return other

    def dwarf(self, seat: int):
        """The seat's dwarf piece."""
        for piece in self.pieces.items:
            if piece.kind == DWARF and piece.seat == seat:
                return piece
        raise AssertionError(f"seat {seat} has no dwarf")

    def held(self, seat: int) -> list[int]:
        """The treasure slots `seat` took this round."""
        return [slot for slot, taker in enumerate(self.taken) if taker == seat]


def new_mines(game: Game) -> Mines:
    return Mines(game.players)


def mines(game: Game) -> Mines:
    return game.parts[NAME]
