"""Helpers for La mine se rebelle's tests: a game with the table laid out by hand (issue 49)."""

import saboteur
from saboteur.cards import SIDE_LETTERS
from saboteur.grid import cell_of, xy
from saboteur.kernel.decisions import Decision
from saboteur.kernel.pieces import PLACE, SIDE, Piece, side_key
from saboteur.kernel.turn import TURNS
from saboteur.games.dark_cave.state import DWARF, WEB, cave


def new(players=5, seed=1):
    return saboteur.new_game("dark-cave", players=players, seed=seed)


def index(game, card_id):
    return game.rules.catalogue.index[card_id]


def lay(game, x, y, card_id, turned=False):
    game.maze.add(cell_of(x, y), game.rules.catalogue.code(card_id, turned))
    game.legal_cache = None


def hand(game, seat, *card_ids):
    game.hands[seat] = sorted(index(game, card) for card in card_ids)
    game.legal_cache = None


def dwarf_to(game, seat, x, y, place=0):
    part = cave(game)
    part.move_piece(part.dwarf(seat), Piece(DWARF, PLACE, cell_of(x, y), place, seat))
    game.legal_cache = None


def dwarf_at(game, seat):
    dwarf = cave(game).dwarf(seat)
    return None if dwarf is None else (xy(dwarf.cell), dwarf.spot)


def web(game, seat, x, y, side, card_id="I-web-circle", count=2):
    cell, bit = side_key(cell_of(x, y), SIDE_LETTERS[side])
    part = cave(game)
    part.pieces.add(Piece(WEB, SIDE, cell, bit, seat))
    part.webs[(cell, bit)] = (index(game, card_id), count)
    part.front[seat].append(index(game, card_id))
    game.legal_cache = None


def front(game, seat, *card_ids):
    cave(game).front[seat] += [index(game, card) for card in card_ids]
    game.legal_cache = None


def turn_of(game, seat):
    game.set_decisions([TURNS[seat]])
    game.legal_cache = None


def moving(game, seat, steps=3, draw=1):
    game.set_decisions([TURNS[seat], Decision("move", seat, (draw, steps))])
    game.legal_cache = None


def steps_to(game):
    """The (at, place) of every step offered now."""
    return sorted((tuple(a.at), a.value) for a in game.legal_actions() if a.kind == "move_to")


def kinds(game):
    return sorted({a.kind for a in game.legal_actions()})


def set_roles(game, *roles):
    game.roles = list(roles)
