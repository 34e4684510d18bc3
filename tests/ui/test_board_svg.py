import re

import saboteur
from ui import board_svg, interaction as ix
from ui_helpers import parse, played, views

SVG = "{http://www.w3.org/2000/svg}"


def targets_everywhere(view):
    """Targets of every card in the hand (place, rockfall, map)."""
    out = []
    for index in range(len(view["hand"])):
        state = ix.select_card(ix.new_state(), view, index)
        out += ix.board_targets(state, view)
    return out


def test_board_is_well_formed_with_named_targets():
    for view in views(30):
        for lang in ("en", "fr"):
            tgs = targets_everywhere(view)
            root = parse(board_svg.board_svg(view, tgs, tgs[0]["action"] if tgs else None, lang))
            assert root.get("role") == "group" and root.get("aria-label")
            buttons = [g for g in root.iter(SVG + "g") if g.get("role") == "button"]
            assert len(buttons) == len(tgs)
            for g in buttons:
                assert g.get("tabindex") == "0"
                assert g.get("aria-label")
                assert g.get("data-target").startswith("at:")
            cells = [g for g in root.iter(SVG + "g") if g.get("class") == "cell"]
            assert len(cells) == len(view["maze"])
            for g in cells:
                assert g.find(SVG + "title").text


def test_place_labels_read_like_words():
    game = played(players=4, seed=1, moves=0)
    view = game.view(game.to_move)
    for index, card in enumerate(view["hand"]):
        state = ix.select_card(ix.new_state(), view, index)
        tgs = [tg for tg in ix.board_targets(state, view) if tg["kind"] == "spot"]
        if tgs:
            svg = board_svg.board_svg(view, tgs, None, "en")
            labels = re.findall(r'role="button" tabindex="0" aria-label="([^"]+)"', svg)
            # Issue 11 (words for people): where the path goes, and the spot counted from the start card
            spot = r"\d+ cards? (right of|left of|above|below) the start(, \d+ (up|down))?"
            card = r"(path|dead end) (up|down|left|right)( and |, |up|down|left|right)*|crossroads"
            assert labels and all(re.match(rf"Place ({card})(, turned)?, {spot}$", l) for l in labels), labels
            return
    raise AssertionError("no path card in hand")


def test_fit_viewbox_holds_every_card_goal_and_target():
    for view in views(20):
        tgs = targets_everywhere(view)
        x, y, w, h = board_svg.fit_viewbox(view, tgs)
        for at in board_svg.content_cells(view, tgs):
            cx, cy = board_svg.cell_origin(at)
            assert x <= cx and cx + board_svg.CARD_W <= x + w
            assert y <= cy and cy + board_svg.CARD_H <= y + h


def test_zoom_and_pan():
    box = [0.0, 0.0, 600.0, 400.0]
    zoomed = board_svg.zoom_viewbox(box, 2.0)
    assert zoomed == [150.0, 100.0, 300.0, 200.0]
    assert board_svg.zoom_viewbox(box, 100.0)[2] == 120.0  # clamped
    assert board_svg.pan_viewbox(box, 0.25, -0.5) == [150.0, -200.0, 600.0, 400.0]
    assert board_svg.viewbox_text([1.5, 2.0, 3, 4]) == "1.50 2 3 4"


def test_spots_beyond_counts_each_edge_a_spot_crosses():
    """Issue 11 (lit spots a finger can hit on a phone): the pan buttons say where lit spots are out of sight."""
    card_w, card_h = board_svg.CARD_W, board_svg.CARD_H
    box = [0.0, 0.0, 3 * board_svg.PITCH_X, 2 * board_svg.PITCH_Y]  # cells 0-2 across, 0-1 down
    assert board_svg.spots_beyond(box, [[0, 0], [2, 1]]) == {"left": 0, "up": 0, "down": 0, "right": 0}
    assert board_svg.spots_beyond(box, [[-1, 0], [3, 1], [3, -1], [1, 2]]) == {"left": 1, "up": 1, "down": 1, "right": 2}
    # a card cut by the edge counts: part of it is out of sight
    shaved = [card_w / 2, card_h / 2, box[2], box[3]]
    assert board_svg.spots_beyond(shaved, [[0, 0]]) == {"left": 1, "up": 1, "down": 0, "right": 0}
    # the whole-maze fit leaves nothing beyond
    for view in views(10):
        tgs = targets_everywhere(view)
        box = board_svg.fit_viewbox(view, tgs)
        assert set(board_svg.spots_beyond(box, [tg["at"] for tg in tgs if tg.get("at")]).values()) == {0}


def test_seen_goal_is_marked_and_route_drawn():
    game = played(players=4, seed=4, moves=0)
    for _ in range(200):
        seat = game.to_move
        maps = [a for a in game.legal_actions() if a.kind == "map"]
        if maps:
            game.apply(maps[0])
            view = game.view(seat)
            svg = board_svg.board_svg(view, [], None, "en")
            parse(svg)
            assert "seen by you" in svg and 'class="goal seen"' in svg
            break
        game.apply(game.legal_actions()[-1])
    else:
        raise AssertionError("no map played")
    svg = board_svg.board_svg(view, [], None, "en", route=[[0, 0], [1, 0]], last_at=[0, 0])
    parse(svg)
    assert 'class="route"' in svg


def test_the_card_just_played_is_marked_for_the_arrival_animation():
    # Issue 4: a move is shown happening. Only the card at the last move's space gets the
    # inner group the stylesheet animates; the start card at (0, 0) does not.
    game = saboteur.new_game("base", 4, 3)
    place = next(a for a in game.legal_actions() if a.kind == "place")
    game.apply(place)
    view = game.view(0)
    svg = board_svg.board_svg(view, [], None, "en", last_at=list(place.at))
    root = parse(svg)
    arrived = [cell for cell in root.iter() if cell.get("class") == "cell" and any(
        inner.get("class") == "arrived" for inner in cell)]
    assert [cell.get("data-at") for cell in arrived] == [f"{place.at[0]},{place.at[1]}"]
    assert 'class="arrived"' not in board_svg.board_svg(view, [], None, "en")


def test_goals_and_cards_are_named_as_people_see_them():
    # Issue 11: "the middle goal", and a card's spot counted from the start, in titles too.
    game = saboteur.new_game("base", 4, 3)
    place = next(a for a in game.legal_actions() if a.kind == "place")
    game.apply(place)
    svg = board_svg.board_svg(game.view(0), [], None, "en")
    titles = re.findall(r"<title>([^<]+)</title>", svg)
    assert "the top goal: face-down goal" in titles and "the bottom goal: face-down goal" in titles
    assert "start card" in titles
    # the first card lies next to the start: one card from it, on one side
    assert [t for t in titles if re.fullmatch(r"(path|dead end|crossroads).*, 1 card (left of|right of|above|below) "
                                              r"the start", t)], titles
    assert not [title for title in titles if re.search(r"column|row", title)]
