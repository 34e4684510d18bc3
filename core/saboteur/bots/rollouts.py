"""The search's rollouts: a round played on a few turns by cheap role policies.

Two kinds of player. In `rollout` every player knows the sampled roles (determinized play:
a gold-digger breaks the true saboteurs); in `table_rollout` each knows only its own role
and a suspicion shared by the table (P(saboteur) per seat): it starts at the searching
bot's onlooker beliefs (what the public log tells) and moves with every action of the
rollout, the search's own candidate included, by the likelihood ratios the trackers use,
so a saboteur that shows itself is broken and one that hides is not. Which one a search
uses is measured by ruleset (expert.py).
"""

from __future__ import annotations

import random

from ..actions import Action
from ..cards import E, N, S, W
from ..game import Game
from ..games.base.gold import SABOTEUR
from ..games.base.turn import LeanTurn as BaseTurn
from ..games.saboteur2.turn import LeanTurn as Saboteur2Turn
from ..grid import cell_of, xy
from ..kernel.turn import PLACE_MAZE, PLACE_OWN, TURN, list_cards
from .leaf import steps

ALL_SIDES = N | E | S | W
EXPLORE = 0.15  # rollout players sometimes play a random legal action: people err (the share, unless told)
SURE = 0.97  # suspicion is kept within [1 - SURE, SURE]: bots err, nobody is certain
# Odds multipliers P(action | saboteur) / P(action | gold-digger), the trackers' tables
# raised to their evidence weight (beliefs.py) and rounded
HELPFUL_RATIO = 0.5  # a path card that brings the route nearer the gold
HARMFUL_RATIO = 3.0  # a path card that blocks or turns away near the route, a rockfall
BREAK_TRUSTED_RATIO = 3.0  # breaking a seat the table trusts
BREAK_SUSPECT_RATIO = 0.4  # breaking a seat the table suspects
MEND_SUSPECT_RATIO = 3.0  # mending a seat the table suspects
MEND_TRUSTED_RATIO = 0.6


class Reach:
    """What placing a card does to the route at one position, toward one gold: for each
    placement, (steps from the card's cell to the gold, steps from the nearest open end it
    makes; 99: none). A rollout turn scores every placement in hand (speed: this was half a
    rollout's time), so each cell is measured once: a free side leads one step nearer the
    gold or one step farther, so an end's distance is the cell's own, one less or one more."""

    __slots__ = ("game", "gold_slot", "cells", "index", "exits")

    def __init__(self, game: Game, gold_slot: int):
        self.game = game
        self.gold_slot = gold_slot
        self.cells: dict[tuple[int, int], tuple[int, int, int, int]] = {}  # at -> reached, steps, free, free toward the gold
        self.index = game.rules.catalogue.index
        self.exits = _exits(game.rules.catalogue)

    def __call__(self, action: Action) -> tuple[int, int]:
        reached, here, free, nearer = self.entry(action.at)
        exits = self.exits[self.index[action.card] * 2 + action.turned][reached]
        if exits & nearer:
            return here, here - 1
        return here, (here + 1 if exits & free else 99)

    def entry(self, at: tuple[int, int]) -> tuple[int, int, int, int]:
        """The measure of the empty space `at`, worked out once."""
        entry = self.cells.get(at)
        if entry is None:
            entry = self.cells[at] = self.measure(at)
        return entry

    def measure(self, at: tuple[int, int]) -> tuple[int, int, int, int]:
        """The entry of `cells` for the empty space `at`."""
        cell = cell_of(*at)
        gold_slot, maze = self.gold_slot, self.game.maze
        dx, dy = (gold_slot >> 8) - (cell >> 8), (gold_slot & 255) - (cell & 255)
        toward = (E if dx > 0 else W if dx < 0 else 0) | (S if dy > 0 else N if dy < 0 else 0)
        free = ALL_SIDES & ~(maze.edges.get(cell, 0) >> 4)  # the sides with no face-up card beside (Maze.edges' walls)
        return maze.frontier.get(cell, 0), abs(dx) + abs(dy), free, free & toward


_EXITS: dict[object, list[tuple[int, ...]]] = {}  # by catalogue


def _exits(catalogue) -> list[tuple[int, ...]]:
    """Per orientation code and mask of the sides a space is reached from: the sides the
    card then opens onward (those of its places that touch a reached side, less those).
    Worked out once per catalogue: the loop over places was a tenth of a rollout."""
    table = _EXITS.get(catalogue)
    if table is None:
        table = _EXITS[catalogue] = [
            tuple(_union_exits(masks, reached) for reached in range(16)) for masks in catalogue.place_masks
        ]
    return table


def _union_exits(masks: tuple[int, ...], reached: int) -> int:
    exits = 0
    for mask in masks:
        if mask & reached:
            exits |= mask & ~reached
    return exits


def place_reach(game: Game, action: Action, gold_slot: int) -> tuple[int, int]:
    """(steps from the card's cell to the gold, steps from the nearest open end it makes; 99: none)."""
    return Reach(game, gold_slot)(action)


AIMED = frozenset(("break", "trap", "repair", "free"))  # the cards played on a player


def rollout(game: Game, gold_slot: int, rng: random.Random, horizon: int, explore: float = EXPLORE) -> None:
    """Play the round on for `horizon` turns with players who know the sampled roles."""
    aimed = _role_aimed(game)  # made once a rollout: it reads the game as it goes
    play_on(game, horizon, rng, lambda game, seat: _turn_choice(game, seat, gold_slot, aimed), explore=explore)


def role_choice(game: Game, seat: int, actions, gold_slot: int) -> Action:
    """A cheap role policy that knows the sampled roles and gold, among `actions` (None: the
    seat's turn, listed card by card)."""
    aimed = _role_aimed(game)
    if actions is None:
        return _turn_choice(game, seat, gold_slot, aimed)
    return _best(game, seat, actions, gold_slot, aimed)


def _role_aimed(game: Game):
    """role_choice's score of a card played on a player: `aimed(action, saboteur)`."""

    def aimed(action: Action, saboteur: bool) -> float:
        target, roles, broken = action.target, game.roles, game.broken
        if action.kind in ("break", "trap"):
            opponent = (roles[target] == SABOTEUR) != saboteur
            worth = 6.5 if action.kind == "trap" else (6.0 if not broken[target] else 1.0)
            return worth if opponent else -5.0
        ally = (roles[target] == SABOTEUR) == saboteur
        worth = 7.5 if action.kind == "free" else (7.0 if len(broken[target]) == 1 else -5.0)
        return worth if ally else -5.0

    return aimed


def table_choice(game: Game, seat: int, actions, gold_slot: int, suspicion: list[float]) -> Action:
    """A cheap role policy over the seat's own role and the table's suspicion, among
    `actions` (None: the seat's turn, listed card by card)."""
    broken = game.broken

    def aimed(action: Action, saboteur: bool) -> float:
        target = action.target
        if action.kind in ("break", "trap"):
            # a gold-digger breaks whom it suspects; a saboteur whom it does not
            foe = suspicion[target] if not saboteur else 1.0 - suspicion[target]
            return -9.0 if target == seat else (12.0 * foe - 6.0) * (0.2 if broken[target] else 1.0)
        friend = 1.0 if target == seat else (1.0 - suspicion[target] if not saboteur else suspicion[target])
        return 12.0 * friend - 5.0 if len(broken[target]) <= 1 or action.kind == "free" else 1.0

    if actions is None:
        return _turn_choice(game, seat, gold_slot, aimed)
    return _best(game, seat, actions, gold_slot, aimed)


def _turn_choice(game: Game, seat: int, gold_slot: int, aimed) -> Action:
    """`_best` over the seat's turn: listed card by card (`_turn_best`) where it can be, else whole."""
    saboteur = game.roles[seat] == SABOTEUR
    chosen = _turn_best(game, seat, gold_slot, aimed, saboteur)
    if chosen is None:
        return _best(game, seat, game.legal_actions(), gold_slot, aimed)
    return chosen


def _best(game: Game, seat: int, actions, gold_slot: int, aimed) -> Action:
    """The first of the best-scored `actions`, by a score both rollout policies share for
    path cards, rockfalls and passes, and by `aimed(action, saboteur)`, the policy's own,
    for cards played on a player. A path card: a gold-digger wants the open end it makes
    near the gold (a dead end is worth little); a saboteur wants no open end, or one leading
    away."""
    saboteur = game.roles[seat] == SABOTEUR
    reach = Reach(game, gold_slot)
    entry, index, exits_by_code = reach.entry, reach.index, reach.exits
    best, best_score = actions[-1], -100.0
    for action in actions:
        if action.kind == "place":
            score = _place_score(entry(action.at), exits_by_code[index[action.card] * 2 + action.turned], saboteur)
        else:
            score = _other_score(action, gold_slot, saboteur, aimed)
        if score > best_score:
            best, best_score = action, score
    return best


def _place_score(entry: tuple[int, int, int, int], exits: tuple[int, ...], saboteur: bool) -> float:
    """A placement's score from its space's measure (`Reach.measure`) and its card's exits
    by reached sides (`_exits`): the nearest open end it makes is a step nearer the gold than
    the card, a step farther, or none."""
    reached, here, free, nearer = entry
    opens = exits[reached]
    if saboteur:
        return -2.0 if opens & nearer else 0.0 if opens & free else 10.0 - here
    return 11.0 - here if opens & nearer else 9.0 - here if opens & free else -5.0


def _other_score(action: Action, gold_slot: int, saboteur: bool, aimed) -> float:
    """The score of an action that lays no path card."""
    kind = action.kind
    if kind == "rockfall":
        return 6.0 - steps(cell_of(*action.at), gold_slot) if saboteur else -3.0
    if kind == "pass_cards":
        return -2.0 - 0.1 * len(action.cards)
    if kind in AIMED:
        return aimed(action, saboteur)
    return -2.0 if kind == "pass" else -3.0


# The turns `_turn_best` lists card by card: their listing is the kernel's `list_cards`, then
# options (base's passes, Saboteur 2's passes and discards) that score at most OPTIONS_BEST
LISTED_BY_CARD = (BaseTurn, Saboteur2Turn)
OPTIONS_BEST = -2.0
UNFIT = -1000.0  # the score of a card that fits no way on a space
# By gold slot and role, the rows of each space's placements as the maze lists them
# (`Maze.open`: the catalogue's table for one space and its sides, one object each): each
# table's row (`_score_space`) by the table's id, the tables seen (kept, so that no other
# object takes an id), and the last `Maze.open` met with its rows. It grows as the
# catalogue's own table of placements does (`Catalogue.placements`), six rows to a table at
# most (three goal slots, two roles)
_SCORED: dict[tuple[int, bool], list] = {}


def _turn_best(game: Game, seat: int, gold_slot: int, aimed, saboteur: bool) -> Action | None:
    """`_best` over the seat's turn without its whole listing (issue 46: scoring every
    placement was half a rollout's time): a path card's placements are scored once per space
    and sides and kept (`_SCORED`), so a turn reads one best per space and card; the other
    cards' actions are listed by the kernel's `list_cards`, in card order. The same choice
    as `_best` over the listing: ties go to the card listed first. None when the turn is not
    listed so (`LISTED_BY_CARD`) or an option may be best: the caller lists it whole."""
    rules = game.rules
    if game.decisions[-1].kind != TURN or type(rules.decision_rules[TURN]) not in LISTED_BY_CARD:
        return None
    best, best_score, best_card = None, -100.0, -1
    if rules.may_place(game, seat):
        lanes, maze = rules.turn_cards[0], game.maze
        rows = _rows(game, gold_slot, saboteur)
        width = len(lanes)  # a row: the score of each card, then its action
        best_row = reach = None
        previous = -1
        for card in game.hands[seat]:  # sorted, as the listing walks it
            if card == previous:
                continue
            previous = card
            lane = lanes[card]
            if lane == PLACE_MAZE:
                for row in rows:
                    if row[card] > best_score:
                        best_score, best_row, best_card = row[card], row, card
            elif lane == PLACE_OWN:  # a path card its handler lists (a ladder): each placement scored
                if reach is None:
                    reach = Reach(game, gold_slot)
                found = maze.aimed.get(card)
                if found is None:
                    found = rules.turn_cards[1][card](game, seat, card)
                for action in found:
                    score = _place_score(reach.entry(action.at), reach.exits[card * 2 + action.turned], saboteur)
                    if score > best_score:
                        best, best_score, best_card, best_row = action, score, card, None
        if best_row is not None:
            best = best_row[width + best_card]
    others: list[Action] = []
    list_cards(game, seat, False, others, None)  # every card not laid on the maze, in card order
    if others:
        other, other_score = others[-1], -100.0
        for action in others:
            score = _other_score(action, gold_slot, saboteur, aimed)
            if score > other_score:
                other, other_score = action, score
        if other_score > best_score or (other_score == best_score and rules.catalogue.index[other.card] < best_card):
            best, best_score = other, other_score
    return best if best_score >= OPTIONS_BEST else None


def _rows(game: Game, gold_slot: int, saboteur: bool) -> list[tuple]:
    """The scored rows (`_score_space`) of the maze's spaces where a card fits, in space order."""
    maze = game.maze
    spaces = maze.open_placements()  # before open_cells: it brings both up to date
    scored = _SCORED.get((gold_slot, saboteur))
    if scored is None:
        scored = _SCORED[gold_slot, saboteur] = [{}, [], None, None]
    elif scored[2] is spaces:  # no card laid since the last turn read them (copies share the list)
        return scored[3]
    rows_by_id = scored[0]
    rows = list(map(rows_by_id.get, map(id, spaces)))
    if None in rows:
        for i, (cell, by_card) in enumerate(zip(maze.open_cells, spaces)):
            if rows[i] is None:
                rows[i] = rows_by_id[id(by_card)] = _score_space(game, cell, by_card, gold_slot, saboteur)
                scored[1].append(by_card)  # kept alive, so that its id names it alone
    scored[2], scored[3] = spaces, rows
    return rows


def _score_space(game: Game, cell: int, by_card: tuple, gold_slot: int, saboteur: bool) -> tuple:
    """For `by_card`, the placements on `cell` by card (`Maze.open`), a row: the score of
    each card's first best placement (UNFIT where it does not fit), then that placement."""
    reach = Reach(game, gold_slot)
    entry = reach.measure(xy(cell))
    exits_by_code = reach.exits
    scores, chosen = [], []
    for card, actions in enumerate(by_card):
        best, best_score = None, UNFIT
        for action in actions:
            score = _place_score(entry, exits_by_code[card * 2 + action.turned], saboteur)
            if score > best_score:
                best, best_score = action, score
        scores.append(best_score)
        chosen.append(best)
    return tuple(scores + chosen)


def witness(game: Game, seat: int, action: Action, gold_slot: int, suspicion: list[float]) -> None:
    """Move the table's suspicion of `seat` by what `action` (about to be played) tells."""
    kind = action.kind
    ratio = 1.0
    if kind == "place":
        here, nearest = place_reach(game, action, gold_slot)
        if nearest < here:
            ratio = HELPFUL_RATIO
        elif nearest == 99 and here <= 4 or nearest > here + 1:
            ratio = HARMFUL_RATIO
    elif kind == "rockfall":
        ratio = HARMFUL_RATIO
    elif kind in ("break", "trap") and action.target != seat:
        ratio = BREAK_SUSPECT_RATIO if suspicion[action.target] > 0.5 else BREAK_TRUSTED_RATIO
    elif kind in ("repair", "free") and action.target != seat:
        ratio = MEND_SUSPECT_RATIO if suspicion[action.target] > 0.5 else MEND_TRUSTED_RATIO
    if ratio != 1.0:
        p = suspicion[seat]
        odds = p / (1.0 - p) * ratio
        suspicion[seat] = min(SURE, max(1.0 - SURE, odds / (1.0 + odds)))


def table_rollout(game: Game, gold_slot: int, rng: random.Random, suspicion: list[float], horizon: int,
                  explore: float = EXPLORE) -> None:
    """Play the round on for `horizon` turns with players who know only their own role."""
    play_on(game, horizon, rng, lambda game, seat: table_choice(game, seat, None, gold_slot, suspicion),
            lambda game, seat, action: witness(game, seat, action, gold_slot, suspicion), explore)


def play_on(game: Game, horizon: int, rng: random.Random, choose, witnessed=None, explore: float = EXPLORE) -> None:
    """Play the round on for up to `horizon` turns: `choose(game, seat)` plays, but for a
    random legal action at a rate of `explore` (people err); `witnessed` sees each action
    first. Only a random pick lists the turn whole."""
    results = len(game.results)
    for _ in range(horizon):
        if len(game.results) > results or game.phase != "play":
            break
        seat = game.to_move
        if rng.random() < explore:
            actions = game.legal_actions()
            action = actions[rng.randrange(len(actions))]
        else:
            action = choose(game, seat)
        if witnessed is not None:
            witnessed(game, seat, action)
        game.apply_listed(action)  # every action here is one the rules listed: no check again
