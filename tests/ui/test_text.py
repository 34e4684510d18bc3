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
    assert text.t("fr", "ev_saboteur_paid", name="Ana", n=1) == "Ana reçoit 1 carte Or comme saboteur."
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


def test_saboteur2_winners_read_as_one_sentence():
    # Saboteur 2 (rules/saboteur2.md, "Who else wins"): with no connection the saboteurs win,
    # and the profiteer with them; the roles are named in running text, lower case.
    assert text.roles_named("en", ["profiteer", "saboteur"]) == "the profiteer and the saboteurs"
    assert text.roles_named("fr", ["profiteer", "saboteur"]) == "le profiteur et les saboteurs"
    assert text.t("fr", "winners_round", roles=text.roles_named("fr", ["gold-digger-blue", "boss"])) == (
        "Gagnants de la manche : les chercheurs d'or bleus et le patron.")


def test_card_names_say_where_the_paths_go():
    # Issue 11 (words for people): "path up and right", not "tunnel N-E"; a turned card is
    # named as it lies (rules/base.md "The 40 tunnel cards": open and dead shapes).
    assert text.card_name("en", "tunnel-NE") == "path up and right"
    assert text.card_name("en", "tunnel-NE", turned=True) == "path down and left"
    assert text.card_name("en", "tunnel-EW") == "path left and right"
    assert text.card_name("en", "tunnel-NES") == "path up, down and right"
    assert text.card_name("en", "tunnel-NESW") == "crossroads"
    assert text.card_name("en", "dead-N") == "dead end up"
    assert text.card_name("en", "dead-EW") == "dead end left and right"
    assert text.card_name("fr", "tunnel-NW") == "chemin vers le haut et la gauche"
    assert text.card_name("fr", "dead-N", turned=True) == "cul-de-sac vers le bas"
    assert text.card_name("fr", "tunnel-NESW") == "carrefour"
    assert text.card_name("en", "repair-pick-cart") == "repair pick or cart"
    assert text.card_name("fr", "break-lantern") == "outil cassé (lampe)"


def test_every_path_card_has_a_name_without_compass_letters():
    for card in ("tunnel-EW", "tunnel-NS", "tunnel-NE", "tunnel-NW", "tunnel-NEW", "tunnel-NES", "tunnel-NESW",
                 "dead-N", "dead-E", "dead-EW", "dead-NS", "dead-NE", "dead-NW", "dead-NEW", "dead-NES", "dead-NESW"):
        for lang in text.LANGUAGES:
            for turned in (False, True):
                name = text.card_name(lang, card, turned)
                assert not re.search(r"\b[NESWO](-|\b)", name), name


def test_spots_are_counted_from_the_start_card():
    # Issue 11: "3 cards right of the start, 1 down", not "column 3 row 1" (y grows downward:
    # docs/engine.md "Actions").
    assert text.where("en", [3, 1]) == "3 cards right of the start, 1 down"
    assert text.where("en", [1, 0]) == "1 card right of the start"
    assert text.where("en", [-2, -1]) == "2 cards left of the start, 1 up"
    assert text.where("en", [0, -1]) == "1 card above the start"
    assert text.where("en", [0, 2]) == "2 cards below the start"
    assert text.where("fr", [3, 1]) == "3 cartes à droite du départ, 1 plus bas"
    assert text.where("fr", [0, -1]) == "1 carte au-dessus du départ"


def test_goals_are_named_top_middle_and_bottom():
    # Issue 11: "the middle goal", not "column 8 row -2" (rules/base.md: goals at (8,-2), (8,0), (8,2)).
    assert [text.goal_name("en", [8, y]) for y in (-2, 0, 2)] == ["the top goal", "the middle goal", "the bottom goal"]
    assert text.goal_name("fr", [8, -2]) == "l'arrivée du haut"
    names = ["Ana", "Bo"]
    assert text.describe_event("en", {"type": "map", "seat": 1, "card": "map", "at": [8, 2]}, names) == \
        "Bo looked at the bottom goal."
    assert text.describe_event("fr", {"type": "map", "seat": 0, "card": "map", "at": [8, 0], "goal": "goal-gold"},
                               names) == "Ana a regardé l'arrivée du milieu : arrivée or."
    assert text.describe_event("en", {"type": "goal_revealed", "at": [8, -2], "card": "goal-stone-NE"}) == \
        "The top goal is turned up: stone goal."
    assert text.describe_event("fr", {"type": "goal_revealed", "at": [8, 2], "card": "goal-gold"}) == \
        "L'arrivée du bas est retournée : arrivée or."
    assert text.describe_action("en", {"kind": "map", "card": "map", "at": [8, 0]}) == "Look at the middle goal"


def test_actions_in_words():
    assert text.describe_action("en", {"kind": "place", "card": "tunnel-NE", "at": [3, 1], "turned": False}) == \
        "Place path up and right, 3 cards right of the start, 1 down"
    assert text.describe_action("fr", {"kind": "place", "card": "tunnel-NE", "at": [1, 0], "turned": True}) == \
        "Poser chemin vers le bas et la gauche, à l'envers, 1 carte à droite du départ"
    assert text.describe_action("en", {"kind": "rockfall", "card": "rockfall", "at": [2, -1]}) == \
        "Remove the card 2 cards right of the start, 1 up"
    assert text.describe_action("en", {"kind": "break", "card": "break-cart", "target": 1}, ["A", "Ana"]) == \
        "Break the cart of Ana"
    assert text.describe_action("fr", {"kind": "pass", "card": "map"}) == "Défausser plan"


def test_no_line_of_a_whole_game_names_a_column_or_a_compass_side():
    game = played(players=5, seed=3, moves=10_000)
    for event in game.view(0)["log"]:
        for lang in text.LANGUAGES:
            line = text.describe_event(lang, event, ["A", "B", "C", "D", "E"]) or ""
            assert not re.search(r"column|colonne|row|ligne|tunnel|galerie|\b[NESW]-[NESW]", line), line


def test_french_puts_a_space_before_each_colon():
    # House rule (French typography): a space before : ; ? ! in every French string.
    for key, value in text.STRINGS["fr"].items():
        assert not re.search(r"[^ ][:;?!]", value.replace("://", "")), (key, value)


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


def test_no_string_is_defined_twice_in_a_language():
    # A key written twice in one language's table keeps only its last wording, silently:
    # two changes that each added "role_seen" once met that way.
    import ast
    import collections
    from pathlib import Path

    source = (Path(__file__).resolve().parents[2] / "web" / "ui" / "text.py").read_text(encoding="utf-8")
    twice = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Dict):
            keys = [key.value for key in node.keys if isinstance(key, ast.Constant)]
            twice += [key for key, count in collections.Counter(keys).items() if count > 1]
    assert twice == []


def test_a_move_a_seat_aims_at_itself_is_worded_as_such():
    # Tried as a new player (issue 45, cosmetic, like "Hand of You"): at 12 seats the log read
    # "Bot 1 freed Bot 1." and the row "freed Bot 1"; a repair of one's own tool and swap hats
    # on oneself read the same way. Rule book (Saboteur 2): these cards may aim at oneself.
    from ui import panel

    names = ["Ana", "Bo", "Cy"]
    free = {"type": "free", "seat": 1, "target": 1, "card": "free"}
    repair = {"type": "repair", "seat": 1, "target": 1, "card": "repair-lantern", "tool": "lantern"}
    hats = {"type": "swap_hats", "seat": 2, "target": 2, "card": "swap-hats"}
    assert text.describe_event("en", free, names) == "Bo freed themselves."
    assert text.describe_event("fr", free, names) == "Bo a levé son propre piège."
    assert text.describe_event("en", repair, names) == "Bo repaired their own lantern."
    assert text.describe_event("fr", repair, names) == "Bo a réparé son propre outil : lampe."
    assert text.describe_event("en", hats, names) == "Cy took a new role."
    assert panel.last_move_words("en", free, names) == "freed themselves"
    assert panel.last_move_words("fr", repair, names) == "a réparé son outil : lampe"
    assert panel.last_move_words("en", hats, names) == "took a new role"
    # aimed at another seat: as before
    assert text.describe_event("en", {**free, "target": 0}, names) == "Bo freed Ana."
    assert panel.last_move_words("en", {**repair, "target": 2}, names) == "repaired: lantern → Cy"


def test_french_counts_of_zero_take_the_singular():
    """Issue 45's French cosmetics: French puts a count below two in the singular ("0 carte
    Or", not "0 cartes or"); English keeps "0 gold cards"."""
    assert text.t("fr", "gold_cards", n=0) == "0 carte Or"
    assert text.t("fr", "gold_cards", n=2) == "2 cartes Or"
    assert text.t("en", "gold_cards", n=0) == "0 gold cards"


def test_a_drawn_broken_tool_reads_with_one_colon_in_french():
    """Issue 45's French cosmetics: "Vous avez pioché : outil cassé (pioche)." and not
    "Vous avez pioché : cassé : pioche."."""
    said = text.t("fr", "drew_card", card=text.card_name("fr", "break-pick"))
    assert said.count(":") == 1 and "outil cassé" in said, said
