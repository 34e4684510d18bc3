"""The championship action cards, 2017 to 2023 (book 002, 'Championnats du monde de
Saboteur 2016-2023'; rules/anniversary.md rulings 3 to 8), one of each dealt into the deck
(`data/championship.json`), with base Saboteur or Saboteur 2.

Action kinds and fields (saboteur.actions):
| goal_swap          | card, at, to, value | take the face-down goals at `at` and `to`, swapped (value 1) or not (0) |
| forgotten_treasure | card                | instead of drawing, keep one of the top 5 discards (decision keep_discard) |
| keep_discard       | card                | the discard card kept                                                |
| reverse            | card                | play goes the other way for the rest of the round                    |
| scout              | card                | lay two path cards (decision scout_place: `place` actions), draw 2   |
| diversion          | card, at, turned    | move the last path card laid to `at`                                 |
| veto               | card                | cancel the card just played (decision veto, asked in private)        |
| allow              |                     | let the card just played act                                         |
Master craftsman is a `repair` card naming the three tools.
"""

from __future__ import annotations


from ....kernel.module import Module
from ....maze import xy
from . import position
from .cards import DECISIONS, HANDLERS, KEEP_DISCARD, LOOKED_AT, record_laid
from .state import PART, Laid, last_laid
from .veto import ALLOW, VETO, VetoWindow, before_play
from .veto import view_part as veto_view

NAME = "championship"

ACTIONS = {
    "goal_swap": ("card", "at", "to", "value"),
    "forgotten_treasure": ("card",),
    KEEP_DISCARD: ("card",),
    "reverse": ("card",),
    "scout": ("card",),
    "diversion": ("card", "at", "turned"),
    VETO: ("card",),
    ALLOW: (),
}


def begin_round(game) -> None:
    """Each round starts clockwise (ruling 4), with no path card laid yet."""
    game.reversed_order = False
    game.parts[PART] = Laid()


def resampler(rules, view: dict, rng, priors=None):
    """The game's own resampler (which adds this module's part through `resample_part`),
    told to forget which of the seat's passed cards lie in the discard once a forgotten
    treasure has taken cards out of it."""
    own = next(module.resampler for module in reversed(rules.composition.modules) if module.resampler and module.name != NAME)
    return own(rules, _forgetting_passes(view), rng, priors)


def resample_part(view: dict, rng) -> dict:
    """The module's part as the view shows it: all of it is public (direction, cards laid)."""
    return {key: value for key, value in view[NAME].items() if key != "last_laid"}


def _forgetting_passes(view: dict) -> dict:
    log = view["log"]
    start = max((index for index, event in enumerate(log) if event["type"] == "round_start"), default=0)
    if not any(event["type"] == KEEP_DISCARD for event in log[start:]):
        return view
    forgetful = dict(view)
    forgetful["log"] = [
        {key: value for key, value in event.items() if key != "card"} if index >= start and event["type"] == "pass" else event
        for index, event in enumerate(log)
    ]
    return forgetful


def view_part(game, seat, view: dict) -> None:
    """Public: the direction of play, the path cards laid by players this round and the
    one a diversion would move (`last_laid`, a cell or None). To the player choosing after
    a forgotten treasure alone, the cards looked at, top first; then the veto window's part."""
    part = position.write_part(game)
    last = last_laid(game)
    view[NAME] = dict(part, last_laid=list(xy(last[0])) if last else None)
    top = game.decisions[-1] if game.decisions else None
    if top is not None and top.kind == KEEP_DISCARD and seat == top.seat:  # what the player holds up to look at
        types = game.rules.catalogue.types
        view[KEEP_DISCARD] = {"cards": [types[kind].id for kind, _ in reversed(game.discards[-LOOKED_AT:])]}
    veto_view(game, seat, view)


MODULE = Module(
    NAME,
    cards=NAME,
    actions=ACTIONS,
    handlers=HANDLERS,
    decisions={**DECISIONS, VETO: VetoWindow()},
    new_part=lambda game: Laid(),
    begin_round=begin_round,
    before_play=before_play,
    after_play=record_laid,
    resampler=resampler,
    resample_part=resample_part,
    view_part=view_part,
    write_part=position.write_part,
    read_part=position.read_part,
    part_cards=position.part_cards,
    sketch_keys=("reversed",),
    sketch_part=position.sketch_part,
    decision_data=position.DECISION_DATA,
)
