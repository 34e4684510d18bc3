"""Whole games consistent with one seat's view, for search: the ruleset's own resample
(each game of the family says what is hidden and how it may be dealt), fed with the
bot's beliefs about roles and the gold goal."""

from __future__ import annotations

from ..game import Game
from ..games.base.rounds import gold_cell
from ..ruleset import Ruleset
from .beliefs import Tracker


class Determinizer:
    def __init__(self, rules: Ruleset, view: dict, tracker: Tracker, rng):
        self.rng = rng  # the search's own generator, which dealt the first game
        self.resampler = rules.composition.resampler(rules, view, rng, priors=tracker)
        self.base = self.resampler.base  # one game consistent with the view

    def sample(self, rng) -> tuple[Game, int]:
        """A game with every hidden fact dealt again, and the slot of its gold goal."""
        game = self.resampler.sample(rng)
        return game, gold_cell(game)
