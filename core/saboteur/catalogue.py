"""Every card type of a ruleset, indexed, with the tables the maze needs.

A maze card lies in one of two orientations; its *code* is `index * 2 + turned`.
The tables are computed once per ruleset and shared by every game, copy and search.
"""

from __future__ import annotations

from .actions import Action, make
from .cards import SIDES, CardType
from .grid import OPPOSITE, STEP, xy


ANY_SEAT = 15  # the seat field of a repair's tool_key: its targets are the same for all
SEAT_BITS = 16  # bits per tool in Catalogue.tools_down: one per seat
LADDER = "ladder"


class Catalogue:
    def __init__(self, types: list[CardType], seats: int):
        self.types: tuple[CardType, ...] = tuple(types)
        self.index: dict[str, int] = {}
        for i, card in enumerate(self.types):
            if card.id in self.index:
                raise ValueError(f"card id {card.id!r} is defined twice")
            self.index[card.id] = i
        codes = range(2 * len(self.types))
        # Per orientation code: the side mask of each place, the union of them,
        # which place touches each side (indexed by the side bit), and each place's links.
        self.place_masks = [self.types[c >> 1].place_sides(bool(c & 1)) for c in codes]
        self.open_mask = [_union(masks) for masks in self.place_masks]
        self.place_at_side = [_place_at_side(masks) for masks in self.place_masks]
        self.place_links = [_links(self.types[c >> 1]) for c in codes]
        # Per code and place: its features ("ladder", "door:blue", "crystal", ...), read by
        # the rules; a turn moves places, not what they carry.
        self.place_features = [tuple(frozenset(place.features) for place in self.types[c >> 1].places) for c in codes]
        # Per code: its ladder places. Every ladder links to the start and to every other
        # ladder (rules/saboteur2.md ruling 2), so a ladder place is linked as soon as laid.
        self.ladder_places = [tuple(i for i, features in enumerate(f) if LADDER in features) for f in self.place_features]
        self.has_ladders = any(self.ladder_places)
        # Per code and mask of sides linked to the start: the places linked once the card
        # is laid (those the sides reach, and its ladders).
        self.entries = [
            tuple(
                tuple(i for i, mask in enumerate(masks) if mask & sides or i in self.ladder_places[code])
                for sides in range(16)
            )
            for code, masks in enumerate(self.place_masks)
        ]
        # Per code and place: (neighbouring cell offset, the side facing back) for each
        # side the place touches, so the connectivity walk loops over real exits only.
        self.place_exits = [
            tuple(tuple((STEP[side], OPPOSITE[side]) for side in SIDES if mask & side) for mask in masks)
            for masks in self.place_masks
        ]
        # Per code: (neighbouring cell offset, what the card shows that neighbour) for each
        # side, packed like Maze.edges: the side facing back << 4, and that side again when
        # the card has a path there.
        self.edge_marks = [
            tuple((STEP[side], OPPOSITE[side] << 4 | (OPPOSITE[side] if self.open_mask[code] & side else 0)) for side in SIDES)
            for code in codes
        ]
        # Path-card orientations placed by linking to the start; a ladder card has a rule of
        # its own (Saboteur 2), so it is left out of these tables.
        self.path_codes = tuple(
            code
            for code in codes
            if self.types[code >> 1].kind == "path"
            and not (code & 1 and self.types[code >> 1].symmetric)
            and not self.ladder_places[code]
        )
        self._fit_cache: dict[int, tuple[int, ...]] = {}
        self.lay_plans: dict[int, tuple] = {}  # lay_plan() by code << 4 | sides, filled as met
        # Actions are made once per ruleset and handed out again: building them is
        # most of the cost of listing legal actions.
        self.passes = tuple(make("pass", card.id) for card in self.types)
        # Per seat and card: the private part of an event telling that seat which card it
        # drew or passed (Game.events), made once and shared.
        self.told_to = tuple(tuple({seat: {"card": card.id}} for card in self.types) for seat in range(seats))
        # Per card index: the action kind it is played for ("place" for path cards, else
        # its effect), and the tool a broken-tool card names.
        self.use = tuple("place" if card.kind == "path" else card.effect for card in self.types)
        self.on_seats = tuple(effect in ("break", "repair") for effect in self.use)  # aimed at seats, not the maze
        self.tool = tuple(card.tools[0] if card.tools else None for card in self.types)
        # The broken tools in front of every seat pack into one int (see tools_down): per
        # tool a field of SEAT_BITS bits, one per seat. Per card index: the lowest bit of
        # each tool field it names (shifted by a seat: that seat's tools), and all those fields.
        names = sorted({tool for card in self.types for tool in card.tools})
        self.tool_bit = {tool: 1 << i * SEAT_BITS for i, tool in enumerate(names)}
        self.tool_bits = tuple(sum(self.tool_bit[tool] for tool in card.tools) for card in self.types)
        self.tool_fields = tuple(bits * ((1 << SEAT_BITS) - 1) for bits in self.tool_bits)
        # Per card index and target seat: the broken tool aimed at that seat, or the
        # (tool, repair) pairs for that seat; empty for other cards.
        self.breaks = tuple(
            tuple(make("break", card.id, target=seat) for seat in range(seats)) if card.effect == "break" else ()
            for card in self.types
        )
        self.repairs = tuple(
            tuple(tuple((tool, make("repair", card.id, target=seat, tool=tool)) for tool in card.tools) for seat in range(seats))
            if card.effect == "repair"
            else ()
            for card in self.types
        )
        # Per orientation code: whether a rockfall may remove the card (path cards only).
        self.removable = tuple(self.types[c >> 1].kind == "path" for c in codes)
        # placements() by key, filled as cells are met; the maze's hot loop reads it directly.
        self.placements_known: dict[int, tuple | None] = {}
        self._placed: dict[int, Action] = {}  # code << 16 | cell -> the place action
        # tool_targets() by tool_key(); the game's hot loop reads it directly.
        self.tool_targets_known: dict[int, list[Action]] = {}
        self._aimed_at: tuple[dict[int, Action], ...] = tuple({} for _ in self.types)

    def card(self, card_id: str) -> CardType:
        return self.types[self.index[card_id]]

    def code(self, card_id: str, turned: bool) -> int:
        return self.index[card_id] * 2 + (1 if turned else 0)

    def placements(self, sides: int, cell: int) -> tuple[tuple[Action, ...], ...] | None:
        """The actions placing each card on `cell`, indexed by card (empty for a card that
        does not fit), or None when nothing fits; `sides` packs the arguments of
        `fitting_codes` as `walls << 8 | paths << 4 | reached`."""
        key = sides << 16 | cell
        by_card = self.placements_known.get(key, False)
        if by_card is False:
            found: list[tuple[Action, ...]] = [()] * len(self.types)
            placed = self._placed
            for code in self.fitting_codes(sides >> 8, sides >> 4 & 15, sides & 15):
                # one action per card, turn and space, whatever lies around it: made once
                action = placed.get(code << 16 | cell)
                if action is None:
                    action = placed[code << 16 | cell] = make("place", self.types[code >> 1].id, xy(cell), bool(code & 1))
                found[code >> 1] += (action,)
            by_card = self.placements_known[key] = tuple(found) if any(found) else None
        return by_card

    def lay_plan(self, code: int, sides: int) -> tuple[int, tuple[tuple[int, int, int], ...]]:
        """What laying the card `code` does when its `sides` touch places linked to the start
        (Maze.add): the mask of its places then linked (those the sides reach, its ladders,
        and the places linked to them on the card), and per side (neighbouring cell offset,
        its edge mark as in `edge_marks`, the side facing back when a linked place opens
        there, else 0)."""
        key = code << 4 | sides
        plan = self.lay_plans.get(key)
        if plan is None:
            places = list(self.entries[code][sides])
            for place in places:  # grows as it goes: the places linked on the card
                places += [other for other in self.place_links[code][place] if other not in places]
            linked = opens = 0
            for place in places:
                linked |= 1 << place
                opens |= self.place_masks[code][place]
            plan = self.lay_plans[key] = (linked, tuple(
                (step, mark, OPPOSITE[side] if opens & side else 0)
                for side, (step, mark) in zip(SIDES, self.edge_marks[code])
            ))
        return plan

    def tools_down(self, broken: list[list[int]]) -> int:
        """The broken tools in front of each seat (`broken`: card indices per seat), packed:
        bit `i * SEAT_BITS + s` is seat s's tool i (the tools in name order)."""
        packed = 0
        for seat, cards in enumerate(broken):
            for kind in cards:
                packed |= self.tool_bits[kind] << seat
        return packed

    def tool_key(self, kind: int, seat: int, tools_down: int, seats: int) -> int:
        """The key of tool_targets(): the card, the seats that have the tools it names
        broken (so that the table stays small), the table size and, for a broken tool, who
        plays it (a repair's targets do not depend on that)."""
        return (((tools_down & self.tool_fields[kind]) << 4 | seats) << 8 | kind) << 4 | seat

    def tool_targets(self, kind: int, seat: int, tools_down: int, seats: int) -> list[Action]:
        """What a broken-tool or repair card `kind` played by `seat` may aim at: a broken
        tool, every other seat without that tool broken already; a repair, each broken
        tool it names, seat by seat (rules/base.md)."""
        effect = self.use[kind]
        key = self.tool_key(kind, seat if effect == "break" else ANY_SEAT, tools_down, seats)
        found = self.tool_targets_known.get(key)
        if found is None:
            if effect == "break":
                bits, aimed = self.tool_bits[kind], self.breaks[kind]
                found = [aimed[target] for target in range(seats) if target != seat and not tools_down & bits << target]
            else:
                found = [
                    action
                    for target in range(seats)
                    for tool, action in self.repairs[kind][target]
                    if tools_down & self.tool_bit[tool] << target
                ]
            self.tool_targets_known[key] = found
        return found

    def cell_actions(self, kind: int, cells: list[int]) -> list[Action]:
        """A rockfall or map card aimed at each of `cells`."""
        by_cell = self._aimed_at[kind]
        found = []
        for cell in cells:
            action = by_cell.get(cell)
            if action is None:
                card = self.types[kind]
                action = by_cell[cell] = make(card.effect, card.id, xy(cell))
            found.append(action)
        return found

    def fitting_codes(self, walls: int, paths: int, reached: int) -> tuple[int, ...]:
        """Path-card orientations that fit a cell.

        `walls`: sides with a face-up neighbour card; `paths`: those of them whose
        neighbour has a path on the shared side; `reached`: sides whose neighbouring
        place is linked to the start. A card fits when it has a path exactly on
        `paths` among `walls`, and one of its places touches a `reached` side.
        """
        key = (walls << 8) | (paths << 4) | reached
        found = self._fit_cache.get(key)
        if found is None:
            found = tuple(
                code
                for code in self.path_codes
                if self.open_mask[code] & walls == paths
                and any(mask & reached for mask in self.place_masks[code])
            )
            self._fit_cache[key] = found
        return found


def _union(masks: tuple[int, ...]) -> int:
    total = 0
    for mask in masks:
        total |= mask
    return total


def _place_at_side(masks: tuple[int, ...]) -> tuple[int, ...]:
    table = [-1] * 9
    for side in SIDES:
        for i, mask in enumerate(masks):
            if mask & side:
                table[side] = i
    return tuple(table)


def _links(card: CardType) -> tuple[tuple[int, ...], ...]:
    linked: list[list[int]] = [[] for _ in card.places]
    for a, b in card.links:
        linked[a].append(b)
        linked[b].append(a)
    return tuple(tuple(x) for x in linked)
