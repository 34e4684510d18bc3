"""page.py needs the browser (pyscript); here it is only compiled, and checked for the
window-level listeners that MicroPython's FFI refuses ("Illegal invocation")."""

import os

WEB = os.path.join(os.path.dirname(__file__), "..", "..", "web", "ui")


def test_page_compiles_and_listens_on_document_only():
    source = open(os.path.join(WEB, "page.py"), encoding="utf-8").read()
    compile(source, "page.py", "exec")
    assert "_listen(window" not in source and "window.addEventListener" not in source


def test_ui_modules_avoid_what_micropython_lacks():
    for name in os.listdir(WEB):
        if name.endswith(".py"):
            source = open(os.path.join(WEB, name), encoding="utf-8").read()
            for banned in ("import re\n", "from dataclasses", "from typing", "import typing", "!r}", ".format_map("):
                assert banned not in source, (name, banned)
