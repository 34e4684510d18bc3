"""What every game's resampler shares: the bots' searches play games consistent with one
seat's view, every hidden fact dealt again (each game's `resample.py` says which)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from ..grid import cell_of
from .facedown import mark_seen

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


def lay_hands_and_discards(game: Game, view: dict, own_down: Sequence[str], hidden_down: int) -> range:
    """The seat's own hand and the discard as its view shows them: the face-up cards, then the
    face-down ones it knows (`own_down`), then `hidden_down` slots it does not know, held by a
    stand-in until `deal_hidden_cards` fills them; the others' hands empty. Returns those slots."""
    index = game.rules.catalogue.index
    game.hands = [[] for _ in range(game.players)]
    game.hands[view["seat"]] = sorted(index[card] for card in view["hand"])
    game.discards = [(index[card], True) for card in view["discards"]["face_up"]]
    game.discards += [(index[card], False) for card in own_down]
    slots = range(len(game.discards), len(game.discards) + hidden_down)
    game.discards += [(0, False)] * hidden_down
    return slots


def lay_table(game: Game, view: dict) -> tuple[list[int], list[int]]:
    """The maze as the view shows it: its cards, and its goals face up or down (a face-down
    goal the seat has seen keeps its card, marked seen), with the links worked out. Returns the
    cells of the goals whose card the seat does not know, and the goal cards they may hold (the
    ruleset's goals not shown); `deal_goals` deals them."""
    rules = game.rules
    catalogue = rules.catalogue
    maze = game.maze = rules.new_maze()
    for entry in view["maze"]:
        maze.cards[cell_of(*entry["at"])] = catalogue.code(entry["card"], entry["turned"])
    unknown_cells = [cell_of(*goal["at"]) for goal in view["goals"] if goal["card"] is None]
    shown = {goal["card"] for goal in view["goals"] if goal["card"] is not None}
    unknown_cards = sorted(catalogue.index[goal] for goal in rules.goal_ids if goal not in shown)
    for goal in view["goals"]:
        cell = cell_of(*goal["at"])
        game.goal_cards[cell] = catalogue.index[goal["card"]] if goal["card"] else unknown_cards[0]
        if not goal["face_up"]:
            maze.hidden_goals[cell] = game.goal_cards[cell]
        if goal["seen_by_you"]:
            mark_seen(game, view["seat"], cell)
    maze.recompute()
    return unknown_cells, unknown_cards


def deal_goals(game: Game, cells: Sequence[int], cards: Sequence[int], rng) -> None:
    """Deal the goal cards no goal on the table shows into the face-down `cells` the seat has
    not seen (`lay_table`'s two lists)."""
    placed = {game.goal_cards[cell] for cell in game.goal_cards if cell not in cells}
    left = [card for card in cards if card not in placed]
    rng.shuffle(left)
    for cell, card in zip(cells, left):
        game.goal_cards[cell] = game.maze.hidden_goals[cell] = card


def draw_within_clans(clans: Sequence[str], fixed: dict[int, str], cards: Counter, rng,
                      missing: Callable[[str], str] | None = None) -> list[str]:
    """Each seat's clan card (`clan-identity`): the ones the seat knows (`fixed`) kept, every other
    drawn from `cards` (a Counter, drawn from as it goes) among those of its public clan; with
    none left of its clan, `missing(clan)` if given."""
    roles = []
    for seat, clan in enumerate(clans):
        if seat in fixed:
            roles.append(fixed[seat])
            continue
        choices = sorted(role for role in cards.elements() if role.startswith(clan + "-"))
        role = rng.choice(choices) if choices or missing is None else missing(clan)
        cards[role] -= 1
        roles.append(role)
    return roles
