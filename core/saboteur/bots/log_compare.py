"""`python -m saboteur compare-logs FIRST SECOND`: two logged tournaments, game by game.

Two base tournaments with the same seed and players deal their game n alike and give its
roles to the same place in the pairing (tournament.py), so two variants of a level, each
matched against the same opponent in its own log, meet the same cards game by game. For
one role (the saboteurs, unless told) and one level of each log (its first, unless told),
this gives the level's share of that role's role-rounds won over the games both logs hold
where it plays the role, and the first share less the second game by game, with a 95%
interval: much of the deal's luck cancels, as in the tournament's own paired gap. For the
saboteurs, when both logs were played with `--suspicion`, it also gives the mean mid-round
P(saboteur) that Bayesian gold-diggers gave the level's saboteurs over the same games
(issue 14's measure of hiding; suspicion.py).
"""

from __future__ import annotations

from ..errors import ConfigError
from ..games.base.gold import SABOTEUR
from .suspicion import SuspicionMeter, mean_interval
from .intervals import normal_interval
from .tournament_log import read_log

MATCHED = ("players", "seed", "options")  # what two logs must share for their game n to be the same deal


def compare_logs(first: str, second: str, role: str = SABOTEUR, levels: tuple = (None, None)) -> dict:
    logs = [read_log(path) for path in (first, second)]
    for (tournament, _), path in zip(logs, (first, second)):
        if tournament.get("ruleset", "base") != "base":
            raise ConfigError(f"{path} is a {tournament['ruleset']} log: compare-logs pairs base Saboteur's role-rounds")
        if "guest" in tournament:
            raise ConfigError(f"{path} is a guest tournament's log (its games keep the guest's rounds and the seats' gold): "
                              "compare-logs pairs the role-rounds of levels that meet as teams")
    (one, _), (other, _) = logs
    differing = [key for key in MATCHED if one.get(key) != other.get(key)]
    if differing:
        raise ConfigError(f"{first} and {second} deal different games (they differ in {', '.join(differing)})")
    names = []
    for (tournament, _), level, path in zip(logs, levels, (first, second)):
        played = tournament.get("levels") or []
        if level is None and played:
            level = played[0]
        if level not in played:
            raise ConfigError(f"{path} has no level {level!r} (its levels: {', '.join(played)})")
        names.append(level)
    shares = [_shares(games, level, role) for (_, games), level in zip(logs, names)]
    common = sorted(set(shares[0]) & set(shares[1]))
    if not common:
        raise ConfigError(f"{first} and {second} hold no game where their levels both play the {role}s")
    rates = []
    for share in shares:
        won, rounds = (sum(share[game][i] for game in common) for i in (0, 1))
        rates.append({"won": won, "role_rounds": rounds, "rate": round(won / rounds, 4)})
    if role == SABOTEUR and all(games[game]["meter"] for _, games in logs for game in common):
        judged = [_mid_round(games, common, level) for (_, games), level in zip(logs, names)]
        if all(judged):  # only Bayesian gold-diggers judge (belief and expert)
            for rate, values in zip(rates, judged):
                rate["mid_round_p_saboteur"] = mean_interval(values)
    gaps = [shares[0][game][0] / shares[0][game][1] - shares[1][game][0] / shares[1][game][1] for game in common]
    mean, low, high = normal_interval(gaps)
    return {"role": role, "levels": names, "logs": [first, second], "games": len(common), "by_log": rates,
            "gap": round(mean, 4), "ci95": [round(low, 4), round(high, 4)]}


def _shares(games: dict[int, dict], level: str, role: str) -> dict[int, tuple[int, int]]:
    """Per game where `level` plays `role`: (its role-rounds won, its role-rounds)."""
    shares = {}
    for number, record in games.items():
        mine = [won for played, played_role, won in record["outcomes"] if played == level and played_role == role]
        if mine:
            shares[number] = (sum(mine), len(mine))
    return shares


def _mid_round(games: dict[int, dict], numbers: list[int], level: str) -> list[float]:
    """Per round of those games, the mean mid-round P(saboteur) given to `level`'s saboteurs."""
    meter = SuspicionMeter()
    for number in numbers:
        meter.absorb(SuspicionMeter.from_json(games[number]["meter"]))
    return [value for (_, saboteurs), entry in meter.by_pairing.items() if saboteurs == level
            for value in entry["means"].get(("mid", "true_saboteurs"), [])]


def format_comparison(report: dict) -> str:
    lines = [f"{report['games']} games held by both logs, {report['role']} role-rounds won:"]
    for path, level, rate in zip(report["logs"], report["levels"], report["by_log"]):
        lines.append(f"  {level:<17} {rate['rate']:.3f}  ({rate['won']} of {rate['role_rounds']})  {path}")
        if "mid_round_p_saboteur" in rate:
            judged = rate["mid_round_p_saboteur"]
            lines.append(f"  {'':<17} mid-round P(saboteur) {judged['mean']:.3f} [{judged['ci95'][0]:.3f}, "
                         f"{judged['ci95'][1]:.3f}] over {judged['rounds']} rounds")
    low, high = report["ci95"]
    lines.append(f"first less second, game by game: {report['gap']:+.3f} [{low:+.3f}, {high:+.3f}]")
    return "\n".join(lines)
