"""The treasure chests' part of the state (`Game.parts["treasure-chests"]`) and their
layout (rules/anniversary.md, Treasure chests and Layout; rulings 7, 15, 16).

The maze holds each face-down black card like any face-down card (`Maze.hidden_goals`:
no path, blocks its cell, anchors nothing, ruling 9) and `Game.seen` who looked at it; the
part holds the chest under each, the cards set aside for the round, whether maps are
sealed, and what a chest changed in the draw at the end of the turn in progress.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING

from ....grid import STEP, cell_of

if TYPE_CHECKING:
    from ....game import Game

NAME = "treasure-chests"
DEFAULT_CELLS = ((3, -1), (3, 1), (5, -1), (5, 1))  # rules/anniversary.md, Layout
# The random layout's box and the cells its chests may not touch besides each other: the
# start, the goal slots (any layout's), the postcards and the tournament card, whether or
# not those modules are in play (the same layout for every set)
RANDOM_BOX = (range(2, 7), range(-2, 3))
KEPT_CLEAR = ((0, 0), (4, -2), (4, 2), (4, 0))
IN_MAZE = 4  # chests laid each round (book)
OPTION = "chests"  # the option: where the chests lie
FIXED, RANDOM = "fixed", "random"


class Chests:
    __slots__ = ("face_down", "aside", "sealed", "changes", "held")

    def __init__(self):
        self.face_down: dict[int, tuple[int, int]] = {}  # cell -> (black card, chest under it)
        self.aside: list[int] = []  # chests and black cards out of play this round, sorted
        self.sealed = False  # chest 2: maps look at chests only (ruling 15)
        # what opened chests do to the draw at the end of this turn (ruling 7), in order:
        # (effect,) or ("pickpocket", the seat robbed)
        self.changes: list[tuple] = []
        self.held: list[int] = []  # chest 7's cards drawn, waiting for the player to keep one

    def copy(self) -> Chests:
        other = Chests.__new__(Chests)
        other.face_down = dict(self.face_down)
        other.aside = self.aside[:]
        other.sealed = self.sealed
        other.changes = self.changes[:]
        other.held = self.held[:]
        return other


def chests(game: Game) -> Chests:
    return game.parts[NAME]


def kinds(game: Game, kind: str) -> list[int]:
    """The module's cards of `kind` ("black" or "chest"), a card index per card (7 black
    cards in 5 shapes, 10 chests)."""
    index = game.rules.catalogue.index
    return [index[card] for card in every_card(kind)]


@lru_cache(maxsize=None)
def every_card(kind: str) -> tuple[str, ...]:
    """The ids of the module's cards of `kind`, one per card, from its data file."""
    data = json.loads(resources.files("saboteur").joinpath(f"data/{NAME}.json").read_text("utf-8"))
    return tuple(sorted(card["id"] for card in data["cards"] if card["kind"] == kind for _ in range(card["count"])))


def neighbours(cell: int) -> tuple[int, ...]:
    return tuple(cell + step for step in STEP.values())


def random_cells(game: Game, rng) -> list[int]:
    """4 cells with x 2 to 6 and y -2 to 2, no two side by side, none beside or on the
    start, a goal slot, a postcard or the tournament card (rules/anniversary.md, Layout)."""
    clear = {cell_of(*at) for at in KEPT_CLEAR} | set(game.rules.goal_slots)
    blocked = clear | {n for cell in clear for n in neighbours(cell)}
    free = [cell_of(x, y) for x in RANDOM_BOX[0] for y in RANDOM_BOX[1] if cell_of(x, y) not in blocked]
    while True:  # a greedy pick from a shuffled box; the box leaves room, so few tries are needed
        rng.shuffle(free)
        chosen: list[int] = []
        for cell in free:
            if not any(n in chosen for n in neighbours(cell)):
                chosen.append(cell)
                if len(chosen) == IN_MAZE:
                    return sorted(chosen)


def lay_chests(game: Game) -> None:
    """Each round (book, 'Mise en place'): both piles shuffled apart, 4 chests face down in
    the maze each under a face-down black card, the other 6 chests and 3 black cards set
    aside until the next round."""
    rng = game.chance(f"round{game.round}/{NAME}")
    blacks, boxes = kinds(game, "black"), kinds(game, "chest")
    rng.shuffle(blacks)
    rng.shuffle(boxes)
    cells = random_cells(game, rng) if game.options.get(OPTION) == RANDOM else [cell_of(*at) for at in DEFAULT_CELLS]
    part = game.parts[NAME] = Chests()
    for cell, black, chest in zip(cells, blacks, boxes):
        part.face_down[cell] = (black, chest)
        game.maze.hidden_goals[cell] = black
    part.aside = sorted(blacks[IN_MAZE:] + boxes[IN_MAZE:])
    game.maze.recompute()


def add_option(data: dict) -> dict:
    """The game's data with the option of where the chests lie (the book lets players choose)."""
    options = dict(data.get("options", {}))
    options[OPTION] = {
        "default": FIXED,
        "choices": {
            FIXED: "the chests at (3,-1), (3,1), (5,-1) and (5,1)",
            RANDOM: "the chests at 4 random cells between start and goals, none side by side",
        },
    }
    return dict(data, options=options)
