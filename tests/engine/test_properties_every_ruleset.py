"""Properties of random games of every ruleset (saboteur.RULESETS), alone, with each
anniversary module built, and with all of them at once where they combine, for the smallest,
a middle and the largest player count (issue 47, 'Must hold'), checked after every action:
no stall, every card and nugget kept, refusals that change nothing, and views that hold no
secret of another seat.

Base Saboteur has more of these, through positions, in test_properties.py and
test_hidden_information.py; these hold for every ruleset, Saboteur 2 included.
"""

import json
import random
from collections import Counter

import pytest
import saboteur
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from saboteur.games.anniversary import combinations
from saboteur.kernel.facedown import has_seen
from saboteur.ruleset import OPTIONAL

GAMES = settings(max_examples=3, deadline=None, derandomize=True, database=None,
                 suppress_health_check=[HealthCheck.too_slow])
seeds = st.integers(min_value=0, max_value=2**32 - 1)


def module_sets(game):
    """Each built module that plays with `game` alone, then as many of them at once as
    combine (the combination table decides): from each module in turn, every later one
    that the set so far takes (base: sabotaged dwarf, greedy dwarf and right of way; the
    tournament and right of way)."""
    built = [name for name in OPTIONAL if game in combinations.GAMES[name]]
    sets = [(name,) for name in built]
    for start in range(len(built)):
        chosen = ()
        for name in built[start:] + built[:start]:
            try:
                combinations.check(game, chosen + (name,))
            except saboteur.ConfigError:
                continue
            chosen += (name,)
        if len(chosen) > 1 and sorted(chosen) not in [sorted(other) for other in sets]:
            sets.append(chosen)
    return sets


def tables():
    for name in saboteur.RULESETS:
        rules = saboteur.load_ruleset(name)
        for modules in [()] + module_sets(name):
            low, high = rules.min_players, rules.max_players
            for module in modules:
                low, high = max(low, combinations.PLAYERS.get(module, (low, high))[0]), min(high, combinations.PLAYERS.get(module, (low, high))[1])
            for players in sorted({low, (low + high) // 2, high}):
                yield "+".join((name,) + modules), players


TABLES = list(tables())


def new_game(ruleset, players, seed):
    """A new game of "<game>+<module>+..."."""
    name, *modules = ruleset.split("+")
    return saboteur.new_game(name, players, seed, modules=modules)


def steps(ruleset, players, seed):
    """One whole game by random legal choices, yielding it before each action and once over."""
    game = new_game(ruleset, players, seed)
    rng = random.Random(seed)
    while game.to_move is not None:
        yield game
        actions = game.legal_actions()
        assert actions, f"seat {game.to_move} has nothing to do in phase {game.phase}"
        game.apply(actions[rng.randrange(len(actions))])
    yield game


def cards_everywhere(game) -> Counter:
    """Every card of the deck wherever it lies: hands, draw pile, discards, the maze's path
    cards, and what a module holds (base: broken tools; Saboteur 2: set aside, in front)."""
    catalogue = game.rules.catalogue
    cards = sum(game.hands, []) + game.draw_pile + [card for card, _ in game.discards]
    cards += [code >> 1 for code in game.maze.cards.values() if code >> 1 in dealt(game.rules)]
    for module in game.rules.composition.modules:  # e.g. Saboteur 2's cards set aside and in front
        if module.part_cards:
            cards += module.part_cards(game)
    return Counter(catalogue.types[card].id for card in cards)


def dealt(rules) -> set:
    """The card indices of the deck, so that cards a module lays out itself are told apart."""
    return set(rules.deck)


@pytest.mark.parametrize("ruleset,players", TABLES)
@GAMES
@given(seed=seeds)
def test_no_stall_and_every_card_and_nugget_is_kept(ruleset, players, seed):
    """Rule books 001 and 002: the deck is all there in every state; Saboteur 2's nuggets
    come only from the payouts and thefts move them (book 002, 'Partage du trésor'), and
    from the anniversary modules' purse (its events: right of way's nugget at setup and
    tolls, ruling 1)."""
    rules = new_game(ruleset, players, seed).rules
    deck = Counter(rules.catalogue.types[card].id for card in rules.deck)
    for game in steps(ruleset, players, seed):
        assert cards_everywhere(game) == deck
        if "dark-cave" in game.parts:
            _dark_cave_keeps_nuggets_and_dwarves(game)
        if "saboteur2" in game.parts:
            purse = sum(public["amount"] for public, _ in game.events if public["type"] == "nuggets")
            assert sum(game.gold_totals()) == sum(sum(result["nuggets"]) for result in game.results) + purse
            assert min(game.gold_totals()) >= 0
    assert game.phase == "over" and len(game.results) == game.rules.rounds


def _dark_cave_keeps_nuggets_and_dwarves(game):
    """La mine se rebelle (book 000 'Préparation' 4, 'Filon d'or', 'Tunnel', 'Gobelin', 'Éboulement'):
    3 nuggets a dwarf at the start, one more on each gold vein laid or turned up; they leave only
    to the supply (a tunnel, a goblin, a cave-in); every dwarf is in the mine or out, once."""
    part = game.parts["dark-cave"]
    log = game.log(None)
    veins = sum(1 for e in log if (e["type"] == "place" and "gold" in e["card"]) or
                (e["type"] == "goal_turned" and e["card"] == "goal-gold-vein"))
    paid = sum(1 for e in log if e["type"] == "nugget_lost" and e["paid"])
    returned = sum(e["returned"] for e in log if e["type"] == "cave_in")
    waiting = len(part.pieces.of_kind("nugget"))
    assert sum(part.nuggets) + waiting == 3 * game.players + veins - paid - returned
    assert min(part.nuggets) >= 0
    inside = sorted(piece.seat for piece in part.pieces.of_kind("dwarf"))
    assert sorted(inside + part.exits) == list(range(game.players))


def snapshot(game) -> str:
    """The game as a refused action must leave it: its whole state (the position a save holds),
    its legal list and the view of the seat to move (every view is drawn from that state; all
    of them, as this compared before, took nine tenths of the sweep's time)."""
    return json.dumps([game.position(), [action.to_json() for action in game.legal_actions()],
                       game.view(game.to_move)], sort_keys=True)


@pytest.mark.parametrize("ruleset,players", TABLES)
@GAMES
@given(seed=seeds)
def test_refusals_agree_with_the_legal_list_and_change_nothing(ruleset, players, seed):
    """Rules are written once: the rules' conditions refuse an action exactly when the
    legal list leaves it out, and a refused action leaves the game as it was (issue 12,
    'Bad input')."""
    rng = random.Random(seed)
    for number, game in enumerate(steps(ruleset, players, seed)):
        if game.to_move is None:
            continue
        legal = game.legal_actions()
        # at every step, each card aimed at a seat tried at every seat (a cheap check)
        aimed = {json.dumps(dict(action.to_json(), target=None)) for action in legal if action.target is not None}
        candidates = [dict(json.loads(action), target=seat) for action in aimed for seat in range(players)]
        sampled = number % 7 == 0  # now and then: other actions and malformed ones, applied
        if sampled:
            candidates += [action.to_json() for action in rng.sample(legal, min(5, len(legal)))]
            for action in candidates[-3:]:
                for field, junk in (("target", players), ("card", "no-such-card"), ("removes", "map")):
                    if field in action:
                        candidates.append(dict(action, **{field: junk}))
            before = snapshot(game)
        for action in candidates:
            listed = saboteur.Action.from_json(action) in legal
            # the rules' conditions alone (`refusal` would consult the legal list first)
            reason = game.why_not(saboteur.Action.from_json(action))
            assert (reason is None) == listed, (action, reason)
            assert (game.refusal(action) is None) == listed
            if sampled and not listed:
                with pytest.raises(saboteur.IllegalAction):
                    game.apply(action)
        if sampled:
            assert snapshot(game) == before


def shuffle_unknowns(game, seat, rng):
    """A copy of `game` in which what `seat` may not know is dealt again: the other hands,
    the draw pile and the cards set aside (sizes kept), the roles of the others with the
    undealt ones, and the goal cards the seat has not seen."""
    other = game.copy()
    seats = [s for s in range(game.players) if s != seat]
    if "dark-cave" in other.parts:
        return _shuffle_dark_cave(other, seat, seats, rng)
    part = other.parts.get("saboteur2") or other.parts.get("lost-mines")
    pool = sum((other.hands[s] for s in seats), []) + other.draw_pile + (part.aside if part else [])
    rng.shuffle(pool)
    for s in seats:
        size = len(other.hands[s])
        other.hands[s], pool = sorted(pool[:size]), pool[size:]
    size = len(other.draw_pile)
    other.draw_pile, pool = pool[:size], pool[size:]
    if part:
        part.aside = sorted(pool)
    if "lost-mines" in other.parts:
        _shuffle_lost_mines(other, seat, rng)
    else:
        roles = [other.roles[s] for s in seats] + other.aside_roles
        rng.shuffle(roles)
        for s in seats:
            other.roles[s] = roles.pop()
        other.aside_roles = sorted(roles)
    hidden = [cell for cell in other.goal_cards if cell in other.maze.hidden_goals and not has_seen(other, seat, cell)]
    # with the goal cards not in play this round (new goals: 3 of 8), the treasure kept in play
    catalogue = other.rules.catalogue
    known = {catalogue.types[other.goal_cards[cell]].id for cell in other.goal_cards if cell not in hidden}
    waiting = [catalogue.index[goal] for goal in other.rules.goal_ids if goal not in known]
    treasure = [goal for goal in waiting if catalogue.types[goal].treasure == "gold"]
    rest = [goal for goal in waiting if goal not in treasure]
    rng.shuffle(rest)
    goals = treasure + rest[:len(hidden) - len(treasure)]
    rng.shuffle(goals)
    for cell, goal in zip(hidden, goals):
        other.goal_cards[cell] = other.maze.hidden_goals[cell] = goal
    _shuffle_chests(other, seat, rng)
    other.legal_cache = None
    return other


def _shuffle_dark_cave(game, seat, seats, rng):
    """La mine se rebelle (rules/dark-cave.md ruling 16): the other hands, the pile and the cards
    set aside dealt again within each group (a card's back shows its group); the fronts of the
    clan cards the seat has not seen (not shown, not looked at) within their public clans, with
    the clan cards set aside unless the seat left the mine first (it saw them); the goals it has
    not seen."""
    part = game.parts["dark-cave"]
    types = game.rules.catalogue.types
    places = [game.hands[s] for s in seats] + [game.draw_pile, part.aside]
    for group in (1, 2, 3):
        pool = [card for cards in places for card in cards if types[card].group == group]
        rng.shuffle(pool)
        for cards in places:
            for i, card in enumerate(cards):
                if types[card].group == group:
                    cards[i] = pool.pop()
    for cards in places[:-2] + places[-1:]:
        cards.sort()
    looked = {e["target"] for e in game.log(seat) if e["type"] == "looked" and "role" in e}
    free = [s for s in seats if s not in looked and not part.revealed >> s & 1]
    aside = [] if part.exits[:1] == [seat] else game.aside_roles
    cards = [game.roles[s] for s in free] + aside
    rng.shuffle(cards)
    for s in free:
        clan = game.roles[s].split("-")[0]
        game.roles[s] = next(card for card in cards if card.startswith(clan + "-"))
        cards.remove(game.roles[s])
    if aside:
        game.aside_roles = sorted(cards)
    hidden = [cell for cell in game.goal_cards if cell in game.maze.hidden_goals and not has_seen(game, seat, cell)]
    goals = [game.goal_cards[cell] for cell in hidden]
    rng.shuffle(goals)
    for cell, goal in zip(hidden, goals):
        game.goal_cards[cell] = game.maze.hidden_goals[cell] = goal
    game.legal_cache = None
    return game


def _shuffle_lost_mines(game, seat, rng):
    """The Lost Mines (rules/lost-mines.md ruling 12): the identities of the others within
    their public clans (those the seat looked at kept) with the dwarf cards set aside, and the
    values of the treasures the seat neither looked at nor holds, with the unused ones."""
    part = game.parts["lost-mines"]
    looked = {e["target"] for e in game.log(seat) if e["type"] == "looked" and "identity" in e}
    free = [s for s in range(game.players) if s != seat and s not in looked]
    cards = [game.roles[s] for s in free] + game.aside_roles
    rng.shuffle(cards)
    for s in free:
        clan = game.roles[s].split("-")[0]
        game.roles[s] = next(card for card in cards if card.startswith(clan + "-"))
        cards.remove(game.roles[s])
    game.aside_roles = sorted(cards)
    unknown = [slot for slot in range(len(part.row)) if not part.known[slot] >> seat & 1 and part.taken[slot] != seat]
    values = {}
    for slot in unknown:
        values.setdefault(part.row[slot][0], []).append(part.row[slot][1])
    unused = []
    for kind, value in part.unused:
        values.setdefault(kind, []).append(value)
    row = part.row[:]
    for kind, found in values.items():
        rng.shuffle(found)
        for slot in unknown:
            if row[slot][0] == kind:
                row[slot] = (kind, found.pop())
        unused += [(kind, value) for value in found]
    part.row, part.unused = row, sorted(unused)


def _shuffle_chests(game, seat, rng):
    """The treasure chests (book 002, 'Coffres aux trésors'): the chests and black cards face
    down that `seat` has not looked at dealt again, with the chests set aside that it has
    not seen opened or looked at (ruling 16: aside, unseen)."""
    part = game.parts.get("treasure-chests")
    if part is None:
        return
    catalogue = game.rules.catalogue
    told = {e.get("chest") for e in game.log(seat) if e["type"] in ("chest_opened", "map")}
    hidden = [cell for cell in part.face_down if not has_seen(game, seat, cell)]
    unknown = [kind for kind in part.aside if catalogue.types[kind].kind == "chest" and catalogue.types[kind].id not in told]
    chests = [part.face_down[cell][1] for cell in hidden] + unknown
    blacks = [part.face_down[cell][0] for cell in hidden]
    rng.shuffle(chests)
    rng.shuffle(blacks)
    for cell, black, chest in zip(hidden, blacks, chests):
        part.face_down[cell] = (black, chest)
        game.maze.hidden_goals[cell] = black
    part.aside = sorted([kind for kind in part.aside if kind not in unknown] + chests[len(hidden):])


@pytest.mark.parametrize("ruleset,players", TABLES)
@GAMES
@given(seed=seeds)
def test_a_view_does_not_change_when_what_its_seat_may_not_know_is_shuffled(ruleset, players, seed):
    """A view is all its seat may know (rules/base.md ruling 6; rules/saboteur2.md ruling 8:
    hands, roles, undealt roles, the cards set aside and unseen goals stay hidden)."""
    rng = random.Random(seed)
    for number, game in enumerate(steps(ruleset, players, seed)):
        if game.phase == "veto":  # a window asked in private (anniversary ruling 3): every other seat
            seat = rng.choice([s for s in range(players) if s != game.to_move])
            assert game.view(seat) == shuffle_unknowns(game, seat, rng).view(seat)
        if number % 11 or game.phase != "play":
            continue
        seat = rng.randrange(players)
        assert game.view(seat) == shuffle_unknowns(game, seat, rng).view(seat)


@pytest.mark.parametrize("ruleset,players", TABLES)
@GAMES
@given(seed=seeds)
def test_cards_discarded_face_down_are_named_to_their_player_only(ruleset, players, seed):
    """A pass's cards and a discard of two lie face down (rules/base.md ruling 6;
    rules/saboteur2.md ruling 14, issue 45 item 11; a card a bridge or rat took, book 000 'Pont',
    'Rat'): the public log never names them; only the player's own part of the event may."""
    game = list(steps(ruleset, players, seed))[-1]
    for public, private in game.events:
        if public["type"] in ("pass", "discard_two", "lost_card"):  # + dark cave's bridge or rat (book 000 'Pont')
            assert "card" not in public and "cards" not in public, public
            assert set(private or {}) <= {public["seat"]}


@pytest.mark.parametrize("ruleset,players", TABLES)
@GAMES
@given(seed=seeds)
def test_the_gold_of_each_round_adds_up_to_the_totals(ruleset, players, seed):
    """The game-over table (issue 45, item 1): each round's `results[].gold` is what each
    seat won in it (Saboteur 2: the payout and the round's thefts, ruling 6), so for every
    seat the rounds add up to its total."""
    game = list(steps(ruleset, players, seed))[-1]
    view = game.view(None)
    assert [result["round"] for result in view["results"]] == list(range(1, game.rules.rounds + 1))
    by_seat = [sum(result["gold"][seat] for result in view["results"]) for seat in range(players)]
    assert by_seat == view["gold_totals"]


def test_the_shuffle_can_show_a_difference():
    """The comparison above can fail: the seat's own view changes when its secrets do."""
    game = saboteur.new_game("saboteur2", 5, seed=3)
    shuffled = shuffle_unknowns(game, 0, random.Random(1))
    assert game.view(1) != shuffled.view(1) or game.view(2) != shuffled.view(2)


# -- every allowed pair of the combination table (issue 47 section 2: "Every allowed pair of
# the combination table plays"; gaps item 2). The sets above are each module alone and, per
# game, the largest sets that combine, which leave most pairs out; this plays each pair.


def allowed_pairs():
    """(game, pair) for every pair of modules that combinations.py lets play with the game:
    read from its table (GAMES, CLASHES, INCLUDED) through `check`, never copied here."""
    for game in saboteur.RULESETS:
        names = [name for name in combinations.GAMES if game in combinations.GAMES[name]]
        for index, first in enumerate(names):
            for second in names[index + 1:]:
                try:
                    combinations.check(game, (first, second))
                except saboteur.ConfigError:
                    continue
                yield game, (first, second)


def pair_tables():
    """Each allowed pair at the smallest and the largest table both modules allow."""
    for game, pair in allowed_pairs():
        rules = saboteur.load_ruleset(game)
        low, high = rules.min_players, rules.max_players
        for module in pair:
            allowed = combinations.PLAYERS.get(module, (low, high))
            low, high = max(low, allowed[0]), min(high, allowed[1])
        for players in sorted({low, high}):
            yield "+".join((game,) + pair), players


PAIR_SEEDS = (1, 2)


def test_the_pairs_are_read_from_the_table():
    """The pairs played below are those the table allows: the clashing and the included
    pairs are left out, every other pair of modules that play with the game is in."""
    pairs = {(game, frozenset(pair)) for game, pair in allowed_pairs()}
    assert ("base", frozenset(("sabotaged-dwarf", "tournament"))) not in pairs  # a clash (anniversary.md: n)
    assert ("base", frozenset(("greedy-dwarf", "tournament"))) not in pairs  # included ("in")
    assert ("saboteur2", frozenset(("championship", "greedy-dwarf"))) not in pairs  # greedy dwarf: base only
    base = [name for name in combinations.GAMES if "base" in combinations.GAMES[name]]
    saboteur2 = [name for name in combinations.GAMES if "saboteur2" in combinations.GAMES[name]]
    left_out = len(combinations.CLASHES) + sum(len(parts) for parts in combinations.INCLUDED.values())
    assert len(pairs) == len(base) * (len(base) - 1) // 2 - left_out + len(saboteur2) * (len(saboteur2) - 1) // 2


def roles_everywhere(game) -> Counter:
    """Every dwarf card wherever it lies: dealt, set aside, dropped (a module's part_roles)."""
    return Counter(role for module in game.rules.composition.modules if module.part_roles for role in module.part_roles(game))


@pytest.mark.parametrize("ruleset,players", list(pair_tables()))
@pytest.mark.parametrize("seed", PAIR_SEEDS)
def test_every_allowed_pair_plays_whole_games_keeping_cards_roles_and_gold(ruleset, players, seed):
    """Issue 47 section 2 (gaps item 2): every pair of modules the combination table allows
    (rules/anniversary.md, 'Which module goes with which game' and its rulings) plays whole
    random games to the end without a stall, keeping in every state the deck (books 001 and
    002), the dwarf cards of the player count, base's gold cards (ruling 1: gold cards only
    change hands or go back to the pile) and no seat below zero nuggets; each round's gold
    adds up to the totals."""
    rules = new_game(ruleset, players, seed).rules
    deck = Counter(rules.catalogue.types[card].id for card in rules.deck)
    roles = Counter(rules.role_deck(players))
    gold_cards = sorted(rules.gold_values)
    for game in steps(ruleset, players, seed):
        assert cards_everywhere(game) == deck
        assert roles_everywhere(game) == roles
        if "base" in game.parts and "saboteur2" not in game.parts:
            held = game.parts["base"]
            sharing = [value for decision in game.decisions if decision.kind == "keep_gold" for value in decision.data[0]]
            assert sorted(held.pile + sum(held.held, []) + sharing) == gold_cards
        purse = game.parts.get("purse")
        if purse is not None:
            assert min(purse.nuggets) >= 0
    assert game.phase == "over" and len(game.results) == game.rules.rounds
    view = game.view(None)
    assert [sum(result["gold"][seat] for result in view["results"]) for seat in range(players)] == view["gold_totals"]
