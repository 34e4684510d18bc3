"""A hand-written view of The Lost Mines (the shape agreed in notes/lm-view.md and the rules'
ruled layout: an 11 x 7 board, x 0..10, y -3..3, blue start at (0,-2), yellow at (0,2), mines at
x 10, y -3, -1, 1, 3): for drawing the table before the engine makes such views."""


def _path(sides, features=()):
    return {"kind": "path", "links": [], "places": [{"sides": sides, "features": list(features)}]}


def _dead(*sides):
    return {"kind": "path", "links": [], "places": [{"sides": s, "features": []} for s in sides]}


CARDS = {
    "lm-start-blue": {"kind": "start", "links": [], "places": [{"sides": "NESW", "features": ["start"]}]},
    "lm-start-yellow": {"kind": "start", "links": [], "places": [{"sides": "NESW", "features": ["start"]}]},
    "lm-path-EW": _path("EW"),
    "lm-path-NEW": _path("NEW"),
    "lm-path-NESW": _path("NESW"),
    "lm-dead-NESW": _dead("N", "E", "S", "W"),
    "lm-trunk-EW": _path("EW", ["obstacle:trunk"]),
}

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]


def lost_mines_view(seat=0):
    """Five seats (blue: 0, 2, 4; yellow: 1, 3) some turns into round 1."""
    maze = [
        {"at": [0, -2], "card": "lm-start-blue", "turned": False},
        {"at": [0, 2], "card": "lm-start-yellow", "turned": False},
        {"at": [1, -2], "card": "lm-path-EW", "turned": False},
        {"at": [2, -2], "card": "lm-path-NEW", "turned": False},
        {"at": [3, -2], "card": "lm-trunk-EW", "turned": False},
        {"at": [1, 2], "card": "lm-dead-NESW", "turned": False},
        {"at": [0, 0], "card": "lm-path-NESW", "turned": False},
    ]
    goals = [{"at": [10, y], "face_up": False, "seen_by_you": False, "card": None} for y in (-3, -1, 1, 3)]
    pieces = [
        {"kind": "dwarf", "on": "place", "at": [0, -2], "place": 0, "seat": 0, "clan": "blue"},
        {"kind": "dwarf", "on": "place", "at": [0, -2], "place": 0, "seat": 2, "clan": "blue"},
        {"kind": "dwarf", "on": "place", "at": [0, 2], "place": 0, "seat": 3, "clan": "yellow"},
        {"kind": "dwarf", "on": "place", "at": [1, 2], "place": 1, "seat": 1, "clan": "yellow"},
        {"kind": "dwarf", "on": "place", "at": [2, -2], "place": 0, "seat": 4, "clan": "blue"},
        {"kind": "troll", "on": "side", "at": [2, -2], "side": "E", "seat": 3},
        {"kind": "trap", "on": "side", "at": [1, -2], "side": "W", "seat": 1},
        {"kind": "axe", "on": "card", "at": [3, -2]},
    ]
    treasures = [
        {"slot": 0, "type": "gems", "value": None, "taken_by": None},
        {"slot": 1, "type": "gold", "value": 4, "taken_by": None},
        {"slot": 2, "type": "silver", "value": None, "taken_by": 3},
        {"slot": 3, "type": "gold", "value": None, "taken_by": None},
        {"slot": 4, "type": "silver", "value": None, "taken_by": None},
    ]
    clans = ["blue", "yellow", "blue", "yellow", "blue"]
    return {
        "ruleset": "lost-mines",
        "round": 1,
        "phase": "turn",
        "to_move": seat,
        "hand": [],
        "legal_actions": [],
        "maze": maze,
        "goals": goals,
        "cards": dict(CARDS),
        "layout": {
            "board": {"x": [0, 10], "y": [-3, 3]},
            "starts": [{"at": [0, -2], "card": "lm-start-blue", "clan": "blue"},
                       {"at": [0, 2], "card": "lm-start-yellow", "clan": "yellow"}],
            "treasure_row": 5,
        },
        "pieces": pieces,
        "lost_mines": {"treasures": treasures, "dragon": None, "steps_left": None, "campfire_bonus": False,
                       "sitting_out": [], "vote": None},
        "seats": [{"clan": clans[i], "vp": 0, "treasures": 1 if i == 3 else 0, "troll_card": i == 3}
                  for i in range(5)],
        "log": [],
    }
