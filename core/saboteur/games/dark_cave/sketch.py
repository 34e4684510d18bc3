"""La mine se rebelle's part of a sketch (`saboteur.sketch`, docs/lessons.md section 2): the
clan cards, where the dwarves stand, who left the mine, the pieces on the table, nuggets and
the cards lying in front; what is not named is dealt. The goals are the kernel's (`goals`,
face up in `maze`), at the corners of the player count's area.

    roles = { 0 = "yellow-loyal" }              # clan cards; the rest dealt from those the count uses
    dwarves = { 0 = [1, 0], 1 = { at = [2, 0], place = 1 } }   # default: the start
    exits = [2]                                 # seats whose dwarf left the mine (clan card shown)
    revealed = [3]                              # seats whose clan card lies face up (a gold vein)
    nuggets = { 0 = 5 }                         # default 3
    in_front = { 1 = ["I-axe", "I-boots"] }     # boots and axes lying in front
    pieces = [{ kind = "rat", at = [2, 0], place = 0, seat = 1 },        # its card in front of seat 1
              { kind = "web", at = [1, 0], side = "E", seat = 0, count = 1 },  # the first web card free
              { kind = "nugget", at = [0, 1], place = 0 }]               # on a gold vein
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...cards import SIDE_LETTERS
from ...grid import cell_of, xy
from ...kernel.pieces import LETTER, PLACE, SIDE, side_key
from .state import CLANS, CREATURES, DWARF, NUGGET, WEB

if TYPE_CHECKING:
    from ...sketch import Sketch


def sketch_part(sketch: Sketch) -> dict:
    roles, aside_roles = _roles(sketch)
    exits = _seats(sketch, "exits")
    front: list[list[str]] = [[] for _ in range(sketch.players)]
    for seat, (key, cards) in sketch.per_seat("in_front").items():
        for card in sketch.card_list(key, cards):
            index = sketch.take(key, card)
            if sketch.rules.catalogue.use[index] != "equip":
                sketch.fail(key, f"only boots and axes lie in front by themselves, not {card!r}")
            front[seat].append(card)
    pieces, webs = _pieces(sketch, front)
    nuggets = [3] * sketch.players
    for seat, (key, count) in sketch.per_seat("nuggets").items():
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            sketch.fail(key, f"must be a number of nuggets, not {count!r}")
        nuggets[seat] = count
    return {
        "roles": roles,
        "aside_roles": aside_roles,
        "pieces": _dwarves(sketch, exits) + pieces,
        "webs": webs,
        "nuggets": nuggets,
        "in_front": front,
        "exits": exits,
        "revealed": sorted(set(exits) | set(_seats(sketch, "revealed"))),
        "paralysed": [],
        "aside": sketch.ids(_aside(sketch)),
        "drawer": None,
        "proposed": None,
        "losses": 0,
    }


def _seats(sketch: Sketch, key: str) -> list[int]:
    seats = sketch.data.get(key, [])
    if not isinstance(seats, list):
        sketch.fail(key, f"must list seats, not {seats!r}")
    return list(dict.fromkeys(sketch.seat(key, seat) for seat in seats))


def _roles(sketch: Sketch) -> tuple[list[str], list[str]]:
    """The named clan cards out of those the player count uses (book 000 'Préparation' 3; at 3
    or 4 the clan of the named ones, else drawn), the rest dealt to the other seats."""
    rules, players = sketch.rules, sketch.players
    named = sketch.per_seat("roles")
    clans = sorted({str(role).split("-")[0] for _key, role in named.values()})
    drawn = clans[0] if clans else CLANS[sketch.rng("clan").randrange(2)]
    used = Counter({role.replace("drawn", drawn): count
                    for role, count in rules.data["clan_cards_used"][str(players)].items()})
    roles: list[str | None] = [None] * players
    for seat, (key, role) in named.items():
        if not used.get(role):
            sketch.fail(key, f"no clan card {role!r} left ({players} players use {', '.join(sorted(used.elements()))})")
        used[role] -= 1
        roles[seat] = role
    rest = sorted(used.elements())
    sketch.rng("roles").shuffle(rest)
    dealt = [role or rest.pop() for role in roles]
    return dealt, sorted((Counter(rules.role_deck(players)) - Counter(dealt)).elements())


def _dwarves(sketch: Sketch, exits: list[int]) -> list[dict]:
    """Each seat's dwarf in the mine, on the start unless named (`[x, y]` or `{at, place}`)."""
    start = list(xy(sketch.rules.start_cell))
    named = sketch.per_seat("dwarves")
    dwarves = []
    for seat in range(sketch.players):
        at, place = start, 0
        if seat in named:
            key, where = named[seat]
            if seat in exits:
                sketch.fail(key, f"seat {seat}'s dwarf left the mine (exits)")
            if isinstance(where, dict) and set(where) <= {"at", "place"}:
                at, place = where.get("at"), where.get("place", 0)
            else:
                at = where
            if not sketch.is_xy(at) or not isinstance(place, int) or isinstance(place, bool) or place < 0:
                sketch.fail(key, f"must be [x, y] or {{at = [x, y], place = n}}, not {where!r}")
        if seat not in exits:
            dwarves.append({"kind": DWARF, "on": PLACE, "at": list(at), "place": place, "seat": seat})
    return dwarves


def _card_of_kind(sketch: Sketch, key: str, use: str, tool: str) -> str:
    """A card of the deck played for `use` with `tool` (a creature's or a web's), still unnamed."""
    catalogue = sketch.rules.catalogue
    for index in sorted(sketch.pool):
        if sketch.pool[index] and catalogue.use[index] == use and (tool is None or catalogue.tool[index] == tool):
            card = catalogue.types[index].id
            sketch.take(key, card)
            return card
    sketch.fail(key, f"no card left for a {tool or use}")


def _pieces(sketch: Sketch, front: list[list[str]]) -> tuple[list[dict], list[dict]]:
    """Creatures and nuggets on places, webs on sides; a creature's or web's card lies in
    front of its seat (rulings 7, 9). The loader checks that each lies where it may."""
    entries = sketch.data.get("pieces", [])
    if not isinstance(entries, list):
        sketch.fail("pieces", f"must be a list of {{kind, at, ...}}, not {entries!r}")
    pieces, webs = [], []
    for index, entry in enumerate(entries):
        key = f"pieces.{index}"
        kind = entry.get("kind") if isinstance(entry, dict) else None
        if kind not in (*CREATURES, WEB, NUGGET) or not sketch.is_xy(entry.get("at")):
            sketch.fail(key, f"must be {{kind = rat, lindworm, goblin, web or nugget; at = [x, y]; ...}}, not {entry!r}")
        if kind == WEB:
            fields = set(entry)
            if (not {"kind", "at", "side", "seat"} <= fields <= {"kind", "at", "side", "seat", "count"}
                    or entry["side"] not in SIDE_LETTERS or entry.get("count", 2) not in (1, 2)):
                sketch.fail(key, f"a web names kind, at, side (N, E, S or W), seat and count (2 or 1), not {entry!r}")
            seat = sketch.seat(f"{key}.seat", entry["seat"])
            card = _card_of_kind(sketch, key, "lay_web", None)
            front[seat].append(card)
            cell, side = side_key(cell_of(*entry["at"]), SIDE_LETTERS[entry["side"]])
            pieces.append({"kind": WEB, "on": SIDE, "at": list(xy(cell)), "side": LETTER[side], "seat": seat})
            webs.append({"at": list(xy(cell)), "side": LETTER[side], "card": card, "count": entry.get("count", 2)})
            continue
        wanted = {"kind", "at", "place"} | ({"seat"} if kind in CREATURES else set())
        if set(entry) != wanted or not isinstance(entry["place"], int) or isinstance(entry["place"], bool):
            sketch.fail(key, f"a {kind} names {', '.join(sorted(wanted))}, not {entry!r}")
        piece = {"kind": kind, "on": PLACE, "at": list(entry["at"]), "place": entry["place"]}
        if kind in CREATURES:
            seat = sketch.seat(f"{key}.seat", entry["seat"])
            piece["seat"] = seat
            front[seat].append(_card_of_kind(sketch, key, "summon", kind))
        pieces.append(piece)
    return pieces, webs


def _aside(sketch: Sketch) -> list[int]:
    """5 cards of each group set aside unseen (book 000 'Préparation' 5), from those not named."""
    types, count = sketch.rules.catalogue.types, sketch.rules.data["set_aside"]
    aside = []
    for group in (1, 2, 3):
        left = sorted(card for card in sketch.pool.elements() if types[card].group == group)
        sketch.rng(f"aside{group}").shuffle(left)
        if len(left) < count:
            sketch.fail("hands", f"too few group {group} cards are left unnamed to set {count} aside")
        for card in left[:count]:
            sketch.pool[card] -= 1
            aside.append(card)
    return sorted(aside)
