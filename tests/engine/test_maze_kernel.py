"""The maze of places, generalised for the family (issue 12, 'The maze generalised'):
place features, ladders linked to the start and to each other, reachability per team
through doors. Saboteur 2's cards come later; these tests lay cards made here, with the
shapes of rules/saboteur2.md, in the kernel's maze."""

import saboteur
from saboteur.cards import CardType, Place, parse_sides
from saboteur.catalogue import Catalogue
from saboteur.maze import Maze, cell_of
from saboteur.ruleset import load_ruleset


def card(card_id, kind, *places, links=()):
    return CardType(card_id, kind, tuple(Place(parse_sides(sides), tuple(features)) for sides, *features in places), links)


CATALOGUE = Catalogue([
    card("start", "start", ("NESW",)),
    card("goal", "goal", ("NESW",)),
    card("cross", "path", ("NESW",)),
    card("tunnel-EW", "path", ("EW",)),
    card("ladder-N", "path", ("N", "ladder")),
    card("door-blue-EW", "path", ("EW", "door:blue")),
    card("bridge", "path", ("NS",), ("EW",)),
], seats=12)


def maze_with(*laid):
    maze = Maze(CATALOGUE, cell_of(0, 0), CATALOGUE.code("start", False))
    maze.recompute()
    for x, y, card_id in laid:
        maze.add(cell_of(x, y), CATALOGUE.code(card_id, False))
    return maze


def linked(maze, x, y):
    return maze.reached.get(cell_of(x, y), 0)


def test_a_ladder_is_linked_to_the_start_wherever_it_lies():
    """rules/saboteur2.md ruling 2: a ladder is linked to the start and to every other
    ladder, and need not link to the start by path; the maze kept up to date agrees with
    the maze worked out afresh."""
    maze = maze_with((4, 3, "ladder-N"))
    assert linked(maze, 4, 3) == 1
    assert maze.frontier.get(cell_of(4, 2)) == parse_sides("S")  # its path's open end is reachable
    maze.add(cell_of(4, 2), CATALOGUE.code("cross", False))
    assert linked(maze, 4, 2) == 1
    fresh = maze.copy()
    fresh.recompute()
    assert (fresh.reached, fresh.frontier, fresh.edges) == (maze.reached, maze.frontier, maze.edges)
    assert maze.route(cell_of(4, 2)) == [cell_of(0, 0), cell_of(4, 3), cell_of(4, 2)]


def test_a_card_without_a_ladder_still_needs_a_path_to_the_start():
    """rules/base.md ruling 2 (unchanged by the kernel): without a path to the start a
    card's places are not linked."""
    maze = maze_with((4, 3, "cross"))
    assert linked(maze, 4, 3) == 0


def test_features_are_read_by_place_and_turn():
    """rules/README.md: a place may carry features; a turned card carries them on the same
    place, now touching the turned sides."""
    code = CATALOGUE.code("door-blue-EW", True)
    assert CATALOGUE.place_features[code] == (frozenset({"door:blue"}),)
    assert CATALOGUE.place_masks[code] == (parse_sides("EW"),)


def test_a_team_reaches_only_through_doors_of_its_colour_or_by_a_ladder():
    """rules/saboteur2.md ruling 3: a team can reach the gold if some path from the start
    (ladders included) passes no door of the other colour; ruling 10: doors never block
    what is linked (placement, reveals)."""
    maze = maze_with((1, 0, "door-blue-EW"), (2, 0, "cross"))
    assert linked(maze, 2, 0) == 1  # linked for placement, door or not

    def no_door(colour):
        return lambda code, place: f"door:{colour}" not in CATALOGUE.place_features[code][place]

    blue, green = no_door("green"), no_door("blue")
    assert (cell_of(2, 0), 0) in maze.reachable(blue)
    assert (cell_of(2, 0), 0) not in maze.reachable(green)
    maze.add(cell_of(2, 1), CATALOGUE.code("ladder-N", False))  # a ladder meets the cross from the south
    assert (cell_of(2, 0), 0) in maze.reachable(green)


def test_a_bridge_links_only_the_path_that_touches_a_linked_place():
    """rules/saboteur2.md ruling 2 (bridges): two paths on one card, not linked."""
    maze = maze_with((1, 0, "bridge"))
    assert linked(maze, 1, 0) == 0b10  # place B (E, W) meets the start; place A (N, S) does not


def test_base_saboteur_has_no_ladders_so_its_maze_walks_as_before():
    """rules/base.md: the base start card is the only card linked without a path."""
    catalogue = load_ruleset("base").catalogue
    assert not catalogue.has_ladders
    game = saboteur.new_game("base", players=4, seed=1)
    assert game.maze.linked_by_card() == [(cell_of(0, 0), 0)]


def same_as_afresh(maze):
    fresh = maze.copy()
    fresh.recompute()
    assert (maze.edges, maze.reached, maze.frontier, maze.goal_reached) == (
        fresh.edges, fresh.reached, fresh.frontier, fresh.goal_reached)
    assert maze.open_placements() == fresh.open_placements()


def test_a_rockfall_that_cuts_the_path_unlinks_what_lay_beyond():
    """Book 002, 'Éboulement' (base rules): a removed card may cut a path off from the start.
    Issue 46: the maze works the links out afresh only when the card linked more than the way
    it was reached; here the middle card of a row linked the one after it."""
    maze = maze_with((1, 0, "tunnel-EW"), (2, 0, "tunnel-EW"), (3, 0, "tunnel-EW"))
    maze.remove(cell_of(2, 0))
    assert linked(maze, 3, 0) == 0
    assert cell_of(4, 0) not in maze.frontier
    same_as_afresh(maze)


def test_a_rockfall_on_the_end_of_a_path_changes_only_its_spaces():
    """Issue 46: a card whose linked places meet one place of another card (the way the link
    came) linked nothing else; the rest of the maze stays as it was, and its space and the
    spaces beside it change as if the maze were worked out afresh."""
    maze = maze_with((1, 0, "tunnel-EW"), (2, 0, "cross"), (0, 1, "cross"))
    maze.remove(cell_of(2, 0))
    assert linked(maze, 1, 0) == 1 and cell_of(2, 0) in maze.frontier
    assert cell_of(3, 0) not in maze.frontier and cell_of(2, 1) not in maze.frontier
    same_as_afresh(maze)
    maze.remove(cell_of(0, 1))  # beside the start: its own space joins the spaces a path reaches
    same_as_afresh(maze)


def test_a_rockfall_on_a_ladder_or_a_bridge_keeps_the_maze_as_worked_out_afresh():
    """rules/saboteur2.md ruling 2: a ladder links what lies beyond it though it meets one
    card only; a bridge's two paths are two places. Either removed, the maze equals the maze
    worked out afresh (issue 46)."""
    maze = maze_with((4, 3, "ladder-N"), (4, 2, "cross"), (4, 1, "cross"))
    maze.remove(cell_of(4, 3))
    assert linked(maze, 4, 2) == 0
    same_as_afresh(maze)
    maze = maze_with((1, 0, "bridge"), (2, 0, "cross"), (1, -1, "cross"))
    maze.remove(cell_of(1, 0))
    same_as_afresh(maze)


def test_saboteur2_mazes_kept_up_to_date_equal_the_mazes_worked_out_afresh():
    """Issue 46: the maze keeps its links, its placement lists and its rockfall shortcut
    across changes; over random Saboteur 2 games (ladders, bridges, doors, every card laid
    and removed) it equals after every action the maze worked out afresh from its cards."""
    import random

    for seed in range(1, 5):
        game = saboteur.new_game("saboteur2", players=7, seed=seed)
        rng = random.Random(seed)
        while game.to_move is not None:
            actions = game.legal_actions()
            game.apply(actions[rng.randrange(len(actions))])
            same_as_afresh(game.maze)


def test_each_round_starts_from_its_own_copy_of_the_layouts_maze():
    """Issue 46: a round's first maze is copied from one linked once per layout
    (Ruleset.first_maze); rules/base.md ruling 1: the goal cards dealt face down
    on their slots. Each game's copy holds its own goal cards and its own lists by card,
    and equals the maze worked out afresh from its cards."""
    games = [saboteur.new_game(name, players, seed) for name, players in (("base", 5), ("saboteur2", 7)) for seed in (1, 2)]
    for game in games:
        maze = game.maze
        assert maze.hidden_goals == game.goal_cards and maze.cards == {maze.start: maze.cards[maze.start]}
        same_as_afresh(maze)
    first, second = games[0].maze, games[1].maze
    assert first.hidden_goals is not second.hidden_goals and first.aimed is not second.aimed
    first.add(cell_of(1, 0), first.catalogue.code("tunnel-EW", False))
    assert cell_of(1, 0) in first.cards and second.cards == {second.start: second.cards[second.start]}
    same_as_afresh(second)  # laying a card in one game leaves the other's maze as dealt
