"""Base Saboteur's resample: whole games consistent with one seat's view, the hidden
facts drawn at random (rules/base.md ruling 6 says what is hidden).

The view fixes everything public plus the seat's own secrets. What it leaves open
(others' hands, the draw pile, others' face-down discards, roles, face-down goals the
seat has not seen, others' gold values) is drawn at random: cards uniformly from those
not accounted for, roles and the gold goal from `priors` when given (a bot's beliefs:
`sample_saboteurs(rng)` and `gold_probabilities()`), else uniformly. One position is
built and checked by `saboteur.from_position` per view; each sample is then a cheap
`Game.copy()` with the hidden fields dealt again, because loading a position costs
about a hundred rollouts' worth of time.
"""

from __future__ import annotations

from collections import Counter

from typing import TYPE_CHECKING

from .gold import GOLD_DIGGER, SABOTEUR
from .position import version_1_as_2
from ...grid import cell_of
from ...kernel.resample import deal_hidden_cards, round_log

if TYPE_CHECKING:
    from ...game import Game
    from ...ruleset import Ruleset

POSITION_SEED = "bot-determinization"  # rollouts stop at the round's end: later deals never matter
ACTION_EVENTS = ("place", "break", "repair", "rockfall", "map", "pass")


class Resampler:
    def __init__(self, rules: Ruleset, view: dict, rng, priors=None):
        from ...position import from_position

        self.rules = rules
        self.priors = priors
        self.players = view["players"]
        self.seat = view["seat"]
        self.role = view["role"]
        # dwarf cards besides the two teams' (a greedy dwarf): the beliefs sample saboteurs only
        self.other_roles = bool(set(rules.role_deck(self.players)) - {SABOTEUR, GOLD_DIGGER})
        catalogue = rules.catalogue
        this_round = round_log(view)
        my_passes = [e["card"] for e in this_round or [] if e["type"] == "pass" and e["seat"] == self.seat and "card" in e]
        my_passes = my_passes if passes_still_known(this_round) else []
        known = Counter(view["hand"]) + Counter(my_passes) + Counter(view["discards"]["face_up"])
        known += Counter(e["card"] for e in view["maze"] if catalogue.card(e["card"]).kind == "path")
        known += Counter(f"break-{tool}" for seat in view["seats"] for tool in seat["broken"])
        deck = Counter(catalogue.types[kind].id for kind in rules.deck)
        if known - deck:
            raise ValueError(f"the view accounts for cards the deck lacks: {dict(known - deck)}")
        self.pool = sorted(catalogue.index[card] for card in (deck - known).elements())
        self.others = [s for s in range(view["players"]) if s != self.seat]
        self.hand_sizes = [view["seats"][s]["hand_size"] for s in self.others]
        hidden_discards = view["discards"]["face_down"] - len(my_passes)
        if len(self.pool) != sum(self.hand_sizes) + view["draw_pile"] + hidden_discards:
            raise ValueError("the unknown cards do not fill the hidden places")
        self.draw_count = view["draw_pile"]
        self.hidden_slots = [cell_of(*g["at"]) for g in view["goals"] if g["card"] is None]
        self.gold_beliefs = priors.gold_probabilities() if priors else {}
        known_goals = {g["card"] for g in view["goals"] if g["card"] is not None}
        self.hidden_goal_cards = sorted(catalogue.index[goal] for goal in rules.goal_ids if goal not in known_goals)
        self.gold_card = catalogue.index[next(goal for goal in rules.goal_ids if catalogue.card(goal).treasure == "gold")]
        self.base = from_position(self._with_modules(self._position(view, this_round, my_passes, hidden_discards, rng), view, rng))
        self.modules_again = modules_again(rules, view)
        # where the sampled cards go in the base game's discards (the face-down ones not mine)
        self.discard_slots = [i for i, (_, face_up) in enumerate(self.base.discards) if not face_up][len(my_passes):]

    def _position(self, view: dict, round_log, my_passes: list[str], hidden_discards: int, rng) -> dict:
        types = self.rules.catalogue.types
        cards = [types[kind].id for kind in self.pool]
        rng.shuffle(cards)
        hands = []
        for seat in range(view["players"]):
            if seat == self.seat:
                hands.append(list(view["hand"]))
            else:
                size = view["seats"][seat]["hand_size"]
                hands.append(cards[:size])
                cards = cards[size:]
        draw_pile, face_down = cards[: self.draw_count], cards[self.draw_count:]
        assert len(face_down) == hidden_discards
        discards = [{"card": c, "face_up": True} for c in view["discards"]["face_up"]]
        discards += [{"card": c, "face_up": False} for c in my_passes + face_down]
        roles, aside = self._roles(rng)
        goals = self._goals(rng)
        first = next((e["first"] for e in round_log or [] if e["type"] == "round_start"), view["to_move"])
        last = next((e["seat"] for e in reversed(round_log or []) if e["type"] in ACTION_EVENTS), None)
        return {
            "format": "saboteur-position", "version": 1, "ruleset": view["ruleset"], "options": view["options"],
            "players": view["players"], "seed": POSITION_SEED, "round": view["round"], "phase": "play",
            "to_move": self.seat, "first_seat": first, "last_seat": last, "roles": roles, "aside_roles": aside,
            "hands": hands, "draw_pile": draw_pile, "discards": discards,
            "broken": [[f"break-{tool}" for tool in seat["broken"]] for seat in view["seats"]],
            "maze": view["maze"],
            "goals": [
                {"at": g["at"], "card": g["card"] or types[goals[cell_of(*g["at"])]].id, "seen_by": [self.seat] if g["seen_by_you"] else []}
                for g in view["goals"]
            ],
            **self._gold(view, rng),
            "gold_share": None, "results": view["results"],
        }

    def _with_modules(self, data: dict, view: dict, rng) -> dict:
        """The version 1 position `data`, with the parts of the optional modules added (each
        module's `resample_part`), so that the sample plays by the same rules."""
        modules = self.rules.composition.modules
        if len(modules) == 1:
            return data
        data = version_1_as_2(data)
        data["modules"] = [module.name for module in modules]
        for module in modules[1:]:
            if module.read_part:
                data[module.name] = module.resample_part(view, rng)
        return data

    def _roles(self, rng) -> tuple[list[str], list[str]]:
        players = self.players
        if self.priors:
            saboteurs = self.priors.sample_saboteurs(rng)
            roles = [SABOTEUR if saboteurs >> seat & 1 else GOLD_DIGGER for seat in range(players)]
            if self.other_roles:
                roles = self._other_roles(roles, rng)
        else:  # the seat's own role, the others dealt from the rest of the dwarf cards
            rest = list((Counter(self.rules.role_deck(players)) - Counter([self.role])).elements())
            rng.shuffle(rest)
            roles = rest[:self.seat] + [self.role] + rest[self.seat:players - 1]
        aside = Counter(self.rules.role_deck(players)) - Counter(roles)
        return roles, sorted(aside.elements())

    def _other_roles(self, roles: list[str], rng) -> list[str]:
        """The seats the beliefs left as not saboteurs, dealt the other dwarf cards of the
        deck (a greedy dwarf among the gold-diggers, anniversary ruling 2) with this seat's
        own role kept."""
        rest = Counter(self.rules.role_deck(self.players)) - Counter([self.role]) - Counter(role for role in roles if role == SABOTEUR)
        cards = [role for role in rest.elements() if role != SABOTEUR]
        rng.shuffle(cards)
        others = iter(cards)
        return [self.role if seat == self.seat else role if role == SABOTEUR else next(others) for seat, role in enumerate(roles)]

    def _goals(self, rng) -> dict[int, int]:
        """A goal card for each face-down slot this seat has not seen."""
        slots = self.hidden_slots
        if not slots:
            return {}
        cards = list(self.hidden_goal_cards)
        rng.shuffle(cards)
        if self.gold_card in cards:
            weights = [self.gold_beliefs.get(slot, 0.0) for slot in slots]
            gold_slot = rng.choices(slots, weights=weights)[0] if sum(weights) > 0 else rng.choice(slots)
            cards.remove(self.gold_card)
            cards.insert(slots.index(gold_slot), self.gold_card)
        return dict(zip(slots, cards))

    def _gold(self, view: dict, rng) -> dict:
        mine = view["seats"][self.seat]["gold"] or []
        values = list((Counter(self.rules.gold_values) - Counter(mine)).elements())
        rng.shuffle(values)
        gold = []
        for seat in view["seats"]:
            if seat["seat"] == self.seat:
                gold.append(list(mine))
            else:
                gold.append(values[: seat["gold_cards"]])
                values = values[seat["gold_cards"]:]
        return {"gold": gold, "gold_pile": values}

    def sample(self, rng) -> Game:
        """A copy of the base game with every hidden fact dealt again."""
        game = self.base.copy()
        deal_hidden_cards(game, self.pool, rng, self.others, self.hand_sizes, self.draw_count, self.discard_slots)
        roles, aside = self._roles(rng)
        game.roles, game.aside_roles = roles, aside
        for slot, card in self._goals(rng).items():
            game.goal_cards[slot] = card
            game.maze.hidden_goals[slot] = card
        for deal in self.modules_again:
            deal(game, rng)
        return game


def modules_again(rules: Ruleset, view: dict) -> list:
    """The optional modules' deals of their unknown facts, for each sample (`Module.resample_again`)."""
    deals = (module.resample_again(view) for module in rules.composition.modules if module.resample_again)
    return [deal for deal in deals if deal is not None]


# Events of cards taken back out of the discard this round (anniversary modules: the card
# a forgotten treasure keeps, a chest's rummage): after one, the seat no longer knows which
# of its own face-down passes still lie there.
FROM_THE_DISCARD = frozenset(("keep_discard", "rummage"))


def passes_still_known(round_log: list[dict] | None) -> bool:
    """Whether the seat's own passes this round are surely still in the discard."""
    return not any(event["type"] in FROM_THE_DISCARD for event in round_log or ())

