"""The worker's save store copies the save file to IndexedDB with Emscripten's FS.syncfs.
Emscripten warns (a console error in the page) when two syncfs run at once, and two copies
racing can leave IndexedDB with the older save. These tests drive the store with a stand-in
for the FS that records how many copies are in flight."""

import asyncio
import sys
import types

import pytest

import save_store


class FakeFS:
    """syncfs answers on a later turn of the event loop, as IndexedDB does."""

    def __init__(self):
        self.in_flight = 0
        self.most_at_once = 0
        self.copies = 0

    def syncfs(self, populate, done):
        self.in_flight += 1
        self.most_at_once = max(self.most_at_once, self.in_flight)

        def finish():
            self.in_flight -= 1
            self.copies += 1
            done()

        asyncio.get_event_loop().call_later(0.001, finish)


@pytest.fixture
def store(tmp_path, monkeypatch):
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_once_callable = lambda function: function
    monkeypatch.setitem(sys.modules, "pyodide", types.ModuleType("pyodide"))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    store = save_store.IdbStore(str(tmp_path))
    store.fs = FakeFS()
    return store


async def settle(store):
    while store.pending:
        await asyncio.sleep(0.001)


def test_saves_close_together_never_run_two_copies_at_once(store):
    async def scenario():
        store.clear()  # a new game clears the old save and saves the first position at once
        store.save("first")
        await asyncio.sleep(0)  # the copy is under way
        store.save("second")
        assert store.pending
        await settle(store)

    asyncio.run(scenario())
    assert store.fs.most_at_once == 1
    assert store.load() == "second"


def test_a_save_made_during_a_copy_is_copied_after_it(store):
    async def scenario():
        store.save("first")
        await asyncio.sleep(0)  # the first copy is under way
        store.save("second")
        await settle(store)

    asyncio.run(scenario())
    assert store.fs.most_at_once == 1
    assert store.fs.copies == 2  # the second save was not lost behind the first copy
    assert not store.pending


def test_opening_asks_indexeddb_before_it_is_awaited(tmp_path, monkeypatch):
    # Issue 46, item 1: the worker opens its save store before importing the engine and awaits
    # it after, so that IndexedDB's read (on the browser's side) overlaps the imports: the read
    # must start with the call, not with the first await.
    fs = FakeFS()
    fs.mkdirTree = lambda folder: None
    fs.mount = lambda kind, options, folder: None
    fs.filesystems = types.SimpleNamespace(IDBFS=object())
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_once_callable = lambda function: function
    monkeypatch.setitem(sys.modules, "pyodide", types.ModuleType("pyodide"))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    monkeypatch.setitem(sys.modules, "pyodide_js", types.SimpleNamespace(FS=fs))
    loop = asyncio.new_event_loop()
    try:
        asyncio.set_event_loop(loop)
        opening = save_store.IdbStore.open(str(tmp_path))
        assert fs.in_flight == 1  # asked already, nothing awaited yet
        store = loop.run_until_complete(opening)
        assert fs.copies == 1 and store.fs is fs and not store.pending
    finally:
        asyncio.set_event_loop(None)
        loop.close()
