"""The turn: one decision rule for every game of the family, built from the hooks of the
ruleset's modules (book 002, 'Déroulement': play a card, or pass, then draw; the seat
moves on to the next seat holding cards).

A module adds to the turn through its `Module` fields, merged by `Composition`:

- `place_gate(game, seat)`: whether the seat may lay path cards now; every module's must
  allow (base: no broken tool; Saboteur 2: not trapped).
- `turn_options`: by name, what a seat may do besides playing a card for its use
  (`TurnOptions`); a later module's option of the same name replaces the earlier one
  (Saboteur 2's passes of 1 to 3 cards and discards of two replace base's pass), others
  add to it: the one listed by card table first, then the listings in the order their
  names first appear.
- `draw(game, seat, action, drawer, count)`: who draws how many after the play; each
  module's changes what the modules before it said (Saboteur 2: after swap hands the
  other player draws). One that pushes a decision (a chest's pick of three) moves play on
  from its rule: the turn stops after the draw.
- `end_round(game, finder)`: the round's end, when the gold is reached (`finder`: the
  seat) or the cards run out (None): the last module's.
- `next_seat(game, seat)`: who moves after `seat`: the last module's.
- `before_play(game, seat, card, action)`: run once the card has left the hand, before it
  acts; True when it pushed a decision (a veto window), which then calls `play_card` or
  ends the turn itself. Every module's, in order, until one takes over.
- `after_play(game, seat, card, action)`: run after the card acted, before the draw (the
  steps after a play); one that pushes a decision (a scout's second placement) leaves the
  end of the turn to it (`end_turn`). A card's handler may push one the same way
  (forgotten treasure's choice among the discards). Every module's, in order.

A card played for its use is listed and applied by the handler of its kind (`Handler`).
This rule is the engine's hottest loop, so it reads the tables the handlers fill first
(the maze's actions by card, the catalogue's tool targets) and calls a handler only when
its table has no entry yet.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from ..catalogue import ANY_SEAT
from .decisions import Decision

if TYPE_CHECKING:
    from ..actions import Action
    from ..game import Game

TURN = "turn"
# How the turn's listing finds a card's actions (`Ruleset.turn_cards`, by card): a path card
# listed from the maze, or by its handler (both only when the seat may lay path cards); another
# card listed from the maze, or by its handler; a broken tool or a repair, from the
# catalogue's table of tool targets.
PLACE_MAZE, PLACE_OWN, MAZE, OWN, BREAK, REPAIR = range(6)
TURNS = tuple(Decision(TURN, seat) for seat in range(16))  # made once: a turn passes on every move
# Events are never changed and log() hands out copies, so every draw of a seat shares one.
DRAWS = tuple({"type": "draw", "seat": seat} for seat in range(16))


def turn_cards(catalogue, maze_listed: tuple, actions_of: tuple, by_card: tuple | None) -> tuple:
    """What the turn's listing reads by card, in one tuple (`Ruleset.turn_cards`, read on
    every listing): each card's lane (how its actions are found), its handler's
    `card_actions`, the options' card table (None without one), and the catalogue's tool
    fields and table of tool targets."""
    lanes = []
    for card, use in enumerate(catalogue.use):
        if catalogue.on_seats[card]:
            lanes.append(BREAK if use == "break" else REPAIR)
        elif use == "place":
            lanes.append(PLACE_MAZE if maze_listed[card] else PLACE_OWN)
        else:
            lanes.append(MAZE if maze_listed[card] else OWN)
    return tuple(lanes), actions_of, by_card, catalogue.tool_fields, catalogue.tool_targets_known


def list_cards(game: Game, seat: int, can_place: bool, actions: list, per_card: list | None) -> bool:
    """The turn's listing by card, shared by the kernel's turn and the games' lean ones: for
    each kind of card in `seat`'s hand, in card order, its actions added to `actions` (path
    cards only if `can_place`), and its option from the options' card table added to
    `per_card` (when given). Whether the hand holds a card twice.

    The engine's hottest loop (issue 46): it reads `Ruleset.turn_cards` and the tables the
    handlers fill first (the maze's lists by card, the catalogue's tool targets), asks the
    maze for a path card's placements not yet gathered (`Maze.path_actions`), and calls a
    handler only when its table has no entry yet."""
    lanes, actions_of, by_card, tool_fields, tool_targets = game.rules.turn_cards
    maze = game.maze
    aimed = maze.aimed  # Maze.card_actions by card, where worked out already
    repeats = False
    previous = -1
    for card in game.hands[seat]:  # hands are kept sorted, so repeats are neighbours
        if card == previous:
            repeats = True
            continue
        previous = card
        if per_card is not None:
            per_card.append(by_card[card])
        lane = lanes[card]
        if lane >= BREAK:  # aimed at seats: the catalogue's table, by the seats' broken tools
            found = tool_targets.get((((game.tools_down & tool_fields[card]) << 4 | game.players) << 8 | card) << 4
                                     | (seat if lane == BREAK else ANY_SEAT))  # Catalogue.tool_key
            if found is None:
                found = actions_of[card](game, seat, card)
        else:
            if lane <= PLACE_OWN and not can_place:
                continue
            found = aimed.get(card)
            if found is None:
                if lane == PLACE_MAZE:
                    found = maze.path_actions(card)
                elif lane == MAZE:
                    found = maze.card_actions(card)
                else:
                    found = actions_of[card](game, seat, card)
        actions += found
    return repeats


class TurnOptions(Protocol):
    """What a seat may do in its turn besides playing a card for its use. It lists its
    options in one of two ways: `card_table(catalogue)`, one action per kind of card held,
    by card index (base: passing with it), which the turn reads in its loop over the hand
    without a call; or `listing`."""

    # the action kinds it refuses and applies itself (one of them may be a handler's kind
    # it forbids in the turn, refused with a reason)
    kinds: tuple[str, ...]

    def listing(self, game: Game, seat: int, actions: list[Action]) -> Sequence[Action]:
        """`actions` (the turn's listing so far, the caller's to extend), with its own
        options after them."""
        ...

    def refusal(self, game: Game, seat: int, action: Action) -> str | None: ...

    def apply(self, game: Game, seat: int, action: Action) -> int:
        """Carry out a legal option; the number of cards the player then draws."""
        ...


class Turn:
    phase = "play"
    action_kinds = ()  # the card actions, by the handlers of the ruleset, and the options'
    not_now = "it is a player's turn"

    def legal_actions(self, game: Game, decision: Decision) -> Sequence[Action]:
        """Card by card, in card order: what each card may do (its handler's
        card_actions); then each option of the modules (base: passing with each card)."""
        seat = decision.seat
        rules = game.rules
        by_card = rules.turn_cards[2]
        actions: list[Action] = []
        per_card: list[Action] | None = [] if by_card is not None else None
        list_cards(game, seat, rules.may_place(game, seat), actions, per_card)
        if per_card is not None:
            actions += per_card
        for listing in rules.turn_listings:
            actions = listing(game, seat, actions)
        return actions

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        rules, seat = game.rules, decision.seat
        if action.kind in rules.turn_option_of:
            return self.refusal(game, decision, action) is None
        handler = rules.handlers.get(action.kind)
        card = rules.catalogue.index.get(action.card)
        if handler is None or card is None or card not in game.hands[seat]:
            return False
        if action.kind != "pass" and action.kind != rules.catalogue.use[card]:
            return False
        return handler.allows(game, seat, card, action)

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        rules, seat = game.rules, decision.seat
        options = rules.turn_option_of.get(action.kind)
        if options is not None:
            return options.refusal(game, seat, action)
        handler = rules.handlers.get(action.kind)
        if handler is None:
            return rules.decision_rules[rules.decision_of_action[action.kind]].not_now
        catalogue = rules.catalogue
        card = catalogue.index.get(action.card)
        if card is None:
            return f"there is no card {action.card!r} in {rules.title}"
        if card not in game.hands[seat]:
            return f"seat {seat} holds no {action.card} card"
        if action.kind != "pass" and action.kind != catalogue.use[card]:
            return f"a {action.card} card cannot be used for {action.kind}"
        return handler.refusal(game, seat, card, action)

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        seat = decision.seat
        rules = game.rules
        options = rules.turn_option_of.get(action.kind)
        if options is None:
            card = rules.catalogue.index[action.card]
            game.hands[seat].remove(card)
            if rules.before_plays and any(step(game, seat, card, action) for step in rules.before_plays):
                return  # a step asked a choice before the card acts (a veto window): it goes on with play_card
            # play_card, inlined: a card is played on most moves (issue 46, the lean path)
            ends_round = rules.handlers[action.kind].apply(game, seat, card, action)
            game.last_seat = seat
            if ends_round:
                rules.composition.end_round(game, seat if ends_round is True else None)
                return
            for step in rules.after_plays:
                step(game, seat, card, action)
            if game.decisions[-1] is not decision:  # the card or a step asked a choice: that rule ends the turn
                return
            count = 1
        else:
            count = options.apply(game, seat, action)
            game.last_seat = seat
            if game.decisions[-1] is not decision:  # the option asked a choice first: that rule ends the turn
                return
        # end_turn, inlined (issue 46: the lean path of every move)
        drawer = seat
        for draw in rules.draws:
            drawer, count = draw(game, seat, action, drawer, count)
        pile = game.draw_pile
        if count == 1 and pile and game.decisions[-1] is decision:  # nearly every turn: one card, the next seat
            drawn = pile.pop()
            insort(game.hands[drawer], drawn)
            game.events.append((DRAWS[drawer], rules.catalogue.told_to[drawer][drawn]))
            following = rules.next_seat(game, seat)
            game.decisions[-1] = TURNS[following]
            game.to_move = following
        else:
            _draw_and_pass(game, seat, drawer, count, decision)


def play_card(game: Game, seat: int, card: int, action: Action) -> None:
    """The card taken from `seat`'s hand acts (its handler), then the steps after a play
    (`Module.after_play`); then the turn ends with one card drawn, unless the card or a step
    asked a choice (pushed a decision): that decision ends the turn (`end_turn`) once taken."""
    rules = game.rules
    turn = game.decisions[-1]
    ends_round = rules.handlers[action.kind].apply(game, seat, card, action)
    game.last_seat = seat
    if ends_round:  # finding the gold (True) or a spider (ROUND_LOST) ends the round at once, before drawing
        rules.composition.end_round(game, seat if ends_round is True else None)
        return
    for step in rules.after_plays:
        step(game, seat, card, action)
    if game.decisions[-1] is turn:
        end_turn(game, seat, action, 1)


def end_turn(game: Game, seat: int, action: Action, count: int) -> None:
    """The end of `seat`'s turn: the modules' draw changes (`Module.draw`), the draw, and
    the next seat to move; or the round's end when nobody holds a card."""
    drawer = seat
    top = game.decisions[-1]
    for draw in game.rules.draws:
        drawer, count = draw(game, seat, action, drawer, count)
    _draw_and_pass(game, seat, drawer, count, top)


def _draw_and_pass(game: Game, seat: int, drawer: int, count: int, top: Decision) -> None:
    """`end_turn` once the draw changes have said who draws how many (`top`: the turn's
    decision before them): the draw, then the next seat, or the round's end."""
    rules = game.rules
    pile = game.draw_pile
    if pile:
        hand, told_to = game.hands[drawer], rules.catalogue.told_to[drawer]
        if count == 1:  # nearly every turn: one card, without a loop
            drawn = pile.pop()
            insort(hand, drawn)
            game.events.append((DRAWS[drawer], told_to[drawn]))
        else:
            for _ in range(min(count, len(pile))):
                drawn = pile.pop()
                insort(hand, drawn)
                game.events.append((DRAWS[drawer], told_to[drawn]))
    elif game.decisions[-1] is top and not any(game.hands):  # a drawer always holds a card, so only with the pile gone
        rules.composition.end_round(game, None)
        return
    if game.decisions[-1] is not top:  # a draw change asked a choice (a chest's pick of three): its rule moves play on
        return
    # game.replace_top, inlined: the turn passes on nearly every move
    following = rules.next_seat(game, seat)
    game.decisions[-1] = TURNS[following]
    game.to_move = following
