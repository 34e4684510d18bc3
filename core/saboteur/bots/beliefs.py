"""What a bot believes about hidden roles and about where the gold lies, read from its view.

The tracker replays the seat's own log (the redacted events of `game.view(seat)`) for the
current round: it rebuilds the maze event by event so that each public action can be
judged against the maze as it was when it was played.

Roles (rules/base.md, book 001 table): the dwarf cards of the player count are dealt one
per seat and one is set aside, uniformly at random. So every set of saboteur seats with
k or k-1 members (k = saboteur cards) is equally likely a priori. The Bayesian tracker
keeps a weight per such set and multiplies in the likelihood of each observed action
under it; the heuristic tracker keeps a cruder suspicion count per seat.

Saboteur 2 (rules/saboteur2.md): all 15 roles are shuffled and some stay undealt, so the
number of saboteurs at the table follows the hypergeometric law and each set is weighted
by it. The boss, the profiteer and the geologists count as gold-diggers for the sets
(none of them plays against the route). Each gold-digger's team is tracked apart, as
P(blue), from the doors it lays; inspections are certain facts; swap hats draws the
target a new role, so what was learnt about that seat is forgotten.

An onlooker (`Tracker(rules, None, True)`) holds no role and knows only public facts: a
bot keeps one to see itself as the table sees it (the hiding saboteur, policy.py).
"""

from __future__ import annotations

from itertools import combinations
from math import comb

from ..games.saboteur2.payout import BLUE, GREEN, TEAMS
from ..games.base.gold import SABOTEUR
from ..grid import cell_of
from ..maze import Maze
from ..ruleset import Ruleset
from .route import RouteMap, distances_after_rockfall, maze_from_view

# Likelihood of an observed action by (actor is gold-digger, actor is saboteur); tool cards
# by (actor saboteur?, target saboteur?). Fitted by `python -m saboteur calibrate --games 80
# --seed 1000` (calibrate.py): belief self-play at 5 players, its saboteurs hiding; each is
# a rate per turn (per turn and target for tool cards) with half a pseudo-count, and no
# pair is allowed to favour one role more than 6 to 1 (bots err less than people do). Only
# ratios matter to the update: a rate's scale across kinds of evidence does not.
HELPFUL, NEUTRAL, HARMFUL = "helpful", "neutral", "harmful"
PATH_LIKELIHOOD = {HELPFUL: (0.2857, 0.0965), NEUTRAL: (0.1375, 0.1166), HARMFUL: (0.0036, 0.0213)}
MAP_LIKELIHOOD = (0.091, 0.09)
PASS_LIKELIHOOD = (0.2688, 0.309)
# a digger breaks suspects and mends friends; a saboteur, not knowing its fellows, breaks
# those who dig and mends its fellows once the table has shown them
BREAK_LIKELIHOOD = {(False, True): 0.0658, (False, False): 0.0068, (True, False): 0.041, (True, True): 0.011}
REPAIR_LIKELIHOOD = {(False, False): 0.0142, (False, True): 0.0039, (True, False): 0.0024, (True, True): 0.0236}
# Each likelihood is raised to this power before it is multiplied in: a round's pieces of
# evidence are not independent (one plan shows in many moves), and multiplied as if they
# were they make the beliefs sure too soon. Chosen by `calibrate` (60 games, seed 3000): the
# calibration error (mean |P - frequency| by bin) was 0.099 at 0.4, 0.031 at 0.6, 0.091 at 1.
EVIDENCE_WEIGHT = 0.6
# A distance change of at least this many cards counts as helping or harming the route.
CLEAR_CHANGE = 0.5
# A door laid multiplies the odds that its player is of the door's colour by this much: a
# gold-digger lays its own colour (it shuts the other team out) far more than the other.
DOOR_TEAM_ODDS = 3.0
# Log events that are not a player's turn (a card drawn, a role dealt) or not one of them at all.
NOT_TURNS = frozenset(("draw", "role", "round_start", "goal_revealed", "tournament_card"))


def classify(change: float) -> str:
    if change <= -CLEAR_CHANGE:
        return HELPFUL
    if change >= CLEAR_CHANGE:
        return HARMFUL
    return NEUTRAL


class Tracker:
    """Beliefs of one seat, brought up to date from each view it is shown."""

    def __init__(self, rules: Ruleset, seat: int | None, bayesian: bool, rejoins: bool = True):
        self.rules = rules
        self.seat = seat  # None: an onlooker
        self.bayesian = bayesian
        self.rejoins = rejoins  # route.RouteMap's: a card that links a cut-off stretch is judged by its open ends
        self.round_key: tuple | None = None
        self.read = 0  # log events already taken into account
        self.evidence: list | None = None  # when a list: (actor, kind of evidence, target) judged (calibrate.py)
        # the round so far, turn by turn: (log index of the turn or None at the deal, P(saboteur) per seat after it)
        self.story: list[tuple[int | None, list[float]]] = []

    # -- reading the view ---------------------------------------------------------------

    def update(self, view: dict) -> Tracker:
        log = view.get("log") or []
        start = _last_round_start(log)
        key = (view["players"], view["round"], start, log[start] if start is not None else None)
        if key != self.round_key or self.read > len(log):
            self._new_round(view)
            self.round_key = key
            self.read = start + 1 if start is not None else len(log)
        for index in range(self.read, len(log)):
            event = log[index]
            if event["type"] == "round_end":
                break  # the roles it reveals are no longer beliefs
            self._observe(event)
            if event["type"] not in NOT_TURNS:
                self.story.append((index, self.saboteur_probabilities()))
        self.read = len(log)
        self._apply_hard_goal_facts(view)
        return self

    def _new_round(self, view: dict) -> None:
        players = view["players"]
        self.players = players
        self.role = view["role"] if self.seat is not None else None
        if _last_round_start(view.get("log") or []) is None:
            # a game loaded from a position: its log begins mid-round, so start from the maze in view
            self.maze: Maze = maze_from_view(self.rules, view)
        else:
            self.maze = maze_from_view(self.rules, {"maze": [], "goals": [{"at": g["at"], "face_up": False} for g in view["goals"]]})
        self.slots = [cell_of(*goal["at"]) for goal in view["goals"]]
        self.gold_weight = {slot: 1.0 for slot in self.slots}
        self.stone_slots: set[int] = set()
        self.mapped: dict[int, list[int]] = {}
        self._deal_roles()
        self.story = [(None, self.saboteur_probabilities())]

    def _deal_roles(self) -> None:
        """Beliefs about roles as at the deal, around this seat's own role (`self.role`)."""
        players = self.players
        self._deal_role_sets()
        self.suspicion = [0.0] * players
        self.inspected: dict[int, str] = {}
        deck = self.rules.role_deck(players)
        blue, green = deck.count(BLUE) - (self.role == BLUE), deck.count(GREEN) - (self.role == GREEN)
        team_prior = blue / (blue + green) if blue + green else 0.5
        self.team_prior = [team_prior] * players
        if self.role in TEAMS:
            self.team_prior[self.seat] = 1.0 if self.role == BLUE else 0.0
        self.blue = self.team_prior[:]

    def _deal_role_sets(self) -> None:
        """Every set of saboteur seats this seat's role allows, with its prior weight."""
        players = self.players
        deck = self.rules.role_deck(players)
        me_saboteur = self.role == SABOTEUR
        saboteurs = deck.count(SABOTEUR) - me_saboteur  # among the roles this seat did not get
        others = [s for s in range(players) if s != self.seat]
        unseen = len(deck) - (self.seat is not None)
        # P(this very set) = hypergeometric P(size) / sets of that size: base's one role aside
        # gives both sizes the same weight; with every role dealt (the tournament) only one size
        sizes = {
            size: comb(saboteurs, size) * comb(unseen - saboteurs, len(others) - size) / comb(len(others), size)
            for size in range(min(saboteurs, len(others)) + 1)
        }
        self.sets: list[int] = []
        self.weights: list[float] = []
        for size, weight in sizes.items():
            if weight > 0:
                for chosen in combinations(others, size):
                    self.sets.append(sum(1 << s for s in chosen) | (me_saboteur << self.seat if me_saboteur else 0))
                    self.weights.append(weight)
        self.prior = self._marginals()

    # -- beliefs -------------------------------------------------------------------------

    def _marginals(self) -> list[float]:
        total = sum(self.weights)
        return [
            sum(w for mask, w in zip(self.sets, self.weights) if mask >> seat & 1) / total
            for seat in range(self.players)
        ]

    def saboteur_probabilities(self) -> list[float]:
        if self.bayesian:
            return self._marginals()
        # heuristic: each suspicious act moves a seat's probability by a fixed step
        return [
            self.prior[s] if s == self.seat else min(0.97, max(0.03, self.prior[s] + 0.12 * self.suspicion[s]))
            for s in range(self.players)
        ]

    def team_probabilities(self) -> list[float]:
        """P(blue) per seat, should the seat be a gold-digger (Saboteur 2)."""
        return self.blue[:]

    def known_roles(self) -> dict[int, str]:
        """Roles seen by inspection this round, while their holders kept them."""
        return dict(self.inspected)

    def gold_probabilities(self) -> dict[int, float]:
        total = sum(self.gold_weight.values())
        return {slot: w / total for slot, w in self.gold_weight.items()}

    def sample_saboteurs(self, rng) -> int:
        """A set of saboteur seats (bit mask) drawn from the current beliefs."""
        if not self.bayesian:
            raise ValueError("only the Bayesian tracker holds a joint distribution")
        return rng.choices(self.sets, weights=self.weights)[0]

    def _apply_hard_goal_facts(self, view: dict) -> None:
        """Goals face up or seen with a map are certain."""
        for goal in view["goals"]:
            slot = cell_of(*goal["at"])
            card = goal["card"]
            if card is None or (self.seat is None and not goal["face_up"]):
                continue
            if self.rules.catalogue.card(card).treasure == "gold":
                for other in self.gold_weight:
                    self.gold_weight[other] = 1.0 if other == slot else 0.0
                return
            self.gold_weight[slot] = 0.0
            self.stone_slots.add(slot)

    # -- observing events ------------------------------------------------------------------

    def _observe(self, event: dict) -> None:
        kind = event["type"]
        catalogue = self.rules.catalogue
        if kind == "place":
            cell = cell_of(*event["at"])
            code = catalogue.code(event["card"], event["turned"])
            self._judge_placement(event["seat"], cell, code)
            self.maze.add(cell, code)
        elif kind == "tournament_card":  # laid by the setup (anniversary ruling 14): nobody's move
            self.maze.add(cell_of(*event["at"]), catalogue.code(event["card"], event["turned"]))
        elif kind == "goal_revealed":
            cell = cell_of(*event["at"])
            self.maze.add(cell, catalogue.code(event["card"], event["turned"]))
            if catalogue.card(event["card"]).treasure != "gold":
                self.gold_weight[cell] = 0.0
                self.stone_slots.add(cell)
        elif kind == "rockfall":
            cell = cell_of(*event["at"])
            if not event.get("chest"):  # a face-down chest removed (treasure chests) changes no path
                self._judge_rockfall(event["seat"], cell)
                self.maze.remove(cell)
        elif kind == "chest_opened":  # its black card turned face up, joining the path (anniversary ruling 9)
            self.maze.add(cell_of(*event["at"]), catalogue.code(event["black"], event["turned"]))
        elif kind == "chest_effect" and event.get("moved"):  # chest 5: a goal one cell east (ruling 12)
            self._move_goal(cell_of(*event["at"]), cell_of(*event["to"]))
        elif kind == "diversion":  # championship: the last card laid moved (anniversary ruling 6)
            self.maze.remove(cell_of(*event["from"]))
            self.maze.add(cell_of(*event["at"]), catalogue.code(event["moved"], event["turned"]))
        elif kind == "goal_swap":  # championship: swapped or not, unseen (ruling 8)
            self._mix_goals(cell_of(*event["at"]), cell_of(*event["to"]))
        elif kind == "break":
            self._judge_tool(event["seat"], event["target"], BREAK_LIKELIHOOD, harmful=True)
        elif kind == "repair":
            if event["target"] != event["seat"]:
                self._judge_tool(event["seat"], event["target"], REPAIR_LIKELIHOOD, harmful=False)
        elif kind == "map":
            self._judge_map(event["seat"], cell_of(*event["at"]), event.get("goal"))
        elif kind == "pass":
            self._note(event["seat"], "pass")
            self._update_actor(event["seat"], PASS_LIKELIHOOD)
        elif kind == "trap":
            self._judge_tool(event["seat"], event["target"], BREAK_LIKELIHOOD, harmful=True)
        elif kind == "free":
            if event["target"] != event["seat"]:
                self._judge_tool(event["seat"], event["target"], REPAIR_LIKELIHOOD, harmful=False)
        elif kind == "inspect" and "role" in event and self.seat is not None:
            self._learn_role(event["target"], event["role"])
        elif kind == "chest_effect" and "role" in event and self.seat is not None:  # chest 8, the peek: told the peeker alone
            self._learn_role(event["target"], event["role"])
        elif kind == "swap_hats":
            self._forget_role(event["target"], event.get("role"))
        elif kind == "role_swapped":  # costume workshop: the seat takes the role set aside, told to it alone
            self._forget_role(event["seat"], event.get("role"))
        elif kind == "roles_dealt_again":  # underground party: every role dealt anew, so all that was learnt goes
            self.role = event.get("role") if self.seat is not None else None
            self._deal_roles()

    def _public_gold(self) -> dict[int, float]:
        """Where an actor could think the gold is: any goal not shown to be stone."""
        open_slots = [slot for slot in self.slots if slot not in self.stone_slots]
        return {slot: 1.0 / len(open_slots) for slot in open_slots}

    def _learn_role(self, seat: int, role: str) -> None:
        """An inspection showed this seat's role: certain until it changes."""
        self.inspected[seat] = role
        saboteur = role == SABOTEUR
        self.weights = [w if bool(mask >> seat & 1) == saboteur else 0.0 for mask, w in zip(self.sets, self.weights)]
        self._normalise()
        if role in TEAMS:
            self.blue[seat] = 1.0 if role == BLUE else 0.0
        self.suspicion[seat] = 10.0 if saboteur else -10.0

    def _forget_role(self, seat: int, new_role: str | None) -> None:
        """Swap hats: the seat draws a new role unseen (told only to the seat itself)."""
        self.inspected.pop(seat, None)
        self.blue[seat] = self.team_prior[seat]
        self.suspicion[seat] = 0.0
        if seat == self.seat:
            self.role = new_role
            self.team_prior[seat] = self.blue[seat] = 1.0 if new_role == BLUE else 0.0 if new_role == GREEN else 0.5
            self._deal_role_sets()  # the sets were built around my own role
            return
        # keep what is believed of the others; this seat's bit goes back to its prior
        index = {mask: i for i, mask in enumerate(self.sets)}
        bit = 1 << seat
        p = self.prior[seat]
        weights = self.weights[:]
        for mask, i in index.items():
            if mask & bit:
                continue
            j = index.get(mask | bit)
            if j is None:
                continue
            total = self.weights[i] + self.weights[j]
            weights[i], weights[j] = total * (1 - p), total * p
        self.weights = weights
        self._normalise()

    def _learn_team(self, actor: int, code: int) -> None:
        """A door laid: its colour is more likely its player's team."""
        features = self.rules.catalogue.place_features[code]
        colours = {f[len("door:"):] for place in features for f in place if f.startswith("door:")}
        if actor == self.seat or len(colours) != 1 or actor in self.inspected:
            return
        odds = DOOR_TEAM_ODDS if colours == {"blue"} else 1 / DOOR_TEAM_ODDS
        p = self.blue[actor]
        self.blue[actor] = p * odds / (p * odds + 1 - p)

    def _judge_placement(self, actor: int, cell: int, code: int) -> None:
        if actor == self.seat:
            return
        self._learn_team(actor, code)
        public = self._public_gold()
        routes = RouteMap(self.maze, list(public), self.rejoins)
        before = {goal: routes.distance(goal) for goal in public}
        after = routes.placement_distances(cell, code)
        change = routes.expected(public, after) - routes.expected(public, before)
        self._judge_route_change(actor, classify(change))
        self._learn_from_direction(actor, before, after)

    def _move_goal(self, old: int, new: int) -> None:
        """What was believed of the goal at `old` now holds at `new`."""
        self.slots = [new if slot == old else slot for slot in self.slots]
        self.gold_weight = {new if slot == old else slot: weight for slot, weight in self.gold_weight.items()}
        if old in self.stone_slots:
            self.stone_slots = (self.stone_slots - {old}) | {new}

    def _mix_goals(self, first: int, second: int) -> None:
        """Two goals maybe swapped: each is now either one, half and half."""
        weights = self.gold_weight
        weights[first] = weights[second] = (weights[first] + weights[second]) / 2
        if not {first, second} <= self.stone_slots:
            self.stone_slots -= {first, second}

    def _judge_rockfall(self, actor: int, cell: int) -> None:
        if actor == self.seat:
            return
        public = self._public_gold()
        routes = RouteMap(self.maze, list(public))
        after = distances_after_rockfall(self.maze, cell, list(public))
        self._judge_route_change(actor, classify(routes.expected(public, after) - routes.expected(public)))

    def _note(self, actor: int, key: str, target: int | None = None) -> None:
        if self.evidence is not None and actor != self.seat:
            self.evidence.append((actor, key, target))

    def _judge_route_change(self, actor: int, verdict: str) -> None:
        self._note(actor, "path:" + verdict)
        self._update_actor(actor, PATH_LIKELIHOOD[verdict])
        self.suspicion[actor] += {HELPFUL: -0.5, NEUTRAL: 0.0, HARMFUL: 1.0}[verdict]

    def _update_actor(self, actor: int, likelihood: tuple[float, float]) -> None:
        if actor == self.seat:
            return
        digger, saboteur = (p ** EVIDENCE_WEIGHT for p in likelihood)
        self.weights = [w * (saboteur if mask >> actor & 1 else digger) for mask, w in zip(self.sets, self.weights)]
        self._normalise()

    def _judge_tool(self, actor: int, target: int, table: dict, harmful: bool) -> None:
        self._note(actor, "break" if harmful else "repair", target)
        if actor != self.seat:
            weighed = {roles: p ** EVIDENCE_WEIGHT for roles, p in table.items()}
            self.weights = [
                w * weighed[(bool(mask >> actor & 1), bool(mask >> target & 1))] for mask, w in zip(self.sets, self.weights)
            ]
            self._normalise()
            trusted = self.saboteur_probabilities()[target] < self.prior[target]
            if harmful:
                self.suspicion[actor] += 1.0 if trusted else -0.3
            elif trusted:
                self.suspicion[actor] -= 0.5
        if target == self.seat and harmful and self.role != SABOTEUR:
            # someone broke my tool: a gold-digger (me) is the saboteurs' natural target
            self.suspicion[actor] += 0.5

    def _judge_map(self, actor: int, slot: int, seen: str | None) -> None:
        if actor == self.seat:
            if seen is not None and self.rules.catalogue.card(seen).treasure != "gold":
                self.gold_weight[slot] = 0.0
                self.stone_slots.add(slot)
            return
        self._note(actor, "map")
        self._update_actor(actor, MAP_LIKELIHOOD)
        if not self.bayesian:
            return
        # A gold-digger who looks at a second goal probably found stone at the first.
        digger = 1.0 - self._marginals()[actor]
        for earlier in self.mapped.get(actor, []):
            if earlier != slot:
                self._weigh_gold(earlier, gold=digger * 0.2 + (1 - digger) * 0.5, stone=digger * 0.8 + (1 - digger) * 0.5)
        self.mapped.setdefault(actor, []).append(slot)

    def _learn_from_direction(self, actor: int, before: dict, after: dict) -> None:
        """A gold-digger who has looked at a goal digs toward it if it is gold, away if not."""
        if not self.bayesian or not self.mapped.get(actor) or len(before) < 2:
            return
        digger = 1.0 - self._marginals()[actor]
        gains = {goal: before[goal] - after[goal] for goal in before}
        for slot in self.mapped[actor]:
            if slot not in gains:
                continue
            other_best = max(gain for goal, gain in gains.items() if goal != slot)
            if gains[slot] > 0 and gains[slot] > other_best:
                self._weigh_gold(slot, gold=digger * 0.7 + (1 - digger) * 0.5, stone=digger * 0.3 + (1 - digger) * 0.5)
            elif other_best > 0 and gains[slot] <= 0:
                self._weigh_gold(slot, gold=digger * 0.3 + (1 - digger) * 0.5, stone=digger * 0.7 + (1 - digger) * 0.5)

    def _weigh_gold(self, slot: int, gold: float, stone: float) -> None:
        for other in self.gold_weight:
            self.gold_weight[other] *= gold if other == slot else stone

    def _normalise(self) -> None:
        total = sum(self.weights)
        if total <= 0:
            self.weights = [1.0] * len(self.sets)
        else:
            self.weights = [w / total for w in self.weights]


def _last_round_start(log: list[dict]) -> int | None:
    for index in range(len(log) - 1, -1, -1):
        if log[index]["type"] == "round_start":
            return index
    return None
