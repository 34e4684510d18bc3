"""The Lost Mines' page as a player meets it (issue 48, section 2 "The page", the polish after
playing whole games at 1280x800 and 360x640, English and French): each item cites the issue's
leftover it checks."""

import pytest
from lost_mines_view import NAMES, lost_mines_view
from ui import cards_svg
from ui.text import describe_log


@pytest.fixture(autouse=True)
def forget_the_table():
    """The page remembers the last view's table (cards_svg.remember_view)."""
    yield
    cards_svg._goal_rows[:] = []
    cards_svg._layout[0] = cards_svg.BASE_LAYOUT
    cards_svg._treasures[:] = []


def step(seat, start, end):
    return {"type": "moved", "seat": seat, "from": start, "to": end, "steps": 1}


def test_a_walk_reads_as_one_line_in_both_languages():
    """Leftover (1): every step was its own log line; a walk of three steps is one line, from
    where it set off to where it ended, a start named as its clan's; another seat's walk right
    after is a line of its own."""
    cards_svg.remember_view(lost_mines_view())
    log = [step(0, [0, -2], [1, -2]), step(0, [1, -2], [2, -2]), step(0, [2, -2], [2, -1]),
           step(1, [0, 2], [1, 2])]
    assert describe_log("en", log, NAMES) == [
        "Ana walked 3 steps from the blue clan's start to column 3, row 3.",
        "Bo walked 1 step from the yellow clan's start to column 2, row 6."]
    assert describe_log("fr", log, NAMES) == [
        "Le nain d'Ana a fait 3 pas, du départ du clan bleu à colonne 3, rangée 3.",
        "Le nain de Bo a fait 1 pas, du départ du clan jaune à colonne 2, rangée 6."]


def test_two_walks_of_one_seat_in_two_turns_stay_two_lines():
    """Leftover (1): only the steps of one walk are joined; the next turn's walk sets off anew."""
    cards_svg.remember_view(lost_mines_view())
    log = [step(0, [0, -2], [1, -2]), {"type": "place", "seat": 0, "card": "lm-path-EW", "at": [4, -2], "turned": False},
           step(0, [1, -2], [2, -2])]
    lines = describe_log("en", log, NAMES)
    assert len(lines) == 3 and lines[0].startswith("Ana walked 1 step") and lines[2].startswith("Ana walked 1 step")


def test_a_path_cards_tip_says_it_need_not_lead_back_to_a_start():
    """Found in play (the hand's tip on a phone): the tip of a Lost Mines path card said base's
    "extends the tunnels from the start", wrong under ruling 1 (a path need only join a placed
    path); the starts are told by their clan. Base's tips stay as they were."""
    from ui import learn
    from ui.text import t

    cards_svg.remember_view(lost_mines_view())
    assert learn.card_help("en", "lm-path-EW") == t("en", "help_path_clans")
    assert "not necessarily" in learn.card_help("en", "lm-path-EW")
    assert "pas forcément" in learn.card_help("fr", "lm-path-NEW")
    assert learn.card_help("en", "lm-dead-NESW") == t("en", "help_dead_clans")
    assert learn.card_help("en", "lm-start-yellow").startswith("Start of the yellow clan:")
    cards_svg._layout[0] = cards_svg.BASE_LAYOUT
    assert learn.card_help("en", "lm-path-EW") == t("en", "help_tunnel")
