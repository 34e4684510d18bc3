"""A simple legal policy for The Lost Mines (issue 48), played by every level until the game's
own bots are written (issue 48 section 3): build east, walk toward the nearest mine, take the
best treasure known, vote no. It reads only the seat's view."""

from __future__ import annotations

GAME = "lost-mines"


def choose(view: dict, rng) -> dict:
    actions = view["legal_actions"]
    phase = view["phase"]
    if phase == "take_treasure":
        values = {t["slot"]: t["value"] or 0 for t in view["lost_mines"]["treasures"]}
        return max(actions, key=lambda a: (values.get(a["value"], 0), -a["value"]))
    if phase == "vote_end":
        return next(a for a in actions if a["value"] == 0)
    if phase == "move":
        return _move(view, actions, rng)
    places = [a for a in actions if a["kind"] == "place"]
    if places:
        best = max(_merit(view, a) for a in places)
        return rng.choice([a for a in places if _merit(view, a) == best])
    tools = [a for a in actions if a["kind"] == "tool"]
    if tools:
        return tools[0]
    singles = [a for a in actions if a["kind"] == "discard" and len(a["cards"]) == 1]
    return rng.choice(singles or [a for a in actions if a["kind"] != "propose_end"] or actions)


def _merit(view: dict, action: dict) -> tuple:
    """A placement's worth: one path through the card, open to the east, as far east as can be."""
    places = view["cards"][action["card"]]["places"]
    sides = places[0]["sides"] if len(places) == 1 else ""
    east = "W" if action["turned"] else "E"
    return (len(places) == 1 and not places[0]["features"], action["at"][0] + (east in sides), -abs(action["at"][1]) % 2)


def _move(view: dict, actions: list[dict], rng) -> dict:
    """Along the shortest way (the one walk over places, obstacles without their tool left
    out) toward the nearest mine still face down or with a treasure of its type left; stop
    when no step brings the dwarf nearer."""
    from ..grid import cell_of
    from ..kernel.walk import FACE_DOWN, steps, walk
    from ..ruleset import load_ruleset

    rules = load_ruleset(view["ruleset"])
    catalogue = rules.catalogue
    maze = rules.new_maze()
    for entry in view["maze"]:
        maze.cards[cell_of(*entry["at"])] = catalogue.code(entry["card"], entry["turned"])
    left = {t["type"] for t in view["lost_mines"]["treasures"] if t["taken_by"] is None}
    targets = set()
    for goal in view["goals"]:
        cell = cell_of(*goal["at"])
        if not goal["face_up"]:
            maze.hidden_goals[cell] = 0
            targets.add(cell)
        elif view["cards"][goal["card"]].get("treasure") in left:
            targets.add(cell)
    tools = {cell_of(*p["at"]) for p in view["pieces"] if p["on"] == "card"}

    def passable(_cell, _place, to, to_place, _side):
        if to_place == FACE_DOWN:
            return True
        features = catalogue.place_features[maze.cards[to]][to_place]
        return to in tools or not any(feature.startswith("obstacle:") for feature in features)

    def distance(cell, place):
        if cell in targets:
            return 0
        for found, _place, _side, count, _came in walk(maze, [(cell, place)], passable, face_down=True):
            if found in targets:
                return count
        return 99

    dwarf = next(p for p in view["pieces"] if p["kind"] == "dwarf" and p["seat"] == view["seat"])
    here_cell = cell_of(*dwarf["at"])
    here = distance(here_cell, dwarf["place"])
    by_cell = {to: place for to, place, _side in steps(maze, here_cell, dwarf["place"], face_down=True)}
    nearer = [a for a in actions if a["kind"] == "step"
              and distance(cell_of(*a["at"]), by_cell.get(cell_of(*a["at"]), 0)) < here]
    if nearer:
        return rng.choice(nearer)
    return next(a for a in actions if a["kind"] == "stop")


class ByGame:
    """A bot of any level that plays The Lost Mines by the simple policy above and every other
    game as itself (the levels' own Lost Mines bots are still to be written)."""

    def __init__(self, bot):
        self.bot = bot

    def __getattr__(self, name):  # the level's own attributes (level, time budget, ...)
        if name == "bot":
            raise AttributeError(name)
        return getattr(self.bot, name)

    def choose(self, view: dict, rng) -> dict:
        if view.get("ruleset") == GAME:
            return choose(view, rng)
        return self.bot.choose(view, rng)

    def beliefs(self) -> dict:
        return self.bot.beliefs()
