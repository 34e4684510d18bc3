"""Why a bot suspected whom (issue 14): its P(saboteur) of each seat, turn by turn through
the round, and the turn that moved it most. The page shows this once the round is over and
the roles are out; the turn is named by its index in the log, which every seat's log
shares, so the page describes it from the reader's own log and nothing private travels.
"""

from __future__ import annotations

from .beliefs import Tracker

SMALLEST_MOVE = 1  # percentage points: a smaller change is no reason worth naming


def round_story(tracker: Tracker) -> dict[str, dict]:
    """For every seat but the bot's own: {"path": P(saboteur) in whole percent, at the deal
    and after each turn, "most": {"log": index, "turn": its place in the path, "before": %,
    "after": %} or None}."""
    story = tracker.story
    stories = {}
    for seat in range(tracker.players):
        if seat == tracker.seat:
            continue
        path = [round(100 * probabilities[seat]) for _, probabilities in story]
        most = None
        for turn in range(1, len(story)):
            change = abs(story[turn][1][seat] - story[turn - 1][1][seat])
            if round(100 * change) >= SMALLEST_MOVE and (most is None or change > most[0]):
                most = (change, turn)
        stories[str(seat)] = {
            "path": path,
            "most": None if most is None else {
                "log": story[most[1]][0], "turn": most[1], "before": path[most[1] - 1], "after": path[most[1]],
            },
        }
    return stories
