"""The Lost Mines' table drawn from view data (issue 48, section 2 "The page"): the board's spaces
and edge, both starts in their clans' colours, the mines named by where they lie, pieces on places,
sides and cards, the treasure row; and base drawn as before."""

import re

import pytest
import saboteur
from lost_mines_view import NAMES, lost_mines_view
from ui import board_svg, cards_svg, pieces_svg, table_svg
from ui.app import App
from ui.text import goal_name, where
from ui_helpers import parse, played

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(autouse=True)
def forget_the_table():
    """The page remembers the last view's table (cards_svg.remember_view): reset after each test."""
    yield
    cards_svg._goal_rows[:] = []
    cards_svg._layout[0] = cards_svg.BASE_LAYOUT
    cards_svg._treasures[:] = []


def _groups(root, cls):
    return [g for g in root.iter(SVG + "g") if (g.get("class") or "").split()[:1] == [cls]
            or cls in (g.get("class") or "").split()]


def _draw(view=None, lang="en"):
    return parse(board_svg.board_svg(view or lost_mines_view(), [], None, lang, names=NAMES))


def test_board_spaces_and_edge_are_drawn_from_the_layout():
    """Issue 48 s.2: "its spaces and edge": 11 x 7 spaces and one edge, from layout["board"]."""
    root = _draw()
    layer = _groups(root, "board-spaces")
    assert len(layer) == 1 and layer[0].get("aria-hidden") == "true"
    rects = layer[0].findall(SVG + "rect")
    assert len([r for r in rects if r.get("class") == "board-edge"]) == 1
    assert len(rects) == 1 + 11 * 7


def test_both_starts_carry_their_clan_in_colour_and_name():
    """Issue 48 s.2: "both starts"; the clan in its colour and in words (colour never alone)."""
    for lang, words in (("en", ("Start of the blue clan", "Start of the yellow clan")),
                        ("fr", ("Départ du clan bleu", "Départ du clan jaune"))):
        root = _draw(lang=lang)
        marks = _groups(root, "start-mark")
        assert sorted(m.get("data-clan") for m in marks) == ["blue", "yellow"]
        assert table_svg.CLAN_COLOURS["blue"] in board_svg.board_svg(lost_mines_view(), [], None, lang)
        cells = {g.get("data-at"): g.get("aria-label") for g in _groups(root, "cell")}
        assert cells["0,-2"].startswith(words[0]) and cells["0,2"].startswith(words[1])


def test_no_cell_is_the_start_by_being_at_0_0():
    """Issue 48 (what the page lacks): "takes (0,0) as the start". On this board (0,0) is an ordinary
    space, named by column and row like any other."""
    cells = {g.get("data-at"): g.get("aria-label") for g in _groups(_draw(), "cell")}
    assert cells["0,0"] == "crossroads, column 1, row 4"
    assert cells["3,-2"].endswith("column 4, row 2")
    fr = {g.get("data-at"): g.get("aria-label") for g in _groups(_draw(lang="fr"), "cell")}
    assert fr["0,0"].endswith("colonne 1, rangée 4")


def test_mines_are_named_by_where_they_lie_among_the_others():
    """Issue 48: never top/middle/bottom by count: the four mines from north to south."""
    root = _draw()
    names = [g.get("aria-label").split(":")[0] for g in _groups(root, "goal")]
    assert names == ["the north-most mine", "the second mine from the north", "the second mine from the south",
                     "the south-most mine"]
    assert goal_name("fr", [10, -3]) == "la mine la plus au nord"
    assert goal_name("fr", [10, 1]) == "la deuxième mine depuis le sud"


def test_base_still_reads_top_middle_bottom_and_counts_from_the_start():
    """Issue 48: base must read exactly as before (no layout in its view, or one start and no board)."""
    game = played(players=4, seed=3, moves=0)
    view = game.view(game.to_move)
    for layout in (None, {"board": None, "starts": [{"at": [0, 0], "card": "start", "clan": None}]}):
        shown = dict(view)
        shown.pop("layout", None)
        if layout:
            shown["layout"] = layout
        root = parse(board_svg.board_svg(shown, [], None, "en"))
        names = [g.get("aria-label").split(":")[0] for g in _groups(root, "goal")]
        assert names == ["the top goal", "the middle goal", "the bottom goal"]
        assert not _groups(root, "board-spaces") and not _groups(root, "start-mark")
        assert where("en", [2, -1]) == "2 cards right of the start, 1 up"
        cells = {g.get("data-at"): g.get("aria-label") for g in _groups(root, "cell")}
        assert cells["0,0"] == "start card"


def test_dwarves_stand_on_their_places_in_clan_colours_with_seat_numbers():
    """Issue 48 s.2: dwarves in clan colours; several on one card side by side; each named."""
    root = _draw()
    dwarves = _groups(root, "dwarf")
    assert len(dwarves) == 5
    labels = [g.get("aria-label") for g in dwarves]
    assert "Ana's dwarf, blue clan, column 1, row 2" in labels
    assert "Bo's dwarf, yellow clan, column 2, row 6" in labels
    numbers = sorted(g.find(SVG + "text").text for g in dwarves)
    assert numbers == ["1", "2", "3", "4", "5"]
    # Ana (seat 0) and Cy (seat 2) share the blue start's place: side by side, not stacked
    shared = [g for g in dwarves if g.get("aria-label").endswith("column 1, row 2")]
    xs = [float(re.match(r"translate\(([-\d.]+) ([-\d.]+)\)", g.get("transform")).group(1)) for g in shared]
    assert len(xs) == 2 and abs(xs[0] - xs[1]) >= pieces_svg.DWARF_W
    colours = board_svg.board_svg(lost_mines_view(), [], None, "en", names=NAMES)
    assert table_svg.CLAN_COLOURS["yellow"] in colours


def test_a_dwarf_on_a_dead_end_stands_on_its_own_stub():
    """A card with a place per side: the dwarf on place 1 (the east stub) stands east of the middle."""
    x, y = pieces_svg.place_point(lost_mines_view(), [1, 2], 1)
    assert x > board_svg.CARD_W / 2 and abs(y - board_svg.CARD_H / 2) < 1
    assert pieces_svg.place_point(lost_mines_view(), [0, -2], 0) == (board_svg.CARD_W / 2, board_svg.CARD_H / 2)


def test_side_tokens_lie_on_the_edge_and_card_tokens_on_the_card():
    """Trolls and traps on a side's edge, the axe on its obstacle, each named and explained."""
    root = _draw()
    troll = _groups(root, "troll")[0]
    x, y = (float(v) for v in re.match(r"translate\(([-\d.]+) ([-\d.]+)\)", troll.get("transform")).groups())
    assert (x, y) == (2 * board_svg.PITCH_X + board_svg.CARD_W, -2 * board_svg.PITCH_Y + board_svg.CARD_H / 2)
    assert troll.get("aria-label") == "Di's troll, east side of column 3, row 2"
    trap = _groups(root, "trap")[0]
    assert trap.get("aria-label") == "Bo's trap, west side of column 2, row 2"
    axe = _groups(root, "axe")[0]
    assert axe.get("aria-label") == "Axe on the tree trunk, column 4, row 2"
    for piece in _groups(root, "piece"):
        desc = piece.find(SVG + "desc")
        assert desc is not None and desc.text and piece.get("aria-describedby") == desc.get("id")
        assert piece.get("role") == "img" and piece.find(SVG + "title").text == piece.get("aria-label")


def test_pieces_are_told_in_french():
    root = _draw(lang="fr")
    labels = [g.get("aria-label") for g in _groups(root, "piece")]
    assert "nain d'Ana, clan bleu, colonne 1, rangée 2" in labels
    assert "troll de Di, côté est, colonne 3, rangée 2" in labels
    assert "Hache sur le tronc d'arbre, colonne 4, rangée 2" in labels
    helps = [g.find(SVG + "desc").text for g in _groups(root, "piece")]
    assert all(" :" in h or "Un nain" in h for h in helps)


def test_a_card_says_what_stands_on_it():
    """The keyboard reaches cards, not pieces: a card's name says the pieces on it."""
    cells = {g.get("data-at"): g.get("aria-label") for g in _groups(_draw(), "cell")}
    assert cells["0,-2"] == "Start of the blue clan (on it: Ana's dwarf, Cy's dwarf)"
    assert "Ed's dwarf" in cells["2,-2"] and "troll, east side" in cells["2,-2"]
    assert "(on it: axe)" in cells["3,-2"]


def test_treasure_row_beside_the_east_edge():
    """Issue 48 s.2: the treasure row; a value only where the view tells it, a taken one empty."""
    root = _draw()
    row = _groups(root, "treasure-row")[0]
    slots = [g for g in row.iter(SVG + "g") if "treasure" in (g.get("class") or "").split()]
    assert len(slots) == 5
    labels = [g.get("aria-label") for g in slots]
    assert labels[0] == "Treasure 1: gems"
    assert labels[1] == "Treasure 2: gold, worth 4"
    assert labels[2] == "Treasure 3: silver, taken by Di"
    for g in slots:
        x = float(re.match(r"translate\(([-\d.]+)", g.get("transform")).group(1))
        assert x >= 11 * board_svg.PITCH_X  # east of the board's last column
        assert g.get("tabindex") == "0" and g.find(SVG + "desc").text


def test_the_whole_board_is_in_view_and_the_camera_stays_over_it():
    """Issue 48 / brief: draw the board's spaces and edge, never pan beyond it."""
    view = lost_mines_view()
    x, y, w, h = board_svg.fit_viewbox(view)
    assert x <= 0 and y <= -3 * board_svg.PITCH_Y
    assert x + w >= 12 * board_svg.PITCH_X - board_svg.GAP  # the treasure column too
    assert y + h >= 4 * board_svg.PITCH_Y - board_svg.GAP
    app = App(None, None, "en")
    app.view = view
    app.aim([0, 0, 200, 150])
    for _ in range(30):
        app.aim(board_svg.pan_viewbox(app.viewbox(), 0.5, 0.5))
    cx, cy, cw, ch = app.camera
    assert cx + cw <= (12 + table_svg.MARGIN) * board_svg.PITCH_X and cy + ch <= (4 + table_svg.MARGIN) * board_svg.PITCH_Y
    for _ in range(30):
        app.aim(board_svg.pan_viewbox(app.viewbox(), -0.5, -0.5))
    assert app.camera[0] >= -table_svg.MARGIN * board_svg.PITCH_X - 0.01
    assert app.camera[1] >= (-3 - table_svg.MARGIN) * board_svg.PITCH_Y - 0.01


def test_a_table_without_an_edge_pans_freely():
    view = played(players=4, seed=3, moves=0).view(0)
    far = [5000, -4000, 300, 200]
    assert table_svg.clamp_viewbox(far, view) == far


def test_round_view_lays_the_layouts_starts():
    """The maze at a round's end is rebuilt on the layout's starts, not one start at (0,0)."""
    view = lost_mines_view()
    rebuilt = board_svg.round_view([{"type": "round_start", "round": 1}], 1, {"goals": []}, None, view["layout"])
    assert sorted(tuple(item["at"]) for item in rebuilt["maze"]) == [(0, -2), (0, 2)]
    assert rebuilt["layout"] is view["layout"]
    base = board_svg.round_view([{"type": "round_start", "round": 1}], 1, {"goals": []})
    assert [item["at"] for item in base["maze"]] == [[0, 0]] and "layout" not in base


def test_the_drawing_is_well_formed_in_both_languages():
    for lang in ("en", "fr"):
        root = _draw(lang=lang)
        ids = [el.get("id") for el in root.iter() if el.get("id")]
        assert len(ids) == len(set(ids))


def test_saboteur2_views_have_no_board_layer():
    game = saboteur.new_game("saboteur2", 4, 1)
    root = parse(board_svg.board_svg(game.view(game.to_move), [], None, "en"))
    assert not _groups(root, "board-spaces") and not _groups(root, "pieces")


def test_the_round_end_maze_shows_the_mines_the_treasures_and_no_card_a_thunderstorm_took():
    """The Lost Mines' round end (issue 48 s.2): the mines where the round_end event says, the
    treasure row with every value, and a card removed by a thunderstorm gone."""
    view = lost_mines_view()
    log = [{"type": "round_start", "round": 1},
           {"type": "place", "seat": 0, "card": "lm-path-EW", "at": [1, -2], "turned": False},
           {"type": "place", "seat": 1, "card": "lm-path-EW", "at": [1, 2], "turned": False},
           {"type": "thunderstorm", "seat": 2, "card": "thunderstorm", "at": [1, 2]},
           {"type": "round_end", "round": 1, "sharing": [],
            "mines": [{"at": [10, -3], "card": "mine-gems"}, {"at": [10, -1], "card": "mine-dragon"}]}]
    result = {"round": 1, "sharing": [], "treasures": [{"slot": 0, "type": "gems", "value": 5, "taken_by": 1}]}
    rebuilt = board_svg.round_view(log, 1, result, None, view["layout"])
    cells = sorted(tuple(item["at"]) for item in rebuilt["maze"])
    assert cells == [(0, -2), (0, 2), (1, -2), (10, -3), (10, -1)]
    assert [g["at"] for g in rebuilt["goals"]] == [[10, -3], [10, -1]] and all(g["face_up"] for g in rebuilt["goals"])
    root = parse(board_svg.board_svg(rebuilt, [], None, "en", names=NAMES))
    slot = [g for g in root.iter(SVG + "g") if g.get("data-slot") == "0"][0]
    assert slot.get("aria-label") == "Treasure 1: gems, worth 5, taken by Bo"


def test_the_keyboard_goes_first_to_the_lit_spot_nearest_a_start():
    """Issue 48: no assumption that the start is (0,0): a card's first aim is the lit spot nearest
    one of the layout's starts, not the one nearest (0,0)."""
    from ui import interaction as ix
    view = lost_mines_view()
    view["hand"] = ["lm-path-EW"]
    view["legal_actions"] = [{"kind": "place", "card": "lm-path-EW", "at": at, "turned": False}
                             for at in ([1, 0], [4, -2], [1, 3])]
    state = ix.select_card(ix.new_state(), view, 0)
    assert ix.first_aim(state, view) == "at:1,3"  # one card from the yellow start; (1,0) is 3 away
