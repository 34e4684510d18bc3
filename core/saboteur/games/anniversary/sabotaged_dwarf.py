"""Sabotaged dwarf, a variant of base Saboteur (book 002, 'Variantes'; rules/anniversary.md
ruling 18): when the gold-diggers win, those with a broken tool in front share nothing. As
many gold cards are drawn as usual and passed as usual, skipping them, the first keeper
included; if every gold-digger has one, nobody is paid."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kernel.module import Module
from ..base import rounds
from ..base.cards import tools_whole

if TYPE_CHECKING:
    from ...game import Game

NAME = "sabotaged-dwarf"


def end_round(game: Game, finder: int | None) -> None:
    """Base's round end, its gold passed only to gold-diggers with every tool whole."""
    rounds.end_round(game, finder, may_keep=tools_whole)


MODULE = Module(NAME, end_round=end_round)
