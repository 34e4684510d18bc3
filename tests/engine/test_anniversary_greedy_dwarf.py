"""The greedy dwarf (issue 47, section 2): book 002, 'Championnats du monde', 2016 – Nain
cupide; rules/anniversary.md rulings 2 and 18, and the combination table."""

import json
from collections import Counter

import pytest
import saboteur
from engine_helpers import GD, SAB, scenario
from saboteur.games.base.position import version_1_as_2
from test_rules_gold import REACH_GOLD, ROW_TO_6, event, pile_with_top

GR, SD = "greedy-dwarf", "sabotaged-dwarf"


def round_with(roles, aside, finder, modules=(GR,), top=(3, 2, 1, 3, 2), broken=None, gold_pile=None, gold=None):
    """Seat `finder` is to move and can reach the gold at (8,0) (test_rules_gold.gold_round),
    dealt `roles` with `aside` set aside, played with `modules`."""
    players = len(roles)
    spare = ["map", "rockfall", "break-pick", "break-cart", "break-lantern"] * 2
    hands = [[spare[seat]] for seat in range(players)]
    hands[finder] = ["tunnel-NEW"]
    position = version_1_as_2(scenario(
        players, hands=hands, maze=ROW_TO_6, to_move=finder, broken=broken,
        gold_pile=pile_with_top(*top) if gold_pile is None else gold_pile, gold=gold,
    ))
    position["modules"] = ["base", *modules]
    position["base"]["roles"], position["base"]["aside_roles"] = roles, aside
    return saboteur.from_position(json.loads(json.dumps(position)))


def test_one_gold_digger_of_the_dwarf_cards_becomes_a_greedy_dwarf():
    """Book 002, 2016 – Nain cupide: 'remplacez un Chercheur d'or par un Nain cupide', then
    every player gets a dwarf card as usual: at every player count the dwarf cards are
    base's with one gold-digger a greedy dwarf, shuffled and dealt like the others, so it is
    sometimes the card set aside."""
    base = saboteur.load_ruleset("base")
    rules = saboteur.load_ruleset("base", [GR])
    for players in range(3, 11):
        expected = Counter(base.role_deck(players)) - Counter([GD]) + Counter([GR])
        assert Counter(rules.role_deck(players)) == expected
    places = Counter()
    for seed in range(40):
        game = saboteur.new_game("base", players=4, seed=seed, modules=[GR])
        assert Counter(game.roles + game.aside_roles) == Counter(rules.role_deck(4))
        places["aside" if GR in game.aside_roles else "dealt"] += 1
    assert places["aside"] and places["dealt"]


def test_a_greedy_dwarf_who_completes_the_path_alone_takes_four_gold_cards():
    """Book 002, Nain cupide, Partage du trésor: 'vous remportez alors 4 cartes Or';
    anniversary.md ruling 2: it alone is paid, 4 gold cards drawn at random (the top of the
    shuffled pile), nobody else gets anything and nothing is shared."""
    game = round_with([GD, SAB, GR, GD, GD], [SAB], finder=2)
    game.apply(REACH_GOLD)
    assert game.results[0]["winners"] == GR and game.results[0]["finder"] == 2
    assert event(game, "gold_drawn") == [] and event(game, "keep_gold") == []
    assert event(game, "greedy_paid") == [{"type": "greedy_paid", "seat": 2, "cards": 4}]
    assert [e["values"] for e in game.log(2) if e["type"] == "greedy_paid"] == [[3, 2, 1, 3]]
    assert [e.get("values") for e in game.log(0) if e["type"] == "greedy_paid"] == [None]  # the values are its own
    assert game.gold_totals() == [0, 0, 9, 0, 0] and game.round == 2
    assert game.rules.composition.round_gold(game)[1] == [0, 0, 9, 0, 0]


def test_a_greedy_dwarf_takes_what_is_left_when_fewer_than_four_gold_cards_remain():
    """Anniversary.md ruling 2: 'all that are left if fewer'."""
    gold = [[1] * 16 + [2] * 8 + [3] * 2, [], [], [], []]
    game = round_with([GD, SAB, GR, GD, GD], [SAB], finder=2, gold_pile=[3, 3], gold=gold)
    game.apply(REACH_GOLD)
    assert event(game, "greedy_paid")[0]["cards"] == 2
    assert game.gold_totals()[2] == 6


def test_a_greedy_dwarf_is_not_a_gold_digger_when_the_gold_diggers_win():
    """Anniversary.md ruling 2: the greedy dwarf never counts as a gold-digger: one gold card
    is drawn per gold-digger (seats 0, 3, 4: three), passed among them only (book 002,
    'otherwise you leave empty-handed')."""
    game = round_with([GD, SAB, GR, GD, GD], [SAB], finder=3)
    game.apply(REACH_GOLD)
    assert game.results[0]["winners"] == GD
    assert event(game, "gold_drawn") == [{"type": "gold_drawn", "count": 3, "keepers": [3, 0, 4]}]


def test_a_saboteur_who_completes_the_path_still_hands_the_gold_to_the_gold_diggers_only():
    """Base rules (book 002, 'Partage du trésor') with ruling 2: seat 1, a saboteur,
    completes the path; the first gold-digger counterclockwise from it keeps first, the
    greedy dwarf at seat 2 is skipped."""
    game = round_with([GD, SAB, GR, GD, GD], [SAB], finder=1)
    game.apply(REACH_GOLD)
    assert event(game, "gold_drawn")[0]["keepers"] == [0, 4, 3]


def test_a_greedy_dwarf_gets_nothing_when_the_saboteurs_win():
    """Book 002, Nain cupide: 'si ce n'est pas le cas, vous repartez les mains vides'."""
    game = saboteur.new_game("base", players=5, seed=3, modules=[GR])
    while game.round == 1:
        passes = [a for a in game.legal_actions() if a.kind == "pass"]
        game.apply(passes[0] if passes else game.legal_actions()[0])
    result = game.results[0]
    assert result["winners"] == SAB
    greedy = result["roles"].index(GR)  # dealt in this game's first round
    assert game.gold_totals()[greedy] == 0 and sum(game.gold_totals()) > 0


@pytest.mark.parametrize("modules", [(GR, SD), (SD, GR)])
def test_with_the_sabotaged_dwarf_the_greedy_dwarf_is_paid_by_its_own_rule(modules):
    """Anniversary.md ruling 18: a greedy dwarf is paid, or not, by ruling 2 alone, in either
    order of the modules: it takes its 4 cards though the gold-diggers hold broken tools, and
    when the gold-diggers win it keeps nothing though its tools are whole, while gold-diggers
    with a broken tool are skipped (seat 0)."""
    broken = [["break-pick"], [], [], ["break-cart"], []]
    game = round_with([GD, SAB, GR, GD, GD], [SAB], finder=2, modules=modules, broken=broken)
    game.apply(REACH_GOLD)
    assert event(game, "greedy_paid")[0]["cards"] == 4
    broken = [["break-pick"], [], [], [], []]
    game = round_with([GD, SAB, GR, GD, GD], [SAB], finder=3, modules=modules, broken=broken)
    game.apply(REACH_GOLD)
    assert event(game, "gold_drawn")[0]["keepers"] == [3, 4, 3]


def test_the_greedy_dwarf_is_as_secret_as_any_role():
    """Base rules (book 002): dwarf cards stay hidden until the round's end; a greedy dwarf
    sees its own role, the others see none (their view names the module, never the seat),
    and the round's end shows every role."""
    game = saboteur.new_game("base", players=6, seed=5, modules=[GR])
    greedy = game.roles.index(GR)
    assert game.view(greedy)["role"] == GR
    for seat in range(6):
        if seat != greedy:
            view = game.view(seat)
            assert view.pop("modules") == [GR] and GR not in json.dumps(view)
    while game.round == 1:
        game.apply(game.legal_actions()[0])
    assert [e["roles"] for e in game.log(0) if e["type"] == "round_end"][0][greedy] == GR


def test_the_greedy_dwarf_plays_only_with_base_and_is_part_of_the_tournament():
    """Book 002: 'que dans le jeu de base'; anniversary.md: GR with TO is 'in' (the
    tournament deals its own greedy dwarves), so naming both is refused, saying which to name."""
    with pytest.raises(saboteur.ConfigError, match="plays only with base"):
        saboteur.new_game("saboteur2", players=5, seed=1, modules=[GR])
    with pytest.raises(saboteur.ConfigError, match="'greedy-dwarf' is already part of 'tournament'"):
        saboteur.new_game("base", players=5, seed=1, modules=["tournament", GR])


def test_positions_and_records_round_trip_and_a_wrong_dwarf_card_is_refused():
    """Issue 47, 'Must hold': positions and records of a greedy-dwarf game load and replay;
    a position whose dwarf cards are base's (no greedy dwarf) or hold two is refused,
    naming the card."""
    game = saboteur.new_game("base", players=5, seed=8, modules=[GR])
    for _ in range(60):
        game.apply(game.legal_actions()[-1])
    position = json.loads(json.dumps(game.position()))
    assert saboteur.from_position(position).position() == game.position()
    assert saboteur.load_record(json.loads(json.dumps(game.record()))).position() == game.position()
    base = position["base"]
    cards = base["roles"] + base["aside_roles"]
    wrong = json.loads(json.dumps(position))
    at = cards.index(GR)
    target = wrong["base"]["roles"] if at < 5 else wrong["base"]["aside_roles"]
    target[at if at < 5 else at - 5] = GD
    with pytest.raises(saboteur.InvalidPosition, match="not the dwarf cards for 5 players: 1 gold-digger too many"):
        saboteur.from_position(wrong)
    twice = json.loads(json.dumps(position))
    seat = next(s for s, role in enumerate(base["roles"]) if role == GD)
    twice["base"]["roles"][seat] = GR
    with pytest.raises(saboteur.InvalidPosition, match="1 greedy-dwarf too many"):
        saboteur.from_position(twice)
