"""Face-down cells, who saw each, and the link steps (issue 47 item 1; rules/anniversary.md
rulings 8, 9 and 12): the functions other modules call (a goal swap forgets, a goal moved
carries what was seen, a diversion resolves links like a placement)."""

import saboteur
from anniversary_helpers import ROW, staged
from saboteur.grid import cell_of
from saboteur.kernel import facedown
from saboteur.kernel.module import Module
from saboteur.ruleset import with_modules

MIDDLE, TOP = cell_of(8, 0), cell_of(8, -2)


def mapped():
    game = staged(hand=["map"], goals={(8, 0): "new-goal-dragon"})
    game.apply({"kind": "map", "card": "map", "at": [8, 0]})
    return game


def test_a_map_marks_the_cell_seen_by_its_reader_only():
    """Base.md 4: the map's reader alone learns the goal."""
    game = mapped()
    assert facedown.has_seen(game, 0, MIDDLE) and not facedown.has_seen(game, 1, MIDDLE)
    assert facedown.seen_by(game, MIDDLE) == [0] and not facedown.has_seen(game, None, MIDDLE)


def test_forget_clears_what_everyone_knew_of_the_cells():
    """Ruling 8 (goal swap): what others knew of the two goals is no longer sure."""
    game = mapped()
    facedown.forget(game, MIDDLE, TOP)
    assert game.view(0)["goals"][2] == {"at": [8, 0], "face_up": False, "seen_by_you": False, "card": None}
    assert game.position()["goals"][2]["seen_by"] == []


def test_a_face_down_card_moved_keeps_who_saw_it_and_its_place_in_the_layout():
    """Ruling 12 (goal moved, one cell east): the card moves unseen; its reader still knows it."""
    game = mapped()
    facedown.move_face_down(game, MIDDLE, cell_of(9, 0))
    assert list(game.goal_cards)[2] == cell_of(9, 0) and cell_of(9, 0) in game.maze.hidden_goals
    assert MIDDLE not in game.maze.hidden_goals and MIDDLE not in game.seen
    assert game.view(0)["goals"][2] == {"at": [9, 0], "face_up": False, "seen_by_you": True, "card": "new-goal-dragon"}
    assert game.view(1)["goals"][2]["card"] is None


def test_link_steps_run_by_rank_and_the_first_that_ends_the_round_decides():
    """Ruling 9: chests (0), then postcards (1), then goals (2), whatever the module order."""
    game = staged(path=ROW, hand=["tunnel-EW"], goals={(8, 0): "new-goal-stone-NE"})
    calls = []

    def step(name, ends=False):
        return lambda game, seat: calls.append(name) or ends

    probes = (Module("late", link_step=(1, step("postcards"))), Module("early", link_step=(0, step("chests"))))
    game.rules = with_modules(game.rules, game.rules.composition.modules + probes)
    assert facedown.resolve_links(game, 0) is False and calls == ["chests", "postcards"]
    ending = (Module("end", link_step=(0, step("chest", facedown.ROUND_LOST))),)
    game.rules = with_modules(game.rules, game.rules.composition.modules + ending)
    calls.clear()
    assert facedown.resolve_links(game, 0) == facedown.ROUND_LOST and calls == ["chests", "chest"]


def test_base_reveals_every_goal_reached_and_nothing_else_changes():
    """Base.md 1 and 7: the goal step turns over what a path reaches; base deals its 3 goals."""
    game = saboteur.new_game("base", 4, 1)
    assert [goal["at"] for goal in game.view(0)["goals"]] == [[8, -2], [8, 0], [8, 2]]
    assert len(game.rules.composition.link_steps) == 1
