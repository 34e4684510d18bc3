"""Treasure chests (issue 47 item 2; book 002, 'Coffres aux trésors'; rules/anniversary.md,
Treasure chests, Layout, rulings 1, 7, 9, 12, 15, 16, 17 and the combination notes)."""

import json

import pytest
import saboteur
from anniversary_helpers import events, staged
from saboteur.errors import InvalidPosition

TC = "treasure-chests"
# reaches (3,0)'s west side: a tunnel-NEW laid at (3,0) links (3,-1) alone, a cross both chests
TO_CHESTS = [(1, 0, "tunnel-EW"), (2, 0, "tunnel-EW")]
LINK_NORTH = {"kind": "place", "card": "tunnel-NEW", "at": [3, 0], "turned": False}
LINK_BOTH = {"kind": "place", "card": "tunnel-NESW", "at": [3, 0], "turned": False}
ROLES = ["gold-digger", "gold-digger", "saboteur", "gold-digger"]
ROLES_2 = ["gold-digger-blue", "gold-digger-green", "saboteur", "gold-digger-blue"]


def chest_game(chests, ruleset="base", modules=(), hand=("tunnel-NEW", "tunnel-NESW"), path=TO_CHESTS, players=4, dealt=True,
               **kwargs):
    """Seat 0 to move, the path `path` laid, the chests `chests` ({(x, y): chest id}) under
    cross-shaped black cards at those cells (the other chests where the swap leaves them)."""
    roles = ROLES_2 if ruleset == "saboteur2" else ROLES
    game = staged(ruleset, (TC,) + tuple(modules), path=path, hand=list(hand), roles=roles if dealt else None,
                  players=players, **kwargs)
    position = game.position()
    part = position[TC]
    for at, chest in chests.items():
        entry = next(e for e in part["face_down"] if e["at"] == list(at))
        _swap(part, entry, "chest", chest)
        _swap(part, entry, "black", "black-path-NESW")
    return saboteur.from_position(json.loads(json.dumps(position)))


def _swap(part, entry, key, card):
    if entry[key] == card:
        return
    other = next((e for e in part["face_down"] if e[key] == card and e is not entry), None)
    if other is not None:
        other[key], entry[key] = entry[key], card
    else:
        part["aside"].remove(card)
        part["aside"].append(entry[key])
        entry[key] = card


def play(game, action):
    return game.apply(action)


def hand_size(game, seat=0):
    return len(game.hands[seat])


# -- setup -----------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
def test_four_chests_lie_face_down_at_the_default_cells_and_the_rest_wait_aside(ruleset):
    """Book 002, 'Mise en place': 4 chests face down, each under a face-down black card; 6
    chests and 3 black cards aside for the round. Layout: (3,-1), (3,1), (5,-1), (5,1)."""
    game = saboteur.new_game(ruleset, 4, 3, modules=[TC])
    part = game.position()[TC]
    assert [e["at"] for e in part["face_down"]] == [[3, -1], [3, 1], [5, -1], [5, 1]]
    chests = [c for c in part["aside"] if c.startswith("chest-")]
    assert len(chests) == 6 and len(part["aside"]) == 9
    view = game.view(0)[TC]
    assert view["face_down"][0] == {"at": [3, -1], "seen_by_you": False, "chest": None, "black": None}
    assert not any(card.startswith("chest-") or card.startswith("black-") for card in game.view(0)["cards"])


def test_the_random_option_lays_four_chests_apart_between_start_and_goals():
    """Layout: option "random chests": x 2 to 6, y -2 to 2, no two adjacent, touching no
    start, goal, postcard or tournament card (book: 'pas directement adjacentes')."""
    for seed in range(30):
        game = saboteur.new_game("base", 5, seed, modules=[TC], options={"chests": "random"})
        cells = [tuple(e["at"]) for e in game.position()[TC]["face_down"]]
        assert len(cells) == 4
        for x, y in cells:
            assert 2 <= x <= 6 and -2 <= y <= 2
            for kept in ((0, 0), (4, -2), (4, 2), (4, 0)):
                assert abs(x - kept[0]) + abs(y - kept[1]) > 1
        assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) > 1 for a in cells for b in cells if a != b)


def test_the_chests_are_laid_again_each_round():
    """Ruling 16 and the book's next round: black cards and chests go back to their piles."""
    game = saboteur.new_game("base", 3, 5, modules=[TC])
    while game.round == 1:
        game.apply(game.legal_actions()[0])
    part = game.position()[TC]
    assert len(part["face_down"]) == 4 and len(part["aside"]) == 9 and part["sealed"] is False


# -- opening (ruling 9, 17) --------------------------------------------------------------


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
def test_linking_a_black_card_turns_it_face_up_and_opens_its_chest(ruleset):
    """Book: 'Quand vous reliez la carte Départ et une carte Chemin face cachée'... the black
    card joins the path, the chest is shown, acts (gold: a nugget, ruling 1) and is set aside."""
    game = chest_game({(3, -1): "chest-gold"}, ruleset)
    play(game, LINK_NORTH)
    assert {"at": [3, -1], "card": "black-path-NESW", "turned": False} in game.view(1)["maze"]
    opened = events(game, "chest_opened")
    assert opened[-1]["chest"] == "chest-gold" and opened[-1]["seat"] == 0
    assert "chest-gold" in game.position()[TC]["aside"]
    if ruleset == "saboteur2":  # ruling 1: a nugget
        moved = [e for e in events(game, "nuggets") if e["why"] == "chest-gold"]
        assert moved == [{"type": "nuggets", "round": 1, "seat": 0, "amount": 1, "why": "chest-gold"}]
    else:  # ruling 1: base, a gold card showing one nugget
        assert game.parts["base"].held[0] == [1] and game.gold_totals()[0] == 1
    assert game.to_move == 1  # the turn ended as usual


def test_two_chests_linked_at_once_are_opened_in_the_players_order():
    """Ruling 9: the player chooses the order within a kind."""
    game = chest_game({(3, -1): "chest-bury", (3, 1): "chest-gold"})
    play(game, LINK_BOTH)
    assert game.phase == "open_chest" and game.to_move == 0
    assert {a["at"] for a in map(lambda a: {"at": tuple(a.at)}, game.legal_actions())} == {(3, -1), (3, 1)}
    play(game, {"kind": "open_chest", "at": [3, 1]})
    assert [e["chest"] for e in events(game, "chest_opened")] == ["chest-gold", "chest-bury"]
    assert game.to_move == 1


def test_a_chest_opens_before_a_postcard_linked_by_the_same_card():
    """Ruling 9: chests, then postcards, then goals."""
    path = [(1, 0, "tunnel-EW"), (2, 0, "tunnel-EW"), (3, 0, "tunnel-EW"), (4, 0, "tunnel-NEW")]
    game = chest_game({(3, -1): "chest-bury"}, modules=("costume-workshop",), path=path, hand=("tunnel-NESW",))
    # the cross at (4,-1) links the chests at (3,-1) and (5,-1) and the postcard at (4,-2)
    play(game, {"kind": "place", "card": "tunnel-NESW", "at": [4, -1], "turned": False})
    assert game.phase == "open_chest" and not events(game, "postcard")
    play(game, {"kind": "open_chest", "at": [5, -1]})
    order = [(e["type"], e["at"]) for e in game.log() if e["type"] in ("chest_opened", "postcard")]
    assert order == [("chest_opened", [5, -1]), ("chest_opened", [3, -1]), ("postcard", [4, -2])]


# -- the draw changes (ruling 7) ---------------------------------------------------------


@pytest.mark.parametrize("chest, change", [("chest-lost-draw", -1), ("chest-extra-draw", 1)])
def test_lost_and_extra_draw_change_the_draw_at_the_end_of_the_turn(chest, change):
    """Book: 'Ne piochez pas à la fin de votre tour' / 'Piochez 1 carte en plus'; ruling 7:
    N-1 and N+1; ruling 17: the change waits for the end of that turn."""
    game = chest_game({(3, -1): chest})
    size = hand_size(game)
    play(game, LINK_NORTH)
    assert hand_size(game) == size - 1 + 1 + change
    assert game.position()[TC]["changes"] == []


def test_bury_puts_the_top_five_of_the_draw_pile_face_down_on_the_discard():
    """Book: 'Prenez les 5 premières cartes de la pioche et posez-les face cachée sur la défausse'."""
    game = chest_game({(3, -1): "chest-bury"})
    pile, down = len(game.draw_pile), sum(not up for _, up in game.discards)
    top = game.draw_pile[-5:]
    play(game, LINK_NORTH)
    assert len(game.draw_pile) == pile - 5 - 1
    assert sum(not up for _, up in game.discards) == down + 5
    assert sorted(k for k, up in game.discards if not up) == sorted(top)


def test_pickpocket_asks_whom_in_private_and_takes_a_card_instead_of_the_draw():
    """Book: 'Ne piochez pas... prenez 1 carte de la main d'un autre Nain'; ruling 12: at
    random, unseen; ruling 7: it replaces the draw; issue 47: the choice asked in private."""
    game = chest_game({(3, -1): "chest-pickpocket"})
    play(game, LINK_NORTH)
    assert game.phase == "pickpocket" and game.to_move == 0
    assert game.view(2)["phase"] == "play"  # others see the turn go on
    size, robbed, pile = hand_size(game), hand_size(game, 2), len(game.draw_pile)
    play(game, {"kind": "pickpocket", "target": 2})
    assert hand_size(game) == size + 1 and hand_size(game, 2) == robbed - 1 and len(game.draw_pile) == pile
    taken = [e for e in game.log(1) if e["type"] == "card_taken"]
    assert taken == [{"type": "card_taken", "seat": 0, "from": 2}]
    assert "card" in [e for e in game.log(0) if e["type"] == "card_taken"][0]
    assert game.to_move == 1


def test_pick_of_three_draws_three_at_the_end_of_the_turn_keeps_one_and_discards_two():
    """Book: 'Piochez 3 cartes à la fin de votre tour... ajoutez-en 1... défaussez les 2 autres face cachée'."""
    game = chest_game({(3, -1): "chest-pick-of-three"})
    size, down = hand_size(game), sum(not up for _, up in game.discards)
    play(game, LINK_NORTH)
    assert game.phase == "pick_three" and game.to_move == 0
    shown = game.view(0)[TC]["looking_at"]
    assert len(shown) == 3 and "looking_at" not in game.view(1)[TC]
    play(game, {"kind": "pick_three", "card": shown[0]})
    assert hand_size(game) == size and sum(not up for _, up in game.discards) == down + 2
    assert game.to_move == 1


def test_peek_shows_another_dwarfs_role_to_the_player_alone():
    """Book: 'Regardez la carte Rôle d'un autre Nain sans la montrer aux autres'."""
    game = chest_game({(3, -1): "chest-peek"})
    play(game, LINK_NORTH)
    assert game.phase == "peek"
    play(game, {"kind": "peek", "target": 2})
    mine = [e for e in game.log(0) if e["type"] == "chest_effect" and e["chest"] == "chest-peek"]
    theirs = [e for e in game.log(1) if e["type"] == "chest_effect" and e["chest"] == "chest-peek"]
    assert mine[0]["role"] == "saboteur" and "role" not in theirs[0]
    assert game.to_move == 1


def test_rummage_keeps_one_of_the_top_five_of_the_shuffled_discard_and_draws_nothing():
    """Book: 'Mélangez la pile de défausse. Regardez les 5 premières cartes et ajoutez-en 1...
    Ne piochez pas d'autre carte'; ruling 7: one card fewer in the draw."""
    game = chest_game({(3, -1): "chest-rummage"})
    position = game.position()
    position["discards"] = [{"card": c, "face_up": True} for c in position["draw_pile"][:7]]
    position["draw_pile"] = position["draw_pile"][7:]
    game = saboteur.from_position(position)
    size, pile = hand_size(game), len(game.draw_pile)
    play(game, LINK_NORTH)
    assert game.phase == "rummage"
    shown = game.view(0)[TC]["looking_at"]
    assert len(shown) == 5
    play(game, {"kind": "rummage", "card": shown[2]})
    assert hand_size(game) == size and len(game.draw_pile) == pile and len(game.discards) == 6
    assert game.to_move == 1


def test_rummage_with_an_empty_discard_does_nothing():
    """Book: 'faites votre choix parmi celles disponibles': none, nothing kept; the draw stays."""
    game = chest_game({(3, -1): "chest-rummage"})
    size = hand_size(game)
    play(game, LINK_NORTH)
    assert hand_size(game) == size and game.to_move == 1


# -- goal moved (ruling 12) and sealed maps (ruling 15) ------------------------------------


@pytest.mark.parametrize("modules", [(), ("new-goals",)])
def test_goal_moved_moves_a_face_down_goal_one_cell_east(modules):
    """Book: 'Éloignez 1 carte Arrivée au choix de 1 emplacement'; ruling 12: a face-down
    goal, one cell east, into an empty cell; a map's knowledge moves with it."""
    game = chest_game({(3, -1): "chest-goal-moved"}, modules=modules)
    goal_at = sorted(game.goal_cards)[0]
    game.seen[goal_at] = 1 << 2
    play(game, LINK_NORTH)
    assert game.phase == "move_goal"
    first = game.legal_actions()[0]
    play(game, first)
    moved = (first.at[0] + 1, first.at[1])
    assert any(g["at"] == list(moved) for g in game.view(0)["goals"])
    assert [g for g in game.view(2)["goals"] if g["at"] == list(moved)][0]["seen_by_you"]
    again = saboteur.from_position(json.loads(json.dumps(game.position())))
    assert again.position() == game.position()
    assert game.to_move == 1


def test_sealed_maps_leave_maps_the_chests_only():
    """Book: 'plus personne ne peut utiliser de carte Plan secret... pour regarder des cartes
    Arrivée'; ruling 15: maps may still look at a face-down chest."""
    game = chest_game({(3, -1): "chest-sealed-maps"}, hand=("tunnel-NEW", "map"))
    play(game, LINK_NORTH)
    assert game.position()[TC]["sealed"] is True and game.view(0)[TC]["sealed"] is True
    game.replace_top(game.decisions[-1]._replace(seat=0))
    game.to_move = 0
    game.legal_cache = None
    maps = [tuple(a.at) for a in game.legal_actions() if a.kind == "map"]
    assert maps == [(3, 1), (5, -1), (5, 1)]
    assert "sealed" in game.refusal({"kind": "map", "card": "map", "at": [8, 0]})


def test_a_map_looks_at_a_chest_and_its_black_card_in_private():
    """Book: 'consulter au choix une carte Coffre et la carte Chemin associée'."""
    game = chest_game({(3, 1): "chest-peek"}, hand=("map",))
    play(game, {"kind": "map", "card": "map", "at": [3, 1]})
    mine = [e for e in game.view(0)[TC]["face_down"] if e["at"] == [3, 1]][0]
    assert mine == {"at": [3, 1], "seen_by_you": True, "chest": "chest-peek", "black": "black-path-NESW"}
    assert [e for e in game.view(1)[TC]["face_down"] if e["at"] == [3, 1]][0]["chest"] is None
    assert "chest-peek" in game.view(0)["cards"] and "chest-peek" not in game.view(1)["cards"]


# -- rockfall (ruling 16) ---------------------------------------------------------------


def test_a_rockfall_removes_a_face_down_black_card_with_its_chest_aside():
    """Book: 'Si vous retirez une carte Chemin face cachée, retirez aussi la carte Coffre';
    ruling 16: both set aside, not discarded."""
    game = chest_game({(3, 1): "chest-gold"}, hand=("rockfall",))
    assert (3, 1) in [tuple(a.at) for a in game.legal_actions() if a.kind == "rockfall"]
    play(game, {"kind": "rockfall", "card": "rockfall", "at": [3, 1]})
    part = game.position()[TC]
    assert [3, 1] not in [e["at"] for e in part["face_down"]]
    assert "chest-gold" in part["aside"] and "black-path-NESW" in part["aside"]
    assert [k for k, _ in game.discards] == [game.rules.catalogue.index["rockfall"]]


def test_a_rockfall_sets_a_face_up_black_card_aside():
    """Ruling 16: a black card removed by rockfall, face down or up, leaves play aside."""
    game = chest_game({(3, -1): "chest-bury"}, hand=("tunnel-NEW", "rockfall"))
    play(game, LINK_NORTH)
    position = game.position()
    position["decisions"] = [{"kind": "turn", "seat": 0}]
    position["to_move"] = 0
    game = saboteur.from_position(position)
    play(game, {"kind": "rockfall", "card": "rockfall", "at": [3, -1]})
    assert "black-path-NESW" in game.position()[TC]["aside"]
    assert all(game.rules.catalogue.types[k].kind != "black" for k, _ in game.discards)


# -- combinations -----------------------------------------------------------------------


def test_a_scouts_second_card_comes_after_a_chests_choice_and_its_draw_2_is_changed():
    """Ruling 17: a chest resolves at once, the scout's second card after it; ruling 7: the
    scout's draw 2 becomes 3 with the extra draw... here the peek asks first."""
    game = chest_game({(3, -1): "chest-peek"}, modules=("championship",), hand=("scout", "tunnel-NEW", "tunnel-EW"))
    play(game, {"kind": "scout", "card": "scout"})
    if game.phase == "veto":
        game.apply({"kind": "allow"})
    play(game, LINK_NORTH)
    assert game.phase == "peek" and game.to_move == 0
    play(game, {"kind": "peek", "target": 1})
    assert game.phase == "scout_place" and game.to_move == 0
    size = hand_size(game)
    play(game, next(a for a in game.legal_actions() if a.kind == "place"))
    assert hand_size(game) == size - 1 + 2 and game.to_move == 1


def test_a_scout_linking_an_extra_draw_chest_draws_three():
    """Ruling 7: N is 2 after a scout; chest 4 makes it N+1."""
    game = chest_game({(3, -1): "chest-extra-draw"}, modules=("championship",), hand=("scout", "tunnel-NEW", "tunnel-EW"))
    play(game, {"kind": "scout", "card": "scout"})
    while game.phase == "veto":
        game.apply({"kind": "allow"})
    size = hand_size(game)
    play(game, LINK_NORTH)
    play(game, next(a for a in game.legal_actions() if a.kind == "place"))
    assert hand_size(game) == size - 2 + 3


def test_goal_swap_still_works_with_sealed_maps():
    """Ruling 15: goal swap is not affected by sealed maps (combination r15 with championship)."""
    game = chest_game({(3, -1): "chest-sealed-maps"}, modules=("championship",), hand=("tunnel-NEW", "goal-swap"))
    play(game, LINK_NORTH)
    while game.phase == "veto":
        game.apply({"kind": "allow"})
    position = game.position()
    position["decisions"] = [{"kind": "turn", "seat": 0}]
    position["to_move"] = 0
    game = saboteur.from_position(position)
    assert any(a.kind == "goal_swap" for a in game.legal_actions())


def test_right_of_way_recruits_on_no_chest_cell():
    """Ruling 13: a pawn goes on an open end, not a goal, chest or postcard cell."""
    path = TO_CHESTS + [(4, -1, "tunnel-NESW")]  # a cross cut off from the start, its paths onto two chests
    game = chest_game({(3, -1): "chest-gold"}, modules=("right-of-way",), path=path, hand=("tunnel-NEW",))
    cells = {tuple(a.at) for a in game.legal_actions() if a.kind == "recruit"}
    assert cells and not cells & {(3, -1), (3, 1), (5, -1), (5, 1)}


def test_base_gold_chest_gives_a_nugget_when_no_one_nugget_gold_card_is_left():
    """Ruling 1: base, a one-nugget gold card, or a nugget if none is left."""
    game = chest_game({(3, -1): "chest-gold"})
    gold = game.parts["base"]
    gold.pile = [value for value in gold.pile if value != 1]
    gold.held[3] = [1] * 16
    play(game, LINK_NORTH)
    assert game.parts["base"].held[0] == [] and game.gold_totals()[0] == 1
    assert [e["amount"] for e in events(game, "nuggets") if e["why"] == "chest-gold"] == [1]


def test_a_chests_gold_card_counts_in_the_rounds_payout():
    """Ruling 1: the gold card adds to the round's gold (the results' payouts by round)."""
    game = chest_game({(3, -1): "chest-gold"})
    play(game, LINK_NORTH)
    assert game.rules.composition.round_gold(game)[1][0] == 1


def test_the_tournaments_gold_chest_gives_a_nugget():
    """Ruling 1: chest 1 in the tournament: a nugget."""
    game = chest_game({(3, -1): "chest-gold"}, modules=("tournament",), players=5, dealt=False,
                      hand=("tunnel-NEW", "tunnel-NESW", "tunnel-NW"))
    # whichever fits the tournament card at (4,0), drawn at random: each opens onto (3,-1)
    play(game, next(a for a in game.legal_actions() if a.kind == "place" and a.at == (3, 0)))
    assert [e["amount"] for e in events(game, "nuggets") if e["why"] == "chest-gold"] == [1]


# -- positions ----------------------------------------------------------------------------


@pytest.mark.parametrize("chest", ["chest-pickpocket", "chest-peek", "chest-pick-of-three", "chest-goal-moved"])
def test_a_pending_chest_choice_round_trips_in_a_position(chest):
    """Issue 47: positions and records round-trip with the module's part and its decisions."""
    game = chest_game({(3, -1): chest})
    play(game, LINK_NORTH)
    assert game.phase != "play"
    position = game.position()
    again = saboteur.from_position(json.loads(json.dumps(position)))
    assert again.position() == position
    assert {**again.view(0), "log": []} == {**game.view(0), "log": []}
    play(again, again.legal_actions()[0])
    play(game, game.legal_actions()[0])
    assert again.position() == game.position()


def test_a_whole_game_replays_from_its_record():
    """Issue 47: records round-trip with the module."""
    game = saboteur.new_game("base", 4, 9, modules=[TC])
    import random
    rng = random.Random(9)
    while game.to_move is not None:
        game.apply(rng.choice(game.legal_actions()))
    record = json.loads(json.dumps(game.record()))
    again = saboteur.load_record(record)
    assert again.position() == game.position()


CORRUPT = [
    ("no part", lambda p: p.pop(TC), "treasure-chests"),
    ("a chest twice", lambda p: p[TC]["aside"].__setitem__(-1, p[TC]["face_down"][0]["chest"]), "each black card and chest once"),
    ("a goal as a chest", lambda p: p[TC]["face_down"][0].update(chest="gold"), "not a chest card"),
    ("a chest on a card", lambda p: p[TC]["face_down"][0].update(at=[0, 0]), "already taken"),
    ("sealed not bool", lambda p: p[TC].update(sealed="yes"), "sealed must be true or false"),
    ("bad change", lambda p: p[TC].update(changes=[["fly"]]), "draw change"),
    ("held without choice", lambda p: p[TC].update(held=[p["draw_pile"][0]]), "pick of three"),
    ("bad seen_by", lambda p: p[TC]["face_down"][0].update(seen_by=[9]), "seen_by"),
]


@pytest.mark.parametrize("name, corrupt, fault", CORRUPT, ids=[c[0] for c in CORRUPT])
def test_a_corrupt_part_is_refused_naming_its_fault(name, corrupt, fault):
    """Issue 47, 'Must hold': a corrupt module part refused with its fault named."""
    position = saboteur.new_game("base", 4, 1, modules=[TC]).position()
    corrupt(position)
    with pytest.raises(InvalidPosition, match=fault):
        saboteur.from_position(position)


def test_a_reached_face_down_chest_without_its_choice_is_refused():
    """Ruling 9: the first link opens the chest, so no position holds one reached and closed."""
    position = chest_game({(3, -1): "chest-gold"}).position()
    position["maze"].append({"at": [3, 0], "card": "tunnel-NEW", "turned": False})
    position["draw_pile"].remove("tunnel-NEW")
    with pytest.raises(InvalidPosition, match="so it was opened"):
        saboteur.from_position(position)


def test_a_lesson_sketch_lays_the_chests_it_names_and_deals_the_rest():
    """docs/lessons.md section 2 (a module's sketch part); book 002, 'Mise en place': 4 chests
    under black cards, the rest aside."""
    game = saboteur.from_sketch({"ruleset": "base", "modules": [TC], "players": 4,
                                 "chests": [{"at": [3, -1], "chest": "chest-peek"}, {"at": [5, 1]}]})
    part = game.position()[TC]
    assert [e["at"] for e in part["face_down"]] == [[3, -1], [5, 1]]
    assert part["face_down"][0]["chest"] == "chest-peek" and len(part["aside"]) == 17 - 4
    default = saboteur.from_sketch({"ruleset": "saboteur2", "modules": [TC], "players": 4})
    assert [e["at"] for e in default.position()[TC]["face_down"]] == [[3, -1], [3, 1], [5, -1], [5, 1]]
    with pytest.raises(InvalidPosition, match="sketch chests"):
        saboteur.from_sketch({"ruleset": "base", "modules": [TC], "players": 4, "chests": [{"at": [0, 0]}]})


def test_a_saboteur2_ladder_keeps_off_a_moved_goal():
    """Saboteur 2 ruling 2 (no ladder beside a goal card) with ruling 12: the goal's new cell counts."""
    path = TO_CHESTS + [(8, 1, "tunnel-NS")]  # a card cut off from the start, beside (9,1)
    game = chest_game({(3, -1): "chest-goal-moved"}, "saboteur2", path=path, hand=("tunnel-NEW", "ladder-W"))
    ladder = {"kind": "place", "card": "ladder-W", "at": [9, 1], "turned": False}
    play(game, LINK_NORTH)
    play(game, {"kind": "move_goal", "at": [8, 0]})
    position = game.position()
    position["decisions"], position["to_move"] = [{"kind": "turn", "seat": 0}], 0
    game = saboteur.from_position(position)
    assert "beside a goal" in game.refusal(ladder)


def test_a_chests_draw_change_ends_with_its_turn_before_a_forgotten_treasure():
    """Ruling 7 (combination r7): a chest's change applies to the end of its own turn only;
    the next player's forgotten treasure still replaces that player's draw, one card kept."""
    game = chest_game({(3, -1): "chest-extra-draw"}, modules=("championship",), hand=("tunnel-NEW", "map"))
    play(game, LINK_NORTH)
    while game.phase == "veto":
        game.apply({"kind": "allow"})
    position = game.position()
    seat = game.to_move
    pile = position["draw_pile"]
    position["hands"][seat][0], pile[pile.index("forgotten-treasure")] = "forgotten-treasure", position["hands"][seat][0]
    position["hands"][seat].sort()
    position["discards"].append({"card": pile.pop(0), "face_up": True})  # forgotten treasure needs one
    game = saboteur.from_position(position)
    size, drawn = hand_size(game, seat), len(game.draw_pile)
    play(game, {"kind": "forgotten_treasure", "card": "forgotten-treasure"})
    while game.phase == "veto":
        game.apply({"kind": "allow"})
    play(game, game.legal_actions()[0])
    assert hand_size(game, seat) == size and len(game.draw_pile) == drawn
