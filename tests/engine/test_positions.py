"""Positions version 2 (docs/family.md 'Position version 2'; core/saboteur/position.py): the
kernel's keys, the stack of decisions, one part per module. A position written by any
ruleset loads to the same game at every phase, version 1 still loads, and a corrupt
version 2 position is refused with its fault named."""

import copy
import json
import random

import pytest
import saboteur
from engine_helpers import GD, ROW_TO_6, SAB, dummy_result, gold_share, load, phase, pick, scenario
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_rules_gold import pile_with_top

GAMES = settings(
    max_examples=3, deadline=None, derandomize=True, database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
seeds = st.integers(min_value=0, max_value=2**32 - 1)
PHASES = {"base": ("play", "gold", "over"), "saboteur2": ("play", "steal", "over"),
          "lost-mines": ("play", "move", "vote_end", "over"),  # issue 48: a dwarf's move, the vote
          "dark-cave": ("play", "move", "creature", "vote_end", "over")}  # issue 49: a creature's move too


def through_json(value):
    return json.loads(json.dumps(value))


def seen(game, seat):
    """What `seat` is shown, but for what only the events tell: the log, and once the game
    is over each round's gold (docs/engine.md 'Views', results: null for rounds before a
    load). A game loaded from a position starts with no events."""
    view = game.view(seat)
    del view["log"]
    for result in view["results"]:
        result.pop("gold", None)
    return view


def assert_loads_to_the_same_game(game):
    position = game.position()
    loaded = saboteur.from_position(through_json(position))
    assert loaded.position() == position
    assert loaded.legal_actions() == game.legal_actions()
    for seat in [None, *range(game.players)]:
        assert seen(loaded, seat) == seen(game, seat), f"seat {seat}"
    return loaded


def played(ruleset, players, seed, until):
    """A random game of `ruleset` played until `until(game)` or its end."""
    game = saboteur.new_game(ruleset, players=players, seed=seed)
    rng = random.Random(seed)
    while game.to_move is not None and not until(game):
        game.apply(pick(game, rng))
    return game


@pytest.mark.parametrize("ruleset", saboteur.RULESETS)
@GAMES
@given(data=st.data(), seed=seeds)
def test_a_position_loads_to_a_game_with_the_same_views_and_actions(ruleset, data, seed):
    """docs/family.md 'Position version 2': from_position(position()) gives a game every
    seat sees the same and that has the same legal actions, in every phase (base: play,
    gold share, over; Saboteur 2: play, thefts, over) and for every player count of the
    ruleset (base 3 to 10, book 001; Saboteur 2 2 to 12, rules/saboteur2.md)."""
    rules = saboteur.load_ruleset(ruleset)
    players = data.draw(st.integers(rules.min_players, rules.max_players), label="players")
    game = saboteur.new_game(ruleset, players=players, seed=seed)
    rng = random.Random(seed)
    phases = set()
    number = 0
    while game.to_move is not None:
        if number % 20 == 0 or game.phase != "play":
            assert_loads_to_the_same_game(game)
            phases.add(game.phase)
        game.apply(pick(game, rng))
        number += 1
    assert_loads_to_the_same_game(game)
    assert {"play"} <= phases | {game.phase} and game.phase == "over"


def reached(ruleset, wanted):
    """A game in phase `wanted` and its seed: the first random game of a few seeds to reach
    it, or for base's gold share (rare in random play) a finder about to reach the gold."""
    if (ruleset, wanted) == ("base", "gold"):
        game = load(scenario(5, hands=[["map"], ["rockfall"], ["break-pick"], ["tunnel-NEW", "map"], ["break-cart"]],
                             maze=ROW_TO_6, roles=[GD, SAB, GD, GD, SAB], to_move=3, gold_pile=pile_with_top(3, 2, 1)))
        game.apply({"kind": "place", "card": "tunnel-NEW", "at": [7, 0], "turned": False})
        return game, 0
    for seed in range(40):
        game = played(ruleset, 3 + seed % 8, seed, until=lambda g: g.phase == wanted)
        if game.phase == wanted:
            return game, seed
    raise AssertionError(f"no game of {ruleset} reached {wanted}")


@pytest.mark.parametrize("ruleset, wanted", [(r, p) for r in saboteur.RULESETS for p in PHASES[r]])
def test_every_phase_of_every_ruleset_round_trips_and_plays_on_alike(ruleset, wanted):
    """Each phase met (the first game of a few seeds that reaches it): the loaded game is
    the same and, given the same actions, stays the same (base.md ruling 7 gold share,
    saboteur2.md ruling 6 thefts in order)."""
    game, seed = reached(ruleset, wanted)
    loaded = assert_loads_to_the_same_game(game)
    rng = random.Random(seed)
    for _ in range(60):
        if game.to_move is None:
            break
        action = pick(game, rng)
        game.apply(action)
        loaded.apply(action)
        assert loaded.position() == game.position()


def test_a_saboteur2_position_carries_its_module_part():
    """rules/saboteur2.md: cards in front, the theft order (ruling 6), the 10 cards set aside
    ('Mise en place'), roles dropped by swap hats (ruling 7) and nuggets (ruling 8) are
    written under the module's name, and the thefts are decisions with their thieves."""
    game = played("saboteur2", 5, 3, until=lambda g: g.phase == "steal")
    position = game.position()
    assert position["modules"] == ["base", "saboteur2"]
    assert set(position["saboteur2"]) == {"in_front", "thefts", "aside", "dropped_roles", "nuggets"}
    assert len(position["saboteur2"]["aside"]) == 10
    top = position["decisions"][-1]
    assert set(top) == {"kind", "seat", "thieves"} and top["kind"] == "steal" == phase(position)
    assert position["to_move"] == top["seat"] and position["saboteur2"]["thefts"]


# -- version 1 ------------------------------------------------------------------------------------


def test_a_version_1_position_loads_and_is_written_back_as_version_2():
    """docs/family.md: version 1 is read by moving its keys into version 2 (phase and
    gold_share become decisions); the game writes version 2, and so do its records."""
    old = scenario(5, hands=[["map"], ["rockfall"], ["dead-N"], ["break-pick"], ["map"]], to_move=2)
    game = load(old)
    position = game.position()
    assert position["version"] == 2 and "phase" not in position and "roles" not in position
    assert position["decisions"] == [{"kind": "turn", "seat": 2}]
    assert position["base"]["roles"] == old["roles"] and position["base"]["gold_pile"] == old["gold_pile"]
    assert game.record()["start"] == position
    assert saboteur.load_record(through_json(game.record())).position() == position


def test_a_version_1_gold_share_becomes_a_keep_gold_decision():
    """rules/base.md ruling 7: the share's values and keepers in order, the first deciding."""
    old = scenario(5, hands=[["map"], ["rockfall"], ["dead-N"], ["break-pick"], ["map"]], last_seat=1,
                   results=[dummy_result(1, 5)])
    old.update(phase="gold", to_move=3, gold_share={"values": [old["gold_pile"].pop(), old["gold_pile"].pop()], "keepers": [3, 1]})
    position = load(old).position()
    assert position["decisions"] == [{"kind": "keep_gold", "seat": 3, "values": [3, 3], "keepers": [3, 1]}]
    assert gold_share(position) == old["gold_share"]


# -- corrupt version 2 positions ----------------------------------------------------------------------


def base_v2():
    """A base position in version 2: maps seen, a broken tool, cards in the maze and discards."""
    return load(scenario(
        5, hands=[["tunnel-NS", "map"], ["rockfall"], ["dead-N"], ["break-pick"], ["map"]],
        maze=[(1, 0, "tunnel-EW", False), (2, 0, "tunnel-NESW", False)], broken=[[], ["break-cart"], [], [], []],
        discards=[("map", True)], seen_by={0: [2]}, roles=[GD, SAB, GD, GD, SAB],
    )).position()


def sharing_gold(p):
    """`p` (base) in the gold share: two gold cards from the pile, seats 3 then 1 keeping."""
    values = [p["base"]["gold_pile"].pop(), p["base"]["gold_pile"].pop()]
    p.update(to_move=3, last_seat=1, results=[dummy_result(1, 5)],
             decisions=[{"kind": "keep_gold", "seat": 3, "values": values, "keepers": [3, 1]}])
    return p


BASE_FAULTS = [
    ("no base part", lambda p: p.pop("base"), r"the position has no 'base' \(the state of that module\)"),
    ("modules of another ruleset", lambda p: p.update(modules=["base", "saboteur2"]),
     r"Saboteur is played with the modules \['base'\], not \['base', 'saboteur2'\]"),
    ("version 1 keys in version 2", lambda p: p.pop("decisions") and p.update(phase="play"), r"the position has no 'decisions'"),
    ("roles of another player count", lambda p: p["base"].update(roles=[SAB] * 5),
     r"roles dealt, set aside and dropped are not the dwarf cards for 5 players: 3 saboteur too many"),
    ("two broken picks", lambda p: p["draw_pile"].remove("break-pick") or p["draw_pile"].remove("break-pick")
     or p["base"]["broken"].__setitem__(2, ["break-pick", "break-pick"]), r"seat 2 has two broken tools of the same kind"),
    ("a map lying as a broken tool", lambda p: p["draw_pile"].remove("map") or p["base"]["broken"][3].append("map"),
     r"only broken tools may lie in front of seat 3"),
    ("a broken tool counted twice", lambda p: p["base"]["broken"][3].append("break-cart"), r"68 cards where the deck has 67: 1 break-cart too many"),
    ("a gold card too many", lambda p: p["base"]["gold_pile"].append(3), r"gold cards .* are not the game's gold cards"),
    ("a turned card that looks the same turned", lambda p: p["maze"][2].update(turned=True),
     r"tunnel-NESW at \[2, 0\] looks the same turned around, so it lies with turned=false"),
    ("a hand emptied while the pile lasts", lambda p: p["draw_pile"].append(p["hands"][2].pop()),
     r"seat 2 holds no card while the draw pile still has \d+"),
    ("decision of an unknown kind", lambda p: p.update(decisions=[{"kind": "dig", "seat": 0}]),
     r"a decision must be an object whose kind is one of keep_gold, turn, not \{'kind': 'dig'"),
    ("to_move not the top decision's seat", lambda p: p.update(to_move=1), r"to_move must be the seat of the top decision \(0\), not 1"),
    ("a turn for no seat", lambda p: p.update(decisions=[{"kind": "turn", "seat": 9}], to_move=9), r"to_move must be a seat, not 9"),
    ("two turns", lambda p: p["decisions"].insert(0, {"kind": "turn", "seat": 1}),
     r"the round's turn lies at the bottom of the stack of decisions, once"),
    ("over with a seat to move", lambda p: p.update(decisions=[], round=3, results=[{}, {}, {}]), r"nobody moves once the game is over"),
    ("over in round 1", lambda p: p.update(decisions=[], to_move=None, results=[{}]), r"over only after round 3, not in round 1"),
    ("results missing", lambda p: p.update(round=2), r"round 2 in phase 'play' needs 1 or 2 round results"),
    ("gold share with a keeper too few", lambda p: sharing_gold(p)["decisions"][0]["keepers"].pop(), r"keep_gold needs one keeper per gold card"),
    ("gold share whose first keeper is not deciding", lambda p: sharing_gold(p)["decisions"][0].update(seat=1) or p.update(to_move=1),
     r"while gold is shared, the first keeper moves: seat 1 is not first of \[3, 1\]"),
    ("gold share from no pile", lambda p: sharing_gold(p)["base"]["gold_pile"].append(1), r"gold cards in the pile, held and being shared"),
    ("gold share with nobody who played last", lambda p: sharing_gold(p).update(last_seat=None),
     r"in phase 'gold', last_seat must name the seat that played the round's last card"),
]


@pytest.mark.parametrize("name, corrupt, message", BASE_FAULTS, ids=[f[0] for f in BASE_FAULTS])
def test_a_corrupt_base_position_is_refused_naming_the_fault(name, corrupt, message):
    """docs/engine.md 'Positions': the checks of version 1 hold in version 2 (67 deck cards
    and 28 gold cards exactly, book 001; the dwarf cards of the player count, 'Préparation';
    one broken tool of a kind; the seat to move holds a card) and the stack of decisions is
    checked: its top names the seat to move, the turn at the bottom, ruling 7's share."""
    position = base_v2()
    load(position)  # the uncorrupted position loads
    if name.startswith("gold share"):
        load(sharing_gold(copy.deepcopy(position)))
    corrupt(position)
    asked = copy.deepcopy(position)
    with pytest.raises(saboteur.InvalidPosition, match=message):
        saboteur.from_position(position)
    assert position == asked  # loading reads the caller's data, never changes it


def saboteur2_v2():
    """A Saboteur 2 position at a round's start, with two thefts and a trapped card left
    in the draw pile for the faults to lay."""
    for seed in range(100):
        position = saboteur.new_game("saboteur2", players=5, seed=seed).position()
        pile = position["draw_pile"]
        if pile.count("theft") >= 2 and pile.count("trapped") >= 2:
            return position
    raise AssertionError("no deal leaves thefts and trapped cards in the pile")


def lay(position, seat, card):
    """`card` from the draw pile laid in front of `seat` (a theft also joins the order)."""
    position["draw_pile"].remove(card)
    position["saboteur2"]["in_front"][seat].append(card)
    if card == "theft":
        position["saboteur2"]["thefts"].append(seat)
    return position


def dropped_by_swap_hats(position):
    part = position["saboteur2"]
    part["dropped_roles"].append(position["base"]["aside_roles"].pop())
    return position


SABOTEUR2_FAULTS = [
    ("no saboteur2 part", lambda p: p.pop("saboteur2"), r"the position has no 'saboteur2'"),
    ("a card in front counted twice", lambda p: lay(p, 1, "theft")["saboteur2"]["in_front"][1].append("theft"),
     r"seat 1 has two cards of the same kind in front"),
    ("a theft in front that is also in the pile", lambda p: p["saboteur2"]["in_front"][2].append("theft") or p["saboteur2"]["thefts"].append(2),
     r"118 cards where the deck has 117: 1 theft too many"),
    ("a set-aside card swapped for another", lambda p: p["saboteur2"]["aside"].__setitem__(0, "swap-hats" if p["saboteur2"]["aside"][0] != "swap-hats" else "map"),
     r"117 cards where the deck has 117: 1 \S+ too many"),
    ("nine cards set aside", lambda p: p["draw_pile"].append(p["saboteur2"]["aside"].pop()), r"10 cards are set aside each round"),
    ("a broken tool among the cards in front", lambda p: p["draw_pile"].remove("break-pick") or p["saboteur2"]["in_front"][0].append("break-pick"),
     r"only theft and trapped cards lie in front of seat 0 besides broken tools"),
    ("a role dropped twice", lambda p: dropped_by_swap_hats(p)["saboteur2"]["dropped_roles"].append("boss"),
     r"roles dealt, set aside and dropped are not the dwarf cards for 5 players: 1 boss too many"),
    ("a dropped role still undealt", lambda p: p["saboteur2"]["dropped_roles"].append(p["base"]["aside_roles"][0]),
     r"roles dealt, set aside and dropped are not the dwarf cards for 5 players: 1 \S+ too many"),
    ("a theft not in the order", lambda p: lay(p, 3, "theft")["saboteur2"].update(thefts=[]),
     r"thefts must list each seat with a theft in front once, in the order they laid it \(\[3\]\), not \[\]"),
    ("a seat twice in the theft order", lambda p: lay(p, 3, "theft")["saboteur2"]["thefts"].append(3),
     r"thefts must list each seat with a theft in front once"),
    ("negative nuggets", lambda p: p["saboteur2"]["nuggets"].__setitem__(2, -1), r"seat 2 holds -1 nuggets"),
    ("nuggets in halves", lambda p: p["saboteur2"]["nuggets"].__setitem__(2, 1.5), r"seat 2 holds 1.5 nuggets"),
    ("nuggets as true", lambda p: p["saboteur2"]["nuggets"].__setitem__(2, True), r"seat 2 holds True nuggets"),
    ("nuggets for four seats", lambda p: p["saboteur2"]["nuggets"].pop(), r"'nuggets' must list one entry per seat \(5\)"),
    ("a hand of seven", lambda p: p["hands"][0].append(p["draw_pile"].pop()), r"seat 0 holds 7 cards; hands hold at most 6 with 5 players"),
]


@pytest.mark.parametrize("name, corrupt, message", SABOTEUR2_FAULTS, ids=[f[0] for f in SABOTEUR2_FAULTS])
def test_a_corrupt_saboteur2_position_is_refused_naming_the_fault(name, corrupt, message):
    """rules/saboteur2.md: every card is somewhere, the 10 set aside and those in front
    included ('Mise en place'); the 15 roles are dealt, undealt or dropped (ruling 7); one
    card of a kind in front of a player, only theft and trapped besides broken tools
    (ruling 6); the theft order is the thefts in front; nuggets are whole numbers (book:
    tokens); hands hold at most 6 (ruling 1)."""
    position = saboteur2_v2()
    load(lay(lay(dropped_by_swap_hats(copy.deepcopy(position)), 1, "theft"), 1, "trapped"))  # legal uses of each part load
    corrupt(position)
    asked = copy.deepcopy(position)
    with pytest.raises(saboteur.InvalidPosition, match=message):
        saboteur.from_position(position)
    assert position == asked


def stealing():
    """A Saboteur 2 game whose thieves are stealing (ruling 6), with a theft left after the first."""
    for seed in range(200):
        game = played("saboteur2", 3 + seed % 8, seed, until=lambda g: g.phase == "steal" and g.decisions[-1].data)
        if game.phase == "steal" and game.decisions[-1].data:
            return game.position()
    raise AssertionError("no game reached two thieves")


def test_thefts_are_decisions_in_the_books_order():
    """rules/saboteur2.md ruling 6: after the payout, the thief who laid a theft last robs
    first, then the others clockwise; the steal decision names the thieves still to come,
    and a position whose order breaks that is refused."""
    position = stealing()
    load(position)
    top = position["decisions"][-1]
    for corrupt, message in [
        (lambda p: p["decisions"][-1].update(thieves=top["thieves"][::-1] + [top["seat"]]), r"do not end the order of the untrapped thieves"),
        (lambda p: p["decisions"][-1].update(seat=top["thieves"][0], thieves=[top["seat"]]) or p.update(to_move=top["thieves"][0]),
         r"do not end the order of the untrapped thieves"),
        (lambda p: p["saboteur2"].update(nuggets=[0] * p["players"]), rf"seat {top['seat']} has nobody to rob, so is not asked to steal"),
        (lambda p: p["decisions"][-1].update(thieves=[p["players"]]), rf"steal thieves: there is no seat {position['players']}"),
        (lambda p: p.update(last_seat=None), r"in phase 'steal', last_seat must name the seat"),
    ]:
        corrupted = copy.deepcopy(position)
        corrupt(corrupted)
        with pytest.raises(saboteur.InvalidPosition, match=message):
            saboteur.from_position(corrupted)
