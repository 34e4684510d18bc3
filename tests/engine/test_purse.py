"""The purse of nuggets the anniversary modules share (rules/anniversary.md ruling 1):
nuggets add to a seat's gold (base: gold cards plus nuggets); paying 1 takes a nugget, and
a seat holding only gold cards gives one back and takes the change in nuggets; nuggets are
as private as gold cards (base.md ruling 6, saboteur2.md ruling 8)."""

import pytest
import saboteur
from saboteur.games.anniversary import purse
from saboteur.games.base.state import gold
from saboteur.ruleset import with_modules


def purse_game(ruleset="base", players=4):
    """A new game whose rules compose the purse after the game's own modules."""
    game = saboteur.new_game(ruleset, players=players, seed=5)
    rules = with_modules(game.rules, game.rules.composition.modules + (purse.MODULE,))
    composed = saboteur.Game(rules, players, 5, game.options).start()
    return composed


def test_nuggets_add_to_gold_cards_in_base():
    """Ruling 1: in base the score is gold cards plus nuggets."""
    game = purse_game()
    gold(game).held[1] = [3]
    purse.gain(game, 1, 2, "gold-sack-2")
    assert game.gold_totals()[1] == 5
    assert purse.nuggets(game)[1] == 2


def test_paying_one_takes_a_nugget_and_gives_it_to_the_holder():
    """Ruling 1 (and ruling 13: a toll goes to the token holder)."""
    game = purse_game()
    purse.gain(game, 0, 2, "test")
    assert purse.pay(game, 0, 2, "toll")
    assert purse.nuggets(game)[:3] == [1, 0, 1]
    assert purse.pay(game, 0, None, "dragon")  # to the supply
    assert game.gold_totals()[:3] == [0, 0, 1]


def test_a_seat_with_only_gold_cards_pays_by_change():
    """Ruling 1: a seat holding only gold cards gives one back (its smallest) and takes the
    change in nuggets; only it is told which card went back."""
    game = purse_game()
    gold(game).held[3] = [3, 2]
    pile_before = len(gold(game).pile)
    assert purse.pay(game, 3, None, "dragon")
    assert gold(game).held[3] == [3]
    assert len(gold(game).pile) == pile_before + 1 and gold(game).pile[0] == 2
    assert purse.nuggets(game)[3] == 1
    assert game.gold_totals()[3] == 4
    public, private = game.events[-1]
    assert public["amount"] == -1 and "gold_card" not in public and private == {3: {"gold_card": 2}}


def test_a_seat_with_nothing_cannot_pay_and_nothing_changes():
    """Ruling 1: paying needs a nugget or a gold card."""
    game = purse_game()
    events = len(game.events)
    assert not purse.can_pay(game, 1)
    assert not purse.pay(game, 1, 0, "toll")
    assert len(game.events) == events and purse.nuggets(game) == [0, 0, 0, 0]


def test_in_saboteur2_the_purse_moves_the_games_own_nuggets():
    """Ruling 1: Saboteur 2 pays in nuggets already; the modules' nuggets are the same ones."""
    game = purse_game("saboteur2", players=5)
    purse.gain(game, 4, 1, "gold-sack-1")
    assert game.parts["saboteur2"].nuggets[4] == 1
    assert game.gold_totals()[4] == 1  # counted once, by Saboteur 2


def test_nuggets_are_private_until_the_game_ends():
    """Base.md ruling 6 through ruling 1: a seat sees its own count, not the others'."""
    game = purse_game()
    purse.gain(game, 2, 1, "test")
    seats = {entry["seat"]: entry for entry in game.view(2)["seats"]}
    assert seats[2]["nuggets"] == 1 and seats[0]["nuggets"] is None
    assert all(entry["nuggets"] is None for entry in game.view(0)["seats"] if entry["seat"] != 0)


def test_rounds_add_up_to_the_totals_after_change_is_made():
    """Issue 45's rule for the round table, kept by the purse: the payouts by round, summed
    over the modules, add up to each seat's total, a payment by change included."""
    game = purse_game()
    gold(game).held[0] = [2]
    game.event({"type": "round_end", "round": 1})
    game.event({"type": "keep_gold", "round": 1, "seat": 0}, {0: {"value": 2}})
    game.round = 2
    purse.pay(game, 0, 1, "toll")
    by_round = game.rules.composition.round_gold(game)
    assert [sum(column[seat] for column in by_round.values()) for seat in range(4)] == game.gold_totals()


def test_a_position_with_a_module_that_needs_the_purse_loads_again(monkeypatch):
    """Positions name every module they are played with (issue 47, 'API'), the purse among
    them; loading one composes the purse again through the optional module that needs it."""
    from saboteur.games.anniversary import combinations
    from saboteur.kernel.module import Module
    from saboteur.ruleset import OPTIONAL

    monkeypatch.setitem(combinations.GAMES, "nugget-test", ("base",))
    monkeypatch.setitem(OPTIONAL, "nugget-test", (purse.MODULE, Module("nugget-test")))
    game = saboteur.new_game("base", players=4, seed=2, modules=["nugget-test"])
    purse.gain(game, 1, 2, "test")
    position = game.position()
    assert position["modules"] == ["base", "purse", "nugget-test"]
    loaded = saboteur.from_position(position)
    assert loaded.rules.extra_modules == ("nugget-test",)
    assert purse.nuggets(loaded) == [0, 2, 0, 0] and loaded.position() == position


def test_a_lesson_sketch_names_the_nuggets_its_seats_hold():
    """docs/lessons.md section 2 (issue 47 section 5: lessons of the modules that move nuggets):
    `nuggets` gives a seat its count, the others none; Saboteur 2 names its own under `gold`."""
    game = saboteur.from_sketch({"ruleset": "base", "players": 4, "modules": ["new-goals"], "nuggets": {"2": 3}})
    assert purse.nuggets(game) == [0, 0, 3, 0]
    for sketch, fault in (
        ({"ruleset": "base", "nuggets": {"0": -1}}, "sketch nuggets.0: must be a count"),
        ({"ruleset": "saboteur2", "nuggets": {"0": 1}}, "sketch nuggets: Saboteur 2's nuggets are named by 'gold'"),
    ):
        with pytest.raises(saboteur.InvalidPosition, match=fault):
            saboteur.from_sketch({"players": 4, "modules": ["right-of-way"], **sketch})


def test_a_game_that_keeps_its_own_nuggets_names_them_and_the_purse_moves_those():
    """Ruling 1 (in Saboteur 2 the nuggets won are the game's own): a module names the
    nuggets it keeps (`Module.nuggets`: Saboteur 2's), and the purse moves those, whatever
    the module is called (issue 47 gaps item 5: the purse found them by part name)."""
    from saboteur.kernel.module import Module

    kept = {}
    game = saboteur.new_game("base", players=4, seed=5)
    own = Module("own-nuggets", nuggets=lambda game: kept.setdefault(id(game), [0, 0, 5, 0]))
    rules = with_modules(game.rules, game.rules.composition.modules + (own, purse.MODULE))
    game = saboteur.Game(rules, 4, 5, game.options).start()
    purse.gain(game, 2, 2, "gold-sack-2")
    assert purse.nuggets(game) == [0, 0, 7, 0] and game.parts[purse.NAME].nuggets == [0, 0, 0, 0]
    assert purse.totals(game) == [0, 0, 0, 0]  # the game that keeps them counts them
    assert saboteur.load_ruleset("saboteur2").composition.nuggets is not None
    assert saboteur.load_ruleset("base").composition.nuggets is None
