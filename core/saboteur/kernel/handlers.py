"""Handlers: one per kind of action, listing the legal actions and explaining refusals.

A handler is built from named conditions. `card_actions` lists, fast, what a card may do
(it may use tables and caches, but gates on the same condition functions); `allows`
says whether one action is in that list (a fresh copy in search has no list yet);
`refusal` walks the conditions in order and returns the first that fails. The list
stays the authority: the game asks a handler why only for an action it does not allow,
and the kernel tests check, over random positions, that the conditions refuse exactly
the actions the list leaves out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, NamedTuple

if TYPE_CHECKING:
    from ..actions import Action
    from ..game import Game

# A condition's check: (game, seat, card index, action) -> why it fails, or None.
Check = Callable[["Game", int, int, "Action"], "str | None"]


class Condition(NamedTuple):
    name: str  # what must hold, in words, for docs and tests
    check: Check


class Refusal(str):
    """A refusal in words (it is the str the engine always returned) that also names the
    condition it comes from, so that a page can say it in its reader's language:
    `code` is the condition's check function's name ("misfit", "space_taken", ...)."""

    code: str
    facts: dict

    def __new__(cls, text: str, code: str, **facts) -> Refusal:
        refusal = super().__new__(cls, text)
        refusal.code = code
        refusal.facts = facts  # what the words name, for other languages (e.g. a side)
        return refusal


class Handler:
    """One kind of action played with a card from the hand."""

    kind = ""
    conditions: tuple[Condition, ...] = ()

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        """The legal actions of this kind with `card`, held by `seat`, in a fixed order."""
        raise NotImplementedError

    def lists_from_maze(self, catalogue, card: int) -> bool:
        """Whether, for a seat the turn lets lay path cards, `card_actions` is the maze's
        list for `card` (`Maze.card_actions`): the turn then reads the maze without a call
        here, as it does on every listing after the maze changes."""
        return False

    def allows(self, game: Game, seat: int, card: int, action: Action) -> bool:
        """Whether `action` is among `card_actions` (a handler may look it up faster)."""
        return action in self.card_actions(game, seat, card)

    def refusal(self, game: Game, seat: int, card: int, action: Action) -> str | None:
        """The first condition `action` fails, in words; None if it fails none."""
        for condition in self.conditions:
            reason = condition.check(game, seat, card, action)
            if reason is not None:  # a check may name its refusal more finely itself
                return reason if isinstance(reason, Refusal) else Refusal(reason, condition.check.__name__.lstrip("_"))
        return None

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        """Carry out a legal action; True when it ends the round at once."""
        raise NotImplementedError
