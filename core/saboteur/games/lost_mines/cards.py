"""The Lost Mines' card actions, one handler per action kind (book 003 'Jouer une carte',
book 004 'Playing cards'; rules/lost-mines.md rulings 1, 4, 5, 6 and the information cards).

Each handler lists its legal actions from the table (candidates) gated by the same
condition functions that explain a refusal; the place handler reads the catalogue's table
of fitting cards, which its conditions spell out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import make, unknown_kind
from ...cards import SIDE_LETTERS, SIDES
from ...grid import OPPOSITE, STEP, cell_of, xy
from ...kernel.facedown import mark_seen
from ...kernel.handlers import Condition, Handler
from ...kernel.pieces import CARD, SIDE, Piece, side_key
from ..base.cards import no_such_seat, off_board, side_mismatch, turn_is_no_choice
from .state import TRAP, TROLL, clan_of, identity_of, mines
from .table import board_cells, dwarves_on, obstacle, open_sides, side_open, side_tokens, tool_token

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game

LETTER = {bit: letter for letter, bit in SIDE_LETTERS.items()}


def kinds_of_use(use: str) -> tuple[str, ...]:
    """The action kinds a card is played for, from its effect: an information card offers
    two looks ("look:mine+treasure" -> look_mine, look_treasure), any other card one."""
    if use.startswith("look:"):
        return tuple(f"look_{what}" for what in use[len("look:"):].split("+"))
    return (use,)


def card_plays(game: Game, seat: int) -> list[Action]:
    """Every card play open to `seat` in its turn (The Lost Mines and La mine se rebelle): each
    card of its hand once, for each kind it is played for."""
    rules = game.rules
    use, actions, previous = rules.catalogue.use, [], -1
    for card in game.hands[seat]:  # sorted: repeats are neighbours
        if card == previous:
            continue
        previous = card
        for kind in kinds_of_use(use[card]):
            actions += rules.handlers[kind].card_actions(game, seat, card)
    return actions


def play_refusal(game: Game, seat: int, action: Action) -> str | None:
    """Why `seat` may not play a card for `action` in its turn (The Lost Mines and La mine
    se rebelle): a kind no card plays now, a card the game lacks or the seat does not hold, a
    card not played that way, else its handler's own reason."""
    rules = game.rules
    handler = rules.handlers.get(action.kind)
    if handler is None:
        owner = rules.decision_of_action.get(action.kind)
        return rules.decision_rules[owner].not_now if owner else unknown_kind(action.kind, rules.composition.action_fields)
    card = rules.catalogue.index.get(action.card)
    if card is None:
        return f"there is no card {action.card!r} in {rules.title}"
    if card not in game.hands[seat]:
        return f"seat {seat} holds no {action.card} card"
    if action.kind not in kinds_of_use(rules.catalogue.use[card]):
        return f"a {action.card} card cannot be used for {action.kind}"
    return handler.refusal(game, seat, card, action)


# -- place a path card (ruling 1) ------------------------------------------------------


def _space_taken(game: Game, seat: int, card: int, action: Action) -> str | None:
    cell = cell_of(*action.at)
    if cell in game.maze.hidden_goals:
        return f"the space {list(action.at)} holds a face-down mine"
    if cell in game.maze.cards:
        return f"the space {list(action.at)} is already taken"
    return None


def _nothing_beside(game: Game, seat: int, card: int, action: Action) -> str | None:
    if not game.maze.edges.get(cell_of(*action.at)):
        return f"the space {list(action.at)} is next to no start, path card or face-up mine"
    return None


def _no_path_meets(game: Game, seat: int, card: int, action: Action) -> str | None:
    # not base's `misfit` (its words speak of the start): ruling 1 needs only a placed path met
    mismatch = side_mismatch(game, card, action)
    if mismatch:
        return mismatch
    catalogue = game.rules.catalogue
    walls, paths = game.maze.walls_and_paths(cell_of(*action.at))
    if not catalogue.open_mask[card * 2 + action.turned] & paths:
        return f"none of the paths of {catalogue.types[card].id} at {list(action.at)} meets a path of a card beside it"
    return None


class Place(Handler):
    kind = "place"
    conditions = (
        Condition("a card that looks the same turned is not turned", turn_is_no_choice),
        Condition("the space is on the board", off_board),
        Condition("the space is empty", _space_taken),
        Condition("the space is next to a start, a path card or a face-up mine", _nothing_beside),
        Condition("the card matches its neighbours and a path meets a path", _no_path_meets),
    )

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        maze = game.maze
        found = maze.aimed.get(card)  # worked out once per maze: the maze drops it when it changes
        if found is None:
            found = maze.aimed[card] = self._listed(game, card)
        return found

    def _listed(self, game: Game, card: int) -> list[Action]:
        maze, rules = game.maze, game.rules
        catalogue, board, hidden = rules.catalogue, board_cells(rules.board), maze.hidden_goals
        found = []
        for cell in sorted(maze.edges):
            if cell in hidden or cell not in board:
                continue
            packed = maze.edges[cell]
            walls, paths = packed >> 4, packed & 15
            if not paths:
                continue
            by_card = catalogue.placements(walls << 8 | paths << 4 | paths, cell)  # reached = the path sides
            if by_card:
                found += by_card[card]
        return found

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        game.maze.add(cell_of(*action.at), card * 2 + action.turned)
        game.event({"type": "place", "seat": seat, "card": action.card, "at": list(action.at), "turned": action.turned})
        return False


# -- tools (ruling 4) --------------------------------------------------------------------


def _no_such_obstacle(game: Game, seat: int, card: int, action: Action) -> str | None:
    cell = cell_of(*action.at)
    needs = game.rules.catalogue.tool[card]
    if cell not in game.maze.cards or obstacle(game, cell) != needs:
        return f"no {needs} lies at {list(action.at)} for {action.card}"
    return None


def _tool_there(game: Game, seat: int, card: int, action: Action) -> str | None:
    if tool_token(mines(game), cell_of(*action.at)) is not None:
        return f"the obstacle at {list(action.at)} has its tool already"
    return None


class Tool(Handler):
    kind = "tool"
    conditions = (
        Condition("the space is on the board", off_board),
        Condition("an obstacle of the tool's kind lies there", _no_such_obstacle),
        Condition("it has no tool on it yet", _tool_there),
    )

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        card_id, needs = game.rules.catalogue.types[card].id, game.rules.catalogue.tool[card]
        part = mines(game)
        return [make("tool", card_id, xy(cell)) for cell in sorted(game.maze.cards)
                if obstacle(game, cell) == needs and tool_token(part, cell) is None]

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        cell = cell_of(*action.at)
        mines(game).pieces.add(Piece(action.card, CARD, cell))
        game.discards.append((card, True))
        game.event({"type": "tool_laid", "seat": seat, "card": action.card, "at": list(action.at), "tool": action.card})
        return False


# -- information cards -------------------------------------------------------------------


def _not_a_face_down_mine(game: Game, seat: int, card: int, action: Action) -> str | None:
    if cell_of(*action.at) not in game.maze.hidden_goals:
        return f"no face-down mine lies at {list(action.at)}"
    return None


class LookMine(Handler):
    kind = "look_mine"
    conditions = (
        Condition("the space is on the board", off_board),
        Condition("a face-down mine lies there", _not_a_face_down_mine),
    )

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        card_id = game.rules.catalogue.types[card].id
        return [make("look_mine", card_id, xy(cell)) for cell in sorted(game.maze.hidden_goals)]

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        cell = cell_of(*action.at)
        mark_seen(game, seat, cell)
        game.discards.append((card, True))
        mine = game.rules.catalogue.types[game.maze.hidden_goals[cell]].id
        game.event({"type": "looked", "seat": seat, "card": action.card, "at": list(action.at)}, {seat: {"mine": mine}})
        return False


def _no_such_treasure(game: Game, seat: int, card: int, action: Action) -> str | None:
    part = mines(game)
    if not 0 <= action.value < len(part.row):
        return f"there is no treasure {action.value} (slots are 0 to {len(part.row) - 1})"
    if part.taken[action.value] is not None:
        return f"treasure {action.value} is collected already"
    return None


class LookTreasure(Handler):
    kind = "look_treasure"
    conditions = (Condition("an uncollected treasure lies in that slot", _no_such_treasure),)

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        card_id = game.rules.catalogue.types[card].id
        return [make("look_treasure", card_id, value=slot) for slot, taker in enumerate(mines(game).taken) if taker is None]

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        part = mines(game)
        part.known[action.value] |= 1 << seat
        game.discards.append((card, True))
        kind, value = part.row[action.value]
        game.event({"type": "looked", "seat": seat, "card": action.card, "slot": action.value},
                   {seat: {"treasure": {"type": kind, "value": value}}})
        return False


def _aimed_at_self(game: Game, seat: int, card: int, action: Action) -> str | None:
    if action.target == seat:
        return "look at another player's dwarf card, not your own"
    return None


class LookDwarf(Handler):
    kind = "look_dwarf"
    conditions = (
        Condition("the target is a seat", no_such_seat),
        Condition("the target is another player", _aimed_at_self),
    )

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        card_id = game.rules.catalogue.types[card].id
        return [make("look_dwarf", card_id, target=other) for other in range(game.players) if other != seat]

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        role = game.roles[action.target]
        game.discards.append((card, True))
        game.event({"type": "looked", "seat": seat, "card": action.card, "target": action.target},
                   {seat: {"identity": identity_of(role), "clan": clan_of(role)}})
        return False


# -- traps and trolls (ruling 5) -----------------------------------------------------------


def _no_such_side(game: Game, seat: int, card: int, action: Action) -> str | None:
    if action.tool not in SIDE_LETTERS:
        return f"a side is N, E, S or W, not {action.tool!r}"
    side = SIDE_LETTERS[action.tool]
    if side in (SIDE_LETTERS["N"], SIDE_LETTERS["W"]):
        other = xy(cell_of(*action.at) + STEP[side])
        return f"name that side from the card to its {'north' if action.tool == 'N' else 'west'}: at {list(other)}, side {LETTER[OPPOSITE[side]]}"
    return None


def _no_path_end(game: Game, seat: int, card: int, action: Action) -> str | None:
    if not side_open(game, *side_key(cell_of(*action.at), SIDE_LETTERS[action.tool])):
        return f"side {action.tool} of {list(action.at)} is neither a path between two cards nor a path's open end"
    return None


def _token_there(game: Game, seat: int, card: int, action: Action) -> str | None:
    if side_tokens(mines(game), cell_of(*action.at), SIDE_LETTERS[action.tool]):
        return f"side {action.tool} of {list(action.at)} holds a token already"
    return None


class SideToken(Handler):
    """A trap or troll token on a side (`tool` names the side, E or S of the west or north
    card: a side is named once)."""

    token = ""
    conditions = (
        Condition("the space is on the board", off_board),
        Condition("the side is named once, as E or S", _no_such_side),
        Condition("a path runs across the side", _no_path_end),
        Condition("no token lies on the side", _token_there),
    )

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        card_id = game.rules.catalogue.types[card].id
        taken = {(p.cell, p.spot) for p in mines(game).pieces.items if p.on == SIDE}
        board = board_cells(game.rules.board)
        return [make(self.kind, card_id, xy(cell), tool=LETTER[side])
                for cell, side in open_sides(game) if (cell, side) not in taken and cell in board]

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        cell, side = side_key(cell_of(*action.at), SIDE_LETTERS[action.tool])
        part = mines(game)
        part.pieces.add(Piece(self.token, SIDE, cell, side, seat))
        if self.token == TROLL:
            part.trolls[seat].append(card)  # the card lies face up in front of its player
        else:
            game.discards.append((card, True))
        game.event({"type": self.kind, "seat": seat, "card": action.card, "at": list(xy(cell)), "side": LETTER[side]})
        return False


class Trap(SideToken):
    kind, token = "lay_trap", TRAP


class Troll(SideToken):
    kind, token = "lay_troll", TROLL


def remove_troll(game: Game, seat: int) -> None:
    """A troll's token and card leave at the start of its player's next turn (ruling 5)."""
    part = mines(game)
    trolls = [piece for piece in part.pieces.items if piece.kind == TROLL and piece.seat == seat]
    for piece in trolls:
        part.pieces.remove(piece)
    if trolls or part.trolls[seat]:
        game.discards += [(card, True) for card in part.trolls[seat]]
        part.trolls[seat] = []
        game.event({"type": "troll_left", "seat": seat})


# -- thunderstorm (ruling 6) ---------------------------------------------------------------


def _not_a_path_card(game: Game, seat: int, card: int, action: Action) -> str | None:
    code = game.maze.cards.get(cell_of(*action.at))
    if code is None or game.rules.catalogue.types[code >> 1].kind != "path":
        return f"no path card lies at {list(action.at)} (starts and mines stay)"
    return None


def _dwarf_there(game: Game, seat: int, card: int, action: Action) -> str | None:
    if dwarves_on(mines(game), cell_of(*action.at)):
        return f"a dwarf stands on the card at {list(action.at)}"
    return None


class Thunderstorm(Handler):
    kind = "thunderstorm"
    conditions = (
        Condition("the space is on the board", off_board),
        Condition("a path card lies there", _not_a_path_card),
        Condition("no dwarf stands on it", _dwarf_there),
    )

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        card_id, types, part = game.rules.catalogue.types[card].id, game.rules.catalogue.types, mines(game)
        return [make("thunderstorm", card_id, xy(cell)) for cell, code in sorted(game.maze.cards.items())
                if types[code >> 1].kind == "path" and not dwarves_on(part, cell)]

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        cell = cell_of(*action.at)
        part, maze = mines(game), game.maze
        removed = maze.remove(cell)
        game.discards += [(card, True), (removed >> 1, False)]  # the card struck goes face down (book)
        token = tool_token(part, cell)
        if token is not None:
            part.pieces.remove(token)  # back to the supply
        for side in SIDES:  # a side token goes only if both spaces beside it are empty now; a
            # face-down mine's counts as empty, as it does for laying one (ruling 5)
            if cell + STEP[side] in maze.cards:
                continue
            for piece in side_tokens(part, cell, side):
                part.pieces.remove(piece)
                if piece.kind == TROLL:  # its card too (ruling 6)
                    game.discards += [(kind, True) for kind in part.trolls[piece.seat]]
                    part.trolls[piece.seat] = []
        game.event({"type": "thunderstorm", "seat": seat, "card": action.card, "at": list(action.at),
                    "removed": game.rules.catalogue.types[removed >> 1].id})  # it lay face up: public
        return False


HANDLERS = {handler.kind: handler for handler in (
    Place(), Tool(), LookMine(), LookTreasure(), LookDwarf(), Trap(), Troll(), Thunderstorm(),
)}
