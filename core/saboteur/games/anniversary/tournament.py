"""The tournament, a variant of base Saboteur for 5 to 9 players (book 002, 'Variantes',
Variante du tournoi; rules/anniversary.md rulings 1 and 14).

- Dwarf cards by player count, every one dealt (none set aside), greedy dwarves included:
  the greedy dwarf is part of the tournament, so this module deals and pays it itself
  (naming the greedy-dwarf module beside it is refused: combinations.INCLUDED).
- Nuggets instead of gold cards (the purse): no gold card is in play.
- Before the deal, one path card drawn at random lies face up, turned at random, halfway
  between the start and the middle goal, (4,0): an ordinary card of the maze once there
  (cards beside it must match it and still link to the start; rockfall may remove it).
- Payouts: gold-diggers win: the seat that reached the treasure 3 nuggets, every other
  gold-digger 2 (a saboteur who reached it earns nothing, the gold-diggers 2 each); a
  greedy dwarf who completed the path: 4 to it alone; saboteurs win: 3 each, 4 with 5
  players.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...grid import cell_of
from ...kernel.module import Module
from ..base import rounds
from ..base.gold import GOLD_DIGGER, SABOTEUR
from . import purse
from .greedy_dwarf import GREEDY_DWARF, GREEDY_PAY, greedy_finder

if TYPE_CHECKING:
    from ...game import Game

NAME = "tournament"
CARD_AT = cell_of(4, 0)  # book: "exactement à mi-chemin entre la carte Départ et la carte Arrivée du milieu"
# book: the dwarf cards of each round, by player count (the hand sizes are base's own)
ROLES = {
    5: {SABOTEUR: 1, GOLD_DIGGER: 3, GREEDY_DWARF: 1},
    6: {SABOTEUR: 2, GOLD_DIGGER: 3, GREEDY_DWARF: 1},
    7: {SABOTEUR: 2, GOLD_DIGGER: 3, GREEDY_DWARF: 2},
    8: {SABOTEUR: 3, GOLD_DIGGER: 3, GREEDY_DWARF: 2},
    9: {SABOTEUR: 3, GOLD_DIGGER: 4, GREEDY_DWARF: 2},
}
FINDER_PAY, DIGGER_PAY = 3, 2
SABOTEUR_PAY, LONE_SABOTEUR_PAY = 3, 4  # 4 "dans une partie à 5 joueurs"
TOURNAMENT_CARD = "tournament_card"  # event: {"type", "at", "card", "turned"}


def tables(data: dict) -> dict:
    """The tournament's dwarf cards and no gold cards."""
    return {**data, "roles": {str(players): dict(table) for players, table in ROLES.items()}, "gold_cards": []}


def lay_tournament_card(game: Game) -> None:
    """Ruling 14: a path card drawn at random before the deal, face up at (4,0), turned at
    random. The round is dealt already, so the card drawn is taken from where the deal put
    it: from the draw pile, or from a hand, which then takes the top of the pile instead;
    each path card is as likely as before the deal, and the hands are as random."""
    rng = game.chance(f"round{game.round}/tournament")
    catalogue = game.rules.catalogue
    places = [(seat, index) for seat, hand in enumerate(game.hands) for index, card in enumerate(hand)]
    places += [(None, index) for index in range(len(game.draw_pile))]
    paths = [(seat, index) for seat, index in places if catalogue.types[_card_at(game, seat, index)].kind == "path"]
    seat, index = rng.choice(paths)
    if seat is None:
        card = game.draw_pile.pop(index)
    else:
        card = game.hands[seat].pop(index)
        game.hands[seat].append(game.draw_pile.pop())
        game.hands[seat].sort()
    turned = rng.random() < 0.5 and not catalogue.types[card].symmetric  # a symmetric card lies unturned
    game.maze.add(CARD_AT, card * 2 + turned)
    game.event({"type": TOURNAMENT_CARD, "at": [4, 0], "card": catalogue.types[card].id, "turned": turned})


def _card_at(game: Game, seat: int | None, index: int) -> int:
    return game.draw_pile[index] if seat is None else game.hands[seat][index]


def end_round(game: Game, finder: int | None) -> None:
    """The round's result, paid in nuggets, then the next round (base's)."""
    roles = game.roles
    if greedy_finder(game, finder):
        winners = GREEDY_DWARF
    elif finder is not None:
        winners = GOLD_DIGGER
    else:
        winners = SABOTEUR  # every tournament table deals a saboteur
    result = {"round": game.round, "winners": winners, "finder": finder, "roles": roles[:], **rounds.round_maze(game, finder)}
    game.results.append(result)
    game.event({"type": "round_end", **result})
    game.pop()  # the round's turn
    for seat, amount in payouts(roles, winners, finder):
        purse.gain(game, seat, amount, NAME)
    rounds.next_round(game)


def payouts(roles: list[str], winners: str, finder: int | None) -> list[tuple[int, int]]:
    """(seat, nuggets) for each seat paid, in seat order (book 002, Partage du trésor)."""
    if winners == GREEDY_DWARF:
        return [(finder, GREEDY_PAY)]
    if winners == GOLD_DIGGER:
        return [(seat, FINDER_PAY if seat == finder else DIGGER_PAY) for seat, role in enumerate(roles) if role == GOLD_DIGGER]
    saboteurs = [seat for seat, role in enumerate(roles) if role == SABOTEUR]
    amount = LONE_SABOTEUR_PAY if len(roles) == 5 else SABOTEUR_PAY
    return [(seat, amount) for seat in saboteurs]


MODULE = Module(NAME, tables=tables, begin_round=lay_tournament_card, end_round=end_round)
