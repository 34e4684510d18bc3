"""A guest at a table of bots (bots/guest.py): issue 14's "a person loses more often against
Hard than against Medium", with a bot standing in for the person.

Book 001, end of a round: the gold-diggers win the round when the route reaches the gold,
else the saboteurs; every player of the winning side has won it. The guest's win rate is
the share of its rounds its side won. Book 001, end of the game: after the third round the
player with the most gold wins (ties share the win); the guest's games won are those.
"""

import json

import pytest

from saboteur.__main__ import main
from saboteur.bots.guest import guest_game, guest_seat, guest_tournament, play_guest_game


def test_the_guest_round_by_round_is_the_games_own_result(monkeypatch):
    from saboteur.bots import guest as module

    games = []
    real_new_game = module.new_game
    monkeypatch.setattr(module, "new_game", lambda *args: games.append(real_new_game(*args)) or games[-1])
    outcome = play_guest_game("heuristic", "belief", 4, 7, None, None)
    seat = guest_seat(7, 4)
    assert seat == 3
    expected = [[result["roles"][seat], result["roles"][seat] == result["winners"]] for result in games[0].results]
    assert outcome["rounds"] == expected and len(expected) == 3
    assert outcome["gold"] == games[0].gold_totals() and sum(outcome["gold"]) > 0
    assert guest_game(outcome) == (expected, games[0].gold_totals())
    # an outcome logged before the game's gold was kept: the rounds alone
    assert guest_game(expected) == (expected, None)


def test_the_guest_meets_the_same_cards_and_roles_at_every_table():
    # each deal is played once per host: the guest's roles round by round are the deal's
    first = [role for role, _ in play_guest_game("heuristic", "belief", 5, 11, None, None)["rounds"]]
    second = [role for role, _ in play_guest_game("belief", "belief", 5, 11, None, None)["rounds"]]
    assert first == second


def test_the_report_counts_each_hosts_rounds_and_pairs_the_deals():
    report = guest_tournament(["belief", "heuristic"], "belief/refill", 4, 6, 20)
    assert report["guest"] == "belief/refill"
    for entry in report["by_host"].values():
        assert entry["role_rounds"] == 9  # three games at each table, three rounds each
        assert entry["role_rounds"] == sum(rate["role_rounds"] for rate in entry["by_role"].values())
    paired = report["paired"]
    assert paired["levels"] == ["belief", "heuristic"] and paired["deals"] == 3
    rates = {host: entry["win_rate"] for host, entry in report["by_host"].items()}
    # every deal has as many rounds at both tables, so the mean gap is the gap of the rates
    assert paired["gap"] == pytest.approx(rates["belief"] - rates["heuristic"], abs=1e-3)
    games = report["games_won"]
    assert {host: rate["role_rounds"] for host, rate in games.items()} == {"belief": 3, "heuristic": 3}
    for rate in games.values():
        assert rate["gold"] > 0 and rate["others_gold"] > 0 and rate["gold_ci95"][0] <= rate["gold"]
    assert report["games_paired"]["deals"] == 3
    assert report["games_paired"]["games"]["gap"] == pytest.approx(games["belief"]["win_rate"] - games["heuristic"]["win_rate"], abs=1e-3)
    assert report["games_paired"]["gold"]["gap"] == pytest.approx(games["belief"]["gold"] - games["heuristic"]["gold"], abs=1e-2)


def test_a_tie_for_the_most_gold_is_a_game_the_guest_won(monkeypatch):
    # book 001, end of the game: the most gold wins, and players tied for it share the win
    from saboteur.bots import guest as module

    golds = iter([[5, 7, 7, 2], [5, 8, 6, 2]])  # the guest sits at seat 2 in deal 2 (4 players)
    monkeypatch.setattr(module, "play_guest_game", lambda *args, meter=None: {"rounds": [], "gold": next(golds)})
    report = guest_tournament(["belief", "heuristic"], "heuristic", 4, 2, 2)
    assert report["games_won"]["belief"]["win_rate"] == 1.0 and report["games_won"]["heuristic"]["win_rate"] == 0.0
    assert report["games_won"]["belief"]["others_gold"] == pytest.approx(14 / 3, abs=1e-3)
    assert report["games_paired"]["games"]["gap"] == 1.0 and report["games_paired"]["gold"]["gap"] == 1.0


def test_a_log_written_before_the_games_gold_was_kept_still_reads_back(tmp_path):
    # old records keep loading: such a log gives its rounds, and no games won
    log = tmp_path / "guest.jsonl"
    played = guest_tournament(["belief", "heuristic"], "heuristic", 4, 4, 5, log=log)
    lines = log.read_text().splitlines()
    old = [lines[0]] + [json.dumps({**record, "outcomes": record["outcomes"]["rounds"]})
                        for record in map(json.loads, lines[1:])]
    log.write_text("\n".join(old) + "\n")
    read = guest_tournament(["belief", "heuristic"], "heuristic", 4, 4, 5, log=log)
    assert read["by_host"] == played["by_host"] and read["paired"] == played["paired"]
    assert all(rate["role_rounds"] == 0 for rate in read["games_won"].values())
    assert read["games_paired"]["deals"] == 0


def test_a_guest_tournament_is_logged_and_read_back(tmp_path, capsys):
    log = tmp_path / "guest.jsonl"
    command = ["tournament", "--bots", "belief,heuristic", "--guest", "heuristic", "--players", "4", "--games", "4",
               "--seed", "3", "--json", "--log", str(log)]
    assert main(command) == 0
    played = json.loads(capsys.readouterr().out)
    assert len(log.read_text().splitlines()) == 5  # the tournament's name, then four games
    assert main(command) == 0
    assert json.loads(capsys.readouterr().out) == played


@pytest.mark.parametrize("args, message", [
    (["--bots", "belief"], "two hosts"),
    (["--bots", "belief,heuristic", "--ruleset", "saboteur2"], "base Saboteur"),
    (["--bots", "belief,heuristic", "--saboteurs", "belief"], "--saboteurs"),
    (["--bots", "belief,heuristic", "--iterations", "expert=10"], "'expert'"),
])
def test_a_guest_tournament_it_cannot_play_is_refused_by_name(args, message, capsys):
    assert main(["tournament", "--guest", "heuristic", "--games", "2", *args]) == 2
    assert message in capsys.readouterr().err


def test_the_suspicion_report_is_the_guests_own():
    # what the guest, a Medium gold-digger, believed of the host's seats: a person's "can I
    # tell who the saboteurs are?" (issue 14's done-when), judged as SuspicionMeter judges
    from saboteur.bots.suspicion import SuspicionMeter

    report = guest_tournament(["belief", "heuristic"], "belief", 4, 4, 30, meter=SuspicionMeter())
    rows = report["suspicion"]
    assert {(row["gold_diggers"], row["saboteurs"]) for row in rows} == {("guest", "belief"), ("guest", "heuristic")}
    for row in rows:
        mid = row["p_saboteur"]["mid"]
        assert mid["true_saboteurs"]["rounds"] > 0
        assert mid["true_saboteurs"]["mean"] > mid["others"]["mean"]


def test_compare_logs_refuses_a_guest_log_by_name(tmp_path, capsys):
    # a guest log keeps the guest's rounds, not the role-rounds of levels met as teams
    log = tmp_path / "guest.jsonl"
    main(["tournament", "--bots", "belief,heuristic", "--guest", "heuristic", "--players", "4", "--games", "2",
          "--log", str(log)])
    capsys.readouterr()
    assert main(["compare-logs", str(log), str(log)]) == 2
    assert "guest tournament's log" in capsys.readouterr().err
