"""Bot tournaments: `python -m saboteur tournament --bots heuristic,expert ...`.

Levels meet as teams. In each round one level plays every gold-digger seat and the other
every saboteur seat (the runner reads the roles from the game; the bots never do). Each
deal is played once per ordered pair of levels, so every level meets the same cards in
both roles and the seats rotate with the deals. A role-round is won when the seat's team
wins the round. One level alone plays against itself (its saboteurs' win rate is then the
table's balance).

Saboteur 2 (`nugget_tournament`) has six roles that change every round, so levels meet
as seats instead: level i sits at seats i, i + L, ... (L levels) and each deal is played
L times with the levels turned one seat on, so every level meets the same cards at every
seat. A level's score is its mean nuggets per seat and game, with a 95% interval.

A level named with "/open" (`expert/open`) plays its role openly, as before issue 14: its
saboteurs do not hide and its gold-diggers do not show good faith; with "/hiding"
(`belief/hiding`) a level that plays openly hides (for comparisons: the page's Hard hides,
its Medium does not); with "/refill" (`belief/refill`) a level that measures a stretch cut
off by a rockfall as rock refills the gap, as Hard does and as people do (route.py).
`expert/flat` is the expert before issue 14's search (bots/flat_expert.py); `--iterations`
caps both experts' rollouts alike, or each its own (`expert=1096,expert/flat/open=1353`:
the rollouts each reaches in the page's second, which differ since their rollouts do).
"""

from __future__ import annotations

import multiprocessing
import random
from collections import Counter
from itertools import permutations

from .. import new_game
from ..errors import ConfigError
from ..games.base.gold import GOLD_DIGGER, SABOTEUR
from . import level_name, make_bot
from .intervals import normal_interval, win_rate
from .self_play import play_out
from .suspicion import SuspicionMeter
from .tournament_log import TournamentLog, code_digest

ROLES = (GOLD_DIGGER, SABOTEUR)
# A level's name may end in one of these, which sets one of its bots' ways: whether they
# hide (hiding.py) or refill the gap a rockfall cut (route.py).
SUFFIXES = {"/open": ("hides", False), "/hiding": ("hides", True), "/refill": ("rejoins", True)}


def _suffix(level: str) -> tuple[str, str, tuple[str, bool] | None]:
    """(the level without its suffix, the suffix, the bots' attribute it sets and its value, or None)."""
    for suffix, setting in SUFFIXES.items():
        if level.endswith(suffix):
            return level[: -len(suffix)], suffix, setting
    return level, "", None


def tournament_level(level) -> str:
    """The level's name, its suffix ("/open", "/hiding", "/refill") kept."""
    name, suffix, _ = _suffix(str(level))
    return level_name(name) + suffix


def tournament_bot(level: str, seat: int, seed: str, time_budget, iterations):
    """`iterations`: one rollout cap for every level, or a cap by level (tournament_level's names)."""
    name, _, setting = _suffix(level)
    if isinstance(iterations, dict):
        iterations = iterations.get(level)
    bot = make_bot(name, seat, seed, time_budget, iterations)
    if setting is not None:
        setattr(bot, *setting)  # before the bot first looks: its trackers are made then
    return bot


def caps_by_level(iterations, names: list[str]):
    """The rollout caps with their levels named as the tournament names them; a cap for a
    level that does not play is refused, since it would be a typo that the report hides."""
    if not isinstance(iterations, dict):
        return iterations
    caps = {tournament_level(level): cap for level, cap in iterations.items()}
    for level in caps:
        if level not in names:
            raise ConfigError(f"rollouts are given for {level!r}, which is not one of the tournament's levels ({', '.join(names)})")
    return caps


def play_game(team_levels: dict[str, str], players: int, seed: int, time_budget, iterations, options=None, meter=None):
    """One game; `team_levels` maps each role to the level playing it.

    Returns (level, role, won) per seat and round, and each round's winning role.
    A `meter` (SuspicionMeter) reads each bot's beliefs after its choice, and each round's roles.
    """
    game = new_game("base", players, seed, options)
    rng = random.Random(f"tournament/{seed}")
    bots: dict[tuple[int, str], object] = {}
    outcomes: list[tuple[str, str, bool]] = []
    round_winners: list[str] = []

    def bot_at(seat: int):
        level = team_levels[game.roles[seat]]
        if (seat, level) not in bots:
            bots[(seat, level)] = tournament_bot(level, seat, f"{seed}/{seat}", time_budget, iterations)
        return bots[(seat, level)]

    def on_play(seat: int, bot) -> None:
        if meter is not None:
            meter.look_team(seat, team_levels, game.roles, bot)

    def on_round_end(result: dict) -> None:
        if meter is not None:
            meter.team_round_over(team_levels, result)
        round_winners.append(result["winners"])
        for role in result["roles"]:
            outcomes.append((team_levels[role], role, role == result["winners"]))

    play_out(game, bot_at, rng, on_play, on_round_end)
    return outcomes, round_winners


def pairings(levels: list[str]) -> list[dict[str, str]]:
    if len(set(levels)) == 1:
        return [{GOLD_DIGGER: levels[0], SABOTEUR: levels[0]}]
    return [{GOLD_DIGGER: a, SABOTEUR: b} for a, b in permutations(dict.fromkeys(levels), 2)]


def tournament(levels: list, players: int, games: int, seed: int, time_budget=None, iterations=None, options=None,
               meter=None, jobs: int = 1, log=None, saboteurs=None) -> dict:
    """Win rates by level and role over `games` games (deals repeat once per pairing);
    with a `meter` (suspicion.SuspicionMeter), what the gold-diggers believed too. With
    `jobs` > 1 the games are played in that many processes; the report is the same. With
    a `log` (a file's path) each game is written there as it ends, and games already
    there are read back, not played again (tournament_log.py). With `saboteurs` (a level)
    only the games where that level plays the saboteurs are played: the same games, with
    the same numbers and deals, as in the whole tournament."""
    names = [tournament_level(level) for level in levels]
    iterations = caps_by_level(iterations, names)
    tables = pairings(names)
    wins, totals = Counter(), Counter()
    by_deal: dict[int, Counter] = {}  # per deal, (level, won) -> role-rounds
    saboteur_rounds = rounds = 0
    plans = [(tables[number % len(tables)], players, seed + number // len(tables), time_budget, iterations, options)
             for number in range(games)]
    numbers = list(range(games))
    named = {}
    if saboteurs is not None:
        saboteurs = tournament_level(saboteurs)
        if saboteurs not in names:
            raise ConfigError(f"the saboteurs' level {saboteurs!r} is not one of the tournament's ({', '.join(names)})")
        numbers = [number for number in numbers if plans[number][0][SABOTEUR] == saboteurs]
        named = {"saboteurs": saboteurs}  # only then: logs of whole tournaments name no such field
    judged = None if meter is None else meter.keep_judgements
    run_name = {"levels": names, "players": players, "seed": seed, "time_budget": time_budget, "iterations": iterations,
            "options": options, "meter": judged, **named}
    for number, (outcomes, round_winners, game_meter) in game_results(plans, numbers, log, run_name, judged, jobs, _play_planned):
        deal = plans[number][2]
        if meter is not None:
            meter.absorb(game_meter)
        for level, role, won in outcomes:
            wins[(level, role)] += won
            totals[(level, role)] += 1
            by_deal.setdefault(deal, Counter())[(level, won)] += 1
        rounds += len(round_winners)
        saboteur_rounds += round_winners.count(SABOTEUR)
    report = summarise(names, players, len(numbers), seed, wins, totals, saboteur_rounds, rounds)
    if len(tables) == 2 and saboteurs is None:
        report["paired"] = paired_gap(list(dict.fromkeys(names)), by_deal, games // 2)
    if meter is not None:
        report["suspicion"] = meter.report()
    return report


def game_results(plans: list[tuple], numbers: list[int], log, run_name: dict, judged: bool | None, jobs: int, play):
    """(number, result) for each of the planned games `numbers`, in order: read back from
    the `log` (a file's path, or None) if it holds the game, else played (`_played`) and
    written there. `run_name` names the tournament in the log; the code's digest is added."""
    record = None if log is None else TournamentLog(log, {**run_name, "code": code_digest()})
    logged = {} if record is None else record.finished()
    if record is not None:
        record.refuse_new_games(sum(number not in logged for number in numbers))
    fresh = _played([plans[number] for number in numbers if number not in logged], judged, jobs, play)
    try:
        for number in numbers:
            if number in logged:
                yield number, logged[number]
            else:
                result = next(fresh)
                if record is not None:
                    record.write(number, *result)
                yield number, result
    finally:
        fresh.close()  # ends the processes' pool


def _played(plans: list[tuple], judged: bool | None, jobs: int, play):
    """Each planned game's result by `play` (`_play_planned` or `_play_planned_nuggets`), in
    order: played here one after another, or spread over `jobs` processes (every game seeds
    its own bots and deal, so where it is played changes nothing). `judged`: None for no
    meter, else whether the meters keep every judgement."""
    plans = [plan + (judged,) for plan in plans]
    if jobs <= 1 or len(plans) <= 1:
        yield from map(play, plans)
        return
    with multiprocessing.Pool(min(jobs, len(plans))) as pool:
        yield from pool.imap(play, plans)


def new_game_meter(judged: bool | None):
    """A planned game's own SuspicionMeter, or None (`judged`: see `_played`)."""
    return None if judged is None else SuspicionMeter(keep_judgements=judged)


def _play_planned(plan: tuple):
    """A base game's (outcomes, round winners, its own SuspicionMeter or None)."""
    *game_plan, judged = plan
    meter = new_game_meter(judged)
    outcomes, round_winners = play_game(*game_plan, meter=meter)
    return outcomes, round_winners, meter


def paired_gap(levels: list[str], by_deal: dict[int, Counter], complete: int) -> dict:
    """The first level's win rate less the second's, deal by deal, over the deals each has
    played from both sides (the first `complete`): the same cards in both roles, so much of
    the luck of the deal cancels and the interval is tighter than the two win rates'."""
    first, second = levels
    gaps = []
    for deal in sorted(by_deal)[:complete]:
        counts = by_deal[deal]
        rate = {level: counts[(level, True)] / (counts[(level, True)] + counts[(level, False)]) for level in levels}
        gaps.append(rate[first] - rate[second])
    mean, low, high = normal_interval(gaps)
    return {"levels": levels, "gap": round(mean, 4), "ci95": [round(low, 4), round(high, 4)], "deals": len(gaps)}


def rates_by_role(wins: Counter, totals: Counter, level: str) -> dict:
    """`level`'s win rate over all its role-rounds, and in each role (`wins` and `totals` by (level, role))."""
    entry = win_rate(sum(wins[(level, role)] for role in ROLES), sum(totals[(level, role)] for role in ROLES))
    entry["by_role"] = {role: win_rate(wins[(level, role)], totals[(level, role)]) for role in ROLES}
    return entry


def summarise(names, players, games, seed, wins, totals, saboteur_rounds, rounds) -> dict:
    by_level = {}
    for level in dict.fromkeys(names):
        entry = rates_by_role(wins, totals, level)
        role_rates = [wins[(level, r)] / totals[(level, r)] for r in ROLES if totals[(level, r)]]
        entry["role_balanced_win_rate"] = round(sum(role_rates) / len(role_rates), 4) if role_rates else None
        by_level[level] = entry
    return {
        "players": players,
        "games": games,
        "seed": seed,
        "rounds": rounds,
        "by_level": by_level,
        "saboteurs": win_rate(saboteur_rounds, rounds),
    }


def rate_lines(by_level: dict[str, dict], width: int) -> list[str]:
    """A line per level and role (and "all") that has role-rounds: rates_by_role's entries as text."""
    lines = []
    for level, entry in by_level.items():
        for role, rate in [("all", entry)] + list(entry["by_role"].items()):
            if rate["role_rounds"]:
                low, high = rate["ci95"]
                lines.append(f"{level:<{width}} {role:<12} {rate['win_rate']:>8.3f}  [{low:.3f}, {high:.3f}]  {rate['role_rounds']:>8}")
    return lines


def format_table(report: dict) -> str:
    """The report as a small text table."""
    lines = [f"{report['games']} games, {report['players']} players, {report['rounds']} rounds (seed {report['seed']})"]
    width = max([10] + [len(level) for level in report["by_level"]])  # the levels' names
    lines.append(f"{'level':<{width}} {'role':<12} {'win rate':>8}  95% interval     role-rounds")
    lines += rate_lines(report["by_level"], width)
    sab = report["saboteurs"]
    lines.append(f"saboteurs won {sab['win_rate']:.3f} of rounds [{sab['ci95'][0]:.3f}, {sab['ci95'][1]:.3f}]")
    paired = report.get("paired")
    if paired and paired["deals"]:
        first, second = paired["levels"]
        low, high = paired["ci95"]
        lines.append(f"{first} - {second} by deal: {paired['gap']:+.3f} [{low:+.3f}, {high:+.3f}] over {paired['deals']} deals")
    return "\n".join(lines)


def nugget_tournament(levels: list, players: int, games: int, seed: int, time_budget=None, iterations=None,
                      meter=None, jobs: int = 1, log=None, ruleset: str = "saboteur2", modules: tuple = ()) -> dict:
    """Mean nuggets (or gold) per seat-game by level over `games` games of `ruleset` with
    the optional `modules` (each deal once per turn of the levels around the table): the
    tournament of any game where levels sit at seats, not roles (Saboteur 2, or a game with
    anniversary modules, whose roles are more than two teams). With a `meter`
    (suspicion.SuspicionMeter), what each level's Bayesian seats believed of each level's
    seats too. With `jobs` > 1 the games are played in that many processes; the report is
    the same. With a `log`, as `tournament`'s: each game written as it ends, those already
    there read back."""
    names = list(dict.fromkeys(tournament_level(level) for level in levels))
    iterations = caps_by_level(iterations, names)
    modules = tuple(modules)
    plans = []
    for number in range(games):
        shift = number % len(names)
        seat_levels = [names[(seat + shift) % len(names)] for seat in range(players)]
        plans.append((seat_levels, players, seed + number // len(names), time_budget, iterations, ruleset, modules))
    judged = None if meter is None else meter.keep_judgements
    named = {"modules": list(modules)} if modules else {}  # only then: earlier logs name no such field
    run_name = {"ruleset": ruleset, "levels": names, "players": players, "seed": seed, "time_budget": time_budget,
            "iterations": iterations, "meter": judged, **named}
    nuggets: dict[str, list[int]] = {name: [] for name in names}
    # per deal, the first level's mean nuggets less the second's, over the deal's turns
    gaps: dict[int, list[float]] = {}
    games_played = game_results(plans, list(range(games)), log, run_name, judged, jobs, _play_planned_nuggets)
    for number, (totals, _, game_meter) in games_played:
        seat_levels, _, deal, *_ = plans[number]
        if meter is not None:
            meter.absorb(game_meter)
        for level, total in zip(seat_levels, totals):
            nuggets[level].append(total)
        if len(names) == 2:
            first, second = ([t for level, t in zip(seat_levels, totals) if level == name] for name in names)
            gaps.setdefault(deal, []).append(sum(first) / len(first) - sum(second) / len(second))
    report = {
        "ruleset": ruleset, **named, "players": players, "games": games, "seed": seed,
        "by_level": {level: _mean(values) for level, values in nuggets.items()},
    }
    if gaps:  # the same deals seen by both levels: a paired, tighter comparison
        report["paired"] = {"levels": names, **_mean([sum(g) / len(g) for g in gaps.values()], "deals")}
    if meter is not None:
        report["suspicion"] = meter.report()
    return report


def play_nugget_game(seat_levels: list[str], players: int, deal: int, time_budget, iterations, ruleset: str = "saboteur2",
                     modules: tuple = (), meter=None) -> list[int]:
    """One game of `ruleset` with `modules`, `seat_levels[seat]` at each seat: each seat's
    score. A `meter` reads each Bayesian bot's beliefs after its choice, with the roles of
    that moment."""
    game = new_game(ruleset, players, deal, modules=list(modules))
    rng = random.Random(f"tournament/{deal}")
    bots = [tournament_bot(level, seat, f"{deal}/{seat}", time_budget, iterations) for seat, level in enumerate(seat_levels)]
    on_play = on_round_end = None
    if meter is not None:
        def on_play(seat: int, bot) -> None:
            meter.look_seats(seat, seat_levels, game.roles, bot)

        def on_round_end(result: dict) -> None:
            meter.seats_round_over(seat_levels, result)
    play_out(game, bots.__getitem__, rng, on_play, on_round_end)
    return game.gold_totals()


def _play_planned_nuggets(plan: tuple):
    """A Saboteur 2 game's (seats' nuggets, no round winners, its own SuspicionMeter or None):
    the shape of a base game's result, as a log keeps it."""
    *game_plan, judged = plan
    meter = new_game_meter(judged)
    return play_nugget_game(*game_plan, meter=meter), [], meter


def _mean(values: list[float], counted: str = "seat_games") -> dict:
    """Mean nuggets with a normal 95% interval (seat-games of one game are not independent:
    the interval is a guide; the paired gap by deal is the sharper test)."""
    mean, low, high = normal_interval(values)
    return {"mean_nuggets": round(mean, 3), "ci95": [round(low, 3), round(high, 3)], counted: len(values)}


def format_nuggets(report: dict) -> str:
    game = {"saboteur2": "Saboteur 2", "base": "Saboteur", "lost-mines": "The Lost Mines"}.get(report["ruleset"], report["ruleset"])
    if report.get("modules"):
        game += " with " + ", ".join(report["modules"])
    lines = [f"{report['games']} games of {game}, {report['players']} players (seed {report['seed']})"]
    width = max([10] + [len(level) for level in report["by_level"]])  # the levels' names
    score = {"saboteur2": "nuggets", "lost-mines": "VP"}.get(report["ruleset"], "gold")  # base: gold cards and nuggets
    lines.append(f"{'level':<{width}} {score:>8}  95% interval      seat-games")
    for level, entry in report["by_level"].items():
        low, high = entry["ci95"]
        lines.append(f"{level:<{width}} {entry['mean_nuggets']:>8.3f}  [{low:.3f}, {high:.3f}]  {entry['seat_games']:>8}")
    paired = report.get("paired")
    if paired:
        first, second = paired["levels"]
        low, high = paired["ci95"]
        lines.append(f"{first} - {second} by deal: {paired['mean_nuggets']:.3f} [{low:.3f}, {high:.3f}] over {paired['deals']} deals")
    return "\n".join(lines)
