"""Positions: the game's FEN. A JSON description of any position, written and checked.

Format (version 1), every key required:

    format        "saboteur-position"
    version       1
    ruleset       "base"
    options       {"gold_draw": "per_gold_digger" | "per_player"}
    players       3..10
    seed          the game's seed (later rounds are dealt from it)
    round         1..3
    phase         "play" | "gold" | "over"
    to_move       seat deciding now, or null when the game is over
    first_seat    seat that began this round
    last_seat     seat that played the last card, or null
    roles         role of each seat this round ("gold-digger" | "saboteur")
    aside_roles   dwarf cards not dealt this round
    hands         per seat, card ids
    draw_pile     card ids, the top card last
    discards      [{"card": id, "face_up": bool}], oldest first
    broken        per seat, broken-tool card ids lying in front
    maze          [{"at": [x, y], "card": id, "turned": bool}] face-up cards, goals turned over included
    goals         [{"at": [x, y], "card": id, "seen_by": [seats]}] every goal slot
    gold_pile     gold card values, the top card last
    gold          per seat, gold card values held
    gold_share    null, or {"values": [...], "keepers": [seats in order]} while gold is shared
    results       the public results of the rounds already played

Loading checks the position against the rules and refuses, with the reason, a position
that breaks them (a card too many or missing, two gold goals, a card that does not fit).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .errors import ConfigError, InvalidPosition
from .maze import Maze, cell_of, xy
from .ruleset import load_ruleset

if TYPE_CHECKING:
    from .game import Game

FORMAT, VERSION = "saboteur-position", 1
KEYS = (
    "format", "version", "ruleset", "options", "players", "seed", "round", "phase", "to_move",
    "first_seat", "last_seat", "roles", "aside_roles", "hands", "draw_pile", "discards", "broken",
    "maze", "goals", "gold_pile", "gold", "gold_share", "results",
)


def position(game: Game) -> dict:
    from .game import json_copy

    types = game.rules.catalogue.types
    ids = lambda cards: [types[kind].id for kind in cards]  # noqa: E731
    return {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": game.rules.name,
        "options": dict(game.options),
        "players": game.players,
        "seed": game.seed,
        "round": game.round,
        "phase": game.phase,
        "to_move": game.to_move,
        "first_seat": game.first_seat,
        "last_seat": game.last_seat,
        "roles": game.roles[:],
        "aside_roles": game.aside_roles[:],
        "hands": [ids(hand) for hand in game.hands],
        "draw_pile": ids(game.draw_pile),
        "discards": [{"card": types[kind].id, "face_up": face_up} for kind, face_up in game.discards],
        "broken": [ids(cards) for cards in game.broken],
        "maze": [
            {"at": list(xy(cell)), "card": types[code >> 1].id, "turned": bool(code & 1)}
            for cell, code in sorted(game.maze.cards.items())
        ],
        "goals": [
            {
                "at": list(xy(cell)),
                "card": types[game.goal_cards[cell]].id,
                "seen_by": [s for s in range(game.players) if game.seen_goals[s] >> i & 1],
            }
            for i, cell in enumerate(game.rules.goal_slots)
        ],
        "gold_pile": game.gold_pile[:],
        "gold": [cards[:] for cards in game.gold],
        "gold_share": None if game.share is None else {"values": game.share[0][:], "keepers": game.share[1][:]},
        "results": json_copy(game.results),
    }


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
    from .game import GOLD, OVER, PLAY, Game, json_copy

    if not isinstance(data, dict):
        raise InvalidPosition("a position must be a JSON object")
    if data.get("format") != FORMAT:
        raise InvalidPosition(f"not a Saboteur position (format is {data.get('format')!r})")
    if data.get("version") != VERSION:
        raise InvalidPosition(f"position version {data.get('version')!r} is not supported (only {VERSION})")
    missing = [key for key in KEYS if key not in data]
    if missing:
        raise InvalidPosition(f"the position has no {missing[0]!r}")
    rules = load_ruleset(data["ruleset"])
    players = rules.check_players(data["players"])
    if not isinstance(data["seed"], (int, str)) or isinstance(data["seed"], bool):
        raise InvalidPosition(f"the seed must be a whole number or a string, not {data['seed']!r}")
    game = Game(rules, players, data["seed"], rules.resolve_options(data["options"]))
    catalogue = rules.catalogue

    def card(card_id: object, where: str) -> int:
        if card_id not in catalogue.index:
            raise InvalidPosition(f"{where}: unknown card {card_id!r}")
        return catalogue.index[card_id]

    def seat(value: object, where: str, allow_none: bool = False) -> int | None:
        if value is None and allow_none:
            return None
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < players:
            raise InvalidPosition(f"{where}: there is no seat {value!r}")
        return value

    def per_seat(key: str) -> list:
        value = data[key]
        if not isinstance(value, list) or len(value) != players:
            raise InvalidPosition(f"{key!r} must list one entry per seat ({players})")
        return value

    if not isinstance(data["round"], int) or not 1 <= data["round"] <= rules.rounds:
        raise InvalidPosition(f"round must be 1 to {rules.rounds}, not {data['round']!r}")
    game.round = data["round"]
    if data["phase"] not in (PLAY, GOLD, OVER):
        raise InvalidPosition(f"unknown phase {data['phase']!r}")
    phase = data["phase"]
    game.first_seat = seat(data["first_seat"], "first_seat")
    game.last_seat = seat(data["last_seat"], "last_seat", allow_none=True)

    # Roles: this round's dwarf cards are the table's for this player count.
    game.roles = list(per_seat("roles"))
    game.aside_roles = list(data["aside_roles"])
    if Counter(game.roles + game.aside_roles) != Counter(rules.role_deck(players)):
        raise InvalidPosition(f"the roles dealt and set aside are not the dwarf cards for {players} players")

    # Cards: hands, draw pile, discards, broken tools and the maze hold the deck exactly.
    game.hands = [sorted(card(c, f"hand of seat {s}") for c in hand) for s, hand in enumerate(per_seat("hands"))]
    limit = rules.hand_size[players]
    for s, hand in enumerate(game.hands):
        if len(hand) > limit:  # a hand only ever shrinks from the deal
            raise InvalidPosition(f"seat {s} holds {len(hand)} cards; hands hold at most {limit} with {players} players")
    game.draw_pile = [card(c, "draw pile") for c in data["draw_pile"]]
    for s, hand in enumerate(game.hands):
        if not hand and game.draw_pile:  # every card played is followed by a draw while the pile lasts
            raise InvalidPosition(f"seat {s} holds no card while the draw pile still has {len(game.draw_pile)}; "
                                  "hands are refilled after every card played")
    game.discards = [(card(d["card"], "discards"), bool(d["face_up"])) for d in data["discards"]]
    game.set_broken([[card(c, f"tools in front of seat {s}") for c in cards] for s, cards in enumerate(per_seat("broken"))])
    for s, cards in enumerate(game.broken):
        tools = [catalogue.types[k].tools[0] if catalogue.types[k].effect == "break" else None for k in cards]
        if None in tools:
            raise InvalidPosition(f"only broken tools may lie in front of seat {s}")
        if len(set(tools)) != len(tools):
            raise InvalidPosition(f"seat {s} has two broken tools of the same kind")
    game.maze = _maze(rules, data, card)
    maze_cards = [code >> 1 for code in game.maze.cards.values() if catalogue.types[code >> 1].kind == "path"]
    held = sum(game.hands, []) + game.draw_pile + [k for k, _ in game.discards] + sum(game.broken, []) + maze_cards
    _same_cards(Counter(held), Counter(rules.deck), catalogue)

    # Goals: one card per slot, the ruleset's goal cards exactly once each.
    goals = data["goals"]
    if not isinstance(goals, list) or sorted(tuple(g["at"]) for g in goals) != sorted(xy(c) for c in rules.goal_slots):
        raise InvalidPosition("goals must list each goal slot once: " + str([list(xy(c)) for c in rules.goal_slots]))
    game.goal_cards = {cell_of(*g["at"]): card(g["card"], "goals") for g in goals}
    if sorted(catalogue.types[k].id for k in game.goal_cards.values()) != sorted(rules.goal_ids):
        raise InvalidPosition("the goal cards must be " + ", ".join(sorted(rules.goal_ids)) + ", once each")
    game.seen_goals = [0] * players
    for g in goals:
        index = rules.goal_slots.index(cell_of(*g["at"]))
        for s in g["seen_by"]:
            game.seen_goals[seat(s, "goals seen_by")] |= 1 << index
    for cell, goal in game.goal_cards.items():
        code = game.maze.cards.get(cell)
        if code is None:
            game.maze.hidden_goals[cell] = goal
        elif code >> 1 != goal:
            raise InvalidPosition(f"the goal at {list(xy(cell))} is {catalogue.types[goal].id}, not {catalogue.types[code >> 1].id}")
    game.maze.recompute()
    # A path from the start touching a face-down goal turns it over at once (book 001,
    # 'Fin d'une manche'), so no position can hold such a goal still face down.
    reached = game.maze.reached_goals()
    if reached:
        raise InvalidPosition(f"the goal at {list(xy(reached[0]))} is reached by a path from the start, so it must be face up")

    # Gold: the pile, the seats' cards and any share in progress hold the gold cards exactly.
    game.gold_pile = [int(v) for v in data["gold_pile"]]
    game.gold = [[int(v) for v in cards] for cards in per_seat("gold")]
    share = data["gold_share"]
    share = None if share is None else [[int(v) for v in share["values"]], [seat(s, "gold_share keepers") for s in share["keepers"]]]
    all_gold = game.gold_pile + sum(game.gold, []) + (share[0] if share else [])
    if Counter(all_gold) != Counter(rules.gold_values):
        raise InvalidPosition("the gold cards in the pile, held and being shared are not the game's gold cards")
    if not isinstance(data["results"], list) or not all(isinstance(r, dict) for r in data["results"]):
        raise InvalidPosition("results must be a list of round results")
    game.results = json_copy(data["results"])  # the caller's data stays the caller's
    if len(game.results) != game.round - (0 if phase in (GOLD, OVER) else 1):
        raise InvalidPosition(f"round {game.round} in phase {phase!r} needs {game.round - 1} or {game.round} round results")

    _check_turn(game, data, phase, share)
    game.origin = position(game)
    return game


def _maze(rules, data: dict, card) -> Maze:
    catalogue = rules.catalogue
    maze = Maze(catalogue, rules.start_cell, catalogue.code(rules.start_id, False))
    entries = data["maze"]
    cells = [cell_of(*entry["at"]) for entry in entries]
    if len(set(cells)) != len(cells):
        raise InvalidPosition("two maze cards lie on the same space")
    start = [entry for entry in entries if entry["card"] == rules.start_id]
    if len(start) != 1 or cell_of(*start[0]["at"]) != rules.start_cell or start[0]["turned"]:
        raise InvalidPosition(f"the start card must lie once, unturned, at {list(xy(rules.start_cell))}")
    for entry, cell in zip(entries, cells):
        kind = card(entry["card"], f"maze at {entry['at']}")
        kind_name = catalogue.types[kind].kind
        if kind_name == "goal" and cell not in rules.goal_slots:
            raise InvalidPosition(f"a goal card lies off the goal slots at {entry['at']}")
        if kind_name == "action":
            raise InvalidPosition(f"an action card cannot lie in the maze (at {entry['at']})")
        if kind_name == "path" and cell in rules.goal_slots:
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


def _goal_neighbour_sides(maze: Maze, cell: int, catalogue) -> int:
    from .cards import SIDES
    from .maze import STEP

    sides = 0
    for side in SIDES:
        code = maze.cards.get(cell + STEP[side])
        if code is not None and catalogue.types[code >> 1].kind == "goal":
            sides |= side
    return sides


def _same_cards(held: Counter, deck: Counter, catalogue) -> None:
    if held == deck:
        return
    extra = held - deck
    if extra:
        kind, count = sorted(extra.items())[0]
        raise InvalidPosition(
            f"{sum(held.values())} cards where the deck has {sum(deck.values())}: "
            f"{count} {catalogue.types[kind].id} too many"
        )
    kind, count = sorted((deck - held).items())[0]
    raise InvalidPosition(f"{sum(held.values())} cards where the deck has {sum(deck.values())}: {count} {catalogue.types[kind].id} missing")


def _check_turn(game: Game, data: dict, phase: str, share: list | None) -> None:
    """Who moves, and the stack of decisions that makes it so (version 1 names them by
    phase and gold_share)."""
    from .game import GOLD, OVER
    from .games.base.rounds import KEEP_GOLD
    from .games.base.turn import TURNS
    from .kernel.decisions import Decision

    to_move = data["to_move"]
    if phase == OVER:
        if to_move is not None:
            raise InvalidPosition("nobody moves once the game is over")
        if game.round != game.rules.rounds:
            raise InvalidPosition(f"the game is over only after round {game.rules.rounds}, not in round {game.round}")
        return
    if phase == GOLD:
        if not share or not share[1] or to_move != share[1][0]:
            raise InvalidPosition("while gold is shared, the first keeper in gold_share moves")
        if len(share[0]) != len(share[1]):
            raise InvalidPosition("gold_share needs one keeper per gold card")
        if game.last_seat is None:
            # the next round starts left of that seat once the gold is shared
            raise InvalidPosition("while gold is shared, last_seat must name the seat that played the round's last card")
        game.decisions = [Decision(KEEP_GOLD, to_move, (tuple(share[0]), tuple(share[1])))]
        game.to_move = to_move
        return
    if share is not None:
        raise InvalidPosition("gold is shared only in the gold phase")
    if to_move is None or not isinstance(to_move, int) or not 0 <= to_move < game.players:
        raise InvalidPosition(f"to_move must be a seat, not {to_move!r}")
    if not game.hands[to_move]:
        raise InvalidPosition(f"seat {to_move} holds no card and cannot be the one to move")
    if any(cell in game.maze.cards for cell in game.goal_cards if game.rules.catalogue.types[game.goal_cards[cell]].treasure == "gold"):
        raise InvalidPosition("the gold goal is face up, so the round is over")
    game.decisions = [TURNS[to_move]]
    game.to_move = to_move
