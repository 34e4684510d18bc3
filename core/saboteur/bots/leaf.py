"""What the end of a search's rollout is worth to a seat, in [0, 1]: the round's result
when the rollout reached it, else a static estimate (base: the gold-diggers' chance;
Saboteur 2: the seat's nuggets, paid by the rules' table between a connection and none)."""

from __future__ import annotations

import math

from ..actions import Action
from ..game import Game
from ..games.saboteur2.payout import BLUE, BOSS, GREEN, PROFITEER, payout
from ..games.saboteur2.rounds import crystals
from ..games.saboteur2.state import PART, is_trapped
from ..gold import GOLD_DIGGER, SABOTEUR

DIGGING_ROLES = frozenset((GOLD_DIGGER, BLUE, GREEN, BOSS))  # the roles that dig toward the gold
MOST_NUGGETS = 5.0  # the table's largest pay: Saboteur 2 values are nuggets over this


def engine_actions(game: Game, candidates: list[dict]) -> list[Action]:
    """The engine's own action objects for the candidates (applying them skips re-reading)."""
    legal = {action: action for action in game.legal_actions()}
    return [legal[Action.from_json(candidate)] for candidate in candidates]


def seat_value(view: dict, seat: int):
    """value(game, counted, gold_slot): what a rollout's end is worth to `seat`, in [0, 1];
    a round result past the first `counted` ends the search's round."""
    if "saboteur2" in view:
        return lambda game, counted, gold_slot: nugget_value(game, counted, gold_slot, seat)
    digger = view["role"] == GOLD_DIGGER

    def base_value(game: Game, counted: int, gold_slot: int) -> float:
        if len(game.results) > counted:
            chance = 1.0 if game.results[counted]["winners"] == GOLD_DIGGER else 0.0
        else:
            chance = digger_chance(game, gold_slot)
        return chance if digger else 1.0 - chance

    return base_value


def nugget_value(game: Game, counted: int, gold_slot: int, seat: int) -> float:
    """Saboteur 2: the seat's nuggets from the round, paid or expected (the connection's
    chance between the table's pay with and without it; doors are not weighed)."""
    if len(game.results) > counted:
        return game.results[counted]["nuggets"][seat] / MOST_NUGGETS
    chance = digger_chance(game, gold_slot)
    trapped = {other for other in range(game.players) if is_trapped(game, other)}
    found = crystals(game)
    table = {int(n): row for n, row in game.rules.data["payout"].items() if n.isdigit()}
    connected = payout(game.roles, trapped, {BLUE, GREEN, BOSS, PROFITEER}, found, table)[seat]
    blocked = payout(game.roles, trapped, {SABOTEUR, PROFITEER}, found, table)[seat]
    return (chance * connected + (1 - chance) * blocked) / MOST_NUGGETS


def steps(cell: int, goal: int) -> int:
    """Cards between two cells, as the crow walks (packed cells: x above the low byte, y in it)."""
    return abs((cell >> 8) - (goal >> 8)) + abs((cell & 255) - (goal & 255))


def digger_chance(game: Game, gold_slot: int) -> float:
    """A static estimate of the gold-diggers' chance: route left against plays left."""
    hidden = game.maze.hidden_goals
    distance = min((steps(cell, gold_slot) + 1 for cell in game.maze.frontier if cell not in hidden), default=20)
    roles, broken = game.roles, game.broken
    trapped = is_trapped if PART in game.parts else lambda game, seat: False
    working = sum(1 for seat, role in enumerate(roles) if role in DIGGING_ROLES and not broken[seat] and not trapped(game, seat))
    plays_left = sum(len(hand) for hand in game.hands) + len(game.draw_pile)
    progress = plays_left * working / game.players * 0.35
    return 1.0 / (1.0 + math.exp(-(progress - distance)))
