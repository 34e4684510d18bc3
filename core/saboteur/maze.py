"""The maze of path cards: placement, matching and connectivity to the start.

Shared by every game of the family. Cells are packed ints (`grid`).
Connectivity walks the graph of places (`Catalogue`), so bridges, dead ends and
multi-place cards need no special case here.
"""

from __future__ import annotations

from .cards import SIDES
from .catalogue import Catalogue
from .grid import OPPOSITE, STEP, cell_of, xy  # noqa: F401  (cell_of, xy: the engine's entry points)

_STEPS = tuple(STEP.values())


class Maze:
    """Face-up cards by cell, face-down goals, and what is linked to the start.

    `reached[cell]` is a bitmask of the card's places linked to the start.
    `frontier[cell]` holds, for each empty cell (face-down goals included) next to a
    reached place, the mask of its sides that such a place touches.
    `fits[cell]` caches `placements(cell)`; a change forgets the cells it touches.
    """

    __slots__ = ("catalogue", "start", "cards", "hidden_goals", "reached", "frontier", "fits", "open", "aimed")

    def __init__(self, catalogue: Catalogue, start: int, start_code: int):
        self.catalogue = catalogue
        self.start = start
        self.cards: dict[int, int] = {start: start_code}
        self.hidden_goals: dict[int, int] = {}
        self.reached: dict[int, int] = {}
        self.frontier: dict[int, int] = {}
        self.fits: dict[int, dict] = {}
        self.open: list | None = None  # cached open_placements(), None when stale
        # Rockfall and map actions by card, for the cards now laid; replaced when they change.
        self.aimed: dict[int, list] = {}

    def copy(self) -> Maze:
        other = Maze.__new__(Maze)
        other.catalogue = self.catalogue
        other.start = self.start
        other.cards = self.cards.copy()
        other.hidden_goals = self.hidden_goals.copy()
        other.reached = self.reached.copy()
        other.frontier = self.frontier.copy()
        other.fits = self.fits.copy()
        other.open = self.open
        other.aimed = self.aimed
        return other

    # -- matching ---------------------------------------------------------------

    def walls_and_paths(self, cell: int) -> tuple[int, int]:
        """Sides of `cell` with a face-up neighbour, and those where it has a path."""
        walls = paths = 0
        cards = self.cards
        open_mask = self.catalogue.open_mask
        for side in SIDES:
            code = cards.get(cell + STEP[side])
            if code is not None:
                walls |= side
                if open_mask[code] & OPPOSITE[side]:
                    paths |= side
        return walls, paths

    def placements(self, cell: int) -> dict:
        """The place actions legal on `cell`, by card index (cached)."""
        found = self.fits.get(cell)
        if found is None:
            reached = self.frontier.get(cell, 0)
            if not reached or cell in self.hidden_goals or cell in self.cards:
                found = {}
            else:
                walls, paths = self.walls_and_paths(cell)
                found = self.catalogue.placements(walls, paths, reached, cell)
            self.fits[cell] = found
        return found

    def open_placements(self) -> list[dict]:
        """For each empty space where a card may go, in space order: its placements by card."""
        if self.open is None:
            hidden, fits, placements = self.hidden_goals, self.fits, self.placements
            found = (fits.get(cell) or placements(cell) for cell in sorted(self.frontier) if cell not in hidden)
            self.open = [by_card for by_card in found if by_card]
        return self.open

    def reached_goals(self) -> list[int]:
        """Face-down goals that a path linked to the start now touches."""
        frontier = self.frontier
        return sorted(cell for cell in self.hidden_goals if cell in frontier)

    # -- changes ----------------------------------------------------------------

    def add(self, cell: int, code: int) -> None:
        """Lay a face-up card (a path card, or a goal being turned over)."""
        reached_sides = self.frontier.pop(cell, 0)
        self.hidden_goals.pop(cell, None)
        self.cards[cell] = code
        self.open = None
        self.aimed = {}
        fits = self.fits
        fits.pop(cell, None)
        for step in _STEPS:
            fits.pop(cell + step, None)
        masks = self.catalogue.place_masks[code]
        self._spread([(cell, i) for i, mask in enumerate(masks) if mask & reached_sides])

    def remove(self, cell: int) -> int:
        """Take a card out (rockfall); connectivity is then worked out afresh."""
        code = self.cards.pop(cell)
        self.recompute()
        return code

    def recompute(self) -> None:
        self.aimed = {}
        self.reached = {}
        self.frontier = {}
        self.fits = {}
        self.open = None
        start_code = self.cards[self.start]
        self._spread([(self.start, i) for i in range(len(self.catalogue.place_masks[start_code]))])

    def _spread(self, stack: list[tuple[int, int]]) -> None:
        cards, reached, frontier, fits = self.cards, self.reached, self.frontier, self.fits
        catalogue = self.catalogue
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
                    self.open = None
                    frontier[neighbour] = frontier.get(neighbour, 0) | facing
                    fits.pop(neighbour, None)
                else:
                    other = place_at_side[neighbour_code][facing]
                    if other >= 0:
                        stack.append((neighbour, other))

    # -- questions --------------------------------------------------------------

    def route(self, target: int) -> list[int]:
        """Cells of a shortest chain of linked places from the start to `target`."""
        catalogue = self.catalogue
        first = [(self.start, i) for i in range(len(catalogue.place_masks[self.cards[self.start]]))]
        parent: dict[tuple[int, int], tuple[int, int] | None] = {node: None for node in first}
        queue = list(first)
        for node in queue:
            cell, place = node
            if cell == target:
                chain = []
                step: tuple[int, int] | None = node
                while step is not None:
                    if not chain or chain[-1] != step[0]:
                        chain.append(step[0])
                    step = parent[step]
                return chain[::-1]
            code = self.cards[cell]
            nexts = [(cell, other) for other in catalogue.place_links[code][place]]
            mask = catalogue.place_masks[code][place]
            for side in SIDES:
                if mask & side:
                    neighbour = cell + STEP[side]
                    neighbour_code = self.cards.get(neighbour)
                    if neighbour_code is not None:
                        other = catalogue.place_at_side[neighbour_code][OPPOSITE[side]]
                        if other >= 0:
                            nexts.append((neighbour, other))
            for nxt in nexts:
                if nxt not in parent:
                    parent[nxt] = node
                    queue.append(nxt)
        return []
