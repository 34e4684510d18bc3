"""Candidates searched on the same deals (Hard in the clan games): each sweep deals one game
and plays every candidate in it with the same rollout seed (`sweeps`), and a search's first
candidate (Medium's choice) is kept unless another beats it surely, deal by deal
(`confident_best`)."""

from __future__ import annotations

import random
from collections.abc import Callable


def sweeps(actions: list, deal: Callable, rng: random.Random, rollout: Callable, leaf: Callable,
           iterations: int, time_is_up: Callable[[int], bool]) -> tuple[list[list[float]], int]:
    """Each candidate's values, one a sweep, and the rollouts played. A sweep deals a game
    (`deal()`, then a rollout seed from `rng`) and plays each candidate in it: `rollout(game,
    rng)` plays on and says False when it was cut off by the clock, which ends the search
    with that rollout unscored; `leaf(game)` scores it. The search stops before a sweep that
    would pass `iterations` rollouts, and before any rollout once `time_is_up(rollouts)`: a
    sweep cut short leaves the candidates after it with the deals they had."""
    values: list[list[float]] = [[] for _ in actions]
    rollouts, cut = 0, False
    while not cut and rollouts + len(actions) <= iterations and not time_is_up(rollouts):
        game = deal()
        seed = rng.random()
        for index, action in enumerate(actions):
            if time_is_up(rollouts):
                break
            trial = game.copy()
            trial.apply(action)
            cut = not rollout(trial, random.Random(seed))
            if cut:
                break
            values[index].append(leaf(trial))
            rollouts += 1
    return values, rollouts


def confident_best(values: list[list[float]], confidence: float, min_edge: float,
                   prior: list[float] | None = None) -> tuple[int, list[float | None]]:
    """The index of the candidate to play, and each candidate's edge (None where fewer than two
    sweeps reached it). Every sweep dealt each candidate the same game and rollout seed, so a
    candidate's edge is its mean difference to the first (index 0) over the sweeps that reached
    both, plus its `prior` less the first's, less `confidence` standard errors of that
    difference; another than the first is played only past `min_edge`."""
    prior = prior or [0.0] * len(values)
    edges: list[float | None] = [0.0] + [None] * (len(values) - 1)
    for index in range(1, len(values)):
        differences = [value - first for value, first in zip(values[index], values[0])]
        count = len(differences)
        if count < 2:
            continue
        mean = sum(differences) / count
        spread = (sum((d - mean) ** 2 for d in differences) / (count - 1) / count) ** 0.5
        edges[index] = mean + prior[index] - prior[0] - confidence * spread
    best = max(range(len(values)), key=lambda index: -1.0 if edges[index] is None else edges[index])
    return (best if edges[best] > min_edge else 0), edges
