"""Saboteur 2 as a rules module on top of base: its roles, cards, turn, payout and thefts
(book 002, chapter 'Extension (2 à 12 joueurs)'; rules/saboteur2.md)."""

from ...kernel.module import Module
from . import position
from .cards import HANDLERS
from .resample import Resampler
from .rounds import STEAL, Steal, begin_round, end_round, new_table, nuggets_by_round
from .state import table
from .turn import LeanTurn, Options, draw, may_place
from .views import view_part


# Saboteur 2's action kinds and their fields (saboteur.actions):
# | pass_cards  | cards          | discard 1 to 3 cards face down, then draw as many     |
# | discard_two | cards, removes | discard 2 cards to take one card away from before you |
# | theft       | card           | lay a theft in front of yourself                      |
# | hands_off   | card, target   | remove the theft lying in front of a player           |
# | trap        | card, target   | lay a trapped card in front of a player               |
# | free        | card, target   | remove the trapped card lying in front of a player    |
# | inspect     | card, target   | look at another player's role                         |
# | swap_hats   | card, target   | a player (you, too) takes a new role                  |
# | swap_hands  | card, target   | exchange hands with another player                    |
# | steal       | target         | after the payout, take a nugget from a player         |
ACTIONS = {
    "pass_cards": ("cards",),
    "discard_two": ("cards", "removes"),
    "theft": ("card",),
    "hands_off": ("card", "target"),
    "trap": ("card", "target"),
    "free": ("card", "target"),
    "inspect": ("card", "target"),
    "swap_hats": ("card", "target"),
    "swap_hands": ("card", "target"),
    "steal": ("target",),
}


def nugget_totals(game) -> list[int]:
    return table(game).nuggets[:]


MODULE = Module(
    "saboteur2",
    actions=ACTIONS,
    handlers=HANDLERS,
    decisions={STEAL: Steal()},
    new_part=new_table,
    begin_round=begin_round,
    place_gate=may_place,
    turn_options={"pass": Options()},
    draw=draw,
    end_round=end_round,
    resampler=Resampler,
    totals=nugget_totals,
    round_gold=nuggets_by_round,
    nuggets=lambda game: table(game).nuggets,  # what the anniversary purse moves in Saboteur 2
    view_part=view_part,
    write_part=position.write_part,
    read_part=position.read_part,
    part_cards=position.part_cards,
    part_roles=position.part_roles,
    decision_data=position.DECISION_DATA,
    sketch_keys=("in_front", "gold"),
    sketch_part="saboteur.games.saboteur2.sketch:sketch_part",
    lean_turn=LeanTurn(),
)
