"""Bots for Saboteur: `make_bot(level, seat, seed, time_budget)` -> an object with
`choose(view, rng) -> action` (one of `view["legal_actions"]`) and `beliefs()`.

Levels: 0 "random", 1 "heuristic", 2 "belief", 3 "expert". Also "expert/flat", the expert
before issue 14 (for comparisons; no number, the page does not offer it). Bots see only
their seat's view; the seed only varies the bot's own sampling, never anything about the deal.
The Lost Mines and La mine se rebelle have their own bots at every level but random: Easy and
Medium in `lost_mines.py` and `dark_cave.py`, Hard's searches in `lost_mines_search.py` and
`dark_cave_search.py`.
"""

from __future__ import annotations

from ..errors import ConfigError
from .expert import ExpertBot
from .dark_cave import DarkCaveBot
from .dark_cave_search import DarkCaveExpert
from .lost_mines import ByGame, LostMinesBot
from .lost_mines_search import LostMinesExpert
from .players import BeliefBot, HeuristicBot, RandomBot

LEVELS = ("random", "heuristic", "belief", "expert")
FLAT_EXPERT = "expert/flat"


def level_name(level: int | str) -> str:
    """The level's name from its number or name ("expert", 3, "3")."""
    if isinstance(level, str) and level.strip().isdigit():
        level = int(level)
    if isinstance(level, int) and not isinstance(level, bool) and 0 <= level < len(LEVELS):
        return LEVELS[level]
    if isinstance(level, str) and level.strip().lower() in LEVELS + (FLAT_EXPERT,):
        return level.strip().lower()
    raise ConfigError(f"unknown bot level {level!r} (levels: {', '.join(LEVELS + (FLAT_EXPERT,))} or 0 to {len(LEVELS) - 1})")


def make_bot(level: int | str, seat: int, seed: object = 0, time_budget: float | None = 1.0, iterations: int | None = None):
    """A bot for `seat`. The expert thinks at most `time_budget` seconds and `iterations`
    rollouts per decision (give `iterations` and no budget for reproducible play)."""
    name = level_name(level)
    if name == "random":
        return RandomBot(seat)  # uniform among the legal actions: every game
    if name == "heuristic":
        return ByGame(HeuristicBot(seat), {"lost-mines": LostMinesBot(seat, reads_identities=False),
                                           "dark-cave": DarkCaveBot(seat, reads_identities=False)})
    if name == "belief":
        return ByGame(BeliefBot(seat), {"lost-mines": LostMinesBot(seat, reads_identities=True),
                                        "dark-cave": DarkCaveBot(seat, reads_identities=True)})
    own = {"lost-mines": LostMinesExpert(seat, seed, time_budget, iterations),
           "dark-cave": DarkCaveExpert(seat, seed, time_budget, iterations)}
    if name == FLAT_EXPERT:
        from .flat_expert import FlatExpertBot  # tournaments only: the page's wheel leaves it out

        return ByGame(FlatExpertBot(seat, seed, time_budget, iterations), own)
    return ByGame(ExpertBot(seat, seed, time_budget, iterations), own)


__all__ = ["LEVELS", "BeliefBot", "ExpertBot", "HeuristicBot", "RandomBot", "level_name", "make_bot"]
