"""Issue 11, "Learn in the page": How to play per game, what each card does, the role explained
when it is dealt."""

import json
import os
import re

import saboteur
from saboteur.ruleset import load_ruleset
from test_app import check_html, make_app, run
from ui import board_svg, learn, panel, text
from ui import interaction as ix
from ui_helpers import parse, views

WEB_UI = os.path.join(os.path.dirname(__file__), "..", "..", "web", "ui")
SVG = "{http://www.w3.org/2000/svg}"


def wrap(html):
    return parse("<div>" + html + "</div>")


def every_card(ruleset):
    """Every card id of a ruleset's inventory (path and action cards, start, goals)."""
    rules = load_ruleset(ruleset)
    return sorted(card.id for card in rules.catalogue.types)


def test_every_card_kind_has_its_sentence_in_both_languages():
    # Issue 11: "a short sentence per kind of card in both languages".
    for ruleset in saboteur.RULESETS:
        cards = every_card(ruleset) + [learn.GOAL_BACK]
        if ruleset in ("base", "saboteur2"):  # the mine's games; The Lost Mines has its own forest cards
            assert {"tunnel-NE", "dead-N", "break-pick", "repair-pick-cart", "rockfall", "map", "start",
                    "goal-gold"} <= set(cards)
        for lang in text.LANGUAGES:
            sentences = {}
            for card in cards:
                line = learn.card_help(lang, card)
                assert line and "{" not in line and not line.startswith("help_"), (lang, card, line)
                sentences.setdefault(line.split(":")[0], set()).add(card)
            # the sentence names the card's kind: tunnels, dead ends, tools, rockfall, map each differ
            assert len(sentences) >= 10, sentences
    assert learn.card_help("en", "break-lantern") == (
        "Broken lantern: put it in front of another player: they cannot lay path cards until it is repaired.")
    assert learn.card_help("fr", "repair-pick-cart").startswith("Réparation (pioche ou chariot) :")
    assert learn.card_help("en", "map") == "Map: look secretly at one face-down goal card."


def test_every_key_the_page_uses_exists_in_both_languages():
    used = set()
    for name in os.listdir(WEB_UI):
        if name.endswith(".py"):
            source = open(os.path.join(WEB_UI, name), encoding="utf-8").read()
            used |= set(re.findall(r'\bt\(\s*lang,\s*"([\w-]+)"', source))
            used |= set(re.findall(r'"((?:help|rules_back)_[\w-]+)"', source))  # keys picked before t()
    used |= {"role_help_saboteur", "role_help_gold-digger"}  # chosen by the role dealt
    assert {"how_to_play", "rules_back_game", "rules_back_start", "role_help_ok", "help_goal_back"} <= used
    for lang in text.LANGUAGES:
        missing = [key for key in used if not key.endswith("_") and key not in text.STRINGS[lang]]
        assert missing == [], (lang, missing)


SECTIONS = ["goal", "roles", "turn", "cards", "round-end", "gold", "here"]


def test_every_game_has_a_rules_page_in_both_languages_with_its_cards():
    # Issue 11: the goal, the roles, a turn, each kind of card, the end of a round, the gold;
    # one entry per game, chosen by the ruleset.
    for ruleset in saboteur.RULESETS:
        for lang in text.LANGUAGES:
            assert ruleset == "base" or learn.page_sections(ruleset, lang) is not learn.PAGES["base"][lang]  # its own
            html = learn.rules_html(ruleset, lang)
            root = wrap(html)
            parts = [s.get("data-section") for s in root.iter("section") if s.get("data-section")]
            fits = [name for name in learn.MODULES if ruleset in learn.MODULES[name]["games"]]
            assert parts == SECTIONS + (["modules"] if fits else []), parts  # issue 47 s.3: the modules last
            pictures = [svg for svg in root.iter(SVG + "svg")]
            names = [svg.get("aria-label") for svg in pictures]
            assert all(names) and all(svg.get("role") == "img" for svg in pictures)
            drawn = {learn.card_help("en", card).split(":")[0] for _, _, blocks in learn.page_sections(ruleset, lang)
                     for block in blocks if block[0] == "cards" for card in block[1]}
            kinds = ("Path", "Dead end", "Broken pick", "Repair pick", "Rockfall", "Map", "Start",
                     "Goal, face down", "Gold", "Stone")
            if ruleset == "lost-mines":  # issue 48: its own cards (rules/lost-mines.md)
                kinds = ("Path", "Dead end", "Rocks", "Campfire", "Tree trunk", "Lake", "Ditch", "Axe", "Boat",
                         "Rope", "Information", "Trap", "Troll", "Thunderstorm", "Start", "Goal, face down",
                         "A mine", "The dragon")
            if ruleset == "dark-cave":  # issue 49 s.2: its cards of squares, specials, actions, creatures
                kinds = ("Path, group I", "Path, group II", "Path, group III", "Tunnel", "Bridge", "Abyss", "Ladder",
                         "Gold vein", "Secret information", "Cave-in", "Card exchange", "Spider web", "Boots", "Axe",
                         "Rat", "Lindworm", "Goblin", "Start", "Goal, face down", "Goal")
            for kind in kinds:
                assert kind in drawn, kind
            # headings go down one level at a time: h2 (the page), h3 (sections), h4 (kinds of card)
            levels = [int(el.tag[1]) for el in root.iter() if el.tag in ("h2", "h3", "h4")]
            assert levels[0] == 2 and all(b - a <= 1 for a, b in zip(levels, levels[1:])), levels
    assert "Comment jouer" in learn.rules_html("base", "fr") and "saboteurs" in learn.rules_html("base", "fr")


def test_the_rules_page_gives_the_engines_numbers():
    # Book 001 (hand sizes, saboteurs' pay) as the engine's data has them: the page must agree.
    with open(os.path.join(os.path.dirname(saboteur.__file__), "data", "base.json"), encoding="utf-8") as handle:
        data = json.load(handle)
    page = learn.rules_html("base", "en")
    sizes = {}
    for players, size in data["hand_size"].items():
        sizes.setdefault(size, []).append(int(players))
    for size, players in sizes.items():
        joined = " or " if len(players) == 2 else " to "
        assert f"{size} cards ({min(players)}{joined}{max(players)} players)" in page, size
    pay = data["saboteur_pay"]
    assert f"{pay['1']} nuggets for a lone saboteur" in page
    assert f"{pay['2']} each for two or three" in page and pay["2"] == pay["3"]
    assert f"{pay['4']} each for four" in page
    assert data["rounds"] == 3 and "three rounds" in page


def test_hand_cards_are_described_by_their_tooltip():
    # Issue 11: hand cards get an aria-describedby pointing at the description, a role="tooltip".
    for view in views(6):
        for lang in text.LANGUAGES:
            root = wrap(panel.hand_html(view, ix.new_state(), lang))
            tips = {el.get("id"): el for el in root.iter("span") if el.get("role") == "tooltip"}
            buttons = [b for b in root.iter("button")]
            assert len(buttons) == len(view["hand"]) == len(tips)
            for button, card in zip(buttons, view["hand"]):
                tip = tips[button.get("aria-describedby")]
                assert tip.text == learn.card_help(lang, card)


def test_a_long_press_explains_a_hand_card_and_a_tap_puts_it_away():
    app = make_app()
    run(app.boot())
    app.config["seed"] = "9"
    run(app.command("start"))
    run(app.run_bots())
    assert app.screen == "board"
    assert 'class="card-btn' in check_html(app) and " explain" not in check_html(app)
    assert app.explain_hand(1)
    assert app.state["index"] is None  # explaining is not selecting
    html = check_html(app)
    assert html.count(" explain") == 1 and 'data-hand="1"' in html.split(" explain")[1][:40]
    assert not app.explain_hand(99)
    app.tap_hand(0)
    assert app.explained is None and " explain" not in check_html(app)


def test_maze_cards_are_described_and_reachable_by_one_tab_stop():
    # Issue 11: cards on the board (cells, face-down goals, start) explain themselves too.
    for view in views(8):
        root = parse(board_svg.board_svg(view, [], None, "fr"))
        cards = [g for g in root.iter(SVG + "g") if (g.get("class") or "").split(" ")[0] in ("cell", "goal")]
        assert len(cards) == len(view["maze"]) + len([g for g in view["goals"] if not g.get("face_up")])
        descs = {d.get("id"): d.text for d in root.iter(SVG + "desc")}
        for g in cards:
            assert descs[g.get("aria-describedby")], g.get("aria-label")
            assert g.get("id").startswith("cell-")
        assert [g.get("tabindex") for g in cards].count("0") == 1
        start = [g for g in cards if g.get("data-at") == "0,0"][0]
        assert descs[start.get("aria-describedby")] == text.t("fr", "help_start")


def test_arrow_keys_move_to_the_nearest_card_that_way():
    cells = [(0, 0), (1, 0), (2, 0), (1, 1), (8, -2), (8, 0), (8, 2)]
    assert learn.next_card(cells, (0, 0), "ArrowRight") == (1, 0)
    assert learn.next_card(cells, (2, 0), "ArrowRight") == (8, 0)
    assert learn.next_card(cells, (1, 0), "ArrowDown") == (1, 1)
    assert learn.next_card(cells, (0, 0), "ArrowLeft") is None
    assert learn.next_card(cells, (8, 0), "ArrowUp") == (8, -2)


def _start(app, seats, seed):
    app.config["seats"] = seats
    app.config["seed"] = seed
    run(app.command("start"))


def test_the_role_is_explained_at_each_round_start_until_put_away():
    # Issue 11: "at the start of each round, the seat at the screen sees a clear explanation of its role".
    app = make_app()
    run(app.boot())
    _start(app, [{"name": "Ana", "kind": "human", "level": 1}] + [
        {"name": "Bot " + str(i), "kind": "bot", "level": 1} for i in range(1, 5)], "12")
    assert app.screen == "board"
    role = app.view["role"]
    html = check_html(app)
    assert 'class="role-banner role-' + role in html and text.t("en", "role_help_" + role) in html
    assert "You are a " + role in html  # the status line keeps it too
    run(app.command("dismiss_role"))
    html = check_html(app)
    assert "role-banner" not in html and "You are a " + role in html
    # played on to the next round: the banner is back for the new role
    rounds = app.view["round"]
    for _ in range(400):
        if app.screen == "round-end":
            if ix.gold_phase(app.view) and app.view.get("seat") == app.game["to_move"]:
                run(app.act(app.view["legal_actions"][0]))
            elif app.bots_to_move():
                run(app.run_bots())
            else:
                run(app.command("next_round"))
            continue
        if app.view["round"] > rounds:
            break
        if app.bots_to_move():
            run(app.run_bots())
        else:
            run(app.act(app.view["legal_actions"][0]))
    assert app.screen == "board" and app.view["round"] == rounds + 1
    assert not learn.acted_this_round(app.view)
    assert "role-banner role-" + app.view["role"] in check_html(app)


def test_the_banner_goes_once_the_person_has_played_and_comes_for_each_person_at_one_screen():
    app = make_app()
    run(app.boot())
    _start(app, [{"name": "Ana", "kind": "human"}, {"name": "Bo", "kind": "human"},
                 {"name": "Cy", "kind": "bot", "level": 1}], "4")
    banners = {}
    for _ in range(40):
        if app.screen == "privacy":
            assert "role-banner" not in check_html(app)  # never before the hand is shown
            run(app.command("reveal"))
            continue
        if app.screen != "board":
            break
        if app.result_held():
            run(app.command("close_result"))  # a map's result stays until its looker closes it
            continue
        if app.bots_to_move():
            run(app.run_bots())
            continue
        seat = app.view["seat"]
        shown = "role-banner" in check_html(app)
        banners.setdefault(seat, []).append(shown)
        run(app.act(app.view["legal_actions"][0]))
        run(app.settle())
    # each person sees it on their first turn of the round, and not once they have played
    assert banners[0][0] and banners[1][0]
    assert not any(banners[0][1:]) and not any(banners[1][1:])


def test_how_to_play_from_the_start_screen_and_the_board_comes_back_unchanged():
    # Issue 11: reachable from the start screen and from the board; the game is not disturbed.
    app = make_app()
    run(app.boot())
    assert 'data-cmd="rules"' in check_html(app)
    run(app.command("rules"))
    assert app.screen == "rules" and "Back to the game setup" in check_html(app)
    run(app.command("close_rules"))
    assert app.screen == "start"
    app.config["seed"] = "21"
    app.speed = "slow"
    run(app.command("start"))
    run(app.run_bots())
    app.tap_hand(0)
    before = (app.game["actions"], dict(app.state), app.view)
    run(app.command("rules"))
    assert app.screen == "rules" and not app.bots_to_move()
    html = check_html(app)
    assert 'data-section="cards"' in html and "Back to the game" in html and 'data-cmd="rules"' not in html
    assert app.field("lang", "fr") and "Comment jouer" in check_html(app)
    assert run(app.key("Escape"))
    assert app.screen == "board" and (app.game["actions"], dict(app.state), app.view) == before


def test_bots_wait_while_the_rules_are_read():
    # Our choice (issue 11): bots do not play on while How to play is shown, so no move is missed;
    # a bot move already on its way when the page opens keeps the rules up and is there on return.
    app = make_app()
    run(app.boot())
    app.config["seats"] = [{"name": "Ana", "kind": "human", "level": 1}] + [
        {"name": "B" + str(i), "kind": "bot", "level": 1} for i in range(1, 4)]
    app.config["seed"] = "2"
    run(app.command("start"))
    assert app.bots_to_move(), "seed 2 should start with a bot to move"
    actions = app.game["actions"]
    run(app.command("rules"))
    run(app.run_bots())
    assert app.game["actions"] == actions and app.screen == "rules"
    run(app.bot_step())  # a step that was already under way
    assert app.screen == "rules" and app.game["actions"] == actions + 1
    run(app.command("close_rules"))
    assert app.screen in ("board", "round-end") and app.game["actions"] == actions + 1
