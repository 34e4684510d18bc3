"""Treasure chests, a mini-expansion for base Saboteur and Saboteur 2 (book 002, 'Coffres
aux trésors'; rules/anniversary.md, Treasure chests, Layout, rulings 1, 7, 9, 12, 15-17).

17 cards (`data/treasure-chests.json`): 7 black-back path cards and 10 chests. Each round
4 chests lie face down in the maze, each under a face-down black card, at (3,-1), (3,1),
(5,-1), (5,1), or at random cells (the option `chests`: `random`); the rest wait aside.
The first link to a black card opens its chest (`chests.py`); a rockfall may remove a
black card with its chest, a map may look at one (`cards.py`).

Action kinds and fields (each taken by the decision of the same name):
| open_chest  | at     | which of the chests reached at once opens first             |
| move_goal   | at     | chest 5: the face-down goal moved one cell east             |
| peek        | target | chest 8: whose role the player looks at (asked in private)  |
| pickpocket  | target | chest 6: whose hand loses a card at random (in private)     |
| rummage     | card   | chest 9: the card kept among the top 5 of the discard       |
| pick_three  | card   | chest 7: the card kept among the 3 drawn at the turn's end   |
"""

from __future__ import annotations

from ....kernel.module import Module
from . import position
from .cards import HANDLERS
from .chests import CHEST_RANK, DECISIONS, draw, gold_cards_by_round, link_step
from .state import NAME, Chests, add_option, chests, lay_chests

ACTIONS = {
    "open_chest": ("at",),
    "move_goal": ("at",),
    "peek": ("target",),
    "pickpocket": ("target",),
    "rummage": ("card",),
    "pick_three": ("card",),
}

MODULE = Module(
    NAME,
    cards=NAME,
    tables=add_option,
    actions=ACTIONS,
    handlers=HANDLERS,
    decisions=DECISIONS,
    new_part=lambda game: Chests(),
    begin_round=lay_chests,
    draw=draw,
    round_gold=gold_cards_by_round,  # a gold card from a chest counts in base's totals, a nugget in the purse's
    link_step=(CHEST_RANK, link_step),
    view_part=position.view_part,
    write_part=position.write_part,
    read_part=position.read_part,
    part_cards=lambda game: chests(game).held[:],
    decision_data=position.decision_data(),
    resample_part=position.resample_part,
    resample_again=position.resample_again,
    hands_vary=True,
    sketch_keys=("chests",),
    sketch_part=position.sketch_part,
)
