"""The tournament (issue 47, section 2): book 002, 'Variantes', Variante du tournoi;
rules/anniversary.md rulings 1 and 14, and the combination table."""

import json
from collections import Counter

import pytest
import saboteur
from engine_helpers import GD, SAB, scenario
from saboteur.games.base.position import version_1_as_2
from test_rules_gold import REACH_GOLD, ROW_TO_6, event

TO, GR = "tournament", "greedy-dwarf"
MODULES = ["base", "purse", TO]


def tournament_round(roles, finder, maze=ROW_TO_6, hands=None, nuggets=None):
    """Seat `finder` is to move and can reach the gold at (8,0) (test_rules_gold.gold_round),
    in a tournament dealt `roles`; (4,0) holds the tournament card of `maze`."""
    players = len(roles)
    spare = ["map", "rockfall", "break-pick", "break-cart", "break-lantern"] * 2
    if hands is None:
        hands = [[spare[seat]] for seat in range(players)]
        hands[finder] = ["tunnel-NEW"]
    position = version_1_as_2(scenario(players, hands=hands, maze=maze, to_move=finder, gold_pile=[]))
    position["modules"] = MODULES
    position["base"]["roles"], position["base"]["aside_roles"] = roles, []
    position["purse"] = {"nuggets": nuggets or [0] * players}
    return saboteur.from_position(json.loads(json.dumps(position)))


def pass_out_round(game):
    """Every seat passes until the cards run out: the gold is never reached."""
    number = game.round
    while game.round == number and game.to_move is not None:
        game.apply(next(a for a in game.legal_actions() if a.kind == "pass"))
    return game.results[number - 1]


@pytest.mark.parametrize("players, saboteurs, diggers, greedy, hand", [
    (5, 1, 3, 1, 6), (6, 2, 3, 1, 5), (7, 2, 3, 2, 5), (8, 3, 3, 2, 4), (9, 3, 4, 2, 4),
])
def test_the_dwarf_cards_and_hands_of_each_table_with_none_set_aside(players, saboteurs, diggers, greedy, hand):
    """Book 002, Variante du tournoi, Mise en place: the dwarf cards of each player count and
    the hand sizes; anniversary.md: each row adds up to the player count, no role set aside."""
    game = saboteur.new_game("base", players=players, seed=players, modules=[TO])
    assert Counter(game.roles) == {SAB: saboteurs, GD: diggers, GR: greedy} and game.aside_roles == []
    assert [len(cards) for cards in game.hands] == [hand] * players


def test_the_tournament_is_for_five_to_nine_players_and_names_the_greedy_dwarf_by_itself():
    """Book 002: 'pour des parties de 5 à 9 joueurs', base game only; anniversary.md: GR with
    TO is 'in', SD with TO is 'n'."""
    for players in (4, 10):
        with pytest.raises(saboteur.ConfigError, match=f"for 5 to 9 players, not {players}"):
            saboteur.new_game("base", players=players, seed=1, modules=[TO])
    with pytest.raises(saboteur.ConfigError, match="plays only with base"):
        saboteur.new_game("saboteur2", players=5, seed=1, modules=[TO])
    with pytest.raises(saboteur.ConfigError, match="'greedy-dwarf' is already part of 'tournament': name 'tournament' alone"):
        saboteur.new_game("base", players=6, seed=1, modules=[GR, TO])


def test_a_path_card_drawn_at_random_lies_face_up_halfway_to_the_middle_goal():
    """Book 002, Variante du tournoi: 'piochez 1 carte Chemin au hasard et posez-la face
    visible exactement à mi-chemin'; anniversary.md ruling 14: drawn from the 40 path cards
    before the deal, turned at random, at (4,0). The deck's cards are all still there once."""
    seen, turns = set(), set()
    for seed in range(30):
        game = saboteur.new_game("base", players=6, seed=seed, modules=[TO])
        code = game.maze.cards[saboteur.maze.cell_of(4, 0)]
        card = game.rules.catalogue.types[code >> 1]
        assert card.kind == "path"
        seen.add(card.id)
        turns.add(code & 1)
        laid = [e for e in game.log(None) if e["type"] == "tournament_card"]
        assert laid == [{"type": "tournament_card", "at": [4, 0], "card": card.id, "turned": bool(code & 1)}]
        held = sum(game.hands, []) + game.draw_pile + [code >> 1]
        assert Counter(held) == Counter(game.rules.deck)
        assert {"at": [4, 0], "card": card.id, "turned": bool(code & 1)}.items() <= next(
            e for e in game.view(0)["maze"] if e["at"] == [4, 0]).items()
    assert len(seen) > 5 and turns == {0, 1}


def test_every_round_lays_a_new_tournament_card():
    """Ruling 14: the card is part of each round's setup ('utilisez à chaque manche')."""
    game = saboteur.new_game("base", players=5, seed=2, modules=[TO])
    pass_out_round(game)
    assert len([e for e in game.log(None) if e["type"] == "tournament_card"]) == 2
    assert saboteur.maze.cell_of(4, 0) in game.maze.cards


def test_cards_beside_it_must_match_it_and_link_to_the_start_and_a_rockfall_may_remove_it():
    """Ruling 14: cards beside it must match it and still link to the start (base.md 2);
    rockfall may remove it. At the deal nothing touching it is linked, so no card may go
    beside it; with a path up to (3,0) and a north-south card at (4,0), a card at (3,0)
    must be walled to the east."""
    game = saboteur.new_game("base", players=5, seed=4, modules=[TO])
    beside = {(3, 0), (5, 0), (4, 1), (4, -1)}
    assert not [a for a in game.legal_actions() if a.kind == "place" and tuple(a.at) in beside]
    maze = [(1, 0, "tunnel-EW", False), (2, 0, "tunnel-EW", False), (4, 0, "tunnel-NS", False)]
    hands = [["tunnel-EW", "tunnel-NW", "rockfall"], ["map"], ["map"], ["break-cart"], ["break-pick"]]
    game = tournament_round([GD, SAB, GR, GD, GD], finder=0, maze=maze, hands=hands)
    places = {(a.card, a.turned) for a in game.legal_actions() if a.kind == "place" and a.at == (3, 0)}
    assert ("tunnel-NW", False) in places and not [p for p in places if p[0] == "tunnel-EW"]
    with pytest.raises(saboteur.IllegalAction, match="match"):
        game.apply({"kind": "place", "card": "tunnel-EW", "at": [3, 0], "turned": False})
    game.apply({"kind": "rockfall", "card": "rockfall", "at": [4, 0]})
    assert saboteur.maze.cell_of(4, 0) not in game.maze.cards


def test_gold_diggers_win_the_finder_3_the_other_gold_diggers_2_nuggets():
    """Book 002, Partage du trésor: 'le Nain qui a atteint en premier la carte Arrivée avec
    le trésor ... reçoit 3 pépites. Les autres Chercheurs d'or reçoivent chacun 2 pépites';
    the greedy dwarf and the saboteur get nothing. No gold card is drawn (nuggets instead)."""
    game = tournament_round([GD, SAB, GR, GD, GD], finder=3)
    game.apply(REACH_GOLD)
    assert game.results[0]["winners"] == GD and event(game, "gold_drawn") == []
    assert game.gold_totals() == [2, 0, 0, 3, 2]
    assert game.rules.composition.round_gold(game)[1] == [2, 0, 0, 3, 2]


def test_a_saboteur_who_completes_the_path_earns_nothing_and_the_gold_diggers_get_2_each():
    """Anniversary.md ruling 14: a saboteur who completes the path to the treasure earns
    nothing, the gold-diggers get 2 nuggets each."""
    game = tournament_round([GD, SAB, GR, GD, GD], finder=1)
    game.apply(REACH_GOLD)
    assert game.results[0]["winners"] == GD and game.gold_totals() == [2, 0, 0, 2, 2]


def test_a_greedy_dwarf_who_completes_the_path_takes_4_nuggets_alone():
    """Book 002: 'Si un Nain cupide gagne, il reçoit 4 pépites. Les autres Nains ne reçoivent
    rien'; to win it must have linked the start and the treasure itself."""
    game = tournament_round([GD, SAB, GR, GD, GD], finder=2)
    game.apply(REACH_GOLD)
    assert game.results[0]["winners"] == GR and game.gold_totals() == [0, 0, 4, 0, 0]


@pytest.mark.parametrize("players, pay", [(5, 4), (6, 3), (9, 3)])
def test_saboteurs_win_3_nuggets_each_4_with_five_players(players, pay):
    """Book 002: 'Si les Saboteurs gagnent, ils reçoivent chacun 3 pépites. Exception : dans
    une partie à 5 joueurs ... il reçoit 4 pépites.'"""
    game = saboteur.new_game("base", players=players, seed=7, modules=[TO])
    result = pass_out_round(game)
    assert result["winners"] == SAB
    assert game.gold_totals() == [pay if role == SAB else 0 for role in result["roles"]]


def test_nuggets_are_private_until_the_game_ends():
    """Anniversary.md ruling 1: nuggets are as private as gold cards (base.md 6): a seat sees
    its own count, the others' only once the game is over."""
    game = saboteur.new_game("base", players=5, seed=7, modules=[TO])
    result = pass_out_round(game)
    saboteur_seat = result["roles"].index(SAB)
    other = (saboteur_seat + 1) % 5
    assert game.view(saboteur_seat)["seats"][saboteur_seat]["nuggets"] == 4
    assert game.view(other)["seats"][saboteur_seat]["nuggets"] is None
    while game.to_move is not None:
        pass_out_round(game)
    assert game.view(other)["seats"][saboteur_seat]["nuggets"] == game.gold_totals()[saboteur_seat]


def test_positions_and_records_round_trip_and_a_corrupt_purse_is_refused():
    """Issue 47, 'Must hold': a tournament's positions and records load and replay, the
    tournament card with the maze; a purse that counts the wrong seats is refused, naming
    its fault, and so is a tournament card that is also in a hand."""
    game = saboteur.new_game("base", players=7, seed=3, modules=[TO])
    for _ in range(70):
        game.apply(game.legal_actions()[-1])
    position = json.loads(json.dumps(game.position()))
    assert position["modules"] == MODULES
    assert saboteur.from_position(position).position() == game.position()
    record = json.loads(json.dumps(game.record()))
    assert record["modules"] == [TO] and saboteur.load_record(record).position() == game.position()
    corrupt = json.loads(json.dumps(position))
    corrupt["purse"]["nuggets"] = [0] * 6
    with pytest.raises(saboteur.InvalidPosition, match="count of nuggets for each of the 7 seats"):
        saboteur.from_position(corrupt)
    twice = json.loads(json.dumps(position))
    card = next(e["card"] for e in twice["maze"] if e["at"] == [4, 0])
    twice["draw_pile"].append(card)
    with pytest.raises(saboteur.InvalidPosition, match=f"1 {card} too many"):
        saboteur.from_position(twice)
