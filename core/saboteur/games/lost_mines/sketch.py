"""The Lost Mines' part of a sketch (`saboteur.sketch`, docs/lessons.md section 2): the dwarf
cards, where the dwarves stand, the tokens on the table, the treasure row and the dragon;
what is not named is dealt. The mines are the kernel's goals (`goals`, face up in `maze`).

    roles = { 0 = "blue-loyal" }                  # dwarf cards; the rest dealt, then set aside
    dwarves = { 0 = [3, -2], 1 = { at = [4, 0], place = 1 } }   # default: the clan's start
    pieces = [{ kind = "trap", at = [2, -2], side = "E" },      # traps, trolls on a side
              { kind = "troll", at = [3, -2], side = "S", seat = 1 },  # its card in front of seat 1
              { kind = "axe", at = [4, -2] }]                   # a tool token on its obstacle
    treasures = [{ type = "gems", value = 5, taken_by = 0, seen_by = [1] }]  # the row from slot 0
    dragon = 2                                    # who holds the dragon (its mine face up)
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...grid import xy
from ...kernel.pieces import CARD, PLACE, SIDE
from .position import TOKENS
from .state import CLANS, DWARF, TRAP, TROLL, clan_of

if TYPE_CHECKING:
    from ...sketch import Sketch


def sketch_part(sketch: Sketch) -> dict:
    _lay_starts(sketch)
    roles, aside_roles = _roles(sketch)
    pieces, trolls = _tokens(sketch)
    row, unused = _treasures(sketch)
    dragon = sketch.data.get("dragon")
    return {
        "roles": roles,
        "aside_roles": aside_roles,
        "row": row,
        "unused": unused,
        "pieces": _dwarves(sketch, roles) + pieces,
        "dragon": None if dragon is None else sketch.seat("dragon", dragon),
        "trolls": trolls,
        # set aside before the hands are dealt (book 003 'Mise en place'); named cards are out already
        "aside": sketch.ids(sketch.deal(sketch.rules.data["set_aside"], "the 10 cards set aside (book 003)")),
        "traps_sprung": 0,
        "proposed": None,
    }


def _lay_starts(sketch: Sketch) -> None:
    """The kernel lays the first start card; the other clan's start lies on its own space."""
    for cell, card, _clan in sketch.rules.starts:
        if cell != sketch.rules.start_cell:
            sketch.laid.append({"at": list(xy(cell)), "card": card, "turned": False})


def _roles(sketch: Sketch) -> tuple[list[str], list[str]]:
    """The named dwarf cards out of the player count's (book 003), the rest shuffled to the
    other seats, then set aside."""
    deck = sketch.rules.role_deck(sketch.players)
    left = Counter(deck)
    roles: list[str | None] = [None] * sketch.players
    for seat, (key, role) in sketch.per_seat("roles").items():
        if not left.get(role):
            sketch.fail(key, f"no dwarf card {role!r} left ({sketch.players} players use {', '.join(sorted(deck))})")
        left[role] -= 1
        roles[seat] = role
    rest = sorted(left.elements())
    sketch.rng("roles").shuffle(rest)
    return [role or rest.pop() for role in roles], sorted(rest)


def _dwarves(sketch: Sketch, roles: list[str]) -> list[dict]:
    """Each seat's dwarf, on its clan's start unless named (`[x, y]` or `{at, place}`)."""
    starts = {clan: list(xy(cell)) for cell, _card, clan in sketch.rules.starts}
    assert set(starts) == set(CLANS)
    named = sketch.per_seat("dwarves")
    dwarves = []
    for seat, role in enumerate(roles):
        at, place = starts[clan_of(role)], 0
        if seat in named:
            key, where = named[seat]
            if isinstance(where, dict) and set(where) <= {"at", "place"}:
                at, place = where.get("at"), where.get("place", 0)
            else:
                at = where
            if not sketch.is_xy(at) or not isinstance(place, int) or isinstance(place, bool) or place < 0:
                sketch.fail(key, f"must be [x, y] or {{at = [x, y], place = n}}, not {where!r}")
        dwarves.append({"kind": DWARF, "on": PLACE, "at": list(at), "place": place, "seat": seat})
    return dwarves


def _tokens(sketch: Sketch) -> tuple[list[dict], list[list[str]]]:
    """Traps and trolls on sides, tool tokens on cards; a troll's card lies in front of its
    seat (ruling 5). The loader checks that each lies where it may."""
    entries = sketch.data.get("pieces", [])
    if not isinstance(entries, list):
        sketch.fail("pieces", f"must be a list of {{kind, at, side, seat}}, not {entries!r}")
    pieces, trolls = [], [[] for _ in range(sketch.players)]
    for index, entry in enumerate(entries):
        key = f"pieces.{index}"
        kind = entry.get("kind") if isinstance(entry, dict) else None
        if kind not in (TRAP, TROLL, *TOKENS) or not sketch.is_xy(entry.get("at")):
            sketch.fail(key, f"must be {{kind = trap, troll, {', '.join(TOKENS)}; at = [x, y]; ...}}, not {entry!r}")
        if kind in (TRAP, TROLL):
            wanted = {"kind", "at", "side"} | ({"seat"} if kind == TROLL else set())
            if set(entry) != wanted or entry["side"] not in ("N", "E", "S", "W"):
                sketch.fail(key, f"a {kind} names {', '.join(sorted(wanted))} (side N, E, S or W), not {entry!r}")
            piece = {"kind": kind, "on": SIDE, "at": list(entry["at"]), "side": entry["side"]}
            if kind == TROLL:
                seat = sketch.seat(f"{key}.seat", entry["seat"])
                piece["seat"] = seat
                sketch.take(key, "troll")
                trolls[seat].append("troll")
        else:
            if set(entry) != {"kind", "at"}:
                sketch.fail(key, f"a {kind} token names kind and at, not {entry!r}")
            piece = {"kind": kind, "on": CARD, "at": list(entry["at"])}
        pieces.append(piece)
    return pieces, trolls


def _treasures(sketch: Sketch) -> tuple[list[dict], list[dict]]:
    """The row, one treasure per player: the named ones from slot 0, the rest dealt from the
    game's 12 (ruling: 'Treasure cards'); the others lie unused."""
    left = Counter((kind, value) for kind, values in sketch.rules.data["treasures"].items() for value in values)
    named = sketch.data.get("treasures", [])
    if not isinstance(named, list) or len(named) > sketch.players:
        sketch.fail("treasures", f"must list at most {sketch.players} treasures (one per player), not {named!r}")
    row = []
    for slot, entry in enumerate(named):
        key = f"treasures.{slot}"
        if not isinstance(entry, dict) or not {"type", "value"} <= set(entry) <= {"type", "value", "taken_by", "seen_by"}:
            sketch.fail(key, f"must be {{type, value, taken_by, seen_by}}, not {entry!r}")
        treasure = (entry["type"], entry["value"])
        if not left.get(treasure):
            sketch.fail(key, f"no {treasure[0]} treasure of value {treasure[1]!r} left (the game's: {sorted(Counter(left).elements())})")
        left[treasure] -= 1
        taker = entry.get("taken_by")
        seen = entry.get("seen_by", [])
        if not isinstance(seen, list):
            sketch.fail(f"{key}.seen_by", f"must list seats, not {seen!r}")
        row.append({"type": treasure[0], "value": treasure[1],
                    "taken_by": None if taker is None else sketch.seat(f"{key}.taken_by", taker),
                    "seen_by": sorted({sketch.seat(f"{key}.seen_by", seat) for seat in seen})})
    rest = sorted(left.elements())
    sketch.rng("treasures").shuffle(rest)
    while len(row) < sketch.players:
        kind, value = rest.pop()
        row.append({"type": kind, "value": value, "taken_by": None, "seen_by": []})
    return row, [{"type": kind, "value": value} for kind, value in sorted(rest)]
