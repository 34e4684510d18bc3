"""Where the worker keeps the save: a file in Emscripten's IDBFS (IndexedDB) under Pyodide.

The save holds the whole game record (secrets included), so it lives only in the worker's
storage, never in the main thread's localStorage. `await IdbStore.open()` mounts the folder
and reads what IndexedDB holds (the read starts with the call, so that the caller may do
other work before it awaits: the worker imports the engine meanwhile); `save(text)` writes
the file at once and copies it to IndexedDB in the background (`pending` tells whether that
copy is still on its way).
Outside Pyodide (CPython tests) `open()` falls back to a plain file in a temporary folder.
"""

import asyncio
import os

FOLDER = "/saboteur-saves"
NAME = "game.json"
ASIDE = "set-aside.json"  # a save that could not be read: kept for the person, never read as a game


class IdbStore:
    def __init__(self, folder=FOLDER):
        self.folder = folder
        self.path = folder + "/" + NAME
        self.fs = None
        self.syncing = False
        self.dirty = False
        self.error = None

    @classmethod
    def open(cls, folder=FOLDER):
        """The store, to await. IndexedDB is asked from this call on (it answers on the
        browser's side while the worker's Python goes on), not from the first await."""
        store = cls(folder)
        try:
            import pyodide_js  # only under Pyodide
        except ImportError:
            import tempfile

            store.folder = tempfile.mkdtemp(prefix="saboteur-saves-")
            store.path = store.folder + "/" + NAME
            return _once_read(store, None)
        fs = pyodide_js.FS
        try:
            fs.mkdirTree(folder)
            fs.mount(fs.filesystems.IDBFS, {}, folder)
        except Exception as error:  # already mounted, or no IndexedDB (private mode)
            store.error = repr(error)
        store.fs = fs
        return _once_read(store, store._sync(True))

    def _sync(self, populate):
        loop = asyncio.get_event_loop()
        future = loop.create_future()
        from pyodide.ffi import create_once_callable

        def done(error=None):
            if error:
                self.error = str(error)
            if not future.done():
                future.set_result(None)

        self.fs.syncfs(populate, create_once_callable(done))
        return future

    async def _flush(self):
        try:
            while self.dirty:
                self.dirty = False
                await self._sync(False)
        finally:
            self.syncing = False

    @property
    def pending(self):
        return self.dirty or self.syncing

    def load(self):
        try:
            with open(self.path, encoding="utf-8") as handle:
                return handle.read()
        except OSError:
            return None

    def save(self, text):
        tmp = self.path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, self.path)
        self._persist()

    def clear(self):
        try:
            os.remove(self.path)
        except OSError:
            pass
        self._persist()

    def set_aside(self):
        try:
            os.replace(self.path, self.folder + "/" + ASIDE)
        except OSError:
            pass
        self._persist()

    def load_set_aside(self):
        try:
            with open(self.folder + "/" + ASIDE, encoding="utf-8") as handle:
                return handle.read()
        except OSError:
            return None

    def _persist(self):
        if self.fs is None:
            return
        self.dirty = True
        if not self.syncing:
            # Marked here, not when _flush starts: a second save before it starts would
            # otherwise start a second copy, and Emscripten forbids two syncfs at once.
            self.syncing = True
            asyncio.ensure_future(self._flush())


async def _once_read(store, read):
    if read is not None:
        await read
    return store
