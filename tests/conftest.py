"""Browser tests run last: they are the slowest, and Playwright's sync API keeps an event
loop running in this thread for the rest of the session, which asyncio-based tests
(tests/ui) cannot share.

Among them, the files whose tests play whole games (or every lesson) by clicks, a minute or
more each, go first: a worker that picks one up last would run on alone at the end of the
suite while the other has nothing left to do (build.py test's workers take tests in this order)."""

LONG_BROWSER_FILES = ("test_choices.py", "test_dark_cave_page.py", "test_lost_mines_page.py", "test_modules.py",
                      "test_play_game.py", "test_table.py", "test_lesson_embed.py", "test_learn.py")


def pytest_collection_modifyitems(config, items):
    def order(item):
        browser = "/tests/browser/" in str(item.path)
        return browser, not (browser and item.path.name in LONG_BROWSER_FILES)

    items.sort(key=order)
    if config.getoption("loadgroup", default=False):
        name_groups(items)


def name_groups(items):
    """Give each test marked `xdist_group(name)` the id `<its id>@<name>`, by which `--dist
    loadgroup` sends a group's tests to one worker, so that a game its module-scoped fixture
    plays is played once. pytest-xdist 3.8 does it by setting `item._nodeid`, which pytest 9
    no longer reads (its ids are `item._id`): without this, the groups were split over both
    workers and each played the game (seen: test_game_over_phone.py's game played twice)."""
    from _pytest.nodeid import NodeId

    for item in items:
        names = sorted({str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
                        for mark in item.iter_markers("xdist_group")})
        if names and "@" not in item.nodeid.rpartition("]")[2]:
            item._id = NodeId.parse(f"{item.nodeid}@{'_'.join(names)}")
