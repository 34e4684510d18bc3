"""Saboteur: La mine se rebelle (The Dark Cave), a game of its own on the kernel: one game
for 2 to 8 players, the start in the middle and four face-down goals at the corners, one
the exit; each player walks one dwarf carrying nuggets out of a flooding mine, past
creatures and webs, and the clan that saves the most gold by the book's count wins
(book 000; rules/dark-cave.md; issue 49). docs/engine.md, 'La mine se rebelle'."""

from ...kernel.module import Module
from ...kernel.turn import TURN
from ...kernel.vote import VOTE_END
from .cards import HANDLERS
from .creatures import CREATURE, REPEL, CreatureMove, Repel
from .moves import MOVE, Move
from .resample import Resampler
from .score import by_round, end_by_cards, totals
from .setup import start_game
from .state import NAME, new_cave
from .turn import TURN_RULE, VOTE, draw, next_seat
from .views import view_part
from . import position

# Its action kinds and their fields (saboteur.actions):
# | place       | card, at, turned | lay a path card (ruling 1: a path meets a path, no link to the start)   |
# | look_goal   | card, at         | secret information: look at the face-down goal at `at`                  |
# | look_clan   | card, target     | secret information: look at seat `target`'s clan card                   |
# | cave_in     | card, at         | remove the path card at `at` (ruling 10)                                |
# | exchange    | card, target     | swap hands with seat `target` (ruling 11)                               |
# | lay_web     | card, at, tool   | a web on side `tool` (E or S) of the space `at` (ruling 9)              |
# | equip       | card, target     | boots or an axe in front of seat `target` (ruling 11)                   |
# | summon      | card, at, value  | a creature onto place `value` of the card at `at` (ruling 7)            |
# | discard     | cards            | discard one or two cards face down, then draw as many (ruling 12)       |
# | propose_end |                  | ask the others to agree that nobody can reach the exit (ruling 14)      |
# | vote        | value            | 1: agree, 0: not                                                        |
# | move_to     | at, value        | one step of the dwarf or the creature to place `value` of the card at `at` |
# | stop        |                  | the dwarf's or the creature's move ends                                 |
# | cut_web     | at, tool         | discard an axe lying in front of you to turn or remove a web (ruling 9) |
# | repel       | value            | 1: discard an axe to push the creature away, 0: not (ruling 7)          |
ACTIONS = {
    "place": ("card", "at", "turned"),
    "look_goal": ("card", "at"),
    "look_clan": ("card", "target"),
    "cave_in": ("card", "at"),
    "exchange": ("card", "target"),
    "lay_web": ("card", "at", "tool"),
    "equip": ("card", "target"),
    "summon": ("card", "at", "value"),
    "discard": ("cards",),
    "propose_end": (),
    "vote": ("value",),
    "move_to": ("at", "value"),
    "stop": (),
    "cut_web": ("at", "tool"),
    "repel": ("value",),
}

MODULE = Module(
    NAME,
    actions=ACTIONS,
    handlers=HANDLERS,
    decisions={TURN: TURN_RULE, MOVE: Move(), CREATURE: CreatureMove(), REPEL: Repel(), VOTE_END: VOTE},
    new_part=new_cave,
    setup=start_game,
    end_round=end_by_cards,
    next_seat=next_seat,
    resampler=Resampler,
    draw=draw,
    totals=totals,
    round_gold=by_round,
    view_part=view_part,
    write_part=position.write_part,
    read_part=position.read_part,
    part_cards=position.part_cards,
    part_roles=position.part_roles,
    decision_data=position.DECISION_DATA,
    hands_vary=True,
    sketch_keys=("roles", "dwarves", "exits", "revealed", "nuggets", "in_front", "pieces"),
    sketch_part="saboteur.games.dark_cave.sketch:sketch_part",
)
