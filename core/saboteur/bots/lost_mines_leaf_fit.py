"""`python -m saboteur fit-leaf --ruleset lost-mines`: Hard's leaf at The Lost Mines
(lost_mines_leaf.py) fitted from Medium's self-play (issue 48, section 3).

Medium's bots play games at every player count from 3 to 9 in turn (deal `seed` + number, with
3 + deal % 7 players, the
clans dealt as the game deals them). At every third play decision the runner, who sees the
whole game, notes `lost_mines_leaf.raw` from every seat's side; when the round ends each note
gets that seat's points from the round less those it held then. The weights are those of least squares (a small ridge
keeps them finite); R² on every fourth game, held out of the fit, tells how well a set of
weights predicts the points still to come (0 for "none": the points held now alone)."""

from __future__ import annotations

import random

from .. import new_game
from .leaf_fit import _solve
from .lost_mines import LostMinesBot
from .lost_mines_leaf import TERMS, WEIGHTS, raw, terms
from .self_play import play_out

RIDGE = 1e-3
EVERY = 3  # play decisions between notes
HELD_OUT = 4  # every fourth game is kept out of the fit to score it


def notes(games: int, seed: int) -> list[tuple[int, list[float], float]]:
    """(game number, terms, the seat's points at the round's end less those it held at the
    note), one per seat and note: points held stay held, the leaf fits what is still to come."""
    rows: list[tuple[int, list[float], float]] = []
    for number in range(games):
        players = 3 + (seed + number) % 7
        game = new_game("lost-mines", players, seed + number)
        bots = [LostMinesBot(seat, reads_identities=True) for seat in range(players)]
        waiting: list[list[list[float]]] = []
        plays = [0]

        def look(_seat, _bot):
            plays[0] += 1
            if plays[0] % EVERY == 0:
                waiting.append([raw(game, seat) for seat in range(players)])

        def round_over(result):
            rows.extend((number, terms(by_seat[seat]), result["vp"][seat] - by_seat[seat]["now"])
                        for by_seat in waiting for seat in range(players))
            waiting.clear()

        play_out(game, bots.__getitem__, random.Random(seed + number), look, round_over)
    return rows


def least_squares(rows) -> list[float]:
    size = len(TERMS)
    matrix = [[RIDGE if i == j else 0.0 for j in range(size)] for i in range(size)]
    vector = [0.0] * size
    for _, x, y in rows:
        for i in range(size):
            vector[i] += x[i] * y
            row = matrix[i]
            for j in range(size):
                row[j] += x[i] * x[j]
    return _solve(matrix, vector)


def r_squared(rows, predict) -> float:
    mean = sum(y for _, _, y in rows) / len(rows)
    total = sum((y - mean) ** 2 for _, _, y in rows)
    return 1 - sum((y - predict(x)) ** 2 for _, x, y in rows) / total


def fit_lost_mines_leaf(games: int, seed: int) -> dict:
    rows = notes(games, seed)
    held = [row for row in rows if row[0] % HELD_OUT == 0]
    fitted = least_squares([row for row in rows if row[0] % HELD_OUT != 0])
    return {"ruleset": "lost-mines", "games": games, "seed": seed, "positions": len(rows),
            "fitted": dict(zip(TERMS, (round(w, 3) for w in fitted))),
            "r_squared_held_out": {
                "fitted": round(r_squared(held, lambda x: sum(w * t for w, t in zip(fitted, x))), 4),
                "lost_mines_leaf.py": round(r_squared(held, lambda x: sum(w * t for w, t in zip(WEIGHTS, x))), 4),
                "points now": round(r_squared(held, lambda x: 0.0), 4)}}


def format_lost_mines_leaf(report: dict) -> str:
    lines = [f"Leaf weights fitted on {report['positions']} notes of {report['games']} games of The Lost Mines "
             f"(seed {report['seed']}): {report['fitted']}"]
    lines.extend(f"  {name:<19} R² {score} on the games held out" for name, score in report["r_squared_held_out"].items())
    return "\n".join(lines)
