"""Rounds of The Lost Mines: the deal, the end of a round and the sharing (book 003 'Mise en
place', 'Fin d'une manche', 'Partage du butin', 'Début de la nouvelle manche', 'Fin de la
partie'; rules/lost-mines.md rulings 8 to 11)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kernel.pieces import PLACE, Piece, Pieces
from ...kernel.turn import TURNS
from ...grid import xy
from .state import CLANS, DWARF, SABOTEUR, SELFISH, clan_of, identity_of, mines

if TYPE_CHECKING:
    from ...game import Game


def start_game(game: Game) -> None:
    """Round 1 begins with a random seat (ruling 7)."""
    start_round(game, 1, game.chance("game").randrange(game.players))


def start_round(game: Game, number: int, first_seat: int) -> None:
    """Mines shuffled face down; the treasures shuffled, one per player in the row, the rest
    aside unseen; dwarf cards dealt (the rest aside); path and action cards shuffled, 10 set
    aside unseen, hands dealt; every dwarf on its clan's start (book 003 'Mise en place')."""
    from ..base.rounds import shuffle

    rules, players, part = game.rules, game.players, mines(game)
    catalogue = rules.catalogue
    rng = game.chance(f"round{number}")
    role_cards = rules.role_deck(players)
    shuffle(rng, role_cards)
    game.roles, game.aside_roles = role_cards[:players], sorted(role_cards[players:])
    goals = [catalogue.index[goal] for goal in rules.goal_ids]
    shuffle(rng, goals)
    treasures = [(kind, value) for kind, values in sorted(rules.data["treasures"].items()) for value in values]
    shuffle(rng, treasures)
    part.row, part.unused = treasures[:players], sorted(treasures[players:])
    part.taken, part.known = [None] * players, [0] * players
    deck = list(rules.deck)
    shuffle(rng, deck)
    aside = rules.data["set_aside"]
    part.aside, deck = sorted(deck[:aside]), deck[aside:]
    size = rules.hand_size[players]
    game.hands = [sorted(deck[-size * (seat + 1):len(deck) - size * seat]) for seat in range(players)]
    game.draw_pile = deck[: len(deck) - size * players]
    game.round, game.first_seat, game.last_seat = number, first_seat, None
    game.discards = []
    game.maze = rules.new_maze()
    game.goal_cards = dict(zip(rules.goal_slots, goals))
    game.maze.hidden_goals = dict(game.goal_cards)
    game.maze.recompute()
    game.seen = {}
    part.dragon, part.traps_sprung, part.proposed = None, 0, None
    part.trolls = [[] for _ in range(players)]
    part.pieces = Pieces([Piece(DWARF, PLACE, start_of(game, clan_of(role)), 0, seat) for seat, role in enumerate(game.roles)])
    game.set_decisions([TURNS[first_seat]])
    game.event({"type": "round_start", "round": number, "first": first_seat,
                "clans": [clan_of(role) for role in game.roles]})
    for seat in range(players):
        game.event({"type": "role", "seat": seat}, {seat: {"role": identity_of(game.roles[seat])}})


def start_of(game: Game, clan: str) -> int:
    """The cell of `clan`'s start card."""
    return next(cell for cell, _card, owner in game.rules.starts if owner == clan)


def share(roles: list[str], row: list[tuple[str, int]], taken: list[int | None]) -> tuple[list[int], list[dict]]:
    """Ruling 9 (book 003 'Partage du butin'): selfish dwarves score their own treasures;
    every other player pools with their clan, saboteurs with the other clan. Each pool is
    split evenly; the remainder goes to the member who found the pool's most valuable
    treasure, or evenly to the tied finders; what is still left goes to nobody. Returns the
    points per seat and each pool as the round's end tells it."""
    won = [0] * len(roles)
    pools = []

    def found_by(seats):
        return [{"slot": slot, "type": row[slot][0], "value": row[slot][1], "finder": taker}
                for slot, taker in enumerate(taken) if taker in seats]

    for seat, role in enumerate(roles):
        if identity_of(role) == SELFISH:
            treasures = found_by({seat})
            won[seat] = sum(t["value"] for t in treasures)
            pools.append({"seat": seat, "members": [seat], "treasures": treasures, "total": won[seat],
                          "each": won[seat], "remainder_to": [], "remainder_each": 0})
    for clan in CLANS:
        members = [seat for seat, role in enumerate(roles) if identity_of(role) != SELFISH and _team(role) == clan]
        if not members:
            continue
        treasures = found_by(set(members))
        total = sum(t["value"] for t in treasures)
        each, left = divmod(total, len(members))
        best = max((t["value"] for t in treasures), default=0)
        finders = sorted({t["finder"] for t in treasures if t["value"] == best}) if left else []
        extra = left // len(finders) if finders else 0
        for seat in members:
            won[seat] += each + (extra if seat in finders else 0)
        pools.append({"clan": clan, "members": members, "treasures": treasures, "total": total, "each": each,
                      "remainder_to": finders, "remainder_each": extra})
    return won, pools


def _team(role: str) -> str:
    """The clan a dwarf works for: its own, or the other one for a saboteur."""
    clan = clan_of(role)
    return CLANS[1 - CLANS.index(clan)] if identity_of(role) == SABOTEUR else clan


def end_round(game: Game, reason: str) -> None:
    """The round's end (ruling 8: "cards", "treasures" or "vote"): identities and
    treasures shown, the sharing (ruling 9), the dragon (ruling 10); then the next round,
    begun left of the last player to play a card, or the game's end (ruling 11)."""
    part = mines(game)
    won, pools = share(game.roles, part.row, part.taken)
    if part.dragon is not None:
        won[part.dragon] -= min(2, won[part.dragon])
    result = {
        "round": game.round,
        "reason": reason,
        "roles": [identity_of(role) for role in game.roles],
        "clans": [clan_of(role) for role in game.roles],
        "treasures": [{"slot": slot, "type": kind, "value": value, "taken_by": part.taken[slot]}
                      for slot, (kind, value) in enumerate(part.row)],
        "sharing": pools,
        "dragon": part.dragon,
        "vp": won,
    }
    game.results.append(result)
    game.event({"type": "round_end", "round": game.round, "reason": reason, "sharing": pools, "vp": won,
                "roles": result["roles"], "dragon": part.dragon,
                "mines": [{"at": list(xy(cell)), "card": game.rules.catalogue.types[card].id}
                          for cell, card in game.goal_cards.items()]})
    if game.round >= game.rules.round_count(game.options):
        game.set_decisions([])
        game.event({"type": "game_over", "winners": game.winners()})
        return
    last = game.last_seat if game.last_seat is not None else game.first_seat
    start_round(game, game.round + 1, (last + 1) % game.players)


def end_round_by_cards(game: Game, finder: int | None) -> None:
    """The kernel's end of a round when the pile is empty and nobody holds a card."""
    end_round(game, "cards")


def vp_totals(game: Game) -> list[int]:
    totals = [0] * game.players
    for result in game.results:
        totals = [a + b for a, b in zip(totals, result["vp"])]
    return totals


def vp_by_round(game: Game) -> dict:
    return {result["round"]: list(result["vp"]) for result in game.results}
