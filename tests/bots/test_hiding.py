"""Saboteurs who hide, gold-diggers who show good faith (issue 14), and the onlooker's
beliefs they read themselves by (public facts only: rules/base.md ruling 6)."""

import pytest
from bot_helpers import bot, new_game, play, rng_for

from saboteur.bots import hiding
from saboteur.bots.beliefs import Tracker
from saboteur.bots.hiding import exposure_cost
from saboteur.bots.tournament import tournament_bot
from saboteur.games.base.gold import SABOTEUR


def first_turn_of(role, seed, players=5, until=None):
    """A game of hiding belief bots (the expert's plan, cheaper) played on to the first turn of a seat of `role` (after `until` holds)."""
    bots = {seat: tournament_bot("belief/hiding", seat, str(seed), None, None) for seat in range(players)}
    game = new_game(players, seed)
    rng = rng_for("hiding", seed)
    play(game, bots, rng, until=lambda g: g.roles[g.to_move] == role and g.phase == "play" and (until is None or until(g)))
    return game, bots[game.to_move]


def test_the_onlooker_sees_every_seat_alike():
    # ruling 6: roles, hands and seen goals are private; what the onlooker reads from any
    # seat's view must be the same public beliefs
    game = new_game(5, seed=41)
    bots = {seat: bot("heuristic", seat) for seat in range(5)}
    play(game, bots, rng_for("onlooker"), until=lambda g: len(g.actions) >= 20)
    beliefs = []
    for seat in range(5):
        onlooker = Tracker(game.rules, None, True).update(game.view(seat))
        beliefs.append([round(p, 9) for p in onlooker.saboteur_probabilities()])
    assert all(b == beliefs[0] for b in beliefs)
    fresh = Tracker(game.rules, None, True).update(new_game(5, seed=41).view(0))
    # book 001, 5 players: 2 saboteur cards among 6 dwarf cards, one set aside
    assert fresh.saboteur_probabilities() == pytest.approx([1 / 3] * 5)
    assert beliefs[0] != [round(p, 9) for p in fresh.saboteur_probabilities()]


def test_an_early_saboteur_pays_for_a_suspicious_act_and_not_for_digging():
    game, saboteur_bot = first_turn_of(SABOTEUR, seed=3)
    view = game.view(game.to_move)
    facts = saboteur_bot.facts(view)
    assert facts.stake == hiding.HIDING["base"].stake  # far from the goals, a full draw pile
    breaks = [a for a in view["legal_actions"] if a["kind"] == "break"]
    places = [a for a in view["legal_actions"] if a["kind"] == "place"]
    assert breaks and places
    # breaking the seat the table trusts most gives the breaker away more than any other break
    trusted = min(range(5), key=lambda seat: facts.public.saboteur[seat] if seat != facts.seat else 2.0)
    cost = {a["target"]: exposure_cost(a, facts) for a in breaks}
    assert cost[trusted] > 0.5 and all(cost[trusted] > c for target, c in cost.items() if target != trusted)
    # while digging (a placement the table sees as help) earns trust
    assert min(exposure_cost(a, facts) for a in places) < 0


def test_a_hiding_saboteur_prices_the_trust_it_earns_at_its_share_and_suspicion_in_full(monkeypatch):
    # hiding.py: below full price, trust buys a base saboteur fewer helpful acts, while an
    # act that gives it away costs it as much as before
    from dataclasses import replace

    game, saboteur_bot = first_turn_of(SABOTEUR, seed=3)
    view = game.view(game.to_move)
    share = hiding.HIDING["base"].trust
    assert 0.0 < share < 1.0
    facts = saboteur_bot.facts(view)
    priced = {repr(a): exposure_cost(a, facts) for a in view["legal_actions"]}
    monkeypatch.setitem(hiding.HIDING, "base", replace(hiding.HIDING["base"], trust=1.0))
    full = {repr(a): exposure_cost(a, facts) for a in view["legal_actions"]}
    assert any(cost < 0 for cost in full.values()) and any(cost > 0 for cost in full.values())
    for action, cost in full.items():
        assert priced[action] == pytest.approx(cost * share if cost < 0 else cost)


def test_a_saboteur_strikes_once_the_draw_pile_is_out():
    game, saboteur_bot = first_turn_of(SABOTEUR, seed=5, until=lambda g: not g.draw_pile)
    facts = saboteur_bot.facts(game.view(game.to_move))
    assert facts.stake == 0.0
    assert all(exposure_cost(a, facts) == 0.0 for a in game.view(game.to_move)["legal_actions"])


def test_only_a_suspected_gold_digger_minds_its_good_name():
    game, digger = first_turn_of("gold-digger", seed=7)
    facts = digger.facts(game.view(game.to_move))
    public = facts.public
    assert (facts.stake > 0) == (public.saboteur[facts.seat] > public.prior[facts.seat])
    # Hard hides; Easy and Medium play their roles openly
    assert bot("expert", 0).hides is True
    assert bot("heuristic", 0).hides is False and bot("belief", 0).hides is False


def test_fitted_evidence_never_weighs_more_than_six_to_one():
    # calibrate.py: a likelihood pair is moved apart at most MAX_RATIO about its geometric mean
    from saboteur.bots.calibrate import MAX_RATIO, _held

    digger, saboteur = _held(0.002, 0.12)
    assert saboteur / digger == pytest.approx(MAX_RATIO, rel=1e-2)
    assert (digger * saboteur) ** 0.5 == pytest.approx((0.002 * 0.12) ** 0.5, rel=1e-2)
    assert _held(0.2, 0.1) == (0.2, 0.1)


def test_a_hiding_saboteur_counts_the_route_in_full():
    # digging to look like a gold-digger is no discount: a card of route it gives the
    # diggers costs it a full card, on top of what it pays or earns in the table's eyes
    from saboteur.bots.policy import SPEND_COST, keep_value, score
    from saboteur.grid import cell_of

    game, saboteur_bot = first_turn_of(SABOTEUR, seed=3)
    view = game.view(game.to_move)
    facts = saboteur_bot.facts(view)
    assert facts.openness == 1.0  # the round is young: the saboteur hides
    routes = facts.routes
    before = routes.expected(facts.p_gold)
    helped = False
    for action in (a for a in view["legal_actions"] if a["kind"] == "place"):
        code = facts.rules.catalogue.code(action["card"], action["turned"])
        after = routes.expected(facts.p_gold, routes.placement_distances(cell_of(*action["at"]), code))
        spend = SPEND_COST * keep_value(action["card"], facts)
        assert score(action, facts) == pytest.approx((after - before) - spend - exposure_cost(action, facts))
        helped |= after < before
    assert helped  # some placement brings the gold nearer, and it is priced at its full cost


def test_hard_played_openly_prices_nothing_but_still_searches_from_the_tables_suspicion():
    # tournaments' expert/open: no cost in suspicion, while its rollouts still start from
    # what the table believes (expert.py); it used to fail for want of the table's beliefs
    game, _ = first_turn_of(SABOTEUR, seed=3)
    seat = game.to_move
    view = game.view(seat)
    open_expert = tournament_bot("expert/open", seat, "3", None, 40)
    action = open_expert.choose(view, rng_for("open expert", 3))
    assert action in view["legal_actions"]
    assert open_expert.last_search["rollouts"] > 0
    assert open_expert.facts(view).stake == 0.0
    assert all(exposure_cost(a, open_expert.facts(view)) == 0.0 for a in view["legal_actions"])
