"""Moving a dwarf, mines and treasures (book 003 'Étape 2. Déplacer son nain', 'Mines et
trésors', 'La mine du dragon'; rules/lost-mines.md rulings 2, 3, 10).

After the card, the player moves: a `move` decision of `step {at}` actions (each one step of
the one walk over places, `kernel.walk.steps`) and `stop`. Then a dwarf standing on a
face-up treasure mine takes one treasure of its type (`take_treasure`), and the turn ends
with the draw (`kernel.turn.end_turn`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import make
from ...grid import cell_of, xy
from ...kernel.decisions import Decision
from ...kernel.pieces import CARD, PLACE, Piece, side_key
from ...kernel.turn import end_turn
from ...kernel.walk import FACE_DOWN, steps
from .state import DWARF, TROLL, mines
from .table import CAMPFIRE, features, has_rocks, obstacle, obstacle_of, trap_on

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game

MOVE, TAKE_TREASURE = "move", "take_treasure"
STOP = make("stop")


# why a step is refused (step_test): the reasons ruling 2 gives
TROLL_IN_WAY, NEEDS_TOOL, HELD = "troll", "tool", "held"


def step_test(game: Game, seat: int):
    """The rules' test of a step for the dwarf of `seat` (ruling 2), the pieces read once:
    a function of (cell, place, to, to_place, side crossed) giving why the step is refused
    (TROLL_IN_WAY, NEEDS_TOOL, HELD) or None when it may be taken. The rules (`step_refusal`,
    `legal_steps`) and the bots' walks over a dealt game (bots/lost_mines_rollout.py) use it."""
    part, catalogue, cards = mines(game), game.rules.catalogue, game.maze.cards
    trolls, tools, others = set(), set(), set()
    for piece in part.pieces.items:
        if piece.kind == TROLL:
            trolls.add((piece.cell, piece.spot))
        elif piece.on == CARD:
            tools.add(piece.cell)
        elif piece.kind == DWARF and piece.seat != seat:
            others.add(piece.cell)

    def refusal(cell: int, _place: int, to: int, to_place: int, side: int) -> str | None:
        if side and side_key(cell, side) in trolls:
            return TROLL_IN_WAY
        if to_place == FACE_DOWN:
            return None  # a face-down mine: no feature yet (ruling 3)
        code = cards[to]
        if obstacle_of(catalogue, code) is not None:
            if to not in tools:
                return NEEDS_TOOL
        elif not has_rocks(catalogue, code):
            return None  # any number of dwarves
        return HELD if to in others else None  # rocks, or an obstacle overcome, hold one dwarf

    return refusal


def step_refusal(game: Game, seat: int, cell: int, place: int, to: int, to_place: int, side: int) -> str | None:
    """Why the dwarf of `seat` may not step from (cell, place) to (to, to_place) across
    `side`, in words (ruling 2); None when it may."""
    return in_words(game, step_test(game, seat)(cell, place, to, to_place, side), to)


def in_words(game: Game, reason: str | None, to: int) -> str | None:
    where = list(xy(to))
    if reason == TROLL_IN_WAY:
        return f"a troll blocks the way to {where}"
    if reason == NEEDS_TOOL:
        return f"the {obstacle(game, to)} at {where} needs its tool first"
    if reason == HELD:
        return f"the card at {where} holds one dwarf, and one stands there"
    return None


def legal_steps(game: Game, seat: int) -> list[tuple[int, int, int]]:
    """The steps the dwarf of `seat` may take now, as (cell, place, side crossed)."""
    dwarf, refusal = mines(game).dwarf(seat), step_test(game, seat)
    return [
        (to, to_place, side)
        for to, to_place, side in steps(game.maze, dwarf.cell, dwarf.spot, face_down=True)
        if refusal(dwarf.cell, dwarf.spot, to, to_place, side) is None
    ]


def begin_move(game: Game, seat: int, action: Action, count: int) -> None:
    """The move after the card: up to 3 steps, 5 from a campfire (ruling 2). Without a
    step to take, the turn goes straight on to the treasures and the draw."""
    if cards_gone(game):  # the round ends at once, before any move (ruling 8)
        end_turn(game, seat, action, count)
        return
    dwarf = mines(game).dwarf(seat)
    bonus = CAMPFIRE in features(game, dwarf.cell)
    if legal_steps(game, seat):
        game.push(Decision(MOVE, seat, (count, 5 if bonus else 3, bonus)))
    else:
        end_move(game, seat, action, count)


def cards_gone(game: Game) -> bool:
    """The draw pile is empty and nobody holds a card: the round is over that moment
    (ruling 8, book 003 'Fin d'une manche': "immédiatement")."""
    return not game.draw_pile and not any(game.hands)


def end_move(game: Game, seat: int, action: Action, count: int) -> None:
    """The move is over: a dwarf on a face-up treasure mine takes a treasure of its type
    if one is left (ruling 3: on arriving, and at the end of each later turn it stays);
    then the draw."""
    if treasure_slots(game, seat):
        game.push(Decision(TAKE_TREASURE, seat, (count,)))
    else:
        end_turn(game, seat, action, count)


def treasure_slots(game: Game, seat: int) -> list[int]:
    """The uncollected treasures of the type of the face-up mine the dwarf stands on."""
    part = mines(game)
    dwarf = part.dwarf(seat)
    code = game.maze.cards.get(dwarf.cell)
    if code is None:
        return []
    kind = game.rules.catalogue.types[code >> 1].treasure
    if kind is None or game.rules.catalogue.types[code >> 1].kind != "goal":
        return []
    return [slot for slot, (type_, _value) in enumerate(part.row) if type_ == kind and part.taken[slot] is None]


def _reveal(game: Game, seat: int, cell: int) -> None:
    """The first dwarf onto a face-down mine turns it face up (ruling 3); the dragon's
    finder takes the dragon token (ruling 10)."""
    maze, catalogue = game.maze, game.rules.catalogue
    card = maze.hidden_goals[cell]
    maze.add(cell, card * 2)  # a mine is a cross: it fits every path that reaches it
    game.seen.pop(cell, None)
    card_type = catalogue.types[card]
    game.event({"type": "mine_found", "seat": seat, "at": list(xy(cell)), "card": card_type.id})
    if card_type.effect == "dragon":
        mines(game).dragon = seat
        game.event({"type": "dragon", "seat": seat})


def _spring_trap(game: Game, seat: int) -> None:
    """Crossing a trap: the left neighbour takes a random card from the mover's hand to
    the discard, face down, unseen (ruling 2); nothing from an empty hand."""
    part = mines(game)
    left = (seat + 1) % game.players
    hand = game.hands[seat]
    if not hand:
        game.event({"type": "trap_sprung", "seat": seat, "by": left, "took": False})
        return
    rng = game.chance(f"round{game.round}/trap/{part.traps_sprung}")
    card = hand.pop(rng.randrange(len(hand)))
    part.traps_sprung += 1
    game.discards.append((card, False))
    game.event({"type": "trap_sprung", "seat": seat, "by": left, "took": True})


class Move:
    """The move decision: data (cards to draw after, steps left, whether from a campfire)."""

    phase = MOVE
    action_kinds = ("step", "stop")
    not_now = "a dwarf moves only after its player's card"

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        return [make("step", at=xy(to)) for to, _place, _side in legal_steps(game, decision.seat)] + [STOP]

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        return self.refusal(game, decision, action) is None  # the conditions the list is gated by

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        if action.kind not in self.action_kinds:
            return "move your dwarf first: step or stop"
        if action.kind == "stop":
            return None
        dwarf = mines(game).dwarf(decision.seat)
        target = cell_of(*action.at)
        for to, to_place, side in steps(game.maze, dwarf.cell, dwarf.spot, face_down=True):
            if to == target:
                return step_refusal(game, decision.seat, dwarf.cell, dwarf.spot, to, to_place, side)
        return f"no path leads from your dwarf at {list(xy(dwarf.cell))} to {list(action.at)} in one step"

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        seat = decision.seat
        count, left, bonus = decision.data
        if action.kind == "stop":
            game.pop()
            end_move(game, seat, action, count)
            return
        part = mines(game)
        dwarf = part.dwarf(seat)
        target = cell_of(*action.at)
        to, to_place, side = next(found for found in legal_steps(game, seat) if found[0] == target)
        face_down = to_place == FACE_DOWN
        moved = Piece(DWARF, PLACE, to, 0 if face_down else to_place, seat)
        part.pieces.items[part.pieces.items.index(dwarf)] = moved
        game.event({"type": "moved", "seat": seat, "from": list(xy(dwarf.cell)), "to": list(action.at), "steps": 1})
        if trap_on(part, dwarf.cell, side):
            _spring_trap(game, seat)
            if cards_gone(game):  # the trap took the last card: the round ends at once (ruling 8)
                game.pop()
                end_turn(game, seat, action, count)
                return
        if face_down:
            _reveal(game, seat, to)
        left -= 1
        if face_down or not left or not legal_steps(game, seat):  # turning a mine ends the move
            game.pop()
            end_move(game, seat, action, count)
        else:
            game.replace_top(Decision(MOVE, seat, (count, left, bonus)))


class TakeTreasure:
    """Choosing one treasure of the mine's type (ruling 3: which, after an information
    card, matters); data: (cards to draw after)."""

    phase = TAKE_TREASURE
    action_kinds = ("take_treasure",)
    not_now = "a treasure is taken only at the end of a move on a treasure mine"

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        return [make("take_treasure", value=slot) for slot in treasure_slots(game, decision.seat)]

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        return self.refusal(game, decision, action) is None  # the conditions the list is gated by

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        if action.kind not in self.action_kinds:
            return "take a treasure first"
        if action.value not in treasure_slots(game, decision.seat):
            return f"treasure {action.value} is not an uncollected treasure of this mine's type"
        return None

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        from .rounds import end_round

        seat, part = decision.seat, mines(game)
        part.taken[action.value] = seat
        kind, value = part.row[action.value]
        game.event({"type": "treasure_taken", "seat": seat, "slot": action.value, "treasure": kind},
                   {seat: {"value": value}})
        game.pop()
        if all(taker is not None for taker in part.taken):
            end_round(game, "treasures")  # every treasure collected ends the round at once (ruling 8)
        else:
            end_turn(game, seat, action, decision.data[0])
