"""The purse: nuggets that the anniversary modules pay and take (rules/anniversary.md
ruling 1). Every module that moves nuggets (right of way, new goals, treasure chests, the
tournament) needs it first, so it is composed once whatever set is chosen.

In Saboteur 2 a seat's nuggets are the game's own (`Table.nuggets`, which its module names
as `Module.nuggets`), so the purse moves those; in base Saboteur it keeps its own count beside the gold cards, which adds to them
at the end. Paying 1 takes a nugget; a seat with no nugget but a gold card gives back its
smallest card (to the bottom of the gold pile) and takes the change in nuggets. Nuggets
are as private as gold cards: a view shows a seat its own count, the others theirs only
once the game is over. Every move of them is an event, so the payouts by round add up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...errors import InvalidPosition
from ...kernel.module import Module
from ..base.state import gold

if TYPE_CHECKING:
    from ...game import Game

NAME = "purse"
NUGGETS = "nuggets"  # the event of a move of nuggets: {"type", "round", "seat", "amount", "why"}


class Purse:
    __slots__ = ("nuggets",)

    def __init__(self, players: int):
        self.nuggets = [0] * players

    def copy(self) -> Purse:
        other = Purse.__new__(Purse)
        other.nuggets = self.nuggets[:]
        return other


def nuggets(game: Game) -> list[int]:
    """Each seat's nuggets, the list itself (Saboteur 2's own, or the purse's)."""
    own = game.rules.composition.nuggets
    return own(game) if own is not None else game.parts[NAME].nuggets


def gain(game: Game, seat: int, amount: int, why: str) -> None:
    """`seat` takes `amount` nuggets from the supply, because of `why` (a card's id or a
    rule's name)."""
    nuggets(game)[seat] += amount
    game.event({"type": NUGGETS, "round": game.round, "seat": seat, "amount": amount, "why": why})


def can_pay(game: Game, seat: int) -> bool:
    """Whether `seat` holds a nugget, or a gold card to change."""
    return nuggets(game)[seat] > 0 or bool(gold(game).held[seat])  # a game of its own nuggets holds no gold card


def pay(game: Game, seat: int, to: int | None, why: str) -> bool:
    """`seat` pays 1 nugget to the seat `to` (None: the supply); False, and nothing
    changes, when it holds nothing to pay with."""
    held = nuggets(game)
    private = None
    if held[seat] == 0:
        if not can_pay(game, seat):
            return False
        cards = gold(game)
        value = min(cards.held[seat])
        cards.held[seat].remove(value)
        cards.pile.insert(0, value)  # back under the pile: the pile is drawn from its top
        held[seat] += value
        private = {seat: {"gold_card": value}}  # which card went back, the payer alone knows
    held[seat] -= 1
    game.event({"type": NUGGETS, "round": game.round, "seat": seat, "amount": -1, "why": why}, private)
    if to is not None:
        gain(game, to, 1, why)
    return True


def totals(game: Game) -> list[int]:
    """What the purse adds to each seat's score: its nuggets (none in Saboteur 2, whose
    own nuggets it moves and counts)."""
    if game.rules.composition.nuggets is not None:
        return [0] * game.players
    return game.parts[NAME].nuggets[:]


def by_round(game: Game) -> dict:
    """Round number -> what each seat's score gained that round by nuggets, from the events.
    A payment made with a gold card counts its net -1 here: the card's value stays in the
    round base paid it, and the change in nuggets makes up the rest."""
    rounds: dict = {}
    for public, _private in game.events:
        if public["type"] == NUGGETS:
            rounds.setdefault(public["round"], [0] * game.players)[public["seat"]] += public["amount"]
    return rounds


def view_part(game: Game, seat: int | None, view: dict) -> None:
    if game.rules.composition.nuggets is not None:
        return  # the game's own view shows its nuggets (Saboteur 2)
    held = game.parts[NAME].nuggets
    over = not game.decisions
    for entry in view["seats"]:
        other = entry["seat"]
        entry["nuggets"] = held[other] if over or other == seat else None


def write_part(game: Game) -> dict:
    return {"nuggets": game.parts[NAME].nuggets[:]}


def read_part(game: Game, data: dict) -> None:
    counts = data.get("nuggets") if isinstance(data, dict) else None
    if (
        not isinstance(counts, list) or len(counts) != game.players
        or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in counts)
    ):
        raise InvalidPosition(f"the purse must hold a count of nuggets for each of the {game.players} seats")
    part = game.parts[NAME] = Purse(game.players)  # a game being loaded has no parts yet
    part.nuggets = counts[:]


def resample_part(view: dict, rng) -> dict:
    """A purse consistent with a seat's view: its own nuggets as shown, the others' hidden
    counts guessed as none (only the seat's own count is known)."""
    return {"nuggets": [entry.get("nuggets") or 0 for entry in view["seats"]]}


def sketch_part(sketch) -> dict:
    """A lesson's nuggets (docs/lessons.md section 2): `nuggets = { seat = count }`, none for
    a seat not named. In Saboteur 2 the seats' nuggets are the game's own, named by `gold`."""
    named = sketch.per_seat(NUGGETS)
    if named and sketch.rules.composition.nuggets is not None:
        sketch.fail(NUGGETS, "Saboteur 2's nuggets are named by 'gold'")
    counts = [0] * sketch.players
    for seat, (key, count) in named.items():
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            sketch.fail(key, f"must be a count of nuggets, 0 or more, not {count!r}")
        counts[seat] = count
    return {"nuggets": counts}


MODULE = Module(
    NAME,
    new_part=lambda game: Purse(game.players),
    totals=totals,
    round_gold=by_round,
    view_part=view_part,
    write_part=write_part,
    read_part=read_part,
    resample_part=resample_part,
    sketch_keys=(NUGGETS,),
    sketch_part=sketch_part,
)
