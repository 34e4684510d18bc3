"""The Lost Mines, one rule at a time (issue 48 section 1). Each test cites the book (003 in
French, whole game; 004 in English, first half) and the ruling of rules/lost-mines.md
that decides what the books leave open."""

import pytest
import saboteur
from saboteur.actions import make
from saboteur.grid import cell_of
from saboteur.games.lost_mines.rounds import share
from saboteur.games.lost_mines.state import mines

from lost_mines_helpers import (
    dwarf_at, dwarf_to, hand, kinds, lay, mine_at, moving, new, steps_to, token, turn_of,
)

BLUE, YELLOW = (0, -2), (0, 2)


def blue_seat(game):
    return next(seat for seat, role in enumerate(game.roles) if role.startswith("blue"))


def place(card, x, y, turned=False):
    return make("place", card, (x, y), turned)


# -- setup: players, clans, hands (book 003 'Mise en place'; book 004 'Setup') ------------------


@pytest.mark.parametrize("players", [2, 10])
def test_a_wrong_player_count_is_refused_naming_it(players):
    """Book 003: 3 to 9 players."""
    with pytest.raises(saboteur.ConfigError, match=f"3 to 9 players, not {players}"):
        new(players)


@pytest.mark.parametrize("players,loyal,size", [(3, 1, 5), (4, 1, 5), (5, 2, 5), (6, 2, 5), (7, 3, 4), (9, 3, 4)])
def test_dwarf_cards_and_hands_by_player_count(players, loyal, size):
    """Book 003 'Mise en place': at 5-6 one loyal dwarf of each clan removed, at 3-4 two; 10
    cards set aside unseen, then 5 cards each (4 at 7 to 9)."""
    game = new(players)
    dealt = sorted(game.roles + game.aside_roles)
    for clan in ("blue", "yellow"):
        assert dealt.count(f"{clan}-loyal") == loyal
        assert dealt.count(f"{clan}-selfish") == dealt.count(f"{clan}-saboteur") == 1
    assert [len(h) for h in game.hands] == [size] * players
    assert len(mines(game).aside) == 10
    assert len(game.draw_pile) == 63 - 10 - size * players
    assert len(mines(game).row) == players  # one treasure per player on the row (book 003)


def test_every_dwarf_starts_on_its_clans_start_card():
    """Book 003 'Mise en place': each dwarf on its clan's start card."""
    game = new(6)
    for seat, role in enumerate(game.roles):
        assert dwarf_at(game, seat) == (BLUE if role.startswith("blue") else YELLOW)


# -- ruling 1: placement ------------------------------------------------------------------


def test_a_card_beside_any_start_or_path_card_needs_no_link_to_a_start():
    """Ruling 1 (book 003: "pas nécessairement" linked to your own start): a card may join an
    island left by a thunderstorm."""
    game = new(5)
    seat = game.to_move
    lay(game, 5, 0, "path-EW")  # linked to no start
    hand(game, seat, "path-EW")
    assert place("path-EW", 6, 0) in game.legal_actions()
    assert place("path-EW", 1, -2) in game.legal_actions()  # beside the blue start
    assert place("path-EW", 1, 2) in game.legal_actions()  # and the yellow one, whatever the clan


def test_a_face_down_mine_is_no_anchor_and_a_face_up_one_is():
    """Ruling 1: face-down mines constrain nothing and anchor nothing; a face-up mine is a card."""
    game = new(5)
    seat = game.to_move
    hand(game, seat, "path-EW")
    assert place("path-EW", 9, -3) not in game.legal_actions()
    assert "next to no start, path card or face-up mine" in game.why_not(place("path-EW", 9, -3))
    game.maze.add(cell_of(10, -3), game.maze.hidden_goals[cell_of(10, -3)] * 2)
    game.legal_cache = None
    assert place("path-EW", 9, -3) in game.legal_actions()


def test_a_card_matches_every_neighbour_and_a_path_meets_a_path():
    """Ruling 1 (book 004 'Path cards': placed next to another card, paths must fit)."""
    game = new(5)
    seat = game.to_move
    hand(game, seat, "path-NS", "dead-E")
    assert "does not match" in game.why_not(place("path-NS", 1, -2))  # the start has a path east
    lay(game, 2, 0, "path-NS")
    # dead-E east of (2,0): its west side matches (2,0)'s wall, but no path meets a path
    assert place("dead-E", 3, 0) not in game.legal_actions()
    assert "meets a path" in game.why_not(place("dead-E", 3, 0))


def test_paths_may_run_into_the_edge_and_no_card_lies_off_the_board():
    """Ruling 1: the board is 11 x 7 spaces; a path may end at its edge."""
    game = new(5)
    seat = game.to_move
    hand(game, seat, "path-NS", "path-EW")
    assert place("path-NS", 0, -3) in game.legal_actions()  # its north end runs off the board
    lay(game, 0, -3, "path-NS")
    assert "off the board" in game.why_not(place("path-NS", 0, -4))
    assert "off the board" in game.why_not(place("path-EW", -1, -2))


# -- ruling 7: the turn -------------------------------------------------------------------------


def test_play_then_move_then_draw_one():
    """Ruling 7 (book 003 'Étape 1 to 3'): play a card, move, then draw one."""
    game = new(5)
    seat = game.to_move
    size, pile = len(game.hands[seat]), len(game.draw_pile)
    hand(game, seat, *[game.rules.catalogue.types[k].id for k in game.hands[seat][:-1]], "path-EW")
    dwarf = dwarf_at(game, seat)
    start_x, y = dwarf
    game.apply(place("path-EW", 1, y))
    assert game.phase == "move" and game.to_move == seat
    assert (1, y) in steps_to(game)
    game.apply(make("step", at=(1, y)))
    game.apply(make("stop"))
    assert len(game.hands[seat]) == size and len(game.draw_pile) == pile - 1
    assert game.phase == "play" and game.to_move != seat


def test_discard_two_then_draw_two():
    """Ruling 7: discard 1 or 2 face down, then draw as many."""
    game = new(5)
    seat = game.to_move
    ids = sorted(game.rules.catalogue.types[k].id for k in game.hands[seat])
    pile = len(game.draw_pile)
    game.apply(make("discard", cards=(ids[0], ids[1])))
    if game.phase == "move":
        game.apply(make("stop"))
    assert len(game.hands[seat]) == 5 and len(game.draw_pile) == pile - 2
    assert sum(1 for _, face_up in game.discards if not face_up) == 2
    public = [e for e in game.log(None) if e["type"] == "discard"][-1]
    assert "cards" not in public and public["count"] == 2


def test_a_player_without_cards_sits_out_and_their_troll_still_leaves():
    """Ruling 7 (book 003 'Remarque': no card at the start of your turn, no move for the rest
    of the round) and ruling 5 (a troll leaves at its player's next turn, even sat out)."""
    game = new(4)
    seat = game.to_move
    skipped = (seat + 1) % 4
    game.draw_pile = []
    hand(game, skipped)
    token(game, "troll", 1, -2, "E", seat=skipped)
    mines(game).trolls[skipped].append(game.rules.catalogue.index["troll"])
    ids = sorted(game.rules.catalogue.types[k].id for k in game.hands[seat])
    game.apply(make("discard", cards=(ids[0],)))
    if game.phase == "move":
        game.apply(make("stop"))
    assert game.to_move == (seat + 2) % 4
    assert skipped in game.view(0)["lost_mines"]["sitting_out"]
    assert not mines(game).trolls[skipped] and not mines(game).pieces.of_kind("troll")


# -- ruling 2: movement -------------------------------------------------------------------------


def test_three_steps_along_paths_and_the_move_ends():
    """Ruling 2 (book 003 'Étape 2': 3 cards at most, only along paths)."""
    game = new(5)
    seat = blue_seat(game)
    for x in range(1, 6):
        lay(game, x, -2, "path-EW")
    dwarf_to(game, seat, 0, -2)
    moving(game, seat)
    assert steps_to(game) == [(1, -2)]  # the start's other sides lead to no card
    for x in (1, 2, 3):
        game.apply(make("step", at=(x, -2)))
    assert dwarf_at(game, seat) == (3, -2) and game.phase != "move"


def test_five_steps_from_a_campfire():
    """Ruling 2 (book 003: a dwarf that starts its move on a campfire goes up to 5)."""
    game = new(5)
    seat = blue_seat(game)
    lay(game, 1, -2, "campfire-EW")
    for x in range(2, 8):
        lay(game, x, -2, "path-EW")
    dwarf_to(game, seat, 1, -2)
    turn_of(game, seat)
    hand(game, seat, "path-EW", "path-NS")
    game.apply(make("discard", cards=("path-NS",)))
    assert game.view(seat)["lost_mines"]["steps_left"] == 5 and game.view(seat)["lost_mines"]["campfire_bonus"]
    for x in range(2, 7):
        game.apply(make("step", at=(x, -2)))
    assert dwarf_at(game, seat) == (6, -2) and game.phase != "move"


def test_an_obstacle_needs_its_tool_and_then_holds_one_dwarf():
    """Ruling 2 (book 003: never across or onto an obstacle not overcome; rocks and overcome
    obstacles hold one dwarf, who can be neither joined nor passed)."""
    game = new(5)
    seat = blue_seat(game)
    other = next(s for s in range(5) if s != seat)
    lay(game, 1, -2, "trunk-EW")
    lay(game, 2, -2, "path-EW")
    dwarf_to(game, seat, 0, -2)
    moving(game, seat)
    assert steps_to(game) == []
    assert "needs its tool" in game.why_not(make("step", at=(1, -2)))
    token(game, "axe", 1, -2)
    assert steps_to(game) == [(1, -2)]
    dwarf_to(game, other, 1, -2)
    assert "holds one dwarf" in game.why_not(make("step", at=(1, -2)))
    lay(game, 0, -1, "rocks-NESW")  # south of the start
    dwarf_to(game, other, 0, -1)
    assert "holds one dwarf" in game.why_not(make("step", at=(0, -1)))


def test_a_troll_blocks_its_side_both_ways():
    """Ruling 2 (book 003: a troll blocks its path, to leave a card or to reach one)."""
    game = new(5)
    seat = blue_seat(game)
    lay(game, 1, -2, "path-EW")
    token(game, "troll", 0, -2, "E", seat=0)
    dwarf_to(game, seat, 0, -2)
    moving(game, seat)
    assert "troll blocks" in game.why_not(make("step", at=(1, -2)))
    dwarf_to(game, seat, 1, -2)
    assert "troll blocks" in game.why_not(make("step", at=(0, -2)))


def test_crossing_a_trap_costs_a_random_card_to_the_discard_face_down():
    """Ruling 2 (book 003: the left neighbour draws a card at random from the mover's hand,
    face down to the discard, unseen)."""
    game = new(5)
    seat = blue_seat(game)
    lay(game, 1, -2, "path-EW")
    token(game, "trap", 1, -2, "W", seat=0)
    dwarf_to(game, seat, 0, -2)
    moving(game, seat)
    before = len(game.hands[seat])
    down = sum(1 for _, up in game.discards if not up)
    game.apply(make("step", at=(1, -2)))
    assert len(game.hands[seat]) == before - 1
    assert sum(1 for _, up in game.discards if not up) == down + 1
    sprung = [e for e in game.log(None) if e["type"] == "trap_sprung"][-1]
    assert sprung["by"] == (seat + 1) % 5 and "card" not in sprung
    assert all("card" not in e for e in game.log((seat + 1) % 5) if e["type"] == "trap_sprung")


# -- ruling 3 and 10: mines and treasures -------------------------------------------------------


def _to_mine(game, card_id):
    """A path from the blue start's row to the mine `card_id`, the seat's dwarf beside it."""
    x, y = mine_at(game, card_id)
    seat = blue_seat(game)
    lay(game, 9, y, "path-EW")
    dwarf_to(game, seat, 9, y)
    return seat, (x, y)


def test_the_first_dwarf_on_a_mine_turns_it_stops_and_takes_a_treasure_of_its_type():
    """Ruling 3 (book 003 'Mines et trésors'): turn it, stop there, take one treasure of its
    type (choosing which: ruling 3)."""
    game = new(5)
    seat, at = _to_mine(game, "mine-gold")
    moving(game, seat, steps=3)
    game.apply(make("step", at=at))
    assert cell_of(*at) in game.maze.cards
    assert [e for e in game.log(None) if e["type"] == "mine_found"][-1]["card"] == "mine-gold"
    assert game.phase == "take_treasure"
    slots = [a.value for a in game.legal_actions()]
    assert slots and all(mines(game).row[slot][0] == "gold" for slot in slots)
    game.apply(make("take_treasure", value=slots[-1]))
    assert mines(game).taken[slots[-1]] == seat
    view = game.view(seat)["lost_mines"]["treasures"][slots[-1]]
    assert view["value"] == mines(game).row[slots[-1]][1] and view["taken_by"] == seat
    other = (seat + 1) % 5
    assert game.view(other)["lost_mines"]["treasures"][slots[-1]]["value"] is None


def test_one_more_treasure_at_the_end_of_each_later_turn_without_moving():
    """Ruling 3 (book 003: still on the mine at the end of the next turn, take another)."""
    game = new(5)
    seat, at = _to_mine(game, "mine-gems")
    game.maze.add(cell_of(*at), game.maze.hidden_goals[cell_of(*at)] * 2)
    dwarf_to(game, seat, *at)
    turn_of(game, seat)
    ids = sorted(game.rules.catalogue.types[k].id for k in game.hands[seat])
    game.apply(make("discard", cards=(ids[0],)))
    if game.phase == "move":
        game.apply(make("stop"))
    assert game.phase == "take_treasure"


def test_the_dragon_costs_two_points_of_the_round():
    """Ruling 3 and 10 (book 003 'La mine du dragon': take the dragon token; at the round's end
    give back 2 of the points won this round, 1 or 0 if fewer)."""
    game = new(5)
    seat, at = _to_mine(game, "mine-dragon")
    moving(game, seat)
    game.apply(make("step", at=at))
    assert mines(game).dragon == seat and game.phase != "take_treasure"
    assert game.view(None)["lost_mines"]["dragon"] == seat


def test_a_treasure_left_of_no_type_gives_nothing():
    """Ruling 3: none of the type left, nothing."""
    game = new(5)
    seat, at = _to_mine(game, "mine-silver")
    part = mines(game)
    part.taken = [(seat + 1) % 5 if kind == "silver" else None for kind, _ in part.row]
    moving(game, seat)
    game.apply(make("step", at=at))
    assert game.phase != "take_treasure"


def test_every_treasure_collected_ends_the_round_at_once():
    """Ruling 8 (book 003 'Fin d'une manche': all treasures collected)."""
    game = new(3)
    seat, at = _to_mine(game, "mine-gold")
    part = mines(game)
    gold = [slot for slot, (kind, _) in enumerate(part.row) if kind == "gold"]
    if not gold:
        part.row = [("gold", 2)] + part.row[1:]
        gold = [0]
    part.taken = [None if slot == gold[0] else (seat + 1) % 3 for slot in range(3)]
    moving(game, seat)
    game.apply(make("step", at=at))
    game.apply(make("take_treasure", value=gold[0]))
    assert game.results[0]["reason"] == "treasures" and game.round == 2


# -- rulings 4, 5, 6: tools, traps, trolls, thunderstorm ------------------------------------


def test_a_tool_goes_only_on_an_obstacle_of_its_kind_without_one():
    """Ruling 4 (book 004 'Tool cards')."""
    game = new(5)
    seat = game.to_move
    hand(game, seat, "axe", "boat")
    lay(game, 1, -2, "trunk-EW")
    assert make("tool", "axe", (1, -2)) in game.legal_actions()
    assert "no lake" in game.why_not(make("tool", "boat", (1, -2)))
    game.apply(make("tool", "axe", (1, -2)))
    assert [p.kind for p in mines(game).pieces.items if p.on == "card"] == ["axe"]


def test_traps_and_trolls_lie_on_paths_between_cards_or_at_open_ends():
    """Ruling 5 (book 004 'Trap and troll cards'): on a path between two cards or an open end
    toward an empty space; never where a token lies; a side is named once (E or S)."""
    game = new(5)
    seat = game.to_move
    hand(game, seat, "trap", "troll")
    lay(game, 1, -2, "path-EW")
    legal = game.legal_actions()
    assert make("lay_trap", "trap", (0, -2), tool="E") in legal  # between the start and the card
    assert make("lay_trap", "trap", (1, -2), tool="E") in legal  # an open end toward (2,-2)
    assert "name that side" in game.why_not(make("lay_trap", "trap", (1, -2), tool="W"))
    game.apply(make("lay_troll", "troll", (0, -2), tool="E"))
    assert mines(game).trolls[seat] == [game.rules.catalogue.index["troll"]]
    assert game.view(None)["seats"][seat]["troll_card"]
    assert [p["kind"] for p in game.view(None)["pieces"] if p["on"] == "side"] == ["troll"]


def test_a_troll_leaves_at_the_start_of_its_players_next_turn():
    """Ruling 5 (book 003: the troll card and token go at the start of its player's next turn)."""
    game = new(3)
    seat = game.to_move
    hand(game, seat, "troll", "path-EW")
    lay(game, 1, -2, "path-EW")
    game.apply(make("lay_troll", "troll", (0, -2), tool="E"))
    while game.to_move != seat or game.phase != "play":
        actions = game.legal_actions()
        game.apply(next((a for a in actions if a.kind in ("stop", "discard")), actions[0]))
    assert not mines(game).pieces.of_kind("troll") and not mines(game).trolls[seat]
    assert ("troll", True) in [(game.rules.catalogue.types[k].id, up) for k, up in game.discards]


def test_a_thunderstorm_takes_an_empty_path_card_its_tool_and_lonely_tokens():
    """Ruling 6 (book 004 'Thunderstorm'): any path card without a dwarf, never a start or a
    mine; its tool back to the supply; a side token only if both spaces are empty now."""
    game = new(5)
    seat = game.to_move
    hand(game, seat, "thunderstorm")
    lay(game, 1, -2, "trunk-EW")
    lay(game, 2, -2, "path-EW")
    token(game, "axe", 1, -2)
    token(game, "trap", 1, -2, "E", seat=0)  # between (1,-2) and (2,-2): stays
    token(game, "trap", 1, -2, "N", seat=0)  # toward an empty space: goes
    assert "starts and mines stay" in game.why_not(make("thunderstorm", "thunderstorm", BLUE))
    dwarf_to(game, (seat + 1) % 5, 2, -2)
    assert "a dwarf stands" in game.why_not(make("thunderstorm", "thunderstorm", (2, -2)))
    game.apply(make("thunderstorm", "thunderstorm", (1, -2)))
    assert cell_of(1, -2) not in game.maze.cards
    left = [(p.kind, p.on) for p in mines(game).pieces.items if p.kind != "dwarf"]
    assert left == [("trap", "side")]
    assert game.discards[-1] == (game.rules.catalogue.index["trunk-EW"], False)  # face down (book)


# -- information cards (book 004 'Information cards') ---------------------------------------


def test_looking_at_a_mine_a_treasure_and_a_dwarf_card_is_private():
    """Book 004: look at a face-down mine, a treasure, or another player's dwarf card; what is
    seen is told to the looker alone (ruling 12)."""
    game = new(5)
    seat = game.to_move
    other = (seat + 1) % 5
    hand(game, seat, "info-mine-treasure", "info-treasure-dwarf")
    legal = kinds(game)
    assert {"look_mine", "look_treasure", "look_dwarf"} <= legal
    assert "cannot be used for look_dwarf" in game.why_not(make("look_dwarf", "info-mine-treasure", target=other))
    game.apply(make("look_mine", "info-mine-treasure", (10, -1)))
    goal = next(g for g in game.view(seat)["goals"] if g["at"] == [10, -1])
    assert goal["seen_by_you"] and goal["card"] is not None
    assert next(g for g in game.view(other)["goals"] if g["at"] == [10, -1])["card"] is None
    public = [e for e in game.log(None) if e["type"] == "looked"][-1]
    assert "mine" not in public


def test_looking_at_a_treasure_shows_its_value_to_the_looker():
    """Book 004 / ruling 12: a treasure's value only to who looked or holds it."""
    game = new(5)
    seat = game.to_move
    hand(game, seat, "info-treasure-dwarf")
    game.apply(make("look_treasure", "info-treasure-dwarf", value=2))
    assert game.view(seat)["lost_mines"]["treasures"][2]["value"] == mines(game).row[2][1]
    assert game.view((seat + 1) % 5)["lost_mines"]["treasures"][2]["value"] is None


# -- ruling 8: the vote -------------------------------------------------------------------------


def test_a_unanimous_vote_ends_the_round_and_one_no_goes_on():
    """Ruling 8 (book 003 'Remarque': the players may agree that a mine can no longer be
    reached): a vote, never automatic; one "no" and the asker's turn goes on."""
    game = new(4)
    seat = game.to_move
    game.apply(make("propose_end"))
    assert game.phase == "vote_end" and game.to_move == (seat + 1) % 4
    assert game.view(None)["lost_mines"]["vote"] == {"by": seat, "yes": []}
    game.apply(make("vote", value=1))
    assert game.view(None)["lost_mines"]["vote"] == {"by": seat, "yes": [(seat + 1) % 4]}
    game.apply(make("vote", value=0))
    assert game.phase == "play" and game.to_move == seat
    assert "propose_end" not in kinds(game)  # once a turn
    ended = new(4)
    ended.apply(make("propose_end"))
    for _ in range(3):
        ended.apply(make("vote", value=1))
    assert ended.results[0]["reason"] == "vote" and ended.round == 2


# -- rulings 9, 10, 11: sharing and rounds --------------------------------------------------------


def test_the_books_six_player_sharing_example():
    """Ruling 9 and 10 (book 003 'Partage du butin', the example): the yellow loyal dwarves
    share 8; the blue loyal dwarves and the yellow saboteur share 8, 2 each, and the 2 left go to
    the saboteur, who found the 4; the blue dragon holder gives back his 2; the blue selfish
    dwarf keeps 3."""
    roles = ["yellow-loyal", "yellow-loyal", "blue-loyal", "blue-loyal", "yellow-saboteur", "blue-selfish"]
    row = [("gems", 5), ("gold", 3), ("gems", 4), ("gold", 3), ("silver", 1), ("silver", 3)]
    taken = [0, 1, 4, 2, 3, 5]
    won, pools = share(roles, row, taken)
    assert won == [4, 4, 2, 2, 4, 3]
    blue = next(pool for pool in pools if pool.get("clan") == "blue")
    assert blue["members"] == [2, 3, 4] and blue["total"] == 8 and blue["each"] == 2
    assert blue["remainder_to"] == [4] and blue["remainder_each"] == 2
    # the dragon (ruling 10) through a whole round's end
    game = new(6)
    game.roles = roles
    part = mines(game)
    part.row, part.taken, part.dragon = row, taken, 2
    from saboteur.games.lost_mines.rounds import end_round

    end_round(game, "treasures")
    assert game.results[0]["vp"] == [4, 4, 0, 2, 4, 3]


def test_a_remainder_split_among_tied_finders_and_the_rest_to_nobody():
    """Ruling 9 (book 003: split among the finders of the best treasure; what is left, nobody)."""
    roles = ["blue-loyal", "blue-loyal", "blue-loyal", "yellow-selfish"]
    row = [("gems", 4), ("gems", 4), ("silver", 2), ("silver", 1)]
    won, _ = share(roles, row, [0, 1, 2, None])  # 10 among 3: 3 each, 1 left, two finders of 4
    assert won == [3, 3, 3, 0]


def test_rounds_option_and_the_next_round_starts_left_of_the_last_player():
    """Ruling 11 (book 003 'Début de la nouvelle manche', 'Fin de la partie': two rounds, or
    more as an option; the next round starts left of the player who played the last card)."""
    game = new(4, rounds="3")
    assert game.view(None)["rounds"] == 3
    while game.to_move is not None:
        round_before, last = game.round, game.last_seat
        actions = game.legal_actions()
        discard = next((a for a in actions if a.kind == "discard"), None)
        vote = make("vote", value=1)
        # a round played a little (one discard each), then ended by a vote
        if vote in actions:
            action = vote
        elif discard is not None and len(game.actions) % 9 < 6:
            action = discard
        else:
            action = next((a for a in actions if a.kind in ("stop", "propose_end")), actions[0])
        game.apply(action)
        if game.round != round_before and game.to_move is not None:
            assert last is not None and game.first_seat == (last + 1) % 4
    assert [r["round"] for r in game.results] == [1, 2, 3]
    assert game.winners() == [s for s, t in enumerate(game.gold_totals()) if t == max(game.gold_totals())]


# -- review of the books (session 32): the round's end at once, open ends, thunderstorm ----------


def _last_cards(game, seat, *card_ids):
    """The pile empty and every hand but `seat`'s empty."""
    game.draw_pile = []
    for other in range(game.players):
        hand(game, other, *(card_ids if other == seat else ()))


def test_the_round_ends_at_once_when_the_last_card_leaves_the_hands():
    """Ruling 8 (book 003 'Fin d'une manche': the round ends immediately once the pile is
    empty and nobody holds a card): the player of the last card does not move after it."""
    game = new(5)
    seat = blue_seat(game)
    turn_of(game, seat)
    _last_cards(game, seat, "thunderstorm")
    lay(game, 1, -2, "path-EW")
    game.apply(make("discard", cards=("thunderstorm",)))
    ends = [e for e in game.log(None) if e["type"] == "round_end"]
    assert [e["reason"] for e in ends] == ["cards"]
    assert not [e for e in game.log(None) if e["type"] == "moved" and e["seat"] == seat]


def test_a_trap_that_takes_the_last_card_ends_the_round_and_the_move():
    """Ruling 8 with ruling 2: the card a trap takes may be the last one held anywhere; the
    round ends that moment, and the dwarf walks no further."""
    game = new(5)
    seat = blue_seat(game)
    lay(game, 1, -2, "path-EW")
    lay(game, 2, -2, "path-EW")
    token(game, "trap", 1, -2, "W", seat=0)
    dwarf_to(game, seat, 0, -2)
    moving(game, seat)
    _last_cards(game, seat, "thunderstorm")
    game.apply(make("step", at=(1, -2)))
    assert [e["reason"] for e in game.log(None) if e["type"] == "round_end"] == ["cards"]
    assert [e["to"] for e in game.log(None) if e["type"] == "moved"] == [[1, -2]]


def test_no_trap_or_troll_on_a_start_cards_open_side():
    """Ruling 5 (book 003: a token lies on a path between two cards or on "une carte Chemin qui
    débouche sur un emplacement vide"): a start card is no path card, so its open side toward
    an empty space takes no token; the side it shares with a path card does."""
    game = new(5)
    seat = game.to_move
    hand(game, seat, "trap")
    lay(game, 1, -2, "path-EW")
    legal = game.legal_actions()
    assert make("lay_trap", "trap", (0, -2), tool="E") in legal
    assert make("lay_trap", "trap", (0, -2), tool="S") not in legal  # the blue start toward (0,-1)
    assert game.why_not(make("lay_trap", "trap", (0, -2), tool="S"))


def test_a_thunderstorm_takes_a_token_that_faced_a_face_down_mine():
    """Ruling 6 read with ruling 5: a face-down mine's space counts as empty for a token, so
    once the path card beside it is struck, both spaces by the token are empty and it goes."""
    game = new(5)
    seat = game.to_move
    hand(game, seat, "thunderstorm")
    lay(game, 9, -3, "path-EW")
    token(game, "trap", 9, -3, "E", seat=0)  # toward the face-down mine at (10,-3)
    game.apply(make("thunderstorm", "thunderstorm", (9, -3)))
    assert [p.kind for p in mines(game).pieces.items if p.kind != "dwarf"] == []


def test_one_step_test_names_ruling_2s_reasons_for_the_rules_and_the_bots():
    """Ruling 2 (a troll blocks its side; an obstacle needs its tool; rocks and an overcome
    obstacle hold one dwarf): `moves.step_test` is the one test of a step, read by the rules'
    refusals and by Hard's rollouts (bots/lost_mines_rollout.may_step_for), so each reason
    comes from one place."""
    from saboteur.bots.lost_mines_rollout import may_step_for
    from saboteur.games.lost_mines.moves import HELD, NEEDS_TOOL, TROLL_IN_WAY, step_test
    from saboteur.kernel.walk import steps

    game = new(5)
    seat = blue_seat(game)
    other = next(s for s in range(5) if s != seat)
    lay(game, 1, -2, "trunk-EW")
    lay(game, 0, -1, "rocks-NESW")  # south of the start
    dwarf_to(game, seat, 0, -2)

    def reasons():
        dwarf, test, may = mines(game).dwarf(seat), step_test(game, seat), may_step_for(game, seat)
        found = {}
        for to, to_place, side in steps(game.maze, dwarf.cell, dwarf.spot, face_down=True):
            found[to] = test(dwarf.cell, dwarf.spot, to, to_place, side)
            assert may(dwarf.cell, dwarf.spot, to, to_place, side) == (found[to] is None)
        return found

    east, south = cell_of(1, -2), cell_of(0, -1)
    assert reasons() == {east: NEEDS_TOOL, south: None}
    token(game, "axe", 1, -2)
    dwarf_to(game, other, 0, -1)
    assert reasons() == {east: None, south: HELD}
    token(game, "troll", 0, -2, "E", seat=other)
    assert reasons()[east] == TROLL_IN_WAY
