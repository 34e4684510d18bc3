"""Watching a finished game again (issue 45, "What to build" 6): the replay screen and its
commands. The worker does the engine work (`replay_open`, `replay_step` in game_session.py)
and sends one step at a time, every hand and role shown; this module draws what it gets.

A replay is opened from the game-over screen ("Watch again") or from a file the person saved
or loads on the start screen; the worker opens only finished games, so nothing secret of a
game in play reaches the page. Runs on MicroPython (no typing, no dataclasses).
"""

from ui import board_svg, module_picker
from ui.cards_svg import card_svg, esc, remember_view
from ui.text import card_labels, card_name, describe_event, role_word, seat_name, t, tool_word

KEYS = {"ArrowLeft": "replay_back", "ArrowRight": "replay_forward", "Home": "replay_first", "End": "replay_last"}


async def open_replay(app, text=None):
    """Ask the worker for the game to watch: the one just played (no `text`) or a file's text.
    A file that cannot be watched is reported on the screen it was chosen from."""
    message = {"type": "replay_open"}
    if text is not None:
        message["text"] = text
    reply = await app.send(message)
    if not reply.get("ok"):
        report_bad_file(app, reply.get("reason"), reply.get("detail"))
        return True
    app.replay_error = None
    app.replay = {"outline": reply["replay"], "frame": _take_frame(reply["frame"]),
                  "back": app.screen if app.screen in ("game-over", "start") else "start"}
    app.screen = "replay"
    return True


def report_bad_file(app, reason, detail=None):
    """Why a file cannot be watched, worded in the page's language beside the file picker."""
    words = t(app.lang, "record_reason_" + str(reason or "not_json"), detail=detail)
    app.replay_error = t(app.lang, "record_bad", reason=words)


def _take_frame(frame):
    remember_view(frame["view"])
    return frame


async def go_to(app, step):
    replay = app.replay
    steps = replay["outline"]["steps"]
    step = max(0, min(step, steps))
    if step == replay["frame"]["step"]:
        return False
    reply = await app.send({"type": "replay_step", "step": step})
    if not reply.get("ok"):
        return False
    replay["frame"] = _take_frame(reply["frame"])
    return True


async def command(app, name, arg=None):
    """The replay's buttons (and Watch again). True when the screen should be drawn again."""
    if name == "watch_again":
        return await open_replay(app)
    replay = app.replay
    if replay is None or app.screen != "replay":
        return False
    step = replay["frame"]["step"]
    if name == "replay_exit":
        app.screen = replay["back"]
        app.replay = None
        return True
    if name == "replay_round":
        for entry in replay["outline"]["rounds"]:
            if entry["round"] == arg:
                return await go_to(app, entry["step"])
        return False
    target = {"replay_back": step - 1, "replay_forward": step + 1, "replay_first": 0,
              "replay_last": replay["outline"]["steps"]}.get(name)
    if target is None:
        return False
    return await go_to(app, target)


async def key(app, name):
    if name == "Escape":
        return await command(app, "replay_exit")
    if name in KEYS:
        return await command(app, KEYS[name])
    return False


def names(replay):
    return [seat.get("name") for seat in replay["outline"].get("seats") or []]


# -- drawing ------------------------------------------------------------------------------------


def load_record_html(lang, error=None):
    """The start screen's way in: a file picker shown as a button, and why the last file
    chosen could not be watched."""
    alert = f'<p class="message" role="alert" id="record-error">{esc(error)}</p>' if error else ""
    described = ' aria-describedby="record-error"' if error else ""
    return (f'<div class="load-record">{alert}<label class="btn file-btn">{esc(t(lang, "load_record"))}'
            f'<input type="file" class="file-input" accept=".json,application/json" data-field="record_file"{described} />'
            f'</label></div>')


def replay_html(replay, lang):
    frame, outline = replay["frame"], replay["outline"]
    who = names(replay)
    where = t(lang, "replay_where", step=frame["step"], steps=outline["steps"], round=frame["round"])
    if frame.get("ended_round"):
        where += " · " + t(lang, "replay_round_end", round=frame["ended_round"])
    return (
        f'<section class="replay" data-step="{frame["step"]}" aria-labelledby="replay-title"><h2 id="replay-title">{esc(t(lang, "replay_title"))}</h2>'
        f'{_modules_html(frame, lang)}'
        # the controls first, so that they stay put however many lines a step tells
        f'{_controls_html(frame, outline, lang)}'
        f'<div class="replay-now" role="status"><p class="replay-where">{esc(where)}</p>{_lines_html(frame, who, lang)}</div>'
        f'<div class="replay-table">{_maze_html(frame, who, lang)}{_seats_html(frame, who, lang)}</div></section>'
    )


def _modules_html(frame, lang):
    """The anniversary modules the game was played with (the frame's view names them)."""
    names = module_picker.in_play_names(frame["view"], lang)
    return f'<p class="modules-in-play">{esc(t(lang, "modules_in_play", names=names))}</p>' if names else ""


def _button(label, cmd, disabled=False, arg=None, pressed=None, keys=None):
    # an id of its own, so that focus stays on the button pressed across redraws (page.py)
    attrs = f' id="{cmd.replace("_", "-")}{"" if arg is None else "-" + str(arg)}" data-cmd="{cmd}"'
    if arg is not None:
        attrs += f' data-arg="{arg}"'
    if pressed is not None:
        attrs += f' aria-pressed="{"true" if pressed else "false"}"'
    if keys:
        attrs += f' aria-keyshortcuts="{keys}"'
    if disabled:
        attrs += ' disabled="disabled"'
    return f'<button type="button" class="btn"{attrs}>{esc(label)}</button>'


def _controls_html(frame, outline, lang):
    step, steps = frame["step"], outline["steps"]
    moves = (_button("◀ " + t(lang, "replay_back"), "replay_back", step == 0, keys="ArrowLeft")
             + _button(t(lang, "replay_forward") + " ▶", "replay_forward", step == steps, keys="ArrowRight"))
    rounds = "".join(
        _button(t(lang, "round_n", round=entry["round"]), "replay_round", arg=entry["round"],
                pressed=frame["round"] == entry["round"] and not frame.get("ended_round"))
        for entry in outline["rounds"])
    return (
        f'<div class="replay-controls" role="toolbar" aria-label="{esc(t(lang, "replay_controls"))}">'
        f'<span class="replay-moves">{moves}</span>'
        f'<span class="replay-rounds" role="group" aria-label="{esc(t(lang, "replay_rounds"))}">{rounds}</span>'
        f'{_button(t(lang, "replay_exit"), "replay_exit", keys="Escape")}</div>'
        f'<p class="kbd-hint">{esc(t(lang, "replay_keys"))}</p>'
    )


def _lines_html(frame, who, lang):
    lines = [describe_event(lang, line, who) for line in frame.get("lines") or []]
    lines = [line for line in lines if line]
    if not lines:
        lines = [t(lang, "replay_dealt", round=frame["round"])]
    return '<ul class="replay-lines">' + "".join(f"<li>{esc(line)}</li>" for line in lines) + "</ul>"


def _maze_html(frame, who, lang):
    view = frame["view"]
    route, last_at = None, None
    ended = frame.get("ended_round")
    if ended:
        result = next((r for r in view.get("results") or [] if r.get("round") == ended), None)
        view = board_svg.round_view(frame.get("round_log") or [], ended, result, view.get("postcards"), view.get("layout"))
        route = (result or {}).get("route")
    for line in frame.get("lines") or []:
        if line.get("type") in ("place", "rockfall", "map"):
            last_at = line.get("at")
    svg = board_svg.board_svg(view, [], None, lang, None, route, who, last_at, "maze")
    return f'<section class="maze-wrap" aria-label="{esc(t(lang, "maze"))}">{svg}</section>'


def _seats_html(frame, who, lang):
    labels = card_labels(lang)
    rows = []
    for info in frame["view"].get("seats") or []:
        seat = info["seat"]
        role = frame["roles"][seat] if seat < len(frame["roles"]) else None
        hand = frame["hands"][seat] if seat < len(frame["hands"]) else []
        cards = "".join(card_svg(card, False, labels, card_name(lang, card), width=34, css_class="mini")
                        for card in hand) or esc(t(lang, "replay_no_cards"))
        facts = [tool_word(lang, tool) for tool in info.get("broken") or []]
        facts += [card_name(lang, card) for card in info.get("in_front") or [] if not card.startswith("break-")]
        front = f'<span class="replay-front">{esc(t(lang, "in_front", cards=", ".join(facts)))}</span>' if facts else ""
        score = (frame.get("totals") or [0] * (seat + 1))[seat]
        if "has_gold" in info:  # Saboteur 2 counts nuggets
            score = t(lang, "nuggets_one") if score == 1 else t(lang, "nuggets", n=score)
        else:
            score = t(lang, "replay_gold", n=score)
        classes = "replay-seat" + (" acted" if frame.get("actor") == seat else "")
        rows.append(
            f'<li class="{classes}"><span class="pname">{esc(seat_name(who, seat))}</span> '
            f'<span class="prole">{esc(role_word(lang, role) if role else "")}</span>'
            f'<span class="pgold">{esc(score)}</span>{front}'
            f'<span class="replay-hand" aria-label="{esc(t(lang, "hand_of", name=seat_name(who, seat)))}" role="group">{cards}</span></li>')
    return (f'<section class="replay-seats" aria-labelledby="replay-seats-title"><h3 id="replay-seats-title">'
            f'{esc(t(lang, "replay_seats"))}</h3><ul>{"".join(rows)}</ul></section>')
