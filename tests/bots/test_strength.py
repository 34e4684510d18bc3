"""The levels do what they are for (issue 5): beliefs find saboteurs, heuristics beat chance
(in base and in Saboteur 2)."""

from bot_helpers import bot, new_game, play, rng_for

from saboteur.bots.beliefs import Tracker
from saboteur.bots.tournament import nugget_tournament, tournament, wilson
from saboteur.gold import SABOTEUR


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
