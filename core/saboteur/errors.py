"""The errors the engine raises. Each message names the problem in words."""


class SaboteurError(Exception):
    """Base class of every error the engine raises on bad input."""


class ConfigError(SaboteurError, ValueError):
    """A game cannot be set up as asked (unknown ruleset, wrong player count, bad option)."""


class IllegalAction(SaboteurError, ValueError):
    """An action is malformed or not allowed now; the game is left unchanged."""


class InvalidPosition(SaboteurError, ValueError):
    """A position description is malformed or breaks the rules."""


class InvalidRecord(SaboteurError, ValueError):
    """A game record is malformed, foreign, or does not replay."""


class InvalidSeat(SaboteurError, ValueError):
    """A seat number that does not exist in this game."""
