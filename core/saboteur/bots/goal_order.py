"""Which of several goals reached at once to turn over first (new goal cards; book 002,
'Nouvelles cartes Arrivée', Remarque; anniversary ruling 9): the one that helps the bot's
side most. The first goal that ends the round decides it, so a gold-digger turns the likely
treasure first and a saboteur a spider it knows of (or the goal least likely to be the
treasure); a dragon before a sack takes nothing the sack gave."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..grid import cell_of

if TYPE_CHECKING:
    from .policy import Facts

KNOWN_SPIDER = 2.0  # a spider seen by map ends the round for the saboteurs: above any chance of gold
DRAGON_FIRST = 0.1  # a dragon turned before a sack cannot take the sack's nuggets


def first_goal(action: dict, facts: Facts) -> float:
    """The score of turning the goal at `action["at"]` first: its chance of gold for the
    bot's side, what the bot saw of it by map (the view describes the card's effect)."""
    at = action["at"]
    known = next((goal["card"] for goal in facts.view["goals"] if goal["at"] == at), None)
    effect = facts.view["cards"][known].get("effect") if known else None
    side = -1.0 if facts.saboteur else 1.0
    if effect == "spider":
        return -side * KNOWN_SPIDER
    return side * facts.p_gold.get(cell_of(*at), 0.0) + (DRAGON_FIRST if effect == "dragon" else 0.0)
