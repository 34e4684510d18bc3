"""Saboteur 2's part of a sketch (`saboteur.sketch`, docs/lessons.md section 2): the theft
and trapped cards lying in front of the seats, the nuggets won in earlier rounds, and the
10 cards set aside for the round (book 002, 'Mise en place')."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .position import IN_FRONT

if TYPE_CHECKING:
    from ...sketch import Sketch


def sketch_part(sketch: Sketch) -> dict:
    in_front, thefts = _in_front(sketch)
    return {
        "in_front": in_front,
        "thefts": thefts,
        # set aside before the hands are dealt, as the book does; named cards are out already
        "aside": sketch.ids(sketch.deal(sketch.rules.data["set_aside"], "the 10 cards set aside (book 002, 'Mise en place')")),
        "dropped_roles": [],
        "nuggets": _nuggets(sketch),
    }


def _in_front(sketch: Sketch) -> tuple[list[list[str]], list[int]]:
    """Theft and trapped cards in front of each seat, one of a kind (ruling 6); the thieves
    laid their thefts in the order the sketch names their seats."""
    catalogue = sketch.rules.catalogue
    in_front: list[list[str]] = [[] for _ in range(sketch.players)]
    thefts = []
    for seat, (key, cards) in sketch.per_seat("in_front").items():
        for card in sketch.card_list(key, cards):
            index = sketch.take(key, card)
            use = catalogue.use[index]
            if use not in IN_FRONT:
                sketch.fail(key, f"only theft and trapped cards lie in front of a seat (broken tools: 'broken'), not {card!r}")
            if any(catalogue.use[catalogue.index[other]] == use for other in in_front[seat]):
                sketch.fail(key, f"seat {seat} has one {card!r} in front at most")
            in_front[seat].append(card)
            if use == "theft":
                thefts.append(seat)
    return in_front, thefts


def _nuggets(sketch: Sketch) -> list[int]:
    """Nuggets won in earlier rounds: `gold = { seat = count }`."""
    nuggets = [0] * sketch.players
    for seat, (key, count) in sketch.per_seat("gold").items():
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            sketch.fail(key, f"Saboteur 2 counts nuggets: a whole number from 0, not {count!r}")
        if count and sketch.round == 1:
            sketch.fail(key, "no nugget is won before the end of round 1")
        nuggets[seat] = count
    return nuggets
