"""A lesson page's script (PyScript's MicroPython): loads the UI modules, then starts the
lesson (ui/lesson_page.py). Kept short: PyScript hands MicroPython this file as source, to
compile on every visit, while the modules come compiled by the build."""

from ui.loading import import_modules

# In tasks of a few tens of ms, so that the page keeps painting while MicroPython loads them.
await import_modules(("text", "cards_svg", "learn", "board_svg", "interaction", "panel", "lesson", "card_drag",  # noqa: F704
                      "lesson_page"))
from ui import lesson_page  # noqa: E402

await lesson_page.start()  # noqa: F704
