"""`python -m saboteur fit-leaf`: the expert's leaf estimate (leaf.py) fitted from
self-play (issue 14).

Belief bots play a ruleset (base Saboteur or Saboteur 2) at every player count from 3 to
10 in turn, openly and hiding (belief/hiding) in turn, since the page's tables are of every
size and Hard hides. At every turn of play the runner, who sees the whole game, notes the
chance's terms (cards of route needed, plays left per working gold-digger, rockfalls in saboteurs' hands, open ends near the gold) for the true
gold; when the round ends, each note gets whether the gold was reached (in base Saboteur,
whether the gold-diggers won; in Saboteur 2, whom it pays depends on roles and doors). A logistic regression of the winner on the
terms gives the weights; Newton's method, since three weights need no library. Log-loss and
Brier score tell how well a set of weights predicts the rounds noted.
"""

from __future__ import annotations

import math
import random
from dataclasses import asdict

from .. import new_game
from ..game import Game
from ..games.base.rounds import gold_cell
from .leaf import FITTED, HAND_SET, ChanceWeights, chance_terms
from .self_play import play_out
from .tournament import tournament_bot

RIDGE = 1e-3  # keeps Newton's steps finite when the notes cannot tell two weights apart
STEPS = 30


class LeafNotes:
    def __init__(self):
        self.waiting: list[tuple[float, ...]] = []  # this round's terms: 1 (the bias), then chance_terms'
        self.rows: list[tuple[tuple[float, ...], bool]] = []  # terms, the gold reached

    def look(self, game: Game) -> None:
        self.waiting.append((1.0, *chance_terms(game, gold_cell(game))))

    def round_over(self, gold_reached: bool) -> None:
        self.rows.extend((terms, gold_reached) for terms in self.waiting)
        self.waiting = []

    def fit(self) -> ChanceWeights:
        size = len(self.rows[0][0]) if self.rows else len(ChanceWeights(0, 0, 0).as_tuple())
        weights = [0.0] * size
        for _ in range(STEPS):
            gradient = [RIDGE * w for w in weights]
            hessian = [[RIDGE if i == j else 0.0 for j in range(size)] for i in range(size)]
            for terms, won in self.rows:
                p = _logistic(weights, terms)
                for i in range(size):
                    gradient[i] += (p - won) * terms[i]
                    for j in range(size):
                        hessian[i][j] += p * (1 - p) * terms[i] * terms[j]
            step = _solve(hessian, gradient)
            weights = [w - s for w, s in zip(weights, step)]
            if max(abs(s) for s in step) < 1e-9:
                break
        return ChanceWeights(*(round(w, 3) for w in weights))

    def scores(self, weights: ChanceWeights) -> dict:
        """How well these weights predicted the noted rounds: mean log-loss and Brier score."""
        w = weights.as_tuple()
        loss = brier = 0.0
        for terms, won in self.rows:
            p = min(1 - 1e-9, max(1e-9, _logistic(w, terms)))
            loss -= math.log(p if won else 1 - p)
            brier += (p - won) ** 2
        count = max(len(self.rows), 1)
        return {"log_loss": round(loss / count, 4), "brier": round(brier / count, 4)}


def _logistic(weights, terms) -> float:
    z = sum(w * x for w, x in zip(weights, terms))
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the Newton system)."""
    size = len(vector)
    rows = [row[:] + [value] for row, value in zip(matrix, vector)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(rows[r][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        for r in range(size):
            if r != column:
                factor = rows[r][column] / rows[column][column]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[column])]
    return [rows[i][size] / rows[i][i] for i in range(size)]


def fit_leaf(games: int, seed: int, ruleset: str = "base") -> dict:
    """Play `games` games of `ruleset` (players 3 + number % 8; belief when the number is
    even, else belief/hiding; deal `seed` + number) and fit the leaf's weights to their rounds."""
    notes = LeafNotes()
    for number in range(games):
        deal = seed + number
        players = 3 + number % 8
        level = "belief/hiding" if number % 2 else "belief"
        game = new_game(ruleset, players, deal, {"gold_draw": "per_gold_digger"} if ruleset == "base" else None)
        rng = random.Random(deal)
        bots = [tournament_bot(level, seat, f"{deal}/{seat}", None, None) for seat in range(players)]
        play_out(game, bots.__getitem__, rng, lambda seat, bot: notes.look(game),
                 lambda result: notes.round_over(result["finder"] is not None))
    fitted = notes.fit()
    return {"ruleset": ruleset, "games": games, "seed": seed, "positions": len(notes.rows), "fitted": asdict(fitted),
            "scores": {"fitted": notes.scores(fitted), "leaf.py": notes.scores(FITTED[ruleset]), "hand-set": notes.scores(HAND_SET)}}


def format_leaf(report: dict) -> str:
    lines = [f"Leaf weights fitted on {report['positions']} positions of {report['games']} games of {report['ruleset']} (seed {report['seed']}): "
             f"{report['fitted']}"]
    lines.extend(f"  {name:<9} log-loss {score['log_loss']}, Brier {score['brier']}" for name, score in report["scores"].items())
    return "\n".join(lines)
