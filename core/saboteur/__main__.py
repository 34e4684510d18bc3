"""Command line: `python -m saboteur simulate ...` (and the bots' `tournament`)."""

from __future__ import annotations

import argparse
import json
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m saboteur")
    commands = parser.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="random games: win rates by role, round lengths, gold paid")
    sim.add_argument("--players", type=int, default=5)
    sim.add_argument("--games", type=int, default=1000)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--gold-draw", choices=["per_gold_digger", "per_player"], default="per_gold_digger")
    args, rest = parser.parse_known_args(argv)
    if args.command == "simulate":
        from .simulate import simulate

        report = simulate(args.players, args.games, args.seed, {"gold_draw": args.gold_draw})
        print(json.dumps(report, indent=2))
        return 0
    return 2


if __name__ == "__main__":
    sys.exit(main())
