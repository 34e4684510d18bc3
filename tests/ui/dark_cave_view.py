"""A hand-written view of La mine se rebelle (the shape agreed in notes/dc-view.md and the rules'
ruling "Squares": group I one place per path, group II one per arm, group III arms and a centre),
for drawing the cave before the engine makes such views, and for checking the drawing reads only
the view's data (card ids here are not the engine's)."""


def group1(*paths, tunnel=False):
    """Group I: each path one place; a tunnel square linked to the first two paths."""
    places = [{"sides": sides, "features": list(features)} for sides, features in paths]
    links = []
    if tunnel:
        places.append({"sides": "", "features": ["tunnel"]})
        links = [[0, 2], [1, 2]]
    return {"kind": "path", "group": 1, "places": places, "links": links}


def group2(*paths):
    """Group II: one place per side of each path, the arms of a path linked to each other; a
    path's features on its first arm."""
    places, links = [], []
    for sides, features in paths:
        first = len(places)
        for k, side in enumerate(sides):
            places.append({"sides": side, "features": list(features) if k == 0 or "bridge" in features else []})
        for a in range(first, len(places)):
            for b in range(a + 1, len(places)):
                links.append([a, b])
    return {"kind": "path", "group": 2, "places": places, "links": links}


def group3(*paths, kind="path"):
    """Group III: one arm per side and a centre each path, the arms linked to the centre only; the
    features on the centre (a bridge on every place of its path)."""
    places, links = [], []
    for sides, features in paths:
        first = len(places)
        bridge = ["bridge"] if "bridge" in features else []
        for side in sides:
            places.append({"sides": side, "features": list(bridge)})
        places.append({"sides": "", "features": list(features)})
        centre = len(places) - 1
        links += [[arm, centre] for arm in range(first, centre)]
    card = {"kind": kind, "places": places, "links": links}
    if kind == "path":
        card["group"] = 3
    return card


def action(effect, group, **extra):
    return dict({"kind": "action", "effect": effect, "group": group}, **extra)


CARDS = {
    "c-start": {"kind": "start", "places": [{"sides": "NESW", "features": ["start", "ladder"]}], "links": []},
    "c1-cross": group1(("NESW", ())),
    "c1-curve": group1(("NE", ())),
    "c1-tunnel": group1(("NW", ()), ("ES", ()), tunnel=True),
    "c1-bridge": group1(("NS", ("bridge",)), ("EW", ())),
    "c1-abyss": group1(("NEW", ("abyss",))),
    "c1-ladder": group1(("NES", ("ladder",))),
    "c2-straight": group2(("EW", ())),
    "c2-T": group2(("NES", ())),
    "c2-gold": group2(("NEW", ("gold",))),
    "c2-dead": group2(("N", ()), ("E", ()), ("S", ()), ("W", ())),
    "c2-bridge": group2(("NS", ("bridge",)), ("EW", ())),
    "c3-cross": group3(("NESW", ())),
    "c3-straight": group3(("NS", ())),
    "c3-abyss": group3(("NEW", ("abyss",))),
    "c3-bridge": group3(("EW", ("bridge",)), ("NS", ())),
    "goal-exit-x": group3(("NESW", ("exit",)), kind="goal"),
    "a-rat": action("summon", 1, tools=["rat"]),
    "a-web": action("lay_web", 1, tools=["circle"]),
    "a-axe": action("equip", 2, tools=["axe"]),
    "a-boots": action("equip", 1, tools=["boots"]),
    "a-info": action("look:goal+clan", 2),
    "a-cave": action("cave_in", 3),
    "a-swap": action("exchange", 1),
    "a-goblin": action("summon", 3, tools=["goblin"]),
}

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
CLANS = ["blue", "yellow", "blue", "yellow", "blue"]


def dark_cave_view(seat=0, legal=None, phase="play", moving=None, steps_left=None, attack=None):
    """Five seats some turns in: a 9 x 9 area, the start at (0, 0), the exit face up at (4, -4)."""
    maze = [
        {"at": [0, 0], "card": "c-start", "turned": False},
        {"at": [1, 0], "card": "c3-cross", "turned": False},
        {"at": [2, 0], "card": "c1-tunnel", "turned": False},
        {"at": [0, -1], "card": "c2-T", "turned": True},
        {"at": [-1, 0], "card": "c3-abyss", "turned": False},
        {"at": [0, 1], "card": "c2-gold", "turned": True},
        {"at": [3, 0], "card": "c1-bridge", "turned": False},
        {"at": [1, -1], "card": "c3-bridge", "turned": False},
        {"at": [-1, 1], "card": "c2-dead", "turned": False},
        {"at": [4, -4], "card": "goal-exit-x", "turned": False},
    ]
    goals = [{"at": [x, y], "face_up": False, "seen_by_you": False, "card": None}
             for x, y in ((-4, -4), (-4, 4), (4, 4))]
    goals.insert(1, {"at": [4, -4], "face_up": True, "seen_by_you": False, "card": "goal-exit-x"})
    pieces = [
        {"kind": "dwarf", "on": "place", "at": [1, 0], "place": 4, "seat": 0, "clan": "blue"},
        {"kind": "dwarf", "on": "place", "at": [1, 0], "place": 1, "seat": 1, "clan": "yellow"},
        {"kind": "dwarf", "on": "place", "at": [0, 0], "place": 0, "seat": 2, "clan": "blue"},
        {"kind": "dwarf", "on": "place", "at": [2, 0], "place": 2, "seat": 3, "clan": "yellow"},
        {"kind": "rat", "on": "place", "at": [-1, 0], "place": 3, "seat": 1},
        {"kind": "web", "on": "side", "at": [0, 0], "side": "S", "seat": 3, "count": 2, "mark": "circle"},
        {"kind": "web", "on": "side", "at": [1, 0], "side": "E", "seat": 4, "count": 1, "mark": "triangle"},
        {"kind": "nugget", "on": "place", "at": [0, 1], "place": 0},
    ]
    seats = []
    for index, name in enumerate(NAMES):
        seats.append({"seat": index, "hand_size": 4, "clan": CLANS[index], "nuggets": [3, 2, 3, 4, 3][index],
                      "out": index == 4, "paralysed": index == 3, "role": None, "works_for": None,
                      "in_front": {0: ["a-axe"], 1: ["a-rat"], 3: ["a-web"], 4: ["a-boots"]}.get(index, [])})
    seats[seat]["role"] = "loyal"
    seats[seat]["works_for"] = CLANS[seat]
    seats[4]["role"] = "saboteur"
    seats[4]["works_for"] = "yellow"
    view = {
        "ruleset": "dark-cave",
        "round": 1,
        "rounds": 1,
        "phase": phase,
        "seat": seat,
        "to_move": 0,
        "draw_pile": 30,
        "hand": ["c1-cross", "a-rat", "a-web", "a-axe"],
        "role": "loyal",
        "clan": CLANS[seat],
        "maze": maze,
        "goals": goals,
        "cards": dict(CARDS),
        "pieces": pieces,
        "seats": seats,
        "layout": {"board": None, "area": {"x": [-4, 4], "y": [-4, 4]},
                   "starts": [{"at": [0, 0], "card": "c-start", "clan": None}]},
        "dark_cave": {"steps_left": steps_left, "moving": moving, "exits": [4], "set_aside_clans": None,
                      "attack": attack, "vote": None, "pile_groups": [10, 12, 8]},
        "legal_actions": legal if legal is not None else [],
        "log": [],
        "results": [],
    }
    return view
