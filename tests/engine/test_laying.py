"""A path card about to lie at a cell, by a placement or a diversion's move, runs every
module's `on_lay` and `lay_refusal` (kernel/laying.py; issue 47 section 1, "modules that
compose": a module adds to the rules without another naming it; gaps item 5: the diversion
(book 002, '2023 - Diversion'; anniversary ruling 6) charged right of way's toll by name)."""

import ast
from pathlib import Path

import saboteur
from saboteur.kernel.module import Module
from saboteur.ruleset import with_modules
from test_anniversary_championship import act, laid_then

HANDS = [["tunnel-NEW", "map"], ["diversion", "map"], ["map"], ["map"], ["map"]]


def watched(game, closed=None):
    """`game` played by its modules and one more that records each card about to lie, and
    closes the cell `closed` to cards."""
    seen = []

    def on_lay(game, seat, card, action, lay):
        seen.append((seat, game.rules.catalogue.types[card].id, list(action.at)))
        return lay()

    def lay_refusal(game, seat, card, action):
        return "closed for the test" if closed is not None and list(action.at) == closed else None

    watch = Module("watch", on_lay=on_lay, lay_refusal=lay_refusal)
    game.rules = with_modules(game.rules, game.rules.composition.modules + (watch,))
    game.legal_cache = None
    return game, seen


def test_a_placement_and_a_diversion_run_every_modules_on_lay():
    """Ruling 6: a diversion lays the moved card as a placement does, so what a module does
    to a card about to lie (right of way's toll, ruling 13) it does to both."""
    game, seen = watched(laid_then(HANDS))
    act(game, kind="diversion", card="diversion", at=[6, -1], turned=True)
    assert seen == [(1, "diversion", [6, -1])]
    assert {"at": [6, -1], "card": "tunnel-NEW", "turned": True} in game.view(None)["maze"]
    game, seen = watched(saboteur.new_game("base", 4, 3))
    place = next(a for a in game.legal_actions() if a.kind == "place")
    game.apply(place)
    assert seen == [(place_seat := seen[0][0], place.card, list(place.at))] and place_seat is not None


def test_a_cell_a_module_closes_is_refused_to_the_diversion_with_its_reason():
    """Ruling 6 with ruling 13: where a module keeps cards off now, a diversion may not go."""
    game, _ = watched(laid_then(HANDS), closed=[6, -1])
    moves = [a.to_json() for a in game.legal_actions() if a.kind == "diversion"]
    assert moves and all(move["at"] != [6, -1] for move in moves)
    assert game.why_not(saboteur.Action.from_json(
        {"kind": "diversion", "card": "diversion", "at": [6, -1], "turned": True})) == "closed for the test"


def test_the_championship_does_not_name_right_of_way():
    """Gaps item 5: the diversion reaches the toll through the kernel's hooks, not by name
    (right of way's view still names the card a diversion moves: docs/family.md)."""
    package = Path(saboteur.__file__).parent / "games" / "anniversary" / "championship"
    for path in package.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [getattr(node, "module", "") or ""] + [alias.name for alias in node.names]
                assert not any("right_of_way" in name for name in names), f"{path.name} imports right_of_way"
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                assert node.value.id != "right_of_way", f"{path.name} names right_of_way.{node.attr}"
