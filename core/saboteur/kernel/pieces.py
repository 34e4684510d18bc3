"""Pieces: what lies on the table that is not a card (issue 48). A dwarf on a place of a
card, a troll or a trap on a side, a tool token on a card; later La mine se rebelle's
creatures and webs. A module keeps its pieces in its part of the state (`Pieces`, copied
with the game as one list copy); views list them under `view["pieces"]` and positions
under the module's part, both as `Piece.to_json` writes them.

A side between two cells is one side: it is always named from its west or north cell
(`side_key`), so a token laid from either card is the same token.
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import E, N, S, SIDE_LETTERS, W  # noqa: F401  (S: a side key names E or S)
from ..grid import STEP, cell_of, xy

PLACE, SIDE, CARD = "place", "side", "card"
LETTER = {bit: letter for letter, bit in SIDE_LETTERS.items()}


class Piece(NamedTuple):
    kind: str  # "dwarf", "troll", "trap", "axe", ...
    on: str  # PLACE, SIDE or CARD
    cell: int
    spot: int = 0  # the place (on a place), the side bit (on a side, E or S: see side_key), else 0
    seat: int | None = None  # whose piece, if anyone's

    def to_json(self) -> dict:
        data = {"kind": self.kind, "on": self.on, "at": list(xy(self.cell))}
        if self.on == PLACE:
            data["place"] = self.spot
        elif self.on == SIDE:
            data["side"] = LETTER[self.spot]
        if self.seat is not None:
            data["seat"] = self.seat
        return data

    @classmethod
    def from_json(cls, data: dict) -> Piece:
        """A piece as `to_json` wrote it; KeyError, ValueError or TypeError if malformed."""
        on, at = data["on"], data["at"]
        if on not in (PLACE, SIDE, CARD) or not isinstance(data["kind"], str):
            raise ValueError(f"a piece lies on a place, a side or a card, not {on!r}")
        if not (isinstance(at, list) and len(at) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in at)):
            raise ValueError(f"a piece's 'at' must be [x, y], not {at!r}")
        seat = data.get("seat")
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
            raise ValueError(f"a piece's seat must be a seat, not {seat!r}")
        cell = cell_of(*at)
        if on == PLACE:
            place = data["place"]
            if not isinstance(place, int) or isinstance(place, bool) or place < 0:
                raise ValueError(f"a piece's place must be a place number, not {place!r}")
            return cls(data["kind"], on, cell, place, seat)
        if on == SIDE:
            cell, side = side_key(cell, SIDE_LETTERS[data["side"]])
            return cls(data["kind"], on, cell, side, seat)
        return cls(data["kind"], on, cell, 0, seat)


def side_key(cell: int, side: int) -> tuple[int, int]:
    """The side `side` of `cell`, named from its west or north cell: (cell, E or S)."""
    if side == W:
        return cell + STEP[W], E
    if side == N:
        return cell + STEP[N], S
    return cell, side


class Pieces:
    """The pieces on the table, in the order laid (a list of immutable `Piece`s)."""

    __slots__ = ("items",)

    def __init__(self, items: list[Piece] | None = None):
        self.items: list[Piece] = items if items is not None else []

    def copy(self) -> Pieces:
        return Pieces(self.items[:])

    def add(self, piece: Piece) -> None:
        self.items.append(piece)

    def remove(self, piece: Piece) -> None:
        self.items.remove(piece)

    def on_side(self, cell: int, side: int) -> list[Piece]:
        """The tokens on side `side` of `cell` (either card's name for it)."""
        key = side_key(cell, side)
        return [piece for piece in self.items if piece.on == SIDE and (piece.cell, piece.spot) == key]

    def of_kind(self, kind: str) -> list[Piece]:
        return [piece for piece in self.items if piece.kind == kind]

    def to_json(self) -> list[dict]:
        return [piece.to_json() for piece in self.items]
