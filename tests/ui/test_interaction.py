import random

from ui import interaction as ix
from ui_helpers import played, views


def keys(view):
    return {ix.action_key(a) for a in view["legal_actions"]}


def random_ops(view, rng, steps=60):
    """Random clicks (legal and not); yields every action a confirm produces."""
    state = ix.new_state()
    hand = view["hand"]
    for _ in range(steps):
        op = rng.randrange(7)
        before = state
        if op == 0:
            state = ix.select_card(state, view, rng.randrange(-1, len(hand) + 2))
        elif op == 1:
            ids = [tg["id"] for tg in ix.targets(state, view)]
            junk = ["at:99,99", "seat:42", "discard", "gold:7", "at:0,0", "seat:0:pick"]
            state = ix.choose(state, view, rng.choice(ids + junk))
        elif op == 2:
            state = ix.turn(state, view)
            if not ix.can_turn(before, view):
                assert state is before
        elif op == 3:
            state, action = ix.confirm(state, view)
            if action is not None:
                yield action
            else:
                assert state is before
        elif op == 4:
            state = ix.cancel(state)
        elif op == 5:
            state = ix.discard(state, view)
        else:
            state = ix.sync(state, view)


def test_only_legal_actions_come_out():
    rng = random.Random(5)
    produced = 0
    for view in views(30):
        legal = keys(view)
        for _ in range(8):
            for action in random_ops(view, rng):
                assert ix.action_key(action) in legal
                produced += 1
    assert produced > 50


def test_illegal_clicks_change_nothing():
    game = played(players=4, seed=2, moves=5)
    view = game.view(game.to_move)
    state = ix.new_state()
    assert ix.select_card(state, view, 99) is state
    assert ix.choose(state, view, "at:1,0") is state  # nothing selected
    state = ix.select_card(state, view, 0)
    for bad in ("at:50,50", "seat:99", "gold:1", "nonsense"):
        assert ix.choose(state, view, bad) is state
    other = game.view((game.to_move + 1) % game.players)  # not this seat's turn
    assert other["legal_actions"] == []
    fresh = ix.new_state()
    assert ix.select_card(fresh, other, 0) is fresh
    assert ix.prompt(fresh, other) is None


def test_turn_only_when_a_turned_variant_is_legal():
    for view in views(30):
        for index, card in enumerate(view["hand"]):
            state = ix.select_card(ix.new_state(), view, index)
            if state["card"] is None:
                continue
            places = [a for a in view["legal_actions"] if a["card"] == card and a["kind"] == "place"]
            other = {a["turned"] for a in places} - {state["turned"]}
            assert ix.can_turn(state, view) == bool(other)
            for tg in ix.targets(state, view):
                if tg["kind"] == "spot":
                    assert tg["action"]["turned"] == state["turned"]


def test_turn_keeps_the_spot_when_the_turned_card_fits_there():
    for view in views(40):
        for index, card in enumerate(view["hand"]):
            state = ix.select_card(ix.new_state(), view, index)
            if not ix.can_turn(state, view):
                continue
            spots = [tg for tg in ix.targets(state, view) if tg["kind"] == "spot"]
            state = ix.choose(state, view, spots[0]["id"])
            turned = ix.turn(state, view)
            pending = turned["pending"]
            assert pending is None or (ix.is_legal(view, pending) and pending["at"] == spots[0]["at"]
                                       and pending["turned"] != state["pending"]["turned"])
            return
    raise AssertionError("no view with a turnable card")


def test_select_again_deselects_and_prompts():
    game = played(players=3, seed=3, moves=0)
    view = game.view(game.to_move)
    state = ix.select_card(ix.new_state(), view, 0)
    assert ix.prompt(state, view) in ("choose_spot", "choose_player", "choose_card_to_remove", "choose_goal", "no_spot")
    assert ix.select_card(state, view, 0) == ix.new_state()
    assert ix.prompt(ix.new_state(), view) == "select_card"


def test_whole_games_through_the_machine_only():
    for seed in range(3):
        game = played(players=3 + seed, seed=seed, moves=0)
        rng = random.Random(seed)
        while game.to_move is not None:
            view = game.view(game.to_move)
            state = ix.new_state()
            if ix.gold_phase(view):
                tgs = ix.targets(state, view)
                state = ix.choose(state, view, rng.choice(tgs)["id"])
            else:
                state = ix.select_card(state, view, rng.randrange(len(view["hand"])))
                tgs = ix.targets(state, view)
                if rng.random() < 0.3 and ix.can_turn(state, view):
                    state = ix.turn(state, view)
                    tgs = ix.targets(state, view)
                state = ix.choose(state, view, rng.choice(tgs)["id"])
            state, action = ix.confirm(state, view)
            assert action is not None and ix.action_key(action) in keys(view)
            game.apply(action)
        assert game.is_over


def test_sync_clears_a_stale_selection():
    game = played(players=4, seed=9, moves=3)
    seat = game.to_move
    view = game.view(seat)
    state = ix.select_card(ix.new_state(), view, 0)
    game.apply(game.legal_actions()[-1])
    assert ix.sync(state, game.view(seat)) == ix.new_state()
