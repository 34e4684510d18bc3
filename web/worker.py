"""The engine worker (Pyodide): holds the game and answers the page's JSON requests.

The page sends `request(message_json)` and gets a JSON reply. Secrets stay here: replies
carry views for the seat at the screen, never the state. The dispatch table maps a
message's `type` to a function(message dict) -> reply dict; `hello` answers the engine's
version, the game's messages come from game_worker (web/game_session.py).
"""

import asyncio
import json
import os
import sys

# The engine and our worker modules, with their bytecode, in one archive that the worker's
# config writes here (build.py): zipimport reads it where it lies, nothing is unpacked.
ENGINE_ZIP = os.path.join(os.getcwd(), "engine.zip")
sys.path.insert(0, ENGINE_ZIP)

import save_store  # noqa: E402 -- from the archive put on sys.path above

# IndexedDB reads the saves while the engine is imported (it answers on the browser's side).
saves = save_store.IdbStore.open()

import saboteur  # noqa: E402

import game_worker  # noqa: E402
import js  # noqa: E402


def hello(message):
    global reported
    if not reported:
        reported = True
        # after this reply, which is the engine's ready: the report reads a few files
        asyncio.get_event_loop().call_soon(report_compiled)
    return {"ok": True, "engine_version": saboteur.__version__, "python": sys.version.split()[0]}


reported = False


def report_compiled():
    """For tests and benchmarks, at DevTools' verbose level: what the start compiled from source."""
    js.console.debug("saboteur engine: compiled from source at start: " + json.dumps(compiled_at_start()))


def compiled_at_start():
    """The modules loaded so far that had to be compiled from source here, as names. The
    build ships bytecode for every module the worker imports at start (docs/site.md,
    "Bytecode"): in a zip (Pyodide's standard library, our engine.zip) a `.pyc` beside the
    source (the module's file then ends in .pyc), elsewhere (PyScript's package) an
    unchecked-hash `.pyc` in `__pycache__` (flags 1 in its header; one that Python wrote
    itself would have 0)."""
    slow = []
    for name, module in list(sys.modules.items()):
        path = getattr(module, "__file__", None) or ""
        spec = getattr(module, "__spec__", None)
        if not path.endswith(".py") or getattr(spec, "origin", None) in (None, "frozen", "built-in"):
            continue
        if ".zip/" in path:
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
await game_worker.install(TABLE, saves)  # noqa: F704 -- PyScript runs this file with top-level await


def request(message_json):
    """One request from the page: a JSON message in, a JSON reply out; a bad message gets an error reply."""
    try:
        message = json.loads(str(message_json))
        if not isinstance(message, dict):
            raise ValueError("a message must be a JSON object")
        kind = message.get("type")
        handler = TABLE.get(kind)
        if handler is None:
            reply = {"ok": False, "error": f"unknown message type {kind!r}"}
        else:
            reply = handler(message)
    except Exception as error:  # the page must always get an answer
        reply = {"ok": False, "error": f"{type(error).__name__}: {error}"}
    return json.dumps(reply)


__export__ = ["request"]
