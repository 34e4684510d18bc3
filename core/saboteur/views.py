"""What one seat may know: a JSON-ready view of a game (rules/base.md, ruling 6).

Private: hands, roles until the round ends, face-down goals (except to a seat that
looked), face-down discards, the draw pile. Each module adds its own part (`view_part`:
base's broken tools and gold cards, `games/base/rounds.py`), never another seat's secret.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import InvalidSeat
from .game import json_copy
from .kernel.facedown import has_seen
from .maze import xy

if TYPE_CHECKING:
    from .game import Game


def check_seat(game: Game, seat: object) -> int | None:
    if seat is None:
        return None
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.players:
        raise InvalidSeat(f"there is no seat {seat!r} (seats are 0 to {game.players - 1})")
    return seat


def view(game: Game, seat: int | None = None) -> dict:
    """Everything `seat` may know (None: a spectator, who sees only public facts)."""
    seat = check_seat(game, seat)
    types = game.rules.catalogue.types
    over = game.phase == "over"
    result = {
        "ruleset": game.rules.name,
        **({"modules": list(game.rules.extra_modules)} if game.rules.extra_modules else {}),
        "options": dict(game.options),
        "players": game.players,
        "seat": seat,
        "round": game.round,
        "rounds": game.rules.round_count(game.options),
        **_shown_decision(game, seat),
        "seats": [
            {
                "seat": other,
                "hand_size": len(game.hands[other]),
                "role": game.roles[other] if other == seat else None,
            }
            for other in range(game.players)
        ],
        "maze": [
            {"at": list(xy(cell)), "card": types[code >> 1].id, "turned": bool(code & 1)}
            for cell, code in sorted(game.maze.cards.items())
        ],
        "layout": game.rules.layout(),
        "goals": [_goal(game, seat, cell) for cell in game.goal_cards],
        "draw_pile": len(game.draw_pile),
        "discards": {
            "face_up": [types[kind].id for kind, face_up in game.discards if face_up],
            "face_down": sum(1 for _, face_up in game.discards if not face_up),
        },
        "results": json_copy(game.results),
        "winners": game.winners(),
        "log": game.log(seat),
    }
    if seat is not None:
        result["hand"] = [types[kind].id for kind in game.hands[seat]]
        result["role"] = game.roles[seat]
        mine = game.to_move == seat
        result["legal_actions"] = [action.to_json() for action in game.legal_actions()] if mine else []
    for view_part in game.rules.composition.view_parts:
        view_part(game, seat, result)
    if over:
        result["gold_totals"] = game.gold_totals()
        by_round = game.rules.composition.round_gold(game)
        for entry in result["results"]:
            entry["gold"] = by_round.get(entry.get("round"))
    catalogue = game.rules.catalogue
    # the cards the view names (hand, maze, goals, discards, legal actions...), never one it hides;
    # not the log's: the page met those in earlier views
    named = card_ids_in({key: value for key, value in result.items() if key != "log"}, catalogue.index)
    result["cards"] = {card: catalogue.card(card).to_json() for card in sorted(named)}
    return result


def _shown_decision(game: Game, seat: int | None) -> dict:
    """The phase and the seat to move as `seat` sees them. A decision asked in private (its
    rule's `in_private`, e.g. a veto window, anniversary ruling 3) shows only to its seat:
    every other seat sees the decision below it, as if that one were still being taken, so
    nobody learns who was asked (the module's `view_part` hides the rest)."""
    rules, decisions = game.rules.decision_rules, game.decisions
    depth = len(decisions)
    while depth and decisions[depth - 1].seat != seat and getattr(rules[decisions[depth - 1].kind], "in_private", False):
        depth -= 1
    if depth == len(decisions):
        return {"phase": game.phase, "to_move": game.to_move}
    shown = decisions[depth - 1] if depth else None
    return {"phase": rules[shown.kind].phase if shown else "over", "to_move": shown.seat if shown else None}


def card_ids_in(value, known: dict, found: set | None = None) -> set:
    """The card ids (keys of `known`) named anywhere in JSON-like `value` (a view's, or a
    replay step's, so that it describes the cards it names and the page draws them from data)."""
    found = set() if found is None else found
    if isinstance(value, str):
        if value in known:
            found.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            card_ids_in(item, known, found)
    elif isinstance(value, list):
        for item in value:
            card_ids_in(item, known, found)
    return found


def _goal(game: Game, seat: int | None, cell: int) -> dict:
    maze = game.maze
    face_up = cell in maze.cards
    seen = has_seen(game, seat, cell)
    card = None
    if face_up:
        card = game.rules.catalogue.types[maze.cards[cell] >> 1].id
    elif seen:
        card = game.rules.catalogue.types[game.goal_cards[cell]].id
    return {"at": list(xy(cell)), "face_up": face_up, "seen_by_you": seen, "card": card}
