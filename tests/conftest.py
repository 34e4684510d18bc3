"""Browser tests run last: they are the slowest, and Playwright's sync API keeps an event
loop running in this thread for the rest of the session, which asyncio-based tests
(tests/ui) cannot share.

Among them, the files whose tests play whole games (or every lesson) by clicks, a minute or
more each, go first: a worker that picks one up last would run on alone at the end of the
suite while the other has nothing left to do (build.py test's workers take tests in this order)."""

LONG_BROWSER_FILES = ("test_choices.py", "test_dark_cave_page.py", "test_lost_mines_page.py", "test_modules.py",
                      "test_play_game.py", "test_table.py", "test_lesson_embed.py", "test_learn.py")


def pytest_collection_modifyitems(items):
    def order(item):
        browser = "/tests/browser/" in str(item.path)
        return browser, not (browser and item.path.name in LONG_BROWSER_FILES)

    items.sort(key=order)
