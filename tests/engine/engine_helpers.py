"""Shared helpers for the engine tests: the inventory from the rule books, scenario
positions built by hand, a reference model of the legal actions, random play.

The inventory and tables are written out here from rules/base.md and book 001 instead of
being read from the engine's data, so that a mistake in the data makes tests fail.
"""

from __future__ import annotations

import copy
import random
from collections import Counter

import saboteur

# -- the inventory (rules/base.md: "The 40 tunnel cards", "Action cards, 27") ---------------

PATH_COUNTS = {
    "tunnel-EW": 3, "tunnel-NS": 4, "tunnel-NE": 5, "tunnel-NW": 4, "tunnel-NEW": 5,
    "tunnel-NES": 5, "tunnel-NESW": 5, "dead-N": 1, "dead-E": 1, "dead-EW": 1, "dead-NS": 1,
    "dead-NE": 1, "dead-NW": 1, "dead-NEW": 1, "dead-NES": 1, "dead-NESW": 1,
}
ACTION_COUNTS = {
    "break-pick": 3, "break-lantern": 3, "break-cart": 3,
    "repair-pick": 2, "repair-lantern": 2, "repair-cart": 2,
    "repair-pick-lantern": 1, "repair-pick-cart": 1, "repair-lantern-cart": 1,
    "rockfall": 3, "map": 6,
}
DECK = Counter({**PATH_COUNTS, **ACTION_COUNTS})
GOLD_CARDS = Counter({1: 16, 2: 8, 3: 4})
GOAL_IDS = ("goal-gold", "goal-stone-NE", "goal-stone-NW")
GOAL_SLOTS = ((8, -2), (8, 0), (8, 2))
TOOLS_OF = {
    "repair-pick": ("pick",), "repair-lantern": ("lantern",), "repair-cart": ("cart",),
    "repair-pick-lantern": ("pick", "lantern"), "repair-pick-cart": ("pick", "cart"),
    "repair-lantern-cart": ("lantern", "cart"),
}
# Book 001, "Préparation": (gold-diggers, saboteurs) among the dwarf cards used.
ROLE_TABLE = {3: (3, 1), 4: (4, 1), 5: (4, 2), 6: (5, 2), 7: (5, 3), 8: (6, 3), 9: (7, 3), 10: (7, 4)}
# Book 001, "Préparation": cards dealt to each player.
HAND_SIZE = {3: 6, 4: 6, 5: 6, 6: 5, 7: 5, 8: 4, 9: 4, 10: 4}
GD, SAB = "gold-digger", "saboteur"

# -- card shapes: places as sets of sides (rules/README.md "A card is a small graph of places")

OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
STEP = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}


def places_of(card: str, turned: bool = False) -> list[frozenset]:
    """The places of a maze card as it lies: tunnel = one place, dead = one per side."""
    if card in ("start", "goal-gold"):
        places = [set("NESW")]
    elif card.startswith("goal-stone-"):
        places = [set(card[len("goal-stone-"):])]
    elif card.startswith("tunnel-"):
        places = [set(card[len("tunnel-"):])]
    elif card.startswith("dead-"):
        places = [{side} for side in card[len("dead-"):]]
    else:
        raise ValueError(card)
    if turned:
        places = [{OPPOSITE[s] for s in place} for place in places]
    return [frozenset(place) for place in places]


def looks_same_turned(card: str) -> bool:
    return sorted(map(sorted, places_of(card))) == sorted(map(sorted, places_of(card, True)))


def is_path(card: str) -> bool:
    return card.startswith(("tunnel-", "dead-"))


def deck_list() -> list[str]:
    return sorted(DECK.elements())


# -- scenario positions ------------------------------------------------------------------------


def scenario(
    players: int = 5,
    *,
    hands: list[list[str]],
    maze: list[tuple[int, int, str, bool]] = (),
    broken: list[list[str]] | None = None,
    goals: tuple[str, str, str] = ("goal-stone-NE", "goal-gold", "goal-stone-NW"),
    seen_by: dict[int, list[int]] | None = None,
    roles: list[str] | None = None,
    to_move: int = 0,
    draw_top: list[str] = (),
    draw_size: int | None = None,
    discards: list[tuple[str, bool]] = (),
    gold_pile: list[int] | None = None,
    gold: list[list[int]] | None = None,
    round: int = 1,
    first_seat: int = 0,
    last_seat: int | None = None,
    options: dict | None = None,
    results: list[dict] | None = None,
    seed: int = 0,
) -> dict:
    """A position in the play phase built from the parts a test cares about, written in
    version 1 (base's keys at the top level, as saved games of the first engine are), which
    the engine still loads: tests change its keys by name.

    The deck cards not named go to the draw pile (in a fixed order, `draw_top` on top);
    with `draw_size`, only that many stay in the pile and the rest lie face down in the
    discards, so that the 67 cards are always accounted for. `maze` lists path cards and
    turned-over goals as (x, y, card, turned); the start card is added. The gold cards
    not held lie in the gold pile (value order, 3s on top) unless `gold_pile` is given.
    """
    broken = broken or [[] for _ in range(players)]
    used = Counter()
    for cards in list(hands) + list(broken):
        used.update(cards)
    used.update(card for _, _, card, _ in maze if is_path(card))
    used.update(card for card, _ in discards)
    used.update(draw_top)
    rest = DECK - used
    if sum(used.values()) - sum((used & DECK).values()):
        raise AssertionError(f"scenario uses more cards than the deck holds: {used - DECK}")
    leftover = sorted(rest.elements())
    keep = len(leftover) if draw_size is None else draw_size - len(draw_top)
    pile, face_down = leftover[:keep], leftover[keep:]
    hands = [list(hand) for hand in hands]
    for hand in hands:
        # While the pile lasts every seat holds cards (the loader refuses an empty hand then):
        # a seat the test leaves empty-handed gets one card from the bottom of the pile.
        if not hand and len(pile) > 1:
            hand.append(pile.pop(0))
    roles = roles or [GD] * (players - 1) + [SAB]
    role_deck = Counter({GD: ROLE_TABLE[players][0], SAB: ROLE_TABLE[players][1]})
    gold = gold or [[] for _ in range(players)]
    if gold_pile is None:
        held = Counter(v for cards in gold for v in cards)
        gold_pile = sorted((GOLD_CARDS - held).elements())
    seen_by = seen_by or {}
    position = dict(
        format="saboteur-position",
        version=1,
        ruleset="base",
        players=players,
        seed=seed,
        options=dict(saboteur.load_ruleset("base").option_defaults, **(options or {})),
        round=round,
        phase="play",
        to_move=to_move,
        first_seat=first_seat,
        last_seat=last_seat,
        roles=list(roles),
        aside_roles=sorted((role_deck - Counter(roles)).elements()),
        hands=[list(hand) for hand in hands],
        draw_pile=pile + list(draw_top),
        discards=[{"card": c, "face_up": up} for c, up in discards] + [{"card": c, "face_up": False} for c in face_down],
        broken=[list(cards) for cards in broken],
        maze=[{"at": [0, 0], "card": "start", "turned": False}]
        + [{"at": [x, y], "card": card, "turned": turned} for x, y, card, turned in maze],
        goals=[{"at": list(at), "card": card, "seen_by": seen_by.get(i, [])} for i, (at, card) in enumerate(zip(GOAL_SLOTS, goals))],
        gold_pile=list(gold_pile),
        gold=[list(cards) for cards in gold],
        gold_share=None,
        results=results if results is not None else [dummy_result(r, players) for r in range(1, round)],
    )
    position["maze"].sort(key=lambda entry: (entry["at"][0], entry["at"][1]))
    return position


def dummy_result(round_number: int, players: int) -> dict:
    """A plausible public result of an earlier round (positions keep them as they are)."""
    return {
        "round": round_number, "winners": SAB, "finder": None,
        "roles": [GD] * (players - 1) + [SAB],
        "goals": [{"at": list(at), "card": card} for at, card in zip(GOAL_SLOTS, ("goal-stone-NE", "goal-gold", "goal-stone-NW"))],
        "route": [],
    }


def load(position: dict) -> saboteur.Game:
    return saboteur.from_position(copy.deepcopy(position))


# A straight tunnel from the start to (6, 0), one card short of the middle goal.
ROW_TO_6 = [
    (1, 0, "tunnel-EW", False), (2, 0, "tunnel-EW", False), (3, 0, "tunnel-EW", False),
    (4, 0, "tunnel-NESW", False), (5, 0, "tunnel-NESW", False), (6, 0, "tunnel-NESW", False),
]


def empty_hands(players: int) -> list[list[str]]:
    return [[] for _ in range(players)]


# -- a reference model of the legal actions, written from the rules alone ------------------------


def maze_of(position: dict) -> dict[tuple[int, int], list[frozenset]]:
    return {tuple(e["at"]): places_of(e["card"], e["turned"]) for e in position["maze"]}


def linked_places(maze: dict) -> set[tuple[tuple[int, int], int]]:
    """(cell, place index) linked to the start through touching places (rules/base.md ruling 2)."""
    start = (0, 0)
    todo = [(start, i) for i in range(len(maze[start]))]
    seen = set(todo)
    while todo:
        cell, i = todo.pop()
        for side in maze[cell][i]:
            dx, dy = STEP[side]
            other = (cell[0] + dx, cell[1] + dy)
            for j, place in enumerate(maze.get(other, ())):
                if OPPOSITE[side] in place and (other, j) not in seen:
                    seen.add((other, j))
                    todo.append((other, j))
    return seen


def reference_placements(position: dict, hand: list[str]) -> set[tuple]:
    """Every legal placement from the rules: touch a card, match each face-up neighbour
    (face-down goals constrain nothing), and link one of the new card's places to the start."""
    maze = maze_of(position)
    linked = linked_places(maze)
    hidden = {tuple(g["at"]) for g in position["goals"]} - set(maze)
    candidates = {
        (x + dx, y + dy) for (x, y) in maze for dx, dy in STEP.values()
    } - set(maze) - hidden
    found = set()
    for cell in candidates:
        for card in sorted(set(c for c in hand if is_path(c))):
            for turned in (False, True):
                if turned and looks_same_turned(card):
                    continue
                places = places_of(card, turned)
                open_sides = set().union(*places)
                fits, joins = True, False
                for side, (dx, dy) in STEP.items():
                    other = (cell[0] + dx, cell[1] + dy)
                    if other not in maze:
                        continue
                    theirs = [j for j, p in enumerate(maze[other]) if OPPOSITE[side] in p]
                    if (side in open_sides) != bool(theirs):
                        fits = False
                    elif side in open_sides and (other, theirs[0]) in linked:
                        joins = True
                if fits and joins:
                    found.add(("place", card, cell, turned))
    return found


def phase(position: dict) -> str:
    """What a version 2 position is deciding: the top decision's phase, or "over"."""
    if not position["decisions"]:
        return "over"
    return {"turn": "play", "keep_gold": "gold", "steal": "steal"}[position["decisions"][-1]["kind"]]


def gold_share(position: dict) -> dict | None:
    """The gold being shared in a version 2 position: {"values", "keepers"}, or None."""
    top = position["decisions"][-1] if position["decisions"] else {}
    return {"values": top["values"], "keepers": top["keepers"]} if top.get("kind") == "keep_gold" else None


def reference_actions(position: dict) -> set[tuple]:
    """The legal actions of the seat to move in a version 2 position of base, as comparable tuples."""
    if phase(position) == "gold":
        return {("keep_gold", v) for v in set(gold_share(position)["values"])}
    if phase(position) != "play":
        return set()
    seat = position["to_move"]
    hand = position["hands"][seat]
    broken = position["base"]["broken"]
    found = {("pass", card) for card in hand}
    if not broken[seat]:
        found |= reference_placements(position, hand)
    broken_tools = [{card.split("-")[1] for card in cards} for cards in broken]
    face_up = {tuple(e["at"]) for e in position["maze"]}
    for card in set(hand):
        if card.startswith("break-"):
            tool = card.split("-")[1]
            found |= {("break", card, t) for t in range(position["players"]) if t != seat and tool not in broken_tools[t]}
        elif card.startswith("repair-"):
            found |= {
                ("repair", card, t, tool)
                for t in range(position["players"]) for tool in TOOLS_OF[card] if tool in broken_tools[t]
            }
        elif card == "rockfall":
            found |= {("rockfall", card, tuple(e["at"])) for e in position["maze"] if is_path(e["card"])}
        elif card == "map":
            found |= {("map", card, tuple(g["at"])) for g in position["goals"] if tuple(g["at"]) not in face_up}
    return found


def as_tuple(action: dict) -> tuple:
    """An action's JSON as a comparable tuple (the shape reference_actions uses)."""
    kind = action["kind"]
    if kind == "place":
        return ("place", action["card"], tuple(action["at"]), action.get("turned", False))
    if kind == "break":
        return ("break", action["card"], action["target"])
    if kind == "repair":
        return ("repair", action["card"], action["target"], action["tool"])
    if kind in ("rockfall", "map"):
        return (kind, action["card"], tuple(action["at"]))
    if kind == "pass":
        return ("pass", action["card"])
    return ("keep_gold", action["value"])


# -- random play -------------------------------------------------------------------------------


def pick(game: saboteur.Game, rng: random.Random):
    """A random legal action, first choosing the kind so that rare kinds (repairs, maps,
    rockfalls) come up as often as placements, which outnumber them."""
    actions = game.legal_actions()
    kinds = sorted({a.kind for a in actions})
    kind = rng.choice(kinds)
    return rng.choice([a for a in actions if a.kind == kind])


def play_random(game: saboteur.Game, rng: random.Random, steps: int | None = None) -> saboteur.Game:
    done = 0
    while game.to_move is not None and (steps is None or done < steps):
        game.apply(pick(game, rng))
        done += 1
    return game


def card_count(position: dict) -> Counter:
    """Every deck card in a version 2 position of base: hands, draw pile, discards, broken
    tools, maze."""
    cards = Counter()
    for hand in position["hands"]:
        cards.update(hand)
    cards.update(position["draw_pile"])
    cards.update(d["card"] for d in position["discards"])
    for tools in position["base"]["broken"]:
        cards.update(tools)
    cards.update(e["card"] for e in position["maze"] if is_path(e["card"]))
    return cards


def gold_count(position: dict) -> Counter:
    """Every gold card in a version 2 position of base: the pile, held, being shared."""
    gold = Counter(position["base"]["gold_pile"])
    for cards in position["base"]["gold"]:
        gold.update(cards)
    if gold_share(position):
        gold.update(gold_share(position)["values"])
    return gold
