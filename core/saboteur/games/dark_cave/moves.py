"""Moving a dwarf (book 000 'Étape 2. Déplacer votre Nain', 'Atteindre une carte Arrivée',
'Trouver la sortie', the special path cards; rules/dark-cave.md rulings 2 to 6).

After the card the player may move: a `move` decision of `move_to {at, value}` actions
(one step of the one walk over places, `kernel.walk.steps`, ladders as its jumps) and
`stop`. Up to 3 steps, 4 with boots. Each step pays what the place asks (a bridge a card
to the discard, a tunnel a nugget); the first dwarf onto a face-down goal turns it and
stops on the arm it entered; the exit square takes the dwarf out of the mine. Then a dwarf
on a gold vein takes its nugget, and the turn ends with the draw (`kernel.turn.end_turn`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import make
from ...grid import OPPOSITE, cell_of, xy
from ...kernel.decisions import Decision
from ...kernel.pieces import PLACE, Piece
from ...kernel.turn import end_turn
from ...kernel.walk import FACE_DOWN, steps
from .score import cards_gone, clan_out, end_game
from .setup import undealt_clans
from .state import DWARF, NUGGET, cave
from .table import BRIDGE, EXIT, GOLD, TUNNEL, creature_at, has, ladder_jumps, nugget_at, web_on

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game

MOVE = "move"
STOP = make("stop")


def boots_on(game: Game, seat: int) -> bool:
    return any(game.rules.catalogue.tool[card] == "boots" for card in cave(game).front[seat])


def next_steps(game: Game, cell: int, place: int, face_down: bool) -> list[tuple[int, int, int]]:
    """The places one step from (cell, place) that no web blocks, each once, as (cell,
    place, side crossed); a face-down goal (with `face_down`) as the arm a dwarf would
    enter (ruling 5), its side crossed kept."""
    part, maze = cave(game), game.maze
    found, seen = [], set()
    for to, to_place, side in steps(maze, cell, place, face_down, ladder_jumps(game)):
        if web_on(part, cell, side):
            continue
        if to_place == FACE_DOWN:
            to_place = game.rules.catalogue.place_at_side[maze.hidden_goals[to] * 2][OPPOSITE[side]]
            side = -side  # marks the step onto a face-down goal
        if (to, to_place) not in seen:
            seen.add((to, to_place))
            found.append((to, to_place, side))
    return found


def dwarf_steps(game: Game, seat: int) -> list[tuple[int, int, int]]:
    dwarf = cave(game).dwarf(seat)
    return next_steps(game, dwarf.cell, dwarf.spot, True) if dwarf is not None else []


def can_move(game: Game, seat: int) -> bool:
    """A step to take, or a web beside to cut with an axe first (ruling 9: at any time in the turn)."""
    from .webs import cut_actions

    return bool(dwarf_steps(game, seat)) or bool(cut_actions(game, seat))


def begin_move(game: Game, seat: int, action: Action, count: int, bitten_now: bool = False) -> None:
    """The move after the card (ruling 12): none once the game is over at once (the last
    card played), for a dwarf out of the mine, or one with no step to take. A paralysed
    dwarf takes no steps (book 000 'Lindworm': "couchez-le immédiatement sur le côté ...
    Lorsque votre tour revient, remettez votre Nain debout, mais ne le déplacez pas"): bitten
    in this very turn (`bitten_now`) it lies down and keeps the bite for its next turn; bitten
    before, it stands up now without moving."""
    part = cave(game)
    if cards_gone(game):
        end_game(game, "cards")
        return
    if part.paralysed >> seat & 1:
        if bitten_now:
            after_steps(game, seat, action, count)
            return
        part.paralysed &= ~(1 << seat)
        game.event({"type": "stood_up", "seat": seat})
        end_turn(game, seat, action, count)
        return
    if can_move(game, seat):
        game.push(Decision(MOVE, seat, (count, game.rules.data["steps"]["boots" if boots_on(game, seat) else "walk"])))
    else:
        end_move(game, seat, action, count)


def after_steps(game: Game, seat: int, action: Action, count: int) -> None:
    """The dwarf takes no more steps this turn; an axe may still cut a web beside it (book
    000 'Hache': "à tout moment de votre tour"; ruling 9), so while a cut is possible the
    move stays open with no steps left, offering only `cut_web` and `stop`."""
    from .webs import cut_actions

    if cut_actions(game, seat):
        game.push(Decision(MOVE, seat, (count, 0)))
    else:
        end_move(game, seat, action, count)


def end_move(game: Game, seat: int, action: Action, count: int) -> None:
    """A dwarf ending its move on a gold vein takes its nugget and shows its clan card
    (ruling 6); then the draw."""
    part = cave(game)
    dwarf = part.dwarf(seat)
    if dwarf is not None:
        nugget = nugget_at(part, dwarf.cell, dwarf.spot)
        if nugget is not None:
            part.pieces.remove(nugget)
            part.nuggets[seat] += 1
            reveal_clan(game, seat, "gold_vein")
            game.event({"type": "gold_vein", "seat": seat, "at": list(xy(dwarf.cell)), "place": dwarf.spot,
                        "role": game.roles[seat]})
    end_turn(game, seat, action, count)


def reveal_clan(game: Game, seat: int, why: str) -> None:
    part = cave(game)
    if not part.revealed >> seat & 1:
        part.revealed |= 1 << seat
        game.event({"type": "clan_revealed", "seat": seat, "why": why, "role": game.roles[seat]})


def lose_card(game: Game, seat: int, cause: str) -> None:
    """The left neighbour takes a random card from `seat`'s hand to the discard, face down,
    unseen (book 000 'Pont', 'Rat'; rulings 3 and 8); nothing from an empty hand. The victim
    alone is told which card went (a private `card`)."""
    part = cave(game)
    left = (seat + 1) % game.players
    hand = game.hands[seat]
    took = bool(hand)
    private = None
    if took:
        card = hand.pop(game.chance(f"lost/{part.losses}").randrange(len(hand)))
        part.losses += 1
        game.discards.append((card, False))
        private = {seat: {"card": game.rules.catalogue.types[card].id}}  # its hand shrank: it knows which
    game.event({"type": "lost_card", "seat": seat, "by": left, "cause": cause, "took": took}, private)


def pay_nugget(game: Game, seat: int, cause: str) -> None:
    """One nugget back to the supply, nothing if none (book 000 'Tunnel', 'Gobelin')."""
    part = cave(game)
    paid = part.nuggets[seat] > 0
    if paid:
        part.nuggets[seat] -= 1
    game.event({"type": "nugget_lost", "seat": seat, "cause": cause, "paid": paid})


def turn_goal(game: Game, seat: int, cell: int) -> None:
    """The first dwarf onto a face-down goal turns it face up (ruling 5); a cross joins
    whatever card it came from; the gold vein goal gets its nugget."""
    maze, catalogue = game.maze, game.rules.catalogue
    card = maze.hidden_goals[cell]
    maze.add(cell, card * 2)
    game.seen.pop(cell, None)
    game.event({"type": "goal_turned", "seat": seat, "at": list(xy(cell)), "card": catalogue.types[card].id})
    for place, features in enumerate(catalogue.place_features[card * 2]):
        if GOLD in features:
            cave(game).pieces.add(Piece(NUGGET, PLACE, cell, place))


def leave_mine(game: Game, seat: int) -> None:
    """The exit square: the dwarf leaves at once, its clan card shown; the first out sees
    the clan cards set aside, in private (book 000 'Trouver la sortie', ruling 13)."""
    part = cave(game)
    part.pieces.remove(part.dwarf(seat))
    part.exits.append(seat)
    part.paralysed &= ~(1 << seat)
    game.event({"type": "left_mine", "seat": seat, "role": game.roles[seat]})
    part.revealed |= 1 << seat
    if len(part.exits) == 1:
        game.event({"type": "set_aside", "seat": seat}, {seat: {"clans": undealt_clans(game)}})


def step_refusal(game: Game, seat: int, at: tuple[int, int], value: object) -> str | None:
    dwarf = cave(game).dwarf(seat)
    if dwarf is None:
        return "your dwarf has left the mine"
    target = (cell_of(*at), value)
    if any((to, to_place) == target for to, to_place, _side in dwarf_steps(game, seat)):
        return None
    return f"no step leads from your dwarf at {list(xy(dwarf.cell))} place {dwarf.spot} to {list(at)} place {value}"


class Move:
    """The dwarf's move; data: (cards to draw after, steps left)."""

    phase = MOVE
    action_kinds = ("move_to", "stop")
    not_now = "a dwarf moves only after its player's card"

    def legal_actions(self, game: Game, decision: Decision) -> list[Action]:
        from .webs import cut_actions

        seat = decision.seat
        walk = dwarf_steps(game, seat) if decision.data[1] else []
        return [make("move_to", at=xy(to), value=place) for to, place, _ in walk] + cut_actions(game, seat) + [STOP]

    def allows(self, game: Game, decision: Decision, action: Action) -> bool:
        return self.refusal(game, decision, action) is None

    def refusal(self, game: Game, decision: Decision, action: Action) -> str | None:
        from .webs import cut_refusal

        if action.kind == "stop":
            return None
        if action.kind == "cut_web":
            return cut_refusal(game, decision.seat, action)
        if action.kind != "move_to":
            return "move your dwarf first: a step, or stop"
        if not decision.data[1]:
            return "your dwarf has no steps left this turn: cut a web with an axe, or stop"
        return step_refusal(game, decision.seat, action.at, action.value)

    def apply(self, game: Game, decision: Decision, action: Action) -> None:
        from .creatures import dwarf_meets_creature
        from .webs import cut_actions, cut_web

        seat = decision.seat
        count, left = decision.data
        if action.kind == "stop":
            game.pop()
            end_move(game, seat, action, count)
            return
        if action.kind == "cut_web":
            cut_web(game, seat, action)
            if not (left and dwarf_steps(game, seat) or cut_actions(game, seat)):
                game.pop()
                end_move(game, seat, action, count)
            return
        part = cave(game)
        dwarf = part.dwarf(seat)
        target = cell_of(*action.at)
        to, to_place, side = next(s for s in dwarf_steps(game, seat) if (s[0], s[1]) == (target, action.value))
        onto_goal = side < 0
        if onto_goal:
            turn_goal(game, seat, to)
        part.move_piece(dwarf, Piece(DWARF, PLACE, to, to_place, seat))
        game.event({"type": "moved", "seat": seat, "from": list(xy(dwarf.cell)), "from_place": dwarf.spot,
                    "to": list(action.at), "place": to_place})
        ends = onto_goal
        if has(game, to, to_place, BRIDGE) and not (to == dwarf.cell and has(game, dwarf.cell, dwarf.spot, BRIDGE)):
            lose_card(game, seat, "bridge")
            if cards_gone(game):
                game.pop()
                end_game(game, "cards")
                return
        if has(game, to, to_place, TUNNEL):
            pay_nugget(game, seat, "tunnel")
        if has(game, to, to_place, EXIT):
            leave_mine(game, seat)
            if clan_out(game):
                end_game(game, "clan_out")
                return
            ends = True
        elif creature_at(part, to, to_place) is not None:
            dwarf_meets_creature(game, seat, to, to_place, count)  # ends the move: the attack's rule goes on
            return
        left -= 1
        if ends or not left:
            game.pop()
            after_steps(game, seat, action, count)
        elif not can_move(game, seat):
            game.pop()
            end_move(game, seat, action, count)
        else:
            game.replace_top(Decision(MOVE, seat, (count, left)))
