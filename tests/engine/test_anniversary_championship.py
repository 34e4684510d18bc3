"""The championship action cards, 2017 to 2023 (issue 47, module `championship`; book 002,
'Championnats du monde de Saboteur 2016-2023'; rules/anniversary.md rulings 3 to 8, and 9
where a moved card reaches a goal). One of each is dealt into the deck."""

import json
from collections import Counter

import pytest
import saboteur
from engine_helpers import GD, ROW_TO_6, SAB, load, scenario
from saboteur.errors import InvalidPosition

CH = "championship"
CARDS = ("goal-swap", "forgotten-treasure", "veto", "reverse", "master-craftsman", "scout", "diversion")


def championship(players=5, hands=(), draw_size=None, **kw):
    """A base position with the championship module: `hands` may name its cards (one of
    each in the deck); the others lie at the bottom of the draw pile."""
    plain = [[card for card in hand if card not in CARDS] for hand in hands]
    position = json.loads(json.dumps(load(scenario(players, hands=plain, draw_size=draw_size, **kw)).position()))
    position["modules"].append(CH)
    position[CH] = {"reversed": False, "laid": []}
    held = Counter(card for hand in hands for card in hand if card in CARDS)
    for seat, hand in enumerate(hands):
        position["hands"][seat] += [card for card in hand if card in CARDS]
    position["draw_pile"] = [card for card in CARDS if not held[card]] + position["draw_pile"]
    return saboteur.from_position(position)


def act(game, **action):
    return game.apply(action)


def events(game, kind, seat=None):
    return [e for e in game.log(seat) if e["type"] == kind]


def test_the_seven_cards_are_dealt_one_each_into_the_deck():
    """Anniversary.md, championship table: one of each of the seven action cards (a
    ruling), shuffled in with the path and action cards (book: 'mélangez-les')."""
    for name in ("base", "saboteur2"):
        plain, added = saboteur.load_ruleset(name), saboteur.load_ruleset(name, [CH])
        types = added.catalogue.types
        extra = Counter(types[card].id for card in added.deck) - Counter(types[card].id for card in plain.deck)
        assert extra == Counter(CARDS)


# -- reverse (ruling 4) ----------------------------------------------------------------------


def test_reverse_turns_play_counterclockwise_for_the_rest_of_the_round():
    """Book 002, '2020 - Changement de sens': play order reverses at once; ruling 4."""
    game = championship(hands=[["map"], ["map"], ["reverse", "map"], ["map"], ["map"]], to_move=2)
    act(game, kind="reverse", card="reverse")
    assert game.to_move == 1
    assert events(game, "reverse") == [{"type": "reverse", "seat": 2, "card": "reverse", "clockwise": False}]
    act(game, kind="pass", card="map")
    assert game.to_move == 0
    act(game, kind="pass", card="map")
    assert game.to_move == 4  # round the table, counterclockwise


def test_a_second_reverse_would_turn_play_clockwise_again_and_each_round_starts_clockwise():
    """Ruling 4: the next round starts left of the last player, clockwise again."""
    game = championship(hands=[["reverse", "map"]] + [["map"]] * 4, to_move=0, draw_size=2, roles=[GD, GD, GD, SAB, SAB])
    act(game, kind="reverse", card="reverse")
    assert game.reversed_order and game.to_move == 4
    while game.round == 1:  # everyone passes until the cards run out
        act(game, **game.legal_actions()[-1].to_json())
    assert not game.reversed_order
    log = game.log(None)
    last = [e["seat"] for e in log[: log.index(events(game, "round_end")[0])] if e["type"] == "pass"][-1]
    assert game.round == 2 and game.first_seat == (last + 1) % 5
    assert game.position()[CH]["reversed"] is False


def test_reverse_also_reverses_the_passing_of_gold_in_the_base_game():
    """Book 002, 2020: 'dans le jeu de base, ce sens inversé s'appliquera aussi lors du
    partage du trésor'. Seats 0, 2, 3 dig, seat 3 finds the gold after play reversed:
    the cards go 3, 0, 2 (clockwise) instead of 3, 2, 0."""
    hands = [["map"], ["map"], ["map"], ["tunnel-NEW"], ["map"]]
    game = championship(hands=hands, maze=ROW_TO_6, roles=[GD, SAB, GD, GD, SAB], to_move=3)
    game.reversed_order = True
    act(game, kind="place", card="tunnel-NEW", at=[7, 0], turned=False)
    assert events(game, "gold_drawn")[0]["keepers"] == [3, 0, 2]


def test_with_sabotaged_dwarf_the_reversed_passing_skips_broken_tools():
    """Rulings 4 and 18: the reversed passing skips gold-diggers with a broken tool."""
    hands = [["map"], ["map"], ["map"], ["tunnel-NEW"], ["map"]]
    position = championship(hands=hands, maze=ROW_TO_6, roles=[GD, SAB, GD, GD, SAB], to_move=3,
                            broken=[[], [], [], [], []]).position()
    position["modules"].append("sabotaged-dwarf")
    position["base"]["broken"][0] = ["break-pick"]
    position["draw_pile"].remove("break-pick")
    position[CH]["reversed"] = True
    game = saboteur.from_position(position)
    act(game, kind="place", card="tunnel-NEW", at=[7, 0], turned=False)
    assert events(game, "gold_drawn")[0]["keepers"] == [3, 2, 3]


def test_in_saboteur_2_thefts_stay_clockwise_after_a_reverse():
    """Ruling 4: in Saboteur 2 the order of thefts stays clockwise (the book limits the
    reversed passing to the base game): the rounds' thefts are Saboteur 2's own order,
    which never reads the direction of play."""
    import inspect

    from saboteur.games.saboteur2 import rounds

    assert "reversed_order" not in inspect.getsource(rounds)


# -- master craftsman (book 2021) ---------------------------------------------------------------


def test_master_craftsman_mends_any_one_of_the_three_tools():
    """Book 002, '2021 - Maître artisan': a repair card with the 3 tools; removes 1 broken
    tool; it and the card removed go to the discard. Like every repair, it needs a broken
    tool in play."""
    game = championship(hands=[["master-craftsman"], ["map"], ["map"], ["map"], ["map"]],
                        broken=[[], ["break-pick", "break-cart"], [], ["break-lantern"], []])
    mends = [a.to_json() for a in game.legal_actions() if a.kind == "repair" and a.card == "master-craftsman"]
    assert mends == [
        {"kind": "repair", "card": "master-craftsman", "target": 1, "tool": "pick"},
        {"kind": "repair", "card": "master-craftsman", "target": 1, "tool": "cart"},
        {"kind": "repair", "card": "master-craftsman", "target": 3, "tool": "lantern"},
    ]
    act(game, kind="repair", card="master-craftsman", target=3, tool="lantern")
    assert game.position()["discards"][-2:] == [{"card": "master-craftsman", "face_up": True}, {"card": "break-lantern", "face_up": True}]
    idle = championship(hands=[["master-craftsman"], ["map"], ["map"], ["map"], ["map"]])
    assert not [a for a in idle.legal_actions() if a.kind == "repair"]


# -- goal swap (ruling 8) ----------------------------------------------------------------------


def test_goal_swap_swaps_two_face_down_goals_or_not_and_clears_what_anyone_knew_of_them():
    """Book 002, '2017 - Échange de cartes Arrivée': take 2 face-down goals without
    turning them, swap them or not. Ruling 8: the others see which two were taken, not
    whether they were swapped, so what anyone knew of those two goals is no longer sure,
    the player's own knowledge included; the third goal's map stays known."""
    hands = [["goal-swap"], ["map"], ["map"], ["map"], ["map"]]
    game = championship(hands=hands, seen_by={0: [0, 1], 1: [1], 2: [2]})
    before = dict(game.goal_cards)
    act(game, kind="goal_swap", card="goal-swap", at=[8, -2], to=[8, 0], value=1)
    slots = game.rules.goal_slots
    assert game.goal_cards[slots[0]] == before[slots[1]] and game.goal_cards[slots[1]] == before[slots[0]]
    assert game.maze.hidden_goals == game.goal_cards
    assert game.seen_goals[:3] == [0, 0, 4]
    public = events(game, "goal_swap", 1)
    assert public == [{"type": "goal_swap", "seat": 0, "card": "goal-swap", "at": [8, -2], "to": [8, 0]}]
    assert events(game, "goal_swap", 0)[0]["swapped"] is True
    for seat in range(5):
        assert [g["card"] for g in game.view(seat)["goals"][:2]] == [None, None]


def test_goal_swap_left_as_it_was_tells_nobody_else_the_difference():
    """Ruling 8: swapped or not, the others' views and logs are the same."""
    hands = [["goal-swap"], ["map"], ["map"], ["map"], ["map"]]
    swapped, kept = championship(hands=hands), championship(hands=hands)
    act(swapped, kind="goal_swap", card="goal-swap", at=[8, 0], to=[8, 2], value=1)
    act(kept, kind="goal_swap", card="goal-swap", at=[8, 0], to=[8, 2], value=0)
    for seat in range(1, 5):
        assert swapped.view(seat) == kept.view(seat)


def test_goal_swap_needs_two_face_down_goals():
    """Ruling 8: not playable with fewer than 2 face-down goals."""
    maze = ROW_TO_6 + [(8, -2, "goal-stone-NE", False), (8, 2, "goal-stone-NW", False)]
    game = championship(hands=[["goal-swap", "map"], ["map"], ["map"], ["map"], ["map"]], maze=maze)
    assert not [a for a in game.legal_actions() if a.kind == "goal_swap"]
    assert "face-down" in game.refusal({"kind": "goal_swap", "card": "goal-swap", "at": [8, -2], "to": [8, 2], "value": 1})


# -- forgotten treasure (ruling 7) ---------------------------------------------------------------


def forgotten(draw_size=None):
    discards = [("map", True), ("rockfall", True), ("tunnel-NS", False), ("repair-pick", True), ("dead-N", False), ("tunnel-EW", False)]
    return championship(hands=[["forgotten-treasure", "map"], ["map"], ["map"], ["map"], ["map"]], discards=discards,
                        draw_size=draw_size)


def test_forgotten_treasure_keeps_one_of_the_top_five_discards_instead_of_drawing():
    """Book 002, '2018 - Trésor oublié': instead of drawing, take the top 5 discards, look
    at them, add one to your hand and put the others back face down. Ruling 7: the card
    itself goes to the discard after the choice, never among the 5."""
    game = forgotten()
    discards = game.position()["discards"]
    top = [entry["card"] for entry in discards[-5:]]
    pile = len(game.draw_pile)
    act(game, kind="forgotten_treasure", card="forgotten-treasure")
    assert game.phase == "keep_discard" and game.to_move == 0
    assert sorted(a.card for a in game.legal_actions()) == sorted(set(top))
    assert events(game, "forgotten_treasure", 0)[0]["cards"] == top[::-1]
    act(game, kind="keep_discard", card="tunnel-NS")
    after = game.position()["discards"]
    assert after[-1] == {"card": "forgotten-treasure", "face_up": True}
    assert [e["card"] for e in after[-5:-1]] == [c for c in top if c != "tunnel-NS"]
    assert not any(e["face_up"] for e in after[-5:-1])
    assert after[:-5] == discards[:-5]
    assert "tunnel-NS" in game.view(0)["hand"] and len(game.draw_pile) == pile  # no draw
    assert game.to_move == 1


def test_what_the_others_learn_of_a_forgotten_treasure():
    """Ruling 7: the card kept is private; the others see how many were looked at."""
    game = forgotten()
    act(game, kind="forgotten_treasure", card="forgotten-treasure")
    act(game, kind="keep_discard", card="repair-pick")
    for seat in range(1, 5):
        log = game.log(seat)
        assert [e for e in log if e["type"] == "forgotten_treasure"] == [
            {"type": "forgotten_treasure", "seat": 0, "card": "forgotten-treasure", "looked": 5}]
        assert [e for e in log if e["type"] == "keep_discard"] == [{"type": "keep_discard", "seat": 0}]
    assert events(game, "keep_discard", 0)[0]["card"] == "repair-pick"


def test_forgotten_treasure_works_with_an_empty_draw_pile_but_not_an_empty_discard():
    """Ruling 7: it works with an empty draw pile and needs at least one card in the
    discard; with fewer than 5 discards, all are looked at (book)."""
    position = championship(hands=[["forgotten-treasure", "map"], ["map"], ["map"], ["map"], ["map"]],
                            discards=[("rockfall", True)], draw_size=0).position()
    position["discards"] = [{"card": card, "face_up": False} for card in position["draw_pile"]] + position["discards"]
    position["draw_pile"] = []
    game = saboteur.from_position(position)
    act(game, kind="forgotten_treasure", card="forgotten-treasure")
    assert len(game.legal_actions()) >= 1
    act(game, **game.legal_actions()[0].to_json())
    assert len(game.hands[0]) == 2 and game.to_move == 1
    empty = championship(hands=[["forgotten-treasure", "map"], ["map"], ["map"], ["map"], ["map"]])
    assert not [a for a in empty.legal_actions() if a.kind == "forgotten_treasure"]
    assert empty.refusal({"kind": "forgotten_treasure", "card": "forgotten-treasure"}) == "the discard pile is empty"
