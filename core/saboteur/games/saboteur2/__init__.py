"""Saboteur 2 as a rules module on top of base: its roles, cards, turn, payout and thefts
(book 002, chapter 'Extension (2 à 12 joueurs)'; rules/saboteur2.md)."""

from ...kernel.module import Module
from . import position, sketch
from .cards import HANDLERS
from .resample import Resampler
from .rounds import STEAL, Steal, nuggets_by_round, start_game
from .state import table
from .turn import Turn
from .views import view_part


def nugget_totals(game) -> list[int]:
    return table(game).nuggets[:]


MODULE = Module(
    "saboteur2",
    handlers=HANDLERS,
    decisions={"turn": Turn(), STEAL: Steal()},
    setup=start_game,
    resampler=Resampler,
    totals=nugget_totals,
    round_gold=nuggets_by_round,
    view_part=view_part,
    write_part=position.write_part,
    read_part=position.read_part,
    part_cards=position.part_cards,
    part_roles=position.part_roles,
    decision_data=position.DECISION_DATA,
    sketch_keys=sketch.KEYS,
    sketch_part=sketch.sketch_part,
)
