"""Golden counts (issue 47, 'Must hold': golden counts of legal actions along fixed seeds,
committed per ruleset, so an unintended rule change shows).

For each ruleset, a few whole games played by a seeded random player: the number of legal
actions at every step, a digest of the actions chosen and a digest of every event (with
what each seat was told). `tests/engine/golden/<ruleset>.json` holds them; the test
replays the same games and compares. After an intended rule change, write them again:

    PYTHONPATH=core .venv/bin/python tests/engine/golden_counts.py
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import saboteur
from saboteur.maze import xy

FOLDER = Path(__file__).resolve().parent / "golden"
# (players, seed, how the player picks) per ruleset: the smallest, middle and largest
# tables. "kinds": a kind of action, then one of it, so rare kinds come up (engine_helpers.pick);
# "east": the placement that opens the maze furthest east, so the goals are reached and gold shared.
GAMES = {
    "base": ((3, 1, "kinds"), (5, 2, "kinds"), (7, 3, "kinds"), (10, 4, "kinds"), (4, 5, "east"), (6, 6, "east")),
    "saboteur2": ((2, 1, "kinds"), (5, 2, "kinds"), (8, 3, "kinds"), (12, 4, "kinds"), (4, 5, "east"), (7, 6, "east")),
    # a game with optional modules: "<game>+<module>+..."
    "base+sabotaged-dwarf": ((5, 2, "kinds"), (4, 5, "east"), (10, 7, "east")),
    "base+new-goals": ((4, 1, "kinds"), (5, 2, "east"), (8, 3, "east")),
    "saboteur2+new-goals": ((3, 1, "kinds"), (6, 2, "east"), (10, 3, "east")),
    "base+costume-workshop": ((4, 1, "kinds"), (5, 2, "east"), (9, 3, "east")),
    "base+underground-party": ((3, 1, "kinds"), (6, 2, "east"), (10, 3, "east")),
    "saboteur2+costume-workshop": ((4, 1, "kinds"), (7, 2, "east")),
    "saboteur2+underground-party": ((5, 1, "kinds"), (3, 2, "east")),
    "base+championship": ((3, 1, "kinds"), (6, 2, "kinds"), (10, 3, "kinds"), (5, 5, "east")),
    "saboteur2+championship": ((2, 1, "kinds"), (7, 2, "kinds"), (12, 3, "kinds"), (6, 5, "east")),
    "base+greedy-dwarf": ((3, 1, "kinds"), (6, 2, "east"), (10, 3, "east")),
    "base+greedy-dwarf+sabotaged-dwarf": ((5, 4, "east"), (8, 5, "kinds")),
    "base+tournament": ((5, 1, "kinds"), (7, 2, "east"), (9, 3, "east")),
    "base+right-of-way": ((3, 1, "kinds"), (6, 2, "kinds"), (10, 3, "east")),
    "saboteur2+right-of-way": ((2, 1, "kinds"), (7, 2, "kinds"), (12, 3, "east")),
    "base+treasure-chests": ((3, 1, "kinds"), (6, 2, "east"), (10, 3, "east")),
    "saboteur2+treasure-chests": ((2, 1, "kinds"), (7, 2, "east"), (12, 3, "east")),
    "base+championship+new-goals+treasure-chests": ((4, 1, "kinds"), (6, 2, "east")),
    "lost-mines": ((3, 1, "kinds"), (6, 2, "kinds"), (9, 3, "kinds"), (4, 7, "east"), (7, 6, "east"), (5, 5, "east")),
    "dark-cave": ((2, 1, "kinds"), (5, 2, "kinds"), (8, 3, "kinds"), (3, 4, "east"), (6, 5, "east")),
}


def _digest(items) -> str:
    text = json.dumps(list(items), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def play(ruleset: str, players: int, seed: int, picking: str) -> dict:
    """One whole game, each step's action picked as `picking` says (see GAMES)."""
    name, *modules = ruleset.split("+")
    game = saboteur.new_game(name, players=players, seed=seed, modules=modules)
    rng = random.Random(f"golden/{ruleset}/{players}/{seed}")
    counts, chosen = [], []
    while game.to_move is not None:
        actions = game.legal_actions()
        counts.append(len(actions))
        if picking == "kinds":
            kind = rng.choice(sorted({action.kind for action in actions}))
            action = rng.choice([action for action in actions if action.kind == kind])
        else:
            placements = [action for action in actions if action.kind == "place"]
            steps = [action for action in actions if action.kind == "step"]  # The Lost Mines' dwarves walk east too
            if steps:
                action = max(steps, key=lambda action: (action.at[0], rng.random()))
            else:
                action = max(placements, key=lambda action: _reach_east(game, action)) if placements else rng.choice(list(actions))
        chosen.append(action.to_json())
        game.apply(action)
    events = [[public, {str(seat): told for seat, told in (private or {}).items()}] for public, private in game.events]
    return {
        "players": players, "seed": seed, "picking": picking, "counts": counts,
        "actions": _digest(chosen), "events": _digest(events), "totals": game.gold_totals(),
    }


def _reach_east(game, action) -> int:
    """How far east the maze is open to the start once `action` is played."""
    after = game.copy().apply(action)
    return max((xy(cell)[0] for cell in after.maze.frontier), default=0) if after.round == game.round else 99


def golden(ruleset: str) -> list[dict]:
    return [play(ruleset, *game) for game in GAMES[ruleset]]


def path(ruleset: str) -> Path:
    return FOLDER / f"{ruleset}.json"


if __name__ == "__main__":
    for name in sys.argv[1:] or GAMES:
        FOLDER.mkdir(exist_ok=True)
        games = golden(name)
        text = "[\n" + ",\n".join(json.dumps(game, separators=(",", ":")) for game in games) + "\n]\n"
        path(name).write_text(text)
        print(name, [len(game["counts"]) for game in games])
