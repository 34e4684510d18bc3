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


def test_the_engine_our_worker_modules_and_pyscripts_come_with_bytecode_and_the_wheel_stays_small():
    site, release = dist()
    stdlib = zipfile.ZipFile(site / release["pyodide"] / "python_stdlib.zip")
    magic = header(stdlib.read("json/__init__.pyc"))[0]
    start = zipfile.ZipFile(site / release["app"] / "bytecode.zip")
    later = zipfile.ZipFile(site / release["app"] / "bytecode-later.zip")
    for archive in (start, later):
        for name in archive.namelist():
            assert re.fullmatch(r"(lib/python3\.\d+/site-packages|home/pyodide)/([\w/]+/)?__pycache__/\w+\.cpython-3\d+\.pyc",
                                name), name
            assert header(archive.read(name)) == (magic, UNCHECKED_HASH), name
    names = start.namelist()
    folders = {name.split("/__pycache__/")[0] for name in names}
    assert {"home/pyodide", "home/pyodide/pyscript"} <= folders
    assert any(folder.endswith("site-packages/saboteur") for folder in folders)
    assert any(name.endswith("/saboteur/__pycache__/game.cpython-314.pyc") for name in names)
    # what a game imports later (the bots, the other games) is in the other archive, which the
    # worker unpacks once it has answered `hello`: the start unpacks only what it imports
    assert not set(names) & set(later.namelist())
    assert not any("/bots/" in name or "/saboteur2/" in name for name in names)
    assert any(name.endswith("/saboteur/bots/__pycache__/players.cpython-314.pyc") for name in later.namelist())
    assert any(name.endswith("/saboteur/games/saboteur2/__pycache__/cards.cpython-314.pyc") for name in later.namelist())
    # the worker's config unpacks the first at the root of Pyodide's file system, and puts the
    # other beside the worker's modules
    config = worker_config(site)
    assert config["files"][f"./{release['app']}/bytecode.zip"] == "/*"
    assert config["files"][f"./{release['app']}/bytecode-later.zip"] == "./bytecode-later.zip"
    assert (site / release["app"] / release["wheel"]).stat().st_size <= 200 * 1024


def test_the_worker_unpacks_the_wheel_itself_without_pyodides_package_loader():
    # Issue 46, item 1: Pyodide's package loader (PyScript's `packages`) imports tarfile, and
    # importlib.metadata with email, on every start; the worker's config unpacks the pure-Python
    # wheel into site-packages instead, and the bytecode step does the same.
    site, release = dist()
    config = worker_config(site)
    assert "packages" not in config
    assert config["files"][f"./{release['app']}/{release['wheel']}"] == "/lib/python3.14/site-packages/*"
    compiled = set(zipfile.ZipFile(site / release["pyodide"] / "python_stdlib.zip").namelist())
    assert not {"tarfile.pyc", "importlib/metadata/__init__.pyc", "email/__init__.pyc"} & compiled


def test_the_page_wheels_dataclasses_keep_a_docstring():
    # Issue 46, item 1: the page's wheel leaves docstrings out (build.lean_source), but a
    # dataclass without one has it made as the class is defined, from inspect.signature, on
    # every start of the engine: each keeps a one-line docstring.
    site, release = dist()
    wheel = zipfile.ZipFile(site / release["app"] / release["wheel"])
    dataclasses = []
    for name in wheel.namelist():
        if name.endswith(".py"):
            for node in ast.walk(ast.parse(wheel.read(name))):
                if isinstance(node, ast.ClassDef) and any("dataclass" in ast.unparse(d) for d in node.decorator_list):
                    dataclasses.append((name, node.name, ast.get_docstring(node)))
    assert ("saboteur/cards.py", "Place", "Place") in dataclasses
    assert [(name, cls) for name, cls, doc in dataclasses if not doc] == []


def test_the_bytecode_build_is_reproducible(tmp_path):
    # The same inputs give the same bytes (unchecked-hash .pyc, fixed zip dates): compiled
    # again from the cached job, into another folder.
    site, release = dist()
    job_file = build.bytecode_folder(site / release["app"] / release["wheel"]) / "job.json"  # the job of this site
    assert job_file.exists(), "no cached bytecode job for this site: run `python build.py build`"
    job = json.loads(job_file.read_text())
    job["out"] = str(tmp_path)
    (tmp_path / "job.json").write_text(json.dumps(job))
    subprocess.run(["node", str(build.BYTECODE_TOOL), str(tmp_path / "job.json")], check=True, capture_output=True)
    assert (tmp_path / "python_stdlib.zip").read_bytes() == (site / release["pyodide"] / "python_stdlib.zip").read_bytes()
    for name in ("bytecode.zip", "bytecode-later.zip"):
        assert (tmp_path / name).read_bytes() == (site / release["app"] / name).read_bytes(), name


def test_the_page_loads_the_engine_without_its_command_line_tools():
    """Issue 46, item 1 (the wheel at most 200 KB): the page's wheel leaves out the modules
    only the command line and the build run (build.LAB_MODULES: tournaments, calibrations, the
    sketch readers that bake the lessons), its RECORD
    naming exactly what it holds; the page's every import is met (the bytecode step imports
    them in Pyodide from this wheel), and `pip install` of the project keeps them all."""
    site, release = dist()
    wheel = zipfile.ZipFile(site / release["app"] / release["wheel"])
    names = set(wheel.namelist())
    assert wheel.fp.seek(0, 2) <= 200 * 1024
    assert not names & set(build.LAB_MODULES)
    assert "saboteur/sketch.py" not in names and "saboteur/games/lost_mines/sketch.py" not in names
    assert {"saboteur/bots/expert.py", "saboteur/games/anniversary/purse.py", "saboteur/game.py"} <= names
    record = next(name for name in names if name.endswith(".dist-info/RECORD"))
    listed = {line.split(",", 1)[0] for line in wheel.read(record).decode().splitlines() if line}
    assert listed == names
    compiled = [name for archive in ("bytecode.zip", "bytecode-later.zip")
                for name in zipfile.ZipFile(site / release["app"] / archive).namelist()]
    assert any(name.endswith("saboteur/bots/__pycache__/expert.cpython-314.pyc") for name in compiled)
    assert not any(name.endswith(("bots/__pycache__/tournament.cpython-314.pyc", "__main__.cpython-314.pyc")) for name in compiled)
    full = zipfile.ZipFile(next((build.CACHE / "wheel").glob("saboteur-*.whl")))
    assert set(build.LAB_MODULES) <= set(full.namelist())
