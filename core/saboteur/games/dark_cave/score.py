"""The end and the score of La mine se rebelle (book 000 'Fin de la partie et décompte
final'; rules/dark-cave.md rulings 14 and 15).

The game ends at once when the pile is empty and nobody holds a card ("cards"), when every
dwarf working for one clan has left the mine ("clan_out"), or by a unanimous vote ("vote").
A clan's treasure: the nuggets of the dwarves working for it that left the mine, times the
number of dwarves in the game working for the other clan. The higher wins; on a tie, the
clan the first dwarf out worked for; nobody out and a tie: a draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import CLANS, cave, clan_of, identity_of, works_for

if TYPE_CHECKING:
    from ...game import Game


def score(roles: list[str], nuggets: list[int], exits: list[int]) -> dict:
    """Ruling 15, from the facts: each clan's nuggets saved, multiplier and treasure, the
    winning clan (None: a draw) and whether the tie rule decided it."""
    teams = [works_for(role) for role in roles]
    saved = {clan: sum(nuggets[seat] for seat in exits if teams[seat] == clan) for clan in CLANS}
    multiplier = {clan: sum(1 for team in teams if team != clan) for clan in CLANS}
    treasure = {clan: saved[clan] * multiplier[clan] for clan in CLANS}
    first, second = CLANS
    tied = treasure[first] == treasure[second]
    tie_break = tied and bool(exits)  # nobody out: a draw, no tie rule applied
    if not tied:
        winner = first if treasure[first] > treasure[second] else second
    else:
        winner = teams[exits[0]] if exits else None
    return {"nuggets": saved, "multiplier": multiplier, "treasure": treasure, "winner": winner, "tie_break": tie_break}


def clan_out(game: Game) -> bool:
    """Every dwarf working for one clan has left the mine (ruling 14; a clan nobody works
    for, with 2 players' loyal pair or 3-4 players' one clan, never counts)."""
    part = cave(game)
    teams = [works_for(role) for role in game.roles]
    out = set(part.exits)
    return any(clan in teams and all(seat in out for seat, team in enumerate(teams) if team == clan) for clan in CLANS)


def cards_gone(game: Game) -> bool:
    """The pile is empty and nobody holds a card (ruling 14: at once)."""
    return not game.draw_pile and not any(game.hands)


def end_game(game: Game, reason: str) -> None:
    """Every clan card shown, the score (ruling 15), the game over."""
    part = cave(game)
    result = score(game.roles, part.nuggets, part.exits)
    result.update({
        "round": 1,
        "reason": reason,
        "roles": [identity_of(role) for role in game.roles],
        "clans": [clan_of(role) for role in game.roles],
        "works_for": [works_for(role) for role in game.roles],
        "exits": list(part.exits),
        "seat_nuggets": list(part.nuggets),
    })
    game.results.append(result)
    game.set_decisions([])
    game.event({"type": "game_over", **{key: result[key] for key in (
        "reason", "nuggets", "multiplier", "treasure", "winner", "tie_break", "roles", "works_for")}})


def end_by_cards(game: Game, finder: int | None) -> None:
    """The kernel's end of a round: the pile empty and nobody holding a card."""
    end_game(game, "cards")


def totals(game: Game) -> list[int]:
    """1 for each seat working for the winning clan once the game is over, else 0 (a draw:
    nobody scores, so every seat shares it)."""
    if not game.results:
        return [0] * game.players
    winner = game.results[-1]["winner"]
    return [1 if winner is not None and works_for(role) == winner else 0 for role in game.roles]


def by_round(game: Game) -> dict:
    return {1: totals(game)} if game.results else {}
