"""La mine se rebelle (The Dark Cave), one rule at a time (issue 49 section 1). Each test
cites book 000 (French, the whole game) by section and the ruling of rules/dark-cave.md
that decides what the book leaves open."""

import random
from collections import Counter

import pytest
import saboteur
from saboteur.actions import make
from saboteur.grid import cell_of
from saboteur.games.dark_cave.score import score
from saboteur.games.dark_cave.state import cave, works_for

from dark_cave_helpers import (
    dwarf_at, dwarf_to, front, hand, index, kinds, lay, moving, new, set_roles, steps_to, turn_of, web,
)


def step(x, y, place):
    return make("move_to", at=(x, y), value=place)


def group_of(game, card):
    return game.rules.catalogue.types[card].group


# -- setup (book 000 'Préparation'; rules 'Layout', 'Setup by player count', ruling 13) ---------


@pytest.mark.parametrize("players", [1, 9])
def test_a_wrong_player_count_is_refused_naming_it(players):
    """Book 000 'Matériel': 2 to 8 players."""
    with pytest.raises(saboteur.ConfigError, match=f"2 to 8 players, not {players}"):
        new(players)


def test_the_inventory_is_the_books_by_group():
    """Book 000 'Matériel': 50 path cards (19/17/14), 32 action cards (10/10/12), 1 start, 4
    goals; the specials as the rules file counts them (abyss 9, ladder 4, bridge 4, tunnel 5,
    gold vein 2)."""
    rules = new().rules
    types = rules.catalogue.types
    counts = Counter((types[card].kind, types[card].group) for card in rules.deck)
    assert counts == {("path", 1): 19, ("path", 2): 17, ("path", 3): 14,
                      ("action", 1): 10, ("action", 2): 10, ("action", 3): 12}
    features = Counter()
    for card in rules.deck:
        found = set().union(*(set(place.features) for place in types[card].places)) if types[card].places else set()
        features.update(found)
    assert features["abyss"] == 9 and features["ladder"] == 4 and features["tunnel"] == 5 and features["gold"] == 2
    assert sum(1 for card in rules.deck if any("bridge" in p.features for p in types[card].places)) == 4
    assert sorted(rules.goal_ids) == ["goal-abyss", "goal-exit", "goal-gold-vein", "goal-ladder"]


@pytest.mark.parametrize("players,far", [(2, 4), (5, 4), (6, 3), (8, 3)])
def test_layout_by_player_count(players, far):
    """Book 000 'Préparation' 1-2: the start in the middle, the four goals face down at the
    corners of a 9 x 9 area (2 to 5 players) or 7 x 7 (6 to 8)."""
    game = new(players)
    view = game.view(0)
    assert view["layout"]["area"] == {"x": [-far, far], "y": [-far, far]}
    assert view["layout"]["starts"] == [{"at": [0, 0], "card": "start-ladder", "clan": None}]
    assert sorted(tuple(goal["at"]) for goal in view["goals"]) == sorted(
        (x, y) for x in (-far, far) for y in (-far, far))
    assert not any(goal["face_up"] or goal["card"] for goal in view["goals"])


def test_goals_are_shuffled():
    """Book 000 'Préparation' 2: the four goals shuffled: the exit lies at every corner over seeds."""
    corners = {next(cell for cell, card in new(5, seed).goal_cards.items()
                    if new(5, seed).rules.catalogue.types[card].id == "goal-exit") for seed in range(30)}
    assert len(corners) == 4


@pytest.mark.parametrize("players,first,second", [(2, 5, 0), (4, 5, 0), (5, 4, 1), (6, 4, 1), (7, 3, 2), (8, 3, 2)])
def test_deal_by_groups(players, first, second):
    """Book 000 'Préparation' 5: each group shuffled, 5 set aside unseen; hands from I and II by
    player count; the pile III at the bottom, II above, what is left of I on top."""
    game = new(players, seed=3)
    part = cave(game)
    for hand_cards in game.hands:
        assert sorted(group_of(game, card) for card in hand_cards) == [1] * first + [2] * second
    assert Counter(group_of(game, card) for card in part.aside) == {1: 5, 2: 5, 3: 5}
    groups = [group_of(game, card) for card in game.draw_pile]  # top card last
    assert groups == sorted(groups, reverse=True)
    assert Counter(groups) == +Counter({1: 24 - first * players, 2: 22 - second * players, 3: 21})
    assert sorted(game.draw_pile + part.aside + sum(game.hands, [])) == sorted(game.rules.deck)
    assert game.view(0)["dark_cave"]["pile_groups"] == [groups.count(1), groups.count(2), groups.count(3)]


def test_clan_cards_two_players():
    """Book 000 'Préparation' 3: with 2 players one loyal card of each clan, no saboteur."""
    for seed in range(5):
        assert sorted(new(2, seed).roles) == ["blue-loyal", "yellow-loyal"]


@pytest.mark.parametrize("players", [3, 4])
def test_clan_cards_three_or_four_players_one_clan_drawn(players):
    """Book 000 'Préparation' 3 and ruling 13: all the cards of one clan minus one loyal,
    the clan drawn at random; the saboteurs work for the other clan."""
    clans = set()
    for seed in range(12):
        game = new(players, seed)
        deck = sorted(game.roles + [r for r in game.aside_roles if r.split("-")[0] == game.roles[0].split("-")[0]])
        clan = game.roles[0].split("-")[0]
        assert {role.split("-")[0] for role in game.roles} == {clan}
        assert Counter(r for r in deck if r.startswith(clan)) == {f"{clan}-loyal": 3, f"{clan}-saboteur": 2}
        assert len(game.roles) + len(game.aside_roles) == 10
        clans.add(clan)
    assert clans == {"yellow", "blue"}


@pytest.mark.parametrize("players", [5, 8])
def test_clan_cards_five_to_eight(players):
    """Book 000 'Préparation' 3: all ten minus one saboteur per clan, one each; the rest aside."""
    game = new(players, 2)
    assert Counter(game.roles + game.aside_roles) == {"yellow-loyal": 3, "yellow-saboteur": 2,
                                                      "blue-loyal": 3, "blue-saboteur": 2}
    used = Counter(game.roles)
    assert used["yellow-saboteur"] <= 1 and used["blue-saboteur"] <= 1


def test_every_dwarf_starts_on_the_start_with_three_nuggets():
    """Book 000 'Préparation' 4."""
    game = new(6)
    assert all(dwarf_at(game, seat) == ((0, 0), 0) for seat in range(6))
    assert [entry["nuggets"] for entry in game.view(0)["seats"]] == [3] * 6


# -- the turn and placement (book 000 'Déroulement', 'A – Jouer une carte Chemin'; rulings 1, 12) --


def test_a_path_card_need_not_link_to_the_start():
    """Book 000 'A' note and ruling 1: a card joining any path of a placed card is legal, even one
    the start is not linked to; it must match every neighbour and extend a path."""
    game = new(3)
    lay(game, 3, 3, "I-ladder-NES")  # a detached card
    hand(game, 0, "I-straight-EW", "I-curve-NE")
    turn_of(game, 0)
    legal = game.legal_actions()
    assert make("place", "I-straight-EW", (4, 3), False) in legal  # meets the ladder card's E path
    assert make("place", "I-straight-EW", (3, 2), False) not in legal  # a wall facing its N path? no path meets
    assert make("place", "I-curve-NE", (3, 4), False) in legal  # its N path meets the ladder card's S path
    assert make("place", "I-curve-NE", (3, 4), True) not in legal  # turned (S, W): a wall faces that path
    assert game.refusal(make("place", "I-straight-EW", (3, 2), False)).code == "mismatch"


def test_a_ladder_card_lies_by_the_same_rule():
    """Ruling 1: ladder path cards are placed like any other."""
    game = new(3)
    hand(game, 0, "I-ladder-NES")
    turn_of(game, 0)
    assert make("place", "I-ladder-NES", (1, 0), False) not in game.legal_actions()  # W side is a wall
    assert make("place", "I-ladder-NES", (0, 1), False) in game.legal_actions()


def test_a_card_whose_feature_moves_when_turned_may_be_turned():
    """Book 000 'A': cards are never played sideways, but turned half round a group II cross's
    abyss arm lies south instead of north ("Squares" ruling: the feature on the first side's arm)."""
    game = new(3)
    hand(game, 0, "II-abyss-NESW")
    turn_of(game, 0)
    legal = game.legal_actions()
    assert make("place", "II-abyss-NESW", (1, 0), True) in legal and make("place", "II-abyss-NESW", (1, 0), False) in legal
    game.apply(make("place", "II-abyss-NESW", (1, 0), True))
    from saboteur.games.dark_cave.table import places_with

    abyss = places_with(game, "abyss")
    assert abyss == [(cell_of(1, 0), 0)]
    assert game.rules.catalogue.place_masks[game.maze.cards[cell_of(1, 0)]][0] == 4  # S


def test_play_then_move_then_draw_one():
    """Book 000 'Déroulement': play a card, move up to 3 steps, draw 1."""
    game = new(3)
    seat = game.to_move
    hand(game, seat, "I-straight-EW", "I-cross")
    pile = len(game.draw_pile)
    game.apply(make("place", "I-straight-EW", (1, 0), False))
    assert game.phase == "move" and game.view(seat)["dark_cave"]["steps_left"] == 3
    game.apply(step(1, 0, 0))
    game.apply(make("stop"))
    assert len(game.hands[seat]) == 2 and len(game.draw_pile) == pile - 1
    assert game.to_move == (seat + 1) % 3


def test_discard_one_or_two_then_draw_as_many():
    """Book 000 'C – Passer et défausser 1 ou 2 cartes', 'Étape 3'."""
    game = new(3)
    seat = game.to_move
    hand(game, seat, "I-cross", "I-cross", "I-rat")
    game.apply(make("discard", cards=("I-cross", "I-rat")))
    if game.phase == "move":
        game.apply(make("stop"))
    assert len(game.hands[seat]) == 3
    assert game.view(None)["discards"]["face_down"] == 2


def test_a_seat_without_cards_passes_and_does_not_move():
    """Book 000 'Déroulement': no card at the start of the turn: the turn is passed."""
    game = new(3)
    seat = game.to_move
    game.hands[(seat + 1) % 3] = []
    hand(game, seat, "I-cross")
    game.apply(make("discard", cards=("I-cross",)))
    game.apply(make("stop")) if game.phase == "move" else None
    assert game.to_move == (seat + 2) % 3


# -- squares and steps (book 000 'Cartes Chemin', 'Étape 2'; rulings 'Squares', 2) ----------------


def test_crossing_a_group_two_card_takes_two_steps_and_group_three_three():
    """Book 000 'Cartes Chemin': group II cards take 2 steps to cross, group III 3."""
    game = new(3)
    lay(game, 1, 0, "II-straight-EW")  # places: E arm 0, W arm 1
    lay(game, 2, 0, "III-straight-EW")  # E arm 0, W arm 1, centre 2
    moving(game, 0, steps=3)
    assert steps_to(game) == [((1, 0), 1)]
    game.apply(step(1, 0, 1))
    game.apply(step(1, 0, 0))
    game.apply(step(2, 0, 1))
    assert dwarf_at(game, 0) == ((2, 0), 1) and game.phase != "move"
    moving(game, 0, steps=3)
    game.apply(step(2, 0, 2))
    game.apply(step(2, 0, 0))
    assert dwarf_at(game, 0) == ((2, 0), 0)


def test_boots_give_a_fourth_step():
    """Book 000 'Bottes': up to 4 steps with boots in front."""
    game = new(3)
    seat = game.to_move
    front(game, seat, "I-boots")
    hand(game, seat, "I-straight-EW", "I-cross")
    game.apply(make("place", "I-straight-EW", (1, 0), False))
    assert game.view(seat)["dark_cave"]["steps_left"] == 4


def test_ladders_join_in_one_step():
    """Book 000 'Échelle' and ruling 2: from any ladder place to any other, one step (the start
    has a ladder)."""
    game = new(3)
    lay(game, 3, 3, "I-ladder-NES")
    lay(game, -5, 2, "III-ladder-NESW")  # the ladder on its centre, place 4
    moving(game, 0)
    assert ((3, 3), 0) in steps_to(game) and ((-5, 2), 4) in steps_to(game)
    game.apply(step(-5, 2, 4))
    assert dwarf_at(game, 0) == ((-5, 2), 4)
    assert ((3, 3), 0) in steps_to(game) and ((0, 0), 0) in steps_to(game)


def test_a_web_blocks_the_side():
    """Book 000 'Toile d'araignée' and ruling 2: a dwarf cannot cross a side holding a web."""
    game = new(3)
    lay(game, 1, 0, "I-straight-EW")
    web(game, 1, 0, 0, "E")
    moving(game, 0)
    assert ((1, 0), 0) not in steps_to(game)


# -- bridges, tunnels, gold veins (book 000 'Cartes Chemin spécial'; rulings 3, 4, 6) -------------


def test_stepping_onto_a_bridge_costs_a_random_card_the_other_path_is_free():
    """Book 000 'Pont' and ruling 3: onto the wooden bridge from outside it, the left
    neighbour takes a random card to the discard face down; the path under it costs nothing."""
    game = new(3)
    lay(game, 1, 0, "I-bridge-EW")  # place 0: the E-W bridge, place 1: the N-S path under it
    lay(game, 0, 1, "I-bridge-NS")  # place 0: the N-S bridge
    hand(game, 0, "I-cross", "I-rat", "II-axe")
    moving(game, 0)
    game.apply(step(1, 0, 0))
    assert len(game.hands[0]) == 2 and game.view(None)["discards"]["face_down"] == 1
    event = [e for e in game.log(None) if e["type"] == "lost_card"][-1]
    assert event == {"type": "lost_card", "seat": 0, "by": 1, "cause": "bridge", "took": True}
    game2 = new(3)
    lay(game2, 1, 0, "I-bridge-NS")  # the E-W path is place 1, free
    hand(game2, 0, "I-cross")
    moving(game2, 0)
    game2.apply(step(1, 0, 1))
    assert len(game2.hands[0]) == 1


def test_the_card_a_bridge_took_is_named_to_its_loser_alone_and_the_resample_keeps_it():
    """Book 000 'Pont' ("sans la regarder": the taker does not look; the loser sees its hand
    shrink) and ruling 16 (dc-review D5): a private `card` to the loser only; its resample keeps
    that card in the discard, face down, never in another hand or the pile."""
    game = new(3, seed=3)  # I-bridge-EW dealt to seat 1
    bridge = index(game, "I-bridge-EW")
    holder = next(cards for cards in game.hands[1:] + [game.draw_pile] if bridge in cards)
    holder.remove(bridge)  # from the deck to the maze, every card still counted once
    lay(game, 1, 0, "I-bridge-EW")
    moving(game, 0)
    game.apply(step(1, 0, 0))
    lost = game.rules.catalogue.types[next(card for card, up in game.discards if not up)].id
    assert [e for e in game.log(0) if e["type"] == "lost_card"][-1]["card"] == lost
    for seat in (None, 1, 2):
        assert all("card" not in e for e in game.log(seat) if e["type"] == "lost_card")
    view = game.view(0)
    resampler = game.rules.composition.resampler(game.rules, view, random.Random(1))
    for number in range(5):
        sample = resampler.sample(random.Random(number))
        assert [index(game, lost)] == [card for card, up in sample.discards if not up]
        hidden = Counter(sample.draw_pile + sum(sample.hands, []) + cave(sample).aside)
        assert hidden == Counter(game.draw_pile + sum(game.hands, []) + cave(game).aside)  # not dealt twice


def test_a_tunnel_square_costs_a_nugget_nothing_without_one():
    """Book 000 'Double Courbe avec Tunnel' and ruling 4: the tunnel is a square of its own;
    entering it costs 1 nugget to the supply, nothing with none."""
    game = new(3)
    lay(game, 1, 0, "I-tunnel-NW-SE", turned=True)  # turned: A = S,E (place 0), B = N,W (place 1), tunnel 2
    moving(game, 0)
    assert steps_to(game) == [((1, 0), 1)]
    game.apply(step(1, 0, 1))
    game.apply(step(1, 0, 2))
    assert cave(game).nuggets[0] == 2
    cave(game).nuggets[0] = 0
    moving(game, 0)
    game.apply(step(1, 0, 0))
    game.apply(step(1, 0, 2))
    assert cave(game).nuggets[0] == 0


def test_a_gold_vein_gets_a_nugget_when_laid_and_its_taker_shows_the_clan_card():
    """Book 000 'Filon d'or' and ruling 6: a nugget on the vein when placed; a dwarf ending its
    move there takes it and reveals its clan card."""
    game = new(5)
    seat = game.to_move
    hand(game, seat, "II-gold-NEW", "I-cross")
    game.apply(make("place", "II-gold-NEW", (0, 1), False))  # N arm (place 0, the gold) meets the start
    assert [p["kind"] for p in game.view(None)["pieces"]].count("nugget") == 1
    game.apply(step(0, 1, 0))
    game.apply(make("stop"))
    assert cave(game).nuggets[seat] == 4
    other = (seat + 1) % 5
    assert game.view(other)["seats"][seat]["role"] == game.roles[seat].split("-")[1]
    assert not [p for p in game.view(None)["pieces"] if p["kind"] == "nugget"]


# -- goals and the exit (book 000 'Atteindre une carte Arrivée', 'Trouver la sortie'; ruling 5) ---


def corner(game, goal_id):
    return next(cell for cell, card in game.goal_cards.items() if game.rules.catalogue.types[card].id == goal_id)


def test_the_first_dwarf_onto_a_goal_turns_it_and_stops_on_its_arm():
    """Book 000 'Atteindre une carte Arrivée' and ruling 5."""
    from saboteur.grid import xy

    game = new(3)
    x, y = xy(corner(game, "goal-ladder"))
    lay(game, x - (1 if x > 0 else -1), y, "I-straight-EW")
    dwarf_to(game, 0, x - (1 if x > 0 else -1), y)
    moving(game, 0)
    arm = 3 if x > 0 else 1  # entering from the west: the W arm; from the east: the E arm
    assert ((x, y), arm) in steps_to(game)
    game.apply(step(x, y, arm))
    assert dwarf_at(game, 0) == ((x, y), arm) and game.phase != "move"
    goal = next(g for g in game.view(1)["goals"] if tuple(g["at"]) == (x, y))
    assert goal["face_up"] and goal["card"] == "goal-ladder"


def test_the_exit_square_takes_the_dwarf_out_and_shows_its_clan_card():
    """Book 000 'Trouver la sortie': out at once, clan card shown, the player keeps playing;
    ruling 13: the first out sees the clan cards set aside, alone."""
    from saboteur.grid import xy

    game = new(5)
    cell = corner(game, "goal-exit")
    game.maze.add(cell, index(game, "goal-exit") * 2)
    x, y = xy(cell)
    dwarf_to(game, 0, x, y, 0)  # the N arm
    moving(game, 0)
    game.apply(step(x, y, 4))
    assert dwarf_at(game, 0) is None and cave(game).exits == [0]
    view = game.view(1)
    assert view["seats"][0]["out"] and view["seats"][0]["role"] is not None
    assert len(game.view(0)["dark_cave"]["set_aside_clans"]) == 3  # 8 prepared, 5 dealt
    assert game.view(1)["dark_cave"]["set_aside_clans"] is None
    assert [e for e in game.log(1) if e["type"] == "set_aside"] == [{"type": "set_aside", "seat": 0}]


@pytest.mark.parametrize("players,undealt", [(2, 0), (3, 1), (4, 0), (5, 3), (6, 2), (7, 1), (8, 0)])
def test_the_first_out_sees_only_the_prepared_clan_cards_not_dealt(players, undealt):
    """Book 000 'Préparation' 3: "Mettez de côté les cartes non distribuées", the cards the
    first dwarf out looks at (ruling 13; dc-review D2): not those the table removed from the game."""
    from saboteur.grid import xy

    game = new(players)
    cell = corner(game, "goal-exit")
    game.maze.add(cell, index(game, "goal-exit") * 2)
    x, y = xy(cell)
    dwarf_to(game, 0, x, y, 0)
    moving(game, 0)
    game.apply(step(x, y, 4))
    seen = game.view(0)["dark_cave"]["set_aside_clans"]
    prepared = {2: 2, 3: 4, 4: 4}.get(players, 8)
    assert len(seen) == undealt == prepared - players
    assert not Counter(seen) - Counter(game.aside_roles)  # among the cards not dealt
    assert next(e for e in game.log(0) if e["type"] == "set_aside")["clans"] == seen
    view = game.view(0)  # the resample deals the clan cards the first out knows were dealt
    sample = game.rules.composition.resampler(game.rules, view, random.Random(1)).sample(random.Random(2))
    assert Counter(sample.roles) == Counter(game.roles)


def test_the_game_ends_when_every_dwarf_working_for_one_clan_is_out():
    """Book 000 'Fin de la partie' and ruling 14: by the role side, at once."""
    from saboteur.grid import xy

    game = new(5)
    set_roles(game, "yellow-loyal", "yellow-loyal", "yellow-saboteur", "blue-loyal", "blue-loyal")
    cell = corner(game, "goal-exit")
    game.maze.add(cell, index(game, "goal-exit") * 2)
    x, y = xy(cell)
    cave(game).exits = [0]
    cave(game).pieces.remove(cave(game).dwarf(0))
    dwarf_to(game, 1, x, y, 0)
    moving(game, 1)
    game.apply(step(x, y, 4))
    assert game.is_over and game.results[0]["reason"] == "clan_out"


# -- the score (book 000 'Distribution de l'or'; ruling 15) ---------------------------------------


def test_the_books_worked_example():
    """Book 000's example at 5 players: yellow 2 + 2 = 4 x 3 = 12 beats blue 2 + 3 + 0 = 5 x 2 = 10
    (the yellow saboteur's gold counts for blue; the last blue dwarf stayed in, its gold lost)."""
    roles = ["yellow-loyal", "yellow-loyal", "yellow-saboteur", "blue-loyal", "blue-loyal"]
    nuggets = [2, 2, 2, 3, 4]
    result = score(roles, nuggets, exits=[0, 1, 2, 3])
    assert result["nuggets"] == {"yellow": 4, "blue": 5}
    assert result["multiplier"] == {"yellow": 3, "blue": 2}
    assert result["treasure"] == {"yellow": 12, "blue": 10}
    assert result["winner"] == "yellow" and not result["tie_break"]


def test_a_tie_goes_to_the_clan_the_first_dwarf_out_worked_for_and_nobody_out_is_a_draw():
    """Book 000 'Distribution de l'or' and ruling 15."""
    roles = ["yellow-loyal", "blue-loyal", "blue-saboteur"]  # the blue saboteur works for yellow
    result = score(roles, [3, 3, 3], exits=[2, 1, 0])  # yellow 6 x 1, blue 3 x 2
    assert result["treasure"]["yellow"] == result["treasure"]["blue"]
    assert result["winner"] == "yellow" and result["tie_break"]
    assert score(roles, [3, 3, 3], exits=[])["winner"] is None


def test_a_draw_is_no_tie_break():
    """Book 000 'Distribution de l'or' (the first out breaks a tie) and ruling 15 (nobody out:
    a draw; dc-review D6): `tie_break` says only that the first-out rule decided."""
    roles = ["yellow-loyal", "blue-loyal", "blue-saboteur"]
    draw = score(roles, [3, 3, 3], exits=[])
    assert draw["winner"] is None and draw["tie_break"] is False
    assert score(roles, [3, 3, 3], exits=[0])["tie_break"] is False  # yellow 3 x 1 beats blue 0


def test_the_winners_are_every_dwarf_working_for_the_winning_clan():
    """Ruling 15: all dwarves working for the winning clan win."""
    from saboteur.games.dark_cave.score import end_game

    game = new(5)
    set_roles(game, "yellow-loyal", "yellow-loyal", "yellow-saboteur", "blue-loyal", "blue-loyal")
    cave(game).nuggets = [2, 2, 2, 3, 4]
    cave(game).exits = [0, 1, 2, 3]
    end_game(game, "vote")
    assert game.winners() == [0, 1]
    assert game.view(0)["results"][0]["treasure"] == {"yellow": 12, "blue": 10}
    assert [works_for(role) for role in game.roles] == ["yellow", "yellow", "blue", "blue", "blue"]


# -- random games (issue 49 'Must hold') ------------------------------------------------------------


@pytest.mark.parametrize("players", range(2, 9))
def test_random_games_never_stall(players):
    """Issue 49 'Must hold': random games at 2 to 8 players end; every state offers an action."""
    for seed in range(3):
        game = new(players, seed)
        rng = random.Random(seed)
        for _ in range(4000):
            if game.is_over:
                break
            legal = game.legal_actions()
            assert legal
            game.apply(rng.choice(legal))
        assert game.is_over
        assert game.results[0]["reason"] in ("cards", "clan_out", "vote")


# -- action cards (book 000 'B – Jouer une carte Action'; rulings 7 to 11, 16) -----------------------


def test_secret_information_looks_at_a_goal_or_a_clan_card_in_private():
    """Book 000 'Information secrète' and ruling 16: the looker alone learns what it saw."""
    game = new(4)
    seat = game.to_move
    hand(game, seat, "I-info", "I-cross")
    assert {"look_goal", "look_clan"} <= set(kinds(game))
    game.apply(make("look_goal", "I-info", (4, 4)))
    assert next(g for g in game.view(seat)["goals"] if g["at"] == [4, 4])["seen_by_you"]
    other = (seat + 1) % 4
    assert next(g for g in game.view(other)["goals"] if g["at"] == [4, 4])["card"] is None
    looked = [e for e in game.log(seat) if e["type"] == "looked"][-1]
    assert looked["goal"].startswith("goal-")
    assert "goal" not in [e for e in game.log(other) if e["type"] == "looked"][-1]
    assert game.view(None)["discards"]["face_up"] == ["I-info"]


def test_cave_in_removes_an_empty_path_card_with_its_webs_and_vein_nugget():
    """Book 000 'Éboulement' and ruling 10: no dwarf or creature on it, never the start or a goal;
    its webs go with their cards, a nugget on its vein to the supply."""
    game = new(3)
    lay(game, 1, 0, "II-gold-NEW", turned=True)  # turned: S, W, E arms; the gold on the S arm (place 0)
    from saboteur.kernel.pieces import PLACE, Piece

    cave(game).pieces.add(Piece("nugget", PLACE, cell_of(1, 0), 0))
    web(game, 2, 1, 0, "E")
    hand(game, 0, "II-cave-in")
    turn_of(game, 0)
    assert make("cave_in", "II-cave-in", (0, 0)) not in game.legal_actions()
    dwarf_to(game, 1, 1, 0, 1)
    assert game.refusal(make("cave_in", "II-cave-in", (1, 0))).code == "someone_there"
    dwarf_to(game, 1, 0, 0, 0)
    game.apply(make("cave_in", "II-cave-in", (1, 0)))
    assert cell_of(1, 0) not in game.maze.cards
    assert not [p for p in game.view(None)["pieces"] if p["kind"] in ("web", "nugget")]
    assert not cave(game).webs and cave(game).front[2] == []
    assert sorted(game.view(None)["discards"]["face_up"]) == ["I-web-circle", "II-cave-in", "II-gold-NEW"]


def test_exchange_swaps_hands_and_the_other_player_draws():
    """Book 000 'Échange de cartes' and ruling 11: the hands swapped whole; the other player
    draws one, the player none."""
    game = new(3)
    seat = game.to_move
    other = (seat + 1) % 3
    hand(game, seat, "I-exchange", "I-cross")
    hand(game, other, "I-rat", "I-rat", "II-axe")
    game.apply(make("exchange", "I-exchange", target=other))
    if game.phase == "move":
        game.apply(make("stop"))
    assert sorted(game.rules.catalogue.types[c].id for c in game.hands[seat]) == ["I-rat", "I-rat", "II-axe"]
    assert len(game.hands[other]) == 2 and "I-cross" in [game.rules.catalogue.types[c].id for c in game.hands[other]]


def test_after_an_exchange_the_resample_keeps_the_hand_given_until_its_holder_discards():
    """Book 000 'Échange de cartes' (ruling 11: the hands swapped whole): the player knows the
    hand it gave; its resample deals that hand to the other seat (with what it drew), less the
    cards it plays face up, and forgets it once that seat discards face down (unknown which)."""
    game = new(3, seed=1)
    exchange = index(game, "I-exchange")
    holder = next(cards for cards in game.hands[1:] + [game.draw_pile, cave(game).aside] if exchange in cards)
    holder[holder.index(exchange)], game.hands[0][0] = game.hands[0][0], exchange  # every card kept
    for cards in game.hands + [cave(game).aside]:
        cards.sort()
    turn_of(game, 0)
    game.apply(make("exchange", "I-exchange", target=1))
    while game.to_move == 0:
        game.apply(make("stop"))
    given = next(e for e in game.log(0) if e["type"] == "exchange")["given"]
    assert "given" not in next(e for e in game.log(2) if e["type"] == "exchange")

    def samples():
        view = game.view(0)
        resampler = game.rules.composition.resampler(game.rules, view, random.Random(1))
        return [resampler.sample(random.Random(number)) for number in range(6)]

    sure = Counter(index(game, card) for card in given)
    assert all(not sure - Counter(sample.hands[1]) for sample in samples())
    assert any(sure - Counter(sample.hands[2]) for sample in samples())
    game.apply(make("discard", cards=(game.rules.catalogue.types[game.hands[1][0]].id,)))
    while game.to_move == 1:
        game.apply(make("stop"))
    assert any(sure - Counter(sample.hands[1]) for sample in samples())  # forgotten


def test_boots_one_per_player_axes_any_number():
    """Book 000 'Bottes' note and ruling 11: one boots card in front of a player; axes unlimited."""
    game = new(3)
    seat = game.to_move
    front(game, seat, "I-boots", "I-axe")
    hand(game, seat, "II-boots", "II-axe")
    assert game.refusal(make("equip", "II-boots", target=seat)).code == "boots_there"
    assert make("equip", "II-axe", target=seat) in game.legal_actions()
    assert make("equip", "II-boots", target=(seat + 1) % 3) in game.legal_actions()


# -- webs (book 000 'Toile d'araignée', 'Hache'; ruling 9) -------------------------------------------


def test_a_web_lies_between_two_paths_or_on_an_open_end_never_on_another():
    """Ruling 9."""
    game = new(3)
    lay(game, 1, 0, "I-straight-EW")
    hand(game, 0, "I-web-circle")
    turn_of(game, 0)
    legal = [a for a in game.legal_actions() if a.kind == "lay_web"]
    assert make("lay_web", "I-web-circle", (0, 0), tool="E") in legal  # between two paths
    assert make("lay_web", "I-web-circle", (1, 0), tool="E") in legal  # an open end
    assert make("lay_web", "I-web-circle", (0, -1), tool="S") in legal  # the start's N end, named from the north
    assert game.refusal(make("lay_web", "I-web-circle", (1, -1), tool="S")).code == "no_path_end"
    web(game, 1, 0, 0, "E")
    assert game.refusal(make("lay_web", "I-web-circle", (0, 0), tool="E")).code == "web_there"
    assert game.refusal(make("lay_web", "I-web-circle", (1, 0), tool="W")).code == "no_such_side"


def test_a_web_turns_at_its_owners_next_turn_and_goes_at_the_following():
    """Book 000 'Toile d'araignée' and ruling 9: side 2, then 1, then removed with its card."""
    game = new(3)
    seat = game.to_move
    lay(game, 1, 0, "I-straight-EW")
    hand(game, seat, "I-web-circle", "I-cross")
    game.apply(make("lay_web", "I-web-circle", (0, 0), tool="E"))
    while game.to_move != seat or game.phase != "play":
        game.apply(make("stop") if game.phase == "move" else next(a for a in game.legal_actions() if a.kind == "discard"))
    assert [p["count"] for p in game.view(None)["pieces"] if p["kind"] == "web"] == [1]
    game.apply(next(a for a in game.legal_actions() if a.kind == "discard"))
    while game.to_move != seat or game.phase != "play":
        game.apply(make("stop") if game.phase == "move" else next(a for a in game.legal_actions() if a.kind == "discard"))
    assert not [p for p in game.view(None)["pieces"] if p["kind"] == "web"]
    assert "I-web-circle" in game.view(None)["discards"]["face_up"] and not cave(game).front[seat]


def test_an_axe_in_front_cuts_a_web_beside_the_dwarf():
    """Book 000 'Hache' and ruling 9: at any time in its turn, discard the axe: 2 to 1, or remove a 1."""
    game = new(3)
    lay(game, 1, 0, "I-straight-EW")
    web(game, 1, 0, 0, "E")
    front(game, 0, "I-axe", "II-axe")
    turn_of(game, 0)
    cut = make("cut_web", at=(0, 0), tool="E")
    assert cut in game.legal_actions()
    game.apply(cut)
    assert cave(game).webs[(cell_of(0, 0), 2)][1] == 1 and game.phase == "play"
    moving(game, 0)
    assert ((1, 0), 0) not in steps_to(game) and cut in game.legal_actions()
    game.apply(cut)
    assert not cave(game).webs and ((1, 0), 0) in steps_to(game)
    assert cut not in game.legal_actions()  # no axe left


# -- creatures (book 000 'Cartes Action pour attirer ...', 'Les Créatures et leurs effets'; rulings 7, 8)


def test_a_creature_needs_an_abyss_and_rises_on_one():
    """Book 000 note: no abyss in the maze, no creature; ruling 7: any abyss place of a face-up card."""
    game = new(3)
    hand(game, 0, "I-rat")
    turn_of(game, 0)
    assert "summon" not in kinds(game)
    lay(game, 2, 0, "II-abyss-EW")  # the abyss on its E arm, place 0
    assert [a for a in game.legal_actions() if a.kind == "summon"] == [make("summon", "I-rat", (2, 0), value=0)]


def test_a_creature_moves_then_attacks_the_dwarves_it_stops_on_rat_takes_a_card():
    """Book 000 'Rat' and ruling 7: up to 3 steps; meeting dwarves ends its move and attacks them
    all; a rat's bite costs each a random card to the discard."""
    game = new(3)
    lay(game, 1, 0, "I-abyss-NESW")
    lay(game, 2, 0, "I-straight-EW")
    dwarf_to(game, 1, 2, 0)
    dwarf_to(game, 2, 2, 0)
    hand(game, 0, "I-rat", "I-cross")
    hand(game, 1, "I-cross", "I-cross")
    hand(game, 2, "I-cross")
    turn_of(game, 0)
    game.apply(make("summon", "I-rat", (1, 0), value=0))
    assert game.phase == "creature" and game.view(0)["dark_cave"]["moving"] == "rat"
    assert game.view(0)["dark_cave"]["steps_left"] == 3
    game.apply(step(2, 0, 0))
    assert len(game.hands[1]) == 1 and len(game.hands[2]) == 0
    assert [e for e in game.log(None) if e["type"] == "attack"] == [{"type": "attack", "creature": "rat", "victims": [1, 2]}]
    assert game.phase in ("move", "play")


def test_an_axe_repels_in_turn_order_and_spares_everyone_there():
    """Book 000 'Hache' and ruling 7: the attacked, in turn order from the active player, may
    discard an axe; the first who does removes the creature (its card discarded); nobody is attacked."""
    game = new(4)
    lay(game, 1, 0, "I-abyss-NESW")
    lay(game, 2, 0, "I-straight-EW")
    for seat in (1, 3):
        dwarf_to(game, seat, 2, 0)
    front(game, 1, "I-axe")
    front(game, 3, "II-axe")
    hand(game, 0, "II-goblin", "I-cross")
    turn_of(game, 0)
    game.apply(make("summon", "II-goblin", (1, 0), value=0))
    game.apply(step(2, 0, 0))
    assert game.phase == "repel" and game.to_move == 1
    assert game.view(1)["dark_cave"]["attack"]["victims"] == [1, 3]
    game.apply(make("repel", value=0))
    assert game.to_move == 3
    game.apply(make("repel", value=1))
    assert cave(game).creature("goblin") is None and cave(game).nuggets[1] == 3 and cave(game).nuggets[3] == 3
    assert "II-goblin" in game.view(None)["discards"]["face_up"] and "II-axe" in game.view(None)["discards"]["face_up"]
    assert cave(game).front[1] == [index(game, "I-axe")]


def test_lindworm_paralyses_for_the_next_turn_goblin_takes_a_nugget():
    """Book 000 'Lindworm', 'Gobelin'; ruling 8."""
    game = new(3)
    lay(game, 1, 0, "II-abyss-EW", turned=True)  # turned: the abyss on the W arm (place 0)
    dwarf_to(game, 1, 1, 0, 1)  # the E arm
    hand(game, 0, "II-lindworm", "I-cross")
    turn_of(game, 0)
    game.apply(make("summon", "II-lindworm", (1, 0), value=0))
    game.apply(step(1, 0, 1))
    assert game.view(2)["seats"][1]["paralysed"]
    if game.phase == "move":
        game.apply(make("stop"))
    assert game.to_move == 1
    game.apply(next(a for a in game.legal_actions() if a.kind == "discard"))
    assert game.phase == "play" and game.to_move == 2  # no move: the dwarf stands up
    assert not game.view(2)["seats"][1]["paralysed"]


def test_a_player_bitten_by_its_own_lindworm_lies_down_now_and_stands_up_at_its_next_turn():
    """Book 000 'Lindworm', read literally (the lead's decision on dc-review finding 1):
    "couchez-le immédiatement sur le côté ... Lorsque votre tour revient, remettez votre Nain
    debout, mais ne le déplacez pas": bitten in its own turn, the dwarf takes no steps this
    turn, and at its next turn it stands up without moving."""
    game = new(3)
    lay(game, 1, 0, "II-abyss-EW", turned=True)  # the abyss on the W arm (place 0)
    lay(game, 2, 0, "I-straight-EW")
    dwarf_to(game, 0, 1, 0, 1)
    hand(game, 0, "II-lindworm", "I-cross", "I-cross")
    turn_of(game, 0)
    game.apply(make("summon", "II-lindworm", (1, 0), value=0))
    game.apply(step(1, 0, 1))
    assert game.view(1)["seats"][0]["paralysed"]
    assert game.phase == "play" and game.to_move == 1  # no steps this turn: lying on its side
    game.apply(next(a for a in game.legal_actions() if a.kind == "discard"))
    if game.phase == "move":
        game.apply(make("stop"))
    game.apply(next(a for a in game.legal_actions() if a.kind == "discard"))
    if game.phase == "move":
        game.apply(make("stop"))
    assert game.to_move == 0 and game.view(0)["seats"][0]["paralysed"]
    game.apply(next(a for a in game.legal_actions() if a.kind == "discard"))
    assert "stood_up" in [e["type"] for e in game.log(None)[-3:]]
    assert game.phase == "play" and game.to_move == 1 and dwarf_at(game, 0) == ((1, 0), 1)
    assert not game.view(1)["seats"][0]["paralysed"]


def test_an_axe_cuts_a_web_after_the_last_step():
    """Book 000 'Hache': "à tout moment de votre tour" (ruling 9; dc-review finding 3): the
    steps spent beside a web, the move stays open with only the cut and stop."""
    game = new(3)
    lay(game, 1, 0, "I-straight-EW")
    lay(game, 2, 0, "I-straight-EW")
    web(game, 2, 1, 0, "E")
    front(game, 0, "I-axe")
    moving(game, 0, steps=1)
    game.apply(step(1, 0, 0))
    cut = make("cut_web", at=(1, 0), tool="E")
    assert game.phase == "move" and game.to_move == 0 and game.view(0)["dark_cave"]["steps_left"] == 0
    assert sorted(game.legal_actions()) == sorted([cut, make("stop")])
    assert "no steps left" in game.refusal(step(2, 0, 0))
    game.apply(cut)
    assert cave(game).webs[(cell_of(1, 0), 2)][1] == 1 and game.phase == "play" and game.to_move == 1


def test_an_axe_cuts_a_web_after_a_move_that_ends_on_a_creature():
    """Book 000 'Hache' ("à tout moment de votre tour") and 'Étape 2' (moving onto a creature
    ends the move): once the attack is over, the cut is still offered."""
    from saboteur.kernel.pieces import PLACE, Piece

    game = new(3)
    for x in (1, 2, 3):
        lay(game, x, 0, "I-straight-EW")
    cave(game).pieces.add(Piece("goblin", PLACE, cell_of(2, 0), 0, 2))
    front(game, 2, "III-goblin")
    web(game, 1, 2, 0, "E")
    front(game, 0, "I-axe")
    moving(game, 0)
    game.apply(step(1, 0, 0))
    game.apply(step(2, 0, 0))
    assert game.phase == "repel" and game.to_move == 0
    game.apply(make("repel", value=0))
    assert cave(game).nuggets[0] == 2
    assert game.phase == "move" and game.view(0)["dark_cave"]["steps_left"] == 0
    assert kinds(game) == ["cut_web", "stop"]


def test_an_axe_cuts_a_web_while_the_players_creature_moves():
    """Book 000 'Hache' ("à tout moment de votre tour"; dc-review D3): the active player's dwarf
    beside a web may cut it during its creature's move, opening the way."""
    game = new(3)
    lay(game, 1, 0, "I-abyss-NESW")
    lay(game, 2, 0, "I-straight-EW")
    web(game, 2, 0, 0, "E")  # between the start and the abyss
    front(game, 0, "I-axe")
    hand(game, 0, "I-rat", "I-cross")
    turn_of(game, 0)
    game.apply(make("summon", "I-rat", (1, 0), value=0))
    cut = make("cut_web", at=(0, 0), tool="E")
    assert game.phase == "creature" and cut in game.legal_actions()
    game.apply(cut)
    assert game.phase == "creature" and cave(game).webs[(cell_of(0, 0), 2)][1] == 1


def test_a_dwarf_stepping_onto_a_creature_is_attacked_and_stops():
    """Book 000 'Étape 2': moving onto a creature ends the move and it attacks (a goblin: a nugget)."""
    game = new(3)
    lay(game, 1, 0, "I-abyss-NESW")
    lay(game, 2, 0, "I-straight-EW")
    from saboteur.kernel.pieces import PLACE, Piece

    cave(game).pieces.add(Piece("goblin", PLACE, cell_of(1, 0), 0, 2))
    front(game, 2, "III-goblin")
    moving(game, 0)
    game.apply(step(1, 0, 0))
    assert cave(game).nuggets[0] == 2 and game.phase != "move"


def test_two_creatures_on_one_square_both_attack_a_dwarf_stepping_there_in_the_order_they_rose():
    """Book 000 'Étape 2' ("votre déplacement se termine immédiatement et la créature vous
    attaque") is silent on two creatures; the lead's ruling (dc-review D7): each attacks in turn,
    in the order they rose, each repelled by its own axe; the first attack asks first."""
    from saboteur.kernel.pieces import PLACE, Piece

    game = new(3)
    lay(game, 1, 0, "I-abyss-NESW")
    lay(game, 2, 0, "I-straight-EW")
    cave(game).pieces.add(Piece("rat", PLACE, cell_of(2, 0), 0, 1))
    cave(game).pieces.add(Piece("goblin", PLACE, cell_of(2, 0), 0, 2))
    front(game, 1, "I-rat")
    front(game, 2, "III-goblin")
    front(game, 0, "I-axe")
    held = len(game.hands[0])  # as dealt: the position below counts every card
    moving(game, 0)
    game.apply(step(1, 0, 0))
    game.apply(step(2, 0, 0))
    assert game.phase == "repel" and game.view(0)["dark_cave"]["attack"]["creature"] == "rat"
    assert game.view(0)["dark_cave"]["attack"]["queued"] == ["goblin"]
    game.apply(make("repel", value=0))
    assert len(game.hands[0]) == held - 1  # the rat took a card
    assert game.phase == "repel" and game.view(0)["dark_cave"]["attack"]["creature"] == "goblin"
    from saboteur.games.dark_cave.position import DECISION_DATA

    top = game.decisions[-1]  # the queue is part of a position; one written before it had none
    written = DECISION_DATA["repel"].write(top.data)
    assert DECISION_DATA["repel"].read(game, top.seat, written) == top.data
    older = {key: value for key, value in written.items() if key != "queued"}
    assert DECISION_DATA["repel"].read(game, top.seat, older) == top.data[:6] + ((),)
    game.apply(make("repel", value=1))
    assert cave(game).creature("goblin") is None and cave(game).nuggets[0] == 3
    assert [e["creature"] for e in game.log(None) if e["type"] == "attack"] == ["rat", "goblin"]
    assert game.to_move == 1


def test_two_creatures_attack_in_turn_without_axes():
    """The same ruling (dc-review D7) with no axe: both bite, the rat then the goblin."""
    from saboteur.kernel.pieces import PLACE, Piece

    game = new(3)
    lay(game, 1, 0, "I-abyss-NESW")
    cave(game).pieces.add(Piece("goblin", PLACE, cell_of(1, 0), 0, 2))
    cave(game).pieces.add(Piece("rat", PLACE, cell_of(1, 0), 0, 1))
    front(game, 1, "I-rat")
    front(game, 2, "III-goblin")
    hand(game, 0, "I-cross", "I-cross")
    moving(game, 0)
    game.apply(step(1, 0, 0))
    assert [e["creature"] for e in game.log(None) if e["type"] == "attack"] == ["goblin", "rat"]
    assert cave(game).nuggets[0] == 2 and [e["seat"] for e in game.log(None) if e["type"] == "lost_card"] == [0]


def test_a_creature_leaves_at_its_holders_next_turn_and_a_new_card_moves_it_on():
    """Ruling 7: it leaves at the start of its holder's next turn; a creature card played while it
    is out moves it from where it stands, and the previous holder discards their card."""
    game = new(3)
    lay(game, 1, 0, "I-abyss-NESW")
    hand(game, 0, "I-rat", "I-cross")
    hand(game, 1, "II-rat", "I-cross")
    turn_of(game, 0)
    game.apply(make("summon", "I-rat", (1, 0), value=0))
    game.apply(make("stop"))
    if game.phase == "move":
        game.apply(make("stop"))
    assert game.to_move == 1
    assert [a for a in game.legal_actions() if a.kind == "summon"] == [make("summon", "II-rat", (1, 0), value=0)]
    game.apply(make("summon", "II-rat", (1, 0), value=0))
    assert cave(game).front[0] == [] and "I-rat" in game.view(None)["discards"]["face_up"]
    assert cave(game).creature("rat").seat == 1
    game.apply(make("stop"))
    if game.phase == "move":
        game.apply(make("stop"))
    while game.to_move != 1:
        game.apply(make("stop") if game.phase == "move" else next(a for a in game.legal_actions() if a.kind == "discard"))
    assert cave(game).creature("rat") is None and cave(game).front[1] == []


def test_a_creature_never_steps_onto_a_face_down_goal_or_the_exit():
    """Book 000: creatures cannot reveal goals; ruling 7: nor onto the exit square."""
    from saboteur.grid import xy

    game = new(3)
    cell = corner(game, "goal-exit")
    x, y = xy(cell)
    game.maze.add(cell, index(game, "goal-exit") * 2)
    from saboteur.kernel.pieces import PLACE, Piece

    cave(game).pieces.add(Piece("rat", PLACE, cell, 0, 0))
    front(game, 0, "I-rat")
    from saboteur.games.dark_cave.creatures import creature_steps

    assert (cell, 4) not in [(to, place) for to, place, _ in creature_steps(game, "rat")]


# -- the vote (book 000 'Fin de la partie' note; ruling 14) -------------------------------------------


def test_a_unanimous_vote_ends_the_game_one_no_goes_on():
    """Book 000 'Fin de la partie' note and ruling 14: a vote, never automatic; one no and the
    asker's turn goes on (no second vote this turn); all yes end it, nobody out: a draw."""
    game = new(3)
    seat = game.to_move
    game.apply(make("propose_end"))
    assert game.phase == "vote_end" and game.to_move == (seat + 1) % 3
    game.apply(make("vote", value=0))
    assert game.phase == "play" and make("propose_end") not in game.legal_actions()
    game2 = new(3)
    game2.apply(make("propose_end"))
    game2.apply(make("vote", value=1))
    game2.apply(make("vote", value=1))
    assert game2.is_over and game2.results[0]["reason"] == "vote" and game2.results[0]["winner"] is None
