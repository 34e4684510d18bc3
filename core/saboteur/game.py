"""A game of base Saboteur: state, legal actions, apply, views and events.

Books: 001 (2012) and the base-game chapter of 002 (2024), completed by rules/base.md.
The state holds card indices (see `Catalogue`) so that copying a game for search is
a handful of list copies; cards become ids only in views, events and positions.
"""

from __future__ import annotations

import random
from bisect import insort

from . import gold as gold_rules
from .actions import Action, make, read
from .cards import SIDE_NAMES, SIDES, CardType
from .catalogue import ANY_SEAT
from .errors import IllegalAction
from .maze import Maze, cell_of, xy
from .ruleset import Ruleset

PLAY, GOLD, OVER = "play", "gold", "over"

Event = tuple[dict, "int | None", "dict | None"]  # (public facts, seat told more, what it is told)
# Events are never changed and log() hands out copies, so the commonest ones share dicts.
_DRAWS = tuple({"type": "draw", "seat": seat} for seat in range(16))
_PASSES = tuple({"type": "pass", "seat": seat} for seat in range(16))


def round_rng(seed: object, label: str) -> random.Random:
    """A generator private to one game and one stage; string seeds hash the same everywhere."""
    return random.Random(f"saboteur/{seed}/{label}")


class Game:
    """One game: create with `saboteur.new_game`, then `legal_actions`, `apply`, `view`."""

    __slots__ = (
        "rules", "options", "seed", "players", "round", "phase", "to_move", "first_seat",
        "last_seat", "roles", "aside_roles", "hands", "draw_pile", "discards", "broken",
        "maze", "goal_cards", "seen_goals", "gold_pile", "gold", "share", "results",
        "events", "actions", "origin", "legal_cache", "tools_down",
    )

    def __init__(self, rules: Ruleset, players: int, seed: object, options: dict[str, str]):
        self.legal_cache: list[Action] | None = None  # legal_actions() of this state, until it changes
        self.rules = rules
        self.options = options
        self.seed = seed
        self.players = players
        self.round = 0
        self.phase = PLAY
        self.to_move: int | None = None
        self.first_seat = 0
        self.last_seat: int | None = None
        self.roles: list[str] = []
        self.aside_roles: list[str] = []
        self.hands: list[list[int]] = []
        self.draw_pile: list[int] = []  # top card last
        self.discards: list[tuple[int, bool]] = []  # (card, face up)
        self.broken: list[list[int]] = [[] for _ in range(players)]
        self.tools_down = 0  # the broken tools of every seat, packed (Catalogue.tools_down)
        self.maze = Maze(rules.catalogue, rules.start_cell, rules.catalogue.code(rules.start_id, False))
        self.goal_cards: dict[int, int] = {}  # goal slot -> goal card index
        self.seen_goals: list[int] = [0] * players  # per seat, bit i = goal slot i seen by map
        self.gold_pile: list[int] = []  # top card last
        self.gold: list[list[int]] = [[] for _ in range(players)]
        self.share: list | None = None  # [remaining values, keeper seats still to choose]
        self.results: list[dict] = []
        self.events: list[Event] = []
        self.actions: list[Action] = []
        self.origin: dict | None = None  # the position this game started from, if any

    # -- setup --------------------------------------------------------------------

    def start(self) -> Game:
        rng = round_rng(self.seed, "game")
        self.gold_pile = list(self.rules.gold_values)
        rng.shuffle(self.gold_pile)
        self._start_round(1, rng.randrange(self.players))
        return self

    def _start_round(self, number: int, first_seat: int) -> None:
        rules, players = self.rules, self.players
        rng = round_rng(self.seed, f"round{number}")
        role_cards = rules.role_deck(players)
        rng.shuffle(role_cards)
        self.roles, self.aside_roles = role_cards[:players], sorted(role_cards[players:])
        goals = [rules.catalogue.index[goal] for goal in rules.goal_ids]
        rng.shuffle(goals)
        deck = list(rules.deck)
        rng.shuffle(deck)
        size = rules.hand_size[players]
        self.hands = [sorted(deck[-size * (seat + 1):len(deck) - size * seat]) for seat in range(players)]
        self.draw_pile = deck[: len(deck) - size * players]
        self.round, self.phase = number, PLAY
        self.first_seat = self.to_move = first_seat
        self.last_seat = None
        self.discards = []
        self.set_broken([[] for _ in range(players)])
        self.maze = Maze(rules.catalogue, rules.start_cell, rules.catalogue.code(rules.start_id, False))
        self.goal_cards = dict(zip(rules.goal_slots, goals))
        self.maze.hidden_goals = dict(self.goal_cards)
        self.maze.recompute()
        self.seen_goals = [0] * players
        self.share = None
        self._event({"type": "round_start", "round": number, "first": first_seat})
        for seat in range(players):
            self._event({"type": "role", "seat": seat}, seat, {"role": self.roles[seat]})

    # -- copying --------------------------------------------------------------------

    def copy(self) -> Game:
        """An independent copy, cheap enough for search."""
        other = Game.__new__(Game)
        other.legal_cache = None  # search code may rewrite a copy's hidden fields before using it
        other.tools_down = self.tools_down
        other.rules = self.rules
        other.options = self.options
        other.seed = self.seed
        other.players = self.players
        other.round = self.round
        other.phase = self.phase
        other.to_move = self.to_move
        other.first_seat = self.first_seat
        other.last_seat = self.last_seat
        other.roles = self.roles[:]
        other.aside_roles = self.aside_roles[:]
        other.hands = [hand[:] for hand in self.hands]
        other.draw_pile = self.draw_pile[:]
        other.discards = self.discards[:]
        other.broken = [cards[:] for cards in self.broken]
        other.maze = self.maze.copy()
        other.goal_cards = self.goal_cards.copy()
        other.seen_goals = self.seen_goals[:]
        other.gold_pile = self.gold_pile[:]
        other.gold = [cards[:] for cards in self.gold]
        other.share = None if self.share is None else [self.share[0][:], self.share[1][:]]
        other.results = self.results[:]
        other.events = self.events[:]
        other.actions = self.actions[:]
        other.origin = self.origin
        return other

    # -- legal actions ------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self) -> list[Action]:
        """The actions of the seat to move, in a fixed order (none when the game is over).

        The cards in card order: each path card's placements (by space, west to east then
        north to south, then turn), then each other card's targets; then passing with
        each card.
        """
        if self.legal_cache is None:
            self.legal_cache = self._legal_actions()
        return self.legal_cache[:]

    def _legal_actions(self) -> list[Action]:
        if self.phase == GOLD:
            return [make("keep_gold", value=value) for value in sorted(set(self.share[0]))]
        if self.phase != PLAY:
            return []
        seat = self.to_move
        catalogue = self.rules.catalogue
        use, passes, on_seats = catalogue.use, catalogue.passes, catalogue.on_seats
        can_place = not self.broken[seat]
        maze, tool_targets = self.maze, catalogue.tool_targets_known
        tools_key = (self.tools_down << 4 | self.players) << 8
        maze_actions = maze.aimed  # maze.card_actions(kind), where already worked out
        actions: list[Action] = []
        passing: list[Action] = []
        previous = -1
        for kind in self.hands[seat]:  # hands are kept sorted, so repeats are neighbours
            if kind == previous:
                continue
            previous = kind
            passing.append(passes[kind])
            if on_seats[kind]:
                key = (tools_key | kind) << 4 | (seat if use[kind] == "break" else ANY_SEAT)  # Catalogue.tool_key
                aimed = tool_targets.get(key)
                if aimed is None:
                    aimed = catalogue.tool_targets(kind, seat, self.tools_down, self.players)
                actions += aimed
            elif can_place or use[kind] != "place":
                aimed = maze_actions.get(kind)
                if aimed is None:
                    aimed = maze.card_actions(kind)
                actions += aimed
        actions += passing
        return actions

    def set_broken(self, broken: list[list[int]]) -> None:
        """Lay the broken tools in front of each seat (`broken`: per seat, card indices)."""
        self.broken = broken
        self.tools_down = self.rules.catalogue.tools_down(broken)

    def _broken_card(self, seat: int, tool: str) -> int | None:
        tools = self.rules.catalogue.tool
        for kind in self.broken[seat]:
            if tools[kind] == tool:
                return kind
        return None

    # -- checking an action ---------------------------------------------------------

    def refusal(self, action: Action | dict) -> str | None:
        """Why `action` (an Action or its JSON dict, like `apply` takes) is not allowed now,
        in words; None when it is. A malformed action is refused, not an error."""
        try:
            action = read(action)
        except IllegalAction as error:
            return str(error)
        return self._refusal(action)

    def _refusal(self, action: Action) -> str | None:
        if self.phase == OVER:
            return "the game is over"
        if self.phase == GOLD:
            if action.kind != "keep_gold":
                return f"seat {self.to_move} must now keep a gold card, not {action.kind}"
            if action.value not in self.share[0]:
                values = ", ".join(map(str, sorted(set(self.share[0]))))
                return f"there is no gold card of value {action.value!r} to keep (left: {values})"
            return None
        seat = self.to_move
        if action.kind == "keep_gold":
            return "no gold is being shared now"
        catalogue = self.rules.catalogue
        kind = catalogue.index.get(action.card)
        if kind is None:
            return f"there is no card {action.card!r} in {self.rules.title}"
        if kind not in self.hands[seat]:
            return f"seat {seat} holds no {action.card} card"
        card = catalogue.types[kind]
        if action.kind == "pass":
            return None
        expected = {"path": "place"}.get(card.kind, card.effect)
        if action.kind != expected:
            return f"a {card.id} card cannot be used for {action.kind}"
        check = getattr(self, f"_refuse_{action.kind}")
        return check(seat, card, action)

    def _refuse_place(self, seat: int, card: CardType, action: Action) -> str | None:
        if self.broken[seat]:
            tools = ", ".join(self.rules.catalogue.types[k].tools[0] for k in self.broken[seat])
            return f"seat {seat} has a broken tool ({tools}) and cannot place path cards"
        if action.turned and card.symmetric:
            return f"{card.id} looks the same turned around; place it with turned=false"
        if not _on_board(action.at):
            return f"the space {list(action.at)} is off the board"
        cell = cell_of(*action.at)
        maze = self.maze
        if cell in maze.hidden_goals:
            return f"the space {list(action.at)} is already taken by a face-down goal card"
        if cell in maze.cards:
            taken = self.rules.catalogue.types[maze.cards[cell] >> 1].id
            return f"the space {list(action.at)} is already taken by {taken}"
        if not maze.frontier.get(cell):
            return f"the space {list(action.at)} is not next to a path linked to the start card"
        if action not in maze.placements(cell, self.rules.catalogue.index[card.id]):
            return self._misfit(card, action)
        return None

    def _misfit(self, card: CardType, action: Action) -> str:
        """Why a card next to the start's paths still cannot go there: the first side that
        does not match its neighbour, else no path of the card meets a linked one."""
        catalogue = self.rules.catalogue
        code = catalogue.code(card.id, action.turned)
        cell = cell_of(*action.at)
        walls, paths = self.maze.walls_and_paths(cell)
        mine = catalogue.open_mask[code]
        how = " turned around" if action.turned else ""
        for side in SIDES:
            if walls & side and (mine & side) != (paths & side):
                name = SIDE_NAMES[side]
                if mine & side:
                    return (f"{card.id}{how} does not match its neighbours at {list(action.at)}: "
                            f"its {name} side has a path where the card to the {name} has none")
                return (f"{card.id}{how} does not match its neighbours at {list(action.at)}: "
                        f"the card to the {name} has a path where its {name} side has none")
        return f"{card.id}{how} at {list(action.at)} is not linked to the start: none of its paths meets one that is"

    def _refuse_break(self, seat: int, card: CardType, action: Action) -> str | None:
        if error := self._bad_seat(action.target):
            return error
        if action.target == seat:
            return "a broken tool is played in front of another player, not yourself"
        if self._broken_card(action.target, card.tools[0]) is not None:
            return f"seat {action.target} already has a broken {card.tools[0]}"
        return None

    def _refuse_repair(self, seat: int, card: CardType, action: Action) -> str | None:
        if error := self._bad_seat(action.target):
            return error
        if action.tool not in card.tools:
            return f"{card.id} cannot mend a {action.tool!r}"
        if self._broken_card(action.target, action.tool) is None:
            return f"seat {action.target} has no broken {action.tool} to mend"
        return None

    def _refuse_rockfall(self, seat: int, card: CardType, action: Action) -> str | None:
        if not _on_board(action.at):
            return f"the space {list(action.at)} is off the board"
        cell = cell_of(*action.at)
        if cell in self.maze.hidden_goals:
            return f"the goal card at {list(action.at)} is face down, and goal cards cannot be removed"
        code = self.maze.cards.get(cell)
        if code is None:
            return f"there is no card at {list(action.at)} to remove"
        if self.rules.catalogue.types[code >> 1].kind != "path":
            return "the start card and the goal cards cannot be removed"
        return None

    def _refuse_map(self, seat: int, card: CardType, action: Action) -> str | None:
        if not _on_board(action.at):
            return f"the space {list(action.at)} is off the board"
        if cell_of(*action.at) not in self.maze.hidden_goals:
            return f"there is no face-down goal card at {list(action.at)}"
        return None

    def _bad_seat(self, target: int | None) -> str | None:
        if not isinstance(target, int) or not 0 <= target < self.players:
            return f"there is no seat {target!r} (seats are 0 to {self.players - 1})"
        return None

    # -- applying an action -------------------------------------------------------------

    def apply(self, action: Action | dict) -> Game:
        """Carry out `action` for the seat to move; refused actions change nothing."""
        legal = self.legal_cache
        if legal is None or type(action) is not Action or action not in legal:
            action = read(action)
            reason = self._refusal(action)
            if reason is not None:
                raise IllegalAction(reason)
        self.legal_cache = None
        self.actions.append(action)
        if action.kind == "keep_gold":
            self._keep_gold(action.value)
            return self
        seat = self.to_move
        catalogue = self.rules.catalogue
        kind = catalogue.index[action.card]
        hand = self.hands[seat]
        hand.remove(kind)
        found_gold = _DO[action.kind](self, seat, kind, action)
        self.last_seat = seat
        if found_gold:  # finding the gold ends the round at once, before drawing
            self._end_round(finder=seat)
        elif self.draw_pile:
            drawn = self.draw_pile.pop()
            insort(hand, drawn)
            self.events.append((_DRAWS[seat], seat, catalogue.told[drawn]))
            self.to_move = self._next_seat_with_cards(seat)
        elif any(self.hands):
            self.to_move = self._next_seat_with_cards(seat)
        else:
            self._end_round(finder=None)
        return self

    def _next_seat_with_cards(self, seat: int) -> int:
        following = seat + 1 if seat + 1 < self.players else 0
        if self.hands[following]:  # nearly always: a seat runs out only at the end of a round
            return following
        for step in range(2, self.players + 1):
            following = (seat + step) % self.players
            if self.hands[following]:
                return following
        raise AssertionError("no seat holds a card")

    def _do_place(self, seat: int, kind: int, action: Action) -> bool:
        maze = self.maze
        maze.add(cell_of(*action.at), kind * 2 + (1 if action.turned else 0))
        self.events.append(
            ({"type": "place", "seat": seat, "card": action.card, "at": list(action.at), "turned": action.turned}, None, None)
        )
        found_gold = False
        if maze.goal_reached:
            for cell in maze.reached_goals():
                found_gold |= self._reveal_goal(cell)
        return found_gold

    def _reveal_goal(self, cell: int) -> bool:
        """Turn a reached goal face up, oriented to join the path (ruling 1); True if gold."""
        catalogue = self.rules.catalogue
        maze = self.maze
        goal = maze.hidden_goals[cell]
        reached = maze.frontier[cell]
        walls, paths = maze.walls_and_paths(cell)

        def merit(turned: int) -> tuple[bool, int, bool]:
            code = goal * 2 + turned
            joins = any(mask & reached for mask in catalogue.place_masks[code])
            matching = 4 - bin((catalogue.open_mask[code] & walls) ^ paths).count("1")
            return joins, matching, not turned

        turned = max((0, 1), key=merit)
        maze.add(cell, goal * 2 + turned)
        card = catalogue.types[goal]
        self._event({"type": "goal_revealed", "at": list(xy(cell)), "card": card.id, "turned": bool(turned)})
        return card.treasure == "gold"

    def _do_break(self, seat: int, kind: int, action: Action) -> bool:
        self.broken[action.target].append(kind)
        self.tools_down = self.rules.catalogue.tools_down(self.broken)
        self._event({"type": "break", "seat": seat, "card": action.card, "target": action.target})
        return False

    def _do_repair(self, seat: int, kind: int, action: Action) -> bool:
        mended = self._broken_card(action.target, action.tool)
        self.broken[action.target].remove(mended)
        self.tools_down = self.rules.catalogue.tools_down(self.broken)
        self.discards += [(kind, True), (mended, True)]
        self._event(
            {"type": "repair", "seat": seat, "card": action.card, "target": action.target, "tool": action.tool}
        )
        return False

    def _do_rockfall(self, seat: int, kind: int, action: Action) -> bool:
        removed = self.maze.remove(cell_of(*action.at))
        self.discards += [(kind, True), (removed >> 1, True)]
        removed_id = self.rules.catalogue.types[removed >> 1].id
        self._event({"type": "rockfall", "seat": seat, "card": action.card, "at": list(action.at), "removed": removed_id})
        return False

    def _do_map(self, seat: int, kind: int, action: Action) -> bool:
        cell = cell_of(*action.at)
        self.seen_goals[seat] |= 1 << self.rules.goal_slots.index(cell)
        self.discards.append((kind, True))
        goal = self.rules.catalogue.types[self.goal_cards[cell]].id
        self._event({"type": "map", "seat": seat, "card": action.card, "at": list(action.at)}, seat, {"goal": goal})
        return False

    def _do_pass(self, seat: int, kind: int, action: Action) -> bool:
        self.discards.append((kind, False))
        self.events.append((_PASSES[seat], seat, self.rules.catalogue.told[kind]))
        return False

    # -- end of a round -------------------------------------------------------------------

    def _end_round(self, finder: int | None) -> None:
        types = self.rules.catalogue.types
        gold_cell = next(cell for cell, goal in self.goal_cards.items() if types[goal].treasure == "gold")
        if finder is not None:
            winners = gold_rules.GOLD_DIGGER
        elif gold_rules.SABOTEUR in self.roles:
            winners = gold_rules.SABOTEUR
        else:
            winners = None  # gold not reached and no saboteur dealt (3 or 4 players): nobody wins
        result = {
            "round": self.round,
            "winners": winners,
            "finder": finder,
            "roles": self.roles[:],
            "goals": [{"at": list(xy(cell)), "card": types[goal].id} for cell, goal in sorted(self.goal_cards.items())],
            "route": [list(xy(cell)) for cell in self.maze.route(gold_cell)] if finder is not None else [],
        }
        self.results.append(result)
        self._event({"type": "round_end", **result})
        self.to_move = None
        if finder is not None:
            self._share_gold(finder)
        else:
            self._pay_saboteurs()
            self._next_round()

    def _share_gold(self, finder: int) -> None:
        if self.options["gold_draw"] == "per_player":
            count = min(self.players, 9)
        else:
            count = self.roles.count(gold_rules.GOLD_DIGGER)
        count = min(count, len(self.gold_pile))
        drawn = [self.gold_pile.pop() for _ in range(count)]
        order = gold_rules.keepers(finder, self.roles, count)
        # the event gets its own copy: the share's list is emptied as the keepers choose
        self._event({"type": "gold_drawn", "count": count, "keepers": order[:]})
        self.phase = GOLD
        self.share = [drawn, order]
        self._offer_gold()

    def _offer_gold(self) -> None:
        """Hand the share to the next keeper; a keeper with no real choice keeps at once."""
        remaining, order = self.share
        while order and len(set(remaining)) == 1:
            self._take_gold(order.pop(0), remaining[0])
        if order:
            self.to_move = order[0]
        else:
            self.share = None
            self._next_round()

    def _keep_gold(self, value: int) -> None:
        self._take_gold(self.share[1].pop(0), value)
        self._offer_gold()

    def _take_gold(self, seat: int, value: int) -> None:
        self.share[0].remove(value)
        self.gold[seat].append(value)
        self._event({"type": "keep_gold", "seat": seat}, seat, {"value": value})

    def _pay_saboteurs(self) -> None:
        saboteurs = [seat for seat in range(self.players) if self.roles[seat] == gold_rules.SABOTEUR]
        if not saboteurs:
            return
        amount = self.rules.saboteur_pay[len(saboteurs)]
        for seat in saboteurs:
            values = gold_rules.payment(self.gold_pile, amount)
            for value in values:
                # the highest such card in the pile, so the pile's order stays as dealt
                index = len(self.gold_pile) - 1 - self.gold_pile[::-1].index(value)
                del self.gold_pile[index]
                self.gold[seat].append(value)
            self._event({"type": "saboteur_paid", "seat": seat, "cards": len(values)}, seat, {"values": values})

    def _next_round(self) -> None:
        if self.round >= self.rules.rounds:
            self.phase = OVER
            self.to_move = None
            totals = self.gold_totals()
            self._event({"type": "game_end", "gold": totals, "winners": self.winners()})
            return
        self._start_round(self.round + 1, (self.last_seat + 1) % self.players)

    # -- results -----------------------------------------------------------------------------

    def gold_totals(self) -> list[int]:
        return [sum(cards) for cards in self.gold]

    def winners(self) -> list[int]:
        """Seats with the most gold once the game is over (ties share the win)."""
        if self.phase != OVER:
            return []
        totals = self.gold_totals()
        best = max(totals)
        return [seat for seat, total in enumerate(totals) if total == best]

    # -- events and views ------------------------------------------------------------------

    def _event(self, public: dict, seat: int | None = None, private: dict | None = None) -> None:
        self.events.append((public, seat, private))

    def log(self, seat: int | None = None) -> list[dict]:
        """What happened, as `seat` saw it (None: a spectator, who sees only public facts).

        Each event is a fresh dict: the public ones are shared by every seat's log, so a
        caller writing into its log must not reach the game or another seat's log.
        """
        return [dict(public, **private) if private and told == seat else dict(public) for public, told, private in self.events]

    def view(self, seat: int | None = None) -> dict:
        from .views import view

        return view(self, seat)

    def record(self) -> dict:
        from .record import record

        return record(self)

    def position(self) -> dict:
        from .position import position

        return position(self)


# How each kind of card action is carried out; each returns True when it finds the gold.
_DO = {
    "place": Game._do_place,
    "break": Game._do_break,
    "repair": Game._do_repair,
    "rockfall": Game._do_rockfall,
    "map": Game._do_map,
    "pass": Game._do_pass,
}


def json_copy(value):
    """A deep copy of JSON-like data (dicts, lists, scalars), for what callers get back."""
    if isinstance(value, dict):
        return {key: json_copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [json_copy(item) for item in value]
    return value


def _on_board(at: tuple[int, int]) -> bool:
    return -120 <= at[0] <= 120 and -120 <= at[1] <= 120
