"""The Lost Mines' part of a view (rules/lost-mines.md ruling 12; /work/notes/lm-view.md,
docs/engine.md 'The Lost Mines'). Public: clans (the backs of the dwarf cards), the pieces,
treasure types, who took which treasure, the dragon, points. Private: a seat's identity
(to itself, until the round ends: then the round's result shows them all), treasure values
(to whoever looked at or holds them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .moves import MOVE
from .state import DWARF, clan_of, identity_of, mines
from ...kernel.vote import vote_in_progress

if TYPE_CHECKING:
    from ...game import Game


def view_part(game: Game, seat: int | None, view: dict) -> None:
    part = mines(game)
    over = not game.decisions
    totals = [0] * game.players
    for result in game.results:
        totals = [a + b for a, b in zip(totals, result["vp"])]
    for entry in view["seats"]:
        other = entry["seat"]
        role = game.roles[other]
        entry["clan"] = clan_of(role)
        entry["role"] = identity_of(role) if other == seat else None
        entry["vp"] = totals[other]
        entry["treasures"] = len(part.held(other))
        entry["troll_card"] = bool(part.trolls[other])
    if seat is not None:
        view["role"] = identity_of(game.roles[seat])
        view["clan"] = clan_of(game.roles[seat])
    view["layout"]["treasure_row"] = len(part.row)
    view["pieces"] = [
        dict(piece.to_json(), clan=clan_of(game.roles[piece.seat])) if piece.kind == DWARF else piece.to_json()
        for piece in part.pieces.items
    ]
    top = game.decisions[-1] if game.decisions else None
    moving = top is not None and top.kind == MOVE
    vote = vote_in_progress(game)
    view["lost_mines"] = {
        "treasures": [
            {"slot": slot, "type": kind,
             "value": value if over or part.known[slot] >> seat & 1 or part.taken[slot] == seat else None,
             "taken_by": part.taken[slot]}
            if seat is not None else
            {"slot": slot, "type": kind, "value": value if over else None, "taken_by": part.taken[slot]}
            for slot, (kind, value) in enumerate(part.row)
        ],
        "dragon": part.dragon,
        "steps_left": top.data[1] if moving else None,
        "campfire_bonus": bool(top.data[2]) if moving else False,
        "sitting_out": [other for other in range(game.players) if not game.hands[other] and not game.draw_pile] if not over else [],
        "vote": vote,
    }
