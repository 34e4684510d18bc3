"""Hidden information (rules/base.md ruling 6): a view holds nothing its seat may not know.

Private: hands, roles until the round ends, face-down goals (except to a seat that looked),
face-down discards, the draw pile, gold cards' values until the game ends. The views of a
position and of the same position with all of that shuffled must be identical.
"""

import copy
import json
import random

import pytest
import saboteur
from engine_helpers import GOAL_IDS, gold_share, load, phase, pick, play_random, scenario
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

PLAYERS = range(3, 11)
GAMES = settings(
    max_examples=2, deadline=None, derandomize=True, database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
seeds = st.integers(min_value=0, max_value=2**32 - 1)


def redistribute(rng, slots):
    """Shuffle the values held in `slots` (a list of (list, index) places) among them."""
    values = [holder[index] for holder, index in slots]
    rng.shuffle(values)
    for (holder, index), value in zip(slots, values):
        holder[index] = value


def shuffle_hidden(position: dict, seat, rng: random.Random) -> dict:
    """`position` with everything `seat` may not know shuffled (seat None: a spectator)."""
    shuffled = copy.deepcopy(position)
    others = [s for s in range(shuffled["players"]) if s != seat]
    # Cards out of sight: the others' hands, the draw pile, the face-down discards (sizes kept).
    slots = [(shuffled["hands"][s], i) for s in others for i in range(len(shuffled["hands"][s]))]
    slots += [(shuffled["draw_pile"], i) for i in range(len(shuffled["draw_pile"]))]
    slots += [(d, "card") for d in shuffled["discards"] if not d["face_up"]]
    redistribute(rng, slots)
    base = shuffled["base"]
    if phase(shuffled) == "play":  # roles and goals become public when the round ends
        redistribute(rng, [(base["roles"], s) for s in others]
                     + [(base["aside_roles"], i) for i in range(len(base["aside_roles"]))])
        face_up = {tuple(e["at"]) for e in shuffled["maze"]}
        unseen = [g for g in shuffled["goals"] if tuple(g["at"]) not in face_up and seat not in g["seen_by"]]
        redistribute(rng, [(g, "card") for g in unseen])
    if phase(shuffled) != "over":  # gold values: counts are public, values private
        gold_slots = [(base["gold"][s], i) for s in others for i in range(len(base["gold"][s]))]
        gold_slots += [(base["gold_pile"], i) for i in range(len(base["gold_pile"]))]
        share = shuffled["decisions"][-1] if gold_share(shuffled) else None
        if share and share["keepers"][0] != seat:
            gold_slots += [(share["values"], i) for i in range(len(share["values"]))]
        redistribute(rng, gold_slots)
    return shuffled


def positions_along_a_game(players, seed, every=10):
    """Positions met in a random game: play, gold sharing and game-over phases."""
    game = saboteur.new_game("base", players=players, seed=seed)
    rng = random.Random(seed)
    number = 0
    while game.to_move is not None:
        if number % every == 0 or game.phase == "gold":
            yield game.position()
        game.apply(pick(game, rng))
        number += 1
    yield game.position()


@pytest.mark.parametrize("players", PLAYERS)
@GAMES
@given(seed=seeds)
def test_a_view_does_not_change_when_what_its_seat_may_not_know_is_shuffled(players, seed):
    """rules/base.md ruling 6 (docs/engine.md 'Views'): for each seat and for a spectator,
    shuffling the other hands, the draw pile, face-down discards, the others' roles, goals
    the seat has not seen and the others' gold values leaves its view unchanged."""
    rng = random.Random(seed)
    phases = set()
    changed_something = 0
    for position in positions_along_a_game(players, seed):
        phases.add(phase(position))
        for seat in [None, *range(players)]:
            shuffled = shuffle_hidden(position, seat, rng)
            changed_something += shuffled != position
            assert load(shuffled).view(seat) == load(position).view(seat), f"seat {seat} sees a difference"
    assert "over" in phases and changed_something > 0


@pytest.mark.parametrize("players", [3, 7, 10])
def test_the_shuffle_comparison_can_see_a_difference(players):
    """A check on the check above: changing what a seat does know (its own hand) changes its
    view, and a spectator's view stays the same."""
    position = saboteur.new_game("base", players=players, seed=5).position()
    changed = copy.deepcopy(position)
    own, pile = changed["hands"][1], changed["draw_pile"]
    index = next(i for i, card in enumerate(pile) if card not in own)
    own[0], pile[index] = pile[index], own[0]
    assert load(changed).view(1) != load(position).view(1)
    assert load(changed).view(None) == load(position).view(None)
    assert load(changed).view(2) == load(position).view(2)


# -- the view's JSON, log included, in real games ------------------------------------------------

PUBLIC_KEYS = {  # what everyone may read in each private-ish event (docs/engine.md 'Events')
    "role": {"type", "seat"},
    "draw": {"type", "seat"},
    "pass": {"type", "seat"},
    "map": {"type", "seat", "card", "at"},
    "keep_gold": {"type", "seat"},
    "saboteur_paid": {"type", "seat", "cards"},
}


def strings_in(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)


def check_view_keeps_secrets(game, seat):
    view = json.loads(json.dumps(game.view(seat)))
    position = game.position()
    spectator_log = game.log(None)
    # others' roles and hands are not in the seats list
    for entry in view["seats"]:
        if entry["seat"] != seat:
            assert entry["role"] is None
            assert entry["gold"] is None or view["phase"] == "over"
        assert set(entry) == {"seat", "hand_size", "broken", "gold_cards", "role", "gold"}
    if seat is not None:
        assert view["hand"] == position["hands"][seat] and view["role"] == position["base"]["roles"][seat]
    else:
        assert "hand" not in view and "role" not in view and "legal_actions" not in view
    # goals: a card only when face up or looked at by this seat
    maze_at = {tuple(e["at"]) for e in position["maze"]}
    for goal, truth in zip(view["goals"], position["goals"]):
        known = tuple(truth["at"]) in maze_at or seat in truth["seen_by"]
        assert goal["card"] == (truth["card"] if known else None)
    # the log: each event is the public one, unless it is about this very seat
    assert len(view["log"]) == len(spectator_log)
    for mine, public in zip(view["log"], spectator_log):
        if mine != public:
            assert public.get("seat") == seat and seat is not None, (mine, public)
        if public["type"] in PUBLIC_KEYS:
            assert set(public) == PUBLIC_KEYS[public["type"]]
    # in the round being played, a goal's name appears only once it is turned over or looked at
    if view["phase"] == "play":
        start = max(i for i, e in enumerate(view["log"]) if e["type"] == "round_start")
        for event in view["log"][start:]:
            named = [s for s in strings_in(event) if s in GOAL_IDS]
            if named:
                assert event["type"] == "goal_revealed" or (event["type"] == "map" and event["seat"] == seat)
    # gold values of others stay out of sight until the end
    if view["phase"] != "over":
        assert "gold_totals" not in view
        assert all("gold" not in result for result in view["results"])
    else:  # then each round's gold per seat is told, and adds up to the totals
        rounds = [result["gold"] for result in view["results"]]
        assert [sum(seat) for seat in zip(*rounds)] == view["gold_totals"]
        share = view.get("gold_share")
        if share and share["keeper"] != seat:
            assert share["values"] is None


@pytest.mark.parametrize("players", PLAYERS)
@GAMES
@given(seed=seeds)
def test_a_view_never_holds_another_seats_hand_role_or_an_unseen_goal(players, seed):
    """rules/base.md ruling 6: a seat's view JSON (log included) never holds another seat's
    hand, role (before the round ends), draws, passed cards, gold values, nor a goal card it
    has not seen; a spectator sees public facts only (docs/engine.md 'Views')."""
    game = saboteur.new_game("base", players=players, seed=seed)
    rng = random.Random(seed)
    number = 0
    while game.to_move is not None:
        if number % 8 == 0 or game.phase == "gold":
            for seat in [None, *range(players)]:
                check_view_keeps_secrets(game, seat)
        game.apply(pick(game, rng))
        number += 1
    for seat in [None, *range(players)]:
        check_view_keeps_secrets(game, seat)


def test_a_seats_private_events_reach_that_seat_only():
    """rules/base.md ruling 6 and docs/engine.md 'Events': role, draw, pass and map events
    carry their secret to the seat concerned only."""
    hands = [["map", "dead-N"], ["map"], ["rockfall"], []]
    game = load(scenario(4, hands=hands, draw_top=["tunnel-NS"], goals=("goal-gold", "goal-stone-NE", "goal-stone-NW")))
    game.apply({"kind": "map", "card": "map", "at": [8, -2]})
    game.apply({"kind": "pass", "card": "map"})
    told = {seat: [e for e in game.log(seat) if e["type"] in ("map", "pass", "draw")] for seat in (None, 0, 1, 2)}
    assert {"type": "map", "seat": 0, "card": "map", "at": [8, -2], "goal": "goal-gold"} in told[0]
    assert {"type": "draw", "seat": 0, "card": "tunnel-NS"} in told[0]
    assert {"type": "pass", "seat": 1, "card": "map"} in told[1]
    for seat in (None, 2):
        assert all(set(e) <= {"type", "seat", "card", "at"} and e.get("card") in (None, "map") for e in told[seat])
        assert "goal-gold" not in json.dumps(game.view(seat))
        assert "tunnel-NS" not in json.dumps(game.view(seat))


def test_views_positions_and_records_do_not_share_state_with_the_game():
    """docs/engine.md 'Views' and 'Records': what the engine hands out is the caller's. A page
    annotating its log, or a bot writing into a view, must neither change the game nor show
    up in another seat's view (the public events are the same for every seat); editing a
    position or a record must not change the game it came from."""
    start = saboteur.new_game("base", players=5, seed=3).position()
    game = play_random(saboteur.from_position(start), random.Random(3), steps=150)
    assert game.position()["results"], "the game should have finished a round"
    position, record, spectator = game.position(), game.record(), game.view(None)
    for seat in (0, 1):
        view = game.view(seat)
        for event in view["log"]:
            event["type"] = "scribbled"
            event["note"] = f"seen by {seat}"
        for result in view["results"]:
            result["roles"].clear()
            result["goals"][0]["card"] = "joker"
    for result in game.position()["results"]:
        result["roles"].append("spy")
    game.record()["start"]["hands"][0].append("joker")
    assert game.position() == position and game.record() == record
    assert game.view(None) == spectator
    assert all(e["type"] != "scribbled" and "note" not in e for e in game.log(2))
