"""Hard at La mine se rebelle (issue 49, section 3): placeholder, filled below."""

from __future__ import annotations

from .dark_cave import DarkCaveBot


class DarkCaveExpert(DarkCaveBot):
    def __init__(self, seat: int, seed: object = 0, time_budget: float | None = 1.0, iterations: int | None = None):
        super().__init__(seat, reads_identities=True)
        self.level = "expert"
        self.seed, self.time_budget, self.iterations = seed, time_budget, iterations
        self.last_search: dict = {}
