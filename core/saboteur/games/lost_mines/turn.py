"""The Lost Mines' turn (book 003 'Déroulement de la partie'; rules/lost-mines.md ruling 7):
play one card or discard one or two face down, then move (`moves.begin_move`), then draw one
after a play or as many as discarded. Before that, a player may ask the others to agree that
no mine can still be reached (ruling 8: a unanimous vote, `vote_end`), once a turn.

Its own decision rule (not the kernel's `Turn`): an information card offers two kinds of
look, so a card's kinds are read from its effect (`cards.kinds_of_use`).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ...actions import make, unknown_kind
from ...kernel.decisions import Decision
from .cards import kinds_of_use, remove_troll
from .moves import begin_move
from .state import mines

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game

VOTE_END = "vote_end"
PROPOSE = make("propose_end")
VOTES = (make("vote", value=1), make("vote", value=0))


_DISCARDS: dict[tuple, list] = {}  # by ruleset and hand: hands repeat, and the list never changes


def _discards(game: Game, seat: int) -> list[Action]:
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


class LostMinesTurn:
    phase = "play"
    action_kinds = ("discard", "propose_end")
    not_now = "it is a player's turn"

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        seat, rules = decision.seat, game.rules
        catalogue = rules.catalogue
        actions: list[Action] = []
        previous = -1
        for card in game.hands[seat]:  # sorted: repeats are neighbours
            if card == previous:
                continue
            previous = card
            for kind in kinds_of_use(catalogue.use[card]):
                actions += rules.handlers[kind].card_actions(game, seat, card)
        actions += _discards(game, seat)
        if mines(game).proposed != seat:
            actions.append(PROPOSE)
        return actions

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        return self.refusal(game, decision, action) is None  # the conditions the list is gated by

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        rules, seat = game.rules, decision.seat
        types = rules.catalogue.types
        if action.kind == "propose_end":
            return "you asked for a vote this turn already" if mines(game).proposed == seat else None
        if action.kind == "discard":
            hand = [types[card].id for card in game.hands[seat]]
            for card in action.cards:
                if card not in hand:
                    return f"seat {seat} holds no {card} card to discard"
                hand.remove(card)
            if len(action.cards) > 2:
                return "discard one card or two"
            return None
        handler = rules.handlers.get(action.kind)
        if handler is None:
            owner = rules.decision_of_action.get(action.kind)
            return rules.decision_rules[owner].not_now if owner else unknown_kind(action.kind, rules.composition.action_fields)
        card = rules.catalogue.index.get(action.card)
        if card is None:
            return f"there is no card {action.card!r} in {rules.title}"
        if card not in game.hands[seat]:
            return f"seat {seat} holds no {action.card} card"
        if action.kind not in kinds_of_use(rules.catalogue.use[card]):
            return f"a {action.card} card cannot be used for {action.kind}"
        return handler.refusal(game, seat, card, action)

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        seat, rules = decision.seat, game.rules
        catalogue = rules.catalogue
        if action.kind == "propose_end":
            mines(game).proposed = seat
            voters = tuple((seat + step) % game.players for step in range(1, game.players))
            game.event({"type": "vote_asked", "seat": seat})
            game.push(Decision(VOTE_END, voters[0], (seat, voters[1:])))
            return
        game.last_seat = seat
        if action.kind == "discard":
            for card_id in action.cards:
                card = catalogue.index[card_id]
                game.hands[seat].remove(card)
                game.discards.append((card, False))
            game.event({"type": "discard", "seat": seat, "count": len(action.cards)}, {seat: {"cards": list(action.cards)}})
            begin_move(game, seat, action, len(action.cards))
            return
        card = catalogue.index[action.card]
        game.hands[seat].remove(card)
        rules.handlers[action.kind].apply(game, seat, card, action)
        begin_move(game, seat, action, 1)


class VoteEnd:
    """Each other player in turn order agrees (1) or not (0) that no mine can still be
    reached; data: (who asked, the seats still to vote after this one). One no ends the
    vote and the asker's turn goes on; all yes end the round (ruling 8)."""

    phase = VOTE_END
    action_kinds = ("vote",)
    not_now = "a vote is asked only by the player whose turn it is"

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        return list(VOTES)

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        return action in VOTES

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        if action.kind != "vote":
            return "answer the vote first: 1 (no mine can be reached) or 0"
        if action.value not in (0, 1):
            return f"a vote is 1 (yes) or 0 (no), not {action.value}"
        return None

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        from .rounds import end_round

        asker, waiting = decision.data
        game.event({"type": "vote", "seat": decision.seat, "value": action.value})
        if not action.value:
            game.pop()  # the asker's turn goes on
        elif waiting:
            game.replace_top(Decision(VOTE_END, waiting[0], (asker, waiting[1:])))
        else:
            end_round(game, "vote")


def next_seat(game: Game, seat: int) -> int:
    """Clockwise, the next seat holding cards; a seat without cards sits out the rest of the
    round (ruling 7). A troll leaves at the start of its player's next turn, even one the
    player sits out (ruling 5), and a new turn may ask for a vote again."""
    part = mines(game)
    part.proposed = None
    for step in range(1, game.players + 1):
        following = (seat + step) % game.players
        if part.trolls[following] or any(p.kind == "troll" and p.seat == following for p in part.pieces.items):
            remove_troll(game, following)
        if game.hands[following]:
            return following
    raise AssertionError("no seat holds a card")

