"""Sharing out gold at the end of a round (base rules; rulings 7 and 8 of rules/base.md)."""

from __future__ import annotations

from functools import lru_cache

GOLD_DIGGER = "gold-digger"
SABOTEUR = "saboteur"


def keepers(finder: int, roles: list[str], count: int, clockwise: bool = False) -> list[int]:
    """Who keeps each of `count` drawn gold cards, in order.

    The finder keeps first; a saboteur finder hands the cards to the first gold-digger
    counterclockwise (toward lower seats). The rest go on counterclockwise among the
    gold-diggers, around and around until no card is left. Once play is reversed
    (`clockwise`, anniversary ruling 4), both go clockwise instead.
    """
    players = len(roles)
    way = 1 if clockwise else -1
    ring = [(finder + way * step) % players for step in range(players)]
    diggers = [seat for seat in ring if roles[seat] == GOLD_DIGGER]
    if not diggers:
        return []
    return [diggers[i % len(diggers)] for i in range(count)]


def payment(pile: list[int], amount: int) -> list[int]:
    """Gold card values to take from `pile` to pay `amount` nuggets.

    The exact value when the pile can make it, else the largest total below it;
    among equal totals, the one with the larger cards first.
    """
    return list(_best_payment(tuple(sorted((value, pile.count(value)) for value in set(pile))), amount))


@lru_cache(maxsize=4096)
def _best_payment(available: tuple[tuple[int, int], ...], amount: int) -> tuple[int, ...]:
    # Cached: a pile holds few values, so the same question comes again and again in search.
    counts = dict(available)
    best: tuple[int, list[int]] = (0, [])
    for choice in _subsets(sorted(counts, reverse=True), counts, amount):
        total = sum(choice)
        if total > best[0] or (total == best[0] and sorted(choice, reverse=True) > best[1]):
            best = (total, sorted(choice, reverse=True))
    return tuple(best[1])


def _subsets(values: list[int], available: dict[int, int], budget: int):
    if not values:
        yield []
        return
    value, rest = values[0], values[1:]
    for count in range(min(available[value], budget // value), -1, -1):
        for tail in _subsets(rest, available, budget - count * value):
            yield [value] * count + tail
