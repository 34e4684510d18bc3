"""The bots below the expert: random, heuristic and belief.

A bot sees only the view of its seat (`game.view(seat)`, log included) and keeps what it
has worked out between calls; it notices a new round or a new game from the log itself.
"""

from __future__ import annotations

from ..grid import xy
from ..ruleset import load_ruleset
from .beliefs import Tracker
from .explain import round_story
from .hiding import Onlooker
from .policy import Facts, best_action


class RandomBot:
    """Uniform among the legal actions."""

    level = "random"

    def __init__(self, seat: int):
        self.seat = seat

    def choose(self, view: dict, rng) -> dict:
        actions = view["legal_actions"]
        return actions[rng.randrange(len(actions))]

    def beliefs(self) -> dict:
        return {"roles": {}, "gold": {}}


class HeuristicBot:
    """The role's plan (see policy.py) over simple beliefs: suspicion counts, certain goals only."""

    level = "heuristic"
    bayesian = False
    hides = False  # weighs what its actions tell the table (hiding.py)
    reads_the_table = False  # keeps the table's beliefs even when it does not hide (the expert's rollouts)
    # Whether a card that links a cut-off stretch of tunnel counts the stretch's open ends
    # (route.py). Easy and Medium measure the stretch as rock: Medium's gold-diggers refilling
    # the gap won Hard's hiding saboteurs' late rockfalls back, and Hard fell behind Medium
    # (measured, docs/journal.md, "Every level refilling the gap"). Hard sees the gap (expert.py).
    rejoins = False

    def __init__(self, seat: int):
        self.seat = seat
        self.tracker: Tracker | None = None
        self.onlooker: Tracker | None = None
        self.last_beliefs = {"roles": {}, "gold": {}}

    def observe(self, view: dict) -> Tracker:
        """Bring the beliefs up to date with `view` without choosing anything."""
        if self.tracker is None or self.tracker.rules.name != view["ruleset"]:
            rules = load_ruleset(view["ruleset"], view.get("modules"))
            self.tracker = Tracker(rules, self.seat, self.bayesian, self.rejoins)
            self.onlooker = Tracker(rules, None, True, self.rejoins) if self.hides or self.reads_the_table else None
        tracker = self.tracker.update(view)
        if self.onlooker is not None:
            self.onlooker.update(view)
        self.last_beliefs = {
            "roles": {seat: round(p, 4) for seat, p in enumerate(tracker.saboteur_probabilities())},
            "gold": {"{},{}".format(*xy(slot)): round(p, 4) for slot, p in tracker.gold_probabilities().items()},
        }
        return tracker

    def facts(self, view: dict) -> Facts:
        tracker = self.observe(view)
        public = None
        if self.hides:
            public = Onlooker(self.onlooker.saboteur_probabilities(), self.onlooker.prior)
        return Facts.read(
            tracker.rules, view, tracker.saboteur_probabilities(), tracker.gold_probabilities(), tracker.team_probabilities(),
            public, self.rejoins,
        )

    def choose(self, view: dict, rng) -> dict:
        actions = view["legal_actions"]
        if len(actions) == 1:
            self.observe(view)
            return actions[0]
        return best_action(actions, self.facts(view))

    def beliefs(self) -> dict:
        """What the bot thought at its last look: P(saboteur) per seat, P(gold) per goal "x,y"."""
        return self.last_beliefs

    def round_story(self) -> dict:
        """How its suspicion of each seat moved this round, up to its last look (explain.py)."""
        return {} if self.tracker is None else round_story(self.tracker)


class BeliefBot(HeuristicBot):
    """The same plan over Bayesian beliefs about roles and the gold (beliefs.py)."""

    level = "belief"
    bayesian = True
    # Medium plays its role openly, as Easy does: hiding cost its saboteurs rounds against
    # every gold-digger level measured (5 players, 300 games, seed 2000: against heuristic
    # gold-diggers they won 0.389 of rounds hiding, 0.605 open), and Medium must beat Easy.
    # The expert (Hard) hides.
    hides = False
