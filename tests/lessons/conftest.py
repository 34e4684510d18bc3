"""Put web/ (the lesson tools and the UI's action keys) and core/ (the engine) on sys.path."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
for path in (os.path.join(ROOT, "web"), os.path.join(ROOT, "core")):
    if path not in sys.path:
        sys.path.insert(0, path)
