"""Discarding one or two cards face down, a turn's alternative to playing one (The Lost
Mines ruling 7, La mine se rebelle ruling 12): the listing, its refusal and the discard,
written once for both games. The player then draws as many as discarded."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ..actions import make

if TYPE_CHECKING:
    from ..actions import Action
    from ..game import Game

_DISCARDS: dict[tuple, list] = {}  # by ruleset and hand: hands repeat, and the list never changes


def discard_actions(game: Game, seat: int) -> list[Action]:
    """Discarding one card, or two, face down; one action per choice of card ids."""
    key = (game.rules.name, tuple(game.hands[seat]))
    found = _DISCARDS.get(key)
    if found is None:
        if len(_DISCARDS) > 50000:  # a long tournament meets many hands: keep the table small
            _DISCARDS.clear()
        types = game.rules.catalogue.types
        hand = [types[card].id for card in game.hands[seat]]
        pairs = {tuple(sorted(pair)) for pair in combinations(hand, 2)}
        found = _DISCARDS[key] = ([make("discard", cards=(card,)) for card in sorted(set(hand))]
                                  + [make("discard", cards=pair) for pair in sorted(pairs)])
    return found


def discard_refusal(game: Game, seat: int, action: Action) -> str | None:
    types = game.rules.catalogue.types
    hand = [types[card].id for card in game.hands[seat]]
    for card in action.cards:
        if card not in hand:
            return f"seat {seat} holds no {card} card to discard"
        hand.remove(card)
    if len(action.cards) > 2:
        return "discard one card or two"
    return None


def discard(game: Game, seat: int, action: Action) -> int:
    """The cards to the discard face down (told to their player only); how many."""
    index = game.rules.catalogue.index
    for card_id in action.cards:
        card = index[card_id]
        game.hands[seat].remove(card)
        game.discards.append((card, False))
    game.event({"type": "discard", "seat": seat, "count": len(action.cards)}, {seat: {"cards": list(action.cards)}})
    return len(action.cards)
