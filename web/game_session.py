"""The game held in the worker: new game, act, bot steps, views for the seats at the screen,
and a save of every action so that a reload resumes exactly.

Plain CPython-importable code (the worker runs it on Pyodide). Messages and replies are
dicts (the dispatch module turns them into JSON). Secrets stay here: a reply carries only
`game.view(seat)` for a human seat asked for by the page, or the public view (seat None).

    HANDLERS = {"new_game": ..., "act": ..., "bot_step": ..., "view": ..., "resume": ..., "saved": ..., "forget": ...}

A store is any object with `load() -> str | None`, `save(text)`, `clear()`, `set_aside()` (keep
the current save under another name, no longer read) and `load_set_aside() -> str | None`;
the worker gives one kept in IndexedDB, the tests one in memory.
"""

import json
import random

import saboteur
from saboteur.record import FORMAT as RECORD_FORMAT
from saboteur.views import card_ids_in

SAVE_FORMAT = "saboteur-web-save"
SAVE_VERSION = 1
LEVELS = (1, 2, 3)
BOT_TIME_BUDGET = 1.0  # seconds an expert bot may think in the browser (issue 5's default)


class SaveError(ValueError):
    """A save that cannot be used: `code` names why (the page words it), `detail` adds a fact."""

    def __init__(self, code, message, detail=None):
        super().__init__(message)
        self.code = code
        self.detail = detail


class MemoryStore:
    def __init__(self):
        self.text = None
        self.aside = None

    def load(self):
        return self.text

    def save(self, text):
        self.text = text

    def clear(self):
        self.text = None

    def set_aside(self):
        self.aside, self.text = self.text, None

    def load_set_aside(self):
        return self.aside


class Session:
    """One game and the seats' config; `store` keeps the save; `fetch_text(url) -> str` reads
    a lesson's files for play on (the worker's own request: the position holds every hand)."""

    def __init__(self, store=None, fetch_text=None):
        self.store = store if store is not None else MemoryStore()
        self.fetch_text = fetch_text
        self.game = None
        self.seats = []
        self.bots = {}
        # the last round ended: {round: {bot seat: its beliefs just before the end}}; the
        # round-end screen shows no other round, and stories weigh
        self.thoughts = {}
        self.replay = None  # a finished game being watched again (Replay), apart from the game played

    # -- handlers -------------------------------------------------------------------

    def new_game(self, message):
        ruleset = message.get("ruleset") or "base"
        seats = check_seats(message.get("seats"), ruleset)
        if not message.get("replace") and self._unfinished_save():
            # Only the page's confirmation ("this will end the saved game") sends replace.
            return {"ok": False, "error": "a saved game would be lost", "save_exists": True}
        seed = message.get("seed")
        if seed is None or seed == "":
            seed = random.randrange(1, 1_000_000)
        if isinstance(seed, str) and seed.strip().lstrip("-").isdigit():
            seed = int(seed.strip())
        options = message.get("options") or {}
        # the anniversary modules by name; the engine refuses a clash with a ConfigError naming it
        game = saboteur.new_game(ruleset, len(seats), seed, options, message.get("modules") or None)
        self.game, self.seats = game, seats
        self.bots, self.thoughts = {}, {}
        self._save()
        return self.reply(message.get("viewer"))

    def lesson_game(self, message):
        """Play on from a lesson's last position (docs/lessons.md section 4): the learner's seat
        is a person, the others bots. `lesson`: its id; `base`: the URL of the lessons' folder,
        which holds <id>.json (the learner, the seats' names) and <id>.position.json."""
        lesson_id = message.get("lesson")
        if not isinstance(lesson_id, str) or not lesson_id or not all(c.isalnum() or c == "-" for c in lesson_id):
            raise saboteur.ConfigError(f"no lesson named {lesson_id!r}")
        if not message.get("replace") and self._unfinished_save():
            return {"ok": False, "error": "a saved game would be lost", "save_exists": True}
        base = str(message.get("base") or "")
        try:
            lesson = json.loads(self.fetch_text(f"{base}{lesson_id}.json"))
            position = json.loads(self.fetch_text(f"{base}{lesson_id}.position.json"))
        except Exception as error:  # no such lesson, no network, not JSON
            raise saboteur.ConfigError(f"lesson {lesson_id} could not be read: {error}") from None
        game = saboteur.from_position(position)
        learner = lesson.get("learner", 0)
        names = (lesson.get("names") or {}).get(message.get("lang")) or (lesson.get("names") or {}).get("en") or []
        seats = check_seats([{"name": names[seat] if seat < len(names) else "",
                              "kind": "human" if seat == learner else "bot", "level": 1}
                             for seat in range(game.players)], game.rules.name)
        self.game, self.seats = game, seats
        self.bots, self.thoughts = {}, {}
        self._save()
        return self.reply(learner)

    def act(self, message):
        game = self._game()
        seat = message.get("seat")
        if game.to_move is None or seat != game.to_move:
            raise saboteur.IllegalAction("it is not this seat's turn")
        if self.seats[seat]["kind"] != "human":
            raise saboteur.IllegalAction("a bot's seat is played by the bot")
        self._note_thoughts_if_round_ends(message.get("action"))
        answerable = self._answerable(message.get("action"))
        game.apply(message.get("action"))
        self._answer_bots()
        self._save()
        if answerable and self._people() > 1:
            return {"ok": True, "pause": True, "player": seat}
        return self.reply(message.get("viewer"))

    def bot_step(self, message):
        """Let the bot to move play one action (nothing when a person is to move)."""
        game = self._game()
        seat = game.to_move
        moved = None
        if seat is not None and self.seats[seat]["kind"] == "bot":
            action = self.bot_action(seat)
            self._note_thoughts_if_round_ends(action)
            answerable = self._answerable(action)
            game.apply(action)
            self._answer_bots()
            self._save()
            moved = seat
            if answerable and self._people() > 1:
                return {"ok": True, "pause": True, "player": seat, "moved": seat}
        out = self.reply(message.get("viewer"))
        out["moved"] = moved
        return out

    def go_on(self, message):
        """Nobody at the screen answers the card just played ("Go on"): every person asked in
        private lets it act, each bot asked answers from its own view. The page cannot tell
        whether anyone was asked (anniversary ruling 3: nobody learns who holds a veto)."""
        self._game()
        self._answer_privately(None)
        self._save()
        return self.reply(message.get("viewer"))

    def claim(self, message):
        """A person at the screen claims the answer (a veto): the seats asked before them in
        turn order let the card act or answer (bots), until that person's seat is asked or
        nobody is; then the page passes them the device and their own view tells which."""
        self._game()
        seat = message.get("seat")
        if not isinstance(seat, int) or not 0 <= seat < len(self.seats) or self.seats[seat]["kind"] != "human":
            raise saboteur.IllegalAction("only a person's seat claims an answer")
        self._answer_privately(seat)
        self._save()
        return self.reply(message.get("viewer"))

    def view(self, message):
        self._game()
        return self.reply(message.get("viewer"))

    def saved(self, message):
        """Whether a save exists, and whether it can be read (no secrets in the answer).

        A save that cannot be read is set aside (kept, no longer read) and reported once."""
        text = self.store.load()
        if not text:
            return {"ok": True, "saved": False, "set_aside": self._has_set_aside()}
        try:
            data = read_save(text)
        except SaveError as error:
            return self._set_aside(error, {"saved": False})
        game = data["game"]
        return {"ok": True, "saved": True, "over": game.is_over, "round": game.round, "seats": data["seats"],
                "ruleset": game.rules.name, "modules": list(game.rules.extra_modules),
                "actions": len(game.actions), "set_aside": self._has_set_aside()}

    def resume(self, message):
        text = self.store.load()
        if not text:
            return {"ok": True, "resumed": False}
        try:
            data = read_save(text)
        except SaveError as error:
            return self._set_aside(error, {"resumed": False})
        self.game, self.seats, self.bots, self.thoughts = data["game"], data["seats"], {}, data["thoughts"]
        out = self.reply(message.get("viewer"))
        out["resumed"] = True
        return out

    def save_status(self, message):
        """Whether the last save is still on its way to IndexedDB (tests wait for False)."""
        return {"ok": True, "pending": bool(getattr(self.store, "pending", False)),
                "actions": len(self.game.actions) if self.game is not None else None}

    def forget(self, message):
        self.store.clear()
        self.game = None
        return {"ok": True}

    def record_text(self, message):
        """The finished game's file for the person to keep (a save: seats and the full record).
        Only once the game is over: the record holds every hand and role."""
        game = self._game()
        if not game.is_over:
            raise saboteur.SaboteurError("the game is not over: its record holds secrets")
        return {"ok": True, "text": write_save(game, self.seats), "seed": game.seed}

    def replay_open(self, message):
        """Watch a finished game again: the game just played (no `text`), or a file the person
        loaded (`text`: a save or a bare game record). A file that cannot be watched gets
        `ok: false` and `reason` (`not_json`, `not_save`, `version`, `no_replay`, `seats`,
        `unfinished`). The first step comes with the reply."""
        text = message.get("text")
        if text is None:
            game, seats = self._game(), self.seats
            if not game.is_over:
                return {"ok": False, "error": "the game is not over", "reason": "unfinished"}
        else:
            try:
                data = read_record_file(text)
            except SaveError as error:
                return {"ok": False, "error": str(error), "reason": error.code, "detail": error.detail}
            game, seats = data["game"], data["seats"]
        self.replay = Replay(game, seats)
        return {"ok": True, "replay": self.replay.outline(), "frame": self.replay.frame(0)}

    def replay_step(self, message):
        """One step of the game being watched: the table after that many actions."""
        if self.replay is None:
            raise saboteur.SaboteurError("no game is being watched")
        step = message.get("step")
        if not isinstance(step, int) or isinstance(step, bool):
            raise saboteur.SaboteurError(f"no step {step!r}")
        return {"ok": True, "frame": self.replay.frame(step)}

    def set_aside_text(self, message):
        """The text of the save set aside, for the person to keep (it can no longer be played)."""
        return {"ok": True, "text": self.store.load_set_aside()}

    # -- helpers --------------------------------------------------------------------------

    def _note_thoughts_if_round_ends(self, action):
        """Before the move that ends a round, ask each bot what it thinks (shown once roles are out)."""
        game = self.game
        trial = game.copy()
        try:
            trial.apply(action)
        except saboteur.SaboteurError:
            return  # an illegal move: apply will refuse it
        if len(trial.results) == len(game.results):
            return
        thoughts = {}
        for seat, config in enumerate(self.seats):
            if config["kind"] != "bot":
                continue
            bot = self._bot(seat)
            if bot is None or not hasattr(bot, "observe"):
                continue
            try:
                bot.observe(game.view(seat))
                thoughts[str(seat)] = {"roles": {str(k): v for k, v in bot.beliefs()["roles"].items()},
                                       "story": bot.round_story()}
            except Exception as error:  # a teaching aid must never stop the game
                print("bot beliefs unavailable:", repr(error))
        self.thoughts = {str(game.round): thoughts}

    def _asked_in_private(self):
        """The seat a decision asked in private waits for (a veto window), else None."""
        game = self.game
        if game.to_move is None or not game.decisions:
            return None
        rule = game.rules.decision_rules.get(game.decisions[-1].kind)
        return game.to_move if getattr(rule, "in_private", False) else None

    def _answer_bots(self):
        """Bots asked in private answer at once, each from its own view, so that the page never
        waits on a seat it cannot see is asked; it stops at a person's seat."""
        seat = self._asked_in_private()
        while seat is not None and self.seats[seat]["kind"] == "bot":
            action = self.bot_action(seat)
            self._note_thoughts_if_round_ends(action)
            self.game.apply(action)
            seat = self._asked_in_private()

    def _answer_privately(self, claimant):
        """Every seat asked in private but `claimant` lets the card act (a person) or answers
        (a bot), until the claimant is asked or nobody is. Only the engine's seat to move is
        ever answered for."""
        self._answer_bots()
        seat = self._asked_in_private()
        while seat is not None and seat != claimant:
            allow = [a for a in self.game.legal_actions() if a.kind == "allow"]
            if not allow:
                break
            self._note_thoughts_if_round_ends(allow[0].to_json())
            self.game.apply(allow[0])
            self._answer_bots()
            seat = self._asked_in_private()

    def _people(self):
        return sum(1 for seat in self.seats if seat["kind"] == "human")

    def _answerable(self, action):
        """True when `action` plays a card for its use in a turn, in a game where another seat
        may be asked in private to answer it (a veto window). With several people at the
        screen the reply is then only `pause` (and who played): nothing in it differs
        whether or not anyone was asked, and the page pauses the same way until `go_on` or
        `claim` (anniversary ruling 3)."""
        game = self.game
        rules = game.rules
        if not any(getattr(rule, "in_private", False) for rule in rules.decision_rules.values()):
            return False
        if not isinstance(action, dict) or not game.decisions or game.decisions[-1].kind != "turn":
            return False
        kind = action.get("kind")
        return kind in rules.handlers and kind != "pass" and kind not in rules.turn_option_of

    def _bot(self, seat):
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = make_bot(self.seats[seat].get("level", 1), seat, self.game.seed)
        return bot

    def _set_aside(self, error, reply):
        self.store.set_aside()
        reply.update({"ok": True, "error": str(error), "reason": error.code, "detail": error.detail,
                      "set_aside": True})
        return reply

    def _has_set_aside(self):
        return bool(self.store.load_set_aside())

    def _unfinished_save(self):
        text = self.store.load()
        if not text:
            return False
        try:
            return not read_save(text)["game"].is_over
        except SaveError:
            return False  # set aside on the next `saved`; nothing there to lose by starting

    def _game(self):
        if self.game is None:
            raise saboteur.SaboteurError("no game has been started")
        return self.game

    def _save(self):
        self.store.save(write_save(self.game, self.seats, self.thoughts))

    def bot_action(self, seat):
        """The bot's choice; a uniformly random legal action until saboteur.bots exists."""
        game = self.game
        view = game.view(seat)
        rng = random.Random(f"web-bot/{game.seed}/{len(game.actions)}")
        bot = self._bot(seat)
        if bot is not None:
            try:
                action = bot.choose(view, rng)
                if hasattr(action, "to_json"):
                    action = action.to_json()
                if game.refusal(saboteur.Action.from_json(action)) is None:
                    return action
            except Exception as error:  # a faulty bot must not stop the game
                print("bot error, playing a random legal action:", repr(error))
        actions = view["legal_actions"]
        return actions[rng.randrange(len(actions))]

    def reply(self, viewer=None):
        """The public facts of the game and the view of `viewer` (a human seat) or the public view."""
        game = self._game()
        seat = viewer if isinstance(viewer, int) and 0 <= viewer < game.players else None
        if seat is not None and self.seats[seat]["kind"] != "human":
            seat = None
        view = game.view(seat)
        to_move = view["to_move"]  # as this view shows it: a decision asked in private shows only to its seat
        return {
            "ok": True,
            "game": {
                "seats": self.seats,
                # The seed deals every hand and goal: a secret until the game is over.
                "seed": game.seed if game.is_over else None,
                "ruleset": game.rules.name,
                "options": dict(game.options),
                "modules": list(game.rules.extra_modules),
                "to_move": to_move,
                "to_move_kind": None if to_move is None else self.seats[to_move]["kind"],
                "phase": game.phase,
                "round": game.round,
                "actions": len(game.actions),
                "bot_thoughts": self.thoughts,
            },
            "view": view,
        }


def make_bot(level, seat, seed):
    """A bot from saboteur.bots when that package exists, else None (random legal moves)."""
    try:
        from saboteur import bots  # written by the bots engineer
    except ImportError:
        return None
    try:
        return bots.make_bot(level, seat, seed, BOT_TIME_BUDGET)
    except Exception as error:
        print("no bot of level", level, repr(error))
        return None


def check_seats(seats, ruleset="base"):
    """The seats of a game of `ruleset`, as many as its rules allow (ConfigError otherwise)."""
    rules = saboteur.load_ruleset(ruleset)
    if not isinstance(seats, list) or not rules.min_players <= len(seats) <= rules.max_players:
        raise saboteur.ConfigError(f"{ruleset} needs a list of {rules.min_players} to {rules.max_players} seats")
    out = []
    for number, seat in enumerate(seats, 1):
        if not isinstance(seat, dict):
            raise saboteur.ConfigError(f"seat {number} must be an object")
        kind = seat.get("kind")
        if kind not in ("human", "bot"):
            raise saboteur.ConfigError(f"seat {number} must be a human or a bot")
        name = str(seat.get("name") or "").strip()[:20] or f"{'Player' if kind == 'human' else 'Bot'} {number}"
        level = seat.get("level", 1)
        if kind == "bot" and level not in LEVELS:
            level = 1
        out.append({"name": name, "kind": kind, "level": level if kind == "bot" else None})
    return out


def write_save(game, seats, thoughts=None):
    """The save: seats, the full record, and what the bots thought of the last round (an
    optional key: saves without it load as before)."""
    data = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "seats": seats, "record": game.record()}
    if thoughts:
        data["bot_thoughts"] = thoughts
    return json.dumps(data)


def read_save(text):
    """{"game", "seats", "thoughts"} from a save; SaveError with a reason code when it cannot be used."""
    try:
        data = json.loads(text)
    except ValueError:
        raise SaveError("not_json", "the save is not valid JSON") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("not_save", "the save is not a Saboteur save")
    if data.get("version") != SAVE_VERSION:
        version = data.get("version")
        raise SaveError("version", f"the save has version {version!r}, this page reads {SAVE_VERSION}",
                        str(version))
    try:
        game = saboteur.load_record(data.get("record"))  # the record names its ruleset
        seats = check_seats(data.get("seats"), game.rules.name)
    except saboteur.SaboteurError as error:
        raise SaveError("no_replay", f"the save does not replay: {error}") from None
    if game.players != len(seats):
        raise SaveError("seats", "the save's seats do not match its game")
    thoughts = data.get("bot_thoughts")
    return {"game": game, "seats": seats, "thoughts": thoughts if isinstance(thoughts, dict) else {}}


class Replay:
    """A finished game, step by step. Everything is shown (every hand, role and goal): only
    a finished game is watched, so no secret of a game in play leaves the worker.

    Step 0 is round 1's deal; then one step per action, the table after it, except that an
    action ending a round gives the round's end (its table as it ended) and then, when the
    engine dealt the next round at once, that deal as a step of its own."""

    def __init__(self, final, seats):
        record = final.record()
        record["actions"] = []
        game = saboteur.load_record(record)
        self.seats = seats
        self.games = [game.copy()]  # the game after each action, so that any step is at hand
        for action in final.actions:
            game.apply(action)
            self.games.append(game.copy())
        self.steps = [(0, None)]  # (actions taken, the round whose end is shown or None)
        for taken in range(1, len(self.games)):
            ended = self._ended(taken)
            self.steps.append((taken, ended))
            if ended is not None and self.games[taken].round > ended:
                self.steps.append((taken, None))
        self.rounds = []
        for step, (taken, ended) in enumerate(self.steps):
            number = self.games[taken].round
            if ended is None and all(entry["round"] != number for entry in self.rounds):
                self.rounds.append({"round": number, "step": step})

    def outline(self):
        final = self.games[-1]
        return {"steps": len(self.steps) - 1, "rounds": self.rounds, "seats": self.seats,
                "ruleset": final.rules.name, "modules": list(final.rules.extra_modules), "seed": final.seed}

    def _ended(self, taken):
        """The round whose end the `taken`-th action brought."""
        before, after = self.games[taken - 1], self.games[taken]
        for public, _ in after.events[len(before.events):]:
            if public["type"] == "round_end":
                return public["round"]
        return None

    def frame(self, step):
        """The table at `step`, every secret shown: `view` (the public view, goals face up,
        no log), `hands` and `roles` of every seat, `lines` (the log of the step's action as
        its player saw it), `actor`, `totals` (each seat's score then). A round's end shows
        the seats and hands just before the action (without the cards it used), the roles the
        round was judged on, and `round_log` (the round's public log) for the page to rebuild
        the maze as it ended."""
        step = max(0, min(step, len(self.steps) - 1))
        taken, ended = self.steps[step]
        game = self.games[taken]
        before = self.games[taken - 1] if taken else None
        actor = before.to_move if before is not None else None
        dealt = before is not None and ended is None and game.round > before.round and step and \
            self.steps[step - 1][0] == taken  # the deal after a round's end: its own step
        shown = before if ended is not None else game
        catalogue = game.rules.catalogue
        view = shown.view(None)
        view["results"] = game.view(None)["results"]
        view.pop("log")
        hands = [[catalogue.types[card].id for card in cards] for cards in shown.hands]
        roles = shown.roles[:]
        if ended is not None:
            action = game.actions[-1].to_json()
            for card in [action.get("card")] + list(action.get("cards") or []):
                if card in hands[actor]:
                    hands[actor].remove(card)
            roles = next(result["roles"] for result in game.results if result["round"] == ended)
        for goal, cell in zip(view["goals"], shown.goal_cards):
            if goal["card"] is None:  # face down: shown to the watcher, as a goal seen
                goal["card"] = catalogue.types[shown.goal_cards[cell]].id
                goal["seen_by_you"] = True
        # the roles dealt are in `roles`, not told again line by line
        lines = [line for line in game.log(actor)[len(before.events):] if line["type"] != "role"] if taken else []
        if dealt:
            lines = [line for line in lines if line["type"] == "round_start"]
        elif ended is not None:
            lines = [line for line in lines if line["type"] != "round_start"]
            end = next(i for i, line in enumerate(lines) if line["type"] == "round_end")
            lines = lines[:end + 1] + [line for line in lines[end + 1:] if line["type"] == "game_end"]
        frame = {"step": step, "steps": len(self.steps) - 1, "round": ended or game.round, "actor": actor,
                 "lines": lines, "view": view, "hands": hands, "roles": roles, "ended_round": ended,
                 "totals": game.gold_totals()}
        if ended is not None:
            log = game.log(None)
            start = max(i for i, event in enumerate(log) if event["type"] == "round_start" and event["round"] == ended)
            frame["round_log"] = log[start:]
        # every card the step names, described: a step jumped to may name cards the page never met
        named = card_ids_in([hands, view["goals"], lines, frame.get("round_log")], catalogue.index)
        view["cards"] = dict(view["cards"], **{card: catalogue.card(card).to_json() for card in named})
        return frame


def read_record_file(text):
    """{"game", "seats"} from a file to watch: a save (seats and record) or a bare game
    record (seats named by number), of a finished game; SaveError names what is wrong."""
    try:
        data = json.loads(text)
    except ValueError:
        raise SaveError("not_json", "the file is not valid JSON") from None
    if isinstance(data, dict) and data.get("format") == RECORD_FORMAT:
        try:
            game = saboteur.load_record(data)
        except saboteur.SaboteurError as error:
            raise SaveError("no_replay", f"the record does not replay: {error}") from None
        seats = check_seats([{"kind": "human"}] * game.players, game.rules.name)
    else:
        read = read_save(text)
        game, seats = read["game"], read["seats"]
    if not game.is_over:
        raise SaveError("unfinished", "the game in this file is not finished: only a finished game can be watched")
    return {"game": game, "seats": seats}


def handlers(session):
    """The dispatch table entries for a session: message type -> function(message) -> reply dict."""

    def guard(method):
        def handle(message):
            try:
                return method(message)
            except saboteur.SaboteurError as error:
                return {"ok": False, "error": str(error), "error_type": type(error).__name__}

        return handle

    return {
        "new_game": guard(session.new_game),
        "lesson_game": guard(session.lesson_game),
        "act": guard(session.act),
        "bot_step": guard(session.bot_step),
        "go_on": guard(session.go_on),
        "claim": guard(session.claim),
        "view": guard(session.view),
        "saved": guard(session.saved),
        "resume": guard(session.resume),
        "forget": guard(session.forget),
        "save_status": guard(session.save_status),
        "set_aside_text": guard(session.set_aside_text),
        "record_text": guard(session.record_text),
        "replay_open": guard(session.replay_open),
        "replay_step": guard(session.replay_step),
    }
