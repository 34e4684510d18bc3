"""What base Saboteur adds to the state of a game (`Game.parts["base"]`): the gold cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...game import Game

PART = "base"


class Gold:
    """The gold cards: the pile, shuffled once for the game (top last), and the values
    each seat holds (private until the game ends, ruling 6)."""

    __slots__ = ("pile", "held")

    def __init__(self, players: int):
        self.pile: list[int] = []
        self.held: list[list[int]] = [[] for _ in range(players)]

    def copy(self) -> Gold:
        other = Gold.__new__(Gold)
        other.pile = self.pile[:]
        other.held = [values[:] for values in self.held]
        return other


def new_gold(game: Game) -> Gold:
    return Gold(game.players)


def gold(game: Game) -> Gold:
    return game.parts[PART]
