"""Actions: what a seat may choose. Immutable, hashable, and JSON round-trippable.

An action is a kind and fields. The kernel names no kind: each rules module brings its
own (`Module.actions`: kind -> the fields it names, e.g. base's `place: card, at,
turned`), and a ruleset reads only the kinds of its modules (`Composition.action_fields`),
so a Saboteur 2 theft sent to a base game is refused as unknown there. The fields are
the slots of `Action`, each with one reader below (`_field`), shared by every kind:

| field   | what it holds                                               |
| ------- | ----------------------------------------------------------- |
| card    | a card id from the hand                                     |
| at      | a cell, [x, y]                                              |
| turned  | a path card turned half round (false when left out)         |
| target  | a seat                                                      |
| tool    | a tool name                                                 |
| value   | a whole number (a gold card's value)                        |
| cards   | 1 to 3 card ids from the hand, sorted (one way to name them) |
| removes | a card id lying in front of the player                      |
| to      | a second cell, [x, y] (the other goal of a goal swap)       |

A kind a later module needs with a field none of these holds adds a slot here and its
reader; the kinds themselves stay in the modules.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from .errors import IllegalAction

# Every kind some module brings, with its fields (`declare`, called by each Module): to
# write an action without its ruleset at hand, and to read one when no ruleset says which
# kinds it plays.
KINDS: dict[str, tuple[str, ...]] = {}
MAX_CARDS = 3  # the most cards one action names (a Saboteur 2 pass)


def declare(kinds: Mapping[str, tuple[str, ...]], by: str) -> None:
    """Make a module's kinds known; two modules may share a kind only with the same fields."""
    for kind, fields in kinds.items():
        known = KINDS.setdefault(kind, tuple(fields))
        if known != tuple(fields):
            raise ValueError(f"module {by!r} brings action kind {kind!r} with fields {fields}, known with {known}")


class Action(NamedTuple):
    kind: str
    card: str | None = None
    at: tuple[int, int] | None = None
    turned: bool = False
    target: int | None = None
    tool: str | None = None
    value: int | None = None
    cards: tuple[str, ...] | None = None  # several cards from the hand, sorted by id (one way to name them)
    removes: str | None = None  # a card lying in front of the player
    to: tuple[int, int] | None = None  # a second cell

    def to_json(self) -> dict:
        data: dict = {"kind": self.kind}
        for name in KINDS.get(self.kind, ()):
            value = getattr(self, name)
            data[name] = list(value) if name in ("at", "cards", "to") and isinstance(value, tuple) else value
        return data

    @classmethod
    def from_json(cls, data: object, kinds: Mapping[str, tuple[str, ...]] | None = None) -> Action:
        """Read an action written by `to_json`; anything else raises IllegalAction.
        `kinds`: the kinds a ruleset plays, with their fields (`Composition.action_fields`);
        without it, every kind a module brings."""
        if kinds is None:
            kinds = KINDS
        if isinstance(data, Action):
            data = data.to_json()  # re-read, so that hand-made actions get the same checks
        if not isinstance(data, dict):
            raise IllegalAction(f"an action must be a JSON object, not {type(data).__name__}")
        kind = data.get("kind")
        if kind not in kinds:
            raise IllegalAction(unknown_kind(kind, kinds))
        fields = kinds[kind]
        extra = set(data) - set(fields) - {"kind"}
        if extra:
            raise IllegalAction(f"a {kind} action has no field {sorted(extra)[0]!r}")
        missing = [name for name in fields if name not in data and name != "turned"]
        if missing:
            raise IllegalAction(f"a {kind} action needs the field {missing[0]!r}")
        values: dict = {"kind": kind}
        for name in fields:
            if name in data:
                values[name] = _field(kind, name, data[name])
        return cls(**values)

    def __str__(self) -> str:
        return " ".join(f"{k}={v}" for k, v in self.to_json().items())


def unknown_kind(kind: object, kinds: Mapping[str, tuple[str, ...]]) -> str:
    return f"unknown action kind {kind!r} (known: {', '.join(kinds)})"


# Actions the engine made itself, keyed by their fields: the engine hands out the same
# object again instead of building a new one, and trusts those objects without re-reading.
_made: dict[tuple, Action] = {}
_new_action = tuple.__new__


def make(
    kind: str, card: str | None = None, at=None, turned: bool = False, target=None, tool=None, value=None,
    cards=None, removes=None, to=None,
) -> Action:
    key = (kind, card, at, turned, target, tool, value, cards, removes, to)
    action = _made.get(key)
    if action is None:
        action = _made[key] = _new_action(Action, key)  # Action(*key), without its Python __new__
    return action


def read(data: object, kinds: Mapping[str, tuple[str, ...]] | None = None) -> Action:
    """An engine-made action as it is; anything else read and checked like JSON (`kinds`:
    as `Action.from_json`'s)."""
    if type(data) is Action and _made.get(data) is data:
        return data
    return Action.from_json(data, kinds)


def _field(kind: str, name: str, value: object):
    if name in ("card", "tool", "removes"):
        if isinstance(value, str):
            return value
    elif name in ("target", "value"):
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    elif name == "turned":
        if isinstance(value, bool):
            return value
    elif name in ("at", "to"):
        if (
            isinstance(value, (list, tuple))
            and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        ):
            return (value[0], value[1])
    elif name == "cards":
        if isinstance(value, (list, tuple)) and 1 <= len(value) <= MAX_CARDS and all(isinstance(v, str) for v in value):
            return tuple(sorted(value))
    raise IllegalAction(f"the {name!r} of a {kind} action cannot be {value!r}")
