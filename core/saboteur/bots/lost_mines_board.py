"""The Lost Mines' table as a bot reads it from one seat's view (issue 48, section 3): the
maze with its face-down mines, the tokens, the dwarves, the mines still worth reaching, and
how far a group of dwarves is from them over the one walk (kernel/walk.py).

"Potential" is the bots' yardstick for paths: the fewest steps from any of the group's
dwarves to a mine worth reaching, where a path's open end toward an empty space counts
BUILD_COST steps for each space still to fill on the way to the nearest such mine (a card
takes a turn, a turn walks 3 steps). Lower is better for the group."""

from __future__ import annotations

from ..cards import E
from ..grid import STEP, cell_of, xy
from ..games.lost_mines.state import DWARF, TROLL, clan_of, mines
from ..games.lost_mines.table import has_rocks, obstacle_of
from ..kernel.pieces import CARD, LETTER
from ..kernel.walk import FACE_DOWN, shortest_route, walk
from ..ruleset import load_ruleset

BUILD_COST = 2  # steps a space still to fill is worth
FAR = 99  # no way at all, not even by building
EAST = STEP[E]


class Board:
    def __init__(self, view: dict):
        self.view = view
        self.rules = rules = load_ruleset(view["ruleset"])
        self.catalogue = catalogue = rules.catalogue
        self.maze = maze = rules.new_maze()
        for entry in view["maze"]:
            maze.cards[cell_of(*entry["at"])] = catalogue.code(entry["card"], entry["turned"])
        left = {t["type"] for t in view["lost_mines"]["treasures"] if t["taken_by"] is None}
        self.targets: set[int] = set()  # mines worth reaching: face down and not known to hold the dragon, or treasure left
        self.face_down: set[int] = set()
        for goal in view["goals"]:
            cell = cell_of(*goal["at"])
            if not goal["face_up"]:
                maze.hidden_goals[cell] = 0
                self.face_down.add(cell)
                if goal["card"] is None or view["cards"][goal["card"]].get("treasure") in left:
                    self.targets.add(cell)
            elif view["cards"][goal["card"]].get("treasure") in left:
                self.targets.add(cell)
        self.tools = {cell_of(*p["at"]) for p in view["pieces"] if p["on"] == "card"}
        self.trolls = {(cell_of(*p["at"]), p["side"]) for p in view["pieces"] if p["kind"] == "troll"}
        self.dwarves = {p["seat"]: (cell_of(*p["at"]), p["place"]) for p in view["pieces"] if p["kind"] == "dwarf"}
        self.clans = [seat["clan"] for seat in view["seats"]]
        self.nearest: dict[int, int] = {}

    @classmethod
    def dealt(cls, game) -> Board:
        """The table of a game a search dealt itself (never the real one): as a seat that
        knew every mine would read it, the dragon no target. Its maze is the game's, to read."""
        board = cls.__new__(cls)
        part, types = mines(game), game.rules.catalogue.types
        board.view, board.rules, board.catalogue, board.maze = None, game.rules, game.rules.catalogue, game.maze
        left = part.kinds_left()
        board.targets = {cell for cell, card in game.goal_cards.items() if types[card].treasure in left}
        board.face_down = set(game.maze.hidden_goals)
        pieces = part.pieces.items
        board.tools = {p.cell for p in pieces if p.on == CARD}
        board.trolls = {(p.cell, LETTER[p.spot]) for p in pieces if p.kind == TROLL}
        board.dwarves = {p.seat: (p.cell, p.spot) for p in pieces if p.kind == DWARF}
        board.clans = [clan_of(role) for role in game.roles]
        board.nearest = {}
        return board

    # -- the walk ----------------------------------------------------------------------------

    def passable(self, cell: int, _place: int, to: int, to_place: int, _side: int) -> bool:
        """A step the dwarves could take: no troll across it, no obstacle without its tool."""
        if side_between(cell, to) in self.trolls:
            return False
        if to_place == FACE_DOWN:
            return True
        return to in self.tools or obstacle_of(self.catalogue, self.maze.cards[to]) is None

    def nearest_target(self, cell: int) -> int:
        """Spaces (Manhattan) from `cell` to the nearest mine worth reaching."""
        found = self.nearest.get(cell)
        if found is None:
            x, y = xy(cell)
            found = self.nearest[cell] = min((abs(x - tx) + abs(y - ty) for tx, ty in map(xy, self.targets)), default=FAR)
        return found

    def reached(self, seats) -> set[int]:
        """The cells the group's dwarves can walk to now, and the cells beside them: only a
        change there can change the group's potential."""
        seeds = [self.dwarves[seat] for seat in seats if seat in self.dwarves]
        cells = {cell for cell, *_ in walk(self.maze, seeds, self.passable, face_down=True)}
        return cells | {cell + step for cell in cells for step in STEP.values()}

    def potential(self, seats) -> float:
        """The group's potential (see the module's docstring): FAR if it has no dwarf or no way."""
        seeds = [self.dwarves[seat] for seat in seats if seat in self.dwarves]
        if not seeds or not self.targets:
            return FAR
        best = FAR
        cards, hidden, exits = self.maze.cards, self.maze.hidden_goals, self.catalogue.place_exits
        for cell, place, _side, count, _came in walk(self.maze, seeds, self.passable, face_down=True):
            if count >= best:
                break
            if cell in self.targets:
                return count
            if place == FACE_DOWN:
                continue
            for step, _facing in exits[cards[cell]][place]:
                neighbour = cell + step
                if neighbour not in cards and neighbour not in hidden and self.rules.on_board(xy(neighbour)):
                    best = min(best, count + 1 + BUILD_COST * self.nearest_target(neighbour))
        return best

    def route(self, seat: int, occupied: set[int]) -> list[int] | None:
        """The cells of the shortest way from `seat`'s dwarf to a mine worth reaching (the
        dwarf's own cell first), through no rock or overcome obstacle another dwarf holds;
        None if none is reachable."""
        start = self.dwarves[seat]
        if start[0] in self.targets:
            return [start[0]]

        def may_step(cell, place, to, to_place, side):
            return self.passable(cell, place, to, to_place, side) and to not in occupied
        return shortest_route(self.maze, [start], self.targets, may_step, face_down=True)

    def reachable_by_anyone(self) -> bool:
        """Whether any dwarf can walk to a mine worth reaching on the table as it is."""
        seeds = list(self.dwarves.values())
        return any(cell in self.targets for cell, *_ in walk(self.maze, seeds, self.passable, face_down=True))

    def holders(self) -> set[int]:
        """Cells of rocks and overcome obstacles: they hold one dwarf."""
        held = set()
        for cell, code in self.maze.cards.items():
            if has_rocks(self.catalogue, code) or obstacle_of(self.catalogue, code) is not None:
                held.add(cell)
        return held

    def open_ends(self, cell: int) -> float:
        """How well the card at `cell` leads on: its paths (not dead ends, not obstacles without
        their tool) toward empty spaces on the board,
        each worth more the nearer that space lies to a mine worth reaching (a tie-break
        between placements that bring the dwarves equally near: an end toward the mines can
        be built on, one toward the west edge hardly)."""
        code, cards, hidden = self.maze.cards[cell], self.maze.cards, self.maze.hidden_goals
        worth = 0.0
        blocked = cell not in self.tools and obstacle_of(self.catalogue, code) is not None
        for place_exits in self.catalogue.place_exits[code]:
            if len(place_exits) < 2 or blocked:
                continue  # a dead end, or an obstacle with no tool: no way on
            for step, _facing in place_exits:
                neighbour = cell + step
                if neighbour in hidden and neighbour in self.targets:
                    worth += 1.0
                elif neighbour not in cards and neighbour not in hidden and self.rules.on_board(xy(neighbour)):
                    worth += 1.0 / (1 + self.nearest_target(neighbour))
        return worth

    # -- what an action would change -----------------------------------------------------------

    def with_card(self, at: list[int], card: str, turned: bool):
        """Undo-able: lay `card` at `at`; returns the function that takes it back."""
        cell = cell_of(*at)
        self.maze.cards[cell] = self.catalogue.code(card, turned)
        return lambda: self.maze.cards.pop(cell)

    def without_card(self, at: list[int]):
        cell = cell_of(*at)
        code = self.maze.cards.pop(cell)
        return lambda: self.maze.cards.__setitem__(cell, code)


def side_between(cell: int, to: int) -> tuple[int, str]:
    """The side between two neighbouring cells, named from its west or north cell as pieces are."""
    if abs(to - cell) == EAST:
        return min(cell, to), "E"
    return min(cell, to), "S"
