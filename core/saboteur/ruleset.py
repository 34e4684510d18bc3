"""A ruleset: the card inventory and the tables of one game of the family, read from data.

The kernel knows no game: each registers itself (`register_game`, called by the registry
in `saboteur.games`) with the modules it composes, and `load_ruleset` reads its data file.
A game or module may be registered later (`register_later`): its code is imported only when
a game first names it, which keeps it off the page's start-up path (docs/site.md, "What the
worker imports"). Reading `MODULES` or `OPTIONAL` from outside registers every one first.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache

from .cards import card_from_data
from .catalogue import Catalogue
from .errors import ConfigError
from .kernel.module import Composition, Module
from .kernel.turn import turn_cards
from .maze import Maze, cell_of, xy

# The games registered (`register_game`): the modules each composes, in order (later
# modules add to earlier ones), and for a game whose positions had a version 1, the reader
# that puts one in the shape of version 2.
_MODULES: dict[str, tuple[Module, ...]] = {}
VERSION_1: dict[str, Callable[[dict], dict]] = {}
# The modules a game may add by name (`register_modules`): each name's modules, the shared
# ones it needs first (e.g. the purse of nuggets), then its own; and the check of a game,
# its player count and the names asked for, which raises ConfigError naming a clash.
_OPTIONAL: dict[str, tuple[Module, ...]] = {}
_checks: list[Callable[[str, tuple[str, ...], int | None], None]] = []
# Names registered later (`register_later`): a game's or a module's name -> the function that
# registers it (with the others of its package), run the first time a game names it.
_later: dict[str, Callable[[], None]] = {}


def __getattr__(name: str):
    """`MODULES` and `OPTIONAL`, read from outside: every game and module, those registered
    later too (tests, the build's card data and positions list them all)."""
    if name in ("MODULES", "OPTIONAL"):
        register_all()
        return _MODULES if name == "MODULES" else _OPTIONAL
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def register_later(names: tuple[str, ...], register: Callable[[], None]) -> None:
    """Games or modules (by name) that `register()` registers, imported only when a game
    first names one of them: the rule for every game and module but the first screen's."""
    for name in names:
        _later[name] = register


def _register_named(names) -> None:
    for name in names:
        register = _later.get(name)
        if register is not None:
            _run_later(register)


def register_all() -> None:
    """Every game and module registered, those registered later too."""
    for register in list(dict.fromkeys(_later.values())):
        _run_later(register)


def _run_later(register: Callable[[], None]) -> None:
    for name in [name for name, found in _later.items() if found is register]:
        del _later[name]  # a name it does not register after all is a module not built yet
    register()


def register_game(name: str, modules: tuple[Module, ...], version_1: Callable[[dict], dict] | None = None) -> None:
    """Make the game `name` (its data file `data/<name>.json`) playable with `modules`."""
    _MODULES[name] = modules
    if version_1 is not None:
        VERSION_1[name] = version_1


def register_modules(
    modules: dict[str, Module | tuple[Module, ...]], check: Callable[[str, tuple[str, ...], int | None], None]
) -> None:
    """Make `modules` addable to a game by name (a module, or the modules it needs followed
    by its own); `check(game, names, players)` judges a set."""
    _OPTIONAL.update((name, (found,) if isinstance(found, Module) else found) for name, found in modules.items())
    _checks.append(check)


def check_modules(game: str, names: object, players: int | None = None) -> tuple[str, ...]:
    """The optional module names asked for, checked; ConfigError names the first clash."""
    if names is None:
        return ()
    if not isinstance(names, (list, tuple)) or not all(isinstance(name, str) for name in names):
        raise ConfigError(f"modules must be a list of module names, not {names!r}")
    names = tuple(names)
    _register_named(names)
    if any(name not in _OPTIONAL for name in names):
        register_all()  # the checks judge a name that is no module too
    for check in _checks:
        check(game, names, players)
    missing = [name for name in names if name not in _OPTIONAL]
    if missing:
        raise ConfigError(f"the module {missing[0]!r} is not built yet (built: {', '.join(_OPTIONAL) or 'none'})")
    return names


@dataclass(frozen=True)
class Ruleset:
    name: str
    title: str
    min_players: int
    max_players: int
    rounds: int
    catalogue: Catalogue
    start_id: str  # the first start card and its cell (base and Saboteur 2: the only one)
    start_cell: int
    # the layout (data: `starts`, `board`): every start as (cell, card id, clan or None), and
    # the board's bounds (x_low, x_high, y_low, y_high), None for a table with no edge
    starts: tuple[tuple[int, str, "str | None"], ...]
    board: "tuple[int, int, int, int] | None"
    goal_slots: tuple[int, ...]  # the goal layout's cells, top to bottom (a module's, or the game's)
    goal_ids: tuple[str, ...]  # the goal cards a round deals from (new goals: 8 for 5 slots)
    deck: tuple[int, ...]  # card indices of the shuffled playing deck, with repeats
    gold_values: tuple[int, ...]
    roles: dict[int, dict[str, int]]
    hand_size: dict[int, int]
    saboteur_pay: dict[int, int]
    data: Mapping  # the ruleset's data file, for the tables only one module reads (Saboteur 2's payout)
    option_choices: dict[str, dict[str, str]]
    option_defaults: dict[str, str]
    composition: Composition
    extra_modules: tuple[str, ...]  # the optional modules added by name, in order (none: the game alone)
    # The composition's tables, read on every move: handlers by action kind, decision rules
    # by decision kind, and what the turn's listing reads by card, in one tuple (each card's
    # lane, its handler's card_actions, the options' card table: `kernel.turn.turn_cards`)
    handlers: Mapping
    decision_rules: Mapping
    decision_of_action: Mapping
    turn_cards: tuple
    # and the turn's (kernel.turn): the place gate, the options' listings, the options by
    # action kind, the draw changes, the next seat
    may_place: Callable
    turn_listings: tuple
    turn_option_of: Mapping
    draws: tuple
    next_seat: Callable
    before_plays: tuple  # the steps around a card played (kernel.turn)
    after_plays: tuple
    # A round's maze before its first card, by goal cells: linked and listed once, then
    # copied for every round (`first_maze`; issue 46: linking it afresh each round)
    first_mazes: dict = field(default_factory=dict, init=False, compare=False, repr=False)

    def check_players(self, players: object) -> int:
        if not isinstance(players, int) or isinstance(players, bool):
            raise ConfigError(f"the number of players must be a whole number, not {players!r}")
        if not self.min_players <= players <= self.max_players:
            raise ConfigError(
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {players}"
            )
        return players

    def resolve_options(self, options: object) -> dict[str, str]:
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise ConfigError(f"options must be a mapping of names to choices, not {options!r}")
        resolved = dict(self.option_defaults)
        for name, choice in options.items():
            if name not in self.option_choices:
                known = ", ".join(sorted(self.option_choices)) or "none"
                raise ConfigError(f"unknown option {name!r} for {self.title} (known: {known})")
            if choice not in self.option_choices[name]:
                allowed = ", ".join(self.option_choices[name])
                raise ConfigError(f"option {name!r} cannot be {choice!r} (choose one of: {allowed})")
            resolved[name] = choice
        return resolved

    def round_count(self, options: Mapping[str, str]) -> int:
        """How many rounds a game with `options` plays: the option `rounds` if the game has
        one (The Lost Mines: "3 or more rounds", book 003), else the data's."""
        return int(options["rounds"]) if "rounds" in options else self.rounds

    def on_board(self, at: tuple[int, int]) -> bool:
        """Whether the space `at` lies on the table: within the board's edges, or for a table
        with no edge (base, Saboteur 2) within the range of a packed cell."""
        board = self.board
        if board is None:
            return -120 <= at[0] <= 120 and -120 <= at[1] <= 120
        return board[0] <= at[0] <= board[1] and board[2] <= at[1] <= board[3]

    def goal_slots_for(self, players: int) -> tuple[int, ...]:
        """The goal slots of a table of `players`: the data's `goals.slots_by_players` for that
        count if it has one (La mine se rebelle: the corners of a smaller area at 6 to 8), else
        `goal_slots`."""
        by_players = self.data["goals"].get("slots_by_players", {}) if "goals" in self.data else {}
        slots = by_players.get(str(players))
        return self.goal_slots if slots is None else tuple(cell_of(x, y) for x, y in slots)

    def new_maze(self) -> Maze:
        """An empty maze: the start cards on their cells."""
        code = self.catalogue.code
        (first, first_id, _), *more = self.starts
        return Maze(self.catalogue, first, code(first_id, False), tuple((cell, code(card, False)) for cell, card, _ in more))

    def first_maze(self, goal_cards: dict[int, int]) -> Maze:
        """A round's maze before its first card: the start cards and `goal_cards` (goal slot
        -> card) face down, linked up. A copy of the layout's maze with its own goal cards and
        its own lists by card, since a module's round beginning may change the maze before
        anyone lists."""
        key = tuple(goal_cards)
        maze = self.first_mazes.get(key)
        if maze is None:
            maze = self.new_maze()
            maze.hidden_goals = dict(goal_cards)
            maze.recompute()
            maze.open_placements()  # the spaces beside the start, worked out once too
            self.first_mazes[key] = maze
        maze = maze.copy()
        maze.hidden_goals = dict(goal_cards)
        maze.aimed, maze.kept = {}, {}
        return maze

    def layout(self) -> dict:
        """The layout as a view tells it (docs/engine.md, Views): the board's edges and the starts."""
        board = self.board
        return {
            "board": None if board is None else {"x": [board[0], board[1]], "y": [board[2], board[3]]},
            "starts": [{"at": list(xy(cell)), "card": card, "clan": clan} for cell, card, clan in self.starts],
        }

    def role_deck(self, players: int) -> list[str]:
        return [role for role, count in sorted(self.roles[players].items()) for _ in range(count)]


def load_ruleset(name: str = "base", modules: object = None) -> Ruleset:
    """The game `name`, with the optional `modules` (names) added after its own."""
    _register_named((name,))
    if name not in _MODULES:
        register_all()
        raise ConfigError(f"unknown ruleset {name!r} (known: {', '.join(_MODULES)})")
    names = check_modules(name, modules)
    return _with_optional(name, names) if names else _load_game(name)


@lru_cache(maxsize=None)
def _with_optional(name: str, names: tuple[str, ...]) -> Ruleset:
    modules: list[Module] = list(_MODULES[name])
    for optional in names:
        modules += [module for module in _OPTIONAL[optional] if module not in modules]  # a shared module once
    return replace(_load_game(name, tuple(modules)), extra_modules=names)


@lru_cache(maxsize=None)
def _load_game(name: str, modules: tuple[Module, ...] | None = None) -> Ruleset:
    """The game `name` played by `modules` (its own by default), with the cards those
    modules bring (`Module.cards`) after the game's own, so a card keeps its index."""
    modules = _MODULES[name] if modules is None else modules
    data = _data(name)
    for module in modules:
        if module.tables:
            data = module.tables(data)
    starts = data["starts"] if "starts" in data else [data["start"]]
    types = [card_from_data(start, "start") for start in starts]
    types += [card_from_data(card, "goal") for card in data["goals"]["cards"]]
    types += [card_from_data(card, "path") for card in data["path_cards"]]
    types += [card_from_data(card, "action") for card in data["action_cards"]]
    dealt = data["path_cards"] + data["action_cards"]
    goal_slots = [tuple(at) for at in data["goals"]["slots"]]
    goal_ids = [card["id"] for card in data["goals"]["cards"]]
    for module in modules:
        if module.cards:
            added = _module_data(module.cards)
            if module.goal_layout:  # its goals replace the game's, which stay in the catalogue
                goal_slots = list(module.goal_layout)
                goal_ids = [card["id"] for card in added.get("cards", ()) if card["kind"] == "goal"]
            types += [card_from_data(card, "path") for card in added.get("path_cards", ())]
            types += [card_from_data(card, "action") for card in added.get("action_cards", ())]
            types += [card_from_data(card, card["kind"]) for card in added.get("cards", ())]
            dealt = dealt + added.get("path_cards", []) + added.get("action_cards", [])
    low, high = data["players"]
    catalogue = Catalogue(types, seats=high)
    deck = tuple(catalogue.index[card["id"]] for card in dealt for _ in range(card["count"]))
    options = data.get("options", {})
    composition = Composition.of(modules)
    return Ruleset(
        name=data["name"],
        title=data["title"],
        min_players=low,
        max_players=high,
        rounds=data["rounds"],
        catalogue=catalogue,
        start_id=starts[0]["id"],
        start_cell=cell_of(*starts[0]["at"]),
        starts=tuple((cell_of(*start["at"]), start["id"], start.get("clan")) for start in starts),
        board=_board(data.get("board")),
        goal_slots=tuple(cell_of(x, y) for x, y in goal_slots),
        goal_ids=tuple(goal_ids),
        deck=deck,
        gold_values=tuple(g["value"] for g in data["gold_cards"] for _ in range(g["count"])),
        roles={int(n): dict(table) for n, table in data["roles"].items()},
        hand_size={int(n): size for n, size in data["hand_size"].items()},
        saboteur_pay={int(n): pay for n, pay in data.get("saboteur_pay", {}).items()},
        data=data,
        option_choices={name: dict(spec["choices"]) for name, spec in options.items()},
        option_defaults={name: spec["default"] for name, spec in options.items()},
        extra_modules=(),
        **_tables(composition, catalogue),
    )


def _board(board: dict | None) -> tuple[int, int, int, int] | None:
    """A board's bounds from data ({"x": [low, high], "y": [low, high]}); None: no edge."""
    return None if board is None else (*board["x"], *board["y"])


def _module_data(name: str) -> dict:
    """A module's cards (`data/<name>.json`): "path_cards" and "action_cards" shuffled into
    the deck with their counts, and "cards" of any kind (goals, postcards, chests...) that
    the module lays out itself, each naming its "kind" and its "count"."""
    return _read_data(name)


def _read_data(name: str) -> dict:
    from importlib import resources  # here: its own imports would slow the page's engine start

    return json.loads(resources.files("saboteur").joinpath(f"data/{name}.json").read_text("utf-8"))


def _data(name: str) -> dict:
    """A ruleset's data file; one that `extends` another plays its start, goals and cards
    too, and adds its own cards to theirs (Saboteur 2 plays every base path and action card)."""
    data = _read_data(name)
    if "extends" in data:
        parent = _data(data["extends"])
        for key in ("path_cards", "action_cards"):
            data[key] = parent[key] + data[key]
        for key in ("start", "goals"):
            data.setdefault(key, parent[key])
    return data


def with_modules(rules: Ruleset, modules: tuple[Module, ...]) -> Ruleset:
    """`rules` with its cards and setup, played by `modules` instead."""
    return replace(rules, **_tables(Composition.of(modules), rules.catalogue))


def _tables(composition: Composition, catalogue: Catalogue) -> dict:
    tables = [options.card_table(catalogue) for options in composition.turn_options if hasattr(options, "card_table")]
    if len(tables) > 1:
        raise ValueError("at most one module's turn options may list by card table")
    actions_of = tuple(
        composition.handlers[use].card_actions if use in composition.handlers else _no_actions for use in catalogue.use
    )
    maze_listed = tuple(
        use in composition.handlers and composition.handlers[use].lists_from_maze(catalogue, card)
        for card, use in enumerate(catalogue.use)
    )
    return {
        "may_place": composition.may_place,
        "turn_listings": tuple(options.listing for options in composition.turn_options if not hasattr(options, "card_table")),
        "turn_option_of": composition.turn_option_of,
        "draws": composition.draws,
        "next_seat": composition.next_seat,
        "before_plays": composition.before_plays,
        "after_plays": composition.after_plays,
        "composition": composition,
        "handlers": composition.handlers,
        "decision_rules": composition.decisions,
        "decision_of_action": composition.decision_of_action,
        "turn_cards": turn_cards(catalogue, maze_listed, actions_of, tables[0] if tables else None),
    }


def _no_actions(game, seat: int, card: int) -> tuple:
    """A card no module plays (a start or goal card: never in a hand)."""
    return ()
