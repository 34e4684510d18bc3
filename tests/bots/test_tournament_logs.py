"""The house rule for benchmarks/tournaments/ (its README): a tournament log stays in the repo
only while a page of docs/ cites it, by its whole name (so that grep finds it)."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_kept_tournament_log_is_cited_by_a_doc():
    docs = "\n".join(page.read_text(encoding="utf-8") for page in sorted((ROOT / "docs").glob("*.md")))
    logs = [path.name for path in sorted((ROOT / "benchmarks" / "tournaments").iterdir()) if path.name != "README.md"]
    assert logs, "no tournament logs found: the folder moved?"
    assert [name for name in logs if name not in docs] == []
