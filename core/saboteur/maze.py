"""The maze of path cards: placement, matching and connectivity to the start.

Shared by every game of the family. Cells are packed ints (`grid`).
Connectivity walks the graph of places (`Catalogue`), so bridges, dead ends and
multi-place cards need no special case here.
"""

from __future__ import annotations

from bisect import bisect_left

from .cards import SIDES
from .catalogue import Catalogue
from .grid import OPPOSITE, STEP, cell_of, xy  # noqa: F401  (cell_of, xy: the engine's entry points)
from .kernel.walk import shortest_route, walk

_NEIGHBOURS = tuple((side, STEP[side], OPPOSITE[side]) for side in SIDES)  # side, cell step, the side facing back


class Maze:
    """Face-up cards by cell, face-down goals, and what is linked to the start.

    `reached[cell]` is a bitmask of the card's places linked to the start.
    `frontier[cell]` holds, for each empty cell (face-down goals included) next to a
    reached place, the mask of its sides that such a place touches.
    `edges[cell]` holds, for each empty cell next to a face-up card, its walls and
    paths (see `walls_and_paths`) packed as `walls << 4 | paths`, kept up to date as
    cards come and go so that finding what fits a cell is one table lookup.

    Listing legal actions runs on every move, so what it needs is kept across changes
    too: `open`, the placements of every card on each space where one fits (`open_cells`,
    those spaces in order), updated only on the spaces a change touches (`stale`, noted by
    each change, worked through when a listing next asks); `cut_cells`, the
    cells of the path cards a rockfall may remove, in order, updated by each card laid or
    removed; `kept`, the map cards' lists, until a face-down card is turned up. They are
    replaced, never changed, so that a copy shares them; so is `aimed`, every card's list
    worked out since the last change (it starts from `kept`).
    """

    __slots__ = (
        "catalogue", "start", "starts", "cards", "hidden_goals", "reached", "frontier", "edges", "open", "aimed", "goal_reached",
        "cut_cells", "kept", "open_cells", "stale",
    )

    def __init__(self, catalogue: Catalogue, start: int, start_code: int, more_starts: tuple = ()):
        """`start` and `start_code`: the first start card; `more_starts`: (cell, code) of the
        others (The Lost Mines: one per clan). The maze links from every start."""
        self.catalogue = catalogue
        self.start = start
        self.starts = (start,) + tuple(cell for cell, _ in more_starts)
        self.cards: dict[int, int] = {start: start_code}
        self.cards.update(more_starts)
        self.hidden_goals: dict[int, int] = {}
        self.reached: dict[int, int] = {}
        self.frontier: dict[int, int] = {}
        self.edges: dict[int, int] = {}
        self.open: list[tuple] = []  # open_placements(): by space, the placements of each card
        self.open_cells: list[int] = []  # the spaces of `open`, sorted
        self.stale: list[int] = []  # spaces whose entries in `open` are to be worked out again
        # card_actions() by card, for the cards now laid; replaced when they change.
        self.aimed: dict[int, list] = {}
        self.goal_reached = False  # whether a face-down goal is in the frontier
        self.cut_cells: list[int] = []  # cells of removable cards, sorted
        self.kept: dict[int, list] = {}  # card_actions() of rockfall and map cards, kept across changes

    def copy(self) -> Maze:
        other = Maze.__new__(Maze)
        other.catalogue = self.catalogue
        other.start = self.start
        other.starts = self.starts
        other.cards = self.cards.copy()
        other.hidden_goals = self.hidden_goals.copy()
        other.reached = self.reached.copy()
        other.frontier = self.frontier.copy()
        other.edges = self.edges.copy()
        other.open = self.open
        other.open_cells = self.open_cells
        other.stale = self.stale
        other.aimed = self.aimed
        other.goal_reached = self.goal_reached
        other.cut_cells = self.cut_cells
        other.kept = self.kept
        return other

    # -- matching ---------------------------------------------------------------

    def walls_and_paths(self, cell: int) -> tuple[int, int]:
        """Sides of `cell` with a face-up neighbour, and those where it has a path."""
        walls = paths = 0
        cards = self.cards
        open_mask = self.catalogue.open_mask
        for side, step, facing in _NEIGHBOURS:
            code = cards.get(cell + step)
            if code is not None:
                walls |= side
                if open_mask[code] & facing:
                    paths |= side
        return walls, paths

    def placements(self, cell: int, kind: int) -> tuple:
        """The place actions of card `kind` legal on `cell`."""
        reached = self.frontier.get(cell, 0)
        if not reached or cell in self.hidden_goals or cell in self.cards:
            return ()
        by_card = self.catalogue.placements(self.edges.get(cell, 0) << 4 | reached, cell)
        return by_card[kind] if by_card else ()

    def open_placements(self) -> list[tuple]:
        """For each empty space where a card may go, in space order: its placements,
        indexed by card (see `Catalogue.placements`)."""
        if self.stale:
            self._refresh()
        return self.open

    def _refresh(self) -> None:
        """The placements on the `stale` spaces (whose sides or links to the start changed)
        worked out again; every other space's are kept (issue 46: rebuilding them all after
        each card laid was a third of the next listing)."""
        cells, self.stale = self.stale, []
        open_cells, found = self.open_cells[:], self.open[:]  # replaced, not changed: copies share them
        frontier, edges, hidden, catalogue = self.frontier, self.edges, self.hidden_goals, self.catalogue
        known = catalogue.placements_known
        for cell in cells:
            reached = frontier.get(cell, 0)
            if reached and cell not in hidden:
                sides = edges.get(cell, 0) << 4 | reached
                by_card = known.get(sides << 16 | cell, False)
                if by_card is False:
                    by_card = catalogue.placements(sides, cell)
            else:
                by_card = None
            i = bisect_left(open_cells, cell)
            if i < len(open_cells) and open_cells[i] == cell:
                if by_card:
                    found[i] = by_card
                else:
                    del open_cells[i], found[i]
            elif by_card:
                open_cells.insert(i, cell)
                found.insert(i, by_card)
        self.open_cells, self.open = open_cells, found

    def reached_goals(self) -> list[int]:
        """Face-down goals that a path linked to the start now touches."""
        frontier = self.frontier
        return sorted(cell for cell in self.hidden_goals if cell in frontier)

    def path_actions(self, kind: int) -> list:
        """`card_actions(kind)` for a path card whose list is not in `aimed` yet: its
        placements by space, then turn (the turn's listing asks it directly, skipping the
        questions it has answered already)."""
        if self.stale:
            self._refresh()
        found = []
        for by_card in self.open:
            found += by_card[kind]
        self.aimed[kind] = found
        return found

    def card_actions(self, kind: int) -> list:
        """What card `kind` may do to the maze now: a path card's placements (by space,
        then turn), a rockfall's path cards or a map's face-down goals (by space)."""
        found = self.aimed.get(kind)
        if found is None:
            catalogue = self.catalogue
            effect = catalogue.use[kind]
            if effect == "place":
                return self.path_actions(kind)
            if effect == "rockfall":
                found = catalogue.cell_actions(kind, self.cut_cells)
            elif effect == "map":
                found = catalogue.cell_actions(kind, sorted(self.hidden_goals))
                self.kept[kind] = found  # until a face-down card is turned up
            else:
                raise ValueError(f"card {catalogue.types[kind].id} does not act on the maze")
            self.aimed[kind] = found
        return found

    # -- changes ----------------------------------------------------------------

    def add(self, cell: int, code: int) -> None:
        """Lay a face-up card (a path card, or a goal being turned over); its places that a
        linked neighbour touches, and its ladders, are linked."""
        reached_sides = self.frontier.pop(cell, 0)
        catalogue = self.catalogue
        if self.hidden_goals.pop(cell, None) is not None:
            self.goal_reached = any(goal in self.frontier for goal in self.hidden_goals)
            use = catalogue.use
            self.kept = {kind: found for kind, found in self.kept.items() if use[kind] != "map"}
        if catalogue.removable[code]:
            cells = self.cut_cells = self.cut_cells[:]
            cells.insert(bisect_left(cells, cell), cell)
        kept = self.kept
        self.aimed = kept.copy() if kept else {}
        cards, edges, frontier, reached = self.cards, self.edges, self.frontier, self.reached
        cards[cell] = code
        edges.pop(cell, None)
        # One pass over the card's sides does what the walk would (issue 46: a card laid
        # every third move): each side shows its edge to an empty neighbour, and a side of a
        # place now linked adds to its frontier, or leads on into a neighbouring card.
        linked, sides = catalogue.lay_plans.get(code << 4 | reached_sides) or catalogue.lay_plan(code, reached_sides)
        if linked:
            reached[cell] = linked
        touched = [cell]  # the spaces whose placements change: this one, its sides' and new links'
        onward = None
        for step, mark, exit_side in sides:
            neighbour = cell + step
            neighbour_code = cards.get(neighbour)
            if neighbour_code is None:
                edges[neighbour] = edges.get(neighbour, 0) | mark
                touched.append(neighbour)
                if exit_side:
                    frontier[neighbour] = frontier.get(neighbour, 0) | exit_side
                    if neighbour in self.hidden_goals:
                        self.goal_reached = True
            elif exit_side:
                other = catalogue.place_at_side[neighbour_code][exit_side]
                if other >= 0 and not reached.get(neighbour, 0) >> other & 1:
                    if onward is None:
                        onward = []
                    onward.append((neighbour, other))
        if onward is not None:  # the card joins cards not linked before (after a rockfall)
            self._spread(onward, touched, cell)
        self.stale = self.stale + touched if self.stale else touched

    def remove(self, cell: int) -> int:
        """Take a card out (rockfall). Connectivity is worked out afresh only when the card
        may have linked other cards to the start; else only the spaces around it change."""
        cards, edges = self.cards, self.edges
        code = cards.pop(cell)
        touched = [cell]
        for _side, step, facing in _NEIGHBOURS:
            neighbour = cell + step
            if neighbour not in cards:
                touched.append(neighbour)
                left = edges.get(neighbour, 0) & ~(facing << 4 | facing)
                if left:
                    edges[neighbour] = left
                else:
                    edges.pop(neighbour, None)
        walls, paths = self.walls_and_paths(cell)
        if walls:
            edges[cell] = walls << 4 | paths
        catalogue = self.catalogue
        if catalogue.removable[code]:
            cells = self.cut_cells = self.cut_cells[:]
            del cells[bisect_left(cells, cell)]
        linked = self.reached.pop(cell, 0)
        if linked and self._may_cut_off(cell, code, linked):
            self._relink(touched)  # what was linked through the card may be cut off: work it out afresh
            return code
        self.aimed = self.kept.copy() if self.kept else {}
        frontier = self.frontier
        if linked:
            # A card whose linked places meet one linked place of another card (the way the
            # link came) linked nothing else: the empty spaces it touched lose those sides.
            place_exits = catalogue.place_exits[code]
            for place in range(len(place_exits)):
                if linked >> place & 1:
                    for step, facing in place_exits[place]:
                        neighbour = cell + step
                        if neighbour not in cards:
                            left = frontier.get(neighbour, 0) & ~facing
                            if left:
                                frontier[neighbour] = left
                            else:
                                frontier.pop(neighbour, None)
            if self.goal_reached:
                self.goal_reached = any(goal in frontier for goal in self.hidden_goals)
        # The rest stays as it was, and the space joins the frontier on the sides where a
        # linked place touches it.
        reached, place_at_side = self.reached, catalogue.place_at_side
        touching = 0
        for side, step, facing in _NEIGHBOURS:
            neighbour_code = cards.get(cell + step)
            if neighbour_code is not None:
                place = place_at_side[neighbour_code][facing]
                if place >= 0 and reached.get(cell + step, 0) >> place & 1:
                    touching |= side
        if touching:
            frontier[cell] = touching
        self.stale = self.stale + touched if self.stale else touched
        return code

    def _may_cut_off(self, cell: int, code: int, linked: int) -> bool:
        """Whether taking out the card `code` from `cell`, with its places `linked` to the
        start, may leave other cards unlinked: when it holds a place linked without a path
        (a ladder), or its linked places meet more than one place of other cards. Meeting
        one only, every chain of places through the card comes back the way it went in, so
        nothing else was linked through it."""
        catalogue = self.catalogue
        if catalogue.ladder_places[code]:
            return True
        cards, place_at_side = self.cards, catalogue.place_at_side
        met = 0
        place_exits = catalogue.place_exits[code]
        for place in range(len(place_exits)):
            if linked >> place & 1:
                for step, facing in place_exits[place]:
                    neighbour_code = cards.get(cell + step)
                    if neighbour_code is not None and place_at_side[neighbour_code][facing] >= 0:
                        met += 1
        return met > 1

    def recompute(self) -> None:
        """Work out the edges and what is linked to the start afresh from the cards."""
        cards, edge_marks, removable = self.cards, self.catalogue.edge_marks, self.catalogue.removable
        edges = self.edges = {}
        for cell, code in cards.items():
            for step, mark in edge_marks[code]:
                neighbour = cell + step
                if neighbour not in cards:
                    edges[neighbour] = edges.get(neighbour, 0) | mark
        self.cut_cells = sorted(cell for cell, code in cards.items() if removable[code])
        self.kept = {}
        self._reconnect()

    def _reconnect(self) -> None:
        self._link_afresh()
        self.open_cells, self.open, self.stale = [], [], sorted(self.frontier)

    def _relink(self, touched: list[int]) -> None:
        """What is linked worked out afresh after a card is taken out (`touched`: the
        spaces around it): the placements are worked out again only where the frontier
        changed, and on `touched` (issue 46: a rockfall threw them all away)."""
        before = self.frontier
        self._link_afresh()
        after = self.frontier
        changed = [cell for cell, sides in before.items() if after.get(cell) != sides]
        changed += [cell for cell in after if cell not in before]
        self.stale = self.stale + touched + changed

    def _link_afresh(self) -> None:
        self.aimed = self.kept.copy() if self.kept else {}
        self.goal_reached = False
        self.reached = {}
        self.frontier = {}
        self._spread(self.linked_by_card(), [], 0)

    def linked_by_card(self) -> list[tuple[int, int]]:
        """The places linked to the start without a path: every start's own, and every ladder
        place (rules/saboteur2.md ruling 2), as (cell, place)."""
        masks = self.catalogue.place_masks
        seeds = [(start, i) for start in self.starts for i in range(len(masks[self.cards[start]]))]
        if self.catalogue.has_ladders:  # base has none: its mazes skip the scan
            ladder_places = self.catalogue.ladder_places
            seeds += [(cell, place) for cell, code in self.cards.items() for place in ladder_places[code]]
        return seeds

    def _spread(self, stack: list[tuple[int, int]], touched: list[int], origin: int) -> None:
        """Link to the start the places of `stack` and all they lead to; each empty space
        that a newly linked place touches joins the frontier, and `touched` unless it lies
        beside `origin` (the card just laid, whose sides the caller has noted)."""
        cards, reached, frontier = self.cards, self.reached, self.frontier
        hidden_goals, catalogue = self.hidden_goals, self.catalogue
        place_exits, place_at_side, place_links = (
            catalogue.place_exits,
            catalogue.place_at_side,
            catalogue.place_links,
        )
        while stack:
            cell, place = stack.pop()
            bit = 1 << place
            seen = reached.get(cell, 0)
            if seen & bit:
                continue
            reached[cell] = seen | bit
            code = cards[cell]
            for other in place_links[code][place]:
                stack.append((cell, other))
            for step, facing in place_exits[code][place]:
                neighbour = cell + step
                neighbour_code = cards.get(neighbour)
                if neighbour_code is None:
                    frontier[neighbour] = frontier.get(neighbour, 0) | facing
                    if cell != origin:
                        touched.append(neighbour)
                    if neighbour in hidden_goals:
                        self.goal_reached = True
                else:
                    other = place_at_side[neighbour_code][facing]
                    # not back into a place already linked (the way the walk came, mostly)
                    if other >= 0 and not reached.get(neighbour, 0) >> other & 1:
                        stack.append((neighbour, other))

    # -- questions --------------------------------------------------------------

    def reachable(self, passable) -> set[tuple[int, int]]:
        """The places, as (cell, place), linked to the start through places that
        `passable(code, place)` lets a team enter (e.g. no door of the other colour,
        rules/saboteur2.md ruling 3); ladders link to the start as always. The one walk
        (`kernel.walk`)."""
        cards = self.cards
        seeds = [node for node in self.linked_by_card() if passable(cards[node[0]], node[1])]
        return {
            (cell, place)
            for cell, place, *_ in walk(self, seeds, lambda _c, _p, cell, place, _s: passable(cards[cell], place))
        }

    def route(self, target: int) -> list[int]:
        """Cells of a shortest chain of linked places from the start to `target` (a ladder
        counts as linked to the start). The one walk (`kernel.walk`)."""
        chain = shortest_route(self, self.linked_by_card(), (target,))
        if chain is None:
            return []
        if chain[0] not in self.starts:  # the chain climbed from the start by a ladder
            chain.insert(0, self.start)
        return chain
