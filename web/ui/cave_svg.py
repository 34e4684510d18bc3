"""Cards whose places are squares (La mine se rebelle: issue 49, rules "Squares"), drawn from the
card's data only: each place is a square a dwarf or a creature stands on, squares of one card
parted by dotted lines. A place touching several sides is a whole path (group I); a place touching
one side and linked to others is an arm (group II, III); a place touching no side is a centre
square (group III) or, linked to two separate paths, a tunnel between them. Features: ladder,
bridge (the wooden path, drawn over the other), tunnel, abyss, gold (a vein), exit, start.

`place_point` says where on its card a place lies, so pieces stand on their square and the move's
lit squares sit on it; the art of creatures, webs and nuggets is here too.
"""

from ui.cards_svg import (CARD_H, CARD_W, CX, CY, EARTH, EARTH_EDGE, GOLD, INK, SAND, SIDE_POINTS, TUNNEL, _along,
                          _apart_middle, _apart_path, _frame, _ladder, _n, _rock, _tunnel_to, card_data)

# The features that only a squared card carries: a card with one of them is drawn here.
CAVE_FEATURES = ("abyss", "bridge", "tunnel", "gold", "exit")
HUB = 22  # a centre square's side
WOOD = "#b07a3a"
WOOD_EDGE = "#5a3a1a"
DOTS = "#1d1410"


def _places(card_id):
    return card_data(card_id).get("places") or []


def _neighbours(card_id):
    """Each place's linked places on the card: {index: [indices]}."""
    out = {index: [] for index in range(len(_places(card_id)))}
    for first, second in card_data(card_id).get("links") or []:
        if first in out and second in out:
            out[first].append(second)
            out[second].append(first)
    return out


def squared(card_id):
    """True for a maze card drawn square by square: it says its group, or a place of it touches
    no side, or it carries a feature only such cards have."""
    data = card_data(card_id)
    if data.get("kind") not in ("path", "start", "goal"):
        return False
    if data.get("group") is not None:
        return True
    for place in _places(card_id):
        if not place.get("sides") or [f for f in place.get("features") or [] if f in CAVE_FEATURES]:
            return True
    return False


def place_role(card_id, index):
    """"through" (a whole path), "arm", "stub", "hub" (a centre square) or "tunnel"."""
    places = _places(card_id)
    sides = places[index].get("sides") or ""
    linked = _neighbours(card_id)[index]
    if len(sides) > 1:
        return "through"
    if len(sides) == 1:
        return "arm" if linked else "stub"
    if "tunnel" in (places[index].get("features") or []) or [i for i in linked if len(places[i].get("sides") or "") > 1]:
        return "tunnel"
    return "hub"


def _throughs(card_id):
    return [i for i in range(len(_places(card_id))) if place_role(card_id, i) == "through"]


def _is_bridge(card_id, index):
    return "bridge" in (_places(card_id)[index].get("features") or [])


def _straight(sides):
    return len(sides) == 2 and sides in ("NS", "EW")


def _point(card_id, index):
    """Where place `index` lies on the card as printed (not turned)."""
    places = _places(card_id)
    role = place_role(card_id, index)
    sides = places[index].get("sides") or ""
    if role == "through":
        throughs = _throughs(card_id)
        if len(throughs) < 2:
            return CX, CY
        if _straight(sides):  # two straight paths cross in the middle: each square to one side of it
            over = _is_bridge(card_id, index) or (not [i for i in throughs if _is_bridge(card_id, i)] and index == throughs[-1])
            if sides == "NS":
                return CX, CY + (-22 if over else 22)
            return CX + (-16 if over else 16), CY
        return _apart_middle(sides)
    if role == "arm":  # halfway between the side (where a web may lie) and the centre square
        return _along(sides, 0.42)
    if role == "stub":
        return _along(sides, 0.22)
    if role == "hub":
        hubs = [i for i in range(len(places)) if place_role(card_id, i) == "hub"]
        if len(hubs) > 1 and not _is_bridge(card_id, index):  # the path under a bridge: its centre beside the deck
            arms = "".join(places[i].get("sides") or "" for i in _neighbours(card_id)[index])
            return (CX, CY + 20) if ("N" in arms or "S" in arms) else (CX + 15, CY)
    return CX, CY


def place_point(card_id, index, turned=False):
    """Where on its card a place's pieces stand, the card turned or not."""
    if not isinstance(index, int) or not 0 <= index < len(_places(card_id)):
        return CX, CY
    x, y = _point(card_id, index)
    return (CARD_W - x, CARD_H - y) if turned else (x, y)


def _dotted(x1, y1, x2, y2):
    return (f'<line x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}" stroke="{DOTS}" stroke-width="1.6" '
            f'stroke-dasharray="2 2.5"/>')


def _dotted_square(x, y, side=HUB):
    half = side / 2
    return (f'<rect x="{_n(x - half)}" y="{_n(y - half)}" width="{side}" height="{side}" rx="2" fill="{SAND}" '
            f'stroke="{DOTS}" stroke-width="1.6" stroke-dasharray="2 2.5"/>')


DEGREES = {"E": 0, "S": 90, "W": 180, "N": 270}  # clockwise on the screen (y points south)
EIGHTHS = [(1, 0), (0.707, 0.707), (0, 1), (-0.707, 0.707), (-1, 0), (-0.707, -0.707), (0, -1), (0.707, -0.707)]


def _arm_borders(arms):
    """The dotted lines parting arms that meet in the middle (group II): one ray from the centre
    into the middle of each gap between two neighbouring arms, so every arm is a square of its own."""
    order = sorted([s for s in "NESW" if s in arms], key=lambda s: DEGREES[s])
    if len(order) < 2:
        return ""
    lines = []
    reach = TUNNEL * 0.75
    for k, side in enumerate(order):
        nxt = order[(k + 1) % len(order)]
        gap = (DEGREES[nxt] - DEGREES[side]) % 360 or 360
        dx, dy = EIGHTHS[((DEGREES[side] + gap // 2) % 360) // 45]
        lines.append(_dotted(CX, CY, CX + dx * reach, CY + dy * reach))
    return "".join(lines)


def _planks(x1, y1, x2, y2):
    """A wooden path from (x1, y1) to (x2, y2): boards across it."""
    return (f'<line x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}" stroke="{WOOD_EDGE}" stroke-width="{TUNNEL + 4}"/>'
            f'<line x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}" stroke="{WOOD}" stroke-width="{TUNNEL}"/>'
            f'<line x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}" stroke="{WOOD_EDGE}" stroke-width="{TUNNEL}" '
            f'stroke-dasharray="1.2 4"/>')


def _abyss(x, y):
    return (f'<path d="M {_n(x - 10)} {_n(y)} L {_n(x - 7)} {_n(y - 6)} L {_n(x - 2)} {_n(y - 8)} L {_n(x + 4)} {_n(y - 7)} '
            f'L {_n(x + 10)} {_n(y - 2)} L {_n(x + 8)} {_n(y + 6)} L {_n(x + 1)} {_n(y + 8)} L {_n(x - 6)} {_n(y + 6)} Z" '
            f'fill="#0b0806" stroke="#7a5a3a" stroke-width="1.2"/>'
            f'<path d="M {_n(x - 4)} {_n(y - 1)} Q {_n(x)} {_n(y + 3)} {_n(x + 4)} {_n(y - 1)}" fill="none" stroke="#5a4a3a" stroke-width="1"/>')


def _gold_vein(x, y):
    return (f'<g stroke="{GOLD}" stroke-width="2.2" stroke-linecap="round" fill="none">'
            f'<path d="M {_n(x - 10)} {_n(y + 6)} L {_n(x - 4)} {_n(y)} L {_n(x + 2)} {_n(y + 3)} L {_n(x + 9)} {_n(y - 5)}"/>'
            f'<path d="M {_n(x - 8)} {_n(y - 6)} L {_n(x - 2)} {_n(y - 3)}"/></g>')


def _exit(x, y):
    """The exit: daylight in a doorway, an arrow out."""
    return (f'<path d="M {_n(x - 9)} {_n(y + 9)} L {_n(x - 9)} {_n(y - 3)} A 9 9 0 0 1 {_n(x + 9)} {_n(y - 3)} '
            f'L {_n(x + 9)} {_n(y + 9)} Z" fill="#bfe8ff" stroke="{INK}" stroke-width="1.3"/>'
            f'<path d="M {_n(x - 5)} {_n(y + 3)} L {_n(x + 4)} {_n(y + 3)} M {_n(x + 1)} {_n(y - 1)} L {_n(x + 5)} {_n(y + 3)} '
            f'L {_n(x + 1)} {_n(y + 7)}" fill="none" stroke="#1f6f3a" stroke-width="2"/>')


def _tunnel_arch(x, y):
    return (f'<path d="M {_n(x - 7)} {_n(y + 6)} L {_n(x - 7)} {_n(y - 1)} A 7 7 0 0 1 {_n(x + 7)} {_n(y - 1)} '
            f'L {_n(x + 7)} {_n(y + 6)} Z" fill="#1b120c" stroke="{ROCK_LINE}" stroke-width="1.2"/>')


ROCK_LINE = "#8a7a6a"


def _feature(feature, x, y):
    if feature == "abyss":
        return _abyss(x, y)
    if feature == "gold":
        return _gold_vein(x, y)
    if feature == "exit":
        return _exit(x, y)
    if feature == "tunnel":
        return _tunnel_arch(x, y)
    if feature in ("ladder", "start"):
        return f'<g transform="translate({_n(x - CX * 0.45)} {_n(y - CY * 0.45)}) scale(0.45)">{_ladder()}</g>'
    return ""


def card_drawing(card_id):
    """The drawing of a squared card, as printed (card_body turns it when it lies turned)."""
    places = _places(card_id)
    roles = [place_role(card_id, i) for i in range(len(places))]
    links = _neighbours(card_id)
    parts = [_frame(EARTH, EARTH_EDGE)]
    throughs = [i for i in range(len(places)) if roles[i] == "through"]
    # the paths under the others first, a bridge last: it lies over them
    bridge_last = sorted(range(len(places)), key=lambda i: _is_bridge(card_id, i))
    stubs_only = not [r for r in roles if r != "stub"]
    for i in bridge_last:
        sides = places[i].get("sides") or ""
        role = roles[i]
        if role == "through":
            if len(throughs) == 1 and "arm" not in roles:
                parts.append(_open_paths_plain(sides))
            elif _is_bridge(card_id, i) and _straight(sides):
                (ax, ay), (bx, by) = SIDE_POINTS[sides[0]], SIDE_POINTS[sides[-1]]
                parts.append(_planks(ax, ay, bx, by))
            else:
                parts.append(_apart_path(sides, over=i == throughs[-1] and len(throughs) > 1))
        elif role == "arm":
            if _is_bridge(card_id, i):
                sx, sy = SIDE_POINTS[sides]
                parts.append(_planks(sx, sy, CX, CY))
            else:
                parts.append(_tunnel_to(sides, 1.0))
        elif role == "stub":
            parts.append(_tunnel_to(sides, 0.55 if stubs_only else 0.32))
    if stubs_only:
        parts.append(_rock(CX, CY, 10))
    # where arms meet with no centre square (group II): dotted rays part them
    for group in _arm_groups(card_id, roles, links):
        parts.append(_arm_borders("".join(places[i]["sides"] for i in group)))
    for i in range(len(places)):
        if roles[i] in ("hub", "tunnel"):
            x, y = _point(card_id, i)
            if roles[i] == "tunnel":  # a passage under the rock between the two paths it joins
                for j in links[i]:
                    jx, jy = _point(card_id, j)
                    parts.append(f'<line x1="{_n(x)}" y1="{_n(y)}" x2="{_n(jx)}" y2="{_n(jy)}" stroke="#2a1a10" '
                                 f'stroke-width="9"/>')
            if _is_bridge(card_id, i):
                parts.append(_planks(x - HUB / 2, y, x + HUB / 2, y) if _bridge_horizontal(card_id, i)
                             else _planks(x, y - HUB / 2, x, y + HUB / 2))
                parts.append(f'<rect x="{_n(x - HUB / 2)}" y="{_n(y - HUB / 2)}" width="{HUB}" height="{HUB}" fill="none" '
                             f'stroke="{DOTS}" stroke-width="1.6" stroke-dasharray="2 2.5"/>')
            else:
                parts.append(_dotted_square(x, y))
    for i in range(len(places)):
        x, y = _point(card_id, i)
        # once each: the start is drawn as its ladder, and it carries both features
        parts.extend(dict.fromkeys(_feature(feature, x, y) for feature in places[i].get("features") or []))
    return "".join(parts)


def _bridge_horizontal(card_id, index):
    arms = "".join(_places(card_id)[i].get("sides") or "" for i in _neighbours(card_id)[index])
    return "E" in arms or "W" in arms


def _arm_groups(card_id, roles, links):
    """Arms linked to each other with no centre square between them (group II), each set once."""
    seen, groups = [], []
    for i, role in enumerate(roles):
        if role != "arm" or i in seen:
            continue
        group, todo = [], [i]
        while todo:
            j = todo.pop()
            if j in group or roles[j] != "arm":
                continue
            group.append(j)
            todo += links[j]
        seen += group
        if len(group) > 1:
            groups.append(sorted(group))
    return groups


def _open_paths_plain(sides):
    parts = [_tunnel_to(side) for side in sides]
    parts.append(f'<circle cx="{CX}" cy="{CY}" r="{TUNNEL // 2}" fill="{SAND}"/>')
    return "".join(parts)


# -- pieces of the cave: creatures, webs, nuggets ------------------------------------------------------

CREATURE_ART = {
    "rat": ('<ellipse cx="0" cy="0" rx="9" ry="6" fill="#8d8a86" stroke="#1d1410" stroke-width="1.2"/>'
            '<circle cx="8" cy="-3" r="3.5" fill="#8d8a86" stroke="#1d1410" stroke-width="1"/>'
            '<circle cx="9" cy="-4" r="0.9" fill="#b3261e"/>'
            '<path d="M -9 1 Q -15 4 -13 9" fill="none" stroke="#d49a9a" stroke-width="1.5"/>'),
    "lindworm": ('<path d="M -11 6 Q -6 -8 0 2 Q 6 12 11 -4" fill="none" stroke="#1d1410" stroke-width="7" stroke-linecap="round"/>'
                 '<path d="M -11 6 Q -6 -8 0 2 Q 6 12 11 -4" fill="none" stroke="#4f9a3a" stroke-width="5" stroke-linecap="round"/>'
                 '<circle cx="11" cy="-5" r="3.5" fill="#4f9a3a" stroke="#1d1410"/><circle cx="12" cy="-6" r="0.9" fill="#ffd25a"/>'),
    "goblin": ('<circle r="8" fill="#7fa83a" stroke="#1d1410" stroke-width="1.2"/>'
               '<path d="M -8 -2 L -14 -7 L -7 -6 M 8 -2 L 14 -7 L 7 -6" fill="#7fa83a" stroke="#1d1410" stroke-width="1"/>'
               '<circle cx="-3" cy="-2" r="1.4" fill="#ffd25a"/><circle cx="3" cy="-2" r="1.4" fill="#ffd25a"/>'
               '<path d="M -4 4 L -2 2 L 0 4 L 2 2 L 4 4" fill="none" stroke="#1d1410" stroke-width="1"/>'),
}

# A web's mark, as printed on its card and token (each web card has its own).
WEB_MARKS = {
    "circle": '<circle r="3.2" fill="#1d1410"/>',
    "triangle": '<path d="M 0 -4 L 3.8 3 L -3.8 3 Z" fill="#1d1410"/>',
    "diamond": '<path d="M 0 -4.2 L 3.4 0 L 0 4.2 L -3.4 0 Z" fill="#1d1410"/>',
}


def creature_icon(kind):
    return CREATURE_ART.get(kind, '<circle r="8" fill="#8d8a86" stroke="#1d1410"/>')


def web_icon(count=2, mark=None):
    """A spider's web token: threads round a centre, its count (2, then 1) and its mark."""
    threads = "".join(f'<line x1="0" y1="0" x2="{_n(dx * 11)}" y2="{_n(dy * 11)}"/>'
                      for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (0.7, 0.7), (-0.7, 0.7), (0.7, -0.7), (-0.7, -0.7)))
    return (f'<circle r="12" fill="#e8e4dc" stroke="#1d1410" stroke-width="1.4"/>'
            f'<g stroke="#6d6a66" stroke-width="0.8" fill="none">{threads}'
            f'<circle r="4"/><circle r="8"/></g>'
            f'<g transform="translate(-6 -5)">{WEB_MARKS.get(mark, "")}</g>'
            f'<circle cx="5" cy="5" r="5.5" fill="#fffaf0" stroke="#1d1410" stroke-width="1"/>'
            f'<text x="5" y="8.2" font-size="9" font-weight="bold" text-anchor="middle" font-family="sans-serif" '
            f'fill="#1d1410">{count}</text>')


def nugget_icon():
    return (f'<path d="M -6 3 L -4 -3 L 1 -5 L 6 -2 L 6 3 L 0 5 Z" fill="{GOLD}" stroke="#8a6a00" stroke-width="1.2"/>'
            '<path d="M -2 -2 L 1 -3" stroke="#fff3b0" stroke-width="1.2"/>')


ACTION_ART = {
    "web": f'<g transform="translate(30 32) scale(1.7)">{web_icon("", None)}</g>',
    "boots": ('<path d="M 20 16 L 32 16 L 32 38 L 46 44 Q 48 50 44 52 L 18 52 Z" fill="#7a5230" stroke="#1d1410" '
              'stroke-width="1.5"/><path d="M 18 48 L 45 48" stroke="#1d1410" stroke-width="2"/>'),
    "axe": ('<path d="M 18 52 L 40 16" stroke="#6b4a2a" stroke-width="4" stroke-linecap="round"/>'
            '<path d="M 34 12 Q 50 12 48 30 L 38 22 Z" fill="#9aa3ad" stroke="#1d1410" stroke-width="1.2"/>'),
    "cave_in": (_rock(20, 26, 8) + _rock(38, 22, 7) + _rock(30, 40, 10)
                + '<path d="M 10 52 L 50 52" stroke="#1d1410" stroke-width="2"/>'),
    "exchange": ('<rect x="10" y="16" width="16" height="24" rx="2" fill="#fff" stroke="#1d1410"/>'
                 '<rect x="34" y="22" width="16" height="24" rx="2" fill="#fff" stroke="#1d1410"/>'
                 '<path d="M 20 10 Q 32 4 42 16 M 40 52 Q 28 58 18 46" fill="none" stroke="#1d1410" stroke-width="1.5"/>'),
    "info": ('<path d="M 10 30 Q 30 12 50 30 Q 30 48 10 30 Z" fill="#fff" stroke="#1d1410" stroke-width="1.6"/>'
             '<circle cx="30" cy="30" r="6" fill="#27405f"/>'),
}


def creature_card_art(kind):
    return f'<g transform="translate(30 32) scale(1.8)">{creature_icon(kind)}</g>'
