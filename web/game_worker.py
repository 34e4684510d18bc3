"""Plugging the game into the worker's dispatch table (one line in the worker):

    import game_worker
    await game_worker.install(TABLE, saves)   # TABLE: message type -> function(message dict) -> reply dict

Takes the save store (`saves`: what `save_store.IdbStore.open()` returned, IndexedDB through
IDBFS under Pyodide, a temporary folder under CPython; opened here if not given) and adds the
game handlers of `game_session` to the table.
"""

import game_session
import save_store

session = None


def fetch_text(url):
    """A file of the site, read by the worker itself (a synchronous request: a worker may)."""
    from pyodide.http import open_url

    return open_url(url).read()


async def install(table, saves=None):
    global session
    store = await (saves or save_store.IdbStore.open())
    session = game_session.Session(store, fetch_text)
    table.update(game_session.handlers(session))
    return session
