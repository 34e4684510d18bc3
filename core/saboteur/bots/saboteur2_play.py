"""What the heuristic knows of Saboteur 2 beyond base's plan (book 002, rules/saboteur2.md).

Doors (ruling 3): a gold-digger's team wins only through a path with no door of the other
colour. So a team gold-digger measures the maze from the path ends *its team* can reach:
digging on past a door of the other colour opens the way for the other team alone, and a
card's places behind such a door lead it nowhere.
"""

from __future__ import annotations

from ..games.saboteur2.payout import GEOLOGIST, PROFITEER, TEAMS, door_blocks
from ..maze import Maze
from .route import RouteMap


def route_map(maze: Maze, goals: list[int], role: str, rejoins: bool = True) -> RouteMap:
    """The route map a seat of `role` digs by: its team's, for a team gold-digger."""
    if role in TEAMS:
        return TeamRouteMap(maze, goals, role, rejoins)
    return RouteMap(maze, goals, rejoins)


def team_maze(maze: Maze, role: str) -> Maze:
    """`maze` with its frontier cut to the empty cells that `role`'s team reaches without
    passing a door of the other colour (ladders link to the start as always)."""
    catalogue = maze.catalogue
    features, exits, cards = catalogue.place_features, catalogue.place_exits, maze.cards
    frontier: dict[int, int] = {}
    for cell, place in maze.reachable(lambda code, place: not door_blocks(role, features[code][place])):
        for step, facing in exits[cards[cell]][place]:
            neighbour = cell + step
            if neighbour not in cards:
                frontier[neighbour] = frontier.get(neighbour, 0) | facing
    team = maze.copy()
    team.frontier = frontier
    return team


class TeamRouteMap(RouteMap):
    """Distances to the goals along paths open to one team (rules/saboteur2.md ruling 3)."""

    def __init__(self, maze: Maze, goals: list[int], role: str, rejoins: bool = True):
        self.role = role
        self.whole_maze = maze
        super().__init__(team_maze(maze, role), goals, rejoins)

    def distance_after_place(self, goal: int, cell: int, code: int) -> float:
        features = self.maze.catalogue.place_features[code]
        if any(door_blocks(self.role, place) for place in features):
            return self._after_place_with_door(goal, cell, code)
        return super().distance_after_place(goal, cell, code)

    def _after_place_with_door(self, goal: int, cell: int, code: int) -> float:
        """A card with a door of the other colour: only its other places lead the team on."""
        catalogue = self.maze.catalogue
        shut = [place for place, features in enumerate(catalogue.place_features[code]) if door_blocks(self.role, features)]
        masks = catalogue.place_masks[code]
        reached = self.maze.frontier.get(cell, 0)
        if not any(mask & reached for place, mask in enumerate(masks) if place not in shut):
            return next((d for d, end in self.best[goal] if end != cell), self.distance(goal))
        return super().distance_after_place(goal, cell, code)

    def after_rockfall(self, cell: int) -> dict[int, float]:
        changed = self.whole_maze.copy()
        changed.remove(cell)
        routes = TeamRouteMap(changed, self.goals, self.role, self.rejoins)
        return {goal: routes.distance(goal) for goal in self.goals}


# -- the payout's action cards (book 002, 'Partage du trésor'; rules/saboteur2.md 5, 6) ---

TRAP_VALUE = 2.0  # a trapped seat can neither dig nor be paid: more than a broken tool
THEFT_VALUE = 1.6  # a nugget to the thief and one less to someone, if laid in time
NON_SABOTEUR_DIGGERS = 8 / 12  # team gold-diggers among the roles that are not saboteurs


def sharer(seat: int, facts) -> float:
    """Probability that `seat` helps this seat to its winnings. For a team gold-digger only
    its own team does: every other winner (the other team, the boss, the profiteer) makes
    the shares smaller (the payout table), and a saboteur wins against it. The profiteer
    wins whoever wins and a geologist is paid by the crystals: for them nobody else helps,
    and every trapped seat is one winner fewer (or a geologist fewer) to share with."""
    if seat == facts.seat:
        return 1.0
    if facts.role in (PROFITEER, GEOLOGIST):
        return 0.0
    if facts.role not in TEAMS:
        return facts.ally(seat)
    same_colour = facts.p_blue[seat] if TEAMS[facts.role] == "blue" else 1 - facts.p_blue[seat]
    return (1 - facts.p_saboteur[seat]) * NON_SABOTEUR_DIGGERS * same_colour


def trap(action: dict, facts) -> float:
    target = action["target"]
    if target == facts.seat:
        return -2 * TRAP_VALUE
    share = sharer(target, facts)
    # among seats alike, the likeliest saboteur: the saboteurs win most rounds
    return TRAP_VALUE * ((1 - share) - share + 0.25 * facts.p_saboteur[target])


def free(action: dict, facts) -> float:
    target = action["target"]
    if target == facts.seat:
        return TRAP_VALUE + 0.5
    share = sharer(target, facts)
    return TRAP_VALUE * (share - 0.6 * (1 - share))


def theft(action: dict, facts) -> float:
    """Lay it at once: a theft still in hand when the round ends steals nothing."""
    trapped = "trapped" in facts.view["seats"][facts.seat]["in_front"]
    return THEFT_VALUE * (0.3 if trapped else 1.0)  # a trapped thief steals nothing unless freed


# -- passing (rules/saboteur2.md ruling 1) -------------------------------------------------

TURN_VALUE = 0.3  # one turn less for the table, to a seat that wants the round to last


def turns_taken(draws: int, facts) -> float:
    """Every card past the first that a pass draws ends the round one turn sooner (it lasts
    until the cards run out): the saboteurs want that, the rest do not."""
    return max(draws - 1, 0) * (TURN_VALUE if facts.saboteur else -TURN_VALUE)


# -- crystals (rules/saboteur2.md rulings 4 and 12) ---------------------------------------

CRYSTAL_VALUE = 0.8  # a geologist's nugget per crystal, a round from now
CRYSTAL_GIFT = 0.3  # to anyone else, a crystal is a nugget paid to the geologists, if any


def crystals_worth(code: int, facts) -> float:
    """What the crystals on a path card lying in the maze are worth to this seat: every
    crystal pays the geologists at the round's end, wherever it lies."""
    crystals = sum("crystal" in place for place in facts.rules.catalogue.place_features[code])
    if not crystals:
        return 0.0
    return crystals * (CRYSTAL_VALUE if facts.role == GEOLOGIST else -CRYSTAL_GIFT)
