"""How the bots measure the maze (bots/route.py): a gap that a rockfall cut in the route.

Book 001, rockfall ("Éboulement"): the card takes a path card out of the maze, so the
tunnel beyond it no longer joins the start; a path card laid in the gap joins it again.
"""

from bot_helpers import bot, rng_for

from saboteur import from_sketch
from saboteur.bots.beliefs import Tracker
from saboteur.bots.route import RouteMap, maze_from_view
from saboteur.grid import cell_of

GAP = [1, 0]
GOAL = cell_of(8, 0)


def cut_route(role="gold-digger", hand=("tunnel-NESW", "dead-N", "dead-NS", "tunnel-NS")):
    """Base, 5 players, seat 0 to play: a tunnel runs east from (2, 0) to (6, 0), one step
    from the middle goal, but the card at (1, 0) that joined it to the start is gone."""
    maze = [("tunnel-EW", [2, 0]), ("tunnel-EW", [3, 0]), ("tunnel-NEW", [4, 0]), ("tunnel-NEW", [5, 0]),
            ("tunnel-NESW", [6, 0])]
    return from_sketch({"ruleset": "base", "players": 5, "seed": 3, "to_move": 0, "roles": {0: role},
                        "hands": {0: list(hand)}, "maze": [{"at": at, "card": card} for card, at in maze]})


def test_a_card_in_the_gap_brings_the_stretch_beyond_it_into_the_route():
    game = cut_route()
    maze = maze_from_view(game.rules, game.view(0))
    filler = game.rules.catalogue.code("tunnel-NESW", False)
    routes = RouteMap(maze, [GOAL])
    assert routes.distance(GOAL) == 9  # around the cut-off stretch, from the start
    assert routes.distance_after_place(GOAL, cell_of(*GAP), filler) == 1  # (7, 0) is all that is left
    # Easy, Medium and the expert from before issue 14 measure the stretch as rock (players.py)
    assert RouteMap(maze, [GOAL], rejoins=False).distance_after_place(GOAL, cell_of(*GAP), filler) == 8


def test_hard_gold_diggers_fill_the_gap():
    action = bot("expert", 0).choose(cut_route().view(0), rng_for("gap", "expert"))
    assert (action["kind"], action["at"]) == ("place", GAP)


def test_a_hard_saboteur_leaves_the_gap_open():
    action = bot("expert", 0).choose(cut_route("saboteur").view(0), rng_for("gap", "saboteur"))
    assert action.get("at") != GAP


def test_the_table_reads_a_filled_gap_as_help():
    # the beliefs judge a placement by how much nearer it brings the gold (beliefs.py): the
    # gap filled brings it eight cards nearer, so the seat that fills it is less suspect
    game = cut_route()
    onlooker = Tracker(game.rules, None, True)
    before = onlooker.update(game.view(1)).saboteur_probabilities()[0]
    game.apply({"kind": "place", "card": "tunnel-NESW", "at": GAP, "turned": False})
    after = onlooker.update(game.view(1)).saboteur_probabilities()[0]
    assert after < before


def test_medium_measures_the_gap_as_rock_unless_told_to_refill():
    # tournaments' "/refill" (bots/tournament.py) makes Medium refill as Hard does and as
    # people do, the stand-in for a person at a guest table (bots/guest.py)
    from saboteur.bots.tournament import tournament_bot

    medium = tournament_bot("belief", 0, "gap", None, None)
    refilling = tournament_bot("belief/refill", 0, "gap", None, None)
    assert (medium.rejoins, refilling.rejoins) == (False, True)
    game = cut_route()
    filler = game.rules.catalogue.code("tunnel-NESW", False)
    seen = [player.facts(game.view(0)).routes.distance_after_place(GOAL, cell_of(*GAP), filler)
            for player in (medium, refilling)]
    assert seen == [8, 1]
