"""Random games, for statistics and smoke checks: `python -m saboteur simulate`."""

from __future__ import annotations

import random
from collections import Counter

from . import new_game


def play_random_game(players: int, seed: int, options: dict | None = None, ruleset: str = "base"):
    """A whole game where every seat picks uniformly among its legal actions."""
    game = new_game(ruleset, players, seed, options)
    rng = random.Random(seed)
    while game.to_move is not None:
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    return game


def simulate(players: int, games: int, seed: int, options: dict | None = None) -> dict:
    """Win rates by role, turns per round and gold paid by role, over random games."""
    wins, role_rounds, gold_by_role = Counter(), Counter(), Counter()
    round_lengths: list[int] = []
    for number in range(games):
        game = play_random_game(players, seed + number, options)
        turns = 0
        roles: list[str] = []
        for public, private in game.events:
            kind = public["type"]
            if kind in ("place", "break", "repair", "rockfall", "map", "pass"):
                turns += 1
            elif kind == "round_end":
                round_lengths.append(turns)
                turns = 0
                roles = public["roles"]
                for role in roles:
                    role_rounds[role] += 1
                    wins[role] += role == public["winners"]
            elif kind == "keep_gold":
                gold_by_role[roles[public["seat"]]] += private[public["seat"]]["value"]
            elif kind == "saboteur_paid":
                gold_by_role[roles[public["seat"]]] += sum(private[public["seat"]]["values"])
    rounds = len(round_lengths)
    return {
        "players": players,
        "games": games,
        "rounds": rounds,
        "win_rate_by_role": {role: round(wins[role] / role_rounds[role], 4) for role in sorted(role_rounds)},
        "turns_per_round": {
            "mean": round(sum(round_lengths) / rounds, 2),
            "min": min(round_lengths),
            "max": max(round_lengths),
        },
        "gold_per_game_by_role": {role: round(gold_by_role[role] / games, 3) for role in sorted(role_rounds)},
    }
