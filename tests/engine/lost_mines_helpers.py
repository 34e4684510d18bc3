"""Helpers for The Lost Mines' tests: a game with the table laid out by hand (issue 48)."""

import saboteur
from saboteur.grid import cell_of
from saboteur.kernel.decisions import Decision
from saboteur.kernel.pieces import CARD, PLACE, SIDE, Piece, side_key
from saboteur.kernel.turn import TURNS
from saboteur.cards import SIDE_LETTERS
from saboteur.games.lost_mines.state import DWARF, mines


def new(players=5, seed=1, **options):
    return saboteur.new_game("lost-mines", players=players, seed=seed, options=options or None)


def index(game, card_id):
    return game.rules.catalogue.index[card_id]


def lay(game, x, y, card_id, turned=False):
    game.maze.add(cell_of(x, y), game.rules.catalogue.code(card_id, turned))
    game.legal_cache = None


def hand(game, seat, *card_ids):
    """`seat` holds exactly these cards (tests of one rule, not of the deck)."""
    game.hands[seat] = sorted(index(game, card) for card in card_ids)
    game.legal_cache = None


def dwarf_to(game, seat, x, y, place=0):
    part = mines(game)
    old = part.dwarf(seat)
    part.pieces.items[part.pieces.items.index(old)] = Piece(DWARF, PLACE, cell_of(x, y), place, seat)
    game.legal_cache = None


def dwarf_at(game, seat):
    from saboteur.grid import xy

    return xy(mines(game).dwarf(seat).cell)


def token(game, kind, x, y, side=None, seat=None):
    part = mines(game)
    if side is None:
        part.pieces.add(Piece(kind, CARD, cell_of(x, y)))
    else:
        cell, bit = side_key(cell_of(x, y), SIDE_LETTERS[side])
        part.pieces.add(Piece(kind, SIDE, cell, bit, seat))
    game.legal_cache = None


def turn_of(game, seat):
    game.set_decisions([TURNS[seat]])
    game.legal_cache = None


def moving(game, seat, steps=3, campfire=False, draw=1):
    game.set_decisions([TURNS[seat], Decision("move", seat, (draw, steps, campfire))])
    game.legal_cache = None


def kinds(game):
    return {action.kind for action in game.legal_actions()}


def steps_to(game):
    return sorted(action.at for action in game.legal_actions() if action.kind == "step")


def mine_at(game, card_id):
    """Where the mine `card_id` lies this round."""
    from saboteur.grid import xy

    return next(xy(cell) for cell, card in game.goal_cards.items() if game.rules.catalogue.types[card].id == card_id)
