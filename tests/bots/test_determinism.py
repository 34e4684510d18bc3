"""Bots are pure (issue 5): the same view, rng and iteration cap give the same choice."""

from bot_helpers import bot, new_game, play, rng_for


def record_of(level, players, seed, ruleset="base"):
    bots = {seat: bot(level, seat, seed="s") for seat in range(players)}
    game = play(new_game(players, seed, ruleset), bots, rng_for("determinism", seed), until=lambda g: g.round > 1)
    return [action.to_json() for action in game.actions]


def test_expert_games_repeat_exactly():
    assert record_of("expert", 4, 21) == record_of("expert", 4, 21)


def test_belief_games_repeat_exactly():
    assert record_of("belief", 6, 22) == record_of("belief", 6, 22)


def test_saboteur2_games_repeat_exactly():
    for level, players in (("expert", 5), ("belief", 7), ("heuristic", 12)):
        assert record_of(level, players, 24, "saboteur2") == record_of(level, players, 24, "saboteur2")


def test_expert_counts_its_rollouts():
    game = new_game(5, seed=23)
    seat = game.to_move
    player = bot("expert", seat)
    player.choose(game.view(seat), rng_for("count"))
    search = player.last_search
    assert 0 < search["rollouts"] <= 24 and search["sweeps"] >= 1
