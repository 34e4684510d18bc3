"""Views of real games, played a little way with the engine, for the UI tests."""

import random
import xml.etree.ElementTree as ET

import saboteur


def played(players=5, seed=1, moves=20, pick=None):
    """A game after `moves` actions chosen by a seeded random generator."""
    game = saboteur.new_game("base", players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.to_move is None:
            break
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))] if pick is None else pick(actions))
    return game


def views(count=12, players=5):
    """Views of the seat to move in several games at several points."""
    out = []
    for n in range(count):
        game = played(players=3 + n % 8, seed=n, moves=(n * 7) % 40)
        if game.to_move is not None:
            out.append(game.view(game.to_move))
    return out


def parse(svg_text):
    """Parse SVG/HTML text as XML (raises on a well-formedness error)."""
    return ET.fromstring(svg_text)
