"""La mine se rebelle's resample: games consistent with one seat's view, every hidden fact
dealt again (rules/dark-cave.md ruling 16 says what is hidden): the others' hands, the draw
pile and the cards set aside (each within its group, whose numeral the backs show: the pile
holds the view's `pile_groups`, the cards set aside 5 of each), the face-down discards not
the seat's own, the fronts of the clan cards the seat has not seen (within their public
clans, among the cards a game of this size uses), the clan cards set aside (unless the seat
left the mine first and saw them) and the face-down goals it has not seen. What the seat
surely knows stays: the card a bridge or rat took from it (in the discard), and after an
exchange it took part in, the hand it gave (`known_hands`). Built from the
view alone, never from the game: one game is laid out from the view (`base`), and each
sample is a copy dealt again.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...cards import SIDE_LETTERS
from ...grid import cell_of
from ...kernel.decisions import Decision
from ...kernel.pieces import Piece, Pieces, side_key
from ...kernel.resample import deal_goals, draw_within_clans, lay_hands_and_discards, lay_table
from ...kernel.vote import VOTE_END, asked_this_turn, vote_decisions
from .creatures import CREATURE, REPEL
from .moves import MOVE
from .setup import prepared_clans
from .state import NAME, WEB, Cave

if TYPE_CHECKING:
    from ...game import Game
    from ...ruleset import Ruleset

SEED = "bot-determinization"
PLAYS = ("place", "discard", "looked", "cave_in", "exchange", "web_laid", "equip", "summoned")


def known_hands(seat: int, log: list[dict], sizes: dict[int, int]) -> dict[int, Counter]:
    """The cards `seat` surely knows in other hands: after an exchange it took part in, the
    other seat holds the hand it gave (ruling 11). The knowledge follows that hand through
    later exchanges, loses each card its holder plays face up, and ends when its holder
    discards face down or loses a card at random (unknown which); draws only add cards."""
    known: dict[int, Counter] = {}
    for e in log:
        kind, actor = e["type"], e.get("seat")
        if kind == "exchange":
            if actor in known:
                _played(known[actor], e["card"])
            if "given" in e and seat in (actor, e["target"]):
                other = e["target"] if actor == seat else actor
                known.pop(seat, None)
                known[other] = Counter(e["given"])
            else:
                mine, theirs = known.pop(actor, None), known.pop(e["target"], None)
                if mine is not None:
                    known[e["target"]] = mine
                if theirs is not None:
                    known[actor] = theirs
        elif kind in ("discard",) or kind == "lost_card" and e["took"]:
            known.pop(actor, None)
        elif kind in PLAYS and actor in known and "card" in e:
            _played(known[actor], e["card"])
    return {other: cards for other, cards in known.items() if cards and sum(cards.values()) <= sizes[other]}


def _played(cards: Counter, card: str) -> None:
    if cards[card] > 0:
        cards[card] -= 1
        if not cards[card]:
            del cards[card]


class Resampler:
    def __init__(self, rules: Ruleset, view: dict, rng, priors=None):
        from ...game import Game

        self.rules, self.seat, players = rules, view["seat"], view["players"]
        catalogue = rules.catalogue
        log = view.get("log") or []
        state = view["dark_cave"]
        game = self.base = Game(rules, players, SEED, dict(view["options"]))
        part = game.parts[NAME] = Cave(players)
        game.round = 1
        game.first_seat = next((e["first"] for e in log if e["type"] == "round_start"), 0)
        last = next((e for e in reversed(log) if e["type"] in PLAYS), None)
        game.last_seat = last["seat"] if last else None
        game.results = [dict(result) for result in view["results"]]
        # the deck cards: known (own hand, own discards, face up, in the maze, in front) and not
        mine_down = [card for e in log if e["type"] == "discard" and e["seat"] == self.seat for card in e.get("cards", ())]
        mine_down += [e["card"] for e in log if e["type"] == "lost_card" and e["seat"] == self.seat and "card" in e]
        front = [seat["in_front"] for seat in view["seats"]]
        known = Counter(view["hand"]) + Counter(mine_down) + Counter(view["discards"]["face_up"])
        known += Counter(e["card"] for e in view["maze"] if catalogue.card(e["card"]).kind == "path")
        known += Counter(card for cards in front for card in cards)
        unknown = Counter(catalogue.types[kind].id for kind in rules.deck) - known
        self.known = known_hands(self.seat, log, {s: seat["hand_size"] for s, seat in enumerate(view["seats"])})
        if sum(self.known.values(), Counter()) - unknown:  # not all among the unknown: trust none
            self.known = {}
        unknown -= sum(self.known.values(), Counter())
        pool = sorted(catalogue.index[card] for card in unknown.elements())
        self.by_group = {group: [card for card in pool if catalogue.types[card].group == group] for group in (1, 2, 3)}
        self.pile_groups = state["pile_groups"]
        self.others = [s for s in range(players) if s != self.seat]
        self.sizes = [view["seats"][s]["hand_size"] for s in self.others]
        hidden_down = view["discards"]["face_down"] - len(mine_down)
        self.aside = rules.data["set_aside"]
        known_count = sum(sum(cards.values()) for cards in self.known.values())
        if len(pool) + known_count != sum(self.sizes) + view["draw_pile"] + hidden_down + 3 * self.aside:
            raise ValueError("the unknown cards do not fill the hidden places")
        self.down_slots = lay_hands_and_discards(game, view, mine_down, hidden_down)  # dealt by sample()
        self.hidden_goals, self.goal_cards = lay_table(game, view)
        pieces = Pieces()
        for entry in view["pieces"]:
            piece = Piece.from_json({k: v for k, v in entry.items() if k in ("kind", "on", "at", "place", "side", "seat")})
            pieces.add(piece)
            if piece.kind == WEB:
                part.webs[side_key(cell_of(*entry["at"]), SIDE_LETTERS[entry["side"]])] = (
                    catalogue.index[entry["card"]], entry["count"])
        part.pieces = pieces
        seats = view["seats"]
        part.nuggets = [seat["nuggets"] for seat in seats]
        part.front = [[catalogue.index[c] for c in cards] for cards in front]
        part.exits = list(state["exits"])
        part.revealed = sum(1 << s for s, seat in enumerate(seats) if seat["revealed"])
        part.paralysed = sum(1 << s for s, seat in enumerate(seats) if seat["paralysed"])
        part.losses = sum(1 for e in log if e["type"] == "lost_card" and e["took"])
        # clan cards: own, the shown and looked-at ones fixed; the others within their clans
        self.clans = [seat["clan"] for seat in seats]
        self.fixed = {s: f"{seat['clan']}-{seat['role']}" for s, seat in enumerate(seats) if seat["role"] is not None}
        for e in log:
            if e["type"] == "looked" and e["seat"] == self.seat and "role" in e:
                self.fixed[e["target"]] = f"{e['clan']}-{e['role']}"
        self.seen_aside = state["set_aside_clans"]
        game.set_decisions(self._decisions(view, log))
        if game.decisions and game.decisions[-1].kind != "turn" and last is not None and last["type"] == "exchange":
            part.drawer = last["target"]
        part.proposed = asked_this_turn(log, PLAYS)
        self.sample_into(game, rng)

    def _decisions(self, view: dict, log: list[dict]) -> list[Decision]:
        """The turn of the active seat, with what is being decided above it."""
        if view["phase"] == "over":
            return []
        state, mover = view["dark_cave"], view["to_move"]
        last = next((e for e in reversed(log) if e["type"] in PLAYS), None)
        draw = last.get("count", 1) if last and last["type"] == "discard" else 1
        if view["phase"] == MOVE:
            return [Decision("turn", mover), Decision(MOVE, mover, (draw, state["steps_left"]))]
        if view["phase"] == CREATURE:
            return [Decision("turn", mover), Decision(CREATURE, mover, (draw, state["steps_left"], state["moving"]))]
        if view["phase"] == REPEL:
            attack = state["attack"]
            active, victims = attack["active"], attack["victims"]
            front = [seat["in_front"] for seat in view["seats"]]
            later = victims[victims.index(mover) + 1:]
            waiting = tuple(s for s in later if any(self.rules.catalogue.card(c).tools == ("axe",) for c in front[s]))
            came = next(e["type"] for e in reversed(log) if e["type"] in ("moved", "creature_moved"))
            then = "move" if came == "creature_moved" else "end"
            return [Decision("turn", active), Decision(REPEL, mover, (active, draw, attack["creature"], tuple(victims),
                                                                      waiting, then, tuple(attack["queued"])))]
        if view["phase"] == VOTE_END:
            return vote_decisions(state["vote"], mover, view["players"])
        return [Decision("turn", mover)]

    def _used_clan_cards(self, players: int) -> Counter:
        """The clan cards dealt in a game of this size (book 000 'Préparation' 3): the data's
        table, the one clan of a 3 or 4 player game read from the public backs, less the
        undealt ones the first out saw set aside."""
        drawn = self.clans[0] if players in (3, 4) else None
        prepared = Counter(prepared_clans(self.rules, players, drawn))
        return prepared - Counter(self.seen_aside) if self.seen_aside is not None else prepared

    def sample_into(self, game: Game, rng) -> None:
        part = game.parts[NAME]
        pools = {group: cards[:] for group, cards in self.by_group.items()}
        for cards in pools.values():
            rng.shuffle(cards)
        pile = []
        for group in (3, 2, 1):  # III at the bottom, I on top (top card last)
            pile += [pools[group].pop() for _ in range(self.pile_groups[group - 1])]
        game.draw_pile = pile
        part.aside = sorted(pools[group].pop() for group in (1, 2, 3) for _ in range(self.aside))
        rest = pools[1] + pools[2] + pools[3]
        rng.shuffle(rest)
        start = 0
        index = self.rules.catalogue.index
        for seat, size in zip(self.others, self.sizes):
            sure = [index[card] for card in self.known.get(seat, Counter()).elements()]
            game.hands[seat] = sorted(sure + rest[start:start + size - len(sure)])
            start += size - len(sure)
        for slot in self.down_slots:
            game.discards[slot] = (rest[start], False)
            start += 1
        # clan cards within each public clan, among those this game size uses
        used = self._used_clan_cards(game.players) - Counter(self.fixed.values())
        roles = game.roles = draw_within_clans(self.clans, self.fixed, used, rng, missing=lambda clan: f"{clan}-loyal")
        game.aside_roles = sorted((Counter(self.rules.role_deck(game.players)) - Counter(roles)).elements())
        deal_goals(game, self.hidden_goals, self.goal_cards, rng)
        game.legal_cache = None

    def sample(self, rng) -> Game:
        game = self.base.copy()
        self.sample_into(game, rng)
        return game

