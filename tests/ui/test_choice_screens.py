"""The anniversary modules' choices in the page (issue 47 section 3, "The page"): each one
through the same choose, preview, confirm flow as a card, over real engine views; and the
veto at one screen (docs/family.md "Decisions asked in private"; rules/anniversary.md
ruling 3: nobody learns who holds a veto).

Every action the flows send is checked against the engine's own legal actions by applying it."""

import asyncio
import json

import game_session as gs
from ui import answers, choice_view, panel
from ui import interaction as ix
from ui.app import App
from ui.text import LANGUAGES, STRINGS
from ui_helpers import dealt, into_pile, parse

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
FIRST = 2  # the seat to move first in the deals below (seed 1, five players)


def pick(view, card):
    return ix.select_card(ix.new_state(), view, view["hand"].index(card))


def ids(state, view):
    return [target["id"] for target in ix.targets(state, view)]


def confirmed(state, view):
    state, action = ix.confirm(state, view)
    assert action is not None and ix.is_legal(view, action)
    return action


# -- championship cards (book 002, championship chapter; rules/anniversary.md rulings 3 to 8) --


def test_goal_swap_takes_two_goals_then_swaps_or_not_in_private():
    """Ruling 8: a pair of face-down goals, swapped or not; the choice is the player's alone."""
    game = dealt({FIRST: ["goal-swap"]}, change=into_pile("veto"))
    view = game.view(FIRST)
    state = pick(view, "goal-swap")
    assert ix.prompt(state, view) == "choose_first_goal"
    goals = [target["id"] for target in ix.board_targets(state, view)]
    assert goals == ["at:8,-2", "at:8,0", "at:8,2"]
    state = ix.choose(state, view, "at:8,0")
    assert ix.prompt(state, view) == "choose_second_goal" and state["pending"] is None
    assert [t["id"] for t in ix.board_targets(state, view)] == ["at:8,-2", "at:8,2"]
    shown, targets, pending, _ = choice_view.board_parts(state, view)
    assert targets[0]["id"] == "at:8,0" and pending == targets[0]["action"]  # the goal taken stays lit, ringed
    state = ix.choose(state, view, "at:8,2")
    assert ix.prompt(state, view) == "choose_swap" and ix.board_targets(state, view) == []
    assert [t["id"] for t in ix.button_targets(state, view)] == ["swap:0", "swap:1"]
    html = panel.controls_html(view, state, "fr", NAMES)
    assert "Les échanger" in html and "Les remettre sans échange" in html
    state = ix.choose(state, view, "swap:1")
    assert ix.prompt(state, view) == "confirm_hint"
    action = confirmed(state, view)
    assert action == {"kind": "goal_swap", "card": "goal-swap", "at": [8, 0], "to": [8, 2], "value": 1}
    game.apply(action)
    # Escape goes back one step at a time: the choice, then the second goal, then the first
    state = ix.choose(ix.choose(ix.choose(pick(view, "goal-swap"), view, "at:8,-2"), view, "at:8,0"), view, "swap:0")
    state = ix.cancel(state)
    assert state["pending"] is None and state["goals"] == [[8, -2], [8, 0]]
    state = ix.cancel(ix.cancel(state))
    assert state["goals"] is None and state["card"] == "goal-swap"


def test_reverse_has_no_target_it_is_played_then_confirmed():
    """Ruling 4: reverse needs no target; the keyboard goes to its Play button first."""
    game = dealt({FIRST: ["reverse"]}, change=into_pile("veto"))
    view = game.view(FIRST)
    state = pick(view, "reverse")
    assert ix.prompt(state, view) == "choose_play" and ix.first_aim(state, view) == "play"
    assert "data-target=\"play\"" in panel.controls_html(view, state, "en", NAMES)
    state = ix.choose(state, view, "play")
    game.apply(confirmed(state, view))
    assert game.view(None)["championship"]["reversed"] is True


def test_forgotten_treasure_then_a_private_pick_among_the_discards():
    """Ruling 7: instead of drawing, keep one of the top discards (decision keep_discard)."""
    def with_discard(position):
        position["discards"] = [{"card": position["draw_pile"].pop(0), "face_up": True}]
    game = dealt({FIRST: ["forgotten-treasure"]}, change=lambda p: (into_pile("veto")(p), with_discard(p)))
    view = game.view(FIRST)
    state = ix.choose(pick(view, "forgotten-treasure"), view, "play")
    game.apply(confirmed(state, view))
    view = game.view(FIRST)
    assert ix.answer_phase(view) and ix.prompt(ix.new_state(), view) == "choose_keep_discard"
    kept = view["keep_discard"]["cards"][0]
    assert ids(ix.new_state(), view) == ["keep:" + kept]
    state = ix.choose(ix.new_state(), view, "keep:" + kept)
    assert "Confirm" in panel.controls_html(view, state, "en", NAMES)
    game.apply(confirmed(state, view))
    assert kept in game.view(FIRST)["hand"]
    assert "keep_discard" not in game.view(FIRST + 1)  # the others never see the cards looked at


def test_scout_is_played_then_two_placements_in_a_row():
    """Ruling 5: play the scout, then two path cards (phase scout_place), each a placement."""
    game = dealt({FIRST: ["scout", "tunnel-NESW", "tunnel-EW"]}, change=into_pile("veto"))
    view = game.view(FIRST)
    game.apply(confirmed(ix.choose(pick(view, "scout"), view, "play"), view))
    for card in ("tunnel-EW", "tunnel-NESW"):
        view = game.view(FIRST)
        assert view["phase"] == "scout_place" and ix.prompt(ix.new_state(), view) == "scout_place_prompt"
        state = pick(view, card)
        state = ix.choose(state, view, ix.first_aim(state, view))
        game.apply(confirmed(state, view))
    assert game.to_move != FIRST


def test_diversion_lights_destinations_and_the_preview_shows_the_card_moved():
    """Ruling 6: the path card at championship.last_laid moves to a lit cell, either way round."""
    game = dealt({FIRST: ["tunnel-EW"], FIRST + 1: ["diversion"]}, change=into_pile("veto"))
    game.apply({"kind": "place", "card": "tunnel-EW", "at": [1, 0], "turned": False})
    view = game.view(FIRST + 1)
    moved = view["championship"]["last_laid"]
    state = pick(view, "diversion")
    assert ix.prompt(state, view) == "choose_diversion"
    spots = ix.board_targets(state, view)
    assert spots and all(t["kind"] == "spot" and t["action"]["kind"] == "diversion" for t in spots)
    shown, targets, pending, _ = choice_view.board_parts(state, view)
    assert {t["action"]["card"] for t in targets} == {"tunnel-EW"}  # the lit spots show the card that moves
    state = ix.choose(state, view, spots[0]["id"])
    shown, targets, pending, _ = choice_view.board_parts(state, view)
    assert pending["card"] == "tunnel-EW" and all(item["at"] != moved for item in shown["maze"])
    assert any(item["at"] == moved for item in view["maze"])  # the view itself is left as it is
    game.apply(confirmed(state, view))


def test_master_craftsman_repairs_any_one_of_three_tools():
    """Championship 2021: a repair naming all three tools, aimed like any repair."""
    def broken(position):
        for card in ("break-pick", "break-cart"):
            position["draw_pile"].remove(card)
        position["base"]["broken"][FIRST] = ["break-pick"]
        position["base"]["broken"][4] = ["break-cart"]
    game = dealt({FIRST: ["master-craftsman"]}, change=lambda p: (into_pile("veto")(p), broken(p)))
    view = game.view(FIRST)
    state = pick(view, "master-craftsman")
    assert ids(state, view) == ["seat:2:pick", "seat:4:cart", "discard"]
    assert 'data-target="seat:4:cart"' in panel.players_html(view, NAMES, "en", state)
    game.apply(confirmed(ix.choose(state, view, "seat:4:cart"), view))


# -- right of way (rules/anniversary.md ruling 13) ------------------------------------------------


def test_recruit_picks_the_card_to_discard_then_an_empty_cell_for_the_pawn():
    game = dealt({FIRST: ["tunnel-EW"]}, modules=("right-of-way",))
    view = game.view(FIRST)
    state = pick(view, "tunnel-EW")
    assert ix.can_recruit(state, view) and 'data-cmd="recruit"' in panel.controls_html(view, state, "en", NAMES)
    assert all(t["action"]["kind"] != "recruit" for t in ix.targets(state, view))  # placing stays placing
    state = ix.recruit(state, view)
    assert ix.prompt(state, view) == "choose_pawn_cell"
    cells = ix.board_targets(state, view)
    assert cells and {t["kind"] for t in cells} == {"cell"}
    state = ix.choose(state, view, cells[0]["id"])
    shown = choice_view.board_parts(state, view)[0]
    assert {"at": cells[0]["at"], "holder": FIRST} in shown["right-of-way"]["pawns"]  # the pawn in the preview
    game.apply(confirmed(state, view))
    assert ix.cancel(ix.recruit(pick(view, "tunnel-EW"), view))["mode"] is None  # Escape: back to the card


def test_toll_is_a_decision_pay_or_decline_showing_the_card_waiting():
    def broke(position):
        position["purse"]["nuggets"][FIRST + 1] = 0
    game = dealt({FIRST: ["tunnel-EW"], FIRST + 1: ["tunnel-NESW"]}, modules=("right-of-way",), change=broke)
    game.apply({"kind": "recruit", "card": "tunnel-EW", "at": [1, 0]})
    game.apply({"kind": "place", "card": "tunnel-NESW", "at": [1, 0], "turned": False})
    asked = game.to_move
    view = game.view(asked)
    assert ix.prompt(ix.new_state(), view) == "toll_prompt"
    html = panel.controls_html(view, ix.new_state(), "en", NAMES)
    assert "Di wants to lay a card" in html and "answer:pay_toll" in html and "answer:decline_toll" in html
    assert choice_view.board_parts(ix.new_state(), view)[3] == [1, 0]  # its cell outlined
    state = ix.choose(ix.new_state(), view, "answer:decline_toll")
    assert ix.prompt(state, view) == "confirm_hint"
    game.apply(confirmed(state, view))


# -- the veto ------------------------------------------------------------------------------------------


def test_the_asked_seat_sees_what_it_answers_and_answers_veto_or_allow():
    game = dealt({FIRST: ["tunnel-EW"], FIRST + 1: ["veto"]})
    game.apply({"kind": "place", "card": "tunnel-EW", "at": [1, 0], "turned": False})
    view = game.view(FIRST + 1)
    assert ix.prompt(ix.new_state(), view) == "veto_prompt"
    html = panel.controls_html(view, ix.new_state(), "en", NAMES)
    assert "Cy plays: Place" in html and "answer:veto" in html and "answer:allow" in html
    shown = choice_view.board_parts(ix.new_state(), view)[0]
    assert any(item["at"] == [1, 0] for item in shown["maze"])  # the card played, on its cell
    state = ix.new_state()
    assert ix.select_card(state, view, view["hand"].index("veto")) is state  # answered by its buttons only
    game.apply(confirmed(ix.choose(state, view, "answer:veto"), view))


def test_every_new_prompt_and_button_is_in_english_and_french():
    keys = ["choose_first_goal", "choose_second_goal", "choose_swap", "swap_1", "swap_0", "choose_play",
            "play_card", "choose_diversion", "scout_place_prompt", "recruit", "choose_pawn_cell", "toll_prompt",
            "choose_keep_discard", "veto_prompt", "answers_title", "answers_text", "answers_veto",
            "answers_go_on", "claim_title", "claim_back", "no_veto_now", "veto_done"]
    for code in LANGUAGES:
        for key in keys:
            assert key in STRINGS[code], (code, key)


# -- the veto at one screen: the session and the page -------------------------------------------------


def run(coro):
    return asyncio.new_event_loop().run_until_complete(coro)


def hot_seat_app(game, people=(FIRST, FIRST + 1)):
    """The page's controller over the worker's real handlers, with `game` in play and the
    seats in `people` played by persons at the screen, the others by bots."""
    session = gs.Session()
    table = gs.handlers(session)

    async def send(message):
        message = json.loads(json.dumps(message))
        return json.loads(json.dumps(table[message["type"]](message)))

    async def sleep(seconds):
        return None

    session.game = game
    session.seats = [{"name": NAMES[seat], "kind": "human" if seat in people else "bot", "level": 1 if seat in people else 2}
                     for seat in range(game.players)]
    app = App(send, sleep, "en")
    app.session = session
    reply = run(send({"type": "view", "viewer": None}))
    app._take(reply, resumed=True)
    run(app.settle())
    return app


def play_reverse(app):
    """The first person, at the screen, plays reverse through the page."""
    assert app.screen == "privacy"
    run(app.command("reveal"))
    view = app.view
    assert app.tap_hand(view["hand"].index("reverse"))
    run(app.tap_target("play"))
    run(app.command("confirm"))


def test_the_pause_after_a_card_is_the_same_whether_or_not_a_person_holds_a_veto():
    """Ruling 3 at one screen: after every card the same public pause; nothing of the reply
    or the screen tells whether a veto window opened."""
    screens = []
    for holder in (True, False):
        hands = {FIRST: ["reverse"], FIRST + 1: ["veto"]} if holder else {FIRST: ["reverse"]}
        game = dealt(hands, change=None if holder else into_pile("veto"))
        app = hot_seat_app(game)
        sent = []
        send = app.send

        async def spy(message, send=send, sent=sent):
            reply = await send(message)
            sent.append(reply)
            return reply
        app.send = spy
        play_reverse(app)
        assert app.screen == "answers"
        screens.append((app.render(), sent[-1]))
    assert screens[0] == screens[1]
    assert screens[0][1] == {"ok": True, "pause": True, "player": FIRST}


def test_a_claimed_veto_passes_the_device_to_its_holder_who_vetoes():
    game = dealt({FIRST: ["reverse"], FIRST + 1: ["veto"]})
    app = hot_seat_app(game)
    play_reverse(app)
    run(app.command("claim_veto"))
    assert app.screen == "claim"
    html = app.render()
    parse("<div>" + html + "</div>")
    assert 'data-arg="3"' in html and 'data-arg="2"' not in html  # the player cannot answer their own card
    run(app.command("claim", FIRST + 1))
    assert app.screen == "privacy" and "I am Di" in app.render()
    run(app.command("reveal"))
    assert app.viewer == FIRST + 1 and ix.answer_phase(app.view)
    run(app.tap_target("answer:veto"))
    run(app.command("confirm"))
    assert any(event.get("type") == "veto" for event in app.view["log"])
    assert app.session.game.view(None)["championship"]["reversed"] is False


def test_a_claim_by_someone_not_asked_looks_like_an_answer_and_goes_back_to_the_pause():
    game = dealt({FIRST: ["reverse"]}, change=into_pile("veto"))
    app = hot_seat_app(game)
    play_reverse(app)
    run(app.command("claim_veto"))
    run(app.command("claim", FIRST + 1))
    run(app.command("reveal"))
    assert app.viewer == FIRST + 1 and "no_veto_now" not in app.render()
    assert "You have nothing to answer now." in app.render()
    run(app.command("end_claim"))
    assert app.screen == "answers"
    run(app.command("go_on"))
    # the player then sees, privately, what their card did
    assert app.screen == "privacy"
    run(app.command("reveal"))
    assert app.viewer == FIRST and app.notice is not None


def test_go_on_lets_a_person_asked_in_private_allow_and_the_card_acts():
    game = dealt({FIRST: ["reverse"], FIRST + 1: ["veto"]})
    app = hot_seat_app(game)
    play_reverse(app)
    run(app.command("go_on"))
    assert app.session.game.view(None)["championship"]["reversed"] is True
    assert "veto" in app.session.game.view(FIRST + 1)["hand"]


def test_the_session_never_shows_who_is_asked_and_refuses_another_seat():
    """The reply's to_move is the view's: while a person is asked in private, the public and
    the player see the player to move; an action from the player is refused."""
    game = dealt({FIRST: ["tunnel-EW"], FIRST + 1: ["veto"]})
    session = gs.Session()
    session.game = game
    session.seats = [{"name": name, "kind": "human", "level": None} for name in NAMES]
    game.apply({"kind": "place", "card": "tunnel-EW", "at": [1, 0], "turned": False})
    reply = session.view({"viewer": None})
    assert reply["game"]["to_move"] == FIRST and game.to_move == FIRST + 1
    refused = gs.handlers(session)["act"]({"seat": FIRST, "action": {"kind": "allow"}, "viewer": FIRST})
    assert refused["ok"] is False
    # Ed claims: Di, asked before Ed and silent, lets the card act; Ed holds none, so the card is laid
    session.claim({"seat": 4, "viewer": None})
    assert game.decisions[-1].kind != "veto" and any(list(item["at"]) == [1, 0] for item in game.view(None)["maze"])
    session.seats[4]["kind"] = "bot"
    assert gs.handlers(session)["claim"]({"seat": 4, "viewer": None})["ok"] is False  # a bot's seat never claims


def test_bots_asked_in_private_answer_at_once_with_one_person():
    """With one person, a bot holding a veto answers inside the same request: the person is
    never left to move with nothing to do."""
    game = dealt({FIRST: ["tunnel-EW"], FIRST + 1: ["veto"]})
    session = gs.Session()
    session.game = game
    session.seats = [{"name": name, "kind": "human" if seat == FIRST else "bot", "level": 1}
                     for seat, name in enumerate(NAMES)]
    reply = session.act({"seat": FIRST, "action": {"kind": "place", "card": "tunnel-EW", "at": [1, 0], "turned": False},
                         "viewer": FIRST})
    assert "pause" not in reply and game.decisions[-1].kind != "veto"
    assert reply["game"]["to_move"] != FIRST


def test_answers_screens_are_well_formed_in_both_languages():
    seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot"}]
    for lang in LANGUAGES:
        parse("<div>" + answers.answers_html(0, NAMES, lang) + "</div>")
        parse("<div>" + answers.claim_html(seats, 0, NAMES, lang) + "</div>")
        parse("<div>" + answers.nothing_to_answer_html(lang) + "</div>")
    assert answers.claimants(seats, 0) == [1]


def test_a_game_resumed_while_a_card_waits_for_answers_shows_the_pause():
    """Hot-seat, reloaded with a veto window open: the player to move has nothing to do in
    their view; the page shows the pause (Go on lets the card act) rather than a stuck board."""
    game = dealt({FIRST: ["reverse"], FIRST + 1: ["veto"]})
    game.apply({"kind": "reverse", "card": "reverse"})
    app = hot_seat_app(game)
    if app.screen == "privacy":
        run(app.command("reveal"))
    assert app.screen == "answers"
    run(app.command("go_on"))
    assert app.session.game.view(None)["championship"]["reversed"] is True


def test_a_bots_card_at_a_shared_screen_pauses_too_and_bots_wait_meanwhile():
    """After a bot's card the same pause as after a person's (ruling 3): no view comes with it,
    no other bot moves until Go on."""
    game = dealt({})  # seat 3, a bot, holds the veto: it answers in the worker, unseen
    app = hot_seat_app(game, people=(0, 1))
    assert app.screen == "board" and app.game["to_move_kind"] == "bot"
    run(app.run_bots())
    assert app.session.game.actions[0].kind not in ("pass", "recruit")  # the bot to move (seat 2) played a card
    assert app.screen == "answers" and not app.bots_to_move()
    actions = len(app.session.game.actions)
    run(app.run_bots())
    assert len(app.session.game.actions) == actions  # nobody moves while the pause waits
    run(app.command("go_on"))
    assert app.screen in ("board", "privacy", "round-end")
