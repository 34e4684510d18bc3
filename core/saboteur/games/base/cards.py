"""Base Saboteur's card actions: one handler per action kind (rules/base.md rulings 2-5).

Each handler lists its legal actions fast, from the maze's and the catalogue's tables,
gated by the same condition functions that explain a refusal.
"""

from __future__ import annotations

from functools import partial

from typing import TYPE_CHECKING

from ...actions import Action
from ...cards import SIDE_NAMES, SIDES
from ...kernel.handlers import Condition, Handler, Refusal
from ...maze import cell_of
from ...kernel.facedown import mark_seen, resolve_links
from ...kernel.laying import lay_at

if TYPE_CHECKING:
    from ...game import Game


# -- conditions shared by several handlers ---------------------------------------------


def on_board(at: tuple[int, int]) -> bool:
    """On a table with no edge (base, Saboteur 2): what `Ruleset.on_board` answers for them."""
    return -120 <= at[0] <= 120 and -120 <= at[1] <= 120


def off_board(game: Game, seat: int, card: int, action: Action) -> str | None:
    if not game.rules.on_board(action.at):
        return f"the space {list(action.at)} is off the board"
    return None


def no_such_seat(game: Game, seat: int, card: int, action: Action) -> str | None:
    target = action.target
    if not isinstance(target, int) or not 0 <= target < game.players:
        return f"there is no seat {target!r} (seats are 0 to {game.players - 1})"
    return None


def tools_whole(game: Game, seat: int) -> bool:
    """Ruling 3: a player with any broken tool in front cannot play a path card."""
    return not game.broken[seat]


def broken_card(game: Game, seat: int, tool: str) -> int | None:
    """The broken-tool card for `tool` lying in front of `seat`, if any."""
    tools = game.rules.catalogue.tool
    for kind in game.broken[seat]:
        if tools[kind] == tool:
            return kind
    return None


# -- place a path card (ruling 2) ------------------------------------------------------


def _has_broken_tool(game: Game, seat: int, card: int, action: Action) -> str | None:
    if tools_whole(game, seat):
        return None
    tools = ", ".join(game.rules.catalogue.tool[k] for k in game.broken[seat])
    return f"seat {seat} has a broken tool ({tools}) and cannot place path cards"


def turn_is_no_choice(game: Game, seat: int, card: int, action: Action) -> str | None:
    card_type = game.rules.catalogue.types[card]
    if action.turned and card_type.symmetric:
        return f"{card_type.id} looks the same turned around; place it with turned=false"
    return None


def _space_taken(game: Game, seat: int, card: int, action: Action) -> str | None:
    cell, maze = cell_of(*action.at), game.maze
    if cell in maze.hidden_goals:
        return f"the space {list(action.at)} is already taken by a face-down goal card"
    if cell in maze.cards:
        return f"the space {list(action.at)} is already taken by {game.rules.catalogue.types[maze.cards[cell] >> 1].id}"
    return None


def _not_beside_linked_path(game: Game, seat: int, card: int, action: Action) -> str | None:
    if not game.maze.frontier.get(cell_of(*action.at)):
        return f"the space {list(action.at)} is not next to a path linked to the start card"
    return None


def _misfit(game: Game, seat: int, card: int, action: Action) -> str | None:
    """The first side that does not match its neighbour, else no path of the card meets
    a linked one (the maze's table of placements decides; this says why)."""
    if action in game.maze.placements(cell_of(*action.at), card):
        return None
    how = " turned around" if action.turned else ""
    return side_mismatch(game, card, action) or (
        f"{game.rules.catalogue.types[card].id}{how} at {list(action.at)} is not linked to the start: "
        "none of its paths meets one that is"
    )


def side_mismatch(game: Game, card: int, action: Action) -> str | None:
    """The first side of a placed card that does not match its neighbour, in words."""
    catalogue = game.rules.catalogue
    card_id = catalogue.types[card].id
    walls, paths = game.maze.walls_and_paths(cell_of(*action.at))
    mine = catalogue.open_mask[card * 2 + (1 if action.turned else 0)]
    how = " turned around" if action.turned else ""
    for side in SIDES:
        if walls & side and (mine & side) != (paths & side):
            name = SIDE_NAMES[side]
            if mine & side:
                return Refusal(f"{card_id}{how} does not match its neighbours at {list(action.at)}: "
                               f"its {name} side has a path where the card to the {name} has none",
                               "mismatch", side=name, path_on="card")
            return Refusal(f"{card_id}{how} does not match its neighbours at {list(action.at)}: "
                           f"the card to the {name} has a path where its {name} side has none",
                           "mismatch", side=name, path_on="neighbour")
    return None


class Place(Handler):
    kind = "place"
    conditions = (
        Condition("the player has no broken tool", _has_broken_tool),
        Condition("a card that looks the same turned is not turned", turn_is_no_choice),
        Condition("the space is on the board", off_board),
        Condition("the space is empty", _space_taken),
        Condition("the space is next to a path linked to the start", _not_beside_linked_path),
        Condition("the card matches its neighbours and links to the start", _misfit),
    )

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        return game.maze.card_actions(card) if tools_whole(game, seat) else []

    def lists_from_maze(self, catalogue, card: int) -> bool:
        return True  # with every tool whole, the turn's gate

    def allows(self, game: Game, seat: int, card: int, action: Action) -> bool:
        # the same table card_actions reads, for the one space named
        return tools_whole(game, seat) and action in game.maze.placements(cell_of(*action.at), card)

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        if game.rules.composition.lay_hooks:  # a module acts on a card about to lie (right of way's toll)
            return lay_at(game, seat, card, action, partial(self.lay, game, seat, card, action))
        return self.lay(game, seat, card, action)

    def lay(self, game: Game, seat: int, card: int, action: Action) -> bool:
        """The card lies at `action.at`, then what it newly links to the start resolves."""
        maze, at, turned = game.maze, action.at, action.turned
        maze.add(cell_of(*at), card * 2 + turned)  # the orientation code (Catalogue): turned adds 1
        game.events.append(
            ({"type": "place", "seat": seat, "card": action.card, "at": list(at), "turned": turned}, None))
        return resolve_links(game, seat)


# -- broken tools and repairs (ruling 3) -----------------------------------------------


def _tool_targets(game: Game, seat: int, card: int) -> list[Action]:
    return game.rules.catalogue.tool_targets(card, seat, game.tools_down, game.players)


def _aimed_at_self(game: Game, seat: int, card: int, action: Action) -> str | None:
    if action.target == seat:
        return "a broken tool is played in front of another player, not yourself"
    return None


def _already_broken(game: Game, seat: int, card: int, action: Action) -> str | None:
    tool = game.rules.catalogue.tool[card]
    if broken_card(game, action.target, tool) is not None:
        return f"seat {action.target} already has a broken {tool}"
    return None


class Break(Handler):
    kind = "break"
    conditions = (
        Condition("the target is a seat", no_such_seat),
        Condition("the target is another player", _aimed_at_self),
        Condition("the target has no broken tool of the kind", _already_broken),
    )
    card_actions = staticmethod(_tool_targets)

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        target, catalogue = action.target, game.rules.catalogue
        game.broken[target].append(card)
        # Catalogue.tools_down, for the one tool broken: one card of a tool per seat, so its bit was clear
        game.tools_down |= catalogue.tool_bits[card] << target
        game.events.append(({"type": "break", "seat": seat, "card": action.card, "target": target}, None))
        return False


def _tool_not_named(game: Game, seat: int, card: int, action: Action) -> str | None:
    card_type = game.rules.catalogue.types[card]
    if action.tool not in card_type.tools:
        return f"{card_type.id} cannot mend a {action.tool!r}"
    return None


def _nothing_to_mend(game: Game, seat: int, card: int, action: Action) -> str | None:
    if broken_card(game, action.target, action.tool) is None:
        return f"seat {action.target} has no broken {action.tool} to mend"
    return None


class Repair(Handler):
    kind = "repair"
    conditions = (
        Condition("the target is a seat", no_such_seat),
        Condition("the card names the tool", _tool_not_named),
        Condition("the target has that tool broken", _nothing_to_mend),
    )
    card_actions = staticmethod(_tool_targets)

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        target, catalogue = action.target, game.rules.catalogue
        mended = broken_card(game, target, action.tool)
        game.broken[target].remove(mended)
        # Catalogue.tools_down, for the one tool mended: no other card in front of the seat names it
        game.tools_down &= ~(catalogue.tool_bits[mended] << target)
        game.discards += [(card, True), (mended, True)]
        game.events.append(
            ({"type": "repair", "seat": seat, "card": action.card, "target": target, "tool": action.tool}, None))
        return False


# -- rockfall and map (ruling 4) -------------------------------------------------------


def _not_removable(game: Game, seat: int, card: int, action: Action) -> str | None:
    cell = cell_of(*action.at)
    if cell in game.maze.hidden_goals:
        return f"the goal card at {list(action.at)} is face down, and goal cards cannot be removed"
    code = game.maze.cards.get(cell)
    if code is None:
        return f"there is no card at {list(action.at)} to remove"
    if not game.rules.catalogue.removable[code]:
        return "the start card and the goal cards cannot be removed"
    return None


def _maze_actions(game: Game, seat: int, card: int) -> list[Action]:
    return game.maze.card_actions(card)


def _from_maze(self, catalogue, card: int) -> bool:
    return True


class Rockfall(Handler):
    kind = "rockfall"
    conditions = (
        Condition("the space is on the board", off_board),
        Condition("a path card lies there", _not_removable),
    )
    card_actions = staticmethod(_maze_actions)
    lists_from_maze = _from_maze

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        removed = game.maze.remove(cell_of(*action.at))
        game.discards += [(card, True), (removed >> 1, True)]
        removed_id = game.rules.catalogue.types[removed >> 1].id
        game.event({"type": "rockfall", "seat": seat, "card": action.card, "at": list(action.at), "removed": removed_id})
        return False


def _no_hidden_goal(game: Game, seat: int, card: int, action: Action) -> str | None:
    if cell_of(*action.at) not in game.maze.hidden_goals:
        return f"there is no face-down goal card at {list(action.at)}"
    return None


class Map(Handler):
    kind = "map"
    conditions = (
        Condition("the space is on the board", off_board),
        Condition("a face-down goal lies there", _no_hidden_goal),
    )
    card_actions = staticmethod(_maze_actions)
    lists_from_maze = _from_maze

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        cell = cell_of(*action.at)
        mark_seen(game, seat, cell)
        game.discards.append((card, True))
        goal = game.rules.catalogue.types[game.maze.hidden_goals[cell]].id
        game.event({"type": "map", "seat": seat, "card": action.card, "at": list(action.at)}, {seat: {"goal": goal}})
        return False


# -- passing (ruling 5) ----------------------------------------------------------------

# Events are never changed and log() hands out copies, so the commonest ones share dicts.
_PASSES = tuple({"type": "pass", "seat": seat} for seat in range(16))


class Pass(Handler):
    """Any card held may be passed: no condition beyond holding it, which the turn checks
    for every card action; the turn lists one pass per card from `Catalogue.passes`."""

    kind = "pass"

    def allows(self, game: Game, seat: int, card: int, action: Action) -> bool:
        return True

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        game.discards.append((card, False))
        game.events.append((_PASSES[seat], game.rules.catalogue.told_to[seat][card]))
        return False


HANDLERS = {handler.kind: handler for handler in (Place(), Break(), Repair(), Rockfall(), Map(), Pass())}
