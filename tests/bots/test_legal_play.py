"""Every level always plays one of view["legal_actions"] (issue 5), over whole games."""

import json

import pytest
from bot_helpers import bot, new_game, play, rng_for

from saboteur.bots import LEVELS, make_bot


@pytest.mark.parametrize("players", [3, 5, 7, 10])
def test_every_level_plays_legal_actions_over_whole_games(players):
    # levels around the table, so that each level meets the others
    bots = {seat: bot(LEVELS[seat % len(LEVELS)], seat, seed=players) for seat in range(players)}
    decisions = []

    def check(game, seat, view, action):
        assert action in view["legal_actions"], (seat, action)
        decisions.append(action["kind"])

    game = play(new_game(players, seed=players), bots, rng_for("legal", players), check=check)
    assert game.phase == "over" and len(game.results) == 3
    assert "place" in decisions
    for seat, player in bots.items():
        beliefs = json.loads(json.dumps(player.beliefs()))
        assert set(beliefs) == {"roles", "gold"}
        assert all(0.0 <= p <= 1.0 for p in list(beliefs["roles"].values()) + list(beliefs["gold"].values()))


@pytest.mark.parametrize("players", [2, 5, 12])
def test_every_level_plays_saboteur2_legally_over_whole_games(players):
    bots = {seat: bot(LEVELS[seat % len(LEVELS)], seat, seed=players) for seat in range(players)}
    kinds = set()

    def check(game, seat, view, action):
        assert action in view["legal_actions"], (seat, action)
        kinds.add(action["kind"])

    game = play(new_game(players, seed=players, ruleset="saboteur2"), bots, rng_for("legal2", players), check=check)
    assert game.phase == "over" and len(game.results) == 3
    assert "place" in kinds and kinds & {"pass_cards", "discard_two"}
    for player in bots.values():
        beliefs = json.loads(json.dumps(player.beliefs()))
        assert all(0.0 <= p <= 1.0 for p in list(beliefs["roles"].values()) + list(beliefs["gold"].values()))


def test_levels_by_number_and_name():
    # the page passes 1..3; tournaments pass names
    for number, name in enumerate(LEVELS):
        assert make_bot(number, 0, 1).level == name == make_bot(name, 0, 1).level
    assert make_bot("3", 0, 1).level == "expert"
    with pytest.raises(ValueError):
        make_bot(7, 0, 1)


def test_beliefs_name_every_seat_and_goal():
    game = new_game(5, seed=11)
    seat = game.to_move
    player = bot("belief", seat)
    player.choose(game.view(seat), rng_for("names"))
    beliefs = player.beliefs()
    assert sorted(beliefs["roles"]) == list(range(5))
    assert sorted(beliefs["gold"]) == ["8,-2", "8,0", "8,2"]
    assert abs(sum(beliefs["gold"].values()) - 1.0) < 1e-3  # rounded to 4 places
    own = beliefs["roles"][seat]
    assert own == (1.0 if game.view(seat)["role"] == "saboteur" else 0.0)
