"""A game of the Saboteur family: state, the stack of decisions, legal actions, apply,
views and events. The rules themselves are the ruleset's modules (`saboteur.games`).

The state holds card indices (see `Catalogue`) so that copying a game for search is
a handful of list copies; cards become ids only in views, events and positions.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .actions import Action, read, unknown_kind
from .errors import IllegalAction
from .kernel.decisions import Decision
from .ruleset import Ruleset

PLAY, GOLD, OVER = "play", "gold", "over"

Event = tuple[dict, "dict[int, dict] | None"]  # (public facts, what each seat named is told besides)


def round_rng(seed: object, label: str) -> random.Random:
    """A generator private to one game and one stage; string seeds hash the same everywhere."""
    return random.Random(f"saboteur/{seed}/{label}")


class Game:
    """One game: create with `saboteur.new_game`, then `legal_actions`, `apply`, `view`."""

    __slots__ = (
        "rules", "options", "seed", "players", "round", "decisions", "to_move", "first_seat",
        "last_seat", "roles", "aside_roles", "hands", "draw_pile", "discards", "broken",
        "maze", "goal_cards", "seen", "results",
        "events", "actions", "origin", "legal_cache", "tools_down", "parts", "reversed_order",
    )

    def __init__(self, rules: Ruleset, players: int, seed: object, options: dict[str, str]):
        self.legal_cache: Sequence[Action] | None = None  # legal_actions() of this state, until it changes
        self.rules = rules
        self.options = options
        self.seed = seed
        self.players = players
        self.round = 0
        self.decisions: list[Decision] = []  # pending decisions, the top last (kernel.decisions)
        self.to_move: int | None = None  # the seat of the top decision
        self.first_seat = 0
        self.last_seat: int | None = None
        self.roles: list[str] = []
        self.aside_roles: list[str] = []
        self.hands: list[list[int]] = []
        self.draw_pile: list[int] = []  # top card last
        self.discards: list[tuple[int, bool]] = []  # (card, face up)
        self.broken: list[list[int]] = [[] for _ in range(players)]
        self.tools_down = 0  # the broken tools of every seat, packed (Catalogue.tools_down)
        self.maze = rules.new_maze()
        self.goal_cards: dict[int, int] = {}  # goal slot -> goal card index, in the layout's order
        self.seen: dict[int, int] = {}  # face-down cell -> bit s set when seat s looked at it (kernel.facedown)
        self.results: list[dict] = []
        self.events: list[Event] = []
        self.actions: list[Action] = []
        self.origin: dict | None = None  # the position this game started from, if any
        # The state a module adds, by module name (base: the gold cards; Saboteur 2: cards
        # in front, nuggets); each part has copy().
        self.parts: dict = {}
        # Whether play goes counterclockwise for the rest of the round (anniversary ruling
        # 4); the turn's `next_seat` and base's passing of gold read it, a module sets it
        self.reversed_order = False

    # -- setup --------------------------------------------------------------------

    def start(self) -> Game:
        composition = self.rules.composition
        for name, new_part in composition.new_parts:
            self.parts[name] = new_part(self)
        for setup in composition.setups:
            setup(self)
        return self

    # -- copying --------------------------------------------------------------------

    def copy(self) -> Game:
        """An independent copy, cheap enough for search."""
        other = Game.__new__(Game)
        other.legal_cache = None  # search code may rewrite a copy's hidden fields before using it
        other.tools_down = self.tools_down
        other.rules = self.rules
        other.options = self.options
        other.seed = self.seed
        other.players = self.players
        other.round = self.round
        other.decisions = self.decisions[:]
        other.to_move = self.to_move
        other.first_seat = self.first_seat
        other.last_seat = self.last_seat
        other.roles = self.roles[:]
        other.aside_roles = self.aside_roles[:]
        other.hands = [hand[:] for hand in self.hands]
        other.draw_pile = self.draw_pile[:]
        other.discards = self.discards[:]
        other.broken = [cards[:] for cards in self.broken]
        other.maze = self.maze.copy()
        other.goal_cards = self.goal_cards.copy()
        other.seen = self.seen.copy()
        other.results = self.results[:]
        other.events = self.events[:]
        other.actions = self.actions[:]
        other.origin = self.origin
        other.parts = {name: part.copy() for name, part in self.parts.items()}
        other.reversed_order = self.reversed_order
        return other

    # -- the stack of decisions: `to_move` is always the seat of its top ------------------

    def push(self, decision: Decision) -> None:
        """Ask a choice of `decision.seat` now, above what was pending."""
        self.decisions.append(decision)
        self.to_move = decision.seat

    def pop(self) -> Decision:
        """The top decision, taken off; whoever is asked below it moves (nobody, if none)."""
        decision = self.decisions.pop()
        self.to_move = self.decisions[-1].seat if self.decisions else None
        return decision

    def replace_top(self, decision: Decision) -> None:
        """The top decision becomes `decision` (a turn passing to the next seat)."""
        self.decisions[-1] = decision
        self.to_move = decision.seat

    def set_decisions(self, stack: list[Decision]) -> None:
        """The whole stack at once (a round dealt, a position loaded)."""
        self.decisions = stack
        self.to_move = stack[-1].seat if stack else None

    # -- legal actions ------------------------------------------------------------------

    @property
    def phase(self) -> str:
        """What is being decided: the phase of the top decision ("play", "gold"), or "over"."""
        if not self.decisions:
            return OVER
        return self.rules.decision_rules[self.decisions[-1].kind].phase

    @property
    def is_over(self) -> bool:
        return not self.decisions

    def legal_actions(self) -> Sequence[Action]:
        """The actions of the seat to move, in a fixed order (none when the game is over):
        a list, or a read-only sequence that behaves as one (len, index, slices, iteration,
        `in`, ==) and makes its items when asked (a Saboteur 2 turn: `TurnActions`).

        In a turn, the cards in card order: each path card's placements (by space, west to
        east then north to south, then turn), then each other card's targets; then passing
        with each card. While gold is shared, keeping each value, smallest first.
        """
        legal = self.legal_cache
        if legal is None:
            if self.decisions:
                decision = self.decisions[-1]
                legal = self.legal_cache = self.rules.decision_rules[decision.kind].legal_actions(self, decision)
            else:
                legal = self.legal_cache = []
        # the caller's own list; a read-only sequence gives itself, as a tuple does
        return legal[:] if type(legal) is list else legal

    def set_broken(self, broken: list[list[int]]) -> None:
        """Lay the broken tools in front of each seat (`broken`: per seat, card indices)."""
        self.broken = broken
        self.tools_down = self.rules.catalogue.tools_down(broken)

    # -- checking an action ---------------------------------------------------------

    def refusal(self, action: Action | dict) -> str | None:
        """Why `action` (an Action or its JSON dict, like `apply` takes) is not allowed now,
        in words; None when it is. A malformed action is refused, not an error."""
        try:
            action = read(action, self.rules.composition.action_fields)
        except IllegalAction as error:
            return str(error)
        return self._refusal(action)

    def _refusal(self, action: Action) -> str | None:
        """None for a legal action, else the first rule it breaks. The legal list decides,
        or without one at hand (a fresh copy in search) the rule's lookup of that one
        action in the same tables; the conditions then say why."""
        if not self.decisions:
            return "the game is over"
        if self.legal_cache is not None:
            legal = action in self.legal_cache
        else:
            decision = self.decisions[-1]
            legal = self.rules.decision_rules[decision.kind].allows(self, decision, action)
        if legal:
            return None
        return self.why_not(action) or f"{action} is not allowed now"

    def why_not(self, action: Action) -> str | None:
        """The first condition of the rules that `action` fails, whether or not it is in
        the legal list (the kernel tests hold the two to each other)."""
        kinds = self.rules.composition.action_fields
        if action.kind not in kinds:  # e.g. an engine-made action of another ruleset
            return unknown_kind(action.kind, kinds)
        decision = self.decisions[-1]
        return self.rules.decision_rules[decision.kind].refusal(self, decision, action)

    # -- applying an action -------------------------------------------------------------

    def apply(self, action: Action | dict) -> Game:
        """Carry out `action` for the seat to move; refused actions change nothing."""
        legal = self.legal_cache
        if legal is None or type(action) is not Action or action not in legal:
            action = read(action, self.rules.composition.action_fields)
            reason = self._refusal(action)
            if reason is not None:
                raise IllegalAction(reason)
        # apply_listed, inlined (issue 46: a call on every move)
        self.legal_cache = None
        self.actions.append(action)
        decision = self.decisions[-1]
        self.rules.decision_rules[decision.kind].apply(self, decision, action)
        return self

    def apply_listed(self, action: Action) -> Game:
        """`apply` once the action is known legal, unchecked: what `apply` does after its
        check, and what search code calls for an action the rules' own tables gave for this
        state (the bots' rollouts list a turn card by card, from `kernel.turn.list_cards` and
        the maze's placements, and so have no listing for `apply` to find it in; issue 46:
        checking it again was a tenth of a rollout move). Anything else goes through `apply`."""
        self.legal_cache = None
        self.actions.append(action)
        decision = self.decisions[-1]
        self.rules.decision_rules[decision.kind].apply(self, decision, action)
        return self

    def chance(self, label: str) -> random.Random:
        """A generator private to this game and `label` (a stage, or a draw in the middle of
        a round), the same under CPython and Pyodide: string seeds hash the same everywhere."""
        return round_rng(self.seed, label)

    # -- results -----------------------------------------------------------------------------

    def gold_totals(self) -> list[int]:
        """Each seat's score so far, as the ruleset counts it."""
        return self.rules.composition.totals(self)

    def winners(self) -> list[int]:
        """Seats with the most gold once the game is over (ties share the win)."""
        if self.decisions:
            return []
        totals = self.gold_totals()
        best = max(totals)
        return [seat for seat, total in enumerate(totals) if total == best]

    # -- events and views ------------------------------------------------------------------

    def event(self, public: dict, private: dict[int, dict] | None = None) -> None:
        """Record what happened: `public` for everyone, and `private` what each seat
        named in it is told besides (swapped hands tell both seats; a map, its reader)."""
        self.events.append((public, private))

    def log(self, seat: int | None = None) -> list[dict]:
        """What happened, as `seat` saw it (None: a spectator, who sees only public facts).

        Each event is a fresh dict: the public ones are shared by every seat's log, so a
        caller writing into its log must not reach the game or another seat's log.
        """
        return [
            dict(public, **private[seat]) if private and seat in private else dict(public)
            for public, private in self.events
        ]

    def view(self, seat: int | None = None) -> dict:
        from .views import view

        return view(self, seat)

    def record(self) -> dict:
        from .record import record

        return record(self)

    def position(self) -> dict:
        from .position import position

        return position(self)


def json_copy(value):
    """A deep copy of JSON-like data (dicts, lists, scalars), for what callers get back."""
    if isinstance(value, dict):
        return {key: json_copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [json_copy(item) for item in value]
    return value

