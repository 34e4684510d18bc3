"""Put core/ (the engine and its bots) and this folder (bot_helpers) on sys.path."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
for path in (os.path.join(ROOT, "core"), HERE):
    if path not in sys.path:
        sys.path.insert(0, path)
