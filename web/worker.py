"""The engine worker (Pyodide): holds the game and answers the page's JSON requests.

The page sends `request(message_json)` and gets a JSON reply. Secrets stay here: replies
carry views for the seat at the screen, never the state. The dispatch table maps a
message's `type` to a function(message dict) -> reply dict; `hello` answers the engine's
version, the game's messages come from game_worker (web/game_session.py).
"""

import json
import sys

import saboteur

import game_worker


def hello(message):
    return {"ok": True, "engine_version": saboteur.__version__, "python": sys.version.split()[0]}


TABLE = {"hello": hello}
await game_worker.install(TABLE)  # noqa: F704 -- PyScript runs this file with top-level await


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
