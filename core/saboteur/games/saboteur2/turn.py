"""A turn of Saboteur 2 (book 002, 'Déroulement d'une partie'; rules/saboteur2.md ruling 1):
play a path card or an action card and draw 1; or discard 2 cards to take away a card
lying in front of you and draw 1; or pass, discarding 1 to 3 cards face down and drawing
as many. With the draw pile empty nobody draws; a seat with no card sits out.

Saboteur 2's part of the kernel's turn (`kernel.turn`): its options (`Options`, replacing
base's pass), its gate on path cards (`may_place`) and its change to the draw (`draw`)."""

from __future__ import annotations

from bisect import insort
from collections import Counter
from typing import TYPE_CHECKING

from ...kernel.turn import DRAWS, TURNS, Turn, list_cards
from ..base.turn import next_seat_with_cards
from .cards import take_away
from .state import PART, in_front, is_trapped
from .turn_actions import DISCARD_TWO, PASS_CARDS, TurnActions

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game
    from ...kernel.decisions import Decision

TURN_KINDS = (PASS_CARDS, DISCARD_TWO)  # the turn's own options, played with no one card
# Events are never changed and log() hands out copies, so every pass of a seat and count shares one.
_PASSES = tuple(tuple({"type": "pass", "seat": seat, "count": count} for count in range(4)) for seat in range(16))


class Options:
    """Saboteur 2's options besides a card played: each discard of two with each card it
    may take away, then each pass of one, two or three cards (replacing base's pass)."""

    kinds = (*TURN_KINDS, "pass")

    def listing(self, game: Game, seat: int, actions: list[Action], repeats: bool | None = None) -> TurnActions:
        """`repeats`: whether the hand holds a card twice, if the caller has seen (TurnActions)."""
        broken, lying = game.broken[seat], game.parts[PART].in_front[seat]  # in_front(game, seat), without its calls
        return TurnActions(actions, game.hands[seat], broken + lying if broken or lying else (), game.rules.catalogue, repeats)

    def refusal(self, game: Game, seat: int, action: Action) -> str | None:
        if action.kind == "pass":
            return "in Saboteur 2 a pass discards 1 to 3 cards: use pass_cards"
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

    def apply(self, game: Game, seat: int, action: Action) -> int:
        index = game.rules.catalogue.index
        hand, discards, cards = game.hands[seat], game.discards, action.cards
        for card_id in cards:  # face down, a discard's too (ruling 14): only the player knows them
            card = index[card_id]
            hand.remove(card)
            discards.append((card, False))
        if action.kind == PASS_CARDS:
            game.events.append((_PASSES[seat][len(cards)], {seat: {"cards": list(cards)}}))
            return len(cards)
        types = game.rules.catalogue.types
        removed = next(card for card in in_front(game, seat) if types[card].id == action.removes)
        take_away(game, seat, removed)
        game.event({"type": "discard_two", "seat": seat, "removes": action.removes}, {seat: {"cards": list(action.cards)}})
        return 1


def may_place(game: Game, seat: int) -> bool:
    """A trapped player cannot lay path cards (book 002, 'Piégé')."""
    # is_trapped and table, inlined for the seats with nothing in front: the turn asks on every listing
    return not game.parts[PART].in_front[seat] or not is_trapped(game, seat)


def draw(game: Game, seat: int, action: Action, drawer: int, count: int) -> tuple[int, int]:
    """After swap hands, the other player draws (book 002, 'Échange de mains')."""
    return (action.target, count) if action.kind == "swap_hands" else (drawer, count)


class LeanTurn(Turn):
    """The kernel's turn for Saboteur 2 alone (`Module.lean_turn`: base's and Saboteur 2's
    hooks): the same listing, events, decisions and refusals, with the two gates
    (`tools_whole`, `may_place`), the draw change (`draw`) and the next seat inlined
    (issue 46: the calls of every move)."""

    def legal_actions(self, game: Game, decision: Decision) -> TurnActions:
        seat = decision.seat
        broken, lying = game.broken[seat], game.parts[PART].in_front[seat]
        can_place = not broken and (not lying or not is_trapped(game, seat))  # the gates, tools_whole and may_place
        actions: list[Action] = []
        repeats = list_cards(game, seat, can_place, actions, None)
        # Options.listing, inlined (issue 46: a call on every move)
        return TurnActions(actions, game.hands[seat], broken + lying if broken or lying else (), game.rules.catalogue, repeats)

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        seat = decision.seat
        rules = game.rules
        kind = action.kind
        options = rules.turn_option_of.get(kind)
        if options is None:
            card = rules.catalogue.index[action.card]
            game.hands[seat].remove(card)
            ends_round = rules.handlers[kind].apply(game, seat, card, action)
            game.last_seat = seat
            if ends_round:
                rules.composition.end_round(game, seat if ends_round is True else None)
                return
            count = 1
        else:
            count = options.apply(game, seat, action)
            game.last_seat = seat
        if game.decisions[-1] is not decision:  # the card or option asked a choice: that rule ends the turn
            return
        # kernel.turn's _draw_and_pass, inlined: most passes draw two or three cards, and
        # late in a round the pile is gone (issue 46: its calls on most moves)
        drawer = action.target if kind == "swap_hands" else seat  # draw(), inlined
        pile = game.draw_pile
        if pile:
            hand, told_to = game.hands[drawer], rules.catalogue.told_to[drawer]
            if count == 1:
                drawn = pile.pop()
                insort(hand, drawn)
                game.events.append((DRAWS[drawer], told_to[drawn]))
            else:  # a pass draws as many cards as it discarded, while the pile lasts
                events = game.events
                for _ in range(count if count <= len(pile) else len(pile)):
                    drawn = pile.pop()
                    insort(hand, drawn)
                    events.append((DRAWS[drawer], told_to[drawn]))
        elif not any(game.hands):  # a drawer always holds a card, so only with the pile gone
            rules.composition.end_round(game, None)
            return
        following = seat + 1 if seat + 1 < game.players else 0
        if not game.hands[following] or game.reversed_order:
            following = next_seat_with_cards(game, seat)
        game.decisions[-1] = TURNS[following]
        game.to_move = following
