"""The lesson page's runtime in the built site (docs/lessons.md section 4).

A lesson page runs `lesson_main.py` on PyScript's MicroPython with the game's own UI
modules: the `ui/*.mpy` that build.py compiles into `app-<hash>/ui/` for the game (lesson.mpy
among them), so every lesson of a blog page and the game share the same cached files. This
copies `lesson_main.py` next to the game's `main.py` and gives the template's placeholders
that are the same for every lesson (web/lesson.html lists them all):

    values = page_build.build(DIST, app, vendor)   # in build.py, once the app folder is written
    site.build(DIST, values)                       # web/lessons/site.py fills in each lesson
"""

from __future__ import annotations

import html
import json
import re
import shutil
import sys
from pathlib import Path

WEB = Path(__file__).resolve().parents[1]
TEMPLATE = WEB / "lesson.html"
# What lesson_main.py imports, and what those import in turn (not app.py, page.py: the game's)
MODULES = ("__init__", "card_data", "cards_svg", "text", "learn", "module_rules", "board_svg", "interaction", "panel",
           "module_picker", "lesson", "card_drag", "lesson_page", "loading",
           "pieces_svg", "table_svg", "forest_panel", "forest_rules",  # The Lost Mines: its pieces, table, panel, rules
           "cave_svg", "cave_panel", "cave_rules")  # La mine se rebelle: its squares, panel, rules
UP = "../"  # lesson pages live in dist/lessons/, one folder below the app and the vendored runtimes
# PyScript loads each of its plugins unless the config turns it off ("!name"). The site uses
# none of these: the code editor, pygame, the terminal, the `donkey` helper and the notes on
# deprecated PyScript usage (its `error` plugin, which shows a failure in the page, stays).
UNUSED_PLUGINS = ["!deprecations-manager", "!donkey", "!py-editor", "!py-game", "!py-terminal"]


def build(dist: Path, app: str, vendor: dict[str, str]) -> dict[str, str]:
    """Copy lesson_main.py into the app folder; the placeholders shared by every lesson page."""
    shutil.copy2(WEB / "lesson_main.py", dist / app / "lesson_main.py")
    return shared_values(dist, app, vendor)


def plugins_config() -> str:
    """A `<py-config>` that turns the unused plugins off for PyScript's `py` type too: PyScript
    reads each type's plugins from that type's main-thread config, and our pages have no
    main-thread `py` script to carry one (the engine's is a worker)."""
    return f'<py-config type="json" hidden>{html.escape(json.dumps({"plugins": UNUSED_PLUGINS}), quote=False)}</py-config>'


def main_config(app: str, vendor: dict[str, str]) -> dict:
    return {"interpreter": f"{UP}{vendor['micropython']}/micropython.mjs",
            "files": {f"{UP}{app}/ui/{name}.mpy": f"./ui/{name}.mpy" for name in MODULES},
            "plugins": UNUSED_PLUGINS}


def shared_values(dist: Path, app: str, vendor: dict[str, str]) -> dict[str, str]:
    config = main_config(app, vendor)
    return {
        "{{APP}}": UP + app,
        "{{PYSCRIPT}}": UP + vendor["pyscript"],
        "{{MAIN_CONFIG}}": html.escape(json.dumps(config), quote=True),
        "{{PRELOADS}}": preloads(dist, app, vendor, config),
        "{{PY_CONFIG}}": plugins_config(),
        "{{STYLE}}": stylesheet(),
    }


def stylesheet() -> str:
    if str(WEB) not in sys.path:
        sys.path.insert(0, str(WEB))
    from ui import style

    return (style.CSS + style.LESSON_CSS).strip()


def preloads(dist: Path, app: str, vendor: dict[str, str], config: dict) -> str:
    """Link tags that fetch at once what the lesson needs (PyScript's core chunks, MicroPython,
    our code), instead of one file after another."""
    return preload_links(dist, vendor, UP, f"{app}/lesson_main.py", config["files"])


def preload_links(dist: Path, vendor: dict[str, str], prefix: str, entry: str, files, also=(),
                  also_modules=()) -> str:
    """The preload tags of a page on MicroPython (the game's and the lessons'): PyScript's core
    chunks, MicroPython and `also_modules` as modules; MicroPython's wasm, the `entry` script,
    `also` and `files` as fetches (`also`, `also_modules`: what the game page's engine worker
    needs first). `prefix` leads from the page to the site's root ("./", "../")."""
    folder = dist / vendor["pyscript"]
    core = re.findall(r'from"\./(core-[\w-]+\.js)"', (folder / "core.js").read_text())
    # PyScript imports its error plugin (even when told to keep errors off the page) before it
    # starts any script: without a preload, that request waits behind the ones below.
    plugin = [name for chunk in core for name in re.findall(r'import\("\./(error-[\w-]+\.js)"\)',
                                                             (folder / chunk).read_text())]
    # core.js too: the game page adds it only once the page is parsed (boot.js), a lesson page defers it
    modules = [f"{prefix}{vendor['pyscript']}/{name}" for name in ["core.js", *core, *plugin]]
    modules.append(f"{prefix}{vendor['micropython']}/micropython.mjs")
    fetches = [f"{prefix}{vendor['micropython']}/micropython.wasm", f"{prefix}{entry}", *also, *files]
    # `also_modules` last: the UI's files go first on the browser's few connections to the site
    return "\n".join([*(f'<link rel="modulepreload" href="{href}">' for href in modules),
                      *(f'<link rel="preload" href="{href}" as="fetch" crossorigin>' for href in fetches),
                      *(f'<link rel="modulepreload" href="{href}">' for href in also_modules)])


def page_html(values: dict[str, str], lesson: dict[str, str]) -> str:
    """The template filled: `values` from build(), `lesson` the per-lesson placeholders
    ({{LESSON_ID}}, {{TITLE}}, {{DESCRIPTION}}, {{LANG}}, {{HEAD}}, {{PICTURE}}, values ready
    to go into the HTML). For tests; site.py fills the pages of the site."""
    page = TEMPLATE.read_text()
    for placeholder, value in {**values, **lesson}.items():
        page = page.replace(placeholder, value)
    return page
