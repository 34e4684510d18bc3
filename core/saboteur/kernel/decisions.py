"""Pending decisions: who must choose what, now.

The game keeps them on a stack (`Game.decisions`, the top last); `to_move` is the seat
of the top one. The round's ordinary turn lies at the bottom; an effect that needs a
choice (keeping a gold card, a theft, a veto, a second placement) pushes its own
decision and pops it once chosen. Decisions are immutable tuples, so copying a game for
search copies one short list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, Protocol

if TYPE_CHECKING:
    from ..actions import Action
    from ..game import Game


class Decision(NamedTuple):
    kind: str  # names the DecisionRule that lists, refuses and applies its actions
    seat: int
    data: tuple = ()  # what the rule needs to know, e.g. the gold cards still to keep


class DecisionRule(Protocol):
    """How one kind of decision is taken. `phase` names it in views and positions;
    `action_kinds` are the action kinds only this decision takes (a turn takes the card
    actions of the ruleset's handlers); `not_now` refuses them at other times. A rule may
    set `in_private = True`: its decision shows only to its seat, and every other view shows
    the decision below it (`views._shown_decision`), so nobody learns who is asked."""

    phase: str
    action_kinds: tuple[str, ...]
    not_now: str

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]: ...

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        """Whether `action` is among the legal actions, without listing them all."""
        ...

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        """The first rule `action` breaks, in words; None if it breaks none."""
        ...

    def apply(self, game: Game, decision: Decision, action: Action) -> None: ...
