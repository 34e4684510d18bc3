"""Hard searches with any set of anniversary modules (issue 47, section 4: "the rules'
resample covers each module's hidden state"): every sample of one search deals each
module's hidden facts again (chests under black cards, goal cards, who holds a veto, who
is the greedy dwarf; `Module.resample_part` and `Module.resample_again`, games/base/resample.py),
never from the true state, and shows the seat exactly its own view."""

import json
import random

import pytest
import saboteur
from bot_helpers import bot, play, rng_for

from saboteur.bots.beliefs import Tracker
from saboteur.bots.determinize import Determinizer


def without_log(view):
    return {key: value for key, value in view.items() if key != "log"}


def chests_unseen(sample, seat):
    """Book 002, 'Coffres aux trésors': the chests under black cards the seat did not look at."""
    return tuple(entry["chest"] for entry in sample.position()["treasure-chests"]["face_down"] if seat not in entry["seen_by"])


def goals_unseen(sample, seat):
    """Book 002, 'Nouvelles cartes Arrivée': the goal cards the seat has not seen."""
    return tuple(goal["card"] for goal in sample.position()["goals"] if seat not in goal["seen_by"])


def veto_holder(sample, seat):
    """Book 002, '2019 - Veto': who holds the veto (ruling 3: nobody learns it)."""
    return tuple(other for other, hand in enumerate(sample.position()["hands"]) if "veto" in hand and other != seat)


def greedy_seat(sample, seat):
    """Book 002, '2016 - Nain cupide': who got the greedy dwarf's card."""
    return tuple(other for other, role in enumerate(sample.roles) if role == "greedy-dwarf" and other != seat)


HIDDEN = [
    ("base", ["treasure-chests"], chests_unseen),
    ("saboteur2", ["treasure-chests"], chests_unseen),
    ("base", ["new-goals"], goals_unseen),
    ("saboteur2", ["new-goals"], goals_unseen),
    ("base", ["championship"], veto_holder),
    ("saboteur2", ["championship"], veto_holder),
    ("base", ["greedy-dwarf"], greedy_seat),
    ("base", ["championship", "new-goals", "treasure-chests", "greedy-dwarf", "right-of-way"], chests_unseen),
]


@pytest.mark.parametrize("ruleset, modules, hidden", HIDDEN)
def test_every_sample_of_one_search_deals_the_modules_hidden_part_again(ruleset, modules, hidden):
    game = saboteur.new_game(ruleset, 5, seed=7, modules=modules)
    bots = {seat: bot("heuristic", seat) for seat in range(5)}

    def searching(game):
        """A turn some moves in, of a seat that does not hold the veto itself."""
        return len(game.actions) >= 6 and game.phase == "play" and "veto" not in game.view(game.to_move)["hand"]

    play(game, bots, rng_for("resample", ruleset, *modules), until=searching)
    seat = game.to_move
    view = game.view(seat)
    tracker = Tracker(game.rules, seat, True).update(view)
    determinizer = Determinizer(game.rules, view, tracker, random.Random(1))
    dealt = set()
    for draw in range(20):
        sample, _gold = determinizer.sample(random.Random(draw))
        assert without_log(sample.view(seat)) == without_log(view)
        dealt.add(hidden(sample, seat))
        sample.apply(sample.legal_actions()[-1])  # the sample plays on
    assert len(dealt) > 1, dealt


def test_a_chest_looked_at_stays_and_the_others_move_in_every_sample():
    """Book 002, 'Coffres aux trésors': a map may look at a chest and its black card. The
    chest the seat saw is the same in every sample; the other three, dealt from the chests
    not known to be elsewhere, change from sample to sample of one search."""
    game = saboteur.new_game("base", players=4, seed=3, modules=["treasure-chests"])
    position = game.position()
    looked = position["treasure-chests"]["face_down"][0]
    looked["seen_by"] = [game.to_move]
    game = saboteur.from_position(json.loads(json.dumps(position)))
    seat = game.to_move
    view = game.view(seat)
    determinizer = Determinizer(game.rules, view, Tracker(game.rules, seat, True).update(view), random.Random(0))
    layouts = set()
    for draw in range(20):
        sample, _gold = determinizer.sample(random.Random(draw))
        part = sample.position()["treasure-chests"]
        assert part["face_down"][0]["chest"] == looked["chest"] and part["face_down"][0]["seen_by"] == [seat]
        assert sorted(e["chest"] for e in part["face_down"]) != [] and without_log(sample.view(seat)) == without_log(view)
        layouts.add(tuple(entry["chest"] for entry in part["face_down"][1:]))
    assert len(layouts) > 1


EVERY_BASE_MODULE = ["championship", "greedy-dwarf", "right-of-way", "costume-workshop", "underground-party", "new-goals",
                     "treasure-chests", "sabotaged-dwarf"]
EVERY_SABOTEUR2_MODULE = ["championship", "right-of-way", "costume-workshop", "underground-party", "new-goals", "treasure-chests"]


@pytest.mark.parametrize("ruleset, modules, players, seed", [
    ("base", EVERY_BASE_MODULE, 3, 0),  # an underground party deals seat 1 a saboteur (ruling 10)
    ("base", EVERY_BASE_MODULE, 5, 2),  # a rummage takes back the card seat 1 passed (book 002, chest 9)
    ("saboteur2", EVERY_SABOTEUR2_MODULE, 5, 2),
])
def test_hard_searches_whole_games_with_every_module_at_once(ruleset, modules, players, seed):
    """Issue 47 section 4 ("Hard searches with any set"): Hard at every seat plays a whole
    game with every module the game allows, searching at each turn. Its samples hold the
    role a postcard gave the seat (anniversary ruling 10: the costume workshop and the
    underground party change roles; beliefs.py starts its role beliefs again) and forget
    which of its passes lie in the discard once a card was taken back out of it (ruling 7:
    forgotten treasure, chest 9's rummage)."""
    game = saboteur.new_game(ruleset, players, seed, modules=modules)
    bots = {seat: bot("expert", seat, seed=seed) for seat in range(players)}
    unsearched = []

    def check(game, seat, view, action):
        assert action in view["legal_actions"]
        if "unsearched" in bots[seat].last_search:
            unsearched.append(bots[seat].last_search["unsearched"])

    play(game, bots, random.Random(seed), check=check)
    assert game.phase == "over" and not unsearched
