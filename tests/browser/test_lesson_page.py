"""A lesson's page in the built site (docs/lessons.md section 4, issue 13 parts 1, 2 and 5):
played through its page with a right move, a wrong move and a refused try, in English and
in French, by mouse and by keyboard; no request for Pyodide; axe-core finds nothing serious;
nothing wider than a 360 px phone.

The lesson is tests/ui/lesson_fixture.py's, baked from the engine: its page is made from
web/lesson.html by page_build, in a copy of dist/ (links to its files) with the fixture added
under lessons/, so that the test knows which moves are right, wrong and refused.
"""

import json
import os
import re
import sys

import pytest

from play_helpers import ROOT, axe_violations, horizontal_overflow

sys.path.insert(0, os.path.join(ROOT, "tests", "ui"))
sys.path.insert(0, os.path.join(ROOT, "web"))

import lesson_fixture as fixture  # noqa: E402
from lessons import page_build  # noqa: E402

TIMEOUT = 60_000
REAL_LESSONS = ["base-first-round", "saboteur2-swap-hats-and-hands"]  # baked by the build from lessons/
LESSON = "#lesson"
WORDS = {
    "en": {"next": "Next", "wrong": "Not quite. Down leads away from the goals.", "refused": "Not allowed:",
           "right": "Well done!", "caption": "Ada passes.", "done": "Lesson complete"},
    "fr": {"next": "Suite", "wrong": "Pas tout à fait. Vers le bas, on s'éloigne des buts.", "refused": "Interdit :",
           "right": "Bravo !", "caption": "Ada passe.", "done": "Leçon terminée"},
}


@pytest.fixture(scope="session")
def lesson_site(tmp_path_factory, serve_site):
    """dist/ with the fixture lesson added (its page, baked JSON and play-on position); its URL."""
    dist = os.path.join(ROOT, "dist")
    release = json.load(open(os.path.join(dist, "release.json")))
    site = tmp_path_factory.mktemp("lesson-site")
    for name in os.listdir(dist):
        if name != "lessons":
            os.symlink(os.path.join(dist, name), site / name)
    folder = site / "lessons"
    folder.mkdir()
    if os.path.isdir(os.path.join(dist, "lessons")):
        for name in os.listdir(os.path.join(dist, "lessons")):
            os.symlink(os.path.join(dist, "lessons", name), folder / name)
    lesson, position = fixture.baked()
    (folder / f"{fixture.LESSON_ID}.json").write_text(json.dumps(lesson))
    (folder / f"{fixture.LESSON_ID}.position.json").write_text(json.dumps(position))
    values = page_build.shared_values(site, release["app"], release)
    for name in REAL_LESSONS + [fixture.LESSON_ID]:
        if name == fixture.LESSON_ID or not (folder / f"{name}.html").exists():  # else site.py's own page
            data = json.loads((folder / f"{name}.json").read_text())
            page = page_build.page_html(values, {
                "{{LESSON_ID}}": name, "{{TITLE}}": data["title"]["en"], "{{DESCRIPTION}}": data["summary"]["en"],
                "{{LANG}}": "en", "{{HEAD}}": "", "{{PICTURE}}": "", "{{FIRST_LANG}}": "",
            })
            assert not re.findall(r"\{\{[A-Z_]+\}\}", page.split("-->", 1)[1])
            (folder / f"{name}.html").write_text(page)
    return serve_site("/", site)


def open_lesson(page, url, lang):
    page.goto(f"{url}lessons/{fixture.LESSON_ID}.html?lang={lang}")
    page.wait_for_selector("html[data-ui=ready]", state="attached", timeout=TIMEOUT)


def mark(page, name):
    return page.get_attribute(LESSON, "data-" + name)


def wait_mark(page, name, value):
    page.wait_for_selector(f"{LESSON}[data-{name}='{value}']", state="attached", timeout=TIMEOUT)


def live(page):
    return page.inner_text("#lesson-live")


def hand_index(card):
    return fixture.baked()[0]["views"][0]["hand"].index(card)


def spot(action):
    return f'svg.maze g.target[data-target="at:{action["at"][0]},{action["at"][1]}"]'


def no_pyodide(record):
    return [url for url in record.urls if "pyodide" in url.lower() or url.endswith("/engine.zip")]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_lesson_played_by_mouse(page, record, lesson_site, lang):
    words = WORDS[lang]
    open_lesson(page, lesson_site, lang)
    assert page.get_attribute("html", "lang") == lang
    assert mark(page, "kind") == "read"
    page.click(f"[data-cmd=next] >> text={words['next']}")
    wait_mark(page, "kind", "move")
    assert axe_violations(page) == []
    # a wrong legal move: its feedback, the position unchanged (docs/lessons.md section 1)
    page.click(f"[data-hand='{hand_index('tunnel-NS')}']")
    page.click(spot(fixture.WRONG))
    page.click(spot(fixture.WRONG))  # the preview, then the same spot again confirms
    wait_mark(page, "feedback", "wrong")
    assert live(page) == words["wrong"] and mark(page, "step") == "1"
    assert page.query_selector('svg.maze g.cell[data-at="0,1"]') is None
    # a refused try is lit and tappable: the rules' reason (section 3 `refusals`)
    page.click(spot(fixture.REFUSED))
    page.click(spot(fixture.REFUSED))
    wait_mark(page, "feedback", "refused")
    assert live(page).startswith(words["refused"])
    # the right move: the replies one after another, then the next step
    page.click(f"[data-hand='{hand_index('tunnel-NESW')}']")
    page.click(spot(fixture.RIGHT))
    page.click(spot(fixture.RIGHT))
    wait_mark(page, "feedback", "right")
    assert mark(page, "busy") == "1"  # the others are playing
    wait_mark(page, "kind", "guess")
    assert words["caption"] in page.inner_text(".lesson-feedback")
    assert page.query_selector('svg.maze g.cell[data-at="1,0"]') is not None
    page.click("[data-cmd=guess][data-seat='1']")
    wait_mark(page, "kind", "end")
    assert words["done"] in page.inner_text(LESSON)
    assert mark(page, "stars") == "1"  # two slips: one star (section 1)
    assert page.get_attribute("a[href^='../index.html?lesson=']", "href") == f"../index.html?lesson={fixture.LESSON_ID}"
    assert axe_violations(page) == []
    assert no_pyodide(record) == []
    assert record.errors == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_lesson_played_by_keyboard_with_reduced_motion(page, record, lesson_site, lang):
    words = WORDS[lang]
    page.emulate_media(reduced_motion="reduce")
    open_lesson(page, lesson_site, lang)
    page.focus("[data-cmd=next]")
    page.keyboard.press("Enter")
    wait_mark(page, "kind", "move")
    # 1-9 pick a hand card, r turns it, Escape puts it back (as in the game)
    page.keyboard.press(str(hand_index("tunnel-NE") + 1))
    page.wait_for_selector(f"[data-hand='{hand_index('tunnel-NE')}'][aria-pressed=true]")
    label = page.get_attribute(f"[data-hand='{hand_index('tunnel-NE')}']", "aria-label")
    page.keyboard.press("r")
    page.wait_for_function(f"l => document.querySelector(\"[data-hand='{hand_index('tunnel-NE')}']\").getAttribute('aria-label') !== l",
                           arg=label)
    page.keyboard.press("Escape")
    page.wait_for_selector("[data-hand][aria-pressed=true]", state="detached")
    # wrong, by Enter on a lit spot (choose) and Enter again (confirm)
    page.keyboard.press(str(hand_index("tunnel-NS") + 1))
    page.focus(spot(fixture.WRONG))
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    wait_mark(page, "feedback", "wrong")
    assert live(page) == words["wrong"]
    # refused: focus stayed on the spot; the arrow keys walk among the lit spots, from below
    # the start to its right; Space acts as Enter
    assert page.evaluate("document.activeElement.getAttribute('data-target')") == "at:0,1"
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.getAttribute('data-target')") == "at:1,0"
    page.keyboard.press(" ")
    page.keyboard.press(" ")
    wait_mark(page, "feedback", "refused")
    # right: every reply at once under reduced motion, said together
    page.keyboard.press(str(hand_index("tunnel-NESW") + 1))
    page.focus(spot(fixture.RIGHT))
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    wait_mark(page, "kind", "guess")
    assert live(page) == words["right"] + " " + words["caption"]
    assert page.evaluate("document.activeElement.getAttribute('data-cmd')") == "guess"  # focus goes to the question
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")  # the second choice: Bo, wrong
    wait_mark(page, "feedback", "wrong")
    page.focus("[data-cmd=guess][data-seat='1']")
    page.keyboard.press("Enter")
    wait_mark(page, "kind", "end")
    assert mark(page, "stars") == "1"
    page.focus("[data-cmd=restart]")
    page.keyboard.press("Enter")
    wait_mark(page, "kind", "read")
    assert no_pyodide(record) == []
    assert record.errors == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_lesson_fits_a_phone(page, lesson_site, lang):
    page.set_viewport_size({"width": 360, "height": 640})
    open_lesson(page, lesson_site, lang)
    page.click("[data-cmd=next]")
    wait_mark(page, "kind", "move")
    page.click(f"[data-hand='{hand_index('tunnel-NS')}']")
    assert horizontal_overflow(page) <= 0
    shots = os.path.join(ROOT, "test-results")
    os.makedirs(shots, exist_ok=True)
    page.screenshot(path=os.path.join(shots, f"lesson-360-{lang}.png"), full_page=True)


def test_play_on_from_the_lessons_end(page, record, lesson_site):
    # Section 4 "Play on from here": the game page starts a full game from the lesson's last
    # position, the learner a person, the others bots (the worker reads the position itself).
    page.emulate_media(reduced_motion="reduce")
    open_lesson(page, lesson_site, "en")
    page.click("[data-cmd=next]")
    wait_mark(page, "kind", "move")
    # a hand card dragged onto a lit spot chooses it (the preview), as in the game; a tap confirms
    card = page.locator(f"[data-hand='{hand_index('tunnel-NESW')}']").bounding_box()
    page.mouse.move(card["x"] + card["width"] / 2, card["y"] + card["height"] / 2)
    page.mouse.down()
    page.mouse.move(card["x"] + 40, card["y"] + 40, steps=4)
    target = page.locator(spot(fixture.RIGHT)).bounding_box()
    page.mouse.move(target["x"] + target["width"] / 2, target["y"] + target["height"] / 2, steps=8)
    page.mouse.up()
    page.wait_for_selector(spot(fixture.RIGHT) + "[aria-pressed=true]")
    page.click(spot(fixture.RIGHT))
    wait_mark(page, "kind", "guess")
    page.click("[data-cmd=guess][data-seat='1']")
    wait_mark(page, "kind", "end")
    assert mark(page, "stars") == "3"
    page.click("a[href^='../index.html?lesson=']")
    page.wait_for_selector("#app[data-screen=board][data-busy='0']", state="attached", timeout=120_000)
    assert page.get_attribute("#app", "data-seat") == "0" and page.get_attribute("#app", "data-to-move") == "0"
    assert page.query_selector('svg.maze g.cell[data-at="1,0"]') is not None  # the lesson's crossroads
    names = page.eval_on_selector_all(".players .pname", "els => els.map(e => e.textContent)")
    assert names == ["You", "Ada", "Bo", "Cy"]
    assert "lesson=" not in page.url  # a reload resumes the game instead of asking again
    position = f"lessons/{fixture.LESSON_ID}.position.json"
    assert any(url.endswith(position) for url in record.urls)  # read by the worker
    assert record.errors == []


@pytest.mark.parametrize("lesson_id", REAL_LESSONS)
def test_lessons_of_both_games_open_on_their_page(page, record, lesson_site, lesson_id):
    # Every lesson plays to its end through the controller (tests/ui/test_lesson_all.py); here its
    # page draws it with the MicroPython UI, in both languages, with nothing serious for axe.
    page.goto(f"{lesson_site}lessons/{lesson_id}.html?lang=fr")
    page.wait_for_selector("html[data-ui=ready]", state="attached", timeout=TIMEOUT)
    assert mark(page, "kind") in ("read", "move") and page.query_selector("svg.maze g.cell")
    page.select_option("#lang", "en")
    page.wait_for_selector("html[lang=en]", state="attached")
    assert axe_violations(page) == []
    assert no_pyodide(record) == [] and record.errors == []


@pytest.mark.parametrize("lang, url_lang", [("fr", "?lang=fr"), ("en", "?lang=en"), ("fr", "")])
def test_the_first_paint_speaks_the_readers_language(browser, site_url, lang, url_lang):
    """Issue 13 part 3 (?lang=, else the browser's language): the title and summary are in
    the reader's language before the UI runs (here it never does: MicroPython is held back)."""
    lesson = json.load(open(os.path.join(ROOT, "dist", "lessons", "base-place-a-path.json")))
    context = browser.new_context(locale="fr-FR")
    page = context.new_page()
    page.route(re.compile(r".*(micropython|\.mpy).*"), lambda route: route.abort())
    page.goto(f"{site_url}lessons/base-place-a-path.html{url_lang}")
    assert page.text_content("#lesson .brand") == lesson["title"][lang]
    assert page.text_content("#lesson .lesson-summary") == lesson["summary"][lang]
    assert page.get_attribute("html", "lang") == lang
    assert page.get_attribute("html", "data-ui") == "loading"
    context.close()
