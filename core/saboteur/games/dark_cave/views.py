"""La mine se rebelle's part of a view (rules/dark-cave.md ruling 16; /work/notes/dc-view.md).
Public: clan-card backs, nuggets on dwarf cards, cards lying in front of players, the
pieces, who left the mine; a clan card's front once shown (leaving the mine, a gold vein's
nugget) or at the end. Private: a seat's own clan card's front; the clan cards set aside,
to the first dwarf out only."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kernel.vote import vote_in_progress
from .setup import reach, undealt_clans
from .state import DWARF, WEB, cave, clan_of, identity_of, works_for

if TYPE_CHECKING:
    from ...game import Game

STEPPING = {"move": "dwarf"}  # decision kind -> what moves (a creature's: its kind, below)


def view_part(game: Game, seat: int | None, view: dict) -> None:
    part = cave(game)
    over = not game.decisions
    types = game.rules.catalogue.types
    for entry in view["seats"]:
        other = entry["seat"]
        role = game.roles[other]
        known = over or other == seat or part.revealed >> other & 1
        entry["clan"] = clan_of(role)
        entry["role"] = identity_of(role) if known else None
        entry["works_for"] = works_for(role) if known else None
        entry["revealed"] = bool(part.revealed >> other & 1)  # its clan card lies face up
        entry["nuggets"] = part.nuggets[other]
        entry["out"] = other in part.exits
        entry["paralysed"] = bool(part.paralysed >> other & 1)
        entry["in_front"] = [types[card].id for card in part.front[other]]
    if seat is not None:
        view["role"] = identity_of(game.roles[seat])
        view["clan"] = clan_of(game.roles[seat])
        view["works_for"] = works_for(game.roles[seat])
    far = reach(game.rules, game.players)
    view["layout"]["area"] = {"x": [-far, far], "y": [-far, far]}
    pieces = []
    for piece in part.pieces.items:
        data = piece.to_json()
        if piece.kind == DWARF:
            data["clan"] = clan_of(game.roles[piece.seat])
        elif piece.kind == WEB:
            card, count = part.webs[(piece.cell, piece.spot)]
            data["count"] = count
            data["mark"] = game.rules.catalogue.tool[card]
            data["card"] = types[card].id
        pieces.append(data)
    view["pieces"] = pieces
    top = game.decisions[-1] if game.decisions else None
    moving = None if top is None else STEPPING.get(top.kind) or (top.data[2] if top.kind == "creature" else None)
    first_out = part.exits[0] if part.exits else None
    view["dark_cave"] = {
        "steps_left": top.data[1] if moving else None,
        "moving": moving,
        "exits": list(part.exits),
        "set_aside_clans": undealt_clans(game) if seat is not None and seat == first_out else None,
        "attack": _attack(game, top),
        "vote": vote_in_progress(game),
        "pile_groups": [sum(1 for card in game.draw_pile if types[card].group == group) for group in (1, 2, 3)],
    }


def _attack(game: Game, top) -> dict | None:
    if top is None or top.kind != "repel":
        return None
    from .creatures import attack_view

    return attack_view(game, top)

