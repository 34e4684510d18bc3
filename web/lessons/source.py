"""Reading lesson files (docs/lessons.md section 1): TOML in, plain checked data out.

Every fault is a LessonError naming the file and the place in it, so that a broken lesson
stops the build with a message its author can act on."""

from __future__ import annotations

import tomllib
from pathlib import Path

LANGUAGES = ("en", "fr")
ACTION_GOALS = (
    "place", "break", "repair", "rockfall", "map", "pass", "keep_gold",
    "pass_cards", "discard_two", "theft", "hands_off", "trap", "free", "inspect",
    "swap_hats", "swap_hands", "steal",
)
# the anniversary modules' own actions (right of way, the championship cards): goals, but
# not tries at a seat (bake.py's refused tries)
MODULE_GOALS = (
    "recruit", "pay_toll", "decline_toll", "goal_swap", "forgotten_treasure", "keep_discard",
    "reverse", "scout", "diversion", "veto", "allow",
)
# The Lost Mines' actions (issue 48): its cards, the move after the card, the treasure taken
LOST_MINES_GOALS = (
    "tool", "look_mine", "look_treasure", "look_dwarf", "lay_trap", "lay_troll", "thunderstorm",
    "discard", "propose_end", "vote", "step", "stop", "take_treasure",
)
# La mine se rebelle's actions (issue 49): its cards, the dwarf's and the creature's steps, the axe's answers
DARK_CAVE_GOALS = (
    "look_goal", "look_clan", "cave_in", "exchange", "lay_web", "equip", "summon", "move_to", "cut_web", "repel",
)
SPECIAL_GOALS = ("reach", "read", "guess_role")
LESSON_KEYS = {"title", "summary", "learner", "names", "position", "steps"}
STEP_KEYS = {"text", "goal", "hints", "wrong", "replies"}


class LessonError(ValueError):
    """A lesson that cannot be baked: the message names the lesson and the step."""


# The lessons' folders in the order they are taught and listed: base Saboteur first, then
# Saboteur 2, then the anniversary edition's modules, which add to either game, then The Lost Mines,
# then La mine se rebelle.
GAMES = ("base", "saboteur2", "anniversary", "lost-mines", "dark-cave")


def lesson_files(root: Path) -> list[Path]:
    """Every lesson file, game by game (in GAMES order), in their NN- order."""
    folders = {path.name: path for path in root.iterdir() if path.is_dir() and any(path.glob("*.toml"))}
    unknown = sorted(set(folders) - set(GAMES))
    if unknown:
        raise LessonError(f"lessons/{unknown[0]}/: not a folder of lessons (those are {', '.join(GAMES)})")
    return [path for game in GAMES if game in folders for path in sorted(folders[game].glob("[0-9][0-9]-*.toml"))]


def lesson_id(path: Path) -> str:
    return f"{path.parent.name}-{path.stem.split('-', 1)[1]}"


def read_lesson(path: Path) -> dict:
    """The lesson in `path`, checked for shape and for both languages."""
    where = f"{path.parent.name}/{path.name}"
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise LessonError(f"{where}: not valid TOML: {error}") from None
    _no_unknown_keys(data, LESSON_KEYS, where)
    for key in ("title", "summary", "position", "steps"):
        if key not in data:
            raise LessonError(f"{where}: the lesson has no {key!r}")
    players = data["position"].get("players")
    learner = data.get("learner", 0)
    if not isinstance(learner, int) or not isinstance(players, int) or not 0 <= learner < players:
        raise LessonError(f"{where}: learner must be a seat from 0 to players - 1, not {learner!r}")
    names = data.get("names")
    if names is not None:
        _texts(names, f"{where}: names", kind=list)
        for lang in LANGUAGES:
            if len(names[lang]) != players:
                raise LessonError(f"{where}: names.{lang} has {len(names[lang])} names for {players} seats")
    if not isinstance(data["steps"], list) or not data["steps"]:
        raise LessonError(f"{where}: the lesson has no [[steps]]")
    steps = [_step(step, f"{where}: step {number}", players) for number, step in enumerate(data["steps"], 1)]
    return {
        "id": lesson_id(path), "game": path.parent.name, "file": where,
        "title": _texts(data["title"], f"{where}: title"),
        "summary": _texts(data["summary"], f"{where}: summary"),
        "learner": learner, "names": names, "position": data["position"], "steps": steps,
    }


def _step(step: object, where: str, players: int) -> dict:
    if not isinstance(step, dict):
        raise LessonError(f"{where}: a step is a table")
    _no_unknown_keys(step, STEP_KEYS, where)
    goal = step.get("goal")
    if not isinstance(goal, dict) or goal.get("kind") not in ACTION_GOALS + MODULE_GOALS + LOST_MINES_GOALS + DARK_CAVE_GOALS + SPECIAL_GOALS:
        kinds = ", ".join(ACTION_GOALS + MODULE_GOALS + LOST_MINES_GOALS + DARK_CAVE_GOALS + SPECIAL_GOALS)
        raise LessonError(f"{where}: goal must be a table with a kind among {kinds}; got {goal!r}")
    if goal["kind"] == "guess_role":
        if not isinstance(goal.get("seat"), int) or not 0 <= goal["seat"] < players or not isinstance(goal.get("role"), str):
            raise LessonError(f"{where}: a guess_role goal names the answer's seat and the role, e.g. {{ kind = \"guess_role\", seat = 2, role = \"saboteur\" }}")
    wrong = step.get("wrong", [])
    for number, entry in enumerate(wrong, 1):
        if not isinstance(entry, dict) or not isinstance(entry.get("match"), dict):
            raise LessonError(f"{where}: wrong {number} needs a match table")
        _texts({lang: entry.get(lang) for lang in LANGUAGES}, f"{where}: wrong {number}")
    replies = step.get("replies", [])
    for number, reply in enumerate(replies, 1):
        if not isinstance(reply, dict) or not isinstance(reply.get("seat"), int) or not isinstance(reply.get("action"), dict):
            raise LessonError(f"{where}: reply {number} needs a seat and an action")
        if "say" in reply:
            _texts(reply["say"], f"{where}: reply {number} say")
    return {
        "text": _texts(step.get("text"), f"{where}: text"),
        "goal": goal,
        "hints": [_texts(hint, f"{where}: hint {number}") for number, hint in enumerate(step.get("hints", []), 1)],
        "wrong": wrong,
        "replies": replies,
    }


def _texts(value: object, where: str, kind: type = str) -> dict:
    """A text in every language (docs/lessons.md: each lesson in French and English)."""
    if not isinstance(value, dict):
        raise LessonError(f"{where}: give the text in {' and '.join(LANGUAGES)}, as {{ en = ..., fr = ... }}")
    for lang in LANGUAGES:
        text = value.get(lang)
        if not isinstance(text, kind) or not text:
            raise LessonError(f"{where}: the {lang!r} text is missing")
    return {lang: value[lang] for lang in LANGUAGES}


def _no_unknown_keys(data: dict, known: set[str], where: str) -> None:
    unknown = sorted(set(data) - known)
    if unknown:
        raise LessonError(f"{where}: unknown key {unknown[0]!r} (known: {', '.join(sorted(known))})")
