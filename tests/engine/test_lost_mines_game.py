"""The Lost Mines as a whole game (issue 48, 'Must hold'): random games at 3 to 9 players
never stall, the same seed and choices give the same game, positions and records
round-trip (mid-move, mid-vote, mid-treasure choice), a corrupt part is refused naming its
fault, views keep what ruling 12 hides, and the rules' resample deals a seat's unknowns again
from its view alone."""

import json
import random
from collections import Counter

import pytest
import saboteur
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from saboteur.actions import make
from saboteur.games.lost_mines.state import mines

from lost_mines_helpers import moving, new

PLAYERS = range(3, 10)


def play(game, rng, until=None):
    """Random legal choices (a kind first, so that rare kinds come up) until `until(game)`."""
    while game.to_move is not None and not (until and until(game)):
        actions = game.legal_actions()
        assert actions, f"seat {game.to_move} has nothing to do in phase {game.phase}"
        kinds = sorted({a.kind for a in actions} - {"propose_end"})  # votes are tested on their own
        kind = rng.choice(kinds)
        game.apply(rng.choice([a for a in actions if a.kind == kind]))
        assert len(game.actions) < 3000, "the game stalls"
    return game


@pytest.mark.parametrize("players", PLAYERS)
def test_random_games_never_stall_and_play_every_round(players):
    """Ruling 7 and 11: the round ends when the pile and hands are empty or every treasure is
    collected, and the game after its rounds (book 003 'Fin de la partie')."""
    game = play(new(players, seed=players), random.Random(players))
    assert game.phase == "over" and [r["round"] for r in game.results] == [1, 2]
    assert game.winners()


def test_the_same_seed_and_choices_give_the_same_game():
    """Issue 48, 'Must hold': determinism, trap draws included (Game.chance, a label made from
    the state)."""
    first = play(new(5, seed=11), random.Random(3))
    again = saboteur.load_record(json.loads(json.dumps(first.record())))
    assert again.events == first.events and again.position() == first.position()
    replayed = new(5, seed=11)
    for action in first.actions:
        replayed.apply(action.to_json())
    assert replayed.events == first.events


def _round_trip(game):
    data = json.loads(json.dumps(game.position()))
    loaded = saboteur.from_position(data)
    assert loaded.position() == data
    assert loaded.legal_actions() == game.legal_actions()
    for seat in range(game.players):
        assert {k: v for k, v in loaded.view(seat).items() if k != "log"} == \
            {k: v for k, v in game.view(seat).items() if k != "log"}
    return loaded


def test_positions_round_trip_in_every_decision():
    """Positions (docs/engine.md, 'The Lost Mines'): mid-move, mid-vote, mid-treasure choice."""
    rng = random.Random(5)
    seen = set()
    for seed in range(6):
        game = new(4 + seed % 3, seed=seed)
        while game.to_move is not None and len(game.actions) < 400:
            if game.phase not in seen or rng.random() < 0.05:
                seen.add(game.phase)
                _round_trip(game)
            play(game, rng, until=lambda g, n=len(game.actions): len(g.actions) > n)
    vote = new(5)
    vote.apply(make("propose_end"))
    vote.apply(make("vote", value=1))
    _round_trip(vote)
    treasure = new(5)
    seat = next(s for s, role in enumerate(treasure.roles) if role.startswith("blue"))
    from lost_mines_helpers import dwarf_to, lay, mine_at

    at = mine_at(treasure, "mine-gold")
    lay(treasure, 9, at[1], "path-EW")
    # the card laid by hand is one of the pile's: keep the deck whole
    treasure.draw_pile.remove(treasure.rules.catalogue.index["path-EW"])
    dwarf_to(treasure, seat, 9, at[1])
    moving(treasure, seat)
    treasure.apply(make("step", at=at))
    assert treasure.phase == "take_treasure"
    seen.add("take_treasure")
    _round_trip(treasure)
    assert {"play", "move", "take_treasure"} <= seen


@pytest.mark.parametrize("fault,change", [
    ("one treasure per player", lambda p: p["lost-mines"]["row"].pop()),
    ("the 12 of the game", lambda p: p["lost-mines"]["row"][0].update(value=99)),
    ("one dwarf", lambda p: p["lost-mines"]["pieces"].pop(0)),
    ("no piece 'goblin'", lambda p: p["lost-mines"]["pieces"].append({"kind": "goblin", "on": "card", "at": [1, 1]})),
    ("one troll card in front per troll token", lambda p: p["lost-mines"]["trolls"][0].append("troll")),
    ("10 cards are set aside", lambda p: p["lost-mines"]["aside"].pop()),
    ("dragon token", lambda p: p["lost-mines"].update(dragon=0)),
    ("1 to 3 steps left", lambda p: p["decisions"].append({"kind": "move", "seat": p["to_move"], "draw": 1, "steps_left": 7, "campfire": False})),
    ("start card start-yellow", lambda p: p["maze"].pop(1)),
])
def test_a_corrupt_part_is_refused_naming_its_fault(fault, change):
    """Positions are checked against the rules; the fault is named (docs/engine.md, Positions)."""
    data = new(5).position()
    change(data)
    with pytest.raises(saboteur.InvalidPosition, match=fault):
        saboteur.from_position(data)


@pytest.mark.parametrize("players", [3, 6, 9])
def test_views_hide_what_ruling_12_hides(players):
    """Ruling 12: hands, identities until the round ends, face-down mines, treasure values,
    the cards set aside and the card a trap took never reach another seat's view."""
    game = new(players, seed=players)
    rng = random.Random(players)
    while game.to_move is not None:
        if rng.random() < 0.1:
            for seat in list(range(players)) + [None]:
                view = game.view(seat)
                text = json.dumps(view)
                assert "aside" not in view.get("lost_mines", {})
                for other in range(players):
                    if other != seat:
                        assert view["seats"][other]["role"] is None
                for g in view["goals"]:
                    assert g["card"] is None or g["face_up"] or g["seen_by_you"]
                for slot, t in enumerate(view["lost_mines"]["treasures"]):
                    if t["value"] is not None:
                        part = mines(game)
                        assert seat is not None and (part.known[slot] >> seat & 1 or part.taken[slot] == seat)
                assert all("card" not in e for e in view["log"] if e["type"] == "trap_sprung")
                assert "hand" not in view or seat is not None
                assert text  # JSON all the way
        play(game, rng, until=lambda g, n=len(game.actions): len(g.actions) > n)


@pytest.mark.parametrize("players", [3, 5, 8])
def test_the_resample_builds_a_game_that_shows_the_same_view(players):
    """The bots' resample (Module.resampler): a game consistent with the seat's view, its
    unknowns dealt again, read from the view alone."""
    game = new(players, seed=30 + players)
    rng = random.Random(players)
    checked = 0
    while game.to_move is not None:
        if rng.random() < 0.15:
            seat = game.to_move
            view = game.view(seat)
            resampler = game.rules.composition.resampler(game.rules, view, rng)
            for _ in range(2):
                sample = resampler.sample(rng)
                shown = sample.view(seat)
                for key in ("hand", "maze", "goals", "pieces", "lost_mines", "seats", "phase", "to_move", "legal_actions",
                            "draw_pile", "discards"):
                    assert shown[key] == view[key], key
                checked += 1
        play(game, rng, until=lambda g, n=len(game.actions): len(g.actions) > n)
    assert checked > 5


@pytest.mark.parametrize("players", [3, 6, 9])
@settings(max_examples=3, deadline=None, derandomize=True, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_treasures_tokens_and_dwarves_are_conserved(players, seed):
    """Issue 48, 'Must hold': conservation. The 12 treasures are on the row or unused (book 003
    'Mise en place'); one dwarf per seat, always on a card; a tool token only on an obstacle of
    its kind, at most as many as the tool cards played; one troll card in front per troll
    token (ruling 5); no more trap tokens than trap cards played."""
    game = new(players, seed=seed)
    rng = random.Random(seed)
    catalogue = game.rules.catalogue
    every = sorted((kind, value) for kind, values in game.rules.data["treasures"].items() for value in values)
    while game.to_move is not None:
        part = mines(game)
        assert sorted(part.row + part.unused) == every and len(part.row) == players
        dwarves = [p for p in part.pieces.items if p.kind == "dwarf"]
        assert sorted(p.seat for p in dwarves) == list(range(players))
        assert all(p.cell in game.maze.cards for p in dwarves)
        played = Counter(catalogue.types[card].id for card, face_up in game.discards if face_up)
        for tool, obstacle in (("axe", "trunk"), ("boat", "lake"), ("rope", "ditch")):
            tokens = [p for p in part.pieces.items if p.kind == tool]
            assert len(tokens) <= played[tool]
            assert all(f"obstacle:{obstacle}" in set().union(*catalogue.place_features[game.maze.cards[p.cell]]) for p in tokens)
        trolls = [p for p in part.pieces.items if p.kind == "troll"]
        assert sorted(p.seat for p in trolls) == sorted(s for s, cards in enumerate(part.trolls) for _ in cards)
        assert len([p for p in part.pieces.items if p.kind == "trap"]) <= played["trap"]
        play(game, rng, until=lambda g, n=len(game.actions): len(g.actions) > n)
