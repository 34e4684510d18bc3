"""Base Saboteur's part of a sketch (`saboteur.sketch`, docs/lessons.md section 2): the
roles, the broken tools and the gold won in earlier rounds; what is not named is dealt."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...sketch import Sketch


def sketch_part(sketch: Sketch) -> dict:
    roles, aside_roles = _roles(sketch)
    return {
        "roles": roles,
        "aside_roles": aside_roles,
        "broken": _broken(sketch),
        **_gold(sketch),
    }


def _roles(sketch: Sketch) -> tuple[list[str], list[str]]:
    """The named roles out of the round's dwarf cards (book 001, 'Préparation': their number
    depends on the players), the rest shuffled to the other seats, then set aside."""
    deck = sketch.rules.role_deck(sketch.players)
    left = Counter(deck)
    roles: list[str | None] = [None] * sketch.players
    for seat, (key, role) in sketch.per_seat("roles").items():
        if role not in left:
            sketch.fail(key, f"unknown role {role!r} (the roles with {sketch.players} players: {', '.join(sorted(set(deck)))})")
        if not left[role]:
            sketch.fail(key, f"no {role!r} left: {sketch.players} players play {deck.count(role)}, all named elsewhere")
        left[role] -= 1
        roles[seat] = role
    rest = sorted(left.elements())
    sketch.rng("roles").shuffle(rest)
    dealt = [role or rest.pop() for role in roles]
    return dealt, sorted(rest)


def _broken(sketch: Sketch) -> list[list[str]]:
    """Broken-tool cards in front of each seat, named by tool ("pick") or card id
    ("break-pick"), one of each tool at most (book 001, 'Cartes Action')."""
    catalogue = sketch.rules.catalogue
    by_tool = {card.tools[0]: card.id for card in catalogue.types if card.effect == "break"}
    broken: list[list[str]] = [[] for _ in range(sketch.players)]
    for seat, (key, tools) in sketch.per_seat("broken").items():
        for tool in sketch.card_list(key, tools):
            card = by_tool.get(tool, tool)
            if card not in by_tool.values():
                sketch.fail(key, f"{tool!r} is not a tool to break ({', '.join(sorted(by_tool))})")
            if card in broken[seat]:
                sketch.fail(key, f"seat {seat} has its {catalogue.card(card).tools[0]} broken once at most")
            sketch.take(key, card)
            broken[seat].append(card)
    return broken


def _gold(sketch: Sketch) -> dict:
    """Gold cards won in earlier rounds, taken out of the game's gold cards; the rest is the
    pile, in an order dealt from the sketch. A ruleset without gold cards (Saboteur 2 pays
    in nuggets) leaves `gold` to its own module."""
    values = sketch.rules.gold_values
    if not values:
        return {"gold_pile": [], "gold": [[] for _ in range(sketch.players)]}
    left = Counter(values)
    gold: list[list[int]] = [[] for _ in range(sketch.players)]
    for seat, (key, cards) in sketch.per_seat("gold").items():
        if not isinstance(cards, list):
            sketch.fail(key, f"must list gold card values, not {cards!r}")
        if cards and sketch.round == 1:
            sketch.fail(key, "no gold is won before the end of round 1")
        for value in cards:
            if not left.get(value):
                sketch.fail(key, f"no gold card of value {value!r} left (the game has {dict(sorted(Counter(values).items()))})")
            left[value] -= 1
            gold[seat].append(value)
    pile = sorted(left.elements())
    sketch.rng("gold").shuffle(pile)
    return {"gold_pile": pile, "gold": gold}
