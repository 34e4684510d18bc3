"""Who wins a round of Saboteur 2 and what each seat is paid (book 002, 'Partage du trésor';
rules/saboteur2.md rulings 3 to 5). Pure functions of the round's facts."""

from __future__ import annotations

BLUE, GREEN = "gold-digger-blue", "gold-digger-green"
BOSS, PROFITEER, GEOLOGIST, SABOTEUR = "boss", "profiteer", "geologist", "saboteur"
TEAMS = {BLUE: "blue", GREEN: "green"}  # a gold-digger's role -> the colour of doors it passes


def door_blocks(role: str, features: frozenset) -> bool:
    """Whether a place with `features` is shut to `role` (book: doors let through only the
    gold-diggers of their colour; the boss, the profiteer and the geologists pass every door)."""
    team = TEAMS.get(role)
    return team is not None and any(f.startswith("door:") and f != "door:" + team for f in features)


def winning_roles(roles: list[str], completer: int | None, open_to: set[str]) -> set[str]:
    """The roles that win the round.

    `completer`: the seat that linked the gold to the start, or None when the round ended
    without it; `open_to`: the teams ("blue", "green") whose gold-diggers can reach the
    gold through doors. A role absent from the round simply wins no seat anything.
    """
    if completer is None:  # the saboteurs win, and the profiteer; with no saboteur, the profiteer alone
        return {SABOTEUR, PROFITEER}
    own = TEAMS.get(roles[completer])
    teams = {own} if own in open_to else set(open_to)
    if not teams:  # the doors shut out both teams: the boss and the profiteer win alone
        return {BOSS, PROFITEER}
    return {role for role, team in TEAMS.items() if team in teams} | {BOSS, PROFITEER}


def payout(roles: list[str], trapped: set[int], winners: set[str], crystals: int, table: dict[int, list[int]]) -> list[int]:
    """Nuggets for each seat this round: the geologists first, one per crystal, split
    between two (rounded down); then the winners by the table, by their number.

    A trapped seat is paid nothing and is not counted (book); a trapped geologist leaves
    the whole count to the other (ruling 4). `table[n]` is [gold-digger or saboteur,
    boss, profiteer] for n winners, 5 standing for 5 or more.
    """
    paid = [0] * len(roles)
    free = [seat for seat in range(len(roles)) if seat not in trapped]
    geologists = [seat for seat in free if roles[seat] == GEOLOGIST]
    for seat in geologists:
        paid[seat] = crystals // len(geologists)
    seats = [seat for seat in free if roles[seat] in winners]
    if seats:
        share, boss, profiteer = table[min(len(seats), max(table))]
        for seat in seats:
            paid[seat] = {BOSS: boss, PROFITEER: profiteer}.get(roles[seat], share)
    return paid


def theft_order(thefts: list[int], trapped: set[int], players: int) -> list[int]:
    """The seats that steal, in order: the one who laid a theft last first, then the other
    holders clockwise from that one; a trapped holder does not steal (book)."""
    if not thefts:
        return []
    last = thefts[-1]
    order = sorted(thefts, key=lambda seat: (seat - last) % players)
    return [seat for seat in order if seat not in trapped]
