"""The Lost Mines' bots below the search (issue 48, section 3), from the seat's view only.

The plan by identity: a loyal dwarf builds toward the mines for its clan, walks its dwarf to
the nearest mine worth reaching, lays tools on obstacles in the way, traps, trolls and
thunderstorms against the other clan; a selfish dwarf builds and walks for itself alone; a
saboteur builds for the other clan (its finds go there) and holds its own clan back quietly
(never a thunderstorm, which the table sees). Every action of the turn is scored by how it
moves the potential (lost_mines_board.py) of the seats it helps and of those it works
against. Information cards look at the mines (the dragon is no target) and, at the belief
level, at the clan-mate most in doubt. Votes say yes only when no dwarf can walk to a mine
worth reaching and nothing is left to build with.

Easy ("heuristic") trusts its whole clan and weighs only its friends' progress; Medium
("belief") also weighs what a card gives the other side and reads identities from the
table (Suspicion below)."""

from __future__ import annotations

import math

from ..games.lost_mines.table import obstacle_of
from ..grid import cell_of, xy
from ..kernel.walk import steps as walk_steps
from .lost_mines_board import FAR, Board

TROLL_SHARE = 0.6  # a troll leaves at its owner's next turn: part of a wall
TRAP_SHARE = 0.3  # a trap costs a card, blocks nothing
LOOK_MINE = 1.5  # learning where the dragon lies, in steps of potential
LOOK_TREASURE = 0.3
PLAY_FLOOR = 0.05  # below this, a card is not worth its play: discard
FOE_WEIGHT = 0.5  # a step nearer for the foes against one for the friends, when laying a card
KEEP_TOOL = 2.0  # a tool's worth in hand before its obstacle is laid: discarded last
OBSTACLES_OF_A_KIND = 2  # rules/lost-mines.md, path cards: two obstacles of each kind
ENDS = 0.1  # per open end toward the mines (Board.open_ends): a tie-break between placements


class Suspicion:
    """Per seat, how far the table's deeds move its identity from the prior, in log-odds:
    a dwarf that walks away from the mines, lays a trap, a troll or a thunderstorm where its
    own clan's dwarves are, or lays its path cards where only the other clan's dwarves walk
    (a saboteur helping the other clan quietly), is suspected of being its clan's saboteur; one that races
    ahead of its clan alone, or traps a clan-mate, of being selfish. What the seat's own
    information cards showed is certain."""

    AWAY, TOWARD = 0.5, -0.1  # per step west, per step east
    AGAINST_CLAN, AGAINST_OTHER = 0.9, -0.2
    RACING = 0.15
    HELPING_OTHER = 0.4  # a card laid for the other clan's dwarves, far from its own clan's

    def __init__(self, view: dict):
        self.seat, self.players = view["seat"], view["players"]
        self.saboteur = [0.0] * self.players
        self.selfish = [0.0] * self.players
        self.known: dict[int, str] = {}
        self.read = 0
        self.round = None
        self.prior_saboteur, self.prior_selfish = _priors(view)

    def update(self, view: dict) -> None:
        log = view.get("log") or []
        if view["round"] != self.round:
            self.__init__(view)
            self.round = view["round"]
            starts = [i for i, e in enumerate(log) if e["type"] == "round_start"]
            self.read = starts[-1] if starts else 0
        clans = [seat["clan"] for seat in view["seats"]]
        dwarves = {p["seat"]: tuple(p["at"]) for p in view["pieces"] if p["kind"] == "dwarf"}
        for event in log[self.read:]:
            kind, seat = event["type"], event.get("seat")
            if kind == "moved":
                dx = event["to"][0] - event["from"][0]
                self.saboteur[seat] += self.AWAY if dx < 0 else self.TOWARD if dx > 0 else 0.0
                mates = [dwarves[s][0] for s in dwarves if clans[s] == clans[seat] and s != seat]
                if dx > 0 and mates and event["to"][0] > max(mates) + 2:
                    self.selfish[seat] += self.RACING
            elif kind in ("lay_trap", "lay_troll", "thunderstorm"):
                near = _nearest_clan(event["at"], dwarves, clans, seat)
                # a thunderstorm may clear a dead end in the clan's way: half the weight
                weight = self.AGAINST_CLAN / (2 if kind == "thunderstorm" else 1)
                if near == clans[seat]:
                    self.saboteur[seat] += weight
                    self.selfish[seat] += weight / 2
                elif near is not None:
                    self.saboteur[seat] += self.AGAINST_OTHER
            elif kind == "place" and seat != self.seat:
                ours, theirs = _clan_distances(event["at"], dwarves, clans, seat)
                if theirs + 2 <= ours:  # built where only the other clan's dwarves walk
                    self.saboteur[seat] += self.HELPING_OTHER
            elif kind == "looked" and seat == self.seat and "identity" in event:
                self.known[event["target"]] = event["identity"]
        self.read = len(log)

    def p_saboteur(self, seat: int) -> float:
        if seat in self.known:
            return float(self.known[seat] == "saboteur")
        return _logistic(_logit(self.prior_saboteur) + self.saboteur[seat])

    def p_selfish(self, seat: int) -> float:
        if seat in self.known:
            return float(self.known[seat] == "selfish")
        return _logistic(_logit(self.prior_selfish) + self.selfish[seat])


def _priors(view: dict) -> tuple[float, float]:
    from ..ruleset import load_ruleset

    deck = load_ruleset(view["ruleset"]).role_deck(view["players"])
    return (sum(r.endswith("-saboteur") for r in deck) / len(deck), sum(r.endswith("-selfish") for r in deck) / len(deck))


def _logit(p: float) -> float:
    return math.log(p / (1 - p))


def _logistic(x: float) -> float:
    return 1 / (1 + math.exp(-x))


def _clan_distances(at, dwarves: dict, clans: list[str], actor: int) -> tuple[int, int]:
    """Spaces from `at` to the nearest dwarf of the actor's clan and of the other clan (its
    own dwarf aside)."""
    near = {True: 99, False: 99}
    for s, (x, y) in dwarves.items():
        if s != actor:
            ours = clans[s] == clans[actor]
            near[ours] = min(near[ours], abs(x - at[0]) + abs(y - at[1]))
    return near[True], near[False]


def _nearest_clan(at, dwarves: dict, clans: list[str], actor: int) -> str | None:
    """The clan of the dwarf nearest to the space `at` (the actor's own dwarf aside)."""
    others = [(abs(x - at[0]) + abs(y - at[1]), clans[s]) for s, (x, y) in dwarves.items() if s != actor]
    return min(others)[1] if others else None


class Policy:
    """One decision of a seat's plan over its view; `suspicion` None for Easy."""

    def __init__(self, view: dict, suspicion: Suspicion | None):
        self.view, self.suspicion = view, suspicion
        self.board = Board(view)
        self.seat, self.identity, self.clan = view["seat"], view["role"], view["clan"]
        self.friends, self.foes = self.sides()

    def sides(self) -> tuple[list[int], list[int]]:
        """The seats whose dwarves this seat helps, and those it works against."""
        seats = range(self.view["players"])
        clans = self.board.clans
        if self.identity == "selfish":
            return [self.seat], [s for s in seats if s != self.seat]
        if self.identity == "saboteur":
            mates = [s for s in seats if clans[s] == self.clan and s != self.seat]
            return [self.seat] + [s for s in seats if clans[s] != self.clan], mates
        suspicion = self.suspicion
        friends, foes = [self.seat], []
        for s in seats:
            if s == self.seat:
                continue
            if suspicion is None:  # Easy builds from its own dwarf; the other clan is against it
                if clans[s] != self.clan:
                    foes.append(s)
                continue
            if clans[s] == self.clan:
                doubted = suspicion.p_saboteur(s) > 0.5 or suspicion.p_selfish(s) > 0.6
                (foes if doubted else friends).append(s)
            else:  # the other clan's saboteur works for us: helped only once near certain (a look)
                (friends if suspicion.p_saboteur(s) > 0.9 else foes).append(s)
        return friends, foes

    # -- choosing --------------------------------------------------------------------------

    def choose(self, rng) -> dict:
        actions, phase = self.view["legal_actions"], self.view["phase"]
        if len(actions) == 1:
            return actions[0]
        if phase == "take_treasure":
            values = {t["slot"]: t["value"] or 0 for t in self.view["lost_mines"]["treasures"]}
            return max(actions, key=lambda a: values.get(a["value"], 0))
        if phase == "vote_end":
            return next(a for a in actions if a["value"] == int(self.nothing_left()))
        if phase == "move":
            return self.move(actions)
        ranked = self.ranked(actions)
        best = ranked[0][0]
        return rng.choice([action for score, action in ranked if score == best])

    def ranked(self, actions: list[dict]) -> list[tuple[float, dict]]:
        """The turn's actions with their scores, best first (a discard of the least useful
        card when no play is worth PLAY_FLOOR)."""
        before = (self.board.potential(self.friends), self.board.potential(self.foes))
        self.near = (self.board.reached(self.friends), self.board.reached(self.foes))
        scored = [(self.score(action, before), action) for action in actions if action["kind"] not in ("discard", "propose_end")]
        worth: dict[str, float] = {}
        for score, action in scored:
            worth[action["card"]] = max(worth.get(action["card"], -FAR), score)
        for card in self.view["hand"]:
            kept = self.kept_worth(card, worth.get(card))
            if kept is not None:
                worth[card] = kept
        for action in actions:
            if action["kind"] == "discard" and len(action["cards"]) == 1:
                card = action["cards"][0]
                # the least useful card goes first; a card with no play at all before any other
                scored.append((PLAY_FLOOR - 0.001 * max(min(worth.get(card, -10.0), 10.0), -10.0), action))
        if not scored:
            scored = [(0.0, action) for action in actions if action["kind"] != "propose_end"] or [(0.0, actions[0])]
        scored.sort(key=lambda pair: -pair[0])
        return scored

    def kept_worth(self, card: str, best: float | None) -> float | None:
        """A card's worth when the card to discard is chosen: its best play's (`best`, None
        when it has none), or KEEP_TOOL for a tool with no play whose obstacle may still come."""
        return KEEP_TOOL if best is None and self.tool_to_keep(card) else best

    def tool_to_keep(self, card: str) -> bool:
        """Whether a tool with no obstacle to go on yet is worth keeping: an obstacle of its
        kind may still be laid (not every one of them lies on the table with its tool)."""
        needs = self.board.catalogue.tool[self.board.catalogue.index[card]]
        if not needs:
            return False
        overcome = sum(1 for cell, code in self.board.maze.cards.items() if cell in self.board.tools
                       and obstacle_of(self.board.catalogue, code) == needs)
        return overcome < OBSTACLES_OF_A_KIND

    def gain(self, before: tuple[float, float], cells, foe_weight: float = 1.0) -> float:
        """How much nearer the friends came and the foes did not, against `before`, for a
        change at `cells` (a group none of whose reached cells it touches is unchanged)."""
        return self.nearer(0, before, cells) - (0 if self.suspicion is None else foe_weight * self.nearer(1, before, cells))

    def nearer(self, group: int, before: tuple[float, float], cells) -> float:
        """How much nearer group 0 (friends) or 1 (foes) came through a change at `cells`."""
        if not any(cell in self.near[group] for cell in cells):
            return 0.0
        return before[group] - self.board.potential((self.friends, self.foes)[group])

    def score(self, action: dict, before: tuple[float, float]) -> float:
        kind, board = action["kind"], self.board
        cells = (cell_of(*action["at"]),) if action.get("at") else ()
        if kind == "place":
            undo = board.with_card(action["at"], action["card"], action["turned"])
            value = self.gain(before, cells, FOE_WEIGHT)
            if value > 0 or self.suspicion is None:
                value += ENDS * board.open_ends(cells[0])
            undo()
            return value
        if kind == "tool":
            board.tools.add(cells[0])
            value = self.gain(before, cells, FOE_WEIGHT)
            board.tools.discard(cells[0])
            return value
        if kind in ("lay_troll", "lay_trap"):
            if self.identity == "saboteur":
                return 0.0  # the table sees who lays a token: a saboteur helps the other clan quietly
            side = (cells[0], action["tool"])
            board.trolls.add(side)
            hurt_foes, hurt_friends = -self.nearer(1, before, cells), -self.nearer(0, before, cells)
            board.trolls.discard(side)
            share = TROLL_SHARE if kind == "lay_troll" else TRAP_SHARE
            return share * (min(hurt_foes, 10) - 2 * min(hurt_friends, 10))
        if kind == "thunderstorm":
            if self.identity == "saboteur":
                return 0.0  # the table sees who cuts a path
            undo = board.without_card(action["at"])
            # the foes lay the card again in a turn or two: their loss weighs as what a card gives them
            value = FOE_WEIGHT * min(-self.nearer(1, before, cells), 10) - 2 * min(-self.nearer(0, before, cells), 10)
            undo()
            return value - 0.5
        if kind == "look_mine":
            return LOOK_MINE - 0.05 * board.nearest_target(cell_of(*action["at"])) if cell_of(*action["at"]) in board.face_down else 0.0
        if kind == "look_dwarf":
            if self.suspicion is None or self.board.clans[action["target"]] != self.clan:
                return 0.1
            p = self.suspicion.p_saboteur(action["target"]) + self.suspicion.p_selfish(action["target"])
            return 2 * min(p, 1 - p) + 0.2 if action["target"] not in self.suspicion.known else 0.0
        if kind == "look_treasure":
            known = {t["slot"]: t["value"] for t in self.view["lost_mines"]["treasures"]}
            return LOOK_TREASURE if known.get(action["value"]) is None else 0.0
        return 0.0

    def move(self, actions: list[dict]) -> dict:
        """Toward the nearest mine worth reaching; with none reachable, to the place nearest the
        mines from which the path goes on; stop when no step brings the dwarf nearer."""
        board = self.board
        occupied = {cell for s, (cell, _) in board.dwarves.items() if s != self.seat} & board.holders()
        way = board.route(self.seat, occupied)
        steps = {tuple(a["at"]): a for a in actions if a["kind"] == "step"}
        stop = next(a for a in actions if a["kind"] == "stop")
        if way is not None:
            if len(way) > 1 and xy(way[1]) in steps:
                return steps[xy(way[1])]
            return stop
        here = board.potential([self.seat])
        best, choice = here, stop
        cell, place = board.dwarves[self.seat]
        entered = {c: p for c, p, _ in walk_steps(board.maze, cell, place, face_down=True)}
        for at, action in steps.items():
            board.dwarves[self.seat] = (cell_of(*at), entered.get(cell_of(*at), 0))
            there = board.potential([self.seat])
            if there < best:
                best, choice = there, action
        board.dwarves[self.seat] = (cell, place)
        return choice

    def nothing_left(self) -> bool:
        """Ruling 8's vote: yes only when no dwarf can walk to a mine worth reaching and no
        card is left to build with (the pile empty, no path card in hand)."""
        if self.board.reachable_by_anyone():
            return False
        paths = [card for card in self.view["hand"] if self.view["cards"][card]["kind"] == "path"]
        return self.view["draw_pile"] == 0 and not paths


def choose(view: dict, rng, suspicion: Suspicion | None = None) -> dict:
    return Policy(view, suspicion).choose(rng)


class LostMinesBot:
    """Easy (no suspicion) or Medium (suspicion) at The Lost Mines."""

    def __init__(self, seat: int, reads_identities: bool):
        self.seat, self.reads_identities = seat, reads_identities
        self.level = "belief" if reads_identities else "heuristic"
        self.suspicion: Suspicion | None = None
        self.last_search: dict = {}  # only Hard searches

    def observe(self, view: dict) -> Suspicion | None:
        if not self.reads_identities:
            return None
        if self.suspicion is None:
            self.suspicion = Suspicion(view)
        self.suspicion.update(view)
        return self.suspicion

    def choose(self, view: dict, rng) -> dict:
        return choose(view, rng, self.observe(view))

    def round_story(self) -> dict:
        """How suspicion moved this round, for the page: not told yet for this game."""
        return {}

    def beliefs(self) -> dict:
        if self.suspicion is None:
            return {"roles": {}, "gold": {}}
        seats = range(self.suspicion.players)
        return {"roles": {s: round(self.suspicion.p_saboteur(s), 4) for s in seats},
                "selfish": {s: round(self.suspicion.p_selfish(s), 4) for s in seats}, "gold": {}}


class ByGame:
    """A bot of any level that plays each game with a bot of its own (`by_game`: ruleset name
    -> bot; The Lost Mines, La mine se rebelle) and every other game as itself."""

    OWN = ("bot", "by_game", "playing")

    def __init__(self, bot, by_game: dict):
        object.__setattr__(self, "bot", bot)
        object.__setattr__(self, "by_game", by_game)
        object.__setattr__(self, "playing", bot)

    # the attributes of the bot playing now (level, time budget, last_search, ...), read and set
    def __getattr__(self, name):
        if name in self.OWN:
            raise AttributeError(name)
        return getattr(self.playing, name)

    def __setattr__(self, name, value):
        setattr(self.playing, name, value)

    def choose(self, view: dict, rng) -> dict:
        return self.for_game(view).choose(view, rng)

    def observe(self, view: dict):
        """The page's look at a round's end (web/game_session.py), by the bot of the view's game."""
        return self.for_game(view).observe(view)

    def for_game(self, view: dict):
        object.__setattr__(self, "playing", self.by_game.get(view.get("ruleset"), self.bot))
        return self.playing

    def beliefs(self) -> dict:
        return self.playing.beliefs()
