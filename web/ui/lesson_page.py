"""A lesson page's main thread (PyScript's MicroPython), started by web/lesson_main.py:
fetches the baked lesson (`<id>.json`, docs/lessons.md section 3), draws it with the game's
own UI modules and plays it. No engine and no worker: every outcome was baked at build time.
Compiled to bytecode by the build like every UI module (lesson_main.py, the page's script,
is compiled by MicroPython in the browser on every visit: it stays a few lines).

Marks for tests and embedding pages: `data-ui` on <html> ("loading", "ready" once the lesson
takes input, "failed"); on #lesson `data-step`, `data-kind` ("read", "move", "guess",
"end"), `data-feedback` ("right", "wrong", "refused" or ""), `data-busy` ("1" while the
others' replies are shown), `data-stars` at the end.
"""

import asyncio
import json

from pyscript import document, fetch, window
from pyscript.ffi import create_proxy, to_js

from ui import interaction, learn, text
from ui.card_drag import CardDrag
from ui.lesson import REPLY_PAUSE_S, Lesson

html_root = document.documentElement
root = document.getElementById("lesson")
live = document.getElementById("lesson-live")
lesson = None
proxies = []
said = 0


def query_lang():
    """?lang=en|fr, else None."""
    try:
        value = window.URLSearchParams.new(window.location.search).get("lang")
    except Exception:
        return None
    return str(value) if value else None


def languages():
    """As boot.js's pickLanguage: the page's ?lang=, the choice saved by the game if storage
    is there to read, the browser's languages."""
    wanted = []
    if query_lang():
        wanted.append(query_lang())
    try:
        saved = window.localStorage.getItem("saboteur-lang")
        if saved:
            wanted.append(str(saved))
    except Exception:
        pass  # no storage (a sandboxed frame): the browser's languages decide
    try:
        wanted += [str(code) for code in window.navigator.languages]
    except Exception:
        pass
    return wanted


def reduced_motion():
    try:
        return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    except Exception:
        return False


def framed():
    """Shown in another page's frame (a blog): marked by the frame script (web/lessons/frame.js),
    since reading the top page's address across origins throws past MicroPython's `except`."""
    return html_root.getAttribute("data-framed") == "1"


def narrow():
    return window.innerWidth <= 800  # style.py's one-column layout


FRAMED_ROOM = 640  # CSS px: the height a framed lesson's maze room is taken from


def maze_room():
    """On a phone the maze takes half the screen's height. A frame's height is what the
    embedding page gave it, and embed.js and wp-embed give it the lesson's own height: from
    that the maze would grow with every resize, and a plain iframe's snippet could never be
    tall enough (issue 45, fault 7). So a frame's maze room is fixed."""
    height = min(window.innerHeight, FRAMED_ROOM) if framed() else window.innerHeight
    return root.clientWidth - 16, height * 0.5


def focus_key(element):
    if element is None:
        return None
    for name in ("id", "data-hand", "data-target", "data-cmd"):
        try:
            value = element.getAttribute(name)
        except Exception:
            return None
        if value:
            if name == "id":
                return "#" + str(value)
            seat = element.getAttribute("data-seat")
            return f'[{name}="{value}"]' + (f'[data-seat="{seat}"]' if seat else "")
    return None


def fallback_focus(kind):
    """Where focus goes when its element is gone: what the step asks for next."""
    selectors = {
        "move": ("[data-cmd=confirm]", "svg.maze g.target", "[data-hand][aria-pressed=true]", "[data-hand]"),
        "read": ("[data-cmd=next]",),
        "guess": ("[data-cmd=guess]",),
        "end": ("#lesson-end-title",),
    }[kind]
    for selector in selectors:
        found = root.querySelector(selector)
        if found is not None:
            return found
    return None


def announce():
    """Say the lesson's news in the live region (outside the redrawn part, so that it is heard)."""
    global said
    if len(lesson.news) == said:
        return
    words = lesson.heard(said)
    said = len(lesson.news)
    live.textContent = ""  # the same words twice are said twice
    live.textContent = words


def redraw():
    key = focus_key(document.activeElement)
    old_step = root.getAttribute("data-step")
    old_kind = root.getAttribute("data-kind")
    lesson.maze_px = maze_room() if narrow() else None
    root.innerHTML = lesson.render()
    kind = lesson.kind()
    feedback = lesson.feedback[0] if lesson.feedback else ""
    marks = {"step": str(lesson.step), "kind": kind, "feedback": feedback, "busy": "1" if lesson.replaying() else "0",
             "stars": str(lesson.stars()) if kind == "end" else ""}
    for name in marks:
        root.setAttribute("data-" + name, marks[name])
    html_root.setAttribute("lang", lesson.lang)
    document.title = lesson.title() + " – Saboteur"
    # a new step takes focus to what it asks for; never on the first drawing (in a blog's
    # frame, focus would scroll the blog to the lesson)
    moved_on = old_step is not None and (old_step != str(lesson.step) or old_kind != kind)
    target = None if moved_on else (root.querySelector(key) if key else None)
    if target is None and (moved_on or key is not None):
        target = fallback_focus(kind)
    if target is not None:
        try:
            target.focus(to_js({"preventScroll": not moved_on}))
        except Exception:
            pass
    announce()


async def play_replies():
    """A right move's views one after another, at a reader's pace."""
    while lesson.replaying():
        await asyncio.sleep(REPLY_PAUSE_S)
        lesson.advance()
        redraw()


def after(changed):
    if lesson.replaying() and reduced_motion():
        lesson.finish_replies()  # no replies played one by one: all at once, said together
        changed = True
    if changed:
        redraw()
    if lesson.replaying():
        asyncio.create_task(play_replies())


def closest(element, selector):
    try:
        return element.closest(selector)
    except Exception:
        return None


def on_click(event):
    el = closest(event.target, "[data-cmd],[data-hand],[data-target]")
    if el is None or el.hasAttribute("disabled") or lesson.replaying():
        return
    if el.getAttribute("data-hand") is not None and window.performance.now() < no_click_until:
        return
    hand = el.getAttribute("data-hand")
    if hand is not None:
        after(lesson.tap_hand(int(hand)))
        return
    target = el.getAttribute("data-target")
    if target is not None:
        after(lesson.tap_target(str(target)))
        return
    seat = el.getAttribute("data-seat")
    after(lesson.command(str(el.getAttribute("data-cmd")), None if seat is None else int(seat)))


def on_change(event):
    if event.target.getAttribute("data-field") == "lang":
        after(lesson.field("lang", str(event.target.value)))


def on_key(event):
    el = event.target
    tag = str(el.tagName).lower() if el is not None and el.tagName else ""
    if tag in ("input", "select", "textarea") or lesson.replaying():
        return
    key = str(event.key)
    on_spot = el is not None and tag != "button" and el.getAttribute("data-target") is not None
    if key in ("Enter", " ") and on_spot:
        event.preventDefault()
        after(lesson.tap_target(str(el.getAttribute("data-target"))))
        return
    if event.ctrlKey or event.metaKey or event.altKey:
        return
    if key in interaction.STEPS and on_spot:
        event.preventDefault()  # arrows walk among the lit spots, as in the game
        spots = root.querySelectorAll("svg.maze g.target")
        ids = [str(spots[i].getAttribute("data-target")) for i in range(spots.length)]
        found = interaction.nearest_target(ids, str(el.getAttribute("data-target")), key)
        if found is not None:
            root.querySelector(f'svg.maze g.target[data-target="{found}"]').focus()
        return
    if key in interaction.STEPS and el is not None and closest(el, "svg.maze g.cell, svg.maze g.goal") is el:
        cards = {}
        for card in root.querySelectorAll("svg.maze g.cell, svg.maze g.goal"):
            x, y = str(card.getAttribute("data-at")).split(",")
            cards[(int(x), int(y))] = card
        x, y = str(el.getAttribute("data-at")).split(",")
        at = learn.next_card(list(cards), (int(x), int(y)), key)
        event.preventDefault()
        if at is not None:
            cards[at].focus()
        return
    if key in ("r", "R", "Escape") or (len(key) == 1 and "1" <= key <= "9"):
        after(lesson.key(key))


# A hand card dragged onto the maze: dropped on a lit spot, it chooses that spot (as in the game).
drag = None
no_click_until = 0


def on_pointerdown(event):
    global drag
    card = closest(event.target, "[data-hand]")
    if card is not None and not card.hasAttribute("disabled") and event.button == 0 and not lesson.replaying():
        drag = CardDrag(card, event)


def on_pointermove(event):
    if drag is not None:
        drag.move(event, select_for_drag)


def select_for_drag(index):
    if lesson.state.get("index") != index:
        after(lesson.tap_hand(index))  # selecting lights up where the card may be tried


def on_pointerup(event):
    global drag, no_click_until
    dragged, drag = drag, None
    if dragged is None:
        return
    target, until = dragged.drop(event)
    if until:
        no_click_until = until
    if target is not None:
        after(lesson.tap_target(target))


def listen(target, name, handler):
    proxy = create_proxy(handler)
    proxies.append(proxy)
    target.addEventListener(name, proxy)


def failed(detail):
    lang = text.pick_language(languages())
    html_root.setAttribute("data-ui", "failed")
    message = document.createElement("p")
    message.className = "message"
    message.setAttribute("role", "alert")
    message.textContent = text.t(lang, "lesson_failed", detail=detail)
    root.appendChild(message)
    window.console.error("saboteur lesson: " + detail)


async def start():
    global lesson
    lesson_id = str(html_root.getAttribute("data-lesson"))
    try:
        response = await fetch(f"./{lesson_id}.json")
        if not response.ok:
            raise ValueError(f"{lesson_id}.json: HTTP {response.status}")
        data = json.loads(str(await response.text()))
    except Exception as error:
        failed(str(error))
        return
    lesson = Lesson(data, text.pick_language(languages()), framed=framed())
    listen(root, "click", on_click)
    listen(root, "change", on_change)
    listen(document, "keydown", on_key)
    listen(root, "pointerdown", on_pointerdown)
    listen(document, "pointermove", on_pointermove)
    listen(document, "pointerup", on_pointerup)
    listen(document, "pointercancel", on_pointerup)
    redraw()
    html_root.setAttribute("data-ui", "ready")
