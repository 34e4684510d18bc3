"""Random games as source text, run under CPython and under Pyodide alike by the engine
benchmarks (engine.py, engine_gain.py): each seat picks uniformly among the legal actions."""

RANDOM_ROUNDS = '''
import json, random, statistics, time
import saboteur

def random_rounds(seconds, first_seed, players=5, ruleset="base", clock=time.perf_counter):
    """Whole random games (each seat picks uniformly among legal actions) for `seconds`
    of `clock` (time.process_time: the CPU time this process used, so that other work on
    a busy machine counts less)."""
    rng = random.Random(first_seed)
    rounds = moves = 0
    game_seed = first_seed
    start = clock()
    while clock() - start < seconds:
        game = saboteur.new_game(ruleset, players, game_seed)
        game_seed += 1
        while game.to_move is not None:
            actions = game.legal_actions()
            game.apply(actions[rng.randrange(len(actions))])
            moves += 1
        rounds += game.rules.rounds
    elapsed = clock() - start
    return rounds / elapsed, moves / elapsed
'''
