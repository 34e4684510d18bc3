"""The lean turns (issue 46, item 2: engine speed with every rule unchanged): base's and
Saboteur 2's own turn rules (`Module.lean_turn`) list, apply, tell and refuse exactly what
the kernel's turn built from the same modules' hooks does, over whole random games."""

import random
from dataclasses import replace

import saboteur
from saboteur.games import base, saboteur2
from saboteur.kernel.turn import Turn
from saboteur.ruleset import load_ruleset, with_modules


def kernel_turn_of(name: str):
    """The game `name` played by its modules without a lean turn: the kernel's `Turn`."""
    rules = load_ruleset(name)
    modules = tuple(replace(module, lean_turn=None) for module in rules.composition.modules)
    return with_modules(rules, modules)


def test_each_game_alone_takes_its_lean_turn_and_an_added_module_turns_it_off():
    """The lean turn stands for its game's own hooks: a module added after them (the
    sabotaged dwarf) gets the kernel's turn, which merges that module's hooks too."""
    assert type(load_ruleset("base").decision_rules["turn"]) is base.turn.LeanTurn
    assert type(load_ruleset("saboteur2").decision_rules["turn"]) is saboteur2.turn.LeanTurn
    assert type(load_ruleset("base", ["sabotaged-dwarf"]).decision_rules["turn"]) is Turn
    assert type(kernel_turn_of("base").decision_rules["turn"]) is Turn


def play_side_by_side(name: str, players: int, seed: int) -> int:
    """One random game played with the lean turn and with the kernel's, the same pick each
    move: the same legal actions in the same order, the same refusal of an action that is
    not legal, and at the end the same record (actions and every event). Returns the moves."""
    lean = saboteur.new_game(name, players, seed)
    kernel_rules = kernel_turn_of(name)
    kernel = saboteur.Game(kernel_rules, players, seed, kernel_rules.resolve_options(None)).start()
    pick = random.Random(seed)
    moves = 0
    while lean.to_move is not None:
        assert kernel.to_move == lean.to_move
        actions = lean.legal_actions()
        assert list(kernel.legal_actions()) == list(actions)
        if moves % 7 == 0:  # a pass of a card the seat does not hold: refused alike
            stranger = {"kind": "pass", "card": "map"} if name == "base" else {"kind": "pass_cards", "cards": ["map"]}
            assert kernel.refusal(stranger) == lean.refusal(stranger)
        action = actions[pick.randrange(len(actions))]
        lean.apply(action)
        kernel.apply(action)
        moves += 1
    assert kernel.to_move is None
    assert kernel.record() == lean.record()
    assert [kernel.log(seat) for seat in range(players)] == [lean.log(seat) for seat in range(players)]
    assert kernel.gold_totals() == lean.gold_totals()
    return moves


def test_base_lean_turn_plays_as_the_kernel_turn():
    assert sum(play_side_by_side("base", players, seed) for players, seed in ((3, 1), (5, 2), (10, 3))) > 300


def test_saboteur2_lean_turn_plays_as_the_kernel_turn():
    assert sum(play_side_by_side("saboteur2", players, seed) for players, seed in ((2, 4), (7, 5), (12, 6))) > 300


def test_an_action_applied_as_listed_does_what_apply_does():
    """Issue 46 (Hard's rollouts): `Game.apply_listed` skips the check of an action the rules
    listed, and changes the game exactly as `apply` does: the same record, event by event."""
    for name, players in (("base", 5), ("saboteur2", 7), ("dark-cave", 5), ("lost-mines", 4)):
        checked, listed = saboteur.new_game(name, players, 46), saboteur.new_game(name, players, 46)
        pick = random.Random(46)
        while checked.to_move is not None:
            actions = checked.legal_actions()
            action = actions[pick.randrange(len(actions))]
            checked.apply(action)
            listed.apply_listed(action)
        assert listed.to_move is None
        assert listed.record() == checked.record() and listed.log() == checked.log()
