"""A Saboteur 2 turn's legal actions (`TurnActions`) behave as the list they stand for:
the same items in the same order (docs/engine.md, 'API': card by card, then each discard of
two with each card it may take away, then each pass of one, two or three cards; book 002,
'Passer' and 'Se défausser de deux cartes'), for len, indexing, slices, iteration, `in`
and ==, though the discards and passes are made only when asked."""

import random
from itertools import combinations

import pytest
import saboteur
from saboteur import Action
from saboteur.games.saboteur2.state import in_front
from saboteur.games.saboteur2.turn_actions import TurnActions, made_by_ruleset
from saboteur2_helpers import s2_game

BLUE, GREEN = "gold-digger-blue", "gold-digger-green"


def listed(game) -> list[Action]:
    """The legal list written out from the rule, independently of TurnActions: its card
    actions, then discards (each distinct pair of held cards, each card lying in front by
    id), then passes (each distinct choice of 1, 2 or 3 held cards), ids sorted."""
    seat, types = game.to_move, game.rules.catalogue.types
    ids = [types[card].id for card in game.hands[seat]]  # the hand is kept in card order
    pairs = list(dict.fromkeys(combinations(ids, 2)))
    lying = sorted({types[card].id for card in in_front(game, seat)})
    discards = [Action("discard_two", cards=tuple(sorted(pair)), removes=removes) for pair in pairs for removes in lying]
    choices = [choice for count in (1, 2, 3) for choice in dict.fromkeys(combinations(ids, count))]
    passes = [Action("pass_cards", cards=tuple(sorted(choice))) for choice in choices]
    return game.legal_actions().cards + discards + passes


def random_turns(players, seed, moves=400):
    """The turns of a random game of Saboteur 2."""
    game = saboteur.new_game("saboteur2", players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.to_move is None:
            return
        if game.phase == "play":
            yield game
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])


@pytest.mark.parametrize("players,seed", [(3, 1), (7, 2), (12, 3)])
def test_every_item_in_the_lists_order_by_index_and_by_iteration(players, seed):
    met_repeats = met_lying = 0
    for game in random_turns(players, seed):
        actions = game.legal_actions()
        expected = listed(game)
        assert isinstance(actions, TurnActions)
        assert len(actions) == len(expected)
        assert [actions[i] for i in range(len(actions))] == expected  # made one by one
        assert [actions[i - len(actions)] for i in range(len(actions))] == expected  # negative indices
        assert list(actions) == expected and actions == expected and expected == actions
        hand = game.hands[game.to_move]
        met_repeats += len(set(hand)) < len(hand)
        met_lying += bool(in_front(game, game.to_move))
    assert met_repeats and met_lying  # hands with repeats and cards to take away were met


def test_a_hand_with_repeats_gives_each_choice_once_and_cards_in_front_each_removal():
    game = s2_game([BLUE, GREEN], [["map", "map", "map", "rockfall", "tunnel-NS", "tunnel-NS"], ["map"]],
                   in_front={0: ["trapped", "break-cart"]})
    actions = game.legal_actions()
    expected = listed(game)
    assert [actions[i] for i in range(len(actions))] == expected == list(actions)
    passes = [a.cards for a in expected if a.kind == "pass_cards"]
    # maps x3, rockfall x1, tunnels x2: 3 singles; 5 pairs (no two rockfalls); 6 triples
    assert len(passes) == len(set(passes)) == 3 + 5 + 6
    discards = [(a.cards, a.removes) for a in expected if a.kind == "discard_two"]
    assert len(discards) == 5 * 2 and discards[:2] == [
        (("tunnel-NS", "tunnel-NS"), "break-cart"), (("tunnel-NS", "tunnel-NS"), "trapped")]  # in card order


def test_slices_index_and_out_of_range_as_a_list():
    game = s2_game([BLUE, GREEN], [["map", "rockfall", "tunnel-NS"], ["map"]], in_front={0: ["trapped"]})
    actions, expected = game.legal_actions(), listed(game)
    assert actions[2:9] == expected[2:9] and actions[::-3] == expected[::-3]
    assert actions[:] is actions  # read-only: the whole slice is itself, as a tuple's
    assert actions.index(expected[-4]) == len(expected) - 4 and actions.count(expected[-1]) == 1
    assert list(reversed(actions)) == expected[::-1]
    for index in (len(expected), -len(expected) - 1):
        with pytest.raises(IndexError):
            actions[index]
    assert actions != tuple(expected)  # a list is never equal to a tuple
    assert actions != expected[:-1]


def test_in_holds_exactly_the_listed_actions():
    game = s2_game([BLUE, GREEN], [["map", "map", "rockfall", "tunnel-NS"], ["map"]], in_front={0: ["trapped"]})
    actions = game.legal_actions()
    for action in listed(game):
        assert action in actions
        assert Action(*action) in actions  # equal, not the same object
    not_listed = [
        Action("pass_cards", cards=("map", "map", "map")),  # one map too many
        Action("pass_cards", cards=("rockfall", "map")),  # ids not sorted
        Action("pass_cards", cards=("map", "map", "rockfall", "tunnel-NS")),  # four cards
        Action("pass_cards", cards=("theft",)),  # not held
        Action("pass_cards", cards=("no-such-card",)),
        Action("pass_cards", cards=["map"]),  # a list where the listing has a tuple
        Action("pass_cards", card="map", cards=("map",)),  # a field the listing leaves empty
        Action("discard_two", cards=("map", "map"), removes="theft"),  # no theft in front
        Action("discard_two", cards=("map",), removes="trapped"),  # one card
        Action("discard_two", cards=("map", "map", "rockfall"), removes="trapped"),
        Action("discard_two", cards=("map", "map")),  # nothing taken away
        Action("pass", card="map"),  # base's pass
    ]
    for action in not_listed:
        assert action not in actions
        assert action not in list(actions)  # as the list says
    game = s2_game([BLUE, GREEN], [["map", "map"], ["map"]])
    assert Action("discard_two", cards=("map", "map"), removes="trapped") not in game.legal_actions()


def test_in_finds_the_pass_just_handed_out_and_never_none():
    """Issue 46: `in` knows at once the pass it last handed out by index (Game.apply asks
    right after a pick); that shortcut lets in nothing else, not even None before any pick."""
    game = s2_game([BLUE, GREEN], [["map", "rockfall", "tunnel-NS"], ["map"]])
    actions = game.legal_actions()
    assert None not in actions
    picked = actions[len(actions) - 1]
    assert picked in actions and picked == listed(game)[-1]
    assert None not in actions
    assert Action("pass_cards", cards=("theft",)) not in actions


def test_the_actions_stay_those_of_the_turn_they_were_listed_for():
    game = s2_game([BLUE, GREEN], [["map", "rockfall", "tunnel-NS"], ["map", "theft"]])
    actions = game.legal_actions()
    expected = listed(game)
    game.apply(expected[-1])  # the hand changes: the listed sequence does not
    assert [actions[i] for i in range(len(actions))] == expected == list(actions)
    assert expected[-1] in actions


def test_in_says_the_same_before_and_after_the_actions_are_made():
    """`in` checks a discard or pass from the hand while it was never made, and finds it
    again once made: the same answers either way."""
    game = s2_game([BLUE, GREEN], [["map", "map", "rockfall", "tunnel-NS"], ["map"]], in_front={0: ["trapped"]})
    listing = game.legal_actions()
    expected = listed(game)
    others = [Action("discard_two", cards=("map", "rockfall"), removes="theft"),
              Action("pass_cards", cards=("map", "map", "tunnel-NS", "tunnel-NS"))]

    def fresh():
        return TurnActions(listing.cards, game.hands[0], listing.removable, game.rules.catalogue, made=made_by_ruleset(game.rules.catalogue))

    never_made = fresh()
    assert all(action in never_made for action in expected) and not any(a in never_made for a in others)
    made = fresh()
    assert list(made) == expected  # every one made now
    assert all(action in made for action in expected) and not any(a in made for a in others)
