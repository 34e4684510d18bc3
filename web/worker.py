"""The engine worker (Pyodide): holds the game and answers the page's JSON requests.

The page sends `request(message_json)` and gets a JSON reply. Secrets stay here: replies
carry views for the seat at the screen, never the state. The dispatch table maps a
message's `type` to a function(message dict) -> reply dict; `hello` answers the engine's
version, the game's messages come from game_worker (web/game_session.py).
"""

import asyncio
import json
import sys
import zipfile

import saboteur

import game_worker
import js


def hello(message):
    global reported
    if not reported:
        reported = True
        # after this reply, which is the engine's ready: the report reads some 60 files
        asyncio.get_event_loop().call_soon(report_compiled)
        asyncio.get_event_loop().call_soon(unpack_later_bytecode)
    return {"ok": True, "engine_version": saboteur.__version__, "python": sys.version.split()[0]}


reported = False
LATER_BYTECODE = "bytecode-later.zip"  # put here by the worker's config (build.py)
later_unpacked = False


def unpack_later_bytecode():
    """The bytecode of what a game imports later (the bots, the other games), unpacked beside
    its sources: left out of the start, whose every module costs the engine's ready (docs/site.md,
    "Bytecode"). Once, before the first request but `hello`."""
    global later_unpacked
    if later_unpacked:
        return
    later_unpacked = True
    try:
        with zipfile.ZipFile(LATER_BYTECODE) as later:
            later.extractall("/")
            count = len(later.namelist())
    except OSError:  # no such file: the game compiles what it imports, more slowly
        return
    js.console.debug(f"saboteur engine: later bytecode unpacked: {count} files")  # for tests


def report_compiled():
    """For tests and benchmarks, at DevTools' verbose level: what the start compiled from source."""
    js.console.debug("saboteur engine: compiled from source at start: " + json.dumps(compiled_at_start()))


def compiled_at_start():
    """The modules loaded so far that had to be compiled from source here, as names. The
    build ships bytecode for every module the worker imports at start (docs/site.md,
    "Bytecode"): from Pyodide's standard-library zip a `.pyc` (the module's file then ends in
    .pyc), elsewhere an unchecked-hash `.pyc` in `__pycache__` (flags 1 in its header; one
    that Python wrote itself would have 0)."""
    stdlib = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip/"
    slow = []
    for name, module in list(sys.modules.items()):
        path = getattr(module, "__file__", None) or ""
        spec = getattr(module, "__spec__", None)
        if not path.endswith(".py") or getattr(spec, "origin", None) in (None, "frozen", "built-in"):
            continue
        if path.startswith(stdlib):
            slow.append(name)
            continue
        try:
            with open(module.__cached__, "rb") as file:
                shipped = int.from_bytes(file.read(8)[4:8], "little") == 1
        except (OSError, TypeError, AttributeError):
            shipped = False
        if not shipped:
            slow.append(name)
    return sorted(slow)


TABLE = {"hello": hello}
await game_worker.install(TABLE)  # noqa: F704 -- PyScript runs this file with top-level await


def request(message_json):
    """One request from the page: a JSON message in, a JSON reply out; a bad message gets an error reply."""
    try:
        message = json.loads(str(message_json))
        if not isinstance(message, dict):
            raise ValueError("a message must be a JSON object")
        kind = message.get("type")
        if kind != "hello":
            unpack_later_bytecode()
        handler = TABLE.get(kind)
        if handler is None:
            reply = {"ok": False, "error": f"unknown message type {kind!r}"}
        else:
            reply = handler(message)
    except Exception as error:  # the page must always get an answer
        reply = {"ok": False, "error": f"{type(error).__name__}: {error}"}
    return json.dumps(reply)


__export__ = ["request"]
