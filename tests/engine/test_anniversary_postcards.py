"""The postcards, Costume workshop and Underground party (issue 47 item 3; book 002, their
chapters; rules/anniversary.md, Postcards, rulings 9 and 10)."""

from collections import Counter

import pytest
import saboteur
from anniversary_helpers import events, staged
from saboteur.errors import InvalidPosition

CW, UP = "costume-workshop", "underground-party"
# reaches (4,-1), the cell south of the costume workshop at (4,-2), without linking it
TO_WORKSHOP = [(0, -1, "tunnel-NESW")] + [(x, -1, "tunnel-NEW") for x in range(1, 4)]
LINK = {"kind": "place", "card": "tunnel-NEW", "at": [4, -1], "turned": False}
ROLES = ["gold-digger", "gold-digger", "saboteur", "gold-digger"]
ROLES_2 = ["gold-digger-blue", "gold-digger-green", "saboteur", "gold-digger-blue"]


def linked(module, ruleset="base", **kwargs):
    """Seat 0 links the start to the postcard at (4,-2) (the party's own cell is (4,2): the
    test lays the party there too, by moving it: both cells are a postcard's)."""
    roles = ROLES_2 if ruleset == "saboteur2" else ROLES
    game = staged(ruleset, (module,), path=TO_WORKSHOP, hand=["tunnel-NEW", "tunnel-EW"], roles=roles, **kwargs)
    return game


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
@pytest.mark.parametrize("module,at", [(CW, [4, -2]), (UP, [4, 2])])
def test_the_postcard_lies_face_up_at_its_cell_every_round(ruleset, module, at):
    """Anniversary.md Postcards: a face-up cross from setup, at (4,-2) or (4,2)."""
    game = saboteur.new_game(ruleset, 4, 2, modules=[module])
    for _ in range(2):
        view = game.view(0)
        assert {"at": at, "card": f"postcard-{module}", "turned": False} in view["maze"]
        assert view["postcards"] == [{"card": f"postcard-{module}", "at": at, "used": False}]
        assert view["cards"][f"postcard-{module}"]["kind"] == "postcard"
        round_now = game.round
        while game.round == round_now and game.to_move is not None:
            game.apply(game.legal_actions()[0])


def test_cards_beside_a_postcard_must_match_it():
    """Ruling 10: cards beside them must match (its four sides are paths)."""
    game = linked(CW)
    beside = {(a.card, a.turned) for a in game.legal_actions() if a.kind == "place" and a.at == (4, -1)}
    assert ("tunnel-NEW", False) in beside and ("tunnel-EW", False) not in beside
    assert "does not match" in game.refusal({"kind": "place", "card": "tunnel-EW", "at": [4, -1], "turned": False})


def test_a_rockfall_cannot_remove_a_postcard():
    """Ruling 10: rockfall cannot remove them."""
    game = staged("base", (CW,), hand=["rockfall"])
    assert not [a for a in game.legal_actions() if a.kind == "rockfall" and a.at == (4, -2)]
    assert game.refusal({"kind": "rockfall", "card": "rockfall", "at": [4, -2]})


def test_a_saboteur2_ladder_may_touch_a_postcard():
    """Ruling 10: a Saboteur 2 ladder may touch them (only goals keep ladders off)."""
    game = staged("saboteur2", (CW,), hand=["ladder-W"], roles=ROLES_2)
    assert {"kind": "place", "card": "ladder-W", "at": [5, -2], "turned": False} in [a.to_json() for a in game.legal_actions()]


def test_costume_workshop_swaps_the_linkers_role_with_the_one_set_aside():
    """Book 002, Atelier de costumes; ruling 10: base game, swap roles with the one set aside.
    Only the linker is told the new role."""
    game = linked(CW)
    aside = game.aside_roles[:]
    game.apply(LINK)
    assert events(game, "postcard") == [{"type": "postcard", "seat": 0, "card": "postcard-costume-workshop", "at": [4, -2]}]
    assert game.roles[0] == aside[0] and game.aside_roles == ["gold-digger"]
    swap = [(public, private) for public, private in game.events if public["type"] == "role_swapped"]
    assert swap == [({"type": "role_swapped", "seat": 0, "why": CW}, {0: {"role": aside[0]}})]
    assert game.view(0)["role"] == aside[0] and game.view(1)["role"] == "gold-digger"
    assert all("role" not in line for line in game.view(1)["log"] if line["type"] == "role_swapped")


def test_only_the_first_link_triggers():
    """Ruling 10: only the first link triggers: a card laid beside the used postcard (east
    of it, linked through it) swaps nothing."""
    game = linked(CW)
    game.apply(LINK)
    position = game.position()
    assert position[CW] == {"used": True}
    position["decisions"], position["to_move"] = [{"kind": "turn", "seat": 0}], 0
    again = saboteur.from_position(position)
    again.apply({"kind": "place", "card": "tunnel-EW", "at": [5, -2], "turned": False})
    assert events(again, "place") and not events(again, "postcard") and not events(again, "role_swapped")


def test_costume_workshop_in_saboteur2_takes_an_undealt_role_and_puts_the_old_one_back():
    """Book 002, Atelier de costumes; ruling 10: Saboteur 2, take the top role of the undealt
    pile and put yours under it."""
    game = linked(CW, "saboteur2")
    before = Counter(game.aside_roles) + Counter(game.roles)
    game.apply(LINK)
    assert Counter(game.aside_roles) + Counter(game.roles) == before
    assert game.roles[1:] == ROLES_2[1:] and "gold-digger-blue" in game.aside_roles


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
def test_underground_party_deals_the_dealt_roles_again_each_told_their_own(ruleset):
    """Book 002, Fête souterraine; ruling 10: all dealt roles gathered unseen, shuffled and
    dealt again, one each; cards in front stay."""
    roles = ROLES_2 if ruleset == "saboteur2" else ROLES
    game = staged(ruleset, (UP,), path=[(0, 1, "tunnel-NESW")] + [(x, 1, "tunnel-NESW") for x in range(1, 4)],
                  hand=["tunnel-NESW"], roles=roles)
    aside = game.aside_roles[:]
    game.apply({"kind": "place", "card": "tunnel-NESW", "at": [4, 1], "turned": False})
    assert Counter(game.roles) == Counter(roles) and game.aside_roles == aside
    (public, private), = [(p, q) for p, q in game.events if p["type"] == "roles_dealt_again"]
    assert public == {"type": "roles_dealt_again", "seat": 0, "why": UP}
    assert private == {seat: {"role": role} for seat, role in enumerate(game.roles)}
    for seat in range(4):
        assert [line for line in game.view(seat)["log"] if line["type"] == "roles_dealt_again"][0]["role"] == game.roles[seat]


def test_postcards_resolve_before_goals():
    """Ruling 9: chests, then postcards, then goals."""
    rules = saboteur.load_ruleset("base", ["new-goals", CW, UP])
    steps = [step.__qualname__ for step in rules.composition.link_steps]
    assert steps[-1] == "reveal_reached_goals" and len(steps) == 3


@pytest.mark.parametrize("corrupt,message", [
    (lambda p: p[CW].update(used="no"), "whether the postcard was used"),
    (lambda p: p["maze"].remove(next(e for e in p["maze"] if e["card"] == "postcard-costume-workshop")), "must lie unturned at"),
])
def test_a_corrupt_postcard_part_is_refused_naming_its_fault(corrupt, message):
    """Issue 47, Must hold: a corrupt module part refused with its fault named."""
    position = saboteur.new_game("base", 4, 3, modules=[CW]).position()
    corrupt(position)
    with pytest.raises(InvalidPosition, match=message):
        saboteur.from_position(position)


def test_a_linked_postcard_not_used_is_refused():
    game = linked(CW)
    game.apply(LINK)
    position = game.position()
    position[CW]["used"] = False
    with pytest.raises(InvalidPosition, match="linked to the start, so it was used"):
        saboteur.from_position(position)


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
def test_positions_and_records_round_trip_with_both_postcards(ruleset):
    game = saboteur.new_game(ruleset, 5, 7, modules=[CW, UP, "new-goals"])
    import random
    rng = random.Random(7)
    while game.to_move is not None and game.round == 1:
        game.apply(rng.choice(game.legal_actions()))
        assert saboteur.from_position(game.position()).position() == game.position()
    assert saboteur.load_record(game.record()).position() == game.position()


def test_a_lesson_sketch_lays_the_postcards():
    """docs/lessons.md section 2: a sketch with the postcards lays each at its cell, unused;
    a sketch card on a postcard's cell is refused."""
    game = saboteur.from_sketch({"ruleset": "base", "modules": [CW, UP], "players": 4})
    assert game.view(0)["postcards"] == [
        {"card": "postcard-costume-workshop", "at": [4, -2], "used": False},
        {"card": "postcard-underground-party", "at": [4, 2], "used": False},
    ]
    with pytest.raises(InvalidPosition, match="the cell of the postcard"):
        saboteur.from_sketch({"ruleset": "base", "modules": [CW], "players": 4, "maze": [{"at": [4, -2], "card": "tunnel-EW"}]})


@pytest.mark.parametrize("ruleset", ["base", "saboteur2"])
def test_the_resample_keeps_the_postcards_and_deals_roles_again(ruleset):
    """Issue 47 item 4: Hard's resample plays with the postcards (their part from the view)
    and deals the others' roles again after a party, never reading them."""
    import random

    roles = ROLES_2 if ruleset == "saboteur2" else ROLES
    game = staged(ruleset, (UP,), path=[(x, 1, "tunnel-NESW") for x in range(0, 4)], hand=["tunnel-NESW"], roles=roles)
    game.apply({"kind": "place", "card": "tunnel-NESW", "at": [4, 1], "turned": False})
    seat = game.to_move
    view = game.view(seat)
    resampler = game.rules.composition.resampler(game.rules, view, random.Random(2))
    others = set()
    for number in range(30):
        sample = resampler.sample(random.Random(number))
        assert sample.parts[UP].used and sample.roles[seat] == game.roles[seat]
        assert sample.view(seat)["postcards"] == view["postcards"]
        others.add(tuple(sample.roles[:seat] + sample.roles[seat + 1:]))
    assert len(others) > 1
