"""What Saboteur 2 adds to the state of a game (`Game.parts["saboteur2"]`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...game import Game

PART = "saboteur2"


class Table:
    """Cards lying in front of the seats besides broken tools, the round's cards set aside,
    the roles dropped by swap hats, and the nuggets each seat holds."""

    __slots__ = ("in_front", "thefts", "aside", "dropped_roles", "nuggets")

    def __init__(self, players: int):
        self.in_front: list[list[int]] = [[] for _ in range(players)]  # theft and trapped cards, per seat
        self.thefts: list[int] = []  # seats with a theft in front, in the order they laid it
        self.aside: list[int] = []  # the cards set aside unseen for this round
        self.dropped_roles: list[str] = []  # roles given up to swap hats this round, face down
        self.nuggets: list[int] = [0] * players

    def copy(self) -> Table:
        other = Table.__new__(Table)
        other.in_front = [cards[:] for cards in self.in_front]
        other.thefts = self.thefts[:]
        other.aside = self.aside[:]
        other.dropped_roles = self.dropped_roles[:]
        other.nuggets = self.nuggets[:]
        return other


def table(game: Game) -> Table:
    return game.parts[PART]


def in_front(game: Game, seat: int) -> list[int]:
    """Every card lying in front of `seat`: broken tools, then theft and trapped."""
    return game.broken[seat] + table(game).in_front[seat]


def lying(game: Game, seat: int, use: str) -> int | None:
    """The card played for `use` ("theft", "trap") lying in front of `seat`, if any."""
    uses = game.rules.catalogue.use
    for card in table(game).in_front[seat]:
        if uses[card] == use:
            return card
    return None


def is_trapped(game: Game, seat: int) -> bool:
    return lying(game, seat, "trap") is not None
