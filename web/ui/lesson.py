"""One baked lesson (docs/lessons.md sections 3 and 4) as a pure controller: no DOM, no
engine. The page (ui/lesson_page.py) draws `render()` and turns clicks and keys into
`tap_hand`, `tap_target`, `command`, `key` and `field` calls, as the game's App does.

A move step is played with the game's own interaction state machine over the step's view:
its legal actions, widened with the baked refusals, which are only the refused tries the
lesson asks the reader to make (a step lights only what it allows, issue 45; the lit spots
still do not give the answer away). A confirmed action is judged from the baked outcomes:
right -> the `then` views are shown one after another (the page paces them), then the next
step; a wrong legal move -> its feedback; a refused try -> the rules' reason. Nothing
changes the position but a right move.

Runs on MicroPython (no typing, no dataclasses).
"""

from ui import board_svg, interaction, panel
from ui.cards_svg import esc, remember_cards
from ui.text import (LANGUAGE_NAMES, LANGUAGES, card_name, describe_action, goal_name, seat_name, t, tool_word,
                     where, your_role)

REPLY_PAUSE_S = 0.9  # between two views of the replies (none under prefers-reduced-motion)
PAN_STEP = 0.5  # of the phone's maze window, per pan button press
PANS = {"pan_left": (-PAN_STEP, 0), "pan_right": (PAN_STEP, 0), "pan_up": (0, -PAN_STEP), "pan_down": (0, PAN_STEP)}


def _words(key, **values):
    """The same sentence in every language: feedback keeps following the language switch."""
    return {lang: t(lang, key, **values) for lang in LANGUAGES}


def stars_for(slips):
    """docs/lessons.md section 1: `slips` counts wrong moves, refused tries, wrong guesses
    and hints; three stars with none, two with one, one otherwise."""
    return 3 if slips == 0 else 2 if slips == 1 else 1


def _unpack_words(data):
    """The baker writes each sentence once, in `words`, and refers to it by index (docs/lessons.md
    section 3): put the sentences back where the lesson reads them."""
    words = data.get("words") or []
    for step in data.get("steps") or []:
        for outcome in (step.get("outcomes") or {}).values():
            if isinstance(outcome.get("feedback"), int):
                outcome["feedback"] = words[outcome["feedback"]]
        for refusal in (step.get("refusals") or {}).values():
            if isinstance(refusal.get("text"), int):
                refusal["text"] = words[refusal["text"]]


class Lesson:
    def __init__(self, data, lang="en", framed=False):
        self.data = data
        self.lang = lang if lang in LANGUAGES else "en"
        self.framed = framed  # shown in another page's frame: play on opens a tab of its own
        self.maze_px = None  # on a phone: the room the maze may take (board_svg.fit_viewbox)
        self.camera = None  # on a phone: (the lit spots, the window the reader panned to), else None
        self.shown_box = None  # the maze's window as last drawn: what a pan moves
        remember_cards(data.get("cards"))
        _unpack_words(data)
        self.news = []  # what the live region has to say, in order (words by language); kept on restart
        self.restart()

    def restart(self):
        steps = self.steps()
        self.step = 0
        self.shown = steps[0]["view"] if steps else self.data["end"]
        self.done = not steps
        self.state = interaction.new_state()
        self.hints = 0  # hints shown in this step
        self.hints_used = 0
        self.mistakes = 0  # wrong moves, refused tries and wrong guesses
        self.feedback = None  # (kind, words by language): "right", "wrong", "refused"
        self.captions = []  # the replies' captions (words by language) since the last right move
        self.queue = []  # `then` entries still to show
        self._tries = None

    # -- where we are ---------------------------------------------------------------------

    def steps(self):
        return self.data.get("steps") or []

    def current(self):
        return None if self.done else self.steps()[self.step]

    def kind(self):
        """"end", "read", "guess" or "move"."""
        step = self.current()
        if step is None:
            return "end"
        if step.get("question"):
            return "guess"
        if (step.get("goal") or {}).get("kind") == "read":
            return "read"
        return "move"

    def view(self):
        return self.data["views"][self.shown]

    def names(self):
        names = self.data.get("names") or {}
        return names.get(self.lang) or names.get("en") or []

    def replaying(self):
        return bool(self.queue)

    def tries(self):
        """The view the interaction runs on: the step's legal actions and the refused tries the
        lesson names, on a move step's own view only (none while replies are shown)."""
        step = self.current()
        view = self.view()
        if self.kind() != "move" or self.queue or self.shown != step["view"]:
            return dict(view, legal_actions=[])
        key = (self.step, self.shown)
        if self._tries is None or self._tries[0] != key:
            refused = [entry["action"] for entry in (step.get("refusals") or {}).values()]
            self._tries = (key, dict(view, legal_actions=list(view.get("legal_actions") or []) + refused))
        return self._tries[1]

    def stars(self):
        return stars_for(self.mistakes + self.hints_used)

    def _say(self, words):
        self.news.append(words)

    def heard(self, since=0):
        """The news after the first `since` (the page's aria-live region says them once):
        a right move and the replies shown with it under reduced motion are said together."""
        return " ".join(self._text(words) for words in self.news[since:])

    # -- moving on --------------------------------------------------------------------------

    def advance(self):
        """Show the next view of a right move's `then` (the page calls it, paced); after the
        last one, the next step begins. False when there was none."""
        if not self.queue:
            return False
        entry = self.queue.pop(0)
        self.shown = entry["view"]
        if entry.get("say"):
            self.captions.append(entry["say"])
            self._say(entry["say"])
        if not self.queue:
            self._next_step()
        return True

    def finish_replies(self):
        """Every view left at once (prefers-reduced-motion: no replies played one by one)."""
        while self.advance():
            pass

    def _next_step(self):
        self.step += 1
        self.hints = 0
        self.state = interaction.new_state()
        if self.step >= len(self.steps()):
            self.done = True
            self.shown = self.data["end"]
            self._say(_words("lesson_done_news", n=self.stars()))
        else:
            self.shown = self.steps()[self.step]["view"]

    def _judge(self, action):
        step = self.current()
        key = interaction.action_key(action)
        outcome = (step.get("outcomes") or {}).get(key)
        refusal = (step.get("refusals") or {}).get(key)
        if outcome is not None and outcome.get("right"):
            self.feedback = ("right", _words("lesson_right"))
            self.captions = []
            self._say(self.feedback[1])
            self.state = interaction.new_state()
            self.queue = list(outcome.get("then") or [])
            self.advance()  # the learner's own move shows at once; the replies are paced
            return True
        if outcome is not None:
            self.feedback = ("wrong", outcome.get("feedback") or _words("lesson_wrong"))
        elif refusal is not None:
            self.feedback = ("refused", refusal["text"])
        else:
            return False
        self.mistakes += 1
        self.captions = []
        self._say(self._feedback_words())
        self.state = interaction.cancel(self.state)  # the card stays in hand, chosen: try again
        return True

    def _feedback_words(self):
        kind, words = self.feedback
        label = {"wrong": "lesson_wrong_label", "refused": "lesson_refused_label"}.get(kind)
        if label is None:
            return words
        return {lang: t(lang, label) + " " + (words.get(lang) or words.get("en") or "") for lang in LANGUAGES}

    # -- input --------------------------------------------------------------------------------

    def tap_hand(self, index):
        if self.kind() != "move" or self.queue:
            return False
        new = interaction.select_card(self.state, self.tries(), index)
        changed = new is not self.state
        self.state = new
        if changed:
            self._forget_slip()
        return changed

    def _forget_slip(self):
        """A wrong or refused try's feedback lasts until the reader moves on from it (another
        card, Cancel, a hint): left on screen it would judge what they do next (issue 45)."""
        if self.feedback is None or self.feedback[0] == "right":
            return False
        self.feedback = None
        return True

    def tap_target(self, target_id):
        """A lit spot, seat or goal: choose it; choosing it again confirms (as in the game)."""
        if self.kind() != "move" or self.queue:
            return False
        tries = self.tries()
        # a gold card kept, a player robbed, a dwarf's step or Stop (The Lost Mines): at once, as in the game
        if interaction.decision_phase(tries) or interaction.move_phase(tries):
            for target in interaction.targets(self.state, tries):
                if target["id"] == target_id:
                    return self._judge(target["action"])
            return False
        pending = self.state.get("pending")
        if pending is not None and interaction.target_of(pending)["id"] == target_id:
            return self.confirm()
        new = interaction.choose(self.state, self.tries(), target_id)
        changed = new is not self.state
        self.state = new
        return changed

    def confirm(self):
        _, action = interaction.confirm(self.state, self.tries())
        return action is not None and self._judge(action)

    def guess(self, seat):
        step = self.current()
        question = (step or {}).get("question")
        if not question or seat not in question.get("choices", []):
            return False
        right = seat == question["answer"]
        words = {lang: t(lang, "lesson_guess_right" if right else "lesson_guess_wrong",
                         name=seat_name((self.data.get("names") or {}).get(lang) or self.names(), seat),
                         role=t(lang, "role_" + str(question.get("role"))))
                 for lang in LANGUAGES}
        if not right and question.get("wrong"):
            words = question["wrong"]  # the baker's own words for a wrong guess
        if right:
            self.feedback = ("right", words)
            self._say(words)
            self.captions = []
            self._next_step()
        else:
            self.mistakes += 1
            self.feedback = ("wrong", words)
            self._say(words)
        return True

    def command(self, name, arg=None):
        """A button's data-cmd. True when the lesson should be drawn again."""
        if name == "restart":
            self.restart()
            self._say(_words("lesson_restarted"))
            return True
        if name == "hint":
            hints = (self.current() or {}).get("hints") or []
            if self.hints >= len(hints) or self.queue:
                return False
            self.hints += 1
            self.hints_used += 1
            self._forget_slip()
            self._say(hints[self.hints - 1])
            return True
        if name in PANS:
            if self.shown_box is None:
                return False
            dx, dy = PANS[name]
            box = board_svg.clamp_viewbox(board_svg.pan_viewbox(self.shown_box, dx, dy), self.view())  # a board's edge holds it
            self.camera = (self._spots_key(), box)
            return True
        if name == "next":
            if self.kind() != "read":
                return False
            self.feedback, self.captions = None, []
            self._next_step()
            return True
        if name == "guess":
            return self.kind() == "guess" and arg is not None and self.guess(arg)
        if self.kind() != "move" or self.queue:
            return False
        if name == "turn":
            new = interaction.turn(self.state, self.tries())
        elif name == "discard":
            new = interaction.discard(self.state, self.tries())
        elif name == "recruit":  # right of way: the selected card discarded to recruit a pawn
            new = interaction.recruit(self.state, self.tries())
        elif name == "cancel":
            new = interaction.cancel(self.state)
            if self._forget_slip():
                self.state = new
                return True
        elif name == "confirm":
            return self.confirm()
        else:
            return False
        changed = new is not self.state
        self.state = new
        return changed

    def key(self, key):
        """Keys as in the game: r turns, Escape cancels, 1-9 pick a hand card."""
        if key in ("r", "R"):
            return self.command("turn")
        if key == "Escape":
            return self.command("cancel")
        if len(key) == 1 and "1" <= key <= "9":
            return self.tap_hand(int(key) - 1)
        return False

    def field(self, name, value):
        if name == "lang" and value in LANGUAGES:
            self.lang = value
            return True
        return False

    # -- drawing -----------------------------------------------------------------------------------

    def title(self):
        title = self.data.get("title") or {}
        return title.get(self.lang) or title.get("en") or ""

    def _text(self, words):
        return (words or {}).get(self.lang) or (words or {}).get("en") or ""

    def render(self):
        """The HTML of the whole lesson (the page puts it into its root)."""
        lang = self.lang
        kind = self.kind()
        options = "".join(
            f'<option value="{code}"{panel.SEL if code == lang else ""}>{esc(LANGUAGE_NAMES[code])}</option>'
            for code in LANGUAGES)
        head = (f'<header class="top lesson-top"><h1 class="brand" id="lesson-title">{esc(self.title())}</h1>'
                f'<label class="lang">{esc(t(lang, "language"))} <select id="lang" data-field="lang">{options}</select>'
                f'</label></header>')
        parts = []
        if kind == "end":
            parts.append(self._end_html())
        else:
            count = len(self.steps())
            progress = t(lang, "lesson_step", n=self.step + 1, count=count)
            parts.append(f'<p class="status lesson-progress">{esc(progress)}</p>')
            parts.append(self._step_html(kind))
        parts.append(self._feedback_html())
        side = "".join(parts)
        view = self.view()
        tries = self.tries()
        names = self.names()
        targets = interaction.board_targets(self.state, tries)
        box, pans = self._maze_window(view, targets)
        maze = board_svg.board_svg(view, targets, self.state.get("pending"), lang, box, None, names, self._last_at(),
                                   "maze")
        board = (f'<div class="lesson-side">{side}{self._hand_html(tries)}</div>'
                 f'<section class="maze-wrap" aria-label="{esc(t(lang, "maze"))}">{pans}{maze}</section>'
                 + panel.players_html(tries, names, lang, self.state, marked=None)
                 + self._position_html(view, names))
        return (head + f'<main id="main" class="lesson screen-lesson" data-step="{self.step}" data-kind="{kind}">'
                f'<div class="lesson-board">{board}</div></main>')

    def _spots_key(self):
        return " ".join(tg["id"] for tg in interaction.board_targets(self.state, self.tries()))

    def _maze_window(self, view, targets):
        """The maze's viewBox and, on a phone, the pan buttons. There the maze is a window around
        as many lit spots as fit at a finger's size; the buttons say how many lie out of sight
        each way and move the window (issue 45: a lit spot out of sight could not be tapped).
        A pan holds while the lit spots stay the same."""
        box = board_svg.fit_viewbox(view, targets, screen=self.maze_px)
        spots = [target["at"] for target in targets if target.get("at") is not None]
        if self.maze_px is None or not spots:
            self.camera = self.shown_box = None
            return box, ""
        if self.camera is not None and self.camera[0] == self._spots_key():
            box = self.camera[1]
        else:
            self.camera = None
        self.shown_box = box
        beyond = board_svg.spots_beyond(box, board_svg.spot_rects(view, targets))
        if self.camera is None and not any(beyond.values()):
            return box, ""
        lang = self.lang
        buttons = "".join(panel.pan_button(side, arrow, beyond[side], lang)
                          for side, arrow in (("left", "←"), ("up", "↑"), ("down", "↓"), ("right", "→")))
        return box, f'<div class="camera" role="toolbar" aria-label="{esc(t(lang, "maze"))}">{buttons}</div>'

    def _step_html(self, kind):
        lang = self.lang
        step = self.current()
        paragraphs = [part.strip() for part in self._text(step.get("text")).split("\n\n") if part.strip()]
        parts = ['<section class="lesson-text" aria-labelledby="lesson-title">']
        parts += [f"<p>{esc(part)}</p>" for part in paragraphs]
        parts.append("</section>")
        hints = step.get("hints") or []
        if self.hints:
            items = "".join(f"<li>{esc(self._text(hint))}</li>" for hint in hints[:self.hints])
            parts.append(f'<section class="hints" aria-label="{esc(t(lang, "lesson_hints"))}">'
                         f'<ol>{items}</ol></section>')
        buttons = []
        if kind == "read":
            buttons.append(panel._button(t(lang, "lesson_next"), cmd="next", extra_class="primary"))
        if kind == "guess":
            question = step["question"]
            role = t(lang, "role_" + str(question.get("role")))
            parts.append(f'<p class="question" id="question">{esc(t(lang, "lesson_guess_q", role=role))}</p>')
            choices = "".join(panel._button(seat_name(self.names(), seat), cmd="guess", attrs=f' data-seat="{seat}"')
                              for seat in question.get("choices") or [])
            parts.append(f'<div class="buttons choices" role="group" aria-labelledby="question">{choices}</div>')
        if self.hints < len(hints) and not self.queue:
            buttons.append(panel._button(t(lang, "lesson_hint"), cmd="hint"))
        if buttons:
            parts.append(f'<div class="buttons">{"".join(buttons)}</div>')
        return "".join(parts)

    def _hand_html(self, tries):
        if self.kind() != "move" or self.view().get("seat") is None:
            return ""
        lang = self.lang
        names = self.names()
        if interaction.decision_phase(tries):
            prompt = t(lang, interaction.prompt(self.state, tries), name=seat_name(names, tries.get("seat")))
            choices = "".join(panel._button(describe_action(lang, target["action"], names), target=target["id"],
                                            extra_class="gold")
                              for target in interaction.targets(self.state, tries))
            return (f'<div class="controls"><p class="prompt">{esc(prompt)}</p>'
                    f'<div class="buttons">{choices}</div></div>')
        controls = "" if self.queue else panel.controls_html(tries, self.state, lang, names)
        return controls + panel.hand_html(tries, self.state, lang, t(lang, "hand"))

    def _feedback_html(self):
        """What the last try or guess earned, and the replies' captions (the page also says it aloud)."""
        lines = []
        if self.feedback is not None:
            kind, words = self.feedback
            text = self._feedback_words()[self.lang] if kind != "right" else self._text(words)
            lines.append(f'<p class="feedback {kind}">{esc(text)}</p>')
        lines += [f'<p class="caption">{esc(self._text(say))}</p>' for say in self.captions]
        if self.queue:
            lines.append(f'<p class="caption waiting">{esc(t(self.lang, "lesson_replying"))}</p>')
        return f'<div class="lesson-feedback" id="lesson-feedback">{"".join(lines)}</div>'

    def _end_html(self):
        lang = self.lang
        stars = self.stars()
        shown = "★" * stars + "☆" * (3 - stars)
        links = [panel._button(t(lang, "lesson_restart"), cmd="restart")]
        following = self.data.get("next")
        if following:
            links.append(f'<a class="btn primary" href="{esc(following)}.html?lang={lang}">'
                         f'{esc(t(lang, "lesson_next_lesson"))}</a>')
        note = ""
        if self.data.get("play_on", True):  # false when the lesson ends the game
            target = ' target="_blank" rel="noopener"' if self.framed else ""
            links.append(f'<a class="btn" href="../index.html?lesson={esc(self.data["id"])}"{target}>'
                         f'{esc(t(lang, "lesson_play_on"))}</a>')
            note = f'<p class="play-on-note">{esc(t(lang, "lesson_play_on_note"))}</p>'
        return (f'<section class="lesson-end" aria-labelledby="lesson-end-title">'
                f'<h2 id="lesson-end-title" tabindex="-1">{esc(t(lang, "lesson_done"))}</h2>'
                f'<p class="stars" role="img" aria-label="{esc(t(lang, "lesson_stars", n=stars))}">{shown}</p>'
                f'<p class="stars-rule">{esc(t(lang, "lesson_stars_rule"))}</p>'
                f'<div class="buttons">{"".join(links)}</div>{note}</section>')

    def _last_at(self):
        """Where the last card was laid or taken away this round (marked on the maze)."""
        for event in reversed(self.view().get("log") or []):
            if event.get("type") in ("place", "rockfall", "map"):
                return event.get("at")
            if event.get("type") == "round_start":
                return None
        return None

    def _position_html(self, view, names):
        """The position in words, for whoever does not see the drawing (a fold everyone may open)."""
        lang = self.lang
        lines = [t(lang, "lesson_maze_words", cards=t(lang, "semicolon").join(self._maze_words(view)))]
        hand = view.get("hand") or []
        if hand:
            lines.append(t(lang, "lesson_hand_words", cards=", ".join(card_name(lang, card) for card in hand)))
        if view.get("role"):
            lines.append(your_role(lang, view["role"]) + ".")
        players = []
        for info in view.get("seats") or []:
            bits = [t(lang, "cards_in_hand", n=info.get("hand_size", 0))]
            broken = info.get("broken") or []
            if broken:
                bits.append(t(lang, "broken_tools", tools=", ".join(tool_word(lang, tool) for tool in broken)))
            players.append(seat_name(names, info["seat"]) + " (" + ", ".join(bits) + ")")
        lines.append(t(lang, "lesson_players_words", players=t(lang, "semicolon").join(players)))
        if view.get("to_move") is not None and view["to_move"] == view.get("seat"):
            lines.append(t(lang, "to_move_you") + ".")  # not "You to play", "À Vous de jouer"
        elif view.get("to_move") is not None:
            lines.append(t(lang, "to_move", name=seat_name(names, view["to_move"])) + ".")
        items = "".join(f"<li>{esc(line)}</li>" for line in lines)
        return (f'<details class="position-words"><summary>{esc(t(lang, "lesson_position"))}</summary>'
                f'<ul>{items}</ul></details>')

    def _maze_words(self, view):
        lang = self.lang
        goals = {}
        for goal in view.get("goals") or []:
            goals[(goal["at"][0], goal["at"][1])] = goal
        out = []
        for item in view.get("maze") or []:
            at = item["at"]
            name = card_name(lang, item["card"], item.get("turned"))
            if (at[0], at[1]) in goals:
                out.append(t(lang, "goal_is", goal=goal_name(lang, at), card=name))
            else:
                out.append(name + (", " + where(lang, at) if at[0] or at[1] else ""))
        for goal in view.get("goals") or []:
            if goal.get("face_up"):
                continue
            name = t(lang, "card_goal_back")
            if goal.get("seen_by_you") and goal.get("card"):
                name += " (" + t(lang, "seen_by_you", card=card_name(lang, goal["card"])) + ")"
            out.append(t(lang, "goal_is", goal=goal_name(lang, goal["at"]), card=name) + ", " + where(lang, goal["at"]))
        return out
