"""Issue 11, point 4 ("Fixes from the same try") in the real page: the map's result before the
privacy screen, keyboard focus kept on the hand or the maze, arrow keys among lit spots, a focus
unlike a choice, a phone's lit spots on screen and big enough (and the pan buttons lit toward
those out of sight), no "(r)" on a touch screen, French default names."""

import pytest

from play_helpers import (  # noqa: F401 (fixtures)
    game_page, play_page, play_url,
    attr, axe_violations, my_turn, select_hand_card, settle, start_game, wait_actions_change, wait_ready,
)

ACTIVE = "() => { const e = document.activeElement; return e === null || e === document.body ? 'body' : e.outerHTML.slice(0, 80); }"
ON_HAND_OR_MAZE = "() => { const e = document.activeElement; return !!(e && e.closest('.hand, svg.maze')); }"


def reveal_if_private(page):
    if attr(page, "screen") == "privacy":
        page.click("[data-cmd=reveal]")
        page.wait_for_selector("#app[data-screen=board]")
        settle(page)


def test_hot_seat_map_result_is_seen_before_the_privacy_screen(game_page):
    """Point 4, hot-seat map: the goal looked at is shown; the privacy screen comes on Close."""
    page = game_page
    start_game(page, seats=[("Ana", "human"), ("Bo", "human"), ("Bot 1", "bot"), ("Bot 2", "bot")], seed="3")
    reveal_if_private(page)  # seed 3: Ana moves first and holds a map
    assert attr(page, "seat") == "0"
    page.click("[data-hand][aria-label='map']")
    settle(page)
    page.click("svg.maze g.target.goal")
    settle(page)
    before = attr(page, "actions")
    page.click("[data-cmd=confirm]")
    wait_actions_change(page, before)
    assert attr(page, "screen") == "board" and attr(page, "seat") == "0"
    result = page.locator(".map-result")
    assert result.is_visible()
    assert result.locator("svg[aria-label$='goal']").is_visible()  # the goal's card, drawn
    # the person reads it in peace: keyboard focus is on its Close button, no bot moves meanwhile
    assert page.evaluate("() => document.activeElement.dataset.cmd") == "close_result"
    assert attr(page, "actions") == str(int(before) + 1)
    assert axe_violations(page) == []  # issue 11: no violation on the new screens
    page.keyboard.press("Enter")
    page.wait_for_selector("#app[data-screen=privacy]")
    assert page.locator(".map-result, .hand-cards").count() == 0


def tab_to(page, test, limit=120):
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate(test):
            return True
    return False


def stroke(page, selector):
    return page.evaluate(
        "s => { const c = getComputedStyle(document.querySelector(s)); "
        "return [c.stroke, c.strokeDasharray, parseFloat(c.strokeWidth)]; }", selector)


def test_keyboard_play_keeps_focus_and_arrows_walk_the_lit_spots(game_page):
    """Point 4, keyboard: focus never falls to the body after a move or a bot's redraw; arrow keys
    go to the nearest lit spot on their side; a focused spot looks unlike a chosen one."""
    page = game_page
    start_game(page, seed="20", speed="fast")
    assert attr(page, "seat") == attr(page, "to-move")  # seed 20: Ana plays first
    assert tab_to(page, "() => document.activeElement.matches('[data-hand]:not(.unplayable)') && "
                        "/^(path|crossroads)/.test(document.activeElement.getAttribute('aria-label'))")
    page.keyboard.press("Enter")
    settle(page)
    assert tab_to(page, "() => document.activeElement.matches('svg.maze g.target')")
    spots = page.evaluate("() => [...document.querySelectorAll('svg.maze g.target')].map(g => g.dataset.target)")
    assert len(spots) >= 2
    first = page.evaluate("() => document.activeElement.dataset.target")
    moved = None
    for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
        page.keyboard.press(key)
        now = page.evaluate("() => document.activeElement.dataset.target")
        assert now in spots
        if now != first:
            moved = (key, now)
            break
    assert moved is not None, "no arrow key moved between lit spots"
    key, second = moved
    fx, fy = (int(v) for v in first[3:].split(","))
    sx, sy = (int(v) for v in second[3:].split(","))
    assert {"ArrowRight": sx > fx, "ArrowLeft": sx < fx, "ArrowDown": sy > fy, "ArrowUp": sy < fy}[key]
    # choose the focused spot, then walk back: the chosen one and the focused one look different
    page.keyboard.press("Enter")
    settle(page)
    assert page.get_attribute("svg.maze g.target.chosen", "data-target") == second
    back = {"ArrowRight": "ArrowLeft", "ArrowLeft": "ArrowRight", "ArrowDown": "ArrowUp", "ArrowUp": "ArrowDown"}[key]
    page.keyboard.press(back)
    focused = page.evaluate("() => document.activeElement.dataset.target")
    assert focused != second
    ring = stroke(page, f"g.target[data-target='{focused}'] .ring")
    chosen = stroke(page, "g.target.chosen .hl")
    chosen_ring = stroke(page, "g.target.chosen .ring")
    assert ring[0] == "rgb(255, 255, 255)" and ring[1] != "none" and ring[2] >= 4  # thick dashed white
    assert chosen[0] == "rgb(255, 210, 90)" and chosen[1] == "none"  # solid yellow
    assert chosen_ring[0] == "none"
    # confirm by keyboard: focus stays on the hand or the maze, never the page's body
    page.keyboard.press(key)
    assert page.evaluate("() => document.activeElement.dataset.target") == second
    before = attr(page, "actions")
    page.keyboard.press("Enter")
    page.wait_for_function("n => document.getElementById('app').dataset.actions !== n", arg=before)
    assert page.evaluate(ACTIVE) != "body"
    assert page.evaluate(ON_HAND_OR_MAZE)
    # the bots' redraws, one per move, until Ana's turn again
    page.wait_for_function("() => { const a = document.getElementById('app').dataset; "
                           "return a.toMove === a.seat && a.busy === '0'; }", timeout=120_000)
    assert int(attr(page, "actions")) >= int(before) + 4
    assert page.evaluate(ACTIVE) != "body"
    assert page.evaluate(ON_HAND_OR_MAZE)


@pytest.fixture
def phone(browser, site_url):
    context = browser.new_context(viewport={"width": 360, "height": 640}, has_touch=True)
    page = context.new_page()
    page.goto(site_url)
    wait_ready(page)
    yield page
    context.close()


def test_on_a_phone_lit_spots_are_on_screen_and_big_enough(phone):
    """Point 4, phone (360x640, touch): after choosing a card a lit spot is in the viewport and
    at least 44x44 px; the turn button shows no "(r)". In English, then in French on the same
    deal (switched on the open page): there the longer words push the maze lower, and the page
    brings it into sight."""
    page = phone
    start_game(page, seats=[("Ana", "human"), ("B1", "bot"), ("B2", "bot"), ("B3", "bot")], seed="20")
    playable = "[data-hand]:not(.unplayable):not([disabled])"
    for lang in ("en", "fr"):
        if lang == "fr":
            page.select_option("#lang", "fr")
            settle(page)
        seen_spots = seen_turn = False
        for n in range(page.locator(playable).count()):
            card = page.locator(playable).nth(n)
            page.evaluate("window.scrollTo(0, 0)")
            card.tap()
            settle(page)
            assert card.get_attribute("aria-pressed") == "true"
            spots = page.evaluate("""() => [...document.querySelectorAll('svg.maze g.target')].map(g => {
                const r = g.getBoundingClientRect();
                return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, w: r.width, h: r.height}; })""")
            if spots:
                seen_spots = True
                visible = [s for s in spots if s["top"] >= 0 and s["bottom"] <= 640 and s["left"] >= 0 and s["right"] <= 360]
                assert visible, (lang, spots)
                assert min(s["w"] for s in spots) >= 44 and min(s["h"] for s in spots) >= 44, (lang, spots)
            turn = page.locator("[data-cmd=turn]")
            if turn.count():
                seen_turn = True
                assert turn.inner_text().strip() and "(r)" not in turn.inner_text()
            card.tap()  # deselect
            settle(page)
        assert seen_spots and seen_turn, lang


IN_SIGHT = """() => { const maze = document.querySelector('svg.maze').getBoundingClientRect();
    return [...document.querySelectorAll('svg.maze g.target')].map(g => { const r = g.getBoundingClientRect();
        return r.top >= maze.top - 1 && r.bottom <= maze.bottom + 1 && r.left >= maze.left - 1 && r.right <= maze.right + 1; }); }"""


def test_on_a_phone_a_pan_button_lights_toward_lit_spots_out_of_sight(phone):
    """Point 4, phone: the map's three goals do not fit in a window of finger-sized cards; the
    pan button toward the goals left out is lit and counts them, and panning that way brings them in."""
    page = phone
    start_game(page, seats=[("Ana", "human"), ("B1", "bot"), ("B2", "bot"), ("B3", "bot")], seed="3")
    page.locator("[data-hand][aria-label='map']").tap()  # seed 3: Ana moves first and holds a map
    settle(page)
    before = page.evaluate(IN_SIGHT)
    hidden = before.count(False)
    assert len(before) == 3 and hidden, before
    lit = page.locator(".camera .btn.lit")  # the goals are in one column: all hidden ones lie one way
    assert lit.count() == 1 and lit.get_attribute("aria-label").endswith(
        ": 1 lit spot that way" if hidden == 1 else f": {hidden} lit spots that way")
    command = lit.get_attribute("data-cmd")
    for _ in range(10):
        page.locator(f".camera [data-cmd={command}]").tap()
        settle(page)
        if "lit" not in page.locator(f".camera [data-cmd={command}]").get_attribute("class"):
            break
    after = page.evaluate(IN_SIGHT)
    assert all(now for now, was in zip(after, before) if not was), after  # the goals out of sight are in it


def test_on_a_wide_screen_with_a_mouse_the_turn_button_tells_its_key(game_page):
    page = game_page
    start_game(page, seed="20")
    for n in range(page.locator("[data-hand]").count()):
        page.locator("[data-hand]").nth(n).click()
        settle(page)
        if page.locator("[data-cmd=turn]").count():
            assert page.locator("[data-cmd=turn]").inner_text() == "Turn 180° (r)"
            return
        page.locator("[data-hand]").nth(n).click()
        settle(page)
    raise AssertionError("no card to turn in this deal")


def test_default_names_follow_the_language_and_typed_names_stay(game_page):
    """Point 4, French default names."""
    page = game_page

    def names():
        return page.eval_on_selector_all("[data-field=name]", "els => els.map(e => e.value)")

    assert names() == ["Player 1", "Bot 1", "Bot 2", "Bot 3"]
    page.fill("[data-field=name][data-seat='2']", "Zoé")
    page.select_option("#lang", "fr")
    settle(page)
    assert names() == ["Joueur 1", "Robot 1", "Zoé", "Robot 3"]
    page.click("[data-cmd=start]")
    page.wait_for_selector("#app[data-screen=board]")
    settle(page)
    assert "Joueur 1" in page.inner_text(".players") and "Zoé" in page.inner_text(".players")


# -- issue 45 ("The table a player expects") ---------------------------------------------------------


def test_hot_seat_move_result_then_done_passes_the_device(game_page):
    """Issue 45, build 4: after a person's move in hot-seat, their own view shows what the move did
    (the card drawn) with "Done, pass the device"; the privacy screen comes only then."""
    page = game_page
    start_game(page, seats=[("Ana", "human"), ("Bo", "human"), ("Cy", "human")], seed="5")
    reveal_if_private(page)
    mover = attr(page, "seat")
    before = attr(page, "actions")
    select_hand_card(page)
    page.click("[data-cmd=discard]")
    page.click("[data-cmd=confirm]")
    wait_actions_change(page, before)
    settle(page)
    assert attr(page, "screen") == "board" and attr(page, "seat") == mover
    box = page.locator(".move-result")
    assert box.is_visible() and "You drew: " in box.inner_text()
    assert page.evaluate("() => document.activeElement.dataset.cmd") == "close_result"  # focus on Done
    assert axe_violations(page) == []
    page.keyboard.press("Enter")
    page.wait_for_selector("#app[data-screen=privacy]")
    assert page.locator(".move-result, .hand-cards").count() == 0


def test_a_picked_card_to_three_keys_on_its_spot(game_page):
    """Issue 45, fault 8: key 1-9 picks a card and focus goes to its first lit spot; Enter chooses,
    Enter confirms (three keys); the hand tells keyboard users so."""
    page = game_page
    start_game(page, seed="8")
    my_turn(page)
    assert page.locator(".keys-help").is_visible()
    index = page.evaluate("() => [...document.querySelectorAll('[data-hand]')].findIndex(b => !b.classList.contains('unplayable'))")
    before = attr(page, "actions")
    page.keyboard.press(str(index + 1))
    page.wait_for_function("() => document.activeElement && document.activeElement.matches('[data-target]')")
    page.keyboard.press("Enter")
    settle(page)
    assert page.locator("[data-cmd=confirm]").count() == 1
    assert page.evaluate("() => document.activeElement.matches('[data-target]')")
    assert axe_violations(page) == []
    page.keyboard.press("Enter")
    wait_actions_change(page, before)


def test_an_inspection_result_box_and_the_inspected_seat_marked(game_page):
    """Issue 45, fault 5: an inspection's result is a box like a map's, and the inspected seat's
    row says the role seen while the box is up, bots playing on meanwhile (Saboteur 2, seed 70:
    Ana moves first with an inspection)."""
    page = game_page
    start_game(page, seats=[("Ana", "human"), ("Ada", "bot"), ("Bo", "bot"), ("Cy", "bot")], seed="70",
               ruleset="saboteur2")
    my_turn(page)
    page.click("[data-hand][aria-label='inspection']")
    settle(page)
    page.locator(".ptargets button.target").first.click()
    settle(page)
    before = attr(page, "actions")
    page.click("[data-cmd=confirm]")
    wait_actions_change(page, before)
    settle(page)
    box = page.locator(".move-result")
    assert box.is_visible() and box.inner_text().startswith("You looked at the role of ")
    row = page.locator(".player.inspected")
    assert row.count() == 1 and row.locator(".seen-role").inner_text().startswith("you saw: ")
    assert axe_violations(page) == []
    page.click("[data-cmd=close_result]")
    settle(page)
    assert page.locator(".move-result, .player.inspected").count() == 0


def test_a_picked_unplayable_card_looks_picked_and_saboteur2_has_no_gold_card_option(game_page):
    """Issue 45, faults 4 and 3: a card picked to pass looks picked (solid gold border, a tick)
    even when it cannot be played; the Saboteur 2 setup does not show base Saboteur's gold-card option."""
    page = game_page
    page.select_option("#opt-ruleset", "saboteur2")
    settle(page)
    assert not page.locator("#opt-gold-draw").is_visible()
    page.select_option("#opt-ruleset", "base")
    settle(page)
    assert page.locator("#opt-gold-draw").is_visible()
    # seed 1, three people: the first to move holds a lantern repair and a hands-off, neither playable yet
    start_game(page, seats=[("Ana", "human"), ("Bo", "human"), ("Cy", "human")], seed="1", ruleset="saboteur2")
    reveal_if_private(page)
    stuck = page.locator("[data-hand].unplayable:not([disabled])")
    assert stuck.count() == 2
    stuck.first.click()
    settle(page)
    page.click("[data-cmd=discard]")
    settle(page)
    page.locator("[data-hand].unplayable:not([aria-pressed=true])").first.click()  # a second one, to pass both
    settle(page)
    picked = page.locator("[data-hand].unplayable[aria-pressed=true]")
    assert picked.count() == 2
    for i in range(2):
        assert picked.nth(i).locator(".pick-mark").is_visible()
        style = picked.nth(i).evaluate("e => { const c = getComputedStyle(e); return [c.borderTopStyle, c.borderTopColor]; }")
        assert style == ["solid", "rgb(255, 210, 90)"]
    unpicked = page.locator("[data-hand][aria-pressed=false]").first
    assert unpicked.evaluate("e => getComputedStyle(e).borderTopColor") != "rgb(255, 210, 90)"
    assert axe_violations(page) == []
