"""Hard at La mine se rebelle (issue 49, section 3): Medium's best few actions of the turn
compared over games dealt again from the seat's view by the game's own resample
(games/dark_cave/resample.py: hands, the pile by group, the cards set aside, face-down
discards, who works for which clan within the public backs, the goals not seen), the exit
then moved to a goal drawn by Medium's reading of the others' looks, each candidate
followed by the same quick rollout in the same deal (common random deals), under the page's
time budget: a reserve left unspent, the clock read before each rollout. Medium's first is
kept unless another beats it clearly, deal by deal (confident_best). While the exit is not
known, a look at a goal that may be it comes first, and a look Medium ranks first is played
unsearched: a rollout knows its deal's goals and clans, so it cannot price a look.

A rollout plays `horizon` turns of every seat by a cheap plan (lay a path card, step down the
dealt game's field toward the sampled exit, the creature toward the other clan, never repel
or vote yes); the leaf is the game's result for the seat's clan when it is over, else the
score the race on the dealt game's field promises (rulings 14 and 15: the game ends once the
quicker clan's last dwarf is out; a clan's treasure is the gold it carried out times the
other clan's dwarves), for the seat's clan or against it, squashed to [0, 1]."""

from __future__ import annotations

import math
import random
import time

from ..games.dark_cave.moves import boots_on
from ..games.dark_cave.state import cave, works_for
from ..grid import cell_of, xy
from . import paired
from .dark_cave import DarkCaveBot, Policy
from .dark_cave_board import FAR, Board
from .leaf import engine_actions

WIDTH = 5  # Medium's best actions compared
LOOKS = ("look_goal", "look_clan")
CONFIDENCE = 1.5  # standard errors an edge over Medium's first must clear (confident_best)
MIN_EDGE = 0.01  # and the edge left past them, in the leaf's wins
DEFAULT_ITERATIONS = 400
# the share of the budget left unspent: Pyodide on a busy machine (at 0.1, with rollouts that
# find their field again, 2 of 33 decisions came 8% over at 5 players)
RESERVE = 0.15
CUT_OFF = 0.05  # a rollout still running with this share of the budget left is cut off, unscored
SPREAD = 8.0  # the leaf's squash: a gap of this much treasure is all but a sure win
LONGEST = 40.0  # steps: a dwarf with no way out yet counts this far
LAG = 1.0  # turns: a dwarf this far behind the end is out at odds of 1 in e


class DarkCaveExpert(DarkCaveBot):
    # the last search's mean rollout by any Hard of this process (the machine's pace, shared:
    # each seat's bot has one): the first rollout's cost guessed before it runs
    rollout_seconds = 0.0

    def __init__(self, seat: int, seed: object = 0, time_budget: float | None = 1.0, iterations: int | None = None):
        super().__init__(seat, reads_identities=True)
        self.level = "expert"
        self.seed, self.time_budget = seed, time_budget
        self.iterations = iterations or DEFAULT_ITERATIONS
        self.last_search: dict = {}

    def choose(self, view: dict, rng) -> dict:
        started = time.perf_counter()  # the budget covers the whole decision
        policy = Policy(view, self.observe(view))
        actions = view["legal_actions"]
        if len(actions) == 1 or view["phase"] != "play":
            return policy.choose(rng)
        ranked = policy.ranked(actions)
        look = first_look(ranked, policy.board.sure)
        if look is not None:
            return look
        candidates = [action for _, action in ranked[:WIDTH]]
        if len(candidates) == 1 or candidates[0]["kind"] in LOOKS:
            return candidates[0]  # a rollout knows its deal's goals and clans: it cannot price a look
        return self.search(view, candidates, rng, started, policy.board.odds)

    def search(self, view: dict, candidates: list[dict], rng, started: float, exit_odds: dict[int, float]) -> dict:
        from ..ruleset import load_ruleset

        search_rng = random.Random(f"{self.seed}/{rng.random()}")
        rules = load_ruleset(view["ruleset"])
        resampler = rules.composition.resampler(rules, view, search_rng)
        actions = engine_actions(resampler.base, candidates)
        horizon = view["players"]
        searching = time.perf_counter()
        # a rollout far dearer than the mean (a stall of a loaded machine) is cut off here, unscored
        deadline = None if self.time_budget is None else started + self.time_budget * (1 - CUT_OFF)

        def deal():
            game = resampler.sample(search_rng)
            exit_where(game, exit_odds, search_rng)
            return game

        values, rollouts = paired.sweeps(
            actions, deal, search_rng, lambda trial, seeded: quick_rollout(trial, horizon, seeded, deadline),
            lambda trial: leaf_value(trial, self.seat), self.iterations,
            lambda done: self.time_is_up(started, searching, done))
        best, edges = confident_best(values)
        # none fitted: the guess halves, lest one slow rollout keep every later search from starting
        DarkCaveExpert.rollout_seconds = (time.perf_counter() - searching) / rollouts if rollouts else self.rollout_seconds / 2
        self.last_search = {"rollouts": rollouts, "seconds": time.perf_counter() - started, "before_search": searching - started,
                            "values": [sum(v) / len(v) if v else None for v in values],
                            "visits": [len(v) for v in values], "edges": edges}
        return candidates[best]

    def time_is_up(self, started: float, searching: float, rollouts: int) -> bool:
        """Whether one more rollout might not fit in the budget less its reserve, at three
        times the mean rollout so far, or before the first at the last search's mean (the
        clock read before each one; on a busy machine a rollout can take a tenth of the budget)."""
        if self.time_budget is None:
            return False
        now = time.perf_counter()
        each = 3 * (now - searching) / rollouts if rollouts else self.rollout_seconds
        return now - started + each >= self.time_budget * (1 - RESERVE)


def first_look(ranked: list[tuple[float, dict]], sure: bool) -> dict | None:
    """While the exit is not known, a look at a goal that may be it (Medium's pick among the
    goals) before anything else: Hard does not wait for the look to outscore a path card, since
    every card laid and step walked before the exit is known may go the wrong way (what Medium
    gained most from was reading the looks), and a rollout cannot price what a look tells."""
    if sure:
        return None
    return next((action for score, action in ranked if action["kind"] == "look_goal" and score > 0), None)


def confident_best(values: list[list[float]]) -> tuple[int, list[float | None]]:
    """Medium's first (index 0) unless another candidate beats it surely (paired.confident_best):
    short rollouts are noisy, and a plain best mean followed the noise a quarter of the time."""
    return paired.confident_best(values, CONFIDENCE, MIN_EDGE)


def exit_where(game, exit_odds: dict[int, float], rng: random.Random) -> None:
    """Move the dealt exit to a face-down goal drawn by the seat's odds (its reading of the
    others' looks): the resample draws it evenly among the goals the seat has not seen."""
    if len(exit_odds) < 2:
        return
    cells = sorted(exit_odds)
    there = rng.choices(cells, weights=[exit_odds[cell] for cell in cells])[0]
    here = exit_cell(game)
    if here != there and here in game.maze.hidden_goals and there in game.maze.hidden_goals:
        cards = game.goal_cards
        cards[here], cards[there] = cards[there], cards[here]
        game.maze.hidden_goals[here], game.maze.hidden_goals[there] = cards[here], cards[there]


def exit_cell(game) -> int:
    """Where the exit lies in this (sampled) game."""
    effect = game.rules.catalogue.use
    return next(cell for cell, card in game.goal_cards.items() if effect[card] == "exit")


def quick_rollout(game, turns: int, rng: random.Random, deadline: float | None = None) -> bool:
    """Play on for `turns` turns (or to the end) by the cheap plan; False when cut off at
    `deadline` (time.perf_counter's), read at each turn."""
    exit_at = exit_cell(game)
    target = xy(exit_at)
    field, built = None, None  # steps to the dealt exit over places, found again once a card changes the maze
    while turns > 0 and not game.is_over:
        phase = game.phase
        if phase == "play":
            if deadline is not None and time.perf_counter() > deadline:
                return False
            turns -= 1
            game.apply(play_step(game, rng, target))
            continue
        actions = game.legal_actions()
        if phase == "move":
            if built != len(game.maze.cards):
                field, built = Board.from_game(game).field(), len(game.maze.cards)
            action = field_step(game, actions, field, exit_at)
        elif phase == "creature":
            action = creature_step(game, actions)
        elif phase in ("repel", "vote_end"):
            action = next(a for a in actions if a.value == 0)
        else:
            action = next((a for a in actions if a.kind == "stop"), actions[0])
        game.apply(action)
    return True


def field_step(game, actions, field: dict, exit_at: int):
    """The dwarf's step down the field of the dealt game (the place fewest steps from the
    exit, a tunnel, bridge or creature priced as Medium prices it), onto the face-down goal
    only where the dealt exit lies; stop when no step brings it nearer. (As the crow flies,
    the rollouts' dwarves walked into dead ends and round the maze's long way.)"""
    dwarf = cave(game).dwarf(game.to_move)
    best = field.get((dwarf.cell, dwarf.spot), FAR) if dwarf else 0.0
    chosen = None
    for action in actions:
        if action.kind != "move_to":
            continue
        cell = cell_of(*action.at)
        if cell in game.maze.hidden_goals:
            value = 0.0 if cell == exit_at else FAR
        else:
            value = field.get((cell, action.value), FAR)
        if value < best:
            best, chosen = value, action
    return chosen or next(a for a in actions if a.kind == "stop")


def play_step(game, rng: random.Random, target: tuple[int, int]):
    """The cheap plan's card: mostly a path card of the hand laid nearest the exit (only that
    card's placements listed: the whole turn's list is the rollout's dearest part), else any
    action of the turn."""
    seat, rules = game.to_move, game.rules
    use = rules.catalogue.use
    paths = sorted({card for card in game.hands[seat] if use[card] == "place"})
    if paths and rng.random() < 0.8:
        card = rng.choice(paths)
        places = rules.handlers["place"].card_actions(game, seat, card)
        if places:
            return min(places, key=lambda a: abs(a.at[0] - target[0]) + abs(a.at[1] - target[1]) + rng.random())
    actions = game.legal_actions()
    return rng.choice([a for a in actions if a.kind not in ("propose_end", "cut_web")] or actions)


def creature_step(game, actions):
    """The creature one step nearer (as the crow flies) the nearest dwarf working for the other
    clan than its holder's; stop when none comes nearer."""
    part = cave(game)
    holder = works_for(game.roles[game.to_move])
    prey = [xy(piece.cell) for piece in part.pieces.items if piece.kind == "dwarf" and works_for(game.roles[piece.seat]) != holder]
    if not prey:
        return next(a for a in actions if a.kind == "stop")

    def gap(at):
        return min(abs(at[0] - x) + abs(at[1] - y) for x, y in prey)

    kind = next(piece for piece in part.pieces.items if piece.kind == game.decisions[-1].data[2])
    here = gap(xy(kind.cell))
    best = min((a for a in actions if a.kind == "move_to"), key=lambda a: gap(a.at), default=None)
    return best if best is not None and gap(best.at) <= here else next(a for a in actions if a.kind == "stop")


def leaf_value(game, seat: int) -> float:
    """1 when the seat's clan wins, 0 when it loses, 1/2 a draw; before the end, the score the
    race on the (sampled) cave's field promises (ruling 15): each dwarf's turns to the exit
    (its steps to it over its steps a turn); the game ends when the quicker clan's last dwarf
    is out (ruling 14), and by then each dwarf of the other clan is out or not by how many
    turns it lags; a clan's treasure is the nuggets it carries out times the dwarves of the
    other clan; the gap for the seat's clan or against it, squashed."""
    roles = game.roles
    mine = works_for(roles[seat])
    if game.is_over:
        winner = game.results[-1]["winner"]
        return 0.5 if winner is None else float(winner == mine)
    part = cave(game)
    board = Board.from_game(game)
    field = board.field()
    walk, boots = game.rules.data["steps"]["walk"], game.rules.data["steps"]["boots"]
    clans = [works_for(role) for role in roles]
    turns = []
    for other in range(len(roles)):
        if other in part.exits:
            turns.append(0.0)
            continue
        pace = boots if boots_on(game, other) else walk
        turns.append(min(board.distance(other, field), LONGEST) / pace)
    finish = {clan: max((t for t, c in zip(turns, clans) if c == clan), default=LONGEST) for clan in set(clans)}
    end = min(finish.values())
    treasure = {clan: 0.0 for clan in clans}
    for other, (t, clan) in enumerate(zip(turns, clans)):
        out = 1.0 if other in part.exits else 1 / (1 + math.exp((t - end) / LAG))
        treasure[clan] += out * part.nuggets[other] * sum(1 for c in clans if c != clan)
    gap = sum(value if clan == mine else -value for clan, value in treasure.items())
    return 0.5 + 0.5 * math.tanh(gap / SPREAD)
