"""Sabotaged dwarf, a variant of base Saboteur (book 002, 'Variantes'; rules/anniversary.md
ruling 18): when the gold-diggers win, those with a broken tool in front share nothing. As
many gold cards are drawn as usual and passed as usual, skipping them, the first keeper
included; if every gold-digger has one, nobody is paid. A greedy dwarf is paid, or not, by
its own rule alone (greedy_dwarf.py), so the round ends by `greedy_dwarf.settle`, which is
base's round end when no greedy dwarf completed the path."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kernel.module import Module
from ..base.cards import tools_whole
from . import greedy_dwarf

if TYPE_CHECKING:
    from ...game import Game

NAME = "sabotaged-dwarf"


def end_round(game: Game, finder: int | None) -> None:
    """Base's round end, its gold passed only to gold-diggers with every tool whole."""
    greedy_dwarf.settle(game, finder, may_keep=tools_whole)


MODULE = Module(NAME, end_round=end_round)
