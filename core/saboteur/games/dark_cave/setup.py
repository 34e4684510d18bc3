"""The setup of La mine se rebelle (book 000 'Préparation'; rules/dark-cave.md 'Layout',
'Setup by player count', ruling 13): the start in the middle, the four goals shuffled face
down at the corners of a 9 x 9 area (2 to 5 players) or a 7 x 7 one (6 to 8); clan cards by
player count (3 or 4 players: one clan drawn at random); each dwarf on the start with 3
nuggets; the three groups shuffled apart, 5 of each set aside unseen, hands dealt from I
and II, the pile III at the bottom, then II, then what is left of I on top."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...grid import xy
from ...kernel.pieces import PLACE, Piece, Pieces
from ...kernel.turn import TURNS
from .state import CLANS, DWARF, cave, clan_of, identity_of

if TYPE_CHECKING:
    from ...game import Game
    from ...ruleset import Ruleset


def reach(rules: Ruleset, players: int) -> int:
    """How far the area reaches from the start: 4 (9 x 9) or 3 (7 x 7), read from where its
    corners' goals lie (data: `goals.slots`, `goals.slots_by_players`)."""
    return max(abs(xy(cell)[0]) for cell in rules.goal_slots_for(players))


def prepared_clans(rules: Ruleset, players: int, drawn: str | None) -> list[str]:
    """The clan cards prepared for a game of this size (book 000 'Préparation' 3; data
    `clan_cards_used`), the table's "drawn" clan named (3 or 4 players)."""
    return [role.replace("drawn", drawn) if drawn else role
            for role, count in sorted(rules.data["clan_cards_used"][str(players)].items()) for _ in range(count)]


def clan_deck(rules: Ruleset, players: int, rng) -> tuple[list[str], list[str]]:
    """The clan cards prepared and those removed from the game (book 000 'Préparation' 3).
    With 3 or 4 players the table names the clan "drawn": one drawn at random (ruling 13).
    The cards removed are the rest of all ten (`Ruleset.role_deck`)."""
    from ..base.rounds import shuffle

    drawn = CLANS[rng.randrange(2)] if players in (3, 4) else None
    used = prepared_clans(rules, players, drawn)
    every = rules.role_deck(players)
    for role in used:
        every.remove(role)
    shuffle(rng, used)
    return used, sorted(every)


def undealt_clans(game: Game) -> list[str]:
    """The prepared clan cards nobody was dealt: "Mettez de côté les cartes non distribuées"
    (book 000 'Préparation' 3), what the first dwarf out sees (ruling 13). `Game.aside_roles`
    also keeps the cards the table removed from the game, unseen by anyone."""
    drawn = clan_of(game.roles[0]) if game.players in (3, 4) else None
    return sorted((Counter(prepared_clans(game.rules, game.players, drawn)) - Counter(game.roles)).elements())


def start_game(game: Game) -> None:
    from ..base.rounds import shuffle

    rules, players, part = game.rules, game.players, cave(game)
    catalogue = rules.catalogue
    rng = game.chance("setup")
    dealt_roles, aside_roles = clan_deck(rules, players, rng)
    game.roles, game.aside_roles = dealt_roles[:players], sorted(dealt_roles[players:] + aside_roles)
    goals = [catalogue.index[goal] for goal in rules.goal_ids]
    shuffle(rng, goals)
    groups: dict[int, list[int]] = {1: [], 2: [], 3: []}
    for card in rules.deck:
        groups[catalogue.types[card].group].append(card)
    aside = rules.data["set_aside"]
    for group in (1, 2, 3):
        shuffle(rng, groups[group])
        part.aside += groups[group][:aside]
        groups[group] = groups[group][aside:]
    part.aside.sort()
    from_first, from_second = rules.data["deal"][str(players)]
    game.hands = []
    for _seat in range(players):
        hand = [groups[1].pop() for _ in range(from_first)] + [groups[2].pop() for _ in range(from_second)]
        game.hands.append(sorted(hand))
    game.draw_pile = groups[3] + groups[2] + groups[1]  # top card last: I on top, III at the bottom
    game.round, game.discards = 1, []
    first = game.chance("game").randrange(players)  # ruling 12: a random first player
    game.first_seat, game.last_seat = first, None
    game.maze = rules.new_maze()
    game.goal_cards = dict(zip(rules.goal_slots_for(players), goals))
    game.maze.hidden_goals = dict(game.goal_cards)
    game.maze.recompute()
    game.seen = {}
    start = rules.start_cell
    part.pieces = Pieces([Piece(DWARF, PLACE, start, 0, seat) for seat in range(players)])
    part.nuggets = [rules.data["nuggets"]["start"]] * players
    game.set_decisions([TURNS[first]])
    game.event({"type": "round_start", "round": 1, "first": first, "clans": [clan_of(role) for role in game.roles]})
    for seat in range(players):
        game.event({"type": "role", "seat": seat}, {seat: {"role": identity_of(game.roles[seat])}})
