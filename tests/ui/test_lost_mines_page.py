"""The Lost Mines in the page (issue 48, section 2), driven under CPython with the engine's real
views and the worker's real handlers: every choice reached by taps, the move by lit steps, every
action and event in words, the round's sharing, the points, How to play."""

import random

import pytest
import saboteur
from test_app import check_html, make_app, run
from ui import board_svg, cards_svg, forest_panel, interaction as ix, learn, panel
from ui.text import describe_action, describe_event, t
from ui_helpers import parse

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(autouse=True)
def forget_the_table():
    """The page remembers the last view's table (cards_svg.remember_view); these views' board and
    mines must not follow the next test module's base views."""
    yield
    cards_svg._goal_rows[:] = []
    cards_svg._layout[0] = cards_svg.BASE_LAYOUT
    cards_svg._treasures[:] = []


NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Fa", "Gu", "Hu", "Io"]


def random_views(players=5, seed=1, moves=400):
    """The views of the seat to move along a random game, and the game at its end."""
    game = saboteur.new_game("lost-mines", players, seed)
    rng = random.Random(seed)
    out = []
    for _ in range(moves):
        if game.to_move is None:
            break
        out.append(game.view(game.to_move))
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    return out, game


def test_every_legal_action_has_a_target_and_words_in_both_languages():
    """Issue 48 s.2: the new choices go through the page's targets; each is named for people."""
    kinds = set()
    for players in (3, 5, 9):
        views, _ = random_views(players, seed=players)
        for view in views:
            board_svg.remember_view(view)
            chosen_by = {}  # a target id names one action of a card (or of no card); a placing's turn and
            for action in view["legal_actions"]:  # the discards (picked in the hand) aside
                if action["kind"] not in ("place",) + ix.DISCARDS:
                    key = (action.get("card"), ix.target_of(action)["id"])
                    assert key not in chosen_by, (action, chosen_by.get(key))
                    chosen_by[key] = action
            for action in view["legal_actions"]:
                kinds.add(action["kind"])
                target = ix.target_of(action)
                assert target["kind"] != "unknown", action
                for lang in ("en", "fr"):
                    words = describe_action(lang, action, NAMES)
                    assert words and words != action["kind"] and "{" not in words, (lang, action, words)
    assert {"place", "discard", "step", "stop", "lay_trap", "lay_troll", "thunderstorm", "tool"} <= kinds


def test_every_event_has_a_line_in_both_languages():
    views, game = random_views(6, seed=4, moves=2000)
    for seat in range(6):
        view = game.view(seat)
        board_svg.remember_view(view)
        for event in view["log"]:
            for lang in ("en", "fr"):
                line = describe_event(lang, event, NAMES)
                assert line is None or (line != event["type"] and "{" not in line), (lang, event, line)


def test_each_card_aims_at_its_own_kind_of_target():
    """A card's targets on the board: spaces to place, obstacles for tools, sides for trolls and traps,
    cards for a thunderstorm, mines to look at; seats and treasures elsewhere; a discard of one or
    two cards picked in the hand."""
    expected = {"place": "spot", "tool": "token", "lay_trap": "side", "lay_troll": "side", "thunderstorm": "maze_card",
                "look_mine": "goal", "look_treasure": "treasure", "look_dwarf": "player"}
    seen, discarded = set(), 0
    for seed in range(1, 8):
        views, _ = random_views(5, seed=seed)
        for view in views:
            if ix.move_phase(view) or ix.answer_phase(view):
                continue
            for index in range(len(view["hand"])):
                state = ix.select_card(ix.new_state(), view, index)
                for target in ix.targets(state, view):
                    kind = target["action"]["kind"]
                    assert expected[kind] == target["kind"], (kind, target["kind"])
                    seen.add(kind)
                if ix.can_pick(state, view):
                    picked = ix.discard(state, view)
                    assert picked["pending"]["kind"] == "discard" and picked["pending"]["cards"] == [view["hand"][index]]
                    discarded += 1
    assert {"place", "lay_trap", "lay_troll", "look_mine", "look_treasure", "look_dwarf"} <= seen and discarded


def test_the_move_lights_the_dwarf_and_its_steps_and_counts_the_steps_left():
    """Issue 48 s.2: the player's dwarf lit, the steps it may take lit, the steps left shown, Stop."""
    for seed in range(1, 30):
        views, _ = random_views(4, seed=seed, moves=120)
        moving = [v for v in views if ix.move_phase(v) and [a for a in v["legal_actions"] if a["kind"] == "step"]]
        if moving:
            break
    view = moving[0]
    targets = ix.board_targets(ix.new_state(), view)
    steps = [a for a in view["legal_actions"] if a["kind"] == "step"]
    assert len(targets) == len(steps) and all(tg["kind"] == "step" for tg in targets)
    root = parse(board_svg.board_svg(view, targets, None, "en", names=NAMES))
    lit = [g for g in root.iter(SVG + "g") if "moving" in (g.get("class") or "").split()]
    assert len(lit) == 1 and lit[0].get("aria-label").startswith(NAMES[view["seat"]] + "'s dwarf")
    buttons = [g for g in root.iter(SVG + "g") if g.get("role") == "button"]
    assert all(g.get("aria-label").startswith("Step to ") for g in buttons)
    html = panel.controls_html(view, ix.new_state(), "en", NAMES)
    left = view["lost_mines"]["steps_left"]
    assert t("en", "choose_step", steps=left) in html.replace("&#39;", "'")
    assert 'data-target="stop"' in html


def test_a_person_plays_whole_games_against_bots_by_taps():
    """Issue 48, Done when: a whole two-round game with bots, every move by taps in the page."""
    for players, seed in ((3, 11), (6, 12)):
        app = make_app()
        run(app.boot())
        app.config["ruleset"] = "lost-mines"
        app.config["seats"] = [{"name": "Ana", "kind": "human", "level": 1}] + [
            {"name": "Bot " + str(i), "kind": "bot", "level": 1} for i in range(1, players)]
        app.config["seed"] = str(seed)
        app.speed = "instant"
        run(app.command("start"))
        assert app.view["ruleset"] == "lost-mines"
        rng = random.Random(seed)
        stepped = run(_play(app, rng))
        assert app.screen == "game-over" and stepped
        html = check_html(app)
        assert t("en", "points_table") in html
        for message in app.sent:
            if message.get("viewer") is not None:
                assert message["viewer"] == 0


async def _play(app, rng, limit=4000):
    """Taps for the person: a card and a target, or a lit step (sent at once), or a button."""
    stepped = 0
    for _ in range(limit):
        check_html(app)
        if app.screen == "game-over":
            return stepped
        if app.screen == "round-end":
            html = check_html(app)
            assert t("en", "sharing_title") in html
            if app.bots_to_move():
                await app.run_bots()
            else:
                await app.command("next_round" if app.view["phase"] != "over" else "show_final")
            continue
        if app.bots_to_move():
            await app.run_bots()
            continue
        view = app.view
        if ix.move_phase(view):
            target = rng.choice(ix.targets(app.state, view))
            before = len(app.sent)
            assert await app.tap_target(target["id"])
            assert app.sent[before]["type"] == "act" and app.sent[before]["action"] == target["action"]
            stepped += target["action"]["kind"] == "step"
            continue
        if ix.answer_phase(view):
            target = rng.choice(ix.targets(app.state, view))
            await app.tap_target(target["id"])
            assert await app.command("confirm")
            continue
        playable = [i for i, card in enumerate(view["hand"]) if ix.card_actions(view, card)]
        app.tap_hand(rng.choice(playable))
        targets = ix.targets(app.state, view)
        if not targets or rng.random() < 0.15:  # a card with no use but its discard: the Discard button
            await app.command("discard")
            target = app.state["pending"]
        else:
            target = rng.choice(targets)
            await app.tap_target(target["id"])
        before = len(app.sent)
        assert await app.command("confirm"), target
        assert app.sent[before]["type"] == "act"
    return stepped


def test_the_round_end_tells_each_pool_who_found_what_the_split_and_why():
    """Issue 48 s.2 and ruling 9 (the book's example: a pool of 8 among 3, 2 each, 2 left over
    to the finder of the pool's best treasure)."""
    pool = {"clan": "blue", "members": [0, 2, 4], "total": 8, "each": 2, "remainder_to": [4], "remainder_each": 2,
            "treasures": [{"slot": 1, "type": "gems", "value": 4, "finder": 4},
                          {"slot": 3, "type": "gold", "value": 3, "finder": 0},
                          {"slot": 5, "type": "silver", "value": 1, "finder": 2}]}
    line = forest_panel.pool_line("en", pool, NAMES)
    assert line == ("The blue clan (Ana, Cy and Ed): gems 4 (found by Ed), gold 3 (found by Ana) and silver 1 "
                    "(found by Cy), 8 in all. 2 each. 2 left over to Ed, who found the most valuable treasure.")
    selfish = {"seat": 1, "members": [1], "total": 3, "each": 3, "remainder_to": [], "remainder_each": 0,
               "treasures": [{"slot": 0, "type": "silver", "value": 3, "finder": 1}]}
    assert forest_panel.pool_line("fr", selfish, NAMES) == "Bo, égoïste, seul : argent 3 (trouvé par Bo), 3 en tout."
    _, game = random_views(4, seed=2, moves=3000)
    view = game.view(0)
    html = panel.round_end_html(view, NAMES, "en", 1)
    parse("<div>" + html + "</div>")
    assert t("en", "sharing_title") in html and t("en", "sharing_why") in html


def test_how_to_play_has_the_lost_mines():
    for lang in ("en", "fr"):
        html = learn.rules_html("lost-mines", lang)
        parse("<div>" + html + "</div>")
        assert "mine" in html


def test_the_start_screen_offers_the_lost_mines_from_the_engines_games():
    html = panel.start_html({"ruleset": "lost-mines", "seats": panel.default_seats(3)}, "en")
    assert 'value="lost-mines" selected' in html and "The Lost Mines (3 to 9 players)" in html
    assert panel.RULESETS == tuple(saboteur.RULESETS)
    assert panel.check_config({"ruleset": "lost-mines", "seats": panel.default_seats(3)}, "en") is None
    assert panel.check_config({"ruleset": "lost-mines", "seats": panel.default_seats(10)}, "en")


def test_hot_seat_shows_each_person_only_their_own_identity_and_hand():
    """Issue 48 s.2: clan colours public, identities hidden, hot-seat privacy as in the other games:
    two people at one screen get the privacy screen between them, and each view shown names only
    its own seat's identity (the others' stay hidden until the round's end)."""
    app = make_app()
    run(app.boot())
    app.config["ruleset"] = "lost-mines"
    app.config["seats"] = [{"name": "Ana", "kind": "human", "level": 1}, {"name": "Bo", "kind": "human", "level": 1},
                           {"name": "Bot", "kind": "bot", "level": 1}]
    app.config["seed"] = "21"
    app.speed = "instant"
    run(app.command("start"))
    rng = random.Random(21)
    privacy, seats_seen = 0, set()

    async def turns(limit=120):
        nonlocal privacy
        for _ in range(limit):
            if app.screen == "privacy":
                privacy += 1
                await app.command("reveal")
                continue
            if app.screen != "board":
                return
            view = app.view
            check_html(app)
            if view.get("seat") is not None and view["phase"] != "over":
                seats_seen.add(view["seat"])
                for info in view["seats"]:
                    assert info.get("role") is None or info["seat"] == view["seat"], info
            if app.result_held():
                await app.command("close_result")
                await app.settle()
                continue
            if app.bots_to_move():
                await app.run_bots()
                continue
            if ix.move_phase(view) or ix.answer_phase(view):
                target = rng.choice(ix.targets(app.state, view))
                await app.tap_target(target["id"])
                if not ix.at_once(target["action"]):
                    await app.command("confirm")
                continue
            app.tap_hand(0)
            await app.command("discard")
            assert await app.command("confirm")
    run(turns())
    assert privacy >= 2 and seats_seen == {0, 1}


def test_what_an_information_card_showed_stays_on_the_screen():
    """A look's result (a mine, a treasure's value, a dwarf card) is kept in the move's result box
    for the person who looked, as a map's goal is (docs/ui.md, A move's result)."""
    seen = {"type": "looked", "seat": 0, "card": "info-mine-treasure", "at": [10, -1], "mine": "mine-gems"}
    html = panel.move_result_html([seen], NAMES, "en")
    parse("<div>" + html + "</div>")
    assert "You look at" in html and "gems mine" in html and "<svg" in html
    told = {"type": "looked", "seat": 0, "card": "info-treasure-dwarf", "target": 2, "identity": "saboteur", "clan": "blue"}
    assert "You look at the dwarf card of Cy: saboteur, blue clan." in panel.move_result_html([told], NAMES, "en")
    others = {"type": "looked", "seat": 0, "card": "info-treasure-dwarf", "target": 2}  # as another seat sees it
    assert panel.move_result_html([others], NAMES, "en") == ""


def test_a_finished_game_is_watched_again_step_by_step():
    """Watch again (docs/ui.md) works for The Lost Mines: every step of a finished game draws its
    board, pieces and lines; the game over names points."""
    from finished_games import finished_app, root
    app = finished_app(ruleset="lost-mines", seed=6)
    assert t("en", "points_table") in check_html(app)
    assert run(app.command("watch_again")) and app.screen == "replay"
    steps = 0
    while run(app.command("replay_forward")):
        page = root(app)
        assert page.find(".//{http://www.w3.org/2000/svg}g[@class='board-spaces']") is not None
        steps += 1
    assert steps > 10


def test_the_vote_names_who_proposed_and_who_said_yes_and_the_dragon_is_told():
    """Ruling 8's vote: the seat asked sees who proposed it and the yes so far; the dragon's holder
    is marked in the players list (ruling 10)."""
    _, game = random_views(4, seed=3, moves=0)
    view = game.view(game.to_move)
    view["lost_mines"]["vote"] = {"by": 1, "yes": [2]}
    view["legal_actions"] = [{"kind": "vote", "value": 1}, {"kind": "vote", "value": 0}]
    html = panel.controls_html(view, ix.new_state(), "en", NAMES)
    assert "Bo proposes to end the round" in html and "Yes so far: Cy." in html
    assert 'data-target="vote:1"' in html and 'data-target="vote:0"' in html
    view["lost_mines"]["dragon"] = 2
    players = panel.players_html(view, NAMES, "en")
    row = [line for line in players.split("</li>") if 'data-seat="2"' in line][0]
    assert "the dragon" in row
