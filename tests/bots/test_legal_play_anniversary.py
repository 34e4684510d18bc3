"""Every level plays the anniversary modules legally over whole games (issue 47, section 4;
book 002, the championship cards and variants; rules/anniversary.md): Easy, Medium and Hard
(Hard resampling the module's hidden roles from its view) at each table."""

import pytest
import saboteur
from bot_helpers import bot, play, rng_for

from saboteur.bots import LEVELS

SETS = [
    ("base+greedy-dwarf", 4), ("base+greedy-dwarf", 7),
    ("base+greedy-dwarf+sabotaged-dwarf", 5),
    ("base+tournament", 5), ("base+tournament", 9),
    ("base+right-of-way", 3), ("base+right-of-way", 6),
    ("saboteur2+right-of-way", 4), ("saboteur2+right-of-way", 9),
]


@pytest.mark.parametrize("ruleset, players", SETS)
def test_every_level_plays_the_module_legally_over_whole_games(ruleset, players):
    name, *modules = ruleset.split("+")
    game = saboteur.new_game(name, players=players, seed=players, modules=modules)
    bots = {seat: bot(LEVELS[1 + seat % 3], seat, seed=players) for seat in range(players)}
    kinds = set()

    def check(game, seat, view, action):
        assert action in view["legal_actions"], (seat, action)
        kinds.add(action["kind"])

    play(game, bots, rng_for("legal-anniversary", players), check=check)
    assert game.phase == "over" and len(game.results) == 3 and "place" in kinds


@pytest.mark.parametrize("ruleset, players", [("base+greedy-dwarf", 5), ("base+tournament", 7)])
def test_hard_resample_deals_the_greedy_dwarf_again_from_the_view(ruleset, players):
    """Issue 47, section 4; book 002, 2016 – Nain cupide and Variante du tournoi: Hard's
    resample, fed with its beliefs (saboteur seats only), deals every other dwarf card of
    the deck, greedy dwarves included, to the seats it does not take for saboteurs; the
    seat's own role is kept and the game's true roles are never read."""
    import random

    from saboteur.bots.beliefs import Tracker
    from saboteur.bots.determinize import Determinizer

    name, *modules = ruleset.split("+")
    game = saboteur.new_game(name, players=players, seed=11, modules=modules)
    deck = sorted(game.rules.role_deck(players))
    for seat in range(players):
        view = game.view(seat)
        tracker = Tracker(game.rules, seat, True).update(view)
        determinizer = Determinizer(game.rules, view, tracker, random.Random(seat))
        places = set()
        for draw in range(20):
            sample, _gold = determinizer.sample(random.Random(draw))
            assert sample.roles[seat] == game.roles[seat]
            assert sorted(sample.roles + sample.aside_roles) == deck
            places.add(tuple(s for s, role in enumerate(sample.roles) if role == "greedy-dwarf"))
        if game.roles[seat] != "greedy-dwarf":
            assert len(places) > 1  # dealt anew, not where the game put it
