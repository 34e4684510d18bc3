"""The round-end roles table, the players' list and the game-over table with the modules that
pay nuggets (issue 47 section 3: "the round end shows every module's payout"; gaps item 4):
each row shows only what the seat holds in what the game pays, drawn from the view's data.
Seen on the real page (tournament, round 1: every row read "0 gold cards", the person's
"0 gold cards · 0 nuggets"; the game-over table said "Gold by round" of nuggets only)."""

import random

import saboteur
from ui import panel
from ui.text import t

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]


def round_end_view(ruleset, modules, seat=0, seed=5, players=5):
    """A real view of `seat` just after round 1 ended, from random legal play."""
    game = saboteur.new_game(ruleset, players, seed, modules=modules)
    rng = random.Random(seed)
    while not game.results:
        game.apply(rng.choice(game.legal_actions()))
    return game.view(seat)


def game_over_view(ruleset, modules, seed=5, players=5):
    game = saboteur.new_game(ruleset, players, seed, modules=modules)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game.view(0)


def test_the_tournament_rows_name_no_gold_cards():
    """Book 002, Variante du tournoi: nuggets replace gold cards, so no row says '0 gold cards';
    the person's own row says its nuggets (ruling 1: the others' stay private)."""
    view = round_end_view("base", ["tournament"])
    assert not panel.gold_cards_in_game(view)
    for lang in ("en", "fr"):
        html = panel.round_end_html(view, NAMES, lang)
        assert t(lang, "gold_cards", n=0) not in html
        own = view["seats"][0]["nuggets"]
        assert t(lang, "nuggets", n=own) in html
        assert t(lang, "gold_cards", n=0) not in panel.players_html(view, NAMES, lang)


def test_the_tournaments_game_over_table_counts_nuggets():
    """Book 002, Variante du tournoi: the game is scored in nuggets alone."""
    view = game_over_view("base", ["tournament"])
    assert t("fr", "nugget_table") in panel.game_over_html(view, NAMES, "fr")
    assert t("en", "gold_table") in panel.game_over_html(game_over_view("base", ["new-goals"]), NAMES, "en")


def test_a_base_row_shows_no_zero_beside_another_holding():
    """Ruling 1: nuggets add to gold cards; a row says what there is, no "0" beside it, and
    "no gold" when both are known to be none; another seat's gold cards (public) stay told
    while its nuggets are hidden."""
    assert panel.gold_cards_in_game(round_end_view("base", ["new-goals"]))
    said = {(cards, nuggets): panel._gold_stat({"gold_cards": cards, "nuggets": nuggets}, "en", True)
            for cards in (0, 2) for nuggets in (None, 0, 1)}
    assert said == {
        (0, None): "0 gold cards", (0, 0): "no gold", (0, 1): "1 nugget",
        (2, None): "2 gold cards", (2, 0): "2 gold cards", (2, 1): "2 gold cards · 1 nugget",
    }
    assert panel._gold_stat({"gold_cards": 0, "nuggets": 0}, "fr", True) == "pas d'or"
    assert panel._gold_stat({"gold_cards": 0, "nuggets": 0}, "en", False) == "0 nuggets"  # the tournament's own seat
    assert panel._gold_stat({"gold_cards": 0, "nuggets": None}, "en", False) == ""  # another's, hidden


def test_base_alone_still_counts_gold_cards():
    """Base Saboteur (book 001): a row says its gold cards, as before."""
    view = round_end_view("base", [], players=4)
    assert panel.gold_cards_in_game(view)
    html = panel.round_end_html(view, NAMES, "en")
    assert all(t("en", "gold_cards", n=info["gold_cards"]) in html for info in view["seats"])


def test_the_same_gain_to_several_players_is_one_line():
    """Seen on the real page: round 1 of right of way listed "X takes 1 nugget: Right of way"
    once per player (book 002, Droit de passage: each player takes 1 nugget); the tournament's
    2 to each gold-digger likewise (Variante du tournoi). One line each, in both languages."""
    log = [{"type": "round_start", "round": 1, "first": 0}]
    log += [{"type": "nuggets", "round": 1, "seat": seat, "amount": 1, "why": "right-of-way"} for seat in range(5)]
    log += [{"type": "nuggets", "round": 1, "seat": 2, "amount": -1, "why": "new-goal-dragon"}]
    log += [{"type": "nuggets", "round": 1, "seat": seat, "amount": 2, "why": "tournament"} for seat in (0, 3)]
    log += [{"type": "nuggets", "round": 1, "seat": 1, "amount": 3, "why": "tournament"}]
    view = {"log": log, "seats": [{"seat": seat} for seat in range(5)]}
    lines = panel.pay_lines(view, 1, NAMES, "en")
    assert lines[0] == "Every player takes 1 nugget: Right of way."
    assert lines[2] == "Ana and Di take 2 nuggets each: Tournament."
    assert len(lines) == 4
    fr = panel.pay_lines(view, 1, NAMES, "fr")
    assert fr[0].startswith("Chaque joueur prend 1 pépite :") and fr[2].startswith("Ana et Di prennent 2 pépites chacun :")
