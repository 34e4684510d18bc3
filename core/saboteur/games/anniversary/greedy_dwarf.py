"""The greedy dwarf, the 2016 championship card, base Saboteur only (book 002,
'Championnats du monde', 2016 – Nain cupide; rules/anniversary.md rulings 2 and 18).

Setup (book: "remplacez un Chercheur d'or par un Nain cupide", then every player gets a
dwarf card as usual): one gold-digger card of the player count's dwarf cards becomes a
greedy dwarf before they are shuffled, so it may be dealt or be the card set aside, as any
other. If the greedy dwarf completes the path to the treasure, it alone is paid: 4 gold
cards from the top of the shuffled pile (all that are left if fewer); otherwise it gets
nothing. It never counts as a gold-digger: the gold drawn when the gold-diggers win is one
card per gold-digger, passed among gold-diggers only.

The tournament (tournament.py) deals greedy dwarves by its own role table and pays them by
`greedy_finder`, so both variants share one reading of who won."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ...kernel.module import Module
from ..base import rounds
from ..base.cards import tools_whole
from ..base.state import gold

if TYPE_CHECKING:
    from ...game import Game

NAME = "greedy-dwarf"
GREEDY_DWARF = "greedy-dwarf"  # the role, and the round's winners when it completes the path
GOLD_DIGGER = "gold-digger"
GREEDY_PAY = 4  # book: "Vous remportez alors 4 cartes Or"
GREEDY_PAID = "greedy_paid"  # event: {"type", "seat", "cards"}, the values to the seat alone
SABOTAGED_DWARF = "sabotaged-dwarf"  # its name only: that module calls `settle` itself


def with_greedy_dwarf(data: dict) -> dict:
    """The game's data with one gold-digger of every player count's dwarf cards a greedy dwarf."""
    roles = {}
    for players, table in data["roles"].items():
        table = dict(table)
        table[GOLD_DIGGER] -= 1
        table[GREEDY_DWARF] = 1
        roles[players] = table
    return {**data, "roles": roles}


def greedy_finder(game: Game, finder: int | None) -> bool:
    """Whether the round was won by a greedy dwarf: it completed the path to the treasure."""
    return finder is not None and game.roles[finder] == GREEDY_DWARF


def end_round(game: Game, finder: int | None) -> None:
    """The round's end with a greedy dwarf among the dwarf cards; with the sabotaged dwarf
    too, its gold-diggers with a broken tool keep nothing (ruling 18), whichever module
    comes last."""
    sabotaged = any(module.name == SABOTAGED_DWARF for module in game.rules.composition.modules)
    settle(game, finder, may_keep=tools_whole if sabotaged else None)


def settle(game: Game, finder: int | None, may_keep: Callable[[Game, int], bool] | None = None) -> None:
    """A greedy dwarf who completed the path takes 4 gold cards alone (ruling 2); any other
    round ends as base's does (`may_keep`: the sabotaged dwarf's skip), where a greedy
    dwarf, not a gold-digger, is neither counted nor paid."""
    if not greedy_finder(game, finder):
        rounds.end_round(game, finder, may_keep)
        return
    result = {"round": game.round, "winners": GREEDY_DWARF, "finder": finder, "roles": game.roles[:], **rounds.round_maze(game, finder)}
    game.results.append(result)
    game.event({"type": "round_end", **result})
    game.pop()  # the round's turn
    part = gold(game)
    values = [part.pile.pop() for _ in range(min(GREEDY_PAY, len(part.pile)))]  # the pile is shuffled: drawn at random
    part.held[finder].extend(values)
    game.event({"type": GREEDY_PAID, "seat": finder, "cards": len(values)}, {finder: {"values": values}})
    rounds.next_round(game)


def paid_by_round(game: Game) -> dict:
    """Round number -> the gold each seat took as a greedy dwarf that round (base's own
    round gold counts the shares and the saboteurs' pay; the gold totals count every card held)."""
    paid: dict = {}
    for public, private in game.events:
        if public["type"] == "round_end":
            paid[public["round"]] = [0] * game.players
        elif public["type"] == GREEDY_PAID:
            paid[max(paid)][public["seat"]] += sum(private[public["seat"]]["values"])
    return paid


MODULE = Module(NAME, tables=with_greedy_dwarf, end_round=end_round, round_gold=paid_by_round)
