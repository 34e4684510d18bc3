"""A round of Saboteur 2 from deal to thefts (book 002, 'Mise en place', 'Fin d'une manche',
'Partage du trésor', 'Début d'une nouvelle manche'; rules/saboteur2.md rulings 1, 3 to 6, 9)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import make
from ...kernel.decisions import Decision
from ..base import rounds as base_rounds
from .payout import door_blocks, payout, theft_order, winning_roles
from .state import Table, is_trapped, table

if TYPE_CHECKING:
    from ...game import Game

STEAL = "steal"


def new_table(game: Game) -> Table:
    """Saboteur 2's part of a new game. Base's setup deals round 1 from a random seat; the
    game has no gold cards to shuffle (Saboteur 2 pays in nuggets)."""
    return Table(game.players)


def begin_round(game: Game) -> None:
    """After base's deal of roles, goals and hands, 10 cards set aside unseen for the round
    (the deck is shuffled, so which 10 is as random as taking them before the deal)."""
    part = table(game)
    count = game.rules.data["set_aside"]
    part.aside = sorted(game.draw_pile[-count:])
    del game.draw_pile[-count:]
    part.in_front = [[] for _ in range(game.players)]
    part.thefts = []
    part.dropped_roles = []


def crystals(game: Game) -> int:
    """Crystals on the path cards lying in the maze, linked to the start or not (ruling 12)."""
    return sum(map(_by_ruleset(game).crystals.__getitem__, game.maze.cards.values()))


class _Tables:
    """What a ruleset's data gives a round's end, worked out once (issue 46: every random
    game and rollout ends rounds): the crystals on each card code, and the payout table."""

    __slots__ = ("rules", "crystals", "payout")

    def __init__(self, rules):
        self.rules = rules  # held, so that its id names it while the table lives
        features = rules.catalogue.place_features
        self.crystals = tuple(sum("crystal" in place for place in places) for places in features)
        # by the number of winners, 5 standing for 5 or more (payout.payout)
        self.payout = {int(n): row for n, row in rules.data["payout"].items() if n.isdigit()}


# by id of the ruleset (each combination of modules its own catalogue and data; a ruleset
# compares by its fields, too slow a key)
_TABLES: dict[int, _Tables] = {}


def _by_ruleset(game: Game) -> _Tables:
    found = _TABLES.get(id(game.rules))
    if found is None:
        found = _TABLES[id(game.rules)] = _Tables(game.rules)
    return found


def open_to(game: Game) -> set[str]:
    """The teams whose gold-diggers can reach the face-up gold from the start through the
    doors (ruling 3; ladders link to the start as always)."""
    cell = base_rounds.gold_cell(game)
    if cell not in game.maze.cards:
        return set()
    features = game.rules.catalogue.place_features
    found = set()
    for role, team in (("gold-digger-blue", "blue"), ("gold-digger-green", "green")):
        places = game.maze.reachable(lambda code, place, role=role: not door_blocks(role, features[code][place]))
        if any(at == cell for at, _ in places):
            found.add(team)
    return found


def end_round(game: Game, finder: int | None) -> None:
    """Pay the round (geologists first, then the winners by the table), tell everyone, then
    let the thieves steal in order (ruling 6)."""
    players = game.players
    part = table(game)
    # is_trapped for each seat only when some card lies in front (most rounds end with none)
    trapped = {seat for seat in range(players) if is_trapped(game, seat)} if any(part.in_front) else set()
    winners = winning_roles(game.roles, finder, open_to(game) if finder is not None else set())
    found = crystals(game)
    paid = payout(game.roles, trapped, winners, found, _by_ruleset(game).payout)
    for seat, amount in enumerate(paid):
        part.nuggets[seat] += amount
    result = {
        "round": game.round,
        "winners": sorted(role for role in winners if role in game.roles),
        "finder": finder,
        "roles": game.roles[:],
        **base_rounds.round_maze(game, finder),
        "winning_seats": [seat for seat in range(players) if game.roles[seat] in winners and seat not in trapped],
        "trapped": sorted(trapped),
        "crystals": found,
        "nuggets": paid,
    }
    game.results.append(result)
    game.event({"type": "round_end", **result})
    game.pop()  # the round's turn
    offer_theft(game, theft_order(part.thefts, trapped, players))


def nuggets_by_round(game: Game) -> dict:
    """Round number -> each seat's nuggets from that round: its payout, then the thefts at
    its end (ruling 6). A theft may take a nugget won in an earlier round, yet it happened in
    this one, so it counts here and the rounds add up to the totals. Only rounds whose end
    is in this game's events, as in base."""
    nuggets = {}
    current = None
    for public, _ in game.events:
        kind = public["type"]
        if kind == "round_end":
            current = nuggets[public["round"]] = list(public["nuggets"])
        elif kind == "steal" and current is not None:
            current[public["seat"]] += 1
            current[public["target"]] -= 1
    return nuggets


def victims(game: Game, thief: int) -> list[int]:
    """Whom a thief may rob: every other seat holding a nugget (ruling 8: whether a seat
    holds any is public)."""
    nuggets = table(game).nuggets
    return [seat for seat in range(game.players) if seat != thief and nuggets[seat] > 0]


def offer_theft(game: Game, thieves: list[int]) -> None:
    """Ask the next thief whom to rob, as a decision; a thief with nobody to rob is skipped."""
    while thieves and not victims(game, thieves[0]):
        thieves.pop(0)
    if thieves:
        game.push(Decision(STEAL, thieves[0], tuple(thieves[1:])))
    else:
        base_rounds.next_round(game)


class Steal:
    """A thief takes one nugget from a player of their choice (book: 'Voleur')."""

    phase = "steal"
    action_kinds = (STEAL,)
    not_now = "nobody is stealing now"

    def legal_actions(self, game: Game, decision: Decision) -> list:
        return [make(STEAL, target=seat) for seat in victims(game, decision.seat)]

    def allows(self, game: Game, decision: Decision, action) -> bool:
        return action.kind == STEAL and action.target in victims(game, decision.seat)

    def refusal(self, game: Game, decision: Decision, action) -> str | None:
        if action.kind != STEAL:
            return f"seat {decision.seat} must now choose whom to rob, not {action.kind}"
        target = action.target
        if target == decision.seat:
            return "a thief robs another player, not themselves"
        if not isinstance(target, int) or not 0 <= target < game.players:
            return f"there is no seat {target!r} (seats are 0 to {game.players - 1})"
        if table(game).nuggets[target] == 0:
            return f"seat {target} holds no nugget to take"
        return None

    def apply(self, game: Game, decision: Decision, action) -> None:
        game.pop()
        nuggets = table(game).nuggets
        nuggets[action.target] -= 1
        nuggets[decision.seat] += 1
        game.event({"type": "steal", "seat": decision.seat, "target": action.target})
        offer_theft(game, list(decision.data))
