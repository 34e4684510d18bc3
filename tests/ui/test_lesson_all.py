"""Every lesson of lessons/, baked by the build's baker, played to its end through the lesson
page's controller by the taps a reader makes (docs/lessons.md sections 3 and 4): each step's
right move, one wrong move and one refused try are reachable by selecting a card, turning
it, choosing a target and confirming, as the page offers them (with the anniversary modules'
choices: recruiting, the goals of a goal swap, a card played without a target, an answer;
The Lost Mines' steps and Stop, sent at once, and its discard of one or two cards)."""

from pathlib import Path

import pytest

from ui import interaction
from ui.lesson import Lesson

ROOT = Path(__file__).resolve().parents[2]


def baked_lessons():
    from lessons.bake import bake_all

    return bake_all(ROOT / "lessons")


LESSONS = baked_lessons() if (ROOT / "lessons").is_dir() else []


def perform(lesson, action):
    """Make `action` by taps; True once judged (right, wrong or refused)."""
    tries = lesson.tries()
    if interaction.decision_phase(tries) or interaction.move_phase(tries):  # a step or Stop is sent at once
        return lesson.tap_target(interaction.target_of(action)["id"])
    if interaction.answer_phase(tries):  # a veto, a toll, the discard kept: chosen, then confirmed
        target = interaction.target_of(action)["id"]
        assert lesson.tap_target(target), action
        return lesson.tap_target(target)
    hand = tries["hand"]
    cards = action.get("cards") or [action["card"]]
    assert lesson.tap_hand(hand.index(cards[0])), action
    kind = action["kind"]
    if kind in ("pass", "pass_cards", "discard_two", "discard"):  # The Lost Mines' discard: picked, then confirmed
        assert lesson.command("discard")
        for card in cards[1:]:
            taken = [i for i in (lesson.state.get("picks") or []) if hand[i] == card]
            assert lesson.tap_hand([i for i, c in enumerate(hand) if c == card and i not in taken][0])
        if kind == "discard_two":
            assert lesson.tap_target("removes:" + action["removes"])
        return lesson.command("confirm")
    if kind == "recruit":
        assert lesson.command("recruit"), action
    if kind == "goal_swap":  # the two goals taken, then swapped or not
        for at in (action["at"], action["to"]):
            assert lesson.tap_target("at:%d,%d" % tuple(at)), action
    if kind in interaction.PLACINGS and bool(lesson.state["turned"]) != bool(action.get("turned")):
        assert lesson.command("turn"), action
    target = interaction.target_of(action)["id"]
    assert lesson.tap_target(target), (action, target)
    assert lesson.state["pending"] is not None and interaction.action_key(lesson.state["pending"]) == interaction.action_key(action)
    return lesson.tap_target(target)


@pytest.mark.parametrize("data", LESSONS, ids=[lesson["id"] for lesson in LESSONS])
def test_every_lesson_plays_to_its_end_by_taps(data):
    for lang in ("en", "fr"):
        lesson = Lesson(data, lang)
        while lesson.kind() != "end":
            kind = lesson.kind()
            step = lesson.current()
            lesson.render()
            if kind == "read":
                assert lesson.command("next")
                continue
            if kind == "guess":
                assert lesson.command("guess", step["question"]["answer"])
                continue
            wrong = [o for o in step["outcomes"].values() if not o["right"]]
            if wrong:
                assert perform(lesson, wrong[0]["action"]) and lesson.feedback[0] == "wrong"
                lesson.command("cancel")
                lesson.command("cancel")
            if step["refusals"]:
                refusal = list(step["refusals"].values())[0]
                assert perform(lesson, refusal["action"]) and lesson.feedback[0] == "refused"
                assert lesson.heard(len(lesson.news) - 1).endswith(refusal["text"][lang])
                lesson.command("cancel")
                lesson.command("cancel")
            right = [o for o in step["outcomes"].values() if o["right"]][0]
            number = lesson.step
            assert perform(lesson, right["action"]) and lesson.feedback[0] == "right"
            lesson.finish_replies()
            assert lesson.step == number + 1
        assert "lesson-end" in lesson.render()


def test_a_dark_cave_discard_offers_one_or_two_cards_and_saboteur_2_three():
    """Issue 49 section 4 (the count lesson's first step; rules/dark-cave.md ruling 12: discard 1
    or 2): the button and the prompt said '1 to 3 cards', Saboteur 2's pass (its ruling 1)."""
    from ui.text import t

    data = next(lesson for lesson in LESSONS if lesson["id"] == "dark-cave-leave-and-count")
    for lang in ("en", "fr"):
        lesson = Lesson(data, lang)
        assert lesson.tap_hand(lesson.tries()["hand"].index("I-rat"))
        html = lesson.render()
        assert t(lang, "discard_one_or_two") in html and t(lang, "discard_some") not in html
        assert lesson.command("discard")
        assert interaction.prompt(lesson.state, lesson.tries()) == "choose_discards_two"
        assert t(lang, "choose_discards_two") in lesson.render()
    assert interaction.discard_limit({"legal_actions": [{"kind": "pass_cards", "cards": ["a", "b", "c"]}]}) == 3
