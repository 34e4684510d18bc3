"""Base Saboteur's part of a position (`saboteur.position`): the dwarf cards, the broken
tools and the gold; the data of its decisions (the turn has none; keeping gold has the
values left and the keepers in order); and version 1, the format from before the kernel,
read by moving its keys into version 2."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...errors import InvalidPosition
from ...kernel.module import DecisionData
from ...position import card_ids, card_of, listed, per_seat, seat_of
from .rounds import KEEP_GOLD, gold_cell
from .state import PART, Gold, gold
from .turn import TURN

if TYPE_CHECKING:
    from ...game import Game


def write_part(game: Game) -> dict:
    return {
        "roles": game.roles[:],
        "aside_roles": game.aside_roles[:],
        "broken": [card_ids(game, cards) for cards in game.broken],
        "gold_pile": gold(game).pile[:],
        "gold": [values[:] for values in gold(game).held],
    }


def read_part(game: Game, data: dict) -> None:
    if not isinstance(data, dict):
        raise InvalidPosition(f"the base part must be an object, not {data!r}")
    # Roles: counted with every module's at the end (saboteur.position._conservation).
    top = game.decisions[-1] if game.decisions else None
    if top is not None and top.kind == TURN and not game.hands[top.seat]:
        raise InvalidPosition(f"seat {top.seat} holds no card and cannot be the one to move")
    game.roles = [_role(role, "roles") for role in per_seat(game, data["roles"], "roles")]
    game.aside_roles = [_role(role, "aside_roles") for role in listed(data["aside_roles"], "aside_roles")]
    _read_broken(game, data["broken"])
    # Gold: the pile, the seats' cards and any share in progress hold the gold cards exactly.
    part = game.parts[PART] = Gold(game.players)
    part.pile = [int(v) for v in listed(data["gold_pile"], "gold_pile")]
    part.held = [[int(v) for v in values] for values in per_seat(game, data["gold"], "gold")]
    shared = [value for decision in game.decisions if decision.kind == KEEP_GOLD for value in decision.data[0]]
    if Counter(part.pile + sum(part.held, []) + shared) != Counter(game.rules.gold_values):
        raise InvalidPosition("the gold cards in the pile, held and being shared are not the game's gold cards")


def _role(role: object, key: str) -> str:
    if not isinstance(role, str):
        raise InvalidPosition(f"{key!r} holds role names, not {role!r}")
    return role


def _read_broken(game: Game, broken: object) -> None:
    """Broken tools in front of each seat: break cards only, one of each tool (book 001,
    'Cartes Action')."""
    types = game.rules.catalogue.types
    game.set_broken([[card_of(game, c, f"tools in front of seat {s}") for c in cards] for s, cards in enumerate(per_seat(game, broken, "broken"))])
    for s, cards in enumerate(game.broken):
        tools = [types[k].tools[0] if types[k].effect == "break" else None for k in cards]
        if None in tools:
            raise InvalidPosition(f"only broken tools may lie in front of seat {s}")
        if len(set(tools)) != len(tools):
            raise InvalidPosition(f"seat {s} has two broken tools of the same kind")


def part_cards(game: Game) -> list[int]:
    return sum(game.broken, [])


def part_roles(game: Game) -> list[str]:
    return game.roles + game.aside_roles


# -- decisions ---------------------------------------------------------------------------------


def _read_turn(game: Game, seat: int, entry: dict) -> tuple:
    """A turn is a seat's who holds cards (checked by `read_part`, once every decision is
    read: under a decision about the card just played, the seat may have played its last),
    while the gold lies face down (finding it ends the round at once: book 001, 'Fin d'une
    manche')."""
    if gold_cell(game) in game.maze.cards:
        raise InvalidPosition("the gold goal is face up, so the round is over")
    return ()


def _write_keep_gold(data: tuple) -> dict:
    values, keepers = data
    return {"values": list(values), "keepers": list(keepers)}


def _read_keep_gold(game: Game, seat: int, entry: dict) -> tuple:
    """The gold cards left to keep and the keepers in order, one per card, the first
    deciding now (rules/base.md ruling 7)."""
    values = [int(v) for v in listed(entry["values"], "keep_gold values")]
    keepers = [seat_of(game, s, "keep_gold keepers") for s in listed(entry["keepers"], "keep_gold keepers")]
    if not keepers or keepers[0] != seat:
        raise InvalidPosition(f"while gold is shared, the first keeper moves: seat {seat} is not first of {keepers}")
    if len(values) != len(keepers):
        raise InvalidPosition("keep_gold needs one keeper per gold card")
    return tuple(values), tuple(keepers)


DECISION_DATA = {
    TURN: DecisionData(lambda data: {}, _read_turn),
    KEEP_GOLD: DecisionData(_write_keep_gold, _read_keep_gold),
}


# -- version 1 ----------------------------------------------------------------------------------

VERSION_1_KEYS = (
    "format", "version", "ruleset", "options", "players", "seed", "round", "phase", "to_move",
    "first_seat", "last_seat", "roles", "aside_roles", "hands", "draw_pile", "discards", "broken",
    "maze", "goals", "gold_pile", "gold", "gold_share", "results",
)
KERNEL_KEYS = ("ruleset", "options", "players", "seed", "round", "first_seat", "last_seat", "to_move",
               "hands", "draw_pile", "discards", "maze", "goals", "results")
PART_KEYS = ("roles", "aside_roles", "broken", "gold_pile", "gold")


def version_1_as_2(data: dict) -> dict:
    """A version 1 position (base's keys at the top; `phase` and `gold_share` for the
    decisions) in the shape of version 2, to be loaded and checked as one."""
    missing = [key for key in VERSION_1_KEYS if key not in data]
    if missing:
        raise InvalidPosition(f"the position has no {missing[0]!r}")
    phase, share, to_move = data["phase"], data["gold_share"], data["to_move"]
    if phase not in ("play", "gold", "over"):
        raise InvalidPosition(f"unknown phase {phase!r}")
    if phase == "gold":
        if not isinstance(share, dict):
            raise InvalidPosition("while gold is shared, gold_share names the values and keepers")
        decisions = [{"kind": KEEP_GOLD, "seat": to_move, "values": share["values"], "keepers": share["keepers"]}]
    elif share is not None:
        raise InvalidPosition("gold is shared only in the gold phase")
    else:
        decisions = [{"kind": TURN, "seat": to_move}] if phase == "play" else []
    return {
        "format": data["format"], "version": 2, "modules": ["base"], "decisions": decisions,
        **{key: data[key] for key in KERNEL_KEYS},
        "base": {key: data[key] for key in PART_KEYS},
    }
