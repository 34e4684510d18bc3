"""`python -m saboteur tournament` prints win rates by level and role (issue 5)."""

import json

from saboteur.__main__ import main


def test_tournament_prints_a_table(capsys):
    assert main(["tournament", "--bots", "random,heuristic", "--players", "4", "--games", "2", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "heuristic" in out and "random" in out and "saboteurs won" in out


def test_tournament_json_counts_role_rounds(capsys):
    main(["tournament", "--bots", "1,expert", "--players", "3", "--games", "2", "--iterations", "10", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert report["rounds"] == 6
    for entry in report["by_level"].values():
        assert entry["role_rounds"] == sum(rate["role_rounds"] for rate in entry["by_role"].values())
    assert sum(entry["role_rounds"] for entry in report["by_level"].values()) == 6 * 3


def test_simulate_still_works(capsys):
    assert main(["simulate", "--players", "3", "--games", "2"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2


def test_saboteur2_tournament_reports_nuggets(capsys):
    assert main(["tournament", "--ruleset", "saboteur2", "--bots", "random,expert", "--players", "3", "--games", "2",
                 "--iterations", "10", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ruleset"] == "saboteur2" and set(report["by_level"]) == {"random", "expert"}
    # two levels around three seats, each deal played with the levels turned one seat on
    assert sum(entry["seat_games"] for entry in report["by_level"].values()) == 2 * 3
