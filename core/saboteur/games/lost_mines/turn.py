"""The Lost Mines' turn (book 003 'Déroulement de la partie'; rules/lost-mines.md ruling 7):
play one card or discard one or two face down, then move (`moves.begin_move`), then draw one
after a play or as many as discarded. Before that, a player may ask the others to agree that
no mine can still be reached (ruling 8: a unanimous vote, `vote_end`), once a turn.

Its own decision rule (not the kernel's `Turn`): an information card offers two kinds of
look, so a card's kinds are read from its effect (`cards.kinds_of_use`). La mine se rebelle's
turn is the same rule (`ClanTurn`) with its own part, move and web cut.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ...kernel.discards import discard, discard_actions, discard_refusal
from ...kernel.vote import PROPOSE, VoteEnd, ask_vote
from .cards import card_plays, play_refusal, remove_troll
from .moves import begin_move
from .state import mines

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game
    from ...kernel.decisions import Decision


class ClanTurn:
    """The clan games' turn, written once for The Lost Mines and La mine se rebelle: a card
    played (`cards.card_plays`) or one or two discarded, then the move (`begin_move`, unless the
    card asked a choice first: its rule moves on); before the card, the vote to end asked once
    a turn. `state` gives the game's part (its `proposed`); `options` the game's own acts
    before the card (kind -> its listing, refusal and apply), listed before the vote."""

    phase = "play"
    not_now = "it is a player's turn"

    def __init__(self, state: Callable[[Game], Any], begin_move: Callable[[Game, int, Action, int], None],
                 options: dict[str, tuple[Callable, Callable, Callable]] | None = None):
        self.state, self.begin_move = state, begin_move
        self.options = options or {}
        self.action_kinds = ("discard", "propose_end", *self.options)

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        seat = decision.seat
        actions = card_plays(game, seat)
        actions += discard_actions(game, seat)
        for listing, _refusal, _apply in self.options.values():
            actions += listing(game, seat)
        if self.state(game).proposed != seat:
            actions.append(PROPOSE)
        return actions

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        return self.refusal(game, decision, action) is None  # the conditions the list is gated by

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        seat = decision.seat
        if action.kind == "propose_end":
            return "you asked for a vote this turn already" if self.state(game).proposed == seat else None
        if action.kind == "discard":
            return discard_refusal(game, seat, action)
        if action.kind in self.options:
            return self.options[action.kind][1](game, seat, action)
        return play_refusal(game, seat, action)

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        seat, rules = decision.seat, game.rules
        if action.kind == "propose_end":
            self.state(game).proposed = seat
            ask_vote(game, seat)
            return
        if action.kind in self.options:
            self.options[action.kind][2](game, seat, action)
            return
        game.last_seat = seat
        if action.kind == "discard":
            self.begin_move(game, seat, action, discard(game, seat, action))
            return
        card = rules.catalogue.index[action.card]
        game.hands[seat].remove(card)
        if rules.handlers[action.kind].apply(game, seat, card, action):
            return  # the card asked a choice first (a creature's move): its rule moves on
        if game.decisions and game.decisions[-1] is decision:
            self.begin_move(game, seat, action, 1)


TURN_RULE = ClanTurn(mines, begin_move)


def end_by_vote(game: Game) -> None:
    """Every other seat agreed that no mine can be reached: the round ends (ruling 8)."""
    from .rounds import end_round

    end_round(game, "vote")


VOTE = VoteEnd(end_by_vote)


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

