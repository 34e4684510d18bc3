"""Hard at The Lost Mines (issue 48, section 3): Medium's best few actions of the turn compared
over games dealt again from the seat's view by the game's own resample
(games/lost_mines/resample.py: hands, pile, set-aside cards, identities within the public
clans, unseen mines and unknown treasure values; the identities then dealt again by Medium's
beliefs, `Identities`), each candidate followed by the same quick
rollout in the same deal (common random deals), under the page's time budget: a reserve left unspent, the clock read before each rollout and at each of its turns.

A rollout plays `horizon` turns of every seat by a cheap plan that finds the mines
(lost_mines_rollout.py: build on from the places the dwarf can walk to toward a mine, walk
the shortest way into one from any side, take a treasure, vote no); the leaf is what the
seat may expect from the round, fitted on Medium's self-play (lost_mines_leaf.py: its points
as the round would share them now, over the sampled identities, and what its side's
nearness to the dealt game's mines is worth)."""

from __future__ import annotations

import random
import time
from collections import Counter

from ..games.lost_mines.rounds import vp_totals
from ..games.lost_mines.state import mines
from . import paired
from .leaf import engine_actions
from .lost_mines import LostMinesBot, Policy
from .lost_mines_board import FAR
from .lost_mines_leaf import estimate
from .lost_mines_rollout import quick_rollout

WIDTH = 6  # Medium's best actions compared
# points per step of Medium's score (lost_mines.Policy.ranked, mostly steps of potential):
# what the search adds to it, about what the fitted leaf pays a step of its side's potential.
# Rollouts are short and noisy, and with a bare tie-break Hard laid a dead end rather than an
# axe on the obstacle in the way, and lost to Medium
MEDIUM_WEIGHT = 0.05
SCORE_CAP = 10.0
# standard errors an edge over Medium's first must clear (confident_best), and the points it must
# still show past them. A floor against the rollouts' own quirks: with the race-only leaf, steady
# edges of hundredths made Hard lay rocks for crosses. With the fitted leaf the floor was wider than
# it needs: at 1.5 and 0.05 the search left the plan in one play of sixteen and Hard was level with
# Medium; at 1.0 and 0.02, one in nine, and Hard beat Medium (docs/bots.md, "Where the levels stand")
CONFIDENCE = 1.0
MIN_EDGE = 0.02
DEFAULT_ITERATIONS = 600
# The share of the budget left unspent: base's 3% (expert.TIME_RESERVE) let one decision in
# twenty run past the second under Pyodide on a busy machine (p95 1.066 s, 40 decisions)
RESERVE = 0.1
CUT_OFF = 0.05  # a rollout still running with this share of the budget left is cut off, unscored


# what a thunderstorm in hand is worth to Hard's plan when it chooses a card to discard, in
# steps of potential: kept over path cards that lead nowhere, as a tool is (lost_mines.KEEP_TOOL),
# for the wall that closes the way east later in the round (Medium discards it while nothing is
# worth striking, and rounds stalled before walls of closed sides at the last columns)
KEEP_STORM = 1.0


class HardPlan(Policy):
    """Medium's plan, with a thunderstorm kept for a wall (KEEP_STORM): Hard's candidates and
    its choice wherever the search does not overrule it."""

    def kept_worth(self, card: str, best: float | None) -> float | None:
        if card == "thunderstorm":
            return max(KEEP_STORM, -FAR if best is None else best)
        return super().kept_worth(card, best)


class LostMinesExpert(LostMinesBot):
    def __init__(self, seat: int, seed: object = 0, time_budget: float | None = 1.0, iterations: int | None = None):
        super().__init__(seat, reads_identities=True)
        self.level = "expert"
        self.seed, self.time_budget = seed, time_budget
        self.iterations = iterations or DEFAULT_ITERATIONS
        self.last_search: dict = {}

    def choose(self, view: dict, rng) -> dict:
        started = time.perf_counter()  # the budget covers the whole decision
        policy = HardPlan(view, self.observe(view))
        actions = view["legal_actions"]
        if len(actions) == 1 or view["phase"] != "play":
            return policy.choose(rng)
        ranked = policy.ranked(actions)[:WIDTH]
        if len(ranked) == 1:
            return ranked[0][1]
        return self.search(view, ranked, rng, started)

    def search(self, view: dict, ranked: list[tuple[float, dict]], rng, started: float) -> dict:
        candidates = [action for _, action in ranked]
        search_rng = random.Random(f"{self.seed}/{rng.random()}")
        rules = policy_rules(view)
        resampler = rules.composition.resampler(rules, view, search_rng)
        identities = Identities(rules, view, self.suspicion)
        actions = engine_actions(resampler.base, candidates)
        horizon = view["players"]
        round_number = view["round"]
        searching = time.perf_counter()
        # a rollout far dearer than the mean (a stall of a loaded machine) is cut off here, unscored
        deadline = None if self.time_budget is None else started + self.time_budget * (1 - CUT_OFF)

        def deal():
            game = resampler.sample(search_rng)
            identities.deal(game, search_rng)
            return game

        values, rollouts = paired.sweeps(
            actions, deal, search_rng, lambda trial, seeded: quick_rollout(trial, horizon, seeded, deadline),
            lambda trial: rollout_value(trial, self.seat, round_number), self.iterations,
            lambda done: self.time_is_up(started, searching, done))
        best, edges = confident_best(values, [score for score, _ in ranked])
        self.last_search = {"rollouts": rollouts, "seconds": time.perf_counter() - started, "before_search": searching - started,
                            "values": [sum(v) / len(v) if v else None for v in values], "visits": [len(v) for v in values],
                            "edges": edges}
        return candidates[best]

    def time_is_up(self, started: float, searching: float, rollouts: int) -> bool:
        """Whether one more rollout might not fit in the budget less its reserve, at three
        times the mean rollout so far: rollouts are long (a whole table's turns) and vary, so
        the clock is read before each one, not each sweep."""
        if self.time_budget is None:
            return False
        now = time.perf_counter()
        each = (now - searching) / rollouts if rollouts else 0.0
        return now - started + 3 * each >= self.time_budget * (1 - RESERVE)


class Identities:
    """The others' dwarf cards dealt again by Medium's beliefs (lost_mines.Suspicion): the rules'
    resample deals them evenly within each public clan; here each seat of a clan draws its card
    from those the clan has left, weighted by how likely the seat holds each identity, the seats
    in a random order so that no seat always draws first. The seat's own card and those it
    looked at stay as the resample dealt them."""

    def __init__(self, rules, view: dict, suspicion):
        self.deck = rules.role_deck(view["players"])
        self.clans = [seat["clan"] for seat in view["seats"]]
        self.fixed = {view["seat"]} | set(suspicion.known)
        self.weights = {}
        for seat in range(view["players"]):
            saboteur, selfish = suspicion.p_saboteur(seat), suspicion.p_selfish(seat)
            self.weights[seat] = {"saboteur": saboteur, "selfish": selfish, "loyal": max(1 - saboteur - selfish, 0.05)}

    def deal(self, game, rng) -> None:
        left = Counter(self.deck) - Counter(game.roles[seat] for seat in self.fixed)
        roles = list(game.roles)
        free = [seat for seat in range(len(roles)) if seat not in self.fixed]
        rng.shuffle(free)
        for seat in free:
            cards = sorted(role for role in left if left[role] > 0 and role.startswith(self.clans[seat] + "-"))
            weights = [left[role] * self.weights[seat][role.split("-")[1]] for role in cards]
            role = rng.choices(cards, weights)[0] if sum(weights) > 0 else rng.choice(cards)
            left[role] -= 1
            roles[seat] = role
        game.roles, game.aside_roles = roles, sorted(left.elements())


def confident_best(values: list[list[float]], scores: list[float]) -> tuple[int, list[float | None]]:
    """Medium's first (index 0) unless another candidate beats it surely (paired.confident_best),
    each candidate's edge given MEDIUM_WEIGHT per step of Medium's score (capped): rollout noise
    alone made Hard lay dead ends and obstacles with no tool for Medium's crosses, and lose to Medium."""
    prior = [MEDIUM_WEIGHT * max(-SCORE_CAP, min(SCORE_CAP, score)) for score in scores]
    return paired.confident_best(values, CONFIDENCE, MIN_EDGE, prior)


def policy_rules(view: dict):
    from ..ruleset import load_ruleset

    return load_ruleset(view["ruleset"])


def rollout_value(game, seat: int, round_number: int) -> float:
    """A rollout's worth to the seat: the leaf while the round searched goes on; once it ended,
    the points it gave (the game has dealt the next round, whose hopes are no candidate's)."""
    if game.round != round_number:
        return vp_totals(game)[seat]
    return leaf_value(game, seat)


def leaf_value(game, seat: int) -> float:
    """The seat's points: the rounds done, and what it may expect from the round in progress
    (lost_mines_leaf.estimate: its points as the round would share them now, the dragon's price
    paid, and what its side's nearness to the mines is worth with the points and turns left)."""
    part = mines(game)
    points = vp_totals(game)[seat]
    if game.is_over or not part.row or len(part.taken) != len(part.row):
        return points
    return points + estimate(game, seat)
