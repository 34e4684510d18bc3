"""The legal actions of a Saboteur 2 turn, as a sequence that makes its discards and passes
only when asked (as python-chess's LegalMoveGenerator is lazy).

A turn of six cards lists some 45 actions, 41 of them passes of 1 to 3 cards (book 002,
'Passer') and more with discards of two. Most callers take one action by its index (a
random player, a rollout) or check one (`Game.apply`), so making the whole list on every
move was most of a move's cost. `TurnActions` behaves as the list it stands for: the same
items in the same order for len, indexing, slicing, iteration, `in`, == and index().

A pass is found by the cards it names, as card indices (`made_by_ruleset`): one card by its
index, several by a tuple of them, so that a pass's key is read from the hand by one
`itemgetter` of the hand's shape (issue 46: a random pick is most often a pass, and building
the key was most of the pick).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from operator import eq, index as as_index, itemgetter

from ...actions import Action, make

PASS_CARDS, DISCARD_TWO = "pass_cards", "discard_two"


def _choices_of_shape(size: int, repeats: tuple[bool, ...]) -> tuple[tuple, tuple, int, int]:
    """For a sorted hand of `size` cards where `repeats[i]` says card i+1 is card i again:
    a getter of each distinct choice of 1, 2 or 3 cards, in the listing's order (that of
    `combinations` over the hand, each choice once), which reads the choice's pass key from
    the hand; the positions of each distinct pair; and the number of each."""
    labels = [0]
    for repeated in repeats:
        labels.append(labels[-1] + (0 if repeated else 1))
    choices = []
    for count in (1, 2, 3):
        seen = set()
        for positions in combinations(range(size), count):
            cards = tuple(labels[p] for p in positions)
            if cards not in seen:
                seen.add(cards)
                choices.append(positions)
    pairs = tuple(positions for positions in choices if len(positions) == 2)
    getters = tuple(itemgetter(*positions) for positions in choices)  # one position: the card itself, a pass's key
    return getters, pairs, len(getters), len(pairs)


# The shapes of hands met so far: by hand size for hands without repeats (most of them),
# else by repeats (as _choices_of_shape's, for a hand one card longer)
_DISTINCT: dict[int, tuple] = {}
_SHAPES: dict[tuple, tuple] = {}


def _shape(hand: tuple) -> tuple:
    """The shape of a hand with repeats (TurnActions tells a hand without any itself)."""
    repeats = tuple(map(eq, hand[1:], hand))
    found = _SHAPES.get(repeats)
    if found is None:
        found = _SHAPES[repeats] = _choices_of_shape(len(hand), repeats)
    return found


def made_by_ruleset(catalogue) -> tuple[dict, dict, dict, tuple[str, ...]]:
    """The discards and the passes a ruleset's turns have made, by the card indices they
    name (pass: the card, or a tuple of the cards; discard: the two cards and the card
    taken away), and each of them back to those keys, by its id (the made actions live on
    in the first two, so an id names one; an id is quicker to look up than the action's
    hash of nine fields): so that each is made once, and found again at once. Last, each
    card index's id, which the actions name."""
    return {}, {}, {}, tuple(kind.id for kind in catalogue.types)


def hand_options(made: tuple, hand, removable) -> list[Action]:
    """Each discard of two cards with each card in front it may take away, then each pass
    of one, two or three cards, all made; repeats in the hand give each choice once."""
    discards, passes = made[0], made[1]
    options = []
    if removable and len(hand) >= 2:
        for pair in dict.fromkeys(combinations(hand, 2)):
            for removes in removable:
                key = pair + (removes,)
                action = discards.get(key)
                options.append(_discard(made, key) if action is None else action)
    cards = tuple(hand)  # a pass discards 1, 2 or 3 cards (book 002, 'Passer'); one card's key is the card
    chosen = [*cards, *combinations(cards, 2), *combinations(cards, 3)]
    if len(set(cards)) < len(cards):  # repeats in the hand: each choice once
        chosen = list(dict.fromkeys(chosen))
    found = list(map(passes.get, chosen))  # in C: this runs for every full listing
    if None in found:
        found = [_pass(made, key) if action is None else action for key, action in zip(chosen, found)]
    return options + found


def _pass(made: tuple, key) -> Action:
    ids = made[3]  # a pass from a hand not met before: one move in four to ten early in a long run, so in C
    action = made[1][key] = make(PASS_CARDS, cards=(ids[key],) if type(key) is int else tuple(sorted(map(ids.__getitem__, key))))
    made[2][id(action)] = key
    return action


def _discard(made: tuple, key: tuple) -> Action:
    ids = made[3]
    action = made[0][key] = make(DISCARD_TWO, cards=tuple(sorted(map(ids.__getitem__, key[:2]))), removes=ids[key[2]])
    made[2][id(action)] = key
    return action


# By catalogue, the discards and passes made (made_by_ruleset): making an action costs more
# than finding it again. They are keyed by card indices, so by catalogue, not by game name:
# modules add cards of their own after the game's.
_MADE: dict = {}
_NONE_GIVEN = object()  # nothing handed out by index yet (None is no action, and not in the list)


class TurnActions(Sequence):
    """The card actions (made), then the discards of two and the passes (made on demand).

    It keeps its own copy of the hand, so it stays what the turn offered after the game
    moves on, as a list would.
    """

    __slots__ = ("cards", "hand", "removable", "catalogue", "made", "shape", "passes_from", "size", "rest", "given")

    def __init__(self, card_actions: list[Action], hand: list[int], lying, catalogue,
                 repeats: bool | None = None, made: tuple | None = None):
        """`lying`: the cards lying in front of the seat, broken tools included (a
        sequence, empty when none); `repeats`: whether the hand holds a card twice, if the
        caller has seen (the turn's listing walks the hand too); `made`: what the turns of
        the catalogue's rulesets have made (`made_by_ruleset`, kept by catalogue unless given)."""
        if made is None:
            made = _MADE.get(catalogue)
            if made is None:
                made = _MADE[catalogue] = made_by_ruleset(catalogue)
        if lying:  # each card that may be taken away once, by id, sorted by a C key (issue 46: no call per card)
            removable = sorted(set(lying), key=made[3].__getitem__) if len(lying) > 1 else lying
        else:
            removable = ()
        self.cards = card_actions
        self.hand = hand = tuple(hand)
        self.removable = removable
        self.catalogue = catalogue
        self.made = made
        if repeats is None:
            # a set or a call costs more than this loop over a sorted hand (issue 46)
            previous = -1
            repeats = False
            for card in hand:
                if card == previous:
                    repeats = True
                    break
                previous = card
        # the hand's shape: a hand without repeats (most) by its size
        if repeats:
            shape = _shape(hand)
        else:
            shape = _DISTINCT.get(len(hand))
            if shape is None:
                shape = _DISTINCT[len(hand)] = _choices_of_shape(len(hand), (False,) * max(len(hand) - 1, 0))
        self.shape = shape
        self.passes_from = passes_from = len(card_actions) + shape[3] * len(removable) if removable else len(card_actions)
        self.size = passes_from + shape[2]
        self.rest: list[Action] | None = None  # the discards and passes, once all are made
        # the last item handed out by index, which the sequence holds: `in` knows it at
        # once (Game.apply asks right after a pick)
        self.given: object = _NONE_GIVEN

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, index):
        if type(index) is not int:
            if isinstance(index, slice):  # the whole: itself, as a tuple gives
                return self if index == slice(None) else list(self)[index]
            index = as_index(index)
        if not 0 <= index < self.size:
            if not -self.size <= index < 0:
                raise IndexError("legal action index out of range")
            index += self.size
        passes_from = self.passes_from
        if index >= passes_from:  # a pass, as most random picks are: looked at first (made or not, by its key)
            key = self.shape[0][index - passes_from](self.hand)
            action = self.made[1].get(key)
            if action is None:
                action = _pass(self.made, key)
            self.given = action
            return action
        cards = self.cards
        if index < len(cards):
            action = self.given = cards[index]
            return action
        index -= len(cards)
        if self.rest is not None:
            return self.rest[index]
        removable = self.removable
        first, second = self.shape[1][index // len(removable)]  # a discard of two
        hand, made = self.hand, self.made
        key = (hand[first], hand[second], removable[index % len(removable)])
        action = made[0].get(key)
        if action is None:
            action = _discard(made, key)
        self.given = action
        return action

    def __iter__(self):
        yield from self.cards
        yield from self._rest()

    def _rest(self) -> list[Action]:
        if self.rest is None:
            self.rest = hand_options(self.made, self.hand, self.removable)
        return self.rest

    def __contains__(self, action) -> bool:
        if action is self.given:  # the item just handed out by index
            return True
        if type(action) is Action and action.kind in (PASS_CARDS, DISCARD_TWO):
            key = self.made[2].get(id(action))  # the cards it names, if the engine made it
            if key is None:
                return self._offers(action)
            if type(key) is int:  # a pass of one card
                return key in self.hand
            return self._holds(key, action.kind)
        return action in self.cards or action in self._rest()

    def _holds(self, key: tuple, kind: str) -> bool:
        """Whether the hand holds the cards `key` names (a discard's last: the card it takes
        away, which must lie in front)."""
        if kind == DISCARD_TWO:
            if key[2] not in self.removable:
                return False
            key = key[:2]
        left = list(self.hand)
        for card in key:
            if card not in left:
                return False
            left.remove(card)
        return True

    def _offers(self, action: Action) -> bool:
        """Whether the discard or pass `action` is one listed, from the hand, without
        making the list: the listing names 1 to 3 held cards (two for a discard, with a
        card lying in front), ids sorted, and no other field."""
        cards = action.cards
        if type(cards) is not tuple or not 1 <= len(cards) <= 3 or list(cards) != sorted(cards):
            return False
        removes = None
        if action.kind == DISCARD_TWO:
            types = self.catalogue.types
            if len(cards) != 2 or action.removes not in [types[card].id for card in self.removable]:
                return False
            removes = action.removes
        index = self.catalogue.index
        left = list(self.hand)
        for card_id in cards:
            card = index.get(card_id) if type(card_id) is str else None
            if card not in left:
                return False
            left.remove(card)
        return action == Action(action.kind, cards=cards, removes=removes)

    def __eq__(self, other) -> bool:
        if isinstance(other, (list, TurnActions)):  # as a list, never equal to a tuple
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # as a list's: it compares by its items

    def __repr__(self) -> str:
        return repr(list(self))
