"""The page's controller: screens, the worker conversation, bot pacing, privacy, pan/zoom.

No DOM here: `render()` returns the HTML of the whole app and `screen` names the screen;
the page (ui/page.py) draws it and turns clicks and keys into calls of `command`,
`tap_hand`, `tap_target`, `field`, `key`. Talking to the worker goes through `send`, an
async function taking and returning dicts, so CPython tests can drive the whole flow with
the worker's handlers. Runs on MicroPython (no typing, no dataclasses).
"""

import json

from ui import answers, board_svg, cave_panel, choice_view, forest_panel, interaction, learn, module_picker, panel, replay
from ui.card_data import PLAYERS
from ui.cards_svg import esc, remember_view
from ui.text import LANGUAGE_NAMES, LANGUAGES, SEAT_ACTIONS, is_you, seat_name, t

BETWEEN_ROUNDS = ("gold", "steal")  # phases decided on the round-end screen: gold kept, nuggets stolen
# the pause before each bot move; Normal leaves the card's half-second flight and then as long
# again to read the marks on the two rows (issue 45)
SPEED_MS = {"slow": 1800, "normal": 1100, "fast": 300, "instant": 0}
ZOOM_STEP = 1.25
PAN_STEP = 0.2


class App:
    def __init__(self, send, sleep=None, lang="en", on_render=None, seed=""):
        self.send = send  # async: dict -> dict
        self.sleep = sleep  # async: seconds -> None
        self.on_render = on_render  # called after a state change that bots or the worker made
        self.lang = lang
        self.screen = "loading"
        self.config = {"ruleset": "base", "seats": panel.default_seats(4, lang), "seed": str(seed),
                       "gold_draw": "per_gold_digger", "speed": "normal", "modules": []}
        self.speed = "normal"
        self.message = None
        self.has_save = False
        self.game = None  # public facts from the worker's last reply
        self.view = None  # the view shown (a human seat's, or the public one)
        self.viewer = None  # the human seat whose view is shown
        self.state = interaction.new_state()
        self.camera = None  # None: fit to content; else a viewBox [x, y, w, h]
        self.maze_px = None  # on a phone: the (width, height) CSS px the maze may take (board_svg.fit_viewbox)
        self.maze_room = None  # on a wide screen: the same, used while small squares are lit (board_svg.fit_viewbox)
        self.results_seen = 0
        self.round_screen = None  # the round number whose end is shown
        self.after_privacy = None
        self.notice = None  # the viewer's own last move and what it showed them: {"seat", "round", "events"}
        self.turn_began = None  # (seat, log length, round) while a person's turn of several actions goes on (a card, then a walk)
        self.generation = 0
        self.remember = None  # called with the setup (JSON text) of each game started
        self.bots_running = False
        self.rules_from = None  # the screen to go back to from How to play
        self.explained = None  # the hand index whose help a long press is showing
        self.roles_put_away = []  # (round, seat) whose role banner was dismissed
        self.save_info = None  # the saved game's public facts (round, actions, seats, bot speed)
        self.save_checked = False  # the worker has said whether there is a save
        self.confirming = False  # asking before a new game ends the saved one
        self.waiting = None  # the command clicked while the engine loads ("start", "resume")
        self.engine_ready = False  # set by the page once the worker answers
        self.set_aside = False  # a save that could not be read is kept in the worker for download
        self.lesson = None  # a lesson's id (?lesson= in the page's address): Start plays on from its end
        self.quick = False  # the game asked for is Quick game's, not the setup's
        self.lessons_url = "lessons/"  # where the worker finds that lesson's files (the page makes it absolute)
        self.replay = None  # the finished game being watched again (ui/replay.py)
        self.replay_error = None  # why the file chosen to watch could not be (start screen)
        # hot-seat answers (ui/answers.py): the card just played that the pause is about
        # ({"player", "logged": the player's log length before it, or None for a bot}), the
        # person who claimed a veto, and the player shown their move's result after the pause
        self.pause = None
        self.claimant = None
        self.result_for = None

    # -- the worker ---------------------------------------------------------------------

    async def boot(self):
        """Once the engine is up: learn whether there is a save to offer (a bad one is reported)."""
        await self.check_save()
        if self.game is None:
            self.screen = "start"

    async def check_save(self):
        """Ask the worker about the save. One that cannot be read is set aside there and
        reported here, in the page's language, this once."""
        reply = await self.send({"type": "saved"})
        if not reply.get("ok") or self.game is not None:
            return  # no engine; or a game was started meanwhile, and it is the save now
        self.save_checked = True
        if reply.get("reason"):
            reason = t(self.lang, "save_reason_" + str(reply["reason"]), detail=reply.get("detail"))
            self.message = t(self.lang, "save_bad", reason=reason)
        self.set_aside = bool(reply.get("set_aside"))
        self.has_save = bool(reply.get("saved")) and not reply.get("over")
        if self.has_save:
            info = dict(self.save_info or {})
            info.update({"round": reply.get("round"), "actions": reply.get("actions"), "seats": reply.get("seats")})
            self.save_info = info
        else:
            self.save_info = None

    def take_marker(self, text):
        """The page's note of a saved game (JSON, no secrets): Resume is offered before the engine
        can confirm it. Anything malformed is ignored."""
        try:
            data = json.loads(text)
            info = {"round": int(data["round"]), "actions": int(data["actions"]), "speed": data.get("speed")}
        except Exception:
            return False
        self.has_save = True
        self.save_info = info
        return True

    def save_marker(self):
        """The note of the saved game for the page to keep: JSON text, "" to drop it, None to
        leave it as it is. Only public facts: round, actions, names, the bot speed."""
        game = self.game
        if game is not None:
            if game.get("phase") == "over":
                return ""
            return json.dumps({"round": game.get("round"), "actions": game.get("actions"), "names": self.names(),
                               "speed": self.speed})
        if self.save_checked and not self.has_save:
            return ""
        return None

    def first_screens(self):
        """The start screen as painted before the UI runs (by the build, or remembered by the
        page): "fresh" without a save, "save" with Resume first."""
        keep = (self.screen, self.has_save, self.message, self.waiting, self.confirming, self.set_aside,
                self.config.get("seed"))
        self.screen, self.message, self.waiting, self.confirming, self.set_aside = "start", None, None, False, False
        self.config["seed"] = ""  # choices only: a seed typed for one deal is not kept
        out = {}
        for key, has_save in (("fresh", False), ("save", True)):
            self.has_save = has_save
            out[key] = self.render()
        self.screen, self.has_save, self.message, self.waiting, self.confirming, self.set_aside = keep[:6]
        self.config["seed"] = keep[6]
        return out

    def _wait(self, name):
        """Label the clicked button while the engine is still loading (the click is kept)."""
        if not self.engine_ready and self.on_render is not None:
            self.waiting = name
            self.on_render()

    def quick_setup(self):
        """Quick game's setup: the setup's first person (by their name) and three Medium bots, base
        Saboteur with its default options, a fresh deal at the setup's bot speed."""
        people = [seat for seat in self.config["seats"] if seat.get("kind") == "human"]
        name = people[0].get("name") if people else t(self.lang, "default_name", n=1)
        seats = [{"name": name, "kind": "human", "level": 1}]
        seats += [{"name": t(self.lang, "bot_name", n=n), "kind": "bot", "level": 2} for n in range(1, 4)]
        return {"ruleset": "base", "seats": seats, "seed": "", "speed": self.config.get("speed", "normal")}

    async def start_game(self, replace=False):
        lesson, self.lesson = self.lesson, None  # asked for once: a later Start is the setup's game
        quick, self.quick = self.quick, False
        if lesson is not None:
            # play on from a lesson's last position: the worker reads it (docs/lessons.md section 4)
            message = {"type": "lesson_game", "lesson": lesson, "base": self.lessons_url, "lang": self.lang}
        else:
            config = self.quick_setup() if quick else self.config
            error = panel.check_config(config, self.lang)
            if error:
                self.message = error
                return
            seed = str(config.get("seed") or "").strip()
            ruleset = config.get("ruleset") or "base"
            message = {
                "type": "new_game",
                "ruleset": ruleset,
                "seats": config["seats"],
                "options": panel.game_options(config),
                "modules": module_picker.chosen(config),
                "seed": seed if seed else None,
                "viewer": self._only_human(config["seats"]),
            }
        if replace:
            message["replace"] = True  # the person said yes to ending the saved game
        self.speed = self.config.get("speed", "normal")
        reply = await self.send(message)
        if reply.get("save_exists"):
            self.has_save = self.confirming = True
            self.lesson, self.quick = lesson, quick  # asked again once the person says whether to end the saved game
            return
        if not reply.get("ok"):
            self.message = reply.get("error")
            return
        self.message = None
        self.has_save = False
        self.save_checked = True
        self.results_seen = 0
        self.round_screen = None
        self.camera = None
        self.viewer = None
        self.turn_began = None
        self._take(reply, resumed=True)
        if self.remember is not None and lesson is None and not quick:
            self.remember(self.setup_json())

    # -- the start screen remembered between visits (names and choices: no secrets) ------------

    def setup_json(self):
        config = self.config
        setup = {"ruleset": config.get("ruleset"), "seats": config["seats"], "speed": config.get("speed"),
                 "modules": config.get("modules") or []}
        for name in panel.all_options():  # each game's options, as chosen ("gold_draw" in base Saboteur)
            setup[name] = config.get(name)
        return json.dumps(setup)

    def restore_setup(self, text):
        """Take a remembered setup; anything malformed is ignored (the defaults stay)."""
        try:
            setup = json.loads(text)
            seats = [{"name": str(seat["name"])[:20], "kind": seat["kind"], "level": int(seat["level"])}
                     for seat in setup["seats"]]
        except Exception:
            return False
        ruleset = setup.get("ruleset") or "base"
        if ruleset not in PLAYERS or not PLAYERS[ruleset][0] <= len(seats) <= PLAYERS[ruleset][1]:
            return False
        if [seat for seat in seats if seat["kind"] not in ("human", "bot") or not 1 <= seat["level"] <= 3]:
            return False
        self.config["seats"] = seats
        self.config["ruleset"] = ruleset
        for name, choices in panel.all_options().items():
            if setup.get(name) in choices:
                self.config[name] = setup[name]
        if setup.get("speed") in SPEED_MS:
            self.config["speed"] = setup["speed"]
        if isinstance(setup.get("modules"), list):  # a setup from before the modules has none
            self.config["modules"] = module_picker.take(" ".join(str(name) for name in setup["modules"]))
        self._localise_default_names()
        return True

    async def resume(self):
        info = self.save_info or {}
        seats = (self.game or {}).get("seats") or info.get("seats") or self.config["seats"]
        reply = await self.send({"type": "resume", "viewer": self._only_human(seats)})
        if reply.get("ok") and reply.get("resumed"):
            self.turn_began = None
            self._take(reply, resumed=True)
            if info.get("speed") in SPEED_MS:
                self.speed = info["speed"]  # the pace chosen for this game, kept across a reload
            self.has_save = False
            self.save_checked = True
        else:
            if reply.get("reason"):
                reason = t(self.lang, "save_reason_" + str(reply["reason"]), detail=reply.get("detail"))
                self.message = t(self.lang, "save_bad", reason=reason)
                self.set_aside = True
            else:
                self.message = t(self.lang, "save_missing")
            self.has_save = False
            self.save_info = None
            self.save_checked = True
            self.screen = "start"

    async def act(self, action):
        seat = self.view.get("seat") if self.view else None
        logged = len((self.view or {}).get("log") or [])
        began = self.turn_began
        if began is not None and began[0] == seat and began[2] == (self.view or {}).get("round"):
            logged = began[1]  # the result box tells the whole turn, not its last step
        reply = await self.send({"type": "act", "seat": seat, "action": action, "viewer": seat})
        if not reply.get("ok"):
            # the engine's own words say why (a refused try changes nothing)
            self.message = t(self.lang, "illegal") + (" (" + str(reply["error"]) + ")" if reply.get("error") else "")
            await self.refresh()
            return
        self.message = None
        self.state = interaction.new_state()
        self.notice = None
        self.explained = None
        answering = self.claimant is not None
        self.claimant = None
        if reply.get("pause"):
            self._pause_for(seat, logged)  # nothing of the move shows: the reply is the same whether or not anyone is asked
            return
        self._take(reply)
        if answering and action.get("kind") == "allow":
            self._pause_again()  # another person may answer still
            return
        if self.screen == "board" and seat is not None:
            self.notice = self._move_result(seat, logged)
        going_on = self.view is not None and self.view.get("to_move") == seat and self.screen == "board"
        self.turn_began = (seat, logged, self.view.get("round")) if going_on else None

    def _pause_for(self, player, logged):
        """The public pause after a card (ui/answers.py); the round's end or the game's waits behind it."""
        self.pause = {"player": player, "logged": logged}
        self.after_privacy = None
        self.notice = None
        self.screen = "answers"

    def _pause_again(self):
        """Back to the pause after a claim that did not veto: it looks the same whether the
        claimant was asked or not."""
        pause = self.pause or {}
        self._pause_for(pause.get("player"), pause.get("logged"))

    async def go_on(self):
        """Nobody at the screen answers: the worker lets the card act. A person who played it
        then sees, privately, what it did (whether or not anyone was asked)."""
        pause, self.pause = self.pause or {}, None
        reply = await self.send({"type": "go_on", "viewer": None})
        self.screen = "board"
        if reply.get("ok"):
            self._take(reply)
        if pause.get("logged") is not None and self.screen == "board" and self.game.get("phase") != "over":
            self.result_for = {"seat": pause["player"], "logged": pause["logged"]}
            self.after_privacy, self.screen = "board", "privacy"
            return
        await self.settle()

    async def claim(self, seat):
        """A person claims the veto: the worker answers for the seats asked before theirs, and
        the device passes to them; their own view says whether they are asked."""
        if seat not in answers.claimants((self.game or {}).get("seats"), (self.pause or {}).get("player")):
            return False
        reply = await self.send({"type": "claim", "seat": seat, "viewer": None})
        if not reply.get("ok"):
            return False
        self.screen = "board"
        self._take(reply)
        self.claimant = seat
        self.after_privacy, self.screen = "board", "privacy"
        self.state = interaction.new_state()
        return True

    def hot_seat(self):
        """More than one person at the screen: each move is followed by its result, then the device passes."""
        return len(self.humans()) > 1

    def _move_result(self, seat, logged):
        """What the person's move just showed them, from their log since the move (their own
        events only): kept on the screen when it says more than the hand does (a map's goal, an
        inspection's role), and in hot-seat always, until "Done" (None when there is nothing to keep)."""
        events = [event for event in (self.view.get("log") or [])[logged:] if event.get("seat") == seat]
        secret = [event for event in events if event.get("goal") or (event.get("type") == "inspect" and event.get("role"))
                  or panel.chest_result(event) or forest_panel.seen_in_secret(event)]
        if not events or not (secret or self.hot_seat()):
            return None
        return {"seat": seat, "round": self.view.get("round"), "events": events}

    async def refresh(self):
        reply = await self.send({"type": "view", "viewer": self.viewer})
        if reply.get("ok"):
            self._take(reply)

    async def bot_step(self):
        reply = await self.send({"type": "bot_step", "viewer": self._viewer_for_bots()})
        if reply.get("pause"):
            self._pause_for(reply.get("moved"), None)
        elif reply.get("ok"):
            self._take(reply)
        return reply

    def _only_human(self, seats):
        """The one person's seat when exactly one seat is a person (else None: the public view)."""
        humans = [i for i, seat in enumerate(seats or []) if seat.get("kind") == "human"]
        return humans[0] if len(humans) == 1 else None

    def humans(self):
        seats = (self.game or {}).get("seats") or []
        return [i for i, seat in enumerate(seats) if seat.get("kind") == "human"]

    def has_bots(self):
        return any(seat.get("kind") == "bot" for seat in (self.game or {}).get("seats") or [])

    def names(self):
        return [seat.get("name") for seat in (self.game or {}).get("seats") or []]

    def _viewer_for_bots(self):
        humans = self.humans()
        if len(humans) == 1:
            return humans[0]
        return None  # several people at the screen: hands stay hidden while bots play

    def _take(self, reply, resumed=False):
        """Take in the worker's reply and pick the screen to show."""
        self.game = reply["game"]
        view = reply["view"]
        remember_view(view)  # the log names cards and goals later without describing them
        self.view = view
        self.viewer = view.get("seat")
        self.state = interaction.sync(self.state, view)
        if self.notice is not None and (self.notice["seat"] != self.viewer or self.notice["round"] != view.get("round")):
            self.notice = None
        results = len(view.get("results") or [])
        if resumed:
            self.results_seen = results - 1 if self.game["phase"] in BETWEEN_ROUNDS else results
        if self.screen in ("privacy", "rules", "answers", "claim"):
            return  # they keep the screen; leaving them picks the right one (reveal, close_rules, go_on)
        if results > self.results_seen and self.game["phase"] == "over" and cave_panel.part(view):
            self.results_seen = results  # one game, no round to close: its end is the game over, told once
            self.screen = "game-over"
        elif results > self.results_seen:
            self.round_screen = results
            self.screen = "round-end"
        elif self.screen == "round-end":
            pass  # stays until "next round"
        elif self.game["phase"] == "over":
            self.screen = "game-over"
        else:
            self.screen = "board"
            seat = view.get("seat")
            if (self.hot_seat() and seat is not None and seat == self.game.get("to_move") and self.claimant is None
                    and not interaction.my_turn(view)):
                # a game resumed while a card waits for answers asked in private: the pause, not a stuck board
                self._pause_for(seat, None)

    def desired_viewer(self):
        """The seat whose view should be on the screen now (None: the public view)."""
        game = self.game
        if game is None:
            return None
        humans = self.humans()
        alone = humans[0] if len(humans) == 1 else None
        if self.screen in ("game-over", "start", "loading", "replay"):
            return self.viewer
        if self.screen == "round-end" and game.get("phase") not in BETWEEN_ROUNDS:
            return self.viewer
        if self.claimant is not None:
            return self.claimant
        if self.result_for is not None:
            return self.result_for["seat"]
        to_move = game.get("to_move")
        if to_move is not None and game.get("to_move_kind") == "human":
            return to_move
        return alone

    async def settle(self):
        """Show the right seat's view: fetch it, or first the privacy screen between two people."""
        if self.game is None or self.screen in ("privacy", "rules", "answers", "claim"):
            return
        desired = self.desired_viewer()
        if desired == self.viewer:
            return
        if self.result_held():
            return  # the privacy screen waits until this person has seen what their move did
        if desired is not None and len(self.humans()) > 1:
            self.after_privacy = self.screen
            self.screen = "privacy"
            self.state = interaction.new_state()
            self.notice = None
            return
        reply = await self.send({"type": "view", "viewer": desired})
        if reply.get("ok"):
            self._take(reply)

    def result_held(self):
        """True while a person among several still has their move's result on the screen."""
        notice = self.notice
        return (notice is not None and self.screen == "board" and self.hot_seat() and notice["seat"] == self.viewer
                and (self.view or {}).get("to_move") != self.viewer)  # not while their turn goes on

    # -- bots ------------------------------------------------------------------------------

    def bots_to_move(self):
        if self.game is None or self.game.get("to_move_kind") != "bot":
            return False
        if self.result_held():
            return False  # a bot's move would take the screen to the public view
        if self.screen == "board":
            return True
        return self.screen == "round-end" and self.game.get("phase") in BETWEEN_ROUNDS

    async def run_bots(self):
        """Let bots play, one step at a time at the chosen pace, while it is their turn."""
        if self.bots_running:
            return
        self.bots_running = True
        generation = self.generation
        try:
            while self.bots_to_move() and generation == self.generation:
                delay = SPEED_MS.get(self.speed, SPEED_MS["normal"])
                if self.sleep is not None:
                    await self.sleep(delay / 1000)
                if generation != self.generation or not self.bots_to_move():
                    break
                await self.bot_step()
                if self.screen == "answers":
                    if self.on_render is not None:
                        self.on_render()
                    break
                await self.settle()
                if self.on_render is not None:
                    self.on_render()
        finally:
            self.bots_running = False

    # -- input ---------------------------------------------------------------------------------

    def tap_hand(self, index):
        if self.screen != "board" or self.view is None:
            return False
        new = interaction.select_card(self.state, self.view, index)
        changed = new is not self.state or self.explained is not None
        self.state = new
        self.explained = None
        return changed

    def explain_hand(self, index):
        """A long press on a hand card: show what it does (and do not select it)."""
        if self.screen != "board" or not 0 <= index < len((self.view or {}).get("hand") or []):
            return False
        self.explained = index
        return True

    async def tap_target(self, target_id):
        """A spot, maze card, goal, player or gold button: choose it; choosing it again confirms."""
        if self.view is None or self.screen not in ("board", "round-end"):
            return False
        if interaction.decision_phase(self.view):  # a gold card kept, a player robbed: at once
            for action in interaction.legal(self.view):
                if interaction.target_of(action)["id"] == target_id:
                    await self.act(action)
                    return True
            return False
        if interaction.move_phase(self.view):  # a dwarf's step, or stop: sent at once (an axe on a web is confirmed)
            for action in interaction.legal(self.view):
                if interaction.target_of(action)["id"] == target_id and interaction.at_once(action):
                    self.state = interaction.new_state()
                    await self.act(action)
                    await self.settle()
                    return True
        pending = self.state.get("pending")
        if pending is not None and interaction.target_of(pending)["id"] == target_id:
            return await self.confirm()
        new = interaction.choose(self.state, self.view, target_id)
        changed = new is not self.state
        self.state = new
        return changed

    async def confirm(self):
        state, action = interaction.confirm(self.state, self.view)
        if action is None:
            return False
        self.state = state
        await self.act(action)
        await self.settle()
        return True

    async def command(self, name, arg=None):
        """A button's data-cmd. Returns True when the screen should be drawn again."""
        if name == "turn":
            new = interaction.turn(self.state, self.view)
            changed = new is not self.state
            self.state = new
            return changed
        if name == "discard":
            self.state = interaction.discard(self.state, self.view)
            return True
        if name == "recruit":
            self.state = interaction.recruit(self.state, self.view)
            return True
        if name == "go_on" and self.screen == "answers":
            await self.go_on()
            return True
        if name == "claim_veto" and self.screen == "answers":
            self.screen = "claim"
            return True
        if name == "claim_back" and self.screen == "claim":
            self.screen = "answers"
            return True
        if name == "claim" and self.screen == "claim":
            return await self.claim(arg)
        if name == "end_claim" and self.claimant is not None:
            self.claimant = None
            self._pause_again()
            return True
        if name == "cancel":
            self.state = interaction.cancel(self.state)
            return True
        if name == "confirm":
            return await self.confirm()
        if name == "reveal":
            await self.reveal()
            return True
        if name == "next_round":
            self.results_seen = self.round_screen or self.results_seen
            self.round_screen = None
            self.screen = "game-over" if self.game.get("phase") == "over" else "board"
            self.camera = None
            await self.settle()
            return True
        if name == "show_final":
            self.results_seen = len(self.view.get("results") or [])
            self.screen = "game-over"
            return True
        if name == "new_game":
            self.generation += 1
            self.config["seed"] = ""  # a fresh deal unless the person types a seed again
            self.screen = "start"
            self.message = None
            self.confirming = False
            self.has_save = self.game is not None and self.game.get("phase") != "over"
            if self.has_save:
                self.save_info = {"round": self.game.get("round"), "actions": self.game.get("actions"),
                                  "seats": self.game.get("seats"), "speed": self.speed}
            return True
        if name == "quick_game":  # as Start, with Quick game's setup
            self.quick = True
        if name in ("start", "quick_game"):
            # Never over a save without asking: the worker would refuse anyway (no `replace`).
            self.generation += 1
            if not self.save_checked:
                self._wait(name)
                await self.check_save()
            self.waiting = None
            if self.has_save:
                self.confirming = True
                return True
            await self.start_game()
            await self.settle()
            return True
        if name == "start_over":
            self.generation += 1
            self.confirming = False
            self._wait("start_over")
            await self.start_game(replace=True)
            self.waiting = None
            await self.settle()
            return True
        if name == "keep_save":
            self.confirming = False
            self.lesson, self.quick = None, False  # the saved game stays; the lesson's or Quick game's is not played
            return True
        if name == "resume":
            self._wait("resume")
            if not self.save_checked:
                await self.check_save()
            self.waiting = None
            if self.save_checked and not self.has_save:
                return True  # nothing to resume after all (a save that could not be read is reported)
            await self.resume()
            await self.settle()
            return True
        if name == "add_seat":
            seats = self.config["seats"]
            if len(seats) < self.seat_range()[1]:
                seats.append({"name": t(self.lang, "bot_name", n=len(seats)), "kind": "bot", "level": 1})
            return True
        if name == "remove_seat":
            seats = self.config["seats"]
            if len(seats) > self.seat_range()[0] and arg is not None and 0 <= arg < len(seats):
                seats.pop(arg)
            return True
        if name == "watch_again" or name.startswith("replay_"):
            return await replay.command(self, name, arg)
        if name == "close_result":  # "Close", or in hot-seat "Done, pass the device"
            self.notice = None
            await self.settle()
            return True
        if name == "rules":
            # How to play: the game waits (bots do not move while it is shown)
            if self.screen not in ("rules", "loading"):
                self.rules_from = self.screen
                self.screen = "rules"
            return True
        if name == "close_rules":
            if self.screen == "rules":
                self.screen = self.rules_from or "start"
                self.rules_from = None
                if self.game is not None and self.screen not in ("start", "privacy", "replay"):
                    await self.refresh()  # back to the game as it stands (a round may have ended meanwhile)
                    await self.settle()
            return True
        if name == "dismiss_role":
            if self.view is not None:
                self.roles_put_away.append((self.view.get("round"), self.view.get("seat")))
            return True
        if name == "advanced":  # the browser opens or closes the fold; drawn again, it stays so
            self.config["advanced"] = not self.config.get("advanced")
            return True
        if name in ("zoom_in", "zoom_out"):
            self.zoom(ZOOM_STEP if name == "zoom_in" else 1 / ZOOM_STEP)
            return True
        if name == "fit":
            self.camera = None
            return True
        if name.startswith("pan_"):
            dx, dy = {"pan_left": (-PAN_STEP, 0), "pan_right": (PAN_STEP, 0), "pan_up": (0, -PAN_STEP),
                      "pan_down": (0, PAN_STEP)}[name]
            self.aim(board_svg.pan_viewbox(self.viewbox(), dx, dy))
            return True
        return False

    async def reveal(self):
        """The privacy screen's button: fetch the view of the person to move and go on."""
        self.screen = self.after_privacy or "board"
        self.after_privacy = None
        seat = self.desired_viewer()
        reply = await self.send({"type": "view", "viewer": seat})
        if reply.get("ok"):
            self.state = interaction.new_state()
            self.notice = None
            self._take(reply)
            shown = self.result_for
            if shown is not None and self.viewer == shown["seat"]:
                self.result_for = None
                self.notice = self._move_result(shown["seat"], shown["logged"])

    def field(self, name, value, seat=None):
        """A start-screen field or a setting changed. True when the screen should be drawn again."""
        if name == "lang":
            if value in LANGUAGES:
                self.lang = value
                self._localise_default_names()
            return True
        if name == "speed":
            if value in SPEED_MS:
                self.speed = value
                self.config["speed"] = value
            return False
        if name == "seed" or name in panel.all_options():
            self.config[name] = value
            return False
        if name == "modules":  # the names ticked, separated by spaces: a clash or limit may change
            self.config["modules"] = module_picker.take(value)
            return True
        if name == "ruleset" and value in PLAYERS:
            self.config["ruleset"] = value
            self._fit_seats()
            return True
        if seat is not None and 0 <= seat < len(self.config["seats"]):
            entry = self.config["seats"][seat]
            if name == "name":
                entry["name"] = value
                return False
            if name == "kind" and value in ("human", "bot"):
                entry["kind"] = value
                return True
            if name == "level":
                try:
                    entry["level"] = int(value)
                except ValueError:
                    pass
                return False
        return False

    def seat_range(self):
        """(fewest, most) seats of the game chosen on the start screen."""
        least, most = PLAYERS[self.config.get("ruleset") or "base"]
        return least, most

    def _fit_seats(self):
        """Another game chosen: bots join, or the last seats go, until the count fits its rules."""
        seats = self.config["seats"]
        least, most = self.seat_range()
        while len(seats) < least:
            seats.append({"name": t(self.lang, "bot_name", n=len(seats)), "kind": "bot", "level": 1})
        del seats[most:]

    def _localise_default_names(self):
        """Seats still named by a default ("Player 1", "Robot 2") take this language's; typed names stay."""
        for seat in self.config["seats"]:
            for key in ("default_name", "bot_name"):
                for n in range(13):
                    for code in LANGUAGES:
                        if seat.get("name") == t(code, key, n=n):
                            seat["name"] = t(self.lang, key, n=n)

    async def key(self, key):
        """Keyboard shortcuts on the board: r turns, Escape cancels, 1-9 pick a hand card."""
        if self.screen == "rules" and key == "Escape":
            return await self.command("close_rules")
        if self.screen == "replay":
            return await replay.key(self, key)
        if self.screen != "board":
            return False
        if key in ("r", "R"):
            return await self.command("turn")
        if key == "Escape":
            return await self.command("cancel")
        if len(key) == 1 and "1" <= key <= "9":
            return self.tap_hand(int(key) - 1)
        if key in ("+", "="):
            return await self.command("zoom_in")
        if key in ("-", "_"):
            return await self.command("zoom_out")
        return False

    # -- camera ------------------------------------------------------------------------------------

    def viewbox(self):
        if self.camera is not None:
            return self.camera
        return board_svg.fit_viewbox(self.view, interaction.board_targets(self.state, self.view), screen=self.maze_px,
                                     room=self.maze_room)

    def aim(self, box):
        """Point the camera at `box`, kept over the board on a table with an edge."""
        self.camera = board_svg.clamp_viewbox(box, self.view)

    def zoom(self, factor, fx=0.5, fy=0.5):
        self.aim(board_svg.zoom_viewbox(self.viewbox(), factor, fx, fy))

    def zoom_at(self, factor, px, py, width_px, height_px):
        """Zoom by `factor` keeping the maze point under the pixel (px, py) still."""
        if width_px <= 0 or height_px <= 0:
            return
        x, y, w, h = self.viewbox()
        scale = max(w / width_px, h / height_px)  # units per pixel (preserveAspectRatio meet)
        ux = x + w / 2 + (px - width_px / 2) * scale
        uy = y + h / 2 + (py - height_px / 2) * scale
        new = board_svg.zoom_viewbox([x, y, w, h], factor)
        new_scale = scale * new[2] / w
        cx = ux - (px - width_px / 2) * new_scale
        cy = uy - (py - height_px / 2) * new_scale
        self.aim([cx - new[2] / 2, cy - new[3] / 2, new[2], new[3]])

    def drag(self, dx_px, dy_px, width_px, height_px):
        """Pan by a drag of (dx, dy) screen pixels over a maze of width x height pixels."""
        box = self.viewbox()
        if width_px <= 0 or height_px <= 0:
            return
        scale = max(box[2] / width_px, box[3] / height_px)  # preserveAspectRatio meet
        self.aim([box[0] - dx_px * scale, box[1] - dy_px * scale, box[2], box[3]])

    # -- drawing ---------------------------------------------------------------------------------------

    def render(self):
        lang = self.lang
        if self.screen == "loading":
            body = f'<p class="loading" role="status">{esc(t(lang, "loading"))}</p>'
        elif self.screen == "start":
            confirm_round = (self.save_info or {}).get("round") or 1 if self.confirming else None
            message, notice = self.message, ""
            if self.set_aside:  # the way to download a save that could not be read, under its report
                if message:
                    notice, message = f'<p class="message" role="alert">{esc(message)}</p>', None
                notice += panel.set_aside_html(lang)
            body = notice + panel.start_html(self.config, lang, self.has_save, message, self.waiting, confirm_round)
            body += replay.load_record_html(lang, self.replay_error)
        elif self.screen == "privacy":
            body = panel.privacy_html(seat_name(self.names(), self.desired_viewer()), lang)
        elif self.screen == "answers":
            body = answers.answers_html((self.pause or {}).get("player"), self.names(), lang)
        elif self.screen == "claim":
            body = answers.claim_html(self.game.get("seats"), (self.pause or {}).get("player"), self.names(), lang)
        elif self.screen == "round-end":
            body = self._round_end()
        elif self.screen == "game-over":
            body = self._game_over()
        elif self.screen == "replay":
            body = replay.replay_html(self.replay, lang)
        elif self.screen == "rules":
            if self.rules_from == "start":  # the game chosen on the start screen
                body = learn.rules_html(self.config.get("ruleset") or "base", lang, "rules_back_start",
                                        module_picker.chosen(self.config))
            else:
                view = self.view or {}
                body = learn.rules_html(view.get("ruleset") or "base", lang, "rules_back_game", view.get("modules") or ())
        else:
            # the role just dealt, explained above the board (outside its grid, whatever its layout)
            banner = (learn.role_banner_html(self.view["role"], lang, self.view.get("clan"), "dark_cave" in self.view)
                      if self.role_banner_shown() else "")
            body = banner + self._board()
        return self._header() + f'<main id="main" class="screen-{self.screen}">{body}</main>'

    def _header(self):
        lang = self.lang
        options = "".join(
            f'<option value="{code}"{panel.SEL if code == lang else ""}>{esc(LANGUAGE_NAMES[code])}</option>'
            for code in LANGUAGES
        )
        parts = [
            '<header class="top">',
            f'<h1 class="brand">{esc(t(lang, "app_title"))}</h1>',
            f'<label class="lang"><span class="label-text">{esc(t(lang, "language"))}</span> <select id="lang" data-field="lang">{options}</select></label>',
        ]
        if self.screen in ("board", "round-end") and self.has_bots():
            parts.append(panel.speed_select_html(self.speed, lang, "speed"))
        if self.screen not in ("rules", "loading"):
            parts.append(panel._button(t(lang, "how_to_play"), cmd="rules"))
        if self.screen not in ("start", "loading", "rules"):
            parts.append(panel._button(t(lang, "new_game"), cmd="new_game"))
        parts.append("</header>")
        return "".join(parts)

    def _maze(self, route=None):
        lang = self.lang
        shown, targets, pending, outlined = choice_view.board_parts(self.state, self.view)
        if self.screen != "board":
            shown, targets, pending, outlined = self.view, [], None, None
        box = self.camera if self.camera is not None else board_svg.fit_viewbox(shown, targets, screen=self.maze_px,
                                                                                room=self.maze_room)
        svg = board_svg.board_svg(shown, targets, pending, lang, box, route, self.names(), outlined or self._last_at())
        beyond = board_svg.spots_beyond(box, board_svg.spot_rects(shown, targets))
        buttons = "".join(panel._button(label, cmd=cmd, aria=t(lang, cmd), extra_class="cam")
                          for cmd, label in (("zoom_in", "+"), ("zoom_out", "−"), ("fit", "⤢")))
        buttons += "".join(panel.pan_button(side, label, beyond[side], lang)
                           for side, label in (("left", "←"), ("up", "↑"), ("down", "↓"), ("right", "→")))
        tall = " tall" if board_svg.is_tall(shown) else ""
        return (
            f'<section class="maze-wrap{tall}" aria-label="{esc(t(lang, "maze"))}">'
            f'<div class="camera" role="toolbar" aria-label="{esc(t(lang, "fit"))}">{buttons}</div>{svg}</section>'
        )

    def _last_move(self):
        """The last move of the round being played, from the log (None before the first one).

        It is marked where it happened: a card placed or removed, or a goal looked at, on the
        maze (`at`); a break or repair at its target's seat, a pass at the passer's
        (`mark_seat`, for the players list).
        """
        for event in reversed((self.view or {}).get("log") or []):
            kind = event.get("type")
            if kind in ("place", "rockfall", "map"):
                return event
            if kind in ("break", "repair") or kind in SEAT_ACTIONS and kind != "theft":
                return dict(event, mark_seat=event.get("target"))
            if kind in ("pass", "discard_two", "theft"):
                return dict(event, mark_seat=event.get("seat"))
            if kind == "round_start":
                return None
        return None

    def _last_at(self):
        move = self._last_move()
        return None if move is None else move.get("at")

    def _board(self):
        lang = self.lang
        view = self.view
        names = self.names()
        parts = [panel.status_html(view, names, lang)]
        if self.message:
            parts.append(f'<p class="message" role="alert">{esc(self.message)}</p>')
        # The hand first and what changes as one plays (prompt, buttons, waiting, a move's
        # result) under it, in a box of reserved height: the hand never moves (issue 45, fault 9).
        hand, turn = "", []
        if self.notice is not None and self.notice["seat"] == view.get("seat"):
            # in hot-seat the device is handed on once the turn is over, not between its card and its walk
            handing_on = self.hot_seat() and view.get("to_move") != view.get("seat")
            turn.append(panel.move_result_html(self.notice["events"], names, lang, handing_on))
        to_move = self.game.get("to_move")
        if to_move is not None and self.game.get("to_move_kind") == "bot":
            turn.append(f'<p class="waiting" role="status">{esc(t(lang, "waiting_bot", name=seat_name(names, to_move)))}</p>')
        if view.get("seat") is not None and self.claimant == view.get("seat") and not interaction.my_turn(view):
            turn.append(answers.nothing_to_answer_html(lang))  # claimed, but this seat is not asked
        elif view.get("seat") is not None:
            turn.append(panel.controls_html(view, self.state, lang, names))
            hand = panel.hand_html(view, self.state, lang, self._hand_title(), self.explained, keys=True)
        parts.append(f'<div class="play">{hand}<div class="turn">{"".join(turn)}</div></div>')
        parts.append(self._maze())
        parts.append(panel.players_html(view, names, lang, self.state, marked=self._last_move(),
                                        inspected=self._inspected_shown()))
        parts.append(panel.log_html(view, names, lang))
        return f'<div class="board" data-seat="{view.get("seat")}">{"".join(parts)}</div>'

    def _inspected_shown(self):
        """(seat, role) while this viewer's inspection result is on the screen, else None."""
        notice = self.notice
        if notice is None or notice["seat"] != (self.view or {}).get("seat"):
            return None
        for event in notice["events"]:
            if event.get("type") == "inspect" and event.get("role"):
                return event.get("target"), event["role"]
        return None

    def _hand_title(self):
        """ "Your hand" alone at the screen; in hot-seat whose it is, by name ("Hand of Ana")."""
        name = seat_name(self.names(), self.view["seat"])
        if not self.hot_seat() or is_you(name):
            return t(self.lang, "your_hand")
        return t(self.lang, "hand_of", name=name)

    def role_banner_shown(self):
        """The role just dealt is explained on the board until put away or until a first card is played."""
        view = self.view or {}
        if not view.get("role") or view.get("phase") != "play":
            return False
        if (view.get("round"), view.get("seat")) in self.roles_put_away:
            return False
        return not learn.acted_this_round(view)

    def _round_end(self):
        lang = self.lang
        number = self.round_screen
        result = None
        for item in self.view.get("results") or []:
            if item.get("round") == number:
                result = item
        route = result.get("route") if result else None
        thoughts = ((self.game or {}).get("bot_thoughts") or {}).get(str(number))
        html = panel.round_end_html(self.view, self.names(), lang, number, thoughts=thoughts)
        maze = ""
        final = None
        if result is not None and self.view.get("rounds") == 1:  # one game: the table as it ended, pieces and all
            final = self.view
        elif result is not None:
            final = board_svg.round_view(self.view.get("log") or [], number, result, self.view.get("postcards"),
                                         self.view.get("layout"))
        if final is not None:
            svg = board_svg.board_svg(final, [], None, lang, None, route, self.names(), None, "maze")
            maze = f'<section class="maze-wrap" aria-label="{esc(t(lang, "maze"))}">{svg}</section>'
        to_move = self.game.get("to_move")
        if self.game.get("phase") in BETWEEN_ROUNDS and self.game.get("to_move_kind") == "bot":
            key = "waiting_keeper" if self.game.get("phase") == "gold" else "waiting_thief"
            html += f'<p class="waiting" role="status">{esc(t(lang, key, name=seat_name(self.names(), to_move)))}</p>'
        return f'<div class="round-end-screen">{html}{maze}</div>'

    def _game_over(self):
        html = panel.game_over_html(self.view, self.names(), self.lang, (self.game or {}).get("seed"))
        if not cave_panel.part(self.view):
            return html
        # one game: the table as it ended, pieces and all, beside its score
        svg = board_svg.board_svg(self.view, [], None, self.lang, None, None, self.names(), None, "maze")
        return (f'<div class="round-end-screen beside">{html}'
                f'<section class="maze-wrap" aria-label="{esc(t(self.lang, "maze"))}">{svg}</section></div>')
