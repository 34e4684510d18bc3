"""Modules: the unit of rules. A ruleset composes modules; later modules add action
kinds and decisions, or replace those of earlier ones (as python-chess variants override
a few hooks)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, NamedTuple
from ..actions import declare
from .decisions import DecisionRule
from .handlers import Handler

if TYPE_CHECKING:
    from ..game import Game


class DecisionData(NamedTuple):
    """How a position writes and reads the data of one kind of decision (a decision kind
    with none, like the turn, has no entry: its entry is only kind and seat)."""

    # write(data) -> the keys it adds to {"kind", "seat"}
    write: Callable[[tuple], dict]
    # read(game, seat, entry) -> the decision's data; raises InvalidPosition naming the fault.
    # Called once the kernel's keys are read (hands, maze, goals), before the modules' parts.
    read: Callable[[Game, int, dict], tuple]


@dataclass(frozen=True)
class Module:
    name: str
    # the action kinds it brings, each with the fields it names (saboteur.actions)
    actions: dict[str, tuple[str, ...]] = field(default_factory=dict)
    handlers: dict[str, Handler] = field(default_factory=dict)  # by action kind
    decisions: dict[str, DecisionRule] = field(default_factory=dict)  # by decision kind
    setup: Callable[[Game], None] | None = None  # deals the first round of a new game
    # resampler(rules, view, rng, priors=None): an object whose sample(rng) is a game
    # consistent with the view, its hidden parts drawn at random (priors: a bot's beliefs)
    resampler: Callable | None = None
    # totals(game): each seat's score so far (base: the gold cards' values; Saboteur 2: nuggets)
    totals: Callable[[Game], list[int]] | None = None
    # round_gold(game): round number -> what each seat won in that round, from the game's
    # events (only the rounds whose end they hold); the game-over view's `results[].gold`
    round_gold: Callable[[Game], dict] | None = None
    # view_part(game, seat, view): writes what the module adds to a seat's view (its state
    # part, per-seat entries), never a secret of another seat
    view_part: Callable[[Game, int | None, dict], None] | None = None
    # Its part of a position (position.py), under the module's name: write_part(game) -> dict;
    # read_part(game, data) sets the state from it, after the kernel's keys and the
    # decisions, and raises InvalidPosition naming the fault
    write_part: Callable[[Game], dict] | None = None
    read_part: Callable[[Game, dict], None] | None = None
    # What its state holds, for the loader's conservation checks: deck cards (card indices)
    # and role cards
    part_cards: Callable[[Game], list[int]] | None = None
    part_roles: Callable[[Game], list[str]] | None = None
    decision_data: dict[str, DecisionData] = field(default_factory=dict)  # by decision kind
    # Its part of a sketch (saboteur.sketch, docs/lessons.md section 2): the sketch keys it
    # reads, and sketch_part(sketch) -> its part of the position, taking the cards it names
    # (Sketch.take) before dealing any (Sketch.deal)
    sketch_keys: tuple[str, ...] = ()
    sketch_part: Callable | None = None

    def __post_init__(self):
        declare(self.actions, self.name)


@dataclass(frozen=True)
class Composition:
    """The modules of a ruleset, merged: for each action kind and decision kind, the
    handler or rule of the last module that brings one."""

    modules: tuple[Module, ...]
    # plain dicts, read on every move (a mapping proxy is slower to read); never changed
    handlers: dict[str, Handler]
    decisions: dict[str, DecisionRule]
    decision_of_action: dict[str, str]  # action kind -> the decision kind that takes it
    setup: Callable[[Game], None]  # the last module's that has one
    resampler: Callable | None  # likewise
    totals: Callable[[Game], list[int]]  # likewise
    round_gold: Callable[[Game], dict]  # likewise
    view_parts: tuple[Callable, ...]  # every module's, in order
    decision_data: dict[str, DecisionData]  # by decision kind, the last module's that brings one
    action_fields: dict[str, tuple[str, ...]]  # the kinds of every module, with their fields

    @classmethod
    def of(cls, modules: tuple[Module, ...]) -> Composition:
        handlers: dict[str, Handler] = {}
        decisions: dict[str, DecisionRule] = {}
        decision_data: dict[str, DecisionData] = {}
        action_fields: dict[str, tuple[str, ...]] = {}
        setup = resampler = totals = round_gold = None
        for module in modules:
            action_fields.update(module.actions)
            handlers.update(module.handlers)
            decisions.update(module.decisions)
            decision_data.update(module.decision_data)
            setup = module.setup or setup
            resampler = module.resampler or resampler
            totals = module.totals or totals
            round_gold = module.round_gold or round_gold
        if setup is None or totals is None or round_gold is None:
            raise ValueError("no module of " + ", ".join(m.name for m in modules) + " sets a game up and scores it")
        taken_by = {kind: name for name, rule in decisions.items() for kind in rule.action_kinds}
        view_parts = tuple(module.view_part for module in modules if module.view_part)
        return cls(modules, handlers, decisions, taken_by, setup, resampler, totals, round_gold, view_parts, decision_data, action_fields)
