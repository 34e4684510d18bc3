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


def test_a_base_row_shows_nuggets_only_when_there_are_some():
    """Ruling 1: nuggets add to gold cards; a seat with none has no '0 nuggets' beside its gold cards."""
    view = round_end_view("base", ["new-goals"])
    seat = view["seats"][0]
    assert panel.gold_cards_in_game(view)
    for nuggets, shown in ((0, False), (2, True)):
        info = dict(seat, nuggets=nuggets)
        stat = panel._gold_stat(info, "en", True)
        assert stat.startswith(t("en", "gold_cards", n=seat["gold_cards"]))
        assert (t("en", "nuggets", n=nuggets) in stat) == shown


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
