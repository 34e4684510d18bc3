"""Draw the lessons' link-preview cards: each `<id>.html` in the folder named on the command
line becomes `<id>.png` beside it (preview.py says why and how they are kept).

Run by `python build.py previews` in the test environment, for its Playwright and Chromium.
"""

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tests" / "browser"))
import chromium  # noqa: E402  (the one way this project launches Chromium)
from preview import HEIGHT, WIDTH  # noqa: E402


def main(folder: Path) -> None:
    with sync_playwright() as playwright:
        browser = chromium.launch(playwright)
        page = browser.new_page(viewport={"width": WIDTH, "height": HEIGHT})
        for card in sorted(folder.glob("*.html")):
            page.goto(card.as_uri(), wait_until="load")
            page.screenshot(path=str(card.with_suffix(".png")))
        browser.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]))
