"""Baking a lesson (docs/lessons.md section 3): play it with the real engine and write
down everything its page needs, so that the page runs without the engine.

For each step: the learner's view; every legal action with its outcome (right: the views
that follow, the other seats' replies included; wrong: the feedback); and the tries the
rules refuse that the lesson asks the reader to make (a `[[steps.wrong]]` entry that
matches no legal move names them), with the refusal in the reader's words. The page
lights only these: the legal moves and the refused tries the lesson names (issue 45).
A lesson that does not hold (an illegal reply, a goal no move meets, a `wrong` entry no
legal move matches) raises LessonError naming the lesson and the step."""

from __future__ import annotations

import json
from pathlib import Path

import saboteur
from saboteur import InvalidPosition
from ui.interaction import action_key

from .source import ACTION_GOALS, LANGUAGES, LessonError, lesson_files, read_lesson
from .words import NOT_THE_GOAL, TURN_IT, WRONG_GUESS, refusal_text

FORMAT, VERSION = "saboteur-lesson", 1
NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def bake(lesson: dict) -> tuple[dict, dict | None]:
    """The baked lesson, and the position to play on from (None once the game is over)."""
    where = lesson["file"]
    try:
        game = saboteur.from_sketch(lesson["position"])
    except InvalidPosition as error:
        raise LessonError(f"{where}: position: {error}") from None
    learner = lesson["learner"]
    views = _Views()
    steps = []
    for number, step in enumerate(lesson["steps"], 1):
        baked, game = _bake_step(game, learner, step, views, f"{where}: step {number}")
        steps.append(baked)
    end = views.add(game.view(learner))
    words = _Table()
    for step in steps:  # the same sentences come back in many refusals and wrong moves: once each
        for outcome in step["outcomes"].values():
            if not outcome["right"]:
                outcome["feedback"] = words.add(outcome["feedback"])
        for refusal in step["refusals"].values():
            refusal["text"] = words.add(refusal["text"])
    baked = {
        "format": FORMAT, "version": VERSION, "id": lesson["id"], "game": lesson["game"],
        "ruleset": game.rules.name, "title": lesson["title"], "summary": lesson["summary"],
        "names": lesson["names"], "learner": learner, "cards": views.cards, "views": views.items,
        "words": words.items, "steps": steps, "end": end, "play_on": game.to_move is not None,
    }
    return baked, (game.position() if game.to_move is not None else None)


class _Table:
    """Each item once, by index."""

    def __init__(self):
        self.items: list = []
        self.index: dict[str, int] = {}

    def add(self, item) -> int:
        text = json.dumps(item, sort_keys=True)
        if text not in self.index:
            self.index[text] = len(self.items)
            self.items.append(item)
        return self.index[text]


class _Views(_Table):
    """Each view once (a right move's views are the next step's), its card data kept once
    for the whole lesson in `cards`."""

    def __init__(self):
        super().__init__()
        self.cards: dict[str, dict] = {}

    def add(self, view: dict) -> int:
        view = dict(view)
        self.cards.update(view.pop("cards", {}))
        return super().add(view)


def _bake_step(game, learner: int, step: dict, views: _Views, where: str):
    goal = step["goal"]
    view = game.view(learner)
    baked = {"text": step["text"], "goal": goal, "hints": step["hints"], "view": views.add(view),
             "outcomes": {}, "refusals": {}, "question": None}
    if goal["kind"] in ("read", "guess_role"):
        if goal["kind"] == "guess_role":
            baked["question"] = _question(game, learner, goal, where)
        return baked, _replies(game, learner, step, views, where, then=[])[1]
    if game.to_move != learner:
        raise LessonError(f"{where}: the goal is a move, but it is seat {game.to_move}'s turn, not the learner's ({learner})")
    right = []
    for action in game.legal_actions():
        data = action.to_json()
        after = game.copy()
        told = len(after.events)
        after.apply(action)
        if _meets(goal, data, after.events[told:]):
            then = [{"view": views.add(after.view(learner)), "say": None}]
            then, after = _replies(after, learner, step, views, where, then)
            right.append(after)
            baked["outcomes"][action_key(data)] = {"action": data, "right": True, "then": then}
        else:
            feedback = next((entry for entry in step["wrong"] if _matches(entry["match"], data)), None)
            texts = {lang: feedback[lang] for lang in LANGUAGES} if feedback else NOT_THE_GOAL
            baked["outcomes"][action_key(data)] = {"action": data, "right": False, "feedback": texts}
    if not right:
        raise LessonError(f"{where}: no legal move meets the goal {_goal_words(goal)}")
    if len({json.dumps(after.position(), sort_keys=True) for after in right}) > 1:
        raise LessonError(f"{where}: {len(right)} different moves meet the goal {_goal_words(goal)}, "
                          "so the lesson could go on from different positions: name the move exactly")
    named = [entry for entry in step["wrong"]
             if not any(_matches(entry["match"], outcome["action"]) for outcome in baked["outcomes"].values())]
    baked["refusals"] = _refusals(game, learner, baked["outcomes"], named)
    for number, entry in enumerate(step["wrong"], 1):
        if entry in named and not any(_matches(entry["match"], refusal["action"]) for refusal in baked["refusals"].values()):
            raise LessonError(f"{where}: wrong {number} ({entry['match']}) matches no legal move "
                              "and no try the rules refuse")
    return baked, right[0]


def _replies(game, learner: int, step: dict, views: _Views, where: str, then: list):
    """Play the other seats' scripted replies in order; each must be legal for its seat."""
    for number, reply in enumerate(step["replies"], 1):
        if game.to_move != reply["seat"]:
            raise LessonError(f"{where}: reply {number} is for seat {reply['seat']}, but seat {game.to_move} is to move")
        refusal = game.refusal(reply["action"])
        if refusal is not None:
            raise LessonError(f"{where}: reply {number} ({reply['action']}) is refused: {refusal}")
        game = game.copy()
        game.apply(reply["action"])
        then.append({"view": views.add(game.view(learner)), "say": reply.get("say")})
    return then, game


def _meets(goal: dict, action: dict, events: list) -> bool:
    if goal["kind"] == "reach":
        revealed = [public for public, _ in events if public.get("type") == "goal_revealed"]
        wanted = goal.get("goal")
        return any(wanted is None or public["card"] == "goal-" + wanted for public in revealed)
    return _matches(goal, action)


def _matches(pattern: dict, action: dict) -> bool:
    """A partial match: every field the pattern names has that value in the action."""
    return all(action.get(name) == (bool(value) if name == "turned" else value) for name, value in pattern.items())


def _goal_words(goal: dict) -> str:
    return json.dumps(goal)


def _question(game, learner: int, goal: dict, where: str) -> dict:
    answer, role = goal["seat"], goal["role"]
    actual = game.roles[answer]
    if actual != role:
        raise LessonError(f"{where}: the answer, seat {answer}, is a {actual}, not a {role}")
    choices = [seat for seat in range(game.players) if seat != learner]
    return {"role": role, "answer": answer, "choices": choices, "wrong": WRONG_GUESS}


# -- what the page lets the reader try, and why the rules refuse it -----------------------


def _refusals(game, learner: int, outcomes: dict, named: list[dict]) -> dict:
    """The tries the rules refuse that a `[[steps.wrong]]` entry in `named` matches: the rules'
    reason, then the lesson's own words. No other refused try is lit: a step lights only what
    it allows (issue 45)."""
    refused = {}
    if not named:
        return refused
    for action in _tries(game, learner):
        key = action_key(action)
        entry = next((entry for entry in named if _matches(entry["match"], action)), None)
        if key in outcomes or entry is None:
            continue
        refusal = game.refusal(action)
        if refusal is None:  # a try the legal list covers under another name
            continue
        text = refusal_text(refusal)
        if action.get("kind") == "place":
            other_way = {**action, "turned": not action["turned"]}
            if action_key(other_way) in outcomes:
                text = {lang: f"{words} {TURN_IT[lang]}" for lang, words in text.items()}
        text = {lang: f"{words} {entry[lang]}" for lang, words in text.items()}
        refused[key] = {"action": action, "code": getattr(refusal, "code", "rule"), "text": text}
    return refused


def _tries(game, learner: int):
    """Each card in the hand at each place the page shows for it: path cards at every empty
    space beside the maze, both ways round; seat cards at every seat; tools of a repair
    each; rockfall at every card of the maze; the map at every goal."""
    view = game.view(learner)
    if not any(action.get("card") or action.get("cards") for action in view["legal_actions"]):
        return  # a decision between rounds (a gold card, a player to rob): no card is played
    catalogue = game.rules.catalogue
    seats = range(game.players)
    taken = {tuple(item["at"]) for item in view["maze"]} | {tuple(goal["at"]) for goal in view["goals"]}
    spaces = sorted({(x + dx, y + dy) for x, y in taken for dx, dy in NEIGHBOURS} - taken)
    for card_id in dict.fromkeys(view["hand"]):
        card = catalogue.index[card_id]
        use = catalogue.use[card]
        if use == "place":
            turns = (False,) if catalogue.types[card].symmetric else (False, True)
            for at in spaces:
                for turned in turns:
                    yield {"kind": "place", "card": card_id, "at": list(at), "turned": turned}
        elif use == "rockfall":
            for at in sorted(taken):
                yield {"kind": use, "card": card_id, "at": list(at)}
        elif use == "map":
            for goal in view["goals"]:
                yield {"kind": use, "card": card_id, "at": list(goal["at"])}
        elif use == "repair":
            for target in seats:
                for tool in catalogue.types[card].tools:
                    yield {"kind": use, "card": card_id, "target": target, "tool": tool}
        elif use in ACTION_GOALS and use not in ("theft",):
            for target in seats:
                yield {"kind": use, "card": card_id, "target": target}


def bake_all(source: Path, out: Path | None = None) -> list[dict]:
    """Bake every lesson under `source` (lessons/<game>/NN-*.toml), in order; write each
    to `out`/<id>.json and, when the game goes on, `out`/<id>.position.json. Returns the
    baked lessons, each with `next` (the following lesson of its game, or None)."""
    baked = [bake(read_lesson(path)) for path in lesson_files(source)]
    for (lesson, _), following in zip(baked, [*baked[1:], (None, None)]):
        lesson["next"] = following[0]["id"] if following[0] and following[0]["game"] == lesson["game"] else None
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        for lesson, position in baked:
            (out / f"{lesson['id']}.json").write_text(json.dumps(lesson, ensure_ascii=False, separators=(",", ":")))
            if position is not None:
                (out / f"{lesson['id']}.position.json").write_text(json.dumps(position, separators=(",", ":")))
    return [lesson for lesson, _ in baked]
