"""What the end of a search's rollout is worth to a seat, in [0, 1]: the round's result
when the rollout reached it, else a static estimate (base: the gold-diggers' chance;
Saboteur 2: the seat's nuggets, paid by the rules' table between a connection and none)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..actions import Action
from ..game import Game
from ..games.saboteur2.payout import BLUE, BOSS, GREEN, PROFITEER, payout
from ..games.saboteur2.rounds import crystals
from ..games.saboteur2.state import PART, is_trapped
from ..games.anniversary.greedy_dwarf import GREEDY_DWARF
from ..games.base.gold import GOLD_DIGGER, SABOTEUR

DIGGING_ROLES = frozenset((GOLD_DIGGER, GREEDY_DWARF, BLUE, GREEN, BOSS))  # the roles that dig toward the gold
MOST_NUGGETS = 5.0  # the table's largest pay: Saboteur 2 values are nuggets over this


def engine_actions(game: Game, candidates: list[dict]) -> list[Action]:
    """The engine's own action objects for the candidates (applying them skips re-reading)."""
    legal = {action: action for action in game.legal_actions()}
    return [legal[Action.from_json(candidate)] for candidate in candidates]


@dataclass(frozen=True)
class ChanceWeights:
    """The gold-diggers' chance is the logistic of bias + per_card x (cards of route still
    needed) + per_play x (plays left x working gold-diggers / players) + per_rockfall x
    (rockfalls in saboteurs' hands) + per_front x (open ends about as near the gold as
    the nearest): the terms of `chance_terms`, in that order."""

    bias: float
    per_card: float
    per_play: float
    # Weights of the terms added after issue 14's first fit; 0 leaves them out (the hand-set
    # weights and every fit made before them).
    per_rockfall: float = 0.0
    per_front: float = 0.0

    def as_tuple(self) -> tuple[float, ...]:
        return (self.bias, self.per_card, self.per_play, self.per_rockfall, self.per_front)


# Set by hand before issue 14, and far too sure of itself. The flat expert keeps it.
HAND_SET = ChanceWeights(0.0, -1.0, 0.35)
FITTED = {
    # `python -m saboteur fit-leaf` (belief self-play, open and hiding, at 3 to 10 players;
    # 600 games, 71981 positions, played by commit 6f455a6, when Medium refilled a gap as
    # Hard does): log-loss 0.478 and Brier 0.156 there, against 0.522 and 0.172 for the
    # weights fitted before the bots refilled a gap that a rockfall cut
    # (-0.961, -0.389, 0.117, -0.93, 0.146) and 0.858 and 0.200 for the hand-set ones. A
    # rockfall in a saboteur's hand costs the gold-diggers more than a card of route: it can
    # cut the last card. How it plays: docs/bots.md, "Hard's search".
    "base": ChanceWeights(-1.06, -0.339, 0.128, -0.492, 0.201),
    # `python -m saboteur fit-leaf --ruleset saboteur2` (600 games, 71374 positions): the
    # chance that the gold is reached (whoever it pays) scores log-loss 0.291 and Brier
    # 0.088 there; the hand-set weights 0.568 and 0.101.
    "saboteur2": ChanceWeights(0.064, -0.341, 0.103),
}


def seat_value(view: dict, seat: int, weights: ChanceWeights | None = None):
    """value(game, counted, gold_slot): what a rollout's end is worth to `seat`, in [0, 1];
    a round result past the first `counted` ends the search's round. The estimate uses the
    ruleset's fitted weights unless told."""
    weights = weights or FITTED[view["ruleset"]]
    if "saboteur2" in view:
        return lambda game, counted, gold_slot: nugget_value(game, counted, gold_slot, seat, weights)
    if view["role"] == GREEDY_DWARF:
        return lambda game, counted, gold_slot: greedy_value(game, counted, gold_slot, weights)
    digger = view["role"] == GOLD_DIGGER

    def base_value(game: Game, counted: int, gold_slot: int) -> float:
        if len(game.results) > counted:
            winners = game.results[counted]["winners"]
            if winners == GREEDY_DWARF:
                return 0.0  # it alone is paid (anniversary ruling 2)
            chance = 1.0 if winners == GOLD_DIGGER else 0.0
        else:
            chance = digger_chance(game, gold_slot, weights)
        return chance if digger else 1.0 - chance

    return base_value


def greedy_value(game: Game, counted: int, gold_slot: int, weights: ChanceWeights) -> float:
    """A greedy dwarf's worth: 1 if it completed the path itself (anniversary ruling 2), 0 for
    a round anyone else won; before the end, its share of the diggers' chance, as one of the
    seats that dig toward the gold."""
    if len(game.results) > counted:
        return 1.0 if game.results[counted]["winners"] == GREEDY_DWARF else 0.0
    diggers = sum(role in DIGGING_ROLES for role in game.roles)
    return digger_chance(game, gold_slot, weights) / max(diggers, 1)


def nugget_value(game: Game, counted: int, gold_slot: int, seat: int, weights: ChanceWeights) -> float:
    """Saboteur 2: the seat's nuggets from the round, paid or expected (the connection's
    chance between the table's pay with and without it; doors are not weighed)."""
    if len(game.results) > counted:
        return game.results[counted]["nuggets"][seat] / MOST_NUGGETS
    chance = digger_chance(game, gold_slot, weights)
    trapped = {other for other in range(game.players) if is_trapped(game, other)}
    found = crystals(game)
    table = {int(n): row for n, row in game.rules.data["payout"].items() if n.isdigit()}
    connected = payout(game.roles, trapped, {BLUE, GREEN, BOSS, PROFITEER}, found, table)[seat]
    blocked = payout(game.roles, trapped, {SABOTEUR, PROFITEER}, found, table)[seat]
    return (chance * connected + (1 - chance) * blocked) / MOST_NUGGETS


def steps(cell: int, goal: int) -> int:
    """Cards between two cells, as the crow walks (packed cells: x above the low byte, y in it)."""
    return abs((cell >> 8) - (goal >> 8)) + abs((cell & 255) - (goal & 255))


def chance_terms(game: Game, gold_slot: int) -> tuple[float, ...]:
    """The chance's terms, in ChanceWeights' order after the bias: cards of route still
    needed (as the crow walks, from the nearest open end), plays left x working
    gold-diggers / players, rockfalls in saboteurs' hands, and open ends within a step of
    the nearest's distance (each a route the saboteurs must cut)."""
    hidden = game.maze.hidden_goals
    gold_x, gold_y = gold_slot >> 8, gold_slot & 255  # steps(), inlined: every rollout's end measures every open end
    ends = [abs((cell >> 8) - gold_x) + abs((cell & 255) - gold_y) + 1 for cell in game.maze.frontier if cell not in hidden]
    distance = min(ends, default=20)
    roles, broken = game.roles, game.broken
    if PART in game.parts:
        working = sum(1 for seat, role in enumerate(roles)
                      if role in DIGGING_ROLES and not broken[seat] and not is_trapped(game, seat))
    else:  # no traps: no call a seat (every rollout's end asks)
        working = sum(1 for seat, role in enumerate(roles) if role in DIGGING_ROLES and not broken[seat])
    plays_left = sum(map(len, game.hands)) + len(game.draw_pile)
    rockfalls = _rockfalls(game.rules.catalogue)
    held = sum(hand.count(card) for seat, hand in enumerate(game.hands) if roles[seat] == SABOTEUR for card in rockfalls)
    fronts = sum(1 for end in ends if end <= distance + 1)
    return float(distance), plays_left * working / game.players, float(held), float(fronts)


_ROCKFALLS: dict[object, tuple[int, ...]] = {}  # by catalogue


def _rockfalls(catalogue) -> tuple[int, ...]:
    """The catalogue's rockfall cards (their indices, as hands hold them)."""
    found = _ROCKFALLS.get(catalogue)
    if found is None:
        found = _ROCKFALLS[catalogue] = tuple(i for i, card in enumerate(catalogue.types) if card.effect == "rockfall")
    return found


def digger_chance(game: Game, gold_slot: int, weights: ChanceWeights) -> float:
    """A static estimate of the gold-diggers' chance: route left against plays left and
    the saboteurs' rockfalls, and how many ends the route has near the gold."""
    distance, plays, held, fronts = chance_terms(game, gold_slot)
    z = weights.bias + (weights.per_card * distance + weights.per_play * plays + weights.per_rockfall * held + weights.per_front * fronts)
    return 1.0 / (1.0 + math.exp(-z))
