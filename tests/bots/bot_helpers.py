"""Shared helpers for the bot tests: games played by bots, positions with secrets reshuffled."""

from __future__ import annotations

import random

import saboteur
from saboteur.bots import make_bot

FAST_EXPERT = 24  # rollouts per expert decision in tests: a few sweeps, no clock


def bot(level, seat, seed=0):
    """A bot that decides without the clock, so that its choices are reproducible."""
    return make_bot(level, seat, seed, time_budget=None, iterations=FAST_EXPERT)


def play(game, bots, rng, until=None, check=None):
    """Let `bots[seat]` play `game` until it is over or `until(game)` holds.

    `check(game, seat, view, action)` sees every decision before it is applied.
    """
    while game.to_move is not None and not (until and until(game)):
        seat = game.to_move
        view = game.view(seat)
        action = bots[seat].choose(view, rng)
        if check:
            check(game, seat, view, action)
        game.apply(action)
    return game


def shuffled_secrets(game, seat, rng):
    """The same game for `seat`'s eyes, with everything it may not know dealt again.

    Others' hands and the draw pile are redealt together (sizes kept), roles swapped among
    the other seats and the role set aside, goals the seat has not seen permuted, others'
    gold values redrawn (rules/base.md, ruling 6 lists what is private).
    """
    position = game.position()
    others = [s for s in range(game.players) if s != seat]
    position["draw_pile"] = _redeal(position["hands"], others, position["draw_pile"], rng)
    base = position["base"]  # base's part of the position: roles and gold
    roles = [base["roles"][s] for s in others] + base["aside_roles"]
    rng.shuffle(roles)
    for s, role in zip(others, roles):
        base["roles"][s] = role
    base["aside_roles"] = sorted(roles[len(others):])
    face_up = {tuple(entry["at"]) for entry in position["maze"]}
    hidden = [g for g in position["goals"] if tuple(g["at"]) not in face_up and seat not in g["seen_by"]]
    cards = [g["card"] for g in hidden]
    rng.shuffle(cards)
    for goal, card in zip(hidden, cards):
        goal["card"] = card
    base["gold_pile"] = _redeal(base["gold"], others, base["gold_pile"], rng)
    return saboteur.from_position(position)


def _redeal(holdings, seats, pile, rng):
    """Shuffle what `seats` hold together with `pile`, deal back the same counts; the new pile."""
    cards = [card for seat in seats for card in holdings[seat]] + pile
    rng.shuffle(cards)
    for seat in seats:
        count = len(holdings[seat])
        holdings[seat], cards = cards[:count], cards[count:]
    return cards


def secrets_dealt_again(game, seat, rng):
    """`shuffled_secrets` for base (through positions, independent of the bots' resample);
    rulesets whose state positions cannot hold yet are dealt again by their own resample."""
    if game.rules.name == "base":
        return shuffled_secrets(game, seat, rng)
    return game.rules.composition.resampler(game.rules, game.view(seat), rng).sample(rng)


def new_game(players, seed, ruleset="base"):
    return saboteur.new_game(ruleset, players, seed)


def rng_for(*parts):
    return random.Random("/".join(map(str, parts)))
