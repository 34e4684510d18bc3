"""Card types, loaded from a ruleset's inventory data.

A path card is a small graph of places (see shared rules README): each place touches
some sides of the card and may carry features; places may be linked to each other.
Sides are bits so that matching and connectivity are mask operations.
"""

from __future__ import annotations

from dataclasses import dataclass

N, E, S, W = 1, 2, 4, 8
SIDES = (N, E, S, W)
SIDE_LETTERS = {"N": N, "E": E, "S": S, "W": W}
SIDE_NAMES = {N: "north", E: "east", S: "south", W: "west"}


def turned_mask(mask: int) -> int:
    """The sides of `mask` after a 180-degree turn (N<->S, E<->W)."""
    return ((mask << 2) | (mask >> 2)) & 15


def parse_sides(letters: str) -> int:
    mask = 0
    for letter in letters:
        mask |= SIDE_LETTERS[letter]
    return mask


@dataclass(frozen=True)
class Place:
    sides: int
    features: tuple[str, ...] = ()


@dataclass(frozen=True)
class CardType:
    """One kind of card. `kind` is "start", "goal", "path" or "action"."""

    id: str
    kind: str
    places: tuple[Place, ...] = ()
    links: tuple[tuple[int, int], ...] = ()
    effect: str | None = None
    tools: tuple[str, ...] = ()
    treasure: str | None = None
    group: int | None = None  # the group numeral printed on it (La mine se rebelle: I, II, III)

    @property
    def is_maze_card(self) -> bool:
        return self.kind in ("start", "goal", "path")

    def place_sides(self, turned: bool) -> tuple[int, ...]:
        if turned:
            return tuple(turned_mask(place.sides) for place in self.places)
        return tuple(place.sides for place in self.places)

    def to_json(self) -> dict:
        """What a view tells of this kind of card, for drawing it and naming what it does:
        its places (sides as letters, features), the places it links, its effect and tools."""
        data: dict = {"kind": self.kind}
        if self.places:
            data["places"] = [
                {"sides": "".join(letter for letter, bit in SIDE_LETTERS.items() if place.sides & bit),
                 "features": list(place.features)}
                for place in self.places
            ]
            data["links"] = [list(link) for link in self.links]
        if self.effect:
            data["effect"] = self.effect
        if self.tools:
            data["tools"] = list(self.tools)
        if self.treasure:
            data["treasure"] = self.treasure
        if self.group:
            data["group"] = self.group
        return data

    @property
    def symmetric(self) -> bool:
        """True when a 180-degree turn gives the same card, so turning is no choice: the same
        sides with the same features (La mine se rebelle's group II abyss on one arm of a
        cross turns to the other arm; no card of another game differs by features alone)."""
        def shape(turned: bool) -> list:
            return sorted(zip(self.place_sides(turned), (place.features for place in self.places)))

        return shape(False) == shape(True)


def card_from_data(data: dict, kind: str) -> CardType:
    places = tuple(
        Place(parse_sides(place["sides"]), tuple(place.get("features", ())))
        for place in data.get("places", ())
    )
    touched = [place.sides for place in places]
    for i, mask in enumerate(touched):
        if any(mask & other for other in touched[i + 1:]):
            raise ValueError(f"card {data['id']}: two places touch the same side")
    return CardType(
        id=data["id"],
        kind=kind,
        places=places,
        links=tuple(tuple(link) for link in data.get("links", ())),
        effect=data.get("effect"),
        tools=tuple(data.get("tools", ())),
        treasure=data.get("treasure"),
        group=data.get("group"),
    )
