"""The Lost Mines' part of a sketch (issue 48 section 4, the lessons; docs/lessons.md section 2;
core/saboteur/games/lost_mines/sketch.py): dwarves, tokens, treasures, dwarf cards named,
the rest dealt as book 003 'Mise en place' does, the whole loaded with the position checks."""

import pytest
import saboteur
from saboteur import InvalidPosition


def sketch(**keys):
    return {"ruleset": "lost-mines", "players": 4, **keys}


def part(game):
    return game.position()["lost-mines"]


def test_an_empty_sketch_lays_both_starts_and_sets_ten_cards_aside():
    # book 003 'Mise en place': both start cards, every dwarf on its clan's start, 10 cards aside
    game = saboteur.from_sketch(sketch())
    position = game.position()
    assert {tuple(e["at"]): e["card"] for e in position["maze"]} == {(0, -2): "start-blue", (0, 2): "start-yellow"}
    assert len(part(game)["aside"]) == 10
    for dwarf in (p for p in part(game)["pieces"] if p["kind"] == "dwarf"):
        clan = part(game)["roles"][dwarf["seat"]].split("-")[0]
        assert dwarf["at"] == ([0, -2] if clan == "blue" else [0, 2])
    assert saboteur.sketch_position(sketch()) == saboteur.sketch_position(sketch())  # no global random


def test_named_dwarves_tokens_treasures_and_dwarf_cards_are_kept():
    game = saboteur.from_sketch(sketch(
        roles={"0": "yellow-selfish"},
        maze=[{"at": [1, -2], "card": "path-EW"}, {"at": [2, -2], "card": "trunk-EW"}],
        dwarves={"0": [1, -2], "2": {"at": [2, -2], "place": 0}},
        pieces=[{"kind": "axe", "at": [2, -2]}, {"kind": "trap", "at": [1, -2], "side": "W"},
                {"kind": "troll", "at": [2, -2], "side": "E", "seat": 3}],
        treasures=[{"type": "gems", "value": 5, "taken_by": 1, "seen_by": [2]}],
    ))
    data = part(game)
    assert data["roles"][0] == "yellow-selfish"
    dwarves = {p["seat"]: p["at"] for p in data["pieces"] if p["kind"] == "dwarf"}
    assert dwarves[0] == [1, -2] and dwarves[2] == [2, -2]
    # a side is named from its west or north card (kernel.pieces.side_key)
    assert {"kind": "trap", "on": "side", "at": [0, -2], "side": "E"} in data["pieces"]
    assert {"kind": "troll", "on": "side", "at": [2, -2], "side": "E", "seat": 3} in data["pieces"]
    assert data["trolls"][3] == ["troll"]  # ruling 5: the troll card lies in front of its player
    assert data["row"][0] == {"type": "gems", "value": 5, "taken_by": 1, "seen_by": [2]}
    assert len(data["row"]) == 4 and len(data["row"]) + len(data["unused"]) == 12


@pytest.mark.parametrize(("keys", "fault"), [
    ({"roles": {"0": "blue-pirate"}}, "sketch roles.0: no dwarf card 'blue-pirate'"),
    ({"dwarves": {"1": "start"}}, "sketch dwarves.1: must be [x, y]"),
    ({"pieces": [{"kind": "dragon", "at": [1, 1]}]}, "sketch pieces.0: must be"),
    ({"pieces": [{"kind": "troll", "at": [0, -2], "side": "E"}]}, "sketch pieces.0: a troll names"),
    ({"treasures": [{"type": "gems", "value": 9}]}, "sketch treasures.0: no gems treasure of value 9"),
    # the loader's own checks (position.py): a dwarf off the cards, an axe on no tree trunk
    ({"dwarves": {"0": [5, 0]}}, "stands on no place of a card"),
    ({"pieces": [{"kind": "axe", "at": [0, -2]}]}, "a axe lies only on a trunk"),
])
def test_a_sketch_that_breaks_a_rule_is_refused_naming_its_fault(keys, fault):
    with pytest.raises(InvalidPosition, match=fault.replace("[", r"\[").replace("]", r"\]")):
        saboteur.from_sketch(sketch(**keys))
