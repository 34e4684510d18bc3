"""Intervals for tournament figures: a win rate's Wilson interval and a mean's normal one
(shared by the tournaments, the suspicion meter and the log comparisons)."""

from __future__ import annotations

import math


def wilson(wins: int, total: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a win rate."""
    if total == 0:
        return (0.0, 1.0)
    p = wins / total
    centre = p + z * z / (2 * total)
    spread = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total))
    scale = 1 + z * z / total
    return ((centre - spread) / scale, (centre + spread) / scale)


def win_rate(wins: int, total: int) -> dict:
    """A win rate with its 95% Wilson interval and count."""
    low, high = wilson(wins, total)
    return {"win_rate": round(wins / total, 4) if total else None, "ci95": [round(low, 4), round(high, 4)], "role_rounds": total}


def normal_interval(values: list[float], z: float = 1.96) -> tuple[float, float, float]:
    """(mean, low, high): the mean with a normal 95% interval."""
    count = len(values)
    mean = sum(values) / count if count else 0.0
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / (count - 1) / count) if count > 1 else 0.0
    return mean, mean - z * spread, mean + z * spread
