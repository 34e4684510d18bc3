"""Base Saboteur as a rules module: its card actions, its turn and its gold share."""

from ...kernel.module import Module
from . import position
from ...kernel.turn import TURN, Turn
from .cards import HANDLERS, tools_whole
from .resample import Resampler
from .rounds import (
    KEEP_GOLD, KeepGold, deal_goals, end_round, gold_by_round, gold_found, reveal_reached_goals, start_game, view_part,
)
from .state import gold, new_gold
from .turn import LeanTurn, Passes, next_seat_with_cards



# Base's action kinds and their fields (saboteur.actions):
# | place     | card, at, turned   | lay a path card in the maze                 |
# | break     | card, target       | lay a broken tool in front of another player |
# | repair    | card, target, tool | mend one broken tool in front of a player    |
# | rockfall  | card, at           | remove a path card from the maze             |
# | map       | card, at           | look at a face-down goal                     |
# | pass      | card               | discard one card face down                   |
# | keep_gold | value              | keep one gold card of the share              |
ACTIONS = {
    "place": ("card", "at", "turned"),
    "break": ("card", "target"),
    "repair": ("card", "target", "tool"),
    "rockfall": ("card", "at"),
    "map": ("card", "at"),
    "pass": ("card",),
    "keep_gold": ("value",),
}


def gold_totals(game) -> list[int]:
    return [sum(values) for values in gold(game).held]


MODULE = Module(
    "base",
    actions=ACTIONS,
    handlers=HANDLERS,
    decisions={TURN: Turn(), KEEP_GOLD: KeepGold()},
    new_part=new_gold,
    setup=start_game,
    place_gate=tools_whole,
    turn_options={"pass": Passes()},
    end_round=end_round,
    next_seat=next_seat_with_cards,
    resampler=Resampler,
    totals=gold_totals,
    round_gold=gold_by_round,
    view_part=view_part,
    write_part=position.write_part,
    read_part=position.read_part,
    part_cards=position.part_cards,
    part_roles=position.part_roles,
    decision_data=position.DECISION_DATA,
    sketch_keys=("roles", "broken", "gold"),
    sketch_part="saboteur.games.base.sketch:sketch_part",
    deal_goals=deal_goals,
    goal_effect=gold_found,
    link_step=(2, reveal_reached_goals),
    lean_turn=LeanTurn(),
)
