"""The anniversary modules (issue 47; book 002, the chapters after Saboteur 2;
rules/anniversary.md): added by name to a game, checked against the combination table,
named by positions and records. Sabotaged dwarf first, the variant that proves a module
composes with base without a rule of its own turn."""

import json

import pytest
import saboteur
from engine_helpers import GD, SAB
from test_rules_gold import REACH_GOLD, event, gold_round, pile_with_top

SD = "sabotaged-dwarf"


def with_modules(game, *names):
    """The same position, played with the optional modules `names` added."""
    position = game.position()
    position["modules"] = position["modules"] + list(names)
    return saboteur.from_position(json.loads(json.dumps(position)))


BREAKS = ("break-lantern", "break-cart", "break-pick")  # the deck holds three of each


def sabotaged(roles, finder, broken, top=(3, 2, 1)):
    """`gold_round` with a broken tool in front of each seat of `broken`, played with
    sabotaged dwarf."""
    laid = [[] for _ in roles]
    for number, seat in enumerate(sorted(broken)):
        laid[seat] = [BREAKS[number % 3]]
    return with_modules(gold_round(roles, finder=finder, gold_pile=pile_with_top(*top), broken=laid), SD)


def test_sabotaged_dwarf_skips_gold_diggers_with_a_broken_tool():
    """Book 002, 'Variantes', Nain saboté; anniversary.md ruling 18: as many gold cards as
    gold-diggers are drawn and passed as usual, skipping those with a broken tool. Seats
    3, 2 and 0 dig, seat 2 has a broken pick: the three cards go to 3, 0, then 3 again."""
    game = sabotaged([GD, SAB, GD, GD, SAB], finder=3, broken={2})
    game.apply(REACH_GOLD)
    assert event(game, "gold_drawn") == [{"type": "gold_drawn", "count": 3, "keepers": [3, 0, 3]}]
    plain = gold_round([GD, SAB, GD, GD, SAB], finder=3, gold_pile=pile_with_top(3, 2, 1), broken=[[], [], ["break-cart"], [], []])
    plain.apply(REACH_GOLD)  # the base game shares with seat 2 all the same
    assert event(plain, "gold_drawn")[0]["keepers"] == [3, 2, 0]


def test_a_saboteur_finder_hands_the_gold_to_the_first_whole_gold_digger_counterclockwise():
    """Anniversary.md ruling 18: the first keeper is skipped too; after a saboteur completes
    the path, the first eligible gold-digger counterclockwise from it starts. Saboteur 1
    finds the gold; seat 0, next counterclockwise, has a broken tool, so seat 3 starts."""
    game = sabotaged([GD, SAB, GD, GD, SAB], finder=1, broken={0})
    game.apply(REACH_GOLD)
    assert event(game, "gold_drawn")[0]["keepers"] == [3, 2, 3]


def test_when_every_gold_digger_has_a_broken_tool_nobody_is_paid():
    """Book 002, Nain saboté: 'if every gold-digger has one, nobody is paid'; no gold card
    leaves the pile, and the next round begins."""
    game = sabotaged([GD, SAB, GD, GD, SAB], finder=3, broken={0, 2})
    game.apply(REACH_GOLD)
    assert event(game, "gold_drawn")[0]["keepers"] == [3, 3, 3]  # the finder alone is whole
    game = sabotaged([GD, SAB, GD, GD, SAB], finder=1, broken={0, 2, 3})
    pile = game.position()["base"]["gold_pile"]
    game.apply(REACH_GOLD)
    assert event(game, "gold_drawn") == [{"type": "gold_drawn", "count": 0, "keepers": []}]
    assert game.round == 2 and game.position()["base"]["gold_pile"] == pile
    assert game.gold_totals() == [0] * 5


def test_modules_are_named_by_positions_and_records_and_load_with_them():
    """Issue 47 section 1, API: positions and records name their modules; a game saved
    with sabotaged dwarf loads and replays with it, and a base record names none (it is
    written as before)."""
    game = saboteur.new_game("base", players=5, seed=4, modules=[SD])
    for _ in range(30):
        game.apply(game.legal_actions()[0])
    assert game.position()["modules"] == ["base", SD]
    record = json.loads(json.dumps(game.record()))
    assert record["modules"] == [SD]
    for copy in (saboteur.load_record(record), saboteur.from_position(json.loads(json.dumps(game.position())))):
        assert copy.rules.extra_modules == (SD,) and copy.position() == game.position()
    assert "modules" not in saboteur.new_game("base", players=5, seed=4).record()


@pytest.mark.parametrize("ruleset, players, modules, clash", [
    ("base", 5, [SD, "tournament"], "'sabotaged-dwarf' and 'tournament' do not combine"),
    ("saboteur2", 5, [SD], "plays only with base, not saboteur2"),
    ("base", 4, ["tournament"], "for 5 to 9 players, not 4"),
    ("base", 5, ["dwarf-party"], "unknown module 'dwarf-party'"),
    ("base", 5, [SD, SD], "named twice"),
    ("base", 5, "sabotaged-dwarf", "a list of module names"),
])
def test_a_set_of_modules_the_table_forbids_raises_a_config_error_naming_the_clash(ruleset, players, modules, clash):
    """Issue 47 section 1, API; anniversary.md, 'Which module goes with which game': SD with
    TO is 'n'; SD and TO are base-only; the tournament is for 5 to 9 players."""
    with pytest.raises(saboteur.ConfigError, match=clash):
        saboteur.new_game(ruleset, players=players, seed=1, modules=modules)


def test_a_view_names_the_added_modules_and_a_bot_plays_by_them():
    """Issue 47 section 1: the bots judge by the game's rules, so a view names the modules
    added (a base view names none, as before); a bot's legal play under sabotaged dwarf."""
    import random

    from saboteur.bots import make_bot

    game = saboteur.new_game("base", players=4, seed=9, modules=[SD])
    assert game.view(0)["modules"] == [SD] and "modules" not in saboteur.new_game("base", 4, 9).view(0)
    bots = [make_bot("belief", seat) for seat in range(4)]
    rng = random.Random(9)
    for _ in range(40):
        seat = game.to_move
        bot_action = bots[seat].choose(game.view(seat), rng)
        game.apply(bot_action)
        assert bots[seat].tracker.rules.extra_modules == (SD,)
