"""Issue 46, item 1: the build ships bytecode for what the engine worker imports, compiled by
the pinned Pyodide's own Python (web/bytecode.mjs), reproducibly (docs/site.md, "Bytecode").
That the worker then compiles nothing from source is checked in the browser (test_startup.py)."""

import ast
import html
import json
import re
import subprocess
import zipfile

import build
import pytest

UNCHECKED_HASH = 1  # PEP 552: the flags word of a hash-based .pyc whose source is never checked


def dist():
    if not (build.DIST / "release.json").exists():
        pytest.fail("dist/ is not built: run `python build.py build` (python build.py test does)")
    return build.DIST, json.loads((build.DIST / "release.json").read_text())


def header(data: bytes) -> tuple[bytes, int]:
    """A .pyc's magic number and flags."""
    return data[:4], int.from_bytes(data[4:8], "little")


def test_pyodides_standard_library_has_bytecode_beside_the_sources_the_worker_imports():
    site, release = dist()
    shipped = zipfile.ZipFile(site / release["pyodide"] / "python_stdlib.zip")
    stock = zipfile.ZipFile(build.NODE_MODULES / "pyodide" / "python_stdlib.zip")
    names = set(shipped.namelist())
    compiled = sorted(name for name in names if name.endswith(".pyc"))
    # the modules every boot of the worker imports, among some 140
    assert len(compiled) > 100
    for module in ("json/__init__.pyc", "asyncio/__init__.pyc", "pyodide/__init__.pyc", "_pyodide/_base.pyc",
                   "zipfile/__init__.pyc", "typing.pyc", "dataclasses.pyc"):
        assert module in names, module
    magics = set()
    for name in compiled:
        assert name[:-1] in names, f"{name} has no source beside it"
        magic, flags = header(shipped.read(name))
        assert flags == UNCHECKED_HASH, name
        magics.add(magic)
    assert len(magics) == 1  # one interpreter compiled them all
    # Pyodide's own files are all still there, unchanged
    assert set(stock.namelist()) <= names
    for name in ("json/__init__.py", "asyncio/base_events.py"):
        assert shipped.read(name) == stock.read(name)


def worker_config(site):
    page = (site / "index.html").read_text()
    return json.loads(html.unescape(re.search(r'<script type="py" worker[^>]*config="([^"]*)"', page).group(1)))


def page_wheel(release):
    """The wheel the page's engine.zip is made from (the page loads the archive, not the wheel)."""
    return zipfile.ZipFile(build.CACHE / "page-wheel" / release["wheel"])


def test_the_engine_our_worker_modules_and_pyscripts_come_with_bytecode_and_the_wheel_stays_small():
    site, release = dist()
    stdlib = zipfile.ZipFile(site / release["pyodide"] / "python_stdlib.zip")
    magic = header(stdlib.read("json/__init__.pyc"))[0]
    engine = zipfile.ZipFile(site / release["app"] / release["engine"])
    names = set(engine.namelist())
    # every module with its .pyc beside its source, where zipimport looks first: the engine's
    # start, our worker modules, and what a game imports later (the bots, the other games)
    sources = sorted(name for name in names if name.endswith(".py"))
    assert {"game_session.py", "game_worker.py", "save_store.py", "saboteur/game.py", "saboteur/bots/players.py",
            "saboteur/games/saboteur2/cards.py"} <= set(sources)
    for name in sources:
        assert name + "c" in names, f"{name} has no bytecode"
        assert header(engine.read(name + "c")) == (magic, UNCHECKED_HASH), name
    # the wheel's package as it is, but its .dist-info, which nothing reads
    wheel = page_wheel(release)
    for name in wheel.namelist():
        if ".dist-info/" in name:
            assert name not in names
        else:
            assert engine.read(name) == wheel.read(name), name
    assert wheel.fp.seek(0, 2) <= 200 * 1024
    # PyScript's package: a .pyc a module, which the config writes into its __pycache__
    config = worker_config(site)
    pyscript = {url: path for url, path in config["files"].items() if url.startswith(f"./{release['app']}/pyscript/")}
    assert len(pyscript) >= 10
    for url, path in pyscript.items():
        assert re.fullmatch(r"/home/pyodide/pyscript/__pycache__/\w+\.cpython-3\d+\.pyc", path), path
        assert path.rsplit("/", 1)[1] == url.rsplit("/", 1)[1]
        assert header((site / url[2:]).read_bytes()) == (magic, UNCHECKED_HASH), url


def test_the_worker_unpacks_nothing_and_runs_no_package_loader():
    # Issue 46, item 1: Pyodide's package loader (PyScript's `packages`) imports tarfile, and
    # importlib.metadata with email, on every start, and an archive PyScript's `files` unpacks
    # ("<folder>/*") is unpacked by Python, file by file, before the worker starts: some 100 to
    # 300 ms for the wheel and the bytecode. The config writes the engine's archive as it came,
    # and web/worker.py imports from it where it lies (zipimport).
    site, release = dist()
    config = worker_config(site)
    assert "packages" not in config
    assert [path for path in config["files"].values() if path.endswith("/*")] == []
    assert config["files"][f"./{release['app']}/{release['engine']}"] == "/home/pyodide/engine.zip"
    worker = (site / release["app"] / "worker.py").read_text()
    assert 'ENGINE_ZIP = os.path.join(os.getcwd(), "engine.zip")' in worker
    assert worker.index("sys.path.insert(0, ENGINE_ZIP)") < worker.index("import saboteur")
    compiled = set(zipfile.ZipFile(site / release["pyodide"] / "python_stdlib.zip").namelist())
    assert not {"tarfile.pyc", "importlib/metadata/__init__.pyc", "email/__init__.pyc"} & compiled


def test_the_page_fetches_the_engines_archive_early_but_not_pyscripts_bytecode():
    # Issue 46, item 1: boot.js fetches the engine's files from the page's first bytes (the
    # worker then finds them in the browser's cache), but not PyScript's ten small .pyc,
    # which were ten more requests beside the UI's thirty: the worker asks for them itself.
    site, release = dist()
    page = (site / "index.html").read_text()
    early = json.loads(html.unescape(re.search(r'data-engine-files="([^"]*)"', page).group(1)))
    assert f"./{release['app']}/{release['engine']}" in early
    assert f"./{release['pyodide']}/pyodide.asm.wasm" in early
    assert [url for url in early if "/pyscript/" in url] == []
    assert any(url.startswith(f"./{release['app']}/pyscript/") for url in worker_config(site)["files"])


def test_the_page_wheels_dataclasses_keep_a_docstring():
    # Issue 46, item 1: the page's wheel leaves docstrings out (build.lean_source), but a
    # dataclass without one has it made as the class is defined, from inspect.signature, on
    # every start of the engine: each keeps a one-line docstring.
    site, release = dist()
    engine = zipfile.ZipFile(site / release["app"] / release["engine"])
    dataclasses = []
    for name in engine.namelist():
        if name.endswith(".py"):
            for node in ast.walk(ast.parse(engine.read(name))):
                if isinstance(node, ast.ClassDef) and any("dataclass" in ast.unparse(d) for d in node.decorator_list):
                    dataclasses.append((name, node.name, ast.get_docstring(node)))
    assert ("saboteur/cards.py", "Place", "Place") in dataclasses
    assert [(name, cls) for name, cls, doc in dataclasses if not doc] == []


def test_the_bytecode_build_is_reproducible(tmp_path):
    # The same inputs give the same bytes (unchecked-hash .pyc, fixed zip dates): compiled
    # again from the cached job, into another folder.
    site, release = dist()
    job_file = build.bytecode_folder(build.CACHE / "page-wheel" / release["wheel"]) / "job.json"  # the job of this site
    assert job_file.exists(), "no cached bytecode job for this site: run `python build.py build`"
    job = json.loads(job_file.read_text())
    job["out"] = str(tmp_path)
    (tmp_path / "job.json").write_text(json.dumps(job))
    subprocess.run(["node", str(build.BYTECODE_TOOL), str(tmp_path / "job.json")], check=True, capture_output=True)
    assert (tmp_path / "python_stdlib.zip").read_bytes() == (site / release["pyodide"] / "python_stdlib.zip").read_bytes()
    assert (tmp_path / "engine.zip").read_bytes() == (site / release["app"] / release["engine"]).read_bytes()
    pyscript = sorted((tmp_path / "pyscript").iterdir())
    assert [path.name for path in pyscript] == sorted(path.name for path in (site / release["app"] / "pyscript").iterdir())
    for path in pyscript:
        assert path.read_bytes() == (site / release["app"] / "pyscript" / path.name).read_bytes(), path.name


def test_the_page_loads_the_engine_without_its_command_line_tools():
    """Issue 46, item 1 (the wheel at most 200 KB): the page's wheel leaves out the modules
    only the command line and the build run (build.LAB_MODULES: tournaments, calibrations, the
    sketch readers that bake the lessons), its RECORD
    naming exactly what it holds; the page's every import is met (the bytecode step imports
    them in Pyodide from this wheel), and `pip install` of the project keeps them all."""
    site, release = dist()
    wheel = page_wheel(release)
    names = set(wheel.namelist())
    assert wheel.fp.seek(0, 2) <= 200 * 1024
    assert not names & set(build.LAB_MODULES)
    assert "saboteur/sketch.py" not in names and "saboteur/games/lost_mines/sketch.py" not in names
    assert {"saboteur/bots/expert.py", "saboteur/games/anniversary/purse.py", "saboteur/game.py"} <= names
    record = next(name for name in names if name.endswith(".dist-info/RECORD"))
    listed = {line.split(",", 1)[0] for line in wheel.read(record).decode().splitlines() if line}
    assert listed == names
    compiled = zipfile.ZipFile(site / release["app"] / release["engine"]).namelist()
    assert "saboteur/bots/expert.pyc" in compiled
    assert not any(name.endswith(("bots/tournament.pyc", "__main__.pyc")) for name in compiled)
    full = zipfile.ZipFile(next((build.CACHE / "wheel").glob("saboteur-*.whl")))
    assert set(build.LAB_MODULES) <= set(full.namelist())
