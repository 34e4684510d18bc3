"""The lesson baker (docs/lessons.md sections 1 and 3): a lesson is played by the real
engine at build time, and a lesson that does not hold stops the build naming its step."""

import json
import textwrap
from pathlib import Path

import pytest
import saboteur
from lessons.bake import bake, bake_all
from lessons.source import LessonError, lesson_files, read_lesson
from lessons.words import REFUSALS, refusal_text
from ui.interaction import action_key

LESSONS = Path(__file__).resolve().parents[2] / "lessons"

HEAD = """
title.en = "Place a path card"
title.fr = "Poser un chemin"
summary.en = "Extend the tunnel."
summary.fr = "Prolongez le tunnel."

[position]
ruleset = "base"
players = 4
hands = { 0 = ["tunnel-EW", "tunnel-NE", "map"], 1 = ["tunnel-EW", "dead-N"] }
maze = [{ at = [1, 0], card = "tunnel-EW" }]
"""

STEP = """
[[steps]]
text.en = "Put the straight tunnel at the end of the path."
text.fr = "Posez le tunnel droit au bout du chemin."
goal = { kind = "place", card = "tunnel-EW", at = [2, 0] }
hints = [{ en = "The end is on the right.", fr = "Le bout est à droite." }]

[[steps.wrong]]
match = { kind = "map" }
en = "The map can wait."
fr = "Le plan peut attendre."

[[steps.replies]]
seat = 1
action = { kind = "place", card = "tunnel-EW", at = [3, 0] }
say.en = "Ada digs on."
say.fr = "Ada continue."
"""


def write(tmp_path, *parts, name="01-try.toml"):
    folder = tmp_path / "base"
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_text(textwrap.dedent("".join(parts)))
    return path


def baked(tmp_path, *parts):
    return bake(read_lesson(write(tmp_path, *parts)))


def test_a_right_move_shows_the_move_then_each_reply(tmp_path):
    lesson, position = baked(tmp_path, HEAD, STEP)
    step = lesson["steps"][0]
    right = [outcome for outcome in step["outcomes"].values() if outcome["right"]]
    assert [outcome["action"] for outcome in right] == [
        {"kind": "place", "card": "tunnel-EW", "at": [2, 0], "turned": False}]
    first, reply = right[0]["then"]
    assert [item["at"] for item in lesson["views"][first["view"]]["maze"]] == [[0, 0], [1, 0], [2, 0]]
    assert reply["say"]["fr"] == "Ada continue."
    assert [2, 0] in [item["at"] for item in lesson["views"][reply["view"]]["maze"]]
    assert [3, 0] in [item["at"] for item in lesson["views"][reply["view"]]["maze"]]
    assert lesson["end"] == reply["view"]
    assert lesson["play_on"] and saboteur.from_position(position).to_move == 2


def test_every_legal_move_has_an_outcome_and_wrong_ones_say_why(tmp_path):
    lesson, _ = baked(tmp_path, HEAD, STEP)
    game = saboteur.from_sketch(read_lesson(write(tmp_path, HEAD, STEP))["position"])
    step = lesson["steps"][0]
    assert set(step["outcomes"]) == {action_key(action.to_json()) for action in game.legal_actions()}
    words = lesson["words"]
    looks = [o for o in step["outcomes"].values() if o["action"]["kind"] == "map"]
    assert looks and all(words[o["feedback"]]["en"] == "The map can wait." for o in looks)
    passes = [o for o in step["outcomes"].values() if o["action"]["kind"] == "pass"]
    assert all(not o["right"] and words[o["feedback"]]["fr"] for o in passes)
    assert len(words) == len({json.dumps(w, sort_keys=True) for w in words})  # each sentence once


# Two [[steps.wrong]] entries that match no legal move: the refused tries the lesson asks for.
NAMED_TRIES = """
[[steps.wrong]]
match = { kind = "place", card = "tunnel-NE", at = [2, 0], turned = false }
en = "Look at its sides."
fr = "Regardez ses côtés."

[[steps.wrong]]
match = { kind = "place", at = [1, 1] }
en = "Stay on the path."
fr = "Restez sur le chemin."
"""


def test_refused_tries_carry_the_rule_in_words(tmp_path):
    """Book 001, 'Les cartes chemin': a path card must fit every neighbour; turned around
    the curve would fit, and the refusal says so, then the lesson's own words."""
    lesson, _ = baked(tmp_path, HEAD, STEP, NAMED_TRIES)
    refusals = lesson["steps"][0]["refusals"]
    words = lesson["words"]
    curve = refusals[action_key({"kind": "place", "card": "tunnel-NE", "at": [2, 0], "turned": False})]
    assert curve["code"] == "mismatch"
    assert "left side" in words[curve["text"]]["en"]
    assert words[curve["text"]]["en"].endswith("Turned around, it would fit. Look at its sides.")
    assert "gauche" in words[curve["text"]]["fr"]
    far = refusals[action_key({"kind": "place", "card": "tunnel-EW", "at": [1, 1], "turned": False})]
    assert far["code"] == "not_beside_linked_path"
    assert not set(refusals) & set(lesson["steps"][0]["outcomes"])


def test_only_the_refused_tries_a_lesson_names_are_baked(tmp_path):
    """Issue 45, what to build 7: the page lights the baked refusals, so the baker keeps only
    those a [[steps.wrong]] entry asks for (no "break your own cart", no far spots)."""
    assert baked(tmp_path, HEAD, STEP)[0]["steps"][0]["refusals"] == {}
    refusals = baked(tmp_path, HEAD, STEP, NAMED_TRIES)[0]["steps"][0]["refusals"]
    assert sorted(refusal["action"]["at"] for refusal in refusals.values()) == [[1, 1], [1, 1], [1, 1], [2, 0]]


@pytest.mark.parametrize("fault, expected", [
    (STEP.replace('at = [3, 0] }\nsay', 'at = [5, 5] }\nsay'), "step 1: reply 1"),
    (STEP.replace('at = [2, 0] }\nhints', 'at = [4, 0] }\nhints'), "step 1: no legal move meets the goal"),
    (STEP.replace('match = { kind = "map" }', 'match = { kind = "rockfall" }'), "step 1: wrong 1"),
    (STEP.replace('fr = "Le plan peut attendre."\n', ''), "step 1: wrong 1: the 'fr' text is missing"),
    (STEP.split("[[steps.replies]]")[0].replace(', card = "tunnel-EW", at = [2, 0] }', ' }'),
     "step 1: 6 different moves meet the goal"),
])
def test_a_broken_lesson_names_its_step(tmp_path, fault, expected):
    with pytest.raises(LessonError, match="base/01-try.toml: " + expected.replace("(", r"\(")):
        baked(tmp_path, HEAD, fault)


def test_a_guess_is_checked_against_the_roles(tmp_path):
    head = HEAD.replace('players = 4\n', 'players = 4\nroles = { 2 = "saboteur", 1 = "gold-digger" }\n')
    question = '\n[[steps]]\ntext.en = "Who?"\ntext.fr = "Qui ?"\ngoal = { kind = "guess_role", seat = 2, role = "saboteur" }\n'
    lesson, _ = baked(tmp_path, head, question)
    assert lesson["steps"][0]["question"]["answer"] == 2
    assert lesson["steps"][0]["question"]["choices"] == [1, 2, 3]
    with pytest.raises(LessonError, match="step 1: the answer, seat 1, is a gold-digger"):
        baked(tmp_path, head, question.replace("seat = 2", "seat = 1"))


def test_bake_all_links_each_lesson_to_the_next_and_writes_files(tmp_path):
    write(tmp_path, HEAD, STEP, name="01-a.toml")
    write(tmp_path, HEAD, STEP, name="02-b.toml")
    lessons = bake_all(tmp_path, tmp_path / "out")
    assert [(lesson["id"], lesson["next"]) for lesson in lessons] == [("base-a", "base-b"), ("base-b", None)]
    assert json.loads((tmp_path / "out" / "base-a.json").read_text())["id"] == "base-a"
    assert (tmp_path / "out" / "base-b.position.json").exists()


def test_every_refusal_of_every_ruleset_has_words():
    """A new condition in the rules must be explained to the reader in both languages: of
    each game, alone and with each anniversary module that plays with it (issue 47 gaps
    item 3: the modules' named conditions, book 002)."""
    from saboteur.games.anniversary import combinations

    codes = {"mismatch_card", "mismatch_neighbour"}
    for name in saboteur.RULESETS:
        modules = [None] + [module for module, games in combinations.GAMES.items() if name in games]
        for module in modules:
            for handler in saboteur.load_ruleset(name, [module] if module else None).handlers.values():
                codes |= {condition.check.__name__.lstrip("_") for condition in handler.conditions}
    assert {"same_goal", "no_diversion", "nothing_to_look_at"} <= codes  # the modules' conditions are read
    for lang, words in REFUSALS.items():
        assert codes <= set(words), (lang, sorted(codes - set(words)))


def test_a_named_refusal_without_words_fails_the_bake_and_a_plain_one_has_the_general_words():
    """Issue 47 gaps item 3: a lesson that meets a condition with no words does not bake with
    the general sentence in their place; a decision's plain refusal keeps the general words."""
    from saboteur.kernel.handlers import Refusal

    with pytest.raises(KeyError, match="no_such_condition"):
        refusal_text(Refusal("why", "no_such_condition"))
    assert refusal_text("a plain reason") == {lang: words["rule"] for lang, words in REFUSALS.items()}
    assert refusal_text(Refusal("why", "nothing_to_remove"))["fr"].startswith("L'éboulement")


# -- the lessons we ship -------------------------------------------------------------------


@pytest.mark.parametrize("path", lesson_files(LESSONS), ids=lambda path: path.stem)
def test_each_shipped_lesson_replays_with_the_engine(path):
    """docs/lessons.md: every scripted action legal, every goal reachable, every legal
    action at every step with an outcome, both languages complete. Replayed here apart
    from the baker: the right moves and the replies, view by view."""
    lesson = read_lesson(path)
    baked_lesson, _ = bake(lesson)
    game = saboteur.from_sketch(lesson["position"])
    learner = lesson["learner"]

    def as_baked(view):  # the views' card data is kept once, for the whole lesson
        cards = view.pop("cards")
        assert all(baked_lesson["cards"][card] == data for card, data in cards.items())
        return view

    for number, (step, out) in enumerate(zip(lesson["steps"], baked_lesson["steps"]), 1):
        assert baked_lesson["views"][out["view"]] == as_baked(game.view(learner)), f"step {number}"
        if out["outcomes"]:
            assert set(out["outcomes"]) == {action_key(a.to_json()) for a in game.legal_actions()}, f"step {number}"
            right = next(o for o in out["outcomes"].values() if o["right"])
            game.apply(right["action"])
        for reply in step["replies"]:
            game.apply(reply["action"])
        for lang in ("en", "fr"):
            assert out["text"][lang].strip()
    assert baked_lesson["views"][baked_lesson["end"]] == as_baked(game.view(learner))


def test_a_decision_between_rounds_offers_no_card_to_try(tmp_path):
    """Issue 45, fault 2: at the thief's choice (saboteur2-theft-and-hands-off, step 4) the page
    offered the hand's cards as tries; there a [[steps.wrong]] naming a card's try names nothing."""
    source = (LESSONS / "saboteur2" / "04-theft-and-hands-off.toml").read_text()
    anchor = '  { en = "Choose Ada: she is the only other player holding gold.", fr = "Choisissez Ada : elle est la seule autre à avoir de l\'or." },\n]\n'
    assert anchor in source
    wrong = '\n[[steps.wrong]]\nmatch = { kind = "place" }\nen = "Not now."\nfr = "Pas maintenant."\n'
    path = write(tmp_path, source.replace(anchor, anchor + wrong))
    with pytest.raises(LessonError, match="step 4: wrong 1 .* matches no legal move and no try the rules refuse"):
        bake(read_lesson(path))


def test_a_module_action_is_a_goal_and_every_goal_kind_is_the_engines(tmp_path):
    """docs/lessons.md section 1 (issue 47 section 5): a lesson of a championship card or of
    right of way has that card's action as its goal; every kind a goal may name is an action
    kind the engine declares, so no goal names a move that never exists."""
    from lessons.source import ACTION_GOALS, MODULE_GOALS
    from saboteur.actions import KINDS

    assert set(ACTION_GOALS + MODULE_GOALS) <= set(KINDS)
    head = HEAD.replace('players = 4', 'modules = ["championship"]\nplayers = 4\ndiscards = ["veto"]').replace(
        '0 = ["tunnel-EW", "tunnel-NE", "map"]', '0 = ["diversion", "map"]')
    step = """
[[steps]]
text.en = "Move the last card laid west of the start."
text.fr = "Déplacez la dernière carte posée à l'ouest du départ."
goal = { kind = "diversion", card = "diversion", at = [-1, 0] }
"""
    lesson, _ = baked(tmp_path, head, step)
    right = [outcome["action"] for outcome in lesson["steps"][0]["outcomes"].values() if outcome["right"]]
    assert right == [{"kind": "diversion", "card": "diversion", "at": [-1, 0], "turned": False}]


# -- The Lost Mines' lessons (issue 48 section 4) ------------------------------------------


def test_the_sharing_lesson_tells_the_engines_split():
    """Issue 48 section 4, 'who shares what' (rules/lost-mines.md ruling 9): the points the
    lesson's last step spells out are the ones the engine's round end gives."""
    baked, _ = bake(read_lesson(LESSONS / "lost-mines" / "06-who-shares-what.toml"))
    result = baked["views"][baked["end"]]["results"][0]
    assert result["vp"] == [3, 3, 4, 3]  # you 3, Ada 3, Bo 4 (the pool's remainder), Cy 3
    blue = next(pool for pool in result["sharing"] if pool.get("clan") == "blue")
    assert (blue["members"], blue["total"], blue["remainder_to"]) == ([0, 2], 7, [2])
    text = baked["steps"][-1]["text"]
    assert "Bo scores 4, you 3" in text["en"] and "Bo marque 4, vous 3" in text["fr"]


def test_a_lost_mines_lesson_names_its_dwarfs_steps_as_goals():
    """Issue 48 section 4: a turn is the card, then the move, step by step (ruling 2); a
    face-down mine is no anchor, so building beside it alone is a refused try (ruling 1)."""
    baked, _ = bake(read_lesson(LESSONS / "lost-mines" / "02-move-and-campfire.toml"))
    walked = [next(o["action"] for o in step["outcomes"].values() if o["right"]) for step in baked["steps"][1:6]]
    assert walked == [{"kind": "step", "at": [x, -2]} for x in range(3, 8)]  # 5 steps from a campfire
    first, _ = bake(read_lesson(LESSONS / "lost-mines" / "01-build-anywhere.toml"))
    assert [refusal["code"] for refusal in first["steps"][0]["refusals"].values()] == ["nothing_beside"]


def test_the_lost_mines_path_refusal_speaks_of_a_placed_path_not_the_start():
    """Issue 48 leftover (4), rules/lost-mines.md ruling 1: a Lost Mines path card need only join a
    path already placed, so its refusal is not base's `misfit` ("a tunnel that leads back to the
    start") but a code of its own whose words say so, in both languages."""
    import random

    game, rng, found = saboteur.new_game("lost-mines", 4, 3), random.Random(3), None
    while found is None:
        hand = set(game.view(game.to_move).get("hand") or [])
        for card in hand:
            for spot in [(x, y, turned) for x in range(11) for y in range(-3, 4) for turned in (False, True)]:
                reason = game.refusal({"kind": "place", "card": card, "at": list(spot[:2]), "turned": spot[2]})
                if getattr(reason, "code", None) in ("misfit", "no_path_meets"):
                    found = reason.code
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    assert found == "no_path_meets"
    assert "need not lead back to a start" in REFUSALS["en"]["no_path_meets"]
    assert "Inutile de la relier à un départ" in REFUSALS["fr"]["no_path_meets"]


# -- La mine se rebelle's lessons (issue 49 section 4) ---------------------------------------


def right_moves(baked):
    return [next((o["action"] for o in step["outcomes"].values() if o["right"]), None) for step in baked["steps"]]


def test_the_dark_cave_count_lesson_tells_the_engines_score():
    """Issue 49 section 4, 'leaving the mine and counting the gold' (rules/dark-cave.md rulings
    5, 14 and 15, the book's example): the exit square takes the learner out, every yellow
    dwarf is out so the game ends, and yellow's 4 x 3 = 12 beats blue's 5 x 2 = 10."""
    baked, _ = bake(read_lesson(LESSONS / "dark-cave" / "06-leave-and-count.toml"))
    result = baked["views"][baked["end"]]["results"][0]
    assert (result["reason"], result["winner"]) == ("clan_out", "yellow")
    assert (result["nuggets"], result["multiplier"], result["treasure"]) == (
        {"yellow": 4, "blue": 5}, {"yellow": 3, "blue": 2}, {"yellow": 12, "blue": 10})
    text = baked["steps"][-1]["text"]
    assert "12 to 10" in text["en"] and "12 à 10" in text["fr"]


def test_the_dark_cave_lessons_cross_squares_ladders_tunnels_and_bridges_as_the_rules_say():
    """Issue 49 section 4 (rules/dark-cave.md 'Squares', rulings 1 to 4): a group II card is two
    squares, a card beside the start that turns a wall to its path is refused; a ladder jump is
    one step and a tunnel square costs a nugget; stepping onto a bridge costs a card."""
    squares, _ = bake(read_lesson(LESSONS / "dark-cave" / "01-squares-and-steps.toml"))
    assert right_moves(squares)[1:4] == [{"kind": "move_to", "at": [1, 0], "value": 0},
                                         {"kind": "move_to", "at": [2, 0], "value": 1},
                                         {"kind": "move_to", "at": [2, 0], "value": 0}]
    assert [refusal["code"] for refusal in squares["steps"][0]["refusals"].values()] == ["mismatch"]
    ladders, _ = bake(read_lesson(LESSONS / "dark-cave" / "02-ladders-and-tunnels.toml"))
    assert right_moves(ladders)[1] == {"kind": "move_to", "at": [3, -2], "value": 0}  # from the start, 3 cards away
    assert [seat["nuggets"] for seat in ladders["views"][ladders["end"]]["seats"]][0] == 2
    bridges, _ = bake(read_lesson(LESSONS / "dark-cave" / "03-bridges.toml"))
    before, after = (bridges["views"][bridges["steps"][number]["view"]] for number in (1, 2))
    assert len(after["hand"]) == len(before["hand"]) - 1
    assert any(line.get("type") == "lost_card" and line["cause"] == "bridge" and line["by"] == 1 for line in after["log"])


def test_the_dark_cave_creature_and_web_lessons_end_as_their_last_words_say():
    """Issue 49 section 4 (rulings 7 to 9): the rat's bite costs Bo a card, the learner's axe
    drives the goblin off; the learner's web lies with 2 up and Bo's, cut with the axe, is gone."""
    creatures, _ = bake(read_lesson(LESSONS / "dark-cave" / "04-creatures-and-axes.toml"))
    end = creatures["views"][creatures["end"]]
    assert [seat["hand_size"] for seat in end["seats"]][2] == 4
    assert not [piece for piece in end["pieces"] if piece["kind"] == "goblin"]
    assert end["seats"][0]["in_front"] == ["I-rat"]  # the axe discarded; the rat's card lies while it is out
    webs, _ = bake(read_lesson(LESSONS / "dark-cave" / "05-webs.toml"))
    end = webs["views"][webs["end"]]
    assert [(p["at"], p["side"], p["seat"], p["count"]) for p in end["pieces"] if p["kind"] == "web"] == [([0, -2], "S", 0, 2)]
