"""The expert: a search over the seat's information set.

The root is what the seat knows (its view); its children are the belief policy's best
`width` actions. Each sweep deals one game consistent with the view from the bot's
beliefs (determinize.py: the ruleset's resample, roles and the gold goal drawn from the
tracker), then plays every candidate still in the race in that same game, each followed
by the same rollout seed, so candidates are compared on equal terms (common random deals).

Sequential halving spends the rollouts: they are split into equal rounds, and after each
round the worse half of the candidates drops out until two stay, so the close contest
between the best ones gets most of the deals while every candidate first gets enough deals
to be judged. Under the clock the rounds are shares of the rollouts the decision is on
course to reach. A saboteur's rollouts (and in Saboteur 2 everyone's) have
players who know only their own role and the table's suspicion (rollouts.py), so a
candidate that gives the saboteur away is punished in the rollout itself, as at a real
table; a base gold-digger's rollouts have players who know the sampled roles, which is
cheaper and measured no weaker. The end is scored by leaf.py. Hiding's cost in suspicion
(hiding.py) weighs on the choice, at `exposure_value` per card of route: the rollouts are
too short to see all of it.

The search stops at the iteration cap or the time budget (time.perf_counter, the only
clock used), whichever comes first.
"""

from __future__ import annotations

import random
import time

from ..games.base.gold import SABOTEUR
from .anniversary_play import chests_worth
from ..errors import InvalidPosition
from .determinize import Determinizer
from .hiding import exposure_cost
from .leaf import engine_actions, seat_value
from .players import BeliefBot
from .policy import ranked_actions
from .rollouts import EXPLORE, rollout, table_rollout, witness

DEFAULT_ITERATIONS = 2000  # rollouts per decision when the time budget allows them
# The share of the time budget the search leaves unspent: a sweep can stall for a garbage
# collection or a busy machine, and the budget is the page's promise of a reply (p95 within
# it). With no reserve, one of 15 decisions under Pyodide came 13 ms over 1 s.
TIME_RESERVE = 0.03
# The rulesets where every seat's rollouts have table players (rollouts.py); elsewhere only
# a saboteur's do, so that hiding shows in its rollouts. Base gold-diggers' rollouts have
# players who know the sampled roles: about 15% more rollouts a second, and on the same
# deals (5 players, 600 rollouts) Hard's gold-diggers won 0.639 of their rounds against the
# expert from before issue 14 (0.615 with table players, 76 games) and 0.667 against
# Medium (0.667, 200 games). In Saboteur 2 such players for every seat but a saboteur were
# level with table ones (Hard against Hard, 5 players, 300 rollouts, 40 games a seed: by
# deal +0.358 [-0.304, +1.020] nuggets on seed 5000, -0.296 [-0.886, +0.295] on seed 6000)
# and barely faster there (about 3%), so Saboteur 2 keeps table players.
TABLE_ROLLOUTS = frozenset({"saboteur2"})
# Rollout players' share of random moves, by ruleset (else rollouts.EXPLORE, 0.15, which the
# expert from before issue 14 keeps). In base Saboteur at 0.05 Hard beat Hard at 0.15 by
# +0.020 [-0.021, +0.060] by deal (400 games, 200 rollouts, seed 100): steadier rollouts
# compare candidates more sharply. Not in Saboteur 2: at 0.05 Hard trailed Hard at 0.15 by
# 0.379 [-0.349, +1.107] nuggets by deal (5 players, 300 rollouts, 40 games, seed 5000).
EXPLORE_BY_RULESET = {"base": 0.05}


class ExpertBot(BeliefBot):
    level = "expert"
    hides = True  # Hard's saboteurs hide and its suspected gold-diggers show good faith (hiding.py)
    reads_the_table = True  # table rollouts start from the table's suspicion, hiding or not
    rejoins = True  # refills the gap a rockfall cut (route.py): +0.070 by deal over Hard without (docs/bots.md)
    width = 8  # the belief policy's best actions that the search compares
    exposure_value = 0.05  # share of a round's value per card of route of suspicion cost
    heuristic_bonus = 0.02  # the belief policy's favourite wins a near tie: its judgement is cheap evidence
    # rollout turns per player: one turn, at the 1.6 times as many rollouts it affords, trailed two
    # by 0.080 [0.004, 0.156] of role-rounds by deal (Hard against Hard, 100 games, seed 20000, 960 and 600 rollouts)
    horizon = 2

    def __init__(self, seat: int, seed: object = 0, time_budget: float | None = 1.0, iterations: int | None = None):
        super().__init__(seat)
        self.seed = seed
        self.time_budget = time_budget
        self.iterations = iterations or DEFAULT_ITERATIONS
        self.last_search: dict = {}

    def choose(self, view: dict, rng) -> dict:
        started = time.perf_counter()  # the budget covers the whole decision, beliefs included
        actions = view["legal_actions"]
        facts = self.facts(view)
        ranked = ranked_actions(actions, facts)
        if len(actions) == 1 or view["phase"] != "play":
            return ranked[0][1]
        candidates = [action for _, action in ranked[: self.width]]
        try:
            determinizer = Determinizer(self.tracker.rules, view, self.tracker, random.Random(f"{self.seed}/{rng.random()}"))
        except (InvalidPosition, ValueError) as error:
            # a table the position loader cannot hold (an anniversary module's rule beyond its
            # checks): the plan's choice rather than no reply
            self.last_search = {"rollouts": 0, "sweeps": 0, "unsearched": str(error)}
            return ranked[0][1]
        # what the rollouts cannot see weighs on the choice: suspicion, and the chests' worth (treasure chests)
        costs = [self.exposure_value * (exposure_cost(action, facts) - chests_worth(action, facts)) for action in candidates]
        return self.search(view, candidates, determinizer, started, costs)

    def search(self, view: dict, candidates: list[dict], determinizer: Determinizer, started: float, costs: list[float]) -> dict:
        search_rng = determinizer.rng
        actions = engine_actions(determinizer.base, candidates)
        value = seat_value(view, self.seat)
        public = self.onlooker.saboteur_probabilities()  # the table's suspicion, as the seat reads it
        horizon = self.horizon * view["players"]
        table = view["ruleset"] in TABLE_ROLLOUTS or view["role"] == SABOTEUR
        explore = EXPLORE_BY_RULESET.get(view["ruleset"], EXPLORE)
        totals, visits = [0.0] * len(candidates), [0] * len(candidates)

        def score(index: int) -> float:
            bonus = self.heuristic_bonus if index == 0 else 0.0
            return totals[index] / max(visits[index], 1) - costs[index] + bonus

        racing = list(range(len(candidates)))
        rounds, cuts = halving_rounds(len(candidates)), 0
        searching = time.perf_counter()
        sweeps = rollouts = 0
        while rollouts + len(racing) <= self.iterations:
            game, gold_slot = determinizer.sample(search_rng)
            rollout_seed = search_rng.random()
            counted = len(game.results)
            for index in racing:
                trial = game.copy()
                if table:
                    suspicion = list(public)
                    witness(trial, self.seat, actions[index], gold_slot, suspicion)
                    trial.apply(actions[index])
                    table_rollout(trial, gold_slot, random.Random(rollout_seed), suspicion, horizon, explore)
                else:
                    rollout(trial.apply(actions[index]), gold_slot, random.Random(rollout_seed), horizon, explore)
                totals[index] += value(trial, counted, gold_slot)
                visits[index] += 1
            sweeps += 1
            rollouts += len(racing)
            if len(racing) > 2 and rollouts * rounds >= (cuts + 1) * self.reach(started, searching, rollouts):
                racing.sort(key=score, reverse=True)
                racing = sorted(racing[: survivors(len(racing))])
                cuts += 1
            if self.time_is_up(started, sweeps):
                break
        best = max(racing, key=score)
        means = [total / max(count, 1) for total, count in zip(totals, visits)]
        self.last_search = {
            "rollouts": rollouts, "sweeps": sweeps, "seconds": time.perf_counter() - started, "values": means, "visits": visits,
        }
        return candidates[best]

    def reach(self, started: float, searching: float, rollouts: int) -> float:
        """The rollouts this decision is on course for: the cap, or fewer if at the rate since
        `searching` began the clock stops it first."""
        if self.time_budget is None:
            return self.iterations
        now = time.perf_counter()
        rate = rollouts / max(now - searching, 1e-9)
        return min(self.iterations, rollouts + rate * max(self.search_time() - (now - started), 0.0))

    def search_time(self) -> float:
        """The seconds a decision may take: the budget less its reserve."""
        return self.time_budget * (1 - TIME_RESERVE)

    def time_is_up(self, started: float, sweeps: int) -> bool:
        """Whether to stop after `sweeps` sweeps: while two more would still fit in the search
        time, since sweeps vary."""
        if self.time_budget is None:
            return False
        spent = time.perf_counter() - started
        return spent + 2 * spent / sweeps >= self.search_time()


def survivors(racing: int) -> int:
    """The candidates a cut of the halving keeps: the better half, and never fewer than two."""
    return max(2, (racing + 1) // 2)


def halving_rounds(candidates: int) -> int:
    """Rounds of sequential halving for `candidates`: one, and one more per cut to two."""
    rounds = 1
    while candidates > 2:
        candidates = survivors(candidates)
        rounds += 1
    return rounds
