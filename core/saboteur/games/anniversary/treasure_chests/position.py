"""The treasure chests in positions, views and the Hard bot's resample.

Position part: {"face_down": [{"at", "black", "chest", "seen_by"}], "aside": [ids],
"sealed": bool, "changes": [[effect] or ["pickpocket", seat]], "held": [ids]}.
A view shows each face-down chest only as a black card lying there, with the chest and
its black card to a seat that looked at it by map; whether maps are sealed; the cards set
aside only by count (which chests are left to find is not public: the 6 set aside at
setup are never shown).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....errors import InvalidPosition
from ....grid import cell_of, xy
from ....kernel.facedown import has_seen, mark_seen, seen_by
from .chests import DECISIONS, PICK_THREE, PICKPOCKET, RUMMAGE, reached
from .state import NAME, Chests, chests, every_card, kinds

if TYPE_CHECKING:
    from ....game import Game


def write_part(game: Game) -> dict:
    part, types = chests(game), game.rules.catalogue.types
    return {
        "face_down": [
            {"at": list(xy(cell)), "black": types[black].id, "chest": types[chest].id, "seen_by": seen_by(game, cell)}
            for cell, (black, chest) in sorted(part.face_down.items())
        ],
        "aside": [types[kind].id for kind in part.aside],
        "sealed": part.sealed,
        "changes": [list(change) for change in part.changes],
        "held": [types[kind].id for kind in part.held],
    }


def _card(game: Game, card_id: object, kind: str, where: str) -> int:
    index = game.rules.catalogue.index.get(card_id) if isinstance(card_id, str) else None
    if index is None or game.rules.catalogue.types[index].kind != kind:
        raise InvalidPosition(f"the {NAME} part's {where} names {card_id!r}, not a {kind} card")
    return index


def read_part(game: Game, data: dict) -> None:
    if not isinstance(data, dict) or set(data) != {"face_down", "aside", "sealed", "changes", "held"}:
        raise InvalidPosition(f"the {NAME} part must hold face_down, aside, sealed, changes and held")
    part = Chests()
    maze, catalogue = game.maze, game.rules.catalogue
    if not isinstance(data["face_down"], list) or not all(isinstance(e, dict) for e in data["face_down"]):
        raise InvalidPosition(f"the {NAME} part's face_down must list the chests lying in the maze")
    for entry in data["face_down"]:
        at = entry.get("at")
        if not (isinstance(at, list) and len(at) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in at)):
            raise InvalidPosition(f"a face-down chest lies at {at!r}, not a cell [x, y]")
        cell = cell_of(*at)
        if cell in maze.cards or cell in maze.hidden_goals or cell in part.face_down:
            raise InvalidPosition(f"the face-down chest at {at} lies on a cell already taken")
        part.face_down[cell] = (_card(game, entry.get("black"), "black", f"chest at {at}"),
                                _card(game, entry.get("chest"), "chest", f"chest at {at}"))
        seats = entry.get("seen_by")
        if not isinstance(seats, list) or not all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s < game.players for s in seats):
            raise InvalidPosition(f"the face-down chest at {at} must list the seats that looked at it (seen_by)")
        for seat in seats:
            mark_seen(game, seat, cell)
    if not isinstance(data["aside"], list) or not isinstance(data["held"], list):
        raise InvalidPosition(f"the {NAME} part's aside and held must be lists of card ids")
    part.aside = sorted(_card(game, card, "black", "aside") if _kind(game, card) == "black" else _card(game, card, "chest", "aside")
                        for card in data["aside"])
    deck = set(game.rules.deck)
    part.held = sorted(game.rules.catalogue.index[card] for card in data["held"] if _kind(game, card) is not None)
    if len(part.held) != len(data["held"]) or not set(part.held) <= deck:
        raise InvalidPosition(f"the {NAME} part's held must name cards of the deck: {data['held']!r}")
    if not isinstance(data["sealed"], bool):
        raise InvalidPosition(f"the {NAME} part's sealed must be true or false")
    part.sealed = data["sealed"]
    part.changes = [_change(game, change) for change in _list(data["changes"], "changes")]
    _check_cards(game, part)
    game.parts[NAME] = part
    for cell, (black, _chest) in part.face_down.items():
        maze.hidden_goals[cell] = black
    maze.recompute()
    pending = {decision.kind for decision in game.decisions}
    if reached(game) and not pending & set(DECISIONS):
        raise InvalidPosition(f"the face-down chest at {list(xy(reached(game)[0]))} is linked to the start, so it was opened")
    if bool(part.held) != (PICK_THREE in pending):
        raise InvalidPosition(f"the {NAME} part holds cards drawn for a pick of three only while that choice is pending")


def _kind(game: Game, card: object) -> str | None:
    catalogue = game.rules.catalogue
    return catalogue.types[catalogue.index[card]].kind if isinstance(card, str) and card in catalogue.index else None


def _list(value: object, where: str) -> list:
    if not isinstance(value, list):
        raise InvalidPosition(f"the {NAME} part's {where} must be a list")
    return value


def _change(game: Game, change: object) -> tuple:
    effects = ("lost-draw", "extra-draw", "pick-of-three", RUMMAGE)
    if isinstance(change, list) and len(change) == 1 and change[0] in effects:
        return (change[0],)
    if (isinstance(change, list) and len(change) == 2 and change[0] == PICKPOCKET and isinstance(change[1], int)
            and not isinstance(change[1], bool) and 0 <= change[1] < game.players):
        return (PICKPOCKET, change[1])
    raise InvalidPosition(f"the {NAME} part's draw change {change!r} is none of {list(effects) + [PICKPOCKET]}")


def _check_cards(game: Game, part: Chests) -> None:
    """Every black card and chest once: face down in the maze, face up in it, or aside."""
    faced_up = [code >> 1 for code in game.maze.cards.values() if game.rules.catalogue.types[code >> 1].kind == "black"]
    found = sorted([k for pair in part.face_down.values() for k in pair] + faced_up + part.aside)
    if found != sorted(kinds(game, "black") + kinds(game, "chest")):
        raise InvalidPosition(f"the {NAME} part must hold each black card and chest once (face down, face up or aside)")


def decision_data() -> dict:
    from ....kernel.module import DecisionData

    def write(data: tuple) -> dict:
        return {"draw": data[0]} if data else {}

    def read(game: Game, seat: int, entry: dict) -> tuple:
        draw = entry.get("draw")
        if not isinstance(draw, int) or isinstance(draw, bool) or not 0 <= draw <= 2:
            raise InvalidPosition("a chest's choice must say the draw that ends the turn after it (draw: 0, 1 or 2)")
        return (draw,)

    entries = {kind: DecisionData(write, read) for kind in DECISIONS if kind != PICK_THREE}
    entries[PICK_THREE] = DecisionData(lambda data: {}, lambda game, seat, entry: ())
    return entries


def view_part(game: Game, seat: int | None, view: dict) -> None:
    """Face-down chests as black cards (the chest and its black card to who looked), maps
    sealed or not, how many chests and black cards are out of play; to the player choosing,
    the cards a rummage or a pick of three shows."""
    part, types = chests(game), game.rules.catalogue.types
    lying = []
    for cell, (black, chest) in sorted(part.face_down.items()):
        seen = has_seen(game, seat, cell)
        lying.append({"at": list(xy(cell)), "seen_by_you": seen,
                      "chest": types[chest].id if seen else None, "black": types[black].id if seen else None})
    mine = {"face_down": lying, "sealed": part.sealed, "aside": len(part.aside)}
    top = game.decisions[-1] if game.decisions else None
    if top is not None and top.seat == seat:
        if top.kind == RUMMAGE:
            mine["looking_at"] = [types[kind].id for kind, _ in reversed(game.discards[-5:])]
        elif top.kind == PICK_THREE:
            mine["looking_at"] = [types[kind].id for kind in part.held]
    mine["draw_changes"] = [list(change) for change in part.changes]  # public: every chest is shown as it opens
    view[NAME] = mine


def resample_part(view: dict, rng) -> dict:
    """A part consistent with a seat's view: the chests it looked at as seen, the other
    face-down chests and black cards dealt again at random from those not known to be
    elsewhere (opened, removed, looked at)."""
    mine = view[NAME]
    cards = view["cards"]
    known = [e["chest"] for e in mine["face_down"] if e["chest"]] + [e["black"] for e in mine["face_down"] if e["black"]]
    log = view["log"]
    start = max((index for index, event in enumerate(log) if event["type"] == "round_start"), default=0)
    opened = [e["chest"] for e in log[start:] if e["type"] == "chest_opened"]  # this round's
    faced_up = [entry["card"] for entry in view["maze"] if cards.get(entry["card"], {}).get("kind") == "black"]
    free_chests = _minus(list(every_card("chest")), known + opened)
    free_blacks = _minus(list(every_card("black")), known + faced_up)
    rng.shuffle(free_chests)
    rng.shuffle(free_blacks)
    face_down = []
    for entry in mine["face_down"]:
        black = entry["black"] or free_blacks.pop()
        chest = entry["chest"] or free_chests.pop()
        face_down.append({"at": entry["at"], "black": black, "chest": chest, "seen_by": [view["seat"]] if entry["seen_by_you"] else []})
    # a search starts at a turn (phase play), when no chest's change or pick of three is pending
    return {"face_down": face_down, "aside": sorted(free_chests + free_blacks + opened), "sealed": mine["sealed"],
            "changes": [], "held": []}


def resample_again(view: dict):
    """For each sample of one search: the face-down chests and black cards the seat did not
    look at, dealt again with the cards aside that are not known to be there (those opened
    this round are), so that a search weighs every chest an unseen black card may hide
    (the view's own facts stay: the seen chests, the count of each pile)."""
    unseen = [cell_of(*entry["at"]) for entry in view[NAME]["face_down"] if not entry["seen_by_you"]]
    if not unseen:
        return None
    log = view["log"]
    start = max((index for index, event in enumerate(log) if event["type"] == "round_start"), default=0)
    opened = [event["chest"] for event in log[start:] if event["type"] == "chest_opened"]

    def deal(game: Game, rng) -> None:
        part, catalogue = chests(game), game.rules.catalogue
        shown = [catalogue.index[chest] for chest in opened]
        free = part.aside[:]
        for kind in shown:
            free.remove(kind)
        blacks = [part.face_down[cell][0] for cell in unseen] + [kind for kind in free if catalogue.types[kind].kind == "black"]
        pool = [part.face_down[cell][1] for cell in unseen] + [kind for kind in free if catalogue.types[kind].kind == "chest"]
        rng.shuffle(blacks)
        rng.shuffle(pool)
        for cell in unseen:
            part.face_down[cell] = (blacks.pop(), pool.pop())
            game.maze.hidden_goals[cell] = part.face_down[cell][0]
        part.aside = sorted(shown + blacks + pool)

    return deal


def _minus(cards: list[str], taken: list[str]) -> list[str]:
    left = cards[:]
    for card in taken:
        if card in left:
            left.remove(card)
    return left





def sketch_part(sketch) -> dict:
    """A lesson's chests (docs/lessons.md section 2): the sketch key `chests`, a list of
    {"at": [x, y], "chest": id (optional), "black": id (optional)}; by default the four
    default cells. What is not named is dealt by the sketch's seed; the rest lies aside."""
    from .state import DEFAULT_CELLS

    entries = sketch.data.get("chests", [{"at": list(at)} for at in DEFAULT_CELLS])
    if not isinstance(entries, list) or not all(isinstance(e, dict) and sketch.is_xy(e.get("at")) for e in entries):
        sketch.fail("chests", "must be a list of tables, each with its cell: {at = [x, y], chest = ..., black = ...}")
    taken = {tuple(entry["at"]) for entry in sketch.laid}
    piles = {kind: list(every_card(kind)) for kind in ("chest", "black")}
    for entry in entries:
        if tuple(entry["at"]) in taken:
            sketch.fail("chests", f"{entry['at']} already holds a card")
        taken.add(tuple(entry["at"]))
        for kind in ("chest", "black"):
            if kind in entry:
                if entry[kind] not in piles[kind]:
                    sketch.fail("chests", f"{entry[kind]!r} is no {kind} card left to lay")
                piles[kind].remove(entry[kind])
    rng = sketch.rng("chests")
    for kind in piles:
        rng.shuffle(piles[kind])
    face_down = [{"at": list(entry["at"]), "black": entry.get("black") or piles["black"].pop(),
                  "chest": entry.get("chest") or piles["chest"].pop(), "seen_by": []} for entry in entries]
    return {"face_down": face_down, "aside": sorted(piles["chest"] + piles["black"]), "sealed": False, "changes": [], "held": []}
