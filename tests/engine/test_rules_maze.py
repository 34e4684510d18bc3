"""The maze: placing path cards, goals turned over, rockfall.

Scenarios are explicit positions (engine_helpers.scenario) loaded with from_position.
"""

import pytest
import saboteur
from engine_helpers import ROW_TO_6, as_tuple, empty_hands, load, reference_placements, scenario


def placements_at(game, at):
    return {(a.card, a.turned) for a in game.legal_actions() if a.kind == "place" and a.at == at}


def place(card, at, turned=False):
    return {"kind": "place", "card": card, "at": list(at), "turned": turned}


def one_seat_game(hand, maze=(), players=4, **kw):
    hands = empty_hands(players)
    hands[0] = list(hand)
    hands[1] = ["map"]  # someone to move next, so the round goes on
    return load(scenario(players, hands=hands, maze=maze, **kw))


def test_a_card_must_match_every_neighbour_not_just_one():
    """Base rules (002), 'Jouer une carte Chemin': all paths must connect on every side to
    the adjacent cards (rules/base.md ruling 2: match every placed neighbour side by side).
    At (1,-1) the cross below has a path north and the straight to the west has a wall
    east: only cards with a path south and none west fit."""
    maze = [(1, 0, "tunnel-NESW", False), (0, -1, "tunnel-NS", False)]
    hand = ["tunnel-NESW", "tunnel-NE", "tunnel-NW", "tunnel-NS", "tunnel-EW"]
    game = one_seat_game(hand, maze)
    assert placements_at(game, (1, -1)) == {("tunnel-NS", False), ("tunnel-NW", True)}
    # the cross and the turned N-E curve (S+W) match the south neighbour but not the west one
    for card, turned in [("tunnel-NESW", False), ("tunnel-NE", True)]:
        before = game.position()
        with pytest.raises(saboteur.IllegalAction, match="does not match"):
            game.apply(place(card, (1, -1), turned))
        assert game.position() == before
    game.apply(place("tunnel-NW", (1, -1), True))
    assert {"at": [1, -1], "card": "tunnel-NW", "turned": True} in game.view(None)["maze"]


def test_a_card_must_be_linked_to_the_start_through_a_path():
    """Base rules (002), 'Jouer une carte Chemin', Attention: a new card must always make an
    unbroken link between the start card and itself (rules/base.md ruling 2). Beyond the
    dead end E-W at (1,0) the east stub leads nowhere, so (2,0) is closed; with an open
    straight instead, (2,0) is open."""
    blocked = one_seat_game(["tunnel-EW", "tunnel-NESW"], [(1, 0, "dead-EW", False)])
    assert placements_at(blocked, (2, 0)) == set()
    with pytest.raises(saboteur.IllegalAction, match="not next to a path linked to the start"):
        blocked.apply(place("tunnel-EW", (2, 0)))
    open_row = one_seat_game(["tunnel-EW", "tunnel-NESW"], [(1, 0, "tunnel-EW", False)])
    assert placements_at(open_row, (2, 0)) == {("tunnel-EW", False), ("tunnel-NESW", False)}


def test_a_card_touching_the_maze_only_by_walls_is_not_linked():
    """rules/base.md ruling 2: after placement at least one of the card's places must be
    linked to the start. At (1,1) both neighbours show walls; the turned N-W curve (S+E)
    matches them, yet nothing links it to the start."""
    game = one_seat_game(["tunnel-NW"], [(1, 0, "tunnel-EW", False), (0, 1, "tunnel-NS", False)])
    assert placements_at(game, (1, 1)) == set()
    with pytest.raises(saboteur.IllegalAction):
        game.apply(place("tunnel-NW", (1, 1), True))


def test_a_card_must_touch_a_placed_card_and_a_space_holds_one_card():
    """Base rules (002), 'Jouer une carte Chemin': the new card must be directly adjacent to
    a card already on the table; rules/base.md 'Layout': goal slots hold their goal."""
    game = one_seat_game(["tunnel-NESW"], ROW_TO_6)
    for at, fault in [((5, 5), "not next to"), ((3, 0), "already taken"), ((0, 0), "already taken"), ((8, 0), "already taken")]:
        with pytest.raises(saboteur.IllegalAction, match=fault):
            game.apply(place("tunnel-NESW", at))


def test_a_card_may_be_turned_180_degrees():
    """Base rules (002), 'Jouer une carte Chemin': cards are always laid upright (vertical);
    rules/README.md 'Frame': they may be turned 180 degrees. East of the start only the
    turned N-E curve (now S+W) fits; south of the start only the unturned one does."""
    game = one_seat_game(["tunnel-NE"])
    assert placements_at(game, (1, 0)) == {("tunnel-NE", True)}
    assert placements_at(game, (0, 1)) == {("tunnel-NE", False)}
    with pytest.raises(saboteur.IllegalAction, match="turned around does not match"):
        game.apply(place("tunnel-NE", (0, 1), True))
    game.apply(place("tunnel-NE", (1, 0), True))
    assert game.position()["maze"][1] == {"at": [1, 0], "card": "tunnel-NE", "turned": True}


def test_a_card_may_not_be_turned_90_degrees():
    """Base rules (002), 'Jouer une carte Chemin': path cards are always laid vertically, so
    a N-S straight never lies E-W: east of the start (which needs a path on the west side)
    it fits neither unturned nor turned, though a quarter turn would make it fit."""
    game = one_seat_game(["tunnel-NS", "dead-N"])
    assert placements_at(game, (1, 0)) == set()
    assert placements_at(game, (0, 1)) == {("tunnel-NS", False), ("dead-N", False)}
    for turned in (False, True):
        with pytest.raises(saboteur.IllegalAction):
            game.apply(place("tunnel-NS", (1, 0), turned))


def test_a_card_that_looks_the_same_turned_is_offered_unturned_only():
    """docs/engine.md 'Actions': a card that looks the same turned is offered unturned only
    (identical results are one choice)."""
    game = one_seat_game(["tunnel-NESW", "dead-NS"])
    assert placements_at(game, (0, 1)) == {("tunnel-NESW", False), ("dead-NS", False)}
    with pytest.raises(saboteur.IllegalAction, match="looks the same turned"):
        game.apply(place("tunnel-NESW", (0, 1), True))


def test_legal_placements_agree_with_the_rules_on_a_crowded_maze():
    """rules/base.md ruling 2, checked against a reference written from the rules alone
    (engine_helpers.reference_placements), on a maze with dead ends, curves and a gap."""
    maze = ROW_TO_6[:3] + [
        (0, -1, "tunnel-NES", False), (1, -1, "dead-NW", False), (0, 1, "tunnel-NW", False),
        (-1, 1, "tunnel-NES", False), (-1, 2, "dead-NESW", False), (5, 0, "tunnel-NEW", False),
    ]
    hand = ["tunnel-NE", "tunnel-NW", "tunnel-NES", "tunnel-NEW", "dead-E", "dead-NEW"]
    position = scenario(4, hands=[hand, ["map"], [], []], maze=maze)
    game = load(position)
    got = {as_tuple(a.to_json()) for a in game.legal_actions() if a.kind == "place"}
    assert got == reference_placements(position, hand)
    assert len(got) > 10  # not a vacuous agreement


# -- goals --------------------------------------------------------------------------------------


GOLD_FIRST = ("goal-gold", "goal-stone-NE", "goal-stone-NW")  # gold north, stone N+E in the middle


def reach_middle_goal(goals, hands=None, maze_extra=(), players=4, **kw):
    """Seat 0 to move with a N-E-W tee; the maze runs from the start to (6,0)."""
    hands = hands or [["tunnel-NEW"], ["tunnel-NS", "tunnel-NESW", "dead-E"], ["map"], ["map"]]
    return load(scenario(players, hands=hands, maze=ROW_TO_6 + list(maze_extra), goals=goals, **kw))


def test_a_stone_goal_reached_is_turned_over_oriented_to_join_and_play_goes_on():
    """Base rules (001), 'Fin d'une manche': a continuous path from the start to a goal card
    turns it over; a stone goal is laid face up so that its paths join those of the last
    card played, and the round goes on. goal-stone-NE (N+E) reached from the west must lie
    turned (S+W)."""
    game = reach_middle_goal(GOLD_FIRST)
    game.apply(place("tunnel-NEW", (7, 0)))
    assert {"at": [8, 0], "card": "goal-stone-NE", "turned": True} in game.view(None)["maze"]
    middle = game.view(2)["goals"][1]
    assert middle["face_up"] and middle["card"] == "goal-stone-NE"
    assert {"type": "goal_revealed", "at": [8, 0], "card": "goal-stone-NE", "turned": True} in game.log(None)
    assert game.phase == "play" and game.round == 1 and game.to_move == 1
    assert game.view(None)["goals"][0]["face_up"] is False  # the gold goal is still hidden


def test_a_turned_over_stone_goal_is_part_of_the_maze():
    """rules/base.md ruling 1: a face-up stone goal is an ordinary part of the maze: later
    cards must match it, and it carries paths. The stone goal lying S+W at (8,0) opens
    (8,1) to cards with a path north, closes (9,0), and leads on to the goal at (8,2)."""
    game = reach_middle_goal(GOLD_FIRST)
    game.apply(place("tunnel-NEW", (7, 0)))
    assert game.to_move == 1
    assert placements_at(game, (8, 1)) == {("tunnel-NS", False), ("tunnel-NESW", False)}
    assert not [a for a in game.legal_actions() if a.kind == "place" and a.at[0] >= 9]
    with pytest.raises(saboteur.IllegalAction, match="not next to a path"):
        game.apply(place("dead-E", (9, 0)))
    game.apply(place("tunnel-NS", (8, 1)))
    # the straight reaches goal-stone-NW (N+W) from the north: it lies unturned
    assert {"at": [8, 2], "card": "goal-stone-NW", "turned": False} in game.view(None)["maze"]


def test_a_goal_is_oriented_to_join_the_path_even_if_it_then_mismatches_a_neighbour():
    """Base rules (001), 'Fin d'une manche', Attention: when a goal is turned over its paths
    may fail to connect with a neighbour; this is allowed for goal cards only. An unlinked
    N-S straight lies north of the middle goal: goal-stone-NE reached from the west still
    lies turned (S+W), joining the path, with a wall against that straight's path."""
    game = reach_middle_goal(GOLD_FIRST, maze_extra=[(8, -1, "tunnel-NS", False)])
    game.apply(place("tunnel-NEW", (7, 0)))
    assert {"at": [8, 0], "card": "goal-stone-NE", "turned": True} in game.view(None)["maze"]
    # the position with that mismatch is still a valid position
    assert saboteur.from_position(game.position()).position() == game.position()


def test_one_card_reaching_two_goals_turns_both_over():
    """rules/base.md ruling 1: one placement that reaches two face-down goals reveals both.
    A cross at (8,-1) touches the north goal from below and the middle goal from above."""
    detour = [(6, -1, "tunnel-NW", True), (7, -1, "tunnel-NEW", False)]
    hands = [["tunnel-NESW"], ["map"], ["map"], []]
    game = reach_middle_goal(("goal-stone-NE", "goal-stone-NW", "goal-gold"), hands=hands, maze_extra=detour)
    game.apply(place("tunnel-NESW", (8, -1)))
    maze = game.view(None)["maze"]
    assert {"at": [8, -2], "card": "goal-stone-NE", "turned": True} in maze  # S+W: joins from below
    assert {"at": [8, 0], "card": "goal-stone-NW", "turned": False} in maze  # N+W: joins from above
    assert [g["face_up"] for g in game.view(None)["goals"]] == [True, True, False]
    assert game.phase == "play"


def test_reaching_the_gold_among_two_goals_ends_the_round():
    """rules/base.md ruling 1: of two goals reached at once, the gold one ends the round
    (book 001, 'Fin d'une manche': the gold goal ends the round); both are turned over."""
    detour = [(6, -1, "tunnel-NW", True), (7, -1, "tunnel-NEW", False)]
    hands = [["tunnel-NESW"], ["map"], ["map"], []]
    game = reach_middle_goal(("goal-stone-NE", "goal-gold", "goal-stone-NW"), hands=hands, maze_extra=detour,
                             roles=["gold-digger"] * 4)
    game.apply(place("tunnel-NESW", (8, -1)))
    ends = [e for e in game.log(None) if e["type"] == "round_end"]
    assert len(ends) == 1 and ends[0]["winners"] == "gold-digger" and ends[0]["finder"] == 0
    revealed = [e["card"] for e in game.log(None) if e["type"] == "goal_revealed"]
    assert sorted(revealed) == ["goal-gold", "goal-stone-NE"]
    assert ends[0]["route"][0] == [0, 0] and ends[0]["route"][-1] == [8, 0]


def test_the_gold_goal_ends_the_round_at_once():
    """Base rules (001), 'Fin d'une manche': the gold goal turned over ends the round; the
    next round (rules/base.md ruling 10) is dealt once the gold is shared."""
    game = reach_middle_goal(("goal-stone-NE", "goal-gold", "goal-stone-NW"), roles=["gold-digger"] * 3 + ["saboteur"])
    game.apply(place("tunnel-NEW", (7, 0)))
    result = game.view(None)["results"][0]
    assert result["winners"] == "gold-digger" and result["finder"] == 0
    assert result["route"] == [[x, 0] for x in range(9)]
    assert game.round == 2 or game.phase == "gold"


# -- rockfall -------------------------------------------------------------------------------------


def test_rockfall_removes_a_path_card_which_cuts_off_what_lay_beyond():
    """Base rules (001), 'Jouer une carte Action' (éboulement): remove one path card of
    your choice and put it on the discard pile; a saboteur can cut a link to the start
    that way, and the hole may be filled again by a fitting path card (002)."""
    hands = [["rockfall", "tunnel-EW"], ["tunnel-EW"], ["map"], ["map"]]
    maze = [(1, 0, "tunnel-NESW", False), (2, 0, "tunnel-NESW", False), (3, 0, "tunnel-NESW", False)]
    game = load(scenario(4, hands=hands, maze=maze))
    assert placements_at(game, (4, 0))
    targets = {a.at for a in game.legal_actions() if a.kind == "rockfall"}
    assert targets == {(1, 0), (2, 0), (3, 0)}
    game.apply({"kind": "rockfall", "card": "rockfall", "at": [2, 0]})
    view = game.view(None)
    assert [e["at"] for e in view["maze"]] == [[0, 0], [1, 0], [3, 0]]
    assert view["discards"]["face_up"] == ["rockfall", "tunnel-NESW"]
    assert [e for e in game.log(None) if e["type"] == "rockfall"][0]["removed"] == "tunnel-NESW"
    # (3,0) lies cut off: nothing may be placed beyond it, but the hole may be filled
    assert game.to_move == 1
    assert placements_at(game, (4, 0)) == set()
    assert placements_at(game, (2, 0)) == {("tunnel-EW", False)}
    game.apply(place("tunnel-EW", (2, 0)))
    game.apply({"kind": "pass", "card": "map"})
    game.apply({"kind": "pass", "card": "map"})
    assert game.to_move == 0  # seat 0 drew a card from the pile after its rockfall


@pytest.mark.parametrize(
    "at, fault",
    [((0, 0), "start card and the goal cards"), ((8, -2), "start card and the goal cards"),
     ((8, 0), r"goal card at \[8, 0\] is face down"), ((4, 4), "no card"), ((200, 0), "off the board")],
)
def test_rockfall_never_removes_the_start_or_a_goal(at, fault):
    """Base rules (001 and 002), éboulement: the start card and the goal cards cannot be
    removed (rules/base.md ruling 4: goals face up or face down). (8,-2) is a face-up
    stone goal; (8,0) is face down."""
    maze = ROW_TO_6[:3] + [(4, 0, "tunnel-NESW", False), (4, -1, "tunnel-NS", False), (4, -2, "tunnel-NW", True),
                           (5, -2, "tunnel-NESW", False), (6, -2, "tunnel-NESW", False), (7, -2, "tunnel-NEW", False),
                           (8, -2, "goal-stone-NE", True)]
    game = load(scenario(4, hands=[["rockfall"], ["map"], [], []], maze=maze))
    assert at not in {a.at for a in game.legal_actions() if a.kind == "rockfall"}
    before = game.position()
    with pytest.raises(saboteur.IllegalAction, match=fault):
        game.apply({"kind": "rockfall", "card": "rockfall", "at": list(at)})
    assert game.position() == before


@pytest.mark.parametrize("south_neighbour, turned", [(None, False), ("tunnel-NS", True)])
def test_a_goal_reached_from_two_sides_takes_the_orientation_matching_most_neighbours(south_neighbour, turned):
    """rules/base.md ruling 1: a goal is oriented to connect to the path, and where both
    orientations connect, so that it fits most of its neighbours (docs/engine.md: unturned
    on a tie). One cross at (7,-1) links two waiting branches that touch goal-stone-NE (N+E)
    from the north and from the west: either way it joins. Alone, both ways match three
    sides (tie: unturned); with a straight below pointing at it, turned (S+W) matches more."""
    maze = [
        (1, 0, "tunnel-EW", False), (2, 0, "tunnel-EW", False), (3, 0, "tunnel-EW", False),
        (4, 0, "tunnel-NESW", False), (5, 0, "tunnel-NESW", False),
        (5, -1, "tunnel-NW", True), (6, -1, "tunnel-NEW", False),  # the linked path, ending east at (7,-1)
        (7, 0, "tunnel-NE", False), (8, -1, "tunnel-NE", True),  # two unlinked branches touching the goal
    ] + ([(8, 1, south_neighbour, False)] if south_neighbour else [])
    game = load(scenario(4, hands=[["tunnel-NESW"], ["map"], [], []], maze=maze, goals=GOLD_FIRST))
    assert game.view(None)["goals"][1]["face_up"] is False
    game.apply(place("tunnel-NESW", (7, -1)))
    assert {"at": [8, 0], "card": "goal-stone-NE", "turned": turned} in game.view(None)["maze"]


def test_a_refused_placement_names_what_is_wrong():
    """Base rules (002), 'Jouer une carte Chemin': a refusal says which rule a placement
    breaks: a space off the board, a space taken (and by what), the side that does not
    match its neighbour, or a card none of whose paths meets the start's."""
    game = one_seat_game(["tunnel-NE", "tunnel-NW"], [(1, 0, "tunnel-EW", False), (0, 1, "tunnel-NS", False)])
    cases = [
        (place("tunnel-NE", (500, 0)), r"the space \[500, 0\] is off the board"),
        (place("tunnel-NE", (1, 0)), r"the space \[1, 0\] is already taken by tunnel-EW"),
        (place("tunnel-NE", (8, 0)), r"the space \[8, 0\] is already taken by a face-down goal card"),
        # north of the start: the start has a path there, the unturned N-E curve has none on its south side
        (place("tunnel-NE", (0, -1)), r"tunnel-NE does not match its neighbours at \[0, -1\]: "
                                      r"the card to the south has a path where its south side has none"),
        # east of (1,0): the straight's east end meets the turned N-W curve's... east side, which has a path
        (place("tunnel-NW", (2, 0), True), r"tunnel-NW turned around does not match its neighbours at \[2, 0\]: "
                                           r"the card to the west has a path where its west side has none"),
        # at (1,1) both neighbours show walls: no path linked to the start leads there
        (place("tunnel-NW", (1, 1), True), r"the space \[1, 1\] is not next to a path linked to the start card"),
    ]
    before = game.position()
    for action, message in cases:
        with pytest.raises(saboteur.IllegalAction, match=message):
            game.apply(action)
        assert game.refusal(action) is not None
    assert game.position() == before


def test_a_map_off_the_board_is_refused_as_such():
    """Base rules (001), 'Jouer une carte Action' (plan): a map looks at a goal card; a
    space off the board is named as such, not as a missing goal."""
    game = one_seat_game(["map"])
    with pytest.raises(saboteur.IllegalAction, match=r"the space \[8, 300\] is off the board"):
        game.apply({"kind": "map", "card": "map", "at": [8, 300]})
