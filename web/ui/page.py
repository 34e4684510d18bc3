"""DOM glue for the main thread (MicroPython in the browser): draws App.render() into #app,
turns clicks, keys, wheel and drags into App calls, paces bots, measures tap-to-draw.

    from ui import page
    await page.start(connect)    # connect: async () -> the engine worker (request(json) -> json), or None

Only this module touches the DOM; everything it calls is pure and tested under CPython.
"""

import asyncio
import json

from pyscript import document, window
from pyscript.ffi import create_proxy, to_js

from ui import interaction, learn, replay, style, text
from ui.app import App
from ui.card_drag import CardDrag
from ui.cards_svg import CARD_H, CARD_W

_app = None
_root = None
_worker = None
_busy = False
_drag = None
_suppress_click = False
_tap_pending = False
_proxies = []
_engine_settled = asyncio.Event()  # set once the engine worker is ready or has failed


async def _send(message):
    """A request to the engine worker; waits while the engine is still loading."""
    if _worker is None:
        await _engine_settled.wait()
    if _worker is None:
        return {"ok": False, "error": "the game engine is not available"}
    reply = await _worker.request(json.dumps(message))
    return json.loads(str(reply))


async def _sleep(seconds):
    await asyncio.sleep(seconds)


def _languages():
    try:
        langs = [str(code) for code in window.navigator.languages]
    except Exception:
        langs = []
    try:
        saved = window.localStorage.getItem("saboteur-lang")  # a preference, no secret
        if saved:
            langs = [str(saved)] + langs
    except Exception:
        pass
    return langs


def _focus_key(element):
    if element is None:
        return None
    for name in ("id", "data-hand", "data-target", "data-cmd", "data-field"):
        try:
            value = element.getAttribute(name)
        except Exception:
            return None
        if value:
            seat = element.getAttribute("data-seat")
            if name == "id":
                return "#" + str(value)
            extra = f'[data-seat="{seat}"]' if seat and name in ("data-field", "data-cmd") else ""
            return f'[{name}="{value}"]{extra}'
    return None


def _narrow():
    return window.innerWidth <= 800  # style.py's one-column layout


def _maze_px():
    """On a phone, the CSS px the maze may take: the column's width and half the screen's
    height (room for the hand above it); None on a wide screen, where the whole maze fits."""
    if not _narrow():
        return None
    return (_root.clientWidth - 16, window.innerHeight * 0.5)


def _maze_room():
    """On a wide screen, the CSS px the maze takes (its column's width, the stylesheet's height
    cap): the maze zooms to lit squares smaller than a card with it (board_svg.fit_viewbox)."""
    if _narrow():
        return None
    wrap = document.querySelector(".maze-wrap")
    if wrap is None:
        return None
    if wrap.classList.contains("tall"):  # style.py: the window's height, the camera's column beside it
        return (wrap.clientWidth - 52, window.innerHeight - 104)
    return (wrap.clientWidth, min(window.innerHeight * 0.72, 680))


def _board_focus():
    """Where focus goes on the board when its element is gone: the map's result, Confirm,
    the first lit spot, the chosen card, the hand."""
    for selector in (".map-result [data-cmd=close_result]", "[data-cmd=confirm]", "svg.maze g.target",
                     "[data-hand][aria-pressed=true]", "[data-hand]:not([disabled])"):
        found = document.querySelector(selector)
        if found is not None:
            return found
    hand = document.querySelector(".hand")
    if hand is not None:
        hand.setAttribute("tabindex", "-1")  # a hand waiting for its turn: focusable, not in the Tab order
    return hand


def _spots_in_sight():
    """On a phone, bring the maze into sight when none of its lit spots is on the screen."""
    spots = document.querySelectorAll("svg.maze g.target")
    if not _narrow() or spots.length == 0:
        return
    height = window.innerHeight
    for i in range(spots.length):
        box = spots[i].getBoundingClientRect()
        if box.top >= 0 and box.bottom <= height:
            return
    maze = document.querySelector("svg.maze")
    maze.scrollIntoView(to_js({"block": "nearest"}))


def _hand_and_maze_in_sight():
    """On a phone, when the person's turn comes, scroll so that the hand and the maze show
    together (the header and status scroll away), if they fit the screen (issue 45)."""
    hand, maze = _root.querySelector(".hand"), _root.querySelector("svg.maze")
    if not _narrow() or hand is None or maze is None:
        return
    top, bottom = hand.getBoundingClientRect().top, maze.getBoundingClientRect().bottom
    if top >= 0 and bottom <= window.innerHeight:
        return
    # a table taller than wide (board_svg.is_tall) never fits under the hand: the hand at the top
    # then brings the middle of the maze, where its cards are, into sight
    if bottom - top <= window.innerHeight or _root.querySelector(".maze-wrap.tall") is not None:
        window.scrollBy(0, top - 4)


def redraw():
    global _tap_pending
    key = _focus_key(document.activeElement)
    old_screen = _root.getAttribute("data-screen")
    old_turn = _root.getAttribute("data-to-move") == _root.getAttribute("data-seat")
    old_actions = _root.getAttribute("data-actions")
    _app.maze_px = _maze_px()
    _app.maze_room = _maze_room()
    _root.innerHTML = _app.render()
    screen = _app.screen
    _root.setAttribute("data-screen", screen)
    document.documentElement.setAttribute("data-screen", screen)
    document.documentElement.setAttribute("lang", _app.lang)
    game = _app.game or {}
    _root.setAttribute("data-to-move", str(game.get("to_move")))
    _root.setAttribute("data-to-move-kind", str(game.get("to_move_kind")))
    _root.setAttribute("data-actions", str(game.get("actions", 0)))
    # animate only the redraw that first shows a move, not every later one
    _root.setAttribute("data-fresh", "1" if old_actions != str(game.get("actions", 0)) else "0")
    _root.setAttribute("data-round", str(game.get("round", 0)))
    seat = (_app.view or {}).get("seat")
    _root.setAttribute("data-seat", "" if seat is None else str(seat))
    _root.setAttribute("data-busy", "1" if (_busy or _app.bots_to_move()) else "0")
    document.title = text.t(_app.lang, "app_title")
    if old_screen != screen:
        # A new screen starts at its top: on a phone the start button sits low on the
        # start screen, and keeping that scroll would hide the hand above the fold.
        window.scrollTo(0, 0)
    target = document.querySelector(key) if key else None
    if target is None and screen == "board":
        target = _board_focus()  # never the page's body: keyboard play goes on from the hand or the maze
    if target is None and old_screen != screen:
        target = document.querySelector("#main .primary") or document.querySelector("#main h2")
        if target is not None and target.tagName == "H2":
            target.setAttribute("tabindex", "-1")
    if target is None and key in ('[data-cmd="start"]', '[data-cmd="keep_save"]', '[data-cmd="start_over"]'):
        # the question "end the saved game?" takes the Start button's place, and gives it back
        target = document.querySelector("#confirm-new .primary") or document.querySelector('[data-cmd="start"]')
    if target is not None:
        try:
            target.focus(to_js({"preventScroll": True}))
        except Exception:
            pass
    if screen == "board":
        if seat is not None and game.get("to_move") == seat and (not old_turn or old_screen != screen):
            _hand_and_maze_in_sight()
        _spots_in_sight()
    if _tap_pending:
        _tap_pending = False
        window.performance.mark("sab-drawn")
        try:
            window.performance.measure("tap-to-draw", "sab-tap", "sab-drawn")
        except Exception:
            pass
    if screen == "board":
        _fly_card()  # after the board is drawn and measured: it lays the page out to find both ends
    _restore_tip()
    _keep_save_note()
    if _app.bots_to_move() and not _app.bots_running:
        asyncio.create_task(_bots())


def _reduced_motion():
    try:
        return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    except Exception:
        return False


def _fly_card():
    """The card just played travels from its player's row to its place (issue 45): a copy
    fixed over the page flies there (style.py's sab-fly), the card itself shows when it lands.
    Only on the redraw that first shows the move; never with reduced motion or instant bots."""
    flying = document.querySelectorAll(".fly-card")
    card = _root.querySelector("svg.maze g.arrived")
    if _root.getAttribute("data-fresh") != "1":
        if flying.length and card is not None:
            card.style.opacity = "0"  # drawn again mid-flight: the card still shows only when it lands
        return
    for i in range(flying.length):
        flying.item(i).remove()
    if _reduced_motion() or (_app.speed == "instant" and _app.has_bots()):
        return  # instant bots: the next move would come before the card lands
    row = _root.querySelector(".players .player.acting")
    maze = _root.querySelector("svg.maze")
    if card is None or row is None or maze is None:
        return
    end, start, frame = card.getBoundingClientRect(), row.getBoundingClientRect(), maze.getBoundingClientRect()
    if end.width <= 0 or end.left < frame.left or end.right > frame.right or end.top < frame.top or end.bottom > frame.bottom:
        return  # out of the maze's sight: the mark on the maze tells it
    ghost = document.createElement("div")
    ghost.className = "fly-card"
    ghost.setAttribute("aria-hidden", "true")
    ghost.innerHTML = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {CARD_W} {CARD_H}">'
                       f'{card.innerHTML}</svg>')
    box = ghost.style
    box.left, box.top = f"{end.left}px", f"{end.top}px"
    box.width, box.height = f"{end.width}px", f"{end.height}px"
    box.setProperty("--dx", f"{start.left + min(start.width, 120) / 2 - end.left - end.width / 2}px")
    box.setProperty("--dy", f"{start.top + start.height / 2 - end.top - end.height / 2}px")
    card.style.opacity = "0"
    document.body.appendChild(ghost)


def on_animation_end(event):
    """A flying card landed: it goes, and the card in the maze shows."""
    if event.target.classList.contains("fly-card"):
        event.target.remove()
        landed = _root.querySelector("svg.maze g.arrived")
        if landed is not None:
            landed.style.opacity = ""


SAVE_NOTE_KEY = "saboteur-save"  # the saved game's public facts, so that the first paint offers Resume
START_HTML_KEY = "saboteur-start-html"  # the start screen as last set up, shown at first paint
_save_note = None


def _keep_save_note():
    global _save_note
    note = _app.save_marker()
    if note is None or note == _save_note:
        return
    _save_note = note
    try:
        if note:
            window.localStorage.setItem(SAVE_NOTE_KEY, note)
        else:
            window.localStorage.removeItem(SAVE_NOTE_KEY)
    except Exception:
        pass  # storage may be off: Resume then waits for the engine to know of the save


def _remember_first_screens():
    """Keep the start screen as set up now (names and choices, rendered by App: no secrets) for
    the next first paint; tagged with this release and language so that no other is used."""
    screens = _app.first_screens()
    note = {"app": str(document.documentElement.getAttribute("data-app")), "lang": _app.lang,
            "fresh": screens["fresh"], "save": screens["save"]}
    try:
        window.localStorage.setItem(START_HTML_KEY, json.dumps(note))
    except Exception:
        pass


async def _export_set_aside():
    """Hand the person the save that could not be read, as a file."""
    reply = await _send({"type": "set_aside_text"})
    if reply.get("text"):
        _download(reply["text"], "saboteur-set-aside-save.json")


async def _export_record():
    """Hand the person the finished game's record, as a file to watch again later."""
    reply = await _send({"type": "record_text"})
    if reply.get("text"):
        _download(reply["text"], f"saboteur-game-{reply.get('seed')}.json")


def _download(text, name):
    blob = window.Blob.new(to_js([text]), to_js({"type": "application/json"}))
    link = document.createElement("a")
    link.href = window.URL.createObjectURL(blob)
    link.download = name
    document.body.appendChild(link)
    link.click()
    link.remove()


async def _open_record_file(element):
    """A record file chosen on the start screen: its text goes to the worker to be watched."""
    files = element.files
    if not files or files.length == 0:
        return False
    try:
        text = str(await files.item(0).text())
    except Exception:
        replay.report_bad_file(_app, "unreadable")
        return True
    element.value = ""  # the same file chosen again is read again
    return await replay.open_replay(_app, text)


async def _bots():
    await _app.run_bots()
    redraw()
    asyncio.create_task(_watch_save())


_watching = False


async def _watch_save():
    """Set data-saved to the number of actions once the save has reached IndexedDB."""
    global _watching
    if _watching:
        return
    _watching = True
    try:
        for _ in range(250):
            reply = await _send({"type": "save_status"})
            if reply.get("ok") and not reply.get("pending"):
                _root.setAttribute("data-saved", str(reply.get("actions")))
                if _app.game is None or reply.get("actions") == _app.game.get("actions"):
                    return
            await asyncio.sleep(0.02)
    finally:
        _watching = False


def _tap():
    global _tap_pending
    _tap_pending = True
    _root.setAttribute("data-busy", "1")  # at once, so that a test waiting for "0" waits for this tap
    window.performance.mark("sab-tap")


async def _guarded(coro_fn, *args):
    global _busy
    if _busy:
        _root.setAttribute("data-busy", "1" if _app.bots_to_move() else "0")
        return
    _busy = True
    _root.setAttribute("data-busy", "1")
    try:
        changed = await coro_fn(*args)
    except Exception as error:
        window.console.error("saboteur: " + repr(error))
        changed = True
    _busy = False
    if _app.game is not None and str(_app.game.get("actions")) != _root.getAttribute("data-saved"):
        asyncio.create_task(_watch_save())
    if changed is not False:
        redraw()
    else:
        _root.setAttribute("data-busy", "1" if _app.bots_to_move() else "0")


def _closest(element, selector):
    try:
        return element.closest(selector)
    except Exception:
        return None


def on_click(event):
    global _suppress_click
    if _suppress_click:
        _suppress_click = False
        return
    el = _closest(event.target, "[data-cmd],[data-hand],[data-target]")
    if el is None:
        return
    if el.getAttribute("data-hand") is not None and window.performance.now() < _suppress_clicks_until:
        return
    if el.hasAttribute("disabled"):
        return
    _tap()
    hand = el.getAttribute("data-hand")
    if hand is not None:
        _app.tap_hand(int(hand))
        redraw()
        if event.detail == 0:  # Enter or Space on the card, not a pointer: on to its first target
            _focus_first_aim()
        return
    target = el.getAttribute("data-target")
    if target is not None:
        asyncio.create_task(_guarded(_app.tap_target, str(target)))
        return
    cmd = str(el.getAttribute("data-cmd"))
    if cmd == "export_save":
        asyncio.create_task(_export_set_aside())
        return
    if cmd == "save_record":
        asyncio.create_task(_export_record())
        return
    arg = el.getAttribute("data-arg") or el.getAttribute("data-seat")
    asyncio.create_task(_guarded(_app.command, cmd, None if arg is None else int(arg)))


def on_change(event):
    el = event.target
    name = el.getAttribute("data-field")
    if name is None:
        return
    seat = el.getAttribute("data-seat")
    name = str(name)
    if name == "record_file":
        asyncio.create_task(_guarded(_open_record_file, el))
        return
    if name == "lang":
        try:
            window.localStorage.setItem("saboteur-lang", str(el.value))
        except Exception:
            pass
    value = _ticked(name) if str(el.type) == "checkbox" else str(el.value)
    if _app.field(name, value, None if seat is None else int(seat)):
        redraw()
    elif name == "speed":
        _keep_save_note()  # the pace chosen for the game outlives a reload


def on_input(event):
    el = event.target
    name = el.getAttribute("data-field")
    if name in ("name", "seed"):
        seat = el.getAttribute("data-seat")
        _app.field(str(name), str(el.value), None if seat is None else int(seat))


def on_key(event):
    el = event.target
    tag = str(el.tagName).lower() if el is not None and el.tagName else ""
    if tag in ("input", "select", "textarea"):
        return
    key = str(event.key)
    if key in ("Enter", " ") and el is not None and el.getAttribute("data-target") is not None and tag != "button":
        event.preventDefault()
        _tap()
        asyncio.create_task(_guarded(_app.tap_target, str(el.getAttribute("data-target"))))
        return
    if event.ctrlKey or event.metaKey or event.altKey:
        return
    if key in interaction.STEPS and el is not None and el.getAttribute("data-target") is not None and tag != "button":
        event.preventDefault()  # arrows walk among the lit spots instead of scrolling
        spots = document.querySelectorAll("svg.maze g.target")
        ids = [str(spots[i].getAttribute("data-target")) for i in range(spots.length)]
        found = interaction.nearest_target(ids, str(el.getAttribute("data-target")), key)
        if found is not None:
            document.querySelector(f'svg.maze g.target[data-target="{found}"]').focus()
        return
    stepping = _app.screen == "replay" and key in replay.KEYS
    if stepping:
        event.preventDefault()  # the arrows step through the game instead of scrolling
    if len(key) == 1 and "1" <= key <= "9":
        _tap()
        asyncio.create_task(_pick_by_key(key))
        return
    if key in ("r", "R", "Escape", "+", "=", "-", "_") or stepping:
        _tap()
        asyncio.create_task(_guarded(_app.key, key))


async def _pick_by_key(key):
    await _guarded(_app.key, key)
    _focus_first_aim()


def _focus_first_aim():
    """A card picked from the keyboard: focus goes to its first target (interaction.first_aim)."""
    aim = interaction.first_aim(_app.state, _app.view) if _app.screen == "board" else None
    found = document.querySelector(f'#main [data-target="{aim}"]') if aim else None
    if found is not None:
        found.focus(to_js({"preventScroll": True}))
        if _narrow():
            found.scrollIntoView(to_js({"block": "nearest"}))


def _maze_svg(event):
    return _closest(event.target, "svg.maze")


def _set_viewbox(svg):
    from ui.board_svg import viewbox_text

    svg.setAttribute("viewBox", viewbox_text(_app.viewbox()))


def on_wheel(event):
    svg = _maze_svg(event)
    if svg is None or _app.screen != "board":
        return
    event.preventDefault()
    rect = svg.getBoundingClientRect()
    factor = 1.15 if event.deltaY < 0 else 1 / 1.15
    _app.zoom_at(factor, event.clientX - rect.left, event.clientY - rect.top, rect.width, rect.height)
    _set_viewbox(svg)


_pointers = {}  # pointerId -> [x, y] of the fingers (or mouse) down on the maze


_card_drag = None  # a hand card being dragged onto the maze (card_drag.CardDrag)
_suppress_clicks_until = 0


def _start_card_drag(event):
    global _card_drag
    card = _closest(event.target, "[data-hand]")
    if card is None or card.hasAttribute("disabled") or _app.screen != "board" or event.button != 0:
        return False
    _card_drag = CardDrag(card, event)
    return True


def _select_for_drag(index):
    if _app.state.get("index") != index:
        _app.tap_hand(index)
        redraw()


def _end_card_drag(event):
    """Dropping on a lit spot chooses it (shown as a preview until confirmed)."""
    global _card_drag, _suppress_clicks_until
    drag, _card_drag = _card_drag, None
    target, until = drag.drop(event)
    if until:
        _suppress_clicks_until = until
    if target is not None:
        _tap()
        asyncio.create_task(_guarded(_app.tap_target, target))


# A dwarf walked by dragging (The Lost Mines' move): a press on the dwarf on the move or on a lit
# step, then each lit step the pointer enters is sent as a tap on it would be, one at a time.
_walk = None  # {"sent": the last step's target id sent, "moved": whether a step was sent}
WALK_STEPS = "svg.maze g.target.step, svg.maze g.target.square.move"  # a lit cell, or a lit square to step to


def _start_walk(event):
    global _walk
    if _app.screen != "board" or not interaction.move_phase(_app.view or {}):
        return False
    if _closest(event.target, "svg.maze g.piece.moving") is None and _closest(event.target, WALK_STEPS) is None:
        return False
    _walk = {"sent": None, "moved": False}
    return True


def _walk_on(event):
    under = document.elementFromPoint(event.clientX, event.clientY)
    step = under.closest(WALK_STEPS) if under is not None else None
    if step is None or _busy:
        return
    target = str(step.getAttribute("data-target"))
    if target == _walk["sent"]:
        return
    _walk["sent"], _walk["moved"] = target, True
    _tap()
    asyncio.create_task(_guarded(_app.tap_target, target))


def on_pointerdown(event):
    global _drag
    if _start_card_drag(event) or _start_walk(event):
        return
    svg = _maze_svg(event)
    if svg is None or _app.screen != "board":
        return
    _pointers[event.pointerId] = [event.clientX, event.clientY]
    if _drag is None:
        _drag = {"x": event.clientX, "y": event.clientY, "moved": False, "svg": svg}


def _spread():
    points = list(_pointers.values())
    (x1, y1), (x2, y2) = points[0], points[1]
    return ((x1 - x2) ** 2 + (y1 - y2) ** 2) ** 0.5, (x1 + x2) / 2, (y1 + y2) / 2


def on_pointermove(event):
    global _drag
    if _card_drag is not None:
        _card_drag.move(event, _select_for_drag)
        return
    if _walk is not None:
        if event.buttons:
            _walk_on(event)
        return
    if _drag is None:
        return
    if not event.buttons:
        _drag = None
        _pointers.clear()
        return
    svg = _drag["svg"]
    if len(_pointers) >= 2 and event.pointerId in _pointers:  # pinch: zoom about the fingers' middle
        before, _, _ = _spread()
        _pointers[event.pointerId] = [event.clientX, event.clientY]
        after, mx, my = _spread()
        if before > 0 and after > 0:
            rect = svg.getBoundingClientRect()
            _app.zoom_at(after / before, mx - rect.left, my - rect.top, rect.width, rect.height)
            _drag["moved"] = True
            _set_viewbox(svg)
        return
    dx = event.clientX - _drag["x"]
    dy = event.clientY - _drag["y"]
    if not _drag["moved"] and abs(dx) + abs(dy) < 6:
        return
    _drag["moved"] = True
    rect = svg.getBoundingClientRect()
    _app.drag(dx, dy, rect.width, rect.height)
    _drag["x"], _drag["y"] = event.clientX, event.clientY
    if event.pointerId in _pointers:
        _pointers[event.pointerId] = [event.clientX, event.clientY]
    _set_viewbox(svg)


def on_pointerup(event):
    global _drag, _suppress_click, _walk
    if _card_drag is not None:
        _end_card_drag(event)
        return
    if _walk is not None:
        _suppress_click = _walk["moved"]  # the click that ends a walk is no tap on the step under it
        _walk = None
        return
    if event.pointerId in _pointers:
        del _pointers[event.pointerId]
    if _pointers and _drag is not None:
        point = list(_pointers.values())[0]
        _drag["x"], _drag["y"] = point[0], point[1]
        return
    if _drag is not None and _drag["moved"]:
        _suppress_click = True
    _drag = None


# -- what a card does: tooltips on the maze's cards, long presses -----------------------------------
# Hand cards carry their own tooltip (shown by the stylesheet); the maze's cards share one tip
# placed beside the card pointed at, focused, or pressed long on a touch screen. The tip lives
# outside #app, as an overlay: showing it changes nothing of the game's screen.

MAZE_CARDS = "svg.maze g.cell, svg.maze g.goal, svg.maze g.pawn"
# what shows a tip: the cards, and the pieces and treasures on the table (arrows move among cards only)
TIPPED = MAZE_CARDS + ", svg.maze g.piece, svg.maze g.treasure"
LONG_PRESS_S = 0.5
_tip = None  # {"id": the card's element id, "pinned": kept after the pointer leaves (long press)}
_press = None  # a touch held on a card: {"id": pointerId, "x", "y", "el", "fired"}


def _show_tip(card, pinned=False):
    global _tip
    wrap = _closest(card, ".maze-wrap")
    desc = card.querySelector("desc")
    if wrap is None or desc is None:
        return
    tip = document.getElementById("maze-tip")
    if tip is None:
        tip = document.createElement("div")
        tip.className = "tip maze-tip"
        tip.id = "maze-tip"
        tip.setAttribute("role", "tooltip")
        document.body.appendChild(tip)
    tip.innerHTML = ""
    name = document.createElement("strong")
    name.textContent = card.getAttribute("aria-label")
    tip.appendChild(name)
    tip.appendChild(document.createTextNode(" " + str(desc.textContent)))
    tip.hidden = False
    box = card.getBoundingClientRect()
    outer = wrap.getBoundingClientRect()  # the tip stays over the maze: below the card, else above
    left = max(outer.left, min(box.left, outer.right - tip.offsetWidth))
    top = box.bottom + 4
    if top + tip.offsetHeight > outer.bottom:
        top = max(outer.top, box.top - tip.offsetHeight - 4)
    tip.style.left = str(left + window.scrollX) + "px"
    tip.style.top = str(top + window.scrollY) + "px"
    _tip = {"id": str(card.id), "pinned": pinned}


def _hide_tip():
    global _tip
    _tip = None
    tip = document.getElementById("maze-tip")
    if tip is not None:
        tip.hidden = True


def _restore_tip():
    """After a redraw: the tip comes back on the same card if it is still there."""
    if _tip is not None:
        card = document.getElementById(_tip["id"])
        if card is None or (not _tip["pinned"] and _walking_piece(card)):
            _hide_tip()
        else:
            _show_tip(card, _tip["pinned"])


LIT_STEPS = "svg.maze g.target.square.move, svg.maze g.target.step"  # La mine se rebelle's squares, The Lost Mines' steps


def _walking_piece(card):
    """True for the piece being walked while its lit steps show: it gets no tip but a pinned one
    (a long press). The pointer rests on it after each step, and a press on it (a drag) focuses
    it, which each redraw gives back: its tip would hide the next steps (the prompt says what to do)."""
    return card.matches(".piece.moving") and document.querySelector(LIT_STEPS) is not None


def on_tip_over(event):
    if str(event.pointerType) == "touch":
        return
    card = _closest(event.target, TIPPED)
    if card is not None and _walking_piece(card):
        card = None
    if card is not None:
        _show_tip(card, False)
    elif _tip is not None and not _tip["pinned"] and str(document.activeElement.id) != _tip["id"]:
        _hide_tip()


def on_tip_focus(event):
    card = _closest(event.target, TIPPED)
    if card is not None and _walking_piece(card):
        card = None
    if card is not None:
        # a tap after a long press focuses the card: the tip stays pinned
        _show_tip(card, _tip is not None and _tip["pinned"] and _tip["id"] == str(card.id))
    elif _tip is not None and not _tip["pinned"]:
        _hide_tip()


def on_tip_blur(event):
    if _tip is not None and not _tip["pinned"] and _closest(event.target, TIPPED) is not None:
        _hide_tip()


def on_card_key(event):
    """Arrow keys move among the maze's cards (one tab stop for them all)."""
    key = str(event.key)
    if not key.startswith("Arrow") or event.ctrlKey or event.metaKey or event.altKey:
        return
    here = event.target
    try:
        if not here.matches(MAZE_CARDS):
            return
    except Exception:
        return
    cards = {}
    for card in document.querySelectorAll(MAZE_CARDS):
        x, y = str(card.getAttribute("data-at")).split(",")
        cards[(int(x), int(y))] = card
    x, y = str(here.getAttribute("data-at")).split(",")
    at = learn.next_card(list(cards), (int(x), int(y)), key)
    event.preventDefault()
    if at is not None:
        cards[at].focus()


async def _long_press(press):
    await asyncio.sleep(LONG_PRESS_S)
    if _press is not press:
        return  # lifted or moved before the time
    press["fired"] = True
    el = press["el"]
    if el.getAttribute("data-hand") is not None:
        if _app.explain_hand(int(el.getAttribute("data-hand"))):
            redraw()
    else:
        _show_tip(el, True)


def on_press_down(event):
    """A touch held still on a card explains it; a tap elsewhere puts the maze's tip away."""
    global _press
    if _tip is not None and _closest(event.target, TIPPED) is None:
        _hide_tip()
    if str(event.pointerType) != "touch":
        return
    el = _closest(event.target, "[data-hand]") or _closest(event.target, TIPPED)
    if el is None:
        return
    _press = {"id": event.pointerId, "x": event.clientX, "y": event.clientY, "el": el, "fired": False}
    asyncio.create_task(_long_press(_press))


def on_press_move(event):
    global _press
    if _press is not None and abs(event.clientX - _press["x"]) + abs(event.clientY - _press["y"]) > 8:
        _press = None


def on_press_up(event):
    """After a long press on a hand card, the click that follows does not select it."""
    global _press, _suppress_clicks_until
    if _press is not None and _press["fired"]:
        _suppress_clicks_until = window.performance.now() + 400
    _press = None


def on_contextmenu(event):
    if _closest(event.target, "[data-hand]") or _closest(event.target, TIPPED):
        event.preventDefault()  # a long press explains the card instead of opening a menu


def _listen(target, name, handler, options=None):
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    if options is None:
        target.addEventListener(name, proxy)
    else:
        target.addEventListener(name, proxy, to_js(options))


SETUP_KEY = "saboteur-setup"  # names and choices of the start screen: no secrets


def _remember_setup(text):
    try:
        window.localStorage.setItem(SETUP_KEY, text)
    except Exception:
        pass
    _remember_first_screens()


def _first_screen():
    """What boot.js did before this module ran: the language, the screen's source, whether the
    person changed the form, a Start or Resume clicked. None without a pre-rendered screen."""
    first = window.sabFirst
    if not first:
        return None
    pending = first.pending
    return {"lang": str(first.lang), "touched": bool(first.touched), "source": str(first.source),
            "pending": str(pending) if pending else None}


def _value(element):
    return None if element is None else str(element.value)


def _ticked(name):
    """The values of the ticked checkboxes of field `name` (the modules), separated by spaces."""
    boxes = _root.querySelectorAll(f'[data-field="{name}"]:checked')
    return " ".join(str(boxes.item(i).value) for i in range(boxes.length))


def _read_form():
    """Take the start screen's fields, as the person left them, into App.config (a field that
    is not there leaves the config's value; restore_setup refuses a malformed setup)."""
    rows = _root.querySelectorAll(".seat-row")
    seats = []
    for i in range(rows.length):
        row = rows.item(i)
        seats.append({name: _value(row.querySelector(f'[data-field="{name}"]')) for name in ("name", "kind", "level")})
    _app.restore_setup(json.dumps({"seats": seats, "ruleset": _value(_root.querySelector('[data-field="ruleset"]')),
                                   "gold_draw": _value(_root.querySelector('[data-field="gold_draw"]')),
                                   "speed": _value(_root.querySelector('[data-field="speed"]')),
                                   "modules": _ticked("modules").split()}))
    seed = _value(_root.querySelector('[data-field="seed"]'))
    if seed is not None:
        _app.config["seed"] = seed


def _lesson_asked():
    """?lesson=<id> (a lesson's "Play on from here"): App starts that game on Start. The
    address is put back without it, so that a reload resumes the game instead."""
    try:
        lesson = window.URLSearchParams.new(window.location.search).get("lesson")
    except Exception:
        return False
    if not lesson:
        return False
    _app.lesson = str(lesson)
    _app.lessons_url = str(window.URL.new("lessons/", document.baseURI).href)
    window.history.replaceState(None, "", str(window.location.pathname))
    return True


async def start(connect, root_id="app", on_interactive=None):
    """Show the start screen at once, then connect the engine and resume a saved game if any.

    `connect` is an async function returning the engine worker, or None if it failed to load;
    `on_interactive` is called as soon as the first screen takes input.
    """
    global _app, _root, _worker
    _root = document.getElementById(root_id)
    if _root is None:
        _root = document.createElement("div")
        _root.id = root_id
        document.body.appendChild(_root)
    if document.getElementById("sab-style") is None:
        tag = document.createElement("style")
        tag.id = "sab-style"
        tag.textContent = style.CSS
        document.head.appendChild(tag)
    first = _first_screen()
    lang = first["lang"] if first else text.pick_language(_languages())
    _app = App(_send, _sleep, lang, None, "")  # no seed: the worker deals at random, in secret
    _app.on_render = redraw
    _app.remember = _remember_setup
    try:
        note = window.localStorage.getItem(SAVE_NOTE_KEY)
        if note:
            _app.take_marker(str(note))
    except Exception:
        pass
    restored = False
    if first and (first["touched"] or first["pending"] or first["source"] == "remembered"):
        _read_form()  # the screen on show is the setup: nothing the person did is drawn over
    else:
        try:
            remembered = window.localStorage.getItem(SETUP_KEY)
            if remembered:
                restored = _app.restore_setup(str(remembered))
        except Exception:
            pass  # storage may be off (private windows, embedded frames): defaults then
    window.sabLive = True  # boot.js's handlers of the first screen stand down
    _listen(_root, "click", on_click)
    _listen(_root, "change", on_change)
    _listen(_root, "input", on_input)
    _listen(document, "keydown", on_key)
    _listen(_root, "wheel", on_wheel, {"passive": False})
    _listen(_root, "pointerdown", on_pointerdown)
    _listen(document, "pointermove", on_pointermove)
    _listen(document, "pointerup", on_pointerup)
    _listen(document, "pointercancel", on_pointerup)
    _listen(_root, "pointerover", on_tip_over)
    _listen(_root, "focusin", on_tip_focus)
    _listen(_root, "focusout", on_tip_blur)
    _listen(document, "keydown", on_card_key)
    _listen(_root, "pointerdown", on_press_down)
    _listen(document, "pointermove", on_press_move)
    _listen(document, "pointerup", on_press_up)
    _listen(document, "pointercancel", on_press_up)
    _listen(_root, "contextmenu", on_contextmenu)
    _listen(document, "animationend", on_animation_end)
    _app.screen = "start"  # people can set up a game while the engine boots
    if first is None or restored:
        redraw()
        if restored:
            _remember_first_screens()
    else:
        for name, value in (("busy", "0"), ("actions", "0"), ("round", "0"), ("seat", "")):
            _root.setAttribute("data-" + name, value)  # as a redraw of the start screen marks it
        waiting = document.querySelectorAll("[data-wait]")  # add and remove seat work from now on
        for i in range(waiting.length):
            waiting.item(i).removeAttribute("disabled")
            waiting.item(i).removeAttribute("data-wait")
    if first and first["pending"]:
        asyncio.create_task(_guarded(_app.command, first["pending"]))
    if on_interactive is not None:
        on_interactive()
    _worker = await connect()
    _app.engine_ready = _worker is not None
    _engine_settled.set()
    if _worker is None:
        return _app
    shown = (_app.screen, _app.has_save, _app.message, _app.set_aside)
    await _app.boot()
    await _app.settle()
    if _lesson_asked():
        await _guarded(_app.command, "start")  # asks first if that would end a saved game
    if (_app.screen, _app.has_save, _app.message, _app.set_aside) != shown:
        redraw()  # only when the save changes the screen: a redraw would cut into typing
    else:
        _keep_save_note()
    window.sabReady = True
    return _app
