"""Sketches (docs/lessons.md section 2; core/saboteur/sketch.py): a position named by only
what matters, the rest dealt from the sketch's seed, loaded with every check of positions."""

import json
import random
from collections import Counter

import pytest
import saboteur
from saboteur import InvalidPosition

BASE_LESSON = {
    "ruleset": "base",
    "players": 4,
    "hands": {"0": ["tunnel-EW", "dead-N", "map"]},
    "maze": [{"at": [1, 0], "card": "tunnel-EW"}],
}


def sketch(**keys):
    return {"ruleset": "base", "players": 4, **keys}


def through_json(value):
    return json.loads(json.dumps(value))


def play_to_the_end(game, seed):
    """Random legal actions until the game is over; returns how many were played."""
    rng = random.Random(seed)
    moves = 0
    while game.to_move is not None:
        game.apply(rng.choice(game.legal_actions()))
        moves += 1
    return moves


# -- what a sketch names is there ------------------------------------------------------------


def test_a_minimal_sketch_gives_the_named_hand_its_moves():
    """docs/lessons.md section 2: the seat to move holds the named hand, and its legal
    actions are what those cards allow (book 001, 'Déroulement': play a card or pass)."""
    game = saboteur.from_sketch(BASE_LESSON)
    assert game.to_move == 0
    view = game.view(0)
    assert sorted(view["hand"]) == ["dead-N", "map", "tunnel-EW"]
    actions = [action.to_json() for action in game.legal_actions()]
    assert {action["card"] for action in actions} == {"dead-N", "map", "tunnel-EW"}
    assert {"kind": "place", "card": "tunnel-EW", "at": [2, 0], "turned": False} in actions
    assert {"kind": "map", "card": "map", "at": [8, 0]} in actions
    assert {"kind": "pass", "card": "dead-N"} in actions
    # the start card is where the ruleset puts it, the named card beside it
    assert {"at": [0, 0], "card": "start", "turned": False} in game.position()["maze"]


def test_the_same_sketch_gives_the_same_position_and_another_seed_another_deal():
    """docs/lessons.md section 2: the unnamed parts are dealt deterministically."""
    random.seed(1)
    first = saboteur.sketch_position(BASE_LESSON)
    random.seed(2)  # no global random: the module's generator does not matter
    assert saboteur.sketch_position(through_json(BASE_LESSON)) == first
    assert saboteur.from_sketch(BASE_LESSON).position() == saboteur.from_sketch(BASE_LESSON).position()
    other = saboteur.sketch_position({**BASE_LESSON, "seed": 7})
    assert other["hands"][0] == first["hands"][0]
    assert other["hands"][1:] != first["hands"][1:]
    assert other["seed"] == 7


def test_unnamed_hands_are_full_and_the_rest_is_the_draw_pile():
    """Book 001, 'Préparation': 6 cards each with 3 to 5 players, 4 with 8 to 10; the rest
    is the draw pile. Loading checks that every deck card is somewhere once."""
    for players, size in ((4, 6), (8, 4)):
        game = saboteur.from_sketch(sketch(players=players, hands={0: ["map"]}))
        position = game.position()
        assert [len(hand) for hand in position["hands"]] == [1] + [size] * (players - 1)
        deck = saboteur.load_ruleset("base").deck
        assert len(position["draw_pile"]) == len(deck) - 1 - size * (players - 1)


def test_named_parts_appear_as_given():
    """Every key of docs/lessons.md section 2 lands where the position keeps it."""
    game = saboteur.from_sketch(sketch(
        seed="lesson", round=2, to_move="2",
        roles={"2": "saboteur"},
        hands={"2": ["rockfall", "break-pick"], 0: ["tunnel-NS"]},
        maze=[{"at": [1, 0], "card": "tunnel-NESW"}, {"at": [1, 1], "card": "tunnel-NES", "turned": True}],
        goals=["goal-stone-NE", "goal-gold", "goal-stone-NW"],
        seen={"2": [[8, 0]], "1": [[8, -2], [8, 0]]},
        broken={"1": ["pick", "break-cart"]},
        discards=["map", {"card": "repair-cart", "face_up": False}],
        draw_pile=5,
        gold={"0": [3, 1], "3": [2]},
    ))
    position = game.position()
    assert game.to_move == 2 and position["round"] == 2
    assert position["base"]["roles"][2] == "saboteur"
    assert Counter(position["base"]["roles"]) == {"saboteur": 1, "gold-digger": 3}
    assert position["hands"][2] == ["break-pick", "rockfall"] and position["hands"][0] == ["tunnel-NS"]
    assert {"at": [1, 1], "card": "tunnel-NES", "turned": True} in position["maze"]
    assert [(goal["card"], goal["seen_by"]) for goal in position["goals"]] == [
        ("goal-stone-NE", [1]), ("goal-gold", [1, 2]), ("goal-stone-NW", [])]
    assert game.view(2)["goals"][1]["card"] == "goal-gold"  # seat 2 has looked at it
    assert position["base"]["broken"][1] == ["break-pick", "break-cart"]
    assert position["discards"][:2] == [{"card": "map", "face_up": True}, {"card": "repair-cart", "face_up": False}]
    assert len(position["draw_pile"]) == 5
    # the cards drawn already lie face down in the discards
    deck = len(saboteur.load_ruleset("base").deck)
    assert len(position["discards"]) == 2 + deck - 5 - 3 - 2 - 2 - 2 - 2 * 6  # named; pile, hands, maze, broken, discards
    assert position["base"]["gold"] == [[3, 1], [], [], [2]]
    assert Counter(position["base"]["gold_pile"]) == Counter({1: 15, 2: 7, 3: 3})
    assert position["results"] == [{"round": 1}]
    assert position["last_seat"] == 1  # cards were played: the seat before played last


def test_roles_not_named_are_dealt_from_the_round_s_dwarf_cards():
    """Book 001, 'Préparation': with 4 players 1 saboteur and 4 gold-diggers, one set aside."""
    position = saboteur.sketch_position(sketch(roles={0: "saboteur"}))
    assert position["base"]["roles"] == ["saboteur"] + ["gold-digger"] * 3
    assert position["base"]["aside_roles"] == ["gold-digger"]
    assert position["last_seat"] is None  # nothing played yet: the round's first turn


def test_goals_lying_face_up_in_the_maze_keep_their_space():
    maze = [{"at": [8, 2], "card": "goal-stone-NW"}]
    for seed in range(4):
        goals = saboteur.from_sketch(sketch(seed=seed, maze=maze)).position()["goals"]
        assert goals[2]["card"] == "goal-stone-NW"


def test_saboteur2_sketch_with_cards_in_front_and_nuggets():
    """Book 002, 'Mise en place': 15 dwarf cards, one each, the rest aside; 10 cards set
    aside for the round; 6 cards a hand. Ruling 6: thefts in the order they were laid."""
    game = saboteur.from_sketch({
        "ruleset": "saboteur2", "players": 5, "round": 3, "to_move": 1,
        "roles": {"1": "boss", "3": "geologist"},
        "hands": {"1": ["hands-off", "free-at-last", "ladder-N"]},
        "in_front": {"3": ["theft"], "0": ["trapped", "theft"]},
        "broken": {"0": ["lantern"]},
        "gold": {"0": 4, "2": 1},
    })
    position = game.position()
    part = position["saboteur2"]
    assert part["in_front"] == [["trapped", "theft"], [], [], ["theft"], []]
    assert part["thefts"] == [3, 0]
    assert part["nuggets"] == [4, 0, 1, 0, 0]
    assert len(part["aside"]) == 10
    assert [len(hand) for hand in position["hands"]] == [6, 3, 6, 6, 6]
    roles = position["base"]["roles"]
    assert roles[1] == "boss" and roles[3] == "geologist"
    assert len(position["base"]["aside_roles"]) == 15 - 5
    # hands off at the thefts, free at the trapped seat, the ladder anywhere, or pass cards
    assert {action.kind for action in game.legal_actions()} == {"hands_off", "free", "place", "pass_cards"}
    assert game.gold_totals() == [4, 0, 1, 0, 0]


# -- bad sketches -------------------------------------------------------------------------------

BAD = [
    (sketch(hands={0: ["tunnel-EW", "tunnel-EW"], "1": ["tunnel-EW", "tunnel-EW"]}),
     "sketch hands.1: no 'tunnel-EW' card left (the ruleset has 3; 3 are named elsewhere)"),
    (sketch(hands={0: ["tunnel-XY"]}), "sketch hands.0: unknown card 'tunnel-XY'"),
    (sketch(hands={0: ["goal-gold"]}), "sketch hands.0: 'goal-gold' is not a card of the deck"),
    (sketch(hands={0: ["map"] * 7}), "sketch hands.0: 7 cards; a hand holds at most 6 with 4 players"),
    (sketch(roles={"7": "saboteur"}), "sketch roles.7: there is no seat 7 (seats are 0 to 3)"),
    (sketch(roles={1: "boss"}), "sketch roles.1: unknown role 'boss'"),
    (sketch(roles={1: "saboteur", 2: "saboteur"}), "sketch roles.2: no 'saboteur' left: 4 players play 1"),
    (sketch(hand={0: ["map"]}), "sketch: unknown key 'hand'"),
    (sketch(in_front={0: ["theft"]}), "sketch: unknown key 'in_front'"),
    (sketch(maze=[{"at": [0, 0], "card": "tunnel-NS"}]), "sketch maze.0: the space [0, 0] is taken already"),
    (sketch(maze=[{"at": [3, 3], "card": "goal-gold"}]), "sketch maze.0: a goal card lies on a goal space only"),
    (sketch(maze=[{"at": [1, 0]}]), "sketch maze.0: unknown card None"),
    (sketch(goals=["goal-gold", "goal-gold", "goal-stone-NW"]), "sketch goals: must name the goal cards"),
    (sketch(seen={0: [[1, 0]]}), "sketch seen.0: [1, 0] is not a goal space"),
    (sketch(seen={0: [["8", 0]]}), "sketch seen.0: ['8', 0] is not a goal space"),
    (sketch(maze=[{"at": "1,0", "card": "map"}]), "sketch maze.0: 'at' must be [x, y]"),
    (sketch(hands=["map"]), "sketch hands: must be a table of seats"),
    (sketch(broken={1: ["pick", "pick"]}), "sketch broken.1: seat 1 has its pick broken once at most"),
    (sketch(broken={1: ["spade"]}), "sketch broken.1: 'spade' is not a tool to break"),
    (sketch(gold={0: [3]}), "sketch gold.0: no gold is won before the end of round 1"),
    (sketch(round=2, gold={0: [5]}), "sketch gold.0: no gold card of value 5 left"),
    (sketch(draw_pile=99), "sketch draw_pile: must be a number of cards from 0 to the"),
    (sketch(to_move=4), "sketch to_move: there is no seat 4"),
    (sketch(round=4), "sketch round: must be a whole number from 1 to 3"),
    (sketch(discards=["start"]), "sketch discards.0: 'start' is not a card of the deck"),
    (sketch(hands={0: []}), "sketch to_move: seat 0 holds no card"),
    (sketch(players=11), "sketch: Saboteur is for 3 to 10 players, not 11"),
    (sketch(ruleset="chess"), "sketch: unknown ruleset 'chess'"),
    (sketch(options={"gold_draw": "never"}), "sketch: option 'gold_draw' cannot be 'never'"),
    ({"ruleset": "saboteur2", "players": 3, "in_front": {0: ["map"]}},
     "sketch in_front.0: only theft and trapped cards lie in front of a seat"),
    ({"ruleset": "saboteur2", "players": 3, "in_front": {0: ["theft", "theft"]}},
     "sketch in_front.0: seat 0 has one 'theft' in front at most"),
    ({"ruleset": "saboteur2", "players": 3, "round": 2, "gold": {0: [1, 2]}},
     "sketch gold.0: Saboteur 2 counts nuggets"),
    ({"ruleset": "saboteur2", "players": 12, "in_front": {seat: ["theft"] for seat in range(5)}},
     "sketch in_front.4: no 'theft' card left (the ruleset has 4; 4 are named elsewhere)"),
]


@pytest.mark.parametrize("bad,message", BAD, ids=[message.split(":")[0] + " " + str(i) for i, (_, message) in enumerate(BAD)])
def test_a_bad_sketch_is_refused_naming_its_key(bad, message):
    """docs/lessons.md section 2: a sketch that breaks the rules is refused with
    InvalidPosition naming the key."""
    with pytest.raises(InvalidPosition) as error:
        saboteur.from_sketch(bad)
    assert str(error.value).startswith(message), str(error.value)


def test_a_path_reaching_a_goal_left_face_down_is_refused_by_the_loader():
    """Book 001, 'Fin d'une manche': a goal reached is turned over at once, so the maze of a
    sketch may not reach a face-down goal; the loader's check names the rule."""
    row = [{"at": [x, 0], "card": "tunnel-EW" if x < 4 else "tunnel-NESW"} for x in range(1, 8)]
    with pytest.raises(InvalidPosition, match=r"^sketch: the position it describes breaks a rule: the goal at \[8, 0\]"):
        saboteur.from_sketch(sketch(maze=row))


# -- a sketch's game plays on -----------------------------------------------------------------


@pytest.mark.parametrize("ruleset,players", [("base", 4), ("base", 10), ("saboteur2", 2), ("saboteur2", 7)])
def test_a_sketch_s_game_plays_on_to_the_end(ruleset, players):
    """A sketched position is a real one: random legal actions take it through the rest of
    its rounds to the game's end (book 001 and 002: three rounds)."""
    keys = {"ruleset": ruleset, "players": players, "round": 2, "to_move": 1, "draw_pile": 4,
            "hands": {1: ["map"]}, "maze": [{"at": [1, 0], "card": "tunnel-NESW"}], "broken": {0: ["cart"]}}
    if ruleset == "saboteur2":
        keys["in_front"] = {0: ["theft"], 1: ["trapped"]}
        keys["gold"] = {0: 2}
    for seed in range(3):
        game = saboteur.from_sketch({**keys, "seed": seed})
        assert play_to_the_end(game, seed) > 0
        assert game.is_over and len(game.results) == 3
        assert game.winners()


def test_a_sketch_plays_with_the_modules_it_names():
    """docs/lessons.md section 2, `modules`: a lesson of an anniversary module (issue 47,
    section 5) names them as new_game takes them; a clash is refused as new_game refuses it."""
    game = saboteur.from_sketch({"ruleset": "base", "modules": ["sabotaged-dwarf"], "players": 4})
    assert game.rules.extra_modules == ("sabotaged-dwarf",)
    assert game.position()["modules"] == ["base", "sabotaged-dwarf"]
    with pytest.raises(saboteur.InvalidPosition, match="plays only with base"):
        saboteur.from_sketch({"ruleset": "saboteur2", "modules": ["sabotaged-dwarf"], "players": 4})
    with pytest.raises(saboteur.InvalidPosition, match="for 5 to 9 players"):
        saboteur.from_sketch({"ruleset": "base", "modules": ["tournament"], "players": 4})
