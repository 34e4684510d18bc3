"""Every level plays the anniversary modules sensibly on positions where the right answer
is clear (issue 47, section 4: "a veto against the card that decides the round, a greedy
dwarf racing for the treasure, chests weighed"; bots/anniversary_play.py). Positions are
sketches (saboteur.sketch): 4 players, the gold under the middle goal (8,0), the path
along row 0 from the start."""

import json
import random

import pytest
import saboteur
from saboteur.bots import make_bot
from saboteur.sketch import sketch_position

LEVELS = ("heuristic", "belief", "expert")  # Easy, Medium, Hard
# Reaches (5,0): two cards, at (6,0) and (7,0), from the gold at (8,0).
ROW = [{"at": [x, 0], "card": card} for x, card in
       [(1, "tunnel-EW"), (2, "tunnel-NEW"), (3, "tunnel-EW"), (4, "tunnel-NESW"), (5, "tunnel-EW")]]
TO_6 = ROW + [{"at": [6, 0], "card": "tunnel-NESW"}]  # one card, at (7,0), from the gold
GOALS = ["goal-stone-NE", "goal-gold", "goal-stone-NW"]
REACH_GOLD = {"kind": "place", "card": "tunnel-NEW", "at": [7, 0], "turned": False}
VETO = {"kind": "veto", "card": "veto"}
ALLOW = {"kind": "allow"}


def sketched(modules, roles, hands, maze=ROW, seen=None, chests=None, chests_seen=(), to_move=0):
    """A 4-player base game with `modules` from a sketch; `chests_seen`: (seat, [x, y]) of
    face-down chests that seat looked at with a map."""
    sketch = {"ruleset": "base", "modules": list(modules), "players": 4, "seed": 47, "roles": roles,
              "goals": GOALS, "hands": hands, "draw_pile": 20, "maze": maze, "to_move": to_move}
    if seen:
        sketch["seen"] = seen
    if chests is not None:
        sketch["chests"] = chests
    position = sketch_position(sketch)
    for seat, at in chests_seen:
        next(e for e in position["treasure-chests"]["face_down"] if e["at"] == at)["seen_by"].append(seat)
    return saboteur.from_position(json.loads(json.dumps(position)))


def choices(game, seat, iterations=24):
    """What each level plays at `seat` (Hard without the clock, reproducibly)."""
    view = game.view(seat)
    return {level: make_bot(level, seat, seed=1, time_budget=None, iterations=iterations).choose(view, random.Random(0))
            for level in LEVELS}


def everyone(action):
    return {level: action for level in LEVELS}


# -- the veto (book 002, '2019 - Veto'; ruling 3) ---------------------------------------------

DIGGERS_BUT_3 = {0: "gold-digger", 1: "gold-digger", 2: "gold-digger", 3: "saboteur"}
HANDS = {0: ["tunnel-NEW", "map", "repair-pick", "tunnel-NS"], 1: ["map", "tunnel-NS", "repair-cart", "tunnel-NE"],
         2: ["rockfall", "map", "break-pick", "dead-NS"], 3: ["veto", "map", "tunnel-NESW", "dead-N"]}


def test_a_saboteur_vetoes_the_path_card_that_reaches_the_gold():
    """Book 002, '2019 - Veto': a veto cancels the card just played, before it acts (ruling
    3). The saboteur at seat 3 knows the gold lies at (8,0); seat 0's card reaches it and
    would win the round for the gold-diggers: every level vetoes it."""
    game = sketched(["championship"], DIGGERS_BUT_3, HANDS, maze=TO_6, seen={3: [[8, 0]]})
    game.apply(REACH_GOLD)
    assert game.phase == "veto" and game.to_move == 3
    assert choices(game, 3) == everyone(VETO)


def test_a_saboteur_lets_a_card_far_from_the_gold_be():
    """Ruling 3: the veto is one card for the round. A tunnel four cards from the gold
    decides nothing: every level lets it be and keeps the veto."""
    game = sketched(["championship"], DIGGERS_BUT_3, HANDS, maze=ROW[:3], seen={3: [[8, 0]]})
    game.apply({"kind": "place", "card": "tunnel-NEW", "at": [4, 0], "turned": False})
    assert game.phase == "veto" and game.to_move == 3
    assert choices(game, 3) == everyone(ALLOW)


def test_a_gold_digger_lets_the_card_that_reaches_the_gold_be():
    """Ruling 3: a veto answers any card, a friend's too; a gold-digger holding one lets the
    card that wins its side the round act."""
    roles = {0: "gold-digger", 1: "gold-digger", 2: "saboteur", 3: "gold-digger"}
    game = sketched(["championship"], roles, HANDS, maze=TO_6, seen={3: [[8, 0]]})
    game.apply(REACH_GOLD)
    assert choices(game, 3) == everyone(ALLOW)


ROCKFALL_HANDS = {0: ["veto", "map", "repair-pick", "tunnel-NS"], 1: ["map", "tunnel-NS", "repair-cart", "tunnel-NE"],
                  2: ["rockfall", "map", "break-pick", "dead-NS"], 3: ["map", "tunnel-NESW", "repair-lantern", "dead-N"]}
DIGGER_0 = {0: "gold-digger", 1: "gold-digger", 2: "saboteur", 3: "gold-digger"}


def test_a_gold_digger_vetoes_a_rockfall_that_cuts_the_route_next_to_the_gold():
    """Ruling 3 (the lesson's case, lessons/anniversary/13-veto.toml): the route is one
    card from the gold; seat 2's rockfall on its last card would set the gold-diggers back
    when it matters most. Every level vetoes it."""
    game = sketched(["championship"], DIGGER_0, ROCKFALL_HANDS, maze=TO_6, seen={0: [[8, 0]]}, to_move=2)
    game.apply({"kind": "rockfall", "card": "rockfall", "at": [6, 0]})
    assert game.phase == "veto" and game.to_move == 0
    assert choices(game, 0) == everyone(VETO)


def test_a_gold_digger_lets_a_rockfall_on_a_side_branch_be():
    """Ruling 3: a rockfall on a branch that leads nowhere costs the route nothing; every
    level keeps its veto."""
    branch = ROW + [{"at": [2, -1], "card": "tunnel-NS"}]
    game = sketched(["championship"], DIGGER_0, ROCKFALL_HANDS, maze=branch, seen={0: [[8, 0]]}, to_move=2)
    game.apply({"kind": "rockfall", "card": "rockfall", "at": [2, -1]})
    assert game.phase == "veto" and game.to_move == 0
    assert choices(game, 0) == everyone(ALLOW)


def test_a_greedy_dwarf_vetoes_another_seat_reaching_the_gold():
    """Book 002, '2016 - Nain cupide' and ruling 2: a greedy dwarf is paid only if it
    completes the path itself, so another seat reaching the gold ends its hope for the
    round; with a veto it cancels that card (ruling 3)."""
    roles = {0: "gold-digger", 1: "gold-digger", 2: "saboteur", 3: "greedy-dwarf"}
    game = sketched(["championship", "greedy-dwarf"], roles, HANDS, maze=TO_6, seen={3: [[8, 0]]})
    game.apply(REACH_GOLD)
    assert game.phase == "veto" and game.to_move == 3
    assert choices(game, 3) == everyone(VETO)


# -- the greedy dwarf (book 002, '2016 - Nain cupide'; ruling 2) -------------------------------

GREEDY_0 = {0: "greedy-dwarf", 1: "gold-digger", 2: "saboteur", 3: "gold-digger"}
GREEDY_HANDS = {0: ["tunnel-NEW", "map", "dead-N", "tunnel-NS"], 1: ["map", "tunnel-NS", "repair-cart", "tunnel-NE"],
                2: ["rockfall", "map", "break-pick", "dead-NS"], 3: ["map", "tunnel-NESW", "repair-lantern", "tunnel-NES"]}


def test_a_greedy_dwarf_completes_the_path_to_the_gold_when_it_can():
    """Ruling 2: a greedy dwarf that completes the path to the treasure alone takes 4 gold
    cards. One card from the gold it knows, holding the card that reaches it, every level
    lays it there."""
    game = sketched(["greedy-dwarf"], GREEDY_0, GREEDY_HANDS, maze=TO_6, seen={0: [[8, 0]]})
    played = choices(game, 0, iterations=200)
    assert all(action["kind"] == "place" and action["at"] == [7, 0] for action in played.values()), played
    game.apply(played["expert"])
    assert game.results[-1]["winners"] == "greedy-dwarf"


def test_a_greedy_dwarf_does_not_bring_the_gold_within_another_seats_reach():
    """Ruling 2: when the gold-diggers win, the greedy dwarf gets nothing. Two cards from the
    gold, its tunnel would leave the gold one card away for the next seat: no level lays
    it there, though a gold-digger in its seat does."""
    game = sketched(["greedy-dwarf"], GREEDY_0, GREEDY_HANDS, seen={0: [[8, 0]]})
    helps = lambda action: action["kind"] == "place" and action["at"] == [6, 0]  # noqa: E731
    played = choices(game, 0, iterations=200)
    assert not any(helps(action) for action in played.values()), played
    digger = sketched(["greedy-dwarf"], {**GREEDY_0, 0: "gold-digger", 1: "greedy-dwarf"}, GREEDY_HANDS, seen={0: [[8, 0]]})
    assert all(helps(action) for action in choices(digger, 0, iterations=200).values())


# -- the treasure chests (book 002, 'Coffres aux trésors') -------------------------------------

CHESTS_ASIDE = [{"at": [5, -1], "chest": "chest-extra-draw"}, {"at": [5, 1], "chest": "chest-peek"}]
TWO_CHESTS = [{"at": [3, -1], "chest": "chest-bury"}, {"at": [3, 1], "chest": "chest-gold"}] + CHESTS_ASIDE
SHORT_ROW = ROW[:2]  # reaches (3,0), between the chests at (3,-1) and (3,1)


def test_a_gold_digger_opens_the_gold_chest_it_saw_rather_than_the_bury():
    """Book 002, 'Effets des cartes Coffre': the gold chest gives its opener a nugget, the
    bury puts 5 cards of the draw pile on the discard (a shorter round, against the
    gold-diggers). Having seen both with a map, a gold-digger with a bend at (3,0) turns it
    toward the gold chest, at every level."""
    hands = {0: ["tunnel-NEW", "map", "dead-N", "dead-NS"], 1: ["map", "tunnel-NS", "repair-cart", "tunnel-NE"],
             2: ["rockfall", "map", "break-pick", "dead-E"], 3: ["map", "tunnel-NESW", "repair-lantern", "tunnel-NES"]}
    game = sketched(["treasure-chests"], DIGGER_0, hands, maze=SHORT_ROW, seen={0: [[8, 0]]}, chests=TWO_CHESTS,
                    chests_seen=[(0, [3, -1]), (0, [3, 1])])
    view = game.view(0)
    assert [e["chest"] for e in view["treasure-chests"]["face_down"][:2]] == ["chest-bury", "chest-gold"]
    toward_gold = {"kind": "place", "card": "tunnel-NEW", "at": [3, 0], "turned": True}  # its N turned south
    assert choices(game, 0, iterations=200) == everyone(toward_gold)


@pytest.mark.parametrize("role, removed", [("saboteur", [3, 1]), ("gold-digger", [3, -1])])
def test_a_rockfall_on_a_chest_takes_what_the_gold_diggers_would_gain(role, removed):
    """Book 002: a rockfall may remove a face-down black card with its chest (ruling 16).
    With nothing but the start in the maze, a saboteur's rockfall takes the gold chest
    from the gold-diggers' way; a gold-digger's takes away the bury, which would shorten
    its round. Both seen with a map; every level."""
    hands = {0: ["rockfall", "map", "dead-N", "dead-NS"], 1: ["map", "tunnel-NS", "repair-cart", "tunnel-NE"],
             2: ["rockfall", "map", "break-pick", "dead-E"], 3: ["map", "tunnel-NESW", "repair-lantern", "tunnel-NES"]}
    roles = {**DIGGER_0, 0: role, 2: "gold-digger" if role == "saboteur" else "saboteur"}
    game = sketched(["treasure-chests"], roles, hands, maze=[], seen={0: [[8, 0]]}, chests=TWO_CHESTS,
                    chests_seen=[(0, [3, -1]), (0, [3, 1])])
    assert choices(game, 0, iterations=400) == everyone({"kind": "rockfall", "card": "rockfall", "at": removed})


def test_the_peek_tells_every_level_the_role_it_looked_at():
    """Book 002, chest 8 (peek): the opener looks at another dwarf's role card. What it saw
    is certain from then on for every level (bots/beliefs.py, as Saboteur 2's inspection)."""
    hands = {0: ["tunnel-NEW", "map", "dead-N", "dead-NS"], 1: ["map", "tunnel-NS", "repair-cart", "tunnel-NE"],
             2: ["rockfall", "map", "break-pick", "dead-E"], 3: ["map", "tunnel-NESW", "repair-lantern", "tunnel-NES"]}
    chests = [{"at": [3, -1], "chest": "chest-peek"}, {"at": [3, 1], "chest": "chest-gold"}, {"at": [5, -1]}, {"at": [5, 1]}]
    game = sketched(["treasure-chests"], DIGGER_0, hands, maze=SHORT_ROW, chests=chests)
    game.apply({"kind": "place", "card": "tunnel-NEW", "at": [3, 0], "turned": False})  # opens the peek at (3,-1)
    assert game.phase == "peek"
    for level in LEVELS:
        player = make_bot(level, 0, seed=1, time_budget=None, iterations=24)
        player.observe(game.view(0))
        after = game.copy()
        after.apply({"kind": "peek", "target": 2})
        player.observe(after.view(0))
        assert player.beliefs()["roles"][2] >= 0.97, level  # Easy's suspicion stops at 0.97
