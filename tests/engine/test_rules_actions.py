"""Action cards, passing, drawing and turn order."""

import pytest
import saboteur
from engine_helpers import ROW_TO_6, load, scenario


def kinds(game):
    return {a.kind for a in game.legal_actions()}


def targets(game, kind, card):
    return {(a.target, a.tool) if kind == "repair" else a.target for a in game.legal_actions() if a.kind == kind and a.card == card}


# -- broken tools and repairs ----------------------------------------------------------------------


def test_a_broken_tool_stops_path_cards_until_it_is_repaired():
    """Base rules (001), 'Jouer une carte Action' (outil brisé): a player with a broken tool
    in front cannot lay path cards, but may play an action card or pass
    (rules/base.md ruling 3: any broken tool). Repaired, the player may lay paths again."""
    hands = [["tunnel-NESW", "repair-cart"], ["map"], ["map"], ["map"]]
    game = load(scenario(4, hands=hands, broken=[["break-cart"], [], [], []]))
    assert kinds(game) == {"repair", "pass"}
    with pytest.raises(saboteur.IllegalAction, match="broken tool \\(cart\\)"):
        game.apply({"kind": "place", "card": "tunnel-NESW", "at": [1, 0]})
    game.apply({"kind": "repair", "card": "repair-cart", "target": 0, "tool": "cart"})  # in front of oneself
    assert game.position()["base"]["broken"][0] == []
    assert game.view(None)["discards"]["face_up"] == ["repair-cart", "break-cart"]
    for _ in range(3):
        game.apply({"kind": "pass", "card": "map"})
    assert game.to_move == 0 and "place" in kinds(game)


def test_each_broken_tool_alone_stops_path_cards():
    """rules/base.md ruling 3: a player with any broken tool in front cannot play a path card."""
    for tool in ("pick", "lantern", "cart"):
        game = load(scenario(4, hands=[["tunnel-NESW"], ["map"], [], []], broken=[[f"break-{tool}"], [], [], []]))
        assert kinds(game) == {"pass"}


def test_a_broken_tool_goes_in_front_of_another_player_one_of_a_kind():
    """Base rules (002), 'Jouer une carte Action': broken tools are laid in front of the
    other players; several may lie in front of one dwarf, but never two of one kind
    (001: at most 3 cards, one of each type). rules/base.md ruling 3."""
    broken = [[], ["break-pick"], ["break-lantern", "break-cart"], []]
    game = load(scenario(4, hands=[["break-pick", "break-lantern"], ["map"], [], []], broken=broken))
    assert targets(game, "break", "break-pick") == {2, 3}
    assert targets(game, "break", "break-lantern") == {1, 3}
    before = game.position()
    with pytest.raises(saboteur.IllegalAction, match="already has a broken pick"):
        game.apply({"kind": "break", "card": "break-pick", "target": 1})
    with pytest.raises(saboteur.IllegalAction, match="another player"):
        game.apply({"kind": "break", "card": "break-pick", "target": 0})
    with pytest.raises(saboteur.IllegalAction, match="no seat 4"):
        game.apply({"kind": "break", "card": "break-pick", "target": 4})
    assert game.position() == before
    game.apply({"kind": "break", "card": "break-pick", "target": 2})
    assert sorted(game.position()["base"]["broken"][2]) == ["break-cart", "break-lantern", "break-pick"]
    assert game.view(None)["seats"][2]["broken"] == ["lantern", "cart", "pick"]


def test_a_double_repair_mends_one_of_its_two_tools_of_the_players_choice():
    """Base rules (001 and 002): a repair card showing two tools mends one of the two, not
    both (rules/base.md ruling 3: the player's choice)."""
    broken = [[], ["break-lantern"], ["break-pick", "break-cart"], []]
    game = load(scenario(4, hands=[["repair-pick-cart"], ["map"], [], []], broken=broken))
    assert targets(game, "repair", "repair-pick-cart") == {(2, "pick"), (2, "cart")}
    with pytest.raises(saboteur.IllegalAction, match="cannot mend a 'lantern'"):
        game.apply({"kind": "repair", "card": "repair-pick-cart", "target": 1, "tool": "lantern"})
    game.apply({"kind": "repair", "card": "repair-pick-cart", "target": 2, "tool": "cart"})
    assert game.position()["base"]["broken"] == [[], ["break-lantern"], ["break-pick"], []]
    assert game.view(None)["discards"]["face_up"] == ["repair-pick-cart", "break-cart"]


def test_a_repair_needs_a_matching_broken_tool_already_down():
    """Base rules (002), Remarque: repair cards can only be played on a matching broken tool
    lying face up in front of a player, never as a precaution; a cart mends only a cart (001)."""
    game = load(scenario(4, hands=[["repair-pick", "repair-lantern"], ["map"], [], []], broken=[[], ["break-cart"], [], ["break-lantern"]]))
    assert targets(game, "repair", "repair-pick") == set()
    assert targets(game, "repair", "repair-lantern") == {(3, "lantern")}
    for target in (0, 1):
        with pytest.raises(saboteur.IllegalAction, match="no broken pick"):
            game.apply({"kind": "repair", "card": "repair-pick", "target": target, "tool": "pick"})


# -- map -------------------------------------------------------------------------------------------


def test_a_map_shows_a_goal_to_the_looker_only_in_view_and_log():
    """Base rules (001), 'plan secret de la mine': the player looks at one goal card in
    secret and puts it back; the map card is discarded. rules/base.md ruling 4: only the
    player who looked learns it (ruling 6: face-down goals are private)."""
    game = load(scenario(4, hands=[["map"], ["map"], [], []], goals=("goal-stone-NE", "goal-gold", "goal-stone-NW")))
    game.apply({"kind": "map", "card": "map", "at": [8, 0]})
    mine = game.view(0)["goals"][1]
    assert mine == {"at": [8, 0], "face_up": False, "seen_by_you": True, "card": "goal-gold"}
    for seat in (1, 2, 3, None):
        assert game.view(seat)["goals"][1] == {"at": [8, 0], "face_up": False, "seen_by_you": False, "card": None}
        assert [e for e in game.log(seat) if e["type"] == "map"] == [{"type": "map", "seat": 0, "card": "map", "at": [8, 0]}]
    assert [e for e in game.log(0) if e["type"] == "map"][0]["goal"] == "goal-gold"
    assert game.view(None)["discards"]["face_up"] == ["map"]
    assert game.position()["goals"][1]["seen_by"] == [0]


def test_a_map_only_looks_at_a_face_down_goal():
    """Base rules (001): the map looks at one of the goal cards; rules/base.md ruling 4: one
    face-down goal. A turned-over goal or an ordinary space is no target."""
    maze = ROW_TO_6 + [(7, 0, "tunnel-NEW", False), (8, 0, "goal-stone-NE", True)]
    game = load(scenario(4, hands=[["map"], ["map"], [], []], maze=maze, goals=("goal-gold", "goal-stone-NE", "goal-stone-NW")))
    assert {a.at for a in game.legal_actions() if a.kind == "map"} == {(8, -2), (8, 2)}
    for at in ([8, 0], [3, 0], [9, 9]):
        with pytest.raises(saboteur.IllegalAction, match="no face-down goal"):
            game.apply({"kind": "map", "card": "map", "at": at})


# -- passing, drawing, turn order -------------------------------------------------------------------


def test_passing_discards_one_card_face_down():
    """Base rules (001), 'Passer son tour': a player who will not or cannot play discards one
    card face down without showing it (rules/base.md ruling 5), then draws."""
    game = load(scenario(4, hands=[["tunnel-NESW", "rockfall"], ["map"], [], []], draw_top=["dead-N"]))
    before = game.view(None)["discards"]
    game.apply({"kind": "pass", "card": "tunnel-NESW"})  # a playable card may be passed too
    after = game.view(None)["discards"]
    assert after["face_down"] == before["face_down"] + 1 and after["face_up"] == before["face_up"]
    assert game.position()["discards"][-1] == {"card": "tunnel-NESW", "face_up": False}
    assert [e for e in game.log(1) if e["type"] == "pass"] == [{"type": "pass", "seat": 0}]
    assert [e for e in game.log(0) if e["type"] == "pass"] == [{"type": "pass", "seat": 0, "card": "tunnel-NESW"}]
    assert game.view(0)["hand"] == ["dead-N", "rockfall"]


@pytest.mark.parametrize("players", [3, 6, 10])
def test_each_card_played_is_followed_by_drawing_the_top_card(players):
    """Base rules (001), 'Déroulement du jeu': after playing a card the player takes a card
    from the draw pile into the hand; then the next player clockwise plays (ruling 9)."""
    game = saboteur.new_game("base", players=players, seed=11)
    for _ in range(players + 2):
        seat = game.to_move
        position = game.position()
        top = position["draw_pile"][-1]
        action = game.legal_actions()[-1]  # the last listed: a pass
        game.apply(action)
        after = game.position()
        expected = list(position["hands"][seat])
        expected.remove(action.card)
        assert sorted(after["hands"][seat]) == sorted(expected + [top])
        assert len(after["draw_pile"]) == len(position["draw_pile"]) - 1
        assert [e for e in game.log(seat) if e["type"] == "draw"][-1] == {"type": "draw", "seat": seat, "card": top}
        assert game.to_move == (seat + 1) % players


def test_no_drawing_once_the_pile_is_empty_and_empty_hands_are_skipped():
    """Base rules (001), 'Déroulement du jeu', Attention: once the draw pile is used up,
    players play a card and draw none; 'Passer son tour': a player with no card left
    passes (docs/engine.md: a seat with an empty hand is skipped)."""
    hands = [["map"], ["dead-N", "map"], [], ["rockfall"], []]
    game = load(scenario(5, hands=hands, to_move=1, draw_size=0))
    game.apply({"kind": "pass", "card": "dead-N"})
    assert game.position()["hands"][1] == ["map"]
    assert game.to_move == 3  # seat 2 holds nothing
    game.apply({"kind": "pass", "card": "rockfall"})
    assert game.to_move == 0  # seat 4 holds nothing; round the table to seat 0
    game.apply({"kind": "pass", "card": "map"})
    assert game.to_move == 1


def test_the_round_ends_when_every_hand_is_empty():
    """Base rules (001), 'Fin d'une manche': the round also ends when no player has a card
    left; the dwarf cards are then turned over (the round's result lists the roles)."""
    roles = ["gold-digger", "saboteur", "gold-digger", "gold-digger"]
    game = load(scenario(4, hands=[[], ["map"], [], []], to_move=1, draw_size=0, roles=roles))
    game.apply({"kind": "pass", "card": "map"})
    result = game.view(None)["results"][0]
    assert result["winners"] == "saboteur" and result["finder"] is None and result["roles"] == roles
    assert game.round == 2
