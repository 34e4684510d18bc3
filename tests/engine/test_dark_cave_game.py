"""La mine se rebelle as a whole game (issue 49 section 1 and 'Must hold'): positions and
records with its part, a corrupt part refused by name, junk refused with the game unchanged,
the same seed and choices giving the same game, saved games of this version still loading,
and the rules' resample for the bots (rules/dark-cave.md ruling 16)."""

import copy
import json
import random
from pathlib import Path

import pytest
import saboteur
from saboteur.games.dark_cave.state import cave

from dark_cave_helpers import new

FIXTURES = Path(__file__).parent / "fixtures"


def through_json(value):
    return json.loads(json.dumps(value))


def played(players, seed, actions=80):
    game = new(players, seed)
    rng = random.Random(seed)
    while game.to_move is not None and len(game.actions) < actions:
        game.apply(rng.choice(game.legal_actions()))
    return game


def without_log(view):
    return {key: value for key, value in view.items() if key != "log"}


# -- positions and records -------------------------------------------------------------------------


def test_a_position_carries_the_games_part_and_loads_to_the_same_game():
    """docs/family.md 'Position version 2': the part under "dark-cave"; every seat sees the same."""
    game = played(6, 3)
    position = game.position()
    assert position["modules"] == ["dark-cave"]
    assert set(position["dark-cave"]) == {"roles", "aside_roles", "pieces", "webs", "nuggets", "in_front", "exits",
                                          "revealed", "paralysed", "aside", "drawer", "proposed", "losses"}
    loaded = saboteur.from_position(through_json(position))
    assert loaded.position() == position and loaded.legal_actions() == game.legal_actions()
    for seat in [None, *range(6)]:
        assert without_log(loaded.view(seat)) == without_log(game.view(seat))


@pytest.mark.parametrize("fault,words", [
    (lambda p: p["dark-cave"]["nuggets"].__setitem__(0, -1), "nuggets"),
    (lambda p: p["dark-cave"]["pieces"].pop(0), "one dwarf"),
    (lambda p: p["dark-cave"]["pieces"].append({"kind": "troll", "on": "place", "at": [0, 0], "place": 0}), "no piece 'troll'"),
    (lambda p: p["dark-cave"]["pieces"].append({"kind": "nugget", "on": "place", "at": [0, 0], "place": 0}), "gold vein"),
    (lambda p: p["dark-cave"]["aside"].pop(), "set aside"),
    (lambda p: p["dark-cave"]["in_front"][0].append("I-info"), "in front"),
    (lambda p: p["dark-cave"].pop("webs"), "'webs'"),
    (lambda p: p["dark-cave"]["exits"].append(0), "clan card"),
])
def test_a_corrupt_part_is_refused_naming_it(fault, words):
    """Issue 49 'Must hold': a position whose part breaks the rules is refused with the reason,
    naming the part."""
    position = played(5, 2).position()
    bad = copy.deepcopy(position)
    fault(bad)
    with pytest.raises(saboteur.InvalidPosition, match="dark-cave") as error:
        saboteur.from_position(bad)
    assert words in str(error.value)


def test_junk_is_refused_and_the_game_is_unchanged():
    """Issue 49 'Must hold': junk refused with the game unchanged."""
    game = played(4, 5, actions=30)
    before = game.position()
    for junk in ({"kind": "move_to", "at": [99, 0], "value": 0}, {"kind": "summon", "card": "I-rat", "at": [0, 0], "value": 9},
                 {"kind": "step", "at": [1, 0]}, {"kind": "lay_web", "card": "I-web-circle", "at": [0, 0], "tool": "Q"},
                 {"kind": "repel"}, "nonsense", {"kind": "cut_web", "at": [0, 0], "tool": "E"}):
        with pytest.raises(saboteur.IllegalAction):
            game.apply(junk)
    assert game.position() == before


def test_the_same_seed_and_choices_give_the_same_game_and_a_record_replays():
    """Issue 49 'Must hold': determinism; a record replays exactly."""
    first, second = played(7, 11, actions=400), played(7, 11, actions=400)
    assert first.position() == second.position()
    replayed = saboteur.load_record(through_json(first.record()))
    assert replayed.position() == first.position()


def test_a_saved_position_of_this_version_loads_as_it_was():
    """Saves made before a change still load (docs/engine.md): a position in a dwarf's move,
    every seat's view and the legal actions as written by the engine that made it."""
    saved = json.loads((FIXTURES / "dark-cave-position-move.json").read_text("utf-8"))
    game = saboteur.from_position(saved["position"])
    assert game.phase == "move"
    for seat, view in saved["views"].items():
        assert without_log(game.view(None if seat == "None" else int(seat))) == without_log(view)
    assert [action.to_json() for action in game.legal_actions()] == saved["legal_actions"]


def test_a_saved_record_of_this_version_replays_to_its_end():
    saved = json.loads((FIXTURES / "dark-cave-record-over.json").read_text("utf-8"))
    game = saboteur.load_record(saved["record"])
    assert game.is_over and game.position() == saved["position"]
    for seat, view in saved["views"].items():
        assert without_log(game.view(None if seat == "None" else int(seat))) == view


# -- the resample (rules/dark-cave.md ruling 16) -------------------------------------------------------


def secrets_dealt_otherwise(game, seat, rng):
    """The same game for `seat`'s eyes, its secrets dealt again by hand (not by the resample):
    the others' hands with the pile and the cards set aside within each group, the fronts of
    the clan cards it has not seen within their clans, the goals it has not seen."""
    other = game.copy()
    part = cave(other)
    types = other.rules.catalogue.types
    others = [s for s in range(game.players) if s != seat]
    places = [other.hands[s] for s in others] + [other.draw_pile, part.aside]
    for group in (1, 2, 3):
        pool = [card for cards in places for card in cards if types[card].group == group]
        rng.shuffle(pool)
        for cards in places:
            for index, card in enumerate(cards):
                if types[card].group == group:
                    cards[index] = pool.pop()
    for s in others:
        other.hands[s].sort()
    part.aside.sort()
    for clan in ("yellow", "blue"):
        free = [s for s in others if other.roles[s].startswith(clan) and not part.revealed >> s & 1]
        roles = [other.roles[s] for s in free]
        rng.shuffle(roles)
        for s, role in zip(free, roles):
            other.roles[s] = role
    hidden = [cell for cell in other.maze.hidden_goals if not other.seen.get(cell, 0) >> seat & 1]
    goals = [other.goal_cards[cell] for cell in hidden]
    rng.shuffle(goals)
    for cell, card in zip(hidden, goals):
        other.goal_cards[cell] = other.maze.hidden_goals[cell] = card
    other.legal_cache = None
    return other


@pytest.mark.parametrize("players,seed", [(3, 1), (5, 2), (8, 3)])
def test_the_resample_shows_the_seat_its_view_and_never_reads_what_it_hides(players, seed):
    """Ruling 16: a sample shows the seat the same view and the same choices; with every secret
    dealt otherwise (a view unchanged), the samples are the same."""
    game = played(players, seed, actions=60)
    seat = game.to_move
    view = game.view(seat)
    rules = game.rules
    sample = rules.composition.resampler(rules, view, random.Random(1)).sample(random.Random(2))
    assert without_log(sample.view(seat)) == without_log(view)
    assert sample.legal_actions() == game.legal_actions()
    other = secrets_dealt_otherwise(game, seat, random.Random(seed))
    other_view = other.view(seat)
    assert without_log(other_view) == without_log(view)
    again = rules.composition.resampler(rules, other_view, random.Random(1)).sample(random.Random(2))
    assert again.position() == sample.position()


def test_the_resample_deals_hands_clan_cards_and_goals_again():
    """Ruling 16: across samples, what the seat cannot know varies, and what it knows stays."""
    game = played(6, 7, actions=20)
    seat = game.to_move
    view = game.view(seat)
    resampler = game.rules.composition.resampler(game.rules, view, random.Random(1))
    rng = random.Random(2)
    samples = [resampler.sample(rng) for _ in range(30)]
    others = [s for s in range(6) if s != seat]
    hidden = [cell for cell in game.maze.hidden_goals if not game.seen.get(cell, 0) >> seat & 1]
    assert len({tuple(s.roles[o] for o in others) for s in samples}) > 1
    assert len({tuple(tuple(s.hands[o]) for o in others) for s in samples}) > 1
    assert len({tuple(s.goal_cards[cell] for cell in hidden) for s in samples}) > 1
    types = game.rules.catalogue.types
    for sample in samples:
        assert sample.hands[seat] == game.hands[seat] and sample.roles[seat] == game.roles[seat]
        assert [r.split("-")[0] for r in sample.roles] == [r.split("-")[0] for r in game.roles]  # backs are public
        assert [types[c].group for c in sample.draw_pile] == [types[c].group for c in game.draw_pile]  # so are groups
        assert sum(1 for r in sample.roles if r.endswith("saboteur") and r.startswith("yellow")) <= 1  # 6 players: one a clan


# -- sketches for lessons (docs/lessons.md section 2) -----------------------------------------------


def test_a_sketch_names_what_matters_and_deals_the_rest():
    """A lesson's position: named dwarves, pieces, cards in front and clan cards; the rest dealt
    (5 of each group set aside, book 000 'Préparation' 5), the goals at the count's corners."""
    game = saboteur.from_sketch({
        "ruleset": "dark-cave", "players": 4, "hands": {0: ["I-rat", "I-cross"]},
        "maze": [{"at": [1, 0], "card": "I-abyss-NESW"}, {"at": [2, 0], "card": "I-straight-EW"}],
        "dwarves": {1: [2, 0]}, "roles": {0: "blue-loyal"}, "in_front": {1: ["I-axe"]}, "nuggets": {2: 5},
        "pieces": [{"kind": "web", "at": [2, 0], "side": "W", "seat": 2},
                   {"kind": "goblin", "at": [1, 0], "place": 0, "seat": 3}],
    })
    view = game.view(0)
    assert {p["kind"] for p in view["pieces"]} == {"dwarf", "web", "goblin"}
    assert next(p for p in view["pieces"] if p["kind"] == "web")["at"] == [1, 0]  # named from the west card
    assert view["seats"][1]["in_front"] == ["I-axe"] and view["seats"][2]["nuggets"] == 5
    assert all(role.startswith("blue") for role in game.roles)  # 4 players: the named card's clan
    assert cave(game).creature("goblin").seat == 3 and "II-goblin" in view["seats"][3]["in_front"]
    seven = saboteur.from_sketch({"ruleset": "dark-cave", "players": 7, "exits": [3],
                                  "maze": [{"at": [3, 3], "card": "goal-exit"}]})
    assert len(seven.view(3)["dark_cave"]["set_aside_clans"]) == 1  # 8 prepared, 7 dealt (book 000 'Préparation' 3)
    assert seven.view(0)["seats"][3]["out"] and seven.view(0)["seats"][3]["role"] is not None
    with pytest.raises(saboteur.InvalidPosition, match="pieces.0"):
        saboteur.from_sketch({"ruleset": "dark-cave", "players": 3, "pieces": [{"kind": "troll", "at": [0, 0]}]})
