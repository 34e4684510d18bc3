"""What the heuristic knows of the anniversary modules beyond base's plan (book 002, the
chapters after Saboteur 2; rules/anniversary.md). Every level plays by it (Hard's
candidates are the plan's best, and its veto and chest choices are the plan's own).

The veto (2019, ruling 3): a veto is one card for a whole round, so it answers a card that
decides the round against the holder's side (a path card that reaches the gold for the
other side) or one that does real harm when it matters (a rockfall that cuts the route
near the gold, a broken tool near the end), and lets every other card be.

The greedy dwarf (2016, ruling 2): it is paid only if it completes the path to the
treasure itself, and a round won by the gold-diggers or the saboteurs pays it nothing. So
it completes the path when it can, digs while the route is far from the gold, and never
brings the gold within a card of another seat's reach.

The treasure chests (book 002, 'Coffres aux trésors'): each chest is worth what it gives
its opener (a nugget, a card more or less, a look at a role) and what it does to the
opener's side (sealed maps and a moved goal hide the gold, a bury shortens the round, which
the saboteurs want). A chest the seat looked at is worth its own effect; an unseen one,
the mean of those it may be. A placement that opens a chest gains its worth; a rockfall on
a face-down chest takes from the gold-diggers (who open most chests) what it would give them.

Every value here is in cards of route, as policy.py's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import SIDES
from ..grid import STEP, cell_of
from ..games.anniversary.greedy_dwarf import GREEDY_DWARF
from .route import RouteMap

if TYPE_CHECKING:
    from .policy import Facts

# -- the veto -------------------------------------------------------------------------------

ROUND_VALUE = 5.0  # a round decided, in cards of route: more than any single card's harm
VETO_RESERVE = 1.5  # the veto is kept for a card doing more harm than this (plus its keep value)
NEAR = 2.0  # within this many cards of the gold (or with the draw pile empty), harm counts twice
URGENCY = 2.0


def veto(action: dict, facts: Facts) -> float:
    """Vetoing the card just played: its harm to this seat's side, less what the veto is
    worth kept for a card that matters more."""
    window = facts.view.get("veto") or {}
    return veto_harm(window.get("action") or {}, facts) - VETO_RESERVE


def veto_harm(played: dict, facts: Facts) -> float:
    """Cards of route the card `played` (by another seat) would cost this seat's side."""
    from .policy import TOOL_VALUE

    kind = played.get("kind")
    effect = card_effect(played, facts)
    if effect is not None:
        before, after = effect
        reached = sum(p for goal, p in facts.p_gold.items() if after[goal] == 0 < before[goal])
        if reached:  # the card completes the path: the player's side wins the round
            against = facts.saboteur or facts.role == GREEDY_DWARF  # a greedy dwarf is paid only for its own card
            return reached * ROUND_VALUE * (1 if against else -1)
        return -route_gain(before, after, facts, own=False) * urgency(facts)
    if kind in ("break", "repair"):
        ally = facts.ally(played["target"])
        broken = TOOL_VALUE * (ally - (1 - ally))  # a tool broken before an ally harms, before a foe helps
        return (broken if kind == "break" else -broken) * urgency(facts)
    return 0.0


def urgency(facts: Facts) -> float:
    """How much a change to the route or the tools matters now: twice as much near the gold
    or once the draw pile is empty."""
    near = min((facts.routes.distance(goal) for goal in facts.p_gold), default=0.0) <= NEAR
    return URGENCY if near or not facts.view["draw_pile"] else 1.0


def card_effect(played: dict, facts: Facts) -> tuple[dict, dict] | None:
    """Each likely goal's distance before and after a path card, a rockfall or a diversion."""
    routes = facts.routes
    before = {goal: routes.distance(goal) for goal in facts.p_gold}
    kind = played.get("kind")
    if kind == "place":
        code = facts.rules.catalogue.code(played["card"], played["turned"])
        return before, routes.placement_distances(cell_of(*played["at"]), code)
    if kind == "rockfall":
        cell = cell_of(*played["at"])
        return (before, routes.after_rockfall(cell)) if cell in facts.maze.cards else None
    if kind == "diversion":
        return before, diversion_distances(played, facts)
    return None


def diversion_distances(played: dict, facts: Facts) -> dict:
    """Each likely goal's distance once the last card laid moves to the diversion's cell
    (anniversary ruling 6: judged with its old cell empty)."""
    last = (facts.view.get("championship") or {}).get("last_laid")
    maze = facts.maze
    if last is None or cell_of(*last) not in maze.cards:
        return {goal: facts.routes.distance(goal) for goal in facts.p_gold}
    catalogue = facts.rules.catalogue
    moved = catalogue.types[maze.cards[cell_of(*last)] >> 1].id
    without = maze.copy()
    without.remove(cell_of(*last))
    routes = RouteMap(without, list(facts.p_gold), facts.rejoins)
    return routes.placement_distances(cell_of(*played["at"]), catalogue.code(moved, played["turned"]))


def diversion(action: dict, facts: Facts) -> float:
    """A diversion played by this seat: what moving the last card laid there does to the route."""
    before = {goal: facts.routes.distance(goal) for goal in facts.p_gold}
    return route_gain(before, diversion_distances(action, facts), facts, own=True)


# -- the route, by role -----------------------------------------------------------------------

GREEDY_WIN = 4.0  # book: "Vous remportez alors 4 cartes Or", as many cards of route


def route_gain(before: dict, after: dict, facts: Facts, own: bool) -> float:
    """Cards of route a change of each likely goal's distance wins this seat's side; `own`:
    this seat made the change (a greedy dwarf that completes the path wins)."""
    if facts.role == GREEDY_DWARF:
        return greedy_gain(before, after, facts.p_gold, own)
    weights = facts.p_gold
    change = sum(p * (after[goal] - before[goal]) for goal, p in weights.items())
    return change if facts.saboteur else -change * facts.route_weight


def greedy_gain(before: dict, after: dict, p_gold: dict, own: bool) -> float:
    """A greedy dwarf's gain from a change of route (anniversary ruling 2): completing the
    path itself pays it, another's completing it pays it nothing; it never brings the gold
    within a card of the next seat (nor blocks: a block wins it nothing); farther off it
    digs as a gold-digger, since the route must come near for it to win. (Self-play of
    Medium, 40 games of base with the greedy dwarf, deals 47000 on: its rounds won 21 of
    100; digging as a gold-digger 12; blocking near the gold and digging at half weight 17.)"""
    gain = 0.0
    for goal, p in p_gold.items():
        was, now = before[goal], after[goal]
        if now == 0 < was:
            value = GREEDY_WIN if own else -GREEDY_WIN
        elif now <= 1 or was <= 1:
            value = min(0.0, now - was)
        else:
            value = was - now
        gain += p * value
    return gain


# -- the treasure chests --------------------------------------------------------------------

CHESTS = "treasure-chests"
A_CARD = 0.3  # a card more or fewer in hand, in cards of route
# What each chest gives its opener, by its effect (book 002, 'Effets des cartes Coffre'),
# for a gold-digger (first) and a saboteur (second).
CHEST_WORTH = {
    "gold": (1.0, 1.0),  # a nugget: NUGGET
    "lost-draw": (-A_CARD, -A_CARD),
    "extra-draw": (A_CARD, A_CARD),
    "pickpocket": (A_CARD + 0.1, A_CARD + 0.1),  # a card for the opener, one fewer for a foe
    "pick-of-three": (A_CARD, A_CARD),
    "rummage": (A_CARD, A_CARD),
    "peek": (0.5, 0.3),  # a role known for sure: worth more to the diggers, who must find the saboteurs
    "bury": (-0.8, 0.8),  # five cards fewer in the pile: a shorter round, which the saboteurs want
}
SEALING = 0.5  # sealed maps: the gold's place stays unsure, as many cards as that doubt
LOOK_AT_CHEST = 0.15  # a map on a face-down chest: what it hides then weighs exactly
# The share of a chest's worth a rockfall takes from the gold-diggers: a chest beside the
# route is opened by whoever digs there, mostly them.
DIGGERS_OPEN = 0.5


def chest_worth(chest: str, facts: Facts, saboteur: bool | None = None) -> float:
    """What chest `chest` (an id) gives its opener, of this seat's role or, if `saboteur`
    is given, of that team."""
    saboteur = facts.saboteur if saboteur is None else saboteur
    effect = chest[len("chest-"):]
    doubt = 1.0 - max(facts.p_gold.values(), default=1.0)
    if effect == "sealed-maps":
        return SEALING * doubt * (1 if saboteur else -1)
    if effect == "goal-moved":  # the opener moves a goal: a saboteur the likeliest gold away (policy._move_goal)
        return max(facts.p_gold.values(), default=0.0) if saboteur else 0.0
    return CHEST_WORTH[effect][saboteur]


def unseen_chests(facts: Facts) -> list[str]:
    """The chests an unseen black card may hide: every chest but those seen or opened this round."""
    part = facts.view[CHESTS]
    known = [entry["chest"] for entry in part["face_down"] if entry["chest"]]
    log = facts.view.get("log") or []
    start = max((i for i, event in enumerate(log) if event["type"] == "round_start"), default=0)
    known += [event["chest"] for event in log[start:] if event["type"] == "chest_opened"]
    left = [t.id for t in facts.rules.catalogue.types if t.kind == "chest"]
    for chest in known:
        if chest in left:
            left.remove(chest)
    return left


def expected_worth(entry: dict, facts: Facts, saboteur: bool | None = None) -> float:
    """A face-down chest's worth to its opener: its own if seen, else the mean of those it may be."""
    if entry["chest"]:
        return chest_worth(entry["chest"], facts, saboteur)
    chests = unseen_chests(facts)
    return sum(chest_worth(chest, facts, saboteur) for chest in chests) / len(chests) if chests else 0.0


def opened_by(action: dict, facts: Facts) -> float:
    """The worth of the face-down chests a placement opens: those beside it that a place of
    the card linked to the start touches (anniversary ruling 9)."""
    part = facts.view.get(CHESTS)
    if not part or not part["face_down"]:
        return 0.0
    maze, catalogue = facts.maze, facts.rules.catalogue
    cell = cell_of(*action["at"])
    code = catalogue.code(action["card"], action["turned"])
    reached = maze.frontier.get(cell, 0)
    exits = 0
    for place, mask in enumerate(catalogue.place_masks[code]):
        if mask & reached or place in catalogue.ladder_places[code]:
            exits |= mask
    lying = {cell_of(*entry["at"]): entry for entry in part["face_down"]}
    return sum(expected_worth(lying[cell + STEP[side]], facts) for side in SIDES
               if exits & side and cell + STEP[side] in lying)


def rockfall_on_chest(action: dict, facts: Facts) -> float:
    """A rockfall on a face-down chest: the gold-diggers lose what it would give them."""
    entry = next(e for e in facts.view[CHESTS]["face_down"] if e["at"] == list(action["at"]))
    taken = DIGGERS_OPEN * expected_worth(entry, facts, saboteur=False)
    return taken if facts.saboteur else -taken


def map_on_chest(action: dict, facts: Facts) -> float:
    """A map on a face-down chest (not a goal): worth a little while it is unseen."""
    entry = next((e for e in facts.view[CHESTS]["face_down"] if e["at"] == list(action["at"])), None)
    return LOOK_AT_CHEST if entry is not None and not entry["seen_by_you"] else -0.2


def chests_worth(action: dict, facts: Facts) -> float:
    """What the chests an action opens or removes are worth to this seat (0 without chests):
    Hard's rollouts do not see it (their end values the route alone), so the search adds it
    to the candidate's value as it does hiding's cost (expert.py)."""
    part = facts.view.get(CHESTS)
    if not part:
        return 0.0
    if action["kind"] == "place":
        return opened_by(action, facts)
    if action["kind"] == "rockfall" and any(entry["at"] == list(action["at"]) for entry in part["face_down"]):
        return rockfall_on_chest(action, facts)
    return 0.0
