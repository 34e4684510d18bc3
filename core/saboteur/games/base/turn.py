"""Base Saboteur's part of the turn (book 002, 'Déroulement'; the turn itself is the
kernel's, `kernel.turn`): path cards only with every tool whole (ruling 3), a pass with
any one card, and the seat moving on clockwise to the next seat holding cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kernel.turn import TURN, TURNS  # noqa: F401  (the turn's names, for base's rounds and positions)

if TYPE_CHECKING:
    from ...actions import Action
    from ...catalogue import Catalogue
    from ...game import Game


class Passes:
    """Passing with each card held, once per kind of card, after the card actions (the
    `pass` handler refuses and applies them)."""

    kinds = ()

    def card_table(self, catalogue: Catalogue) -> tuple[Action, ...]:
        return catalogue.passes


def next_seat_with_cards(game: Game, seat: int) -> int:
    """The next seat holding cards, clockwise, or counterclockwise once play is reversed
    (`Game.reversed_order`, anniversary ruling 4)."""
    players = game.players
    if game.reversed_order:
        for step in range(1, players + 1):
            following = (seat - step) % players
            if game.hands[following]:
                return following
        raise AssertionError("no seat holds a card")
    following = seat + 1 if seat + 1 < players else 0
    if game.hands[following]:  # nearly always: a seat runs out only at the end of a round
        return following
    for step in range(2, players + 1):
        following = (seat + step) % players
        if game.hands[following]:
            return following
    raise AssertionError("no seat holds a card")
