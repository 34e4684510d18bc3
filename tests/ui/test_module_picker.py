"""The start screen's anniversary modules (issue 47, section 3: "offers the modules that fit the
chosen game (a line on each, forbidden pairs explained, remembered like the rest of the setup)"),
the worker starting games with them, and the page naming them. Pure parts, under CPython."""

import json
import xml.etree.ElementTree as ET

import game_session as gs
import pytest
import saboteur
from saboteur.games.anniversary import combinations
from saboteur.ruleset import OPTIONAL
from test_app import check_html, make_app, run

from ui import card_data, learn, module_picker, panel, text

FOUR = [{"name": "Ana", "kind": "human", "level": 1}] + [{"name": f"B{n}", "kind": "bot", "level": 1} for n in range(1, 4)]


def seats(count):
    return [dict(seat) for seat in (FOUR * 3)[:count]]


def boxes(html):
    """name -> the checkbox element of each module drawn, and its row."""
    root = ET.fromstring("<div>" + html + "</div>")
    out = {}
    for row in root.iter("div"):
        if "module" in (row.get("class") or "").split():
            box = next(row.iter("input"))
            out[box.get("value")] = (box, row)
    return out


@pytest.fixture
def tournament_built(monkeypatch):
    """The combination table as it is, with the tournament marked built (the engine has not
    built it yet): the clash with the sabotaged dwarf and the tournament's 5 to 9 players."""
    modules = {name: dict(spec) for name, spec in card_data.MODULES.items()}
    modules["tournament"]["built"] = True
    monkeypatch.setattr(module_picker, "MODULES", modules)
    return modules


def test_the_baked_table_is_the_engines():
    # Issue 47 section 3: "everything from data": the page's table is the engine's combination
    # table and registry (build.py module_data; test_saboteur2 checks the file is up to date).
    assert card_data.MODULE_ORDER == list(combinations.GAMES)  # the page's order (MicroPython's dicts keep none)
    assert sorted(card_data.MODULES) == sorted(combinations.GAMES)
    for name, spec in card_data.MODULES.items():
        assert spec["games"] == list(combinations.GAMES[name])
        assert spec["built"] == (name in OPTIONAL)
        assert spec["players"] == (list(combinations.PLAYERS[name]) if name in combinations.PLAYERS else None)
    assert sorted(card_data.CLASHES) == sorted(sorted(pair) for pair in combinations.CLASHES)


def test_only_built_modules_that_fit_the_game_are_offered():
    # "The start screen offers the modules that fit the chosen game"; only those the engine has built.
    assert module_picker.offered("base") == [name for name in combinations.GAMES
                                             if name in OPTIONAL and "base" in combinations.GAMES[name]]
    assert "sabotaged-dwarf" in module_picker.offered("base")
    assert "sabotaged-dwarf" not in module_picker.offered("saboteur2")  # a base-only variant (book 002)
    html = panel.start_html({"ruleset": "saboteur2", "seats": seats(4), "modules": ["sabotaged-dwarf"]})
    box, row = boxes(html)["sabotaged-dwarf"]
    assert row.get("hidden") and row.get("data-for") == "base"  # hidden, not left out: boot.js shows it again
    assert module_picker.chosen({"ruleset": "saboteur2", "modules": ["sabotaged-dwarf"]}) == []


def test_every_module_has_a_name_and_a_line_in_both_languages():
    # "Write the name and one line for all nine modules in English and French."
    assert len(card_data.MODULES) == 9
    for lang in text.LANGUAGES:
        for name in card_data.MODULES:
            for key in ("module_" + name, "module_line_" + name):
                assert key in text.STRINGS[lang], (lang, key)
    assert text.t("fr", "module_sabotaged-dwarf") == "Nain saboté"


def test_each_box_has_its_name_and_line_and_is_ticked_as_chosen():
    html = panel.start_html({"ruleset": "base", "seats": seats(4), "modules": ["sabotaged-dwarf"]}, "fr")
    box, row = boxes(html)["sabotaged-dwarf"]
    assert box.get("type") == "checkbox" and box.get("checked") and not box.get("disabled")
    assert "Nain saboté" in "".join(row.itertext())
    line = text.t("fr", "module_line_sabotaged-dwarf")
    assert line in "".join(row.itertext()) and box.get("aria-describedby") == "module-sabotaged-dwarf-line"


def test_a_clashing_module_is_disabled_and_says_why(tournament_built):
    # "forbidden pairs explained (choosing one disables/explains the clashing one)": the
    # sabotaged dwarf and the tournament pay the round in two different ways (anniversary.md).
    config = {"ruleset": "base", "seats": seats(5), "modules": ["sabotaged-dwarf"]}
    drawn = boxes(panel.start_html(config))
    tournament, row = drawn["tournament"]
    assert tournament.get("disabled") and not tournament.get("checked")
    why = "".join(row.find("small[@class='module-why']").itertext())
    assert why == "Not with Sabotaged dwarf, ticked here: each variant pays the round its own way."
    assert "module-tournament-why" in tournament.get("aria-describedby")
    assert not drawn["sabotaged-dwarf"][0].get("disabled")  # the one ticked can always be unticked
    french = boxes(panel.start_html(config, "fr"))["tournament"][1]
    assert "Pas avec Nain saboté, coché ici : chaque variante" in "".join(french.itertext())


def test_a_player_count_a_module_does_not_allow_is_explained(tournament_built):
    # "a player count a module does not allow is explained": the tournament is for 5 to 9.
    config = {"ruleset": "base", "seats": seats(4), "modules": []}
    tournament, row = boxes(panel.start_html(config))["tournament"]
    assert tournament.get("disabled")
    assert "For 5 to 9 players: this table has 4." in "".join(row.itertext())
    config["seats"] = seats(5)
    tournament, row = boxes(panel.start_html(config))["tournament"]
    assert not tournament.get("disabled") and row.find("small[@class='module-why']") is None
    # ticked, then a seat removed: still ticked and free to untick, and Start says why it cannot go
    config["modules"] = ["tournament"]
    config["seats"] = seats(4)
    tournament, row = boxes(panel.start_html(config))["tournament"]
    assert tournament.get("checked") and not tournament.get("disabled")
    assert panel.check_config(config) == "Tournament is for 5 to 9 players."


def test_a_clash_ticked_before_the_ui_ran_stops_start(tournament_built):
    # boot.js lets boxes be ticked before the UI runs, so both of a pair may arrive ticked.
    config = {"ruleset": "base", "seats": seats(5), "modules": ["sabotaged-dwarf", "tournament"]}
    assert panel.check_config(config, "fr") == "Nain saboté et Tournoi ne vont pas ensemble : décochez-en un."


def test_ticking_a_box_redraws_and_start_sends_the_modules():
    # The page sends the ticked names (page.py _ticked); the worker starts the game with them.
    app = make_app()
    run(app.boot())
    app.screen = "start"
    app.config["seats"] = seats(4)
    assert app.field("modules", "sabotaged-dwarf not-a-module") is True
    assert app.config["modules"] == ["sabotaged-dwarf"]
    assert 'checked="checked"' in check_html(app)
    run(app.command("start"))
    sent = [message for message in app.sent if message["type"] == "new_game"][-1]
    assert sent["modules"] == ["sabotaged-dwarf"]
    assert app.game["modules"] == ["sabotaged-dwarf"] and app.view["modules"] == ["sabotaged-dwarf"]
    assert app.session.game.rules.extra_modules == ("sabotaged-dwarf",)
    app.field("modules", "")
    assert app.config["modules"] == []


def test_quick_game_plays_no_module():
    # Quick game is base Saboteur with its defaults: the modules ticked are for Start.
    app = make_app()
    run(app.boot())
    app.config["modules"] = ["sabotaged-dwarf"]
    run(app.command("quick_game"))
    sent = [message for message in app.sent if message["type"] == "new_game"][-1]
    assert sent["modules"] == []


def test_the_modules_are_remembered_with_the_setup():
    # "remembered like the rest of the setup" (issue 4's remembered setup).
    app = make_app()
    run(app.boot())
    app.config["seats"] = seats(4)
    app.config["modules"] = ["sabotaged-dwarf"]
    remembered = []
    app.remember = remembered.append
    run(app.start_game())
    assert json.loads(remembered[0])["modules"] == ["sabotaged-dwarf"]
    again = make_app()
    assert again.restore_setup(remembered[0])
    assert again.config["modules"] == ["sabotaged-dwarf"]
    again.screen = "start"
    assert boxes(check_html(again))["sabotaged-dwarf"][0].get("checked")
    # a setup remembered before the modules, or naming one that is not built, keeps what it can
    older = json.loads(remembered[0])
    older.pop("modules")
    fresh = make_app()
    assert fresh.restore_setup(json.dumps(older)) and fresh.config["modules"] == []
    older["modules"] = ["sabotaged-dwarf", "no-such-module", 7]
    assert fresh.restore_setup(json.dumps(older)) and fresh.config["modules"] == ["sabotaged-dwarf"]


def test_the_worker_refuses_a_clash_with_the_engines_words():
    # The engine judges every set (ConfigError naming the clash); the worker passes it on.
    session = gs.Session()
    reply = gs.handlers(session)["new_game"]({"ruleset": "saboteur2", "seats": seats(4), "modules": ["sabotaged-dwarf"]})
    assert not reply["ok"] and "sabotaged-dwarf" in reply["error"] and session.game is None


def test_save_resume_and_the_record_file_keep_the_modules():
    # "save/resume and records keep them": the engine's record names its modules (record.py).
    store = gs.MemoryStore()
    session = gs.Session(store)
    table = gs.handlers(session)
    table["new_game"]({"ruleset": "base", "seats": seats(4), "seed": 3, "modules": ["sabotaged-dwarf"]})
    assert json.loads(store.text)["record"]["modules"] == ["sabotaged-dwarf"]
    other = gs.handlers(gs.Session(store))
    assert other["saved"]({})["modules"] == ["sabotaged-dwarf"]
    resumed = other["resume"]({"viewer": 0})
    assert resumed["resumed"] and resumed["game"]["modules"] == ["sabotaged-dwarf"]
    assert resumed["view"]["modules"] == ["sabotaged-dwarf"]
    game = saboteur.load_record(json.loads(store.text)["record"])
    assert game.rules.extra_modules == ("sabotaged-dwarf",)


def test_the_status_round_end_and_rules_name_the_modules_in_play():
    # "The game's header or info panel shows which modules are in play", from the view's data.
    game = saboteur.new_game("base", 4, 1, modules=["sabotaged-dwarf"])
    view = game.view(0)
    assert "With Sabotaged dwarf" in panel.status_html(view, ["A", "B", "C", "D"])
    assert "Avec Nain saboté" in panel.status_html(view, ["A", "B", "C", "D"], "fr")
    plain = saboteur.new_game("base", 4, 1).view(0)
    assert "With" not in panel.status_html(plain, ["A", "B", "C", "D"])
    assert panel.modules_in_play_html(plain) == ""
    rules = learn.rules_html("base", "en", in_play=["sabotaged-dwarf"])
    first = rules.index('data-module="')
    assert rules[first:].startswith('data-module="sabotaged-dwarf"') and "in this game" in rules


def test_the_rules_page_has_a_part_per_module_that_fits_the_game():
    # Issue 47 section 3: "The rules page gains a section per module" (book 002).
    for lang in text.LANGUAGES:
        for ruleset in saboteur.RULESETS:
            root = ET.fromstring("<div>" + learn.rules_html(ruleset, lang) + "</div>")
            parts = [el.get("data-module") for el in root.iter("div") if el.get("data-module")]
            assert parts == [name for name in combinations.GAMES if ruleset in combinations.GAMES[name]]
            for el in root.iter("div"):
                if el.get("data-module"):
                    assert len("".join(el.itertext())) > 150  # a heading and some rules, not a stub


def test_a_game_watched_again_names_its_modules():
    # "records keep them": the finished game's file opens to be watched with its modules named.
    import random

    from ui import replay

    session = gs.Session()
    table = gs.handlers(session)
    table["new_game"]({"ruleset": "base", "seats": seats(3), "seed": 4, "modules": ["sabotaged-dwarf"]})
    game, rng = session.game, random.Random(4)
    while game.to_move is not None:
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    text_of_file = table["record_text"]({})["text"]
    opened = gs.handlers(gs.Session())["replay_open"]({"text": text_of_file})
    assert opened["ok"] and opened["replay"]["modules"] == ["sabotaged-dwarf"]
    html = replay.replay_html({"frame": opened["frame"], "outline": opened["replay"]}, "fr")
    assert "Avec Nain saboté" in html
