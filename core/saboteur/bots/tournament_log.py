"""A tournament written game by game, so that a long run survives being stopped.

`python -m saboteur tournament ... --log FILE`: the file's first line names the tournament
(levels, players, seed, the expert's budget and rollouts, options, what the meter keeps,
and a digest of the package's code and card data); each later line is one finished game.
Given the same command again, the games already in the file are read back rather than
played, so an interrupted run picks up where it stopped and its report is the one an
unbroken run gives. A 200-game match at the page's rollouts takes hours on two cores; this
lets it span several sittings (Saboteur 2's too, whose games are slower). Other code plays
other games, so games are added only by the code that played the first ones; a log's games
can be read back by any later code.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from ..errors import ConfigError
from .suspicion import SuspicionMeter


PACKAGE = Path(__file__).resolve().parent.parent


def code_digest() -> str:
    """A digest of the saboteur package's code and data: the same digest, the same play."""
    digest = hashlib.sha256()
    for path in sorted(PACKAGE.rglob("*")):
        if path.suffix in (".py", ".json"):
            digest.update(path.relative_to(PACKAGE).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


class TournamentLog:
    def __init__(self, path: str | Path, tournament: dict):
        """`tournament`: what names the run (JSON values); a file naming another run is refused."""
        self.path = Path(path)
        self.tournament = tournament
        self._games: dict[int, dict] = {}
        self._end = 0  # the length of the file's complete lines
        self._size = 0  # the file's length as this run last left it: another length means another writer
        self.written_code = None  # the digest of the code that played the logged games (on the file's first line)
        if self.path.exists() and self.path.stat().st_size:
            self._read()

    def _read(self) -> None:
        written, self._games, self._end = _parse(self.path)
        self._size = self.path.stat().st_size
        if written is None:
            return
        keys = (set(written) | set(self.tournament)) - {"code"}  # the code is checked only when games are added
        differences = sorted(key for key in keys if written.get(key) != self.tournament.get(key))
        if differences:
            raise ConfigError(f"tournament log {self.path} was written by another tournament "
                              f"(it differs in {', '.join(differences)}); give another file")
        self.written_code = written.get("code")

    def refuse_new_games(self, missing: int) -> None:
        """Refuse to add `missing` games to games that other code played."""
        if missing and self._end and self.written_code != self.tournament["code"]:
            raise ConfigError(f"tournament log {self.path} was played by other code (digest {self.written_code}, now "
                              f"{self.tournament['code']}): its {len(self._games)} games can be read back, but the "
                              f"{missing} missing cannot be added to them; give another file")

    def finished(self) -> dict[int, tuple]:
        """Each logged game's (outcomes, round winners, its SuspicionMeter or None), by number:
        in base Saboteur the outcomes are (level, role, won) per role-round, in Saboteur 2 the
        seats' nuggets (and no round winners), for a guest the guest's rounds and the seats'
        gold (guest.py)."""
        return {
            number: (record["outcomes"], record["round_winners"],
                     None if record["meter"] is None else SuspicionMeter.from_json(record["meter"]))
            for number, record in self._games.items()
        }

    def write(self, number: int, outcomes: list, round_winners: list, meter) -> None:
        """Add one finished game (the first written also starts the file with its name)."""
        lines = []
        if self._end == 0:
            lines.append(json.dumps({"tournament": self.tournament}))
        lines.append(json.dumps({"game": number, "outcomes": outcomes, "round_winners": round_winners,
                                 "meter": None if meter is None else meter.as_json()}))
        size = self.path.stat().st_size if self.path.exists() else 0
        if size != self._size:
            raise ConfigError(f"tournament log {self.path} changed while this run was writing it (another run "
                              f"writes it too?): its games are kept; give each run its own file")
        with self.path.open("r+b" if self.path.exists() else "wb") as file:
            file.seek(self._end)
            file.truncate()  # drops the cut-off line of an interrupted write
            file.write(("\n".join(lines) + "\n").encode("utf-8"))
            self._end = self._size = file.tell()


def read_log(path: str | Path) -> tuple[dict, dict[int, dict]]:
    """A log's tournament (its first line) and its finished games by number, as written."""
    path = Path(path)
    if not path.is_file():
        raise ConfigError(f"tournament log {path} does not exist")
    written, games, _ = _parse(path)
    if written is None:
        raise ConfigError(f"tournament log {path} is empty")
    return written, games


def _parse(path: Path) -> tuple[dict | None, dict[int, dict], int]:
    """(the tournament named on the first line, or None for no line; the games by number;
    the length of the file's complete lines). A last line without its end is a game cut
    off while it was written: it is left out, to be played again."""
    data = path.read_bytes()
    end = data.rfind(b"\n") + 1
    lines = [line for line in data[:end].decode("utf-8").split("\n") if line]
    if not lines:
        return None, {}, 0
    records = []
    for number, line in enumerate(lines, 1):
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError as error:
            raise ConfigError(f"tournament log {path}, line {number}, is not JSON ({error.msg})") from None
    written = records[0].get("tournament") if isinstance(records[0], dict) else None
    games = {}
    for number, record in enumerate(records[1:], 2):
        game = isinstance(record, dict) and isinstance(record.get("game"), int)
        if not (game and {"outcomes", "round_winners", "meter"} <= record.keys()):
            raise ConfigError(f"tournament log {path}, line {number}, is not a finished game")
        games[record["game"]] = record
    return (written if isinstance(written, dict) else {}), games, end
