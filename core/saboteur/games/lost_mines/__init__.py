"""Saboteur: The Lost Mines (La Grande Aventure), a game of its own on the kernel: two clans
build paths from their starts toward four face-down mines and walk their dwarves there
(books 003 and 004; rules/lost-mines.md; issue 48). docs/engine.md, 'The Lost Mines'."""

from ...kernel.module import Module
from ...kernel.turn import TURN
from . import position
from .cards import HANDLERS
from .moves import MOVE, TAKE_TREASURE, Move, TakeTreasure
from .resample import Resampler
from .rounds import end_round_by_cards, start_game, vp_by_round, vp_totals
from .state import NAME, new_mines
from ...kernel.vote import VOTE_END
from .turn import TURN_RULE, VOTE, next_seat
from .views import view_part

# Its action kinds and their fields (saboteur.actions):
# | place         | card, at, turned | lay a path card (ruling 1: next to any card, a path meets a path) |
# | tool          | card, at         | an axe, boat or rope token onto its obstacle (ruling 4)           |
# | look_mine     | card, at         | look at a face-down mine                                          |
# | look_treasure | card, value      | look at the uncollected treasure in slot `value`                  |
# | look_dwarf    | card, target     | look at another player's dwarf card                               |
# | lay_trap      | card, at, tool   | a trap on side `tool` (E or S) of the space `at` (ruling 5)       |
# | lay_troll     | card, at, tool   | a troll on side `tool` (E or S) of the space `at` (ruling 5)      |
# | thunderstorm  | card, at         | remove the path card at `at` (ruling 6)                           |
# | discard       | cards            | discard one or two cards face down, then draw as many (ruling 7)  |
# | propose_end   |                  | ask the others to agree that no mine can be reached (ruling 8)    |
# | vote          | value            | 1: agree, 0: not                                                  |
# | step          | at               | the dwarf steps to the neighbouring space `at` (ruling 2)         |
# | stop          |                  | the dwarf's move ends                                             |
# | take_treasure | value            | take the treasure in slot `value` (ruling 3)                      |
ACTIONS = {
    "place": ("card", "at", "turned"),
    "tool": ("card", "at"),
    "look_mine": ("card", "at"),
    "look_treasure": ("card", "value"),
    "look_dwarf": ("card", "target"),
    "lay_trap": ("card", "at", "tool"),
    "lay_troll": ("card", "at", "tool"),
    "thunderstorm": ("card", "at"),
    "discard": ("cards",),
    "propose_end": (),
    "vote": ("value",),
    "step": ("at",),
    "stop": (),
    "take_treasure": ("value",),
}

MODULE = Module(
    NAME,
    actions=ACTIONS,
    handlers=HANDLERS,
    decisions={TURN: TURN_RULE, MOVE: Move(), TAKE_TREASURE: TakeTreasure(), VOTE_END: VOTE},
    new_part=new_mines,
    setup=start_game,
    end_round=end_round_by_cards,
    next_seat=next_seat,
    resampler=Resampler,
    totals=vp_totals,
    round_gold=vp_by_round,
    view_part=view_part,
    write_part=position.write_part,
    read_part=position.read_part,
    part_cards=position.part_cards,
    part_roles=position.part_roles,
    decision_data=position.DECISION_DATA,
    hands_vary=True,
    sketch_keys=("roles", "dwarves", "pieces", "treasures", "dragon"),
    sketch_part="saboteur.games.lost_mines.sketch:sketch_part",
)
