"""Our own card art, as SVG text. Pure functions; runs on CPython and MicroPython.

Cards are portrait, CARD_W by CARD_H user units, drawn with their top-left corner at the
origin; a card turned 180 degrees gets `rotate(180 cx cy)`. Maze cards are drawn from
their places (one open path through the middle for a place touching several sides, a stub
ending in rock for a place touching one side, two paths that cross or curve apart when a
card holds two, features such as doors, ladders and crystals on their path). Every card
carries an accessible name (`<title>`), and action cards and doors carry a text label, so
colour never carries meaning alone.
"""

from ui.card_data import CARDS as CATALOGUE

CARD_W = 60
CARD_H = 90
CX = 30
CY = 45
TUNNEL = 16  # tunnel width

EARTH = "#5b3d24"
EARTH_EDGE = "#3b2616"
SAND = "#e9d5a5"
ROCK = "#6f6a66"
ROCK_EDGE = "#2f2c2a"
PAPER = "#f6efdc"
INK = "#1f1a14"
BAD = "#b3261e"
GOOD = "#1f6f3a"
GOLD = "#f2c230"
BACK = "#27405f"

SIDE_POINTS = {"N": (CX, 0), "E": (CARD_W, CY), "S": (CX, CARD_H), "W": (0, CY)}

TOOLS = ("pick", "lantern", "cart")
DOORS = {"door:blue": "#2f6fd6", "door:green": "#2e9e4f"}
CRYSTAL = "#7fe0ff"


def esc(text):
    """Escape text for XML content and attribute values."""
    text = str(text)
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace('"', "&quot;").replace("'", "&#39;")
    )


# -- card data -----------------------------------------------------------------------------
# Cards are drawn and named from their data (view["cards"]: kind, places with sides and
# features, links, effect, tools, treasure), never from their ids. Views name the cards they
# show; the log is not described, so every card met is remembered here for naming it later.
# How to play draws a game's cards before any view: the build's catalogue (card_data.py).

_known = {}


def remember_cards(cards):
    """Keep the card data a view carries (view["cards"]), newest first."""
    for card_id in cards or {}:
        _known[card_id] = cards[card_id]


_goal_rows = []  # the rows of the goals of the game on screen: five goals are named by place
# The table's layout (view["layout"]): its edge ("board", None for a table without one) and its
# start cards. A view without one is base's: one start at (0, 0), no edge.
BASE_LAYOUT = {"board": None, "starts": [{"at": [0, 0], "card": "start", "clan": None}]}
_layout = [BASE_LAYOUT]
_treasures = []  # the treasure row of the last view (The Lost Mines): a slot is named with its type


def treasure_slot(slot):
    """The treasure row's entry for `slot` as the last view told it ({"type", "value", "taken_by"}), or {}."""
    for item in _treasures:
        if item.get("slot") == slot:
            return item
    return {}


def remember_view(view):
    """Keep what a view tells for naming things later: its cards' data, its goals' rows, its layout."""
    remember_cards((view or {}).get("cards"))
    if (view or {}).get("goals"):
        _goal_rows[:] = [goal["at"][1] for goal in view["goals"]]
    if view:
        _layout[0] = view_layout(view)
        _treasures[:] = ((view.get("lost_mines") or {}).get("treasures")) or []
        if view.get("maze") is not None:
            _maze[:] = view["maze"]
        _seat[0] = view.get("seat")


_maze = []  # the maze of the last view: a square is named by its card's places (La mine se rebelle)
_seat = [None]  # the seat of the last view: "in front of you"


def last_maze():
    return list(_maze)


def viewer_seat():
    return _seat[0]


def view_layout(view):
    """The view's layout, or base's when it carries none (views from before layouts)."""
    return (view or {}).get("layout") or BASE_LAYOUT


def table_layout():
    """The layout of the table last seen in a view (base's before any)."""
    return _layout[0]


def goal_rows():
    """The rows (y) of the goals last seen in a view: [-2, 0, 2] in a game of three goals."""
    return list(_goal_rows)


def card_data(card_id):
    return _known.get(card_id) or CATALOGUE.get(card_id) or {}


def card_kind(card_id):
    """"path", "action", "goal", "start", or "" for a card never described."""
    return card_data(card_id).get("kind") or ""


def card_effect(card_id):
    return card_data(card_id).get("effect")


def card_tools(card_id):
    """The tools a break or repair card names: ["pick", "lantern"]."""
    return list(card_data(card_id).get("tools") or [])


def card_places(card_id, turned=False):
    """The card's paths as drawn, after linked places are joined: [(sides, features)]."""
    places = card_data(card_id).get("places") or []
    groups = [[index] for index in range(len(places))]
    for first, second in card_data(card_id).get("links") or []:
        a = [g for g in groups if first in g][0]
        b = [g for g in groups if second in g][0]
        if a is not b:
            groups.remove(b)
            a.extend(b)
    out = []
    for group in groups:
        sides = "".join(s for s in "NESW" if [i for i in group if s in places[i]["sides"]])
        features = [f for i in group for f in places[i].get("features") or []]
        out.append((turned_sides(sides) if turned else sides, features))
    return out


def card_sides(card_id):
    """Every side a maze card touches, in N E S W order ("" for an action card)."""
    return "".join(s for s in "NESW" if [1 for sides, _ in card_places(card_id) if s in sides])


def card_features(card_id):
    return [f for _, features in card_places(card_id) for f in features]


def is_maze_card(card_id):
    return card_kind(card_id) in ("path", "start", "goal")


def is_dead_end(card_id):
    """Only stubs: every path touches one side and leads nowhere (no ladder, no crystal)."""
    places = card_places(card_id)
    return bool(places) and not [1 for sides, features in places if len(sides) > 1 or features]


def _turn_letter(letter):
    return {"N": "S", "S": "N", "E": "W", "W": "E"}[letter]


def turned_sides(sides):
    """Side letters after a 180-degree turn, in N E S W order."""
    moved = [_turn_letter(s) for s in sides]
    return "".join(s for s in "NESW" if s in moved)


def _n(value):
    """A number written compactly (no trailing .0)."""
    if isinstance(value, float):
        if value == int(value):
            return str(int(value))
        return "%.2f" % value
    return str(value)


# -- pieces -------------------------------------------------------------------------


def _frame(fill, stroke):
    return (
        f'<rect x="0.5" y="0.5" width="{CARD_W - 1}" height="{CARD_H - 1}" rx="5" '
        f'fill="{fill}" stroke="{stroke}" stroke-width="1"/>'
    )


def _tunnel_to(side, length=1.0):
    """A tunnel segment from the card's side toward the centre (length 1.0 reaches it)."""
    sx, sy = SIDE_POINTS[side]
    ex = sx + (CX - sx) * length
    ey = sy + (CY - sy) * length
    return (
        f'<line x1="{_n(sx)}" y1="{_n(sy)}" x2="{_n(ex)}" y2="{_n(ey)}" '
        f'stroke="{SAND}" stroke-width="{TUNNEL}" stroke-linecap="butt"/>'
    )


def _rock(cx, cy, r):
    pts = [(-1.0, -0.4), (-0.45, -1.0), (0.5, -0.85), (1.0, -0.1), (0.7, 0.8), (-0.2, 1.0), (-0.95, 0.55)]
    points = " ".join(f"{_n(cx + x * r)},{_n(cy + y * r)}" for x, y in pts)
    return f'<polygon points="{points}" fill="{ROCK}" stroke="{ROCK_EDGE}" stroke-width="1.2"/>'


def _open_paths(sides):
    parts = [_tunnel_to(side) for side in sides]
    if sides:
        parts.append(f'<circle cx="{CX}" cy="{CY}" r="{TUNNEL // 2}" fill="{SAND}"/>')
    return "".join(parts)


def _ladder():
    return (
        f'<g stroke="{INK}" stroke-width="2" fill="none">'
        f'<line x1="24" y1="28" x2="24" y2="62"/><line x1="36" y1="28" x2="36" y2="62"/>'
        f'<line x1="24" y1="34" x2="36" y2="34"/><line x1="24" y1="42" x2="36" y2="42"/>'
        f'<line x1="24" y1="50" x2="36" y2="50"/><line x1="24" y1="58" x2="36" y2="58"/></g>'
    )


def _label(lines, y0=66, size=9):
    """Lines of text in one <text> (tspans with spaces between), so the card reads as words."""
    spans = []
    for i, line in enumerate(lines):
        dy = f'y="{y0}"' if i == 0 else f'dy="{size + 2}"'
        spans.append(f'<tspan x="{CX}" {dy}>{esc(line)}</tspan>')
    return (
        f'<text font-size="{size}" text-anchor="middle" font-family="sans-serif" fill="{INK}">'
        + " ".join(spans) + "</text>"
    )


def tool_icon(tool, x=CX, y=30, scale=1.0):
    """A small icon of a tool, centred on (x, y)."""
    t = f'transform="translate({_n(x)} {_n(y)}) scale({_n(scale)})"'
    if tool == "pick":
        body = (
            f'<line x1="-9" y1="11" x2="7" y2="-7" stroke="#8a5a2b" stroke-width="3" stroke-linecap="round"/>'
            f'<path d="M -8 -6 Q 4 -16 14 -2 Q 4 -10 -8 -6 Z" fill="#7d8790" stroke="{INK}" stroke-width="1"/>'
        )
    elif tool == "lantern":
        body = (
            f'<path d="M -4 -13 A 4 4 0 0 1 4 -13" fill="none" stroke="{INK}" stroke-width="1.5"/>'
            f'<rect x="-6" y="-11" width="12" height="3" fill="{INK}"/>'
            f'<rect x="-5" y="-8" width="10" height="15" rx="2" fill="#ffe08a" stroke="{INK}" stroke-width="1.3"/>'
            f'<circle cx="0" cy="-0.5" r="2.5" fill="#f08c00"/>'
            f'<rect x="-6" y="7" width="12" height="3" fill="{INK}"/>'
        )
    elif tool == "cart":
        body = (
            f'<path d="M -13 -7 L 13 -7 L 9 6 L -9 6 Z" fill="#8d99a6" stroke="{INK}" stroke-width="1.3"/>'
            f'<circle cx="-6" cy="9" r="3.2" fill="{INK}"/><circle cx="6" cy="9" r="3.2" fill="{INK}"/>'
        )
    else:
        body = f'<circle cx="0" cy="0" r="8" fill="none" stroke="{INK}"/>'
    return f"<g {t}>{body}</g>"


def _broken_mark(x, y, size=14):
    return (
        f'<g stroke="{BAD}" stroke-width="3" stroke-linecap="round">'
        f'<line x1="{_n(x - size)}" y1="{_n(y - size)}" x2="{_n(x + size)}" y2="{_n(y + size)}"/>'
        f'<line x1="{_n(x + size)}" y1="{_n(y - size)}" x2="{_n(x - size)}" y2="{_n(y + size)}"/></g>'
    )


def _repair_mark(x, y):
    return (
        f'<circle cx="{_n(x)}" cy="{_n(y)}" r="6" fill="{GOOD}"/>'
        f'<path d="M {_n(x - 3)} {_n(y)} L {_n(x - 0.5)} {_n(y + 2.5)} L {_n(x + 3.5)} {_n(y - 2.5)}" '
        f'fill="none" stroke="#fff" stroke-width="1.6"/>'
    )


# -- whole cards ------------------------------------------------------------------------------


def card_body(card_id, labels=None, turned=False):
    """The drawing of one card (no title), at the origin. `labels` localises action text.

    `labels` maps the keys of DEFAULT_LABELS to words; English when missing. A turned maze
    card turns its drawing 180 degrees but not its words, which stay readable.
    """
    drawing, words_svg = _body_parts(card_id, labels, turned)
    if turned and is_maze_card(card_id):
        drawing = f"<g{turn_transform(True)}>{drawing}</g>"
    return drawing + words_svg


def _body_parts(card_id, labels=None, turned=False):
    """(the drawing, its words) of one card: only the drawing turns with the card."""
    words = dict(DEFAULT_LABELS)
    if labels:
        words.update(labels)
    kind = card_kind(card_id)
    cave = _cave_parts(card_id, kind, words)
    if cave is not None:
        return cave
    if kind == "goal":
        sides = card_sides(card_id)
        if mine_type(card_id):
            return _mine_parts(card_id, sides, words)
        if card_data(card_id).get("treasure"):
            return (
                _frame(EARTH, EARTH_EDGE) + _open_paths(sides)
                + f'<circle cx="{CX}" cy="{CY}" r="13" fill="{GOLD}" stroke="#8a6a00" stroke-width="1.5"/>',
                f'<text x="{CX}" y="{CY + 3.5}" font-size="10" text-anchor="middle" font-family="sans-serif" '
                + f'font-weight="bold" fill="{INK}">{esc(words["gold"])}</text>'
            )
        effect = card_effect(card_id)
        art = GOAL_ART.get(effect) or _rock(CX, CY, 13)
        return (
            _frame(EARTH, EARTH_EDGE) + _open_paths(sides) + art
            + f'<rect x="6" y="{CARD_H - 17}" width="{CARD_W - 12}" height="12" rx="3" fill="{EARTH_EDGE}"/>',
            f'<text x="{CX}" y="{CARD_H - 8}" font-size="8" text-anchor="middle" font-family="sans-serif" '
            + f'fill="{PAPER}">{esc(words.get(effect) or words["stone"])}</text>'
        )
    if kind == "postcard":
        return _postcard(card_id, words)
    if kind in ("path", "start"):
        return _path_parts(card_id, words, turned)
    if kind == "black":  # a chest's cover, face up: a path card with a black border
        drawing, letters = _path_parts(card_id, words, turned)
        return drawing + (f'<rect x="2" y="2" width="{CARD_W - 4}" height="{CARD_H - 4}" rx="4" fill="none" '
                          f'stroke="{BLACK_CARD}" stroke-width="4"/>'), letters
    if kind == "chest":
        effect = str(card_effect(card_id))
        return _frame("#3a2a1a", BLACK_CARD) + _chest_icon(CX, 34, "#c98a3a"), _label([words.get("chest_" + effect, effect)], 70, 8)
    effect = card_effect(card_id)
    if effect in ("break", "repair"):
        return _tool_card(card_id, effect, words), ""
    if effect == "tool" and card_tools(card_id)[:1] and card_tools(card_id)[0] in OBSTACLE_TOOLS:
        obstacle = card_tools(card_id)[0]
        return (_frame(PAPER, INK) + f'<g transform="translate({CX} 32) scale(2)">{TOKEN_ART[OBSTACLE_TOOLS[obstacle]]}</g>'
                + _action_word(words["tool_" + obstacle]), "")
    if effect in ACTION_ART:
        return _frame(PAPER, INK) + ACTION_ART[effect] + _action_word(words[effect]), ""
    return _frame(PAPER, INK) + _label([card_id], 50, 7), ""


def _numeral(group, colour):
    """The group's Roman numeral in the card's top right corner, drawn as strokes (not text: a
    hand card's visible words must be its name's)."""
    if group not in (1, 2, 3):
        return ""
    right, top, bottom = CARD_W - 5, 4, 12
    left = right - 3 * group + 1
    bars = "".join(f"M {_n(left + 1 + 3 * k)} {top} L {_n(left + 1 + 3 * k)} {bottom} " for k in range(group))
    return (f'<path d="{bars}M {_n(left - 0.5)} {top} L {_n(right + 0.5)} {top} M {_n(left - 0.5)} {bottom} '
            f'L {_n(right + 0.5)} {bottom}" stroke="{colour}" stroke-width="1.3" fill="none"/>')


def _cave_parts(card_id, kind, words):
    """(drawing, words) of a card of La mine se rebelle (cards whose places are squares, and the
    action cards of its groups), or None for any other card. Its group numeral in the corner."""
    from ui import cave_svg  # here: only games with such cards need it
    data = card_data(card_id)
    numeral = _numeral(data.get("group"), PAPER if kind != "action" else INK)
    if kind in ("path", "start", "goal") and cave_svg.squared(card_id):
        return cave_svg.card_drawing(card_id), numeral
    effect = cave_effect(card_id)
    if kind != "action" or effect is None:
        return None
    art = cave_svg.creature_card_art(effect) if effect in cave_svg.CREATURE_ART else cave_svg.ACTION_ART[effect]
    mark = (data.get("tools") or [None])[0]  # a web card's mark, as its token's
    if effect == "web" and mark in cave_svg.WEB_MARKS:
        art = (f'<g transform="translate(30 32) scale(1.7)">{cave_svg.web_icon("", mark)}</g>')
    return _frame(PAPER, INK) + art + _action_word(words.get("cave_" + effect, effect)) + numeral, ""


# The action cards of La mine se rebelle, by what they do (from their data: effect and tools).
CAVE_EFFECTS = ("info", "cave_in", "exchange", "web", "boots", "axe", "rat", "lindworm", "goblin")


def cave_effect(card_id):
    """What an action card of La mine se rebelle does, one of CAVE_EFFECTS, or None: an equip or a
    summon card by its tool (boots, axe; rat, lindworm, goblin), a web, information, a cave-in, an exchange."""
    data = card_data(card_id)
    effect = data.get("effect")
    tools = data.get("tools") or []
    if effect in ("equip", "summon") and tools and tools[0] in CAVE_EFFECTS:
        return tools[0]
    if effect == "lay_web":
        return "web"
    if effect == "look:goal+clan":
        return "info"
    return effect if effect in ("cave_in", "exchange") else None


def _action_word(word):
    """An action card's word under its icon: two lines when it is too long for one."""
    if len(word) <= 12 or " " not in word:
        return _label([word], 70)
    cut = word.rfind(" ", 0, len(word) // 2 + 2)
    cut = cut if cut > 0 else word.find(" ")
    return _label([word[:cut], word[cut + 1:]], 66)


def _tool_card(card_id, effect, words):
    tools = card_tools(card_id)
    parts = [_frame(PAPER, INK)]
    if len(tools) == 3:  # the master craftsman mends any one tool
        parts += [tool_icon(tool, x, y, 0.75) for tool, (x, y) in zip(tools, ((15, 22), (45, 22), (30, 40)))]
        parts.append(_repair_mark(48, 40))
        parts.append(_label([words["repair"], words["any_tool"]], 64))
        return "".join(parts)
    if len(tools) == 1:
        parts.append(tool_icon(tools[0], CX, 30, 1.3))
    else:
        parts.append(tool_icon(tools[0], 18, 24, 0.95))
        parts.append(tool_icon(tools[1], 42, 40, 0.95))
    if effect == "break":
        parts.append(_broken_mark(CX, 32, 15))
        head = words["broken"]
    else:
        parts.append(_repair_mark(48, 12))
        head = words["repair"]
    names = [words[tool] for tool in tools]
    if len(names) == 1 and effect == "break":
        lines = [head, words["broken_tool"].replace("{tool}", names[0])]
    elif len(names) == 1:
        lines = [head, names[0]]
    else:
        lines = [head, names[0] + " " + words["or"], names[1]]
    parts.append(_label(lines, 64 if len(lines) == 2 else 60))
    return "".join(parts)


def _path_parts(card_id, words, turned):
    """A path or start card: its places, then the features on each (door, ladder, crystal)."""
    places = card_places(card_id)
    through = [place for place in places if len(place[0]) > 1 or "ladder" in place[1]]
    stubs = [place for place in places if len(place[0]) == 1 and "ladder" not in place[1]]
    parts = [_frame(EARTH, EARTH_EDGE)]
    spots = []  # (x, y, features) where each path's features are drawn
    if not through:  # dead ends: the stubs meet the rock in the middle
        parts += [_tunnel_to(sides, 0.55) for sides, _ in stubs]
        parts.append(_rock(CX, CY, 10))
        spots += [_along(sides, 0.3) + (features,) for sides, features in stubs]
    else:
        if len(through) == 1:
            parts.append(_open_paths(through[0][0]))
            spots.append((CX, CY, through[0][1]))
        else:  # separate paths on one card: straight ones cross (the later one over), curves part
            for index, (sides, features) in enumerate(through):
                parts.append(_apart_path(sides, over=index > 0))
                spots.append(_apart_middle(sides) + (features,))
        for sides, features in stubs:  # short, ending in rock before the open path
            parts.append(_tunnel_to(sides, 0.32))
            x, y = _along(sides, 0.36)
            parts.append(_rock(x, y, 6))
            spots.append(_along(sides, 0.16) + (features,))
    letters = []
    for x, y, features in spots:
        drawn, said = _features(x, y, features, words, turned)
        parts.append(drawn)
        letters.append(said)
    return "".join(parts), "".join(letters)


def _along(side, length):
    """The point `length` of the way from a side's middle to the card's centre."""
    sx, sy = SIDE_POINTS[side]
    return sx + (CX - sx) * length, sy + (CY - sy) * length


def _apart_path(sides, over=False):
    """One of several unlinked paths: a straight one across the card, or a curve that keeps
    to its corner (so that it does not meet the other path in the middle)."""
    (ax, ay), (bx, by) = SIDE_POINTS[sides[0]], SIDE_POINTS[sides[-1]]
    if len(sides) == 2 and (ax == bx or ay == by):
        line = f'<line x1="{ax}" y1="{ay}" x2="{bx}" y2="{by}" stroke="{SAND}" stroke-width="{TUNNEL}"/>'
        if not over:
            return line
        edge = f'<line x1="{ax}" y1="{ay}" x2="{bx}" y2="{by}" stroke="{EARTH_EDGE}" stroke-width="{TUNNEL + 6}"/>'
        return edge + line
    # a quarter ellipse about the corner between its two sides
    kx, ky = _corner(sides)
    sweep = 1 if (ax - kx) * (by - ky) - (ay - ky) * (bx - kx) > 0 else 0
    return (f'<path d="M {ax} {ay} A {abs(ax - kx) + abs(bx - kx)} {abs(ay - ky) + abs(by - ky)} 0 0 {sweep} {bx} {by}" '
            f'fill="none" stroke="{SAND}" stroke-width="{TUNNEL}"/>')


def _corner(sides):
    """The card's corner between two adjacent sides (N and W: the top left one)."""
    return (CARD_W if "E" in sides else 0), (CARD_H if "S" in sides else 0)


def _apart_middle(sides):
    """Where a separate path is at its middle: the centre for a straight one, else halfway round its curve."""
    (ax, ay), (bx, by) = SIDE_POINTS[sides[0]], SIDE_POINTS[sides[-1]]
    if ax == bx or ay == by:
        return CX, CY
    kx, ky = _corner(sides)
    return kx + 0.707 * (ax - kx + bx - kx), ky + 0.707 * (ay - ky + by - ky)


def _features(x, y, features, words, turned):
    """(drawing, words) of a path's features around (x, y); the words stay upright on a turned card."""
    drawn, said = [], []
    offset = -6 * (len([f for f in features if f != "start"]) - 1)
    for feature in features:
        if feature == "start":
            drawn.append(f'<rect x="20" y="24" width="20" height="42" rx="3" fill="{SAND}"/>' + _ladder())
            continue
        fx, fy = x, y + offset
        offset += 12
        if feature in DOORS:
            drawn.append(f'<path d="M {_n(fx - 7)} {_n(fy + 9)} L {_n(fx - 7)} {_n(fy - 4)} A 7 7 0 0 1 {_n(fx + 7)} '
                         f'{_n(fy - 4)} L {_n(fx + 7)} {_n(fy + 9)} Z" fill="{DOORS[feature]}" stroke="{INK}" '
                         f'stroke-width="1.2"/>')
            tx, ty = (CARD_W - fx, CARD_H - fy) if turned else (fx, fy)
            said.append(f'<text x="{_n(tx)}" y="{_n(ty + 5)}" font-size="9" text-anchor="middle" '
                        f'font-family="sans-serif" font-weight="bold" fill="#fff">'
                        f'{esc(words[feature[5:]][:1])}</text>')
        elif feature == "ladder":
            drawn.append(f'<g transform="translate({_n(fx - CX * 0.6)} {_n(fy - CY * 0.6)}) scale(0.6)">{_ladder()}</g>')
        elif feature in FOREST_FEATURES:
            drawn.append(f'<g transform="translate({_n(fx)} {_n(fy)})">{FOREST_FEATURES[feature]}</g>')
        elif feature == "crystal":
            drawn.append(f'<polygon points="{_n(fx)},{_n(fy - 7)} {_n(fx + 5)},{_n(fy)} {_n(fx)},{_n(fy + 7)} '
                         f'{_n(fx - 5)},{_n(fy)}" fill="{CRYSTAL}" stroke="{INK}" stroke-width="1"/>')
    return "".join(drawn), "".join(said)


# Action cards of Saboteur 2 and on: an icon per effect, drawn above the card's word.
ACTION_ART = {
    "rockfall": (_rock(20, 22, 7) + _rock(38, 30, 9) + _rock(26, 42, 8)
                 + f'<g stroke="{INK}" stroke-width="1.2"><line x1="14" y1="8" x2="14" y2="14"/>'
                 + '<line x1="40" y1="10" x2="40" y2="17"/></g>'),
    "map": ('<path d="M 12 16 L 24 12 L 36 16 L 48 12 L 48 44 L 36 48 L 24 44 L 12 48 Z" '
            + f'fill="#efe0b0" stroke="{INK}" stroke-width="1.2"/>'
            + f'<path d="M 24 12 L 24 44 M 36 16 L 36 48" stroke="{INK}" stroke-width="0.8"/>'
            + f'<path d="M 16 38 Q 24 28 30 32 T 40 24" fill="none" stroke="{BAD}" stroke-width="1.3" stroke-dasharray="2 2"/>'
            + f'<g stroke="{BAD}" stroke-width="2"><line x1="38" y1="20" x2="44" y2="26"/><line x1="44" y1="20" x2="38" y2="26"/></g>'),
    "theft": (f'<path d="M 20 22 Q 30 16 40 22 L 46 48 Q 30 56 14 48 Z" fill="#c9a46a" stroke="{INK}" stroke-width="1.2"/>'
              + f'<circle cx="30" cy="38" r="6" fill="{GOLD}" stroke="{INK}"/>'),
    "hands_off": (f'<path d="M 20 22 Q 30 16 40 22 L 46 48 Q 30 56 14 48 Z" fill="#c9a46a" stroke="{INK}" stroke-width="1.2"/>'
                  + f'<circle cx="30" cy="34" r="18" fill="none" stroke="{BAD}" stroke-width="3"/>'
                  + f'<line x1="17" y1="21" x2="43" y2="47" stroke="{BAD}" stroke-width="3"/>'),
    "trap": (f'<rect x="14" y="14" width="32" height="38" rx="2" fill="none" stroke="{INK}" stroke-width="2"/>'
             + f'<g stroke="{INK}" stroke-width="2"><line x1="22" y1="14" x2="22" y2="52"/>'
             + '<line x1="30" y1="14" x2="30" y2="52"/><line x1="38" y1="14" x2="38" y2="52"/></g>'),
    "free": (f'<circle cx="20" cy="32" r="7" fill="none" stroke="{INK}" stroke-width="2.5"/>'
             + f'<path d="M 27 32 L 46 32 M 40 32 L 40 38 M 45 32 L 45 37" stroke="{INK}" stroke-width="2.5" fill="none"/>'),
    "inspect": (f'<circle cx="26" cy="28" r="11" fill="#dff3ff" stroke="{INK}" stroke-width="2.5"/>'
                + f'<line x1="34" y1="36" x2="46" y2="48" stroke="{INK}" stroke-width="4" stroke-linecap="round"/>'),
    "swap_hats": (f'<path d="M 8 34 L 26 34 L 23 24 L 11 24 Z" fill="{BACK}" stroke="{INK}"/>'
                  + f'<path d="M 34 34 L 52 34 L 49 24 L 37 24 Z" fill="{BAD}" stroke="{INK}"/>'
                  + f'<path d="M 18 18 Q 30 8 42 18 M 42 40 Q 30 50 18 40" fill="none" stroke="{INK}" stroke-width="1.5"/>'),
    "swap_hands": (f'<rect x="10" y="16" width="16" height="24" rx="2" fill="#fff" stroke="{INK}"/>'
                   + f'<rect x="34" y="22" width="16" height="24" rx="2" fill="#fff" stroke="{INK}"/>'
                   + f'<path d="M 20 10 Q 32 4 42 16 M 40 52 Q 28 58 18 46" fill="none" stroke="{INK}" stroke-width="1.5"/>'),
}


# The championship cards' icons (book 002), by effect.
ACTION_ART.update({
    "goal_swap": (f'<rect x="8" y="14" width="18" height="27" rx="2" fill="{BACK}" stroke="{INK}"/>'
                  + f'<rect x="34" y="14" width="18" height="27" rx="2" fill="{BACK}" stroke="{INK}"/>'
                  + f'<path d="M 17 46 Q 30 56 43 46 M 39 44 L 43 46 L 41 50" fill="none" stroke="{INK}" stroke-width="1.5"/>'),
    "forgotten_treasure": (f'<rect x="14" y="20" width="26" height="34" rx="2" fill="#fff" stroke="{INK}" transform="rotate(-10 27 37)"/>'
                           + f'<rect x="20" y="16" width="26" height="34" rx="2" fill="#fff" stroke="{INK}"/>'
                           + f'<circle cx="33" cy="33" r="7" fill="{GOLD}" stroke="#8a6a00"/>'),
    "veto": (f'<circle cx="30" cy="32" r="18" fill="#fff" stroke="{BAD}" stroke-width="4"/>'
             + f'<rect x="16" y="28" width="28" height="8" fill="{BAD}"/>'),
    "reverse": (f'<path d="M 14 32 A 16 16 0 1 1 30 48" fill="none" stroke="{INK}" stroke-width="3"/>'
                + f'<path d="M 8 28 L 14 36 L 20 28 Z" fill="{INK}"/>'),
    "scout": (f'<circle cx="24" cy="30" r="9" fill="#dff3ff" stroke="{INK}" stroke-width="2"/>'
              + f'<circle cx="40" cy="30" r="9" fill="#dff3ff" stroke="{INK}" stroke-width="2"/>'
              + f'<line x1="33" y1="30" x2="31" y2="30" stroke="{INK}" stroke-width="3"/>'),
    "diversion": (f'<path d="M 12 44 L 30 44 Q 40 44 40 34 L 40 22" fill="none" stroke="{SAND}" stroke-width="8"/>'
                  + f'<path d="M 12 44 L 30 44 Q 40 44 40 34 L 40 22" fill="none" stroke="{INK}" stroke-width="1.5" stroke-dasharray="3 2"/>'
                  + f'<path d="M 34 24 L 40 14 L 46 24 Z" fill="{INK}"/>'),
})


# -- The Lost Mines: forest paths' features, mines, tokens and action cards (issue 48) -------------

# A tool token's picture (on the card that lays it and on the token on its obstacle), by the token.
TOKEN_ART = {
    "axe": ('<path d="M -5 7 L 4 -6" stroke="#6b4a2a" stroke-width="2"/>'
            '<path d="M 1 -8 Q 8 -7 7 0 L 2 -4 Z" fill="#9aa3ad" stroke="#1d1410" stroke-width="0.8"/>'),
    "boat": ('<path d="M -8 1 L 8 1 L 5 6 L -5 6 Z" fill="#8a5a2b" stroke="#1d1410" stroke-width="0.8"/>'
             '<path d="M 0 1 L 0 -8 L 6 -1 Z" fill="#f6efdc" stroke="#1d1410" stroke-width="0.8"/>'),
    "rope": ('<circle r="6" fill="none" stroke="#c9a25a" stroke-width="2"/>'
             '<circle r="2.5" fill="none" stroke="#c9a25a" stroke-width="2"/>'),
}
# The obstacle a tool card overcomes (its data's `tools`) -> the token it lays.
OBSTACLE_TOOLS = {"trunk": "axe", "lake": "boat", "ditch": "rope"}

# Features drawn on a forest path, centred on the path (the names say them too: text.with_*).
FOREST_FEATURES = {
    "rocks": (f'<circle cx="-6" cy="2" r="6" fill="{ROCK}" stroke="{ROCK_EDGE}"/>'
              f'<circle cx="5" cy="-3" r="7" fill="{ROCK}" stroke="{ROCK_EDGE}"/><circle cx="4" cy="7" r="4" fill="{ROCK}" stroke="{ROCK_EDGE}"/>'),
    "campfire": ('<path d="M -8 6 L 8 2 M -8 2 L 8 6" stroke="#6b4a2a" stroke-width="3"/>'
                 '<path d="M 0 -10 Q 7 -2 4 3 Q 0 6 -4 3 Q -7 -2 0 -10 Z" fill="#ff8a2a" stroke="#8a3b1c" stroke-width="1"/>'
                 '<path d="M 0 -4 Q 3 0 1 3 Q -2 3 -2 0 Z" fill="#ffd25a"/>'),
    "obstacle:trunk": ('<rect x="-14" y="-5" width="28" height="10" rx="5" fill="#7a5230" stroke="#1d1410" stroke-width="1"/>'
                       '<ellipse cx="12" cy="0" rx="3" ry="5" fill="#c9a46a" stroke="#1d1410" stroke-width="0.8"/>'),
    "obstacle:lake": '<ellipse rx="14" ry="10" fill="#3f8fd0" stroke="#173a5c" stroke-width="1.2"/>'
                     '<path d="M -7 -2 Q -4 -4 -1 -2 M 2 3 Q 5 1 8 3" fill="none" stroke="#dff3ff" stroke-width="1"/>',
    "obstacle:ditch": ('<rect x="-14" y="-5" width="28" height="10" fill="#1d1410"/>'
                       '<path d="M -14 -5 L 14 -5 M -14 5 L 14 5" stroke="#8a6a3a" stroke-width="2"/>'),
}

TREASURE_FILL = {"gems": "#9b6be0", "gold": GOLD, "silver": "#c9ced6"}


def mine_type(card_id):
    """The treasure type of a mine card (its "mine:TYPE" feature), or None for any other card."""
    for _, features in card_places(card_id):
        for feature in features:
            if str(feature).startswith("mine:"):
                return feature[5:]
    return None


def _mine_parts(card_id, sides, words):
    """A mine found: its paths, a heap of its treasure type's colour, the type's word."""
    kind = mine_type(card_id)
    fill = TREASURE_FILL.get(kind, "#d8cfc0")
    return (
        _frame(EARTH, EARTH_EDGE) + _open_paths(sides)
        + f'<path d="M {CX - 14} {CY + 8} L {CX - 6} {CY - 10} L {CX} {CY - 4} L {CX + 7} {CY - 12} L {CX + 14} {CY + 8} Z" '
        + f'fill="{fill}" stroke="{INK}" stroke-width="1.3"/>'
        + f'<rect x="6" y="{CARD_H - 17}" width="{CARD_W - 12}" height="12" rx="3" fill="{EARTH_EDGE}"/>',
        f'<text x="{CX}" y="{CARD_H - 8}" font-size="8" text-anchor="middle" font-family="sans-serif" '
        + f'fill="{PAPER}">{esc(words.get("treasure_" + str(kind), str(kind)))}</text>'
    )


_EYE = (f'<path d="M 10 30 Q 30 12 50 30 Q 30 48 10 30 Z" fill="#fff" stroke="{INK}" stroke-width="1.6"/>'
        f'<circle cx="30" cy="30" r="6" fill="{BACK}"/>')
ACTION_ART.update({
    "look:mine+treasure": _EYE + f'<rect x="12" y="42" width="12" height="16" rx="2" fill="{BACK}" stroke="{INK}"/>'
                          + f'<rect x="36" y="44" width="12" height="14" rx="2" fill="{GOLD}" stroke="{INK}"/>',
    "look:treasure+dwarf": _EYE + f'<rect x="12" y="44" width="12" height="14" rx="2" fill="{GOLD}" stroke="{INK}"/>'
                           + f'<circle cx="42" cy="46" r="4" fill="#f1c9a0" stroke="{INK}"/><path d="M 36 58 L 38 50 L 46 50 L 48 58 Z" fill="#3f7fe0" stroke="{INK}"/>',
    "lay_trap": f'<g transform="translate(30 32) scale(2)"><path d="M 0 -10 L 10 0 L 0 10 L -10 0 Z" fill="#8a3b1c" stroke="{INK}" stroke-width="1"/>'
                '<path d="M -6 0 L -4 -3 L -2 0 L 0 -3 L 2 0 L 4 -3 L 6 0 L 4 3 L 2 0 L 0 3 L -2 0 L -4 3 Z" fill="#f6efdc"/></g>',
    "lay_troll": f'<g transform="translate(30 32) scale(2)"><circle r="9" fill="#4d7a3a" stroke="{INK}" stroke-width="1"/>'
                 '<path d="M -6 -4 L -8 -9 L -3 -6 M 6 -4 L 8 -9 L 3 -6" fill="none" stroke="#f6efdc" stroke-width="1.3"/>'
                 '<circle cx="-3" cy="-1" r="1.3" fill="#f6efdc"/><circle cx="3" cy="-1" r="1.3" fill="#f6efdc"/></g>',
    "thunderstorm": (f'<path d="M 14 30 Q 12 18 24 18 Q 28 8 40 14 Q 50 14 48 26 Q 50 34 40 34 L 20 34 Q 12 34 14 30 Z" '
                     f'fill="#9aa3ad" stroke="{INK}" stroke-width="1.3"/>'
                     f'<path d="M 30 34 L 24 46 L 31 46 L 27 58 L 38 42 L 31 42 L 35 34 Z" fill="{GOLD}" stroke="{INK}" stroke-width="1"/>'),
})
FOREST_EFFECTS = ("look:mine+treasure", "look:treasure+dwarf", "lay_trap", "lay_troll", "thunderstorm")


def _sack(count):
    """A sack of gold with its count of nuggets (new goal cards)."""
    return (f'<path d="M 20 34 Q 16 58 30 58 Q 44 58 40 34 Q 36 30 38 26 L 22 26 Q 24 30 20 34 Z" '
            f'fill="#c9a46a" stroke="{INK}" stroke-width="1.2"/>'
            f'<circle cx="30" cy="46" r="8" fill="{GOLD}" stroke="#8a6a00"/>'
            f'<text x="30" y="50" font-size="11" text-anchor="middle" font-family="sans-serif" font-weight="bold" '
            f'fill="{INK}">{count}</text>')


# What a goal card of the new goal cards shows in its middle, by the card's effect.
GOAL_ART = {
    "spider": (f'<circle cx="{CX}" cy="{CY}" r="14" fill="{ROCK}" stroke="{ROCK_EDGE}"/>'
               + f'<g stroke="{INK}" stroke-width="2" fill="none">'
               + ''.join(f'<path d="M {CX} {CY} Q {CX + dx * 10} {CY - 12} {CX + dx * 18} {CY + dy}"/>'
                         for dx in (-1, 1) for dy in (-6, 0, 6, 12)) + '</g>'
               + f'<ellipse cx="{CX}" cy="{CY}" rx="7" ry="9" fill="{INK}"/>'
               + f'<circle cx="{CX - 3}" cy="{CY - 4}" r="1.5" fill="{BAD}"/><circle cx="{CX + 3}" cy="{CY - 4}" r="1.5" fill="{BAD}"/>'),
    "gold-sack-1": _sack(1),
    "gold-sack-2": _sack(2),
    "dragon": (f'<path d="M 14 54 Q 12 34 26 30 L 24 22 L 32 28 L 40 22 L 38 32 Q 48 38 44 52 Q 36 48 30 56 Q 24 48 14 54 Z" '
               + f'fill="#3f8f3a" stroke="{INK}" stroke-width="1.2"/>'
               + f'<circle cx="28" cy="36" r="2" fill="{GOLD}"/><circle cx="36" cy="36" r="2" fill="{GOLD}"/>'
               + f'<path d="M 30 44 L 26 50 L 34 50 Z" fill="{BAD}"/>'),
}


def _postcard(card_id, words):
    """A postcard (costume workshop, underground party): a face-up crossroads from setup,
    with a picture card and its name in its middle, so that no path card is mistaken for it."""
    name = words.get(card_effect(card_id)) or str(card_effect(card_id))
    lines = name.split(" ", 1)
    drawing = (_frame(EARTH, EARTH_EDGE) + _open_paths("NESW")
               + f'<rect x="4" y="22" width="52" height="46" rx="3" fill="#fdf3d8" stroke="#b0305a" stroke-width="2" '
               + 'stroke-dasharray="4 2"/>'
               + f'<rect x="38" y="26" width="11" height="13" fill="#b0305a" stroke="{INK}" stroke-width="0.8"/>'
               + f'<path d="M 12 30 L 30 30 M 12 35 L 30 35" stroke="{INK}" stroke-width="1"/>')
    text = _label(lines, 50 if len(lines) > 1 else 56, 7.5)
    return drawing, text


BLACK_CARD = "#050505"


def _chest_icon(x, y, fill):
    """A small treasure chest: its box, its lid, its lock."""
    return (f'<rect x="{x - 14}" y="{y - 4}" width="28" height="16" rx="2" fill="{fill}" stroke="{GOLD}" stroke-width="1.5"/>'
            f'<path d="M {x - 14} {y - 4} Q {x} {y - 18} {x + 14} {y - 4} Z" fill="{fill}" stroke="{GOLD}" stroke-width="1.5"/>'
            f'<rect x="{x - 3}" y="{y - 2}" width="6" height="7" fill="{GOLD}"/>')


def chest_back(seen=None, labels=None):
    """A face-down black card with a chest under it: black, a chest's outline, unlike a goal's
    blue back. `seen`: the chest card id this seat looked at with a map, or None."""
    words = dict(DEFAULT_LABELS)
    if labels:
        words.update(labels)
    parts = [
        _frame(BLACK_CARD, "#6b6b6b"),
        f'<rect x="6" y="6" width="{CARD_W - 12}" height="{CARD_H - 12}" rx="3" fill="none" stroke="#6b6b6b" stroke-width="1"/>',
        _chest_icon(CX, CY - 4, "#2b2b2b"),
    ]
    if seen:
        word = words.get("chest_" + str(card_effect(seen)), str(card_effect(seen)))
        parts.append(
            f'<rect x="4" y="{CARD_H - 24}" width="{CARD_W - 8}" height="18" rx="3" fill="#c98a3a" stroke="{INK}"/>'
            f'<text x="{CX}" y="{CARD_H - 11}" font-size="8" text-anchor="middle" font-family="sans-serif" '
            f'fill="{INK}">{esc(word[:14])}</text>'
        )
    return "".join(parts)


def goal_back(seen=None, labels=None):
    """A face-down goal. `seen`: the goal card id this seat saw with a map, or None."""
    words = dict(DEFAULT_LABELS)
    if labels:
        words.update(labels)
    parts = [
        _frame(BACK, "#101c2b"),
        f'<rect x="6" y="6" width="{CARD_W - 12}" height="{CARD_H - 12}" rx="3" fill="none" stroke="#8fa8c8" stroke-width="1"/>',
        f'<path d="M {CX} 18 L 46 {CY} L {CX} 72 L 14 {CY} Z" fill="none" stroke="#8fa8c8" stroke-width="1.2"/>',
        f'<text x="{CX}" y="{CY + 6}" font-size="18" text-anchor="middle" font-family="sans-serif" fill="#dfe8f5">?</text>',
    ]
    if seen:
        gold = bool(card_data(seen).get("treasure"))
        word = words["gold"] if gold else words.get(card_effect(seen)) or words["stone"]
        fill = GOLD if gold else "#b9b4ae"
        parts.append(
            f'<rect x="4" y="{CARD_H - 24}" width="{CARD_W - 8}" height="18" rx="3" fill="{fill}" stroke="{INK}"/>'
            f'<text x="{CX}" y="{CARD_H - 11}" font-size="9" text-anchor="middle" font-family="sans-serif" '
            f'fill="{INK}">{esc(words["seen"])}: {esc(word)}</text>'
        )
    return "".join(parts)


DEFAULT_LABELS = {
    "broken": "Broken",
    "broken_tool": "{tool}",
    "repair": "Repair",
    "rockfall": "Rockfall",
    "map": "Map",
    "pick": "pick",
    "lantern": "lantern",
    "cart": "cart",
    "or": "or",
    "start": "Start",
    "gold": "Gold",
    "stone": "Stone",
    "seen": "Seen",
    "blue": "Blue",
    "green": "Green",
    "theft": "Theft",
    "hands_off": "Hands off",
    "trap": "Trapped",
    "free": "Free at last",
    "inspect": "Inspection",
    "swap_hats": "Swap hats",
    "swap_hands": "Swap hands",
    "any_tool": "any tool",
    "goal_swap": "Goal swap",
    "forgotten_treasure": "Forgotten treasure",
    "veto": "Veto",
    "reverse": "Reverse",
    "scout": "Scout",
    "diversion": "Diversion",
    "spider": "Spider",
    "dragon": "Dragon",
    "gold-sack-1": "Sack",
    "gold-sack-2": "Sacks",
    "costume-workshop": "Costume workshop",
    "underground-party": "Underground party",
    "tool_trunk": "Axe",
    "tool_lake": "Boat",
    "tool_ditch": "Rope",
    "treasure_gems": "gems",
    "treasure_gold": "gold",
    "treasure_silver": "silver",
    "look:mine+treasure": "Mine or treasure",
    "look:treasure+dwarf": "Treasure or dwarf",
    "lay_trap": "Trap",
    "lay_troll": "Troll",
    "thunderstorm": "Thunderstorm",
}


def turn_transform(turned):
    return f' transform="rotate(180 {CX} {CY})"' if turned else ""


def card_svg(card_id, turned=False, labels=None, title=None, width=None, css_class="card", decorative=False):
    """A standalone `<svg>` of one card, e.g. for the hand. `title` is its accessible name;
    `decorative` hides it from assistive technology (when a labelled button holds it)."""
    size = f' width="{width}" height="{_n(width * CARD_H / CARD_W)}"' if width else ""
    name = title if title else card_id
    inner = card_body(card_id, labels, turned)
    if decorative:
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {CARD_W} {CARD_H}"{size} '
            f'class="{css_class}" aria-hidden="true" focusable="false" data-name="{esc(name)}">{inner}</svg>'
        )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {CARD_W} {CARD_H}"{size} '
        f'class="{css_class}" role="img" aria-label="{esc(name)}"><title>{esc(name)}</title>{inner}</svg>'
    )


def goal_svg(seen=None, labels=None, title=None, width=None):
    size = f' width="{width}" height="{_n(width * CARD_H / CARD_W)}"' if width else ""
    name = title if title else "goal"
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {CARD_W} {CARD_H}"{size} class="card" '
        f'role="img" aria-label="{esc(name)}"><title>{esc(name)}</title>{goal_back(seen, labels)}</svg>'
    )


def tool_svg(tool, broken=True, title=None, size=22):
    """A small standalone icon of a broken (or mended) tool, for the players list."""
    name = title if title else tool
    mark = _broken_mark(15, 15, 10) if broken else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 30" width="{size}" height="{size}" '
        f'class="tool" role="img" aria-label="{esc(name)}"><title>{esc(name)}</title>'
        f"{tool_icon(tool, 15, 15, 0.9)}{mark}</svg>"
    )
