"""The table under the maze, drawn from the view's layout (view["layout"]): a board's spaces and
edge when the table has one, and the start cards with their clan's colour.

A table without an edge (base, Saboteur 2: `board` None) draws nothing here, and the camera
roams freely; a board bounds the camera (`clamp_viewbox`), so nobody pans off the table. The
treasure row, when the layout has one, takes a column beside the east edge (pieces_svg draws it).
"""

from ui.cards_svg import CARD_H, CARD_W, esc, view_layout

GAP = 6
PITCH_X = CARD_W + GAP
PITCH_Y = CARD_H + GAP
MARGIN = 0.4  # cells of margin round what the camera shows

# A clan's colour on its start, its dwarves and its players' rows; a clan with no colour here is grey.
CLAN_COLOURS = {"blue": "#3f7fe0", "yellow": "#f2c230"}
NO_CLAN = "#a49b90"


def clan_colour(clan):
    return CLAN_COLOURS.get(clan, NO_CLAN)


def board_of(view):
    """The board's bounds {"x": [x0, x1], "y": [y0, y1]}, or None for a table without an edge."""
    return view_layout(view).get("board")


def starts_of(view):
    """The start cards: [{"at", "card", "clan"}] (base's one start at (0, 0) when the view has no layout)."""
    return view_layout(view).get("starts") or []


def treasure_slots(view):
    """How many treasure spaces lie beside the east edge (0 when the layout has no treasure row)."""
    return view_layout(view).get("treasure_row") or 0


def start_at(view, at):
    """The start card lying at `at`, or None."""
    for start in starts_of(view):
        if list(start["at"]) == list(at):
            return start
    return None


def board_cells(view):
    """The corners of what the table shows: the board and its treasure column, or [] without an edge."""
    board = board_of(view)
    if not board:
        return []
    east = board["x"][1] + (1 if treasure_slots(view) else 0)
    return [[board["x"][0], board["y"][0]], [east, board["y"][1]]]


def clamp_viewbox(box, view):
    """`box` kept over the board: never past its edge (plus the margin); a box wider or taller
    than the board is centred on it. Unchanged on a table without an edge."""
    corners = board_cells(view)
    if not corners:
        return box
    (x0, y0), (x1, y1) = corners
    left = (x0 - MARGIN) * PITCH_X
    right = (x1 + 1 + MARGIN) * PITCH_X - GAP
    top = (y0 - MARGIN) * PITCH_Y
    bottom = (y1 + 1 + MARGIN) * PITCH_Y - GAP
    x, y, w, h = box
    x = (left + right - w) / 2 if w >= right - left else min(max(x, left), right - w)
    y = (top + bottom - h) / 2 if h >= bottom - top else min(max(y, top), bottom - h)
    return [x, y, w, h]


def board_svg_layer(view):
    """The board's spaces and its edge, under everything (decorative: the cards carry the names)."""
    board = board_of(view)
    if not board:
        return ""
    (x0, x1), (y0, y1) = board["x"], board["y"]
    parts = ['<g class="board-spaces" aria-hidden="true">']
    parts.append(
        f'<rect class="board-edge" x="{x0 * PITCH_X - GAP * 2}" y="{y0 * PITCH_Y - GAP * 2}" '
        f'width="{(x1 - x0 + 1) * PITCH_X + GAP * 3}" height="{(y1 - y0 + 1) * PITCH_Y + GAP * 3}" rx="10" '
        f'fill="#24361f" stroke="#9c8350" stroke-width="4"/>'
    )
    for x in range(x0, x1 + 1):
        for y in range(y0, y1 + 1):
            parts.append(
                f'<rect x="{x * PITCH_X}" y="{y * PITCH_Y}" width="{CARD_W}" height="{CARD_H}" rx="5" '
                f'fill="#2e4427" stroke="#4f6a3f" stroke-width="1"/>'
            )
    parts.append("</g>")
    return "".join(parts)


def start_marks(view):
    """A frame and a flag in the clan's colour round each clan's start (the name says the clan too)."""
    parts = []
    for start in starts_of(view):
        if not start.get("clan"):
            continue
        x, y = start["at"][0] * PITCH_X, start["at"][1] * PITCH_Y
        colour = clan_colour(start["clan"])
        parts.append(
            f'<g class="start-mark" aria-hidden="true" data-clan="{esc(start["clan"])}" transform="translate({x} {y})">'
            f'<rect x="-3" y="-3" width="{CARD_W + 6}" height="{CARD_H + 6}" rx="7" fill="none" stroke="{colour}" '
            f'stroke-width="4"/>'
            f'<path d="M 5 4 L 5 22 M 5 4 L 19 8 L 5 13" fill="{colour}" stroke="#1d1410" stroke-width="1.5"/></g>'
        )
    return "".join(parts)


def area_of(view):
    """The play area {"x": [x0, x1], "y": [y0, y1]} whose corners hold the goals (La mine se
    rebelle), or None: it bounds nothing (paths run past it), so the camera is not clamped to it."""
    return view_layout(view).get("area")


def area_cells(view):
    """The area's corner cells, so the maze shows all of it, or []."""
    area = area_of(view)
    return [[area["x"][0], area["y"][0]], [area["x"][1], area["y"][1]]] if area else []


def area_svg_layer(view):
    """The play area under everything: a faint floor, a dashed edge and a bracket at each corner
    (decorative: the goals at the corners carry the names)."""
    area = area_of(view)
    if not area:
        return ""
    (x0, x1), (y0, y1) = area["x"], area["y"]
    left, top = x0 * PITCH_X - GAP, y0 * PITCH_Y - GAP
    width, height = (x1 - x0 + 1) * PITCH_X + GAP, (y1 - y0 + 1) * PITCH_Y + GAP
    arm = 26
    corners = []
    for cx, cy, dx, dy in ((left, top, 1, 1), (left + width, top, -1, 1), (left, top + height, 1, -1),
                           (left + width, top + height, -1, -1)):
        corners.append(f'<path d="M {cx + dx * arm} {cy} L {cx} {cy} L {cx} {cy + dy * arm}" fill="none" '
                       f'stroke="#c9a25a" stroke-width="4" stroke-linecap="round"/>')
    return (f'<g class="play-area" aria-hidden="true">'
            f'<rect x="{left}" y="{top}" width="{width}" height="{height}" rx="8" fill="rgba(120,90,60,0.12)" '
            f'stroke="#7a6040" stroke-width="2" stroke-dasharray="10 6"/>{"".join(corners)}</g>')
