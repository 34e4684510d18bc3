"""Finished games on the app's game-over screen, for the replay tests of every game."""

import random
import xml.etree.ElementTree as ET

from test_app import check_html, make_app, run

BOTS = [{"name": "Ana", "kind": "human"}, {"name": "Bo", "kind": "bot", "level": 1},
        {"name": "Cy", "kind": "bot", "level": 1}]


def finished_app(lang="en", ruleset="base", seed=4):
    """An app whose game has just ended (the person's moves made at random), on game over."""
    app = make_app(lang=lang)
    app.config.update({"ruleset": ruleset, "seats": BOTS, "seed": str(seed)})
    run(app.boot())
    run(app.command("start"))
    game, rng = app.session.game, random.Random(seed)
    while game.to_move is not None:
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    run(app.refresh())
    assert app.screen in ("game-over", "round-end")
    app.screen = "game-over"
    return app


def root(app):
    return ET.fromstring("<div>" + check_html(app) + "</div>")
