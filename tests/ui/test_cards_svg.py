import json
import os

from ui import cards_svg
from ui.text import card_labels
from ui_helpers import parse

BASE = os.path.join(os.path.dirname(__file__), "..", "..", "core", "saboteur", "data", "base.json")
SVG = "{http://www.w3.org/2000/svg}"


def all_card_ids():
    data = json.load(open(BASE))
    ids = [data["start"]["id"]] + [c["id"] for c in data["goals"]["cards"]]
    ids += [c["id"] for c in data["path_cards"]] + [c["id"] for c in data["action_cards"]]
    return ids


def test_every_card_is_well_formed_and_named():
    for card in all_card_ids():
        for turned in (False, True):
            for lang in ("en", "fr"):
                root = parse(cards_svg.card_svg(card, turned, card_labels(lang), title="name of " + card))
                assert root.tag == SVG + "svg"
                assert root.get("role") == "img"
                assert root.get("aria-label") == "name of " + card
                assert root.find(SVG + "title").text == "name of " + card


def test_turned_maze_cards_rotate_180_and_actions_do_not():
    assert "rotate(180" in cards_svg.card_svg("tunnel-NE", True)
    assert "rotate(180" not in cards_svg.card_svg("tunnel-NE", False)
    assert "rotate(180" not in cards_svg.card_svg("map", True)


def test_sides_from_card_data():
    assert cards_svg.card_sides("tunnel-NES") == "NES"
    assert cards_svg.card_sides("dead-EW") == "EW"
    assert cards_svg.card_sides("start") == "NESW"
    assert cards_svg.card_sides("goal-stone-NW") == "NW"
    assert cards_svg.card_sides("map") == ""
    assert cards_svg.turned_sides("NE") == "SW"


def test_open_tunnel_draws_one_segment_per_side_and_dead_end_a_rock():
    body = cards_svg.card_body("tunnel-NEW")
    assert body.count("<line") == 3 and "<polygon" not in body
    dead = cards_svg.card_body("dead-NESW")
    assert dead.count("<line") == 4 and "<polygon" in dead


def test_action_cards_carry_text_labels():
    assert ">Broken</tspan> <tspan" in cards_svg.card_body("break-pick") and ">pick<" in cards_svg.card_body("break-pick")
    body = cards_svg.card_body("repair-lantern-cart", card_labels("fr"))
    assert "Réparer" in body and "lampe" in body and "chariot" in body
    assert ">Map<" in cards_svg.card_body("map")
    assert ">Rockfall<" in cards_svg.card_body("rockfall")


def test_goal_back_and_seen_goal():
    parse(cards_svg.goal_svg(None, title="goal"))
    seen = cards_svg.goal_svg("goal-gold", title="goal seen")
    parse(seen)
    assert "Seen: Gold" in seen
    assert "Seen: Stone" in cards_svg.goal_back("goal-stone-NE")


def test_tool_icons_and_escaping():
    for tool in cards_svg.TOOLS:
        parse(cards_svg.tool_svg(tool, True, title='broken <"' + tool + '">'))
    assert cards_svg.esc('<a & "b">') == "&lt;a &amp; &quot;b&quot;&gt;"


def test_a_dark_cave_action_card_draws_no_word_its_name_lacks():
    """Issue 49 section 4 (the lessons' hand, axe-core 'label-content-name-mismatch'): the group
    numeral was drawn as text beside an action card's own name ("Rat" and "I"), words its
    button's label "rat" lacked. The numeral is strokes now: the only word drawn is the name."""
    from ui.text import card_name

    for lang in ("en", "fr"):
        for card in ("I-rat", "II-lindworm", "III-goblin", "I-axe"):
            root = parse(cards_svg.card_svg(card, False, card_labels(lang), title=card_name(lang, card)))
            words = [element.text for element in root.iter() if element.tag in (SVG + "text", SVG + "tspan") and element.text]
            assert words and all(word.lower() in card_name(lang, card).lower() for word in words), (card, words)
