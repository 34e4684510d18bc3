"""A stand-in for a person at a table of bots: `tournament --bots expert,belief --guest LEVEL`.

Issue 14 is done when a person playing against Hard bots loses more often than against
Medium. A person plays with bots on both sides of the table, as gold-digger or saboteur as
the cards fall, so the team tournament (one level per role) does not measure that. Here a
guest level sits at one seat, turning with the deals, and a host level plays every other
seat; each deal is played once per host, so the guest meets the same cards, seat and roles
at every host's table. The guest's win rate is the share of its rounds its team won; its
games won, the share of its games that no seat ended with more gold (the book's winner:
the most gold after three rounds, ties sharing the win). A round is won by a team, and a
person shares the round with whichever bots the cards put on its side; a game is won
against the whole table.
`belief/refill` (Medium that refills the gap a rockfall cut, as people do) is the nearest
stand-in for a person that the bots offer; it is still a bot.
"""

from __future__ import annotations

import random
from collections import Counter

from .. import new_game
from ..errors import ConfigError
from .self_play import play_out
from .tournament import (
    caps_by_level, game_results, new_game_meter, normal_interval, paired_gap, rate_lines, rates_by_role, tournament_bot,
    tournament_level, win_rate,
)

GUEST = "guest"  # how the suspicion report names the guest's seat, whose level a host may share


def guest_seat(deal: int, players: int) -> int:
    """The guest's seat in a deal: it turns with the deals, so no seat's place in the turn order favours it."""
    return deal % players


def play_guest_game(host: str, guest: str, players: int, deal: int, time_budget, iterations, options=None,
                    meter=None) -> dict:
    """One game with `guest` at its seat and `host` at every other: {"rounds": the guest's
    [role, won] per round, "gold": each seat's gold at the end}. A `meter`
    (suspicion.SuspicionMeter) reads the guest's beliefs after each of its choices, judging
    the seats named `GUEST` (itself) and `host`."""
    game = new_game("base", players, deal, options)
    rng = random.Random(f"tournament/{deal}")
    seat_of_guest = guest_seat(deal, players)
    bots = [tournament_bot(guest if seat == seat_of_guest else host, seat, f"{deal}/{seat}", time_budget, iterations)
            for seat in range(players)]
    labels = [GUEST if seat == seat_of_guest else host for seat in range(players)]
    rounds = []

    def on_play(seat: int, bot) -> None:
        if meter is not None and seat == seat_of_guest:
            meter.look_seats(seat, labels, game.roles, bot)

    def on_round_end(result: dict) -> None:
        role = result["roles"][seat_of_guest]
        rounds.append([role, role == result["winners"]])
        if meter is not None:
            meter.seats_round_over(labels, result)

    play_out(game, bots.__getitem__, rng, on_play, on_round_end)
    return {"rounds": rounds, "gold": game.gold_totals()}


def guest_game(outcome) -> tuple[list, list[int] | None]:
    """A guest game's (rounds, each seat's gold), as played or logged; logs written before
    the game's gold was kept hold only the rounds (gold None: not known)."""
    if isinstance(outcome, list):
        return outcome, None
    return outcome["rounds"], outcome["gold"]


def _play_planned_guest(plan: tuple):
    """A guest game's (its outcome, no round winners, its own SuspicionMeter or None): the shape a log keeps."""
    *game_plan, judged = plan
    meter = new_game_meter(judged)
    return play_guest_game(*game_plan, meter=meter), [], meter


def guest_tournament(hosts: list, guest, players: int, games: int, seed: int, time_budget=None, iterations=None,
                     options=None, meter=None, jobs: int = 1, log=None) -> dict:
    """The guest's win rate at each host's table over `games` games (each deal once per
    host, deals seed, seed + 1, ...), by role, and its games won and gold there (games_report),
    each with the gap by deal between the first two hosts' tables; with a `meter`
    (suspicion.SuspicionMeter), what the guest believed of each host's seats when it was not
    a saboteur. `jobs` and `log` as in tournament.tournament."""
    hosts = list(dict.fromkeys(tournament_level(host) for host in hosts))
    guest = tournament_level(guest)
    if len(hosts) < 2:
        raise ConfigError("a guest tournament compares the guest's rounds at two hosts' tables or more (--bots A,B)")
    iterations = caps_by_level(iterations, hosts + [guest])
    plans = [(hosts[number % len(hosts)], guest, players, seed + number // len(hosts), time_budget, iterations, options)
             for number in range(games)]
    judged = None if meter is None else meter.keep_judgements
    run_name = {"guest": guest, "levels": hosts, "players": players, "seed": seed, "time_budget": time_budget,
                "iterations": iterations, "options": options, "meter": judged}
    wins, totals = Counter(), Counter()
    by_deal: dict[int, Counter] = {}  # per deal, (host, won) -> the guest's rounds
    tables: dict[int, dict[str, tuple]] = {}  # per deal and host, (won the game, its gold, the others' mean gold)
    for number, (outcome, _, game_meter) in game_results(plans, list(range(games)), log, run_name, judged, jobs,
                                                          _play_planned_guest):
        host, _, _, deal, *_ = plans[number]
        if meter is not None:
            meter.absorb(game_meter)
        rounds, gold = guest_game(outcome)
        for role, won in rounds:
            wins[(host, role)] += won
            totals[(host, role)] += 1
            by_deal.setdefault(deal, Counter())[(host, won)] += 1
        if gold is not None:
            mine = gold[guest_seat(deal, players)]
            won_game = mine == max(gold)  # ties for the most gold share the win
            tables.setdefault(deal, {})[host] = (won_game, mine, (sum(gold) - mine) / (players - 1))
    report = {
        "guest": guest, "players": players, "games": games, "seed": seed,
        "by_host": {host: rates_by_role(wins, totals, host) for host in hosts},
        "paired": paired_gap(hosts[:2], by_deal, games // len(hosts)),  # the deals seen at every table
        **games_report(hosts, tables),
    }
    if meter is not None:
        report["suspicion"] = [row for row in meter.report() if row["gold_diggers"] == GUEST]
    return report


def games_report(hosts: list[str], tables: dict[int, dict[str, tuple]]) -> dict:
    """From each deal's (won, gold, the others' mean gold) at each host's table: the games the
    guest won and its mean gold at each table, and by deal, over the deals played at the
    first two tables, the first less the second in games won and in gold."""
    games_won = {}
    for host in hosts:
        games = [table[host] for table in tables.values() if host in table]
        games_won[host] = win_rate(sum(won for won, _, _ in games), len(games))
        if games:  # none in a log written before the game's gold was kept
            mean, low, high = normal_interval([gold for _, gold, _ in games])
            games_won[host].update({"gold": round(mean, 3), "gold_ci95": [round(low, 3), round(high, 3)],
                                    "others_gold": round(sum(others for _, _, others in games) / len(games), 3)})
    both = [table for table in tables.values() if all(host in table for host in hosts[:2])]
    first, second = hosts[:2]
    gap = {}
    for name, part in (("games", 0), ("gold", 1)):
        mean, low, high = normal_interval([table[first][part] - table[second][part] for table in both])
        gap[name] = {"gap": round(mean, 4), "ci95": [round(low, 4), round(high, 4)]}
    return {"games_won": games_won, "games_paired": {"levels": [first, second], "deals": len(both), **gap}}


def format_guest(report: dict) -> str:
    """The report as a small text table."""
    lines = [f"{report['guest']} as the guest, {report['games']} games, {report['players']} players (seed {report['seed']})"]
    width = max([10] + [len(host) for host in report["by_host"]])
    lines.append(f"{'host':<{width}} {'guest role':<12} {'win rate':>8}  95% interval          rounds")
    lines += rate_lines(report["by_host"], width)
    paired = report["paired"]
    if paired["deals"]:
        first, second = paired["levels"]
        low, high = paired["ci95"]
        lines.append(f"the guest at {first}'s table less at {second}'s, by deal: {paired['gap']:+.3f} "
                     f"[{low:+.3f}, {high:+.3f}] over {paired['deals']} deals")
    for host, rate in report["games_won"].items():
        if rate["role_rounds"]:
            low, high = rate["ci95"]
            lines.append(f"games the guest won (no seat with more gold) at {host}'s table: {rate['win_rate']:.3f} "
                         f"[{low:.3f}, {high:.3f}] of {rate['role_rounds']}; its gold {rate['gold']:.2f} "
                         f"[{rate['gold_ci95'][0]:.2f}, {rate['gold_ci95'][1]:.2f}], the others' {rate['others_gold']:.2f}")
    paired = report["games_paired"]
    if paired["deals"]:
        first, second = paired["levels"]
        for name, what in (("games", "games won"), ("gold", "gold")):
            low, high = paired[name]["ci95"]
            lines.append(f"  its {what} at {first}'s less at {second}'s, by deal: {paired[name]['gap']:+.3f} "
                         f"[{low:+.3f}, {high:+.3f}] over {paired['deals']} deals")
    return "\n".join(lines)
