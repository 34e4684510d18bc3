"""Levels as teams (issue 48 and issue 49, 'Must hold'): one level plays every dwarf of the
blue clan and the other every dwarf of the yellow clan; each deal is played twice, the
levels' clans swapped.

The Lost Mines: a seat's clan is the back of its card, dealt each round, so each seat keeps
a bot of both levels and plays the one of its clan this round; a level's score is the mean
victory points of the seats it played in a round (its clan's loyal, selfish and saboteur
dwarves alike). La mine se rebelle: a seat plays for the clan it works for (a saboteur for
the other clan than its back's: with 3 or 4 players every back is the same), and a level's
score is its clan's result, 1 a win, 0 a loss, 1/2 a draw. Then the first level less the
second deal by deal, with normal 95% intervals."""

from __future__ import annotations

import random

from .. import new_game
from ..errors import ConfigError
from .self_play import play_out
from .intervals import normal_interval
from .tournament import caps_by_level, game_results, tournament_bot, tournament_level

CLANS = ("blue", "yellow")
TITLES = {"lost-mines": "The Lost Mines", "dark-cave": "The Dark Cave"}
SCORES = {"lost-mines": "VP", "dark-cave": "wins"}


class ClanPlayer:
    """One seat: its bot of the level that plays its clan this round (the clan it works for,
    where the view says it)."""

    def __init__(self, bots_by_clan: dict[str, object]):
        self.bots_by_clan = bots_by_clan

    def choose(self, view: dict, rng) -> dict:
        return self.bots_by_clan[view.get("works_for") or view["clan"]].choose(view, rng)


def clan_tournament(levels: list, players: int, games: int, seed: int, time_budget=None, iterations=None,
                    jobs: int = 1, ruleset: str = "lost-mines", log=None) -> dict:
    """With `jobs` > 1 the games are played in that many processes; with a `log` (a file's
    path) each game is written there as it ends and games already there are read back, not
    played again (tournament_log.py): the report is the same either way."""
    names = [tournament_level(level) for level in levels]
    if len(names) != 2 or names[0] == names[1]:
        raise ConfigError("a clan tournament takes two levels")
    iterations = caps_by_level(iterations, names)
    plans = [(names, number % 2, players, seed + number // 2, time_budget, iterations, ruleset) for number in range(games)]
    run_name = {"teams": "clans", "ruleset": ruleset, "levels": names, "players": players, "seed": seed,
                "time_budget": time_budget, "iterations": iterations}
    by_level: dict[str, list[float]] = {name: [] for name in names}
    gaps: dict[int, list[float]] = {}
    for number, (rounds, _, _) in game_results(plans, list(range(games)), log, run_name, None, jobs, _play_logged):
        deal = plans[number][3]
        for scores in rounds:
            for name in names:
                by_level[name].append(scores[name])
            gaps.setdefault(deal, []).append(scores[names[0]] - scores[names[1]])
    report = {"ruleset": ruleset, "teams": "clans", "players": players, "games": games, "seed": seed,
              "by_level": {name: _summary(values, "rounds") for name, values in by_level.items()},
              "paired": {"levels": names, **_summary([sum(g) / len(g) for g in gaps.values()], "deals")}}
    return report


def _summary(values: list[float], counted: str) -> dict:
    mean, low, high = normal_interval(values)
    return {"mean_vp": round(mean, 3), "ci95": [round(low, 3), round(high, 3)], counted: len(values)}


def _play_logged(plan: tuple) -> tuple[list[dict[str, float]], list, None]:
    """`_play` as the tournament log keeps a game (outcomes, round winners, no meter); the
    plan ends with what a meter would keep (`tournament._played`), which clans have not."""
    return _play(plan[:-1]), [], None


def _play(plan: tuple) -> list[dict[str, float]]:
    """One game: per round, each level's mean victory points over the seats it played (La
    mine se rebelle: its clan's result)."""
    names, swap, players, deal, time_budget, iterations, ruleset = plan
    clan_level = {CLANS[0]: names[swap], CLANS[1]: names[1 - swap]}
    game = new_game(ruleset, players, deal)
    seats = [ClanPlayer({clan: tournament_bot(level, seat, f"{deal}/{seat}/{level}", time_budget, iterations)
                         for clan, level in clan_level.items()}) for seat in range(players)]
    rounds = []

    def on_round_end(result: dict) -> None:
        if ruleset == "dark-cave":
            winner = result["winner"]
            rounds.append({level: 0.5 if winner is None else float(winner == clan) for clan, level in clan_level.items()})
            return
        scores = {}
        for clan, level in clan_level.items():
            won = [vp for vp, seat_clan in zip(result["vp"], result["clans"]) if seat_clan == clan]
            scores[level] = sum(won) / len(won) if won else 0.0
        rounds.append(scores)

    play_out(game, seats.__getitem__, random.Random(f"clan-tournament/{deal}"), None, on_round_end)
    return rounds


def format_clans(report: dict) -> str:
    ruleset = report["ruleset"]
    lines = [f"{report['games']} games of {TITLES[ruleset]}, {report['players']} players, levels as clans (seed {report['seed']})",
             f"{'level':<10} {SCORES[ruleset]:>8}  95% interval      rounds"]
    for level, entry in report["by_level"].items():
        low, high = entry["ci95"]
        lines.append(f"{level:<10} {entry['mean_vp']:>8.3f}  [{low:.3f}, {high:.3f}]  {entry['rounds']:>6}")
    paired = report["paired"]
    first, second = paired["levels"]
    low, high = paired["ci95"]
    lines.append(f"{first} - {second} by deal: {paired['mean_vp']:+.3f} [{low:+.3f}, {high:+.3f}] over {paired['deals']} deals")
    return "\n".join(lines)
