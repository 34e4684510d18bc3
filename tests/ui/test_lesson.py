"""The lesson page's controller (web/ui/lesson.py) over a lesson baked with the real engine
(lesson_fixture.py, docs/lessons.md section 3): each check cites the part of the contract
(docs/lessons.md sections 1, 3 and 4) it holds the page to."""

import pytest

import lesson_fixture as fixture
from ui import interaction
from ui.lesson import Lesson, stars_for
from ui_helpers import parse

DATA, _ = fixture.baked()


def at_id(action):
    return interaction.target_of(action)["id"]


def hand_index(lesson, card):
    return lesson.view()["hand"].index(card)


def try_move(lesson, action):
    """Select the card, turn it if needed, choose the target, confirm: as a reader does by taps."""
    assert lesson.tap_hand(hand_index(lesson, action["card"]))
    if bool(lesson.state["turned"]) != bool(action.get("turned")):
        assert lesson.command("turn")
    if action["kind"] == "pass":
        assert lesson.command("discard")
        return lesson.command("confirm")
    assert lesson.tap_target(at_id(action))  # chosen: a preview
    assert lesson.state["pending"] == action
    return lesson.tap_target(at_id(action))  # the same target again confirms


def last_said(lesson):
    """What the page's live region said last."""
    return lesson.heard(len(lesson.news) - 1)


def at_move_step(lang="en"):
    lesson = Lesson(DATA, lang)
    assert lesson.kind() == "read"
    assert lesson.command("next")
    assert lesson.kind() == "move" and lesson.step == 1
    return lesson


def test_a_read_step_has_a_next_button_and_no_hand():
    # docs/lessons.md section 1: `read` - nothing to do, the step is read, then "Next".
    lesson = Lesson(DATA)
    html = lesson.render()
    parse(f"<div>{html}</div>")
    assert 'data-cmd="next"' in html and "A path joins the start to a goal." in html
    assert "data-hand" not in html
    assert not lesson.tap_hand(0) and not lesson.command("turn")
    assert lesson.command("next") and lesson.step == 1 and "data-hand" in lesson.render()


def test_the_right_move_plays_the_replies_one_by_one_then_the_next_step():
    # Section 3: a right move's `then` is the learner's move, then each reply; its last view is
    # the next step's view. The page paces advance(); each caption is said aloud.
    lesson = at_move_step()
    then = DATA["steps"][1]["outcomes"][interaction.action_key(fixture.RIGHT)]["then"]
    said = len(lesson.news)
    assert try_move(lesson, fixture.RIGHT)
    assert lesson.feedback[0] == "right" and lesson.shown == then[0]["view"] and lesson.replaying()
    assert lesson.heard(said) == "Well done!"
    assert lesson.step == 1 and not lesson.tap_hand(0)  # no input while the others play
    assert 'class="caption waiting"' in lesson.render()
    said = len(lesson.news)
    assert lesson.advance() and lesson.shown == then[1]["view"]
    assert lesson.heard(said) == "Ada passes." and "Ada passes." in lesson.render()
    assert lesson.advance() and lesson.advance()
    assert not lesson.replaying() and lesson.step == 2 and lesson.kind() == "guess"
    assert lesson.shown == DATA["steps"][2]["view"] == then[-1]["view"]
    assert not lesson.advance()
    # the card laid is on the maze now
    assert 'data-at="1,0"' in lesson.render()


def test_reduced_motion_shows_every_reply_at_once():
    lesson = at_move_step()
    try_move(lesson, fixture.RIGHT)
    lesson.finish_replies()
    assert lesson.step == 2 and lesson.captions == [fixture.CAPTION]
    assert lesson.heard(0) == "Well done! Ada passes."  # said together


def test_a_wrong_legal_move_gets_its_feedback_and_changes_nothing():
    # Section 1: any other legal action is a wrong move, its feedback the matching [[steps.wrong]].
    lesson = at_move_step()
    before = lesson.shown
    assert try_move(lesson, fixture.WRONG)
    assert lesson.feedback == ("wrong", fixture.WRONG_TEXT)
    assert lesson.shown == before and lesson.step == 1 and lesson.mistakes == 1
    assert last_said(lesson) == "Not quite. Down leads away from the goals."
    # the card stays chosen, the preview is gone: the reader tries again
    assert lesson.state["card"] == "tunnel-NS" and lesson.state["pending"] is None
    assert 'class="feedback wrong"' in lesson.render()
    # a wrong move without feedback of its own gets the goal's sentence
    lesson.command("cancel")
    assert try_move(lesson, fixture.OTHER_WRONG)
    assert lesson.feedback == ("wrong", fixture.GOAL_TEXT) and lesson.mistakes == 2


def test_a_refused_try_is_tappable_and_gets_the_rules_reason():
    # Section 3 `refusals` and section 4: the tries the rules refuse are lit and tappable too.
    lesson = at_move_step()
    lesson.tap_hand(hand_index(lesson, "tunnel-NS"))
    legal_ids = [tg["id"] for tg in interaction.board_targets(lesson.state, lesson.view())]
    lit_ids = [tg["id"] for tg in interaction.board_targets(lesson.state, lesson.tries())]
    assert "at:1,0" not in legal_ids and "at:1,0" in lit_ids
    assert 'data-target="at:1,0"' in lesson.render()
    lesson.command("cancel")
    assert try_move(lesson, fixture.REFUSED)
    reason = DATA["steps"][1]["refusals"][interaction.action_key(fixture.REFUSED)]["text"]["en"]
    assert lesson.feedback[0] == "refused" and last_said(lesson) == "Not allowed: " + reason
    assert lesson.step == 1 and lesson.mistakes == 1 and not lesson.replaying()


def test_a_try_neither_legal_nor_baked_cannot_be_chosen():
    lesson = at_move_step()
    lesson.tap_hand(hand_index(lesson, "tunnel-NS"))
    state = lesson.state
    assert not lesson.tap_target("at:5,5") and lesson.state is state


def test_guess_role_shows_the_choices_as_buttons():
    # Section 1: guess_role - the reader picks the seat they believe has that role; `seat` is the answer.
    lesson = at_move_step()
    try_move(lesson, fixture.RIGHT)
    lesson.finish_replies()
    html = lesson.render()
    assert "Which player is the saboteur?" in html
    assert html.count('data-cmd="guess"') == 3 and "data-hand" not in html
    assert lesson.command("guess", 2) and lesson.feedback[0] == "wrong" and lesson.kind() == "guess"
    assert last_said(lesson) == "No, Bo is not the saboteur. Look again."
    assert lesson.command("guess", 1) and lesson.kind() == "end"
    assert not lesson.command("guess", 1)


def test_hints_one_by_one_and_the_stars():
    # Section 1: three stars with no wrong move and no hint, two with at most one of either, one otherwise.
    assert [stars_for(n) for n in range(4)] == [3, 2, 1, 1]
    lesson = at_move_step()
    assert 'data-cmd="hint"' in lesson.render()
    assert lesson.command("hint") and last_said(lesson) == "The goals are to the right."
    assert "The crossroads" not in lesson.render()
    assert lesson.command("hint") and "The crossroads fits anywhere." in lesson.render()
    assert 'data-cmd="hint"' not in lesson.render() and not lesson.command("hint")
    try_move(lesson, fixture.RIGHT)
    lesson.finish_replies()
    lesson.command("guess", 1)
    assert lesson.stars() == 1 and "★☆☆" in lesson.render()


@pytest.mark.parametrize("slips, stars", [(0, 3), (1, 2)])
def test_a_clean_lesson_earns_three_stars_one_slip_two(slips, stars):
    lesson = at_move_step()
    if slips:
        try_move(lesson, fixture.WRONG)
        lesson.command("cancel")
    try_move(lesson, fixture.RIGHT)
    lesson.finish_replies()
    lesson.command("guess", 1)
    assert lesson.kind() == "end" and lesson.stars() == stars
    html = lesson.render()
    assert f'aria-label="{stars} stars out of 3"' in html
    assert 'href="test-second.html?lang=en"' in html  # the next lesson
    assert f'href="../index.html?lesson={fixture.LESSON_ID}"' in html  # play on (section 4)
    assert 'target="_blank"' not in html
    lesson.framed = True  # in a blog's frame, play on opens a tab of its own
    assert f'href="../index.html?lesson={fixture.LESSON_ID}" target="_blank"' in lesson.render()


def test_restart_starts_again_from_the_first_step():
    lesson = at_move_step()
    try_move(lesson, fixture.WRONG)
    lesson.command("hint")
    assert lesson.command("restart")
    assert (lesson.step, lesson.mistakes, lesson.hints_used, lesson.feedback) == (0, 0, 0, None)
    assert lesson.shown == DATA["steps"][0]["view"] and lesson.kind() == "read"


def test_keys_turn_and_cancel_as_in_the_game():
    lesson = at_move_step()
    assert lesson.key("2")  # the second card, tunnel-NE
    assert lesson.state["card"] == "tunnel-NE" and not lesson.state["turned"]
    assert lesson.key("r") and lesson.state["turned"]
    assert lesson.key("Escape") and lesson.state["card"] is None


def test_both_languages():
    lesson = at_move_step("fr")
    html = lesson.render()
    assert "Posez un chemin à droite du départ." in html and "Étape 2 sur 3" in html
    assert "La position en mots" in html and "Dans votre main" in html
    try_move(lesson, fixture.WRONG)
    assert last_said(lesson) == "Pas tout à fait. Vers le bas, on s'éloigne des buts."
    assert lesson.field("lang", "en") and "Down leads away" in lesson.render()
    assert not lesson.field("lang", "de") and lesson.lang == "en"
    lesson.field("lang", "fr")
    lesson.command("cancel")
    try_move(lesson, fixture.RIGHT)
    lesson.finish_replies()
    assert "Ada passe." in lesson.render() and "Quel joueur est saboteur ?" in lesson.render()


def test_the_position_in_words_names_the_maze_the_hand_and_the_players():
    # Issue 13 part 5: a text description of the position for screen readers.
    html = at_move_step().render()
    words = html[html.index('class="position-words"'):]
    assert "On the maze: start" in words
    assert "the top goal: face-down goal, 8 cards right of the start, 2 up" in words
    assert "In your hand: path up and down, path up and right, crossroads" in words
    assert "Players: You (6 cards); Ada (6 cards)" in words


def test_on_a_phone_the_maze_shows_the_start_and_the_legal_spots():
    # Issue 13 part 5 (a 360 px phone): lit spots at least 48 px wide; the window is taken
    # around the legal spots, not around the refused tries lit by the far goals.
    lesson = at_move_step()
    lesson.maze_px = (344, 320)
    lesson.tap_hand(hand_index(lesson, "tunnel-NS"))
    html = lesson.render()
    x, y, w, h = [float(v) for v in html.split('viewBox="')[1].split('"')[0].split()]
    assert x <= 0 <= x + w - 60 and y <= 0 <= y + h - 90  # the start card (60 x 90 at 0, 0)


# -- issue 45: a step lights only what it allows ----------------------------------------------


def real_lesson(name):
    """A lesson of lessons/ baked by the build's baker, with its source's wrong entries."""
    from pathlib import Path

    from lessons.bake import bake
    from lessons.source import read_lesson

    path = next((Path(__file__).resolve().parents[2] / "lessons").glob(f"*/{name}.toml"))
    source = read_lesson(path)
    return bake(source)[0], source


def lesson_at(data, step):
    """The lesson at `step` (counted from 0), every earlier step answered right."""
    lesson = Lesson(data)
    while lesson.step < step:
        current = lesson.current()
        if lesson.kind() == "read":
            assert lesson.command("next")
        elif lesson.kind() == "guess":
            assert lesson.command("guess", current["question"]["answer"])
        else:
            right = next(o["action"] for o in current["outcomes"].values() if o["right"])
            assert lesson._judge(right)
            lesson.finish_replies()
    return lesson


def lit_actions(lesson):
    """Every action the page lights or offers as a button at this step: each hand card
    selected, each way round, and the decisions between rounds."""
    tries = lesson.tries()
    if interaction.decision_phase(tries):
        return [target["action"] for target in interaction.targets(lesson.state, tries)]
    lit = []
    for index in range(len(tries.get("hand") or [])):
        state = interaction.select_card(interaction.new_state(), tries, index)
        for turned in (False, True):
            lit += [target["action"] for target in interaction.targets(dict(state, turned=turned), tries)]
    return lit


@pytest.mark.parametrize("lang, button", [("en", "Take a nugget from Ada"), ("fr", "Ada")])
def test_the_thiefs_choice_offers_only_the_players_to_rob(lang, button):
    # Issue 45, fault 2: lesson saboteur2-theft-and-hands-off, step 4 (the thief's choice)
    # listed about 35 wrong buttons and lit about 30 spots around the one right answer.
    data, _ = real_lesson("04-theft-and-hands-off")
    lesson = lesson_at(data, 3)
    lesson.lang = lang
    html = lesson.render()
    parse(f"<div>{html}</div>")
    assert [action["kind"] for action in lit_actions(lesson)] == ["steal"]
    assert html.count('data-target="') == 1 and 'data-target="steal:1"' in html and button in html
    assert 'class="target ' not in html  # no lit spot on the maze


@pytest.mark.parametrize("name", ["05-broken-tools", "02-link-to-the-start", "07-inspection", "07-the-map"])
def test_a_step_lights_only_its_legal_moves_and_the_refused_tries_it_names(name):
    # Issue 45, fault 10 and what to build 7: lessons lit spots the rules refuse (beside
    # face-down goals, "break your own cart", "look at your own role"); a step lights only
    # its legal moves and the refused tries a [[steps.wrong]] entry asks the reader to make.
    data, source = real_lesson(name)
    for number, step in enumerate(data["steps"]):
        lesson = lesson_at(data, number)
        if lesson.kind() != "move":
            continue
        legal = {interaction.action_key(action) for action in lesson.view()["legal_actions"]}
        wrong = [entry["match"] for entry in source["steps"][number]["wrong"]]
        for action in lit_actions(lesson):
            if interaction.action_key(action) in legal:
                continue
            assert any(all(action.get(field) == value for field, value in match.items()) for match in wrong), \
                (name, number, action)
    if name == "05-broken-tools":  # the last step: break Bo's cart, never your own
        lesson = lesson_at(data, 2)
        assert {"kind": "break", "card": "break-cart", "target": 0} not in lit_actions(lesson)


def test_the_refused_try_a_lesson_invites_is_lit_and_says_the_rule_then_the_lesson():
    # Issue 45, what to build 7: a wrong try still gets its explanation where the lesson wants
    # one: base-broken-tools says "Try your tunnel: the game will say no."
    data, _ = real_lesson("05-broken-tools")
    lesson = lesson_at(data, 0)
    tunnel = {"kind": "place", "card": "tunnel-EW", "at": [3, 0], "turned": False}
    assert tunnel in lit_actions(lesson)
    assert try_move(lesson, tunnel)
    assert lesson.feedback[0] == "refused"
    assert last_said(lesson) == ("Not allowed: You have a broken tool in front of you: nobody can dig with a broken "
                                 "tool. Get it repaired first. Mend your pick first: the repair is in your hand.")


@pytest.mark.parametrize("way", ["cancel", "hint", "another card"])
def test_a_slips_feedback_goes_once_the_reader_moves_on(way):
    # Issue 45, fault 10: "Not allowed" stayed after Cancel and after Hint.
    data, _ = real_lesson("05-broken-tools")
    lesson = lesson_at(data, 0)
    assert try_move(lesson, {"kind": "place", "card": "tunnel-EW", "at": [3, 0], "turned": False})
    assert 'class="feedback refused"' in lesson.render()
    if way == "cancel":
        assert lesson.command("cancel")
    elif way == "hint":
        assert lesson.command("hint")
    else:
        assert lesson.tap_hand(hand_index(lesson, "repair-pick"))
    assert lesson.feedback is None and 'class="feedback' not in lesson.render()
    assert lesson.mistakes == 1  # the slip still counts for the stars


PHONE_MAZE = (344, 320)  # the maze's room on a 360x640 phone (ui/lesson_page.py: the width, half the height)


def all_lessons():
    from pathlib import Path

    from lessons.bake import bake_all

    return bake_all(Path(__file__).resolve().parents[2] / "lessons")


def test_on_a_phone_every_lit_spot_can_be_brought_into_sight_by_the_pan_buttons():
    # Issue 45, fault 10: lit spots lay outside the visible maze, where no finger reaches them.
    # The phone's maze is a window around as many lit spots as fit at a finger's size; the pan
    # buttons say how many lie out of sight each way and move the window to them.
    from ui import board_svg

    hidden_somewhere = 0
    for data in all_lessons():
        for number, step in enumerate(data["steps"]):
            lesson = lesson_at(data, number)
            if lesson.kind() != "move":
                continue
            lesson.maze_px = PHONE_MAZE
            tries = lesson.tries()
            for index in range(len(tries.get("hand") or [])):
                for turned in (False, True):
                    lesson.state = dict(interaction.select_card(interaction.new_state(), tries, index), turned=turned)
                    targets = interaction.board_targets(lesson.state, tries)
                    spots = board_svg.spot_rects(tries, targets)  # as the page measures them: a square where drawn
                    html = lesson.render()
                    beyond = board_svg.spots_beyond(lesson.shown_box, spots) if spots else {}
                    assert ('data-cmd="pan_' in html) == any(beyond.values()), (data["id"], number)
                    hidden_somewhere += any(beyond.values())
                    for spot, target in zip(spots, targets):
                        lesson.camera = None
                        html = lesson.render()  # each drawing checked as drawn: drawing again gives the same
                        for _ in range(20):
                            away = board_svg.spots_beyond(lesson.shown_box, [spot])
                            side = next((side for side, n in away.items() if n), None)
                            if side is None:
                                break
                            assert f'data-cmd="pan_{side}"' in html
                            assert lesson.command("pan_" + side)
                            html = lesson.render()
                        assert not any(board_svg.spots_beyond(lesson.shown_box, [spot]).values()), \
                            (data["id"], number, spot)
                        # by the target's id: a Lost Mines trap or troll is aimed at a side, not a space
                        assert f'data-target="{target["id"]}"' in html
    assert hidden_somewhere  # the lessons do have lit spots out of the first window


def test_the_pan_buttons_count_the_hidden_spots_in_both_languages():
    # Issue 45, fault 10: base-first-round, step 5: the crossing fits at spots out of the first window
    data, _ = real_lesson("11-first-round")
    lesson = lesson_at(data, 4)
    lesson.maze_px = PHONE_MAZE
    assert lesson.tap_hand(lesson.view()["hand"].index("tunnel-NESW"))
    for lang, words in (("en", "lit spots that way"), ("fr", "emplacements en surbrillance par là")):
        lesson.lang = lang
        html = lesson.render()
        parse(f"<div>{html}</div>")
        assert 'class="btn cam lit"' in html and 'role="toolbar"' in html and words in html
    lesson.maze_px = None  # on a wide screen the whole maze shows: no pan buttons
    assert 'data-cmd="pan_' not in lesson.render()


def test_the_position_in_words_names_the_boss_as_the_boss_and_spaces_french_semicolons():
    # Issue 45, cosmetic: "You are the boss" (not "a boss"), and French puts a space before ";".
    data, _ = real_lesson("02-boss-profiteer-geologists")
    lesson = Lesson(data)
    view = {**lesson.view(), "role": "boss"}
    english = lesson._position_html(view, lesson.names())
    assert "You are the boss." in english and "You are a boss" not in english
    lesson.field("lang", "fr")
    french = lesson._position_html(view, lesson.names())
    assert "Vous êtes le patron." in french
    assert " ; " in french and "; " not in french.replace(" ; ", "")


def test_the_position_in_words_says_your_turn_to_the_learner():
    # Issue 45, cosmetic ("pioche de Vous" and the like): tried as a new player, the position
    # in words read "À Vous de jouer." / "You to play." when the learner was to move.
    data, _ = real_lesson("06-swap-hats-and-hands")
    lesson = Lesson(data)
    view = lesson.view()
    assert view["to_move"] == view["seat"]
    english = lesson._position_html(view, lesson.names())
    assert "Your turn to play." in english and "You to play" not in english
    lesson.field("lang", "fr")
    french = lesson._position_html(view, lesson.names())
    assert "À vous de jouer." in french and "À Vous" not in french
    other = {**view, "to_move": 1}
    assert "À Ada de jouer." in lesson._position_html(other, lesson.names())
