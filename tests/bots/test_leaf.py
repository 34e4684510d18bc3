"""The expert's leaf estimate of the gold-diggers' chance (issue 14, "beliefs that survive
deception ... calibrated from self-play rather than set by hand"): the fit recovers known
weights, and the fitted weights in leaf.py predict self-play rounds better than the
hand-set ones they replaced."""

import math
import random

import pytest

from saboteur.bots.leaf import FITTED, HAND_SET, ChanceWeights
from saboteur.bots.leaf_fit import LeafNotes, fit_leaf


def test_the_fit_recovers_the_weights_that_made_the_outcomes():
    truth = ChanceWeights(0.8, -0.4, 0.12)
    rng = random.Random(3)
    notes = LeafNotes()
    for _ in range(6000):
        terms = (1.0, float(rng.randint(1, 12)), rng.uniform(0.0, 40.0))
        z = truth.bias + truth.per_card * terms[1] + truth.per_play * terms[2]
        notes.waiting.append(terms)
        notes.round_over(rng.random() < 1 / (1 + math.exp(-z)))
    fitted = notes.fit()
    assert abs(fitted.bias - truth.bias) < 0.25
    assert abs(fitted.per_card - truth.per_card) < 0.04
    assert abs(fitted.per_play - truth.per_play) < 0.015
    assert notes.scores(fitted)["log_loss"] <= notes.scores(HAND_SET)["log_loss"]


# Saboteur 2's rounds mostly reach the gold (more seats dig): it needs more of them to tell.
@pytest.mark.parametrize("ruleset, games", [("base", 8), ("saboteur2", 16)])
def test_fitted_weights_predict_unseen_self_play_rounds_better_than_the_hand_set_ones(ruleset, games):
    # Deals the weights in leaf.py were not fitted on (fit-leaf's default seed is 50000).
    report = fit_leaf(games=games, seed=777, ruleset=ruleset)
    scores = report["scores"]
    assert report["ruleset"] == ruleset and report["positions"] > 300
    assert scores["leaf.py"]["brier"] < scores["hand-set"]["brier"]
    assert scores["leaf.py"]["log_loss"] < scores["hand-set"]["log_loss"]
    # a longer route hurts the gold-diggers, plays left help
    assert FITTED[ruleset].per_card < 0 < FITTED[ruleset].per_play


def test_fit_leaf_command_prints_the_fit_as_json(capsys):
    import json

    from saboteur.__main__ import main

    assert main(["fit-leaf", "--games", "2", "--seed", "9", "--ruleset", "saboteur2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and report["ruleset"] == "saboteur2" and report["positions"] > 0
    assert set(report["fitted"]) == {"bias", "per_card", "per_play"}
    assert set(report["scores"]) == {"fitted", "leaf.py", "hand-set"}
