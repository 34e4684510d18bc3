"""La mine se rebelle's part of a position (`saboteur.position`) and its decisions' data.

    "dark-cave": {
      "roles": clan card per seat ("yellow-loyal" ...), "aside_roles": the clan cards not dealt,
      "pieces": [piece, as kernel.pieces writes it]: dwarves in the mine, creatures, webs, nuggets on veins,
      "webs": [{"at", "side", "card", "count"}] one per web piece,
      "nuggets": per seat, "in_front": per seat card ids, "exits": seats in the order they left,
      "revealed": seats whose clan card is face up, "paralysed": seats bitten by a lindworm,
      "aside": the deck cards set aside, "drawer": seat | null, "proposed": seat | null,
      "losses": cards taken at random so far
    }

Decisions: `move` {"draw", "steps_left"}, `creature` {"draw", "steps_left", "creature"},
`repel` {"active", "draw", "creature", "victims", "waiting", "then"}, `vote_end` {"by", "waiting"}
(kernel/vote.py). Reading checks each against the rules and names the fault.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...cards import SIDE_LETTERS
from ...errors import InvalidPosition
from ...grid import cell_of, xy
from ...kernel.module import DecisionData
from ...kernel.pieces import LETTER, PLACE, SIDE, Piece, Pieces, side_key
from ...kernel.vote import VOTE_DATA, VOTE_END
from ...position import card_ids, card_of, listed, per_seat, seat_of
from ..lost_mines.position import _whole as whole
from .creatures import CREATURE, REPEL
from .moves import MOVE
from .state import CREATURES, DWARF, NAME, NUGGET, WEB, Cave
from .table import GOLD

if TYPE_CHECKING:
    from ...game import Game


def write_part(game: Game) -> dict:
    part = game.parts[NAME]
    types = game.rules.catalogue.types
    return {
        "roles": game.roles[:],
        "aside_roles": game.aside_roles[:],
        "pieces": part.pieces.to_json(),
        "webs": [{"at": list(xy(cell)), "side": LETTER[side], "card": types[card].id, "count": count}
                 for (cell, side), (card, count) in sorted(part.webs.items())],
        "nuggets": part.nuggets[:],
        "in_front": [card_ids(game, cards) for cards in part.front],
        "exits": part.exits[:],
        "revealed": [seat for seat in range(game.players) if part.revealed >> seat & 1],
        "paralysed": [seat for seat in range(game.players) if part.paralysed >> seat & 1],
        "aside": card_ids(game, part.aside),
        "drawer": part.drawer,
        "proposed": part.proposed,
        "losses": part.losses,
    }


def _fault(text: str) -> InvalidPosition:
    return InvalidPosition(f"the dark-cave part: {text}")


def read_part(game: Game, data: dict) -> None:
    """The part read and checked; every fault names the part (a shared check's words too)."""
    try:
        _read_part(game, data)
    except InvalidPosition as error:
        if str(error).startswith("the dark-cave part"):
            raise
        raise _fault(str(error)) from None


def _read_part(game: Game, data: dict) -> None:
    if not isinstance(data, dict):
        raise _fault(f"it must be an object, not {data!r}")
    missing = [key for key in _KEYS if key not in data]
    if missing:
        raise _fault(f"it has no {missing[0]!r}")
    rules = game.rules
    part = game.parts[NAME] = Cave(game.players)
    game.roles = per_seat(game, data["roles"], "roles")[:]
    game.aside_roles = sorted(listed(data["aside_roles"], "aside_roles"))
    if not all(isinstance(role, str) for role in game.roles + game.aside_roles):
        raise _fault("clan cards are names such as 'yellow-loyal'")
    part.nuggets = [whole(n, "a seat's nuggets") for n in per_seat(game, data["nuggets"], "nuggets")]
    part.front = [[card_of(game, c, "in_front") for c in listed(cards, "in_front")]
                  for cards in per_seat(game, data["in_front"], "in_front")]
    part.exits = [seat_of(game, s, "exits") for s in listed(data["exits"], "exits")]
    if len(set(part.exits)) != len(part.exits):
        raise _fault("a dwarf leaves the mine once")
    part.revealed = sum(1 << seat_of(game, s, "revealed") for s in set(listed(data["revealed"], "revealed")))
    part.paralysed = sum(1 << seat_of(game, s, "paralysed") for s in set(listed(data["paralysed"], "paralysed")))
    if any(part.revealed >> seat & 1 == 0 for seat in part.exits):
        raise _fault("a dwarf out of the mine has shown its clan card")
    part.aside = sorted(card_of(game, c, "aside") for c in listed(data["aside"], "aside"))
    groups = Counter(rules.catalogue.types[card].group for card in part.aside)
    if groups != {1: rules.data["set_aside"], 2: rules.data["set_aside"], 3: rules.data["set_aside"]}:
        raise _fault(f"{rules.data['set_aside']} cards of each group are set aside (book 000), not {dict(groups)}")
    part.drawer = seat_of(game, data["drawer"], "drawer", allow_none=True)
    part.proposed = seat_of(game, data["proposed"], "proposed", allow_none=True)
    part.losses = whole(data["losses"], "losses")
    part.pieces = _read_pieces(game, part, data["pieces"])
    _read_webs(game, part, data["webs"])
    _check_front(game, part)
    for decision in game.decisions[1:]:
        if game.decisions[0].kind != "turn":
            raise _fault(f"a {decision.kind} decision lies above a turn")
    if game.decisions and game.decisions[-1].kind in (MOVE,) and part.dwarf(game.decisions[-1].seat) is None:
        raise _fault("a dwarf out of the mine does not move")
    for decision in game.decisions:
        if decision.kind == CREATURE and part.creature(decision.data[2]) is None:
            raise _fault(f"the {decision.data[2]} being moved is not in the mine")


_KEYS = ("roles", "aside_roles", "pieces", "webs", "nuggets", "in_front", "exits", "revealed", "paralysed",
         "aside", "drawer", "proposed", "losses")


def _on_a_place(game: Game, piece: Piece) -> bool:
    code = game.maze.cards.get(piece.cell)
    return piece.on == PLACE and code is not None and piece.spot < len(game.rules.catalogue.place_masks[code])


def _read_pieces(game: Game, part: Cave, entries: object) -> Pieces:
    pieces = Pieces()
    for entry in listed(entries, "pieces"):
        try:
            piece = Piece.from_json(entry)
        except (KeyError, TypeError, ValueError) as error:
            raise _fault(f"a piece {entry!r} is malformed: {error}") from None
        if piece.seat is not None:
            seat_of(game, piece.seat, f"the {piece.kind}'s seat")
        pieces.add(piece)
    dwarves = sorted(p.seat for p in pieces.items if p.kind == DWARF)
    inside = sorted(seat for seat in range(game.players) if seat not in part.exits)
    if dwarves != inside:
        raise _fault(f"every seat not out of the mine has one dwarf in it (seats {inside}), not {dwarves}")
    features = game.rules.catalogue.place_features
    for piece in pieces.items:
        if piece.kind == WEB:
            if piece.on != SIDE or piece.seat is None:
                raise _fault("a web lies on a side, laid by a seat")
        elif piece.kind in (DWARF, NUGGET) or piece.kind in CREATURES:
            if not _on_a_place(game, piece):
                raise _fault(f"a {piece.kind} at {list(xy(piece.cell))} stands on no place of a card")
            if piece.kind == NUGGET and GOLD not in features[game.maze.cards[piece.cell]][piece.spot]:
                raise _fault(f"a nugget waits only on a gold vein, not at {list(xy(piece.cell))}")
            if piece.kind in CREATURES and piece.seat is None:
                raise _fault(f"the {piece.kind} has a holder")
        else:
            raise _fault(f"there is no piece {piece.kind!r} in La mine se rebelle")
    for kind in CREATURES:
        if len(pieces.of_kind(kind)) > 1:
            raise _fault(f"there is one {kind}")
    return pieces


def _read_webs(game: Game, part: Cave, entries: object) -> None:
    for entry in listed(entries, "webs"):
        if entry.get("side") not in ("E", "S") or entry.get("count") not in (1, 2):
            raise _fault(f"a web {entry!r} names its side as E or S and its count 1 or 2")
        key = side_key(cell_of(*entry["at"]), SIDE_LETTERS[entry["side"]])
        part.webs[key] = (card_of(game, entry["card"], "webs"), entry["count"])
    laid = {(p.cell, p.spot): p.seat for p in part.pieces.items if p.kind == WEB}
    if set(laid) != set(part.webs):
        raise _fault("each web piece has one entry in 'webs', and only those")
    tool = game.rules.catalogue.tool
    for key, (card, _count) in part.webs.items():
        if game.rules.catalogue.use[card] != "lay_web" or card not in part.front[laid[key]]:
            raise _fault(f"the web on side {LETTER[key[1]]} of {list(xy(key[0]))} lies with its web card in front of its seat")
        if sum(1 for other, _ in part.webs.values() if tool[other] == tool[card]) > 1:
            raise _fault(f"there is one {tool[card]} web")


def _check_front(game: Game, part: Cave) -> None:
    """In front of a seat: boots (one), axes, its webs' cards, its creature's card."""
    catalogue = game.rules.catalogue
    for seat, cards in enumerate(part.front):
        uses = Counter(catalogue.tool[card] if catalogue.use[card] == "equip" else catalogue.use[card] for card in cards)
        if uses["boots"] > 1:
            raise _fault(f"seat {seat} has one boots card in front at most")
        webs = sum(1 for p in part.pieces.items if p.kind == WEB and p.seat == seat)
        creatures = {p.kind for p in part.pieces.items if p.kind in CREATURES and p.seat == seat}
        held = [catalogue.tool[card] for card in cards if catalogue.use[card] == "summon"]
        if uses["lay_web"] != webs or sorted(held) != sorted(creatures):
            raise _fault(f"seat {seat}'s web and creature cards in front are its webs and creatures in the mine")
        if set(uses) - {"boots", "axe", "lay_web", "summon"}:
            raise _fault(f"seat {seat} has a card in front that lies only on the discard")


def part_cards(game: Game) -> list[int]:
    part = game.parts[NAME]
    return part.aside + [card for cards in part.front for card in cards]


def part_roles(game: Game) -> list[str]:
    return game.roles + game.aside_roles


def _read_move(game: Game, seat: int, entry: dict) -> tuple:
    draw = whole(entry["draw"], "a move's draw")
    steps = whole(entry["steps_left"], "a move's steps_left", 0)  # 0: only an axe's cut is left (ruling 9)
    if steps > game.rules.data["steps"]["boots"]:
        raise _fault(f"a move has 0 to 4 steps left, not {steps}")
    return (draw, steps)


def _read_creature(game: Game, seat: int, entry: dict) -> tuple:
    kind = entry["creature"]
    if kind not in CREATURES:
        raise _fault(f"there is no creature {kind!r}")
    steps = whole(entry["steps_left"], "a creature's steps_left", 1)
    if steps > game.rules.data["creatures"][kind]:
        raise _fault(f"a {kind} has at most {game.rules.data['creatures'][kind]} steps")
    return (whole(entry["draw"], "a creature move's draw"), steps, kind)


def _read_repel(game: Game, seat: int, entry: dict) -> tuple:
    kind = entry["creature"]
    if kind not in CREATURES or entry["then"] not in ("move", "end"):
        raise _fault(f"a repel question names a creature and what follows ('move' or 'end'), not {entry!r}")
    victims = tuple(seat_of(game, s, "a victim") for s in listed(entry["victims"], "victims"))
    waiting = tuple(seat_of(game, s, "a seat to ask") for s in listed(entry["waiting"], "waiting"))
    if seat not in victims or not set(waiting) <= set(victims):
        raise _fault("a repel question asks attacked seats only")
    queued = tuple(listed(entry.get("queued", []), "queued"))  # absent in positions made before it
    if not all(other in CREATURES for other in queued):
        raise _fault(f"the creatures queued to attack are {list(CREATURES)}, not {list(queued)}")
    return (seat_of(game, entry["active"], "the active seat"), whole(entry["draw"], "a repel's draw"), kind,
            victims, waiting, entry["then"], queued)


DECISION_DATA = {
    MOVE: DecisionData(lambda data: {"draw": data[0], "steps_left": data[1]}, _read_move),
    CREATURE: DecisionData(lambda data: {"draw": data[0], "steps_left": data[1], "creature": data[2]}, _read_creature),
    REPEL: DecisionData(lambda data: {"active": data[0], "draw": data[1], "creature": data[2], "victims": list(data[3]),
                                      "waiting": list(data[4]), "then": data[5], "queued": list(data[6])},
                          _read_repel),
    VOTE_END: VOTE_DATA,
}
