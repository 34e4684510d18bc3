"""Spaces of the table. Packed into ints so that a neighbour is one addition away;
`cell_of` and `xy` convert at the edges of the engine (views, actions, positions)."""

from .cards import E, N, S, W

_OFFSET = 128
STEP = {N: -1, S: 1, E: 256, W: -256}
OPPOSITE = {N: S, S: N, E: W, W: E}


def cell_of(x: int, y: int) -> int:
    return ((x + _OFFSET) << 8) | (y + _OFFSET)


def xy(cell: int) -> tuple[int, int]:
    return (cell >> 8) - _OFFSET, (cell & 255) - _OFFSET
