"""Right of way, a mini-expansion for base Saboteur and Saboteur 2 (book 002, 'Droit de
passage'; rules/anniversary.md ruling 13, and ruling 1 for the nuggets).

- Setup: each player takes 1 nugget, once per game (the book's next-round setup gives none).
- Recruiting is a turn's option (`recruit`, card and cell): discard 1 card face down, put
  an unused pawn on an empty cell that a placed path opens onto (not a goal's cell), keep
  its token, draw nothing. It is no path card: a player with a broken tool or trapped may.
  Each pawn once per round.
- A path card laid on a pawn's cell, or moved there by a diversion (ruling 6), costs its placer 1 nugget to the token holder (nothing
  if it is the holder); pawn and token then leave for the round. A placer who cannot pay
  takes the card back and the others are asked in turn order (decision `toll`: `pay_toll`
  or `decline_toll`); the first who pays lets the card be laid and the turn go on; if all
  decline, that placement is refused for the rest of the turn and the placer plays again.
- A pawn stays on its cell if the card beside it is removed. Pawns and tokens are public.

The card's own placement rule stays the game's (base's or Saboteur 2's `place` handler,
wrapped here): the listing reads the maze's tables as before, so laying cards costs nothing
more while no pawn is out; only a refused toll filters the turn's list.
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

from ...actions import make
from ...errors import InvalidPosition
from ...kernel.decisions import Decision
from ...kernel.handlers import Handler
from ...kernel.module import DecisionData, Module
from ...kernel.turn import play_card
from ...maze import cell_of, xy
from ...position import seat_of
from ..base.cards import on_board
from . import purse

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game

NAME = "right-of-way"
RECRUIT, PAY_TOLL, DECLINE_TOLL = "recruit", "pay_toll", "decline_toll"
TOLL = "toll"  # the decision: whether the seat asked pays the toll of a placer who cannot
PAWNS = 2
READY, GONE = "ready", "gone"  # a pawn not recruited yet this round; one paid off, out for the round
# | recruit      | card, at | discard a card, put a pawn on an open end, keep its token |
# | pay_toll     |          | pay 1 nugget for the placer who cannot                    |
# | decline_toll |          | do not pay it                                             |
ACTIONS = {RECRUIT: ("card", "at"), PAY_TOLL: (), DECLINE_TOLL: ()}
TOLLED = ("place", "diversion")  # the plays that put a path card on a cell (ruling 6: a diversion pays too)


class Pawns:
    """Each pawn: READY, GONE, or (cell, the seat holding its token); and the placement a
    toll was refused for this turn, (seat, cell), or None."""

    __slots__ = ("pawns", "declined")

    def __init__(self):
        self.pawns: list = [READY] * PAWNS
        self.declined: tuple[int, int] | None = None

    def copy(self) -> Pawns:
        other = Pawns.__new__(Pawns)
        other.pawns = self.pawns[:]
        other.declined = self.declined
        return other


def pawns(game: Game) -> Pawns:
    return game.parts[NAME]


def pawn_at(part: Pawns, cell: int) -> int | None:
    for index, pawn in enumerate(part.pawns):
        if type(pawn) is tuple and pawn[0] == cell:
            return index
    return None


def setup(game: Game) -> None:
    """Book: 'Chaque joueur prend 1 pépite d'or', once for the game (ruling 13)."""
    for seat in range(game.players):
        purse.gain(game, seat, 1, NAME)


def begin_round(game: Game) -> None:
    """Book, 'Manche suivante': the pawns and tokens are back within reach."""
    game.parts[NAME] = Pawns()


def clear_declined(game: Game, seat: int, action: Action, drawer: int, count: int) -> tuple[int, int]:
    """A refused toll holds for the rest of that turn only (the draw hook ends every turn)."""
    game.parts[NAME].declined = None
    return drawer, count


# -- recruiting ---------------------------------------------------------------------------------


def recruit_cells(game: Game) -> list[int]:
    """Empty cells a placed path opens onto, not a goal's or a chest's cell, without a pawn (ruling 13)."""
    part, goals = pawns(game), game.rules.goal_slots
    taken = {pawn[0] for pawn in part.pawns if type(pawn) is tuple}
    hidden = game.maze.hidden_goals  # a face-down goal or chest (anniversary ruling 13), wherever it lies
    return sorted(cell for cell, edge in game.maze.edges.items()
                  if edge & 15 and cell not in goals and cell not in taken and cell not in hidden)


class Recruiting:
    """The turn's option to recruit: each card held (once per kind) on each cell."""

    kinds = (RECRUIT,)

    def listing(self, game: Game, seat: int, actions):
        part = pawns(game)
        declined = part.declined
        if declined is not None and declined[0] == seat:  # that placement waits for the next turn
            actions = [a for a in actions if a.kind not in TOLLED or cell_of(*a.at) != declined[1]]
        if READY not in part.pawns:
            return actions
        types = game.rules.catalogue.types
        cells = [xy(cell) for cell in recruit_cells(game)]
        if not cells:
            return actions
        recruits = [make(RECRUIT, card=types[card].id, at=at) for card in sorted(set(game.hands[seat])) for at in cells]
        return list(actions) + recruits

    def refusal(self, game: Game, seat: int, action: Action) -> str | None:
        card = game.rules.catalogue.index.get(action.card)
        if card is None or card not in game.hands[seat]:
            return f"seat {seat} holds no {action.card} card to discard"
        if READY not in pawns(game).pawns:
            return "both pawns have been recruited this round"
        if not on_board(action.at):
            return f"the space {list(action.at)} is off the board"
        cell = cell_of(*action.at)
        if cell in game.maze.cards or cell in game.rules.goal_slots:
            return f"a pawn goes on an empty space, and {list(action.at)} holds a card"
        if pawn_at(pawns(game), cell) is not None:
            return f"a pawn already stands at {list(action.at)}"
        if not game.maze.edges.get(cell, 0) & 15:
            return f"no placed path opens onto {list(action.at)}"
        return None

    def apply(self, game: Game, seat: int, action: Action) -> int:
        card = game.rules.catalogue.index[action.card]
        game.hands[seat].remove(card)
        game.discards.append((card, False))  # face down: only the recruiter knows it
        part = pawns(game)
        pawn = part.pawns.index(READY)
        part.pawns[pawn] = (cell_of(*action.at), seat)
        game.event({"type": RECRUIT, "seat": seat, "at": list(action.at), "pawn": pawn}, {seat: {"card": action.card}})
        return 0  # book: 'vous ne piochez pas de carte'


# -- the toll -----------------------------------------------------------------------------------


def game_place(game: Game) -> Handler:
    """The place handler of the modules before this one (base's, or Saboteur 2's)."""
    for module in reversed(game.rules.composition.modules):
        if module is not MODULE and "place" in module.handlers:
            return module.handlers["place"]
    raise AssertionError("no module places path cards")


def toll_refused(game: Game, seat: int, card: int, action: Action) -> str | None:
    """A card laid or moved where nobody paid the toll this turn waits for a later turn."""
    declined = pawns(game).declined
    if declined is not None and declined == (seat, cell_of(*action.at)):
        return f"nobody paid the toll at {list(action.at)}: lay a card there in a later turn"
    return None


class TollPlace(Handler):
    """The game's placement, refused where a toll was not paid this turn (ruling 13). The
    toll itself is charged by `charge`, the module's `on_lay`, which the game's placement
    and a diversion run (kernel/laying.py)."""

    kind = "place"

    def card_actions(self, game: Game, seat: int, card: int) -> list:
        return game_place(game).card_actions(game, seat, card)

    def allows(self, game: Game, seat: int, card: int, action: Action) -> bool:
        return game_place(game).allows(game, seat, card, action) and toll_refused(game, seat, card, action) is None

    def refusal(self, game: Game, seat: int, card: int, action: Action) -> str | None:
        return game_place(game).refusal(game, seat, card, action) or toll_refused(game, seat, card, action)

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        return game_place(game).apply(game, seat, card, action)


def charge(game: Game, seat: int, card: int, action: Action, lay) -> bool:
    """The module's `on_lay`: a path card laid, or moved by a diversion (ruling 6), onto
    `action.at`: on a pawn's cell its toll first (ruling 13), then `lay()` (what the card
    does, returning whether the round ends). A placer who cannot pay keeps its card and the
    others are asked (decision `toll`, whose rule says the card waits: `card_waits`)."""
    part = pawns(game)
    pawn = pawn_at(part, cell_of(*action.at))
    if pawn is None:
        return lay()
    holder = part.pawns[pawn][1]
    if seat == holder or purse.can_pay(game, seat):
        pay_off(game, pawn, seat)
        return lay()
    insort(game.hands[seat], card)  # back in hand until someone pays for it
    game.event({"type": "toll_asked", "seat": seat, "at": list(action.at), "card": action.card})
    askers = [(seat + step) % game.players for step in range(1, game.players)]
    game.push(Decision(TOLL, askers[0], (seat, action, tuple(askers[1:]))))
    return False


def pay_off(game: Game, pawn: int, payer: int) -> None:
    """`payer` pays the pawn's holder 1 nugget (nothing if it is the holder); pawn and token leave."""
    part = pawns(game)
    cell, holder = part.pawns[pawn]
    if payer != holder:
        purse.pay(game, payer, holder, NAME)
    part.pawns[pawn] = GONE
    game.event({"type": "toll_paid", "seat": payer, "to": holder, "at": list(xy(cell)), "pawn": pawn})


def may_pay(game: Game, decision: Decision) -> bool:
    """The holder pays itself nothing, so it may always let the card through."""
    placer, action, _askers = decision.data
    pawn = pawn_at(pawns(game), cell_of(*action.at))
    return decision.seat == pawns(game).pawns[pawn][1] or purse.can_pay(game, decision.seat)


class Toll:
    """A seat asked, in turn order, whether it pays the toll for the placer (ruling 13)."""

    phase = "toll"
    card_waits = True  # the card is back in its placer's hand until paid for (a scout's placement goes on after it)
    action_kinds = (PAY_TOLL, DECLINE_TOLL)
    not_now = "no toll is being asked now"

    def legal_actions(self, game: Game, decision: Decision) -> list:
        declining = [make(DECLINE_TOLL)]
        return [make(PAY_TOLL)] + declining if may_pay(game, decision) else declining

    def allows(self, game: Game, decision: Decision, action) -> bool:
        return action.kind == DECLINE_TOLL or (action.kind == PAY_TOLL and may_pay(game, decision))

    def refusal(self, game: Game, decision: Decision, action) -> str | None:
        if action.kind not in self.action_kinds:
            return f"seat {decision.seat} is asked whether it pays a toll, not to {action.kind}"
        if action.kind == PAY_TOLL and not may_pay(game, decision):
            return f"seat {decision.seat} has no nugget or gold card to pay with"
        return None

    def apply(self, game: Game, decision: Decision, action) -> None:
        placer, placed, askers = decision.data
        game.pop()
        cell = cell_of(*placed.at)
        if action.kind == DECLINE_TOLL:
            game.event({"type": DECLINE_TOLL, "seat": decision.seat})
            if askers:
                game.push(Decision(TOLL, askers[0], (placer, placed, askers[1:])))
            else:
                pawns(game).declined = (placer, cell)
            return
        pay_off(game, pawn_at(pawns(game), cell), decision.seat)
        below = game.decisions[-1]
        if below.kind != "turn":  # a scout's placement (championship): it goes on, the pawn gone
            game.rules.decision_rules[below.kind].apply(game, below, placed)
            return
        card = game.rules.catalogue.index[placed.card]
        game.hands[placer].remove(card)
        play_card(game, placer, card, placed)  # the pawn gone, the card acts as any placement, and the turn ends


# -- views and positions ------------------------------------------------------------------------


def write_part(game: Game) -> dict:
    part = pawns(game)
    declined = part.declined
    return {
        "pawns": [pawn if type(pawn) is str else {"at": list(xy(pawn[0])), "holder": pawn[1]} for pawn in part.pawns],
        "declined": None if declined is None else {"seat": declined[0], "at": list(xy(declined[1]))},
    }


def view_part(game: Game, seat: int | None, view: dict) -> None:
    """Pawns and tokens are public (book: the tokens lie in front of their holders); so is
    a toll being asked: the card placed, where, for whom."""
    view[NAME] = write_part(game)
    if game.decisions and game.decisions[-1].kind == TOLL:
        placer, placed, _askers = game.decisions[-1].data
        view["toll"] = {"placer": placer, "card": landing_card(game, placed), "at": list(placed.at), "turned": placed.turned}


def landing_card(game: Game, placed: Action) -> str:
    """The path card that would land on the pawn's cell: the one laid, or the one a diversion moves."""
    if placed.kind == "place":
        return placed.card
    from .championship.state import last_laid  # only a championship game holds a diversion
    return game.rules.catalogue.types[last_laid(game)[1] >> 1].id


def _cell(game: Game, at: object, what: str) -> int:
    if not (isinstance(at, list) and len(at) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in at)):
        raise InvalidPosition(f"{what} must be a space [x, y], not {at!r}")
    return cell_of(*at)


def read_part(game: Game, data: dict) -> None:
    if not isinstance(data, dict) or not isinstance(data.get("pawns"), list) or len(data["pawns"]) != PAWNS:
        raise InvalidPosition(f"the right of way part must list its {PAWNS} pawns")
    part = game.parts[NAME] = Pawns()
    for index, entry in enumerate(data["pawns"]):
        if entry in (READY, GONE):
            part.pawns[index] = entry
            continue
        if not isinstance(entry, dict):
            raise InvalidPosition(f"pawn {index} is 'ready', 'gone' or a space and its token's holder, not {entry!r}")
        cell = _cell(game, entry.get("at"), f"pawn {index}'s space")
        if cell in game.maze.cards or cell in game.rules.goal_slots:
            raise InvalidPosition(f"pawn {index} stands on {entry['at']}, a space that holds a card")
        if pawn_at(part, cell) is not None:
            raise InvalidPosition(f"two pawns stand on {entry['at']}")
        part.pawns[index] = (cell, seat_of(game, entry.get("holder"), f"pawn {index}'s holder"))
    declined = data.get("declined")
    if declined is not None:
        if not isinstance(declined, dict):
            raise InvalidPosition(f"a refused toll names a seat and a space, not {declined!r}")
        cell = _cell(game, declined.get("at"), "the refused toll's space")
        seat = seat_of(game, declined.get("seat"), "the refused toll's seat")
        if pawn_at(part, cell) is None or not game.decisions or game.decisions[0].seat != seat:
            raise InvalidPosition("a refused toll is the turn's player's, at a pawn's space")
        part.declined = (seat, cell)
    for decision in game.decisions:
        if decision.kind == TOLL and pawn_at(part, cell_of(*decision.data[1].at)) is None:
            raise InvalidPosition(f"a toll is asked at {list(decision.data[1].at)}, where no pawn stands")


def _write_toll(data: tuple) -> dict:
    placer, placed, askers = data
    written = {"placer": placer, "card": placed.card, "at": list(placed.at), "turned": placed.turned, "askers": list(askers)}
    if placed.kind != "place":  # saves before ruling 6's toll name no play: they all laid a card
        written["play"] = placed.kind
    return written


def _read_toll(game: Game, seat: int, entry: dict) -> tuple:
    """The placer who cannot pay, the card it lays (held in its hand meanwhile) and the
    seats still to be asked after `seat`, in turn order."""
    placer = seat_of(game, entry.get("placer"), "the toll's placer")
    askers = entry.get("askers")
    if not isinstance(askers, list):
        raise InvalidPosition("the toll's askers must be a list of seats")
    askers = tuple(seat_of(game, s, "the toll's askers") for s in askers)
    order = [(placer + step) % game.players for step in range(1, game.players)]
    if seat not in order or list(askers) != order[order.index(seat) + 1:]:
        raise InvalidPosition(f"the toll asks the seats after placer {placer} in turn order, not {seat} then {list(askers)}")
    kind = entry.get("play", "place")
    if kind not in TOLLED:
        raise InvalidPosition(f"a toll is paid for laying or moving a path card ({' or '.join(TOLLED)}), not {kind!r}")
    card = game.rules.catalogue.index.get(entry.get("card"))
    if card is None or card not in game.hands[placer] or game.rules.catalogue.use[card] != kind:
        raise InvalidPosition(f"the toll's placer {placer} holds no {'path' if kind == 'place' else kind} card {entry.get('card')!r}")
    at = _cell(game, entry.get("at"), "the toll's space")
    turned = entry.get("turned")
    if not isinstance(turned, bool):
        raise InvalidPosition("the toll's card is turned or not: true or false")
    return placer, make(kind, card=entry["card"], at=xy(at), turned=turned), askers


def sketch_part(sketch) -> dict:
    """A lesson's pawns (docs/lessons.md section 2): `pawns = [{ at = [x, y], holder = seat }]`,
    the pawns out in the maze, the rest ready; the loader checks their spaces."""
    out = sketch.data.get("pawns", [])
    if not isinstance(out, list) or len(out) > PAWNS:
        sketch.fail("pawns", f"must list at most {PAWNS} pawns {{at = [x, y], holder = seat}}, not {out!r}")
    entries = []
    for index, entry in enumerate(out):
        key = f"pawns.{index}"
        if not isinstance(entry, dict) or set(entry) != {"at", "holder"} or not sketch.is_xy(entry["at"]):
            sketch.fail(key, f"must be {{at = [x, y], holder = seat}}, not {entry!r}")
        entries.append({"at": list(entry["at"]), "holder": sketch.seat(f"{key}.holder", entry["holder"])})
    return {"pawns": entries + [READY] * (PAWNS - len(entries)), "declined": None}


MODULE = Module(
    NAME,
    actions=ACTIONS,
    handlers={"place": TollPlace()},
    decisions={TOLL: Toll()},
    on_lay=charge,
    lay_refusal=toll_refused,
    new_part=lambda game: Pawns(),
    setup=setup,
    begin_round=begin_round,
    turn_options={RECRUIT: Recruiting()},
    draw=clear_declined,
    view_part=view_part,
    write_part=write_part,
    read_part=read_part,
    decision_data={TOLL: DecisionData(_write_toll, _read_toll)},
    resample_part=lambda view, rng: view[NAME],  # public whole: the view carries its part as written
    sketch_keys=("pawns",),
    sketch_part=sketch_part,
)
