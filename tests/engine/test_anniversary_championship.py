"""The championship action cards, 2017 to 2023 (issue 47, module `championship`; book 002,
'Championnats du monde de Saboteur 2016-2023'; rules/anniversary.md rulings 3 to 8, and 9
where a moved card reaches a goal). One of each is dealt into the deck."""

import json
from collections import Counter

import pytest
import saboteur
from saboteur.kernel.facedown import seen_by
from engine_helpers import GD, ROW_TO_6, SAB, load, scenario
from saboteur.errors import InvalidPosition
from test_rules_gold import pile_with_top

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
    reversed passing to the base game): the theft laid last takes first, then clockwise
    (book 002, 'Vol'): seats 0, 1, 4 here, though play runs counterclockwise."""
    from saboteur2_helpers import s2_game

    blue, green = "gold-digger-blue", "gold-digger-green"
    game = s2_game([SAB, SAB, blue, green, blue, green], [["map"]] * 6, draw_pile=0,
                   in_front={0: ["theft"], 1: ["theft"], 4: ["theft"]}, thefts=[1, 4, 0])
    position = json.loads(json.dumps(game.position()))
    position["modules"].append(CH)
    position[CH] = {"reversed": True, "laid": []}
    position["discards"] += [{"card": card, "face_up": False} for card in CARDS]
    game = saboteur.from_position(position)
    for seat in (0, 5, 4, 3, 2, 1):  # the passes go counterclockwise
        assert game.to_move == seat
        game.apply({"kind": "pass_cards", "cards": ["map"]})
    thieves = []
    while game.phase == "steal":
        thieves.append(game.to_move)
        game.apply(game.legal_actions()[0])
    assert thieves == [0, 1, 4]


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
    assert [seen_by(game, slot) for slot in slots] == [[], [], [2]]
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
    assert game.view(0)["keep_discard"] == {"cards": top[::-1]}
    assert all("keep_discard" not in game.view(seat) for seat in (None, 1, 2, 3, 4))
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


def test_with_fewer_than_five_discards_all_are_looked_at():
    """Book 002, 2018, 'Remarque': with fewer than 5 cards in the discard pile, take them
    all and choose one."""
    game = championship(hands=[["forgotten-treasure", "map"], ["map"], ["map"], ["map"], ["map"]],
                        discards=[("rockfall", True), ("tunnel-NS", False)])
    act(game, kind="forgotten_treasure", card="forgotten-treasure")
    assert events(game, "forgotten_treasure", 0)[0]["cards"] == ["tunnel-NS", "rockfall"]
    assert sorted(a.card for a in game.legal_actions()) == ["rockfall", "tunnel-NS"]


# -- diversion (ruling 6) ----------------------------------------------------------------------


def laid_then(hands, **kw):
    """Seat 0 lays a tunnel-NEW at (4,1), below the row to (6,0); seat 1 moves next."""
    game = championship(hands=hands, maze=ROW_TO_6, **kw)
    act(game, kind="place", card="tunnel-NEW", at=[4, 1], turned=False)
    return game


def test_diversion_moves_the_last_path_card_laid_by_the_placement_rules_with_its_cell_empty():
    """Book 002, '2023 - Diversion': move the last path card laid elsewhere in the maze,
    by the usual rules. Ruling 6: judged with its old cell empty, either turn; never to
    its own cell. The destinations are those where the card could be laid if it had never
    been: a seat holding it may place it exactly there."""
    hands = [["tunnel-NEW", "map"], ["diversion", "map"], ["map"], ["map"], ["map"]]
    game = laid_then(hands)
    moves = {(tuple(a.at), a.turned) for a in game.legal_actions() if a.kind == "diversion"}
    fresh = championship(hands=[["tunnel-NEW", "map"], ["map"], ["map"], ["map"], ["map"]], maze=ROW_TO_6)
    places = {(tuple(a.at), a.turned) for a in fresh.legal_actions() if a.kind == "place" and a.card == "tunnel-NEW"}
    assert moves == places - {((4, 1), False), ((4, 1), True)} and moves
    act(game, kind="diversion", card="diversion", at=[6, -1], turned=True)
    maze = {tuple(entry["at"]): entry for entry in game.view(None)["maze"]}
    assert maze[(6, -1)] == {"at": [6, -1], "card": "tunnel-NEW", "turned": True} and (4, 1) not in maze
    assert [e for e in game.log(None) if e["type"] == "diversion"] == [{
        "type": "diversion", "seat": 1, "card": "diversion", "from": [4, 1], "at": [6, -1], "turned": True,
        "moved": "tunnel-NEW"}]


def test_diversion_is_an_action_card_a_broken_tool_does_not_stop_it():
    """Ruling 6: a player with a broken tool (or trapped) may play it."""
    game = laid_then([["tunnel-NEW", "map"], ["diversion", "map"], ["map"], ["map"], ["map"]],
                     broken=[[], ["break-pick"], [], [], []])
    assert any(a.kind == "diversion" for a in game.legal_actions())


def test_diversion_needs_a_card_laid_by_a_player_still_in_the_maze():
    """Ruling 6: never the start, goals or cards of the setup; after a rockfall took the
    last card laid, the one laid before it moves; with none, the card is not playable."""
    game = championship(hands=[["diversion", "map"], ["map"], ["map"], ["map"], ["map"]], maze=ROW_TO_6)
    assert not [a for a in game.legal_actions() if a.kind == "diversion"]
    assert "no path card laid" in game.refusal({"kind": "diversion", "card": "diversion", "at": [1, 1], "turned": False})
    hands = [["tunnel-NEW", "map"], ["tunnel-NS", "map"], ["rockfall", "map"], ["diversion", "map"], ["map"]]
    game = laid_then(hands)
    act(game, kind="place", card="tunnel-NS", at=[4, -1], turned=False)
    act(game, kind="rockfall", card="rockfall", at=[4, -1])
    moved = [a for a in game.legal_actions() if a.kind == "diversion"][0]
    act(game, **moved.to_json())
    assert [e["moved"] for e in game.log(None) if e["type"] == "diversion"] == ["tunnel-NEW"]


def test_a_diverted_card_that_reaches_the_gold_ends_the_round_as_a_placement_does():
    """Ruling 9: a diversion that first links a face-down goal turns it like a placement;
    the gold found, the round ends and the diverter found it."""
    game = laid_then([["tunnel-NEW", "map"], ["diversion", "map"], ["map"], ["map"], ["map"]],
                     roles=[GD, GD, GD, SAB, SAB])
    act(game, kind="diversion", card="diversion", at=[7, 0], turned=False)
    assert [e["card"] for e in events(game, "goal_revealed")] == ["goal-gold"]
    assert game.results[0]["finder"] == 1 and game.results[0]["winners"] == GD


# -- scout (ruling 5) ---------------------------------------------------------------------------


def test_scout_lays_two_path_cards_one_after_the_other_then_draws_two():
    """Book 002, '2022 - Éclaireur': play it and 2 path cards one after the other, by the
    usual rules; at the end of the turn draw 2, one card fewer for the round."""
    hands = [["scout", "tunnel-NS", "tunnel-NESW", "map"], ["map"], ["map"], ["map"], ["map"]]
    game = championship(hands=hands, maze=ROW_TO_6)
    act(game, kind="scout", card="scout")
    assert game.phase == "scout_place" and game.to_move == 0
    assert {a.kind for a in game.legal_actions()} == {"place"}
    act(game, kind="place", card="tunnel-NESW", at=[4, -1], turned=False)
    assert game.phase == "scout_place"
    act(game, kind="place", card="tunnel-NS", at=[4, -2], turned=False)
    assert game.to_move == 1 and len(game.hands[0]) == 3  # map and the two cards drawn
    assert [e["seat"] for e in game.log(None) if e["type"] == "draw"] == [0, 0]
    assert game.position()[CH]["laid"][-1] == {"at": [4, -2], "card": "tunnel-NS", "turned": False}


def test_a_scout_needs_a_seat_free_to_lay_two_path_cards():
    """Ruling 5: no broken tool (and in Saboteur 2 not trapped), and two path cards that
    can be laid one after the other."""
    hands = [["scout", "tunnel-NS", "tunnel-NESW"], ["map"], ["map"], ["map"], ["map"]]
    broken = championship(hands=hands, maze=ROW_TO_6, broken=[["break-cart"], [], [], [], []])
    assert not [a for a in broken.legal_actions() if a.kind == "scout"]
    assert "may not place" in broken.refusal({"kind": "scout", "card": "scout"})
    one = championship(hands=[["scout", "tunnel-NS", "map"], ["map"], ["map"], ["map"], ["map"]], maze=ROW_TO_6)
    assert not [a for a in one.legal_actions() if a.kind == "scout"]


def test_when_the_scouts_first_card_ends_the_round_the_second_stays_in_hand():
    """Ruling 5: each placement triggers on its own; the first reaching the gold ends the
    round at once."""
    hands = [["scout", "tunnel-NEW", "tunnel-NS"], ["map"], ["map"], ["map"], ["map"]]
    game = championship(hands=hands, maze=ROW_TO_6, roles=[GD, GD, GD, SAB, SAB], gold_pile=pile_with_top(3, 2, 1))
    act(game, kind="scout", card="scout")
    act(game, kind="place", card="tunnel-NEW", at=[7, 0], turned=False)
    assert game.results[0]["finder"] == 0 and game.phase == "gold"
    assert game.view(0)["hand"] == ["tunnel-NS"]


# -- veto (ruling 3) ---------------------------------------------------------------------------


def vetoable(holder=3, **kw):
    """Seat 0 is to move with a broken tool to lay in front of seat 2; `holder` holds the veto."""
    hands = [["break-pick", "map"], ["map"], ["map"], ["map"], ["map"]]
    hands[holder] = ["veto", "map"]
    return championship(hands=hands, **kw)


BREAK = {"kind": "break", "card": "break-pick", "target": 2}


def test_a_veto_cancels_the_card_just_played_then_the_player_and_the_vetoer_draw():
    """Book 002, '2019 - Veto': played in another dwarf's turn, in answer to the path or
    action card just played, before its effect: both cards are discarded, the other dwarf
    draws 1, ending its turn, and so do you. Ruling 3: a vetoed card triggers nothing."""
    game = vetoable()
    pile = game.draw_pile[-2:]
    act(game, **BREAK)
    assert game.to_move == 3 and game.phase == "veto"
    assert [a.to_json() for a in game.legal_actions()] == [{"kind": "veto", "card": "veto"}, {"kind": "allow"}]
    assert game.view(3)["veto"] == {"player": 0, "action": BREAK}
    act(game, kind="veto", card="veto")
    assert game.broken[2] == []
    assert game.position()["discards"][-2:] == [{"card": "break-pick", "face_up": True}, {"card": "veto", "face_up": True}]
    assert events(game, "veto") == [{"type": "veto", "seat": 3, "card": "veto", "target": 0, "vetoed": "break-pick"}]
    assert [e["seat"] for e in events(game, "draw")] == [0, 3]
    types = game.rules.catalogue.types
    assert types[pile[-1]].id in game.view(0)["hand"] and types[pile[-2]].id in game.view(3)["hand"]
    assert game.to_move == 1


def test_a_card_let_be_acts_as_usual():
    """Ruling 3: a holder who does not answer lets the card act."""
    game = vetoable()
    act(game, **BREAK)
    act(game, kind="allow")
    assert game.view(None)["seats"][2]["broken"] == ["pick"] and game.to_move == 1


def test_nobody_else_learns_that_a_veto_window_is_open_or_who_is_asked():
    """Ruling 3: the engine asks only holders and never shows who was asked. While the
    holder is asked, every other seat's view is the one it had before the card was
    played (the card still in the player's hand, the player to move), so nobody learns
    who holds a veto; the player's own view differs only in having nothing to do now."""
    game = vetoable()
    before = {seat: game.view(seat) for seat in (None, 0, 1, 2, 4)}
    act(game, **BREAK)
    for seat, view in before.items():
        now = game.view(seat)
        if seat == 0:
            assert now["legal_actions"] == [] and view["legal_actions"]
            now["legal_actions"] = view["legal_actions"]
        assert now == view, seat
    assert game.view(3)["phase"] == "veto" and game.view(3)["to_move"] == 3


def test_a_card_let_be_leaves_the_others_views_as_if_nobody_held_a_veto():
    """Ruling 3: a holder who lets the card be leaves no trace: the other seats' views
    after the card acted are those of a game where the veto lay in the draw pile."""
    asked = vetoable(holder=3)
    plain = championship(hands=[["break-pick", "map"], ["map"], ["map"], ["map", "map"], ["map"]])
    act(asked, **BREAK)
    act(asked, kind="allow")
    act(plain, **BREAK)
    for seat in (None, 1, 2, 4):
        assert asked.view(seat) == plain.view(seat), seat


def test_a_veto_cannot_answer_a_pass_and_is_never_played_in_ones_own_turn():
    """Ruling 3: no veto against a pass (no card is played for its use); book: the veto
    is played during another dwarf's turn."""
    game = vetoable()
    act(game, kind="pass", card="map")
    assert game.to_move == 1 and game.phase == "play"
    own = vetoable(holder=3, to_move=3)
    assert [a.kind for a in own.legal_actions() if a.card == "veto"] == ["pass"]
    assert own.refusal({"kind": "veto", "card": "veto"}) == "a veto answers a card another player has just played"


def test_against_a_scout_a_veto_answers_the_scout_card_only():
    """Ruling 3: the scout card is cancelled and its 2 path cards stay in hand; the
    scout's placements are not answered."""
    hands = [["scout", "tunnel-NS", "tunnel-NESW"], ["map"], ["veto", "map"], ["map"], ["map"]]
    game = championship(hands=hands, maze=ROW_TO_6)
    act(game, kind="scout", card="scout")
    assert game.phase == "veto"
    act(game, kind="veto", card="veto")
    assert {"tunnel-NS", "tunnel-NESW"} <= set(game.view(0)["hand"]) and game.to_move == 1
    again = championship(hands=hands, maze=ROW_TO_6)
    act(again, kind="scout", card="scout")
    act(again, kind="allow")
    act(again, kind="place", card="tunnel-NESW", at=[4, -1], turned=False)
    assert again.phase == "scout_place" and again.to_move == 0


# -- positions and records ------------------------------------------------------------------------


@pytest.mark.parametrize("setup", ["veto", "keep_discard", "scout_place", "reversed"])
def test_positions_with_every_championship_decision_round_trip(setup):
    """Issue 47, 'Must hold': positions round-trip with the module's part and decisions."""
    if setup == "veto":
        game = vetoable()
        act(game, **BREAK)
    elif setup == "keep_discard":
        game = forgotten()
        act(game, kind="forgotten_treasure", card="forgotten-treasure")
    elif setup == "scout_place":
        game = championship(hands=[["scout", "tunnel-NS", "tunnel-NESW"], ["map"], ["map"], ["map"], ["map"]], maze=ROW_TO_6)
        act(game, kind="scout", card="scout")
        act(game, kind="place", card="tunnel-NESW", at=[4, -1], turned=False)
    else:
        game = championship(hands=[["reverse", "tunnel-NS"], ["map"], ["map"], ["map"], ["map"]], maze=ROW_TO_6)
        act(game, kind="place", card="tunnel-NS", at=[4, -1], turned=False)
        act(game, kind="pass", card="map")
    position = json.loads(json.dumps(game.position()))
    loaded = saboteur.from_position(position)
    assert loaded.position() == position
    assert [a.to_json() for a in loaded.legal_actions()] == [a.to_json() for a in game.legal_actions()]
    assert position["decisions"][-1]["kind"] == {"reversed": "turn"}.get(setup, setup)


@pytest.mark.parametrize("change, fault", [
    (lambda p: p[CH].update(reversed="yes"), "whether play is reversed"),
    (lambda p: p[CH].update(laid=[{"at": [4, -1], "card": "map", "turned": False}]), "path cards"),
    (lambda p: p[CH].update(laid=[{"at": "here", "card": "tunnel-NS"}]), "its cell"),
    (lambda p: p["decisions"][-1].update(played={"kind": "break", "card": "map", "target": 2}), "the card a veto answers"),
    (lambda p: p["decisions"][-1].update(player=3), "not the player"),
])
def test_a_corrupt_championship_part_is_refused_naming_its_fault(change, fault):
    """Issue 47, 'Must hold': a corrupt module part is refused with its fault named."""
    game = vetoable()
    act(game, **BREAK)
    position = json.loads(json.dumps(game.position()))
    change(position)
    with pytest.raises(InvalidPosition, match=fault):
        saboteur.from_position(position)


def test_records_of_championship_games_replay():
    """Issue 47: records name their modules and replay, every championship card played."""
    played = set()
    for seed in range(12):
        game = saboteur.new_game("base" if seed % 2 else "saboteur2", players=4 + seed % 5, seed=seed, modules=[CH])
        rng = __import__("random").Random(seed)
        while not game.is_over:
            actions = game.legal_actions()
            mine = [a for a in actions if a.kind in ("goal_swap", "forgotten_treasure", "reverse", "scout", "diversion", "veto")]
            action = rng.choice(mine or list(actions))
            played.add(action.kind)
            game.apply(action)
        record = json.loads(json.dumps(game.record()))
        assert record["modules"] == [CH]
        assert saboteur.load_record(record).record() == record
    assert {"goal_swap", "forgotten_treasure", "reverse", "scout", "diversion", "veto"} <= played


# -- resampling for search --------------------------------------------------------------------


def test_the_resample_deals_the_veto_and_the_hidden_discards_again():
    """Issue 47, section 4: Hard's resample deals the module's hidden state again, never
    reads it: who holds the veto, and the face-down discards (a forgotten treasure turns
    the 4 cards left face down, so their order and faces are hidden)."""
    import random

    game = forgotten()
    act(game, kind="forgotten_treasure", card="forgotten-treasure")
    act(game, kind="keep_discard", card="tunnel-NS")
    seat = game.to_move
    view = game.view(seat)
    sampler = game.rules.composition.resampler(game.rules, view, random.Random(1))
    veto = game.rules.catalogue.index["veto"]
    holders, tops = set(), set()
    for number in range(40):
        sample = sampler.sample(random.Random(number))
        holders.add(next((s for s in range(5) if veto in sample.hands[s]), "pile"))
        tops.add(tuple(sample.discards[-5:-1]))
        assert sample.view(seat)["hand"] == view["hand"] and sample.reversed_order == game.reversed_order
    assert len(holders) > 2 and len(tops) > 2


def test_the_resample_keeps_the_public_part_direction_and_cards_laid():
    """Ruling 4 and 6: the direction of play and the cards laid are public (views show
    them under "championship"), and a resampled game plays on with them."""
    import random

    game = championship(hands=[["tunnel-NS", "map"], ["reverse", "map"], ["map"], ["map"], ["map"]], maze=ROW_TO_6)
    act(game, kind="place", card="tunnel-NS", at=[4, -1], turned=False)
    act(game, kind="reverse", card="reverse")
    view = game.view(0)
    assert view[CH] == {"reversed": True, "laid": [{"at": [4, -1], "card": "tunnel-NS", "turned": False}], "last_laid": [4, -1]}
    sample = game.rules.composition.resampler(game.rules, view, random.Random(2)).sample(random.Random(3))
    assert sample.reversed_order and sample.position()[CH] == game.position()[CH]


def test_a_lesson_sketch_lays_its_maze_in_order_for_the_diversion():
    """docs/lessons.md section 2 (issue 47 section 5, the championship lessons); book 002,
    2023 Déviation, ruling 6: the path cards the sketch's maze names count as laid this round
    in that order, so the last one named is the one a diversion moves; `reversed` sets the
    direction of play (2020 Inversion)."""
    sketch = {"ruleset": "base", "players": 4, "modules": ["championship"],
              "maze": [{"at": [1, 0], "card": "tunnel-EW"}, {"at": [2, 0], "card": "tunnel-NESW"}]}
    view = saboteur.from_sketch(sketch).view(0)["championship"]
    assert [entry["at"] for entry in view["laid"]] == [[1, 0], [2, 0]] and view["last_laid"] == [2, 0]
    assert not view["reversed"]
    assert saboteur.from_sketch({**sketch, "reversed": True}).view(0)["championship"]["reversed"]
    with pytest.raises(InvalidPosition, match="sketch reversed: must be true or false"):
        saboteur.from_sketch({**sketch, "reversed": "yes"})


# -- diversion onto a right-of-way pawn (rulings 6 and 13) -------------------------------------


def diverted_onto_a_pawn(nuggets):
    """Seat 0 laid a tunnel-NEW at (4,1); seat 1 holds the diversion; seat 2's pawn stands
    at (6,-1), a cell the moved card may reach; right of way's nuggets as given."""
    game = laid_then([["tunnel-NEW", "map"], ["diversion", "map"], ["map"], ["map"], ["map"]])
    position = json.loads(json.dumps(game.position()))
    position["modules"] += ["purse", "right-of-way"]
    position["purse"] = {"nuggets": list(nuggets)}
    position["right-of-way"] = {"pawns": [{"at": [6, -1], "holder": 2}, "ready"], "declined": None}
    return saboteur.from_position(position)


def test_a_diversion_onto_a_pawn_pays_the_toll_and_the_pawn_leaves():
    """Ruling 6: 'Moving it onto a right-of-way pawn's cell costs the payment of rule 13';
    ruling 13: the placer pays the token holder 1 nugget, then pawn and token leave for
    the round. Before, the pawn stayed under the moved card and the position no longer loaded."""
    game = diverted_onto_a_pawn([1, 1, 1, 1, 1])
    act(game, kind="diversion", card="diversion", at=[6, -1], turned=True)
    assert game.view(None)["right-of-way"]["pawns"] == ["gone", "ready"]
    assert game.gold_totals()[1:3] == [0, 2]
    assert events(game, "toll_paid") == [{"type": "toll_paid", "seat": 1, "to": 2, "at": [6, -1], "pawn": 0}]
    assert saboteur.from_position(json.loads(json.dumps(game.position()))).position() == game.position()


def test_a_diverter_who_cannot_pay_has_the_others_asked_and_the_card_moves_once_paid():
    """Ruling 13, through ruling 6: a placer who cannot pay keeps the card; the others are
    asked in turn order; the first who pays lets the diversion act. The asked toll saves
    and loads (its kind names the diversion), and the view shows the card that would land."""
    game = diverted_onto_a_pawn([1, 0, 0, 1, 1])
    act(game, kind="diversion", card="diversion", at=[6, -1], turned=True)
    assert game.to_move == 2 and game.view(2)["toll"] == {"placer": 1, "card": "tunnel-NEW", "at": [6, -1], "turned": True}
    assert "diversion" in game.view(1)["hand"]
    game = saboteur.from_position(json.loads(json.dumps(game.position())))
    act(game, kind="decline_toll")
    act(game, kind="pay_toll")
    maze = {tuple(entry["at"]): entry["card"] for entry in game.view(None)["maze"]}
    assert maze[(6, -1)] == "tunnel-NEW" and (4, 1) not in maze
    assert game.view(None)["right-of-way"]["pawns"] == ["gone", "ready"]
    assert "diversion" not in game.view(1)["hand"]


def test_nobody_paying_closes_that_cell_to_the_diversion_for_the_turn():
    """Ruling 13: if all decline, that placement is refused for the rest of the turn (a
    diversion there too, ruling 6), and the diverter plays again."""
    game = diverted_onto_a_pawn([1, 0, 0, 0, 0])
    act(game, kind="diversion", card="diversion", at=[6, -1], turned=True)
    for _ in range(4):  # seats 2, 3, 4 and 0 decline, seat 0 though it could pay
        act(game, kind="decline_toll")
    assert game.to_move == 1
    assert not [a for a in game.legal_actions() if a.kind == "diversion" and tuple(a.at) == (6, -1)]
    assert "toll" in game.refusal({"kind": "diversion", "card": "diversion", "at": [6, -1], "turned": True})


@pytest.mark.parametrize("seed", range(12))
def test_every_position_of_random_games_with_right_of_way_round_trips(seed):
    """Rulings 6 and 13 together: in random games of base with championship and right of
    way (seed 0 with 4 players once left a pawn under a moved card: 'pawn 1 stands on
    [1, 0], a space that holds a card'), every position saved loads back to itself."""
    import random

    game = saboteur.new_game("base", 4 + seed % 3, seed=seed, modules=[CH, "right-of-way"])
    rng = random.Random(seed)
    while not game.is_over:
        position = json.loads(json.dumps(game.position()))
        assert saboteur.from_position(position).position() == position
        game.apply(rng.choice(game.legal_actions()))


def test_a_scout_card_on_a_pawn_whose_placer_cannot_pay_goes_on_once_another_pays():
    """Ruling 5 (each scout placement acts on its own) with ruling 13: a placer who cannot
    pay has the others asked; once one pays, the scout's first card is laid and its second
    is asked. Before, the toll's data was taken for a chest's and the position no longer loaded."""
    game = championship(hands=[["scout", "tunnel-NS", "tunnel-NS"], ["map"], ["map"], ["map"], ["map"]], maze=ROW_TO_6)
    position = json.loads(json.dumps(game.position()))
    position["modules"] += ["purse", "right-of-way"]
    position["purse"] = {"nuggets": [0, 0, 1, 1, 1]}
    position["right-of-way"] = {"pawns": [{"at": [4, 1], "holder": 3}, "ready"], "declined": None}
    game = saboteur.from_position(position)
    act(game, kind="scout", card="scout")
    act(game, kind="place", card="tunnel-NS", at=[4, 1], turned=False)
    assert game.to_move == 1 and game.phase == "toll"
    game = saboteur.from_position(json.loads(json.dumps(game.position())))
    act(game, kind="decline_toll")
    act(game, kind="pay_toll")  # seat 2 pays seat 3
    assert game.to_move == 0 and game.phase == "scout_place"
    assert game.view(None)["right-of-way"]["pawns"] == ["gone", "ready"] and game.gold_totals()[2:4] == [0, 2]
    act(game, kind="place", card="tunnel-NS", at=[4, 2], turned=False)
    assert game.to_move == 1 and len(game.view(0)["hand"]) == 2  # the turn ends with 2 cards drawn
