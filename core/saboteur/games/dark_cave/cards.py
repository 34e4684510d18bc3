"""La mine se rebelle's card actions, one handler per action kind (book 000 'Étape 1.
Jouer des cartes'; rules/dark-cave.md rulings 1, 7, 9, 10, 11, 16). Immediate-effect
cards go face up to the discard; boots and axes lie in front of a player, webs and
creatures in front of the player who played them until they leave."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import make
from ...grid import cell_of, xy
from ...kernel.facedown import mark_seen
from ...kernel.handlers import Condition, Handler
from ...kernel.pieces import side_key
from ..base.cards import no_such_seat, off_board
from ..lost_mines.cards import _aimed_at_self as aimed_at_self, _not_a_face_down_mine as not_a_face_down_goal
from .creatures import Summon
from .placing import Place
from .state import NUGGET, cave, clan_of, identity_of
from .table import on_card
from .webs import LayWeb, remove_web

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game


class LookGoal(Handler):
    kind = "look_goal"
    conditions = (
        Condition("the space is on the table", off_board),
        Condition("a face-down goal lies there", not_a_face_down_goal),
    )

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        card_id = game.rules.catalogue.types[card].id
        return [make("look_goal", card_id, xy(cell)) for cell in sorted(game.maze.hidden_goals)]

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        cell = cell_of(*action.at)
        mark_seen(game, seat, cell)
        game.discards.append((card, True))
        goal = game.rules.catalogue.types[game.maze.hidden_goals[cell]].id
        game.event({"type": "looked", "seat": seat, "card": action.card, "at": list(action.at)}, {seat: {"goal": goal}})
        return False


class LookClan(Handler):
    kind = "look_clan"
    conditions = (
        Condition("the target is a seat", no_such_seat),
        Condition("the target is another player", aimed_at_self),
    )

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        card_id = game.rules.catalogue.types[card].id
        return [make("look_clan", card_id, target=other) for other in range(game.players) if other != seat]

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        role = game.roles[action.target]
        game.discards.append((card, True))
        game.event({"type": "looked", "seat": seat, "card": action.card, "target": action.target},
                   {seat: {"role": identity_of(role), "clan": clan_of(role)}})
        return False


def _not_a_path_card(game: Game, seat: int, card: int, action: Action) -> str | None:
    code = game.maze.cards.get(cell_of(*action.at))
    if code is None or game.rules.catalogue.types[code >> 1].kind != "path":
        return f"no path card lies at {list(action.at)} (the start and the goals stay)"
    return None


def _someone_there(game: Game, seat: int, card: int, action: Action) -> str | None:
    if on_card(cave(game), cell_of(*action.at)):
        return f"a dwarf or a creature stands on the card at {list(action.at)}"
    return None


class CaveIn(Handler):
    kind = "cave_in"
    conditions = (
        Condition("the space is on the table", off_board),
        Condition("a path card lies there", _not_a_path_card),
        Condition("no dwarf or creature stands on it", _someone_there),
    )

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        card_id, types, part = game.rules.catalogue.types[card].id, game.rules.catalogue.types, cave(game)
        return [make("cave_in", card_id, xy(cell)) for cell, code in sorted(game.maze.cards.items())
                if types[code >> 1].kind == "path" and not on_card(part, cell)]

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        """Ruling 10: webs on its sides go with their cards, a nugget on its vein to the supply."""
        cell = cell_of(*action.at)
        part = cave(game)
        for key in [side_key(cell, side) for side in (1, 2, 4, 8)]:
            if key in part.webs:
                remove_web(game, key, "cave_in")
        nuggets = [p for p in part.pieces.items if p.kind == NUGGET and p.cell == cell]
        for piece in nuggets:
            part.pieces.remove(piece)
        removed = game.maze.remove(cell)
        game.discards += [(card, True), (removed >> 1, True)]
        game.event({"type": "cave_in", "seat": seat, "card": action.card, "at": list(action.at),
                    "removed": game.rules.catalogue.types[removed >> 1].id, "returned": len(nuggets)})
        return False


class Exchange(Handler):
    kind = "exchange"
    conditions = (
        Condition("the target is a seat", no_such_seat),
        Condition("the target is another player", aimed_at_self),
    )

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        card_id = game.rules.catalogue.types[card].id
        return [make("exchange", card_id, target=other) for other in range(game.players) if other != seat]

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        """Ruling 11: the hands swapped whole; the other player draws one, the player none."""
        other, types = action.target, game.rules.catalogue.types
        game.hands[seat], game.hands[other] = game.hands[other], game.hands[seat]
        cave(game).drawer = other
        game.discards.append((card, True))
        mine, theirs = [types[c].id for c in game.hands[seat]], [types[c].id for c in game.hands[other]]
        # each is told its new hand and the one it gave away (its own former hand: nothing new)
        game.event({"type": "exchange", "seat": seat, "card": action.card, "target": other},
                   {seat: {"hand": mine, "given": theirs}, other: {"hand": theirs, "given": mine}})
        return False


def _boots_there(game: Game, seat: int, card: int, action: Action) -> str | None:
    tool = game.rules.catalogue.tool
    if tool[card] == "boots" and any(tool[c] == "boots" for c in cave(game).front[action.target]):
        return f"seat {action.target} has boots in front already (one pair each)"
    return None


class Equip(Handler):
    kind = "equip"
    conditions = (
        Condition("the target is a seat", no_such_seat),
        Condition("one boots card per player", _boots_there),
    )

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        card_id = game.rules.catalogue.types[card].id
        return [make("equip", card_id, target=other) for other in range(game.players)
                if _boots_there(game, seat, card, make("equip", card_id, target=other)) is None]

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        cave(game).front[action.target].append(card)
        game.event({"type": "equip", "seat": seat, "card": action.card, "target": action.target,
                    "tool": game.rules.catalogue.tool[card]})
        return False


HANDLERS = {handler.kind: handler for handler in (
    Place(), LookGoal(), LookClan(), CaveIn(), Exchange(), LayWeb(), Equip(), Summon(),
)}
