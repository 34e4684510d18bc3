"""How well the saboteurs hide: what Bayesian seats who are not saboteurs believe of each seat.

`python -m saboteur tournament ... --suspicion` reads, at every turn of a seat that is not a
saboteur and whose bot keeps Bayesian beliefs (belief and expert), its P(saboteur) for
every other seat, with whether that seat is a saboteur at that moment (the runner reads
the roles; the bots never do; in Saboteur 2 a role can change within a round). It keeps three
moments per judging seat and round, split by whether the judged seat was a saboteur: early
(the seat's second turn of the round: every other seat has played since its first, so this
is what the first few moves told it; issue 14 asks that a person cannot tell the saboteurs
from them), mid-round (its middle turn) and its last turn. Judgements of one round
share a deal and are not independent, so each round counts once: its mean judgement, and
the interval is over rounds. The saboteurs' round win rate comes with its Wilson interval.

Judgements are grouped by a pairing of levels. Base Saboteur's levels meet as teams, so the
pairing is (the gold-diggers' level, the saboteurs' level) for every judged seat
(`look_team`); Saboteur 2's levels sit at seats, so it is (the judging seat's level, the
judged seat's level), and a pairing's rounds are those where the judged level held a
saboteur seat at the end (`look_seats`).
"""

from __future__ import annotations

from ..games.base.gold import GOLD_DIGGER, SABOTEUR
from .intervals import normal_interval, win_rate

MOMENTS = ("early", "mid", "last")
JUDGED = ("true_saboteurs", "others")


def mean_interval(values: list[float]) -> dict:
    """Mean with a normal 95% interval."""
    if not values:
        return {"mean": None, "ci95": [0.0, 1.0], "rounds": 0}
    mean, low, high = normal_interval(values)
    return {"mean": round(mean, 4), "ci95": [round(low, 4), round(high, 4)], "rounds": len(values)}


class SuspicionMeter:
    """Collects the beliefs of Bayesian seats who are not saboteurs, per pairing of levels."""

    def __init__(self, keep_judgements: bool = False):
        # judging seat -> its turns' judgements: (pairing, whether the judged seat is a saboteur, P(saboteur))
        self.turns: dict[int, list[list[tuple[tuple[str, str], bool, float]]]] = {}
        self.by_pairing: dict[tuple[str, str], dict] = {}
        self.keep_judgements = keep_judgements
        self.judgements: list[tuple[float, bool]] = []  # (P(saboteur), was a saboteur) at every turn

    def look_team(self, seat: int, team_levels: dict[str, str], roles: list[str], bot) -> None:
        """After `bot` chose at `seat` (its tracker holds the beliefs of that turn), in a
        game where levels play as teams (`team_levels`: the level of each role)."""
        pairing = (team_levels[GOLD_DIGGER], team_levels[SABOTEUR])
        self._look(seat, roles, bot, [pairing] * len(roles))

    def team_round_over(self, team_levels: dict[str, str], result: dict) -> None:
        self._round_over({(team_levels[GOLD_DIGGER], team_levels[SABOTEUR]): result["winners"] == SABOTEUR})

    def look_seats(self, seat: int, seat_levels: list[str], roles: list[str], bot) -> None:
        """After `bot` chose at `seat`, in a game where levels sit at seats (Saboteur 2)."""
        self._look(seat, roles, bot, [(seat_levels[seat], level) for level in seat_levels])

    def seats_round_over(self, seat_levels: list[str], result: dict) -> None:
        judged = {seat_levels[seat] for seat, role in enumerate(result["roles"]) if role == SABOTEUR}
        won = SABOTEUR in result["winners"]
        self._round_over({(judge, level): won for judge in dict.fromkeys(seat_levels) for level in judged})

    def _look(self, seat: int, roles: list[str], bot, pairings: list[tuple[str, str]]) -> None:
        if roles[seat] == SABOTEUR or not getattr(bot, "bayesian", False):
            return
        probabilities = bot.tracker.saboteur_probabilities()
        self.turns.setdefault(seat, []).append(
            [(pairings[other], roles[other] == SABOTEUR, p) for other, p in enumerate(probabilities) if other != seat])

    def _round_over(self, saboteurs_won: dict[tuple[str, str], bool]) -> None:
        """Close the round: `saboteurs_won` names the pairings whose round it was, and
        whether the saboteurs won it."""
        for pairing, won in saboteurs_won.items():
            entry = self._entry(pairing)
            entry["rounds"] += 1
            entry["saboteur_wins"] += won
        seen: dict[tuple, list[float]] = {}
        for turns in self.turns.values():
            moments = (("early", turns[min(1, len(turns) - 1)]), ("mid", turns[len(turns) // 2]), ("last", turns[-1]))
            for moment, judgements in moments:
                for pairing, saboteur, p in judgements:
                    seen.setdefault((pairing, moment, JUDGED[not saboteur]), []).append(p)
            if self.keep_judgements:
                self.judgements += [(p, saboteur) for judgements in turns for _, saboteur, p in judgements]
        for (pairing, moment, judged), values in seen.items():
            self._entry(pairing)["means"].setdefault((moment, judged), []).append(sum(values) / len(values))
        self.turns = {}

    def _entry(self, pairing: tuple[str, str]) -> dict:
        return self.by_pairing.setdefault(pairing, {"rounds": 0, "saboteur_wins": 0, "means": {}})

    def absorb(self, other: SuspicionMeter) -> None:
        """Add what `other` measured (a game played in another process) after what this one has."""
        for pairing, theirs in other.by_pairing.items():
            entry = self._entry(pairing)
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


TEAM_PAIRING = ("diggers", "saboteurs")  # the columns naming a pairing: base Saboteur's levels meet as teams
SEAT_PAIRING = ("judges", "judged")  # Saboteur 2's levels sit at seats: the judging seats' level, the judged seats'


def format_suspicion(rows: list[dict], pairing: tuple[str, str] = TEAM_PAIRING) -> str:
    """The rows as a text table. In a row, "gold_diggers" and "saboteurs" are the levels of
    the pairing, named in the table by `pairing`."""
    lines = ["P(saboteur) given by Bayesian seats who are not saboteurs (mean of round means, 95% interval over rounds)"]
    width = max([10] + [len(row[side]) for row in rows for side in ("gold_diggers", "saboteurs")])  # the levels' names
    first, second = pairing
    lines.append(f"{first:<{width}} {second:<{width}} {'moment':<6} {'true saboteurs':<24} {'others':<24} saboteurs' rounds")
    for row in rows:
        rate = row["saboteur_rounds"]
        won = f"{rate['win_rate']:.3f} [{rate['ci95'][0]:.3f}, {rate['ci95'][1]:.3f}] of {rate['role_rounds']}" if rate["role_rounds"] else "-"
        levels = f"{row['gold_diggers']:<{width}} {row['saboteurs']:<{width}}"
        for moment in MOMENTS:
            cells = [_cell(row["p_saboteur"][moment][judged]) for judged in JUDGED]
            lines.append(f"{levels} {moment:<6} {cells[0]:<24} {cells[1]:<24} {won if moment == MOMENTS[0] else ''}".rstrip())
    return "\n".join(lines)


def _cell(value: dict) -> str:
    """A mean with its interval; "-" where nothing was judged (in Saboteur 2, a level's seats
    may never have been saboteurs)."""
    if value["mean"] is None:
        return "-"
    return f"{value['mean']:.3f} [{value['ci95'][0]:.3f}, {value['ci95'][1]:.3f}]"
