"""Put web/ (the page's Python), core/ (the engine, for real views) and this folder (ui_helpers) on sys.path."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
for path in (os.path.join(ROOT, "web"), os.path.join(ROOT, "core"), os.path.join(ROOT, "tests", "ui")):
    if path not in sys.path:
        sys.path.insert(0, path)
