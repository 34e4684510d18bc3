"""Setting up a game: dwarf cards, hands, the layout, the first player, options.

Each test's docstring names the rule it checks, in the book (001 = 2012 base rules,
002 = the 2024 anniversary book's base chapter) or in rules/base.md.
"""

from collections import Counter

import pytest
import saboteur
from engine_helpers import DECK, GD, GOAL_IDS, GOAL_SLOTS, GOLD_CARDS, HAND_SIZE, ROLE_TABLE, SAB

SEEDS = range(40)


@pytest.mark.parametrize("players", range(3, 11))
def test_dwarf_cards_per_player_count_and_one_left_out(players):
    """Base rules (001), 'Préparation' (and 002, 'Mise en place'): the dwarf cards used are
    3p: 1 saboteur + 3 gold-diggers ... 10p: all 11 (4 + 7); one card is dealt to each
    player and the card not used is set aside face down."""
    diggers, saboteurs = ROLE_TABLE[players]
    for seed in range(5):
        position = saboteur.new_game("base", players=players, seed=seed).position()
        assert len(position["base"]["roles"]) == players
        assert len(position["base"]["aside_roles"]) == 1
        used = Counter(position["base"]["roles"] + position["base"]["aside_roles"])
        assert used == Counter({GD: diggers, SAB: saboteurs})


def test_three_players_sometimes_deal_no_saboteur():
    """Base rules (001), 'Partage du trésor', Attention: with 3 or 4 players there may be no
    saboteur (the one saboteur card can be the card left out). Over many seeds both deals
    happen, so the left-out card really is chosen by the shuffle."""
    saboteurs_dealt = {
        saboteur.new_game("base", players=3, seed=seed).position()["base"]["roles"].count(SAB) for seed in SEEDS
    }
    assert saboteurs_dealt == {0, 1}


@pytest.mark.parametrize("players", range(3, 11))
def test_hand_size_per_player_count_and_the_rest_is_the_draw_pile(players):
    """Base rules (001), 'Préparation': 3-5 players get 6 cards each, 6-7 get 5, 8-10 get 4;
    the 40 path cards and 27 action cards not dealt form the face-down draw pile."""
    position = saboteur.new_game("base", players=players, seed=3).position()
    assert [len(hand) for hand in position["hands"]] == [HAND_SIZE[players]] * players
    assert len(position["draw_pile"]) == 67 - HAND_SIZE[players] * players
    dealt = Counter(position["draw_pile"])
    for hand in position["hands"]:
        dealt.update(hand)
    assert dealt == DECK


def test_layout_start_card_and_three_face_down_goals():
    """rules/base.md 'Layout' (book 001 'Préparation' picture: seven card widths, one card
    height): start at (0,0), goals face down at (8,-2), (8,0), (8,2), in shuffled order."""
    arrangements = set()
    for seed in SEEDS:
        game = saboteur.new_game("base", players=4, seed=seed)
        view = game.view(None)
        assert view["maze"] == [{"at": [0, 0], "card": "start", "turned": False}]
        assert [g["at"] for g in view["goals"]] == [list(at) for at in GOAL_SLOTS]
        assert all(not g["face_up"] and g["card"] is None for g in view["goals"])
        goals = game.position()["goals"]
        assert sorted(g["card"] for g in goals) == sorted(GOAL_IDS)
        arrangements.add(tuple(g["card"] for g in goals))
    assert len(arrangements) == 6  # all orders of the three goals occur: they are shuffled


def test_gold_pile_is_the_28_gold_cards_shuffled():
    """rules/base.md 'Gold cards, 28': 16 of value 1, 8 of value 2, 4 of value 3; book 001
    'Préparation': shuffled into a face-down pile."""
    orders = set()
    for seed in range(5):
        pile = saboteur.new_game("base", players=5, seed=seed).position()["base"]["gold_pile"]
        assert Counter(pile) == GOLD_CARDS
        orders.add(tuple(pile))
    assert len(orders) == 5


def test_first_player_of_round_one_comes_from_the_seed():
    """rules/base.md ruling 9: round 1 starts with a seat chosen at random from the seed
    (book 001 'Préparation': the youngest player starts; the engine has no ages)."""
    firsts = set()
    for seed in SEEDS:
        game = saboteur.new_game("base", players=6, seed=seed)
        assert game.to_move == game.position()["first_seat"]
        firsts.add(game.to_move)
    assert firsts == set(range(6))


def test_gold_draw_option_defaults_to_the_2024_rule():
    """rules/base.md ruling 7: default gold count is the 2024 book's (one per gold-digger);
    the 2012 book's (one per player) is the option gold_draw="per_player"."""
    assert saboteur.new_game("base", players=5, seed=1).options == {"gold_draw": "per_gold_digger"}
    game = saboteur.new_game("base", players=5, seed=1, options={"gold_draw": "per_player"})
    assert game.options == {"gold_draw": "per_player"}
    assert game.view(0)["options"] == {"gold_draw": "per_player"}


@pytest.mark.parametrize(
    "options, fault",
    [({"gold_draw": "per_dwarf"}, "per_dwarf"), ({"gold_count": "per_player"}, "gold_count"), ("per_player", "mapping")],
)
def test_a_bad_option_is_a_config_error_naming_it(options, fault):
    """docs/engine.md API: new_game raises ConfigError for a bad option."""
    with pytest.raises(saboteur.ConfigError, match=fault):
        saboteur.new_game("base", players=5, seed=1, options=options)


@pytest.mark.parametrize("players", [0, 1, 2, 11, 12, -3, "5", 5.0, True, None])
def test_a_wrong_player_count_is_a_config_error(players):
    """Base rules (001), cover: 3 to 10 players; anything else is ConfigError."""
    with pytest.raises(saboteur.ConfigError, match="player|number"):
        saboteur.new_game("base", players=players, seed=1)


def test_an_unknown_ruleset_or_bad_seed_is_a_config_error():
    """docs/engine.md API: ConfigError for an unknown ruleset; seeds are numbers or strings."""
    with pytest.raises(saboteur.ConfigError, match="saboteur-3"):
        saboteur.new_game("saboteur-3", players=5, seed=1)
    with pytest.raises(saboteur.ConfigError, match="seed"):
        saboteur.new_game("base", players=5, seed=[1])
