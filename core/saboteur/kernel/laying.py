"""A path card about to lie at a cell, by a placement or a diversion's move: the modules
that care (right of way: a pawn's toll, anniversary ruling 13, a diversion included by
ruling 6) act through `Module.on_lay` and `Module.lay_refusal`, so the module that lays the
card names none of them. Without such a module, laying costs one test of an empty tuple."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from ..actions import Action
    from ..game import Game


def lay_at(game: Game, seat: int, card: int, action: Action, lay: Callable[[], bool | int]) -> bool | int:
    """`seat`'s path `card` is to lie at `action.at`: every module's `on_lay` in order, each
    given the rest (the next hook, at last `lay`, what laying it does) to call when it lets
    the card lie; what laying returns (whether the round ends), or False when a hook kept
    the card back."""
    for hook in reversed(game.rules.composition.lay_hooks):
        lay = partial(hook, game, seat, card, action, lay)
    return lay()


def lay_refused(game: Game, seat: int, card: int, action: Action) -> str | None:
    """Why no path card of `seat` may lie at `action.at` now (a module's `lay_refusal`), or None."""
    for refusal in game.rules.composition.lay_refusals:
        why = refusal(game, seat, card, action)
        if why:
            return why
    return None
