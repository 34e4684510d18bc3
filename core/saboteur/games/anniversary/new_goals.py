"""New goal cards (book 002, 'Nouvelles cartes Arrivée'; rules/anniversary.md, the table of
new goals, rulings 1, 9 and 11): 8 goal cards, 5 in play at (8,-4) to (8,4). Each round the
treasure and 4 of the other 7, drawn at random, are shuffled face down on the 5 slots; the
3 others wait for the next round, when all 8 are used again. A goal acts on the player who
revealed it: the treasure is the game's gold; the spider ends the round at once, as if the
treasure was never reached (the saboteurs win); a gold sack gives 1 or 2 nuggets; the
dragon takes 1 nugget if the player has any (a gold card changed, ruling 1); a stone does
nothing. Maps look at any face-down goal, as in the game.

Several goals reached at once (book: "révélez-en une au choix et appliquez son effet, puis
révélez l'autre (sauf si la 1re carte met fin à la partie)"; ruling 9): the player chooses
which turns first, a decision `first_goal` (action `first_goal`, field `at`) asked whenever
two or more face-down goals are reached together, whatever they hold (asking only when their
cards differ would tell everyone something of them). Its data is the turn's draw, as a
chest's choice (`facedown.resume_links`).

The cards not in play are the goal cards the slots do not hold, so the module keeps no
state of its own: positions, views and the resample need nothing more than the goals'.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import Action, make
from ...errors import InvalidPosition
from ...grid import cell_of, xy
from ...kernel.decisions import Decision
from ...kernel.facedown import ROUND_LOST, end_round_at_once, resume_links
from ...kernel.module import DecisionData, Module
from ..base.rounds import reveal_reached_goals
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


FIRST_GOAL = "first_goal"  # decision and action kind; at: the reached goal turned over first


def reached_goals(game: Game) -> list[int]:
    """The face-down goals a path linked to the start touches (not a chest's black card)."""
    return [cell for cell in game.maze.reached_goals() if cell in game.goal_cards]


class FirstGoal:
    """Which of the goals reached at once turns over first (ruling 9 within a kind). The
    chosen goal turns and acts; if it ends the round the others are turned over without
    effect, else what else is linked resolves (chests a goal's paths reach, then the goals
    left: a choice again while two or more are left), then the turn ends."""

    phase = FIRST_GOAL
    action_kinds = (FIRST_GOAL,)
    not_now = "no goals reached at once are waiting to be turned over"
    in_private = False
    links_pending = True  # the goals reached with the chosen one wait for it (facedown.links_pending)

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        return [make(FIRST_GOAL, at=xy(cell)) for cell in reached_goals(game)]

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        return action in self.legal_actions(game, decision)

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        if action.kind != FIRST_GOAL:
            return f"seat {decision.seat} must now choose which reached goal turns first, not {action.kind}"
        if action not in self.legal_actions(game, decision):
            return f"no face-down goal reached by the path lies at {list(action.at)}"
        return None

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        seat = decision.seat
        game.pop()
        ends = reveal_reached_goals(game, seat, first=cell_of(*action.at))
        if ends:
            end_round_at_once(game, seat, ends)
        else:
            resume_links(game, seat, decision.data[0], action)


def _write_choice(data: tuple) -> dict:
    return {"draw": data[0]}


def _read_choice(game: Game, seat: int, entry: dict) -> tuple:
    draw = entry.get("draw")
    if not isinstance(draw, int) or isinstance(draw, bool) or not 0 <= draw <= 2:
        raise InvalidPosition("the choice of the goal turned first must say the draw that ends the turn after it (draw: 0, 1 or 2)")
    if len(reached_goals(game)) < 2:
        raise InvalidPosition("a choice of the goal turned first needs two face-down goals reached by the path")
    return (draw,)


MODULE = Module(
    NAME, cards=NAME, goal_layout=SLOTS, deal_goals=deal_goals, goal_effect=goal_effect,
    actions={FIRST_GOAL: ("at",)}, decisions={FIRST_GOAL: FirstGoal()},
    decision_data={FIRST_GOAL: DecisionData(_write_choice, _read_choice)}, goal_choice=FIRST_GOAL,
)
