"""La mine se rebelle's part of the state (rules/dark-cave.md): the pieces on the table
(dwarves, creatures, webs, nuggets waiting on gold veins), each seat's nuggets, the cards
lying in front of each player, who left the mine and in which order, the deck cards set
aside, and what the turn in progress owes (the exchange's drawer, the vote asked).

Clan cards are the kernel's roles (`Game.roles`, `Game.aside_roles`): "<clan>-<identity>"
("yellow-loyal", "blue-saboteur"); the clan is the back (public), the identity the front.
A saboteur works for the other clan (book 000 'Les clans nains'). The four goals are the
kernel's face-down cells (`Game.goal_cards`, `Maze.hidden_goals`, `Game.seen`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kernel.pieces import Pieces

if TYPE_CHECKING:
    from ...game import Game

NAME = "dark-cave"
CLANS = ("yellow", "blue")
LOYAL, SABOTEUR = "loyal", "saboteur"
DWARF, WEB, NUGGET = "dwarf", "web", "nugget"
CREATURES = ("rat", "lindworm", "goblin")


def clan_of(role: str) -> str:
    return role.split("-")[0]


def identity_of(role: str) -> str:
    return role.split("-")[1]


def works_for(role: str) -> str:
    """The clan a dwarf works for: its back's, or the other for a saboteur (book 000)."""
    clan = clan_of(role)
    return CLANS[1 - CLANS.index(clan)] if identity_of(role) == SABOTEUR else clan


class Cave:
    """`pieces`: dwarves in the mine, creatures, webs, nuggets on gold veins; `webs`: per web
    (its side, as `side_key` names it) its card and count (2 or 1); `nuggets`: per seat, on
    its dwarf card; `front`: per seat the cards lying in front of it (boots, axes, a web or
    a creature it played); `exits`: the seats whose dwarf left the mine, in order;
    `revealed`: a bit per seat whose clan card is face up; `paralysed`: a bit per seat whose
    dwarf a lindworm bit (no steps on its next turn); `aside`: the deck cards set aside
    unseen; `drawer`: this turn's drawer when not the player (an exchange: the other seat);
    `proposed`: the seat that asked a vote this turn; `losses`: cards taken at random so far
    (the label of the next draw of chance)."""

    __slots__ = ("pieces", "webs", "nuggets", "front", "exits", "revealed", "paralysed", "aside", "drawer",
                 "proposed", "losses")

    def __init__(self, players: int):
        self.pieces = Pieces()
        self.webs: dict[tuple[int, int], tuple[int, int]] = {}
        self.nuggets = [0] * players
        self.front: list[list[int]] = [[] for _ in range(players)]
        self.exits: list[int] = []
        self.revealed = 0
        self.paralysed = 0
        self.aside: list[int] = []
        self.drawer: int | None = None
        self.proposed: int | None = None
        self.losses = 0

    def copy(self) -> Cave:
        other = Cave.__new__(Cave)
        other.pieces = self.pieces.copy()
        other.webs = self.webs.copy()
        other.nuggets = self.nuggets[:]
        other.front = [cards[:] for cards in self.front]
        other.exits = self.exits[:]
        other.revealed = self.revealed
        other.paralysed = self.paralysed
        other.aside = self.aside  # never changed once dealt
        other.drawer = self.drawer
        other.proposed = self.proposed
        other.losses = self.losses
        return other

    def dwarf(self, seat: int):
        """The seat's dwarf piece, or None once it left the mine."""
        for piece in self.pieces.items:
            if piece.kind == DWARF and piece.seat == seat:
                return piece
        return None

    def creature(self, kind: str):
        """The creature piece of `kind` in the mine, or None."""
        for piece in self.pieces.items:
            if piece.kind == kind:
                return piece
        return None

    def move_piece(self, old, new) -> None:
        items = self.pieces.items
        items[items.index(old)] = new


def new_cave(game: Game) -> Cave:
    return Cave(game.players)


def cave(game: Game) -> Cave:
    return game.parts[NAME]
