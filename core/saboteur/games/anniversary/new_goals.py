"""New goal cards (book 002, 'Nouvelles cartes Arrivée'; rules/anniversary.md, the table of
new goals, rulings 1, 9 and 11): 8 goal cards, 5 in play at (8,-4) to (8,4). Each round the
treasure and 4 of the other 7, drawn at random, are shuffled face down on the 5 slots; the
3 others wait for the next round, when all 8 are used again. A goal acts on the player who
revealed it: the treasure is the game's gold; the spider ends the round at once, as if the
treasure was never reached (the saboteurs win); a gold sack gives 1 or 2 nuggets; the
dragon takes 1 nugget if the player has any (a gold card changed, ruling 1); a stone does
nothing. Maps look at any face-down goal, as in the game.

The cards not in play are the goal cards the slots do not hold, so the module keeps no
state of its own: positions, views and the resample need nothing more than the goals'.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kernel.facedown import ROUND_LOST
from ...kernel.module import Module
from . import purse

if TYPE_CHECKING:
    from ...game import Game

NAME = "new-goals"
SLOTS = ((8, -4), (8, -2), (8, 0), (8, 2), (8, 4))  # rules/anniversary.md, Layout
SACKS = {"gold-sack-1": 1, "gold-sack-2": 2}


def deal_goals(game: Game, rng) -> list[int]:
    """The treasure and 4 of the other goal cards drawn at random, shuffled onto the slots."""
    catalogue = game.rules.catalogue
    goals = [catalogue.index[goal] for goal in game.rules.goal_ids]
    treasure = [goal for goal in goals if catalogue.types[goal].treasure == "gold"]
    others = [goal for goal in goals if goal not in treasure]
    dealt = treasure + rng.sample(others, len(SLOTS) - len(treasure))
    rng.shuffle(dealt)
    return dealt


def goal_effect(game: Game, seat: int, card: int) -> bool | int:
    """What the goal `card` revealed by `seat` does (ruling 11)."""
    card_type = game.rules.catalogue.types[card]
    effect = card_type.effect
    if card_type.treasure == "gold":
        return True
    if effect == "spider":
        return ROUND_LOST
    if effect in SACKS:
        purse.gain(game, seat, SACKS[effect], card_type.id)
    elif effect == "dragon" and purse.can_pay(game, seat):
        purse.pay(game, seat, None, card_type.id)
    return False


MODULE = Module(NAME, cards=NAME, goal_layout=SLOTS, deal_goals=deal_goals, goal_effect=goal_effect)
