"""The heuristic plan: score every legal action for the seat's role, play the best.

Scores are in "cards of route" (1.0 = the gold is one card nearer for a gold-digger,
or one card farther for a saboteur), so that digging, tools, maps and passing compare.

Gold-diggers shorten the expected distance to the gold (over the gold belief), mend
themselves and their likely allies, break likely saboteurs, look at unseen goals while
the gold is uncertain, and clear a blocked route with a rockfall. Saboteurs lengthen it
(dead ends and turns away at the route's front, rockfalls on the route), break likely
gold-diggers, and otherwise play cards that change little, as a digger might.

Saboteur 2 (rules/saboteur2.md): each role weighs the route by what it is paid for
(`ROUTE_WEIGHT`): the teams and the boss dig, the saboteurs block, the profiteer leans a
little to the saboteurs (fewer winners share more), the geologists dig a little (paid by
crystals whoever wins, they keep out of suspicion: trapped, they lose them all). A
gold-digger keeps doors of the other colour off the route and likes its own; hands off
goes against likely foes; a thief robs the likely leader. The rest of Saboteur 2's
knowledge is in saboteur2_play.py: team routes through doors, traps, thefts, crystals,
and what a pass costs the round.

The belief level and above also weigh what an action tells the table (hiding.py): a
saboteur holds its harm back while being found out would cost its side more than the harm
wins, and strikes near the gold or late; a gold-digger the table suspects shows good faith.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ..games.saboteur2.payout import BLUE, BOSS, GEOLOGIST, GREEN, PROFITEER, TEAMS
from ..games.saboteur2.resample import estimated_nuggets
from ..games.anniversary.greedy_dwarf import GREEDY_DWARF
from ..games.base.gold import GOLD_DIGGER, SABOTEUR
from ..grid import cell_of
from ..maze import Maze
from ..ruleset import Ruleset
from . import anniversary_play, goal_order, hiding, saboteur2_play
from .hiding import Onlooker, exposure_cost
from .route import RouteMap, maze_from_view
from .saboteur2_play import TRAP_VALUE, route_map

TOOL_VALUE = 1.5  # a working (or broken) digger is worth about this many route cards
# Spending a card costs a share of its value in hand: a near-useless play loses to a pass.
SPEND_COST = 0.3
# Cards of route won per card of route nearer the gold, by role (Saboteur 2's roles too).
ROUTE_WEIGHT = {GOLD_DIGGER: 1.0, GREEDY_DWARF: 1.0, BLUE: 1.0, GREEN: 1.0, BOSS: 1.0, SABOTEUR: -1.0, PROFITEER: -0.3, GEOLOGIST: 0.5}
NUGGET = 1.0  # a nugget won or lost is worth about a card of route
DOOR_PENALTY = 0.5  # a door of the other team's colour, on top of the route it would have won
OWN_DOOR = 0.3  # a door of one's own colour shuts the other team out of the share
FRESH_CARD = 0.5  # the keep value of a card drawn blind: passing a worse card gains by drawing


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
    role: str
    p_blue: list[float]  # Saboteur 2: P(blue) per seat should it be a gold-digger
    public: Onlooker | None = None  # the table's beliefs, for a bot that weighs being found out
    rejoins: bool = True  # route.RouteMap's: a card that links a cut-off stretch counts its open ends

    @classmethod
    def read(cls, rules: Ruleset, view: dict, p_saboteur: list[float], p_gold: dict[int, float], p_blue: list[float],
             public: Onlooker | None = None, rejoins: bool = True) -> Facts:
        maze = maze_from_view(rules, view)
        likely = {slot: p for slot, p in p_gold.items() if p > 0}
        role = view["role"]
        routes = route_map(maze, list(likely), role, rejoins)
        return cls(rules, view, view["seat"], role == SABOTEUR, p_saboteur, likely, maze, routes, role, p_blue, public, rejoins)

    @cached_property
    def openness(self) -> float:
        return hiding.openness(self)

    @cached_property
    def stake(self) -> float:
        """Cards of route per unit of the table's P(saboteur) of this seat (0: it does not hide)."""
        return 0.0 if self.public is None else hiding.stake(self)

    @property
    def route_weight(self) -> float:
        return ROUTE_WEIGHT[self.role]

    def ally(self, seat: int) -> float:
        """Probability that `seat` plays for the same team."""
        if seat == self.seat:
            return 1.0
        p = self.p_saboteur[seat]
        return p if self.saboteur else 1.0 - p

    def rival(self, seat: int) -> float:
        """Saboteur 2: probability that `seat` digs for the other team (it would share the
        gold with its own team alone), for a gold-digger of a team; else 0."""
        if self.role not in TEAMS or seat == self.seat:
            return 0.0
        other_colour = 1 - self.p_blue[seat] if self.role == BLUE else self.p_blue[seat]
        return (1 - self.p_saboteur[seat]) * other_colour

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
    if kind in SABOTEUR2_KEEP:
        return _saboteur2_keep_value(card, kind, facts)
    if kind in CHAMPIONSHIP_KEEP:
        return CHAMPIONSHIP_KEEP[kind]
    return {"break": 0.7, "repair": 0.6, "rockfall": 0.8 if facts.saboteur else 0.4}[kind]


# Saboteur 2's cards by the first word of their id
SABOTEUR2_KEEP = {
    "bridge": 0.4, "double": 0.4, "mixed": 0.4, "ladder": 0.6, "crystal": 0.5, "door": 0.5,
    "theft": 0.8, "hands": 0.5, "trapped": 0.8, "free": 0.7, "inspection": 0.3, "swap": 0.2,
}


# the championship cards (anniversary module) by the first word of their id
CHAMPIONSHIP_KEEP = {"goal": 0.3, "forgotten": 0.4, "veto": 0.8, "reverse": 0.2, "master": 0.8, "scout": 0.6, "diversion": 0.5}


def _saboteur2_keep_value(card: str, kind: str, facts: Facts) -> float:
    if kind == "crystal" and facts.role == GEOLOGIST:
        return 1.0
    if kind == "door" and facts.role in TEAMS:
        return 0.7 if TEAMS[facts.role] in card else 0.1
    return SABOTEUR2_KEEP[kind]


def score(action: dict, facts: Facts) -> float:
    kind = action["kind"]
    if kind == "keep_gold":
        return float(action["value"])
    if kind == "steal":
        return _steal(action, facts)
    if kind == "keep_discard":  # forgotten treasure: the card taken into the hand
        return keep_value(action["card"], facts)
    if kind == "pay_toll":
        return _pay_toll(facts)
    if kind in ("allow", "decline_toll", "open_chest"):
        return 0.0
    if kind in CHEST_CHOICES:
        return CHEST_CHOICES[kind](action, facts)
    if kind == "first_goal":  # new goals reached at once
        return goal_order.first_goal(action, facts)
    spent = action["cards"] if "cards" in action else [action["card"]]
    spend = SPEND_COST * sum(keep_value(card, facts) for card in spent)
    hidden = exposure_cost(action, facts)
    if kind == "pass":
        return -spend - hidden
    return _SCORERS[kind](action, facts) - spend - hidden


def _route_gain(before: float, after: float, facts: Facts) -> float:
    """Cards of route won for this seat's team by a change of expected distance."""
    if facts.saboteur:
        return after - before
    return (before - after) * facts.route_weight


def _place(action: dict, facts: Facts) -> float:
    routes = facts.routes
    catalogue = facts.rules.catalogue
    code = catalogue.code(action["card"], action["turned"])
    after = routes.placement_distances(cell_of(*action["at"]), code)
    if facts.role == GREEDY_DWARF:  # paid only for completing the path itself (anniversary_play.py)
        before = {goal: routes.distance(goal) for goal in facts.p_gold}
        gain = anniversary_play.greedy_gain(before, after, facts.p_gold, own=True)
    else:
        gain = _route_gain(routes.expected(facts.p_gold), routes.expected(facts.p_gold, after), facts)
    if facts.route_weight > 0 and gain <= 0:
        gain -= 0.1  # a card that gets nowhere is worse than keeping it
    features = {feature for place in catalogue.place_features[code] for feature in place}
    if facts.role in TEAMS:
        for feature in features:
            if feature.startswith("door:"):
                own = feature == "door:" + TEAMS[facts.role]
                gain = gain + OWN_DOOR if own else min(gain, 0.0) - DOOR_PENALTY
    gain += saboteur2_play.crystals_worth(code, facts)
    return gain + anniversary_play.opened_by(action, facts)


def _move_goal(action: dict, facts: Facts) -> float:
    """Chest 5: a saboteur moves the goal most likely to hold the gold away, a gold-digger the least likely."""
    chance = facts.p_gold.get(cell_of(*action["at"]), 0.0)
    return chance if facts.saboteur else -chance


def _peek(action: dict, facts: Facts) -> float:
    """Chest 8: look at the role the seat is least sure of."""
    p = facts.p_saboteur[action["target"]]
    return 0.5 - abs(p - 0.5)


def _pickpocket(action: dict, facts: Facts) -> float:
    """Chest 6: rob the likeliest opponent, with the most cards."""
    hand = facts.view["seats"][action["target"]]["hand_size"]
    return (1.0 - facts.ally(action["target"])) + 0.01 * hand


def _rockfall(action: dict, facts: Facts) -> float:
    cell = cell_of(*action["at"])
    if cell not in facts.maze.cards:  # a face-down chest (treasure chests): no route changes, a chest lost
        return anniversary_play.rockfall_on_chest(action, facts)
    after = facts.routes.after_rockfall(cell)
    if facts.role == GREEDY_DWARF:
        gain = anniversary_play.greedy_gain({goal: facts.routes.distance(goal) for goal in facts.p_gold}, after, facts.p_gold, own=True)
    else:
        gain = _route_gain(facts.routes.expected(facts.p_gold), facts.routes.expected(facts.p_gold, after), facts)
    gain -= saboteur2_play.crystals_worth(facts.maze.cards[cell], facts)
    return gain


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
    if "treasure-chests" in facts.view and not any(goal["at"] == list(action["at"]) for goal in facts.view["goals"]):
        return anniversary_play.map_on_chest(action, facts)
    if facts.gold_known() or slot not in facts.p_gold:
        return -0.2
    uncertainty = 1.0 - max(facts.p_gold.values())
    weight = 0.8 if facts.saboteur else 1.2
    # look first where the gold most likely is; the middle goal on a tie (nearest to every route)
    return weight * uncertainty + 0.01 * facts.p_gold[slot] + (0.001 if action["at"][1] == 0 else 0.0)


def _hands_off(action: dict, facts: Facts) -> float:
    target = action["target"]
    if target == facts.seat:
        return -NUGGET
    ally = facts.ally(target)
    return NUGGET * ((1 - ally) + 0.5 * facts.rival(target) - 0.5 * ally)


def _discard_two(action: dict, facts: Facts) -> float:
    """Taking a card away from before oneself: as freeing or mending oneself."""
    removes = action["removes"]
    if removes == "trapped":
        return TRAP_VALUE + 0.5
    if removes == "theft":
        return -NUGGET
    broken = facts.view["seats"][facts.seat]["broken"]
    return TOOL_VALUE * (0.5 if len(broken) > 1 else 1.0) if facts.route_weight > 0 else 0.2


def _pass_cards(action: dict, facts: Facts) -> float:
    """Each card passed is drawn again blind (what is left of the pile, at least)."""
    draws = min(len(action["cards"]), facts.view["draw_pile"])
    return SPEND_COST * FRESH_CARD * draws + saboteur2_play.turns_taken(draws, facts)


def _inspect(action: dict, facts: Facts) -> float:
    p = facts.p_saboteur[action["target"]]
    return 0.2 + 1.2 * p * (1 - p)  # worth most on the seat the beliefs are least sure of


def _swap_hats(action: dict, facts: Facts) -> float:
    target = action["target"]
    if target == facts.seat:
        return -0.3
    ally = facts.ally(target)
    return 0.8 * (1 - ally) - 0.4 * ally


def _swap_hands(action: dict, facts: Facts) -> float:
    hand = [card for card in facts.view["hand"] if card != action["card"]]
    mine = sum(keep_value(card, facts) for card in hand) / max(len(hand), 1)
    return FRESH_CARD - mine - 0.1  # a blind hand for a poor one


def _steal(action: dict, facts: Facts) -> float:
    target = action["target"]
    return estimated_nuggets(facts.view)[target] + 0.5 * (1 - facts.ally(target) + facts.rival(target))


def _scout(action: dict, facts: Facts) -> float:
    return 0.6 if facts.route_weight > 0 else 0.1


def _recruit(action: dict, facts: Facts) -> float:
    """Right of way: a pawn slows whoever digs past it, at a nugget's cost to them."""
    return RECRUIT_VALUE if facts.saboteur else -RECRUIT_VALUE


def _pay_toll(facts: Facts) -> float:
    """Right of way: a nugget paid lets another's card be laid; worth it when the card
    gains this seat's team more route than a nugget is worth."""
    toll = facts.view["toll"]
    placed = {"kind": "place", "card": toll["card"], "at": toll["at"], "turned": toll["turned"]}
    return _place(placed, facts) - NUGGET


RECRUIT_VALUE = 0.3  # a pawn on an open end: a toll for the next placer there

_SCORERS = {
    "recruit": _recruit,
    "goal_swap": lambda action, facts: 0.2 if facts.saboteur and action["value"] else 0.0,
    "forgotten_treasure": lambda action, facts: FRESH_CARD, "reverse": lambda action, facts: 0.0,
    "scout": _scout, "diversion": anniversary_play.diversion, "veto": anniversary_play.veto,
    "place": _place, "rockfall": _rockfall, "break": _break, "repair": _repair, "map": _map,
    "theft": saboteur2_play.theft, "hands_off": _hands_off, "trap": saboteur2_play.trap, "free": saboteur2_play.free, "discard_two": _discard_two,
    "pass_cards": _pass_cards, "inspect": _inspect, "swap_hats": _swap_hats, "swap_hands": _swap_hands,
}


# the treasure chests' choices, which spend no card
CHEST_CHOICES = {
    "move_goal": _move_goal, "peek": _peek, "pickpocket": _pickpocket,
    "rummage": lambda action, facts: keep_value(action["card"], facts),
    "pick_three": lambda action, facts: keep_value(action["card"], facts),
}


def best_action(actions: list[dict], facts: Facts) -> dict:
    """The highest-scoring action; the first in legal order on a tie."""
    return max(actions, key=lambda action: score(action, facts))


def ranked_actions(actions: list[dict], facts: Facts) -> list[tuple[float, dict]]:
    """Every action with its score, best first (stable for ties)."""
    scored = [(score(action, facts), index, action) for index, action in enumerate(actions)]
    scored.sort(key=lambda item: (-item[0], item[1]))
    return [(value, action) for value, _, action in scored]
