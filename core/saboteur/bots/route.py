"""How far the maze is from each goal, and how a placement or a rockfall changes that.

The bots measure the maze in *cards still needed*: for a goal, the fewest empty cells
that must be filled to join an open path end (a frontier cell where a tunnel can go)
to it. Distances are grid steps through empty cells, so placed cards and other face-down
goals are obstacles (a face-down goal carries no path until it is reached, ruling 1).

A rockfall can cut a stretch of tunnel off from the start. A card laid in the gap links it
again, and the stretch's open ends then count: refilling the gap is often the best dig
(`rejoins`). Only Hard measures so; Easy, Medium and the expert from before issue 14
measure the stretch as rock (players.py says why).
"""

from __future__ import annotations

from ..cards import SIDES
from ..grid import OPPOSITE, STEP, cell_of, xy
from ..maze import Maze
from ..ruleset import Ruleset

FAR = 20.0  # distance used when no open path end can lead to a goal
# Cells beyond this box are ignored: routes this far from the start-goal area never pay.
MIN_X, MAX_X, MIN_Y, MAX_Y = -4, 12, -7, 7

_extendable_cache: dict[tuple[int, int, int], bool] = {}


def maze_from_view(rules: Ruleset, view: dict) -> Maze:
    """The view's face-up cards as an engine Maze, face-down goal slots as obstacles."""
    catalogue = rules.catalogue
    maze = Maze(catalogue, rules.start_cell, catalogue.code(rules.start_id, False))
    for entry in view["maze"]:
        cell = cell_of(*entry["at"])
        if cell != rules.start_cell:
            maze.cards[cell] = catalogue.code(entry["card"], entry["turned"])
    stand_in = catalogue.index[rules.goal_ids[-1]]  # which goal lies face down does not change the paths
    for goal in view["goals"]:
        if not goal["face_up"]:
            maze.hidden_goals[cell_of(*goal["at"])] = stand_in
    maze.recompute()
    return maze


_BOX = (cell_of(MIN_X, 0) >> 8, cell_of(MAX_X, 0) >> 8, cell_of(0, MIN_Y) & 255, cell_of(0, MAX_Y) & 255)  # packed


def in_box(cell: int) -> bool:
    x, y = xy(cell)
    return MIN_X <= x <= MAX_X and MIN_Y <= y <= MAX_Y


def steps_to(maze: Maze, goal: int) -> dict[int, int]:
    """Grid steps from each empty cell of the box to `goal` through empty cells."""
    blocked = maze.cards
    hidden = maze.hidden_goals
    distance = {goal: 0}
    queue = [goal]
    low_x, high_x, low_y, high_y = _BOX  # in_box(), inlined: a search's beliefs walk the box often
    for cell in queue:
        next_distance = distance[cell] + 1
        for step in _STEPS:
            neighbour = cell + step
            if (neighbour in distance or neighbour in blocked or neighbour in hidden
                    or not (low_x <= neighbour >> 8 <= high_x and low_y <= neighbour & 255 <= high_y)):
                continue
            distance[neighbour] = next_distance
            queue.append(neighbour)
    return distance


def extendable(maze: Maze, cell: int) -> bool:
    """True when some tunnel fits `cell` and leads on from the path that reaches it."""
    walls, paths = maze.walls_and_paths(cell)
    reached = maze.frontier[cell]
    key = (walls, paths, reached)
    found = _extendable_cache.get(key)
    if found is None:
        catalogue = maze.catalogue
        found = any(
            mask & reached and mask & ~reached & ~walls
            for code in catalogue.fitting_codes(walls, paths, reached)
            for mask in catalogue.place_masks[code]
        )
        _extendable_cache[key] = found
    return found


def open_end(maze: Maze, cell: int) -> bool:
    """Whether `cell`, on the maze's frontier, is an open path end: in the box, no face-down
    goal, and some tunnel can lead on from it."""
    return cell not in maze.hidden_goals and in_box(cell) and extendable(maze, cell)


class RouteMap:
    """Distances from the maze's open path ends to each goal slot still worth reaching."""

    def __init__(self, maze: Maze, goals: list[int], rejoins: bool = True):
        self.maze = maze
        self.goals = goals
        self.rejoins = rejoins  # whether a placement that links a cut-off stretch counts its open ends
        self.linked: dict[tuple[int, int], dict[int, float]] = {}  # (cell, code) -> distances once linked
        self.steps = {goal: steps_to(maze, goal) for goal in goals}
        ends = [cell for cell in maze.frontier if open_end(maze, cell)]
        # Per goal: the two best open ends, so that filling one of them is cheap to judge.
        self.best: dict[int, list[tuple[float, int]]] = {}
        for goal in goals:
            steps = self.steps[goal]
            ranked = sorted((steps.get(cell, FAR), cell) for cell in ends)
            self.best[goal] = ranked[:2] or [(FAR, -1)]

    def distance(self, goal: int) -> float:
        return self.best[goal][0][0]

    def distance_after_place(self, goal: int, cell: int, code: int) -> float:
        """The goal's distance once `code` lies on the open end `cell` (first-order estimate)."""
        maze = self.maze
        catalogue = maze.catalogue
        reached = maze.frontier.get(cell, 0)
        ladders = catalogue.ladder_places[code]  # a ladder's place is linked wherever it lies
        exits = 0
        for place, mask in enumerate(catalogue.place_masks[code]):
            if mask & reached or place in ladders:
                exits |= mask & ~reached
        best = next((d for d, end in self.best[goal] if end != cell), FAR)
        steps = self.steps[goal]
        for side in SIDES:
            if exits & side:
                neighbour = cell + STEP[side]
                if neighbour == goal:
                    return 0.0
                if neighbour in maze.cards:
                    if self.rejoins and self.cut_off(neighbour, side):
                        best = min(best, self.linked_distances(cell, code)[goal])
                    continue
                best = min(best, steps.get(neighbour, FAR))
        return best

    def cut_off(self, cell: int, side: int) -> bool:
        """Whether the card on `cell` has a tunnel toward `side`'s opposite (back toward
        where a card would lie) that the start does not reach."""
        maze = self.maze
        place = maze.catalogue.place_at_side[maze.cards[cell]][OPPOSITE[side]]
        return place >= 0 and not maze.reached.get(cell, 0) >> place & 1

    def linked_distances(self, cell: int, code: int) -> dict[int, float]:
        """Each goal's distance once `code` lies on `cell` and links what lies beyond it:
        from the nearest open end that it opens, through empty cells as measured before."""
        key = (cell, code)
        found = self.linked.get(key)
        if found is None:
            maze = self.maze
            linked = maze.copy()
            linked.add(cell, code)
            ends = [end for end in linked.frontier if end not in maze.frontier and open_end(linked, end)]
            found = self.linked[key] = {
                goal: 0.0 if goal in linked.frontier else min((self.steps[goal].get(end, FAR) for end in ends), default=FAR)
                for goal in self.goals
            }
        return found

    def expected(self, weights: dict[int, float], distances: dict[int, float] | None = None) -> float:
        """Distance averaged over where the gold may be."""
        if distances is None:
            return sum(p * self.distance(goal) for goal, p in weights.items())
        return sum(p * distances[goal] for goal, p in weights.items())

    def placement_distances(self, cell: int, code: int) -> dict[int, float]:
        return {goal: self.distance_after_place(goal, cell, code) for goal in self.goals}

    def after_rockfall(self, cell: int) -> dict[int, float]:
        return distances_after_rockfall(self.maze, cell, self.goals)


def distances_after_rockfall(maze: Maze, cell: int, goals: list[int]) -> dict[int, float]:
    changed = maze.copy()
    if cell in changed.cards:  # else a face-down chest (treasure chests): no path lies there
        changed.remove(cell)
    routes = RouteMap(changed, goals)
    return {goal: routes.distance(goal) for goal in goals}


_STEPS = tuple(STEP.values())
