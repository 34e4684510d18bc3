"""`python -m saboteur tournament` prints win rates by level and role (issue 5)."""

import json
from types import SimpleNamespace

import pytest

from saboteur.__main__ import main
from saboteur.bots.suspicion import SuspicionMeter


def watcher(probabilities):
    """A Bayesian bot as the suspicion meter reads it: its tracker's P(saboteur) for every seat."""
    return SimpleNamespace(bayesian=True, tracker=SimpleNamespace(saboteur_probabilities=lambda: probabilities))


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


def test_iterations_alone_mean_no_clock_and_a_tournament_that_repeats_exactly(monkeypatch, capsys):
    # --iterations without --budget: the expert thinks exactly that many rollouts whatever the
    # machine's speed (a clock would cut them short on a slow one), so the same seeds give the same table
    from saboteur.bots import tournament as module

    real, asked = module.tournament, []

    def spy(levels, players, games, seed, time_budget=None, iterations=None, *args, **kwargs):
        asked.append((time_budget, iterations))
        return real(levels, players, games, seed, time_budget, iterations, *args, **kwargs)

    monkeypatch.setattr(module, "tournament", spy)
    runs = []
    for _ in range(2):
        main(["tournament", "--bots", "belief,expert", "--players", "4", "--games", "2", "--iterations", "16", "--json"])
        runs.append(capsys.readouterr().out)
    assert asked == [(None, 16), (None, 16)]
    assert runs[0] == runs[1]
    main(["tournament", "--bots", "belief,expert", "--players", "4", "--games", "1", "--json"])
    assert asked[-1] == (0.05, None)  # neither given: a quick run on the clock


def test_each_level_may_have_its_own_rollout_cap(monkeypatch, capsys):
    # issue 14 compares the experts "at the rollouts each reaches in the page's second", and
    # their rollouts differ in cost: each level's bots think the cap named for it
    from saboteur.bots import tournament as module

    real, made = module.tournament_bot, []
    monkeypatch.setattr(module, "tournament_bot", lambda *args: made.append((args[0], real(*args))) or made[-1][1])
    same = ["tournament", "--bots", "expert,expert/flat/open", "--players", "4", "--games", "2", "--json", "--iterations"]
    main(same + ["10"])
    alike = capsys.readouterr().out
    main(same + ["expert=10, expert/flat/open=10"])
    assert capsys.readouterr().out == alike
    made.clear()
    main(same + ["expert=10,expert/flat/open=6"])
    searched = {level: [bot.last_search["rollouts"] for name, bot in made if name == level and bot.last_search]
                for level in ("expert", "expert/flat/open")}
    assert max(searched["expert/flat/open"]) == 5  # one sweep of its five candidates fits in 6
    assert max(searched["expert"]) == 8  # one sweep of its eight


def test_a_rollout_cap_that_is_not_a_number_or_names_no_level_is_refused(capsys):
    for given, named in (("expert=many", "give a number of rollouts"), ("1600,expert=5", "give a number of rollouts"),
                         ("expert=0", "give a number of rollouts"), ("expert=9,wizard=5", "'wizard'")):
        assert main(["tournament", "--bots", "expert,belief", "--games", "1", "--iterations", given]) == 2
        assert named in capsys.readouterr().err


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


def test_saboteur2_tournament_reports_what_each_levels_seats_believe(capsys):
    # issue 14, for Saboteur 2 as for base: P(saboteur) that Bayesian seats who are not
    # saboteurs give true saboteurs and others, by the judging and the judged seat's level
    # (Saboteur 2's levels sit at seats); played in two processes, the very same report
    args = ["tournament", "--ruleset", "saboteur2", "--bots", "belief,heuristic", "--players", "5", "--games", "2",
            "--suspicion", "--json"]
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    rows = {(row["gold_diggers"], row["saboteurs"]): row for row in report["suspicion"]}
    assert set(rows) == {("belief", "belief"), ("belief", "heuristic")}  # heuristic seats keep no Bayesian beliefs
    for row in rows.values():
        for moment in ("mid", "last"):
            value = row["p_saboteur"][moment]["others"]
            assert 0.0 <= value["mean"] <= 1.0 and value["rounds"] >= 1
    judged = [row["p_saboteur"]["mid"]["true_saboteurs"] for row in rows.values()]
    assert any(value["rounds"] for value in judged)  # some round dealt a saboteur to a seat the belief bots watched
    assert main(args + ["--jobs", "2"]) == 0
    assert json.loads(capsys.readouterr().out) == report
    assert main(args[:-1]) == 0
    assert "judges" in capsys.readouterr().out


def test_a_judgement_is_of_the_role_the_judged_seat_holds_then():
    # Book 002, swap hats: a player drops its role for another during the round, so what the
    # table believed of a seat is scored against the role that seat held when it was judged
    meter, levels = SuspicionMeter(keep_judgements=True), ["belief", "expert", "belief"]
    before = ["gold-digger-blue", "saboteur", "boss"]
    after = ["gold-digger-blue", "geologist", "saboteur"]  # seat 1 swapped hats, seat 2 took the saboteur
    meter.look_seats(0, levels, before, watcher([0.1, 0.8, 0.2]))
    meter.look_seats(2, levels, before, watcher([0.3, 0.6, 0.2]))
    meter.look_seats(1, levels, before, watcher([0.5, 0.5, 0.5]))  # a saboteur judges no one
    meter.look_seats(0, levels, after, watcher([0.1, 0.4, 0.7]))
    meter.seats_round_over(levels, {"roles": after, "winners": ["boss", "gold-digger-blue", "profiteer"]})
    assert meter.judgements == [(0.8, True), (0.2, False), (0.4, False), (0.7, True), (0.3, False), (0.6, True)]
    rows = {(row["gold_diggers"], row["saboteurs"]): row for row in meter.report()}
    # seat 0's middle turn is its second (of two), when seat 1 was no longer the saboteur;
    # seat 2 judged once, while seat 1 still was
    mid = rows[("belief", "expert")]["p_saboteur"]["mid"]
    assert (mid["true_saboteurs"]["mean"], mid["others"]["mean"]) == (0.6, 0.4)
    assert rows[("belief", "belief")]["saboteur_rounds"]["role_rounds"] == 1  # seat 2 (belief) ended a saboteur
    assert rows[("belief", "belief")]["saboteur_rounds"]["win_rate"] == 0.0


def test_tournament_reports_what_belief_gold_diggers_believe(capsys):
    # issue 14: P(saboteur) that Bayesian gold-digger seats give true saboteurs and others,
    # mid-round and at their last turn, with the saboteurs' round win rate
    assert main(["tournament", "--bots", "belief,heuristic", "--players", "5", "--games", "2", "--suspicion", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    (row,) = report["suspicion"]  # heuristic gold-diggers keep no Bayesian beliefs
    assert (row["gold_diggers"], row["saboteurs"]) == ("belief", "heuristic")
    assert row["saboteur_rounds"]["role_rounds"] == 3
    for moment in ("mid", "last"):
        for judged in ("true_saboteurs", "others"):
            value = row["p_saboteur"][moment][judged]
            assert 0.0 <= value["mean"] <= 1.0 and value["rounds"] == 3
            assert value["ci95"][0] <= value["mean"] <= value["ci95"][1]


def test_a_level_suffix_sets_whether_its_bots_hide(capsys):
    # issue 14: the page's Hard hides, Easy and Medium play openly; tournaments may turn
    # either way to measure the hiding plan (hiding.py)
    from saboteur.bots.tournament import tournament_bot

    assert tournament_bot("expert", 0, "s", None, 10).hides is True
    assert tournament_bot("expert/open", 0, "s", None, 10).hides is False
    assert tournament_bot("belief", 0, "s", None, None).hides is False
    assert tournament_bot("belief/hiding", 0, "s", None, None).hides is True
    main(["tournament", "--bots", "belief,belief/hiding", "--players", "4", "--games", "2", "--json"])
    assert set(json.loads(capsys.readouterr().out)["by_level"]) == {"belief", "belief/hiding"}


def test_calibrate_fits_likelihoods_and_tables_its_calibration(capsys):
    assert main(["calibrate", "--games", "1", "--players", "5", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    fitted = report["fitted"]
    assert set(fitted["PATH_LIKELIHOOD"]) == {"helpful", "neutral", "harmful"}
    assert all(0 < rate < 1 for pair in fitted["PATH_LIKELIHOOD"].values() for rate in pair)
    assert fitted["turns"]["gold-digger"] > 0 and fitted["turns"]["saboteur"] > 0
    rows = report["calibration"]
    assert sum(row["count"] for row in rows) > 0
    assert all(row["bin"][0] <= row["mean_predicted"] <= row["bin"][1] and 0 <= row["observed"] <= 1 for row in rows)


def test_the_paired_gap_compares_each_deal_seen_from_both_sides(monkeypatch, capsys):
    # issue 14: the strength must-holds are read from a paired gap by deal; the tournament
    # prints it. A stand-in game: on deal 10 only belief's gold-diggers reach the gold, on
    # deal 11 both levels' do; deal 12 is played from one side only and is left out.
    from saboteur.bots import tournament as module

    def scripted(team_levels, players, deal, *args, **kwargs):
        digger, saboteur = team_levels["gold-digger"], team_levels["saboteur"]
        diggers_win = deal != 10 or digger == "belief"
        outcomes = [(digger, "gold-digger", diggers_win)] * 3 + [(saboteur, "saboteur", not diggers_win)]
        return outcomes, ["gold-digger" if diggers_win else "saboteur"]

    monkeypatch.setattr(module, "play_game", scripted)
    report = module.tournament(["belief", "heuristic"], 4, 5, 10)
    # deal 10: belief won 4 of its 4 role-rounds, heuristic 0 of 4; deal 11: 3 of 4 each
    assert report["paired"] == {"levels": ["belief", "heuristic"], "gap": 0.5, "ci95": [-0.48, 1.48], "deals": 2}
    assert "belief - heuristic by deal: +0.500 [-0.480, +1.480] over 2 deals" in module.format_table(report)
    assert "paired" not in module.tournament(["belief"], 4, 2, 10)  # one level against itself: nothing to pair


def test_a_tournament_spread_over_processes_reports_the_same(capsys):
    # Issue 14's must-holds need 200-game tournaments; every game seeds its own deal and
    # bots, so playing them in two processes gives the very report one process gives, the
    # gold-diggers' beliefs (--suspicion) included.
    args = ["tournament", "--bots", "expert,belief", "--players", "5", "--games", "4", "--iterations", "12", "--suspicion", "--json"]
    main(args)
    alone = json.loads(capsys.readouterr().out)
    main(args + ["--jobs", "2"])
    spread = json.loads(capsys.readouterr().out)
    assert spread == alone
    assert alone["suspicion"][0]["saboteur_rounds"]["role_rounds"] > 0


def goes_on_after_two_games(args, log_folder, monkeypatch, capsys, module, play, cut_off=""):
    """Run the tournament `args` with a log, then again on a copy of that log stopped after two
    games (and `cut_off`: the start of the third game's line, as a write cut off leaves it),
    counting the games played by `module.play`: the same report both times and the same log.
    The report, the whole log's lines, and the deal (third argument) of each game played the
    second time."""
    whole = log_folder / "whole.jsonl"
    assert main(args + ["--log", str(whole)]) == 0
    unbroken = json.loads(capsys.readouterr().out)
    lines = whole.read_text().splitlines()
    stopped = log_folder / "stopped.jsonl"
    stopped.write_text("\n".join(lines[:3]) + "\n" + cut_off)
    played, real = [], getattr(module, play)
    monkeypatch.setattr(module, play, lambda *a, **k: played.append(a[2]) or real(*a, **k))
    assert main(args + ["--log", str(stopped)]) == 0
    assert json.loads(capsys.readouterr().out) == unbroken
    assert stopped.read_text().splitlines() == lines
    return unbroken, lines, played


def test_a_logged_tournament_goes_on_where_it_stopped(tmp_path, monkeypatch, capsys):
    # Issue 14's 200-game matches take hours: --log writes each game as it ends, and the same
    # command run again reads those back and plays only the rest, to the report an unbroken run gives.
    from saboteur.bots import tournament as module

    args = ["tournament", "--bots", "belief,heuristic", "--players", "5", "--games", "4", "--seed", "3", "--suspicion", "--json"]
    _, lines, played = goes_on_after_two_games(args, tmp_path, monkeypatch, capsys, module, "play_game", cut_off='{"game": 2, "outcomes"')
    assert len(lines) == 5 and json.loads(lines[0])["tournament"]["seed"] == 3  # its name, then four games
    assert played == [4, 4]  # games 2 and 3 (deal 3 + 2 // 2 each), not 0 and 1


def test_a_logged_saboteur2_tournament_goes_on_where_it_stopped(tmp_path, monkeypatch, capsys):
    # Saboteur 2's 200-game matches at 600 rollouts take longer than a sitting: its log too
    # lets a match be played over several, to the report an unbroken run gives.
    from saboteur.bots import tournament as module

    args = ["tournament", "--ruleset", "saboteur2", "--bots", "belief,heuristic", "--players", "3", "--games", "4",
            "--seed", "5", "--suspicion", "--json"]
    _, lines, played = goes_on_after_two_games(args, tmp_path, monkeypatch, capsys, module, "play_nugget_game")
    assert json.loads(lines[0])["tournament"]["ruleset"] == "saboteur2"
    assert [len(json.loads(line)["outcomes"]) for line in lines[1:]] == [3] * 4  # each game: its seats' nuggets
    assert played == [6, 6]  # games 2 and 3 (deal 5 + 2 // 2 each), not 0 and 1
    # a base tournament, or one that compares base role-rounds, does not take it for its own
    stopped = str(tmp_path / "stopped.jsonl")
    assert main(["tournament", "--bots", "belief,heuristic", "--players", "3", "--games", "4", "--seed", "5",
                 "--log", stopped]) == 2
    assert "another tournament" in capsys.readouterr().err
    assert main(["compare-logs", stopped, str(tmp_path / "whole.jsonl")]) == 2
    assert "saboteur2 log" in capsys.readouterr().err


def test_a_logged_clan_tournament_goes_on_where_it_stopped(tmp_path, monkeypatch, capsys):
    # Issue 48's Hard-against-Medium runs (levels as clans) take an hour and more: --log keeps
    # each game as for the other tournaments, and a stopped run goes on to the unbroken report.
    from saboteur.bots import clan_tournament as module

    args = ["tournament", "--ruleset", "lost-mines", "--clans", "--bots", "belief,heuristic", "--players", "4",
            "--games", "4", "--seed", "7", "--json"]
    report, lines, played = goes_on_after_two_games(args, tmp_path, monkeypatch, capsys, module, "new_game",
                                                    cut_off='{"game": 2, "outc')
    assert json.loads(lines[0])["tournament"]["teams"] == "clans"
    assert [len(json.loads(line)["outcomes"]) for line in lines[1:]] == [2] * 4  # each game: its two rounds' scores
    assert played == [8, 8]  # games 2 and 3 (deal 7 + 2 // 2 each), not 0 and 1
    assert main(args) == 0
    assert json.loads(capsys.readouterr().out) == report  # without a log, the same report
    # a log of another ruleset's clans is not taken for this one's
    assert main(["tournament", "--ruleset", "dark-cave", "--clans", "--bots", "belief,heuristic", "--players", "4",
                 "--games", "4", "--seed", "7", "--log", str(tmp_path / "stopped.jsonl")]) == 2
    assert "another tournament" in capsys.readouterr().err


def test_a_log_of_another_tournament_is_refused_and_left_as_it_was(tmp_path, capsys):
    log = tmp_path / "run.jsonl"
    args = ["tournament", "--bots", "random,heuristic", "--players", "4", "--games", "2", "--log", str(log)]
    assert main(args + ["--seed", "5"]) == 0
    before = log.read_text()
    capsys.readouterr()
    assert main(args + ["--seed", "6"]) == 2
    assert "another tournament (it differs in seed)" in capsys.readouterr().err
    assert log.read_text() == before
    log.write_text(before.replace('"game": 1', '"game": 1,,'))
    assert main(args + ["--seed", "5"]) == 2
    assert "line 3, is not JSON" in capsys.readouterr().err


def test_a_log_another_run_writes_too_is_refused_and_left_as_that_run_wrote_it(tmp_path):
    # reading a log with `tournament` plays its missing games: a second run on a log still being
    # written would write over the first one's games (it happened, session 22)
    from saboteur.bots.tournament_log import TournamentLog
    from saboteur.errors import ConfigError

    path = tmp_path / "run.jsonl"
    name = {"seed": 1, "code": "same"}
    first, second = TournamentLog(path, name), TournamentLog(path, name)
    first.write(0, [["heuristic", "saboteur", True]], ["saboteur"], None)
    first.write(1, [["heuristic", "saboteur", False]], ["gold-digger"], None)
    written = path.read_bytes()
    with pytest.raises(ConfigError, match="changed while this run was writing it"):
        second.write(0, [["heuristic", "saboteur", True]], ["saboteur"], None)
    assert path.read_bytes() == written
    assert sorted(TournamentLog(path, name).finished()) == [0, 1]


def test_a_log_played_by_other_code_is_read_back_but_not_added_to(tmp_path, monkeypatch, capsys):
    # a log's games count only beside games the same engine and bots played; a finished
    # log stays readable after the code changes (a record of what was measured)
    from saboteur.bots import tournament as module

    log = tmp_path / "run.jsonl"
    args = ["tournament", "--bots", "random,heuristic", "--players", "4", "--games", "2", "--json", "--log", str(log)]
    assert main(args) == 0
    played = json.loads(capsys.readouterr().out)
    before = log.read_text()
    monkeypatch.setattr(module, "code_digest", lambda: "changed")
    assert main(args) == 0
    assert json.loads(capsys.readouterr().out) == played
    assert main(args + ["--games", "3"]) == 2
    error = capsys.readouterr().err
    assert "played by other code" in error and "its 2 games can be read back, but the 1 missing cannot be added" in error
    assert log.read_text() == before


def test_a_tournament_of_one_side_plays_those_games_as_the_whole_one_does(tmp_path, capsys):
    # Issue 14's hiding check needs only the games where one level plays the saboteurs:
    # --saboteurs plays those, with the numbers and deals they have in the whole tournament.
    whole, half = tmp_path / "whole.jsonl", tmp_path / "half.jsonl"
    args = ["tournament", "--bots", "belief,heuristic", "--players", "5", "--games", "4", "--seed", "8", "--suspicion", "--json"]
    assert main(args + ["--log", str(whole)]) == 0
    capsys.readouterr()
    assert main(args + ["--saboteurs", "heuristic", "--log", str(half)]) == 0
    report = json.loads(capsys.readouterr().out)
    games = [json.loads(line) for line in whole.read_text().splitlines()[1:]]
    kept = [json.loads(line) for line in half.read_text().splitlines()[1:]]
    assert [game["game"] for game in kept] == [0, 2]  # heuristic sabotages in the first game of each deal
    assert kept == [game for game in games if game["game"] in (0, 2)]
    assert report["games"] == 2 and "paired" not in report
    assert report["by_level"]["belief"]["by_role"]["saboteur"]["role_rounds"] == 0
    (row,) = report["suspicion"]
    assert (row["gold_diggers"], row["saboteurs"]) == ("belief", "heuristic")


def test_a_level_that_is_not_there_is_refused_by_name(capsys):
    assert main(["tournament", "--bots", "belief,wizard", "--games", "1"]) == 2
    assert "unknown bot level 'wizard'" in capsys.readouterr().err
    assert main(["tournament", "--bots", "belief,heuristic", "--games", "1", "--saboteurs", "expert"]) == 2
    assert "the saboteurs' level 'expert' is not one of the tournament's (belief, heuristic)" in capsys.readouterr().err
    assert main(["tournament", "--ruleset", "saboteur2", "--bots", "belief", "--saboteurs", "belief"]) == 2
    assert "base Saboteur tournaments without modules only" in capsys.readouterr().err


def test_two_logs_are_compared_game_by_game_on_the_same_deals(tmp_path, capsys):
    # Issue 14's variants of a level each meet the same opponent in a log of their own; the
    # same seed deals game n alike in both, so the logs pair game by game.
    logs = {name: tmp_path / f"{name}.jsonl" for name in ("open", "hiding", "other", "unmetered")}
    for name, bots, seed, metered in (("open", "heuristic,belief", "9", True), ("hiding", "heuristic/hiding,belief", "9", True),
                                      ("other", "heuristic,belief", "10", True), ("unmetered", "heuristic,belief", "9", False)):
        args = ["tournament", "--bots", bots, "--players", "5", "--games", "4", "--seed", seed, "--log", str(logs[name])]
        assert main(args + ["--suspicion"] * metered) == 0
    capsys.readouterr()
    assert main(["compare-logs", str(logs["open"]), str(logs["hiding"]), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["levels"] == ["heuristic", "heuristic/hiding"] and report["games"] == 2  # they sabotage in games 1 and 3

    def lines(path):
        return [json.loads(line) for line in path.read_text().splitlines()[1:] if json.loads(line)["game"] in (1, 3)]

    def shares(path, level):
        return {game["game"]: [won for played, role, won in game["outcomes"] if played == level and role == "saboteur"]
                for game in lines(path)}

    first, second = shares(logs["open"], "heuristic"), shares(logs["hiding"], "heuristic/hiding")
    assert report["by_log"][0]["won"] == sum(sum(rounds) for rounds in first.values())
    assert report["by_log"][1]["role_rounds"] == sum(len(rounds) for rounds in second.values())
    gaps = [sum(first[g]) / len(first[g]) - sum(second[g]) / len(second[g]) for g in (1, 3)]
    assert report["gap"] == round(sum(gaps) / 2, 4) != 0  # on these deals hiding cost the saboteurs rounds
    # with --suspicion in both: what Medium's gold-diggers believed of each level's saboteurs mid-round
    judged = [v for game in lines(logs["hiding"]) for entry in game["meter"]["by_pairing"]
              for moment, who, means in entry["means"] if (moment, who) == ("mid", "true_saboteurs") for v in means]
    hiding, open_ = (rate["mid_round_p_saboteur"] for rate in reversed(report["by_log"]))
    assert hiding["mean"] == round(sum(judged) / len(judged), 4) and hiding["rounds"] == len(judged)
    assert hiding["mean"] < open_["mean"]
    assert main(["compare-logs", str(logs["open"]), str(logs["unmetered"]), "--json"]) == 0
    assert "mid_round_p_saboteur" not in json.loads(capsys.readouterr().out)["by_log"][0]

    assert main(["compare-logs", str(logs["open"]), str(logs["open"]), "--role", "gold-digger", "--json"]) == 0
    same = json.loads(capsys.readouterr().out)
    assert same["gap"] == 0.0 and same["ci95"] == [0.0, 0.0] and same["games"] == 2

    assert main(["compare-logs", str(logs["open"]), str(logs["other"])]) == 2
    assert "deal different games (they differ in seed)" in capsys.readouterr().err
    assert main(["compare-logs", str(logs["open"]), str(logs["hiding"]), "--levels", "heuristic,wizard"]) == 2
    assert "has no level 'wizard' (its levels: heuristic/hiding, belief)" in capsys.readouterr().err
    assert main(["compare-logs", str(logs["open"]), str(tmp_path / "missing.jsonl")]) == 2
    assert "missing.jsonl does not exist" in capsys.readouterr().err


def test_the_meter_reads_a_seat_early_mid_round_and_at_its_last_turn():
    # Issue 14, done-when: a person cannot tell the saboteurs "from the first few moves" (and
    # the base book: do not give your role away too soon). Early is the judging seat's second
    # turn of the round, once every other seat has played since its first; mid-round its
    # middle turn; last its last. A seat that had one turn judged at that turn all three times.
    meter, levels = SuspicionMeter(), {"gold-digger": "belief", "saboteur": "expert"}
    roles = ["gold-digger", "saboteur", "gold-digger"]
    for p in (0.1, 0.2, 0.3, 0.4):  # seat 0's four turns: its belief of the saboteur at seat 1 rises
        meter.look_team(0, levels, roles, watcher([0.0, p, 0.5]))
    meter.look_team(2, levels, roles, watcher([0.5, 0.9, 0.0]))  # seat 2 plays once
    meter.team_round_over(levels, {"winners": "gold-digger"})
    (row,) = meter.report()
    saboteur = {moment: row["p_saboteur"][moment]["true_saboteurs"]["mean"] for moment in ("early", "mid", "last")}
    assert saboteur == {"early": round((0.2 + 0.9) / 2, 4), "mid": round((0.3 + 0.9) / 2, 4), "last": round((0.4 + 0.9) / 2, 4)}
    assert row["p_saboteur"]["early"]["others"]["mean"] == 0.5


def test_a_tournament_plays_any_set_of_anniversary_modules(capsys):
    """Issue 47, section 4: `python -m saboteur tournament --modules ...`: the levels sit at
    seats (the modules bring roles beyond two teams), scored by each seat's gold."""
    assert main(["tournament", "--bots", "random,expert", "--players", "5", "--games", "2", "--iterations", "10",
                 "--modules", "championship,new-goals,right-of-way", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ruleset"] == "base" and report["modules"] == ["championship", "new-goals", "right-of-way"]
    assert sum(entry["seat_games"] for entry in report["by_level"].values()) == 2 * 5
    assert main(["tournament", "--bots", "random", "--players", "5", "--games", "1", "--modules", "tournament"]) == 0
    assert "games of Saboteur with tournament" in capsys.readouterr().out


def test_a_module_set_that_clashes_is_refused_before_any_game(capsys):
    """Issue 47, 'Bad input': the clash is named (the combination table)."""
    assert main(["tournament", "--bots", "random", "--players", "5", "--modules", "sabotaged-dwarf,tournament"]) == 2
    assert "do not combine" in capsys.readouterr().err
