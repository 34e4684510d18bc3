"""The rules kernel (issue 12, section 1): modules composed into a ruleset, the stack of
pending decisions, events with private parts for several seats, chance drawn from the
game's seed. Base Saboteur is the first module; these tests use its rules."""

import random

import saboteur
from engine_helpers import GD, ROW_TO_6, SAB, load, pick, scenario
from saboteur.games import base
from saboteur.kernel.handlers import Condition, Handler
from saboteur.kernel.module import Module
from saboteur.ruleset import load_ruleset, with_modules
from test_rules_gold import pile_with_top


def test_to_move_is_the_seat_of_the_top_decision_and_the_gold_share_is_one():
    """rules/base.md ruling 7: the keepers choose in turn, a real decision: while gold is
    shared the top decision is the keeper's, above nothing (the round's turn is over)."""
    game = load(scenario(5, hands=[["map"], ["rockfall"], ["break-pick"], ["tunnel-NEW", "map"], ["break-cart"]],
                         maze=ROW_TO_6, roles=[GD, SAB, GD, GD, SAB], to_move=3, gold_pile=pile_with_top(3, 2, 1)))
    assert [(d.kind, d.seat) for d in game.decisions] == [("turn", 3)]
    game.apply({"kind": "place", "card": "tunnel-NEW", "at": [7, 0], "turned": False})
    # three gold-diggers: seats 3, 2, 0 keep in that order (ruling 7)
    keepers = [d.seat for d in game.decisions]
    assert [d.kind for d in game.decisions] == ["keep_gold"] and keepers == [game.to_move] == [3]
    while game.phase == "gold":
        assert game.to_move == game.decisions[-1].seat
        game.apply(game.legal_actions()[0])
    assert game.round == 2 and [d.kind for d in game.decisions] == ["turn"]
    assert game.decisions[-1].seat == game.to_move == (3 + 1) % 5  # left of the finder (ruling 9)


def test_an_event_may_tell_several_seats_each_their_own_part():
    """saboteur2.md ruling 7 (swap hands: both seats learn their new hands) and base.md
    ruling 4 (a map: only its reader learns the goal): each seat named in an event's
    private part reads its own part, every other seat and spectators only the public one."""
    game = saboteur.new_game("base", players=4, seed=3)
    game.event({"type": "swap_hands", "seat": 1, "target": 2}, {1: {"hand": ["map"]}, 2: {"hand": ["rockfall"]}})
    public = {"type": "swap_hands", "seat": 1, "target": 2}
    assert game.log(1)[-1] == dict(public, hand=["map"])
    assert game.log(2)[-1] == dict(public, hand=["rockfall"])
    assert game.log(0)[-1] == game.log(None)[-1] == public


def test_a_map_tells_its_reader_only():
    """rules/base.md ruling 4: only the player who looked learns the goal."""
    game = load(scenario(4, hands=[["map"], ["map"], ["map"], ["map"]], roles=[GD, GD, SAB, GD]))
    game.apply({"kind": "map", "card": "map", "at": [8, 0]})
    told = [seat for seat in range(4) if "goal" in game.log(seat)[-2]]
    assert told == [0] and "goal" not in game.log(None)[-2]


def test_chance_comes_from_the_game_seed_and_its_label_only():
    """Issue 12, 'Chance in the middle of a round': a draw is the same for the same game
    seed and label (in a copy, in a game loaded from its position), and another label or
    seed draws apart."""
    game = saboteur.new_game("base", players=5, seed="table 7")
    play = random.Random(1)
    for _ in range(12):
        game.apply(pick(game, play))
    draw = game.chance("round1/swap_hats/1").random()
    assert game.copy().chance("round1/swap_hats/1").random() == draw
    assert saboteur.from_position(game.position()).chance("round1/swap_hats/1").random() == draw
    assert game.chance("round1/swap_hats/2").random() != draw
    assert saboteur.new_game("base", players=5, seed="table 8").chance("round1/swap_hats/1").random() != draw


class NoMapsHandler(Handler):
    """A test module's rule: maps may not be played (only passed)."""

    kind = "map"
    conditions = (Condition("maps are not played", lambda game, seat, card, action: "maps are not played here"),)

    def card_actions(self, game, seat, card):
        return []


def test_a_later_module_replaces_a_handler_of_an_earlier_one():
    """Issue 12, 'Rules as modules, composed': a ruleset is its modules in order; a later
    module's handler for an action kind replaces the earlier one, for listing and refusing."""
    no_maps = with_modules(load_ruleset("base"), (base.MODULE, Module("no-maps", handlers={"map": NoMapsHandler()})))
    game = saboteur.Game(no_maps, 4, 5, no_maps.resolve_options(None)).start()
    play = random.Random(5)
    seen_map = False
    while game.to_move is not None and game.round == 1:
        seen_map |= "map" in game.view(game.to_move).get("hand", [])
        assert all(action.kind != "map" for action in game.legal_actions())
        game.apply(pick(game, play))
    assert seen_map
    refused = saboteur.Game(no_maps, 4, 5, no_maps.resolve_options(None)).start()
    holder = next(seat for seat in range(4) if "map" in refused.view(seat)["hand"])
    refused.set_decisions([base.turn.TURNS[holder]])
    assert refused.refusal({"kind": "map", "card": "map", "at": [8, 0]}) == "maps are not played here"


def test_the_action_kinds_are_the_modules_and_a_ruleset_reads_only_its_own():
    """Issue 47 section 1, 'Modules bring their own action kinds and fields; the kernel
    names none': base reads its kinds only, so a Saboteur 2 theft or steal sent to a base
    game is refused as unknown (it raised a KeyError) and the game is unchanged."""
    from saboteur.actions import make

    assert set(load_ruleset("base").composition.action_fields) == set(base.ACTIONS)
    assert "steal" in load_ruleset("saboteur2").composition.action_fields
    game = saboteur.new_game("base", players=4, seed=1)
    before = game.position()
    for action in ({"kind": "steal", "target": 1}, make("steal", target=1), saboteur.Action("theft", "map")):
        assert game.refusal(action).startswith("unknown action kind")
        try:
            game.apply(action)
        except saboteur.IllegalAction as error:
            assert "unknown action kind" in str(error)
        else:
            raise AssertionError(f"{action} was applied in a base game")
    assert game.position() == before
    # an old JSON action still reads, with or without its ruleset's table
    place = {"kind": "place", "card": "tunnel-NS", "at": [0, -1], "turned": False}
    assert saboteur.Action.from_json(place) == saboteur.Action.from_json(place, load_ruleset("base").composition.action_fields)


def test_two_modules_share_an_action_kind_only_with_the_same_fields():
    """Issue 47 section 1: an action is written without its ruleset at hand, so one kind
    has one set of fields whichever module brings it."""
    import pytest

    Module("same-place", actions={"place": ("card", "at", "turned")})
    with pytest.raises(ValueError, match="place"):
        Module("other-place", actions={"place": ("card", "target")})


def test_the_kernel_imports_no_game():
    """Issue 47 section 1, 'the registry of games outside the kernel': the games register
    themselves (saboteur.games), so no kernel file imports a game; only the top-level API
    (saboteur/__init__.py) and the command line import the registry."""
    import ast
    from pathlib import Path

    package = Path(saboteur.__file__).parent
    kernel = [p for p in package.glob("*.py") if p.name not in ("__init__.py", "__main__.py")]
    kernel += list((package / "kernel").glob("*.py"))
    for path in kernel:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""] + [alias.name for alias in node.names]
                assert not any(name == "games" or name.startswith("games.") for name in names), f"{path.name} imports a game"


def test_to_move_follows_the_top_of_the_stack_through_push_and_pop():
    """Issue 47 section 1, '`Game` keeps `to_move` through push and pop of decisions'
    (eight places set it by hand): a pushed decision moves its seat, popping it hands the
    move back to the decision below, and popping the last leaves nobody to move."""
    from saboteur.kernel.decisions import Decision

    game = saboteur.new_game("base", players=4, seed=2)
    turn = game.decisions[-1]
    game.push(Decision("keep_gold", (turn.seat + 2) % 4, ((3,), ((turn.seat + 2) % 4,))))
    assert game.to_move == (turn.seat + 2) % 4
    assert game.pop().kind == "keep_gold" and game.to_move == turn.seat
    game.replace_top(Decision("turn", (turn.seat + 1) % 4))
    assert game.to_move == (turn.seat + 1) % 4
    game.pop()
    assert game.to_move is None and game.is_over


def test_payouts_add_up_across_modules_and_every_module_begins_each_round():
    """Issue 47 section 1, 'payouts and winners composed across modules (gold cards plus
    nuggets, ruling 1)': a module that pays one nugget a round to every seat adds to base's
    gold cards instead of replacing them, and its round beginning runs after base's deal
    in every round (the Composition kept only the last module's totals and setup)."""
    begun = []

    def nugget_a_round(game):
        return [len(begun)] * game.players

    def by_round(game):
        return {number: [1] * game.players for number in range(1, len(begun) + 1)}

    nuggets = Module("nugget-a-round", totals=nugget_a_round, round_gold=by_round,
                     begin_round=lambda game: begun.append((game.round, len(game.hands[0]))))
    rules = with_modules(load_ruleset("base"), (base.MODULE, nuggets))
    game = saboteur.Game(rules, 4, 3, rules.resolve_options(None)).start()
    play = random.Random(3)
    while game.to_move is not None:
        game.apply(pick(game, play))
    assert begun == [(1, 6), (2, 6), (3, 6)]  # after each deal of 6 cards to 4 players
    gold_only = [sum(values) for values in game.parts["base"].held]
    assert game.gold_totals() == [gold + 3 for gold in gold_only]
    assert game.winners() == [seat for seat, gold in enumerate(gold_only) if gold == max(gold_only)]
    rounds = rules.composition.round_gold(game)
    assert [sum(rounds[n][seat] for n in rounds) for seat in range(4)] == game.gold_totals()


def test_a_module_adds_to_the_turn_without_replacing_it():
    """Issue 47 section 1, 'one turn built from hooks that every module may add to: the
    play options, the draw count and its changes': a module that adds a 'shout' option
    (draw two instead of one), forbids path cards and has the next seat draw after a pass
    keeps base's card actions and passes, lists its option after them, and applies it."""
    from saboteur.actions import make

    class Shout:
        kinds = ("shout",)

        def listing(self, game, seat, actions):
            return actions + [make("shout")]

        def refusal(self, game, seat, action):
            return None

        def apply(self, game, seat, action):
            game.event({"type": "shout", "seat": seat})
            return 2

    def next_seat_draws_after_a_pass(game, seat, action, drawer, count):
        return ((seat + 1) % game.players, count) if action.kind == "pass" else (drawer, count)

    shouting = Module("shouting", actions={"shout": ()}, place_gate=lambda game, seat: False,
                      turn_options={"shout": Shout()}, draw=next_seat_draws_after_a_pass)
    rules = with_modules(load_ruleset("base"), (base.MODULE, shouting))
    game = saboteur.Game(rules, 4, 7, rules.resolve_options(None)).start()
    seat, hand = game.to_move, game.view(game.to_move)["hand"]
    legal = game.legal_actions()
    assert [a.kind for a in legal][-len(set(hand)) - 1:] == ["pass"] * len(set(hand)) + ["shout"]
    assert not any(a.kind == "place" for a in legal) and any(a.kind != "pass" for a in legal[:-len(set(hand)) - 1])
    game.apply({"kind": "shout"})
    assert len(game.hands[seat]) == len(hand) + 2 and game.log()[-3]["type"] == "shout"
    after = game.to_move
    neighbour_hand = len(game.hands[(after + 1) % 4])
    game.apply(next(a for a in game.legal_actions() if a.kind == "pass"))
    assert len(game.hands[(after + 1) % 4]) == neighbour_hand + 1  # the next seat drew
    assert game.refusal({"kind": "shout"}) is None and load_ruleset("base").composition.turn_option_of.get("shout") is None
