"""La mine se rebelle's part of a sketch (issue 49 section 4, the lessons; docs/lessons.md
section 2; core/saboteur/games/dark_cave/sketch.py): clan cards, dwarves, exits, nuggets,
cards in front, creatures and webs named, the rest dealt as book 000 'Préparation' does,
the whole loaded with the position checks (games/dark_cave/position.py)."""

from collections import Counter

import pytest
import saboteur
from saboteur import InvalidPosition


def sketch(**keys):
    return {"ruleset": "dark-cave", "players": 5, **keys}


def part(game):
    return game.position()["dark-cave"]


def test_an_empty_sketch_puts_every_dwarf_on_the_start_with_three_nuggets_and_sets_five_of_each_group_aside():
    # book 000 'Préparation': dwarves on the start, 3 nuggets each, 5 cards of each group set aside unseen
    game = saboteur.from_sketch(sketch())
    data = part(game)
    assert [(p["at"], p["place"]) for p in data["pieces"] if p["kind"] == "dwarf"] == [([0, 0], 0)] * 5
    assert data["nuggets"] == [3] * 5 and data["exits"] == []
    types = game.rules.catalogue.types
    assert Counter(types[game.rules.catalogue.index[card]].group for card in data["aside"]) == {1: 5, 2: 5, 3: 5}
    # all ten clan cards: the five dealt, the rest aside (book 000 'Préparation' 3)
    assert sorted(data["roles"] + data["aside_roles"]) == sorted(game.rules.role_deck(5))
    assert saboteur.sketch_position(sketch()) == saboteur.sketch_position(sketch())  # no global random


def test_named_clans_dwarves_exits_cards_in_front_creatures_and_webs_are_kept():
    game = saboteur.from_sketch(sketch(
        roles={"0": "yellow-loyal", "1": "blue-saboteur"},
        maze=[{"at": [1, 0], "card": "I-abyss-NESW"}, {"at": [-1, 0], "card": "II-gold-NEW"}],
        dwarves={"0": {"at": [1, 0], "place": 0}},
        exits=[3],
        nuggets={"3": 5},
        in_front={"0": ["I-axe"]},
        pieces=[{"kind": "rat", "at": [1, 0], "place": 0, "seat": 2},
                {"kind": "web", "at": [1, 0], "side": "W", "seat": 4, "count": 1},
                {"kind": "nugget", "at": [-1, 0], "place": 0}],
    ))
    data = part(game)
    assert data["roles"][:2] == ["yellow-loyal", "blue-saboteur"]
    dwarves = {p["seat"]: (p["at"], p["place"]) for p in data["pieces"] if p["kind"] == "dwarf"}
    assert dwarves[0] == ([1, 0], 0) and 3 not in dwarves  # out of the mine: no figure inside
    assert data["exits"] == [3] and 3 in data["revealed"] and data["nuggets"][3] == 5
    assert data["in_front"][0] == ["I-axe"] and data["in_front"][2] == ["I-rat"]  # ruling 7: its card lies in front
    assert {"kind": "rat", "on": "place", "at": [1, 0], "place": 0, "seat": 2} in data["pieces"]
    # a side is named from its west or north card (kernel.pieces.side_key); ruling 9
    assert data["webs"] == [{"at": [0, 0], "side": "E", "card": "I-web-circle", "count": 1}]
    assert data["in_front"][4] == ["I-web-circle"]  # the first web card left
    # ruling 6: a nugget waits on a gold vein
    assert {"kind": "nugget", "on": "place", "at": [-1, 0], "place": 0} in data["pieces"]


def test_three_or_four_players_use_the_clan_of_the_cards_named():
    # book 000 'Préparation' 3, ruling 13: one clan's cards with 3 or 4 players
    game = saboteur.from_sketch({"ruleset": "dark-cave", "players": 4, "roles": {"0": "blue-saboteur"}})
    assert {role.split("-")[0] for role in part(game)["roles"]} == {"blue"}


@pytest.mark.parametrize(("keys", "fault"), [
    ({"roles": {"0": "red-loyal"}}, "sketch roles.0: no clan card 'red-loyal'"),
    ({"dwarves": {"1": "start"}}, "sketch dwarves.1: must be [x, y]"),
    ({"exits": [1], "dwarves": {"1": [0, 0]}}, "sketch dwarves.1: seat 1's dwarf left the mine"),
    ({"nuggets": {"0": -1}}, "sketch nuggets.0: must be a number of nuggets"),
    ({"pieces": [{"kind": "dragon", "at": [0, 0], "seat": 1}]}, "sketch pieces.0: must be"),
    ({"pieces": [{"kind": "web", "at": [0, 0], "side": "E", "seat": 1, "count": 3}]}, "sketch pieces.0: a web names"),
    ({"in_front": {"0": ["I-boots", "II-boots"]}}, "one boots card in front at most"),
    # the loader's own checks (position.py): a dwarf off the cards
    ({"dwarves": {"0": [5, 0]}}, "stands on no place of a card"),
])
def test_a_sketch_that_breaks_a_rule_is_refused_naming_the_fault(keys, fault):
    with pytest.raises(InvalidPosition, match=fault.replace("[", r"\[").replace("]", r"\]")):
        saboteur.from_sketch(sketch(**keys))
