"""One predicate per rule: the conditions that explain a refusal refuse exactly the actions
that legal_actions() leaves out, and a rule's lookup of one action (for a copy with no
list yet) agrees (issue 12, 'One handler per action kind': listing and refusing come
from the same conditions, so no rule is written twice).

`Game.why_not` walks a handler's named conditions without looking at the legal list; the
test holds it to the list over every action a seat could name with the cards it holds,
in random positions of whole games (rules/base.md rulings 2 to 5 and 7).
"""

import random

import pytest
import saboteur
from engine_helpers import pick
from saboteur.actions import Action

TOOLS = ("pick", "lantern", "cart", "hammer")


def every_action_named(game):
    """Every action the seat to move could name: each card it holds for every use on every
    space around the maze (both turns) and every seat and tool, the pass, and gold values."""
    if game.phase == "gold":
        return [Action("keep_gold", value=value) for value in range(0, 5)]
    cells = [(x, y) for x in range(-3, 12) for y in range(-5, 6)]
    seats = range(-1, game.players + 1)
    found = []
    for card in sorted(set(game.view(game.to_move)["hand"])):
        found.append(Action("pass", card))
        for at in cells:
            found += [Action("place", card, at, turned) for turned in (False, True)]
            found += [Action("rockfall", card, at), Action("map", card, at)]
        found += [Action("break", card, target=seat) for seat in seats]
        found += [Action("repair", card, target=seat, tool=tool) for seat in seats for tool in TOOLS]
    return found


@pytest.mark.parametrize("players, seed", [(3, 1), (5, 2), (7, 3), (10, 4)])
def test_the_conditions_refuse_exactly_what_the_legal_list_leaves_out(players, seed):
    game = saboteur.new_game("base", players=players, seed=seed)
    rng = random.Random(seed)
    checked = refused = 0
    while game.to_move is not None:
        if rng.random() < 0.15 or game.phase == "gold":
            legal = set(game.legal_actions())
            for action in every_action_named(game):
                reason = game.why_not(action)
                fresh = game.copy()  # no legal list yet: the rule looks the one action up
                decision = fresh.decisions[-1]
                allowed = fresh.rules.decision_rules[decision.kind].allows(fresh, decision, action)
                if action in legal:
                    assert reason is None, f"{action} is legal, yet: {reason}"
                    assert allowed and game.refusal(action) is None and fresh.refusal(action) is None
                else:
                    assert reason, f"{action} is not legal, yet no condition refuses it"
                    assert not allowed, f"{action} is not legal, yet the lookup allows it"
                    assert game.refusal(action) == fresh.refusal(action) == reason
                    refused += 1
                checked += 1
        game.apply(pick(game, rng))
    assert refused > 1000 and checked > refused

