"""Issue 46, "Must hold": UI interactive and lesson pages no slower than at 416b6be. Every UI
module imported before a page takes input delays it on every visit, so a page's start imports
only what it uses at once; a module one screen reads is imported when that screen is drawn
(docs/site.md, "What the worker and the pages import at start")."""

import ast
import os

WEB = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "web")


def started_with(script):
    """The UI modules a page's script hands to `ui.loading.import_modules`."""
    with open(os.path.join(WEB, script), encoding="utf-8") as file:
        tree = ast.parse(file.read())
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "import_modules":
            return [element.value for element in node.args[0].elts]
    raise AssertionError(f"{script} imports no UI module through import_modules")


def imported_at_start(names):
    """`names` and every UI module their top-level statements import, in turn (not those
    imported inside a function: they load when it first runs)."""
    found, todo = set(), list(names)
    while todo:
        name = todo.pop()
        if name in found:
            continue
        found.add(name)
        with open(os.path.join(WEB, "ui", f"{name}.py"), encoding="utf-8") as file:
            tree = ast.parse(file.read())
        for node in tree.body:
            if isinstance(node, ast.ImportFrom) and node.module == "ui":
                todo += [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("ui."):
                todo.append(node.module.split(".")[1])
    return found


GAME_ONLY = {"app", "page", "replay", "answers", "choice_view"}


def test_a_lesson_page_imports_no_game_screen_at_start():
    loaded = imported_at_start(started_with("lesson_main.py"))
    assert "lesson_page" in loaded
    assert not loaded & (GAME_ONLY | {"module_rules"}), loaded & (GAME_ONLY | {"module_rules"})


def test_the_game_page_imports_neither_the_lesson_nor_how_to_plays_module_parts_at_start():
    loaded = imported_at_start(started_with("main.py"))
    assert {"page", "app"} <= loaded
    assert not loaded & {"lesson", "lesson_page", "module_rules"}, loaded & {"lesson", "lesson_page", "module_rules"}


def test_how_to_play_still_draws_the_modules_part():
    from ui import learn

    assert "greedy" in learn.modules_rules_html("base", "en").lower()
