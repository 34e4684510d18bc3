"""Webs (book 000 'Toile d'araignée', 'Hache'; rules/dark-cave.md ruling 9): a web lies on
a side between two cards that both have a path there, or on a path's open end (facing an
empty space or a face-down goal); never on a side that holds one. It blocks dwarves and
creatures, not placement. Side 2 up; its owner turns it to 1 at the start of their next
turn and removes it, its card discarded, at the start of the following one. A dwarf on a
place touching the web's side may, in its turn, discard an axe lying in front of it to
turn the web from 2 to 1 or remove a 1.

Sides are named once, from the west or north cell (`kernel.pieces.side_key`): `tool` is E or S.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import make
from ...cards import SIDE_LETTERS
from ...grid import OPPOSITE, STEP, cell_of, xy
from ...kernel.handlers import Condition, Handler
from ...kernel.pieces import LETTER, SIDE, Piece, side_key
from ..base.cards import off_board
from ..lost_mines.cards import _no_such_side as no_such_side
from .state import WEB, cave

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game

E, S = SIDE_LETTERS["E"], SIDE_LETTERS["S"]


def side_open(game: Game, cell: int, side: int) -> bool:
    """Whether a web may lie on side `side` of `cell`: a path on both cards there, or a
    path ending there toward an empty space or a face-down goal (ruling 9)."""
    maze, open_mask = game.maze, game.rules.catalogue.open_mask
    neighbour = cell + STEP[side]
    here, there = maze.cards.get(cell), maze.cards.get(neighbour)
    path_here = here is not None and bool(open_mask[here] & side)
    path_there = there is not None and bool(open_mask[there] & OPPOSITE[side])
    if here is not None and there is not None:
        return path_here and path_there
    return path_here or path_there


def open_sides(game: Game) -> list[tuple[int, int]]:
    """Every side a web may lie on, named once, in order."""
    open_mask = game.rules.catalogue.open_mask
    return sorted({side_key(cell, side) for cell, code in game.maze.cards.items() for side in (1, 2, 4, 8)
                   if open_mask[code] & side and side_open(game, cell, side)})


def _no_path_end(game: Game, seat: int, card: int, action: Action) -> str | None:
    if not side_open(game, *side_key(cell_of(*action.at), SIDE_LETTERS[action.tool])):
        return f"side {action.tool} of {list(action.at)} is neither a path between two cards nor a path's open end"
    return None


def _web_there(game: Game, seat: int, card: int, action: Action) -> str | None:
    if side_key(cell_of(*action.at), SIDE_LETTERS[action.tool]) in cave(game).webs:
        return f"side {action.tool} of {list(action.at)} holds a web already"
    return None


class LayWeb(Handler):
    kind = "lay_web"
    conditions = (
        Condition("the space is on the table", off_board),
        Condition("the side is named once, as E or S", no_such_side),
        Condition("a path runs across the side", _no_path_end),
        Condition("no web lies on the side", _web_there),
    )

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        card_id, webs = game.rules.catalogue.types[card].id, cave(game).webs
        return [make("lay_web", card_id, xy(cell), tool=LETTER[side])
                for cell, side in open_sides(game) if (cell, side) not in webs]

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        cell, side = side_key(cell_of(*action.at), SIDE_LETTERS[action.tool])
        part = cave(game)
        part.pieces.add(Piece(WEB, SIDE, cell, side, seat))
        part.webs[(cell, side)] = (card, 2)
        part.front[seat].append(card)  # in front of its player until the web goes (book)
        game.event({"type": "web_laid", "seat": seat, "card": action.card, "at": list(xy(cell)), "side": LETTER[side]})
        return False


def remove_web(game: Game, key: tuple[int, int], why: str) -> None:
    """The web on side `key` goes, its card from its owner's front to the discard."""
    part = cave(game)
    card, _count = part.webs.pop(key)
    piece = next(p for p in part.pieces.items if p.kind == WEB and (p.cell, p.spot) == key)
    part.pieces.remove(piece)
    part.front[piece.seat].remove(card)
    game.discards.append((card, True))
    game.event({"type": "web_removed", "seat": piece.seat, "at": list(xy(key[0])), "side": LETTER[key[1]], "why": why})


def count_down(game: Game, seat: int) -> None:
    """At the start of its owner's turn a web turns from 2 to 1, or goes (ruling 9)."""
    part = cave(game)
    for piece in [p for p in part.pieces.items if p.kind == WEB and p.seat == seat]:
        key = (piece.cell, piece.spot)
        card, count = part.webs[key]
        if count == 2:
            part.webs[key] = (card, 1)
            game.event({"type": "web_turned", "seat": seat, "at": list(xy(key[0])), "side": LETTER[key[1]], "why": "time"})
        else:
            remove_web(game, key, "time")


def _axe(game: Game, seat: int) -> int | None:
    """An axe card lying in front of `seat`, if any."""
    tool = game.rules.catalogue.tool
    return next((card for card in cave(game).front[seat] if tool[card] == "axe"), None)


def has_axe(game: Game, seat: int) -> bool:
    return _axe(game, seat) is not None


def discard_axe(game: Game, seat: int) -> None:
    card = _axe(game, seat)
    cave(game).front[seat].remove(card)
    game.discards.append((card, True))


def _beside(game: Game, seat: int) -> list[tuple[int, int]]:
    """The webs on a side the seat's dwarf's place touches."""
    part = cave(game)
    dwarf = part.dwarf(seat)
    if dwarf is None or not part.webs:
        return []
    mask = game.rules.catalogue.place_masks[game.maze.cards[dwarf.cell]][dwarf.spot]
    return sorted(key for side in (1, 2, 4, 8) if mask & side for key in [side_key(dwarf.cell, side)] if key in part.webs)


def cut_actions(game: Game, seat: int) -> list[Action]:
    if not has_axe(game, seat):
        return []
    return [make("cut_web", at=xy(cell), tool=LETTER[side]) for cell, side in _beside(game, seat)]


def cut_refusal(game: Game, seat: int, action: Action) -> str | None:
    if not has_axe(game, seat):
        return "no axe lies in front of you"
    if action.tool not in ("E", "S"):
        return f"name a side once, as E or S of the west or north card, not {action.tool!r}"
    if (cell_of(*action.at), SIDE_LETTERS[action.tool]) not in _beside(game, seat):
        return f"no web lies on side {action.tool} of {list(action.at)} beside your dwarf"
    return None


def cut_web(game: Game, seat: int, action: Action) -> None:
    """Ruling 9: the axe discarded, the web turned from 2 to 1 or removed."""
    part = cave(game)
    key = (cell_of(*action.at), SIDE_LETTERS[action.tool])
    discard_axe(game, seat)
    card, count = part.webs[key]
    if count == 2:
        part.webs[key] = (card, 1)
        game.event({"type": "web_turned", "seat": seat, "at": list(action.at), "side": action.tool, "why": "axe"})
    else:
        remove_web(game, key, "axe")
