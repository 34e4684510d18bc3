"""Hard's quick rollout at The Lost Mines (issue 48, section 3): every seat plays on by a
cheap plan over the dealt game, which must still find the mines for a rollout to score
what wins (treasures taken):

- a tool goes on an obstacle beside the places the mover's dwarf can walk to; else a path
  card joins those places and leads nearest a mine worth reaching (a face-down mine
  beside its open end best: the dwarf walks in this turn); else a card of the hand played
  any way it may be, or discarded. The mover's cards are listed card by card: the turn's
  whole listing (every side a trap or troll may go on) was half a rollout's time;
- the dwarf walks the shortest way to the nearest mine worth reaching (face down, or face
  up with a treasure of its type left), entering a mine from any side, and stays on a mine
  with treasures left; with no way, it steps east;
- the first treasure offered is taken; votes say no.

The movers do not know which face-down mine is the dragon (the dealt game does: the leaf
scores it)."""

from __future__ import annotations

import random
import time

from ..actions import make
from ..games.lost_mines.cards import kinds_of_use
from ..games.lost_mines.moves import step_test
from ..games.lost_mines.state import mines
from ..grid import STEP, cell_of, xy
from ..kernel.walk import shortest_route, walk

FAR = 99
BUILD = 0.85  # how often the mover lays its best joining path card rather than a card at random


def quick_rollout(game, turns: int, rng: random.Random, deadline: float | None = None) -> bool:
    """Play on for `turns` turns (or to the round's end) by the cheap plan; False when cut
    off at `deadline` (time.perf_counter's), read at each turn."""
    results, ways = len(game.results), {}
    while turns > 0 and len(game.results) == results and not game.is_over:
        phase = game.phase
        if phase == "play":
            if deadline is not None and time.perf_counter() > deadline:
                return False
            turns -= 1
            ways.clear()  # a card changes the ways
            game.apply(card_play(game, rng))
            continue
        actions = game.legal_actions()
        if phase == "move":
            action = step(game, actions, ways)
        elif phase == "vote_end":
            action = next(a for a in actions if a.value == 0)
        else:
            action = actions[0]
        game.apply(action)
    return True


def goals(game) -> set[int]:
    """The mines worth walking to in the dealt game: face down, or face up with a treasure
    of its type left in the row."""
    part, types = mines(game), game.rules.catalogue.types
    left = part.kinds_left()
    found = set(game.maze.hidden_goals)
    for cell, card in game.goal_cards.items():
        if cell not in game.maze.hidden_goals and types[card].treasure in left:
            found.add(cell)
    return found


class Nearest(dict):
    """Spaces (Manhattan) from a cell to the nearest of `targets`, each cell worked out once."""

    def __init__(self, targets: set[int]):
        super().__init__()
        self.targets = [xy(cell) for cell in targets]

    def __missing__(self, cell: int) -> int:
        x, y = xy(cell)
        found = self[cell] = min((abs(x - tx) + abs(y - ty) for tx, ty in self.targets), default=FAR)
        return found


def reach(game, seat: int) -> set[int]:
    """The cells the seat's dwarf can walk to now (any number of steps)."""
    dwarf = mines(game).dwarf(seat)
    return {cell for cell, *_ in walk(game.maze, [(dwarf.cell, dwarf.spot)], may_step_for(game, seat))}


def may_step_for(game, seat: int):
    """The rules' step test (moves.step_test, the pieces read once) as a yes or no."""
    refusal = step_test(game, seat)
    return lambda cell, place, to, to_place, side: refusal(cell, place, to, to_place, side) is None


def card_play(game, rng: random.Random):
    """The mover's card, listed card by card (the turn's full listing, every trap and troll
    side with it, was half a rollout's time)."""
    seat, targets, rules = game.to_move, goals(game), game.rules
    use, handlers, types = rules.catalogue.use, rules.handlers, rules.catalogue.types
    reached = reach(game, seat)
    beside = {cell + step for cell in reached for step in STEP.values()}
    hand = sorted(set(game.hands[seat]))
    tools = [a for card in hand if use[card] == "tool"
             for a in handlers["tool"].card_actions(game, seat, card) if cell_of(*a.at) in beside]
    if tools:
        return rng.choice(tools)
    best, chosen = FAR, []
    catalogue, cards, hidden, near = rules.catalogue, game.maze.cards, game.maze.hidden_goals, Nearest(targets)
    for card in hand:
        if use[card] != "place":
            continue
        for action in handlers["place"].card_actions(game, seat, card):
            cell = cell_of(*action.at)
            if cell not in beside:
                continue
            lead = leads(rules, cards, hidden, near, catalogue.code(action.card, action.turned), cell, reached)
            if lead < best:
                best, chosen = lead, [action]
            elif lead == best and lead < FAR:
                chosen.append(action)
    if chosen and rng.random() < BUILD:
        return rng.choice(chosen)
    card = rng.choice(hand)  # any card: one of the hand, played any way it may be, else discarded
    plays = [a for kind in kinds_of_use(use[card]) for a in handlers[kind].card_actions(game, seat, card)]
    return rng.choice(plays) if plays else make("discard", cards=(types[card].id,))


def leads(rules, cards: dict, hidden: dict, near: Nearest, code: int, cell: int, reached: set[int]) -> int:
    """How near a mine worth reaching a card laid at `cell` leads from the reached places:
    over its places joined to a reached card, the fewest spaces from an open end to such a
    mine (0 for an end onto a face-down mine); FAR if it joins none."""
    best, catalogue = FAR, rules.catalogue
    for exits in catalogue.place_exits[code]:
        joined, ends = False, FAR
        for step, facing in exits:
            neighbour = cell + step
            if neighbour in cards:
                joined = joined or (neighbour in reached and catalogue.place_at_side[cards[neighbour]][facing] >= 0)
            elif neighbour in hidden:
                ends = 0 if near[neighbour] == 0 else ends
            elif rules.on_board(xy(neighbour)):
                ends = min(ends, 1 + near[neighbour])
        if joined:
            best = min(best, ends)
    return best


def step(game, actions: list, ways: dict | None = None):
    """The next step of the shortest way to the nearest mine worth reaching; stop on one.
    `ways` keeps the way found at the move's first step (seat -> cells still to walk)."""
    seat = game.to_move
    here = mines(game).dwarf(seat).cell
    way = ways.get(seat) if ways is not None else None
    if not way or way[0] != here:
        way = route(game, seat, goals(game))
    if ways is not None and way is not None:
        ways[seat] = way[1:] if len(way) > 1 else None
    steps = {a.at: a for a in actions if a.kind == "step"}
    stop = actions[-1]
    if way is not None:
        return steps.get(xy(way[1]), stop) if len(way) > 1 else stop
    east = [a for a in steps.values() if a.at[0] > xy(here)[0]]
    return east[0] if east else stop


def route(game, seat: int, targets: set[int]) -> list[int] | None:
    """The cells of the shortest way from the seat's dwarf to one of `targets` (its own cell
    first), over the steps the rules allow now; None if there is none."""
    dwarf = mines(game).dwarf(seat)
    if dwarf.cell in targets:
        return [dwarf.cell]
    return shortest_route(game.maze, [(dwarf.cell, dwarf.spot)], targets, may_step_for(game, seat), face_down=True)
