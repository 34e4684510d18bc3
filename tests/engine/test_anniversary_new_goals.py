"""New goal cards (issue 47 item 2; book 002, 'Nouvelles cartes Arrivée'; rules/anniversary.md,
the table of new goals, the Layout, rulings 1, 9 and 11)."""

from collections import Counter

import pytest
import saboteur
from anniversary_helpers import ROW, ROW_ABOVE, events, staged
from saboteur.errors import InvalidPosition

NG = "new-goals"
SLOTS = [[8, -4], [8, -2], [8, 0], [8, 2], [8, 4]]
REACH_MIDDLE = {"kind": "place", "card": "tunnel-EW", "at": [7, 0], "turned": False}
ROLES = ["gold-digger", "gold-digger", "saboteur", "gold-digger"]
ROLES_2 = ["gold-digger-blue", "gold-digger-green", "saboteur", "gold-digger-blue"]


def reach(goal, ruleset="base", **kwargs):
    """Seat 0 links the start to the goal `goal`, lying at (8,0)."""
    roles = ROLES_2 if ruleset == "saboteur2" else ROLES
    game = staged(ruleset, path=ROW, hand=["tunnel-EW"], goals={(8, 0): goal}, roles=roles, **kwargs)
    game.apply(REACH_MIDDLE)
    return game


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
def test_five_goals_lie_face_down_the_treasure_and_four_of_the_seven_others(ruleset):
    """Book 002, Nouvelles cartes Arrivée, setup; anniversary.md Layout: 5 goals at (8,-4) to
    (8,4), the treasure and 4 others drawn at random; the 3 others come back next round."""
    in_play = Counter()
    for seed in range(12):
        game = saboteur.new_game(ruleset, 4, seed, modules=[NG])
        view = game.view(0)
        assert [goal["at"] for goal in view["goals"]] == SLOTS
        assert not any(goal["face_up"] or goal["card"] for goal in view["goals"])
        cards = [game.rules.catalogue.types[card].id for card in game.goal_cards.values()]
        assert len(set(cards)) == 5 and "new-goal-treasure" in cards
        in_play.update(cards)
    assert in_play["new-goal-treasure"] == 12
    assert set(in_play) == set(game.rules.goal_ids) and len(in_play) == 8  # every card is drawn some round


def test_base_keeps_its_three_goals():
    """Base Saboteur without the module: 3 goals at (8,-2), (8,0), (8,2) (base.md 1)."""
    assert [goal["at"] for goal in saboteur.new_game("base", 4, 1).view(0)["goals"]] == SLOTS[1:4]


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
def test_the_treasure_is_the_games_gold(ruleset):
    """Anniversary.md ruling 11: the treasure is base.md 7 or saboteur2.md 3: the round ends, found."""
    game = reach("new-goal-treasure", ruleset)
    assert events(game, "round_end")[0]["finder"] == 0


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
def test_the_spider_ends_the_round_at_once_and_the_saboteurs_win(ruleset):
    """Book 002: 'la manche se termine immédiatement, les saboteurs gagnent'; ruling 11: as if
    the treasure was never reached."""
    game = reach("new-goal-spider", ruleset)
    end = events(game, "round_end")[0]
    assert end["finder"] is None and "saboteur" in end["winners"]
    assert game.round == 2


def test_after_the_spider_the_player_does_not_draw():
    """Ruling 11: the round ends at once, so the revealer draws nothing (as when the gold is found)."""
    game = staged(path=ROW, hand=["tunnel-EW"], goals={(8, 0): "new-goal-spider"}, roles=ROLES)
    drawn = len(events(game, "draw"))
    game.apply(REACH_MIDDLE)
    assert len(events(game, "draw")) == drawn


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
@pytest.mark.parametrize("sack,amount", [("new-goal-sack-1", 1), ("new-goal-sack-2", 2)])
def test_a_gold_sack_gives_the_revealer_its_nuggets_and_play_goes_on(ruleset, sack, amount):
    """Book 002: '1 ou 2 pépites selon ce qu'indique la carte'; ruling 11: to the revealer."""
    game = reach(sack, ruleset)
    assert saboteur.games.anniversary.purse.nuggets(game) == [amount, 0, 0, 0]
    assert not events(game, "round_end") and game.to_move == 1


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
def test_the_dragon_takes_a_nugget_to_the_supply(ruleset):
    """Book 002: the dragon takes 1 nugget; ruling 11: to the supply."""
    game = reach("new-goal-dragon", ruleset, nuggets=[2, 1, 0, 0])
    assert saboteur.games.anniversary.purse.nuggets(game) == [1, 1, 0, 0]


def test_the_dragon_takes_nothing_from_a_player_with_nothing():
    """Book 002: 'si vous en avez'."""
    game = reach("new-goal-dragon")
    assert saboteur.games.anniversary.purse.nuggets(game) == [0, 0, 0, 0]
    assert not events(game, "nuggets") and game.to_move == 1


def test_the_dragon_changes_a_gold_card_of_a_player_with_no_nugget():
    """Ruling 1: a player holding only gold cards gives one back and takes the change."""
    game = reach("new-goal-dragon", gold=[[2], [], [], []])
    assert saboteur.games.anniversary.purse.nuggets(game) == [1, 0, 0, 0]
    assert game.view(0)["seats"][0]["gold"] == []


def test_a_stone_does_nothing():
    """Book 002: 'l'habituelle pierre noire'."""
    game = reach("new-goal-stone-NES")
    assert events(game, "goal_revealed")[0]["card"] == "new-goal-stone-NES"
    assert not events(game, "nuggets") and not events(game, "round_end") and game.to_move == 1


BETWEEN_TWO = {"kind": "place", "card": "tunnel-NESW", "at": [8, -1], "turned": False}  # touches (8,-2) and (8,0)
# reaches (8,-1) with the cards both games hold enough of (Saboteur 2 sets some aside)
ROW_ABOVE_BOTH = [(0, -1, "tunnel-NES")] + [(x, -1, "tunnel-NEW") for x in range(1, 6)] + [(6, -1, "tunnel-EW"), (7, -1, "tunnel-EW")]


def two_reached(ruleset="base", upper="new-goal-spider", lower="new-goal-treasure", **kwargs):
    """Seat 0 lays the card that links the start to the goals at (8,-2) and (8,0) at once."""
    roles = ROLES_2 if ruleset == "saboteur2" else ROLES
    game = staged(ruleset, path=ROW_ABOVE_BOTH, hand=["tunnel-NESW"], roles=roles,
                  goals={(8, -2): upper, (8, 0): lower}, **kwargs)
    game.apply(BETWEEN_TWO)
    return game


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
def test_two_goals_reached_at_once_the_player_chooses_which_turns_first(ruleset):
    """Book 002, Nouvelles cartes Arrivée, Remarque: 'révélez-en une au choix et appliquez son
    effet'; ruling 9 (the order within a kind is the player's). Asked of the player alone,
    both goals still face down, whatever they hold; the choice is public, as the goals are."""
    game = two_reached(ruleset)
    assert game.to_move == 0 and game.phase == "first_goal"
    assert [action.to_json() for action in game.legal_actions()] == [
        {"kind": "first_goal", "at": [8, -2]}, {"kind": "first_goal", "at": [8, 0]}]
    assert not events(game, "goal_revealed")
    assert game.view(1)["phase"] == "first_goal" and game.view(1)["goals"][1]["card"] is None


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
def test_the_treasure_chosen_first_ends_the_round_found_the_spider_then_does_nothing(ruleset):
    """Book 002: '... puis révélez l'autre (sauf si la 1re carte met fin à la partie)': the
    treasure first, the gold-diggers win; the spider after it acts no more (ruling 11)."""
    game = two_reached(ruleset)
    game.apply({"kind": "first_goal", "at": [8, 0]})
    assert events(game, "goal_revealed")[0]["at"] == [8, 0]
    assert events(game, "round_end")[0]["finder"] == 0


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
def test_the_spider_chosen_first_ends_the_round_and_the_saboteurs_win(ruleset):
    """Book 002 (Araignée géante, and the Remarque): the spider first ends the round at once,
    the saboteurs win, though the treasure was reached with it (ruling 11)."""
    game = two_reached(ruleset)
    game.apply({"kind": "first_goal", "at": [8, -2]})
    end = events(game, "round_end")[0]
    assert end["finder"] is None and "saboteur" in end["winners"]
    assert game.round == 2


@pytest.mark.parametrize("first,nuggets", [([8, -2], [0, 0, 0, 0]), ([8, 0], [1, 0, 0, 0])])
def test_a_dragon_after_a_sack_takes_a_nugget_before_it_takes_none(first, nuggets):
    """Book 002 (Sac d'or, Dragon: 'payez 1 pépite si vous en avez déjà') and the Remarque:
    the order chosen decides what the dragon takes. Dragon first, from a player with nothing:
    nothing, then the sack's 1; the sack first: 1, then the dragon takes it."""
    game = two_reached(upper="new-goal-sack-1", lower="new-goal-dragon")
    game.apply({"kind": "first_goal", "at": first})
    assert saboteur.games.anniversary.purse.nuggets(game) == nuggets
    assert [e["at"] for e in events(game, "goal_revealed")] == [first, [8, 0] if first == [8, -2] else [8, -2]]
    assert not events(game, "round_end") and game.to_move == 1 and game.phase == "play"


def test_the_turn_ends_with_its_draw_once_both_goals_are_turned():
    """The choice is part of the placement's turn (ruling 9): the player draws 1 after it,
    as after any placement (base.md 2), and play moves on."""
    game = two_reached(upper="new-goal-stone-NE", lower="new-goal-sack-2")
    drawn = len(events(game, "draw"))
    game.apply({"kind": "first_goal", "at": [8, 0]})
    assert len(events(game, "draw")) == drawn + 1 and game.to_move == 1


def test_base_without_new_goals_turns_two_goals_at_once_without_asking():
    """Base Saboteur (book 001 'Fin d'une manche'; anniversary ruling 9): its goals act on nothing
    but the round's end, so their order never matters and nothing is asked: both turn over,
    top to bottom, as always (golden counts of base unchanged)."""
    game = staged(modules=(), path=ROW_ABOVE, hand=["tunnel-NESW"], roles=ROLES,
                  goals={(8, -2): "goal-stone-NE", (8, 0): "goal-gold"})
    game.apply(BETWEEN_TWO)
    assert [e["at"] for e in events(game, "goal_revealed")] == [[8, -2], [8, 0]]
    assert events(game, "round_end")[0]["finder"] == 0


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
def test_a_pending_choice_of_the_first_goal_round_trips_and_a_corrupt_one_is_refused(ruleset):
    """Issue 47, Must hold: positions and records round-trip with the decision pending (the
    goals reached still face down); a corrupt one is refused naming its fault."""
    game = two_reached(ruleset)
    position = game.position()
    assert position["decisions"][-1] == {"kind": "first_goal", "seat": 0, "draw": 1}
    assert saboteur.from_position(position).position() == position
    assert saboteur.load_record(game.record()).position() == position
    position["decisions"][-1]["draw"] = 7
    with pytest.raises(InvalidPosition, match="draw: 0, 1 or 2"):
        saboteur.from_position(position)


def test_a_choice_of_the_first_goal_with_one_goal_reached_is_refused():
    """Issue 47, Must hold: a decision the maze cannot hold is refused naming its fault."""
    position = reach("new-goal-stone-NE").position()
    position["decisions"].append({"kind": "first_goal", "seat": 1, "draw": 1})
    with pytest.raises(InvalidPosition, match="two face-down goals reached"):
        saboteur.from_position(position)


def test_another_action_while_the_first_goal_is_chosen_is_refused_with_its_reason():
    """Issue 47, Must hold: an illegal action refused with the game unchanged."""
    game = two_reached()
    before = game.position()
    assert "which reached goal turns first" in game.refusal({"kind": "pass", "card": "tunnel-NESW"})
    assert "no face-down goal reached" in game.refusal({"kind": "first_goal", "at": [8, 2]})
    assert game.position() == before


def test_two_sacks_reached_at_once_both_pay():
    """Ruling 9: each goal reached resolves, in the order the player chooses."""
    game = two_reached(upper="new-goal-sack-1", lower="new-goal-sack-2")
    game.apply({"kind": "first_goal", "at": [8, 0]})
    assert saboteur.games.anniversary.purse.nuggets(game) == [3, 0, 0, 0]


def test_a_map_looks_at_any_of_the_five_goals_and_only_its_reader_sees_it():
    """Book 002: maps look at any face-down goal (base.md 4); the others do not learn it."""
    game = staged(hand=["map"], goals={(8, 4): "new-goal-dragon"})
    maps = [action.to_json()["at"] for action in game.legal_actions() if action.kind == "map"]
    assert maps == SLOTS
    game.apply({"kind": "map", "card": "map", "at": [8, 4]})
    assert game.view(0)["goals"][4] == {"at": [8, 4], "face_up": False, "seen_by_you": True, "card": "new-goal-dragon"}
    assert game.view(1)["goals"][4]["card"] is None
    assert "new-goal-dragon" in game.view(0)["cards"] and "new-goal-dragon" not in game.view(1)["cards"]


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
def test_positions_and_records_round_trip(ruleset):
    """Issue 47: positions and records name their modules and load again."""
    game = reach("new-goal-sack-2", ruleset)
    again = saboteur.from_position(game.position())
    assert again.position() == game.position()
    assert saboteur.load_record(game.record()).position() == game.position()


@pytest.mark.parametrize("corrupt,message", [
    (lambda p: p["goals"][0].update(card=p["goals"][1]["card"]), "once each"),
    (lambda p: p["goals"][0].update(card="goal-stone-NE"), "5 of"),
    (lambda p: p["goals"].pop(), "each goal slot once"),
    (lambda p: [g.update(card="new-goal-stone-NE") for g in p["goals"] if g["card"] == "new-goal-treasure"], "gold"),
])
def test_a_corrupt_goal_layout_is_refused_naming_its_fault(corrupt, message):
    """Issue 47, Must hold: a corrupt part refused with its fault named."""
    position = saboteur.new_game("base", 4, 3, modules=[NG]).position()
    if "new-goal-stone-NE" in [g["card"] for g in position["goals"]]:
        position = saboteur.new_game("base", 4, 4, modules=[NG]).position()
    corrupt(position)
    with pytest.raises(InvalidPosition, match=message):
        saboteur.from_position(position)


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
def test_the_resample_deals_unseen_goals_from_all_eight_and_keeps_what_the_seat_saw(ruleset):
    """Issue 47 item 4: Hard's resample deals a module's hidden state again and never reads
    it: goals the seat did not see come from the 8 (the 3 waiting too), the treasure always
    among the 5; the goal it saw with a map stays."""
    import random

    game = staged(ruleset, hand=["map"], goals={(8, 4): "new-goal-dragon"})
    game.apply({"kind": "map", "card": "map", "at": [8, 4]})
    view = game.view(0)
    rules = game.rules
    resampler = rules.composition.resampler(rules, view, random.Random(1))
    dealt = Counter()
    for number in range(40):
        sample = resampler.sample(random.Random(number))
        cards = [rules.catalogue.types[card].id for card in sample.goal_cards.values()]
        assert cards[4] == "new-goal-dragon" and "new-goal-treasure" in cards and len(set(cards)) == 5
        assert sample.view(0)["goals"] == view["goals"]
        dealt.update(cards[:4])
    assert len(dealt) == 7  # every other card, those waiting this round included


def test_a_lesson_sketch_deals_five_goals_with_the_treasure_or_names_them():
    """docs/lessons.md section 2: a sketch of new goals deals 5 of the 8, the treasure
    always among them (book 002 setup), or names 5 with the treasure."""
    for seed in range(8):
        game = saboteur.from_sketch({"ruleset": "base", "modules": [NG], "players": 4, "seed": seed})
        assert "new-goal-treasure" in [goal["card"] for goal in game.position()["goals"]]
    named = ["new-goal-spider", "new-goal-treasure", "new-goal-dragon", "new-goal-sack-1", "new-goal-stone-NE"]
    game = saboteur.from_sketch({"ruleset": "saboteur2", "modules": [NG], "players": 4, "goals": named})
    assert [goal["card"] for goal in game.position()["goals"]] == named
    with pytest.raises(InvalidPosition, match="the treasure among them"):
        saboteur.from_sketch({"ruleset": "base", "modules": [NG], "players": 4, "goals": named[:1] + named[2:] + ["new-goal-sack-2"]})
