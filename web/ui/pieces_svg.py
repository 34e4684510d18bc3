"""What stands on the table that is not a card, drawn from view["pieces"] (The Lost Mines, and La
mine se rebelle next), and the treasure row beside the mines.

Each piece says what it stands on (`on`): a dwarf on a card's place ("place": its index in the
card's places), a troll or trap on a cell's side ("side": N, E, S, W), a tool token on a card.
Every piece is named (its kind, its player, where it lies) and explained on hover, focus and long
press (its `<desc>`, as the maze's cards). Colour never speaks alone: a dwarf carries its
seat's number, each token kind has its own shape.
"""

from ui.cards_svg import (CARD_H, CARD_W, CX, CY, OBSTACLE_TOOLS, SIDE_POINTS, TOKEN_ART, TREASURE_FILL, _n, card_data, card_tools,
                          esc, turned_sides)
from ui import cave_svg
from ui.table_svg import PITCH_X, PITCH_Y, board_of, clan_colour, treasure_slots
from ui.text import cell_name, clan_name, creature_words, seat_name, side_name, t, where

INK = "#1d1410"
DWARF_W = 16  # a dwarf figure's width; up to three stand side by side on a place
ROW_OF = 3
SIDE_TOKENS = ("troll", "trap", "web")
CARD_TOKENS = ("axe", "boat", "rope")


def pieces(view):
    return [piece for piece in (view or {}).get("pieces") or [] if isinstance(piece, dict) and piece.get("at")]


def _maze_card(view, at):
    """(card id, turned) of the card at `at`, or (None, False) for a face-down cell or an empty one."""
    for item in (view or {}).get("maze") or []:
        if list(item["at"]) == list(at):
            return item["card"], bool(item.get("turned"))
    return None, False


def place_point(view, at, place):
    """Where on its card a place's dwarves stand: the middle of a card of one place; else pulled
    from the middle toward the sides that place touches (a dead end's stub, a bridge's arm)."""
    card, turned = _maze_card(view, at)
    if card and cave_svg.squared(card):  # a card of squares: each place has its own
        return cave_svg.place_point(card, place, turned)
    places = card_data(card).get("places") or [] if card else []
    if len(places) < 2 or not isinstance(place, int) or not 0 <= place < len(places):
        return CX, CY
    sides = places[place].get("sides") or ""
    if turned:
        sides = turned_sides(sides)
    if not sides:
        return CX, CY
    mx = sum(SIDE_POINTS[s][0] for s in sides) / len(sides)
    my = sum(SIDE_POINTS[s][1] for s in sides) / len(sides)
    return CX + 0.6 * (mx - CX), CY + 0.6 * (my - CY)


def _dwarf_figure(colour, number):
    """A dwarf standing with its feet at (0, 0): a hat and body in the clan's colour, the seat's number on its chest."""
    return (
        f'<path d="M -8 0 L -6 -14 Q 0 -17 6 -14 L 8 0 Z" fill="{colour}" stroke="{INK}" stroke-width="1.2"/>'
        f'<circle cx="0" cy="-18" r="4.5" fill="#f1c9a0" stroke="{INK}" stroke-width="1"/>'
        f'<path d="M -5 -20 L 0 -29 L 5 -20 Z" fill="{colour}" stroke="{INK}" stroke-width="1"/>'
        f'<circle cx="0" cy="-7" r="5" fill="#fffaf0" stroke="{INK}" stroke-width="0.8"/>'
        f'<text x="0" y="-4.2" font-size="7.5" font-weight="bold" text-anchor="middle" font-family="sans-serif" '
        f'fill="{INK}">{number}</text>'
    )


def _troll_icon():
    return (f'<circle r="9" fill="#4d7a3a" stroke="{INK}" stroke-width="1.5"/>'
            f'<path d="M -6 -4 L -8 -9 L -3 -6 M 6 -4 L 8 -9 L 3 -6" fill="none" stroke="#f6efdc" stroke-width="1.5"/>'
            f'<circle cx="-3" cy="-1" r="1.3" fill="#f6efdc"/><circle cx="3" cy="-1" r="1.3" fill="#f6efdc"/>'
            f'<path d="M -4 4 L 4 4" stroke="#f6efdc" stroke-width="1.5"/>')


def _trap_icon():
    return (f'<path d="M 0 -10 L 10 0 L 0 10 L -10 0 Z" fill="#8a3b1c" stroke="{INK}" stroke-width="1.5"/>'
            f'<path d="M -6 0 L -4 -3 L -2 0 L 0 -3 L 2 0 L 4 -3 L 6 0 L 4 3 L 2 0 L 0 3 L -2 0 L -4 3 Z" '
            f'fill="#f6efdc"/>')


def _tool_token(kind):
    """A round token with its tool: an axe, a boat, a coil of rope."""
    return f'<circle r="10" fill="#f6efdc" stroke="{INK}" stroke-width="1.5"/>{TOKEN_ART.get(kind, "")}'


def _piece_group(index, cls, x, y, title, help_text, body):
    """One named piece, reachable for its tip like a maze card (an id, a description)."""
    return (
        f'<g class="piece {cls}" role="img" aria-label="{esc(title)}" transform="translate({_n(x)} {_n(y)})" '
        f'id="piece-{index}" tabindex="-1" aria-describedby="help-piece-{index}"><title>{esc(title)}</title>'
        f'<desc id="help-piece-{index}">{esc(help_text)}</desc>{body}</g>'
    )


def moving_seat(view):
    """The seat whose dwarf this view's seat is moving now (its own, during its move), else None."""
    part = (view or {}).get("lost_mines") or (view or {}).get("dark_cave") or {}
    seat = (view or {}).get("seat")
    if part.get("steps_left") is None or seat is None or (view or {}).get("to_move") != seat:
        return None
    if part.get("moving") not in (None, "dwarf"):  # a creature on the move: the dwarf is not
        return None
    return seat


def is_moving_creature(view, piece):
    """Whether `piece` is a creature this view's seat moves now (La mine se rebelle)."""
    view = view or {}
    return (piece.get("kind") != "dwarf" and ((view.get("dark_cave") or {}).get("moving") == piece.get("kind"))
            and piece.get("seat") == view.get("seat") == view.get("to_move"))


def moving_piece(view):
    """The piece this view's seat moves now, its steps lit: its dwarf during its walk, or a
    creature it summoned; else None."""
    seat = moving_seat(view)
    for piece in pieces(view):
        if (seat is not None and piece.get("kind") == "dwarf" and piece.get("seat") == seat) or is_moving_creature(view, piece):
            return piece
    return None


def pieces_svg(view, lang, names=None, lit=None):
    """Every piece of the view: tool tokens on cards, dwarves on places (the dwarf of seat `lit`
    ringed: the one moving), then trolls and traps on sides."""
    items = list(enumerate(pieces(view)))
    if not items:
        return ""
    parts = ['<g class="pieces">']
    for index, piece in items:
        if piece.get("on") == "card":
            parts.append(_card_token(index, piece, lang))
    for index, piece in items:  # a nugget waiting on its vein, a creature on its square: under the dwarves
        if piece.get("on") == "place" and piece.get("kind") != "dwarf":
            parts.append(_square_piece(view, index, piece, lang, names))
    stands = {}  # (cell, place) -> the dwarves there, in seat order
    for index, piece in items:
        if piece.get("on") == "place" and piece.get("kind") == "dwarf":
            key = (piece["at"][0], piece["at"][1], piece.get("place"))
            stands.setdefault(key, []).append((index, piece))
    for key in sorted(stands, key=lambda k: (k[0], k[1], k[2] if isinstance(k[2], int) else -1)):
        # in seat order, the dwarf on the move last: drawn over its neighbours, its ring whole
        crowd = sorted(stands[key], key=lambda pair: (pair[1].get("seat") == lit,
                                                      pair[1].get("seat") if isinstance(pair[1].get("seat"), int) else 99))
        parts += _dwarves(view, crowd, lang, names, lit)
    for index, piece in items:
        if piece.get("on") == "side":
            parts.append(_side_token(index, piece, lang, names))
    parts.append("</g>")
    return "".join(parts)


def pieces_note(view, at, lang, names=None):
    """What stands on the card at `at`, for its name ("on it: Ana's dwarf, troll, east side"), or ""."""
    words = []
    for piece in pieces(view):
        if list(piece["at"]) != list(at):
            continue
        kind = piece.get("kind")
        if piece.get("on") == "place" and kind == "dwarf":
            words.append(t(lang, "piece_dwarf_short", name=seat_name(names, piece.get("seat"))))
        elif piece.get("on") == "place":
            words.append(t(lang, "token_" + str(kind)))
        elif piece.get("on") == "side" and piece.get("side") in SIDE_POINTS:
            words.append(t(lang, "piece_side_short", token=t(lang, "token_" + str(kind)), side=side_name(lang, piece["side"])))
        else:
            words.append(t(lang, "token_" + str(kind)))
    return t(lang, "on_it", list=", ".join(words)) if words else ""


def _dwarves(view, crowd, lang, names, lit=None):
    """The dwarves on one place, side by side in rows of three, the first row lowest."""
    at = crowd[0][1]["at"]
    px, py = place_point(view, at, crowd[0][1].get("place"))
    ox, oy = at[0] * PITCH_X, at[1] * PITCH_Y
    card, _ = _maze_card(view, at)
    scale = 0.62 if card and len(card_data(card).get("places") or []) > 1 and cave_svg.squared(card) else 1  # a square: a third of a card or less
    out = []
    rows = (len(crowd) + ROW_OF - 1) // ROW_OF
    for order, (index, piece) in enumerate(crowd):
        row, col = order // ROW_OF, order % ROW_OF
        in_row = min(ROW_OF, len(crowd) - row * ROW_OF)
        x = px + (col - (in_row - 1) / 2) * (DWARF_W + 2) * scale
        y = py + (14 - (row - (rows - 1) / 2) * 22) * scale
        seat = piece.get("seat")
        clan = piece.get("clan")
        who = seat_name(names, seat)
        key = "piece_dwarf" if clan else "piece_dwarf_plain"
        title = t(lang, key, name=who, clan=clan_name(lang, clan) if clan else "", where=where(lang, at))
        number = seat + 1 if isinstance(seat, int) else "?"
        body = _dwarf_figure(clan_colour(clan), number)
        if scale != 1:
            body = f'<g transform="scale({scale})">{body}</g>'
        cls = "dwarf"
        if lit is not None and seat == lit:  # the dwarf on the move: a bright ring round it, and said
            body = ('<ellipse cx="0" cy="-13" rx="13" ry="19" fill="rgba(255,210,90,0.25)" stroke="#ffd25a" '
                    'stroke-width="2.5"/>' + body)
            cls = "dwarf moving"
            title += " (" + t(lang, "dwarf_moving") + ")"
        help_key = "help_piece_dwarf_cave" if (view or {}).get("dark_cave") is not None else "help_piece_dwarf"
        out.append(_piece_group(index, cls, ox + x, oy + y, title, t(lang, help_key), body))
    return out


def _square_piece(view, index, piece, lang, names):
    """A creature on its square (beside the dwarves there), or a nugget waiting on its gold vein."""
    at = piece["at"]
    px, py = place_point(view, at, piece.get("place"))
    kind = str(piece.get("kind"))
    x, y = at[0] * PITCH_X + px, at[1] * PITCH_Y + py
    if kind == "nugget":
        return _piece_group(index, "nugget", x + 7, y - 7, t(lang, "piece_nugget", where=where(lang, at)),
                            t(lang, "help_piece_nugget"), cave_svg.nugget_icon())
    title = t(lang, "piece_creature", **creature_words(lang, kind), name=seat_name(names, piece.get("seat")),
              where=where(lang, at))
    body = f'<g transform="scale(0.9)">{cave_svg.creature_icon(kind)}</g>'
    cls = "creature " + kind
    if is_moving_creature(view, piece):
        # the creature this seat moves now: ringed and said, and dragged along its lit squares as a dwarf is
        body = '<circle r="13" fill="rgba(255,210,90,0.25)" stroke="#ffd25a" stroke-width="2.5"/>' + body
        cls += " moving"
        title += " (" + t(lang, "dwarf_moving") + ")"
    return _piece_group(index, cls, x, y - 4, title, t(lang, "help_piece_" + kind), body)


def _side_token(index, piece, lang, names):
    side = piece.get("side")
    if side not in SIDE_POINTS:
        return ""
    at = piece["at"]
    sx, sy = SIDE_POINTS[side]
    kind = piece.get("kind")
    if kind == "web":
        body = f'<g transform="scale(0.8)">{cave_svg.web_icon(piece.get("count", 2), piece.get("mark"))}</g>'
    else:
        body = _troll_icon() if kind == "troll" else _trap_icon() if kind == "trap" else _tool_token(None)
    key = "piece_" + kind if kind in SIDE_TOKENS else "piece_token"
    title = t(lang, key, name=seat_name(names, piece.get("seat")), side=side_name(lang, side),
              where=cell_name(lang, at) if kind == "web" else where(lang, at), kind=kind, n=piece.get("count", 2), mark=t(lang, "mark_" + str(piece.get("mark"))))
    help_key = "help_piece_" + kind if kind in SIDE_TOKENS else "help_piece_token"
    return _piece_group(index, "side " + str(kind), at[0] * PITCH_X + sx, at[1] * PITCH_Y + sy, title,
                        t(lang, help_key), body)


def _card_token(index, piece, lang):
    """A tool token on its obstacle card, in the card's top right corner."""
    at = piece["at"]
    kind = piece.get("kind")
    key = "piece_" + kind if kind in CARD_TOKENS else "piece_token"
    title = t(lang, key, where=where(lang, at), kind=kind)
    help_key = "help_piece_" + kind if kind in CARD_TOKENS else "help_piece_token"
    return _piece_group(index, "token " + str(kind), at[0] * PITCH_X + CARD_W - 12, at[1] * PITCH_Y + 12, title,
                        t(lang, help_key), _tool_token(kind))


# -- lit targets of The Lost Mines' choices (board_svg draws them as buttons) -------------------------

SIDE_TARGET = 56  # a side's lit square, in card units: 44 px and more where a card is 48 px wide or more


def side_target(side, chosen, action):
    """The inside of a side's target, in its cell's frame: a square over the side's middle, the
    token previewed there once chosen."""
    sx, sy = SIDE_POINTS.get(side, (CX, CY))
    half = SIDE_TARGET / 2
    colour = "#ffd25a" if chosen else "#7fd3ff"
    dash = "" if chosen else ' stroke-dasharray="6 3"'
    art = ""
    if chosen:
        kind = action.get("kind")
        icon = (_trap_icon() if kind == "lay_trap" else cave_svg.web_icon(2, None) if kind == "lay_web"
                else _cut_mark() if kind == "cut_web" else _troll_icon())
        art = f'<g transform="translate({_n(sx)} {_n(sy)})">{icon}</g>'
    return (f'<rect class="hl" x="{_n(sx - half)}" y="{_n(sy - half)}" width="{SIDE_TARGET}" height="{SIDE_TARGET}" rx="8" '
            f'fill="rgba(127,211,255,0.14)" stroke="{colour}" stroke-width="{4 if chosen else 2.5}"{dash}/>{art}'
            f'<rect class="ring" x="{_n(sx - half - 3)}" y="{_n(sy - half - 3)}" width="{SIDE_TARGET + 6}" '
            f'height="{SIDE_TARGET + 6}" rx="10" fill="none"/>')


def _cut_mark():
    """An axe through a web: the web cut (turned or removed) once confirmed."""
    return (f'<g transform="scale(1.4)">{TOKEN_ART["axe"]}</g>'
            '<path d="M -10 -10 L 10 10" stroke="#b3261e" stroke-width="2.5" stroke-linecap="round"/>')


def token_preview(action):
    """A tool token previewed on its obstacle (chosen, not yet confirmed)."""
    tools = card_tools(action.get("card"))
    kind = OBSTACLE_TOOLS.get(tools[0]) if tools else None
    return f'<g transform="translate({CARD_W - 12} 12)" opacity="0.9">{_tool_token(kind)}</g>'


SQUARE_TARGET = 26  # a square's lit target, in card units (board_svg.fit_viewbox zooms a phone to 44 px)


def whole_card_square(view, at):
    """True when the card at `at` is one square (or unknown): its lit target is the whole card."""
    card, _ = _maze_card(view, at)
    return not card or len(card_data(card).get("places") or []) < 2


def square_target(view, action, chosen):
    """The inside of a square's target (a step, a creature's square), in its cell's frame."""
    card, turned = _maze_card(view, action["at"])
    x, y = cave_svg.place_point(card, action.get("value"), turned) if card else (CX, CY)
    if whole_card_square(view, action["at"]):  # one square: the whole card is the target
        x, y = CX, CY
        half_w, half_h = CARD_W / 2 - 1, CARD_H / 2 - 1
    else:
        half_w = half_h = SQUARE_TARGET / 2
    colour = "#ffd25a" if chosen else "#7fd3ff"
    dash = "" if chosen else ' stroke-dasharray="5 3"'
    marks = ""
    if action.get("kind") == "move_to":
        marks = ('<g fill="#ffd25a" stroke="#1d1410" stroke-width="0.6" opacity="0.9">'
                 f'<ellipse cx="{_n(x - 4)}" cy="{_n(y + 4)}" rx="2.6" ry="4.5"/>'
                 f'<ellipse cx="{_n(x + 4)}" cy="{_n(y - 4)}" rx="2.6" ry="4.5"/></g>')
    elif chosen:
        kind = cave_svg_kind(action)
        marks = f'<g transform="translate({_n(x)} {_n(y)})" opacity="0.9">{cave_svg.creature_icon(kind)}</g>'
    return (f'<rect class="hl" x="{_n(x - half_w)}" y="{_n(y - half_h)}" width="{_n(2 * half_w)}" height="{_n(2 * half_h)}" '
            f'rx="5" fill="rgba(127,211,255,0.16)" stroke="{colour}" stroke-width="{3 if chosen else 2}"{dash}/>{marks}'
            f'<rect class="ring" x="{_n(x - half_w - 3)}" y="{_n(y - half_h - 3)}" width="{_n(2 * half_w + 6)}" '
            f'height="{_n(2 * half_h + 6)}" rx="7" fill="none"/>')


def cave_svg_kind(action):
    """The creature a summon brings (its card's effect)."""
    from ui.cards_svg import cave_effect
    return cave_effect(action.get("card"))


def step_mark():
    """A lit step: two footprints in the middle of the cell."""
    return ('<g fill="#ffd25a" stroke="#1d1410" stroke-width="0.8" opacity="0.9">'
            f'<ellipse cx="{CX - 6}" cy="{CY + 6}" rx="4" ry="7"/><ellipse cx="{CX + 6}" cy="{CY - 6}" rx="4" ry="7"/></g>')


# -- the treasure row ---------------------------------------------------------------------------------

def treasures(view):
    """The treasure row's cards (the game's part of the view: view["lost_mines"]["treasures"])."""
    return ((view or {}).get("lost_mines") or {}).get("treasures") or []


def treasure_title(lang, slot, names):
    kind = slot.get("type")
    title = t(lang, "treasure_slot", n=slot.get("slot", 0) + 1, type=t(lang, "treasure_" + str(kind)))
    if slot.get("value") is not None:
        title += ", " + t(lang, "treasure_worth", value=slot["value"])
    if slot.get("taken_by") is not None:
        title += ", " + t(lang, "treasure_taken", name=seat_name(names, slot["taken_by"]))
    return title


def treasure_row_svg(view, lang, names=None):
    """The treasures in a column beside the east edge, one space a player: each its type's colour and
    word, its value when this seat may know it, and an empty dashed space once taken."""
    board = board_of(view)
    count = treasure_slots(view)
    if not board or not count:
        return ""
    x = (board["x"][1] + 1) * PITCH_X + 6
    top = board["y"][0] * PITCH_Y
    height = (board["y"][1] - board["y"][0] + 1) * PITCH_Y - 6
    pitch = height / count
    h = min(CARD_H * 0.8, pitch - 4)
    w = CARD_W  # as wide as a card: a finger's 44 px wherever the cards are
    parts = [f'<g class="treasure-row" role="group" aria-label="{esc(t(lang, "treasure_row"))}">']
    by_slot = {slot.get("slot"): slot for slot in treasures(view)}
    for number in range(count):
        slot = by_slot.get(number) or {"slot": number}
        y = top + number * pitch + (pitch - h) / 2
        parts.append(_treasure_card(slot, x, y, w, h, lang, names))
    parts.append("</g>")
    return "".join(parts)


def _treasure_card(slot, x, y, w, h, lang, names):
    number = slot.get("slot", 0)
    kind = slot.get("type")
    taken = slot.get("taken_by") is not None
    if kind is None:  # a space the row does not use
        return (f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="4" fill="none" '
                f'stroke="#4f6a3f" stroke-dasharray="3 3" aria-hidden="true"/>')
    title = treasure_title(lang, slot, names)
    colour = TREASURE_FILL.get(kind, "#d8cfc0")
    word = t(lang, "treasure_short_" + str(kind))  # the full word is in its name
    if taken:
        body = (f'<rect width="{_n(w)}" height="{_n(h)}" rx="4" fill="none" stroke="{colour}" stroke-width="1.5" '
                f'stroke-dasharray="4 3"/>')
    else:
        body = (f'<rect width="{_n(w)}" height="{_n(h)}" rx="4" fill="{colour}" stroke="{INK}" stroke-width="1.5"/>'
                f'<text x="{_n(w / 2)}" y="{_n(h - 6)}" font-size="12" text-anchor="middle" font-family="sans-serif" '
                f'fill="{INK}">{esc(word)}</text>')
        if slot.get("value") is not None:
            body += (f'<circle cx="{_n(w / 2)}" cy="{_n(h / 2 - 3)}" r="9" fill="#fffaf0" stroke="{INK}"/>'
                     f'<text x="{_n(w / 2)}" y="{_n(h / 2 + 1)}" font-size="11" font-weight="bold" text-anchor="middle" '
                     f'font-family="sans-serif" fill="{INK}">{slot["value"]}</text>')
    return (
        f'<g class="treasure{" taken" if taken else ""}" data-slot="{number}" role="img" aria-label="{esc(title)}" '
        f'transform="translate({_n(x)} {_n(y)})" id="treasure-{number}" tabindex="0" '
        f'aria-describedby="help-treasure-{number}"><title>{esc(title)}</title>'
        f'<desc id="help-treasure-{number}">{esc(t(lang, "help_treasure"))}</desc>{body}</g>'
    )


FLIP = {"N": "S", "S": "N", "E": "W", "W": "E"}
STEP_SIDE = {(1, 0): "E", (-1, 0): "W", (0, 1): "S", (0, -1): "N"}  # from a cell toward its neighbour


def _entered_place(cell, start, end):
    """The place of the card `cell` (a maze entry) a dwarf walking from `start` to `end` stands on:
    the one touching the side it crossed (a dead end's places are apart); 0 on a card of one place."""
    side = STEP_SIDE.get((start[0] - end[0], start[1] - end[1]))
    if cell is None or side is None:
        return 0
    if cell.get("turned"):
        side = FLIP[side]
    for index, place in enumerate(card_data(cell["card"]).get("places") or []):
        if side in place.get("sides", ""):
            return index
    return 0


def _touches(piece, at):
    """The cell on the other side of a side token from `at`, or None when the token is not on `at`'s sides."""
    x, y = piece["at"]
    other = [x + 1, y] if piece.get("side") == "E" else [x, y + 1]
    if list(at) == [x, y]:
        return other
    return [x, y] if list(at) == other else None


def round_pieces(events, cells, starts):
    """The pieces as a round left them, rebuilt from its log (`events`: its round_start first) over
    its rebuilt `cells` ({(x, y): maze entry}, as they ended) and the table's `starts`: each dwarf where
    its walk ended, the tool tokens, traps and trolls still lying (a round's end shows where everyone got)."""
    start_of = {start.get("clan"): list(start["at"]) for start in starts or []}
    dwarves, tokens = {}, []
    taken = {(at[0], at[1]) for at in start_of.values()}  # the spaces with a card, as the round went
    for event in events:
        kind = event.get("type")
        if kind in ("place", "mine_found"):
            taken.add((event["at"][0], event["at"][1]))
        if kind == "round_start":
            for seat, clan in enumerate(event.get("clans") or []):
                if clan in start_of:
                    dwarves[seat] = {"kind": "dwarf", "on": "place", "at": start_of[clan], "place": 0, "seat": seat, "clan": clan}
        elif kind == "moved" and event.get("seat") in dwarves:
            end = list(event["to"])
            dwarves[event["seat"]] = dict(dwarves[event["seat"]])
            dwarves[event["seat"]].update(at=end, place=_entered_place(cells.get((end[0], end[1])), event["from"], end))
        elif kind == "tool_laid":
            tokens.append({"kind": event["card"], "on": "card", "at": list(event["at"])})
        elif kind in ("lay_trap", "lay_troll"):
            tokens.append({"kind": kind[4:], "on": "side", "at": list(event["at"]), "side": event.get("side"), "seat": event.get("seat")})
        elif kind == "troll_left":
            tokens = [piece for piece in tokens if not (piece["kind"] == "troll" and piece.get("seat") == event.get("seat"))]
        elif kind == "thunderstorm":  # its tool token goes; a side token only once both its spaces are empty (ruling 6)
            at = event["at"]
            taken.discard((at[0], at[1]))
            kept = []
            for piece in tokens:
                other = _touches(piece, at) if piece["on"] == "side" else None
                if piece["on"] == "card" and list(piece["at"]) == list(at):
                    continue
                if other is not None and (other[0], other[1]) not in taken:
                    continue
                kept.append(piece)
            tokens = kept
    return tokens + [dwarves[seat] for seat in sorted(dwarves)]

