"""The kernel pieces issue 48 asks for first: the layout as data, the one walk over places,
and pieces on places, sides and cards (docs/family.md, 'The kernel's types')."""

import saboteur
from saboteur.cards import E, N, S, W
from saboteur.grid import cell_of
from saboteur.kernel.pieces import SIDE, Piece, Pieces, side_key
from saboteur.kernel.walk import FACE_DOWN, steps, walk


def test_every_view_carries_its_games_layout():
    """Issue 48 'Layout as data': base and Saboteur 2 have one start and no edge; The Lost
    Mines two starts and an 11 x 7 board (rules/lost-mines.md, 'Board and layout')."""
    base = saboteur.new_game("base", 4, 1).view(0)["layout"]
    assert base == {"board": None, "starts": [{"at": [0, 0], "card": "start", "clan": None}]}
    assert saboteur.new_game("saboteur2", 4, 1).view(None)["layout"] == base
    lost = saboteur.new_game("lost-mines", 4, 1).view(None)["layout"]
    assert lost["board"] == {"x": [0, 10], "y": [-3, 3]} and lost["treasure_row"] == 4
    assert [(s["at"], s["clan"]) for s in lost["starts"]] == [([0, -2], "blue"), ([0, 2], "yellow")]


def test_on_the_board_is_the_layouts_question():
    base, lost = saboteur.load_ruleset("base"), saboteur.load_ruleset("lost-mines")
    assert base.on_board((-50, 60)) and not base.on_board((200, 0))
    assert lost.on_board((10, 3)) and not lost.on_board((11, 0)) and not lost.on_board((0, -4))


def test_the_maze_links_from_every_start():
    game = saboteur.new_game("lost-mines", 4, 1)
    assert set(game.maze.reached) == {cell_of(0, -2), cell_of(0, 2)}


def test_a_step_names_the_side_it_crosses_and_the_walk_counts_steps():
    """Issue 48: one walk that yields (cell, place, side crossed), takes a predicate on each
    step and counts steps."""
    game = saboteur.new_game("lost-mines", 4, 1)
    maze, code = game.maze, game.rules.catalogue.code
    for x in range(1, 10):
        maze.add(cell_of(x, -1), code("path-EW", False))
    maze.add(cell_of(0, -1), code("path-NE", False))  # joins the blue start to the row
    start = cell_of(0, -2)
    assert list(steps(maze, start, 0)) == [(cell_of(0, -1), 0, S)]
    assert list(steps(maze, cell_of(0, -1), 0)) == [(start, 0, N), (cell_of(1, -1), 0, E)]
    # (10, -1) is a face-down mine: a step onto it only when asked for
    assert (cell_of(10, -1), FACE_DOWN, E) in steps(maze, cell_of(9, -1), 0, face_down=True)
    assert all(found[0] != cell_of(10, -1) for found in steps(maze, cell_of(9, -1), 0))
    far = list(walk(maze, [(start, 0)], max_steps=3))
    assert [(cell, count) for cell, _p, _s, count, _c in far][-1] == (cell_of(2, -1), 3)
    blocked = list(walk(maze, [(start, 0)], lambda c, p, to, tp, side: side != E))
    assert {cell for cell, *_ in blocked} == {start, cell_of(0, -1)}
    _cell, _place, side, count, came = far[2]
    assert side == E and count == 2 and came == (cell_of(0, -1), 0)


def test_jumps_are_steps_by_no_path_counted_as_one():
    """Issue 49 (book 000 'Échelle'): the walk takes extra steps by no path (La mine se rebelle's
    ladders, any ladder place to any other), side 0, one step each."""
    game = saboteur.new_game("dark-cave", 3, 1)
    maze, code = game.maze, game.rules.catalogue.code
    maze.add(cell_of(3, 3), code("I-ladder-NES", False))
    maze.add(cell_of(1, 0), code("I-straight-EW", False))
    ladders = [(cell_of(0, 0), 0), (cell_of(3, 3), 0)]

    def jumps(cell, place):
        return [node for node in ladders if node != (cell, place)] if (cell, place) in ladders else ()

    assert (cell_of(3, 3), 0, 0) in steps(maze, cell_of(0, 0), 0, jumps=jumps)
    assert (cell_of(3, 3), 0, 0) not in steps(maze, cell_of(0, 0), 0)
    assert list(steps(maze, cell_of(1, 0), 0, jumps=jumps)) == list(steps(maze, cell_of(1, 0), 0))
    found = {(cell, count) for cell, _p, _s, count, _c in walk(maze, [(cell_of(1, 0), 0)], jumps=jumps)}
    assert (cell_of(3, 3), 2) in found  # west onto the start, then the ladder jump


def test_a_side_between_two_cells_is_one_side():
    """lm-view.md 'Pieces': a side is named once, from its west or north cell."""
    here = cell_of(3, 1)
    assert side_key(here, W) == (cell_of(2, 1), E) and side_key(here, N) == (cell_of(3, 0), S)
    pieces = Pieces()
    pieces.add(Piece("trap", SIDE, *side_key(here, W), seat=2))
    assert pieces.on_side(cell_of(2, 1), E) == pieces.on_side(here, W) != []
    copy = pieces.copy()
    copy.add(Piece("troll", SIDE, *side_key(here, N), seat=1))
    assert len(pieces.items) == 1 and len(copy.items) == 2  # copied with the game
    assert Piece.from_json(copy.items[1].to_json()) == copy.items[1]
    assert copy.items[1].to_json() == {"kind": "troll", "on": "side", "at": [3, 0], "side": "S", "seat": 1}
