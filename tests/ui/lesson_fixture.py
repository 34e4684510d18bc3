"""A small baked lesson made with the real engine, in the format of docs/lessons.md section 3,
for the lesson page's tests (the pure controller and the built page).

Base Saboteur, 4 players, seed 0: the learner (seat 0) holds tunnel-NS, tunnel-NE,
tunnel-NESW, break-pick, repair-lantern and repair-lantern-cart; seat 1 is the saboteur.
Steps: a read step; "place a path right of the start" (right: any card at [1, 0]; a card
at [0, 1] has its own feedback; tunnel-NS at [1, 0] is refused: its left side is closed);
then the three others pass, Ada with a caption; a guess of the saboteur (seat 1).
"""

import saboteur
from ui.interaction import action_key

LESSON_ID = "test-first-path"
RIGHT = {"kind": "place", "card": "tunnel-NESW", "at": [1, 0], "turned": False}
WRONG = {"kind": "place", "card": "tunnel-NS", "at": [0, 1], "turned": False}
REFUSED = {"kind": "place", "card": "tunnel-NS", "at": [1, 0], "turned": False}
OTHER_WRONG = {"kind": "pass", "card": "repair-lantern"}  # no feedback of its own: the goal's sentence

TEXT = {
    "read": {"en": "A path joins the start to a goal.\n\nRead on.",
             "fr": "Un chemin relie le départ à un but.\n\nLisez la suite."},
    "place": {"en": "Lay a path to the right of the start card.", "fr": "Posez un chemin à droite du départ."},
    "guess": {"en": "Who is the saboteur?", "fr": "Qui est le saboteur ?"},
}
HINTS = [{"en": "The goals are to the right.", "fr": "Les buts sont à droite."},
         {"en": "The crossroads fits anywhere.", "fr": "Le carrefour va partout."}]
WRONG_TEXT = {"en": "Down leads away from the goals.", "fr": "Vers le bas, on s'éloigne des buts."}
GOAL_TEXT = {"en": "Lay a path right of the start.", "fr": "Posez un chemin à droite du départ."}
CAPTION = {"en": "Ada passes.", "fr": "Ada passe."}
NAMES = {"en": ["You", "Ada", "Bo", "Cy"], "fr": ["Vous", "Ada", "Bo", "Cy"]}


def _beside_maze(view):
    """Every empty space next to a maze card (the tries baked as refusals)."""
    taken = {tuple(item["at"]) for item in view["maze"]} | {tuple(goal["at"]) for goal in view["goals"]}
    out = []
    for x, y in sorted(taken):
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            spot = (x + dx, y + dy)
            if spot not in taken and spot not in out:
                out.append(spot)
    return out


def _refusals(game, view, words):
    refusals = {}
    tries = []
    for card in view["hand"]:
        if card.startswith(("tunnel-", "dead-")):
            tries += [{"kind": "place", "card": card, "at": [x, y], "turned": turned}
                      for x, y in _beside_maze(view) for turned in (False, True)]
        elif card.startswith("break-"):
            tries += [{"kind": "break", "card": card, "target": seat} for seat in range(game.players)]
    for action in tries:
        reason = game.refusal(action)
        if reason is not None:
            words.append({"en": reason, "fr": reason})
            refusals[action_key(action)] = {"action": action, "code": "misfit", "text": len(words) - 1}
    return refusals


def baked():
    """(the baked lesson dict, the position at its end)."""
    game = saboteur.new_game("base", 4, 0)
    views, cards = [], {}
    words = [WRONG_TEXT, GOAL_TEXT]  # sentences by index, as the baker writes them

    def keep():
        view = game.view(0)
        cards.update(view.pop("cards"))
        views.append(view)
        return len(views) - 1

    first = keep()
    steps = [{"text": TEXT["read"], "goal": {"kind": "read"}, "hints": [], "view": first, "outcomes": {},
              "refusals": {}, "question": None}]
    view = game.view(0)
    outcomes = {}
    for action in view["legal_actions"]:
        key = action_key(action)
        if action["kind"] == "place" and action["at"] == [1, 0]:
            outcomes[key] = {"action": action, "right": True}
        else:
            feedback = 0 if action["kind"] == "place" and action["at"] == [0, 1] else 1
            outcomes[key] = {"action": action, "right": False, "feedback": feedback}
    refusals = _refusals(game, view, words)
    game.apply(RIGHT)
    then = [{"view": keep(), "say": None}]
    for seat in (1, 2, 3):
        game.apply({"kind": "pass", "card": game.view(seat)["hand"][0]})
        then.append({"view": keep(), "say": CAPTION if seat == 1 else None})
    for outcome in outcomes.values():
        if outcome["right"]:
            outcome["then"] = then
    steps.append({"text": TEXT["place"], "goal": {"kind": "place", "at": [1, 0]}, "hints": HINTS, "view": first,
                  "outcomes": outcomes, "refusals": refusals, "question": None})
    steps.append({"text": TEXT["guess"], "goal": {"kind": "guess_role", "seat": 1, "role": "saboteur"}, "hints": [],
                  "view": then[-1]["view"], "outcomes": {}, "refusals": {},
                  "question": {"role": "saboteur", "answer": 1, "choices": [1, 2, 3]}})
    lesson = {"format": "saboteur-lesson", "version": 1, "id": LESSON_ID, "game": "base", "ruleset": "base",
              "title": {"en": "Your first path", "fr": "Votre premier chemin"},
              "summary": {"en": "Lay a path towards the goals.", "fr": "Posez un chemin vers les buts."},
              "names": NAMES, "learner": 0, "cards": cards, "views": views, "words": words, "steps": steps,
              "end": then[-1]["view"],
              "next": "test-second"}
    return lesson, game.position()
