"""The Lost Mines' resample: games consistent with one seat's view, every hidden fact dealt
again (rules/lost-mines.md ruling 12 says what is hidden): the others' hands, the draw pile,
the face-down discards not the seat's own, the 10 cards set aside, the others' identities
(within their public clans, those the seat looked at kept), the face-down mines it has not
seen, and the treasure values it does not know. Built from the view alone, never from the
game: one game is laid out from the view (`base`), and each sample is a copy dealt again.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...kernel.decisions import Decision
from ...kernel.pieces import Piece, Pieces
from ...kernel.resample import deal_goals, deal_hidden_cards, draw_within_clans, lay_hands_and_discards, lay_table, round_log
from .moves import MOVE, TAKE_TREASURE
from .state import NAME, Mines
from ...kernel.vote import VOTE_END, asked_this_turn, vote_decisions

if TYPE_CHECKING:
    from ...game import Game
    from ...ruleset import Ruleset

SEED = "bot-determinization"
PLAYS = ("place", "tool_laid", "looked", "lay_trap", "lay_troll", "thunderstorm", "discard")


class Resampler:
    def __init__(self, rules: Ruleset, view: dict, rng, priors=None):
        from ...game import Game

        self.rules, self.seat, players = rules, view["seat"], view["players"]
        catalogue = rules.catalogue
        log = round_log(view) or []
        state = view["lost_mines"]
        game = self.base = Game(rules, players, SEED, dict(view["options"]))
        part = game.parts[NAME] = Mines(players)
        game.round = view["round"]
        game.first_seat = next((e["first"] for e in log if e["type"] == "round_start"), 0)
        game.last_seat = next((e["seat"] for e in reversed(log) if e["type"] in PLAYS), None)
        game.results = [dict(result) for result in view["results"]]
        # the deck cards: known (own hand, own discards, face up, in the maze, in front) and not
        mine_down = [card for e in log if e["type"] == "discard" and e["seat"] == self.seat for card in e.get("cards", ())]
        struck = [e["removed"] for e in log if e["type"] == "thunderstorm"]
        trolls = [["troll"] if seat["troll_card"] else [] for seat in view["seats"]]
        known = Counter(view["hand"]) + Counter(mine_down) + Counter(struck) + Counter(view["discards"]["face_up"])
        known += Counter(e["card"] for e in view["maze"] if catalogue.card(e["card"]).kind == "path")
        known += Counter(card for cards in trolls for card in cards)
        unknown = Counter(catalogue.types[kind].id for kind in rules.deck) - known
        self.pool = sorted(catalogue.index[card] for card in unknown.elements())
        self.others = [s for s in range(players) if s != self.seat]
        self.sizes = [view["seats"][s]["hand_size"] for s in self.others]
        self.pile = view["draw_pile"]
        hidden_down = view["discards"]["face_down"] - len(mine_down) - len(struck)
        self.aside = rules.data["set_aside"]
        if len(self.pool) != sum(self.sizes) + self.pile + hidden_down + self.aside:
            raise ValueError("the unknown cards do not fill the hidden places")
        self.down_slots = lay_hands_and_discards(game, view, mine_down + struck, hidden_down)  # dealt by sample()
        self.hidden_mines, self.mine_cards = lay_table(game, view)
        part.pieces = Pieces([Piece.from_json({k: v for k, v in p.items() if k != "clan"}) for p in view["pieces"]])
        part.dragon = state["dragon"]
        part.trolls = [[catalogue.index[c] for c in cards] for cards in trolls]
        part.traps_sprung = sum(1 for e in log if e["type"] == "trap_sprung" and e["took"])
        # roles: own, the looked-at ones, the others within their clans
        self.clans = [seat["clan"] for seat in view["seats"]]
        self.fixed = {self.seat: f"{view['clan']}-{view['role']}"}
        for e in log:
            if e["type"] == "looked" and e["seat"] == self.seat and "identity" in e:
                self.fixed[e["target"]] = f"{e['clan']}-{e['identity']}"
        # treasures: the types are public, the values known to this seat kept
        treasures = state["treasures"]
        self.types = [t["type"] for t in treasures]
        self.values = [t["value"] for t in treasures]
        part.taken = [t["taken_by"] for t in treasures]
        part.known = [(1 << self.seat) if t["value"] is not None else 0 for t in treasures]
        game.set_decisions(self._decisions(view, log))
        part.proposed = asked_this_turn(log, PLAYS)
        self.sample_into(game, rng)

    def _decisions(self, view: dict, log: list[dict]) -> list[Decision]:
        """The turn of the seat to move, with what it is deciding above it."""
        if view["phase"] == "over":
            return []
        state, mover = view["lost_mines"], view["to_move"]
        last = next((e for e in reversed(log) if e["type"] in PLAYS), None)
        draw = last.get("count", 1) if last else 1
        if view["phase"] == MOVE:
            return [Decision("turn", mover), Decision(MOVE, mover, (draw, state["steps_left"], state["campfire_bonus"]))]
        if view["phase"] == TAKE_TREASURE:
            return [Decision("turn", mover), Decision(TAKE_TREASURE, mover, (draw,))]
        if view["phase"] == VOTE_END:
            return vote_decisions(state["vote"], mover, view["players"])
        return [Decision("turn", mover)]

    def sample_into(self, game: Game, rng) -> None:
        rules, part = self.rules, game.parts[NAME]
        part.aside = sorted(deal_hidden_cards(game, self.pool, rng, self.others, self.sizes, self.pile, self.down_slots))
        # identities within each public clan
        deck = Counter(rules.role_deck(game.players)) - Counter(self.fixed.values())
        game.roles = draw_within_clans(self.clans, self.fixed, deck, rng)
        game.aside_roles = sorted(deck.elements())
        deal_goals(game, self.hidden_mines, self.mine_cards, rng)
        # treasure values not known
        every = Counter((kind, value) for kind, values in rules.data["treasures"].items() for value in values)
        left = every - Counter((kind, value) for kind, value in zip(self.types, self.values) if value is not None)
        row = []
        for kind, value in zip(self.types, self.values):
            if value is None:
                choices = sorted(v for k, v in left.elements() if k == kind)
                value = rng.choice(choices)
                left[(kind, value)] -= 1
            row.append((kind, value))
        part.row, part.unused = row, sorted(left.elements())
        game.legal_cache = None

    def sample(self, rng) -> Game:
        game = self.base.copy()
        self.sample_into(game, rng)
        return game
