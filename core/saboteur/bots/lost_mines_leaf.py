"""Hard's leaf at The Lost Mines (issue 48, section 3): what a seat can expect from the round
in a game a search dealt itself, read from the whole dealt game (never the real one).

`raw` reads the position from the seat's side (its pool as ruling 9 shares: its clan, the
other clan for a saboteur, itself alone if selfish) against the rest; `estimate` is the
seat's points as the round would share them now plus a linear sum of `terms`, whose weights
(`WEIGHTS`) were fitted by least squares on Medium's self-play to the points the seat still
took before the round's end (`lost_mines_leaf_fit.py`)."""

from __future__ import annotations

from ..games.lost_mines.rounds import _team, share
from ..games.lost_mines.state import SELFISH, identity_of, mines
from .lost_mines_board import Board

CAP = 30  # steps of potential: further than this counts as this far (FAR is "no way at all")


def raw(game, seat: int) -> dict[str, float]:
    """The position from the seat's side, as numbers (the fit's notes and the leaf's terms)."""
    part, roles = mines(game), game.roles
    if identity_of(roles[seat]) == SELFISH:
        side = [seat]
    else:
        side = [s for s, role in enumerate(roles) if identity_of(role) != SELFISH and _team(role) == _team(roles[seat])]
    rest = [s for s in range(game.players) if s not in side]
    won, _ = share(roles, part.row, part.taken)
    if part.dragon == seat:
        won[seat] -= min(2, won[seat])
    board = Board.dealt(game)
    on_mine = {seat: cell in board.targets and cell not in board.face_down for seat, (cell, _place) in board.dwarves.items()}
    left = sum(value for (_kind, value), taker in zip(part.row, part.taken) if taker is None)
    cards = len(game.draw_pile) + sum(len(hand) for hand in game.hands)
    return {
        "now": won[seat],
        "side": min(CAP, board.potential(side)),
        "rest": min(CAP, board.potential(rest)) if rest else CAP,
        "left": left,
        "pool": len(side),
        "turns": cards / game.players,
        "selfish": float(len(side) == 1 and identity_of(roles[seat]) == SELFISH),
        "side_on_mine": sum(on_mine.get(s, False) for s in side),
        "rest_on_mine": sum(on_mine.get(s, False) for s in rest),
    }


TERMS = ("bias", "near_left", "rest_near_left", "left", "near", "rest_near",
         "near_left_turns", "rest_near_left_turns", "on_mine_left", "rest_on_mine_left", "selfish")
TURNS = 15  # turns a seat left (cards in the pile and hands by player) past which more count as this many


def terms(numbers: dict[str, float]) -> list[float]:
    """The leaf's terms from `raw`'s numbers, in TERMS' order. `near` is how near the seat's
    side stands to a mine worth reaching (1 on one, 0 at CAP steps or further), `left` the
    points still in the row by member of its pool; what nearness is worth grows with the
    points left and the turns left to take them."""
    near, rest_near = (CAP - numbers["side"]) / CAP, (CAP - numbers["rest"]) / CAP
    left = numbers["left"] / numbers["pool"]
    turns = min(numbers["turns"], TURNS) / TURNS
    return [1.0, near * left, rest_near * left, left, near, rest_near, near * left * turns,
            rest_near * left * turns, numbers["side_on_mine"] * left / 3, numbers["rest_on_mine"] * left / 3, numbers["selfish"]]


# Fitted by least squares (`python -m saboteur fit-leaf --ruleset lost-mines --games 1000 --seed 100000`,
# lost_mines_leaf_fit.py) on 197861 notes of 1000 games of Medium's self-play, 3 to 9 players, to
# the points still to come: R² 0.157 there on the games held out (every fourth; none at all:
# -0.114). Of the round's points, with those held: R² 0.329, against 0.204 for the points held
# alone and 0.102 for the leaf before (held + 0.05 per step of the race to the mines).
WEIGHTS = (-0.064, -0.094, 0.127, -0.073, 0.677, -0.253, 0.788, -0.334, 0.218, 0.026, 0.134)


def estimate(game, seat: int) -> float:
    """The seat's expected points from the round in progress (the leaf's value): those it
    holds now (a treasure taken stays taken) and those still to come."""
    numbers = raw(game, seat)
    return numbers["now"] + sum(w * t for w, t in zip(WEIGHTS, terms(numbers)))
