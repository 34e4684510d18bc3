"""Actions: what a seat may choose. Immutable, hashable, and JSON round-trippable.

| kind      | fields                      | meaning                                       |
| --------- | --------------------------- | --------------------------------------------- |
| place     | card, at, turned            | lay a path card in the maze                   |
| break     | card, target                | lay a broken tool in front of another player  |
| repair    | card, target, tool          | mend one broken tool in front of a player     |
| rockfall  | card, at                    | remove a path card from the maze              |
| map       | card, at                    | look at a face-down goal                      |
| pass      | card                        | discard one card face down                    |
| keep_gold | value                       | keep one gold card of the share               |

Saboteur 2 adds:

| kind        | fields          | meaning                                                 |
| ----------- | --------------- | ------------------------------------------------------- |
| pass_cards  | cards           | discard 1 to 3 cards face down, then draw as many       |
| discard_two | cards, removes  | discard 2 cards to take one card away from before you   |
| theft       | card            | lay a theft in front of yourself                        |
| hands_off   | card, target    | remove the theft lying in front of a player             |
| trap        | card, target    | lay a trapped card in front of a player                 |
| free        | card, target    | remove the trapped card lying in front of a player      |
| inspect     | card, target    | look at another player's role                           |
| swap_hats   | card, target    | a player (you, too) takes a new role                    |
| swap_hands  | card, target    | exchange hands with another player                      |
| steal       | target          | after the payout, take a nugget from a player           |
"""

from __future__ import annotations

from typing import NamedTuple

from .errors import IllegalAction

FIELDS = {
    "place": ("card", "at", "turned"),
    "break": ("card", "target"),
    "repair": ("card", "target", "tool"),
    "rockfall": ("card", "at"),
    "map": ("card", "at"),
    "pass": ("card",),
    "keep_gold": ("value",),
    "pass_cards": ("cards",),
    "discard_two": ("cards", "removes"),
    "theft": ("card",),
    "hands_off": ("card", "target"),
    "trap": ("card", "target"),
    "free": ("card", "target"),
    "inspect": ("card", "target"),
    "swap_hats": ("card", "target"),
    "swap_hands": ("card", "target"),
    "steal": ("target",),
}
MAX_CARDS = 3  # the most cards one action names (a Saboteur 2 pass)


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

    def to_json(self) -> dict:
        data: dict = {"kind": self.kind}
        for name in FIELDS.get(self.kind, ()):
            value = getattr(self, name)
            data[name] = list(value) if name in ("at", "cards") and isinstance(value, tuple) else value
        return data

    @classmethod
    def from_json(cls, data: object) -> Action:
        """Read an action written by `to_json`; anything else raises IllegalAction."""
        if isinstance(data, Action):
            data = data.to_json()  # re-read, so that hand-made actions get the same checks
        if not isinstance(data, dict):
            raise IllegalAction(f"an action must be a JSON object, not {type(data).__name__}")
        kind = data.get("kind")
        if kind not in FIELDS:
            raise IllegalAction(f"unknown action kind {kind!r} (known: {', '.join(FIELDS)})")
        fields = FIELDS[kind]
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


# Actions the engine made itself, keyed by their fields: the engine hands out the same
# object again instead of building a new one, and trusts those objects without re-reading.
_made: dict[tuple, Action] = {}


def make(
    kind: str, card: str | None = None, at=None, turned: bool = False, target=None, tool=None, value=None,
    cards=None, removes=None,
) -> Action:
    key = (kind, card, at, turned, target, tool, value, cards, removes)
    action = _made.get(key)
    if action is None:
        action = _made[key] = Action(kind, card, at, turned, target, tool, value, cards, removes)
    return action


def read(data: object) -> Action:
    """An engine-made action as it is; anything else read and checked like JSON."""
    if type(data) is Action and _made.get(data) is data:
        return data
    return Action.from_json(data)


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
    elif name == "at":
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
