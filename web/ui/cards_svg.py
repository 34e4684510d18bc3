"""Our own card art, as SVG text. Pure functions; runs on CPython and MicroPython.

Cards are portrait, CARD_W by CARD_H user units, drawn with their top-left corner at the
origin; a card turned 180 degrees gets `rotate(180 cx cy)`. Path cards are drawn from the
side letters in their ids (tunnel-NE: one open path touching N and E; dead-NE: a stub on N
and a stub on E with a rock between). Every card carries an accessible name (`<title>`),
and action cards carry a text label, so colour never carries meaning alone.
"""

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


def esc(text):
    """Escape text for XML content and attribute values."""
    text = str(text)
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace('"', "&quot;").replace("'", "&#39;")
    )


def card_sides(card_id):
    """The side letters a maze card touches: tunnel-NE -> "NE"; start/gold -> "NESW"."""
    if card_id == "start" or card_id == "goal-gold":
        return "NESW"
    if card_id.startswith("goal-stone-"):
        return card_id[len("goal-stone-"):]
    if card_id.startswith("tunnel-") or card_id.startswith("dead-"):
        return card_id.split("-", 1)[1]
    return ""


def card_family(card_id):
    """"tunnel", "dead", "start", "goal", "break", "repair", "rockfall", "map" or "unknown"."""
    if card_id == "start":
        return "start"
    for family in ("tunnel", "dead", "goal", "break", "repair"):
        if card_id.startswith(family + "-"):
            return family
    if card_id in ("rockfall", "map"):
        return card_id
    return "unknown"


def card_tools(card_id):
    """The tools named by a break/repair card id: repair-pick-lantern -> ["pick", "lantern"]."""
    family = card_family(card_id)
    if family not in ("break", "repair"):
        return []
    return [part for part in card_id.split("-")[1:] if part in TOOLS]


def is_maze_card(card_id):
    return card_family(card_id) in ("tunnel", "dead", "start", "goal")


def is_symmetric(card_id):
    """True when a 180-degree turn draws the same card (so turning means nothing)."""
    sides = card_sides(card_id)
    if not is_maze_card(card_id):
        return True
    turned = "".join(sorted(_turn_letter(s) for s in sides))
    return turned == "".join(sorted(sides))


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

    `labels` maps "broken", "repair", "rockfall", "map", "pick", "lantern", "cart", "or",
    "start", "gold", "stone" to words; English when missing. A turned maze card turns its
    drawing 180 degrees but not its words, which stay readable.
    """
    drawing, words_svg = _body_parts(card_id, labels)
    if turned and is_maze_card(card_id):
        drawing = f"<g{turn_transform(True)}>{drawing}</g>"
    return drawing + words_svg


def _body_parts(card_id, labels=None):
    """(the drawing, its words) of one card: only the drawing turns with the card."""
    words = dict(DEFAULT_LABELS)
    if labels:
        words.update(labels)
    family = card_family(card_id)
    sides = card_sides(card_id)
    if family == "tunnel":
        return _frame(EARTH, EARTH_EDGE) + _open_paths(sides), ""
    if family == "dead":
        parts = [_frame(EARTH, EARTH_EDGE)]
        parts += [_tunnel_to(side, 0.55) for side in sides]
        parts.append(_rock(CX, CY, 10))
        return "".join(parts), ""
    if family == "start":
        return _frame(EARTH, EARTH_EDGE) + _open_paths(sides) + f'<rect x="20" y="24" width="20" height="42" rx="3" fill="{SAND}"/>' + _ladder(), ""
    if card_id == "goal-gold":
        return (
            _frame(EARTH, EARTH_EDGE) + _open_paths(sides)
            + f'<circle cx="{CX}" cy="{CY}" r="13" fill="{GOLD}" stroke="#8a6a00" stroke-width="1.5"/>',
            f'<text x="{CX}" y="{CY + 3.5}" font-size="10" text-anchor="middle" font-family="sans-serif" '
            + f'font-weight="bold" fill="{INK}">{esc(words["gold"])}</text>'
        )
    if family == "goal":  # stone
        return (
            _frame(EARTH, EARTH_EDGE) + _open_paths(sides) + _rock(CX, CY, 13),
            f'<text x="{CX}" y="{CARD_H - 8}" font-size="8" text-anchor="middle" font-family="sans-serif" '
            + f'fill="{PAPER}">{esc(words["stone"])}</text>'
        )
    if family in ("break", "repair"):
        tools = card_tools(card_id)
        parts = [_frame(PAPER, INK)]
        if len(tools) == 1:
            parts.append(tool_icon(tools[0], CX, 30, 1.3))
        else:
            parts.append(tool_icon(tools[0], 18, 24, 0.95))
            parts.append(tool_icon(tools[1], 42, 40, 0.95))
        if family == "break":
            parts.append(_broken_mark(CX, 32, 15))
            head = words["broken"]
        else:
            parts.append(_repair_mark(48, 12))
            head = words["repair"]
        names = [words[tool] for tool in tools]
        if len(names) == 1:
            lines = [head, names[0]]
        else:
            lines = [head, names[0] + " " + words["or"], names[1]]
        parts.append(_label(lines, 64 if len(lines) == 2 else 60))
        return "".join(parts), ""
    if family == "rockfall":
        return (
            _frame(PAPER, INK) + _rock(20, 22, 7) + _rock(38, 30, 9) + _rock(26, 42, 8)
            + f'<g stroke="{INK}" stroke-width="1.2"><line x1="14" y1="8" x2="14" y2="14"/>'
            + '<line x1="40" y1="10" x2="40" y2="17"/></g>'
            + _label([words["rockfall"]], 70), ""
        )
    if family == "map":
        return (
            _frame(PAPER, INK)
            + '<path d="M 12 16 L 24 12 L 36 16 L 48 12 L 48 44 L 36 48 L 24 44 L 12 48 Z" '
            + f'fill="#efe0b0" stroke="{INK}" stroke-width="1.2"/>'
            + f'<path d="M 24 12 L 24 44 M 36 16 L 36 48" stroke="{INK}" stroke-width="0.8"/>'
            + f'<path d="M 16 38 Q 24 28 30 32 T 40 24" fill="none" stroke="{BAD}" stroke-width="1.3" stroke-dasharray="2 2"/>'
            + f'<g stroke="{BAD}" stroke-width="2"><line x1="38" y1="20" x2="44" y2="26"/><line x1="44" y1="20" x2="38" y2="26"/></g>'
            + _label([words["map"]], 70), ""
        )
    return _frame(PAPER, INK) + _label([card_id], 50, 7), ""


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
        gold = seen == "goal-gold"
        word = words["gold"] if gold else words["stone"]
        fill = GOLD if gold else "#b9b4ae"
        parts.append(
            f'<rect x="4" y="{CARD_H - 24}" width="{CARD_W - 8}" height="18" rx="3" fill="{fill}" stroke="{INK}"/>'
            f'<text x="{CX}" y="{CARD_H - 11}" font-size="9" text-anchor="middle" font-family="sans-serif" '
            f'fill="{INK}">{esc(words["seen"])}: {esc(word)}</text>'
        )
    return "".join(parts)


DEFAULT_LABELS = {
    "broken": "Broken",
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
