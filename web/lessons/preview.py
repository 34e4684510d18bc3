"""Link-preview images of the lessons (docs/lessons.md section 5, "Link previews").

Preview readers (Facebook, X, chat apps) take PNG or JPEG, not SVG, so each lesson has a
1200x630 PNG card: the title and summary beside the lesson's picture (site.picture_svg).
A PNG needs a browser to draw it, and the build must not need one, so the cards are made
by `python build.py previews` (Chromium, as the tests use it) and kept in the repository
under lessons/previews/. Each PNG carries the digest of the card page it was drawn from
(a tEXt chunk): the build uses a card only while it matches its lesson, and a test fails
when a lesson or its drawing changed without its card being drawn again.
"""

from __future__ import annotations

import base64
import hashlib
import html
import struct
import zlib
from pathlib import Path

PREVIEWS = Path(__file__).resolve().parents[2] / "lessons" / "previews"
WIDTH, HEIGHT = 1200, 630  # the size preview readers ask for (1.91:1)
DIGEST_KEY = b"saboteur-lesson-card"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def card_html(lesson: dict, picture: str, game: str) -> str:
    """The page Chromium draws the card from, around the lesson's English `picture` (SVG)
    and its `game`'s name: everything that shows on the card is in it."""
    picture = base64.b64encode(picture.encode()).decode()
    return (
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><style>"
        f"html, body {{ margin: 0; width: {WIDTH}px; height: {HEIGHT}px; overflow: hidden; }}"
        " body { display: flex; align-items: center; gap: 40px; padding: 0 40px; box-sizing: border-box;"
        " background: #1d1410; color: #f3ead8; font-family: system-ui, sans-serif; }"
        " .words { flex: 1; }"
        " .kicker { font-size: 26px; letter-spacing: 0.08em; text-transform: uppercase; color: #c9a87a; }"
        " h1 { font-size: 56px; line-height: 1.1; margin: 16px 0 24px; color: #ffd25a; }"
        " p { font-size: 30px; line-height: 1.35; margin: 0; }"
        f" img {{ max-height: {HEIGHT - 40}px; max-width: 560px; }}"
        "</style></head><body>"
        f'<div class="words"><div class="kicker">{html.escape(game)} · a lesson</div>'
        f'<h1>{html.escape(lesson["title"]["en"])}</h1><p>{html.escape(lesson["summary"]["en"])}</p></div>'
        f'<img alt="" src="data:image/svg+xml;base64,{picture}">'
        "</body></html>\n"
    )


def card_digest(page: str) -> str:
    return hashlib.sha256(page.encode()).hexdigest()


def card_path(lesson: dict) -> Path:
    return PREVIEWS / f"{lesson['id']}.png"


def current_card(lesson: dict, page: str) -> bytes | None:
    """The lesson's stored card if it was drawn from `page` (card_html of the lesson as it
    is now), else None."""
    path = card_path(lesson)
    if not path.exists():
        return None
    png = path.read_bytes()
    try:
        digest = stored_digest(png)
    except ValueError as error:
        raise ValueError(f"{path}: {error}") from None
    return png if digest == card_digest(page) else None


# -- PNG chunks: the digest travels inside the image ---------------------------------------------


def chunks(png: bytes):
    """(type, data) of each chunk; ValueError for what is not a whole PNG."""
    if not png.startswith(PNG_SIGNATURE):
        raise ValueError("not a PNG file")
    at = len(PNG_SIGNATURE)
    while at < len(png):
        if at + 12 > len(png):
            raise ValueError("a PNG chunk is cut short")
        length, kind = struct.unpack(">I4s", png[at:at + 8])
        yield kind, png[at + 8:at + 8 + length]
        at += 12 + length


def image_size(png: bytes) -> tuple[int, int]:
    kind, data = next(chunks(png))
    if kind != b"IHDR":
        raise ValueError("a PNG file must start with its IHDR chunk")
    return struct.unpack(">II", data[:8])


def stored_digest(png: bytes) -> str | None:
    for kind, data in chunks(png):
        if kind == b"tEXt" and data.startswith(DIGEST_KEY + b"\0"):
            return data[len(DIGEST_KEY) + 1:].decode("latin-1")
    return None


def with_digest(png: bytes, digest: str) -> bytes:
    """`png` with a tEXt chunk naming the card digest, just after its header."""
    header_end = len(PNG_SIGNATURE) + 8 + 13 + 4  # IHDR's data is 13 bytes
    image_size(png)  # checks the header is where it must be
    data = DIGEST_KEY + b"\0" + digest.encode("latin-1")
    chunk = struct.pack(">I", len(data)) + b"tEXt" + data + struct.pack(">I", zlib.crc32(b"tEXt" + data))
    return png[:header_end] + chunk + png[header_end:]
