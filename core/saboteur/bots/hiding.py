"""The cost of being found out (issue 14): what an action tells the table about its player.

A bot that hides keeps an onlooker's beliefs (beliefs.Tracker with no seat: public facts
only), so it knows how suspect the table holds it. Each action is judged as the Bayesian
tracker judges it (the same likelihood tables), which gives the onlooker's P(saboteur) of
the player after the action; the change, times a stake in cards of route, is the cost.

A saboteur's stake is high while the route is far from the gold and cards are many (a
saboteur found out early is broken and watched for the rest of the round) and falls to
nothing when the diggers are about to join the gold or once the draw pile runs out: then
it strikes (`HIDING`, by ruleset). Being already found out costs little more (the change in P is small near 1).
It hides mostly by holding its harm back (neutral cards, maps, passes, breaks on seats the
table itself suspects). It counts a card of route in full all round, since trust bought
with help to the diggers cost its side more rounds than it saved (measured, docs/journal.md);
but a card toward a goal that is only perhaps the gold costs it a share of a card, and the
trust it earns can be worth more, so it sometimes digs there (about 1.5 cards a round
against the old expert's gold-diggers brought the route nearer the true gold; a trial
without that trust won back no rounds those games could see). A gold-digger the table
suspects has a smaller stake: it shows good faith (digs, mends the trusted, breaks only
whom the table too suspects).

A base saboteur prices the trust an act earns at 0.9 of what the same change of suspicion
costs it (`Hiding.trust`): in full, it bought trust with turns that strong diggers used;
at 0.9 it still hides (the table's mid-round P at most 0.6) and wins back rounds against
strong gold-diggers (measured, docs/journal.md, "What trust is worth").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..grid import cell_of
from ..games.base.gold import SABOTEUR
from . import beliefs
from .beliefs import (
    BREAK_LIKELIHOOD, MAP_LIKELIHOOD, PASS_LIKELIHOOD, PATH_LIKELIHOOD, REPAIR_LIKELIHOOD, classify,
)
from .route import RouteMap, distances_after_rockfall

if TYPE_CHECKING:
    from .policy import Facts

GOOD_FAITH_STAKE = 1.0  # cards of route a suspected gold-digger would give for the table's P(saboteur) to stay at 0 rather than 1


@dataclass(frozen=True)
class Hiding:
    """How a saboteur hides, by ruleset: its stake (the same, for a saboteur still far from
    the gold), within how many cards of the gold it strikes, from how many cards farther it
    hides fully, and the share of the stake at which it prices the trust an act earns (the
    suspicion an act costs is priced in full)."""

    stake: float
    strike: float
    span: float
    trust: float = 1.0


# Base (5 players, belief against belief, 600 deals, seeds 7000 and 9000): from (10, 1, 4)
# to (12, 2, 2), hiding fully while four cards or more from the gold and striking within two, the
# mid-round P(saboteur) on saboteurs fell from 0.658 to 0.612 and their round wins stayed
# 0.436 to 0.437; a higher stake hides better but wins fewer (at 14: 0.591, 0.390).
# The expert's saboteurs (Hard: search, 600 rollouts) against belief gold-diggers, the 100
# deals of `tournament --bots expert,belief --games 200 --seed 2000` where Hard sabotages:
# from stake 12 to 15, mid-round P(saboteur) 0.621 to 0.587, rounds won 0.520 to 0.507.
# Against the old expert's gold-diggers (expert/flat/open, 37 deals) the same change cost
# more: rounds won 0.414 to 0.369 (P 0.616 to 0.596); strong diggers punish a slow saboteur.
# Saboteur 2 (more seats digging, each team for itself): a saboteur that waits for the
# last card strikes too late (60 games, 5 players, belief against belief/open, nuggets by
# deal -0.269 [-0.586, 0.047] striking at one card, 0.078 [-0.341, 0.497] at three).
# Trust's price, base (Hard at the page's reach, the 100 deals where it sabotages, paired
# with trust in full): at 0.9, against the old expert's gold-diggers +0.043 [+0.003, +0.084]
# of role-rounds (seed 10000), against Medium's a mid-round P of 0.588 for 0.579 and -0.009
# of role-rounds (seed 9000); at 0.85 P 0.602, at 0.75 0.619, at 0.5 0.670. Saboteur 2 keeps
# trust in full: there hiding is not what holds Hard back (docs/bots.md, "Hiding").
HIDING = {"base": Hiding(stake=15.0, strike=2.0, span=2.0, trust=0.9), "saboteur2": Hiding(stake=10.0, strike=3.0, span=4.0)}
LATE_PILE = 10  # below this many cards in the draw pile, hiding pays less and less


def openness(facts: Facts) -> float:
    """1 while the round is young and the route far from the gold, falling to 0 near the
    goals or as the draw pile runs out."""
    distance = facts.routes.expected(facts.p_gold)
    plan = HIDING[facts.rules.name]
    far = min(1.0, max(0.0, (distance - plan.strike) / plan.span))
    return far * min(1.0, facts.view["draw_pile"] / LATE_PILE)


def stake(facts: Facts) -> float:
    """Cards of route per unit of the table's P(saboteur) of this seat."""
    public = facts.public
    if facts.role == SABOTEUR:
        return HIDING[facts.rules.name].stake * facts.openness
    return GOOD_FAITH_STAKE if public.saboteur[facts.seat] > public.prior[facts.seat] else 0.0


class Onlooker:
    """The table's beliefs as the seat sees them: P(saboteur) per seat, prior, routes to open goals."""

    def __init__(self, saboteur: list[float], prior: list[float]):
        self.saboteur = saboteur
        self.prior = prior
        self.routes: RouteMap | None = None  # measured on demand: only placements need it


def exposure_cost(action: dict, facts: Facts) -> float:
    """Cards of route the action costs this seat in suspicion (negative: it earns trust)."""
    if facts.stake == 0.0:
        return 0.0
    ratio = _likelihood_ratio(action, facts)
    if ratio == 1.0:
        return 0.0
    ratio **= beliefs.EVIDENCE_WEIGHT  # as the trackers weigh it
    p = facts.public.saboteur[facts.seat]
    odds = p / (1.0 - p) * ratio if p < 1.0 else float("inf")
    after = 1.0 if odds == float("inf") else odds / (1.0 + odds)
    cost = facts.stake * (after - p)
    if cost < 0.0 and facts.role == SABOTEUR:
        cost *= HIDING[facts.rules.name].trust
    return cost


def _likelihood_ratio(action: dict, facts: Facts) -> float:
    """P(action | saboteur) / P(action | gold-digger), as the trackers judge it."""
    kind = action["kind"]
    if kind in ("place", "rockfall"):
        saboteur_digger = PATH_LIKELIHOOD[classify(_public_change(action, facts))]
        return saboteur_digger[1] / saboteur_digger[0]
    if kind in ("break", "trap"):
        return _tool_ratio(BREAK_LIKELIHOOD, action["target"], facts)
    if kind in ("repair", "free") and action["target"] != facts.seat:
        return _tool_ratio(REPAIR_LIKELIHOOD, action["target"], facts)
    if kind == "map":
        return MAP_LIKELIHOOD[1] / MAP_LIKELIHOOD[0]
    if kind == "pass":
        return PASS_LIKELIHOOD[1] / PASS_LIKELIHOOD[0]
    return 1.0


def _tool_ratio(table: dict, target: int, facts: Facts) -> float:
    q = facts.public.saboteur[target]
    as_saboteur = q * table[(True, True)] + (1 - q) * table[(True, False)]
    as_digger = q * table[(False, True)] + (1 - q) * table[(False, False)]
    return as_saboteur / as_digger


def _public_change(action: dict, facts: Facts) -> float:
    """The change of route distance the table sees: gold equally likely under any goal still face down."""
    public = facts.public
    if public.routes is None:
        slots = [cell_of(*goal["at"]) for goal in facts.view["goals"] if not goal["face_up"]]
        public.routes = RouteMap(facts.maze, slots, facts.rejoins)
    routes = public.routes
    if not routes.goals:
        return 0.0
    weights = {slot: 1.0 / len(routes.goals) for slot in routes.goals}
    cell = cell_of(*action["at"])
    if action["kind"] == "rockfall":
        after = distances_after_rockfall(facts.maze, cell, routes.goals)
    else:
        after = routes.placement_distances(cell, facts.rules.catalogue.code(action["card"], action["turned"]))
    return routes.expected(weights, after) - routes.expected(weights)
