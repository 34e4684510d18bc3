"""The Lost Mines' part of a position (`saboteur.position`) and its decisions' data.

    "lost-mines": {
      "roles": dwarf card per seat ("blue-loyal" ...), "aside_roles": those not dealt,
      "row": [{"type", "value", "taken_by": seat | null, "seen_by": [seats]}] by slot,
      "unused": [{"type", "value"}] the treasures not in the row,
      "pieces": [piece, as kernel.pieces writes it], "dragon": seat | null,
      "trolls": per seat the troll card ids in front, "aside": the deck cards set aside,
      "traps_sprung": how many traps took a card this round, "proposed": seat | null
    }

Decisions: `move` {"draw", "steps_left", "campfire"}, `take_treasure` {"draw"},
`vote_end` {"by", "waiting"}. Reading checks each against the rules and names the fault.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...errors import InvalidPosition
from ...kernel.module import DecisionData
from ...kernel.pieces import PLACE, SIDE, Piece, Pieces
from ...position import card_ids, card_of, listed, per_seat, seat_of
from .moves import MOVE, TAKE_TREASURE
from .state import DWARF, NAME, TRAP, TROLL, Mines
from ...kernel.vote import VOTE_DATA, VOTE_END

if TYPE_CHECKING:
    from ...game import Game

TOKENS = {"axe": "trunk", "boat": "lake", "rope": "ditch"}  # tool token -> the obstacle it overcomes


def write_part(game: Game) -> dict:
    part = game.parts[NAME]
    return {
        "roles": game.roles[:],
        "aside_roles": game.aside_roles[:],
        "row": [{"type": kind, "value": value, "taken_by": part.taken[slot],
                 "seen_by": [s for s in range(game.players) if part.known[slot] >> s & 1]}
                for slot, (kind, value) in enumerate(part.row)],
        "unused": [{"type": kind, "value": value} for kind, value in part.unused],
        "pieces": part.pieces.to_json(),
        "dragon": part.dragon,
        "trolls": [card_ids(game, cards) for cards in part.trolls],
        "aside": card_ids(game, part.aside),
        "traps_sprung": part.traps_sprung,
        "proposed": part.proposed,
    }


def _whole(value: object, where: str, low: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise InvalidPosition(f"{where} must be a whole number from {low}, not {value!r}")
    return value


def read_part(game: Game, data: dict) -> None:
    if not isinstance(data, dict):
        raise InvalidPosition(f"the lost-mines part must be an object, not {data!r}")
    rules = game.rules
    part = game.parts[NAME] = Mines(game.players)
    game.roles = per_seat(game, data["roles"], "roles")[:]
    game.aside_roles = sorted(listed(data["aside_roles"], "aside_roles"))
    if not all(isinstance(role, str) for role in game.roles + game.aside_roles):
        raise InvalidPosition("roles are dwarf card names such as 'blue-loyal'")
    _read_treasures(game, part, data)
    part.pieces = _read_pieces(game, data["pieces"])
    part.dragon = seat_of(game, data["dragon"], "dragon", allow_none=True)
    dragon = [cell for cell, card in game.goal_cards.items() if rules.catalogue.types[card].effect == "dragon"][0]
    if (part.dragon is not None) != (dragon in game.maze.cards):
        raise InvalidPosition("the dragon token is held exactly when the dragon's mine lies face up")
    part.trolls = [[card_of(game, c, "trolls") for c in listed(cards, "trolls")]
                   for cards in per_seat(game, data["trolls"], "trolls")]
    for seat, cards in enumerate(part.trolls):
        laid = [p for p in part.pieces.items if p.kind == TROLL and p.seat == seat]
        if any(rules.catalogue.types[card].effect != "lay_troll" for card in cards) or len(cards) != len(laid):
            raise InvalidPosition(f"seat {seat} must have one troll card in front per troll token it laid")
    part.aside = sorted(card_of(game, c, "aside") for c in listed(data["aside"], "aside"))
    if len(part.aside) != rules.data["set_aside"]:
        raise InvalidPosition(f"{rules.data['set_aside']} cards are set aside each round (book 003), not {len(part.aside)}")
    part.traps_sprung = _whole(data["traps_sprung"], "traps_sprung")
    part.proposed = seat_of(game, data["proposed"], "proposed", allow_none=True)
    for decision in game.decisions:
        if decision.kind in (MOVE, TAKE_TREASURE, VOTE_END) and game.decisions[0].kind != "turn":
            raise InvalidPosition(f"a {decision.kind} decision lies above a turn")
        if decision.kind == TAKE_TREASURE:
            from .moves import treasure_slots

            if not treasure_slots(game, decision.seat):
                raise InvalidPosition(f"seat {decision.seat} is asked to take a treasure, but its dwarf stands on no mine with one left")


def _read_treasures(game: Game, part: Mines, data: dict) -> None:
    row = listed(data["row"], "row")
    if len(row) != game.players:
        raise InvalidPosition(f"the treasure row holds one treasure per player ({game.players}), not {len(row)}")
    part.row = [(t["type"], t["value"]) for t in row]
    part.taken = [seat_of(game, t["taken_by"], "taken_by", allow_none=True) for t in row]
    part.known = [sum(1 << seat_of(game, s, "seen_by") for s in set(listed(t["seen_by"], "seen_by"))) for t in row]
    part.unused = sorted((t["type"], t["value"]) for t in listed(data["unused"], "unused"))
    everything = Counter(part.row + part.unused)
    expected = Counter((kind, value) for kind, values in game.rules.data["treasures"].items() for value in values)
    if everything != expected:
        raise InvalidPosition(f"the treasures must be the 12 of the game once each, not {sorted(everything.elements())}")


def _read_pieces(game: Game, entries: object) -> Pieces:
    rules, maze = game.rules, game.maze
    pieces = Pieces()
    for entry in listed(entries, "pieces"):
        try:
            piece = Piece.from_json(entry)
        except (KeyError, TypeError, ValueError) as error:
            raise InvalidPosition(f"a piece {entry!r} is malformed: {error}") from None
        if piece.seat is not None:
            seat_of(game, piece.seat, f"the {piece.kind}'s seat")
        pieces.add(piece)
    dwarves = [p for p in pieces.items if p.kind == DWARF]
    if sorted(p.seat for p in dwarves) != list(range(game.players)) or any(p.on != PLACE for p in dwarves):
        raise InvalidPosition("every seat has one dwarf, on a place of a card")
    for dwarf in dwarves:
        code = maze.cards.get(dwarf.cell)
        if code is None or dwarf.spot >= len(rules.catalogue.place_masks[code]):
            raise InvalidPosition(f"seat {dwarf.seat}'s dwarf stands on no place of a card")
    for piece in pieces.items:
        if piece.kind in (TRAP, TROLL):
            if piece.on != SIDE:
                raise InvalidPosition(f"a {piece.kind} lies on a side")
        elif piece.kind in TOKENS:
            from .table import obstacle

            if piece.on != "card" or piece.cell not in maze.cards or obstacle(game, piece.cell) != TOKENS[piece.kind]:
                raise InvalidPosition(f"a {piece.kind} lies only on a {TOKENS[piece.kind]}")
        elif piece.kind != DWARF:
            raise InvalidPosition(f"there is no piece {piece.kind!r} in The Lost Mines")
    return pieces


def part_cards(game: Game) -> list[int]:
    part = game.parts[NAME]
    return part.aside + [card for cards in part.trolls for card in cards]


def part_roles(game: Game) -> list[str]:
    return game.roles + game.aside_roles


def _read_move(game: Game, seat: int, entry: dict) -> tuple:
    draw = _whole(entry["draw"], "a move's draw")
    steps = _whole(entry["steps_left"], "a move's steps_left", 1)
    if steps > 5 or not isinstance(entry["campfire"], bool) or (steps > 3 and not entry["campfire"]):
        raise InvalidPosition(f"a move has 1 to 3 steps left, 5 from a campfire, not {steps}")
    return (draw, steps, entry["campfire"])


DECISION_DATA = {
    MOVE: DecisionData(lambda data: {"draw": data[0], "steps_left": data[1], "campfire": data[2]}, _read_move),
    TAKE_TREASURE: DecisionData(lambda data: {"draw": data[0]},
                                lambda game, seat, entry: (_whole(entry["draw"], "a treasure's draw"),)),
    VOTE_END: VOTE_DATA,
}
