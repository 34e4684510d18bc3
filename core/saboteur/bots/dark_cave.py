"""La mine se rebelle's bots below the search (issue 49, section 3), from the seat's view only.

Every dwarf, loyal or saboteur, wants to leave the mine with its nuggets: they count for
the clan it works for (a saboteur's for the other clan, rules/dark-cave.md ruling 15). A
seat's worth of the table is, over the dwarves, how much each side gains: a dwarf's value
is its nuggets (plus a little: its exit may end the game) times how near it stands to the
way out (dark_cave_board.py's field), counted for the seat's side and against the other.
Every action of the turn is scored by how it moves that sum: path cards toward the exit for
the side and away for the other, cave-ins behind the other side, webs across its way,
creatures onto its dwarves, boots and axes for the side, a look at the goal that may be
the exit. The dwarf walks toward the exit, takes a gold vein's nugget when the detour pays,
avoids tunnels when poor (a nugget is a large share of little) and bridges when the hand
is small. Votes say yes only when nobody can reach the exit.

Easy ("heuristic") believes every dwarf works for the clan on its back (roles shown are
certain) and weighs only its side's progress when building; Medium ("belief") also weighs
what a card gives the other side and reads who works for which clan from the table
(Allegiance below): a dwarf whose creatures, webs and cave-ins hurt a clan's dwarves is
suspected of working against that clan; and where the exit lies from the others' looks at
goals (a second look clears the first goal; a dwarf walking toward the goal its seat looked
at marks it), so that it heads for the likely exit without spending a look."""

from __future__ import annotations

import math

from ..grid import cell_of
from .dark_cave_board import BRIDGE_COST, BUILD_COST, FAR, GOAL_ENTRY, Board

HORIZON = 8.0  # steps at which a dwarf's gold is worth half of what it is outside
SPARE = 0.5  # a dwarf's worth beyond its nuggets (its exit may end the game; veins wait)
PLAY_FLOOR = 0.02  # below this a card is not worth its play: discard
LOOK_GOAL = 0.6  # knowing which corner is the exit, in steps of the seat's own dwarf
LOOK_CLAN = 0.1  # below a goal's look: the exit decides the race, a clan card one seat
CARD = 0.04  # a card in hand, in value
BOOTS_STEPS = 4.0  # one more step a turn over the turns left, in steps
AXE_STEPS = 1.5
LINDWORM_STEPS = 3.0  # a turn without steps
WEB_SHARE = 0.7  # a web goes after two of its owner's turns
CREATURE_SHARE = {"rat": 1.0, "lindworm": 1.0, "goblin": 1.0}
FOE_SHARE = 0.5  # Medium weighs half what a path card gives the other side (in full: it builds too little)
LOOKED_AGAIN = math.log(0.15)  # a seat that looks at a second goal saw no exit at its first
HEADING = 0.3  # log-odds per step a seat's dwarf takes toward the goal it looked at (against the others)
TEMPO = 1.0  # the seat's own dwarf walks first on what the seat builds: its progress counts double


def worth(nuggets: int, distance: float) -> float:
    """A dwarf's value: its gold (and a little more) as near to the way out as it stands."""
    return (nuggets + SPARE) * HORIZON / (HORIZON + min(distance, FAR))


def nugget_steps(nuggets: int, distance: float) -> float:
    """What a nugget is worth to a dwarf, in steps (the slope of `worth`): much when poor."""
    return (HORIZON + min(distance, 20.0)) / (nuggets + SPARE)


class Allegiance:
    """Per seat, the log-odds that it works for the viewing seat's clan (its `works_for`):
    the prior from the clan cards dealt at this count (the seat's own card out), then the
    table's deeds (harm done to a dwarf counts against being on that dwarf's side, help for
    it); a clan card shown (leaving, a gold vein) or looked at is certain."""

    HARM, HELP = 1.2, 0.4

    def __init__(self, view: dict, reads: bool):
        from ..ruleset import load_ruleset

        self.seat, self.players, self.reads = view["seat"], view["players"], reads
        self.mine = view["works_for"]
        used = load_ruleset(view["ruleset"]).data["clan_cards_used"][str(self.players)]
        mine = f"{view['clan']}-{view['role']}"
        self.logit = []
        certain: dict[int, bool] = {}
        for entry in view["seats"]:
            back = entry["clan"]
            # the clan cards dealt at this count with this back ("drawn": the one clan of 3 or 4 players)
            same = [f"{back}-{role.split('-')[1]}" for role, count in used.items()
                    if role.split("-")[0] in (back, "drawn") for _ in range(count)]
            if mine in same and entry["seat"] != self.seat:
                same.remove(mine)
            loyal = sum(role.endswith("-loyal") for role in same) / max(len(same), 1)
            if not reads:  # Easy: every dwarf works for its back
                loyal = 1.0
            p = loyal if back == self.mine else 1 - loyal
            self.logit.append(_logit(p))
            if p in (0.0, 1.0):  # no doubt at this count (2 players), or Easy's trust
                certain[entry["seat"]] = p == 1.0
        self.known: dict[int, bool] = {**certain, self.seat: True}
        self.read = 0
        self.last_creature_seat = None
        self.exit_weight: dict[int, float] = {}  # per goal, log-odds of being the exit read from others' looks
        self.last_look: dict[int, tuple[int, int]] = {}  # per seat, the goal it looked at last

    def update(self, view: dict) -> None:
        for entry in view["seats"]:
            if entry["works_for"] is not None:
                self.known[entry["seat"]] = entry["works_for"] == self.mine
        if not self.reads:
            self.read = len(view.get("log") or [])
            return
        log = view.get("log") or []
        dwarves = {p["seat"]: p["at"] for p in view["pieces"] if p["kind"] == "dwarf"}
        for event in log[self.read:]:
            kind, actor = event["type"], event.get("seat")
            if kind in ("summoned", "creature_moved"):
                self.last_creature_seat = actor
                continue
            if actor != self.seat and (kind == "looked" and "at" in event or kind == "moved"):
                self.read_look(event, view)
            if kind == "attack" and self.last_creature_seat is not None:
                for victim in event["victims"]:
                    if victim != self.last_creature_seat:
                        self.deed(self.last_creature_seat, victim, -self.HARM)
            elif kind == "web_laid":
                for victim in _near(dwarves, event["at"], actor):
                    self.deed(actor, victim, -self.HARM / 2)
            elif kind == "cave_in":
                for victim in _near(dwarves, event["at"], actor):
                    self.deed(actor, victim, -self.HARM / 3)
            elif kind == "equip" and event["target"] != actor:
                self.deed(actor, event["target"], self.HELP)
            elif kind == "looked" and actor == self.seat and "clan" in event and "target" in event:
                identity, clan = event["role"], event["clan"]
                works = clan if identity == "loyal" else ("blue" if clan == "yellow" else "yellow")
                self.known[event["target"]] = works == self.mine
            self.last_creature_seat = None  # an attack follows its creature's last step at once
        self.read = len(log)

    def read_look(self, event: dict, view: dict) -> None:
        """Who looked at a goal and then looks at another saw no exit at the first; whose dwarf
        then walks toward the goal it looked at (more than toward the others) saw the exit."""
        seat = event["seat"]
        if event["type"] == "looked":
            goal = tuple(event["at"])
            before = self.last_look.get(seat)
            if before is not None and before != goal:
                self.exit_weight[cell_of(*before)] = self.exit_weight.get(cell_of(*before), 0.0) + LOOKED_AGAIN
            self.last_look[seat] = goal
            return
        goal = self.last_look.get(seat)
        if goal is None:
            return
        others = [tuple(g["at"]) for g in view["goals"] if not g["face_up"] and tuple(g["at"]) != goal]

        def nearer(to):
            return max(min(_gap(event["from"], to) - _gap(event["to"], to), 1), -1)
        toward = nearer(goal) - (sum(nearer(other) for other in others) / len(others) if others else 0.0)
        self.exit_weight[cell_of(*goal)] = self.exit_weight.get(cell_of(*goal), 0.0) + HEADING * toward

    def exit_odds(self) -> dict[int, float] | None:
        """A weight per goal of being the exit, from the table (Easy reads nothing)."""
        if not self.reads or not self.exit_weight:
            return None
        return {cell: math.exp(max(min(weight, 5.0), -5.0)) for cell, weight in self.exit_weight.items()}

    def deed(self, actor: int, target: int, weight: float) -> None:
        """`actor` helped (weight > 0) or hurt (< 0) `target`'s dwarf: evidence that they are
        (or are not) on the same side, and so on the viewing seat's side or not."""
        if actor is None or actor == self.seat or actor in self.known:
            return
        sign = 2 * self.p(target) - 1
        self.logit[actor] += weight * sign

    def p(self, seat: int) -> float:
        """Probability that `seat` works for the viewing seat's clan."""
        if seat in self.known:
            return float(self.known[seat])
        return _logistic(self.logit[seat])

    def side(self, seat: int) -> float:
        """+1 surely with the viewing seat, -1 surely against."""
        return 2 * self.p(seat) - 1


def _near(dwarves: dict, at, actor) -> list[int]:
    """The dwarves (the actor's aside) within two spaces of `at`: those a web or cave-in there hurts."""
    return [seat for seat, (x, y) in dwarves.items() if seat != actor and abs(x - at[0]) + abs(y - at[1]) <= 2]


def _gap(a, b) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def _logit(p: float) -> float:
    p = min(max(p, 0.02), 0.98)
    return math.log(p / (1 - p))


def _logistic(x: float) -> float:
    return 1 / (1 + math.exp(-x))


class Policy:
    """One decision of a seat's plan over its view."""

    def __init__(self, view: dict, allegiance: Allegiance):
        self.view, self.allegiance = view, allegiance
        self.board = Board(view, allegiance.exit_odds())
        self.seat = view["seat"]
        self.reads = allegiance.reads
        self.sides = [allegiance.side(s) for s in range(view["players"])]
        self.weights = [side * (1 + TEMPO if s == self.seat else 1) for s, side in enumerate(self.sides)]
        self.nuggets = [entry["nuggets"] for entry in view["seats"]]
        self.fronts = [entry["in_front"] for entry in view["seats"]]

    # -- the table's worth -------------------------------------------------------------------

    def split_value(self) -> tuple[float, float]:
        """The seat's worth of the table (each dwarf's worth, for its side or against it), as
        the part on its side and the part against it."""
        distances = self.board.dwarf_distances()
        ours = theirs = 0.0
        for seat, side in enumerate(self.weights):
            part = side * worth(self.nuggets[seat], distances.get(seat, 0.0))
            if side > 0:
                ours += part
            else:
                theirs += part
        return ours, theirs

    def change(self, before: tuple[float, float]) -> float:
        ours, theirs = self.split_value()
        gain = ours - before[0]
        if self.reads:
            gain += FOE_SHARE * (theirs - before[1])
        return gain

    # -- choosing --------------------------------------------------------------------------

    def choose(self, rng) -> dict:
        actions, phase = self.view["legal_actions"], self.view["phase"]
        if len(actions) == 1:
            return actions[0]
        if phase == "vote_end":
            return next(a for a in actions if a["value"] == int(self.nobody_can_reach()))
        if phase == "repel":
            return next(a for a in actions if a["value"] == int(self.repels()))
        if phase == "move":
            return self.step(actions)
        if phase == "creature":
            return self.creature_step(actions)
        ranked = self.ranked(actions)
        best = ranked[0][0]
        return rng.choice([action for score, action in ranked if score == best])

    def ranked(self, actions: list[dict]) -> list[tuple[float, dict]]:
        """The turn's actions with their scores, best first (a discard of the least useful
        card when no play is worth PLAY_FLOOR; an end vote asked only when nobody can reach
        the exit)."""
        before = self.split_value()
        scored = [(self.score(action, before), action) for action in actions
                  if action["kind"] not in ("discard", "propose_end")]
        worth_of: dict[str, float] = {}
        for score, action in scored:
            if "card" in action:
                worth_of[action["card"]] = max(worth_of.get(action["card"], -FAR), score)
        for action in actions:
            if action["kind"] == "discard" and len(action["cards"]) == 1:
                card = action["cards"][0]
                scored.append((PLAY_FLOOR - 0.001 * max(min(worth_of.get(card, -10.0), 10.0), -10.0), action))
            elif action["kind"] == "propose_end" and self.nobody_can_reach():
                scored.append((1.0, action))
        if not scored:
            scored = [(0.0, action) for action in actions if action["kind"] != "propose_end"] or [(0.0, actions[0])]
        scored.sort(key=lambda pair: -pair[0])
        return scored

    def score(self, action: dict, before: tuple[float, float]) -> float:
        kind, board = action["kind"], self.board
        if kind == "place":
            undo = board.with_card(action["at"], action["card"], action["turned"])
            value = self.change(before)
            undo()
            return value
        if kind == "cave_in":
            undo = board.without_card(action["at"])
            value = self.against(before)
            undo()
            return value - 0.02
        if kind == "lay_web":
            undo = board.with_web(action["at"], action["tool"])
            value = WEB_SHARE * self.against(before)
            undo()
            return value
        if kind == "cut_web":
            return self.cut_value(action, before)
        if kind == "summon":
            return self.summon_value(action)
        if kind == "equip":
            return self.equip_value(action)
        if kind == "look_goal":
            return self.look_goal_value(action)
        if kind == "look_clan":
            p = self.allegiance.p(action["target"])
            if not self.reads or action["target"] in self.allegiance.known:
                return 0.0
            return LOOK_CLAN * 2 * min(p, 1 - p)
        if kind == "exchange":
            return self.exchange_value(action)
        return 0.0

    def against(self, before: tuple[float, float]) -> float:
        """A change that hurts: the other side's loss (Easy sees it too: the cards made for it)
        less twice the seat's side's."""
        ours, theirs = self.split_value()
        return (theirs - before[1]) + 2 * min(ours - before[0], 0.0)

    def dwarf_worth(self, seat: int, nuggets: int | None = None, extra_steps: float = 0.0) -> float:
        if self.view["seats"][seat]["out"]:
            return 0.0
        return worth(self.nuggets[seat] if nuggets is None else nuggets, self.board.distance(seat) + extra_steps)

    def steps_worth(self, seat: int, steps: float) -> float:
        """What `steps` nearer the exit are worth to `seat`'s dwarf, for its side."""
        if self.view["seats"][seat]["out"] or self.board.distance(seat) >= FAR:
            return 0.0
        return self.dwarf_worth(seat, extra_steps=-min(steps, self.board.distance(seat))) - self.dwarf_worth(seat)

    def harm(self, kind: str, seat: int) -> float:
        """What an attack by `kind` costs `seat`'s dwarf, in its worth."""
        if kind == "goblin":
            return self.dwarf_worth(seat) - self.dwarf_worth(seat, nuggets=max(self.nuggets[seat] - 1, 0))
        if kind == "lindworm":
            return self.dwarf_worth(seat) - self.dwarf_worth(seat, extra_steps=LINDWORM_STEPS)
        return CARD * 2  # a rat takes a card

    def tool(self, card: str) -> str | None:
        """What an action card's tool is (boots, axe, a creature's kind, a web's mark), from the catalogue."""
        catalogue = self.board.catalogue
        return catalogue.tool[catalogue.index[card]]

    def has_axe(self, seat: int) -> bool:
        return any(self.tool(card) == "axe" for card in self.fronts[seat])

    def attack_value(self, kind: str, node: tuple[int, int]) -> float:
        """The seat's gain from an attack on every dwarf on `node`; an axe among them repels it."""
        victims = [seat for seat, at in self.board.dwarves.items() if at == node]
        value = sum(-self.sides[seat] * self.harm(kind, seat) for seat in victims)
        if any(self.has_axe(seat) and self.sides[seat] < 0 for seat in victims):
            value = 0.1 * value  # it will be repelled: only the axe spent
        return value

    def creature_targets(self, kind: str, start: tuple[int, int], steps_left: int) -> dict:
        """Per place the creature can stop on within `steps_left` steps (no web crossed, never
        the exit square), the first step toward it; the creature stops at the first dwarves."""
        board = self.board
        ladders = board.ladders()
        first = {start: None}
        frontier = [start]
        for _ in range(steps_left):
            following = []
            for node in frontier:
                if node != start and node in board.dwarves.values():
                    continue  # stepping onto dwarves ends the creature's move
                for other, side in board.neighbours(node, ladders):
                    if other in first or board.web_turns(node[0], side) or "exit" in board.features(other):
                        continue
                    first[other] = other if node == start else first[node]
                    following.append(other)
            frontier = following
        return first

    def best_attack(self, kind: str, start: tuple[int, int], steps_left: int) -> tuple[float, tuple | None]:
        best, step = 0.0, None
        for node, first in self.creature_targets(kind, start, steps_left).items():
            if first is None:
                continue
            value = self.attack_value(kind, node)
            if value > best:
                best, step = value, first
        return best, step

    def summon_value(self, action: dict) -> float:
        kind = self.tool(action["card"])
        steps = self.board.rules.data["creatures"][kind]
        value, _ = self.best_attack(kind, (cell_of(*action["at"]), action["value"]), steps)
        return CREATURE_SHARE[kind] * value - 0.01

    def equip_value(self, action: dict) -> float:
        target = action["target"]
        side = self.sides[target]
        if self.tool(action["card"]) == "boots":
            return side * self.steps_worth(target, BOOTS_STEPS)
        return side * self.steps_worth(target, AXE_STEPS) * (0.5 if self.has_axe(target) else 1.0)

    def look_goal_value(self, action: dict) -> float:
        cell = cell_of(*action["at"])
        board = self.board
        if board.sure or cell not in board.candidates:
            return 0.0
        x, y = action["at"]
        mine = board.dwarves.get(self.seat)
        near = 0.0
        if mine is not None:
            from ..grid import xy

            mx, my = xy(mine[0])
            near = 0.01 * (abs(mx - x) + abs(my - y))
        doubt = min(1.0, 1.5 * (1 - max(board.odds.values())))  # a goal all but known is not worth a look
        return doubt * LOOK_GOAL * (0.2 + self.steps_worth(self.seat, 3.0)) - near

    def exchange_value(self, action: dict) -> float:
        theirs = self.view["seats"][action["target"]].get("hand_size", 0)
        mine = len(self.view["hand"]) - 1
        return CARD * (theirs - mine) * (1 - self.sides[action["target"]]) - 0.05

    def cut_value(self, action: dict, before: tuple[float, float]) -> float:
        board = self.board
        key = (cell_of(*action["at"]), 2 if action["tool"] == "E" else 4)
        count = board.webs[key]
        if count == 2:
            board.webs[key] = 1
        else:
            del board.webs[key]
        board.changed()
        value = self.change(before)
        board.webs[key] = count
        board.changed()
        return value - self.steps_worth(self.seat, AXE_STEPS)

    # -- answers -----------------------------------------------------------------------------

    def repels(self) -> bool:
        attack = self.view["dark_cave"]["attack"]
        kind = attack["creature"]
        hurt = sum(self.sides[seat] * self.harm(kind, seat) for seat in attack["victims"])
        return hurt > self.steps_worth(self.seat, AXE_STEPS)

    def nobody_can_reach(self) -> bool:
        """No dwarf in the mine has a way out even by building; or, the pile empty, none can
        walk out and the cards left in all hands are too few to fill the spaces in the way."""
        board = self.board
        field = board.field()
        nearest = min((board.distance(seat, field) for seat in board.dwarves), default=FAR)
        if nearest >= FAR:
            return True
        if sum(self.view["dark_cave"]["pile_groups"]):
            return False
        walking = board.field(build=False)
        if any(walking.get(node, FAR) < FAR for node in board.dwarves.values()):
            return False
        in_hands = sum(entry.get("hand_size", 0) for entry in self.view["seats"])
        return in_hands * BUILD_COST < nearest - GOAL_ENTRY

    # -- the dwarf's and the creature's steps ----------------------------------------------------

    def step(self, actions: list[dict]) -> dict:
        """Toward the exit on the seat's own field (a tunnel priced at a nugget of its own, a
        bridge at a card of its hand); a gold vein's nugget within reach when the detour pays;
        stop when no step brings the dwarf nearer."""
        board = self.board
        here = board.dwarves.get(self.seat)
        stop = next(a for a in actions if a["kind"] == "stop")
        if here is None:
            return stop
        nuggets = self.nuggets[self.seat]
        shared = board.field()
        tunnel = nugget_steps(nuggets, board.distance(self.seat, shared)) if nuggets else 0.3
        bridge = BRIDGE_COST * (1 + 4 / max(len(self.view["hand"]), 1))
        field = board.field(tunnel, bridge)
        left = self.view["dark_cave"]["steps_left"] or 0
        if here in board.nuggets_on:
            return stop  # end the move on the vein: its nugget
        vein = self.vein_step(actions, here, left, field, tunnel)
        if vein is not None:
            return vein
        # a step on the way out: its price paid now plus what is left from there no more
        # than what is left from here, and nearer
        now = field.get(here, FAR)
        best, chosen = now + 1e-9, stop
        for action in actions:
            if action["kind"] != "move_to":
                continue
            node = (cell_of(*action["at"]), action["value"])
            if node[0] in board.face_down:
                total, left_there = (board.goal_cost(node[0]), 0.0) if node[0] in board.candidates else (FAR, FAR)
            else:
                left_there = field.get(node, FAR)
                total = board.enter_cost(node, tunnel, bridge) + left_there
            if total <= best and left_there < now:
                best, chosen = total, action
        if chosen is stop:
            for action in actions:
                if action["kind"] == "cut_web" and self.cut_value(action, self.split_value()) > 0:
                    return action
        return chosen

    def vein_step(self, actions, here, left: int, field: dict, tunnel: float):
        """The first step toward a nugget on a gold vein within `left` steps, when its worth
        (in steps) beats the detour from the way out."""
        board = self.board
        if not board.nuggets_on or not left:
            return None
        ladders = board.ladders()
        first, frontier = {here: None}, [(here, 0)]
        for node, count in frontier:
            if count >= left:
                continue
            for other, side in board.neighbours(node, ladders):
                if other in first or board.web_turns(node[0], side):
                    continue
                first[other] = other if node == here else first[node]
                frontier.append((other, count + 1))
                if other in board.nuggets_on:
                    detour = count + 1 + field.get(other, FAR) - field.get(here, FAR)
                    gain = nugget_steps(self.nuggets[self.seat], field.get(here, FAR))
                    if gain > detour:
                        target = first[other]
                        return next((a for a in actions if a["kind"] == "move_to"
                                     and (cell_of(*a["at"]), a["value"]) == target), None)
        return None

    def creature_step(self, actions: list[dict]) -> dict:
        """The creature toward the place where its attack gains most; stop when none is in reach."""
        stop = next(a for a in actions if a["kind"] == "stop")
        kind = self.view["dark_cave"]["moving"]
        piece = self.board.creatures.get(kind)
        if piece is None:
            return stop
        left = self.view["dark_cave"]["steps_left"] or 0
        value, first = self.best_attack(kind, (piece[0], piece[1]), left)
        if first is None or value <= 0:
            return stop
        return next((a for a in actions if a["kind"] == "move_to" and (cell_of(*a["at"]), a["value"]) == first), stop)


class DarkCaveBot:
    """Easy (`reads_identities` False) or Medium at La mine se rebelle."""

    def __init__(self, seat: int, reads_identities: bool):
        self.seat = seat
        self.level = "belief" if reads_identities else "heuristic"
        self.reads = reads_identities
        self.allegiance: Allegiance | None = None

    def observe(self, view: dict) -> Allegiance:
        if self.allegiance is None or self.allegiance.seat != view["seat"] or view["log"] and len(view["log"]) < self.allegiance.read:
            self.allegiance = Allegiance(view, self.reads)
        self.allegiance.update(view)
        return self.allegiance

    def choose(self, view: dict, rng) -> dict:
        return Policy(view, self.observe(view)).choose(rng)

    def round_story(self) -> dict:
        return {}

    def beliefs(self) -> dict:
        if self.allegiance is None:
            return {"roles": {}, "gold": {}}
        return {"roles": {s: round(1 - self.allegiance.p(s), 4) for s in range(self.allegiance.players)}, "gold": {}}
