"""Bots playing a whole game among themselves, for the commands that measure them
(tournament, calibrate, fit-leaf): one loop, with hooks for what each command notes."""

from __future__ import annotations

from ..game import Game


def play_out(game: Game, bot_at, rng, on_play=None, on_round_end=None) -> None:
    """Play `game` to its end, each seat to move choosing with `bot_at(seat)`.

    `on_play(seat, bot)` sees each choice made in the play phase before it is applied (the
    game is still as the bot saw it); `on_round_end(result)` sees each round's result as it ends.
    """
    results_seen = len(game.results)
    while game.to_move is not None:
        seat = game.to_move
        bot = bot_at(seat)
        action = bot.choose(game.view(seat), rng)
        if on_play is not None and game.phase == "play":
            on_play(seat, bot)
        game.apply(action)
        while results_seen < len(game.results):
            results_seen += 1
            if on_round_end is not None:
                on_round_end(game.results[results_seen - 1])
