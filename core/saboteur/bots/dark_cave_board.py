"""La mine se rebelle's table as a bot reads it from one seat's view (issue 49, section 3):
the maze with its face-down corner goals, where the exit may lie, the dwarves, creatures,
webs and nuggets waiting on gold veins, and how far each place is from the way out.

The yardstick is a field of "steps to the exit" over places, found backward from the exit
(a reverse Dijkstra over the one walk's steps, ladders as its jumps, kernel/walk.py): the
exit square if it is face up, else every face-down goal the seat may still believe to be
the exit (a goal it looked at and saw to be another is dropped; one it saw to be the exit
is the only one). A path's open end toward an empty space counts BUILD_COST steps for each
space still to fill on the way to the nearest such goal (a card takes a turn, a turn walks
3 steps). Entering a place costs one step plus what the place asks: a tunnel a nugget, a
bridge a card, a creature an attack, a web its turns (rules/dark-cave.md rulings 2 to 9)."""

from __future__ import annotations

import heapq

from ..grid import STEP, cell_of, xy
from ..kernel.pieces import side_key
from ..kernel.walk import steps
from ..ruleset import load_ruleset

BUILD_COST = 4.0  # steps a space still to fill is worth: more than a group III card takes to cross
FAR = 99.0  # no way at all, not even by building
GOAL_ENTRY = 2.0  # onto a goal's arm, then its centre (the exit square)
UNSURE = 3.0  # a goal that may not be the exit: the walk on if it is not, in steps
UNLIKELY = 0.07  # a goal less likely than this to be the exit is left out of the way out
WEB_TURN = 3.0  # steps a web costs per turn it still lies there
CREATURE_COST = 2.0  # stepping onto a creature: its attack, and the move ends
TUNNEL_COST = 3.0  # a nugget, in steps, for a dwarf of the table's mean wealth
BRIDGE_COST = 1.0  # a card taken at random, in steps
EXIT, TUNNEL, BRIDGE = "exit", "tunnel", "bridge"
CREATURES = ("rat", "lindworm", "goblin")


class Board:
    def __init__(self, view: dict, exit_odds: dict[int, float] | None = None):
        """`exit_odds`: a weight per face-down goal of being the exit, read from the table
        (Medium's reading of the others' looks); without it every goal still possible is alike."""
        self.view = view
        self.rules = rules = load_ruleset(view["ruleset"])
        self.catalogue = catalogue = rules.catalogue
        self.maze = maze = rules.new_maze()
        for entry in view["maze"]:
            maze.cards[cell_of(*entry["at"])] = catalogue.code(entry["card"], entry["turned"])
        self.exit_place: tuple[int, int] | None = None
        for cell, code in maze.cards.items():
            for place, features in enumerate(catalogue.place_features[code]):
                if EXIT in features:
                    self.exit_place = (cell, place)
        self.face_down: set[int] = set()
        self.candidates: set[int] = set()  # face-down goals that may be the exit
        known_exit = None
        for goal in view["goals"]:
            cell = cell_of(*goal["at"])
            if goal["face_up"]:
                continue
            maze.hidden_goals[cell] = 0
            self.face_down.add(cell)
            effect = (view["cards"].get(goal["card"]) or {}).get("effect") if goal["card"] else None
            if effect == EXIT:
                known_exit = cell
            elif effect is None:
                self.candidates.add(cell)
        if self.exit_place is not None:
            self.candidates = set()
        elif known_exit is not None:
            self.candidates = {known_exit}
        self.sure = self.exit_place is not None or known_exit is not None
        self.odds = self.weigh(exit_odds)
        self.dwarves = {p["seat"]: (cell_of(*p["at"]), p["place"]) for p in view["pieces"] if p["kind"] == "dwarf"}
        self.creatures = {p["kind"]: (cell_of(*p["at"]), p["place"], p["seat"]) for p in view["pieces"] if p["kind"] in CREATURES}
        self.creature_places = {(cell, place) for cell, place, _seat in self.creatures.values()}
        self.webs = {side_key(cell_of(*p["at"]), 2 if p["side"] == "E" else 4): p["count"]
                     for p in view["pieces"] if p["kind"] == "web"}
        self.nuggets_on = {(cell_of(*p["at"]), p["place"]) for p in view["pieces"] if p["kind"] == "nugget"}
        self.seats = view["seats"]
        self.field_cache: dict | None = None
        self.nearest: dict[int, float] = {}

    def weigh(self, exit_odds: dict[int, float] | None) -> dict[int, float]:
        """Each goal still possible, its probability of being the exit: `exit_odds` normalised
        over them, those below UNLIKELY dropped (one at least kept)."""
        if not self.candidates:
            return {}
        weights = {cell: (exit_odds or {}).get(cell, 1.0) for cell in self.candidates}
        total = sum(weights.values())
        odds = {cell: weight / total for cell, weight in weights.items()}
        kept = {cell for cell, p in odds.items() if p >= UNLIKELY} or {max(odds, key=odds.get)}
        if kept != self.candidates:
            self.candidates = kept
            total = sum(odds[cell] for cell in kept)
            odds = {cell: odds[cell] / total for cell in kept}
        return odds

    @classmethod
    def from_game(cls, game) -> Board:
        """The table of a game the search dealt (its exit known): for Hard's leaf, with no view
        to build (the maze is read, never changed)."""
        from ..games.dark_cave.state import cave

        board = cls.__new__(cls)
        board.rules = rules = game.rules
        board.catalogue = catalogue = rules.catalogue
        board.maze = maze = game.maze
        part = cave(game)
        exit_card = catalogue.index["goal-exit"]
        exit_cell = next(cell for cell, card in game.goal_cards.items() if card == exit_card)
        board.face_down = set(maze.hidden_goals)
        board.exit_place = None
        if exit_cell in maze.cards:
            code = maze.cards[exit_cell]
            board.exit_place = next((exit_cell, place) for place, features in enumerate(catalogue.place_features[code])
                                    if EXIT in features)
        board.candidates = set() if board.exit_place else {exit_cell}
        board.sure = True
        board.odds = {exit_cell: 1.0}
        board.dwarves, board.creatures, board.nuggets_on = {}, {}, set()
        for piece in part.pieces.items:
            if piece.kind == "dwarf":
                board.dwarves[piece.seat] = (piece.cell, piece.spot)
            elif piece.kind in CREATURES:
                board.creatures[piece.kind] = (piece.cell, piece.spot, piece.seat)
        board.creature_places = {(cell, place) for cell, place, _seat in board.creatures.values()}
        board.webs = {key: count for key, (_card, count) in part.webs.items()}
        board.field_cache = None
        board.nearest = {}
        return board

    # -- steps -------------------------------------------------------------------------------

    def ladders(self) -> frozenset:
        ladder_places = self.catalogue.ladder_places
        return frozenset((cell, place) for cell, code in self.maze.cards.items() for place in ladder_places[code])

    def neighbours(self, node: tuple[int, int], ladders: frozenset):
        """The places one step from `node` (webs kept: the caller prices them), with the side crossed."""
        cell, place = node
        for to, to_place, side in steps(self.maze, cell, place, False, None):
            yield (to, to_place), side
        if node in ladders:
            for other in ladders:
                if other != node:
                    yield other, 0

    def web_turns(self, cell: int, side: int) -> int:
        return self.webs.get(side_key(cell, side), 0) if side else 0

    def features(self, node: tuple[int, int]) -> frozenset:
        return self.catalogue.place_features[self.maze.cards[node[0]]][node[1]]

    def enter_cost(self, node: tuple[int, int], tunnel: float = TUNNEL_COST, bridge: float = BRIDGE_COST) -> float:
        features = self.features(node)
        cost = 1.0
        if TUNNEL in features:
            cost += tunnel
        if BRIDGE in features:
            cost += bridge
        if node in self.creature_places:
            cost += CREATURE_COST
        return cost

    # -- the field -----------------------------------------------------------------------------

    def goal_cost(self, goal: int) -> float:
        return GOAL_ENTRY + (0.0 if self.sure else UNSURE * (1 - self.odds.get(goal, 0.0)))

    def nearest_goal(self, cell: int) -> float:
        """From the empty space `cell`: the spaces to fill up to a goal that may be the exit,
        at BUILD_COST each, and that goal's cost (the nearest such goal)."""
        found = self.nearest.get(cell)
        if found is None:
            x, y = xy(cell)
            found = self.nearest[cell] = min(
                (BUILD_COST * (abs(x - gx) + abs(y - gy)) + self.goal_cost(goal) for goal in self.candidates
                 for gx, gy in [xy(goal)]), default=FAR)
        return found

    def seeds(self, build: bool = True) -> list[tuple[float, tuple[int, int]]]:
        """Where the way out begins, with its cost: the exit square, a place touching a goal
        that may be the exit, and (with `build`) a path's open end toward an empty space."""
        found = []
        if self.exit_place is not None:
            found.append((0.0, self.exit_place))
        cards, exits, hidden = self.maze.cards, self.catalogue.place_exits, self.maze.hidden_goals
        for cell, code in cards.items():
            for place, ends in enumerate(exits[code]):
                best = FAR
                for step, _facing in ends:
                    neighbour = cell + step
                    if neighbour in cards:
                        continue
                    if neighbour in hidden:
                        if neighbour in self.candidates:
                            best = min(best, self.goal_cost(neighbour) + WEB_TURN * self.web_turns(cell, _side(step)))
                    elif build and (self.candidates or self.exit_place is not None):
                        best = min(best, self.nearest_goal(neighbour))
                if best < FAR:
                    found.append((best, (cell, place)))
        return found

    def field(self, tunnel: float = TUNNEL_COST, bridge: float = BRIDGE_COST, build: bool = True) -> dict:
        """Steps from every place to the way out (missing: no way at all); without `build`,
        by walking the table as it is."""
        default = tunnel == TUNNEL_COST and bridge == BRIDGE_COST and build
        if default and self.field_cache is not None:
            return self.field_cache
        dist = self.spread(self.seeds(build), tunnel, bridge)
        if default:
            self.field_cache = dist
        return dist

    def dwarf_distances(self) -> dict[int, float]:
        """Each dwarf's steps to the way out on the default field, the walk stopped once every
        dwarf's place is reached (the scores of a turn's actions need no more)."""
        if self.field_cache is not None:
            return {seat: self.field_cache.get(node, FAR) for seat, node in self.dwarves.items()}
        dist = self.spread(self.seeds(True), TUNNEL_COST, BRIDGE_COST, set(self.dwarves.values()))
        return {seat: dist.get(node, FAR) for seat, node in self.dwarves.items()}

    def spread(self, seeds: list, tunnel: float, bridge: float, until: set | None = None) -> dict:
        """The reverse Dijkstra from `seeds`; with `until`, stopped once those places are reached."""
        dist: dict = {}
        heap = list(seeds)
        heapq.heapify(heap)
        ladders = self.ladders()
        left = set(until) if until is not None else None
        while heap:
            cost, node = heapq.heappop(heap)
            if node in dist:
                continue
            dist[node] = cost
            if left is not None:
                left.discard(node)
                if not left:
                    break
            step_in = self.enter_cost(node, tunnel, bridge)
            for other, side in self.neighbours(node, ladders):
                if other not in dist:
                    heapq.heappush(heap, (cost + step_in + WEB_TURN * self.web_turns(node[0], side), other))
        return dist

    def distance(self, seat: int, field: dict | None = None) -> float:
        node = self.dwarves.get(seat)
        if node is None:
            return 0.0  # out of the mine
        return (field if field is not None else self.field()).get(node, FAR)

    # -- what an action would change -------------------------------------------------------------

    def changed(self):
        self.field_cache = None

    def with_card(self, at, card: str, turned: bool):
        cell = cell_of(*at)
        self.maze.cards[cell] = self.catalogue.code(card, turned)
        self.changed()

        def undo():
            self.maze.cards.pop(cell)
            self.changed()
        return undo

    def without_card(self, at):
        cell = cell_of(*at)
        code = self.maze.cards.pop(cell)
        gone = {key: count for key, count in self.webs.items() if key[0] == cell or key[0] + STEP[key[1]] == cell}
        for key in gone:
            del self.webs[key]
        self.changed()

        def undo():
            self.maze.cards[cell] = code
            self.webs.update(gone)
            self.changed()
        return undo

    def with_web(self, at, letter: str):
        key = side_key(cell_of(*at), 2 if letter == "E" else 4)
        self.webs[key] = 2
        self.changed()

        def undo():
            del self.webs[key]
            self.changed()
        return undo


def _side(step: int) -> int:
    """The side bit a step crosses (N 1, E 2, S 4, W 8)."""
    return next(side for side, delta in STEP.items() if delta == step)
