"""Positions staged for the anniversary modules' tests: a new game's position with a path
laid, a card put in a seat's hand and goals put on named slots, the cards taken from the
draw pile so that every card is still accounted for."""

import json
from collections import Counter

import saboteur

ROW = [(x, 0, "tunnel-NEW") for x in range(1, 6)] + [(6, 0, "tunnel-NESW")]  # reaches (7,0)
# reaches (8,-1), the cell between the goals at (8,-2) and (8,0)
ROW_ABOVE = [(0, -1, "tunnel-NESW")] + [(x, -1, "tunnel-NEW") for x in range(1, 6)] + [(6, -1, "tunnel-NESW"), (7, -1, "tunnel-NESW")]


def staged(ruleset="base", modules=("new-goals",), *, players=4, path=(), hand=(), goals=None, seat=0,
           roles=None, nuggets=None, gold=None, seed=1):
    """A game of `ruleset` with `modules`, seat `seat` to move, holding the cards `hand`,
    the path cards `path` ((x, y, card), unturned) in the maze, the goal cards `goals`
    ({(x, y): card}) on those slots, and optionally the roles, each seat's nuggets and
    (base) gold cards."""
    position = saboteur.new_game(ruleset, players, seed, modules=list(modules)).position()
    pile = position["draw_pile"]
    needed = [card for _x, _y, card in path] + list(hand)

    def take(card):
        """`card` out of the draw pile, or out of a hand, which gets a card of the pile instead."""
        if card in pile:
            pile.remove(card)
            return
        owner = next(h for h in position["hands"] if card in h)
        owner.remove(card)
        owner.append(next(c for c in reversed(pile) if c not in needed))
        pile.remove(owner[-1])

    for x, y, card in path:
        take(card)
        position["maze"].append({"at": [x, y], "card": card, "turned": False})
    position["maze"].sort(key=lambda entry: tuple(entry["at"]))
    held = position["hands"][seat]
    for card in hand:
        take(card)
        pile.append(held.pop())
        held.insert(0, card)
    if goals:  # the named cards on their slots; the other slots keep the treasure, then what they held
        named = {tuple(at): card for at, card in goals.items()}
        ids = saboteur.load_ruleset(ruleset, list(modules)).goal_ids
        treasure = [g for g in ids if saboteur.load_ruleset(ruleset, list(modules)).catalogue.card(g).treasure == "gold"]
        rest = [g for g in treasure + [goal["card"] for goal in position["goals"]] + list(ids) if g not in named.values()]
        rest = list(dict.fromkeys(rest))
        for goal in position["goals"]:
            goal["card"] = named.get(tuple(goal["at"])) or rest.pop(0)
    position["decisions"] = [{"kind": "turn", "seat": seat}]
    position["to_move"] = seat
    if roles:  # the roles not dealt now are the rest of the dwarf cards
        base = position["base"]
        every = Counter(base["roles"]) + Counter(base["aside_roles"])
        base["roles"], base["aside_roles"] = list(roles), sorted((every - Counter(roles)).elements())
    if nuggets is not None:
        part = "saboteur2" if ruleset == "saboteur2" else "purse"
        position[part]["nuggets"] = list(nuggets)
    if gold is not None:
        position["base"]["gold"] = [list(cards) for cards in gold]
        for cards in gold:
            for value in cards:
                position["base"]["gold_pile"].remove(value)
    return saboteur.from_position(json.loads(json.dumps(position)))


def events(game, kind):
    return [public for public, _private in game.events if public["type"] == kind]
