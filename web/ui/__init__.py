"""The page's drawing and interaction modules: pure, CPython-testable, MicroPython-compatible."""
