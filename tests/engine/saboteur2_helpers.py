"""Saboteur 2 tables built by hand for the rule tests: the inventory written out from
rules/saboteur2.md (so that a mistake in the engine's data makes tests fail), and a game
set up with chosen roles, hands, maze and cards in front."""

from __future__ import annotations

from collections import Counter

import saboteur
from engine_helpers import DECK, GOAL_SLOTS
from saboteur.games.base.turn import TURNS
from saboteur.games.saboteur2.state import table
from saboteur.maze import Maze, cell_of

# rules/saboteur2.md, "Roles, 15"
ROLES = Counter({
    "gold-digger-blue": 4, "gold-digger-green": 4, "boss": 1, "profiteer": 1, "geologist": 2, "saboteur": 3,
})
# rules/saboteur2.md, "New action cards, 20" and "New path cards, 30"
NEW_ACTIONS = Counter({
    "theft": 4, "hands-off": 3, "trapped": 3, "free-at-last": 4, "inspection": 2, "swap-hats": 2, "swap-hands": 2,
})
NEW_PATHS = Counter({
    "bridge": 2, "double-curve-NW-SE": 1, "double-curve-NE-SW": 1,
    "ladder-W": 1, "ladder-N": 1, "ladder-NW": 1, "ladder-NE": 1,
    "door-blue-NS": 1, "door-blue-EW": 1, "door-blue-NE": 1,
    "door-green-EW": 1, "door-green-NW": 1, "door-green-NS-W": 1,
    "crystal-N": 1, "crystal-E": 1, "crystal-NESW": 1, "crystal-NEW": 3, "crystal-NES": 1,
    "crystal-NES-W": 1, "crystal-NEW-S": 1, "crystal-EW-N": 1,
    "mixed-NS-E": 2, "mixed-EW-N": 1, "mixed-NW-S": 2, "mixed-NE-S": 1,
})
DECK2 = DECK + NEW_ACTIONS + NEW_PATHS  # book 002: every base path and action card too


def s2_game(
    roles: list[str],
    hands: list[list[str]],
    maze: tuple = (),
    in_front: dict[int, list[str]] | None = None,
    thefts: list[int] = (),
    gold_at: tuple[int, int] = (8, 0),
    to_move: int = 0,
    draw_pile: int | None = None,
) -> saboteur.Game:
    """A Saboteur 2 game in round 1 with these roles and hands, `maze` cards as
    (card, (x, y), turned), cards lying `in_front` of seats, `thefts` the seats that laid
    their theft in that order, the gold at `gold_at`. The other cards: 10 set aside, then
    the draw pile (`draw_pile` cards of it, the rest discarded face down)."""
    game = saboteur.new_game("saboteur2", len(roles), seed=1)
    catalogue = game.rules.catalogue
    pool = Counter(DECK2)

    def take(card: str) -> int:
        pool[card] -= 1
        assert pool[card] >= 0, f"no {card} left in the deck"
        return catalogue.index[card]

    game.roles = list(roles)
    game.aside_roles = sorted((ROLES - Counter(roles)).elements())
    game.hands = [sorted(take(card) for card in hand) for hand in hands]
    game.maze = Maze(catalogue, game.rules.start_cell, catalogue.code("start", False))
    for card, (x, y), turned in maze:
        game.maze.cards[cell_of(x, y)] = catalogue.code(card, turned)
        take(card)
    stones = iter(("goal-stone-NE", "goal-stone-NW"))
    game.goal_cards = {
        cell_of(*slot): catalogue.index["goal-gold" if slot == gold_at else next(stones)] for slot in GOAL_SLOTS
    }
    game.maze.hidden_goals = dict(game.goal_cards)
    game.maze.recompute()
    part = table(game)
    broken = [[] for _ in roles]
    part.in_front = [[] for _ in roles]
    for seat, cards in (in_front or {}).items():
        for card in cards:
            (broken if card.startswith("break-") else part.in_front)[seat].append(take(card))
    game.set_broken(broken)
    part.thefts = list(thefts)
    rest = sorted(catalogue.index[card] for card in pool.elements())
    part.aside, rest = rest[:10], rest[10:]
    keep = len(rest) if draw_pile is None else draw_pile
    game.draw_pile = rest[:keep]
    game.discards = [(card, False) for card in rest[keep:]]
    game.set_decisions([TURNS[to_move]])
    game.legal_cache = None
    return game


def place(game: saboteur.Game, card: str, at: tuple[int, int], turned: bool = False) -> saboteur.Game:
    return game.apply({"kind": "place", "card": card, "at": list(at), "turned": turned})
