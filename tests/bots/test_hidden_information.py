"""Bots decide from the view alone (issue 5; rules/base.md ruling 6 and rules/saboteur2.md
list the secrets), in every ruleset.

A game whose secrets are dealt again gives the seat the same view, so every level must
make the same choice in it; the expert's own sampled games must match the view too.
"""

import random

import pytest
from bot_helpers import bot, new_game, play, rng_for, secrets_dealt_again

import saboteur
from saboteur.bots import FLAT_EXPERT, LEVELS
from saboteur.bots.beliefs import Tracker
from saboteur.bots.determinize import Determinizer
from saboteur.games.saboteur2.state import table


def without_log(view):
    return {key: value for key, value in view.items() if key != "log"}


def positions(players, seed, stops, ruleset="base"):
    """(game, seat) at several moments of a heuristic game: the seat to move."""
    bots = {seat: bot("heuristic", seat) for seat in range(players)}
    game = new_game(players, seed, ruleset)
    rng = rng_for("positions", players, seed)
    for stop in stops:
        play(game, bots, rng, until=lambda g: len(g.actions) >= stop or g.phase != "play")
        if game.phase == "play":
            yield game.copy(), game.to_move


@pytest.mark.parametrize("ruleset", saboteur.RULESETS)
@pytest.mark.parametrize("players,seed", [(4, 2), (5, 3), (8, 4)])
def test_same_view_same_choice_when_secrets_are_shuffled(ruleset, players, seed):
    for game, seat in positions(players, seed, stops=(3, 17, 31), ruleset=ruleset):
        view = game.view(seat)
        for attempt in range(2):
            other = secrets_dealt_again(game, seat, random.Random(attempt))
            assert other.hands != game.hands or other.roles != game.roles
            other_view = other.view(seat)
            # a loaded game starts a fresh log; the seat's own log knows no secret of others
            other_view["log"] = view["log"]
            assert without_log(other_view) == without_log(view)
            for level in LEVELS + (FLAT_EXPERT,):
                first = bot(level, seat).choose(view, random.Random(9))
                second = bot(level, seat).choose(other_view, random.Random(9))
                assert first == second, (level, players, len(game.actions))


@pytest.mark.parametrize("ruleset", saboteur.RULESETS)
def test_sampled_games_show_the_seat_its_own_view(ruleset):
    for game, seat in positions(6, 5, stops=(4, 25, 40), ruleset=ruleset):
        view = game.view(seat)
        rules = saboteur.load_ruleset(ruleset)
        tracker = Tracker(rules, seat, bayesian=True).update(view)
        determinizer = Determinizer(rules, view, tracker, random.Random(1))
        for attempt in range(5):
            sample, gold_slot = determinizer.sample(random.Random(attempt))
            sampled_view = sample.view(seat)
            assert without_log(sampled_view) == without_log(view)
            assert sample.rules.catalogue.types[sample.goal_cards[gold_slot]].treasure == "gold"
            dropped = table(sample).dropped_roles if "saboteur2" in sample.parts else []
            assert sorted(sample.roles + sample.aside_roles + dropped) == sorted(rules.role_deck(6))
            sample.apply(sample.legal_actions()[-1])  # the sample plays on


def test_a_bot_follows_a_game_loaded_from_a_position():
    # the web worker rebuilds bots on resume, and games may start from a position
    game = new_game(5, seed=8)
    bots = {seat: bot("belief", seat) for seat in range(5)}
    play(game, bots, rng_for("load"), until=lambda g: len(g.actions) >= 12)
    loaded = saboteur.from_position(game.position())
    fresh = {seat: bot(level, seat) for seat, level in zip(range(5), ("expert", "belief", "heuristic", "belief", "expert"))}
    play(loaded, fresh, rng_for("loaded"), until=lambda g: g.round > 1)
    assert len(loaded.results) == 1
