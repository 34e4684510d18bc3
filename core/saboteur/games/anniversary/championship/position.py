"""The championship cards' part of a position: the direction of play and the path cards
laid by players this round, in order; and the data of its decisions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....actions import Action
from ....errors import IllegalAction, InvalidPosition
from ....kernel.module import DecisionData
from ....maze import cell_of, xy
from ....position import card_of, listed, seat_of
from .cards import KEEP_DISCARD, SCOUT_PLACE
from .state import PART, Laid, laid
from .veto import VETO

if TYPE_CHECKING:
    from ....game import Game


def write_part(game: Game) -> dict:
    types = game.rules.catalogue.types
    return {
        "reversed": game.reversed_order,
        "laid": [{"at": list(xy(cell)), "card": types[code >> 1].id, "turned": bool(code & 1)} for cell, code in laid(game).cards],
    }


def read_part(game: Game, data: dict) -> None:
    if not isinstance(data, dict) or not isinstance(data.get("reversed"), bool):
        raise InvalidPosition("the championship part must say whether play is reversed (true or false)")
    game.reversed_order = data["reversed"]
    part = game.parts[PART] = Laid()
    for entry in listed(data.get("laid"), "laid"):
        at = entry.get("at") if isinstance(entry, dict) else None
        if not (isinstance(at, list) and len(at) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in at)):
            raise InvalidPosition(f"a path card laid must name its cell [x, y], not {entry!r}")
        card = card_of(game, entry.get("card"), "the path cards laid")
        if game.rules.catalogue.use[card] != "place" or not isinstance(entry.get("turned", False), bool):
            raise InvalidPosition(f"the cards laid are path cards, turned or not, not {entry!r}")
        part.cards.append((cell_of(*at), card * 2 + (1 if entry.get("turned") else 0)))


def sketch_part(sketch) -> dict:
    """A lesson's part (docs/lessons.md section 2): `reversed` (default false), and the path
    cards of the sketch's maze as laid by players this round, in the order the maze names
    them, so the last one named is the one a diversion moves."""
    turned_back = sketch.data.get("reversed", False)
    if not isinstance(turned_back, bool):
        sketch.fail("reversed", f"must be true or false, not {turned_back!r}")
    catalogue = sketch.rules.catalogue
    laid_cards = [
        {"at": list(entry["at"]), "card": entry["card"], "turned": entry.get("turned", False)}
        for entry in sketch.data.get("maze", [])
        if entry["card"] in catalogue.index and catalogue.use[catalogue.index[entry["card"]]] == "place"
    ]
    return {"reversed": turned_back, "laid": laid_cards}


def part_cards(game: Game) -> list[int]:
    """The cards a pending decision holds out of every pile: the forgotten treasure until
    its choice, the card a veto may cancel."""
    held = []
    for decision in game.decisions:
        if decision.kind == KEEP_DISCARD:
            held.append(decision.data[0])
        elif decision.kind == VETO:
            held.append(decision.data[1])
    return held


def _write_keep(data: tuple) -> dict:
    return {"treasure": data[0]}


def _read_keep(game: Game, seat: int, entry: dict) -> tuple:
    card, uses = entry.get("treasure"), game.rules.catalogue.use
    if not (isinstance(card, int) and 0 <= card < len(uses) and uses[card] == "forgotten_treasure"):
        raise InvalidPosition(f"a keep_discard decision holds the forgotten treasure's card index, not {card!r}")
    if not game.discards:
        raise InvalidPosition("a keep_discard decision needs a card in the discard pile")
    return (card,)


def _write_scout(data: tuple) -> dict:
    return {"step": data[0]}


def _read_scout(game: Game, seat: int, entry: dict) -> tuple:
    if entry.get("step") not in (1, 2):
        raise InvalidPosition(f"a scout_place decision's step is 1 or 2, not {entry.get('step')!r}")
    return (entry["step"],)


def _write_veto(data: tuple) -> dict:
    player, card, played, others = data
    return {"player": player, "card": card, "played": played.to_json(), "others": list(others)}


def _read_veto(game: Game, seat: int, entry: dict) -> tuple:
    player = seat_of(game, entry.get("player"), "the player a veto answers")
    card = entry.get("card")
    if not isinstance(card, int) or not 0 <= card < len(game.rules.catalogue.use):
        raise InvalidPosition(f"a veto decision holds the played card's index, not {card!r}")
    try:
        played = Action.from_json(entry.get("played"), game.rules.composition.action_fields)
    except IllegalAction as error:
        raise InvalidPosition(f"the card a veto answers: {error}") from None
    if played.card != game.rules.catalogue.types[card].id:
        raise InvalidPosition(f"the card a veto answers is {played.card!r}, but the decision holds {game.rules.catalogue.types[card].id!r}")
    others = tuple(seat_of(game, other, "the veto holders still to answer") for other in listed(entry.get("others"), "others"))
    if seat == player or player in others:
        raise InvalidPosition("a veto is asked of the player's opponents, not the player")
    return (player, card, played, others)


DECISION_DATA = {
    KEEP_DISCARD: DecisionData(_write_keep, _read_keep),
    SCOUT_PLACE: DecisionData(_write_scout, _read_scout),
    VETO: DecisionData(_write_veto, _read_veto),
}
