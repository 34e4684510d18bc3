"""Issue 45 ("The table a player expects"): hot-seat results before the device passes (what to
build 4, fault 5), the first screen's Quick game (what to build 5), options from the ruleset's
data (fault 3), picked cards (fault 4), the keyboard hint (fault 8) and the cosmetic words."""

import xml.etree.ElementTree as ET

from test_app import check_html, make_app, run
from ui import interaction, panel
from ui.text import card_name, t


def start(app, seats, seed, ruleset="base"):
    run(app.boot())
    app.config["ruleset"] = ruleset
    app.config["seats"] = seats
    app.config["seed"] = str(seed)
    app.speed = "instant"
    run(app.command("start"))
    if app.screen == "privacy":
        run(app.command("reveal"))


def place_first_spot(app):
    """Play the first hand card that has a lit spot, on its first spot (a confirmed move)."""
    for index, card in enumerate(app.view["hand"]):
        app.tap_hand(index)
        spots = interaction.board_targets(app.state, app.view)
        if spots:
            run(app.tap_target(spots[0]["id"]))
            assert run(app.command("confirm"))
            return card
        run(app.command("cancel"))
    raise AssertionError("no card with a lit spot")


def test_hot_seat_shows_the_move_and_the_card_drawn_before_the_privacy_screen():
    """What to build 4: after a person's move among several people, their own view stays with a
    result box (the move, the card drawn) and "Done, pass the device"; only then the privacy screen."""
    people = [{"name": name, "kind": "human", "level": 1} for name in ("Ana", "Bo", "Cy")]
    app = make_app()
    start(app, people, 5)
    mover = app.view["seat"]
    place_first_spot(app)
    assert app.screen == "board" and app.view["seat"] == mover  # not the privacy screen at once
    assert app.result_held() and not app.bots_to_move()
    html = check_html(app)
    box = html[html.index('class="map-result move-result"'):]
    assert t("en", "move_result_title") in box and 'data-cmd="close_result"' in box
    assert t("en", "done_pass") in box
    drawn = [e for e in app.view["log"] if e.get("type") == "draw" and e.get("seat") == mover][-1]["card"]
    assert t("en", "drew_card", card=card_name("en", drawn)) in box and "<svg" in box
    run(app.settle())
    assert app.screen == "board"  # settling again does not skip the result
    assert run(app.command("close_result"))
    assert app.screen == "privacy" and "move-result" not in app.render()


def test_one_person_gets_no_hand_over_box_for_a_plain_move():
    """What to build 4 concerns hot-seat only: alone with bots, a plain move shows no box."""
    seats = [{"name": "Ana", "kind": "human", "level": 1}] + [
        {"name": "B" + str(n), "kind": "bot", "level": 1} for n in range(3)]
    app = make_app()
    start(app, seats, 5)
    while app.bots_to_move():
        run(app.run_bots())
    place_first_spot(app)
    assert app.notice is None and "move-result" not in app.render()


def test_an_inspection_gets_a_result_box_and_its_seat_marked():
    """Fault 5: an inspection's result is a box like a map's (the role seen), and the inspected
    seat is marked in the players list. Saboteur 2, seed 70: seat 0 moves first with an inspection."""
    seats = [{"name": "Ana", "kind": "human", "level": 1}] + [
        {"name": name, "kind": "bot", "level": 1} for name in ("Ada", "Bo", "Cy")]
    for lang in ("en", "fr"):
        app = make_app(lang=lang)
        app.lang = lang
        start(app, seats, 70, "saboteur2")
        index = app.view["hand"].index("inspection")
        app.tap_hand(index)
        target = interaction.player_targets(app.state, app.view)[0]
        run(app.tap_target(target["id"]))
        assert run(app.command("confirm"))
        inspected = target["seat"]
        role = [e for e in app.view["log"] if e.get("type") == "inspect"][-1]["role"]
        html = check_html(app)
        box = html[html.index('class="map-result move-result"'):]
        words = t(lang, "inspect_result", name=app.names()[inspected], role=t(lang, "role_" + role))
        assert words.replace("'", "&#x27;") in box or words in box
        root = ET.fromstring("<div>" + html + "</div>")
        marked = [li for li in root.iter("li") if "marked" in (li.get("class") or "").split()]
        assert [li.get("data-seat") for li in marked] == [str(inspected)]
        assert run(app.command("close_result")) and app.notice is None
