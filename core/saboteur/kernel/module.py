"""Modules: the unit of rules. A ruleset composes modules: by kind (action kinds,
handlers, decisions, turn options by name) a later module adds to or replaces what earlier
ones bring, as python-chess variants override a few hooks; hooks that every module may
add to (parts, setups, round beginnings, place gates, draws, views, payouts) all run, in
module order."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, NamedTuple

from ..actions import declare
from .decisions import DecisionRule
from .handlers import Handler
from .turn import TURN, TurnOptions

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


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: a ruleset is cached by its modules
class Module:
    name: str
    # the name of its card inventory, `data/<cards>.json`, if it brings cards (ruleset.py
    # says what the file holds): added to the game's catalogue, after the game's own
    cards: str | None = None
    # tables(data) -> data: the game's data file as the module changes it before the
    # ruleset is built (its role table, its gold cards), in module order; every reader of
    # the ruleset (deal, loader checks, resample, beliefs) then sees the changed tables
    tables: Callable[[dict], dict] | None = None
    # the action kinds it brings, each with the fields it names (saboteur.actions)
    actions: dict[str, tuple[str, ...]] = field(default_factory=dict)
    handlers: dict[str, Handler] = field(default_factory=dict)  # by action kind
    decisions: dict[str, DecisionRule] = field(default_factory=dict)  # by decision kind
    # new_part(game): the module's own part of a new game's state (`Game.parts[name]`),
    # made for every module before any setup runs
    new_part: Callable[[Game], object] | None = None
    # setup(game): what the module does to a new game, after the setups of the modules
    # before it (base: shuffles the gold cards and deals round 1)
    setup: Callable[[Game], None] | None = None
    # begin_round(game): what the module adds to each round once it is dealt, in module
    # order (Saboteur 2: 10 cards set aside, its cards in front cleared)
    begin_round: Callable[[Game], None] | None = None
    # resampler(rules, view, rng, priors=None): an object whose sample(rng) is a game
    # consistent with the view, its hidden parts drawn at random (priors: a bot's beliefs)
    resampler: Callable | None = None
    # Its part of the turn (kernel.turn says how each is merged): whether a seat may lay
    # path cards; its options by name; who draws how many; the round's end; the next seat
    place_gate: Callable[[Game, int], bool] | None = None
    turn_options: dict[str, TurnOptions] = field(default_factory=dict)
    draw: Callable | None = None  # draw(game, seat, action, drawer, count) -> (drawer, count)
    end_round: Callable[[Game, int | None], None] | None = None
    next_seat: Callable[[Game, int], int] | None = None
    # steps around a card played for its use (kernel.turn): before it acts, True when the
    # step pushed a decision; after it acts, before the draw
    before_play: Callable | None = None  # before_play(game, seat, card, action) -> bool
    after_play: Callable | None = None  # after_play(game, seat, card, action) -> None
    # totals(game): what the module has paid each seat so far (base: the gold cards'
    # values; Saboteur 2: nuggets); a seat's score is the sum over the modules
    totals: Callable[[Game], list[int]] | None = None
    # round_gold(game): round number -> what the module paid each seat in that round, from
    # the game's events (only the rounds whose end they hold); summed over the modules,
    # the game-over view's `results[].gold`
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
    # (Sketch.take) before dealing any (Sketch.deal). A big reader is named by its import
    # path, "package.module:function", and imported only when a sketch is read: lessons are
    # sketched at build time, so the page's wheel leaves those modules out (build.py).
    sketch_keys: tuple[str, ...] = ()
    sketch_part: Callable | str | None = None
    # Face-down cells and what a link to them does (kernel/facedown.py):
    # goal_layout: the goal slots as (x, y), top to bottom, in place of the game's
    # (its goal cards are its `cards` of kind "goal"); the last module's
    goal_layout: tuple[tuple[int, int], ...] | None = None
    # deal_goals(game, rng) -> the goal card for each goal slot, in slot order, drawn from
    # the round's generator; the last module's (base: the goal cards shuffled)
    deal_goals: Callable | None = None
    # goal_effect(game, seat, card) -> what revealing goal `card` does for `seat`: False,
    # True (the gold is found) or facedown.ROUND_LOST; the last module's
    goal_effect: Callable | None = None
    # goal_choice: the decision kind that asks which of several goals reached at once turns
    # first (ruling 9 within a kind), for goals whose order can matter; the last module's
    # (base brings none: its goals act on nothing but the round's end)
    goal_choice: str | None = None
    # A path card about to lie at a cell (a placement, a diversion's move; kernel/laying.py):
    # on_lay(game, seat, card, action, lay) acts first (right of way's toll) and then calls
    # lay() to let it lie, returning what lay() returns, or keeps it from lying for now (a
    # decision pushed; False); lay_refusal(game, seat, card, action) says why no card may
    # lie at action.at now, or None. Every module's, in module order, neither naming another
    on_lay: Callable | None = None
    lay_refusal: Callable | None = None
    # link_step: (rank, step): step(game, seat) resolves what a placement newly linked to
    # the start (ruling 9: rank 0 chests, 1 postcards, 2 goals) and returns how the round
    # ends as goal_effect does; every module's, by rank then module order
    link_step: tuple[int, Callable] | None = None
    # resample_part(view, rng) -> its part of a position consistent with a seat's view (its
    # hidden facts drawn again), for the game's resampler to load (base's); a module with
    # a position part must bring one to be searched by the Hard bot
    resample_part: Callable[[dict, object], dict] | None = None
    # nuggets(game) -> each seat's nuggets, the list itself, when the game keeps its own
    # (Saboteur 2's): the anniversary modules' purse moves those instead of its own; the last module's
    nuggets: Callable[[Game], list[int]] | None = None
    # resample_again(view) -> deal(game, rng) or None: what of its part the view leaves
    # unknown, dealt again in each sample the resampler copies from its first game (else
    # every sample of one search shares resample_part's one deal)
    resample_again: Callable[[dict], Callable | None] | None = None
    # hands_vary: its rules change hand sizes outside the deal and the one-card draw (a
    # chest's extra draw or pickpocket): the loader then lets a hand hold one card over the
    # deal, or none while the draw pile lasts
    hands_vary: bool = False
    # lean_turn: a faster rule for the turn decision where the module is the last (its game
    # alone: base, Saboteur 2), the same in all it does as the kernel's turn built from the
    # hooks of the modules up to it, some of them inlined
    lean_turn: DecisionRule | None = None

    def __post_init__(self):
        declare(self.actions, self.name)


@dataclass(frozen=True)
class Composition:
    """The modules of a ruleset, merged: for each action kind and decision kind, the
    handler or rule of the last module that brings one; every module's parts, setups,
    round beginnings, views and payouts, in module order."""

    modules: tuple[Module, ...]
    # plain dicts, read on every move (a mapping proxy is slower to read); never changed
    handlers: dict[str, Handler]
    decisions: dict[str, DecisionRule]
    decision_of_action: dict[str, str]  # action kind -> the decision kind that takes it
    new_parts: tuple[tuple[str, Callable], ...]  # (module name, new_part), in module order
    setups: tuple[Callable[[Game], None], ...]  # in module order
    round_begins: tuple[Callable[[Game], None], ...]  # in module order
    resampler: Callable | None  # the last module's that has one
    may_place: Callable[[Game, int], bool]  # every module's place_gate must allow
    turn_options: tuple[TurnOptions, ...]  # by name, the last module's of each name, in order of first naming
    turn_option_of: dict[str, TurnOptions]  # action kind -> the options that take it
    draws: tuple[Callable, ...]  # every module's, in order
    end_round: Callable[[Game, int | None], None]  # the last module's that has one
    next_seat: Callable[[Game, int], int]  # likewise
    before_plays: tuple[Callable, ...]  # every module's, in order
    after_plays: tuple[Callable, ...]  # every module's, in order
    totals: Callable[[Game], list[int]]  # every module's, summed by seat
    round_gold: Callable[[Game], dict]  # every module's, summed by round and seat
    view_parts: tuple[Callable, ...]  # every module's, in order
    decision_data: dict[str, DecisionData]  # by decision kind, the last module's that brings one
    action_fields: dict[str, tuple[str, ...]]  # the kinds of every module, with their fields
    deal_goals: Callable | None  # the last module's that has one
    goal_effect: Callable | None  # likewise
    goal_choice: str | None  # likewise
    link_steps: tuple[Callable, ...]  # every module's, by rank then module order
    lay_hooks: tuple[Callable, ...] = ()  # every module's on_lay, in order
    nuggets: Callable | None = None  # the last module's that keeps its own nuggets
    lay_refusals: tuple[Callable, ...] = ()  # every module's lay_refusal, in order

    @classmethod
    def of(cls, modules: tuple[Module, ...]) -> Composition:
        handlers: dict[str, Handler] = {}
        decisions: dict[str, DecisionRule] = {}
        decision_data: dict[str, DecisionData] = {}
        action_fields: dict[str, tuple[str, ...]] = {}
        resampler = end_round = next_seat = deal_goals = goal_effect = goal_choice = None
        options: dict[str, TurnOptions] = {}
        for module in modules:
            action_fields.update(module.actions)
            handlers.update(module.handlers)
            decisions.update(module.decisions)
            decision_data.update(module.decision_data)
            resampler = module.resampler or resampler
            end_round = module.end_round or end_round
            next_seat = module.next_seat or next_seat
            deal_goals = module.deal_goals or deal_goals
            goal_effect = module.goal_effect or goal_effect
            goal_choice = module.goal_choice or goal_choice
            options.update(module.turn_options)
        setups = tuple(module.setup for module in modules if module.setup)
        totals = tuple(module.totals for module in modules if module.totals)
        round_gold = tuple(module.round_gold for module in modules if module.round_gold)
        if not setups or not totals or not round_gold or end_round is None or next_seat is None:
            raise ValueError("no module of " + ", ".join(m.name for m in modules) + " sets a game up and scores it")
        new_parts = tuple((module.name, module.new_part) for module in modules if module.new_part)
        round_begins = tuple(module.begin_round for module in modules if module.begin_round)
        turn_options = tuple(options.values())
        turn = {
            "may_place": _all_allow(tuple(module.place_gate for module in modules if module.place_gate)),
            "turn_options": turn_options,
            "turn_option_of": {kind: option for option in turn_options for kind in option.kinds},
            "draws": tuple(module.draw for module in modules if module.draw),
            "end_round": end_round,
            "next_seat": next_seat,
            "before_plays": tuple(module.before_play for module in modules if module.before_play),
            "after_plays": tuple(module.after_play for module in modules if module.after_play),
        }
        if modules[-1].lean_turn is not None:
            decisions = {**decisions, TURN: modules[-1].lean_turn}
        taken_by = {kind: name for name, rule in decisions.items() for kind in rule.action_kinds}
        taken_by.update((kind, "turn") for kind in turn["turn_option_of"] if kind not in handlers)
        view_parts = tuple(module.view_part for module in modules if module.view_part)
        return cls(
            modules, handlers, decisions, taken_by, new_parts, setups, round_begins, resampler, **turn,
            totals=_summed_totals(totals), round_gold=_summed_rounds(round_gold), view_parts=view_parts,
            decision_data=decision_data, action_fields=action_fields, deal_goals=deal_goals,
            goal_effect=goal_effect, goal_choice=goal_choice, link_steps=tuple(
                step for _rank, step in sorted((m.link_step for m in modules if m.link_step), key=lambda s: s[0])
            ),
            lay_hooks=tuple(module.on_lay for module in modules if module.on_lay),
            lay_refusals=tuple(module.lay_refusal for module in modules if module.lay_refusal),
            nuggets=next((module.nuggets for module in reversed(modules) if module.nuggets), None),
        )


def _all_allow(gates: tuple[Callable, ...]) -> Callable:
    if len(gates) == 1:  # base alone: its gate itself, one call on every listing
        return gates[0]
    if len(gates) == 2:  # Saboteur 2: no generator on every listing
        first, second = gates
        return lambda game, seat: first(game, seat) and second(game, seat)

    def may_place(game: Game, seat: int) -> bool:
        return all(gate(game, seat) for gate in gates)

    return may_place


def _summed_totals(parts: tuple[Callable, ...]) -> Callable:
    if len(parts) == 1:
        return parts[0]

    def totals(game: Game) -> list[int]:
        return [sum(paid) for paid in zip(*(part(game) for part in parts))]

    return totals


def _summed_rounds(parts: tuple[Callable, ...]) -> Callable:
    if len(parts) == 1:
        return parts[0]

    def round_gold(game: Game) -> dict:
        rounds: dict = {}
        for part in parts:
            for number, paid in part(game).items():
                rounds[number] = [a + b for a, b in zip(rounds[number], paid)] if number in rounds else list(paid)
        return rounds

    return round_gold
