"""Creatures (book 000 'Cartes Action pour attirer et déplacer des Créatures', 'Les
Créatures et leurs effets', 'Hache'; rules/dark-cave.md rulings 7 and 8).

A creature card lies in front of its player; the creature rises on an abyss place of a
face-up card (or, already out, moves on from where it stands: the previous holder
discards their card), then moves 0 to N steps (rat 3, lindworm 4, goblin 5) by the dwarves'
links, back and forth, never across a web, onto a face-down goal or onto the exit square:
decision `creature` (`move_to`, `stop`). Stepping onto dwarves ends its move and attacks
them all; a dwarf stepping onto it ends its move and is attacked. Before an attack, the
attacked in turn order from the active player, each with an axe lying in front, are asked
(`repel`): the first to discard one removes the creature, its card discarded, and nobody
is attacked. Rat: a random card to the discard (as a bridge); lindworm: no steps on the
next turn; goblin: a nugget. A creature leaves at the start of its holder's next turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import make
from ...grid import cell_of, xy
from ...kernel.decisions import Decision
from ...kernel.handlers import Condition, Handler
from ...kernel.pieces import PLACE, Piece
from .moves import STOP, after_steps, begin_move, lose_card, next_steps, pay_nugget
from .state import CREATURES, cave
from .table import ABYSS, EXIT, dwarves_at, has, places_with
from .webs import cut_actions, cut_refusal, cut_web, discard_axe, has_axe

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game

CREATURE, REPEL = "creature", "repel"
REPELS = (make("repel", value=1), make("repel", value=0))


def _kind(game: Game, card: int) -> str:
    return game.rules.catalogue.tool[card]


def summon_spots(game: Game, card: int) -> list[tuple[int, int]]:
    """Where the creature of `card` may start: where it stands if out, else every abyss
    place of a face-up card (ruling 7)."""
    out = cave(game).creature(_kind(game, card))
    if out is not None:
        return [(out.cell, out.spot)]
    return places_with(game, ABYSS)


def _no_such_spot(game: Game, seat: int, card: int, action: Action) -> str | None:
    spot = (cell_of(*action.at), action.value)
    if spot not in summon_spots(game, card):
        out = cave(game).creature(_kind(game, card))
        if out is not None:
            return f"the {_kind(game, card)} is out already: it moves on from {list(xy(out.cell))} place {out.spot}"
        return f"no abyss lies at {list(action.at)} place {action.value}"
    return None


class Summon(Handler):
    kind = "summon"
    conditions = (Condition("an abyss place, or where the creature stands", _no_such_spot),)

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        card_id = game.rules.catalogue.types[card].id
        return [make("summon", card_id, xy(cell), value=place) for cell, place in summon_spots(game, card)]

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        part, kind = cave(game), _kind(game, card)
        cell = cell_of(*action.at)
        out = part.creature(kind)
        if out is not None:
            _discard_creature_card(game, out.seat, kind)
            part.move_piece(out, Piece(kind, PLACE, cell, action.value, seat))
        else:
            part.pieces.add(Piece(kind, PLACE, cell, action.value, seat))  # placed on dwarves: no attack (ruling 7)
        part.front[seat].append(card)
        game.event({"type": "summoned", "seat": seat, "creature": kind, "card": action.card,
                    "at": list(action.at), "place": action.value, "moved_on": out is not None})
        steps = game.rules.data["creatures"][kind]
        if creature_steps(game, kind):
            game.push(Decision(CREATURE, seat, (1, steps, kind)))
            return True
        return False


def _discard_creature_card(game: Game, seat: int, kind: str) -> None:
    part = cave(game)
    card = next(card for card in part.front[seat] if _kind(game, card) == kind)
    part.front[seat].remove(card)
    game.discards.append((card, True))


def remove_creature(game: Game, kind: str, why: str) -> None:
    """The creature leaves the mine, its card from its holder's front to the discard."""
    part = cave(game)
    piece = part.creature(kind)
    part.pieces.remove(piece)
    _discard_creature_card(game, piece.seat, kind)
    game.event({"type": "creature_left", "seat": piece.seat, "creature": kind, "why": why})


def creature_leaves(game: Game, seat: int) -> None:
    """At the start of its holder's turn, played or passed (ruling 7)."""
    for kind in CREATURES:
        piece = cave(game).creature(kind)
        if piece is not None and piece.seat == seat:
            remove_creature(game, kind, "time")


def creature_steps(game: Game, kind: str) -> list[tuple[int, int, int]]:
    piece = cave(game).creature(kind)
    return [step for step in next_steps(game, piece.cell, piece.spot, False)
            if not has(game, step[0], step[1], EXIT)]


class CreatureMove:
    """Moving a creature just summoned; data: (cards to draw after, steps left, its kind)."""

    phase = CREATURE
    action_kinds = ("move_to", "stop")
    not_now = "a creature moves only after its card"

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        kind = decision.data[2]
        walk = [make("move_to", at=xy(to), value=place) for to, place, _ in creature_steps(game, kind)]
        return walk + cut_actions(game, decision.seat) + [STOP]  # an axe cuts at any time of the turn (ruling 9)

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        return self.refusal(game, decision, action) is None

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        if action.kind == "stop":
            return None
        if action.kind == "cut_web":
            return cut_refusal(game, decision.seat, action)
        if action.kind != "move_to":
            return f"move the {decision.data[2]} first: a step, or stop"
        kind = decision.data[2]
        if any((to, place) == (cell_of(*action.at), action.value) for to, place, _ in creature_steps(game, kind)):
            return None
        return f"the {kind} cannot step to {list(action.at)} place {action.value}"

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        seat = decision.seat
        count, left, kind = decision.data
        if action.kind == "stop":
            game.pop()
            begin_move(game, seat, action, count)
            return
        if action.kind == "cut_web":
            cut_web(game, seat, action)  # a cut only opens ways: the creature still has its steps
            return
        part = cave(game)
        piece = part.creature(kind)
        to = cell_of(*action.at)
        part.move_piece(piece, Piece(kind, PLACE, to, action.value, piece.seat))
        game.event({"type": "creature_moved", "seat": seat, "creature": kind, "from": list(xy(piece.cell)),
                    "from_place": piece.spot, "to": list(action.at), "place": action.value})
        victims = tuple(dwarves_at(part, to, action.value))
        if victims:
            game.pop()
            attack(game, seat, count, kind, victims, "move")  # it stopped: it attacks once
            return
        left -= 1
        if not left or not creature_steps(game, kind):
            game.pop()
            begin_move(game, seat, action, count)
        else:
            game.replace_top(Decision(CREATURE, seat, (count, left, kind)))


def attack(game: Game, active: int, count: int, kind: str, victims: tuple[int, ...], then: str,
           queued: tuple[str, ...] = ()) -> None:
    """Ask the attacked, in turn order from the active seat, whether to repel with an axe;
    then the attack. `then`: "move" (the active dwarf's move follows) or "end" (its move ends);
    `queued`: the creatures on the same square that attack the dwarf next, in turn."""
    order = sorted(victims, key=lambda seat: (seat - active) % game.players)
    game.event({"type": "attack", "creature": kind, "victims": list(order)})
    _ask_next(game, active, count, kind, tuple(order), tuple(seat for seat in order if has_axe(game, seat)), then,
              queued)


def _ask_next(game: Game, active: int, count: int, kind: str, victims: tuple, waiting: tuple, then: str,
              queued: tuple) -> None:
    if waiting:
        game.push(Decision(REPEL, waiting[0], (active, count, kind, victims, waiting[1:], then, queued)))
        return
    for seat in victims:
        if kind == "rat":
            lose_card(game, seat, "rat")
        elif kind == "lindworm":
            cave(game).paralysed |= 1 << seat
            game.event({"type": "bitten", "seat": seat})
        else:
            pay_nugget(game, seat, "goblin")
    _go_on(game, active, count, then, queued, bitten_now=kind == "lindworm" and active in victims)


def _go_on(game: Game, active: int, count: int, then: str, queued: tuple, bitten_now: bool = False) -> None:
    from .score import cards_gone, end_game

    if cards_gone(game):  # a rat took the last card: the game ends at once (ruling 14)
        end_game(game, "cards")
    elif queued:
        attack(game, active, count, queued[0], (active,), then, queued[1:])
    elif then == "move":
        begin_move(game, active, REPELS[1], count, bitten_now)
    else:
        after_steps(game, active, REPELS[1], count)


def dwarf_meets_creature(game: Game, seat: int, cell: int, place: int, count: int) -> bool:
    """A dwarf stepped onto a creature: its move ends (the caller pops it) and it is
    attacked, unless it repels (ruling 7). Two creatures there attack it one after the other,
    in the order they rose, each repelled by its own axe (the book is silent; the lead's
    ruling). True when the attack took over the turn."""
    kinds = [p.kind for p in cave(game).pieces.items if p.kind in CREATURES and (p.cell, p.spot) == (cell, place)]
    game.pop()
    attack(game, seat, count, kinds[0], (seat,), "end", tuple(kinds[1:]))
    return True


def attack_view(game: Game, top: Decision) -> dict:
    active, _count, kind, victims, _waiting, _then, queued = top.data
    piece = cave(game).creature(kind)
    return {"creature": kind, "at": list(xy(piece.cell)), "place": piece.spot, "victims": list(victims),
            "asked": top.seat, "active": active, "queued": list(queued)}


class Repel:
    """An attacked seat with an axe in front: 1 discard it and push the creature away, 0
    not; data: (active seat, cards to draw, creature, victims, seats still to ask, then,
    creatures queued to attack next)."""

    phase = REPEL
    action_kinds = ("repel",)
    not_now = "an axe repels a creature only when it attacks"

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        return list(REPELS)

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        return action in REPELS

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        if action.kind != "repel":
            return "answer the attack first: repel 1 (discard an axe) or 0"
        if action.value not in (0, 1):
            return f"repel is 1 (yes) or 0 (no), not {action.value}"
        return None

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        active, count, kind, victims, waiting, then, queued = decision.data
        game.pop()
        if action.value:
            discard_axe(game, decision.seat)
            game.event({"type": "repelled", "seat": decision.seat, "creature": kind})
            remove_creature(game, kind, "axe")
            _go_on(game, active, count, then, queued)
        else:
            game.event({"type": "not_repelled", "seat": decision.seat, "creature": kind})
            _ask_next(game, active, count, kind, victims, waiting, then, queued)
