"""Saboteur 2's card actions (book 002, 'Les nouvelles cartes Chemin', 'Nouvelles cartes
Action'; rules/saboteur2.md rulings 2, 6, 7 and 11): one handler per action kind, each
listing its legal actions from the same conditions that explain a refusal."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ...actions import Action, make
from ...grid import STEP
from ...kernel.handlers import Condition, Handler
from ...maze import cell_of, xy
from ..base import cards as base
from .state import PART, is_trapped, lying, table

if TYPE_CHECKING:
    from ...game import Game


# -- place a path card: trapped players cannot, ladders have a rule of their own --------


def _trapped(game: Game, seat: int, card: int, action: Action) -> str | None:
    if is_trapped(game, seat):
        return f"seat {seat} is trapped and cannot place path cards"
    return None


def _is_ladder(game: Game, card: int) -> bool:
    return bool(game.rules.catalogue.ladder_places[card * 2])


@lru_cache(maxsize=None)
def _beside(cells: tuple[int, ...]) -> frozenset[int]:
    return frozenset(cell + step for cell in cells for step in STEP.values())


def _no_link(game: Game, seat: int, card: int, action: Action) -> str | None:
    """A ladder touches a placed card and no goal card; any other card joins a path
    linked to the start (base)."""
    if not _is_ladder(game, card):
        return base._not_beside_linked_path(game, seat, card, action)
    cell = cell_of(*action.at)
    if cell in _beside(tuple(game.goal_cards)):  # the goals' cells: a chest may move one (anniversary ruling 12)
        return f"a ladder cannot lie beside a goal card, as at {list(action.at)}"
    if cell not in game.maze.edges:
        return f"a ladder must lie beside a card in the maze; {list(action.at)} touches none"
    return None


def _misfit(game: Game, seat: int, card: int, action: Action) -> str | None:
    if not _is_ladder(game, card):
        return base._misfit(game, seat, card, action)
    return base.side_mismatch(game, card, action)


def ladder_placements(game: Game, card: int) -> list[Action]:
    """Where a ladder card may lie: any empty space beside a card in the maze and beside no
    goal slot, matching its neighbours, by space then turn (ruling 2). Kept with the
    maze's other lists (`Maze.aimed`), which change whenever the maze does."""
    maze = game.maze
    found = maze.aimed.get(card)
    if found is None:
        catalogue = game.rules.catalogue
        # what fits a space depends only on the space and its sides (Maze.edges), so each is
        # worked out once per catalogue and read again after every change of the maze
        known = _LADDERS.get(catalogue)
        if known is None:
            known = _LADDERS[catalogue] = {}
        near_goals = _beside(tuple(game.goal_cards))  # where the goals lie now (a chest may move one)
        hidden, edges = maze.hidden_goals, maze.edges
        matching = _matching_edges(catalogue, card)
        found = []
        # only the spaces whose sides it matches, picked in one pass (issue 46: most do not)
        for cell in sorted([cell for cell, edge in edges.items() if edge in matching]):
            if cell in near_goals or cell in hidden:
                continue
            key = (edges[cell] << 16 | cell) << 8 | card
            fitting = known.get(key)
            if fitting is None:
                fitting = known[key] = _ladder_fits(catalogue, card, cell, edges[cell])
            found += fitting
        maze.aimed[card] = found
    return found


_LADDERS: dict = {}  # by catalogue: (edge << 16 | cell) << 8 | card -> that ladder's placements there


@lru_cache(maxsize=None)
def _matching_edges(catalogue, card: int) -> frozenset[int]:
    """The sides of a space (as `Maze.edges` packs them) that ladder `card` matches, one
    way round or the other."""
    codes = (card * 2,) if catalogue.types[card].symmetric else (card * 2, card * 2 + 1)
    return frozenset(edge for edge in range(256) if any(catalogue.open_mask[code] & edge >> 4 == edge & 15 for code in codes))


def _ladder_fits(catalogue, card: int, cell: int, edge: int) -> tuple[Action, ...]:
    codes = (card * 2,) if catalogue.types[card].symmetric else (card * 2, card * 2 + 1)
    card_id = catalogue.types[card].id
    return tuple(make("place", card_id, xy(cell), bool(code & 1))
                 for code in codes if catalogue.open_mask[code] & edge >> 4 == edge & 15)


def placements(game: Game, card: int) -> list[Action]:
    """Where path card `card` may lie, for a player free to place (ladders by their rule)."""
    return ladder_placements(game, card) if _is_ladder(game, card) else game.maze.card_actions(card)


class Place(base.Place):
    conditions = (Condition("the player is not trapped", _trapped),) + tuple(
        Condition("a ladder touches a card and no goal; another card joins a linked path", _no_link)
        if condition.check is base._not_beside_linked_path
        else Condition("the card matches its neighbours (and links to the start, unless a ladder)", _misfit)
        if condition.check is base._misfit
        else condition
        for condition in base.Place.conditions
    )

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        # tools_whole, is_trapped and placements inlined: the turn asks here for each path
        # card it holds every time the maze changes (Turn.legal_actions)
        if game.broken[seat]:
            return []
        uses = game.rules.catalogue.use
        for lying_card in table(game).in_front[seat]:
            if uses[lying_card] == "trap":
                return []
        if game.rules.catalogue.ladder_places[card * 2]:
            return ladder_placements(game, card)
        return game.maze.card_actions(card)

    def lists_from_maze(self, catalogue, card: int) -> bool:
        return not catalogue.ladder_places[card * 2]  # untrapped with tools whole, the turn's gates

    def allows(self, game: Game, seat: int, card: int, action: Action) -> bool:
        return action in self.card_actions(game, seat, card)


# -- cards laid in front of a player, and taken away -------------------------------------


def _other(game: Game, seat: int, card: int, action: Action) -> str | None:
    if action.target == seat:
        return f"a {game.rules.catalogue.types[card].id} card is played on another player, not yourself"
    return None


def _theft_there(game: Game, seat: int, card: int, action: Action) -> str | None:
    if lying(game, seat, "theft") is not None:
        return f"seat {seat} already has a theft in front (one card of a kind per player)"
    return None


def _no_theft(game: Game, seat: int, card: int, action: Action) -> str | None:
    if lying(game, action.target, "theft") is None:
        return f"seat {action.target} has no theft in front to take away"
    return None


def _already_trapped(game: Game, seat: int, card: int, action: Action) -> str | None:
    if is_trapped(game, action.target):
        return f"seat {action.target} is already trapped (one card of a kind per player)"
    return None


def _not_trapped(game: Game, seat: int, card: int, action: Action) -> str | None:
    if not is_trapped(game, action.target):
        return f"seat {action.target} is not trapped"
    return None


def _no_roles_left(game: Game, seat: int, card: int, action: Action) -> str | None:
    if not game.aside_roles:
        return "no undealt role is left to draw"
    return None


def _trapped_seats(game: Game) -> list[bool]:
    uses = game.rules.catalogue.use
    # most seats have nothing in front: no generator for them (a listing runs on every turn)
    return [bool(cards) and any(uses[card] == "trap" for card in cards) for cards in table(game).in_front]


class SeatHandler(Handler):
    """A card aimed at a seat: the targets are the seats its conditions let through."""

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        aimed = self.aimed(game, card)
        return [aimed[target] for target in self.targets(game, seat)]

    def targets(self, game: Game, seat: int) -> list[int]:
        """The seats the conditions let through, in seat order, worked out in one pass (a
        listing runs on every turn); the kernel tests hold them to the conditions."""
        raise NotImplementedError

    def aimed(self, game: Game, card: int) -> tuple[Action, ...]:
        """The card aimed at each seat, legal or not, made once per card and table size."""
        card_id = game.rules.catalogue.types[card].id
        key = (card_id, game.players)
        found = self._aimed.get(key)
        if found is None:
            found = self._aimed[key] = tuple(make(self.kind, card_id, target=target) for target in range(game.players))
        return found

    def every_seat(self, game: Game, card: int) -> list[Action]:
        """The card aimed at every seat, as a listing: a card's listing when nothing bars a
        seat, made once per card and table size (issue 46: a listing runs on every turn)."""
        key = (game.rules.catalogue.types[card].id, game.players)
        found = self._every_seat.get(key)
        if found is None:
            found = self._every_seat[key] = list(self.aimed(game, card))
        return found

    def __init__(self):
        self._aimed: dict[tuple[str, int], tuple[Action, ...]] = {}
        self._every_seat: dict[tuple[str, int], list[Action]] = {}

    def allows(self, game: Game, seat: int, card: int, action: Action) -> bool:
        return self.refusal(game, seat, card, action) is None

    def told(self, game: Game, seat: int, action: Action, private: dict | None = None) -> None:
        """Tell everyone what the card did (and `private`: what some seats learn besides)."""
        game.event({"type": self.kind, "seat": seat, "card": action.card, "target": action.target}, private)


class Theft(Handler):
    kind = "theft"
    conditions = (Condition("no theft lies in front of the player yet", _theft_there),)

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        if game.parts[PART].in_front[seat] and _theft_there(game, seat, card, None):  # a call only when a card lies there
            return []
        card_id = game.rules.catalogue.types[card].id
        found = self._listed.get(card_id)  # the one action, made once (a listing runs on every turn)
        if found is None:
            found = self._listed[card_id] = [make(self.kind, card_id)]
        return found

    def __init__(self):
        self._listed: dict[str, list[Action]] = {}

    def allows(self, game: Game, seat: int, card: int, action: Action) -> bool:
        return _theft_there(game, seat, card, action) is None

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        part = table(game)
        part.in_front[seat].append(card)
        part.thefts.append(seat)
        game.event({"type": "theft", "seat": seat, "card": action.card})
        return False


def take_away(game: Game, seat: int, card: int) -> None:
    """Take a card lying in front of `seat` (broken tool, theft, trapped) to the discards."""
    if card in game.broken[seat]:
        game.broken[seat].remove(card)
        game.tools_down = game.rules.catalogue.tools_down(game.broken)
    else:
        part = table(game)
        part.in_front[seat].remove(card)
        if game.rules.catalogue.use[card] == "theft":
            part.thefts.remove(seat)
    game.discards.append((card, True))


class HandsOff(SeatHandler):
    kind = "hands_off"
    conditions = (
        Condition("the target is a seat", base.no_such_seat),
        Condition("a theft lies in front of the target", _no_theft),
    )

    def targets(self, game: Game, seat: int) -> list[int]:
        return sorted(table(game).thefts)

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        if not game.parts[PART].thefts:  # no theft lies anywhere (most turns): no target, told at once
            return []
        return super().card_actions(game, seat, card)

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        take_away(game, action.target, lying(game, action.target, "theft"))
        game.discards.append((card, True))
        self.told(game, seat, action)
        return False


class Trap(SeatHandler):
    kind = "trap"
    conditions = (
        Condition("the target is a seat", base.no_such_seat),
        Condition("the target is not trapped yet", _already_trapped),
    )

    def targets(self, game: Game, seat: int) -> list[int]:
        return [target for target, trapped in enumerate(_trapped_seats(game)) if not trapped]

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        if not any(game.parts[PART].in_front):  # nothing lies in front of anyone (most turns): every seat
            return self.every_seat(game, card)
        return super().card_actions(game, seat, card)

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        table(game).in_front[action.target].append(card)
        self.told(game, seat, action)
        return False


class Free(SeatHandler):
    kind = "free"
    conditions = (
        Condition("the target is a seat", base.no_such_seat),
        Condition("the target is trapped", _not_trapped),
    )

    def targets(self, game: Game, seat: int) -> list[int]:
        return [target for target, trapped in enumerate(_trapped_seats(game)) if trapped]

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        if not any(game.parts[PART].in_front):  # nothing lies in front of anyone (most turns): nobody is trapped
            return []
        return super().card_actions(game, seat, card)

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        take_away(game, action.target, lying(game, action.target, "trap"))
        game.discards.append((card, True))
        self.told(game, seat, action)
        return False


# -- roles and hands ----------------------------------------------------------------------


# per table size and seat, the other seats (read, never changed)
_OTHERS = tuple(tuple(tuple(other for other in range(players) if other != seat) for seat in range(players)) for players in range(13))


class AtAnother(SeatHandler):
    """A card played on any other player."""

    conditions = (
        Condition("the target is a seat", base.no_such_seat),
        Condition("the target is another player", _other),
    )

    def targets(self, game: Game, seat: int) -> list[int]:
        return _OTHERS[game.players][seat]

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        # the targets depend only on the table size and the seat: listed once for each
        key = (game.rules.catalogue.types[card].id, game.players, seat)
        found = self._listed.get(key)
        if found is None:
            found = self._listed[key] = super().card_actions(game, seat, card)
        return found

    def __init__(self):
        super().__init__()
        self._listed: dict[tuple[str, int, int], list[Action]] = {}


class Inspect(AtAnother):
    kind = "inspect"

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        game.discards.append((card, True))
        self.told(game, seat, action, {seat: {"role": game.roles[action.target]}})
        return False


class SwapHats(SeatHandler):
    kind = "swap_hats"
    conditions = (
        Condition("the target is a seat", base.no_such_seat),
        Condition("an undealt role is left", _no_roles_left),
    )

    def targets(self, game: Game, seat: int) -> list[int]:
        return list(range(game.players)) if game.aside_roles else []

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        return self.every_seat(game, card) if game.aside_roles else []

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        """The target drops their role unseen and draws one at random from the undealt
        roles; the dropped role stays out for the round (ruling 7)."""
        dropped = table(game).dropped_roles
        # labelled by what the state holds (a loaded position draws as the game would have)
        rng = game.chance(f"round{game.round}/swap_hats/{len(dropped)}")
        target = action.target
        dropped.append(game.roles[target])
        game.roles[target] = game.aside_roles.pop(rng.randrange(len(game.aside_roles)))
        game.discards.append((card, True))
        self.told(game, seat, action, {target: {"role": game.roles[target]}})
        return False


class SwapHands(AtAnother):
    """The two players exchange whole hands; the turn then has the other player draw."""

    kind = "swap_hands"

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        target, hands, types = action.target, game.hands, game.rules.catalogue.types
        hands[seat], hands[target] = hands[target], hands[seat]
        game.discards.append((card, True))
        self.told(game, seat, action, {s: {"hand": [types[k].id for k in hands[s]]} for s in (seat, target)})
        return False


HANDLERS = {
    handler.kind: handler
    for handler in (Place(), Theft(), HandsOff(), Trap(), Free(), Inspect(), SwapHats(), SwapHands())
}
