"""La mine se rebelle's turn (book 000 'Déroulement'; rules/dark-cave.md ruling 12): play
one card or discard one or two face down, then move (`moves.begin_move`), then draw one
after a play, as many as discarded, none after an exchange (the other player draws one).
Before the card a player may ask the unanimous vote to end (ruling 14), once a turn, and
cut a web beside its dwarf with an axe lying in front of it (ruling 9).

At the start of each seat's turn, even one it must pass for want of cards: its creature
leaves, its webs count down (ruling 7, 9). A seat holding no card passes and does not move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kernel.discards import discard, discard_actions, discard_refusal
from ...kernel.vote import PROPOSE, VoteEnd, ask_vote
from ..lost_mines.cards import card_plays, play_refusal
from .moves import begin_move
from .score import end_game
from .state import cave

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game
    from ...kernel.decisions import Decision


class DarkCaveTurn:
    phase = "play"
    action_kinds = ("discard", "propose_end", "cut_web")
    not_now = "it is a player's turn"

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        from .webs import cut_actions

        seat = decision.seat
        actions = card_plays(game, seat)
        actions += discard_actions(game, seat)
        actions += cut_actions(game, seat)
        if cave(game).proposed != seat:
            actions.append(PROPOSE)
        return actions

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        return self.refusal(game, decision, action) is None  # the conditions the list is gated by

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        from .webs import cut_refusal

        seat = decision.seat
        if action.kind == "propose_end":
            return "you asked for a vote this turn already" if cave(game).proposed == seat else None
        if action.kind == "discard":
            return discard_refusal(game, seat, action)
        if action.kind == "cut_web":
            return cut_refusal(game, seat, action)
        return play_refusal(game, seat, action)

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        from .webs import cut_web

        seat, rules = decision.seat, game.rules
        if action.kind == "propose_end":
            cave(game).proposed = seat
            ask_vote(game, seat)
            return
        if action.kind == "cut_web":
            cut_web(game, seat, action)
            return
        game.last_seat = seat
        if action.kind == "discard":
            begin_move(game, seat, action, discard(game, seat, action))
            return
        card = rules.catalogue.index[action.card]
        game.hands[seat].remove(card)
        if rules.handlers[action.kind].apply(game, seat, card, action):
            return  # the card asked a choice first (a creature's move): its rule moves on
        if game.decisions and game.decisions[-1] is decision:
            begin_move(game, seat, action, 1)


def draw(game: Game, seat: int, action: Action, drawer: int, count: int) -> tuple[int, int]:
    """After an exchange the other player draws one, the player none (ruling 11)."""
    part = cave(game)
    return (part.drawer, 1) if part.drawer is not None else (drawer, count)


def end_by_vote(game: Game) -> None:
    end_game(game, "vote")


VOTE = VoteEnd(end_by_vote)


def next_seat(game: Game, seat: int) -> int:
    """Clockwise, the next seat holding cards; each seat whose turn comes, played or passed,
    first sees its creature leave and its webs count down (rulings 7, 9, 12); a passed turn
    also stands a bitten dwarf up."""
    from .creatures import creature_leaves
    from .webs import count_down

    part = cave(game)
    part.proposed = part.drawer = None
    for step in range(1, game.players + 1):
        following = (seat + step) % game.players
        creature_leaves(game, following)
        count_down(game, following)
        if game.hands[following]:
            return following
        part.paralysed &= ~(1 << following)
    raise AssertionError("no seat holds a card")  # end_turn ends the game first
