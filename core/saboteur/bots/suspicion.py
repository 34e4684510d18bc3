"""How well the saboteurs hide: what Bayesian gold-digger seats believe of each seat.

`python -m saboteur tournament ... --suspicion` reads, at every turn of a gold-digger seat
whose bot keeps Bayesian beliefs (belief and expert), its P(saboteur) for every other seat.
Once the round's roles are known (the runner reads them; the bots never do), it keeps two
moments per seat and round: mid-round (the seat's middle turn of the round) and its last
turn, split by whether the judged seat was a saboteur. Judgements of one round share a
deal and are not independent, so each round counts once: its mean judgement, and the
interval is over rounds. The saboteurs' round win rate comes with its Wilson interval.
"""

from __future__ import annotations

from ..gold import GOLD_DIGGER, SABOTEUR
from .tournament import normal_interval, win_rate

MOMENTS = ("mid", "last")
JUDGED = ("true_saboteurs", "others")


def mean_interval(values: list[float]) -> dict:
    """Mean with a normal 95% interval."""
    if not values:
        return {"mean": None, "ci95": [0.0, 1.0], "rounds": 0}
    mean, low, high = normal_interval(values)
    return {"mean": round(mean, 4), "ci95": [round(low, 4), round(high, 4)], "rounds": len(values)}


class SuspicionMeter:
    """Collects the beliefs of Bayesian gold-digger seats, per pairing of levels."""

    def __init__(self, keep_judgements: bool = False):
        self.turns: dict[int, list[list[float]]] = {}  # seat -> P(saboteur) per seat, turn by turn
        self.by_pairing: dict[tuple[str, str], dict] = {}
        self.keep_judgements = keep_judgements
        self.judgements: list[tuple[float, bool]] = []  # (P(saboteur), was a saboteur) at every turn

    def look(self, seat: int, team_levels: dict[str, str], role: str, bot) -> None:
        """After `bot` chose at `seat` (its tracker holds the beliefs of that turn)."""
        if role != GOLD_DIGGER or not getattr(bot, "bayesian", False):
            return
        self.turns.setdefault(seat, []).append(list(bot.tracker.saboteur_probabilities()))

    def round_over(self, team_levels: dict[str, str], result: dict) -> None:
        roles = result["roles"]
        pairing = (team_levels[GOLD_DIGGER], team_levels[SABOTEUR])
        entry = self.by_pairing.setdefault(pairing, {"rounds": 0, "saboteur_wins": 0, "means": {}})
        entry["rounds"] += 1
        entry["saboteur_wins"] += result["winners"] == SABOTEUR
        seen: dict[tuple[str, str], list[float]] = {}
        for seat, turns in self.turns.items():
            for moment, probabilities in (("mid", turns[len(turns) // 2]), ("last", turns[-1])):
                for other, p in enumerate(probabilities):
                    if other != seat:
                        seen.setdefault((moment, JUDGED[roles[other] != SABOTEUR]), []).append(p)
            if self.keep_judgements:
                for probabilities in turns:
                    self.judgements += [(p, roles[o] == SABOTEUR) for o, p in enumerate(probabilities) if o != seat]
        for key, values in seen.items():
            entry["means"].setdefault(key, []).append(sum(values) / len(values))
        self.turns = {}

    def absorb(self, other: SuspicionMeter) -> None:
        """Add what `other` measured (a game played in another process) after what this one has."""
        for pairing, theirs in other.by_pairing.items():
            entry = self.by_pairing.setdefault(pairing, {"rounds": 0, "saboteur_wins": 0, "means": {}})
            entry["rounds"] += theirs["rounds"]
            entry["saboteur_wins"] += theirs["saboteur_wins"]
            for key, values in theirs["means"].items():
                entry["means"].setdefault(key, []).extend(values)
        self.judgements += other.judgements

    def as_json(self) -> dict:
        """What this meter measured, as JSON (a game's share, for a tournament's log)."""
        return {
            "keep_judgements": self.keep_judgements,
            "by_pairing": [
                {"pairing": list(pairing), "rounds": entry["rounds"], "saboteur_wins": entry["saboteur_wins"],
                 "means": [[moment, judged, values] for (moment, judged), values in entry["means"].items()]}
                for pairing, entry in self.by_pairing.items()
            ],
            "judgements": [[p, truth] for p, truth in self.judgements],
        }

    @classmethod
    def from_json(cls, data: dict) -> SuspicionMeter:
        meter = cls(keep_judgements=data["keep_judgements"])
        for entry in data["by_pairing"]:
            meter.by_pairing[tuple(entry["pairing"])] = {
                "rounds": entry["rounds"], "saboteur_wins": entry["saboteur_wins"],
                "means": {(moment, judged): values for moment, judged, values in entry["means"]},
            }
        meter.judgements = [(p, truth) for p, truth in data["judgements"]]
        return meter

    def report(self) -> list[dict]:
        rows = []
        for (diggers, saboteurs), entry in self.by_pairing.items():
            if not entry["means"]:
                continue  # the gold-diggers kept no Bayesian beliefs
            rows.append({
                "gold_diggers": diggers,
                "saboteurs": saboteurs,
                "saboteur_rounds": win_rate(entry["saboteur_wins"], entry["rounds"]),
                "p_saboteur": {
                    moment: {judged: mean_interval(entry["means"].get((moment, judged), [])) for judged in JUDGED}
                    for moment in MOMENTS
                },
            })
        return rows


def format_suspicion(rows: list[dict]) -> str:
    lines = ["P(saboteur) given by Bayesian gold-digger seats (mean of round means, 95% interval over rounds)"]
    width = max([10] + [len(row[side]) for row in rows for side in ("gold_diggers", "saboteurs")])  # the levels' names
    lines.append(f"{'diggers':<{width}} {'saboteurs':<{width}} {'moment':<6} {'true saboteurs':<24} {'others':<24} saboteurs' rounds")
    for row in rows:
        rate = row["saboteur_rounds"]
        won = f"{rate['win_rate']:.3f} [{rate['ci95'][0]:.3f}, {rate['ci95'][1]:.3f}] of {rate['role_rounds']}"
        for moment in MOMENTS:
            cells = []
            for judged in JUDGED:
                value = row["p_saboteur"][moment][judged]
                cells.append(f"{value['mean']:.3f} [{value['ci95'][0]:.3f}, {value['ci95'][1]:.3f}]")
            pairing = f"{row['gold_diggers']:<{width}} {row['saboteurs']:<{width}}"
            lines.append(f"{pairing} {moment:<6} {cells[0]:<24} {cells[1]:<24} {won if moment == 'mid' else ''}".rstrip())
    return "\n".join(lines)
