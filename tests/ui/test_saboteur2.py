"""Issue 12 section 3, "The page plays Saboteur 2": cards drawn from their data, the new turn
options in the choose-preview-confirm flow, seats of 2 to 12, thefts and the round end."""

import random

import saboteur
import game_session as gs
from test_app import check_html, make_app, run
from ui import board_svg, cards_svg, interaction as ix, learn, panel, text
from ui_helpers import parse


def s2_view(players=4, seed=1, moves=0, pick=None):
    game = saboteur.new_game("saboteur2", players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        actions = game.legal_actions()
        game.apply(pick(actions) if pick else actions[rng.randrange(len(actions))])
    view = game.view(game.to_move)
    cards_svg.remember_cards(view["cards"])
    return game, view


def test_a_made_up_card_is_drawn_from_the_places_its_view_gives():
    # The card data of a view, not its id: a card never seen before draws from its places.
    cards_svg.remember_cards({"made-up": {"kind": "path", "places": [
        {"sides": "NS", "features": ["door:green"]}, {"sides": "E", "features": ["crystal"]}], "links": []}})
    body = cards_svg.card_body("made-up")
    assert cards_svg.DOORS["door:green"] in body and cards_svg.CRYSTAL in body
    assert body.count("<line") == 3  # the through path (N and S to the middle) and the stub (E), apart
    assert text.card_name("en", "made-up") == "path up and down with a green door; dead end right with a crystal"
    view = {"maze": [{"at": [0, 0], "card": "start", "turned": False}, {"at": [0, 1], "card": "made-up", "turned": True}],
            "goals": []}
    svg = board_svg.board_svg(view)
    parse(svg)
    assert "path up and down with a green door; dead end left with a crystal" in svg  # turned: E becomes W


def test_every_feature_is_drawn_and_told():
    # rules/saboteur2.md "New path cards": doors (blue, green), ladders, crystals, bridges, double curves
    for card, mark in (("door-blue-NS", cards_svg.DOORS["door:blue"]), ("door-green-EW", cards_svg.DOORS["door:green"]),
                       ("crystal-NESW", cards_svg.CRYSTAL), ("ladder-W", 'scale(0.6)')):
        for lang in text.LANGUAGES:
            svg = cards_svg.card_svg(card, False, text.card_labels(lang), text.card_name(lang, card))
            parse(svg)
            assert mark in svg, card
    assert ">B</text>" in cards_svg.card_body("door-blue-NS") and ">V</text>" in cards_svg.card_body(
        "door-green-EW", text.card_labels("fr"))  # the door's colour is also a letter
    assert cards_svg.card_body("bridge").count("<line") == 3  # two crossing paths, the upper one edged
    assert cards_svg.card_body("double-curve-NW-SE").count(" A ") == 2  # two curves that part
    assert text.card_name("en", "bridge") == "path up and down; path left and right"
    assert learn.card_help("en", "bridge").startswith("Two paths on one card")
    for card in ("door-blue-NS", "ladder-NE", "crystal-N", "theft", "hands-off", "trapped", "free-at-last",
                 "inspection", "swap-hats", "swap-hands"):
        for lang in text.LANGUAGES:
            assert learn.card_help(lang, card) and "help_" not in learn.card_help(lang, card)


def test_the_base_cards_look_as_before():
    # The base game must look exactly as today: its drawings come out of the same pieces.
    assert cards_svg.card_body("tunnel-NEW").count("<line") == 3
    assert text.card_name("en", "dead-NE") == "dead end up and right"
    assert text.card_name("en", "tunnel-NESW") == "crossroads"


def test_pass_with_two_cards_is_picked_previewed_and_confirmed():
    # rules/saboteur2.md ruling 1: pass, discarding 1 to 3 cards face down and drawing as many.
    game, view = s2_view()
    state = ix.select_card(ix.new_state(), view, 0)
    assert ix.can_pick(state, view)
    state = ix.discard(state, view)
    state = ix.select_card(state, view, 1)
    pending = state["pending"]
    assert pending["kind"] == "pass_cards" and pending["cards"] == sorted(view["hand"][:2])
    assert ix.prompt(state, view) == "choose_discards"
    html = panel.hand_html(view, state)
    assert html.count('aria-pressed="true"') == 2
    state, action = ix.confirm(state, view)
    assert action == pending and ix.is_legal(view, action)
    game.apply(action)
    assert [e for e in game.log(0) if e["type"] == "pass"][-1]["count"] == 2


def test_discard_two_takes_away_a_card_in_front_from_the_players_list():
    # rules/saboteur2.md ruling 1: discard 2 cards to remove one card lying in front of you.
    def breaks_first(actions):
        for a in actions:
            if a.kind == "break":
                return a
        return actions[0]
    for seed in range(1, 40):
        game, view = s2_view(3, seed, 3, breaks_first)
        if [a for a in view["legal_actions"] if a["kind"] == "discard_two"]:
            break
    two = [a for a in view["legal_actions"] if a["kind"] == "discard_two"][0]
    hand = view["hand"]
    first = hand.index(two["cards"][0])
    second = [i for i, card in enumerate(hand) if card == two["cards"][1] and i != first][0]
    state = ix.discard(ix.select_card(ix.new_state(), view, first), view)
    state = ix.select_card(state, view, second)
    targets = ix.player_targets(state, view)
    assert {tg["seat"] for tg in targets} == {view["seat"]}
    html = panel.players_html(view, None, "en", state)
    assert "to take away broken" in html
    state = ix.choose(state, view, "removes:" + two["removes"])
    assert state["pending"] == two
    # Issue 45, item 11 (ruling 14): the log names the two cards to their player only.
    game.apply(two)
    seat = view["seat"]
    other = (seat + 1) % 3
    line = text.describe_event("en", game.view(other)["log"][-2], ["A", "B", "C"])
    assert line == f"{'ABC'[seat]} discarded two cards to take away {text.card_name('en', two['removes'])}."
    own = text.describe_event("fr", game.view(seat)["log"][-2], ["A", "B", "C"])
    assert own.startswith(f"{'ABC'[seat]} a défaussé ") and "deux cartes" not in own


def test_seats_follow_the_rulesets_range_and_saves_keep_it():
    assert gs.check_seats([{"kind": "human"}, {"kind": "bot"}], "saboteur2")
    for count, ok in ((2, False), (3, True), (10, True)):
        try:
            gs.check_seats([{"kind": "human"}] * count)
            assert ok
        except saboteur.ConfigError:
            assert not ok
    app = make_app()

    async def go():
        await app.boot()
        assert app.field("ruleset", "saboteur2")
        while len(app.config["seats"]) > 2:
            await app.command("remove_seat", len(app.config["seats"]) - 1)
        await app.command("remove_seat", 1)
        assert len(app.config["seats"]) == 2  # Saboteur 2 plays from 2
        for _ in range(12):
            await app.command("add_seat")
        assert len(app.config["seats"]) == 12
        app.config["seed"] = "5"
        await app.command("start")
        assert app.view["ruleset"] == "saboteur2" and app.screen == "board"
        check_html(app)
        resumed = make_app(app.session.store)
        await resumed.boot()
        await resumed.command("resume")
        assert resumed.view["ruleset"] == "saboteur2" and len(resumed.names()) == 12
        assert app.field("ruleset", "base") and len(app.config["seats"]) == 10  # back within base's 3 to 10

    run(go())


def test_a_bot_that_raises_plays_a_random_legal_move(monkeypatch):
    class Broken:
        def choose(self, view, rng):
            raise KeyError("double")
    session = gs.Session()
    session.new_game({"ruleset": "saboteur2", "seats": [{"kind": "human"}, {"kind": "bot"}], "seed": 3})
    session.bots[1] = Broken()
    game = session.game
    while game.to_move != 1:
        game.apply(game.legal_actions()[0])
    before = len(game.actions)
    session.bot_step({})
    assert len(game.actions) == before + 1


def test_a_whole_game_by_taps_reaches_round_ends_with_nuggets_and_thefts():
    # Book 002: three rounds, roles shown at each round's end, nuggets paid, thefts after the payout.
    app = make_app(lang="fr")
    rng = random.Random(2)
    seen = set()

    async def go():
        await app.boot()
        app.field("ruleset", "saboteur2")
        app.config["seats"] = [{"name": "A", "kind": "human", "level": 1}, {"name": "B", "kind": "bot", "level": 1}]
        app.config["seed"] = "9"
        await app.command("start")
        for _ in range(3000):
            html = check_html(app)
            seen.add(app.screen)
            if app.screen == "game-over":
                assert "Les pépites manche par manche" in html
                return
            if app.screen == "round-end":
                assert "Cristaux dans le labyrinthe" in html
                if ix.decision_phase(app.view) and app.view["seat"] == app.game["to_move"]:
                    await app.tap_target(ix.target_of(app.view["legal_actions"][0])["id"])
                elif app.bots_to_move():
                    await app.run_bots()
                else:
                    await app.command("next_round" if app.view["phase"] != "over" else "show_final")
                continue
            if app.bots_to_move():
                await app.run_bots()
                continue
            actions = app.view["legal_actions"]
            action = actions[rng.randrange(len(actions))]
            app.state = dict(ix.new_state(), pending=action)
            await app.confirm()

    run(go())
    assert {"board", "round-end", "game-over"} <= seen


def test_the_pages_card_catalogue_is_the_engines():
    # web/ui/card_data.py is written by build.py from the engine; a stale copy would draw old cards.
    import importlib.util
    import os
    root = os.path.join(os.path.dirname(__file__), "..", "..")
    spec = importlib.util.spec_from_file_location("build", os.path.join(root, "build.py"))
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    with open(os.path.join(root, "web", "ui", "card_data.py"), encoding="utf-8") as handle:
        assert handle.read() == build.card_data_source()


def test_a_seat_that_took_a_new_role_is_named_with_the_role_it_ended_with():
    # Book 002, swap hats: the target drops its role and draws another, so the bots' suspicion
    # before the swap was of a role the round-end table no longer shows; the page says so.
    session = gs.Session()
    names = ["Ana", "Bob", "Cy", "Di", "Ed"]
    reply = session.new_game({"seats": [{"name": n, "kind": "bot", "level": 2} for n in names], "seed": 2, "ruleset": "saboteur2"})
    while not reply["view"]["results"]:
        reply = session.bot_step({})
    swaps = [event for event in reply["view"]["log"] if event.get("type") == "swap_hats"]
    assert [event["target"] for event in swaps] == [3]  # this deal: Ana gives Di a new role
    roles = reply["view"]["results"][0]["roles"]
    html = panel.round_end_html(reply["view"], names, "en", 1, thoughts=reply["game"]["bot_thoughts"]["1"])
    note = f"Di ({text.role_word('en', roles[3])} at the end, after taking a new role)"
    assert html.count(note) == 1 + 4  # the table's head, and the story of each bot but Di's own
    assert "after taking a new role" not in html.replace(note, "")
    french = panel.round_end_html(reply["view"], names, "fr", 1, thoughts=reply["game"]["bot_thoughts"]["1"])
    assert "après avoir pris un nouveau rôle" in french


def test_game_over_shows_each_rounds_nuggets_with_its_thefts():
    # Issue 45, item 1: every round column showed 0 in Saboteur 2. Each round's cell is its
    # payout changed by that round's thefts (book 002, 'Voleur'), and the rounds add up to Total.
    for seed in range(1, 40):
        game = saboteur.new_game("saboteur2", 5, seed)
        rng = random.Random(seed)
        while game.to_move is not None:
            actions = game.legal_actions()
            thefts = [a for a in actions if a.kind == "theft"]  # lay thefts so that some round has one
            game.apply(thefts[0] if thefts else actions[rng.randrange(len(actions))])
        if any(public["type"] == "steal" for public, _ in game.events):
            break
    view = game.view(0)
    expected, current = {}, None
    for event in view["log"]:
        if event["type"] == "round_end":
            current = expected[event["round"]] = list(event["nuggets"])
        elif event["type"] == "steal":
            current[event["seat"]] += 1
            current[event["target"]] -= 1
    names = ["A", "B", "C", "D", "E"]
    rows = parse(panel.game_over_html(view, names, "en")).findall(".//tbody/tr")
    assert len(rows) == 5
    for row in rows:
        seat = names.index(row.find("th").text.strip())
        cells = [int(cell.text) for cell in row.findall("td")]
        assert cells[:-1] == [expected[number][seat] for number in (1, 2, 3)]
        assert sum(cells[:-1]) == cells[-1] == view["gold_totals"][seat]
    assert any(cells[:-1] != [0, 0, 0] for cells in ([int(c.text) for c in r.findall("td")] for r in rows))
