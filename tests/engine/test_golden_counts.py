"""Issue 47, 'Must hold': the number of legal actions at every step of fixed-seed random
games, the actions chosen and the events, per ruleset, as committed before the kernel's
reshaping (tests/engine/golden/). A rule changed by mistake changes a count or a digest."""

import json

import pytest
from golden_counts import GAMES, path, play


@pytest.mark.parametrize("ruleset, players, seed, picking", [(r, *game) for r, games in GAMES.items() for game in games])
def test_legal_action_counts_and_play_are_as_committed(ruleset, players, seed, picking):
    committed = next(g for g in json.loads(path(ruleset).read_text()) if g["players"] == players and g["seed"] == seed)
    played = play(ruleset, players, seed, picking)
    for step, (count, expected) in enumerate(zip(played["counts"], committed["counts"])):
        assert count == expected, f"step {step}: {count} legal actions, committed {expected}"
    assert played == committed
