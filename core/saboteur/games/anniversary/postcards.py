"""The postcards, Costume workshop and Underground party (book 002, one chapter each;
rules/anniversary.md, Postcards, rulings 9 and 10): a face-up cross laid at setup on its
cell, (4,-2) or (4,2), each round. Cards beside it must match it (it is a maze card); a
rockfall cannot remove it (only path cards are removable); a Saboteur 2 ladder may touch it
(the ladders' rule keeps off goals only). The first placement that links it to the start
(ladders count) triggers it, for the player who placed, after chests and before goals
(its link step's rank); later links do nothing.

Costume workshop: in base, the player swaps roles with the one set aside (none left: no
effect); in Saboteur 2, takes the top role of the undealt pile and puts theirs under it.
Underground party: every dealt role is gathered unseen, shuffled and dealt again, one
each; what lies in front of players stays. Roles stay hidden: each seat is told only its
own new role.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ...errors import InvalidPosition
from ...grid import cell_of
from ...kernel.facedown import links_pending
from ...kernel.module import Module
from ..saboteur2.state import PART as SABOTEUR2

if TYPE_CHECKING:
    from ...game import Game

POSTCARD_RANK = 1  # ruling 9: chests (0), then postcards, then goals (2)


class Used:
    """Whether the postcard has been linked this round (only the first link triggers)."""

    __slots__ = ("used",)

    def __init__(self):
        self.used = False

    def copy(self) -> Used:
        other = Used()
        other.used = self.used
        return other


def costume_workshop(game: Game, seat: int) -> None:
    """The player's role for one not dealt (ruling 10); base: the one set aside, Saboteur 2:
    the top of the undealt pile (drawn at random: the pile is shuffled), theirs put under it."""
    undealt = game.aside_roles
    if not undealt:
        return
    rng = game.chance(f"round{game.round}/costume-workshop")
    new = undealt.pop(rng.randrange(len(undealt)))
    old, game.roles[seat] = game.roles[seat], new
    undealt.append(old)
    undealt.sort()
    game.event({"type": "role_swapped", "seat": seat, "why": "costume-workshop"}, {seat: {"role": new}})


def underground_party(game: Game, seat: int) -> None:
    """Every dealt role gathered, shuffled and dealt again (ruling 10); each seat told its own."""
    rng = game.chance(f"round{game.round}/underground-party")
    roles = game.roles[:]
    rng.shuffle(roles)
    game.roles = roles
    game.event({"type": "roles_dealt_again", "seat": seat, "why": "underground-party"},
               {other: {"role": role} for other, role in enumerate(roles)})


def postcard_module(name: str, at: tuple[int, int], effect: Callable[[Game, int], None]) -> Module:
    """The module of the postcard `name` (its card `postcard-<name>`), lying at `at`."""
    cell = cell_of(*at)
    card_id = f"postcard-{name}"

    def begin_round(game: Game) -> None:
        game.maze.add(cell, game.rules.catalogue.code(card_id, False))
        game.parts[name] = Used()

    def link_step(game: Game, seat: int) -> bool:
        part = game.parts[name]
        if part.used or cell not in game.maze.reached:
            return False
        part.used = True
        game.event({"type": "postcard", "seat": seat, "card": card_id, "at": list(at)})
        effect(game, seat)
        return False

    def view_part(game: Game, seat: int | None, view: dict) -> None:
        view.setdefault("postcards", []).append({"card": card_id, "at": list(at), "used": game.parts[name].used})

    def write_part(game: Game) -> dict:
        return {"used": game.parts[name].used}

    def read_part(game: Game, data: dict) -> None:
        if not isinstance(data, dict) or not isinstance(data.get("used"), bool):
            raise InvalidPosition(f"the {name} part must say whether the postcard was used: {{\"used\": true or false}}")
        code = game.maze.cards.get(cell)
        if code is None or game.rules.catalogue.types[code >> 1].id != card_id or code & 1:
            raise InvalidPosition(f"the postcard {card_id} must lie unturned at {list(at)}")
        if not data["used"] and cell in game.maze.reached and not links_pending(game):
            raise InvalidPosition(f"the postcard {card_id} is linked to the start, so it was used")
        game.parts[name] = Used()
        game.parts[name].used = data["used"]

    def sketch_part(sketch) -> dict:
        """A lesson's postcard lies at its cell, not yet linked (docs/lessons.md section 2)."""
        if any(entry["at"] == list(at) for entry in sketch.laid):
            sketch.fail("maze", f"{list(at)} is the cell of the postcard {card_id}")
        sketch.laid.append({"at": list(at), "card": card_id, "turned": False})
        return {"used": False}

    return Module(
        name, cards=name, new_part=lambda game: Used(), begin_round=begin_round,
        link_step=(POSTCARD_RANK, link_step), view_part=view_part, write_part=write_part, read_part=read_part,
        sketch_part=sketch_part,
        resample_part=lambda view, rng: {"used": next(p["used"] for p in view["postcards"] if p["card"] == card_id)},
    )


COSTUME_WORKSHOP = postcard_module("costume-workshop", (4, -2), costume_workshop)
UNDERGROUND_PARTY = postcard_module("underground-party", (4, 2), underground_party)
