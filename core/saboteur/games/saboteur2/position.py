"""Saboteur 2's part of a position (`saboteur.position`): the cards lying in front of the
seats besides broken tools, the theft order, the cards set aside, the roles dropped by swap
hats and the nuggets; and the data of its `steal` decision, the thieves still to steal
after this one (rules/saboteur2.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...errors import InvalidPosition
from ...kernel.module import DecisionData
from ...position import card_ids, card_of, listed, per_seat, seat_of
from .payout import theft_order
from .rounds import STEAL, victims
from .state import PART, Table, is_trapped, lying, table

if TYPE_CHECKING:
    from ...game import Game

IN_FRONT = ("theft", "trap")  # what this part may lay in front of a seat; broken tools are base's


def write_part(game: Game) -> dict:
    part = table(game)
    return {
        "in_front": [card_ids(game, cards) for cards in part.in_front],
        "thefts": part.thefts[:],
        "aside": card_ids(game, part.aside),
        "dropped_roles": part.dropped_roles[:],
        "nuggets": part.nuggets[:],
    }


def read_part(game: Game, data: dict) -> None:
    if not isinstance(data, dict):
        raise InvalidPosition(f"the saboteur2 part must be an object, not {data!r}")
    part = game.parts[PART] = Table(game.players)
    _read_in_front(game, part, data["in_front"])
    part.thefts = [seat_of(game, s, "thefts") for s in listed(data["thefts"], "thefts")]
    laid = [s for s in range(game.players) if lying(game, s, "theft") is not None]
    if sorted(part.thefts) != laid:
        # the order the thieves steal in (ruling 6) is kept for exactly the thefts lying
        raise InvalidPosition(f"thefts must list each seat with a theft in front once, in the order they laid it ({laid}), not {part.thefts}")
    part.aside = sorted(card_of(game, c, "aside") for c in listed(data["aside"], "aside"))
    count = game.rules.data["set_aside"]
    if len(part.aside) != count:
        raise InvalidPosition(f"{count} cards are set aside each round (book 002, 'Mise en place'), not {len(part.aside)}")
    part.dropped_roles = listed(data["dropped_roles"], "dropped_roles")[:]
    if not all(isinstance(role, str) for role in part.dropped_roles):
        raise InvalidPosition(f"'dropped_roles' holds role names, not {part.dropped_roles!r}")
    part.nuggets = per_seat(game, data["nuggets"], "nuggets")[:]
    for seat, count in enumerate(part.nuggets):
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise InvalidPosition(f"seat {seat} holds {count!r} nuggets; nuggets are counted in whole numbers from 0")
    for decision in game.decisions:
        if decision.kind == STEAL:
            _check_steal(game, decision.seat, list(decision.data))


def _read_in_front(game: Game, part: Table, in_front: object) -> None:
    """Theft and trapped cards, at most one of a kind in front of a seat (ruling 6)."""
    use = game.rules.catalogue.use
    for seat, cards in enumerate(per_seat(game, in_front, "in_front")):
        part.in_front[seat] = [card_of(game, c, f"in front of seat {seat}") for c in listed(cards, "in_front")]
        uses = [use[card] for card in part.in_front[seat]]
        if any(kind not in IN_FRONT for kind in uses):
            raise InvalidPosition(f"only theft and trapped cards lie in front of seat {seat} besides broken tools, not {cards}")
        if len(set(uses)) != len(uses):
            raise InvalidPosition(f"seat {seat} has two cards of the same kind in front (one of a kind per player)")


def _check_steal(game: Game, thief: int, left: list[int]) -> None:
    """The thieves steal after the payout in the book's order (ruling 6): the one who laid
    a theft last first, then clockwise, skipping the trapped and those with nobody to rob.
    So the thief and those left end that order, and the thief has someone to rob."""
    trapped = {seat for seat in range(game.players) if is_trapped(game, seat)}
    order = theft_order(table(game).thefts, trapped, game.players)
    if order[len(order) - len(left) - 1:] != [thief, *left]:
        raise InvalidPosition(f"seat {thief} then {left} do not end the order of the untrapped thieves {order} (ruling 6)")
    if not victims(game, thief):
        raise InvalidPosition(f"seat {thief} has nobody to rob, so is not asked to steal")


def part_cards(game: Game) -> list[int]:
    part = table(game)
    return sum(part.in_front, []) + part.aside


def part_roles(game: Game) -> list[str]:
    return table(game).dropped_roles


def _read_steal(game: Game, seat: int, entry: dict) -> tuple:
    thieves = [seat_of(game, s, "steal thieves") for s in listed(entry["thieves"], "steal thieves")]
    return tuple(thieves)


DECISION_DATA = {STEAL: DecisionData(lambda thieves: {"thieves": list(thieves)}, _read_steal)}
