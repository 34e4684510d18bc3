"""End of a round: sharing the gold, paying saboteurs, the next round, the end of the game."""

from collections import Counter

import pytest
import saboteur
from engine_helpers import GD, GOLD_CARDS, HAND_SIZE, ROW_TO_6, SAB, load, scenario

REACH_GOLD = {"kind": "place", "card": "tunnel-NEW", "at": [7, 0], "turned": False}


def pile_with_top(*top):
    """The 28 gold cards with `top` drawn first (the pile lists its top card last)."""
    return sorted((GOLD_CARDS - Counter(top)).elements()) + list(reversed(top))


def gold_round(roles, finder, gold_pile, options=None, **kw):
    """Seat `finder` is to move and can reach the gold goal at (8,0) with a N-E-W tee."""
    players = len(roles)
    spare = ["map", "rockfall", "break-pick", "break-cart", "break-lantern"] * 2  # cards to hold, none reused too often
    hands = [[spare[seat]] for seat in range(players)]
    hands[finder] = ["tunnel-NEW"]
    return load(scenario(players, hands=hands, maze=ROW_TO_6, roles=roles, to_move=finder, gold_pile=gold_pile,
                         options=options, **kw))


def event(game, kind):
    return [e for e in game.log(None) if e["type"] == kind]


def test_gold_keepers_choose_in_turn_counterclockwise_skipping_saboteurs():
    """Base rules (002), 'Partage du trésor': as many gold cards as gold-diggers are drawn;
    the finder takes them, keeps one of their choice and passes the rest counterclockwise
    to the next gold-digger (not a saboteur), who chooses in turn (rules/base.md ruling 7:
    a real decision). 5 players, saboteurs at seats 1 and 4, seat 3 finds the gold: three
    cards (3, 2, 1) go to seats 3, 2, 0 in that order."""
    game = gold_round([GD, SAB, GD, GD, SAB], finder=3, gold_pile=pile_with_top(3, 2, 1))
    game.apply(REACH_GOLD)
    assert event(game, "gold_drawn") == [{"type": "gold_drawn", "count": 3, "keepers": [3, 2, 0]}]
    assert game.phase == "gold" and game.to_move == 3
    assert [a.to_json() for a in game.legal_actions()] == [{"kind": "keep_gold", "value": v} for v in (1, 2, 3)]
    assert game.view(3)["gold_share"] == {"keeper": 3, "cards": 3, "values": [1, 2, 3]}
    assert game.view(2)["gold_share"] == {"keeper": 3, "cards": 3, "values": None}
    with pytest.raises(saboteur.IllegalAction, match="must now keep a gold card"):
        game.apply({"kind": "pass", "card": "map"})
    game.apply({"kind": "keep_gold", "value": 2})  # not the largest: the choice is the keeper's
    assert game.to_move == 2 and [a.value for a in game.legal_actions()] == [1, 3]
    before = game.position()
    with pytest.raises(saboteur.IllegalAction, match="no gold card of value 2"):
        game.apply({"kind": "keep_gold", "value": 2})
    assert game.position() == before
    game.apply({"kind": "keep_gold", "value": 1})
    # seat 0 had no choice left: it kept the 3 at once, and round 2 began
    assert game.gold_totals() == [3, 0, 1, 2, 0]
    assert game.round == 2 and game.phase == "play"


def test_a_saboteur_who_completes_the_path_hands_the_gold_to_the_next_gold_digger():
    """Base rules (002), 'Partage du trésor', Attention: if a saboteur completes the path
    the miners still win; the gold goes counterclockwise starting with the miner to the
    saboteur's right (rules/base.md ruling 7). Saboteur seat 1 finds: seats 0, 3, 2 keep."""
    game = gold_round([GD, SAB, GD, GD, SAB], finder=1, gold_pile=pile_with_top(3, 2, 1))
    game.apply(REACH_GOLD)
    assert event(game, "round_end")[0]["winners"] == GD and event(game, "round_end")[0]["finder"] == 1
    assert event(game, "gold_drawn")[0]["keepers"] == [0, 3, 2]
    assert game.to_move == 0


def test_the_gold_goes_round_and_round_when_cards_outnumber_keepers():
    """Base rules (001), 'Partage du trésor': one gold card per player (option per_player);
    passing on until all are taken, some gold-diggers may get more than others. 5 players,
    3 gold-diggers: seats 3, 2, 0, 3, 2 keep the five cards (all 1s: nothing to choose)."""
    game = gold_round([GD, SAB, GD, GD, SAB], finder=3, gold_pile=pile_with_top(1, 1, 1, 1, 1),
                      options={"gold_draw": "per_player"})
    game.apply(REACH_GOLD)
    assert event(game, "gold_drawn")[0] == {"type": "gold_drawn", "count": 5, "keepers": [3, 2, 0, 3, 2]}
    assert game.gold_totals() == [1, 0, 2, 2, 0]
    assert game.round == 2


@pytest.mark.parametrize(
    "option, cards",
    [(None, 7), ({"gold_draw": "per_gold_digger"}, 7), ({"gold_draw": "per_player"}, 9)],
)
def test_gold_drawn_with_ten_players_per_rule_option(option, cards):
    """rules/base.md ruling 7: the 2024 book (002) draws one card per gold-digger in the
    round (default), the 2012 book (001) one per player but only nine with 10 players
    (option gold_draw="per_player"). 10 players with 7 gold-diggers dealt."""
    roles = [GD] * 7 + [SAB] * 3
    game = gold_round(roles, finder=0, gold_pile=pile_with_top(*[1] * 9), options=option)
    game.apply(REACH_GOLD)
    assert event(game, "gold_drawn")[0]["count"] == cards
    assert sum(game.gold_totals()) == cards
    assert all(game.gold_totals()[seat] == 0 for seat in (7, 8, 9))


def saboteur_round(roles, gold_pile=None, gold=None, **kw):
    """Seat 1 plays the last card left in any hand: the round ends without gold found."""
    players = len(roles)
    hands = [[] for _ in range(players)]
    hands[1] = ["map"]
    return load(scenario(players, hands=hands, to_move=1, draw_size=0, roles=roles, gold_pile=gold_pile, gold=gold, **kw))


@pytest.mark.parametrize(
    "roles, paid",
    [
        ([SAB, GD, GD, GD], [3, 1]),  # one saboteur: 4 nuggets
        ([SAB, GD, SAB, GD, GD], [3]),  # two: 3 each
        ([SAB, SAB, GD, GD, GD, SAB, GD], [3]),  # three: 3 each
        ([GD, SAB, GD, SAB, GD, GD, SAB, GD, SAB, GD], [2]),  # four: 2 each
    ],
)
def test_saboteurs_are_paid_by_their_number_when_the_gold_is_not_reached(roles, paid):
    """Base rules (001), 'Partage du trésor': the saboteurs win when the gold is not
    reached; one saboteur gets 4 nuggets, 2 or 3 get 3 each, 4 get 2 each, in gold cards
    (rules/base.md ruling 8: larger cards first). The gold pile has its 3s on top."""
    game = saboteur_round(roles)
    game.apply({"kind": "pass", "card": "map"})
    assert event(game, "round_end")[0]["winners"] == SAB
    gold = game.position()["base"]["gold"]
    for seat, role in enumerate(roles):
        assert sorted(gold[seat], reverse=True) == (paid if role == SAB else [])


def test_nobody_wins_a_round_without_gold_when_no_saboteur_was_dealt():
    """Base rules (001), 'Partage du trésor': when the gold is not reached the saboteurs win.
    With 3 or 4 players the one card set aside may be the only saboteur; then there is no
    winner to name and nobody is paid."""
    gold_before = sorted(GOLD_CARDS.elements())
    game = saboteur_round([GD, GD, GD])  # the saboteur card is the one set aside
    game.apply({"kind": "pass", "card": "map"})
    assert event(game, "round_end")[0]["winners"] is None
    assert game.position()["base"]["gold"] == [[], [], []]
    assert sorted(game.position()["base"]["gold_pile"]) == gold_before


def test_saboteurs_get_the_largest_sum_not_above_their_pay_when_exact_is_impossible():
    """rules/base.md ruling 8: if the gold pile cannot make the exact value, pay the largest
    total not above it. Only two 3s are left in the pile; a lone saboteur owed 4 gets 3."""
    held = sorted((GOLD_CARDS - Counter({3: 2})).elements())
    game = saboteur_round([SAB, GD, GD, GD], gold_pile=[3, 3], gold=[[], [], held, []])
    game.apply({"kind": "pass", "card": "map"})
    assert game.position()["base"]["gold"][0] == [3]
    assert game.position()["base"]["gold_pile"] == [3]


def test_no_saboteur_and_no_gold_found_pays_nobody():
    """Base rules (001), 'Partage du trésor', Attention: with 3 or 4 players there may be no
    saboteur; if the gold-diggers do not find the treasure, nobody gets gold."""
    game = saboteur_round([GD, GD, GD, GD])
    game.apply({"kind": "pass", "card": "map"})
    assert game.gold_totals() == [0, 0, 0, 0]
    assert len(game.position()["base"]["gold_pile"]) == 28


@pytest.mark.parametrize("players, last", [(4, 1), (5, 4), (7, 3)])
def test_next_round_starts_left_of_whoever_played_the_last_card(players, last):
    """Base rules (001), 'Une nouvelle manche commence': the player to the left of the one
    who played the last card of the previous round begins (rules/base.md ruling 9: left is
    seat + 1). The new round is dealt afresh; gold is kept."""
    saboteurs = {4: 1, 5: 2, 7: 3}[players]  # all the saboteur cards dealt
    roles = [GD] * (players - saboteurs) + [SAB] * saboteurs
    hands = [[] for _ in range(players)]
    hands[last] = ["map"]
    game = load(scenario(players, hands=hands, to_move=last, draw_size=0, roles=roles, broken=[["break-pick"]] + [[]] * (players - 1)))
    game.apply({"kind": "pass", "card": "map"})
    position = game.position()
    assert position["round"] == 2 and position["first_seat"] == (last + 1) % players == game.to_move
    assert [len(h) for h in position["hands"]] == [HAND_SIZE[players]] * players
    assert position["maze"] == [{"at": [0, 0], "card": "start", "turned": False}]
    assert position["base"]["broken"] == [[]] * players and position["discards"] == []
    assert all(not g["seen_by"] for g in position["goals"])
    assert sum(position["base"]["gold"][players - 1]) == (4 if saboteurs == 1 else 3)  # the saboteur's pay is kept


def test_after_gold_the_next_round_starts_left_of_the_finder():
    """Base rules (001), 'Une nouvelle manche commence': the finder played the round's last
    card, so the player to the finder's left begins, whoever kept gold last."""
    game = gold_round([GD, SAB, GD, GD, SAB], finder=4, gold_pile=pile_with_top(2, 2, 2))
    game.apply(REACH_GOLD)
    assert game.round == 2 and game.to_move == 0 == game.position()["first_seat"]


def test_the_game_ends_after_the_third_round():
    """Base rules (001), 'Fin du jeu': the game ends after the third round; the players
    count their nuggets and the most gold wins (rules/base.md ruling 10)."""
    game = saboteur_round([SAB, GD, GD, GD], round=2)
    game.apply({"kind": "pass", "card": "map"})
    assert game.round == 3 and game.phase == "play"
    game = saboteur_round([SAB, GD, GD, GD], round=3)
    game.apply({"kind": "pass", "card": "map"})
    assert game.phase == "over" and game.to_move is None and game.round == 3
    assert game.legal_actions() == []
    assert game.winners() == [0]
    view = game.view(2)
    assert view["winners"] == [0] and view["gold_totals"] == [4, 0, 0, 0]
    assert [s["gold"] for s in view["seats"]] == [[1, 3], [], [], []]  # everyone's gold shown at the end
    with pytest.raises(saboteur.IllegalAction, match="game is over"):
        game.apply({"kind": "pass", "card": "map"})
    assert event(game, "game_end") == [{"type": "game_end", "gold": [4, 0, 0, 0], "winners": [0]}]


def test_players_tied_for_the_most_gold_share_the_win():
    """Base rules (001), 'Fin du jeu': if several players have the same number of nuggets,
    they win together. Seats 1 and 2 hold 6 each; the saboteur at seat 0 is paid 4."""
    game = saboteur_round([SAB, GD, GD, GD], round=3, gold=[[], [3, 3], [2, 2, 2], [1]])
    assert game.winners() == []  # no winner before the end
    game.apply({"kind": "pass", "card": "map"})
    assert game.gold_totals() == [4, 6, 6, 1]
    assert game.winners() == [1, 2]
    assert event(game, "game_end")[0]["winners"] == [1, 2]
