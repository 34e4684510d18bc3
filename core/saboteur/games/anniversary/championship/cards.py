"""The championship action cards played in a turn (book 002, 'Championnats du monde de
Saboteur 2016-2023'; rules/anniversary.md rulings 4 to 8). Master craftsman is data only:
a repair card naming the three tools, played by the game's own repair handler."""

from __future__ import annotations

from functools import partial

from typing import TYPE_CHECKING

from ....actions import Action, make
from ....kernel.decisions import Decision
from ....kernel.handlers import Condition, Handler
from ....maze import cell_of, xy
from ....kernel.facedown import forget, resolve_links
from ....kernel.laying import lay_at, lay_refused
from ...base.cards import off_board
from ...saboteur2.cards import placements
from .state import last_laid, laid

if TYPE_CHECKING:
    from ....game import Game

KEEP_DISCARD = "keep_discard"
SCOUT_PLACE = "scout_place"
LOOKED_AT = 5  # forgotten treasure: the top cards of the discard pile looked at (book)


# -- reverse (ruling 4) -----------------------------------------------------------------


class Reverse(Handler):
    kind = "reverse"

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        return [make("reverse", card=game.rules.catalogue.types[card].id)]

    def allows(self, game: Game, seat: int, card: int, action: Action) -> bool:
        return True

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        game.reversed_order = not game.reversed_order
        game.discards.append((card, True))
        game.event({"type": "reverse", "seat": seat, "card": action.card, "clockwise": not game.reversed_order})
        return False


# -- goal swap (ruling 8) ----------------------------------------------------------------


def _off_board(game: Game, seat: int, card: int, action: Action) -> str | None:
    """Both goals' spaces on the board (named so that its refusal's code is base's `off_board`)."""
    return off_board(game, seat, card, action) or off_board(game, seat, card, action._replace(at=action.to))


def _not_face_down_goal(game: Game, seat: int, card: int, action: Action) -> str | None:
    for at in (action.at, action.to):
        if cell_of(*at) not in game.maze.hidden_goals or cell_of(*at) not in game.goal_cards:
            return f"there is no face-down goal card at {list(at)}"
    return None


def _same_goal(game: Game, seat: int, card: int, action: Action) -> str | None:
    if action.at == action.to:
        return "a goal swap takes two different goal cards"
    if cell_of(*action.at) > cell_of(*action.to):  # one way to name a pair, as the list does
        return f"name the two goals in board order: {list(action.to)} first, then {list(action.at)}"
    return None


def _not_yes_or_no(game: Game, seat: int, card: int, action: Action) -> str | None:
    if action.value not in (0, 1):
        return f"a goal swap's value says whether the goals are swapped: 1 or 0, not {action.value!r}"
    return None


class GoalSwap(Handler):
    """Take two face-down goals unseen and swap them or not (`value` 1 or 0): a choice
    only the player knows. What anyone had seen of those two goals by map is no longer
    sure, so it is forgotten, the player's own knowledge too."""

    kind = "goal_swap"
    conditions = (
        Condition("the spaces are on the board", _off_board),
        Condition("two different goals, in board order", _same_goal),
        Condition("both goals lie face down", _not_face_down_goal),
        Condition("swapped or not: 1 or 0", _not_yes_or_no),
    )

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        card_id = game.rules.catalogue.types[card].id
        cells = sorted(cell for cell in game.maze.hidden_goals if cell in game.goal_cards)  # goals, not chests
        return [
            make("goal_swap", card=card_id, at=xy(first), to=xy(second), value=swap)
            for index, first in enumerate(cells) for second in cells[index + 1:] for swap in (0, 1)
        ]

    def allows(self, game: Game, seat: int, card: int, action: Action) -> bool:
        return self.refusal(game, seat, card, action) is None

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        first, second = cell_of(*action.at), cell_of(*action.to)
        if action.value:
            goals, hidden = game.goal_cards, game.maze.hidden_goals
            goals[first], goals[second] = goals[second], goals[first]
            hidden[first], hidden[second] = hidden[second], hidden[first]
        forget(game, first, second)
        game.discards.append((card, True))
        game.event(
            {"type": "goal_swap", "seat": seat, "card": action.card, "at": list(action.at), "to": list(action.to)},
            {seat: {"swapped": bool(action.value)}},
        )
        return False


# -- forgotten treasure (ruling 7) ----------------------------------------------------------


def _empty_discard(game: Game, seat: int, card: int, action: Action) -> str | None:
    if not game.discards:
        return "the discard pile is empty"
    return None


class ForgottenTreasure(Handler):
    """Instead of the end-of-turn draw, look at the top 5 discards (fewer if the pile holds
    fewer), face up or down alike, and keep one: the card pushes that choice, which ends
    the turn without a draw; the card itself goes to the discard after the choice."""

    kind = "forgotten_treasure"
    conditions = (Condition("the discard pile holds a card", _empty_discard),)

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        return [make("forgotten_treasure", card=game.rules.catalogue.types[card].id)] if game.discards else []

    def allows(self, game: Game, seat: int, card: int, action: Action) -> bool:
        return bool(game.discards)

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        types = game.rules.catalogue.types
        looked = [types[kind].id for kind, _ in game.discards[-LOOKED_AT:]]
        game.event(
            {"type": "forgotten_treasure", "seat": seat, "card": action.card, "looked": len(looked)},
            {seat: {"cards": looked[::-1]}},  # top first
        )
        game.push(Decision(KEEP_DISCARD, seat, (card,)))
        return False


class KeepDiscard:
    """The forgotten treasure's choice: one of the top 5 discards to the hand; the others
    go back face down (book), so nobody else learns which was kept."""

    phase = KEEP_DISCARD
    action_kinds = (KEEP_DISCARD,)
    not_now = "no forgotten treasure is being looked through now"

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        types = game.rules.catalogue.types
        return [make(KEEP_DISCARD, card=types[kind].id) for kind in sorted({kind for kind, _ in game.discards[-LOOKED_AT:]})]

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        return action in self.legal_actions(game, decision)

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        if action.kind != KEEP_DISCARD:
            return f"seat {decision.seat} must now keep a card of the discard pile, not {action.kind}"
        if action not in self.legal_actions(game, decision):
            return f"there is no {action.card!r} among the top {LOOKED_AT} cards of the discard pile"
        return None

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        from ....kernel.turn import end_turn

        seat, (treasure,) = decision.seat, decision.data
        kept = game.rules.catalogue.index[action.card]
        top = [kind for kind, _ in game.discards[-LOOKED_AT:]]
        del game.discards[-len(top):]
        top.reverse()  # top first: the topmost card of the kind chosen is kept
        top.remove(kept)
        top.reverse()
        game.discards += [(kind, False) for kind in top] + [(treasure, True)]
        game.hands[seat].append(kept)
        game.hands[seat].sort()
        game.event({"type": KEEP_DISCARD, "seat": seat}, {seat: {"card": action.card}})
        game.pop()
        end_turn(game, seat, action, 0)  # the kept card replaces the draw


# -- scout (ruling 5) ----------------------------------------------------------------------


def _lay_refused(game: Game, seat: int, card: int, action: Action) -> str | None:
    """A cell a module closes to cards now (right of way: a toll nobody paid this turn) is
    closed to a scout's card and to the moved card too."""
    return lay_refused(game, seat, card, action)


def _place_actions(game: Game, seat: int) -> list[Action]:
    """The placements of every path card `seat` holds, by the place handler (its gates)."""
    rules = game.rules
    handler, use = rules.handlers["place"], rules.catalogue.use
    actions: list[Action] = []
    for card in sorted(set(game.hands[seat])):
        if use[card] == "place":
            actions += [a for a in handler.card_actions(game, seat, card) if _lay_refused(game, seat, card, a) is None]
    return actions


def _second_follows(game: Game, seat: int, first: Action) -> bool:
    """Whether after laying `first`, another path card in hand can be laid too (or the
    first card ends the round, leaving the second in hand)."""
    trial = game.copy()
    card = trial.rules.catalogue.index[first.card]
    trial.hands[seat].remove(card)
    if trial.rules.handlers["place"].apply(trial, seat, card, first):
        return True
    return bool(_place_actions(trial, seat))


def _scout_openings(game: Game, seat: int) -> list[Action]:
    """First placements of a scout that leave a second one possible."""
    return [action for action in _place_actions(game, seat) if _second_follows(game, seat, action)]


def _no_two_placements(game: Game, seat: int, card: int, action: Action) -> str | None:
    if not game.rules.may_place(game, seat):
        return f"seat {seat} may not place path cards now, and a scout lays two"
    use = game.rules.catalogue.use
    if sum(use[card] == "place" for card in game.hands[seat]) < 2 or not any(_second_follows(game, seat, first) for first in _place_actions(game, seat)):
        return f"seat {seat} holds no two path cards that can be laid one after the other"
    return None


class Scout(Handler):
    """Play it, then two path cards one after the other (each a `place` of its own, with
    its own triggers), then draw 2 (book)."""

    kind = "scout"
    conditions = (Condition("the player can lay two path cards, one after the other", _no_two_placements),)

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        if _no_two_placements(game, seat, card, None) is not None:
            return []
        return [make("scout", card=game.rules.catalogue.types[card].id)]

    def allows(self, game: Game, seat: int, card: int, action: Action) -> bool:
        return _no_two_placements(game, seat, card, action) is None

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        game.discards.append((card, True))
        game.event({"type": "scout", "seat": seat, "card": action.card})
        game.push(Decision(SCOUT_PLACE, seat, (1,)))
        return False


class ScoutPlace:
    """A scout's placement, the first (only those that leave a second possible) or the
    second; the turn ends after the second with 2 cards drawn, or at once if the first
    ends the round (the second card stays in hand)."""

    phase = SCOUT_PLACE
    action_kinds = ()  # it takes `place` actions, the turn's kind
    not_now = "no scout is being played now"

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        if decision.data[0] == 1:
            return _scout_openings(game, decision.seat)
        return _place_actions(game, decision.seat)

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        return action in self.legal_actions(game, decision)

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        if action.kind != "place":
            return f"seat {decision.seat} must now lay a path card for the scout, not {action.kind}"
        card = game.rules.catalogue.index.get(action.card)
        if card is None or card not in game.hands[decision.seat]:
            return f"seat {decision.seat} holds no {action.card} card"
        why = game.rules.handlers["place"].refusal(game, decision.seat, card, action)
        if why is None and action not in self.legal_actions(game, decision):
            return "after this card no second path card could be laid"
        return why

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        from ....kernel.turn import end_turn

        seat, (step,) = decision.seat, decision.data
        rules = game.rules
        card = rules.catalogue.index[action.card]
        game.pop()
        below = game.decisions[-1]
        game.hands[seat].remove(card)
        if rules.handlers["place"].apply(game, seat, card, action):
            rules.composition.end_round(game, seat)
            return
        if getattr(rules.decision_rules[game.decisions[-1].kind], "card_waits", False):  # back in hand until paid for (a toll):
            game.decisions.insert(len(game.decisions) - 1, decision)  # once paid, this placement goes on from here
            return
        record_laid(game, seat, card, action)
        if game.decisions[-1] is not below:  # a link asked a choice (a chest's, which goal first): it resolves first (ruling 17)
            _after_chest(game, seat, step)
            return
        if step == 1:
            game.push(Decision(SCOUT_PLACE, seat, (2,)))
        else:
            end_turn(game, seat, make("scout", card="scout"), 2)


def _after_chest(game: Game, seat: int, step: int) -> None:
    """The scout goes on once the link's choice on top (a chest's, which goal first) is
    taken: the second card comes after it (the choice then ends nothing), or the turn ends
    with 2 cards drawn. Such a decision's data starts with that draw (`facedown.resume_links`)."""
    chest = game.decisions[-1]
    if step == 1:
        game.decisions.insert(len(game.decisions) - 1, Decision(SCOUT_PLACE, seat, (2,)))
        game.replace_top(chest._replace(data=(0,) + chest.data[1:]))
    else:
        game.replace_top(chest._replace(data=(2,) + chest.data[1:]))


# -- diversion (ruling 6) ------------------------------------------------------------------


def diversions(game: Game, seat: int, card: int) -> list[Action]:
    """Where the last path card laid may move: the placements of the game in play, judged
    with its old cell empty, anywhere but that cell, either turn."""
    found = last_laid(game)
    if found is None:
        return []
    cell, code = found
    saved = game.maze
    game.maze = saved.copy()
    try:
        game.maze.remove(cell)
        spots = placements(game, code >> 1)
    finally:
        game.maze = saved
    card_id = game.rules.catalogue.types[card].id
    return [make("diversion", card=card_id, at=spot.at, turned=spot.turned) for spot in spots if cell_of(*spot.at) != cell]


def _no_diversion(game: Game, seat: int, card: int, action: Action) -> str | None:
    if last_laid(game) is None:
        return "no path card laid by a player lies in the maze"
    if action is not None and action not in diversions(game, seat, card):
        return f"the last path card laid cannot move to {list(action.at)}{' turned' if action.turned else ''}"
    return None


class Diversion(Handler):
    """Move the path card most recently laid by a player (and still in the maze) elsewhere
    by the placement rules. An action card: a broken tool or a trap does not stop it.
    Onto a right-of-way pawn's cell it costs the toll, as a placement does (ruling 6, 13)."""

    kind = "diversion"
    conditions = (
        Condition("the space is on the board", off_board),
        Condition("the last path card laid may move there", _no_diversion),
        Condition("no module closes the space now (a toll not paid this turn)", _lay_refused),
    )

    def card_actions(self, game: Game, seat: int, card: int) -> list[Action]:
        moves = diversions(game, seat, card)
        if game.rules.composition.lay_refusals:  # a space a module closes now (right of way's unpaid toll)
            moves = [move for move in moves if lay_refused(game, seat, card, move) is None]
        return moves

    def allows(self, game: Game, seat: int, card: int, action: Action) -> bool:
        return action in diversions(game, seat, card) and _lay_refused(game, seat, card, action) is None

    def apply(self, game: Game, seat: int, card: int, action: Action) -> bool:
        return lay_at(game, seat, card, action, partial(self.divert, game, seat, card, action))  # a toll first (ruling 6)

    def divert(self, game: Game, seat: int, card: int, action: Action) -> bool:
        cell, code = last_laid(game)
        maze = game.maze
        maze.remove(cell)
        moved = (code & ~1) | (1 if action.turned else 0)
        to = cell_of(*action.at)
        maze.add(to, moved)
        cards = laid(game).cards
        cards.remove((cell, code))
        cards.append((to, moved))
        game.discards.append((card, True))
        moved_id = game.rules.catalogue.types[code >> 1].id
        game.event({"type": "diversion", "seat": seat, "card": action.card, "from": list(xy(cell)),
                    "at": list(action.at), "turned": action.turned, "moved": moved_id})
        return resolve_links(game, seat)  # what the moved card links triggers, as after a placement (ruling 9)


# -- what the module records after a play ---------------------------------------------------


def record_laid(game: Game, seat: int, card: int, action: Action) -> None:
    """After a play: a path card laid is the latest laid (for a diversion)."""
    if action.kind == "place":
        laid(game).cards.append((cell_of(*action.at), card * 2 + (1 if action.turned else 0)))


HANDLERS = {handler.kind: handler for handler in (Reverse(), GoalSwap(), ForgottenTreasure(), Scout(), Diversion())}
DECISIONS = {KEEP_DISCARD: KeepDiscard(), SCOUT_PLACE: ScoutPlace()}
