"""Browser tests: the built site (dist/) on a local server, in Debian's Chromium.

Every page gets a fresh browser context (its own storage and service workers) that refuses
and records any request leaving 127.0.0.1, and records console errors.
"""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import build  # noqa: E402
import chromium  # noqa: E402
from chromium import LOCAL_PREFIXES  # noqa: E402



def _site():
    if not (build.DIST / "index.html").exists():
        pytest.fail("dist/ is not built: run `python build.py build` (python build.py test does)")
    return build.DIST


@pytest.fixture(scope="session")
def site_url():
    server, url = build.serve_in_background(_site(), "/")
    yield url
    server.shutdown()


@pytest.fixture(scope="session")
def serve_site():
    """serve_site(prefix, directory=dist) -> URL; the servers stop at the end of the session."""
    servers = []

    def serve(prefix="/", directory=None):
        server, url = build.serve_in_background(directory or _site(), prefix)
        servers.append(server)
        return url

    yield serve
    for server in servers:
        server.shutdown()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = chromium.launch(playwright)
        yield launched
        launched.close()


class PageRecord:
    """What a page did that tests check: foreign requests, console errors, all request URLs."""

    def __init__(self):
        self.foreign = []
        self.errors = []
        self.urls = []


@pytest.fixture
def record():
    return PageRecord()


@pytest.fixture
def context(browser, record):
    context = browser.new_context(viewport={"width": 1100, "height": 850})

    def guard(route):
        url = route.request.url
        record.urls.append(url)
        if url.startswith(LOCAL_PREFIXES):
            route.fallback()
        else:
            record.foreign.append(url)
            route.abort()

    context.route("**/*", guard)
    yield context
    context.close()
    assert record.foreign == [], f"requests left 127.0.0.1: {record.foreign}"


@pytest.fixture
def page(context, record):
    page = context.new_page()
    page.on("console", lambda message: record.errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: record.errors.append(f"uncaught: {error}"))
    return page
