"""The suite's own imports resolve to one file whichever tests ran first.

Test files share helpers by bare module name (`from test_app import run`), found on the
folders each conftest puts on sys.path; those folders share the process under xdist, so a
name that two folders hold is whichever of them Python finds first. tests/ui's replay tests
once took `finished_app` from `test_replay`, which tests/browser holds too: after a browser
test had imported its own, the UI test failed with an ImportError, now and then, in the
whole suite only. A test may import only helpers whose name no other test folder holds."""

import re
from collections import defaultdict
from pathlib import Path

TESTS = Path(__file__).resolve().parent
IMPORT = re.compile(r"^\s*(?:from\s+(\w+)\s+import|import\s+(\w+))", re.MULTILINE)


def test_every_helper_a_test_imports_by_bare_name_is_one_file():
    folders_by_module = defaultdict(set)
    for path in TESTS.rglob("*.py"):
        folders_by_module[path.stem].add(path.parent)
    clashes = []
    for path in TESTS.rglob("*.py"):
        for match in IMPORT.finditer(path.read_text(encoding="utf-8")):
            name = match.group(1) or match.group(2)
            folders = folders_by_module.get(name, set())
            if len(folders) > 1 and name != "conftest":
                holders = sorted(str(folder.relative_to(TESTS)) for folder in folders)
                clashes.append(f"{path.relative_to(TESTS)} imports {name}, held by {holders}")
    assert clashes == []
