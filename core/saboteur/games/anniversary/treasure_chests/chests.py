"""Opening the treasure chests and their ten effects (book 002, 'Coffres aux trésors',
'Déroulement du jeu' and 'Effets des cartes Coffre'; rules/anniversary.md rulings 1, 7, 9,
12, 15, 16, 17).

When a placement, a diversion or a flip first links the start to a face-down black card,
its player opens the chest (the link step of rank 0, before postcards and goals): the black
card turns face up, oriented to join the path, the chest is shown to all, acts at once and
is set aside. Two reached at once: the player chooses which first (`open_chest`). A chest
that asks a choice (the goal moved, peek, pickpocket, rummage) pushes its decision, which
stops the links (`facedown.resolve_links`); once taken, `facedown.resume_links` goes on with the links
left and ends the turn. Each chest decision's data starts with the draw that ends the turn
after it (0: what lies beneath goes on, a scout's second card), so a chest in any turn
ends it as that turn would have.

Draw changes (chests 3, 4, 6, 7, 9) wait for the end of the turn (ruling 7): the module's
`draw` hook applies them; chest 7's choice among 3 cards is pushed there, and its rule
moves play on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....actions import Action, make
from ....grid import STEP, cell_of, xy
from ....cards import E
from ....kernel.decisions import Decision
from ....kernel.facedown import forget, move_face_down, resume_links, turn_up
from ....kernel.turn import TURNS
from .. import purse
from ...base.state import PART as BASE
from ...saboteur2.state import PART as SABOTEUR2
from .state import chests

if TYPE_CHECKING:
    from ....game import Game

CHEST_RANK = 0  # ruling 9: chests, then postcards (1), then goals (2)
LOOKED_AT = 5  # rummage and bury: five cards (book)
PICKED_FROM = 3  # pick of three (book)

# decision kinds, each taking the action kind of the same name
OPEN_CHEST = "open_chest"  # at: which of the reached chests opens first
MOVE_GOAL = "move_goal"  # at: the face-down goal moved one cell east
PEEK = "peek"  # target: whose role the player looks at
PICKPOCKET = "pickpocket"  # target: whose hand the player takes a card from at the end of the turn
RUMMAGE = "rummage"  # card: the card kept among the top 5 of the shuffled discard
PICK_THREE = "pick_three"  # card: the card kept among the 3 drawn
CHEST_OPENED = "chest_opened"  # event: {"type", "seat", "at", "black", "turned", "chest"}
CHEST_EFFECT = "chest_effect"  # event: {"type", "seat", "chest", ...what it did}


def reached(game: Game) -> list[int]:
    """The face-down black cards a path linked to the start now touches."""
    frontier = game.maze.frontier
    return sorted(cell for cell in chests(game).face_down if cell in frontier)


def link_step(game: Game, seat: int) -> bool:
    """Open what the last change to the maze reached: the only chest at once, or ask which
    first when there are two or more (ruling 9). Chests never end the round."""
    cells = reached(game)
    if len(cells) > 1:
        game.push(Decision(OPEN_CHEST, seat, (1,)))
    elif cells:
        open_chest(game, seat, cells[0])
    return False


def open_chest(game: Game, seat: int, cell: int) -> None:
    """Turn the black card at `cell` face up to join the path (base.md ruling 1, as a goal),
    show its chest, set the chest aside and do what it says."""
    catalogue, part = game.rules.catalogue, chests(game)
    black, chest = part.face_down.pop(cell)
    turned = turn_up(game, cell, black)
    forget(game, cell)
    part.aside = sorted(part.aside + [chest])
    game.event({"type": CHEST_OPENED, "seat": seat, "at": list(xy(cell)), "black": catalogue.types[black].id,
                "turned": turned, "chest": catalogue.types[chest].id})
    EFFECTS[catalogue.types[chest].effect](game, seat)


# -- the ten effects (book 002, 'Effets des cartes Coffre') ------------------------------


def _tell(game: Game, seat: int, effect: str, private: dict | None = None, **public) -> None:
    game.event({"type": CHEST_EFFECT, "seat": seat, "chest": f"chest-{effect}", **public}, private)


def gold(game: Game, seat: int) -> None:
    """Chest 1: one nugget (ruling 1): base, a gold card showing one nugget from the gold
    pile, or a nugget when none is left; Saboteur 2 and the tournament, a nugget."""
    cards = game.parts[BASE].pile if SABOTEUR2 not in game.parts and not _tournament(game) else []
    if 1 not in cards:
        purse.gain(game, seat, 1, "chest-gold")
        return
    del cards[len(cards) - 1 - cards[::-1].index(1)]  # the topmost one-nugget card
    game.parts[BASE].held[seat].append(1)
    _tell(game, seat, "gold", round=game.round, gold_card=1)


def _tournament(game: Game) -> bool:
    return any(module.name == "tournament" for module in game.rules.composition.modules)


def gold_cards_by_round(game: Game) -> dict:
    """Round number -> the gold each seat took from chests as gold cards (base; the purse
    counts the nuggets), for the payouts by round."""
    rounds: dict = {}
    for public, _private in game.events:
        if public["type"] == CHEST_EFFECT and public.get("gold_card"):
            rounds.setdefault(public["round"], [0] * game.players)[public["seat"]] += public["gold_card"]
    return rounds


def sealed_maps(game: Game, seat: int) -> None:
    """Chest 2: from now on maps look only at chests (ruling 15); the card stays in view."""
    chests(game).sealed = True
    game.maze.aimed = {}  # the maps' targets change though the maze does not (a copy keeps its own table)
    _tell(game, seat, "sealed-maps")


def draw_change(effect: str):
    def held(game: Game, seat: int) -> None:
        chests(game).changes.append((effect,))
        _tell(game, seat, effect)
    return held


def goals_movable(game: Game) -> list[int]:
    """Face-down goals whose cell to the east is empty (ruling 12)."""
    maze = game.maze
    return [cell for cell in sorted(game.goal_cards) if cell in maze.hidden_goals
            and cell + STEP[E] not in maze.cards and cell + STEP[E] not in maze.hidden_goals]


def goal_moved(game: Game, seat: int) -> None:
    """Chest 5: the player moves a face-down goal of their choice one cell east, away from
    the start (ruling 12); none can move: no effect."""
    if goals_movable(game):
        game.push(Decision(MOVE_GOAL, seat, (1,)))
    else:
        _tell(game, seat, "goal-moved", moved=False)


def others(game: Game, seat: int) -> list[int]:
    return [other for other in range(game.players) if other != seat]


def ask_seat(kind: str):
    def ask(game: Game, seat: int) -> None:
        game.push(Decision(kind, seat, (1,)))
    return ask


def rummage(game: Game, seat: int) -> None:
    """Chest 9: shuffle the discard and keep 1 of its top 5 (fewer if it holds fewer), at
    once; one card fewer drawn at the end of the turn (ruling 7). An empty discard: no effect."""
    if not game.discards:
        _tell(game, seat, "rummage", kept=False)
        return
    game.chance(f"round{game.round}/rummage").shuffle(game.discards)
    types = game.rules.catalogue.types
    looked = [types[kind].id for kind, _ in reversed(game.discards[-LOOKED_AT:])]
    _tell(game, seat, "rummage", {seat: {"cards": looked}}, looked=len(looked))
    game.push(Decision(RUMMAGE, seat, (1,)))


def bury(game: Game, seat: int) -> None:
    """Chest 10: the top 5 cards of the draw pile go face down onto the discard."""
    pile = game.draw_pile
    buried = pile[len(pile) - min(LOOKED_AT, len(pile)):]
    del pile[len(pile) - len(buried):]
    game.discards += [(kind, False) for kind in reversed(buried)]
    _tell(game, seat, "bury", buried=len(buried))


EFFECTS = {
    "gold": gold,
    "sealed-maps": sealed_maps,
    "lost-draw": draw_change("lost-draw"),
    "extra-draw": draw_change("extra-draw"),
    "goal-moved": goal_moved,
    "pickpocket": ask_seat(PICKPOCKET),
    "pick-of-three": draw_change("pick-of-three"),
    "peek": ask_seat(PEEK),
    "rummage": rummage,
    "bury": bury,
}


# -- after a chest's choice ------------------------------------------------------------


class ChestChoice:
    """A choice a chest asks (at once, or chest 7's at the turn's end), taken by the action
    kind of its name; `field` is the action's field that names the choice."""

    in_private = False
    links_pending = True  # the postcards and goals the same change linked wait for it (facedown.links_pending)
    not_now = "no chest is being opened now"

    def __init__(self, kind: str, field: str):
        self.phase = kind
        self.action_kinds = (kind,)
        self.field = field

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        seat = decision.seat
        if self.phase == OPEN_CHEST:
            return [make(OPEN_CHEST, at=xy(cell)) for cell in reached(game)]
        if self.phase == MOVE_GOAL:
            return [make(MOVE_GOAL, at=xy(cell)) for cell in goals_movable(game)]
        if self.phase in (PEEK, PICKPOCKET):
            return [make(self.phase, target=other) for other in others(game, seat)]
        types = game.rules.catalogue.types
        cards = game.discards[-LOOKED_AT:] if self.phase == RUMMAGE else [(kind, False) for kind in chests(game).held]
        return [make(self.phase, card=types[kind].id) for kind in sorted({kind for kind, _ in cards})]

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        return action in self.legal_actions(game, decision)

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        if action.kind != self.phase:
            return f"seat {decision.seat} must now choose for the chest ({self.phase}), not {action.kind}"
        if action not in self.legal_actions(game, decision):
            value = getattr(action, self.field)
            return f"{self.field} {list(value) if isinstance(value, tuple) else value!r} is not a choice of {self.phase} now"
        return None

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        seat = decision.seat
        game.pop()
        below = game.decisions[-1]
        if self.phase == PICK_THREE:
            keep_one(game, seat, action, chests(game).held)
            chests(game).held = []
            game.replace_top(TURNS[game.rules.next_seat(game, seat)])  # the turn's end, the draw done
            return
        if self.phase == OPEN_CHEST:
            open_chest(game, seat, cell_of(*action.at))
        elif self.phase == MOVE_GOAL:
            old = cell_of(*action.at)
            move_face_down(game, old, old + STEP[E])
            _tell(game, seat, "goal-moved", moved=True, at=list(action.at), to=[action.at[0] + 1, action.at[1]])
        elif self.phase == PEEK:
            _tell(game, seat, "peek", {seat: {"role": game.roles[action.target]}}, target=action.target)
        elif self.phase == PICKPOCKET:
            chests(game).changes.append((PICKPOCKET, action.target))
            _tell(game, seat, "pickpocket", target=action.target)
        elif self.phase == RUMMAGE:
            top = [kind for kind, _ in game.discards[-LOOKED_AT:]]
            flags = [up for _, up in game.discards[-LOOKED_AT:]]
            del game.discards[-len(top):]
            at = len(top) - 1 - top[::-1].index(game.rules.catalogue.index[action.card])  # the topmost of its kind
            game.discards += [(kind, up) for index, (kind, up) in enumerate(zip(top, flags)) if index != at]
            game.hands[seat].append(top[at])
            game.hands[seat].sort()
            chests(game).changes.append((RUMMAGE,))
            game.event({"type": RUMMAGE, "seat": seat}, {seat: {"card": action.card}})
        if game.decisions[-1] is not below:  # the effect asks another choice: that one ends the turn as this would
            game.replace_top(game.decisions[-1]._replace(data=decision.data))
            return
        resume_links(game, seat, decision.data[0], action)


def keep_one(game: Game, seat: int, action: Action, cards: list[int]) -> None:
    """`seat` keeps the card `action` names among `cards`; the rest go face down on the discard."""
    kept = game.rules.catalogue.index[action.card]
    rest = cards[:]
    rest.remove(kept)
    game.hands[seat].append(kept)
    game.hands[seat].sort()
    game.discards += [(kind, False) for kind in rest]
    game.event({"type": PICK_THREE, "seat": seat}, {seat: {"card": action.card}})


DECISIONS = {
    OPEN_CHEST: ChestChoice(OPEN_CHEST, "at"),
    MOVE_GOAL: ChestChoice(MOVE_GOAL, "at"),
    PEEK: ChestChoice(PEEK, "target"),
    PICKPOCKET: ChestChoice(PICKPOCKET, "target"),
    RUMMAGE: ChestChoice(RUMMAGE, "card"),
    PICK_THREE: ChestChoice(PICK_THREE, "card"),
}
for _kind in (PEEK, PICKPOCKET):  # whose role or hand, the player alone knows while choosing
    DECISIONS[_kind].in_private = True
DECISIONS[PICK_THREE].not_now = "no chest's three cards are waiting to be chosen from"
DECISIONS[PICK_THREE].links_pending = False  # asked at the turn's end, the links all resolved


# -- the draw at the end of the turn (ruling 7) ------------------------------------------


def draw(game: Game, seat: int, action: Action, drawer: int, count: int) -> tuple[int, int]:
    """The chests' changes to the end-of-turn draw: lost draw -1, extra draw +1, rummage -1
    (its card taken already); pickpocket and pick of three each replace one card with their
    own: a card at random from the robbed hand, or 3 drawn to keep 1 (a choice pushed here,
    whose rule moves play on). From a short pile, what is left."""
    part = chests(game)
    if not part.changes:
        return drawer, count
    changes, part.changes = part.changes, []
    for change in changes:
        effect = change[0]
        if effect == "extra-draw":
            count += 1
            continue
        count -= 1
        if effect == PICKPOCKET:
            robbed = game.hands[change[1]]
            if robbed:
                taken = robbed.pop(game.chance(f"round{game.round}/pickpocket").randrange(len(robbed)))
                game.hands[seat].append(taken)
                game.hands[seat].sort()
                name = game.rules.catalogue.types[taken].id
                game.event({"type": "card_taken", "seat": seat, "from": change[1]},
                           {seat: {"card": name}, change[1]: {"card": name}})
        elif effect == "pick-of-three" and game.draw_pile:
            pile = game.draw_pile
            part.held = sorted(pile[len(pile) - min(PICKED_FROM, len(pile)):])
            del pile[len(pile) - len(part.held):]
            game.event({"type": "drew_three", "seat": seat, "count": len(part.held)},
                       {seat: {"cards": [game.rules.catalogue.types[k].id for k in part.held]}})
            game.push(Decision(PICK_THREE, seat))
    return drawer, max(count, 0)
