"""The expert before issue 14 (level "expert/flat", kept for comparison): flat determinized
Monte Carlo over the belief bot's best few actions.

Each sweep deals one hidden state from the beliefs (determinize.py), then plays every
candidate action in it followed by a short rollout with a fast role policy, and scores
the end with leaf.py's value. Sharing the deal and the rollout seed across candidates
compares them on equal terms. The search stops at the iteration cap or the time budget (time.perf_counter, the only clock used), whichever comes first.

The rollouts' players know every role, so they cannot price being found out: a candidate's
cost in suspicion (hiding.py) is taken off its value, at EXPOSURE_VALUE per card of route.
"""

from __future__ import annotations

import random
import time

from ..actions import Action
from ..cards import SIDES
from ..game import Game
from ..gold import SABOTEUR
from ..grid import STEP
from .determinize import Determinizer
from .hiding import exposure_cost
from .leaf import engine_actions, seat_value, steps
from .players import BeliefBot
from .policy import ranked_actions

CANDIDATES = 5  # the belief policy's best actions that the search compares
DEFAULT_ITERATIONS = 2000  # rollouts per decision when the time budget allows them
HEURISTIC_BONUS = 0.02  # the belief policy's favourite wins a near tie: its judgement is cheap evidence
EXPLORE = 0.15  # rollout players sometimes play a random legal action: people err
EXPOSURE_VALUE = 0.05  # share of a round's value per card of route of suspicion cost


class FlatExpertBot(BeliefBot):
    level = "expert/flat"

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
        candidates = [action for _, action in ranked[:CANDIDATES]]
        costs = [EXPOSURE_VALUE * exposure_cost(action, facts) for action in candidates]
        return self.search(view, candidates, rng, started, costs)

    def search(self, view: dict, candidates: list[dict], rng, started: float, costs: list[float]) -> dict:
        search_rng = random.Random(f"{self.seed}/{rng.random()}")
        determinizer = Determinizer(self.tracker.rules, view, self.tracker, search_rng)
        moves = engine_actions(determinizer.base, candidates)
        value = seat_value(view, self.seat)
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
                rollout(trial, gold_slot, random.Random(rollout_seed))
                totals[index] += value(trial, counted, gold_slot)
            sweeps += 1
            rollouts += len(candidates)
            if self.time_budget is not None:
                spent = time.perf_counter() - started
                # stop while two more sweeps would still fit: sweeps vary, and the budget is the
                # page's promise of a reply (p95 within it)
                if spent + 2 * spent / sweeps >= self.time_budget:
                    break
        means = [total / max(sweeps, 1) for total in totals]
        scores = [mean - cost + (HEURISTIC_BONUS if index == 0 else 0.0) for index, (mean, cost) in enumerate(zip(means, costs))]
        best = max(range(len(candidates)), key=scores.__getitem__)
        self.last_search = {"rollouts": rollouts, "sweeps": sweeps, "seconds": time.perf_counter() - started, "values": means}
        return candidates[best]


# -- rollouts ------------------------------------------------------------------------------

def rollout(game: Game, gold_slot: int, rng: random.Random) -> None:
    """Play the round on for a while with the fast policy."""
    results = len(game.results)
    horizon = 2 * game.players
    for _ in range(horizon):
        if len(game.results) > results or game.phase != "play":
            break
        seat = game.to_move
        actions = game.legal_actions()
        if rng.random() < EXPLORE:
            action = actions[rng.randrange(len(actions))]
        else:
            action = fast_choice(game, seat, actions, gold_slot)
        game.apply(action)


def fast_choice(game: Game, seat: int, actions: list[Action], gold_slot: int) -> Action:
    """A cheap role policy that knows the sampled roles and gold: the rollouts' players."""
    saboteur = game.roles[seat] == SABOTEUR
    catalogue = game.rules.catalogue
    maze = game.maze
    broken = game.broken
    roles = game.roles
    best, best_score = actions[-1], -100.0
    for action in actions:
        kind = action.kind
        if kind == "place":
            cell = _cell(action.at)
            code = catalogue.code(action.card, action.turned)
            reached = maze.frontier.get(cell, 0)
            exits = 0
            for mask in catalogue.place_masks[code]:
                if mask & reached:
                    exits |= mask & ~reached
            here = steps(cell, gold_slot)
            nearest = 99
            for side in SIDES:
                if exits & side:
                    neighbour = cell + STEP[side]
                    if neighbour not in maze.cards:
                        nearest = min(nearest, steps(neighbour, gold_slot))
            if saboteur:
                score = 10.0 - here if nearest == 99 else nearest - here - 1.0
            else:
                score = 10.0 - nearest if nearest != 99 else -5.0
        elif kind == "break":
            target = action.target
            opponent = (roles[target] == SABOTEUR) != saboteur
            score = (6.0 if not broken[target] else 1.0) if opponent else -5.0
        elif kind == "repair":
            ally = (roles[action.target] == SABOTEUR) == saboteur
            score = 7.0 if ally and len(broken[action.target]) == 1 else -5.0
        elif kind == "trap":
            opponent = (roles[action.target] == SABOTEUR) != saboteur
            score = 6.5 if opponent else -5.0
        elif kind == "free":
            ally = (roles[action.target] == SABOTEUR) == saboteur
            score = 7.5 if ally else -5.0
        elif kind == "rockfall":
            score = 6.0 - steps(_cell(action.at), gold_slot) if saboteur else -3.0
        elif kind == "pass_cards":
            score = -2.0 - 0.1 * len(action.cards)
        else:
            score = -2.0 if kind == "pass" else -3.0
        if score > best_score:
            best, best_score = action, score
    return best


def _cell(at: tuple[int, int]) -> int:
    return ((at[0] + 128) << 8) | (at[1] + 128)
