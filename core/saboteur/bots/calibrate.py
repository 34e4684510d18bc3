"""`python -m saboteur calibrate`: the belief model's likelihoods fitted from self-play.

Belief bots with Hard's hiding (`belief/hiding`: its saboteurs hide, hiding.py) play base
Saboteur against themselves, so the tables are fitted to saboteurs that hide. At
each round's end an onlooker tracker replays the round's public log and names every piece
of evidence it weighs (a path card or rockfall judged helpful, neutral or harmful; a map;
a pass; a broken or mended tool and its target), and the runner, who knows the roles,
counts them by the actor's role. A likelihood is a rate per turn: evidence of a kind over
the turns of actors of that role; for tools, per turn and per target of the target's role
(the tracker weighs a tool by both roles). Counts get half a pseudo-count (Jeffreys), and
no piece of evidence may weigh more than MAX_RATIO for one role over the other: bots err
less than people do, and a model sure of one misstep never forgets it.

Then the calibration table: every P(saboteur) a belief gold-digger gave another seat at
its turns, binned, against how often that seat was a saboteur. The model judged is the one
in beliefs.py during the run; paste the fitted numbers there and run again to judge them.
"""

from __future__ import annotations

import random
from collections import Counter

from .. import new_game
from ..games.base.gold import GOLD_DIGGER, SABOTEUR
from ..ruleset import load_ruleset
from .beliefs import HARMFUL, HELPFUL, NEUTRAL, Tracker
from .suspicion import SuspicionMeter, format_suspicion
from .self_play import play_out
from .tournament import tournament_bot

TURN_KINDS = {"place", "rockfall", "break", "repair", "map", "pass"}
PRIOR_COUNT = 0.5
MAX_RATIO = 6.0  # most a single piece of evidence may favour one role
BINS = 10


class Evidence:
    """Evidence counted by the actor's role, and the turns it is a rate of."""

    def __init__(self):
        self.counts: Counter = Counter()  # (key, actor saboteur?[, target saboteur?]) -> events
        self.turns: Counter = Counter()  # actor saboteur? -> turns
        self.target_turns: Counter = Counter()  # (actor saboteur?, target saboteur?) -> turns x such targets

    def round_over(self, rules, players: int, events: list[dict], roles: list[str]) -> None:
        saboteur = [role == SABOTEUR for role in roles]
        onlooker = Tracker(rules, None, True)
        onlooker.evidence = []
        view = {"players": players, "round": 0, "role": None, "log": events, "goals": _goals(events)}
        onlooker.update(view)
        for actor, key, target in onlooker.evidence:
            if target is None:
                self.counts[(key, saboteur[actor])] += 1
            else:
                self.counts[(key, saboteur[actor], saboteur[target])] += 1
        for event in events:
            if event["type"] in TURN_KINDS:
                actor = event["seat"]
                self.turns[saboteur[actor]] += 1
                for other in range(players):
                    if other != actor:
                        self.target_turns[(saboteur[actor], saboteur[other])] += 1

    def rate(self, key: str, actor: bool, target: bool | None = None) -> float:
        if target is None:
            return (self.counts[(key, actor)] + PRIOR_COUNT) / (self.turns[actor] + 1)
        return (self.counts[(key, actor, target)] + PRIOR_COUNT) / (self.target_turns[(actor, target)] + 1)

    def fitted(self) -> dict:
        """The likelihood tables, shaped as in beliefs.py: (gold-digger, saboteur) pairs and
        tool tables by (actor saboteur?, target saboteur?)."""
        def pair(key):
            return _held(self.rate(key, False), self.rate(key, True))

        def tools(key):
            table = {}
            for target in (True, False):
                table[(False, target)], table[(True, target)] = _held(self.rate(key, False, target), self.rate(key, True, target))
            return table

        return {
            "PATH_LIKELIHOOD": {verdict: pair("path:" + verdict) for verdict in (HELPFUL, NEUTRAL, HARMFUL)},
            "MAP_LIKELIHOOD": pair("map"),
            "PASS_LIKELIHOOD": pair("pass"),
            "BREAK_LIKELIHOOD": tools("break"),
            "REPAIR_LIKELIHOOD": tools("repair"),
            "turns": {"gold-digger": self.turns[False], "saboteur": self.turns[True]},
        }


def _held(digger: float, saboteur: float) -> tuple[float, float]:
    """The pair moved apart no more than MAX_RATIO, about its geometric mean."""
    ratio = saboteur / digger
    if 1 / MAX_RATIO <= ratio <= MAX_RATIO:
        return (round(digger, 4), round(saboteur, 4))
    mean = (digger * saboteur) ** 0.5
    spread = MAX_RATIO ** 0.5 if ratio > 1 else 1 / MAX_RATIO ** 0.5
    return (round(mean / spread, 4), round(mean * spread, 4))


def _goals(events: list[dict]) -> list[dict]:
    """The goal slots, from the round's end (every goal is named there)."""
    end = next(event for event in events if event["type"] == "round_end")
    return [{"at": goal["at"], "face_up": False, "card": None} for goal in end["goals"]]


def calibration_table(judgements: list[tuple[float, bool]]) -> list[dict]:
    rows = []
    for index in range(BINS):
        low, high = index / BINS, (index + 1) / BINS
        inside = [(p, truth) for p, truth in judgements if low <= p < high or (index == BINS - 1 and p == 1.0)]
        if inside:
            rows.append({
                "bin": [low, high], "count": len(inside),
                "mean_predicted": round(sum(p for p, _ in inside) / len(inside), 3),
                "observed": round(sum(truth for _, truth in inside) / len(inside), 3),
            })
    return rows


def calibrate(games: int, players: int, seed: int, level: str = "belief/hiding") -> dict:
    rules = load_ruleset("base")
    evidence = Evidence()
    meter = SuspicionMeter(keep_judgements=True)
    team_levels = {GOLD_DIGGER: level, SABOTEUR: level}
    for number in range(games):
        deal = seed + number
        game = new_game("base", players, deal)
        rng = random.Random(f"calibrate/{deal}")
        bots = [tournament_bot(level, seat, f"{deal}/{seat}", None, None) for seat in range(players)]

        def on_play(seat: int, bot) -> None:
            meter.look_team(seat, team_levels, game.roles, bot)

        def on_round_end(result: dict) -> None:
            meter.team_round_over(team_levels, result)
            evidence.round_over(rules, players, _round_events(game.log(None), result["round"]), result["roles"])

        play_out(game, bots.__getitem__, rng, on_play, on_round_end)
    judgements = meter.judgements
    table = calibration_table(judgements)
    count = sum(row["count"] for row in table)
    error = sum(row["count"] * abs(row["mean_predicted"] - row["observed"]) for row in table) / count if count else None
    brier = sum((p - truth) ** 2 for p, truth in judgements) / count if count else None
    return {"games": games, "players": players, "seed": seed, "fitted": evidence.fitted(), "calibration": table,
            "calibration_error": _rounded(error), "brier": _rounded(brier), "suspicion": meter.report()}


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def _round_events(log: list[dict], round_number: int) -> list[dict]:
    """The events of the given round, its start and end included."""
    starts = [i for i, event in enumerate(log) if event["type"] == "round_start"]
    start = starts[round_number - 1]
    end = next(i for i in range(start, len(log)) if log[i]["type"] == "round_end")
    return log[start:end + 1]


def as_json(report: dict) -> dict:
    """The report with the tool tables' keys in words ("saboteur on gold-digger")."""
    def words(saboteur: bool) -> str:
        return SABOTEUR if saboteur else GOLD_DIGGER

    fitted = dict(report["fitted"])
    for name in ("BREAK_LIKELIHOOD", "REPAIR_LIKELIHOOD"):
        fitted[name] = {f"{words(a)} on {words(t)}": rate for (a, t), rate in fitted[name].items()}
    return {**report, "fitted": fitted}


def format_calibration(report: dict) -> str:
    fitted = report["fitted"]
    lines = [f"Fitted from {report['games']} games of belief/hiding self-play, {report['players']} players (seed {report['seed']}), "
             f"turns: {fitted['turns']}"]
    for name in ("PATH_LIKELIHOOD", "MAP_LIKELIHOOD", "PASS_LIKELIHOOD", "BREAK_LIKELIHOOD", "REPAIR_LIKELIHOOD"):
        lines.append(f"{name} = {fitted[name]!r}")
    lines.append(f"Calibration of the model in beliefs.py (belief gold-diggers, every turn, every other seat): "
                 f"calibration error {report['calibration_error']} (mean |P - frequency| by bin), Brier score {report['brier']}")
    lines.append(f"{'P(saboteur)':<12} {'count':>7} {'mean P':>7} {'saboteur freq':>13}")
    for row in report["calibration"]:
        low, high = row["bin"]
        lines.append(f"{low:.1f}-{high:.1f}     {row['count']:>7} {row['mean_predicted']:>7.3f} {row['observed']:>13.3f}")
    lines.append(format_suspicion(report["suspicion"]))
    return "\n".join(lines)
