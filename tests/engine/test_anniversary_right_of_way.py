"""Right of way (issue 47, section 2): book 002, 'Droit de passage'; rules/anniversary.md
ruling 13, and ruling 1 for the nuggets."""

import json

import pytest
import saboteur
from engine_helpers import GD, SAB, scenario
from saboteur.games.base.position import version_1_as_2
from test_rules_gold import REACH_GOLD, ROW_TO_6, event

RW = "right-of-way"
MODULES = ["base", "purse", RW]
PLACE_NORTH = {"kind": "place", "card": "tunnel-NS", "at": [4, 1], "turned": False}


def toll_round(to_move=0, pawns=("ready", "ready"), nuggets=(1, 1, 1, 1), hands=None, broken=None, declined=None, gold=None):
    """Four seats, the maze a row from the start to (6,0), `to_move` holding a north-south
    tunnel (it fits at (4,1)) and the tee that reaches the gold at (8,0)."""
    if hands is None:
        hands = [["map", "rockfall"], ["map"], ["rockfall"], ["break-cart"]]
        hands[to_move] = ["tunnel-NS", "tunnel-NEW", "rockfall"]
    position = version_1_as_2(scenario(4, hands=hands, maze=ROW_TO_6, roles=[GD, SAB, GD, GD], to_move=to_move,
                                       broken=broken, gold=gold))
    position["modules"] = MODULES
    position["purse"] = {"nuggets": list(nuggets)}
    position[RW] = {"pawns": list(pawns), "declined": declined}
    return saboteur.from_position(json.loads(json.dumps(position)))


def pawn(x, y, holder):
    return {"at": [x, y], "holder": holder}


def kinds(game):
    return sorted({action.kind for action in game.legal_actions()})


def test_each_player_takes_one_nugget_once_per_game():
    """Book 002, Droit de passage, Mise en place: 'Chaque joueur prend 1 pépite d'or';
    ruling 13: once per game (the next round's setup gives none), and it counts as gold."""
    for name, players in (("base", 4), ("saboteur2", 5)):
        game = saboteur.new_game(name, players=players, seed=2, modules=[RW])
        assert game.gold_totals() == [1] * players
        while game.round == 1:
            game.apply(next(a for a in game.legal_actions() if a.kind in ("pass", "pass_cards")))
        setup = [e for e in game.log(None) if e["type"] == "nuggets" and e["why"] == RW]
        assert len(setup) == players and {e["round"] for e in setup} == {1}


def test_recruiting_discards_a_card_face_down_puts_a_pawn_on_an_open_end_and_draws_nothing():
    """Book 002: 'défaussez 1 carte de votre main face cachée. Prenez 1 des 2 pions Nain et
    le jeton correspondant, puis placez le pion sur une extrémité libre d'un chemin';
    'vous ne piochez pas de carte'. Ruling 13: an empty cell a placed path opens onto, not
    a goal's; the discarded card is the recruiter's secret."""
    game = toll_round()
    recruits = [a for a in game.legal_actions() if a.kind == "recruit"]
    cells = sorted({a.at for a in recruits})
    assert (7, 0) in cells and (4, 1) in cells and (4, -1) in cells and (-1, 0) in cells
    assert (8, 0) not in cells and (3, 1) not in cells  # a goal's cell; a cell beside a wall
    assert {a.card for a in recruits} == {"tunnel-NS", "tunnel-NEW", "rockfall"}
    pile = len(game.draw_pile)
    game.apply({"kind": "recruit", "card": "rockfall", "at": [7, 0]})
    assert len(game.hands[0]) == 2 and len(game.draw_pile) == pile and game.discards[-1][1] is False
    assert game.to_move == 1
    assert game.view(3)[RW]["pawns"] == [pawn(7, 0, 0), "ready"]
    told = [e for e in game.log(0) if e["type"] == "recruit"]
    assert told == [{"type": "recruit", "seat": 0, "at": [7, 0], "pawn": 0, "card": "rockfall"}]
    assert "card" not in [e for e in game.log(1) if e["type"] == "recruit"][0]
    with pytest.raises(saboteur.IllegalAction, match="a pawn already stands at"):
        game.apply({"kind": "recruit", "card": "map", "at": [7, 0]})


def test_a_player_with_a_broken_tool_may_recruit():
    """Ruling 13: recruiting is not a path card, so a broken tool does not stop it."""
    game = toll_round(broken=[["break-pick"], [], [], []])
    assert "place" not in kinds(game) and "recruit" in kinds(game)


def test_each_pawn_once_per_round():
    """Book 002: 'Cette action ne peut être effectuée qu'une seule fois par pion Nain à
    chaque manche': with both pawns out or paid off, nobody recruits."""
    game = toll_round(pawns=(pawn(7, 0, 1), "gone"))
    assert "recruit" not in kinds(game)
    with pytest.raises(saboteur.IllegalAction, match="both pawns have been recruited this round"):
        game.apply({"kind": "recruit", "card": "rockfall", "at": [4, 1]})


def test_a_placer_pays_the_token_holder_one_nugget_and_the_pawn_leaves():
    """Book 002, 'Payer pour retirer un Nain': 'vous devez payer 1 pépite à la personne qui
    détient le jeton correspondant. Le pion Nain et son jeton sont ensuite écartés.'"""
    game = toll_round(pawns=(pawn(4, 1, 2), "ready"))
    game.apply(PLACE_NORTH)
    assert game.gold_totals() == [0, 1, 2, 1]
    assert game.view(None)[RW]["pawns"] == ["gone", "ready"]
    assert [e for e in game.log(None) if e["type"] == "toll_paid"] == [
        {"type": "toll_paid", "seat": 0, "to": 2, "at": [4, 1], "pawn": 0}]
    assert game.to_move == 1 and len(game.hands[0]) == 3  # the turn went on: a card drawn


def test_the_token_holder_lays_a_card_on_its_own_pawn_for_nothing():
    """Ruling 13: 'nothing if it is the holder'."""
    game = toll_round(pawns=(pawn(4, 1, 0), "ready"))
    game.apply(PLACE_NORTH)
    assert game.gold_totals() == [1, 1, 1, 1] and game.view(None)[RW]["pawns"][0] == "gone"


def test_the_toll_is_paid_before_a_placement_that_ends_the_round():
    """Ruling 13: no path card goes on the pawn's cell until the toll is paid; reaching the
    gold there pays it first."""
    game = toll_round(pawns=(pawn(7, 0, 2), "ready"))
    game.apply(REACH_GOLD)
    assert game.results[0]["winners"] == GD and game.gold_totals()[2] >= 2
    assert event(game, "toll_paid")[0]["seat"] == 0


def test_a_placer_who_cannot_pay_has_the_others_asked_in_turn_order():
    """Book 002: 'vous pouvez demander à une autre personne de payer à votre place'; ruling
    13: the others are asked in turn order whether one pays. Seat 1 declines, seat 2 pays:
    the card is laid, seat 2's nugget goes to the holder, and the placer draws."""
    game = toll_round(pawns=(pawn(4, 1, 3), "ready"), nuggets=(0, 1, 1, 1))
    game.apply(PLACE_NORTH)
    assert game.phase == "toll" and game.to_move == 1 and len(game.hands[0]) == 3
    assert game.view(2)["toll"] == {"placer": 0, "card": "tunnel-NS", "at": [4, 1], "turned": False}
    assert kinds(game) == ["decline_toll", "pay_toll"]
    game.apply({"kind": "decline_toll"})
    assert game.to_move == 2
    game.apply({"kind": "pay_toll"})
    assert saboteur.maze.cell_of(4, 1) in game.maze.cards
    assert game.gold_totals() == [0, 1, 0, 2] and game.to_move == 1 and len(game.hands[0]) == 3


def test_a_seat_with_nothing_to_pay_can_only_decline_and_the_holder_may_let_it_through():
    """Ruling 1: paying 1 takes a nugget, or a gold card changed; with neither a seat cannot
    pay. The holder asked pays itself nothing (ruling 13), so it may always let it through."""
    game = toll_round(pawns=(pawn(4, 1, 2), "ready"), nuggets=(0, 0, 0, 0))
    game.apply(PLACE_NORTH)
    assert kinds(game) == ["decline_toll"]
    with pytest.raises(saboteur.IllegalAction, match="no nugget or gold card to pay with"):
        game.apply({"kind": "pay_toll"})
    game.apply({"kind": "decline_toll"})
    assert game.to_move == 2 and kinds(game) == ["decline_toll", "pay_toll"]
    game.apply({"kind": "pay_toll"})
    assert saboteur.maze.cell_of(4, 1) in game.maze.cards and game.gold_totals() == [0, 0, 0, 0]


def test_when_nobody_pays_that_placement_waits_and_the_placer_plays_again():
    """Ruling 13: the card goes on the pawn's cell only once the toll is paid; if every
    other seat declines, the placer keeps its card and chooses another play this turn; the
    placement may be tried again in a later turn."""
    game = toll_round(pawns=(pawn(4, 1, 3), "ready"), nuggets=(0, 1, 1, 1))
    game.apply(PLACE_NORTH)
    for _ in range(3):
        game.apply({"kind": "decline_toll"})
    assert game.phase == "play" and game.to_move == 0 and len(game.hands[0]) == 3
    assert not [a for a in game.legal_actions() if a.kind == "place" and a.at == (4, 1)]
    with pytest.raises(saboteur.IllegalAction, match="nobody paid the toll at"):
        game.apply(PLACE_NORTH)
    assert saboteur.from_position(json.loads(json.dumps(game.position()))).position() == game.position()
    game.apply({"kind": "pass", "card": "rockfall"})
    assert game.position()[RW]["declined"] is None


def test_a_pawn_stays_when_the_card_beside_it_is_removed():
    """Ruling 13: a pawn stays on its cell if the card beside it is removed."""
    game = toll_round(pawns=(pawn(7, 0, 2), "ready"))
    game.apply({"kind": "rockfall", "card": "rockfall", "at": [6, 0]})
    assert game.view(None)[RW]["pawns"][0] == pawn(7, 0, 2)


def test_a_trapped_player_may_recruit_in_saboteur_2():
    """Ruling 13: it is not a path card, so being trapped does not stop it (Saboteur 2)."""
    game = saboteur.new_game("saboteur2", players=4, seed=3, modules=[RW])
    position = game.position()
    seat = game.to_move
    position["saboteur2"]["in_front"][seat] = ["trapped"]
    for place in [position["draw_pile"]] + position["hands"]:  # the trapped card comes from where it was
        if "trapped" in place:
            place.remove("trapped")
            if place is position["hands"][seat]:
                place.append(position["draw_pile"].pop(0))
            break
    else:
        position["discards"].remove(next(d for d in position["discards"] if d["card"] == "trapped"))
    trapped = saboteur.from_position(position)
    assert "place" not in kinds(trapped) and "recruit" in kinds(trapped)


def test_new_round_brings_the_pawns_back():
    """Book 002, 'Manche suivante': the pawns and tokens are back within reach."""
    game = saboteur.new_game("base", players=4, seed=5, modules=[RW])
    game.apply(next(a for a in game.legal_actions() if a.kind == "recruit"))
    assert "ready" in game.view(None)[RW]["pawns"] and game.view(None)[RW]["pawns"] != ["ready", "ready"]
    while game.round == 1:
        game.apply(next(a for a in game.legal_actions() if a.kind == "pass"))
    assert game.view(None)[RW]["pawns"] == ["ready", "ready"]


def test_positions_and_records_round_trip_with_a_toll_asked():
    """Issue 47, 'Must hold': positions with pawns out and a toll being asked load and
    replay; records too."""
    game = toll_round(pawns=(pawn(4, 1, 3), pawn(7, 0, 1)), nuggets=(0, 1, 1, 1))
    game.apply(PLACE_NORTH)
    position = json.loads(json.dumps(game.position()))
    assert position["decisions"][-1] == {"kind": "toll", "seat": 1, "placer": 0, "card": "tunnel-NS", "at": [4, 1],
                                         "turned": False, "askers": [2, 3]}
    loaded = saboteur.from_position(position)
    assert loaded.position() == game.position()
    loaded.apply({"kind": "pay_toll"})
    game = saboteur.new_game("saboteur2", players=5, seed=4, modules=[RW])
    for _ in range(40):
        actions = game.legal_actions()
        game.apply(next((a for a in actions if a.kind == "recruit"), actions[-1]))
    record = json.loads(json.dumps(game.record()))
    assert record["modules"] == [RW] and saboteur.load_record(record).position() == game.position()


@pytest.mark.parametrize("change, fault", [
    (lambda p: p[RW].update(pawns=["ready"]), "must list its 2 pawns"),
    (lambda p: p[RW].update(pawns=[pawn(3, 0, 1), "ready"]), "pawn 0 stands on \\[3, 0\\], a space that holds a card"),
    (lambda p: p[RW].update(pawns=[pawn(4, 1, 1), pawn(4, 1, 2)]), "two pawns stand on"),
    (lambda p: p[RW].update(pawns=[pawn(4, 1, 9), "ready"]), "pawn 0's holder"),
    (lambda p: p[RW].update(pawns=["lost", "ready"]), "'ready', 'gone' or a space"),
    (lambda p: p[RW].update(declined={"seat": 2, "at": [4, 1]}), "a refused toll is the turn's player's"),
    (lambda p: p["decisions"][-1].update(askers=[3, 2]), "in turn order"),
    (lambda p: p["decisions"][-1].update(card="tunnel-EW"), "holds no path card 'tunnel-EW'"),
])
def test_a_corrupt_right_of_way_part_is_refused_naming_its_fault(change, fault):
    """Issue 47, 'Must hold': a corrupt module part is refused with its fault named."""
    game = toll_round(pawns=(pawn(4, 1, 3), "ready"), nuggets=(0, 1, 1, 1))
    game.apply(PLACE_NORTH)
    position = json.loads(json.dumps(game.position()))
    change(position)
    with pytest.raises(saboteur.InvalidPosition, match=fault):
        saboteur.from_position(position)


def test_a_lesson_sketch_puts_pawns_out_with_their_token_holders():
    """docs/lessons.md section 2 (issue 47 section 5, the right of way lesson); book 002, Droit
    de passage, ruling 13: a pawn out stands on an empty space, its token with a seat; the
    pawns not named are ready."""
    sketch = {"ruleset": "base", "players": 4, "modules": ["right-of-way"], "maze": [{"at": [1, 0], "card": "tunnel-EW"}]}
    game = saboteur.from_sketch({**sketch, "pawns": [{"at": [2, 0], "holder": 1}]})
    assert game.view(0)["right-of-way"] == {"pawns": [{"at": [2, 0], "holder": 1}, "ready"], "declined": None}
    with pytest.raises(saboteur.InvalidPosition, match="pawn 0 stands on \\[1, 0\\], a space that holds a card"):
        saboteur.from_sketch({**sketch, "pawns": [{"at": [1, 0], "holder": 1}]})
    with pytest.raises(saboteur.InvalidPosition, match="sketch pawns.0.holder: there is no seat 7"):
        saboteur.from_sketch({**sketch, "pawns": [{"at": [2, 0], "holder": 7}]})
