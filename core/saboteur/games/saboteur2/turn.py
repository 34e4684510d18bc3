"""A turn of Saboteur 2 (book 002, 'Déroulement d'une partie'; rules/saboteur2.md ruling 1):
play a path card or an action card and draw 1; or discard 2 cards to take away a card
lying in front of you and draw 1; or pass, discarding 1 to 3 cards face down and drawing
as many. With the draw pile empty nobody draws; a seat with no card sits out."""

from __future__ import annotations

from bisect import insort
from collections import Counter
from typing import TYPE_CHECKING

from ...actions import Action
from ...catalogue import ANY_SEAT
from ...kernel.decisions import Decision
from ..base import cards as base_cards
from ..base import turn as base_turn
from ..base.turn import TURNS, next_seat_with_cards
from .cards import placements, take_away
from .rounds import end_round
from .state import in_front, is_trapped
from .turn_actions import DISCARD_TWO, PASS_CARDS, TurnActions, made_by_ruleset

if TYPE_CHECKING:
    from ...game import Game

TURN_KINDS = (PASS_CARDS, DISCARD_TWO)  # the turn's own options, played with no one card


class Turn(base_turn.Turn):
    """Base's turn with Saboteur 2's options: its card checks, and its own listing, passes
    and draws."""

    action_kinds = TURN_KINDS

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        """Card by card, what each card may do; then each discard of two with each card it
        may take away; then each pass of one, two or three cards."""
        seat, rules = decision.seat, game.rules
        catalogue = rules.catalogue
        hand = game.hands[seat]
        actions_of, use = rules.card_actions, catalogue.use
        lying = in_front(game, seat)
        # The place handler's gate, once per listing; then the maze's lists kept by card
        # (`Maze.aimed`, filled by the handlers) before asking a handler.
        can_place = not lying or base_cards.tools_whole(game, seat) and not is_trapped(game, seat)
        maze = game.maze
        aimed, ladder_places = maze.aimed, catalogue.ladder_places
        on_seats, tool_targets = catalogue.on_seats, catalogue.tool_targets_known
        tools_key = (game.tools_down << 4 | game.players) << 8
        actions: list[Action] = []
        for card in dict.fromkeys(hand):  # hands are sorted: each kind once, in card order
            if on_seats[card]:  # base's table of tool targets (Catalogue.tool_key, inlined)
                found = tool_targets.get((tools_key | card) << 4 | (seat if use[card] == "break" else ANY_SEAT))
            else:
                found = aimed.get(card)
            if use[card] == "place":
                if not can_place:
                    continue
                if found is None:  # the handler's list past its gate, checked above
                    # cards.placements, inlined
                    found = placements(game, card) if ladder_places[card * 2] else maze.card_actions(card)
            actions += actions_of[card](game, seat, card) if found is None else found
        made = self._made.get(rules.name)
        if made is None:
            made = self._made[rules.name] = made_by_ruleset()
        types = catalogue.types
        removable = sorted(set(lying), key=lambda card: types[card].id) if lying else lying
        return TurnActions(actions, hand, removable, catalogue, made)

    def __init__(self):
        # By ruleset, the discards and passes made (turn_actions.made_by_ruleset): making
        # an action costs more than finding it again.
        self._made: dict[str, tuple[dict, dict, dict]] = {}

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        return self.refusal(game, decision, action) is None

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        if action.kind in TURN_KINDS:
            return self._cards_refusal(game, decision.seat, action)
        if action.kind == "pass":
            return "in Saboteur 2 a pass discards 1 to 3 cards: use pass_cards"
        return super().refusal(game, decision, action)  # a card played: base's checks

    def _cards_refusal(self, game: Game, seat: int, action: Action) -> str | None:
        catalogue = game.rules.catalogue
        held = Counter(catalogue.types[card].id for card in game.hands[seat])
        missing = Counter(action.cards) - held
        if missing:
            return f"seat {seat} holds no {sorted(missing)[0]} card to discard"
        if action.kind == PASS_CARDS:
            return None
        if len(action.cards) != 2:
            return f"discard exactly two cards to take a card away, not {len(action.cards)}"
        lying = [catalogue.types[card].id for card in in_front(game, seat)]
        if not lying:
            return f"no card lies in front of seat {seat} to take away"
        if action.removes not in lying:
            return f"no {action.removes!r} card lies in front of seat {seat} (there: {', '.join(sorted(lying))})"
        return None

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        seat, rules = decision.seat, game.rules
        index = rules.catalogue.index
        hand = game.hands[seat]
        drawer, draws = seat, 1
        if action.kind == PASS_CARDS:
            for card_id in action.cards:
                card = index[card_id]
                hand.remove(card)
                game.discards.append((card, False))
            draws = len(action.cards)
            game.events.append(({"type": "pass", "seat": seat, "count": draws}, {seat: {"cards": list(action.cards)}}))
        elif action.kind == DISCARD_TWO:
            for card_id in action.cards:  # face down, as a pass's (ruling 14): only the player knows them
                hand.remove(index[card_id])
                game.discards.append((index[card_id], False))
            removed = next(card for card in in_front(game, seat) if rules.catalogue.types[card].id == action.removes)
            take_away(game, seat, removed)
            game.event({"type": "discard_two", "seat": seat, "removes": action.removes}, {seat: {"cards": list(action.cards)}})
        else:
            card = index[action.card]
            hand.remove(card)
            if rules.handlers[action.kind].apply(game, seat, card, action):
                game.last_seat = seat
                end_round(game, finder=seat)  # the gold is reached: the round ends before drawing
                return
            if action.kind == "swap_hands":
                drawer = action.target  # book: the other player draws
        game.last_seat = seat
        if game.draw_pile:
            _draw(game, drawer, draws)
        elif not any(game.hands):  # a drawer always holds a card, so only with the pile gone
            end_round(game, finder=None)
            return
        following = next_seat_with_cards(game, seat)
        game.replace_top(TURNS[following])


# Events are never changed and log() hands out copies, so every draw of a seat shares one.
_DRAWS = tuple({"type": "draw", "seat": seat} for seat in range(12))


def _draw(game: Game, seat: int, count: int) -> None:
    pile, hand, events = game.draw_pile, game.hands[seat], game.events
    public, told_to = _DRAWS[seat], game.rules.catalogue.told_to[seat]
    for _ in range(min(count, len(pile))):
        drawn = pile.pop()
        insort(hand, drawn)
        events.append((public, told_to[drawn]))
