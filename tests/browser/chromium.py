"""Debian's Chromium for Playwright: the browser download of Playwright cannot work here."""

import os

EXECUTABLE = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# Without the background-networking flags Chromium keeps trying to reach outside hosts,
# which this machine's closed network refuses.
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]

# Requests the tests let through: the local server, and what the page makes itself.
LOCAL_PREFIXES = ("http://127.0.0.1:", "blob:http://127.0.0.1:", "data:")


def launch(playwright):
    if not os.path.exists(EXECUTABLE):
        raise RuntimeError(f"{EXECUTABLE} is missing: install Debian's chromium (python build.py test does)")
    return playwright.chromium.launch(executable_path=EXECUTABLE, args=ARGS)
