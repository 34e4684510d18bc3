"""Command line: `python -m saboteur simulate ...` (and the bots' `tournament`)."""

from __future__ import annotations

import argparse
import json
import sys

from .errors import ConfigError
from .games.base.gold import GOLD_DIGGER, SABOTEUR


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m saboteur")
    commands = parser.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="random games: win rates by role, round lengths, gold paid")
    sim.add_argument("--players", type=int, default=5)
    sim.add_argument("--games", type=int, default=1000)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--gold-draw", choices=["per_gold_digger", "per_player"], default="per_gold_digger")
    tour = commands.add_parser("tournament", help="bot levels as teams: win rates by level and role, 95% intervals")
    tour.add_argument("--bots", default="heuristic,expert", help="levels, comma-separated (random, heuristic, belief, expert or 0-3)")
    tour.add_argument("--players", type=int, default=5)
    tour.add_argument("--games", type=int, default=100)
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--budget", type=float, default=None,
                      help="the expert's seconds per decision (default 0.05, or no clock when --iterations is given)")
    tour.add_argument("--iterations", default=None,
                      help="the expert's rollouts per decision, or each level's (expert=1096,expert/flat/open=1353): "
                           "alone, exactly that many (same seeds, same play)")
    tour.add_argument("--gold-draw", choices=["per_gold_digger", "per_player"], default="per_gold_digger")
    tour.add_argument("--json", action="store_true", help="print the report as JSON")
    tour.add_argument("--ruleset", choices=["base", "saboteur2", "lost-mines", "dark-cave"], default="base",
                      help="saboteur2: mean nuggets by level; lost-mines: mean victory points by level; dark-cave: "
                           "with --clans only")
    tour.add_argument("--modules", default="", help="anniversary modules, comma-separated (e.g. championship,new-goals): "
                                                    "mean gold by level, levels at seats")
    tour.add_argument("--clans", action="store_true",
                      help="The Lost Mines or The Dark Cave: each of two levels plays a whole clan, deals played twice "
                           "with the clans swapped; mean victory points per level and round (The Dark Cave: wins)")
    tour.add_argument("--jobs", type=int, default=1,
                      help="play the games in this many processes (the report is the same; "
                           "with --budget keep it within the machine's cores)")
    tour.add_argument("--suspicion", action="store_true",
                      help="also the P(saboteur) that Bayesian seats who are not saboteurs give true saboteurs and "
                           "others, mid-round and last turn (Saboteur 2: by the judging and the judged seat's level)")
    tour.add_argument("--log", default=None, metavar="FILE",
                      help="write each game to FILE as it ends; run the same command again to go on from the games "
                           "already there")
    tour.add_argument("--saboteurs", default=None, metavar="LEVEL",
                      help="play only the games where LEVEL plays the saboteurs, numbered and dealt as in the whole "
                           "tournament (with --suspicion: how well they hide, at half the cost; base Saboteur)")
    tour.add_argument("--guest", default=None, metavar="LEVEL",
                      help="LEVEL sits at one seat (a stand-in for a person) and each of --bots in turn plays every "
                           "other: the guest's win rate at each level's table (base Saboteur)")
    calibrate = commands.add_parser("calibrate", help="the belief model's likelihoods fitted from self-play, and its calibration")
    calibrate.add_argument("--players", type=int, default=5)
    calibrate.add_argument("--games", type=int, default=100)
    calibrate.add_argument("--seed", type=int, default=1)
    calibrate.add_argument("--json", action="store_true", help="print the report as JSON")
    leaf = commands.add_parser("fit-leaf", help="the expert's leaf estimate fitted from self-play, and how well it predicts")
    leaf.add_argument("--games", type=int, default=600)
    leaf.add_argument("--seed", type=int, default=50000)
    leaf.add_argument("--ruleset", choices=("base", "saboteur2", "lost-mines"), default="base")
    leaf.add_argument("--json", action="store_true", help="print the report as JSON")
    compare = commands.add_parser("compare-logs", help="two logged tournaments' games paired by number: a level's "
                                  "role-rounds won in each, and the gap game by game")
    compare.add_argument("logs", nargs=2, metavar="LOG", help="tournament logs (--log) of the same seed and players")
    compare.add_argument("--role", choices=[GOLD_DIGGER, SABOTEUR], default=SABOTEUR)
    compare.add_argument("--levels", default=None, metavar="FIRST,SECOND",
                         help="the level compared in each log (default: each log's first)")
    compare.add_argument("--json", action="store_true", help="print the report as JSON")
    args, rest = parser.parse_known_args(argv)
    if args.command == "compare-logs":
        from .bots.log_compare import compare_logs, format_comparison

        levels = tuple(args.levels.split(",")) if args.levels else (None, None)
        try:
            if len(levels) != 2:
                raise ConfigError(f"--levels {args.levels!r}: give two levels, FIRST,SECOND")
            report = compare_logs(*args.logs, args.role, levels)
        except ConfigError as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
        print(json.dumps(report, indent=2) if args.json else format_comparison(report))
        return 0
    if args.command == "fit-leaf" and args.ruleset == "lost-mines":
        from .bots.lost_mines_leaf_fit import fit_lost_mines_leaf, format_lost_mines_leaf

        report = fit_lost_mines_leaf(args.games, args.seed)
        print(json.dumps(report, indent=2) if args.json else format_lost_mines_leaf(report))
        return 0
    if args.command == "fit-leaf":
        from .bots.leaf_fit import fit_leaf, format_leaf

        report = fit_leaf(args.games, args.seed, args.ruleset)
        print(json.dumps(report, indent=2) if args.json else format_leaf(report))
        return 0
    if args.command == "calibrate":
        from .bots.calibrate import as_json, calibrate as fit, format_calibration

        report = fit(args.games, args.players, args.seed)
        print(json.dumps(as_json(report), indent=2) if args.json else format_calibration(report))
        return 0
    if args.command == "tournament" and args.budget is None and args.iterations is None:
        args.budget = 0.05  # a quick default; give --iterations alone for a run that repeats exactly
    if args.command == "tournament":
        try:
            args.iterations = _rollout_caps(args.iterations)
            return _tournament(args)
        except ConfigError as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
    if args.command == "simulate":
        from .simulate import simulate

        report = simulate(args.players, args.games, args.seed, {"gold_draw": args.gold_draw})
        print(json.dumps(report, indent=2))
        return 0
    return 2


def _rollout_caps(text: str | None):
    """--iterations: None, one cap for every level ("1600"), or a cap by level
    ("expert=1096,expert/flat/open=1353")."""
    if text is None:
        return None
    try:
        if "=" not in text:
            return _positive(text)
        caps = {}
        for part in text.split(","):
            level, _, cap = part.partition("=")
            caps[level.strip()] = _positive(cap)
        return caps
    except ValueError:
        raise ConfigError(f"--iterations {text!r}: give a number of rollouts, or LEVEL=ROLLOUTS pairs separated by commas") from None


def _positive(text: str) -> int:
    number = int(text)
    if number < 1:
        raise ValueError(text)
    return number


def _tournament(args) -> int:
    from .bots.suspicion import SEAT_PAIRING, TEAM_PAIRING, SuspicionMeter

    meter = SuspicionMeter() if args.suspicion else None
    modules = [name for name in args.modules.split(",") if name]
    if args.clans:
        if args.ruleset not in ("lost-mines", "dark-cave"):
            raise ConfigError("--clans plays The Lost Mines or The Dark Cave (--ruleset lost-mines or dark-cave)")
        from .bots.clan_tournament import clan_tournament, format_clans

        report = clan_tournament(args.bots.split(","), args.players, args.games, args.seed, args.budget, args.iterations,
                                 jobs=args.jobs, ruleset=args.ruleset, log=args.log)
        print(json.dumps(report, indent=1) if args.json else format_clans(report))
        return 0
    if args.ruleset == "dark-cave":
        raise ConfigError("The Dark Cave is measured with its levels as clans (--clans)")
    if args.ruleset != "base" or modules:
        if args.saboteurs or args.guest:
            option = "--saboteurs" if args.saboteurs else "--guest"
            raise ConfigError(f"{option} plays base Saboteur tournaments without modules only "
                              "(elsewhere levels sit at seats, not roles)")
        from .bots.tournament import format_nuggets, nugget_tournament
        from .ruleset import check_modules

        check_modules(args.ruleset, modules, args.players)  # a clash named before any game is played
        report = nugget_tournament(args.bots.split(","), args.players, args.games, args.seed, args.budget, args.iterations,
                                   meter=meter, jobs=args.jobs, log=args.log, ruleset=args.ruleset, modules=modules)
        return _print_tournament(args, report, format_nuggets, SEAT_PAIRING)
    if args.guest:
        if args.saboteurs:
            raise ConfigError("--guest and --saboteurs do not go together: a guest's table has one level's saboteurs")
        from .bots.guest import format_guest, guest_tournament

        report = guest_tournament(args.bots.split(","), args.guest, args.players, args.games, args.seed, args.budget,
                                  args.iterations, {"gold_draw": args.gold_draw}, meter=meter, jobs=args.jobs, log=args.log)
        return _print_tournament(args, report, format_guest, SEAT_PAIRING)
    from .bots.tournament import format_table, tournament

    report = tournament(
        args.bots.split(","), args.players, args.games, args.seed, args.budget, args.iterations,
        {"gold_draw": args.gold_draw}, meter=meter, jobs=args.jobs, log=args.log, saboteurs=args.saboteurs,
    )
    return _print_tournament(args, report, format_table, TEAM_PAIRING)


def _print_tournament(args, report: dict, format_report, pairing: tuple[str, str]) -> int:
    """The report as JSON (--json) or as text, with what the judging seats believed (--suspicion)."""
    from .bots.suspicion import format_suspicion

    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(format_report(report))
        if args.suspicion:
            print(format_suspicion(report["suspicion"], pairing))
    return 0


if __name__ == "__main__":
    sys.exit(main())
