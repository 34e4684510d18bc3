"""Positions: the game's FEN. A JSON description of any position, written and checked.

Format (version 2): the kernel's keys, every one required, then one key per module of the
ruleset with that module's own state.

    format        "saboteur-position"
    version       2
    ruleset       "base" | "saboteur2"
    modules       the ruleset's module names, in order: ["base"], ["base", "saboteur2"]
    options       the ruleset's options, e.g. {"gold_draw": "per_gold_digger" | "per_player"}
    players       within the ruleset's player counts (base 3..10, Saboteur 2 2..12)
    seed          the game's seed (later rounds are dealt from it)
    round         1..3
    first_seat    seat that began this round
    last_seat     seat that played the last card, or null
    to_move       the seat of the top decision, or null when the game is over
    decisions     the stack of pending decisions, bottom first (empty once the game is over):
                  {"kind": "turn", "seat": 2}, {"kind": "keep_gold", "seat": 3, "values":
                  [3, 2], "keepers": [3, 2]}, {"kind": "steal", "seat": 1, "thieves": [4]};
                  each decision rule writes and reads its data (`Module.decision_data`)
    hands         per seat, card ids
    draw_pile     card ids, the top card last
    discards      [{"card": id, "face_up": bool}], oldest first
    maze          [{"at": [x, y], "card": id, "turned": bool}] face-up cards, goals turned over included
    goals         [{"at": [x, y], "card": id, "seen_by": [seats]}] every goal slot
    results       the public results of the rounds already played

The kernel holds what every game of the family has: cards in hands, the pile, the
discards and the maze, the goals and who looked at them, whose decision is pending. A
module's part holds what its rules add (`Module.write_part`, `read_part`):

    base          {"roles": role per seat, "aside_roles": role cards not dealt,
                   "broken": per seat broken-tool card ids, "gold_pile": gold card values
                   (top last), "gold": per seat gold card values held}
    saboteur2     {"in_front": per seat theft and trapped card ids, "thefts": seats that
                   laid a theft, in order, "aside": the card ids set aside this round,
                   "dropped_roles": roles given up to swap hats this round,
                   "nuggets": per seat}

Version 1 (base only, before the rules kernel) had base's keys at the top level and named
the decisions by `phase` ("play", "gold", "over") and `gold_share`; it still loads, moved
into this shape first (`games.base.position.version_1_as_2`).

Loading checks the position against the rules and refuses, with the reason, a position
that breaks them (a card too many or missing, two gold goals, a card that does not fit,
roles of another player count, a theft order that is not the thefts in front...).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .errors import ConfigError, InvalidPosition
from .kernel.facedown import links_pending, mark_seen, seen_by
from .maze import Maze, cell_of, xy

if TYPE_CHECKING:
    from .game import Game

FORMAT, VERSION = "saboteur-position", 2
KEYS = (
    "format", "version", "ruleset", "modules", "options", "players", "seed", "round", "first_seat",
    "last_seat", "to_move", "decisions", "hands", "draw_pile", "discards", "maze", "goals", "results",
)


def position(game: Game) -> dict:
    from .game import json_copy

    types = game.rules.catalogue.types
    composition = game.rules.composition
    data = {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": game.rules.name,
        "modules": [module.name for module in composition.modules],
        "options": dict(game.options),
        "players": game.players,
        "seed": game.seed,
        "round": game.round,
        "first_seat": game.first_seat,
        "last_seat": game.last_seat,
        "to_move": game.to_move,
        "decisions": [_write_decision(composition, decision) for decision in game.decisions],
        "hands": [card_ids(game, hand) for hand in game.hands],
        "draw_pile": card_ids(game, game.draw_pile),
        "discards": [{"card": types[kind].id, "face_up": face_up} for kind, face_up in game.discards],
        "maze": [
            {"at": list(xy(cell)), "card": types[code >> 1].id, "turned": bool(code & 1)}
            for cell, code in sorted(game.maze.cards.items())
        ],
        "goals": [
            {"at": list(xy(cell)), "card": types[card].id, "seen_by": seen_by(game, cell)}
            for cell, card in game.goal_cards.items()
        ],
        "results": json_copy(game.results),
    }
    for module in composition.modules:
        if module.write_part:
            data[module.name] = module.write_part(game)
    return data


def _write_decision(composition, decision) -> dict:
    codec = composition.decision_data.get(decision.kind)
    return {"kind": decision.kind, "seat": decision.seat, **(codec.write(decision.data) if codec else {})}


def card_ids(game: Game, cards: list[int]) -> list[str]:
    types = game.rules.catalogue.types
    return [types[kind].id for kind in cards]


# -- reading: the checks every part shares -----------------------------------------------------


def card_of(game: Game, card_id: object, where: str) -> int:
    """The card index of `card_id`, a card of the game's ruleset."""
    index = game.rules.catalogue.index
    if card_id not in index:
        raise InvalidPosition(f"{where}: unknown card {card_id!r}")
    return index[card_id]


def seat_of(game: Game, value: object, where: str, allow_none: bool = False) -> int | None:
    if value is None and allow_none:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < game.players:
        raise InvalidPosition(f"{where}: there is no seat {value!r}")
    return value


def per_seat(game: Game, value: object, key: str) -> list:
    """`value`, a list of one entry per seat."""
    if not isinstance(value, list) or len(value) != game.players:
        raise InvalidPosition(f"{key!r} must list one entry per seat ({game.players})")
    return value


def listed(value: object, key: str) -> list:
    if not isinstance(value, list):
        raise InvalidPosition(f"{key!r} must be a list, not {value!r}")
    return value


def from_position(data: object) -> Game:
    """A game in the position `data` describes; InvalidPosition says what is wrong."""
    try:
        return _load(data)
    except InvalidPosition:
        raise
    except ConfigError as error:
        raise InvalidPosition(str(error)) from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
        raise InvalidPosition(f"malformed position: {type(error).__name__}: {error}") from None


def _load(data: object) -> Game:
    from .game import Game, json_copy
    from .ruleset import VERSION_1, load_ruleset

    if not isinstance(data, dict):
        raise InvalidPosition("a position must be a JSON object")
    if data.get("format") != FORMAT:
        raise InvalidPosition(f"not a Saboteur position (format is {data.get('format')!r})")
    if data.get("version") == 1:
        if data.get("ruleset") not in VERSION_1:
            raise InvalidPosition(f"no version 1 position of ruleset {data.get('ruleset')!r} was ever written")
        data = VERSION_1[data["ruleset"]](data)
    if data.get("version") != VERSION:
        raise InvalidPosition(f"position version {data.get('version')!r} is not supported (only 1 and {VERSION})")
    missing = [key for key in KEYS if key not in data]
    if missing:
        raise InvalidPosition(f"the position has no {missing[0]!r}")
    rules = load_ruleset(data["ruleset"], _optional_names(data))
    modules = rules.composition.modules
    if data["modules"] != [module.name for module in modules]:
        raise InvalidPosition(f"{rules.title} is played with the modules {[m.name for m in modules]}, not {data['modules']!r}")
    missing = [module.name for module in modules if module.read_part and module.name not in data]
    if missing:
        raise InvalidPosition(f"the position has no {missing[0]!r} (the state of that module)")
    players = rules.check_players(data["players"])
    if not isinstance(data["seed"], (int, str)) or isinstance(data["seed"], bool):
        raise InvalidPosition(f"the seed must be a whole number or a string, not {data['seed']!r}")
    game = Game(rules, players, data["seed"], rules.resolve_options(data["options"]))

    rounds = rules.round_count(game.options)
    if not isinstance(data["round"], int) or not 1 <= data["round"] <= rounds:
        raise InvalidPosition(f"round must be 1 to {rounds}, not {data['round']!r}")
    game.round = data["round"]
    game.first_seat = seat_of(game, data["first_seat"], "first_seat")
    game.last_seat = seat_of(game, data["last_seat"], "last_seat", allow_none=True)
    _cards(game, data)
    _goals(game, data)
    if not isinstance(data["results"], list) or not all(isinstance(r, dict) for r in data["results"]):
        raise InvalidPosition("results must be a list of round results")
    game.results = json_copy(data["results"])  # the caller's data stays the caller's
    _decisions(game, data)
    _no_goal_reached(game)
    for module in modules:
        if module.read_part:
            module.read_part(game, data[module.name])
    _conservation(game)
    game.origin = position(game)
    return game


def _cards(game: Game, data: dict) -> None:
    """Hands, draw pile, discards and maze (the deck's count is checked once every part is read)."""
    rules, players = game.rules, game.players
    game.hands = [sorted(card_of(game, c, f"hand of seat {s}") for c in hand) for s, hand in enumerate(per_seat(game, data["hands"], "hands"))]
    varies = any(module.hands_vary for module in rules.composition.modules)
    limit = rules.hand_size[players] + varies
    for s, hand in enumerate(game.hands):
        if len(hand) > limit:  # a hand only ever shrinks from the deal
            raise InvalidPosition(f"seat {s} holds {len(hand)} cards; hands hold at most {limit} with {players} players")
    game.draw_pile = [card_of(game, c, "draw pile") for c in listed(data["draw_pile"], "draw_pile")]
    for s, hand in enumerate(game.hands):
        if not hand and game.draw_pile and not varies:  # every card played is followed by a draw while the pile lasts
            raise InvalidPosition(f"seat {s} holds no card while the draw pile still has {len(game.draw_pile)}; "
                                  "hands are refilled after every card played")
    game.discards = [(card_of(game, d["card"], "discards"), bool(d["face_up"])) for d in listed(data["discards"], "discards")]
    game.maze = _maze(game, data)


def _goals(game: Game, data: dict) -> None:
    """One goal card per slot, each a goal card of the ruleset, none twice (all of them
    when there are as many as slots)."""
    rules, catalogue = game.rules, game.rules.catalogue
    goals, slots = data["goals"], rules.goal_slots_for(game.players)
    if not isinstance(goals, list) or not _goals_fit_slots(slots, [tuple(g["at"]) for g in goals]):
        raise InvalidPosition("goals must list each goal slot once: " + str([list(xy(c)) for c in slots])
                              + " (a goal moved by a chest lies further east on its slot's row)")
    game.goal_cards = {cell_of(*g["at"]): card_of(game, g["card"], "goals") for g in goals}
    ids = [catalogue.types[k].id for k in game.goal_cards.values()]
    if len(set(ids)) != len(ids) or not set(ids) <= set(rules.goal_ids):
        some = "" if len(rules.goal_ids) == len(slots) else f"{len(slots)} of "
        raise InvalidPosition(f"the goal cards must be {some}" + ", ".join(sorted(rules.goal_ids)) + ", once each")
    gold_goals = any(catalogue.types[catalogue.index[goal]].treasure == "gold" for goal in rules.goal_ids)
    if gold_goals and not any(catalogue.types[k].treasure == "gold" for k in game.goal_cards.values()):
        raise InvalidPosition("the goal with the gold must lie on a goal slot")
    game.seen = {}
    for g in goals:
        for s in g["seen_by"]:
            mark_seen(game, seat_of(game, s, "goals seen_by"), cell_of(*g["at"]))
    for cell, goal in game.goal_cards.items():
        code = game.maze.cards.get(cell)
        if code is None:
            game.maze.hidden_goals[cell] = goal
        elif code >> 1 != goal:
            raise InvalidPosition(f"the goal at {list(xy(cell))} is {catalogue.types[goal].id}, not {catalogue.types[code >> 1].id}")
    game.maze.recompute()


def _no_goal_reached(game: Game) -> None:
    """A path from the start touching a face-down goal turns it over at once (book 001,
    'Fin d'une manche'), so no position can hold such a goal still face down; unless a
    choice asked by an earlier link step is pending (a chest's, anniversary ruling 9)."""
    reached = game.maze.reached_goals()
    # only where a link step turns goals over (The Lost Mines: a dwarf's step does)
    if reached and game.rules.composition.link_steps and not links_pending(game):
        raise InvalidPosition(f"the goal at {list(xy(reached[0]))} is reached by a path from the start, so it must be face up")


def _goals_fit_slots(slots: tuple[int, ...], cells: list[tuple]) -> bool:
    """One goal per slot, each on its slot or further east on the slot's row: a chest may
    move a face-down goal one cell east (rules/anniversary.md ruling 12)."""
    at_slots = sorted(xy(slot) for slot in slots)
    if len(cells) != len(at_slots) or len(set(cells)) != len(cells):
        return False
    by_row = sorted(cells, key=lambda at: (at[1], at[0]))
    return all(y == slot_y and x >= slot_x for (x, y), (slot_x, slot_y) in zip(by_row, sorted(at_slots, key=lambda at: (at[1], at[0]))))


def _goal_cells(data: dict) -> set[int]:
    """The cells the position's goals name (checked later, with the goals)."""
    goals = data.get("goals")
    if not isinstance(goals, list):
        return set()
    return {cell_of(*g["at"]) for g in goals if isinstance(g, dict) and isinstance(g.get("at"), list) and len(g["at"]) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in g["at"])}


def _maze(game: Game, data: dict) -> Maze:
    rules = game.rules
    catalogue = rules.catalogue
    maze = rules.new_maze()
    entries = listed(data["maze"], "maze")
    cells = [cell_of(*entry["at"]) for entry in entries]
    if len(set(cells)) != len(cells):
        raise InvalidPosition("two maze cards lie on the same space")
    for start_cell, start_id, _clan in rules.starts:
        start = [entry for entry in entries if entry["card"] == start_id]
        if len(start) != 1 or cell_of(*start[0]["at"]) != start_cell or start[0]["turned"]:
            which = "" if len(rules.starts) == 1 else f" {start_id}"
            raise InvalidPosition(f"the start card{which} must lie once, unturned, at {list(xy(start_cell))}")
    off = [entry["at"] for entry in entries if not rules.on_board(tuple(entry["at"]))]
    if off:
        raise InvalidPosition(f"a card lies off the board at {off[0]}")
    goal_cells = _goal_cells(data)
    for entry, cell in zip(entries, cells):
        kind = card_of(game, entry["card"], f"maze at {entry['at']}")
        kind_name = catalogue.types[kind].kind
        if kind_name == "goal" and cell not in rules.goal_slots_for(game.players) and cell not in goal_cells:
            raise InvalidPosition(f"a goal card lies off the goal slots at {entry['at']}")
        if kind_name == "action":
            raise InvalidPosition(f"an action card cannot lie in the maze (at {entry['at']})")
        if kind_name == "path" and cell in goal_cells:
            raise InvalidPosition(f"a path card lies on a goal slot at {entry['at']}")
        if entry["turned"] and catalogue.types[kind].symmetric:  # as apply refuses it (docs/engine.md, Actions)
            raise InvalidPosition(f"{entry['card']} at {entry['at']} looks the same turned around, so it lies with turned=false")
        maze.cards[cell] = catalogue.code(entry["card"], bool(entry["turned"]))
    # Path cards must match their neighbours; goals turned over may break the rule (book 001).
    for cell, code in maze.cards.items():
        if catalogue.types[code >> 1].kind != "path":
            continue
        walls, paths = maze.walls_and_paths(cell)
        goal_sides = _goal_neighbour_sides(maze, cell, catalogue)
        if (catalogue.open_mask[code] & walls & ~goal_sides) != (paths & ~goal_sides):
            raise InvalidPosition(f"the card at {list(xy(cell))} does not match its neighbours")
    return maze


# cards turned over where they lie, which may break the matching rule (book 001 for goals;
# a chest's black card, rules/anniversary.md ruling 9)
TURNED_WHERE_THEY_LIE = ("goal", "black")


def _goal_neighbour_sides(maze: Maze, cell: int, catalogue) -> int:
    from .cards import SIDES
    from .maze import STEP

    sides = 0
    for side in SIDES:
        code = maze.cards.get(cell + STEP[side])
        if code is not None and catalogue.types[code >> 1].kind in TURNED_WHERE_THEY_LIE:
            sides |= side
    return sides


def _optional_names(data: dict) -> list | None:
    """The optional modules a position names after its game's own (the shared modules they
    need, such as the purse, come back with them); None when it names no other, or a name
    that is no module (the loader then says which it expects)."""
    from .ruleset import MODULES, OPTIONAL

    own = [module.name for module in MODULES.get(data["ruleset"], ())]
    named = data["modules"]
    if isinstance(named, list) and named[:len(own)] == own and len(named) > len(own):
        shared = {module.name for modules in OPTIONAL.values() for module in modules}
        extra = named[len(own):]
        if all(isinstance(name, str) and (name in OPTIONAL or name in shared) for name in extra):
            return [name for name in extra if name in OPTIONAL] or None
    return None


def _decisions(game: Game, data: dict) -> None:
    """The stack of decisions, each read by its rule, and who moves: the top one's seat."""
    from .game import OVER, PLAY
    from .kernel.decisions import Decision

    rules = game.rules
    to_move = data["to_move"]
    if to_move is not None and (not isinstance(to_move, int) or isinstance(to_move, bool) or not 0 <= to_move < game.players):
        raise InvalidPosition(f"to_move must be a seat, not {to_move!r}")
    stack = []
    for entry in listed(data["decisions"], "decisions"):
        if not isinstance(entry, dict) or entry.get("kind") not in rules.decision_rules:
            kinds = ", ".join(sorted(rules.decision_rules))
            raise InvalidPosition(f"a decision must be an object whose kind is one of {kinds}, not {entry!r}")
        seat = seat_of(game, entry.get("seat"), f"the {entry['kind']} decision")
        codec = rules.composition.decision_data.get(entry["kind"])
        stack.append(Decision(entry["kind"], seat, codec.read(game, seat, entry) if codec else ()))
    game.set_decisions(stack)
    phases = [rules.decision_rules[decision.kind].phase for decision in stack]
    if PLAY in phases[1:]:
        raise InvalidPosition("the round's turn lies at the bottom of the stack of decisions, once")
    phase = phases[-1] if phases else OVER
    if not stack:
        if to_move is not None:
            raise InvalidPosition("nobody moves once the game is over")
        if game.round != rules.round_count(game.options):
            raise InvalidPosition(f"the game is over only after round {rules.round_count(game.options)}, not in round {game.round}")
    elif to_move != stack[-1].seat:
        raise InvalidPosition(f"to_move must be the seat of the top decision ({stack[-1].seat}), not {to_move!r}")
    if len(game.results) != game.round - (1 if PLAY in phases else 0):
        raise InvalidPosition(f"round {game.round} in phase {phase!r} needs {game.round - 1} or {game.round} round results")
    if stack and PLAY not in phases and game.last_seat is None:
        # the next round starts left of that seat once the round's last decisions are taken
        raise InvalidPosition(f"in phase {phase!r}, last_seat must name the seat that played the round's last card")


def _conservation(game: Game) -> None:
    """Every deck card and every role card is somewhere, once: the kernel's places and the
    modules' parts hold them exactly."""
    rules, catalogue = game.rules, game.rules.catalogue
    modules = rules.composition.modules
    maze_cards = [code >> 1 for code in game.maze.cards.values() if catalogue.types[code >> 1].kind == "path"]
    held = sum(game.hands, []) + game.draw_pile + [k for k, _ in game.discards] + maze_cards
    for module in modules:
        if module.part_cards:
            held += module.part_cards(game)
    cards = _difference(Counter(held), Counter(rules.deck), lambda kind: catalogue.types[kind].id)
    if cards:
        raise InvalidPosition(f"{len(held)} cards where the deck has {len(rules.deck)}: {cards}")
    roles = [role for module in modules if module.part_roles for role in module.part_roles(game)]
    fault = _difference(Counter(roles), Counter(rules.role_deck(game.players)), str)
    if fault:
        raise InvalidPosition(f"the roles dealt, set aside and dropped are not the dwarf cards for {game.players} players: {fault}")


def _difference(held: Counter, expected: Counter, name) -> str | None:
    """The first thing `held` has too many or too few of, in words; None when none."""
    extra = held - expected
    if extra:
        item, count = sorted(extra.items())[0]
        return f"{count} {name(item)} too many"
    missing = expected - held
    if missing:
        item, count = sorted(missing.items())[0]
        return f"{count} {name(item)} missing"
    return None
