import re

from ui import text
from ui_helpers import played


def fields(template):
    return set(re.findall(r"\{(\w+)\}", template))


def test_every_key_in_both_languages_with_the_same_fields():
    en, fr = text.STRINGS["en"], text.STRINGS["fr"]
    assert set(en) == set(fr)
    for key in en:
        assert fields(en[key]) == fields(fr[key]), key
        assert fr[key].strip(), key


def test_pick_language():
    assert text.pick_language(["fr-FR", "en-US"]) == "fr"
    assert text.pick_language(["de-DE", "en-GB"]) == "en"
    assert text.pick_language("fr") == "fr"
    assert text.pick_language([]) == "en"
    assert text.pick_language(None) == "en"


def test_fill_and_fallback():
    assert text.t("en", "seat", n=3) == "Seat 3"
    assert text.t("fr", "seat", n=3) == "Place 3"
    assert text.t("xx", "seat", n=3) == "Seat 3"
    assert text.t("en", "no-such-key") == "no-such-key"


def test_a_count_of_one_is_singular():
    assert text.t("en", "gold_cards", n=1) == "1 gold card"
    assert text.t("en", "gold_cards", n=2) == "2 gold cards"
    assert text.t("fr", "cards_in_hand", n=1) == "1 carte"
    assert text.t("fr", "ev_saboteur_paid", name="Ana", n=1) == "Ana reçoit 1 carte or comme saboteur."
    assert text.t("en", "seat", n=1) == "Seat 1"  # no singular form needed: the template stays


def test_a_round_end_names_its_winners_or_nobody():
    # Base rules (001), 'Partage du trésor': saboteurs win when the gold is not reached; with
    # no saboteur dealt (3 or 4 players) the engine names no winner, and neither does the log.
    def line(winners, finder):
        return text.describe_event("en", {"type": "round_end", "round": 2, "winners": winners, "finder": finder,
                                          "roles": [], "goals": [], "route": []}, ["A", "B", "C"])
    assert line("gold-digger", 0) == "Round 2 is over: the gold-diggers found the gold."
    assert line("saboteur", None) == "Round 2 is over: the saboteurs win."
    assert "nobody was a saboteur" in line(None, None)


def test_card_names():
    assert text.card_name("en", "tunnel-NE") == "tunnel N-E"
    assert text.card_name("en", "tunnel-NE", turned=True) == "tunnel S-W"
    assert text.card_name("fr", "tunnel-NW") == "galerie N-O"
    assert text.card_name("en", "dead-EW") == "dead end E-W"
    assert text.card_name("en", "repair-pick-cart") == "repair pick or cart"
    assert text.card_name("fr", "break-lantern") == "cassé : lampe"


def test_actions_in_words():
    assert text.describe_action("en", {"kind": "place", "card": "tunnel-NE", "at": [3, 1], "turned": False}) == \
        "Place tunnel N-E at column 3 row 1"
    assert text.describe_action("en", {"kind": "break", "card": "break-cart", "target": 1}, ["A", "Ana"]) == \
        "Break the cart of Ana"
    assert text.describe_action("fr", {"kind": "pass", "card": "map"}) == "Défausser plan"


def test_every_event_of_whole_games_in_words_in_both_languages():
    for seed in range(4):
        game = played(players=3 + seed * 2, seed=seed, moves=10_000)
        assert game.is_over
        names = ["P" + str(i) for i in range(game.players)]
        for seat in (None, 0):
            for event in game.view(seat)["log"]:
                for lang in text.LANGUAGES:
                    line = text.describe_event(lang, event, names)
                    assert line is None or (line and "{" not in line), (event, line)
                    assert event["type"] in ("role", "draw") or line
