"""Saboteur 2's resample: whole games consistent with one seat's view, the hidden facts
drawn at random (rules/saboteur2.md says what is hidden).

Hidden from the seat: others' hands, the draw pile, the 10 cards set aside for the round,
others' face-down discards (passes), others' roles among the 15 roles less its own (some
dealt, some dropped by swap hats, the rest undealt), unseen goals and others' nugget
totals. Positions cannot hold Saboteur 2's state yet, so the game is built directly: one
game per view with the public part laid out, then each sample is a cheap copy with the
hidden parts dealt again.

`priors` (a bot's beliefs) may bring `sample_saboteurs(rng)` (a bit mask of saboteur
seats), `gold_probabilities()` (slot -> P(gold)), `team_probabilities()` (seat -> P(blue)
for a gold-digger) and `known_roles()` (seat -> role, from inspection); without them
everything is uniform.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...grid import cell_of
from ...kernel.facedown import mark_seen
from ..base import resample as base
from ..base.resample import POSITION_SEED
from ...kernel.resample import deal_hidden_cards
from ...kernel.resample import round_log as this_round_log
from ..base.state import PART as BASE_PART
from ..base.state import Gold
from ..base.turn import TURNS
from .payout import BLUE, GREEN, SABOTEUR
from .state import PART, Table

if TYPE_CHECKING:
    from ...game import Game
    from ...ruleset import Ruleset

ACTION_EVENTS = (
    "place", "break", "repair", "rockfall", "map", "pass", "discard_two", "theft", "hands_off", "trap", "free",
    "inspect", "swap_hats", "swap_hands",
)


def estimated_nuggets(view: dict) -> list[int]:
    """Each seat's nuggets as far as the view tells: its own exactly; others' from the
    round payouts and thefts in view, kept consistent with whether they hold any."""
    totals = [0] * view["players"]
    for result in view["results"]:
        for seat, paid in enumerate(result.get("nuggets", [])):
            totals[seat] += paid
    for event in view.get("log") or []:
        if event["type"] == "steal":
            totals[event["seat"]] += 1
            totals[event["target"]] -= 1
    for entry in view["seats"]:
        seat = entry["seat"]
        if entry["nuggets"] is not None:
            totals[seat] = entry["nuggets"]
        elif not entry["has_gold"]:
            totals[seat] = 0
        else:
            totals[seat] = max(1, totals[seat])
    return totals


class Resampler(base.Resampler):
    """Base's goals drawn the same way; the rest of the state is Saboteur 2's."""

    def __init__(self, rules: Ruleset, view: dict, rng, priors=None):
        from ...game import Game

        if view["phase"] != "play":
            raise ValueError("Saboteur 2 is resampled on a turn, not in the " + view["phase"] + " phase")
        catalogue = rules.catalogue
        self.rules = rules
        self.priors = priors
        self.players = players = view["players"]
        self.seat = seat = view["seat"]
        self.role = view["role"]
        round_log = this_round_log(view)
        my_passes = [  # the seat's own face-down discards: its passes and discards of two (ruling 14)
            card for e in round_log or [] if e["type"] in ("pass", "discard_two") and e["seat"] == seat
            for card in e.get("cards", ())
        ] if base.passes_still_known(round_log) else []
        in_front = [entry["in_front"] for entry in view["seats"]]
        known = Counter(view["hand"]) + Counter(my_passes) + Counter(view["discards"]["face_up"])
        known += Counter(e["card"] for e in view["maze"] if catalogue.card(e["card"]).kind == "path")
        known += Counter(card for cards in in_front for card in cards)
        deck = Counter(catalogue.types[kind].id for kind in rules.deck)
        if known - deck:
            raise ValueError(f"the view accounts for cards the deck lacks: {dict(known - deck)}")
        self.pool = sorted(catalogue.index[card] for card in (deck - known).elements())
        self.others = [s for s in range(players) if s != seat]
        self.hand_sizes = [view["seats"][s]["hand_size"] for s in self.others]
        self.draw_count = view["draw_pile"]
        self.aside_count = view["saboteur2"]["set_aside"]
        self.hidden_discards = view["discards"]["face_down"] - len(my_passes)
        if len(self.pool) != sum(self.hand_sizes) + self.draw_count + self.aside_count + self.hidden_discards:
            raise ValueError("the unknown cards do not fill the hidden places")

        role_deck = rules.role_deck(players)
        self.role_pool = Counter(role_deck) - Counter([self.role])
        self.dropped_count = len(role_deck) - players - view["saboteur2"]["roles_left"]
        self.hidden_slots = [cell_of(*g["at"]) for g in view["goals"] if g["card"] is None]
        known_goals = {g["card"] for g in view["goals"] if g["card"] is not None}
        self.hidden_goal_cards = sorted(catalogue.index[goal] for goal in rules.goal_ids if goal not in known_goals)
        self.gold_card = catalogue.index[next(goal for goal in rules.goal_ids if catalogue.card(goal).treasure == "gold")]
        self.gold_beliefs = priors.gold_probabilities() if priors else {}
        self.team_beliefs = priors.team_probabilities() if priors else [0.5] * players
        self.known_roles = priors.known_roles() if priors else {}

        game = self.base = Game(rules, players, POSITION_SEED, dict(view["options"]))
        game.parts[BASE_PART] = Gold(players)  # no gold cards in Saboteur 2: base pays none
        game.round = view["round"]
        game.set_decisions([TURNS[seat]])
        game.first_seat = next((e["first"] for e in round_log or [] if e["type"] == "round_start"), seat)
        game.last_seat = next((e["seat"] for e in reversed(round_log or []) if e["type"] in ACTION_EVENTS), None)
        game.hands = [[] for _ in range(players)]
        game.hands[seat] = sorted(catalogue.index[card] for card in view["hand"])
        game.discards = [(catalogue.index[card], True) for card in view["discards"]["face_up"]]
        game.discards += [(catalogue.index[card], False) for card in my_passes]
        game.discards += [(self.pool[0], False)] * self.hidden_discards  # dealt by sample()
        self.discard_slots = range(len(game.discards) - self.hidden_discards, len(game.discards))
        game.set_broken([[catalogue.index[card] for card in cards if catalogue.card(card).effect == "break"] for cards in in_front])
        maze = game.maze
        for entry in view["maze"]:
            cell = cell_of(*entry["at"])
            if cell != rules.start_cell:
                maze.cards[cell] = catalogue.code(entry["card"], entry["turned"])
        for goal in view["goals"]:  # in the view's order; the unknown ones are dealt by sample()
            cell = cell_of(*goal["at"])
            game.goal_cards[cell] = catalogue.index[goal["card"]] if goal["card"] is not None else -1
            if goal["card"] is not None and not goal["face_up"]:  # seen with a map
                maze.hidden_goals[cell] = catalogue.index[goal["card"]]
            if goal["seen_by_you"]:
                mark_seen(game, seat, cell)
        game.results = [dict(result) for result in view["results"]]
        part = game.parts[PART] = Table(players)
        part.in_front = [[catalogue.index[card] for card in cards if catalogue.card(card).effect != "break"] for cards in in_front]
        part.thefts = list(view["saboteur2"]["thieves"])
        part.nuggets = estimated_nuggets(view)
        for module in rules.composition.modules[2:]:  # the optional modules' parts, as base's resample reads them
            if module.read_part and module.resample_part:
                module.read_part(game, module.resample_part(view, rng))
            elif module.new_part:
                game.parts[module.name] = module.new_part(game)
        self._deal(game, rng)
        maze.recompute()
        self.modules_again = base.modules_again(rules, view)
        # the face-down goals (a chest's black card lies face down too: treasure chests)
        assert sum(cell in game.goal_cards for cell in maze.hidden_goals) == sum(not g["face_up"] for g in view["goals"])
        assert sum(map(len, game.hands)) == sum(e["hand_size"] for e in view["seats"])
        assert len(game.roles) == players and game.roles[seat] == self.role

    def sample(self, rng) -> Game:
        """A copy of the base game with every hidden fact dealt again."""
        game = self.base.copy()
        self._deal(game, rng)
        for deal in self.modules_again:
            deal(game, rng)
        return game

    def _deal(self, game: Game, rng) -> None:
        part = game.parts[PART]
        part.aside = sorted(deal_hidden_cards(game, self.pool, rng, self.others, self.hand_sizes, self.draw_count, self.discard_slots))
        game.roles, part.dropped_roles, game.aside_roles = self._deal_roles(rng)
        for slot, card in self._goals(rng).items():
            game.goal_cards[slot] = card
            game.maze.hidden_goals[slot] = card

    def _deal_roles(self, rng) -> tuple[list[str], list[str], list[str]]:
        """Roles for the seats, the roles dropped by swap hats, and the undealt ones: known
        roles first, then the saboteurs the priors name, then the rest by team beliefs."""
        pool = self.role_pool.copy()
        roles: list[str | None] = [None] * self.players
        roles[self.seat] = self.role
        for seat, role in self.known_roles.items():
            if roles[seat] is None and pool[role] > 0:
                roles[seat] = role
                pool[role] -= 1
        saboteurs = self.priors.sample_saboteurs(rng) if self.priors else None
        for seat in self.others:
            if roles[seat] is not None:
                continue
            weights = {role: count * self._fit(seat, role, saboteurs) for role, count in pool.items() if count > 0}
            if sum(weights.values()) <= 0:  # the priors ask for more of a role than is left
                weights = {role: count for role, count in pool.items() if count > 0}
            role = rng.choices(list(weights), weights=list(weights.values()))[0]
            roles[seat] = role
            pool[role] -= 1
        rest = list(pool.elements())
        rng.shuffle(rest)
        return roles, rest[:self.dropped_count], sorted(rest[self.dropped_count:])

    def _fit(self, seat: int, role: str, saboteurs: int | None) -> float:
        """How much the priors favour `role` for `seat` (a factor on the role's count)."""
        if saboteurs is not None and (role == SABOTEUR) != bool(saboteurs >> seat & 1):
            return 0.0
        if role == BLUE:
            return 2 * self.team_beliefs[seat]
        if role == GREEN:
            return 2 * (1 - self.team_beliefs[seat])
        return 1.0
