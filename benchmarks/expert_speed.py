"""Hard's decisions timed, as source text run under CPython and under Pyodide alike (bots.py
for its speed figures, bots_gain.py against the reference commit)."""

SPEED_WORKLOAD = '''
import json, random, time
import saboteur
from saboteur.bots import make_bot

def expert_speed(decisions=30, iterations=600, players=5, seed=4, ruleset="base", time_budget=None, level="expert", modules=()):
    """Time per expert decision with an iteration cap and no clock (or, with `time_budget`,
    the page's clock and no cap); rollouts per second. Medium's bots move the game on, so
    every level is timed at the same positions (a level's own play would lead it to others,
    dearer or cheaper to search)."""
    game = saboteur.new_game(ruleset, players, seed, modules=list(modules))
    rng, moving = random.Random(seed), random.Random(f"{seed}/moves")
    bots = {seat: make_bot(level, seat, seed, time_budget=time_budget, iterations=iterations) for seat in range(players)}
    movers = {seat: make_bot("belief", seat, seed) for seat in range(players)}
    times, rollouts = [], []
    while len(times) < decisions and game.to_move is not None:
        seat = game.to_move
        view = game.view(seat)
        start = time.perf_counter()
        bots[seat].choose(view, rng)
        elapsed = time.perf_counter() - start
        if bots[seat].last_search and len(view["legal_actions"]) > 1:
            times.append(elapsed)
            rollouts.append(bots[seat].last_search["rollouts"])
            bots[seat].last_search = {}
        game.apply(movers[seat].choose(view, moving))
    times.sort()
    return {
        "decisions": len(times),
        "iterations_per_decision": round(sum(rollouts) / len(rollouts), 1),
        "decision_seconds_p50": round(times[len(times) // 2], 4),
        "decision_seconds_p95": round(times[min(len(times) - 1, int(len(times) * 0.95))], 4),
        "iterations_per_second": round(sum(rollouts) / sum(times)),
    }
'''
