"""The one walk over places (issue 48): every question of where a path leads.

A card is a small graph of places (`Catalogue.place_masks`, `place_links`). One step goes
from a place to a place linked to it on the same card (no side crossed, side 0), or across
a side the place touches into the neighbouring card's place on the facing side. `steps`
lists them; `walk` goes breadth-first from some places, asking a predicate before each
step and counting steps; `shortest_route` reads the way back. Reachability per team and the
bots' routes (`Maze.reachable`, `Maze.route`) and the movement of The Lost Mines' dwarves are
built on it. The maze's
incremental connectivity (`Maze._spread`, the engine's hottest loop) reads the same step
tables in a loop of its own (docs/family.md, 'The one walk').
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Iterator
from typing import TYPE_CHECKING

from ..grid import OPPOSITE

if TYPE_CHECKING:
    from ..maze import Maze

Node = tuple[int, int]  # (cell, place)
# may_step(cell, place, next cell, next place, side crossed) -> whether the step is allowed
StepTest = Callable[[int, int, int, int, int], bool]
# jumps(cell, place) -> the places one step away by no path at all (La mine se rebelle's
# ladders: every ladder place to every other), yielded with side 0
Jumps = Callable[[int, int], Iterable[Node]]
FACE_DOWN = -1  # the place of a face-down cell a step may enter (`steps(..., face_down=True)`)


def steps(
    maze: Maze, cell: int, place: int, face_down: bool = False, jumps: Jumps | None = None,
) -> Iterator[tuple[int, int, int]]:
    """The places one step from (cell, place), as (cell, place, side crossed): first those
    linked on the same card (side 0), then across each side the place touches, north, east,
    south, west, then the `jumps` from it (side 0). With `face_down`, a face-down cell across
    a side is a step too, to place `FACE_DOWN` (a dwarf may step onto a face-down mine,
    rules/lost-mines.md ruling 3)."""
    catalogue, cards = maze.catalogue, maze.cards
    code = cards[cell]
    for other in catalogue.place_links[code][place]:
        yield cell, other, 0
    place_at_side = catalogue.place_at_side
    for step, facing in catalogue.place_exits[code][place]:
        neighbour = cell + step
        neighbour_code = cards.get(neighbour)
        if neighbour_code is not None:
            other = place_at_side[neighbour_code][facing]
            if other >= 0:
                yield neighbour, other, OPPOSITE[facing]
        elif face_down and neighbour in maze.hidden_goals:
            yield neighbour, FACE_DOWN, OPPOSITE[facing]
    if jumps is not None:
        for other_cell, other_place in jumps(cell, place):
            yield other_cell, other_place, 0


def walk(
    maze: Maze, seeds: Iterable[Node], may_step: StepTest | None = None, max_steps: int | None = None,
    face_down: bool = False, jumps: Jumps | None = None,
) -> Iterator[tuple[int, int, int, int, Node | None]]:
    """Breadth-first from `seeds` (each yielded first, 0 steps): every place reached once, as
    (cell, place, side crossed, steps, the place it came from). A step is taken only if
    `may_step` allows it, and never beyond `max_steps`; a face-down cell entered (with
    `face_down`) is yielded but not walked from."""
    seen: set[Node] = set()
    queue: list[tuple[int, int, int, int, Node | None]] = []
    for node in seeds:
        if node not in seen:
            seen.add(node)
            queue.append((node[0], node[1], 0, 0, None))
    for found in queue:  # the queue grows as the walk goes
        yield found
        cell, place, _side, count, _came = found
        if place == FACE_DOWN or (max_steps is not None and count >= max_steps):
            continue
        for other_cell, other_place, side in steps(maze, cell, place, face_down, jumps):
            node = (other_cell, other_place)
            if node not in seen and (may_step is None or may_step(cell, place, other_cell, other_place, side)):
                seen.add(node)
                queue.append((other_cell, other_place, side, count + 1, (cell, place)))


def shortest_route(
    maze: Maze, seeds: Iterable[Node], targets: Container[int], may_step: StepTest | None = None,
    face_down: bool = False,
) -> list[int] | None:
    """The cells of a shortest walk from `seeds` to a cell of `targets`, seed first (a cell
    named once however many of its places the walk crossed); None when the walk reaches none."""
    came: dict[Node, Node | None] = {}
    for cell, place, _side, _count, parent in walk(maze, seeds, may_step, face_down=face_down):
        came[(cell, place)] = parent
        if cell in targets:
            node: Node | None = (cell, place)
            cells: list[int] = []
            while node is not None:
                if not cells or cells[-1] != node[0]:
                    cells.append(node[0])
                node = came[node]
            return cells[::-1]
    return None
