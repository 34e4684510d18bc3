"""Face-down cells: goals, and later a chest under its black card (rules/anniversary.md
rulings 9, 12, 15, 16), with who has looked at each, and what a link to the start does.

Where each lives: the maze knows only that a face-down cell is blocked and which card lies
there (`Maze.hidden_goals`: cell -> card index, for any face-down card: it carries no path,
constrains no placement beside it and anchors none, ruling 9); the game holds the goals
by cell (`Game.goal_cards`, the layout's slots in order) and who has looked at each
face-down cell (`Game.seen`: cell -> a bit per seat). A module holds the rest in its part
(a chest under a black card). A card that moves or is swapped carries or clears the bits
through these functions, so what others knew never outlives the card they knew.

The link steps (`Module.link_step`) run after every placement, by rank: chests, then
postcards, then goals (ruling 9); any card that links the maze afresh (a diversion, a flip)
calls `resolve_links` the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .turn import end_turn

if TYPE_CHECKING:
    from ..actions import Action
    from ..game import Game

# What a link step or goal effect returns when it ends the round with the gold not
# found (new goals' spider, ruling 11); True means the player found the gold.
ROUND_LOST = 2


def resolve_links(game: Game, seat: int) -> bool | int:
    """Resolve what `seat`'s last change to the maze newly linked to the start, step by
    step (chests, postcards, goals); the first step that ends the round decides how:
    False (the round goes on), True (`seat` found the gold) or ROUND_LOST. A step that asks
    a choice (pushes a decision: a chest's) stops the links there, with False: the rule of
    that decision resolves the rest once it is taken, and ends the turn."""
    top = game.decisions[-1]
    for step in game.rules.composition.link_steps:
        ends = step(game, seat)
        if ends:
            return ends
        if game.decisions[-1] is not top:
            return False
    return False


def resume_links(game: Game, seat: int, draw: int, action: Action) -> None:
    """The rest of the turn once a link step's choice is taken (a chest's, which goal turns
    first): what else the maze links (chests, postcards, goals), then the turn's end with
    `draw` cards (0: the decision beneath goes on, a scout's second card). Every such
    decision's data starts with that draw, so a choice in any turn ends it as that turn
    would have."""
    top = game.decisions[-1]
    ends = resolve_links(game, seat)
    if game.decisions[-1] is not top:  # another choice asked: it ends the turn the same way
        game.replace_top(game.decisions[-1]._replace(data=(draw,) + game.decisions[-1].data[1:]))
        return
    if ends:
        end_round_at_once(game, seat, ends)
    elif draw:
        end_turn(game, seat, action, draw)


def end_round_at_once(game: Game, seat: int, ends: bool | int) -> None:
    """A link ended the round (`ends`: True, `seat` found the gold; ROUND_LOST): the
    round's turn alone is left (a scout's second card is not laid), then the round ends."""
    game.set_decisions(game.decisions[:1])
    game.rules.composition.end_round(game, seat if ends is True else None)


def links_pending(game: Game) -> bool:
    """Whether a link step's choice is pending (a decision whose rule says `links_pending`):
    the links after it (postcards, goals) are resolved once it is taken, so a position may
    hold a reached postcard or goal not yet turned."""
    rules = game.rules.decision_rules
    return any(getattr(rules[decision.kind], "links_pending", False) for decision in game.decisions)


def has_seen(game: Game, seat: int | None, cell: int) -> bool:
    """Whether `seat` has looked at the face-down card at `cell` (None: a spectator)."""
    return seat is not None and bool(game.seen.get(cell, 0) >> seat & 1)


def mark_seen(game: Game, seat: int, cell: int) -> None:
    """`seat` has looked at the face-down card at `cell` (a map)."""
    game.seen[cell] = game.seen.get(cell, 0) | 1 << seat


def seen_by(game: Game, cell: int) -> list[int]:
    return [seat for seat in range(game.players) if game.seen.get(cell, 0) >> seat & 1]


def forget(game: Game, *cells: int) -> None:
    """Nobody knows any more what lies at `cells` (a goal swap, ruling 8)."""
    for cell in cells:
        game.seen.pop(cell, None)


def move_face_down(game: Game, old: int, new: int) -> None:
    """The face-down card at `old` moves, unseen, to the empty cell `new` (a goal moved,
    ruling 12): who looked at it still knows it; the maze is linked afresh."""
    maze = game.maze
    maze.hidden_goals[new] = maze.hidden_goals.pop(old)
    if old in game.goal_cards:
        game.goal_cards = {new if cell == old else cell: card for cell, card in game.goal_cards.items()}
    if old in game.seen:
        game.seen[new] = game.seen.pop(old)
    maze.recompute()


def turn_up(game: Game, cell: int, card: int) -> bool:
    """Lay the face-down `card` at `cell` (a goal, a chest's black card) face up, turned the
    way that joins the path which reached it and then matches the most neighbours, unturned
    on a tie (rules/base.md ruling 1); whether it lies turned."""
    catalogue, maze = game.rules.catalogue, game.maze
    reached = maze.frontier[cell]
    walls, paths = maze.walls_and_paths(cell)

    def merit(turned: int) -> tuple[bool, int, bool]:
        code = card * 2 + turned
        joins = any(mask & reached for mask in catalogue.place_masks[code])
        matching = 4 - bin((catalogue.open_mask[code] & walls) ^ paths).count("1")
        return joins, matching, not turned

    turned = max((0, 1), key=merit)
    maze.add(cell, card * 2 + turned)
    return bool(turned)
