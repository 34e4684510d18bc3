"""What every game's resampler shares: the bots' searches play games consistent with one
seat's view, every hidden fact dealt again (each game's `resample.py` says which)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..game import Game


def round_log(view: dict) -> list[dict] | None:
    """This round's events, or None when the view's log does not reach back to its start."""
    log = view.get("log") or []
    for index in range(len(log) - 1, -1, -1):
        if log[index]["type"] == "round_start":
            return log[index:]
    return None


def deal_hidden_cards(game: Game, pool: Sequence[int], rng, others: Iterable[int], hand_sizes: Iterable[int],
                      pile: int, down_slots: Iterable[int]) -> list[int]:
    """Shuffle `pool` (the cards the seat cannot place) into the other seats' hands, then the
    draw pile (`pile` cards), then the face-down discard slots; the cards left over (set
    aside unseen) are returned."""
    cards = list(pool)
    rng.shuffle(cards)
    start = 0
    for seat, size in zip(others, hand_sizes):
        game.hands[seat] = sorted(cards[start:start + size])
        start += size
    game.draw_pile = cards[start:start + pile]
    start += pile
    for slot in down_slots:
        game.discards[slot] = (cards[start], False)
        start += 1
    return cards[start:]
