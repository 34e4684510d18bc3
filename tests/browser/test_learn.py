"""Issue 11, section 1 "Learn in the page", in the built page: How to play from the start screen
and from the board (English and French), what a card does on keyboard focus and on hover, the
role explained when it is dealt; axe-core finds nothing serious on any of them."""

from play_helpers import game_page, play_page, play_url  # noqa: F401 (fixtures)
from play_helpers import APP, attr, axe_violations, settle, start_game

SECTIONS = ["goal", "roles", "turn", "cards", "round-end", "gold", "here"]
WORDS = {
    "en": {"title": "How to play", "cards": "The cards", "back_start": "Back to the game setup",
           "back_game": "Back to the game"},
    "fr": {"title": "Comment jouer", "cards": "Les cartes", "back_start": "Retour à la préparation",
           "back_game": "Retour à la partie"},
}


def open_rules(page):
    page.click("header [data-cmd=rules]")
    page.wait_for_selector(f"{APP}[data-screen=rules]")
    settle(page)


def check_rules_page(page, lang):
    """The sections of the base game's page, in `lang`, with the game's own cards drawn and named."""
    words = WORDS[lang]
    assert page.inner_text("#rules-title") == words["title"]
    sections = page.eval_on_selector_all("[data-section]", "els => els.map(e => e.dataset.section)")
    assert sections == SECTIONS + ["modules"]  # issue 47 section 3: the anniversary modules last
    assert page.inner_text("#rules-cards") == words["cards"]
    pictures = page.eval_on_selector_all(".rule-card svg", "els => els.map(e => [e.getAttribute('role'), "
                                         "e.getAttribute('aria-label'), e.querySelectorAll('rect').length])")
    assert len(pictures) >= 15
    assert all(role == "img" and name and rects for role, name, rects in pictures), pictures
    assert axe_violations(page) == []


def game_snapshot(page):
    """What the person sees of the game: actions played, the hand, the selected card, the maze."""
    return (
        attr(page, "actions"), attr(page, "round"), attr(page, "to-move"),
        page.eval_on_selector_all("[data-hand]", "els => els.map(e => e.getAttribute('aria-label') + e.getAttribute('aria-pressed'))"),
        page.eval_on_selector_all("svg.maze g.cell", "els => els.map(e => e.getAttribute('aria-label'))"),
    )


def test_how_to_play_from_the_start_screen_and_the_board_leaves_the_game_as_it_was(game_page):
    # Issue 11: "How to play, reachable from the start screen and from the board ... in French and
    # English ... illustrated with the game's own card drawings ... a clear way back". One page:
    # the start screen in English then French, the board in French then English.
    page = game_page
    page.fill("[data-field=name][data-seat='0']", "Zoé")
    for lang in ("en", "fr"):
        if lang == "fr":
            page.select_option("#lang", "fr")
            settle(page)
        open_rules(page)
        check_rules_page(page, lang)
        page.click(f"text={WORDS[lang]['back_start']} >> nth=0")
        page.wait_for_selector(f"{APP}[data-screen=start]")
        assert page.input_value("[data-field=name][data-seat='0']") == "Zoé"  # the setup is as it was

    start_game(page, seats=[("Zoé", "human"), ("B1", "bot"), ("B2", "bot"), ("B3", "bot")], seed="8")
    assert attr(page, "screen") == "board" and attr(page, "to-move") == attr(page, "seat")
    page.click("[data-hand='0']")
    page.wait_for_selector("[data-hand='0'][aria-pressed='true']")
    settle(page)
    for lang in ("fr", "en"):
        if lang == "en":
            page.select_option("#lang", "en")
            settle(page)
        before = game_snapshot(page)
        open_rules(page)
        check_rules_page(page, lang)
        assert attr(page, "busy") == "0"
        page.click(f"text={WORDS[lang]['back_game']} >> nth=0")
        page.wait_for_selector(f"{APP}[data-screen=board]")
        settle(page)
        assert game_snapshot(page) == before


def test_cards_explain_themselves_and_the_role_is_explained_at_the_round_start(game_page):
    page = game_page
    start_game(page, seed="8")
    assert attr(page, "screen") == "board" and attr(page, "to-move") == attr(page, "seat")

    # Issue 11: "at the start of each round, the seat at the screen sees a clear explanation of its role"
    banner = page.inner_text(".role-banner")
    role = "saboteur" if "saboteur" in page.inner_text(".status") else "gold-digger"
    assert f"You are a {role}" in banner
    assert ("if the gold is not reached" if role == "saboteur" else "if someone reaches the gold") in banner

    # Issue 11: a hand card reached by keyboard shows what it does (aria-describedby, role=tooltip)
    card = None
    for _ in range(40):
        page.keyboard.press("Tab")
        card = page.evaluate("document.activeElement.getAttribute('data-hand')")
        if card is not None:
            break
    assert card is not None, "Tab never reached a hand card"
    tip_id = page.get_attribute(f"[data-hand='{card}']", "aria-describedby")
    assert page.get_attribute(f"#{tip_id}", "role") == "tooltip"
    assert page.is_visible(f"#{tip_id}")
    name = page.get_attribute(f"[data-hand='{card}']", "aria-label")
    kind = {"path": "Path:", "crossroads": "Path:", "dead": "Dead end:", "broken": "Broken", "repair": "Repair",
            "rockfall": "Rockfall:", "map": "Map:"}[name.split()[0]]
    assert page.inner_text(f"#{tip_id}").startswith(kind)
    assert axe_violations(page) == []  # the board with the banner and a tooltip shown

    # the banner is put away, the status line keeps the role
    page.click("[data-cmd=dismiss_role]")
    page.wait_for_selector(".role-banner", state="detached")
    assert f"You are a {role}" in page.inner_text(".status")

    # Issue 11: hovering a card on the board shows what it does; a face-down goal too
    page.hover("svg.maze g.cell[data-at='0,0']")
    page.wait_for_selector(".maze-tip:not([hidden])")
    assert "Start: the ladder" in page.inner_text(".maze-tip")
    assert not page.is_visible(f"#{tip_id}")
    page.hover("svg.maze g.goal >> nth=0")
    page.wait_for_function("document.querySelector('.maze-tip').textContent.includes('face down')")
    assert axe_violations(page) == []

    # the maze's cards: one tab stop, arrows move among them, the tip follows the focus
    page.focus("svg.maze g.cell[data-at='0,0']")
    page.keyboard.press("ArrowRight")
    focused = page.evaluate("document.activeElement.getAttribute('data-at')")
    assert focused not in (None, "0,0")
    assert page.get_attribute(f"svg.maze [data-at='{focused}']", "aria-label").split(",")[0] in page.inner_text(".maze-tip")
