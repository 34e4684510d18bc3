"""One predicate per rule: the conditions that explain a refusal refuse exactly the actions
that legal_actions() leaves out, and a rule's lookup of one action (for a copy with no
list yet) agrees (issue 12, 'One handler per action kind': listing and refusing come
from the same conditions, so no rule is written twice).

`Game.why_not` walks a handler's named conditions without looking at the legal list; the
test holds it to the list over every action a seat could name with the cards it holds,
in random positions of whole games (rules/base.md rulings 2 to 5 and 7).
"""

import random
from itertools import combinations

import pytest
import saboteur
from engine_helpers import pick
from saboteur.actions import Action, make, read
from saboteur.errors import IllegalAction

TOOLS = ("pick", "lantern", "cart", "hammer")
AIMED_AT_SEATS = ("break", "hands_off", "trap", "free", "inspect", "swap_hats", "swap_hands")
TABLES = {
    "base": ((3, 1), (5, 2), (7, 3), (10, 4)),
    "saboteur2": ((2, 1), (5, 2), (9, 3), (12, 4)),
    # a game with optional modules: "<game>+<module>+..."
    "base+new-goals": ((4, 1), (7, 2)),
    "saboteur2+new-goals": ((5, 1), (5, 43)),  # seed 43 reaches two goals at once: which turns first (ruling 9)
    "base+costume-workshop+underground-party": ((5, 3),),
    "saboteur2+costume-workshop+underground-party": ((4, 2),),
    "base+championship": ((4, 11), (8, 12)), "saboteur2+championship": ((3, 11), (10, 12)),
    "base+greedy-dwarf": ((4, 5), (9, 6)), "base+tournament": ((5, 7), (9, 8)),
    "base+right-of-way": ((3, 9), (8, 10)), "saboteur2+right-of-way": ((3, 11), (10, 12)),
    # seeds whose games open chests that ask each choice (book 002, 'Coffres aux trésors')
    "base+treasure-chests": ((4, 17), (7, 17)), "saboteur2+treasure-chests": ((3, 13), (9, 14)),
    "base+championship+treasure-chests": ((5, 16),),
    # The Lost Mines (issue 48, 'Must hold': the refusal sweep over the new game)
    "lost-mines": ((3, 21), (6, 22)),
    # La mine se rebelle (issue 49, 'Must hold': the refusal sweep over the new game)
    "dark-cave": ((2, 27), (5, 29), (8, 25)),
}


def every_action_named(game):
    """Every action the seat to move could name: each card it holds for every card use of
    every ruleset on every space around the maze (both turns) and every seat and tool, the
    pass, each pass of 1 to 3 held cards and each discard of two with each card lying in
    front; gold values and thefts at every seat (issue 47, 'Must hold': the refusal sweep
    over every ruleset; the kinds of another ruleset are refused too, never an error)."""
    seats = range(-1, game.players + 1)
    deciding = [Action("keep_gold", value=value) for value in range(0, 5)]
    deciding += [Action("steal", target=seat) for seat in seats]
    deciding += [Action("veto", "veto"), Action("veto", "map"), Action("allow")]  # anniversary ruling 3
    deciding += [Action("pay_toll"), Action("decline_toll")]  # right of way's toll
    cells = [(x, y) for x in range(-3, 12) for y in range(-5, 6)]
    view = game.view(game.to_move)
    hand = sorted(view["hand"])
    deciding += [Action("keep_discard", card) for card in sorted(set(hand) | set(view["discards"]["face_up"]))]
    # the treasure chests' choices (book 002, 'Coffres aux trésors'; anniversary rulings 9, 12)
    chest_cells = [(x, y) for x in range(2, 10) for y in range(-4, 5)]
    shown = view.get("treasure-chests", {}).get("looking_at", [])
    deciding += [Action(kind, at=at) for kind in ("open_chest", "move_goal") for at in chest_cells]
    deciding += [Action("first_goal", at=at) for at in chest_cells]  # new goals: which reached goal turns first (ruling 9)
    deciding += [Action(kind, target=seat) for kind in ("peek", "pickpocket") for seat in seats]
    deciding += [Action(kind, card) for kind in ("rummage", "pick_three") for card in sorted(set(hand) | set(shown) | {"map"})]
    # The Lost Mines' decisions (rules/lost-mines.md rulings 2, 3, 8)
    deciding += [Action("step", at=at) for at in cells] + [Action("stop"), Action("propose_end")]
    deciding += [Action(kind, value=value) for kind in ("take_treasure", "vote") for value in range(-1, game.players + 1)]
    # La mine se rebelle's decisions (rules/dark-cave.md rulings 2, 7, 9, 14)
    around = ([(x, y) for x in range(-5, 6) for y in range(-5, 6)] if game.rules.name == "dark-cave"
              else [(0, 0), (1, 0), (0, 1)])  # other games: their kinds refused as unknown, a few suffice
    deciding += [Action("move_to", at=at, value=value) for at in around for value in range(-1, 6)]
    deciding += [Action("cut_web", at=at, tool=side) for at in around for side in "ESN"]
    deciding += [Action("repel", value=value) for value in (-1, 0, 1, 2)]
    if game.phase == "scout_place":  # a scout's placements (anniversary ruling 5)
        return deciding + [Action("place", card, at, turned) for card in hand for at in cells for turned in (False, True)]
    if game.phase != "play":
        return deciding
    found = []
    for card in sorted(set(hand)):
        found.append(Action("pass", card))
        for at in cells:
            found += [Action("place", card, at, turned) for turned in (False, True)]
            found += [Action("rockfall", card, at), Action("map", card, at)]
            found.append(Action("recruit", card, at))  # right of way
        found += [Action(kind, card, target=seat) for kind in AIMED_AT_SEATS for seat in seats]
        found += [Action("repair", card, target=seat, tool=tool) for seat in seats for tool in TOOLS]
        found.append(Action("theft", card))
        # the championship cards (book 002; anniversary rulings 4 to 8)
        found += [Action(kind, card) for kind in ("reverse", "forgotten_treasure", "scout")]
        found += [Action("diversion", card, at, turned) for at in cells for turned in (False, True)]
        # The Lost Mines' cards (book 004 'Playing cards'; rulings 1, 4, 5, 6)
        for at in cells:
            found += [Action(kind, card, at) for kind in ("tool", "look_mine", "thunderstorm")]
            found += [Action(kind, card, at, tool=side) for kind in ("lay_trap", "lay_troll") for side in "NESWX"]
        found += [Action("look_treasure", card, value=value) for value in range(-1, game.players + 1)]
        found += [Action("look_dwarf", card, target=seat) for seat in seats]
        # La mine se rebelle's cards (book 000 'B – Jouer une carte Action'; rulings 7, 9, 10, 11)
        for at in around:
            found += [Action(kind, card, at) for kind in ("look_goal", "cave_in")]
            found += [Action("lay_web", card, at, tool=side) for side in "NESWX"]
            found += [Action("summon", card, at, value=value) for value in range(-1, 6)]
            found += [Action("place", card, at, turned) for turned in (False, True)]
        found += [Action(kind, card, target=seat) for kind in ("look_clan", "exchange", "equip") for seat in seats]
        goals = [(8, -2), (8, 0), (8, 2), (7, 0)]
        found += [Action("goal_swap", card, at=a, to=b, value=v) for a in goals for b in goals for v in (0, 1, 2)]
    lying = sorted(set(view["seats"][game.to_move].get("in_front", ())) | {"theft", "map"})
    for count in (1, 2, 3):  # JSON names no more (actions.MAX_CARDS)
        found += [Action("pass_cards", cards=cards) for cards in dict.fromkeys(combinations(hand, count))]
    for count in (1, 2, 3):
        found += [Action("discard", cards=cards) for cards in dict.fromkeys(combinations(hand, count))]
    pairs = dict.fromkeys(combinations(hand, 2))
    found += [Action("discard_two", cards=pair, removes=removes) for pair in pairs for removes in lying]
    found += [Action("discard_two", cards=triple, removes=lying[0]) for triple in combinations(hand, 3)][:5]
    return found + deciding


def read_once(action, kinds, seen):
    """`action` as `Game.refusal` reads it (checked as JSON would be): the engine's own copy of
    it, or the words that refuse it before any rule. Reading depends on the action and the
    ruleset's kinds alone, so each distinct action is read once (`seen`), then asked about in
    every position as the engine's copy, which `refusal` takes without reading it again."""
    found = seen.get(action)
    if found is None:
        try:
            read_back = read(action, kinds)
        except IllegalAction as error:
            found = str(error)
        else:
            assert read_back == action, f"{action} reads back as {read_back}"
            found = make(*read_back)
        seen[action] = found
    return found


@pytest.mark.parametrize("ruleset, players, seed", [(r, p, s) for r, tables in TABLES.items() for p, s in tables])
def test_the_conditions_refuse_exactly_what_the_legal_list_leaves_out(ruleset, players, seed):
    name, *modules = ruleset.split("+")
    game = saboteur.new_game(name, players=players, seed=seed, modules=modules)
    rng = random.Random(seed)
    checked = refused = 0
    seen = {}
    kinds = game.rules.composition.action_fields
    foreign_asked = set()  # the decision kinds under which the other rulesets' kinds were asked about
    while game.to_move is not None:
        if rng.random() < 0.15 or game.phase != "play":
            legal = set(game.legal_actions())
            # a copy with no legal list yet, where the rule looks each action up: asking leaves
            # it as it was (checked after), so one copy serves every action of this position
            fresh = game.copy()
            decision = fresh.decisions[-1]
            # An action of a kind this ruleset does not know is refused in the same words
            # whatever the position (`Game.why_not`): asked about once under each kind of
            # decision, not again at every position (most of the named actions are of such kinds)
            named = list(dict.fromkeys(every_action_named(game)))  # each once (a cave's squares are also cells)
            if decision.kind in foreign_asked:
                named = [action for action in named if action.kind in kinds]
            foreign_asked.add(decision.kind)
            lookup = fresh.rules.decision_rules[decision.kind]
            for action in named:
                reason = game.why_not(action)
                as_read = read_once(action, game.rules.composition.action_fields, seen)
                if isinstance(as_read, str):  # refused as written: by both copies, in these words
                    refusals = (as_read, as_read)
                    allowed = lookup.allows(fresh, decision, action)
                else:
                    refusals = (game.refusal(as_read), fresh.refusal(as_read))
                    # the copy has no list: its refusal is None exactly when the rule's lookup
                    # allows the action (Game._refusal), so the lookup is asked there, once
                    allowed = refusals[1] is None
                if action in legal:
                    assert reason is None, f"{action} is legal, yet: {reason}"
                    assert allowed and refusals == (None, None)
                else:
                    assert reason, f"{action} is not legal, yet no condition refuses it"
                    assert not allowed, f"{action} is not legal, yet the lookup allows it"
                    assert refusals[0] == refusals[1] == reason
                    refused += 1
                assert fresh.legal_cache is None, "a lookup made the copy's legal list"
                checked += 1
            assert fresh.position() == game.position(), "asking about actions changed the game"
        game.apply(pick(game, rng))
    assert refused > 1000 and checked > refused

