"""Base Saboteur's part of the turn (book 002, 'Déroulement'; the turn itself is the
kernel's, `kernel.turn`): path cards only with every tool whole (ruling 3), a pass with
any one card, and the seat moving on clockwise to the next seat holding cards."""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

# TURN: the turn's name, for base's rounds and positions
from ...kernel.turn import DRAWS, TURN, TURNS, Turn, list_cards  # noqa: F401

if TYPE_CHECKING:
    from ...actions import Action
    from ...catalogue import Catalogue
    from ...game import Game
    from ...kernel.decisions import Decision


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


class LeanTurn(Turn):
    """The kernel's turn for base alone (`Module.lean_turn`: no option but the pass by card,
    no step around a play, no draw change): the same listing, events, decisions and
    refusals, without the hooks' empty loops, with the gate (`tools_whole`) and the next
    seat inlined (issue 46: the calls of every move)."""

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        seat = decision.seat
        actions: list[Action] = []
        passing: list[Action] = []
        list_cards(game, seat, not game.broken[seat], actions, passing)  # the gate: tools_whole(game, seat)
        actions += passing
        return actions

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        seat = decision.seat
        rules = game.rules
        card = rules.catalogue.index[action.card]
        hand = game.hands[seat]
        hand.remove(card)
        ends_round = rules.handlers[action.kind].apply(game, seat, card, action)
        game.last_seat = seat
        if ends_round:
            rules.composition.end_round(game, seat if ends_round is True else None)
            return
        if game.decisions[-1] is not decision:  # the card asked a choice: that rule ends the turn
            return
        pile = game.draw_pile
        if pile:
            drawn = pile.pop()
            insort(hand, drawn)
            game.events.append((DRAWS[seat], rules.catalogue.told_to[seat][drawn]))
        elif not any(game.hands):
            rules.composition.end_round(game, None)
            return
        following = seat + 1 if seat + 1 < game.players else 0
        if not game.hands[following] or game.reversed_order:
            following = next_seat_with_cards(game, seat)
        game.decisions[-1] = TURNS[following]
        game.to_move = following
