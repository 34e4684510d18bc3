"""The maze as SVG text: placed cards, goals, legal spots with a preview, pan/zoom viewBox.

`board_svg(view, targets, pending, lang, viewbox)` draws what a seat may know. Targets
come from interaction.targets (hence from the legal actions only); each is a focusable
`role="button"` with an accessible name ("Place path up and right, 3 cards right of the
start, 1 down") and a
`data-target` id that the page hands back to interaction.choose.
"""

from ui.cards_svg import CARD_H, CARD_W, card_body, card_data, card_effect, chest_back, esc, goal_back, mine_type, remember_view, view_layout, TREASURE_FILL, _n
from ui.learn import CHEST_BACK, GOAL_BACK, card_help
from ui.pieces_svg import (moving_piece, moving_seat, pieces, pieces_note, pieces_svg, place_point, round_pieces, side_target, square_target, SQUARE_TARGET,
                           step_mark, whole_card_square, token_preview, treasure_row_svg)
from ui.table_svg import (GAP, PITCH_X, PITCH_Y, area_cells, area_of, area_svg_layer, board_cells, board_of, board_svg_layer, clamp_viewbox,
                          start_at, start_marks,
                          starts_of)
from ui.text import card_labels, card_name, clan_name, describe_action, goal_name, seat_name, t, where


def cell_origin(at):
    return at[0] * PITCH_X, at[1] * PITCH_Y


def content_cells(view, targets=None):
    cells = [item["at"] for item in (view or {}).get("maze") or []]
    cells += [goal["at"] for goal in (view or {}).get("goals") or []]
    cells += [pawn["at"] for pawn in placed_pawns(view)]
    cells += [chest["at"] for chest in face_down_chests(view)]
    cells += [piece["at"] for piece in pieces(view)]
    cells += board_cells(view)  # a table with an edge shows all of it
    cells += area_cells(view)  # and a play area (La mine se rebelle) all of its own
    for tg in targets or []:
        if tg.get("at") is not None:
            cells.append(tg["at"])
    if not cells:  # nothing on the table yet: its start cards
        cells = [start["at"] for start in starts_of(view)] or [[0, 0]]
    return cells


def fit_viewbox(view, targets=None, margin=0.4, min_cols=3, min_rows=3, screen=None, room=None):
    """[x, y, w, h] that shows every card, goal and target, with a margin of `margin` cells.

    `screen`: the (width, height) in CSS px the maze may take on a phone, or None; there the
    lit spots come first: cards at least MIN_SPOT_PX wide, and the rest reached by panning; with
    nothing lit, a play area's table shows what is in play (the area's far corners by panning).
    `room`: the maze's CSS px on a wide screen: used only while a move's steps to squares smaller
    than a card are lit (La mine se rebelle), so they are as large as on a phone."""
    if board_of(view) or area_of(view):  # an edge of its own frames it: a thin margin leaves its cards wider (44 px at 1280 x 800)
        margin = min(margin, BOARD_MARGIN)
    cells = content_cells(view, targets)
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    while x1 - x0 + 1 < min_cols:
        x0 -= 1
        if x1 - x0 + 1 < min_cols:
            x1 += 1
    while y1 - y0 + 1 < min_rows:
        y0 -= 1
        if y1 - y0 + 1 < min_rows:
            y1 += 1
    left = x0 * PITCH_X - margin * PITCH_X
    top = y0 * PITCH_Y - margin * PITCH_Y
    width = (x1 - x0 + 1) * PITCH_X - GAP + 2 * margin * PITCH_X
    height = (y1 - y0 + 1) * PITCH_Y - GAP + 2 * margin * PITCH_Y
    box = [left, top, width, height]
    if screen is not None and area_of(view) and not [tg for tg in targets or [] if tg.get("at") is not None]:
        # a phone with nothing lit: the cards and pieces in play, readable, not the whole (mostly empty) area
        return fit_viewbox(without_empty_area(view), min_cols=5, min_rows=4)
    small = [tg for tg in targets or [] if tg.get("kind") == "square" and not whole_card_square(view, tg["at"])]
    if screen is None and [tg for tg in small if tg["action"].get("kind") == "move_to"]:
        screen = room  # a move's steps lie close together; a creature's abysses may be anywhere: all shown
    if screen is None or not [tg for tg in targets or [] if tg.get("at") is not None]:
        return box
    # a square of a card (La mine se rebelle) is under half a card wide: the cards then drawn larger
    card_px = MIN_SPOT_PX * CARD_W / SQUARE_TARGET if small else MIN_SPOT_PX
    return clamp_viewbox(_spot_window(box, spot_rects(view, targets), screen, card_px, moving_rect(view)), view)


def spot_rects(view, targets):
    """Each lit target as the phone's window and the pan buttons measure it, (x, y, half width,
    half height) about its centre in the maze's frame: a square smaller than its card (La mine se
    rebelle) where it is drawn, any other target its whole card."""
    rects = []
    for tg in targets or []:
        at = tg.get("at")
        if at is None:
            continue
        if tg.get("kind") == "square" and not whole_card_square(view, at):
            rects.append(_square_rect(view, at, tg.get("place")))
        else:
            rects.append(_card_rect(at))
    return rects


def _card_rect(at):
    left, top = cell_origin(at)
    return left + CARD_W / 2, top + CARD_H / 2, CARD_W / 2, CARD_H / 2


def _square_rect(view, at, place):
    """A square's rect: where a piece on place `place` of the card at `at` stands."""
    left, top = cell_origin(at)
    x, y = place_point(view, at, place)
    return left + x, top + y, SQUARE_TARGET / 2, SQUARE_TARGET / 2


def moving_rect(view):
    """Where the piece whose steps are lit stands (`pieces_svg.moving_piece`: the seat's dwarf
    during its walk, or the creature it moves), as a square's rect, or None."""
    piece = moving_piece(view)
    return None if piece is None else _square_rect(view, piece["at"], piece.get("place"))


def without_empty_area(view):
    """The view as a camera fit to what is in play sees it: no play area, no goal still face down
    and unseen at its far corners (La mine se rebelle)."""
    layout = {key: value for key, value in view_layout(view).items() if key != "area"}
    goals = [goal for goal in view.get("goals") or [] if goal.get("face_up") or goal.get("seen_by_you")]
    return dict(view, layout=layout, goals=goals)


def picture_viewbox(view):
    """The box a lesson's picture shows: as the page's fit, but on a table with a play area (La mine
    se rebelle) only the cards, pieces and turned or seen goals, not the empty area nor the goals
    face down at its far corners, which would leave the picture a tall, mostly empty floor."""
    if not area_of(view):
        return fit_viewbox(view)
    x, y, w, h = fit_viewbox(without_empty_area(view))
    wide = max(w, PICTURE_ASPECT * h)  # a few cards of portrait shape still make a landscape picture
    return [x - (wide - w) / 2, y, wide, h]


PICTURE_ASPECT = 1.5  # a lesson picture's width over its maze's height, at least


def is_tall(view):
    """True when the whole table is clearly taller than wide (La mine se rebelle's square area of
    portrait cards): on a wide screen the maze then takes the window's height, its camera buttons
    in a column beside it (style.py `.maze-wrap.tall`), so its cards are drawn larger."""
    box = fit_viewbox(view)
    return box[3] > box[2]


MIN_SPOT_PX = 48  # a finger needs 44 CSS px; a little more for the maze's rounding
PAIRED_SPOTS = 12  # a move with up to this many lit steps: the phone's window is also tried between each two
BOARD_MARGIN = 0.2  # in cells: just outside a board's edge (table_svg draws it 2 gaps out)


def _spot_window(box, spots, screen, card_px=MIN_SPOT_PX, mover=None):
    """The fit `box`, or when it would draw cards narrower than `card_px` on a maze of
    `screen` (width, height) CSS px, a window of that size around as many lit `spots` (rects,
    `spot_rects`) as fit, and of those windows one that shows `mover` too (the dwarf or creature
    whose steps are lit: a player moving it wants to see where it stands)."""
    width_px, height_px = screen
    if width_px <= 0 or height_px <= 0 or min(width_px / box[2], height_px / box[3]) * CARD_W >= card_px:
        return box
    w = width_px * CARD_W / card_px
    h = height_px * CARD_W / card_px

    def fits(rect, cx, cy):  # inside a window of w x h centred on (cx, cy)
        return abs(rect[0] - cx) + rect[2] <= w / 2 and abs(rect[1] - cy) + rect[3] <= h / 2

    def middle(rects):  # of the box around them
        return ((min(x - hw for x, _, hw, _ in rects) + max(x + hw for x, _, hw, _ in rects)) / 2,
                (min(y - hh for _, y, _, hh in rects) + max(y + hh for _, y, _, hh in rects)) / 2)

    held = spots + ([mover] if mover is not None else [])
    centres = [(x, y) for x, y, _, _ in held]
    if mover is not None and len(held) <= PAIRED_SPOTS:  # a move's few steps: windows between two of them too
        centres += [middle([a, b]) for i, a in enumerate(held) for b in held[i + 1:]]
    best, best_rank = spots[:1], (-1, False)
    for cx, cy in centres:
        inside = [rect for rect in spots if fits(rect, cx, cy)]
        shows_mover = mover is not None and fits(mover, cx, cy)
        if (inside or shows_mover) and (len(inside), shows_mover) > best_rank:  # (a spot larger than the window fits none)
            best, best_rank = inside + ([mover] if shows_mover else []), (len(inside), shows_mover)
    mx, my = middle(best)
    return [mx - w / 2, my - h / 2, w, h]


def spots_beyond(box, spots):
    """How many lit spots reach past each edge of `box` (a spot past a corner counts on both
    sides): on a phone the maze shows a window (`_spot_window`) or the player's own zoom, and
    the pan buttons say where the hidden spots are. A spot is a cell (its whole card) or a
    rect from `spot_rects`."""
    x, y, w, h = box
    beyond = {"left": 0, "up": 0, "down": 0, "right": 0}
    for spot in spots:
        cx, cy, hw, hh = spot if len(spot) == 4 else _card_rect(spot)
        beyond["left"] += cx - hw < x
        beyond["right"] += cx + hw > x + w
        beyond["up"] += cy - hh < y
        beyond["down"] += cy + hh > y + h
    return beyond


def zoom_viewbox(box, factor, fx=0.5, fy=0.5, min_width=120.0, max_width=6000.0):
    """Zoom by `factor` (>1 zooms in) keeping the point at fractions (fx, fy) of the box still."""
    x, y, w, h = box
    new_w = w / factor
    if new_w < min_width:
        new_w = min_width
    if new_w > max_width:
        new_w = max_width
    scale = new_w / w
    new_h = h * scale
    px = x + fx * w
    py = y + fy * h
    return [px - fx * new_w, py - fy * new_h, new_w, new_h]


def pan_viewbox(box, dx, dy):
    """Move the view by (dx, dy) fractions of its size (positive dx shows what is east)."""
    x, y, w, h = box
    return [x + dx * w, y + dy * h, w, h]


def viewbox_text(box):
    return " ".join(_n(float(v)) for v in box)


def placed_pawns(view):
    """The right-of-way pawns standing on the maze: [{"at", "holder"}] (a pawn not yet posted
    is "ready", one paid off is "gone")."""
    pawns = ((view or {}).get("right-of-way") or {}).get("pawns") or []
    return [pawn for pawn in pawns if isinstance(pawn, dict) and pawn.get("at") is not None]


def last_laid(view):
    """The cell of the path card a diversion would move (championship), or None."""
    return ((view or {}).get("championship") or {}).get("last_laid")


def _used_postcards(view):
    return [(p["at"][0], p["at"][1]) for p in (view or {}).get("postcards") or [] if p.get("used")]


def _goal_title(lang, goal):
    name = t(lang, "card_goal_back")
    if goal.get("seen_by_you") and goal.get("card"):
        name = name + " (" + t(lang, "seen_by_you", card=card_name(lang, goal["card"])) + ")"
    return t(lang, "goal_is", goal=goal_name(lang, goal["at"]), card=name)


def _cell_title(lang, item, goal_cells, notes=(), start=None):
    """A maze card's name and where it lies: a start (with its clan's), a goal by name, else by
    `where`; then what else is known of it (`notes`: a postcard already set off, the last card laid)."""
    name = card_name(lang, item["card"], item.get("turned"))
    if start is not None and start.get("clan"):
        name = t(lang, "start_of_clan", clan=clan_name(lang, start["clan"]))
    for note in notes:
        name += " (" + note + ")"
    at = item["at"]
    if (at[0], at[1]) in goal_cells:
        return t(lang, "goal_is", goal=goal_name(lang, at), card=name)
    if start is not None:
        return name
    return name + ", " + where(lang, at)


def _helped(at, first):
    """Attributes that let a maze card be reached and explained: an id (so that focus survives
    a redraw), its description, and a tab stop on the first card only (arrows move on)."""
    key = str(at[0]) + "_" + str(at[1])
    return (f' id="cell-{key}" tabindex="{"0" if first else "-1"}" aria-describedby="help-{key}"')


def _desc(at, lang, card_id):
    return f'<desc id="help-{at[0]}_{at[1]}">{esc(card_help(lang, card_id))}</desc>'


def _seen_goal(card, labels, lang):
    """A face-down goal this seat looked at, as it is to them (issue 45): its face, dimmed and
    framed with dashes (still face down for the others), under a "Seen" band."""
    gold = bool(card_data(card).get("treasure"))
    band = "#ffd25a" if gold else "#b9b4ae"
    word = t(lang, "seen_band", card=labels["gold"] if gold else labels.get(card_effect(card)) or labels["stone"])
    if mine_type(card):  # a mine of The Lost Mines: its treasure type
        band = TREASURE_FILL.get(mine_type(card), band)
        word = t(lang, "seen_band", card=labels.get("treasure_" + mine_type(card), mine_type(card)))
    return (f'<g opacity="0.7">{card_body(card, labels)}</g>'
            f'<rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="5" fill="none" stroke="#8fa8c8" '
            f'stroke-width="2" stroke-dasharray="5 3"/>'
            f'<rect x="4" y="{CARD_H - 24}" width="{CARD_W - 8}" height="18" rx="3" fill="{band}" stroke="#1d1410"/>'
            f'<text x="{CARD_W // 2}" y="{CARD_H - 11}" font-size="9" text-anchor="middle" font-family="sans-serif" '
            f'fill="#1d1410">{esc(word)}</text>')


def board_svg(view, targets=None, pending=None, lang="en", viewbox=None, route=None, names=None,
              last_at=None, element_id="maze"):
    """SVG text of the maze as `view` shows it, with targets and the pending action's preview."""
    remember_view(view)  # five goals are named by place
    labels = card_labels(lang)
    targets = targets or []
    box = viewbox or fit_viewbox(view, targets)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" id="{esc(element_id)}" class="maze" '
        f'viewBox="{viewbox_text(box)}" style="aspect-ratio: {_n(float(box[2]))} / {_n(float(box[3]))}" '
        f'role="group" aria-label="{esc(t(lang, "maze"))}">'
    ]
    parts.append(board_svg_layer(view))  # a table with an edge: its spaces
    parts.append(area_svg_layer(view))  # a play area: its edge and corners
    # placed cards (revealed goals included)
    parts.append('<g class="cards">')
    goal_cells = [(goal["at"][0], goal["at"][1]) for goal in (view or {}).get("goals") or []]
    used = _used_postcards(view)
    moving = last_laid(view)
    for index, item in enumerate((view or {}).get("maze") or []):
        x, y = cell_origin(item["at"])
        notes = []
        if (item["at"][0], item["at"][1]) in used:
            notes.append(t(lang, "postcard_used"))
        if moving is not None and list(moving) == list(item["at"]):
            notes.append(t(lang, "last_laid_mark"))
        on_it = pieces_note(view, item["at"], lang, names)
        if on_it:
            notes.append(on_it)
        title = _cell_title(lang, item, goal_cells, notes, start_at(view, item["at"]))
        body = card_body(item["card"], labels, item.get("turned"))
        at = item["at"]
        # the card just played gets an inner group the page animates (the outer one holds the position)
        if last_at is not None and list(at) == list(last_at):
            body = f'<g class="arrived">{body}</g>'
        parts.append(
            f'<g class="cell" data-at="{at[0]},{at[1]}" role="img" aria-label="{esc(title)}" transform="translate({x} {y})"'
            f'{_helped(at, index == 0)}><title>{esc(title)}</title>{_desc(at, lang, item["card"])}{body}</g>'
        )
    # face-down goals
    for goal in (view or {}).get("goals") or []:
        if goal.get("face_up"):
            continue
        x, y = cell_origin(goal["at"])
        seen = goal.get("card") if goal.get("seen_by_you") else None
        cls = "goal seen" if seen else "goal"
        parts.append(
            f'<g class="{cls}" data-at="{goal["at"][0]},{goal["at"][1]}" role="img" aria-label="{esc(_goal_title(lang, goal))}" '
            f'transform="translate({x} {y})"{_helped(goal["at"], False)}>'
            f"<title>{esc(_goal_title(lang, goal))}</title>{_desc(goal['at'], lang, GOAL_BACK)}"
            f"{_seen_goal(seen, labels, lang) if seen else goal_back(None, labels)}</g>"
        )
    parts += _face_down_chests(view, lang, labels)
    parts.append("</g>")
    parts.append(start_marks(view))
    parts.append(treasure_row_svg(view, lang, names))
    parts.append(_pawns_svg(view, lang, names))
    parts.append(_toll_svg(view, lang, labels))
    if moving is not None:  # the card a diversion would move: a dashed orange frame
        x, y = cell_origin(moving)
        parts.append(
            f'<rect class="last-laid" aria-hidden="true" data-at="{moving[0]},{moving[1]}" x="{x + 3}" y="{y + 3}" '
            f'width="{CARD_W - 6}" height="{CARD_H - 6}" rx="4" fill="none" stroke="#ff8c3a" stroke-width="2.5" '
            f'stroke-dasharray="6 3"/>'
        )
    # route to the gold (end of round) and the last move
    if route:
        parts.append('<g class="route" aria-hidden="true">')
        for at in route:
            x, y = cell_origin(at)
            parts.append(
                f'<rect x="{x - 2}" y="{y - 2}" width="{CARD_W + 4}" height="{CARD_H + 4}" rx="6" '
                f'fill="none" stroke="#f2c230" stroke-width="4"/>'
            )
        parts.append("</g>")
    if last_at:
        x, y = cell_origin(last_at)
        parts.append(
            f'<rect class="last" aria-hidden="true" data-at="{last_at[0]},{last_at[1]}" x="{x - 2}" y="{y - 2}" width="{CARD_W + 4}" '
            f'height="{CARD_H + 4}" rx="6" fill="none" stroke="#ffd25a" stroke-width="2"/>'
        )
    parts.append(pieces_svg(view, lang, names, moving_seat(view)))  # dwarves and tokens, over the cards, under the lit spots
    # targets
    pending_id = None
    if pending is not None:
        for tg in targets:
            if tg["action"] is pending or tg["action"] == pending:
                pending_id = tg["id"]
    parts.append('<g class="targets">')
    for tg in targets:
        if tg.get("at") is None:
            continue
        parts.append(_target_svg(tg, tg["id"] == pending_id, lang, labels, names, view))
    parts.append("</g></svg>")
    return "".join(parts)


def face_down_chests(view):
    """The treasure chests still under their black cards (view["treasure-chests"]["face_down"])."""
    return ((view or {}).get("treasure-chests") or {}).get("face_down") or []


def _face_down_chests(view, lang, labels):
    """Each face-down black card with its chest: a black back; to a seat that looked with a
    map, the chest it saw on a band and in its name."""
    parts = []
    for chest in face_down_chests(view):
        at = chest["at"]
        x, y = cell_origin(at)
        seen = chest.get("chest") if chest.get("seen_by_you") else None
        title = t(lang, "card_chest_back")
        if seen:
            title += " (" + t(lang, "seen_by_you", card=card_name(lang, seen)) + ")"
        title += ", " + where(lang, at)
        parts.append(
            f'<g class="chest{" seen" if seen else ""}" data-at="{at[0]},{at[1]}" role="img" aria-label="{esc(title)}" '
            f'transform="translate({x} {y})"{_helped(at, False)}><title>{esc(title)}</title>'
            f'{_desc(at, lang, seen or CHEST_BACK)}{chest_back(seen, labels)}</g>'
        )
    return parts


def _pawn_figure(holder_word):
    """A dwarf pawn standing on an empty cell, its holder's name on its token below it."""
    return (
        f'<rect x="2" y="2" width="{CARD_W - 4}" height="{CARD_H - 4}" rx="5" fill="rgba(255,210,90,0.08)" '
        f'stroke="#d9a441" stroke-width="1.5" stroke-dasharray="4 3"/>'
        f'<circle cx="{CARD_W // 2}" cy="26" r="9" fill="#d9a441" stroke="#1d1410" stroke-width="1.5"/>'
        f'<path d="M {CARD_W // 2 - 14} 60 Q {CARD_W // 2} 28 {CARD_W // 2 + 14} 60 Z" fill="#d9a441" stroke="#1d1410" '
        f'stroke-width="1.5"/>'
        f'<path d="M {CARD_W // 2 - 9} 20 L {CARD_W // 2} 8 L {CARD_W // 2 + 9} 20 Z" fill="#b3261e" stroke="#1d1410"/>'
        f'<rect x="4" y="{CARD_H - 24}" width="{CARD_W - 8}" height="17" rx="8" fill="#f6efdc" stroke="#1d1410"/>'
        f'<text x="{CARD_W // 2}" y="{CARD_H - 12}" font-size="9" text-anchor="middle" font-family="sans-serif" '
        f'fill="#1d1410">{esc(holder_word[:9])}</text>'
    )


def _pawns_svg(view, lang, names):
    """Right-of-way pawns on their cells, each with its token holder (issue 47, book 002)."""
    parts = []
    for index, pawn in enumerate(placed_pawns(view)):
        at = pawn["at"]
        x, y = cell_origin(at)
        holder = seat_name(names, pawn.get("holder"))
        title = t(lang, "pawn_toll", name=holder) + ", " + where(lang, at)
        parts.append(
            f'<g class="pawn" data-at="{at[0]},{at[1]}" role="img" aria-label="{esc(title)}" '
            f'transform="translate({x} {y})" id="pawn-{index}" tabindex="-1" aria-describedby="help-pawn-{index}">'
            f'<title>{esc(title)}</title><desc id="help-pawn-{index}">{esc(t(lang, "help_pawn"))}</desc>'
            f'{_pawn_figure(holder)}</g>'
        )
    return "".join(parts)


def _toll_svg(view, lang, labels):
    """The path card waiting on a pawn's cell for its toll to be paid (right of way), shown faded."""
    toll = (view or {}).get("toll")
    if not toll or toll.get("at") is None:
        return ""
    at = toll["at"]
    x, y = cell_origin(at)
    title = t(lang, "toll_pending", card=card_name(lang, toll["card"], toll.get("turned")))
    return (f'<g class="toll" role="img" aria-label="{esc(title)}" transform="translate({x} {y})">'
            f'<title>{esc(title)}</title><g opacity="0.55">{card_body(toll["card"], labels, toll.get("turned"))}</g></g>')


def _target_svg(tg, chosen, lang, labels, names, view=None):
    at = tg["at"]
    x, y = cell_origin(at)
    action = tg["action"]
    label = describe_action(lang, action, names)
    cls = "target " + tg["kind"] + (" move" if action.get("kind") == "move_to" else "") + (" chosen" if chosen else "")
    head = (
        f'<g class="{cls}" role="button" tabindex="0" aria-label="{esc(label)}" '
        f'aria-pressed="{"true" if chosen else "false"}" data-target="{esc(tg["id"])}" '
        f'transform="translate({x} {y})">'
    )
    inner = []
    if tg["kind"] == "spot":
        body = card_body(action["card"], labels, action.get("turned"))
        opacity = "0.95" if chosen else "0.4"
        inner.append(f'<g opacity="{opacity}">{body}</g>')
    elif tg["kind"] == "maze_card" and chosen:
        inner.append(
            '<g stroke="#b3261e" stroke-width="5" stroke-linecap="round">'
            f'<line x1="8" y1="12" x2="{CARD_W - 8}" y2="{CARD_H - 12}"/>'
            f'<line x1="{CARD_W - 8}" y1="12" x2="8" y2="{CARD_H - 12}"/></g>'
        )
    elif tg["kind"] == "goal" and chosen:
        inner.append(f'<circle cx="{CARD_W // 2}" cy="{CARD_H // 2}" r="20" fill="none" stroke="#7fd3ff" stroke-width="4"/>')
    elif tg["kind"] == "side":  # a token's side: a square over the edge, wide enough for a finger
        return head + f"<title>{esc(label)}</title>" + side_target(tg["side"], chosen, action) + "</g>"
    elif tg["kind"] == "square":  # one square of a card (La mine se rebelle): a step, a creature's place
        return head + f"<title>{esc(label)}</title>" + square_target(view, action, chosen) + "</g>"
    elif tg["kind"] == "token" and chosen:
        inner.append(token_preview(action))
    elif tg["kind"] == "step":
        inner.append(step_mark())
    width = 4 if chosen else 2.5
    dash = "" if chosen else ' stroke-dasharray="7 4"'
    colour = "#ffd25a" if chosen else "#7fd3ff"
    inner.append(
        f'<rect class="hl" x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="5" '
        f'fill="rgba(127,211,255,0.12)" stroke="{colour}" stroke-width="{width}"{dash}/>'
    )
    # the keyboard focus: a ring of its own outside the card, so a focused spot never looks chosen
    inner.append(f'<rect class="ring" x="-3" y="-3" width="{CARD_W + 6}" height="{CARD_H + 6}" rx="7" fill="none"/>')
    return head + f"<title>{esc(label)}</title>" + "".join(inner) + "</g>"


def round_view(log, number, result, postcards=None, layout=None):
    """The maze as it stood when round `number` ended, rebuilt from the log, goals face up;
    with the `postcards` (view["postcards"]: laid at setup, so in no event of the log) and the
    start cards of the table's `layout` (view["layout"]; base's one start when None), kept in it.

    (The engine deals the next round at once, so the view's maze may already be the new one.)
    """
    cells = {}
    active = False
    mines = []
    events = []  # the round's own, for its pieces
    for event in log:
        kind = event.get("type")
        if kind == "round_start":
            active = event.get("round") == number
            if active:
                events = [event]
                starts = view_layout({"layout": layout})["starts"]
                cells = {(s["at"][0], s["at"][1]): {"at": list(s["at"]), "card": s["card"], "turned": False} for s in starts}
                for postcard in postcards or []:
                    at = postcard["at"]
                    cells[(at[0], at[1])] = {"at": [at[0], at[1]], "card": postcard["card"], "turned": False}
            continue
        if not active:
            continue
        events.append(event)
        if kind == "round_end":
            mines = event.get("mines") or []  # The Lost Mines: the round's end tells where each mine lay
            break
        if kind in ("place", "goal_revealed", "tournament_card"):
            at = event["at"]
            cells[(at[0], at[1])] = {"at": [at[0], at[1]], "card": event["card"], "turned": bool(event.get("turned"))}
        elif kind == "goal_turned":  # La mine se rebelle: a goal turned by the first dwarf on it
            at = event["at"]
            cells[(at[0], at[1])] = {"at": [at[0], at[1]], "card": event["card"], "turned": bool(event.get("turned"))}
        elif kind in ("rockfall", "thunderstorm", "cave_in"):  # a path card taken off the table
            at = event["at"]
            cells.pop((at[0], at[1]), None)
        elif kind == "diversion":  # the championship's diversion moves a path card
            old, at = event["from"], event["at"]
            cells.pop((old[0], old[1]), None)
            cells[(at[0], at[1])] = {"at": [at[0], at[1]], "card": event["moved"], "turned": bool(event.get("turned"))}
    goals = []
    for goal in (result or {}).get("goals") or mines:
        at = goal["at"]
        if (at[0], at[1]) not in cells:
            cells[(at[0], at[1])] = {"at": [at[0], at[1]], "card": goal["card"], "turned": False}
        goals.append({"at": at, "face_up": True, "seen_by_you": False, "card": goal["card"]})
    maze = [cells[key] for key in sorted(cells)]
    rebuilt = {"maze": maze, "goals": goals}
    if layout:
        rebuilt["layout"] = layout
    standing = round_pieces(events, cells, (layout or {}).get("starts"))
    if standing:  # The Lost Mines: where each dwarf ended, and the tokens still lying
        rebuilt["pieces"] = standing
    if (result or {}).get("treasures"):  # the treasure row as the round left it, every value shown
        rebuilt["lost_mines"] = {"treasures": result["treasures"]}
    return rebuilt
