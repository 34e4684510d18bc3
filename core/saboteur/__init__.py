"""Saboteur rules engine."""

__version__ = "0.1.0"
