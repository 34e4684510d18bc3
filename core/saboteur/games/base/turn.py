"""A turn of base Saboteur: play one card (or pass with it), then draw (book 002, 'Déroulement').

The turn is the decision at the bottom of the stack while a round is played; its seat moves
on clockwise to the next seat holding cards.
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

from ...actions import Action
from ...catalogue import ANY_SEAT
from ...kernel.decisions import Decision
from .rounds import end_round

if TYPE_CHECKING:
    from ...game import Game

TURN = "turn"
TURNS = tuple(Decision(TURN, seat) for seat in range(16))  # made once: a turn passes on every move
# Events are never changed and log() hands out copies, so the commonest ones share dicts.
_DRAWS = tuple({"type": "draw", "seat": seat} for seat in range(16))


class Turn:
    phase = "play"
    action_kinds = ()  # the card actions, by the handlers of the ruleset
    not_now = "it is a player's turn"

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        """Card by card, in card order: what each card may do (its handler's
        card_actions), then passing with each card.

        This is the engine's hottest loop, so it first reads the tables the handlers fill
        (the maze's actions by card, the catalogue's tool targets) and calls a handler
        only when its table has no entry yet, and gates path cards once per listing with
        the place handler's own condition (`tools_whole`, inlined).
        """
        seat = decision.seat
        rules = game.rules
        catalogue = rules.catalogue
        actions_of, passes, use, on_seats = rules.card_actions, catalogue.passes, catalogue.use, catalogue.on_seats
        can_place = not game.broken[seat]  # tools_whole(game, seat), inlined
        maze_actions = game.maze.aimed  # Maze.card_actions by card, where worked out already
        tool_targets = catalogue.tool_targets_known
        tools_key = (game.tools_down << 4 | game.players) << 8
        actions: list[Action] = []
        passing: list[Action] = []
        previous = -1
        for card in game.hands[seat]:  # hands are kept sorted, so repeats are neighbours
            if card == previous:
                continue
            previous = card
            passing.append(passes[card])
            if on_seats[card]:
                found = tool_targets.get((tools_key | card) << 4 | (seat if use[card] == "break" else ANY_SEAT))  # Catalogue.tool_key
            elif can_place or use[card] != "place":
                found = maze_actions.get(card)
            else:
                continue
            actions += actions_of[card](game, seat, card) if found is None else found
        actions += passing
        return actions

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        rules, seat = game.rules, decision.seat
        handler = rules.handlers.get(action.kind)
        card = rules.catalogue.index.get(action.card)
        if handler is None or card is None or card not in game.hands[seat]:
            return False
        if action.kind != "pass" and action.kind != rules.catalogue.use[card]:
            return False
        return handler.allows(game, seat, card, action)

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        rules, seat = game.rules, decision.seat
        handler = rules.handlers.get(action.kind)
        if handler is None:
            return rules.decision_rules[rules.decision_of_action[action.kind]].not_now
        catalogue = rules.catalogue
        card = catalogue.index.get(action.card)
        if card is None:
            return f"there is no card {action.card!r} in {rules.title}"
        if card not in game.hands[seat]:
            return f"seat {seat} holds no {action.card} card"
        if action.kind != "pass" and action.kind != catalogue.use[card]:
            return f"a {action.card} card cannot be used for {action.kind}"
        return handler.refusal(game, seat, card, action)

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        seat = decision.seat
        rules = game.rules
        card = rules.catalogue.index[action.card]
        hand = game.hands[seat]
        hand.remove(card)
        ends_round = rules.handlers[action.kind].apply(game, seat, card, action)
        game.last_seat = seat
        if ends_round:  # finding the gold ends the round at once, before drawing
            end_round(game, finder=seat)
            return
        if game.draw_pile:
            drawn = game.draw_pile.pop()
            insort(hand, drawn)
            game.events.append((_DRAWS[seat], rules.catalogue.told_to[seat][drawn]))
        elif not any(game.hands):
            end_round(game, finder=None)
            return
        following = seat + 1 if seat + 1 < game.players else 0
        if not game.hands[following]:  # rare: a seat runs out only at the end of a round
            following = next_seat_with_cards(game, seat)
        game.replace_top(TURNS[following])


def next_seat_with_cards(game: Game, seat: int) -> int:
    players = game.players
    following = seat + 1 if seat + 1 < players else 0
    if game.hands[following]:  # nearly always: a seat runs out only at the end of a round
        return following
    for step in range(2, players + 1):
        following = (seat + step) % players
        if game.hands[following]:
            return following
    raise AssertionError("no seat holds a card")
