"""Round trips through JSON (actions, views, records, positions) and the errors for records
and positions that are corrupt or foreign (docs/engine.md 'Positions', 'Records')."""

import copy
import json
import random

import pytest
import saboteur
from engine_helpers import GD, ROW_TO_6, SAB, load, phase, pick, play_random, scenario


def through_json(value):
    return json.loads(json.dumps(value))


def played(players=5, seed=1, steps=None, options=None):
    return play_random(saboteur.new_game("base", players=players, seed=seed, options=options), random.Random(seed), steps)


@pytest.mark.parametrize("players", [3, 6, 10])
def test_actions_and_views_survive_json_at_every_step(players):
    """docs/engine.md 'Actions' and 'Views': actions convert to JSON and back to the same
    Action, the game takes the JSON dict as well as the Action, and views are JSON-ready
    (equal to themselves after json.dumps/loads: no tuples, sets or objects inside)."""
    game = saboteur.new_game("base", players=players, seed=players)
    twin = game.copy()
    rng = random.Random(players)
    while game.to_move is not None:
        for action in game.legal_actions():
            assert saboteur.Action.from_json(through_json(action.to_json())) == action
        for seat in (None, game.to_move):
            view = game.view(seat)
            assert through_json(view) == view
        action = pick(game, rng)
        game.apply(action)
        twin.apply(through_json(action.to_json()))  # the same game, driven by JSON dicts
    assert twin.position() == game.position()
    assert through_json(game.view(0)) == game.view(0)


@pytest.mark.parametrize("players, steps", [(3, 0), (4, 25), (7, 90), (9, None), (10, None)])
def test_a_record_replays_to_the_identical_game(players, steps):
    """docs/engine.md 'Records': the record (through JSON) replays to the identical game:
    same position, same log for every seat."""
    game = played(players, seed=players * 7, steps=steps, options={"gold_draw": "per_player"} if players == 9 else None)
    record = through_json(game.record())
    replayed = saboteur.load_record(record)
    assert replayed.position() == game.position()
    for seat in (None, 0, players - 1):
        assert replayed.log(seat) == game.log(seat)
    assert replayed.record() == record


def test_a_record_of_a_game_loaded_from_a_position_replays_from_that_position():
    """docs/engine.md 'Records': start is the position the game began from."""
    start = scenario(4, hands=[["tunnel-NEW", "map"], ["map", "rockfall"], ["dead-N"], ["break-pick"]], maze=ROW_TO_6,
                     roles=[GD, GD, SAB, GD])
    game = play_random(load(start), random.Random(2))
    record = through_json(game.record())
    assert record["start"] == load(start).position()
    assert saboteur.load_record(record).position() == game.position()


def test_positions_round_trip_and_carry_the_whole_state():
    """docs/engine.md 'Positions: the game's FEN': from_position(position()) gives the same
    position at every step, and the loaded game then plays on exactly like the original
    (next rounds' deals included, since the seed is in the position)."""
    game = saboteur.new_game("base", players=6, seed=21)
    rng = random.Random(21)
    actions, positions = [], []
    while game.to_move is not None:
        positions.append(game.position())
        actions.append(pick(game, rng))
        game.apply(actions[-1])
    positions.append(game.position())
    final = game.position()
    phases = {phase(p) for p in positions}
    assert phases == {"play", "gold", "over"} or phases == {"play", "over"}
    for number, position in enumerate(positions):
        loaded = saboteur.from_position(through_json(position))
        assert loaded.position() == position
        if number % 9 == 0:
            for action in actions[number:]:
                loaded.apply(action)
            assert loaded.position() == final


# -- corrupt and foreign positions ------------------------------------------------------------------


def base_position():
    """A mid-game position with a map seen, tools broken, cards in the maze and discards."""
    return scenario(
        5, hands=[["tunnel-NS", "map"], ["rockfall"], ["dead-N"], ["break-pick"], ["map"]],
        maze=[(1, 0, "tunnel-EW", False), (2, 0, "tunnel-NESW", False)], broken=[[], ["break-cart"], [], [], []],
        discards=[("map", True)], seen_by={0: [2]}, roles=[GD, SAB, GD, GD, SAB],
    )


def take_from_pile(position, card):
    position["draw_pile"].remove(card)
    return position


def bury_draw_pile(position):
    """The draw pile's cards face down in the discards: a late position where hands may run out."""
    position["discards"] += [{"card": card, "face_up": False} for card in position["draw_pile"]]
    position["draw_pile"] = []
    return position


def drop(position, key):
    del position[key]
    return position


CORRUPTIONS = [
    ("68 cards", lambda p: p["hands"][0].append("map"), r"68 cards where the deck has 67: 1 map too many"),
    ("66 cards", lambda p: p["draw_pile"].pop(), r"66 cards where the deck has 67: 1 \S+ missing"),
    ("two gold goals", lambda p: p["goals"][0].update(card="goal-gold"), r"goal cards must be goal-gold, goal-stone-NE, goal-stone-NW, once each"),
    ("goal slot twice", lambda p: p["goals"][0].update(at=[8, 0]), r"each goal slot once"),
    ("wrong version", lambda p: p.update(version=3), r"position version 3 is not supported \(only 1 and 2\)"),
    ("wrong format", lambda p: p.update(format="saboteur-record"), r"not a Saboteur position \(format is 'saboteur-record'\)"),
    ("missing key", lambda p: drop(p, "gold"), r"no 'gold'"),
    ("bad seat to move", lambda p: p.update(to_move=5), r"to_move must be a seat, not 5"),
    ("bad seat that looked", lambda p: p["goals"][1].update(seen_by=[7]), r"there is no seat 7"),
    ("bad first seat", lambda p: p.update(first_seat=-1), r"first_seat: there is no seat -1"),
    ("seat to move has no card", lambda p: p.update(to_move=2) or bury_draw_pile(p)["discards"].append({"card": p["hands"][2].pop(), "face_up": False}),
     r"seat 2 holds no card and cannot be the one to move"),
    ("a hand emptied while the pile lasts", lambda p: p["draw_pile"].append(p["hands"][2].pop()),
     r"seat 2 holds no card while the draw pile still has \d+; hands are refilled after every card played"),
    ("a card that looks the same turned lies turned", lambda p: p["maze"][2].update(turned=True),
     r"tunnel-NESW at \[2, 0\] looks the same turned around, so it lies with turned=false"),
    ("unknown card", lambda p: p["hands"][2].__setitem__(0, "tunnel-XY") or p["draw_pile"].append("dead-N"), r"unknown card 'tunnel-XY'"),
    ("non-matching maze", lambda p: take_from_pile(p, "tunnel-EW")["maze"].append({"at": [0, -1], "card": "tunnel-EW", "turned": False}),
     r"the card at \[0, -1\] does not match its neighbours"),
    ("path card on a goal slot", lambda p: take_from_pile(p, "tunnel-NEW")["maze"].append({"at": [8, 2], "card": "tunnel-NEW", "turned": False}),
     r"path card lies on a goal slot at \[8, 2\]"),
    ("start card turned", lambda p: p["maze"][0].update(turned=True), r"start card must lie once, unturned, at \[0, 0\]"),
    ("goal face up is not the goal dealt", lambda p: p["maze"].append({"at": [8, 0], "card": "goal-stone-NE", "turned": False}),
     r"the goal at \[8, 0\] is goal-gold, not goal-stone-NE"),
    ("two broken picks", lambda p: take_from_pile(take_from_pile(p, "break-pick"), "break-pick")["broken"].__setitem__(2, ["break-pick", "break-pick"]),
     r"seat 2 has two broken tools of the same kind"),
    ("repair card lying as a broken tool", lambda p: take_from_pile(p, "repair-pick")["broken"][3].append("repair-pick"), r"only broken tools may lie in front of seat 3"),
    ("roles of another player count", lambda p: p.update(roles=[SAB] * 5), r"not the dwarf cards for 5 players"),
    ("a gold card too many", lambda p: p["gold_pile"].append(3), r"gold cards .* are not the game's gold cards"),
    ("too many players", lambda p: p.update(players=11), r"3 to 10 players, not 11"),
    ("hands for another player count", lambda p: p["draw_pile"].extend(p["hands"].pop()), r"'hands' must list one entry per seat \(5\)"),
    ("hand over the deal", lambda p: p["hands"][0].extend(p["draw_pile"].pop() for _ in range(5)), r"seat 0 holds 7 cards; hands hold at most 6 with 5 players"),
    ("unknown phase", lambda p: p.update(phase="dig"), r"unknown phase 'dig'"),
    ("round 4", lambda p: p.update(round=4), r"round must be 1 to 3, not 4"),
    ("unknown option", lambda p: p["options"].update(gold_count="per_player"), r"unknown option 'gold_count'"),
    ("seed of the wrong type", lambda p: p.update(seed=1.5), r"seed must be a whole number or a string"),
    ("reached goal still face down", lambda p: [take_from_pile(p, c) for c in ("tunnel-NESW", "tunnel-NESW", "tunnel-NESW", "tunnel-NESW", "tunnel-NEW")]
     and p["maze"].extend({"at": [x, 0], "card": "tunnel-NESW" if x < 7 else "tunnel-NEW", "turned": False} for x in range(3, 8)),
     r"the goal at \[8, 0\] is reached by a path from the start, so it must be face up"),
    ("gold face up while playing on", lambda p: [take_from_pile(p, c) for c in ("tunnel-NESW", "tunnel-NESW", "tunnel-NESW", "tunnel-NESW", "tunnel-NEW")]
     and p["maze"].extend([{"at": [x, 0], "card": "tunnel-NESW" if x < 7 else "tunnel-NEW", "turned": False} for x in range(3, 8)]
                          + [{"at": [8, 0], "card": "goal-gold", "turned": False}]),
     r"the gold goal is face up, so the round is over"),
    ("results missing", lambda p: p.update(round=2), r"round 2 in phase 'play' needs 1 or 2 round results"),
    ("game over in round 1", lambda p: p.update(phase="over", to_move=None, results=[p["results"], {}][1:]), r"over only after round 3"),
    ("gold shared while playing", lambda p: p.update(gold_share={"values": [p["gold_pile"].pop()], "keepers": [0]}), r"gold is shared only in the gold phase"),
    ("gold phase with no seat that played last", lambda p: p.update(phase="gold", results=[{}], gold_share={"values": [p["gold_pile"].pop()], "keepers": [0]}),
     r"last_seat must name the seat"),
]


@pytest.mark.parametrize("name, corrupt, message", CORRUPTIONS, ids=[c[0] for c in CORRUPTIONS])
def test_a_corrupt_position_is_refused_with_a_message_naming_the_fault(name, corrupt, message):
    """docs/engine.md 'Positions': loading checks the position against the rules and
    refuses, naming the fault (67 deck cards exactly, the three goals once each, the roles
    of the player count, matching path cards, one broken tool of a kind, the seat to move
    holds a card, ...)."""
    position = base_position()
    saboteur.from_position(copy.deepcopy(position))  # the uncorrupted position loads
    corrupt(position)
    with pytest.raises(saboteur.InvalidPosition, match=message):
        saboteur.from_position(position)


@pytest.mark.parametrize("data", [None, [], "saboteur-position", 7])
def test_a_position_that_is_not_an_object_is_refused(data):
    """docs/engine.md 'Positions': InvalidPosition for anything but a position object."""
    with pytest.raises(saboteur.InvalidPosition, match="JSON object"):
        saboteur.from_position(data)


def test_broken_structure_inside_a_position_is_refused_not_crashed():
    """docs/engine.md API: errors all derive from SaboteurError; malformed pieces of a
    position (a discard with no face_up, a maze entry with no place) are InvalidPosition."""
    for corrupt in (
        lambda p: p["discards"].__setitem__(0, {"card": "map"}),
        lambda p: p["maze"][1].pop("at"),
        lambda p: p.update(gold=None),
        lambda p: p.update(hands="map"),
        lambda p: p["goals"].pop(),
    ):
        position = base_position()
        corrupt(position)
        with pytest.raises(saboteur.InvalidPosition):
            saboteur.from_position(position)


# -- corrupt and foreign records ----------------------------------------------------------------------


def a_record(steps=40):
    return through_json(played(5, seed=8, steps=steps).record())


RECORD_FAULTS = [
    ("wrong format", lambda r: r.update(format="saboteur-position"), r"not a Saboteur game record \(format is 'saboteur-position'\)"),
    ("wrong version", lambda r: r.update(version=0), r"record version 0 is not supported"),
    ("no actions", lambda r: r.update(actions={}), r"no list of actions"),
    ("foreign seed", lambda r: r.update(seed=9), r"action \d+ of 40 does not replay"),
    ("wrong player count", lambda r: r.update(players=2), r"setup is invalid: .*3 to 10 players, not 2"),
    ("unknown ruleset", lambda r: r.update(ruleset="saboteur-2"), r"setup is invalid: unknown ruleset 'saboteur-2'"),
    ("bad option", lambda r: r.update(options={"gold_draw": "all"}), r"setup is invalid: option 'gold_draw' cannot be 'all'"),
    ("malformed action", lambda r: r["actions"][3].update(kind="dig"), r"action 4 of 40 does not replay: unknown action kind 'dig'"),
    ("an action too many", lambda r: r["actions"].append({"kind": "pass", "card": "joker"}), r"action 41 of 41 does not replay: there is no card 'joker'"),
    ("corrupt start position", lambda r: r.update(start=dict(base_position(), version=3)), r"setup is invalid: position version 3"),
    ("start of 68 cards", lambda r: r.update(start=base_position()) or r["start"]["hands"][1].append("map"), r"setup is invalid: 68 cards"),
]


@pytest.mark.parametrize("name, corrupt, message", RECORD_FAULTS, ids=[f[0] for f in RECORD_FAULTS])
def test_a_corrupt_or_foreign_record_is_refused_with_a_message_naming_the_fault(name, corrupt, message):
    """docs/engine.md 'Records': load_record raises InvalidRecord, naming what is wrong."""
    record = a_record()
    saboteur.load_record(copy.deepcopy(record))
    corrupt(record)
    with pytest.raises(saboteur.InvalidRecord, match=message):
        saboteur.load_record(record)


@pytest.mark.parametrize("data", [None, [], "record"])
def test_a_record_that_is_not_an_object_is_refused(data):
    with pytest.raises(saboteur.InvalidRecord, match="JSON object"):
        saboteur.load_record(data)


def test_errors_are_saboteur_errors_and_value_errors():
    """docs/engine.md API: errors all derive from saboteur.SaboteurError and ValueError."""
    for error in (saboteur.ConfigError, saboteur.IllegalAction, saboteur.InvalidPosition, saboteur.InvalidRecord, saboteur.InvalidSeat):
        assert issubclass(error, saboteur.SaboteurError) and issubclass(error, ValueError)
    with pytest.raises(saboteur.InvalidSeat, match="no seat 5"):
        saboteur.new_game("base", players=5, seed=1).view(5)


def test_refusal_takes_what_apply_takes_and_never_raises():
    """docs/engine.md API: refusal(action) says why an action is not allowed now, or None;
    apply takes an Action or its JSON dict, so refusal does too, and a malformed action is
    a refusal in words, not a crash."""
    game = saboteur.new_game("base", players=4, seed=1)
    legal = game.legal_actions()[0]
    assert game.refusal(legal) is None and game.refusal(through_json(legal.to_json())) is None
    for bad, words in [
        (None, "must be a JSON object"),
        ({"kind": "dig"}, "unknown action kind 'dig'"),
        (saboteur.Action("place", "tunnel-NS", None, False), "'at' of a place action cannot be None"),
        ({"kind": "place", "card": "tunnel-NS", "at": [1, 0], "turned": 1}, "'turned' of a place action cannot be 1"),
        ({"kind": "keep_gold", "value": 2}, "no gold is being shared now"),
    ]:
        assert words in game.refusal(bad)
