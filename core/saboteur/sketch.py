"""Sketches: a position named by only what matters (docs/lessons.md section 2).

A sketch is a dict (a lesson's `[position]` table): the ruleset, the player count, and
whatever the lesson needs fixed (hands, maze, roles, goals...). `sketch_position` deals
everything else deterministically, from the sketch alone, into a full position (version 2),
and `from_sketch` loads it with `from_position`, so the loader's checks (card conservation,
roles, goals, the decision) hold for every sketch.

The kernel reads the keys every game has; each module of the ruleset reads its own keys
(`Module.sketch_keys`, `Module.sketch_part`) and writes its part of the position.
"""

from __future__ import annotations

import random
from collections import Counter
from importlib import import_module
from typing import TYPE_CHECKING

from .errors import ConfigError, InvalidPosition
from .maze import cell_of, xy
from .position import FORMAT, VERSION, from_position

if TYPE_CHECKING:
    from .game import Game
    from .ruleset import Ruleset

KERNEL_KEYS = ("ruleset", "modules", "players", "seed", "options", "round", "to_move", "hands", "maze", "goals",
               "seen", "draw_pile", "discards")


def from_sketch(sketch: object) -> Game:
    """The game a sketch describes; InvalidPosition names the sketch's key at fault, or
    the rule the position it makes breaks (a path reaching a goal left face down...)."""
    position = sketch_position(sketch)
    try:
        return from_position(position)
    except InvalidPosition as error:
        raise InvalidPosition(f"sketch: the position it describes breaks a rule: {error}") from None


def sketch_position(sketch: object) -> dict:
    """The full position (version 2) a sketch describes, unnamed parts dealt from the
    sketch's seed: the same sketch always gives the same position."""
    from .ruleset import check_modules, load_ruleset

    if not isinstance(sketch, dict):
        raise InvalidPosition(f"a sketch must be a table of keys, not {sketch!r}")
    try:
        players = load_ruleset(sketch.get("ruleset")).check_players(sketch.get("players"))
        # the optional modules the lesson plays with (issue 47), by name as new_game takes them
        rules = load_ruleset(sketch["ruleset"], check_modules(sketch["ruleset"], sketch.get("modules"), players))
        options = rules.resolve_options(sketch.get("options"))
    except ConfigError as error:
        raise InvalidPosition(f"sketch: {error}") from None
    known = KERNEL_KEYS + tuple(key for module in rules.composition.modules for key in module.sketch_keys)
    unknown = sorted(str(key) for key in sketch if key not in known)
    if unknown:
        raise InvalidPosition(f"sketch: unknown key {unknown[0]!r} (a {rules.title} sketch has {', '.join(known)})")
    return Sketch(rules, players, sketch).position(options)


def _reader(part):
    """A module's sketch reader: the function, or the one its import path names
    (`Module.sketch_part`)."""
    if isinstance(part, str):
        module, name = part.split(":")
        return getattr(import_module(module), name)
    return part


class Sketch:
    """A sketch being filled in: its data, and the cards not named yet (`pool`), which
    `take` hands out by name and `deal` at random once every named card is out."""

    def __init__(self, rules: Ruleset, players: int, data: dict):
        self.rules, self.players, self.data = rules, players, data
        seed = data.get("seed", 0)
        if not isinstance(seed, (int, str)) or isinstance(seed, bool):
            self.fail("seed", f"the seed must be a whole number or a string, not {seed!r}")
        self.seed = seed
        self.round = self.whole("round", 1, 1, rules.rounds)
        self.pool = Counter(rules.deck)
        self.shuffled: list[int] | None = None  # the pool in random order, once dealing starts

    # -- helpers for the modules' parts ---------------------------------------------------------

    def fail(self, key: str, message: str):
        raise InvalidPosition(f"sketch {key}: {message}")

    def whole(self, key: str, default: int, low: int, high: int) -> int:
        value = self.data.get(key, default)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            self.fail(key, f"must be a whole number from {low} to {high}, not {value!r}")
        return value

    def seat(self, key: str, value: object) -> int:
        """A seat number, written as a number or as a string (TOML table keys are strings)."""
        if isinstance(value, str) and value.strip().isdigit():
            value = int(value)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < self.players:
            self.fail(key, f"there is no seat {value!r} (seats are 0 to {self.players - 1})")
        return value

    def per_seat(self, key: str) -> dict[int, tuple[str, object]]:
        """The sketch's `{seat: value}` table under `key`, by seat number, each value with
        its own key for messages (`hands.2`)."""
        table = self.data.get(key, {})
        if not isinstance(table, dict):
            self.fail(key, f"must be a table of seats, not {table!r}")
        found: dict[int, tuple[str, object]] = {}
        for name, value in table.items():
            seat = self.seat(f"{key}.{name}", name)
            if seat in found:
                self.fail(f"{key}.{name}", f"seat {seat} is named twice")
            found[seat] = (f"{key}.{seat}", value)
        return found

    def card_list(self, key: str, value: object) -> list:
        if not isinstance(value, list):
            self.fail(key, f"must be a list of card ids, not {value!r}")
        return value

    def take(self, key: str, card_id: object) -> int:
        """Take the card `card_id` out of the cards not named yet."""
        assert self.shuffled is None, "every named card is taken before the first is dealt"
        catalogue = self.rules.catalogue
        index = catalogue.index.get(card_id) if isinstance(card_id, str) else None
        if index is None:
            self.fail(key, f"unknown card {card_id!r}")
        total = self.rules.deck.count(index)
        if not total:
            self.fail(key, f"{card_id!r} is not a card of the deck (start and goal cards lie in the maze)")
        if not self.pool[index]:
            self.fail(key, f"no {card_id!r} card left (the ruleset has {total}; {total} are named elsewhere)")
        self.pool[index] -= 1
        return index

    def deal(self, count: int | None, key: str) -> list[int]:
        """`count` cards (None: all) of those not named, at random (the same for the same
        sketch): the cards left in catalogue order, shuffled by the sketch's seed."""
        if self.shuffled is None:
            self.shuffled = sorted(self.pool.elements())
            self.pool.clear()
            self.rng("deal").shuffle(self.shuffled)
        left = len(self.shuffled)
        if count is None:
            count = left
        if count > left:
            self.fail(key, f"needs {count} more cards, but only {left} are left unnamed")
        dealt = self.shuffled[left - count:]
        del self.shuffled[left - count:]
        return dealt

    @staticmethod
    def is_xy(at: object) -> bool:
        return isinstance(at, list) and len(at) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in at)

    def rng(self, label: str) -> random.Random:
        """A generator of this sketch for one thing dealt (string seeds hash the same everywhere)."""
        return random.Random(f"saboteur-sketch/{self.seed}/{label}")

    def ids(self, cards: list[int]) -> list[str]:
        types = self.rules.catalogue.types
        return [types[index].id for index in cards]

    # -- the position --------------------------------------------------------------------------

    def position(self, options: dict) -> dict:
        rules, players = self.rules, self.players
        to_move = self.seat("to_move", self.data.get("to_move", 0))
        maze, face_up_goals = self.maze()
        self.laid = maze  # a module lays its fixed cards here (the postcards), from its sketch_part
        goals = self.goals(face_up_goals)
        hands: list[list[int] | None] = [None] * players
        for seat, (key, cards) in self.per_seat("hands").items():
            cards = self.card_list(key, cards)
            if len(cards) > rules.hand_size[players]:
                # the hand size of the player count (book 001 and 002, 'Préparation' / 'Mise en place')
                self.fail(key, f"{len(cards)} cards; a hand holds at most {rules.hand_size[players]} with {players} players")
            hands[seat] = [self.take(key, card) for card in cards]
        discards = self.discards()
        parts = {module.name: _reader(module.sketch_part)(self) for module in rules.composition.modules if module.sketch_part}
        for seat in range(players):
            if hands[seat] is None:
                hands[seat] = self.deal(rules.hand_size[players], f"hands (seat {seat}, not named)")
        draw_pile = self.deal(None, "draw_pile")
        kept = self.data.get("draw_pile", len(draw_pile))
        if not isinstance(kept, int) or isinstance(kept, bool) or not 0 <= kept <= len(draw_pile):
            self.fail("draw_pile", f"must be a number of cards from 0 to the {len(draw_pile)} left, not {kept!r}")
        # the cards drawn already went somewhere unseen: face down to the discards
        discards += [{"card": card, "face_up": False} for card in self.ids(draw_pile[:len(draw_pile) - kept])]
        draw_pile = draw_pile[len(draw_pile) - kept:]
        if not hands[to_move]:
            self.fail("to_move", f"seat {to_move} holds no card, so cannot be the one to move")
        for seat, hand in enumerate(hands):
            if not hand and draw_pile:
                self.fail(f"hands.{seat}", f"an empty hand while the draw pile holds {len(draw_pile)} "
                                           "(hands are refilled after every card played)")
        played = len(maze) > 1 or bool(discards) or any(len(hand) < rules.hand_size[players] for hand in hands)
        return {
            "format": FORMAT,
            "version": VERSION,
            "ruleset": rules.name,
            "modules": [module.name for module in rules.composition.modules],
            "options": options,
            "players": players,
            "seed": self.seed,
            "round": self.round,
            "first_seat": to_move,
            # the seat before plays the last card, when any was played this round
            "last_seat": (to_move - 1) % players if played else None,
            "to_move": to_move,
            "decisions": [{"kind": "turn", "seat": to_move}],
            "hands": [self.ids(hand) for hand in hands],
            "draw_pile": self.ids(draw_pile),
            "discards": discards,
            "maze": maze,
            "goals": goals,
            # a sketch does not tell how the earlier rounds went
            "results": [{"round": number} for number in range(1, self.round)],
            **parts,
        }

    def maze(self) -> tuple[list[dict], dict[int, str]]:
        """The maze's entries (the start card added) and the goal cards lying face up in it."""
        rules = self.rules
        entries = self.data.get("maze", [])
        if not isinstance(entries, list):
            self.fail("maze", f"must be a list of {{at = [x, y], card, turned}}, not {entries!r}")
        maze = [{"at": list(xy(rules.start_cell)), "card": rules.start_id, "turned": False}]
        cells = {rules.start_cell}
        face_up_goals: dict[int, str] = {}
        for i, entry in enumerate(entries):
            key = f"maze.{i}"
            if not isinstance(entry, dict) or set(entry) - {"at", "card", "turned"}:
                self.fail(key, f"must be {{at = [x, y], card, turned}}, not {entry!r}")
            at, card, turned = entry.get("at"), entry.get("card"), entry.get("turned", False)
            if not self.is_xy(at):
                self.fail(key, f"'at' must be [x, y], not {at!r}")
            if not isinstance(turned, bool):
                self.fail(key, f"'turned' must be true or false, not {turned!r}")
            cell = cell_of(*at)
            if card == rules.start_id and cell == rules.start_cell and not turned:
                continue  # the start card, named though it is always there
            if cell in cells:
                self.fail(key, f"the space {at} is taken already")
            cells.add(cell)
            if card in rules.goal_ids:
                slots = rules.goal_slots_for(self.players)
                if cell not in slots:
                    self.fail(key, f"a goal card lies on a goal space only: {[list(xy(c)) for c in slots]}")
                if card in face_up_goals.values():
                    self.fail(key, f"there is one {card!r}")
                face_up_goals[cell] = card
            else:
                self.take(key, card)
            maze.append({"at": list(at), "card": card, "turned": turned})
        return maze, face_up_goals

    def goals(self, face_up: dict[int, str]) -> list[dict]:
        """Each goal slot's card: named in `goals` (top to bottom), lying face up in the
        maze, or dealt; and who has looked at it (`seen`)."""
        rules = self.rules
        slots = rules.goal_slots_for(self.players)
        named = self.data.get("goals")
        gold_goal = any(rules.catalogue.card(goal).treasure == "gold" for goal in rules.goal_ids)
        if named is None:
            cards = [face_up.get(cell) for cell in slots]
            rest = [goal for goal in rules.goal_ids if goal not in cards]
            self.rng("goals").shuffle(rest)
            if len(rules.goal_ids) > len(slots):  # more goals than slots (new goals): the treasure always lies
                gold = [goal for goal in rest if rules.catalogue.card(goal).treasure == "gold"]
                rest = [goal for goal in rest if goal not in gold][: cards.count(None) - len(gold)] + gold
                self.rng("goals").shuffle(rest)
            cards = [card or rest.pop() for card in cards]
        elif (
            not isinstance(named, list) or len(named) != len(slots) or len(set(map(str, named))) != len(named)
            or not set(map(str, named)) <= set(rules.goal_ids)
            or (gold_goal and not any(rules.catalogue.card(goal).treasure == "gold" for goal in named))
        ):
            some = "" if len(rules.goal_ids) == len(slots) else f"{len(slots)}, the treasure among them, of "
            self.fail("goals", f"must name {some}the goal cards {', '.join(rules.goal_ids)} once each, "
                               f"in the order of the goal spaces {[list(xy(c)) for c in slots]}, not {named!r}")
        else:
            cards = named
            for cell, card in face_up.items():
                if cards[slots.index(cell)] != card:
                    self.fail("goals", f"the maze has {card!r} at {list(xy(cell))}, where goals puts {cards[slots.index(cell)]!r}")
        seen_by: list[list[int]] = [[] for _ in slots]
        for seat, (key, spaces) in self.per_seat("seen").items():
            if not isinstance(spaces, list):
                self.fail(key, f"must list goal spaces [x, y], not {spaces!r}")
            for at in spaces:
                cell = cell_of(*at) if self.is_xy(at) else None
                if cell not in slots:
                    self.fail(key, f"{at!r} is not a goal space ({[list(xy(c)) for c in slots]})")
                seen_by[slots.index(cell)].append(seat)
        return [
            {"at": list(xy(cell)), "card": card, "seen_by": sorted(set(seats))}
            for cell, card, seats in zip(slots, cards, seen_by)
        ]

    def discards(self) -> list[dict]:
        """The named discards, face up (played) unless named `{card, face_up = false}`."""
        found = []
        for i, entry in enumerate(self.card_list("discards", self.data.get("discards", []))):
            card, face_up = (entry.get("card"), entry.get("face_up", True)) if isinstance(entry, dict) else (entry, True)
            if not isinstance(face_up, bool):
                self.fail(f"discards.{i}", f"'face_up' must be true or false, not {face_up!r}")
            self.take(f"discards.{i}", card)
            found.append({"card": card, "face_up": face_up})
        return found
