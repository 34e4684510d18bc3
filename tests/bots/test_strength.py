"""The levels do what they are for (issue 5): beliefs find saboteurs, heuristics beat chance
(in base and in Saboteur 2), and the heuristic digs by Saboteur 2's doors (issue 12)."""

import pytest
from bot_helpers import bot, new_game, play, rng_for

from saboteur import from_sketch

from saboteur.bots.beliefs import Tracker
from saboteur.bots.intervals import wilson
from saboteur.bots.tournament import nugget_tournament, tournament
from saboteur.games.base.gold import SABOTEUR


def test_belief_puts_more_weight_on_true_saboteurs_than_the_prior():
    # book 001: 5 players use 2 saboteurs and 4 gold-diggers, one card set aside
    gains = []
    for seed in range(4):
        bots = {seat: bot("belief", seat) for seat in range(5)}
        game = new_game(5, seed=100 + seed)
        seen_round = {}

        def look(game, seat, view, action):
            # the belief each seat holds on its turn; the last one of a round is kept
            bots[seat].observe(view)
            seen_round[seat] = (game.round, list(bots[seat].tracker.saboteur_probabilities()), list(bots[seat].tracker.prior))

        def until(game):
            return game.round > 1

        play(game, bots, rng_for("beliefs", seed), until=until, check=look)
        roles = game.results[0]["roles"]
        for seat, (_, probabilities, prior) in seen_round.items():
            saboteurs = [s for s in range(5) if s != seat and roles[s] == SABOTEUR]
            for s in saboteurs:
                gains.append(probabilities[s] - prior[s])
    assert gains and sum(gains) / len(gains) > 0.05


def test_heuristic_beats_random_in_a_small_tournament():
    report = tournament(["heuristic", "random"], players=5, games=8, seed=3)
    heuristic, random_level = report["by_level"]["heuristic"], report["by_level"]["random"]
    assert heuristic["win_rate"] >= 0.7
    assert heuristic["ci95"][0] > random_level["ci95"][1]


def test_wilson_interval():
    low, high = wilson(50, 100)
    assert abs(low - 0.4038) < 1e-3 and abs(high - 0.5962) < 1e-3
    assert wilson(0, 0) == (0.0, 1.0)


def test_saboteur2_beliefs_read_inspections_swaps_and_doors():
    game = new_game(5, seed=31, ruleset="saboteur2")
    seat = game.to_move
    view = game.view(seat)
    inspected, door_layer = (seat + 1) % 5, (seat + 2) % 5
    tracker = Tracker(game.rules, seat, bayesian=True).update(view)
    prior_blue = tracker.team_probabilities()[door_layer]
    view["log"] += [
        {"type": "inspect", "seat": seat, "card": "inspection", "target": inspected, "role": "saboteur"},
        {"type": "place", "seat": door_layer, "card": "door-blue-EW", "at": [1, 0], "turned": False},
    ]
    tracker.update(view)
    assert tracker.saboteur_probabilities()[inspected] == 1.0
    assert tracker.known_roles() == {inspected: "saboteur"}
    assert tracker.team_probabilities()[door_layer] > prior_blue
    view["log"].append({"type": "swap_hats", "seat": door_layer, "card": "swap-hats", "target": inspected})
    tracker.update(view)
    assert tracker.known_roles() == {}
    assert abs(tracker.saboteur_probabilities()[inspected] - tracker.prior[inspected]) < 0.2


def test_heuristic_earns_more_nuggets_than_random_in_saboteur2():
    report = nugget_tournament(["heuristic", "random"], players=5, games=24, seed=7)
    heuristic, random_level = report["by_level"]["heuristic"], report["by_level"]["random"]
    assert heuristic["mean_nuggets"] >= 1.5 * random_level["mean_nuggets"]
    assert heuristic["ci95"][0] > random_level["ci95"][1]


def _heuristic_choice(role, hand, maze):
    """What a heuristic seat 0 of `role` plays from a sketched Saboteur 2 position."""
    game = from_sketch({"ruleset": "saboteur2", "players": 5, "seed": 3, "to_move": 0, "roles": {0: role},
                        "hands": {0: hand}, "maze": [{"at": at, "card": card} for at, card in maze]})
    return bot("heuristic", 0).choose(game.view(0), rng_for("doors", 0))


@pytest.mark.parametrize("role, door", [("gold-digger-blue", "door-blue-EW"), ("gold-digger-green", "door-green-EW")])
def test_saboteur2_gold_digger_lays_its_own_door_on_the_route(role, door):
    # book 002 'Extension' and rules/saboteur2.md ruling 3: a door lets through only the
    # gold-diggers of its colour, so its own door shuts the other team out of the gold
    action = _heuristic_choice(role, ["door-green-EW", "door-blue-EW", "tunnel-NS", "dead-N"],
                               [([1, 0], "tunnel-EW"), ([2, 0], "tunnel-EW")])
    assert (action["kind"], action["card"], action["at"]) == ("place", door, [3, 0])


def test_saboteur2_gold_digger_does_not_dig_on_past_the_other_colours_door():
    # ruling 3: the path east runs through a green door; reaching the gold by it would make
    # the green team the winners, so a blue gold-digger opens a way of its own instead
    maze = [([1, 0], "door-green-EW"), ([2, 0], "tunnel-EW")]
    hand = ["tunnel-EW", "tunnel-NE", "tunnel-NS", "dead-N"]
    blue = _heuristic_choice("gold-digger-blue", hand, maze)
    assert blue["kind"] == "place" and blue["at"] in ([0, 1], [0, -1], [-1, 0])
    green = _heuristic_choice("gold-digger-green", hand, maze)  # for green the east is open
    assert (green["kind"], green["at"]) == ("place", [3, 0])
