"""The heuristic plan: score every legal action for the seat's role, play the best.

Scores are in "cards of route" (1.0 = the gold is one card nearer for a gold-digger,
or one card farther for a saboteur), so that digging, tools, maps and passing compare.

Gold-diggers shorten the expected distance to the gold (over the gold belief), mend
themselves and their likely allies, break likely saboteurs, look at unseen goals while
the gold is uncertain, and clear a blocked route with a rockfall. Saboteurs lengthen it
(dead ends and turns away at the route's front, rockfalls on the route), break likely
gold-diggers, and otherwise play cards that change little, as a digger might.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..gold import SABOTEUR
from ..grid import cell_of
from ..maze import Maze
from ..ruleset import Ruleset
from .route import RouteMap, distances_after_rockfall, maze_from_view

TOOL_VALUE = 1.5  # a working (or broken) digger is worth about this many route cards
# Spending a card costs a share of its value in hand: a near-useless play loses to a pass.
SPEND_COST = 0.3


@dataclass
class Facts:
    """What the scoring needs: the seat, its beliefs, and the maze measured."""

    rules: Ruleset
    view: dict
    seat: int
    saboteur: bool
    p_saboteur: list[float]
    p_gold: dict[int, float]
    maze: Maze
    routes: RouteMap

    @classmethod
    def read(cls, rules: Ruleset, view: dict, p_saboteur: list[float], p_gold: dict[int, float]) -> Facts:
        maze = maze_from_view(rules, view)
        likely = {slot: p for slot, p in p_gold.items() if p > 0}
        return cls(rules, view, view["seat"], view["role"] == SABOTEUR, p_saboteur, likely, maze, RouteMap(maze, list(likely)))

    def ally(self, seat: int) -> float:
        """Probability that `seat` plays for the same team."""
        if seat == self.seat:
            return 1.0
        p = self.p_saboteur[seat]
        return p if self.saboteur else 1.0 - p

    def gold_known(self) -> bool:
        return max(self.p_gold.values()) >= 0.99


def keep_value(card: str, facts: Facts) -> float:
    """How much a card is worth keeping in hand, for this seat's role."""
    kind = card.split("-")[0]
    if kind == "tunnel":
        sides = len(card) - len("tunnel-")
        return (0.4 if facts.saboteur else 0.6) + 0.1 * sides
    if kind == "dead":
        return 1.0 if facts.saboteur else 0.1
    if kind == "map":
        return 0.1 if facts.gold_known() else 0.5
    return {"break": 0.7, "repair": 0.6, "rockfall": 0.8 if facts.saboteur else 0.4}[kind]


def score(action: dict, facts: Facts) -> float:
    kind = action["kind"]
    if kind == "keep_gold":
        return float(action["value"])
    spend = SPEND_COST * keep_value(action["card"], facts)
    if kind == "pass":
        return -spend
    return _SCORERS[kind](action, facts) - spend


def _route_gain(before: float, after: float, facts: Facts) -> float:
    """Cards of route won for this seat's team by a change of expected distance."""
    return after - before if facts.saboteur else before - after


def _place(action: dict, facts: Facts) -> float:
    routes = facts.routes
    code = facts.rules.catalogue.code(action["card"], action["turned"])
    after = routes.placement_distances(cell_of(*action["at"]), code)
    gain = _route_gain(routes.expected(facts.p_gold), routes.expected(facts.p_gold, after), facts)
    if not facts.saboteur and gain <= 0:
        gain -= 0.1  # a card that gets nowhere is worse than keeping it
    return gain


def _rockfall(action: dict, facts: Facts) -> float:
    after = distances_after_rockfall(facts.maze, cell_of(*action["at"]), list(facts.p_gold))
    return _route_gain(facts.routes.expected(facts.p_gold), facts.routes.expected(facts.p_gold, after), facts)


def _break(action: dict, facts: Facts) -> float:
    target = action["target"]
    ally = facts.ally(target)
    value = TOOL_VALUE * ((1 - ally) - ally)
    if facts.view["seats"][target]["broken"]:
        value *= 0.3  # already stopped: a second broken tool adds little
    return value


def _repair(action: dict, facts: Facts) -> float:
    target = action["target"]
    ally = facts.ally(target)
    # mending a likely ally pays more than mending a foe costs: most turns are digging turns
    value = TOOL_VALUE * (ally - 0.6 * (1 - ally))
    if target == facts.seat:
        value += 0.3
    if len(facts.view["seats"][target]["broken"]) > 1:
        value *= 0.5  # still stopped by another broken tool
    return value


def _map(action: dict, facts: Facts) -> float:
    slot = cell_of(*action["at"])
    if facts.gold_known() or slot not in facts.p_gold:
        return -0.2
    uncertainty = 1.0 - max(facts.p_gold.values())
    weight = 0.8 if facts.saboteur else 1.2
    # look first where the gold most likely is; the middle goal on a tie (nearest to every route)
    return weight * uncertainty + 0.01 * facts.p_gold[slot] + (0.001 if action["at"][1] == 0 else 0.0)


_SCORERS = {"place": _place, "rockfall": _rockfall, "break": _break, "repair": _repair, "map": _map}


def best_action(actions: list[dict], facts: Facts) -> dict:
    """The highest-scoring action; the first in legal order on a tie."""
    return max(actions, key=lambda action: score(action, facts))


def ranked_actions(actions: list[dict], facts: Facts) -> list[tuple[float, dict]]:
    """Every action with its score, best first (stable for ties)."""
    scored = [(score(action, facts), index, action) for index, action in enumerate(actions)]
    scored.sort(key=lambda item: (-item[0], item[1]))
    return [(value, action) for value, _, action in scored]
