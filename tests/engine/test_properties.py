"""Properties of random games, for every player count (3..10), checked after every action.

Games are played by a random chooser (engine_helpers.pick) seeded by hypothesis; runs
are derandomized so that CI sees the same games each time.
"""

import copy
import json
import random

import pytest
import saboteur
from engine_helpers import (
    DECK, GOLD_CARDS, OPPOSITE, STEP, as_tuple, card_count, gold_count, gold_share, linked_places, maze_of, phase,
    pick, reference_actions,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

PLAYERS = range(3, 11)
GAMES = settings(
    max_examples=3, deadline=None, derandomize=True, database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
seeds = st.integers(min_value=0, max_value=2**32 - 1)
choosers = st.integers(min_value=0, max_value=2**32 - 1).map(random.Random)  # a seeded chooser: small to shrink
options = st.sampled_from([None, {"gold_draw": "per_player"}])
CARD_ORDER = list(DECK)  # the inventory's order (rules/base.md), which legal_actions() follows


def steps(players, seed, chooser, option=None):
    """Play one whole game, yielding it before each action (and once over)."""
    game = saboteur.new_game("base", players=players, seed=seed, options=option)
    while game.to_move is not None:
        yield game
        game.apply(pick(game, chooser))
    yield game


@pytest.mark.parametrize("players", PLAYERS)
@GAMES
@given(seed=seeds, chooser=choosers, option=options)
def test_the_67_cards_and_the_28_gold_cards_are_always_all_there(players, seed, chooser, option):
    """Every deck card is in a hand, the draw pile, the discards, a broken tool or the maze;
    every gold card is in the gold pile, held, or being shared (rules/base.md inventory:
    40 path cards, 27 action cards; 28 gold cards worth 44)."""
    rounds_seen = set()
    for game in steps(players, seed, chooser, option):
        position = game.position()
        assert card_count(position) == DECK
        assert gold_count(position) == GOLD_CARDS
        assert sum(game.gold_totals()) + sum(position["base"]["gold_pile"]) + sum((gold_share(position) or {}).get("values", [])) == 44
        rounds_seen.add(position["round"])
    assert game.phase == "over" and rounds_seen == {1, 2, 3}


@pytest.mark.parametrize("players", PLAYERS)
@GAMES
@given(seed=seeds, chooser=choosers)
def test_the_seat_to_move_always_has_an_action_and_every_listed_action_applies(players, seed, chooser):
    """docs/engine.md API: to_move must decide; legal_actions lists that seat's actions and
    each one is accepted by apply (tried on a copy, which leaves the game untouched)."""
    for game in steps(players, seed, chooser):
        actions = game.legal_actions()
        if game.to_move is None:
            assert actions == [] and game.phase == "over"
            continue
        assert actions, f"seat {game.to_move} has nothing to do"
        assert len(set(actions)) == len(actions)
        before = game.position()
        for action in actions:
            assert game.refusal(action) is None
            game.copy().apply(action)  # the copy moves on; the game must not
        assert game.position() == before


@pytest.mark.parametrize("players", PLAYERS)
@GAMES
@given(seed=seeds, chooser=choosers)
def test_legal_actions_are_exactly_those_the_rules_allow(players, seed, chooser):
    """rules/base.md rulings 1-4 and the books' 'Déroulement du jeu': the engine's legal
    actions equal those of a reference written from the rules alone (placements that touch,
    match and link; breaks on others, one of a kind; repairs of a matching broken tool;
    rockfall on path cards; map on face-down goals; passing any card; keeping gold), listed
    placements first and passes last (docs/engine.md)."""
    for game in steps(players, seed, chooser):
        position = game.position()
        actions = [a.to_json() for a in game.legal_actions()]
        assert {as_tuple(a) for a in actions} == reference_actions(position)
        order = [a["kind"] for a in actions]
        passes = order.count("pass")
        assert order[len(order) - passes:] == ["pass"] * passes  # passing last ...
        used = [CARD_ORDER.index(a["card"]) for a in actions[:len(order) - passes]]
        assert used == sorted(used)  # ... after the cards' uses, card by card in inventory order ...
        for card in set(a["card"] for a in actions if a["kind"] == "place"):
            spaces = [tuple(a["at"]) for a in actions if a["card"] == card and a["kind"] == "place"]
            assert spaces == sorted(spaces)  # ... a card's placements by space, west to east then north to south


@pytest.mark.parametrize("players", (3, 5, 10))
@GAMES
@given(seed=seeds, chooser=choosers)
def test_the_maze_kept_up_to_date_equals_the_maze_worked_out_afresh(players, seed, chooser):
    """Base rules (001), 'Déroulement du jeu' (placing, rockfall) and rules/base.md ruling 1:
    what is linked to the start, the empty spaces next to it, each space's walls and paths,
    and so what fits where, are updated card by card for speed (core/saboteur/maze.py); they
    must always equal what the cards alone give when worked out from scratch."""
    for game in steps(players, seed, chooser):
        maze = game.maze
        fresh = maze.copy()
        fresh.recompute()
        assert (maze.edges, maze.reached, maze.frontier, maze.goal_reached) == (
            fresh.edges, fresh.reached, fresh.frontier, fresh.goal_reached,
        )
        assert maze.open_placements() == fresh.open_placements()


@pytest.mark.parametrize("players", (3, 5, 10))
@GAMES
@given(seed=seeds, chooser=choosers)
def test_what_the_listing_keeps_across_moves_equals_what_is_worked_out_afresh(players, seed, chooser):
    """Issue 46: for speed the maze keeps across changes the cells a rockfall may clear and
    the map cards' targets (core/saboteur/maze.py), every card's actions until the maze
    changes, and a broken tool or a repair changes only its own bit of the packed tools
    (games/base/cards.py); after every action these equal what the cards alone give."""
    for game in steps(players, seed, chooser):
        maze = game.maze
        fresh = maze.copy()
        fresh.recompute()
        assert maze.cut_cells == fresh.cut_cells
        for kind, found in list(maze.aimed.items()) + list(maze.kept.items()):
            assert found == fresh.card_actions(kind)
        assert game.tools_down == game.rules.catalogue.tools_down(game.broken)


@pytest.mark.parametrize("players", PLAYERS)
@GAMES
@given(seed=seeds, chooser=choosers)
def test_each_card_played_draws_while_the_pile_lasts_and_play_goes_clockwise(players, seed, chooser):
    """Base rules (001), 'Déroulement du jeu': play a card, draw one while the draw pile
    lasts, then the next player clockwise (rules/base.md ruling 9), skipping empty hands;
    'Fin d'une manche': reached goals are turned over, the gold one ends the round."""
    game = saboteur.new_game("base", players=players, seed=seed)
    while game.to_move is not None:
        before = game.position()
        action = pick(game, chooser)
        seat = game.to_move
        game.apply(action)
        after = game.position()
        if phase(before) != "play":
            continue
        same_round = after["round"] == before["round"] and phase(after) == "play"
        hidden_before = {tuple(g["at"]) for g in before["goals"]} - {tuple(e["at"]) for e in before["maze"]}
        if not same_round:
            continue
        drew = 1 if before["draw_pile"] else 0
        assert len(after["hands"][seat]) == len(before["hands"][seat]) - 1 + drew
        assert len(after["draw_pile"]) == len(before["draw_pile"]) - drew
        following = next(s % players for s in range(seat + 1, seat + players + 1) if after["hands"][s % players])
        assert game.to_move == following
        now_up = {tuple(e["at"]) for e in after["maze"]} & hidden_before
        if action.kind != "place":
            assert not now_up
        maze = maze_of(after)
        linked = linked_places(maze)
        for goal in after["goals"]:
            at = tuple(goal["at"])
            touched = linked_sides_around(maze, linked, at)
            if at in maze:  # face up: it joins the path where it was reached
                if at in now_up:
                    assert goal["card"] != "goal-gold"  # the gold would have ended the round
                    assert any(place & touched for place in maze[at])
            else:  # still face down: no linked path touches it
                assert not touched, f"goal at {at} is reached but still face down"


def linked_sides_around(maze, linked, at):
    """The sides of space `at` that a place linked to the start touches from next door."""
    sides = set()
    for side, (dx, dy) in STEP.items():
        other = (at[0] + dx, at[1] + dy)
        for index, place in enumerate(maze.get(other, ())):
            if OPPOSITE[side] in place and (other, index) in linked:
                sides.add(side)
    return sides


# -- illegal actions ----------------------------------------------------------------------------

CARD_IDS = sorted(DECK) + ["start", "goal-gold", "joker"]
TOOLS = ["pick", "lantern", "cart", "hammer"]


def mutations(action: dict, game, rng: random.Random) -> list:
    """Actions near a legal one, most of them illegal: moved, turned, another card, another
    target or tool, another kind, or malformed."""
    players = game.players
    out = []
    for _ in range(4):
        changed = dict(action)
        field = rng.choice(["at", "turned", "card", "target", "tool", "value", "kind"])
        if field == "at":
            base = changed.get("at") or [0, 0]
            changed["at"] = [base[0] + rng.randint(-3, 3), base[1] + rng.randint(-3, 3)]
        elif field == "turned":
            changed["turned"] = not changed.get("turned", False)
        elif field == "card":
            changed["card"] = rng.choice(CARD_IDS)
        elif field == "target":
            changed["target"] = rng.choice([-1, players, rng.randrange(players)])
        elif field == "tool":
            changed["tool"] = rng.choice(TOOLS)
        elif field == "value":
            changed["value"] = rng.randint(0, 4)
        else:
            changed["kind"] = rng.choice(["place", "break", "repair", "rockfall", "map", "pass", "keep_gold", "dig"])
        out.append(changed)
    # malformed on purpose: wrong types, missing or extra fields, not an object at all
    out += [
        dict(action, turned="yes") if action["kind"] == "place" else dict(action, extra=1),
        {k: v for k, v in action.items() if k != rng.choice([k for k in action if k != "kind"] or ["kind"])},
        dict(action, at=[1]) if "at" in action else dict(action, target=True) if "target" in action else dict(action, card=7),
        json.dumps(action),
        None,
    ]
    return out


def other_seats_actions(game) -> list:
    """Actions legal for the other seats if it were their turn (wrong seat's actions)."""
    position = game.position()
    found = []
    for seat in range(game.players):
        if seat == game.to_move or not position["hands"][seat] or phase(position) != "play":
            continue
        moved = copy.deepcopy(position)
        moved["to_move"] = seat
        moved["decisions"] = [{"kind": "turn", "seat": seat}]
        found += [a.to_json() for a in saboteur.from_position(moved).legal_actions()]
    return found


@pytest.mark.parametrize("players", PLAYERS)
@GAMES
@given(seed=seeds, chooser=choosers)
def test_illegal_actions_are_refused_and_change_nothing(players, seed, chooser):
    """docs/engine.md API: an illegal or malformed action raises IllegalAction, naming the
    problem, and leaves the game exactly as it was (position, record, views)."""
    refused = 0
    for number, game in enumerate(steps(players, seed, chooser)):
        legal = {json.dumps(a.to_json(), sort_keys=True) for a in game.legal_actions()}
        candidates = []
        for action in chooser.sample(game.legal_actions(), min(1, len(game.legal_actions()))):
            candidates += mutations(action.to_json(), game, chooser)
        if number % 8 == 0:
            candidates += chooser.sample(others := other_seats_actions(game), min(6, len(others)))
        if game.phase == "over":
            candidates += [{"kind": "pass", "card": "map"}, {"kind": "keep_gold", "value": 1}]
        before = (game.position(), game.record(), game.view(game.to_move), game.view(None))
        for candidate in candidates:
            if isinstance(candidate, dict) and json.dumps(candidate, sort_keys=True) in legal:
                continue
            if isinstance(candidate, dict) and candidate.get("kind") == "place" and "turned" not in candidate:
                if json.dumps(dict(candidate, turned=False), sort_keys=True) in legal:
                    continue  # turned may be left out; it means unturned
            reason = game.refusal(candidate)  # says why without raising, for dicts and oddities too
            with pytest.raises(saboteur.IllegalAction) as error:
                game.apply(candidate)
            assert reason and str(error.value) == reason
            refused += 1
        assert (game.position(), game.record(), game.view(game.to_move), game.view(None)) == before
    assert refused > 100
