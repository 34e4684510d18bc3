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


def dealt(hands, ruleset="base", players=5, seed=1, modules=("championship",), maze=(), change=None):
    """A game whose seats hold the named cards first in hand (`hands`: seat -> card ids), each
    taken from wherever the deal put it (another hand or the draw pile) by a swap, so the
    cards still add up; `maze`: path cards laid from the draw pile; `change(position)` edits
    the rest. The seat to move is the deal's (new_game's `first_seat`)."""
    game = saboteur.new_game(ruleset, players, seed, modules=list(modules))
    position = game.position()
    piles = position["hands"] + [position["draw_pile"]]
    for seat, cards in hands.items():
        hand = position["hands"][seat]
        for index, card in enumerate(cards):
            for pile in piles:
                start = index + 1 if pile is hand else 0
                if card in pile[start:]:
                    where = pile.index(card, start)
                    pile[where], hand[index] = hand[index], card
                    break
    for item in maze:
        position["draw_pile"].remove(item["card"])
        position["maze"].append(dict(item))
    if change is not None:
        change(position)
    return saboteur.from_position(position)


def into_pile(*cards):
    """A `dealt` change: the named cards, wherever dealt, swapped into the draw pile (its bottom card first)."""
    def change(position):
        pile = position["draw_pile"]
        for card in cards:
            for hand in position["hands"]:
                if card in hand:
                    swap = next(i for i, other in enumerate(pile) if other not in cards)
                    hand[hand.index(card)], pile[swap] = pile[swap], card
    return change
