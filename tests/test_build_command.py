"""`python build.py test [pytest args]` hands pytest its arguments as given, in their order
(README.md "Commands"): an option and its value ("-n 2") stay a pair. Before, argparse split
them (the value first, the option after it) and pytest refused the command."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import build  # noqa: E402


def test_pytest_arguments_reach_pytest_in_their_order(monkeypatch):
    given = []
    monkeypatch.setattr(build, "test", lambda args: given.append(args) or 0)
    for argv in (["test"], ["test", "-n", "2", "--dist", "loadgroup", "tests/ui", "-k", "a and b"],
                 ["test", "tests/ui/test_text.py", "-x"]):
        assert build.main(argv) == 0
    assert given == [[], ["-n", "2", "--dist", "loadgroup", "tests/ui", "-k", "a and b"], ["tests/ui/test_text.py", "-x"]]
