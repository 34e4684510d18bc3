"""The rules' resample (issue 12, 'Views, positions and records with a part per module':
one way the hidden parts could be, given a seat's view): every sample shows the seat to
move exactly what it saw, and deals what it could not see (rules/base.md ruling 6:
others' hands, the draw pile, roles, unseen goals, face-down discards) differently."""

import random

import pytest
import saboteur
from engine_helpers import pick

KNOWN = ("round", "phase", "to_move", "maze", "goals", "draw_pile", "discards", "gold_pile", "hand", "role",
         "legal_actions")


def seen(view):
    seats = [{key: seat[key] for key in ("hand_size", "broken", "gold_cards", "role", "gold")} for seat in view["seats"]]
    return {key: view[key] for key in KNOWN} | {"seats": seats}


@pytest.mark.parametrize("players, seed", [(3, 1), (6, 2), (10, 3)])
def test_every_sample_shows_the_seat_what_it_saw_and_deals_the_rest_again(players, seed):
    game = saboteur.new_game("base", players=players, seed=seed)
    rng = random.Random(seed)
    checked = 0
    while game.to_move is not None and game.round == 1:
        if rng.random() < 0.1:
            seat = game.to_move
            view = game.view(seat)
            resampler = game.rules.composition.resampler(game.rules, view, random.Random(checked))
            others = set()
            for number in range(6):
                sample = resampler.sample(random.Random(number))
                assert seen(sample.view(seat)) == seen(view)
                others.add(tuple(tuple(hand) for s, hand in enumerate(sample.hands) if s != seat) + tuple(sample.roles))
            assert len(others) > 1  # the hidden parts are dealt again, not copied
            checked += 1
        game.apply(pick(game, rng))
    assert checked >= 2
