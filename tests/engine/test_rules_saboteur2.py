"""Saboteur 2: every rule of book 002, chapter 'Extension (2 à 12 joueurs)', and of the
rulings in rules/saboteur2.md, on small tables built by hand."""

from collections import Counter

import pytest
import saboteur
from saboteur.games.saboteur2.payout import payout, theft_order, winning_roles
from saboteur.games.saboteur2.state import table
from saboteur2_helpers import DECK2, ROLES, place, s2_game

BLUE, GREEN = "gold-digger-blue", "gold-digger-green"
BOSS, PROFITEER, GEOLOGIST, SAB = "boss", "profiteer", "geologist", "saboteur"
TABLE = {1: [5, 4, 3], 2: [4, 3, 2], 3: [3, 2, 1], 4: [2, 1, 0], 5: [1, 0, 0]}  # book 002, 'Partage du trésor'
ROW = [("tunnel-EW", (x, 0), False) for x in (1, 2, 3)]  # a straight row east of the start


def passes(game, *seats):
    for seat in seats:
        assert game.to_move == seat
        game.apply({"kind": "pass_cards", "cards": [saboteur_card(game, seat)]})


def saboteur_card(game, seat):
    return game.view(seat)["hand"][0]


def kinds(game):
    return {action.kind for action in game.legal_actions()}


# -- setup ------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 7, 12])
def test_setup_deals_six_cards_sets_ten_aside_and_deals_the_fifteen_roles(players):
    """Book 002, 'Mise en place': every base path and action card and the expansion's are
    shuffled, 10 set aside, 6 dealt to each player; the 15 dwarf cards are shuffled and one
    dealt to each, the rest set aside face down."""
    game = saboteur.new_game("saboteur2", players, seed=players)
    part = table(game)
    assert [len(hand) for hand in game.hands] == [6] * players
    assert len(part.aside) == 10
    held = sum(game.hands, []) + game.draw_pile + part.aside
    assert Counter(game.rules.catalogue.types[k].id for k in held) == DECK2
    assert sum(DECK2.values()) == 117
    assert Counter(game.roles + game.aside_roles) == ROLES
    assert game.rules.rounds == 3


@pytest.mark.parametrize("players", [1, 13, 0])
def test_two_to_twelve_players(players):
    """Book 002: 'Extension (2 à 12 joueurs)'."""
    with pytest.raises(saboteur.ConfigError, match="2 to 12 players"):
        saboteur.new_game("saboteur2", players, seed=1)


# -- the four turn options ------------------------------------------------------------------------


def test_pass_discards_one_to_three_cards_face_down_and_draws_as_many():
    """Book 002, 'Passer': pass and discard 1, 2 or 3 cards face down, then draw as many."""
    game = s2_game([BLUE, GREEN], [["map", "map", "rockfall", "tunnel-NS"], ["map"]])
    pile = len(game.draw_pile)
    game.apply({"kind": "pass_cards", "cards": ["rockfall", "map", "map"]})
    assert len(game.hands[0]) == 4 and len(game.draw_pile) == pile - 3
    assert game.view(1)["discards"] == {"face_up": [], "face_down": len(game.discards)}
    assert game.log(1)[-4] == {"type": "pass", "seat": 0, "count": 3}
    assert game.log(0)[-4]["cards"] == ["map", "map", "rockfall"]
    with pytest.raises(saboteur.IllegalAction, match="cannot be"):
        game.apply({"kind": "pass_cards", "cards": ["map"] * 4})
    with pytest.raises(saboteur.IllegalAction, match="holds no theft"):
        game.apply({"kind": "pass_cards", "cards": ["theft"]})


def test_base_pass_of_one_card_is_not_a_saboteur2_move():
    game = s2_game([BLUE, GREEN], [["map"], ["map"]])
    with pytest.raises(saboteur.IllegalAction, match="pass_cards"):
        game.apply({"kind": "pass", "card": "map"})


def test_discard_two_takes_away_any_card_in_front_and_draws_one():
    """Book 002, 'Se défausser de deux cartes': discard two cards to take away any card
    lying in front of you, then draw only one card (ruling 1: even your own theft)."""
    game = s2_game([BLUE, GREEN], [["map", "map", "tunnel-NS"], ["map"]],
                   in_front={0: ["break-cart", "trapped", "theft"]}, thefts=[0])
    removable = {a.removes for a in game.legal_actions() if a.kind == "discard_two"}
    assert removable == {"break-cart", "trapped", "theft"}
    game.apply({"kind": "discard_two", "cards": ["map", "tunnel-NS"], "removes": "trapped"})
    assert len(game.hands[0]) == 2  # two out, one in
    assert game.view(1)["seats"][0]["in_front"] == ["break-cart", "theft"]
    assert game.view(1)["discards"]["face_up"][-1:] == ["trapped"]


def test_discard_two_goes_face_down_and_only_its_player_knows_the_two():
    """Issue 45, item 11; rules/saboteur2.md ruling 14 (book 002, 'Mise en place': the
    discard pile lies face down): the two cards are unseen by the others, as a pass's; only
    the card taken away, which lay face up, is shown."""
    game = s2_game([BLUE, GREEN, SAB], [["map", "map", "tunnel-NS"], ["map"], ["map"]],
                   in_front={0: ["trapped"]})
    game.apply({"kind": "discard_two", "cards": ["map", "tunnel-NS"], "removes": "trapped"})
    for seat in (1, 2, None):
        view = game.view(seat)
        assert view["discards"] == {"face_up": ["trapped"], "face_down": 2}
        event = view["log"][-2]  # then the draw
        assert event == {"type": "discard_two", "seat": 0, "removes": "trapped"}
        assert "tunnel-NS" not in str(view["log"])
    own = game.view(0)["log"][-2]
    assert own["cards"] == ["map", "tunnel-NS"] and own["removes"] == "trapped"


def test_discard_two_needs_a_card_in_front_and_two_cards():
    game = s2_game([BLUE, GREEN], [["map", "map"], ["map"]])
    assert "discard_two" not in kinds(game)
    with pytest.raises(saboteur.IllegalAction, match="no card lies in front of seat 0"):
        game.apply({"kind": "discard_two", "cards": ["map", "map"], "removes": "trapped"})
    game = s2_game([BLUE, GREEN], [["map"], ["map"]], in_front={0: ["trapped"]})
    assert "discard_two" not in kinds(game)


def test_with_the_pile_empty_nobody_draws_and_a_seat_with_no_card_sits_out():
    """Book 002, 'Déroulement': with the draw pile gone you draw no more but must play at
    least one card; with no card left you sit out until the round ends."""
    game = s2_game([BLUE, GREEN, SAB], [["map", "map"], ["map"], ["map", "map"]], draw_pile=0)
    game.apply({"kind": "pass_cards", "cards": ["map", "map"]})
    assert game.hands[0] == [] and game.to_move == 1
    passes(game, 1)
    assert game.to_move == 2  # seat 0 is skipped from now on
    game.apply({"kind": "pass_cards", "cards": ["map"]})
    assert game.to_move == 2
    game.apply({"kind": "pass_cards", "cards": ["map"]})
    assert game.round == 2  # nobody can play: the round is over


# -- new path cards ----------------------------------------------------------------------------


def test_a_bridge_needs_one_of_its_paths_linked_and_the_other_stays_apart():
    """Book 002, 'Carte Chemin avec un Pont': two straight paths, not connected; at least
    one of them must be linked to the start."""
    game = s2_game([BLUE, GREEN], [["bridge", "tunnel-NS"], ["map"]])
    place(game, "bridge", (1, 0))
    assert game.maze.reached[saboteur.maze.cell_of(1, 0)] == 0b10  # the east-west path only
    game.apply({"kind": "pass_cards", "cards": ["map"]})
    with pytest.raises(saboteur.IllegalAction, match="not next to a path linked"):
        place(game, "tunnel-NS", (1, 1))  # under the bridge's unlinked north-south path


def test_a_ladder_links_to_the_start_and_needs_no_path_to_it():
    """Book 002, 'Carte Chemin avec une Échelle': the ladder is linked straight to the start
    and to every other ladder; it lies beside another card and needs no path to the start
    (ruling 2: it still matches its neighbours)."""
    game = s2_game([BLUE, GREEN], [["ladder-W", "map"], ["tunnel-EW", "map"]], maze=[("dead-E", (-1, 0), False)])
    assert {tuple(a.at) for a in game.legal_actions() if a.card == "ladder-W"} >= {(-1, 1), (-1, -1)}
    place(game, "ladder-W", (-1, 1))
    place(game, "tunnel-EW", (-2, 1))  # linked through the ladder alone
    assert saboteur.maze.cell_of(-2, 1) in game.maze.reached


def test_a_ladder_must_touch_a_card_and_no_goal():
    """Book 002: a ladder 'doit être placé à côté d'une autre carte Chemin, mais ne peut pas
    être posé à côté d'une carte Arrivée' (ruling 2: face down or up)."""
    game = s2_game([BLUE, GREEN], [["ladder-W", "map"], ["map"]], maze=[("tunnel-NESW", (6, 0), False)])
    with pytest.raises(saboteur.IllegalAction, match="beside a goal card"):
        place(game, "ladder-W", (7, 0))
    with pytest.raises(saboteur.IllegalAction, match="touches none"):
        place(game, "ladder-W", (3, 3))
    with pytest.raises(saboteur.IllegalAction, match="the card to the north has a path"):
        place(game, "ladder-W", (6, 1))  # under the cross, whose south path it does not meet


def test_the_gold_is_reached_through_a_ladder():
    """Ruling 2: a ladder links to the start, so a path from it to the gold ends the round."""
    game = s2_game(
        [BLUE, GREEN, SAB], [["ladder-W", "map"], ["tunnel-EW", "map"], ["map", "map"]],
        maze=[("tunnel-NS", (5, 0), False)],
    )
    place(game, "ladder-W", (6, 0), turned=True)  # its path now faces east
    place(game, "tunnel-EW", (7, 0))
    assert game.results[0]["finder"] == 1 and game.results[0]["winners"] == [GREEN]


# -- doors decide the winners --------------------------------------------------------------------


def gold_row(door_cards, last="tunnel-NESW"):
    """The row from the start to (6, 0) with `door_cards` on it; (7, 0) is left for `last`."""
    row = [("tunnel-EW", (1, 0), False), ("tunnel-EW", (2, 0), False)]
    cards = list(door_cards) + ["tunnel-NESW"] * (4 - len(door_cards))
    row += [(card, (x, 0), False) for x, card in zip((3, 4, 5, 6), cards)]
    return row


def test_the_books_worked_payout_example():
    """Book 002, 'Exemple de distribution des pépites': 1 blue and 2 green gold-diggers, the
    boss, the profiteer and 2 saboteurs. The boss completes the path, which a blue door
    blocks; both saboteurs hold a theft, one of them trapped. The blue gold-digger wins with
    the boss and the profiteer: 3 winners, so 3, 3-1 and 3-2 nuggets; the free thief takes
    one nugget from a player of their choice, the trapped one takes nothing."""
    roles = [BLUE, GREEN, GREEN, BOSS, PROFITEER, SAB, SAB]
    hands = [["map"], ["map"], ["map"], ["tunnel-NESW"], ["map"], ["map"], ["map"]]
    game = s2_game(roles, hands, maze=gold_row(["door-blue-EW"]), to_move=3,
                   in_front={5: ["theft"], 6: ["theft", "trapped"]}, thefts=[6, 5])
    place(game, "tunnel-NESW", (7, 0))
    result = game.results[0]
    assert result["nuggets"] == [3, 0, 0, 2, 1, 0, 0]
    assert result["winners"] == [BOSS, BLUE, PROFITEER] and result["trapped"] == [6]
    assert game.phase == "steal" and game.to_move == 5
    assert {a.target for a in game.legal_actions()} == {0, 3, 4}  # those holding a nugget
    game.apply({"kind": "steal", "target": 0})
    assert game.gold_totals() == [2, 0, 0, 2, 1, 1, 0]
    assert game.round == 2 and game.phase == "play"  # seat 6 is trapped: no theft of its own


def test_nuggets_by_round_count_each_rounds_thefts_in_that_round():
    """Issue 45, item 1; book 002, 'Voleur' (rules/saboteur2.md ruling 6): the thefts come
    after the round's payout, so the game-over table's column for a round (`results[].gold`)
    holds its payout changed by its thefts, and the columns add up to the totals. The book's
    worked example as the last round: the free thief robs the blue gold-digger; then a nugget
    won in an earlier round (ruling 6: 'butin') taken in this one counts in this one."""
    roles = [BLUE, GREEN, GREEN, BOSS, PROFITEER, SAB, SAB]
    hands = [["map"], ["map"], ["map"], ["tunnel-NESW"], ["map"], ["map"], ["map"]]
    for target, earlier, this_round in ((0, [0] * 7, [2, 0, 0, 2, 1, 1, 0]), (1, [0, 4, 0, 0, 0, 0, 0], [3, -1, 0, 2, 1, 1, 0])):
        game = s2_game(roles, hands, maze=gold_row(["door-blue-EW"]), to_move=3,
                       in_front={5: ["theft"], 6: ["theft", "trapped"]}, thefts=[6, 5])
        game.round = game.rules.rounds
        table(game).nuggets = earlier[:]
        place(game, "tunnel-NESW", (7, 0))
        assert game.results[0]["nuggets"] == [3, 0, 0, 2, 1, 0, 0]  # the payout, before the theft
        game.apply({"kind": "steal", "target": target})
        view = game.view(0)
        assert view["phase"] == "over"
        assert view["results"][-1]["gold"] == this_round
        assert [a + b for a, b in zip(earlier, this_round)] == view["gold_totals"]


def test_the_completers_team_wins_when_it_can_reach_the_gold():
    """Ruling 3: a gold-digger who completes the path wins with their team if it can reach
    the gold; the boss and the profiteer win with them (book: 'Le Boss ... gagne à chaque
    fois qu'une de ces équipes gagne'; 'Le Profiteur ... est toujours gagnant')."""
    roles = [BLUE, GREEN, BOSS, PROFITEER, SAB]
    game = s2_game(roles, [["tunnel-NESW"]] + [["map"]] * 4, maze=gold_row([]))
    place(game, "tunnel-NESW", (7, 0))
    assert game.results[0]["winners"] == [BOSS, BLUE, PROFITEER]
    assert game.results[0]["nuggets"] == [3, 0, 2, 1, 0]  # 3 winners (book table)


def test_a_door_of_the_other_colour_gives_the_gold_to_the_other_team():
    """Book 002: 'Si le chemin est continu mais bloqué par une porte, seuls les Chercheurs
    d'or propriétaires de cette porte sont gagnants' (ruling 3: doors never block placing
    or the end of the round)."""
    roles = [GREEN, BLUE, BLUE, SAB]
    game = s2_game(roles, [["tunnel-NESW"]] + [["map"]] * 3, maze=gold_row(["door-blue-EW"]))
    place(game, "tunnel-NESW", (7, 0))
    assert game.results[0]["winners"] == [BLUE] and game.results[0]["nuggets"] == [0, 4, 4, 0]


def test_doors_of_both_colours_leave_the_gold_to_the_boss_and_the_profiteer():
    """Book 002: the boss wins alone (4 nuggets) when no team can reach the gold and there is
    no profiteer; the profiteer alone (3) when there is no boss; ruling 3: both, paid as 2
    winners, when both are in the round; with neither, nobody but the geologists."""
    doors = ["door-blue-EW", "door-green-EW"]
    cases = [
        ([BLUE, GREEN, BOSS, SAB], [0, 0, 4, 0]),
        ([BLUE, GREEN, PROFITEER, SAB], [0, 0, 3, 0]),
        ([BLUE, GREEN, BOSS, PROFITEER], [0, 0, 3, 2]),
        ([BLUE, GREEN, SAB, SAB], [0, 0, 0, 0]),
    ]
    for roles, paid in cases:
        game = s2_game(roles, [["tunnel-NESW"]] + [["map"]] * 3, maze=gold_row(doors))
        place(game, "tunnel-NESW", (7, 0))
        assert game.results[0]["nuggets"] == paid, roles


def test_without_a_connection_the_saboteurs_and_the_profiteer_win():
    """Book 002: the saboteurs win when no connection is made by the round's end, and the
    profiteer with them; with no saboteur, the profiteer wins alone (3 nuggets)."""
    game = s2_game([SAB, PROFITEER, BLUE, SAB], [["map"]] * 4, draw_pile=0)
    passes(game, 0, 1, 2, 3)
    assert game.results[0]["winners"] == [PROFITEER, SAB]
    assert game.results[0]["nuggets"] == [3, 1, 0, 3]  # 3 winners
    game = s2_game([PROFITEER, BLUE, GREEN], [["map"]] * 3, draw_pile=0)
    passes(game, 0, 1, 2)
    assert game.results[0]["nuggets"] == [3, 0, 0]


def test_geologists_are_paid_first_one_nugget_per_crystal_in_the_maze():
    """Book 002, 'Les Géologues': as many nuggets as crystals visible in the maze, two
    geologists share them rounded down (ruling 12: linked or not; ruling 4: a trapped
    geologist leaves the whole count to the other)."""
    crystals = [("crystal-NEW", (1, 0), False), ("crystal-NESW", (5, 5), False), ("crystal-N", (9, 9), False)]
    game = s2_game([GEOLOGIST, GEOLOGIST, SAB], [["map"]] * 3, maze=crystals, draw_pile=0)
    passes(game, 0, 1, 2)
    assert game.results[0]["crystals"] == 3 and game.results[0]["nuggets"] == [1, 1, 5]
    game = s2_game([GEOLOGIST, GEOLOGIST, SAB], [["map"]] * 3, maze=crystals, draw_pile=0, in_front={1: ["trapped"]})
    passes(game, 0, 1, 2)
    assert game.results[0]["nuggets"] == [3, 0, 5]


def test_the_payout_table_by_the_number_of_winners():
    """Book 002, 'Partage du trésor': 1 winner 5 (boss 4, profiteer 3); 2: 4 (3, 2);
    3: 3 (2, 1); 4: 2 (1, 0); 5 or more: 1 (0, 0)."""
    for diggers in range(1, 7):
        roles = [BLUE] * diggers + [BOSS, PROFITEER]
        paid = payout(roles, set(), {BLUE, BOSS, PROFITEER}, 0, TABLE)
        row = TABLE[min(diggers + 2, 5)]
        assert paid == [row[0]] * diggers + [row[1], row[2]]
    assert payout([SAB], set(), {SAB, PROFITEER}, 0, TABLE) == [5]


def test_a_trapped_player_is_not_a_winner_and_is_not_counted():
    """Book 002, 'En prison !': a dwarf still trapped when the gold is shared does not count
    and gets no nugget (ruling 5: the rest of the side is paid by the smaller count)."""
    assert payout([BLUE, BLUE, BLUE], {2}, {BLUE}, 0, TABLE) == [4, 4, 0]
    assert winning_roles([GREEN, BLUE], 0, {"blue"}) == {BLUE, BOSS, PROFITEER}
    assert winning_roles([GREEN, BLUE], None, set()) == {SAB, PROFITEER}


# -- new action cards --------------------------------------------------------------------------


def test_a_trapped_player_cannot_place_path_cards_but_may_play_actions_or_discard_two():
    """Book 002, 'En prison !' (ruling 11): no path cards; action cards, passing, or
    discarding two cards to get free; 'Enfin libre' frees them, both cards discarded."""
    game = s2_game([BLUE, GREEN], [["tunnel-NS", "map", "free-at-last"], ["map"]], in_front={0: ["trapped"]})
    assert kinds(game) == {"map", "free", "discard_two", "pass_cards"}
    with pytest.raises(saboteur.IllegalAction, match="trapped and cannot place"):
        place(game, "tunnel-NS", (0, 1))
    game.apply({"kind": "free", "card": "free-at-last", "target": 0})
    assert game.view(1)["seats"][0]["in_front"] == []
    assert game.view(1)["discards"]["face_up"][-2:] == ["trapped", "free-at-last"]


def test_trapped_goes_in_front_of_any_player_once():
    """Book 002, 'En prison !' and 'une seule carte Action du même type devant vous'."""
    game = s2_game([BLUE, GREEN, SAB], [["trapped"], ["trapped"], ["map"]], in_front={2: ["trapped"]})
    assert {a.target for a in game.legal_actions() if a.kind == "trap"} == {0, 1}
    with pytest.raises(saboteur.IllegalAction, match="already trapped"):
        game.apply({"kind": "trap", "card": "trapped", "target": 2})


def test_theft_lies_in_front_of_its_player_once_and_hands_off_removes_it():
    """Book 002, 'Voleur' and 'Pas touche !': a theft lies face up in front of its player;
    one card of a kind per player; hands off removes a theft, both cards discarded."""
    game = s2_game([BLUE, GREEN, SAB], [["theft", "theft"], ["hands-off"], ["map"]])
    game.apply({"kind": "theft", "card": "theft"})
    assert game.view(2)["seats"][0]["in_front"] == ["theft"] and table(game).thefts == [0]
    assert {a.target for a in game.legal_actions() if a.kind == "hands_off"} == {0}
    game.apply({"kind": "hands_off", "card": "hands-off", "target": 0})
    assert table(game).thefts == [] and game.view(2)["seats"][0]["in_front"] == []
    assert game.view(2)["discards"]["face_up"][-2:] == ["theft", "hands-off"]
    game = s2_game([BLUE, GREEN], [["theft", "theft"], ["map"]], in_front={0: ["theft"]}, thefts=[0])
    with pytest.raises(saboteur.IllegalAction, match="already has a theft"):
        game.apply({"kind": "theft", "card": "theft"})


def test_thieves_steal_in_order_last_laid_first_then_clockwise():
    """Book 002: the dwarf who laid a theft last takes first, then the next thieves
    clockwise; a trapped thief takes nothing; nothing is taken from a player with none."""
    assert theft_order([3, 1, 4], set(), 6) == [4, 1, 3]
    assert theft_order([3, 1, 4], {1}, 6) == [4, 3]
    roles = [SAB, SAB, BLUE, GREEN]
    game = s2_game(roles, [["map"]] * 4, draw_pile=0, in_front={0: ["theft"], 3: ["theft"]}, thefts=[3, 0])
    passes(game, 0, 1, 2, 3)  # saboteurs win: 4 nuggets each
    assert game.to_move == 0 and {a.target for a in game.legal_actions()} == {1}
    game.apply({"kind": "steal", "target": 1})
    assert game.to_move == 3
    with pytest.raises(saboteur.IllegalAction, match="holds no nugget"):
        game.apply({"kind": "steal", "target": 2})
    game.apply({"kind": "steal", "target": 0})
    assert game.gold_totals() == [4, 3, 0, 1] and game.round == 2


def test_inspection_shows_a_role_to_its_player_only():
    """Book 002, 'Inspection': look secretly at another dwarf's role card."""
    game = s2_game([BLUE, SAB, GREEN], [["inspection"], ["map"], ["map"]])
    assert {a.target for a in game.legal_actions() if a.kind == "inspect"} == {1, 2}
    game.apply({"kind": "inspect", "card": "inspection", "target": 1})
    assert game.log(0)[-2]["role"] == SAB
    assert all("role" not in event for seat in (1, 2, None) for event in game.log(seat)[-2:])
    assert SAB not in str(game.view(2)["log"][-2:])


def test_swap_hats_draws_a_new_role_from_the_undealt_ones():
    """Book 002, 'Changement de rôle': the chosen dwarf (you too) drops their role secretly
    and draws one at random from those not dealt; ruling 7: dropped roles stay out."""
    roles = [BLUE, SAB, GREEN]
    first = s2_game(roles, [["swap-hats"], ["map"], ["map"]])
    undealt = Counter(first.aside_roles)
    assert {a.target for a in first.legal_actions() if a.kind == "swap_hats"} == {0, 1, 2}
    first.apply({"kind": "swap_hats", "card": "swap-hats", "target": 1})
    new_role = first.roles[1]
    assert undealt[new_role] and table(first).dropped_roles == [SAB]
    assert Counter(first.aside_roles) == undealt - Counter([new_role])
    assert first.view(1)["role"] == new_role and first.log(1)[-2]["role"] == new_role
    assert "role" not in first.log(0)[-2]
    again = s2_game(roles, [["swap-hats"], ["map"], ["map"]])
    again.apply({"kind": "swap_hats", "card": "swap-hats", "target": 1})
    assert again.roles == first.roles  # drawn from the game's seed


def test_swap_hands_exchanges_whole_hands_and_the_other_player_draws():
    """Book 002, 'Changer de main': exchange hands (sizes may differ), then the other
    dwarf draws a card."""
    game = s2_game([BLUE, SAB, GREEN], [["swap-hands", "map"], ["tunnel-NS", "tunnel-EW", "rockfall"], ["map"]])
    assert {a.target for a in game.legal_actions() if a.kind == "swap_hands"} == {1, 2}
    game.apply({"kind": "swap_hands", "card": "swap-hands", "target": 1})
    assert sorted(game.view(0)["hand"]) == ["rockfall", "tunnel-EW", "tunnel-NS"]
    assert len(game.hands[1]) == 2 and "map" in game.view(1)["hand"]
    assert game.log(1)[-2]["hand"] == ["map"] and sorted(game.log(0)[-2]["hand"]) == ["rockfall", "tunnel-EW", "tunnel-NS"]
    assert "hand" not in game.log(2)[-2]


# -- rounds and the game's end -------------------------------------------------------------------


def test_a_new_round_deals_again_and_starts_left_of_the_last_player():
    """Book 002, 'Début d'une nouvelle manche': every card shuffled again with the 10 set
    aside, 10 set aside anew, 6 dealt; the 15 roles dealt again; the player left of the one
    who played the last card starts. Cards in front go with the old round."""
    game = s2_game([SAB, BLUE, GREEN], [["map"]] * 3, draw_pile=0, in_front={1: ["trapped"]})
    passes(game, 0, 1, 2)
    assert game.round == 2 and game.to_move == 0  # left of seat 2
    assert [len(hand) for hand in game.hands] == [6, 6, 6] and len(table(game).aside) == 10
    assert game.view(0)["seats"][1]["in_front"] == [] and Counter(game.roles + game.aside_roles) == ROLES


def test_after_three_rounds_the_most_nuggets_win_and_totals_stay_private_until_then():
    """Book 002, 'Fin de partie'; ruling 8: others see only whether a player holds gold."""
    game = saboteur.new_game("saboteur2", 4, seed=5)
    while game.to_move is not None:
        view = game.view(game.to_move)
        others = [s for s in view["seats"] if s["seat"] != game.to_move]
        assert all(s["nuggets"] is None and isinstance(s["has_gold"], bool) for s in others)
        game.apply(game.legal_actions()[-1])
    totals = game.gold_totals()
    assert game.winners() == [seat for seat, total in enumerate(totals) if total == max(totals)]
    assert [s["nuggets"] for s in game.view(None)["seats"]] == totals
    assert len(game.results) == 3


def test_a_game_loaded_from_its_position_draws_the_same_new_role():
    """Ruling 7 draws the new role at random, from the game's seed: a game saved and loaded
    in the middle of a round draws the same one (positions must not change the game)."""
    game = s2_game([BLUE, SAB, GREEN], [["swap-hats", "map"], ["swap-hats"], ["map"]])
    game.apply({"kind": "pass_cards", "cards": ["map"]})
    game.apply({"kind": "swap_hats", "card": "swap-hats", "target": 0})
    loaded = saboteur.from_position(game.position())
    for each in (game, loaded):
        each.apply({"kind": "pass_cards", "cards": ["map"]})
        each.apply({"kind": "swap_hats", "card": "swap-hats", "target": 2})
    assert loaded.roles == game.roles and loaded.position() == game.position()
