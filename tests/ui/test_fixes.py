"""Issue 11, point 4 ("Fixes from the same try"): the map's result before the privacy screen,
default names that follow the language, arrow keys among lit spots, a Stone label that stays
readable on a turned goal, and lit spots a finger can hit on a phone."""

import xml.etree.ElementTree as ET

from test_app import make_app, run
from ui import board_svg, cards_svg, interaction, panel
from ui.text import t
from ui_helpers import played

SVG = "{http://www.w3.org/2000/svg}"


def test_hot_seat_map_shows_the_goal_before_the_privacy_screen():
    """Point 4, hot-seat map: the person who looked sees the goal; the privacy screen comes when they close it."""
    app = make_app()
    run(app.boot())
    app.config["seats"] = [{"name": "Ana", "kind": "human", "level": 1}, {"name": "Bo", "kind": "human", "level": 1},
                           {"name": "B1", "kind": "bot", "level": 1}, {"name": "B2", "kind": "bot", "level": 1}]
    app.config["seed"] = "3"  # Ana moves first and holds a map
    run(app.command("start"))
    if app.screen == "privacy":
        run(app.command("reveal"))
    assert app.view["seat"] == 0 and "map" in app.view["hand"]
    index = app.view["hand"].index("map")
    app.tap_hand(index)
    goal = interaction.board_targets(app.state, app.view)[0]
    run(app.tap_target(goal["id"]))
    assert run(app.command("confirm"))
    seen = [g for g in app.view["goals"] if g["at"] == goal["at"]][0]["card"]
    assert app.screen == "board" and app.view["seat"] == 0
    assert not app.bots_to_move()  # nobody's move takes the screen away meanwhile
    html = app.render()
    result = html[html.index('class="map-result'):]
    assert 'data-cmd="close_result"' in result and "<svg" in result
    assert f'aria-label="{cards_svg.esc(t("en", "card_" + ("goal-gold" if seen == "goal-gold" else "goal-stone")))}"' in result
    assert run(app.command("close_result"))
    assert app.screen == "privacy" and "map-result" not in app.render()
    assert "hand-cards" not in app.render()


def test_default_names_follow_the_language_and_typed_names_stay():
    """Point 4, French default names."""
    app = make_app()
    run(app.boot())
    run(app.command("add_seat"))
    assert [s["name"] for s in app.config["seats"]] == ["Player 1", "Bot 1", "Bot 2", "Bot 3", "Bot 4"]
    app.field("name", "Zoé", 2)
    assert app.field("lang", "fr")
    assert [s["name"] for s in app.config["seats"]] == ["Joueur 1", "Robot 1", "Zoé", "Robot 3", "Robot 4"]
    assert "Joueur 1" in app.render()
    app.field("lang", "en")
    assert [s["name"] for s in app.config["seats"]] == ["Player 1", "Bot 1", "Zoé", "Bot 3", "Bot 4"]
    # a setup remembered in English, opened in French
    french = make_app(lang="fr")
    assert french.restore_setup(app.setup_json())
    assert [s["name"] for s in french.config["seats"]] == ["Joueur 1", "Robot 1", "Zoé", "Robot 3", "Robot 4"]


def test_arrow_keys_pick_the_nearest_lit_spot_on_that_side():
    """Point 4, keyboard: left/right/up/down go to the nearest lit spot in that direction."""
    ids = ["at:1,0", "at:3,0", "at:2,-1", "at:2,2", "at:0,1", "at:5,-1"]
    assert interaction.nearest_target(ids, "at:1,0", "ArrowRight") == "at:3,0"  # two ahead beats one ahead, one aside
    assert interaction.nearest_target(["at:2,-1", "at:4,0"], "at:1,0", "ArrowRight") == "at:2,-1"  # 1 + 2 < 3
    assert interaction.nearest_target(ids, "at:3,0", "ArrowLeft") == "at:1,0"
    assert interaction.nearest_target(ids, "at:3,0", "ArrowRight") == "at:5,-1"
    assert interaction.nearest_target(ids, "at:2,2", "ArrowUp") == "at:2,-1"
    assert interaction.nearest_target(["at:2,0", "at:2,4", "at:1,1"], "at:2,0", "ArrowDown") == "at:1,1"
    assert interaction.nearest_target(["at:0,0", "at:0,4", "at:3,1"], "at:0,0", "ArrowDown") == "at:0,4"
    assert interaction.nearest_target(ids, "at:0,1", "ArrowLeft") is None  # nothing further west
    assert interaction.nearest_target(ids, "at:5,-1", "ArrowUp") is None
    assert interaction.nearest_target(ids, "seat:1", "ArrowUp") is None
    assert interaction.nearest_target(ids, "at:1,0", "r") is None


def _parents(root):
    return {child: parent for parent in root.iter() for child in parent}


def test_the_stone_label_of_a_turned_goal_is_not_turned():
    """Point 4: "Stone" on a goal turned 180 degrees reads the right way up; its drawing turns."""
    view = {"maze": [{"at": [0, 0], "card": "start"}, {"at": [8, 0], "card": "goal-stone-NE", "turned": True}],
            "goals": []}
    root = ET.fromstring(board_svg.board_svg(view, [], None, "en"))
    parents = _parents(root)
    texts = [node for node in root.iter(SVG + "text") if "".join(node.itertext()) == "Stone"]
    assert len(texts) == 1
    node, turned_drawing = texts[0], False
    while node in parents:
        node = parents[node]
        assert "rotate" not in (node.get("transform") or "")
    for group in root.iter(SVG + "g"):
        if "rotate(180" in (group.get("transform") or ""):
            turned_drawing = bool(group.findall(SVG + "polygon"))  # the rock and the paths turn
    assert turned_drawing
    # the same in the hand and as a preview (card_svg)
    hand = ET.fromstring(cards_svg.card_svg("goal-stone-NW", True))
    parents = _parents(hand)
    node = [n for n in hand.iter(SVG + "text") if "".join(n.itertext()) == "Stone"][0]
    while node in parents:
        node = parents[node]
        assert "rotate" not in (node.get("transform") or "")


def test_on_a_phone_the_fit_keeps_lit_spots_at_least_44_px():
    """Point 4, phone: the maze zooms around the lit spots so that each is >= 44 CSS px wide."""
    checked = 0
    for seed in range(12):
        game = played(players=5, seed=seed, moves=30 + seed)
        if game.to_move is None:
            continue
        view = game.view(game.to_move)
        for card in view["hand"]:
            state = interaction.select_card(interaction.new_state(), view, view["hand"].index(card))
            spots = interaction.board_targets(state, view)
            if not spots:
                continue
            for width, height in ((344, 320), (300, 260)):
                box = board_svg.fit_viewbox(view, spots, screen=(width, height))
                px_per_unit = min(width / box[2], height / box[3])
                assert px_per_unit * cards_svg.CARD_W >= 44
                inside = [s for s in spots if box[0] <= s["at"][0] * board_svg.PITCH_X
                          and s["at"][0] * board_svg.PITCH_X + cards_svg.CARD_W <= box[0] + box[2]
                          and box[1] <= s["at"][1] * board_svg.PITCH_Y
                          and s["at"][1] * board_svg.PITCH_Y + cards_svg.CARD_H <= box[1] + box[3]]
                assert inside, "at least one lit spot wholly in the window"
                checked += 1
    assert checked > 10
    # a wide screen, or a maze small enough, keeps the whole-maze fit
    view = played(players=5, seed=1, moves=0).view(0)
    state = interaction.select_card(interaction.new_state(), view, 0)
    spots = interaction.board_targets(state, view)
    assert board_svg.fit_viewbox(view, spots, screen=(900, 700)) == board_svg.fit_viewbox(view, spots)


def test_the_app_fits_the_phone_window_and_pans_from_it():
    app = make_app()
    run(app.boot())
    app.config["seed"] = "3"
    app.speed = "instant"
    run(app.command("start"))
    app.maze_px = (344, 320)
    app.tap_hand(0)
    box = app.viewbox()
    assert min(344 / box[2], 320 / box[3]) * cards_svg.CARD_W >= 44
    assert board_svg.viewbox_text(box) in app.render()
    run(app.command("pan_right"))
    assert app.camera[0] > box[0] and app.camera[2] == box[2]


def test_pan_buttons_light_up_toward_lit_spots_out_of_sight():
    """Point 4, phone: when the window leaves lit spots out, the pan buttons that way are lit
    and name how many; panning that way brings them in, and the button goes dark."""
    for seed in range(3, 40):
        app = make_app()
        run(app.boot())
        app.config["seed"] = str(seed)
        app.speed = "instant"
        run(app.command("start"))
        app.maze_px = (344, 320)
        for index in range(len(app.view["hand"])):
            app.state = interaction.new_state()
            app.tap_hand(index)
            ats = [tg["at"] for tg in interaction.board_targets(app.state, app.view) if tg.get("at") is not None]
            beyond = board_svg.spots_beyond(app.viewbox(), ats)
            side = next((side for side, count in beyond.items() if count), None)
            if side is None:
                continue
            html = app.render()
            name = t("en", "spots_that_way", direction=t("en", "pan_" + side), n=beyond[side])
            assert f'class="btn cam lit" data-cmd="pan_{side}" aria-label="{name}"' in html
            assert html.count("btn cam lit") == sum(1 for count in beyond.values() if count)
            for _ in range(20):
                run(app.command("pan_" + side))
                if 'data-cmd="pan_' + side + '" aria-label="' + t("en", "pan_" + side) + '"' in app.render():
                    break
            assert board_svg.spots_beyond(app.viewbox(), ats)[side] == 0
            return
    raise AssertionError("no phone window left a lit spot out of sight")


def test_focused_spot_and_chosen_spot_are_drawn_apart_and_r_hint_is_for_keyboards():
    """Point 4: a focus ring of its own (style.py dashes it white) vs the chosen spot's solid yellow;
    the "(r)" hint in a span that style.py shows only for fine pointers."""
    view = played(players=4, seed=3, moves=0).view(0)
    state = interaction.select_card(interaction.new_state(), view, 0)
    spots = interaction.board_targets(state, view)
    state = interaction.choose(state, view, spots[0]["id"])
    root = ET.fromstring(board_svg.board_svg(view, spots, state["pending"], "en"))
    for group in root.iter(SVG + "g"):
        if "target" in (group.get("class") or "").split():
            rects = {r.get("class"): r for r in group.findall(SVG + "rect")}
            assert "ring" in rects and rects["ring"].get("stroke") is None  # drawn by :focus only
            chosen = "chosen" in group.get("class")
            assert (rects["hl"].get("stroke") == "#ffd25a") == chosen
            assert (rects["hl"].get("stroke-dasharray") is None) == chosen
    from ui import style
    assert "g.target:focus .ring { stroke: #ffffff; stroke-width: 4; stroke-dasharray: 9 5; }" in style.CSS
    assert "g.target:focus .hl" not in style.CSS
    turnable = [interaction.select_card(interaction.new_state(), view, i) for i in range(len(view["hand"]))]
    turnable = [st for st in turnable if interaction.can_turn(st, view)]
    html = panel.controls_html(view, turnable[0], "en")
    turn = [b for b in html.split("<button")[1:] if 'data-cmd="turn"' in b]
    assert turn and "(r)" not in turn[0].split("<span")[0]
    assert '<span class="kbd-hint" aria-hidden="true"> (r)</span>' in turn[0]
    assert 'aria-label="Turn 180°"' in turn[0]
    assert "@media (hover: hover) and (pointer: fine) { .kbd-hint { display: inline; } }" in style.CSS
