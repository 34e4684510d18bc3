"""A round of base Saboteur from deal to payout, and the game's end (rules/base.md
rulings 1, 7 to 10)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import gold as gold_rules
from ...kernel.decisions import Decision
from ...kernel.facedown import turn_up
from ...maze import xy
from .state import gold

if TYPE_CHECKING:
    from ...game import Game

KEEP_GOLD = "keep_gold"


def shuffle(rng, items: list) -> None:
    """`rng.shuffle(items)`, the same order from the same generator: Random.shuffle's own
    loop with its `_randbelow` inlined, and each bound's bit length read from a table, since
    a deal shuffles some hundred cards every round of every game (random play, bots' rollouts)."""
    getrandbits = rng.getrandbits
    size = len(items)
    if size > len(_BIT_LENGTHS):
        rng.shuffle(items)
        return
    for i, bits in zip(range(size - 1, 0, -1), _BIT_LENGTHS[size - 1:0:-1]):  # j drawn below i + 1
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


_BIT_LENGTHS = tuple((i + 1).bit_length() for i in range(512))  # [i]: the bit length of i + 1


def start_game(game: Game) -> None:
    """Shuffle the gold cards once for the game, and deal round 1 from a random seat (ruling 9)."""
    rng = game.chance("game")
    pile = gold(game).pile = list(game.rules.gold_values)
    shuffle(rng, pile)
    start_round(game, 1, rng.randrange(game.players))


def start_round(game: Game, number: int, first_seat: int) -> None:
    from .turn import TURNS

    rules, players = game.rules, game.players
    rng = game.chance(f"round{number}")
    role_cards = rules.role_deck(players)
    shuffle(rng, role_cards)
    game.roles, game.aside_roles = role_cards[:players], sorted(role_cards[players:])
    goals = rules.composition.deal_goals(game, rng)
    deck = list(rules.deck)
    shuffle(rng, deck)
    size = rules.hand_size[players]
    game.hands = [sorted(deck[-size * (seat + 1):len(deck) - size * seat]) for seat in range(players)]
    game.draw_pile = deck[: len(deck) - size * players]
    game.round = number
    game.first_seat = first_seat
    game.set_decisions([TURNS[first_seat]])
    game.last_seat = None
    game.discards = []
    game.set_broken([[] for _ in range(players)])
    game.goal_cards = dict(zip(rules.goal_slots, goals))
    game.maze = rules.first_maze(game.goal_cards)
    game.seen = {}
    game.event({"type": "round_start", "round": number, "first": first_seat})
    for seat in range(players):
        game.event({"type": "role", "seat": seat}, {seat: {"role": game.roles[seat]}})
    for begin in rules.composition.round_begins:
        begin(game)


def deal_goals(game: Game, rng) -> list[int]:
    """The goal cards shuffled, one per goal slot (ruling 1)."""
    goals = [game.rules.catalogue.index[goal] for goal in game.rules.goal_ids]
    rng.shuffle(goals)
    return goals


def gold_found(game: Game, seat: int, card: int) -> bool:
    """Base's goal effect: the gold card ends the round, found by `seat`."""
    return game.rules.catalogue.types[card].treasure == "gold"


def reveal_reached_goals(game: Game, seat: int, first: int | None = None) -> bool | int:
    """The link step of goals: turn over every face-down goal a path now reaches, each with
    its effect on `seat` (`Module.goal_effect`); the first that ends the round decides, and
    the goals after it are turned over without effect. Base's goals act on nothing but the
    round's end, so their order never matters: top to bottom. When several are reached at
    once and the ruleset's goals' order can matter (`Module.goal_choice`: new goals), the
    player chooses which turns first (book 002, 'Nouvelles cartes Arrivée', Remarque;
    anniversary ruling 9): that decision is pushed, and its rule turns the chosen one over
    (`first`: it alone, with its effect), then the links go on."""
    maze = game.maze
    if not maze.goal_reached:
        return False
    cells = [cell for cell in maze.reached_goals() if cell in game.goal_cards]  # not a chest's black card
    if first is not None:
        cells.remove(first)
        cells.insert(0, first)
    elif len(cells) > 1 and game.rules.composition.goal_choice is not None:
        game.push(Decision(game.rules.composition.goal_choice, seat, (1,)))  # (1,): the turn's draw, as a chest's choice
        return False
    effect = game.rules.composition.goal_effect
    ends: bool | int = False
    for cell in cells:
        if first is not None and cell != first and not ends:
            break  # the chosen goal ended nothing: what else is linked resolves next (facedown.resume_links)
        card = reveal_goal(game, cell)
        if not ends:
            ends = effect(game, seat, card)
    return ends


def reveal_goal(game: Game, cell: int) -> int:
    """Turn a reached goal face up, oriented to join the path (ruling 1); its card."""
    goal = game.maze.hidden_goals[cell]
    turned = turn_up(game, cell, goal)
    card = game.rules.catalogue.types[goal]
    game.event({"type": "goal_revealed", "at": list(xy(cell)), "card": card.id, "turned": turned})
    return goal


def end_round(game: Game, finder: int | None, may_keep: Callable[[Game, int], bool] | None = None) -> None:
    """The round's result; then the gold shared (`may_keep`: whether a gold-digger may keep
    gold, for a variant that skips some), or the saboteurs paid, and the next round."""
    if finder is not None:
        winners = gold_rules.GOLD_DIGGER
    elif gold_rules.SABOTEUR in game.roles:
        winners = gold_rules.SABOTEUR
    else:
        winners = None  # gold not reached and no saboteur dealt (3 or 4 players): nobody wins
    result = {"round": game.round, "winners": winners, "finder": finder, "roles": game.roles[:], **round_maze(game, finder)}
    game.results.append(result)
    game.event({"type": "round_end", **result})
    game.pop()  # the round's turn
    if finder is not None:
        _share_gold(game, finder, may_keep)
    else:
        _pay_saboteurs(game)
        next_round(game)


def gold_cell(game: Game) -> int:
    types = game.rules.catalogue.types
    return next(cell for cell, goal in game.goal_cards.items() if types[goal].treasure == "gold")


def round_maze(game: Game, finder: int | None) -> dict:
    """What the maze shows at a round's end: every goal card, and the route to the gold
    when it was reached (`finder`: the seat that reached it)."""
    types = game.rules.catalogue.types
    return {
        "goals": [{"at": list(xy(cell)), "card": types[goal].id} for cell, goal in sorted(game.goal_cards.items())],
        "route": [list(xy(cell)) for cell in game.maze.route(gold_cell(game))] if finder is not None else [],
    }


def _share_gold(game: Game, finder: int, may_keep: Callable[[Game, int], bool] | None) -> None:
    if game.options["gold_draw"] == "per_player":
        count = min(game.players, 9)
    else:
        count = game.roles.count(gold_rules.GOLD_DIGGER)
    pile = gold(game).pile
    count = min(count, len(pile))
    roles = game.roles
    if may_keep is not None:  # a gold-digger who may not keep is skipped like a saboteur
        roles = [role if role != gold_rules.GOLD_DIGGER or may_keep(game, seat) else None for seat, role in enumerate(roles)]
    order = gold_rules.keepers(finder, roles, count, clockwise=game.reversed_order)
    count = len(order)  # nobody may keep: no card leaves the pile
    drawn = [pile.pop() for _ in range(count)]
    # the event gets its own copy: the share's list is emptied as the keepers choose
    game.event({"type": "gold_drawn", "count": count, "keepers": order[:]})
    offer_gold(game, drawn, order)


def offer_gold(game: Game, remaining: list[int], keepers: list[int]) -> None:
    """Hand the share to the next keeper, as a decision; a keeper with no real choice
    keeps at once. `remaining` and `keepers` are the caller's to give away."""
    while keepers and len(set(remaining)) == 1:
        _take_gold(game, keepers.pop(0), remaining, remaining[0])
    if keepers:
        game.push(Decision(KEEP_GOLD, keepers[0], (tuple(remaining), tuple(keepers))))
    else:
        next_round(game)


def _take_gold(game: Game, seat: int, remaining: list[int], value: int) -> None:
    remaining.remove(value)
    gold(game).held[seat].append(value)
    game.event({"type": "keep_gold", "seat": seat}, {seat: {"value": value}})


def view_part(game: Game, seat: int | None, view: dict) -> None:
    """Per seat, its broken tools and gold cards (ruling 6: their values are private until
    the game ends); the gold pile's size; while gold is shared (ruling 7), who keeps next
    and how many cards are left, their values only to that keeper."""
    types = game.rules.catalogue.types
    over = not game.decisions
    held = gold(game).held
    for entry in view["seats"]:
        other = entry["seat"]
        entry["broken"] = [types[kind].tools[0] for kind in game.broken[other]]
        entry["gold_cards"] = len(held[other])
        entry["gold"] = sorted(held[other]) if over or other == seat else None
    view["gold_pile"] = len(gold(game).pile)
    if game.decisions and game.decisions[-1].kind == KEEP_GOLD:
        remaining, keepers = game.decisions[-1].data
        view["gold_share"] = {
            "keeper": keepers[0],
            "cards": len(remaining),
            "values": sorted(remaining) if seat == keepers[0] else None,
        }


class KeepGold:
    """The gold share's keeper chooses a card (ruling 7: a real decision)."""

    phase = "gold"
    action_kinds = (KEEP_GOLD,)
    not_now = "no gold is being shared now"

    def legal_actions(self, game: Game, decision: Decision) -> list:
        from ...actions import make

        return [make(KEEP_GOLD, value=value) for value in sorted(set(decision.data[0]))]

    def allows(self, game: Game, decision: Decision, action) -> bool:
        return action.kind == KEEP_GOLD and action.value in decision.data[0]

    def refusal(self, game: Game, decision: Decision, action) -> str | None:
        if action.kind != KEEP_GOLD:
            return f"seat {decision.seat} must now keep a gold card, not {action.kind}"
        remaining = decision.data[0]
        if action.value not in remaining:
            values = ", ".join(map(str, sorted(set(remaining))))
            return f"there is no gold card of value {action.value!r} to keep (left: {values})"
        return None

    def apply(self, game: Game, decision: Decision, action) -> None:
        game.pop()
        remaining, keepers = list(decision.data[0]), list(decision.data[1])
        _take_gold(game, keepers.pop(0), remaining, action.value)
        offer_gold(game, remaining, keepers)


def gold_by_round(game: Game) -> dict:
    """Round number -> the gold value each seat took in that round (values are public once
    the game is over). Only rounds whose end is in this game's events: a game loaded from a
    position does not know how earlier rounds' gold was shared."""
    gold = {}
    current = None
    for public, private in game.events:
        kind = public["type"]
        if kind == "round_end":
            current = gold[public["round"]] = [0] * game.players
        elif current is None:
            continue
        elif kind == "keep_gold":
            current[public["seat"]] += private[public["seat"]]["value"]
        elif kind == "saboteur_paid":
            current[public["seat"]] += sum(private[public["seat"]]["values"])
    return gold


def _pay_saboteurs(game: Game) -> None:
    saboteurs = [seat for seat in range(game.players) if game.roles[seat] == gold_rules.SABOTEUR]
    if not saboteurs:
        return
    amount = game.rules.saboteur_pay[len(saboteurs)]
    part = gold(game)
    pile = part.pile
    for seat in saboteurs:
        values = gold_rules.payment(pile, amount)
        for value in values:
            # the highest such card in the pile, so the pile's order stays as dealt
            index = len(pile) - 1 - pile[::-1].index(value)
            del pile[index]
            part.held[seat].append(value)
        game.event({"type": "saboteur_paid", "seat": seat, "cards": len(values)}, {seat: {"values": values}})


def next_round(game: Game) -> None:
    """After a round's payout: the game's end after the last round, else the next round
    from the seat left of the one who played the last card (ruling 9)."""
    if game.round >= game.rules.rounds:  # every decision is taken: nobody moves
        totals = game.gold_totals()
        game.event({"type": "game_end", "gold": totals, "winners": game.winners()})
        return
    start_round(game, game.round + 1, (game.last_seat + 1) % game.players)
