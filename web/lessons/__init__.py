"""Lessons at build time (CPython): read the TOML lessons, bake them with the real engine,
and write the lesson pages. See docs/lessons.md."""
