"""Why a bot suspected whom (issue 14, "Explanations"): its suspicion of each seat turn by
turn through the round, and the turn that moved it most, named by its index in the log."""

from bot_helpers import bot, new_game, play, rng_for

from saboteur import from_sketch
from saboteur.bots.beliefs import NOT_TURNS


def sketch_with_a_break(watcher):
    """Base, 5 players: seat 1 breaks seat 3's pick, then seats 2, 3 and 4 pass a card;
    `watcher` (seat 0) looks at the table before and after."""
    game = from_sketch({"ruleset": "base", "players": 5, "seed": 4, "to_move": 1, "roles": {0: "gold-digger"},
                        "hands": {1: ["break-pick", "tunnel-NS"]}})
    watcher.observe(game.view(0))
    game.apply({"kind": "break", "card": "break-pick", "target": 3})
    for _ in range(3):
        card = game.view(game.to_move)["hand"][0]
        game.apply({"kind": "pass", "card": card})
    watcher.observe(game.view(0))
    return game


def test_the_break_is_the_turn_that_raised_suspicion_of_its_target_most():
    # Book 001, "Cartes Action": a broken tool stops its owner digging, and gold-diggers break
    # whom they suspect; the calibrated beliefs read a break as a sign against its target
    # (beliefs.BREAK_LIKELIHOOD), so the break is the turn that moved the target most, upward.
    watcher = bot("belief", 0)
    game = sketch_with_a_break(watcher)
    story = watcher.round_story()
    break_at = next(index for index, event in enumerate(game.log(0)) if event["type"] == "break")
    target = story["3"]
    assert target["most"]["log"] == break_at
    assert target["most"]["after"] > target["most"]["before"]
    assert len(target["path"]) == 1 + 4  # the deal, then four turns
    assert "0" not in story  # a bot does not suspect itself


def test_a_story_follows_the_beliefs_it_explains():
    # The path ends where the bot's beliefs stand, and the turn it names is a turn of the
    # round (never a draw) whose step is the largest in the path.
    game = new_game(5, seed=8)
    bots = {seat: bot("belief", seat) for seat in range(5)}
    play(game, bots, rng_for("explain"), until=lambda g: len(g.actions) >= 30)
    watcher = bots[0]
    watcher.observe(game.view(0))
    log = game.log(0)
    beliefs = watcher.beliefs()["roles"]
    for seat, entry in watcher.round_story().items():
        path = entry["path"]
        assert path[-1] == round(100 * beliefs[int(seat)])
        most = entry["most"]
        if most is None:
            assert max(path) - min(path) < 1
            continue
        assert log[most["log"]]["type"] not in NOT_TURNS and "seat" in log[most["log"]]
        steps = [abs(b - a) for a, b in zip(path, path[1:])]
        assert abs(most["after"] - most["before"]) >= max(steps) - 1  # the percentages are rounded


def test_a_new_round_starts_a_new_story():
    # Book 001, "Fin d'une manche": a new round deals the roles again, so suspicion starts over.
    game = new_game(5, seed=9)
    bots = {seat: bot("belief", seat) for seat in range(5)}
    rng = rng_for("explain-round")
    play(game, bots, rng, until=lambda g: g.round == 2 and g.phase == "play" and len(g.actions) > 0 and g.to_move == 0)
    bots[0].observe(game.view(0))
    rounds_start = max(index for index, event in enumerate(game.log(0)) if event["type"] == "round_start")
    for entry in bots[0].round_story().values():
        if entry["most"] is not None:
            assert entry["most"]["log"] > rounds_start
