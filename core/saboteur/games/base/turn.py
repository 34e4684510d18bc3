"""Base Saboteur's part of the turn (book 002, 'Déroulement'; the turn itself is the
kernel's, `kernel.turn`): path cards only with every tool whole (ruling 3), a pass with
any one card, and the seat moving on clockwise to the next seat holding cards."""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

from ...catalogue import ANY_SEAT
# TURN: the turn's name, for base's rounds and positions
from ...kernel.turn import BREAK, DRAWS, PLACE_MAZE, PLACE_OWN, TURN, TURNS, Turn  # noqa: F401

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
    refusals, without the hooks' empty loops, with the gate (`tools_whole`), the next seat
    and the maze's `path_actions` inlined (issue 46: the calls of every move)."""

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        seat = decision.seat
        lanes, actions_of, passes, tool_fields, tool_targets = game.rules.turn_cards
        can_place = not game.broken[seat]  # tools_whole(game, seat)
        maze = game.maze
        aimed = maze.aimed
        spaces = None  # Maze.open_placements(), once asked
        actions: list[Action] = []
        passing: list[Action] = []
        previous = -1
        for card in game.hands[seat]:  # sorted: repeats are neighbours
            if card == previous:
                continue
            previous = card
            passing.append(passes[card])
            lane = lanes[card]
            if lane >= BREAK:
                found = tool_targets.get((((game.tools_down & tool_fields[card]) << 4 | game.players) << 8 | card) << 4
                                         | (seat if lane == BREAK else ANY_SEAT))  # Catalogue.tool_key
                if found is None:
                    found = actions_of[card](game, seat, card)
            else:
                if lane <= PLACE_OWN and not can_place:
                    continue
                found = aimed.get(card)
                if found is None:
                    if lane == PLACE_MAZE:  # Maze.path_actions, inlined: its list by space, kept till the maze changes
                        if spaces is None:
                            spaces = maze.open_placements()
                        found = []
                        for by_card in spaces:
                            found += by_card[card]
                        aimed[card] = found
                    else:
                        found = actions_of[card](game, seat, card)
            actions += found
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
