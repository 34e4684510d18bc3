"""A unanimous vote to end (The Lost Mines ruling 8: no mine can be reached any more; La
mine se rebelle ruling 14: nobody can still reach the exit), written once for both games.

The player whose turn it is asks (`propose_end`, once a turn, before the card); each other
seat in turn order answers 1 (agree) or 0; one 0 ends the vote and the asker's turn goes
on; all 1 call the game's `agreed(game)` (its end)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..actions import make
from ..errors import InvalidPosition
from .decisions import Decision
from .module import DecisionData

if TYPE_CHECKING:
    from ..actions import Action
    from ..game import Game

VOTE_END = "vote_end"
PROPOSE = make("propose_end")
VOTES = (make("vote", value=1), make("vote", value=0))


def ask_vote(game: Game, seat: int) -> None:
    """`seat` asks: the first other seat in turn order answers first."""
    voters = tuple((seat + step) % game.players for step in range(1, game.players))
    game.event({"type": "vote_asked", "seat": seat})
    game.push(Decision(VOTE_END, voters[0], (seat, voters[1:])))


def vote_in_progress(game: Game) -> dict | None:
    """The vote being asked, as views tell it: who asked, who agreed so far."""
    top = game.decisions[-1] if game.decisions else None
    if top is None or top.kind != VOTE_END:
        return None
    asker = top.data[0]
    order = [(asker + step) % game.players for step in range(1, game.players)]
    return {"by": asker, "yes": order[:order.index(top.seat)]}


def vote_decisions(vote: dict, voter: int, players: int) -> list[Decision]:
    """The decisions a view's vote in progress (`vote_in_progress`) stands for, `voter` to
    answer: the asker's turn under the vote (for the bots' resample)."""
    asker = vote["by"]
    order = [(asker + step) % players for step in range(1, players)]
    return [Decision("turn", asker), Decision(VOTE_END, voter, (asker, tuple(order[order.index(voter) + 1:])))]


def asked_this_turn(log: list[dict], plays: tuple[str, ...]) -> int | None:
    """The seat that asked for a vote this turn (it may not ask again before its card), read
    from a log: the last vote asked with none of the game's `plays` after it."""
    asked = [i for i, e in enumerate(log) if e["type"] == "vote_asked"]
    if asked and not any(e["type"] in plays for e in log[asked[-1]:]):
        return log[asked[-1]]["seat"]
    return None


class VoteEnd:
    """Data: (who asked, the seats still to vote after this one)."""

    phase = VOTE_END
    action_kinds = ("vote",)
    not_now = "a vote is asked only by the player whose turn it is"

    def __init__(self, agreed: Callable[[Game], None]):
        self.agreed = agreed

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        return list(VOTES)

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        return action in VOTES

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        if action.kind != "vote":
            return "answer the vote first: 1 (agree to end) or 0"
        if action.value not in (0, 1):
            return f"a vote is 1 (yes) or 0 (no), not {action.value}"
        return None

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        asker, waiting = decision.data
        game.event({"type": "vote", "seat": decision.seat, "value": action.value})
        if not action.value:
            game.pop()  # the asker's turn goes on
        elif waiting:
            game.replace_top(Decision(VOTE_END, waiting[0], (asker, waiting[1:])))
        else:
            self.agreed(game)


def _read_vote(game: Game, seat: int, entry: dict) -> tuple:
    from ..position import listed, seat_of

    asker = seat_of(game, entry["by"], "the vote's asker")
    waiting = tuple(seat_of(game, s, "a voter") for s in listed(entry["waiting"], "waiting"))
    order = [(asker + step) % game.players for step in range(1, game.players)]
    if seat not in order or tuple(order[order.index(seat) + 1:]) != waiting:
        raise InvalidPosition("a vote asks every other seat in turn order after the asker")
    return (asker, waiting)


# a position's `vote_end` decision: {"by": the asker, "waiting": the seats still to vote after this one}
VOTE_DATA = DecisionData(lambda data: {"by": data[0], "waiting": list(data[1])}, _read_vote)
