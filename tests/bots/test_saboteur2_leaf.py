"""Hard's Saboteur 2 leaf (issue 14, "an expert that earns its name"): the nuggets a seat
takes from a round as book 002's 'Partage du trésor' pays them, with who links the gold
(rules/saboteur2.md ruling 3) and the thieves' thefts (ruling 6) counted."""

import random

import pytest

import saboteur
from saboteur.bots.leaf import HAND_SET, MOST_NUGGETS, plain_nugget_value
from saboteur.bots.leaf_fit import fit_leaf
from saboteur.bots.tournament import tournament_bot
from saboteur.bots.saboteur2_leaf import round_nuggets
from saboteur.games.base.rounds import gold_cell
from saboteur.games.saboteur2.payout import BLUE, GEOLOGIST, GREEN, SABOTEUR
from saboteur.games.saboteur2.state import table

ROLES = [BLUE, GREEN, BLUE, SABOTEUR, GEOLOGIST]


def round_one(roles=ROLES):
    game = saboteur.new_game("saboteur2", 5, 11)
    game.roles = list(roles)
    game.hands = [[] for _ in roles]  # no crystals to come: the geologist's pay is the maze's
    game.draw_pile = []
    return game


def test_a_connection_pays_the_team_of_the_gold_digger_who_links_it():
    # Book 002's table pays each of 1, 2, 3 winners 5, 4, 3 nuggets. A blue gold-digger who
    # lays the last card wins for blue alone (two blue seats: 4 each); the green one for
    # green alone (5); a saboteur or geologist who lays it, for both teams (3 winners: 3
    # each). Weighed by how much each digs: blue and green seats 1, the geologist 0.5, the
    # saboteur 0.1.
    game = round_one()
    nuggets = round_nuggets(game, 0, gold_cell(game), chance=1.0)
    assert nuggets[1] == pytest.approx((1 * 5 + 0.6 * 3) / 3.6)
    assert nuggets[0] == nuggets[2] == pytest.approx((2 * 4 + 0.6 * 3) / 3.6)
    assert nuggets[3] == 0  # a connection pays the saboteur nothing
    # The plain pay of the expert from before issue 14 lets every team win every connection.
    assert MOST_NUGGETS * plain_nugget_value(game, 0, gold_cell(game), 1, HAND_SET) != pytest.approx(nuggets[1])


def test_no_connection_pays_the_saboteurs_alone():
    game = round_one()
    nuggets = round_nuggets(game, 0, gold_cell(game), chance=0.0)
    assert nuggets == [0, 0, 0, 5, 0]  # one saboteur wins: 5 nuggets (the geologist's maze has no crystal yet)


def test_a_theft_in_front_takes_a_nugget_from_the_leader_when_the_round_ends():
    # Book 002, 'Voleur': each thief takes one nugget from a player of its choice; the bots rob the leader.
    game = round_one()
    table(game).nuggets = [1, 6, 2, 0, 0]
    without = round_nuggets(game, 0, gold_cell(game), chance=0.0)
    table(game).thefts = [4]
    with_theft = round_nuggets(game, 0, gold_cell(game), chance=0.0)
    # no connection: the saboteur (seat 3) takes 5 and leads with 5, but seat 1 still holds 6
    assert with_theft[4] == without[4] + 1
    assert with_theft[1] == without[1] - 1
    assert sum(with_theft) == sum(without)


def test_once_the_round_is_over_the_leaf_counts_its_pay_and_the_thefts_still_to_come():
    game = saboteur.new_game("saboteur2", 5, 11)
    bots = [tournament_bot("heuristic", seat, f"leaf/{seat}", None, None) for seat in range(5)]
    rng = random.Random(1)
    while not game.results:
        seat = game.to_move
        game.apply(bots[seat].choose(game.view(seat), rng))
    result, gold = game.results[0], gold_cell(game)
    paid = result["nuggets"]
    table(game).thefts = []
    assert round_nuggets(game, 0, gold, chance=0.5) == paid  # paid, whatever the chance said
    # seat 1 holds the most once paid; a free thief among the others takes one of its nuggets
    table(game).nuggets = [pay + (10 if seat == 1 else 0) for seat, pay in enumerate(paid)]
    thief = next(seat for seat in (0, 2, 3, 4) if seat not in result["trapped"])
    table(game).thefts = [thief]
    after = round_nuggets(game, 0, gold, chance=0.5)
    assert after[thief] == paid[thief] + 1 and after[1] == paid[1] - 1
    assert sum(after) == sum(paid)


def test_the_leaf_predicts_a_seats_nuggets_from_the_round_better_than_the_plain_pay():
    # fit-leaf's notes on deals the leaf's settings were not chosen on (its default seed is 50000)
    report = fit_leaf(games=16, seed=777, ruleset="saboteur2")
    error = report["nuggets_squared_error"]
    assert error["leaf.py"] < error["plain pay"]
