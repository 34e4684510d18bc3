"""A page's UI modules imported at its start (web/main.py, web/lesson_main.py) without long
tasks and without needless waits: the page gets a turn (to paint, to take a key or a click)
once about TASK_MS of importing has run, not after every module. A turn costs some 5 to
10 ms, most of it the browser's own; nine of them made up a third of the game's import time.
Runs on MicroPython only (its `time.ticks_ms`)."""

import asyncio
import time

TASK_MS = 40  # below the 50 ms at which browsers count a task as long


async def import_modules(names):
    """Import `ui.<name>` for each name, in order."""
    since = time.ticks_ms()
    for name in names:
        __import__("ui." + name)
        if time.ticks_diff(time.ticks_ms(), since) >= TASK_MS:
            await asyncio.sleep(0)
            since = time.ticks_ms()
