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

from ...kernel.vote import VoteEnd
from ..lost_mines.turn import ClanTurn
from .moves import begin_move
from .score import end_game
from .state import cave
from .webs import cut_actions, cut_refusal, cut_web

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game


TURN_RULE = ClanTurn(cave, begin_move, {"cut_web": (cut_actions, cut_refusal, cut_web)})


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
