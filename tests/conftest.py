"""Browser tests run last: they are the slowest, and Playwright's sync API keeps an event
loop running in this thread for the rest of the session, which asyncio-based tests
(tests/ui) cannot share."""


def pytest_collection_modifyitems(items):
    items.sort(key=lambda item: "/tests/browser/" in str(item.path))
