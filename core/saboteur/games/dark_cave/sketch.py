"""La mine se rebelle's part of a sketch (`saboteur.sketch`, docs/lessons.md section 2): the
clan cards, where the dwarves stand and who left the mine, the nuggets, the cards lying in
front of the players, the creatures and webs in the mine; what is not named is dealt.

    roles = { 0 = "yellow-loyal" }                # clan cards; the rest dealt, then set aside
    dwarves = { 0 = [3, -2], 1 = { at = [4, 0], place = 1 } }   # default: on the start
    exits = [1, 3]                                # seats whose dwarf left the mine, in order
    nuggets = { 0 = 2, 1 = 5 }                    # default: the 3 each dwarf starts with
    in_front = { 0 = ["I-axe"], 2 = ["I-boots"] } # boots and axes lying in front of a seat
    creatures = [{ kind = "rat", at = [1, 0], place = 0, seat = 1 }]   # its card in front of seat 1
    webs = [{ at = [0, 0], side = "E", seat = 2, count = 1, card = "II-web-triangle" }]
    revealed = [2]                                # clan cards shown (those out are shown anyway)
    paralysed = [3]                               # bitten by a lindworm

A gold vein laid in the maze carries its nugget (ruling 6). The deck cards set aside are 5
of each group (book 000 'Préparation'), dealt from those not named.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...cards import SIDE_LETTERS
from ...grid import cell_of, xy
from ...kernel.pieces import LETTER, PLACE, SIDE, side_key
from .state import CLANS, CREATURES, DWARF, NUGGET, WEB, clan_of
from .table import GOLD

if TYPE_CHECKING:
    from ...sketch import Sketch

KEYS = ("roles", "dwarves", "exits", "nuggets", "in_front", "creatures", "webs", "revealed", "paralysed")


def sketch_part(sketch: Sketch) -> dict:
    roles, aside_roles = _roles(sketch)
    exits = _seats(sketch, "exits")
    if len(set(exits)) != len(exits):
        sketch.fail("exits", f"a dwarf leaves the mine once, not {exits!r}")
    in_front = [[] for _ in range(sketch.players)]
    for seat, (key, cards) in sketch.per_seat("in_front").items():
        for card in sketch.card_list(key, cards):
            sketch.take(key, card)
            in_front[seat].append(card)
    creatures = _creatures(sketch, in_front)
    webs, web_pieces = _webs(sketch, in_front)
    nuggets = [sketch.rules.data["nuggets"]["start"]] * sketch.players
    for seat, (key, count) in sketch.per_seat("nuggets").items():
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            sketch.fail(key, f"must be a whole number of nuggets, not {count!r}")
        nuggets[seat] = count
    return {
        "roles": roles,
        "aside_roles": aside_roles,
        "pieces": _dwarves(sketch, exits) + creatures + web_pieces + _vein_nuggets(sketch),
        "webs": webs,
        "nuggets": nuggets,
        "in_front": in_front,
        "exits": exits,
        "revealed": sorted(set(exits) | set(_seats(sketch, "revealed"))),
        "paralysed": sorted(set(_seats(sketch, "paralysed"))),
        "aside": sketch.ids(_aside(sketch)),
        "drawer": None,
        "proposed": None,
        "losses": 0,
    }


def _seats(sketch: Sketch, key: str) -> list[int]:
    seats = sketch.data.get(key, [])
    if not isinstance(seats, list):
        sketch.fail(key, f"must list seats, not {seats!r}")
    return [sketch.seat(f"{key}.{index}", seat) for index, seat in enumerate(seats)]


def _roles(sketch: Sketch) -> tuple[list[str], list[str]]:
    """The named clan cards out of those the player count uses (book 000 'Préparation' 3,
    data `clan_cards_used`; with 3 or 4 players one clan's, the clan of the cards named),
    the rest shuffled to the other seats; every clan card not dealt lies aside."""
    rules, players = sketch.rules, sketch.players
    named = sketch.per_seat("roles")
    clans = {clan_of(role) for _key, role in named.values() if isinstance(role, str)}
    drawn = clans.pop() if len(clans) == 1 else CLANS[sketch.rng("clan").randrange(2)]
    deck = [role.replace("drawn", drawn) for role, count in sorted(rules.data["clan_cards_used"][str(players)].items())
            for _ in range(count)]
    left = Counter(deck)
    roles: list[str | None] = [None] * players
    for seat, (key, role) in named.items():
        if not isinstance(role, str) or not left.get(role):
            sketch.fail(key, f"no clan card {role!r} left ({players} players use {', '.join(sorted(deck))})")
        left[role] -= 1
        roles[seat] = role
    rest = sorted(left.elements())
    sketch.rng("roles").shuffle(rest)
    dealt = [role or rest.pop() for role in roles]
    return dealt, sorted((Counter(rules.role_deck(players)) - Counter(dealt)).elements())


def _dwarves(sketch: Sketch, exits: list[int]) -> list[dict]:
    """Each seat's dwarf in the mine, on the start unless named (`[x, y]` or `{at, place}`)."""
    start = list(xy(sketch.rules.start_cell))
    named = sketch.per_seat("dwarves")
    dwarves = []
    for seat in range(sketch.players):
        if seat in exits:
            if seat in named:
                sketch.fail(named[seat][0], "this dwarf left the mine (exits)")
            continue
        at, place = start, 0
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


def _card_for(sketch: Sketch, key: str, entry: dict, use: str, tool: str | None) -> str:
    """The entry's `card`, or the first card of the deck left for that use (and tool)."""
    catalogue = sketch.rules.catalogue
    card = entry.get("card")
    if card is None:
        fits = sorted(index for index, count in sketch.pool.items() if count and catalogue.use[index] == use
                      and (tool is None or catalogue.tool[index] == tool))
        if not fits:
            sketch.fail(key, f"no {tool or use} card left")
        card = catalogue.types[fits[0]].id
    index = sketch.take(key, card)
    if catalogue.use[index] != use or (tool is not None and catalogue.tool[index] != tool):
        sketch.fail(key, f"{card!r} is not a {tool or use} card")
    return card


def _creatures(sketch: Sketch, in_front: list[list[str]]) -> list[dict]:
    """Creatures on places, each with its card in front of its holder (ruling 7)."""
    pieces = []
    for index, entry in enumerate(_entries(sketch, "creatures")):
        key = f"creatures.{index}"
        if set(entry) - {"kind", "at", "place", "seat", "card"} or entry.get("kind") not in CREATURES \
                or not sketch.is_xy(entry.get("at")) or not isinstance(entry.get("place", 0), int):
            sketch.fail(key, f"must be {{kind = {' | '.join(CREATURES)}, at = [x, y], place, seat}}, not {entry!r}")
        seat = sketch.seat(f"{key}.seat", entry.get("seat"))
        in_front[seat].append(_card_for(sketch, key, entry, "summon", entry["kind"]))
        pieces.append({"kind": entry["kind"], "on": PLACE, "at": list(entry["at"]), "place": entry.get("place", 0),
                       "seat": seat})
    return pieces


def _webs(sketch: Sketch, in_front: list[list[str]]) -> tuple[list[dict], list[dict]]:
    """Webs on sides (any of N, E, S, W: named again from the west or north cell), 2 up unless
    `count` says 1, each with its card in front of the seat that laid it (ruling 9)."""
    webs, pieces = [], []
    for index, entry in enumerate(_entries(sketch, "webs")):
        key = f"webs.{index}"
        if set(entry) - {"at", "side", "seat", "count", "card"} or not sketch.is_xy(entry.get("at")) \
                or entry.get("side") not in SIDE_LETTERS or entry.get("count", 2) not in (1, 2):
            sketch.fail(key, f"must be {{at = [x, y], side = N | E | S | W, seat, count = 2 | 1, card}}, not {entry!r}")
        seat = sketch.seat(f"{key}.seat", entry.get("seat"))
        card = _card_for(sketch, key, entry, "lay_web", None)
        in_front[seat].append(card)
        cell, side = side_key(cell_of(*entry["at"]), SIDE_LETTERS[entry["side"]])
        at = list(xy(cell))
        webs.append({"at": at, "side": LETTER[side], "card": card, "count": entry.get("count", 2)})
        pieces.append({"kind": WEB, "on": SIDE, "at": at, "side": LETTER[side], "seat": seat})
    return webs, pieces


def _entries(sketch: Sketch, key: str) -> list[dict]:
    entries = sketch.data.get(key, [])
    if not isinstance(entries, list) or not all(isinstance(entry, dict) for entry in entries):
        sketch.fail(key, f"must be a list of tables, not {entries!r}")
    return entries


def _vein_nuggets(sketch: Sketch) -> list[dict]:
    """A nugget on every gold vein place of the cards in the maze (ruling 6)."""
    catalogue = sketch.rules.catalogue
    found = []
    for entry in sketch.laid:
        code = catalogue.code(entry["card"], entry["turned"])
        for place, features in enumerate(catalogue.place_features[code]):
            if GOLD in features:
                found.append({"kind": NUGGET, "on": PLACE, "at": list(entry["at"]), "place": place})
    return found


def _aside(sketch: Sketch) -> list[int]:
    """5 unnamed cards of each group, set aside unseen (book 000 'Préparation' 5)."""
    catalogue, count = sketch.rules.catalogue, sketch.rules.data["set_aside"]
    rng = sketch.rng("aside")
    aside = []
    for group in (1, 2, 3):
        cards = sorted(Counter({card: n for card, n in sketch.pool.items() if catalogue.types[card].group == group}).elements())
        if len(cards) < count:
            sketch.fail("hands", f"only {len(cards)} cards of group {group} are left unnamed; {count} are set aside")
        for card in rng.sample(cards, count):
            sketch.pool[card] -= 1
            aside.append(card)
    return sorted(aside)
