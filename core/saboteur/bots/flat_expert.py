"""The expert before issue 14 (level "expert/flat", kept for comparison): flat determinized
Monte Carlo over the belief bot's best few actions.

Each sweep deals one hidden state from the beliefs (determinize.py), then plays every
candidate action in it followed by a short rollout with a fast role policy, and scores
the end with leaf.py's value. Sharing the deal and the rollout seed across candidates
compares them on equal terms. The search stops at the iteration cap or the time budget,
as the expert's does (expert.py), whichever comes first.

The rollouts' players know every role, so they cannot price being found out: a candidate's
cost in suspicion (hiding.py) is taken off its value, at the expert's `exposure_value` per
card of route.
"""

from __future__ import annotations

import random
import time

from .determinize import Determinizer
from .expert import ExpertBot
from .leaf import HAND_SET, engine_actions, seat_value
from .rollouts import rollout


class FlatExpertBot(ExpertBot):
    """The expert's choice of candidates, searched flat: every candidate in every sweep."""

    level = "expert/flat"
    width = 5  # the belief policy's best actions that the search compares
    rejoins = False  # it measured routes as they were before issue 14 (route.py)

    def search(self, view: dict, candidates: list[dict], determinizer: Determinizer, started: float, costs: list[float]) -> dict:
        search_rng = determinizer.rng
        moves = engine_actions(determinizer.base, candidates)
        value = seat_value(view, self.seat, HAND_SET)  # its leaf as it was before issue 14
        # Base counts rounds over from after the candidate, as it always has (its play must
        # not change), so a candidate that ends the round is judged by the static estimate.
        base_counting = "saboteur2" not in view
        totals = [0.0] * len(candidates)
        sweeps = rollouts = 0
        while rollouts + len(candidates) <= self.iterations:
            game, gold_slot = determinizer.sample(search_rng)
            rollout_seed = search_rng.random()
            for index, action in enumerate(moves):
                trial = game.copy().apply(action)
                counted = len(trial.results) if base_counting else len(game.results)
                rollout(trial, gold_slot, random.Random(rollout_seed), 2 * trial.players)
                totals[index] += value(trial, counted, gold_slot)
            sweeps += 1
            rollouts += len(candidates)
            if self.time_is_up(started, sweeps):
                break
        means = [total / max(sweeps, 1) for total in totals]
        scores = [mean - cost + (self.heuristic_bonus if index == 0 else 0.0) for index, (mean, cost) in enumerate(zip(means, costs))]
        best = max(range(len(candidates)), key=scores.__getitem__)
        self.last_search = {"rollouts": rollouts, "sweeps": sweeps, "seconds": time.perf_counter() - started, "values": means}
        return candidates[best]
