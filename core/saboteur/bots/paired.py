"""Choosing among candidates searched on the same deals (Hard in the clan games): a search's
first candidate (Medium's choice) is kept unless another beats it surely, deal by deal."""

from __future__ import annotations


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
