"""The veto (book 002, '2019 - Veto'; rules/anniversary.md ruling 3): after any path or
action card is played, before it acts, each other player holding a veto may answer it, in
turn order from the player; the first who does cancels it: both cards go to the discard,
the player draws 1 and the turn ends, then the vetoer draws 1.

The window is a decision asked in private (`in_private`): only a holder is asked, and
every other seat's view stays as it was before the card was played (the card back in the
player's hand, the player to move), so nobody learns who holds a veto until it is
played; the page shows the same pause after every card (docs/family.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....actions import Action, make
from ....kernel.decisions import Decision

if TYPE_CHECKING:
    from ....game import Game

VETO = "veto"
ALLOW = "allow"
VETO_CARD = "veto"
NOT_ANSWERED = ("pass",)  # played cards a veto cannot answer (Saboteur 2's discards and passes are options, never asked)


def holders_after(game: Game, seat: int) -> tuple[int, ...]:
    """The other seats holding a veto, in turn order from `seat`."""
    veto = game.rules.catalogue.index[VETO_CARD]
    players = game.players
    way = -1 if game.reversed_order else 1
    return tuple(
        other for other in ((seat + way * step) % players for step in range(1, players)) if veto in game.hands[other]
    )


def before_play(game: Game, seat: int, card: int, action: Action) -> bool:
    """Open the window if another seat holds a veto; True when it did."""
    if action.kind in NOT_ANSWERED:
        return False
    holders = holders_after(game, seat)
    if not holders:
        return False
    game.push(Decision(VETO, holders[0], (seat, card, action, holders[1:])))
    return True


class VetoWindow:
    in_private = True
    phase = VETO
    action_kinds = (VETO, ALLOW)
    not_now = "a veto answers a card another player has just played"

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        return [make(VETO, card=VETO_CARD), make(ALLOW)]

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        return action in self.legal_actions(game, decision)

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        if action.kind not in self.action_kinds:
            return f"the card just played must now be vetoed or let be, not answered with {action.kind}"
        if action.kind == VETO and action.card != VETO_CARD:
            return f"a veto is played with the veto card, not {action.card!r}"
        return None

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        from ....kernel.turn import TURNS, play_card

        player, card, played, others = decision.data
        game.pop()
        if action.kind == ALLOW:
            if others:
                game.push(Decision(VETO, others[0], (player, card, played, others[1:])))
            else:
                play_card(game, player, card, played)
            return
        vetoer = decision.seat
        veto = game.rules.catalogue.index[VETO_CARD]
        game.hands[vetoer].remove(veto)
        game.discards += [(card, True), (veto, True)]
        game.last_seat = player
        game.event({"type": VETO, "seat": vetoer, "card": VETO_CARD, "target": player, "vetoed": played.card})
        _draw(game, player)
        _draw(game, vetoer)
        rules = game.rules
        if not any(game.hands):
            rules.composition.end_round(game, None)
            return
        game.replace_top(TURNS[rules.next_seat(game, player)])


def _draw(game: Game, seat: int) -> None:
    if game.draw_pile:
        drawn = game.draw_pile.pop()
        game.hands[seat].append(drawn)
        game.hands[seat].sort()
        game.event({"type": "draw", "seat": seat}, {seat: {"card": game.rules.catalogue.types[drawn].id}})


def view_part(game: Game, seat: int | None, view: dict) -> None:
    """While a veto window is open: its seat sees what it answers; every other seat sees
    the card still in the player's hand, as before it was played."""
    if not game.decisions or game.decisions[-1].kind != VETO:
        return
    decision = game.decisions[-1]
    player, card, played, _ = decision.data
    if seat == decision.seat:
        view["veto"] = {"player": player, "action": played.to_json()}
        return
    view["seats"][player]["hand_size"] += 1
    if seat == player:
        catalogue = game.rules.catalogue
        view["hand"] = [catalogue.types[kind].id for kind in sorted(game.hands[player] + [card])]
