"""The lessons' link-preview cards (docs/lessons.md section 5, "Link previews"): every lesson
has a 1200x630 PNG drawn from the lesson as it is now, and its page and oEmbed file offer it
to preview readers, which take PNG but not SVG (Open Graph og:image; X's large-image card)."""

import copy
import json
import struct
import zlib
from pathlib import Path

import pytest
from lessons import preview, site
from lessons.bake import bake_all

ROOT = Path(__file__).resolve().parents[2]
SITE = "https://example.org/saboteur/"  # where a site built with SABOTEUR_SITE_URL is served
REDRAW = "the lesson changed since its card was drawn: run `python build.py previews` and commit lessons/previews/"


@pytest.fixture(scope="module")
def lessons():
    return bake_all(ROOT / "lessons")


def built_site(folder, lesson):
    (folder / "lessons").mkdir()
    site.build(folder, [lesson], {"{{APP}}": "", "{{PYSCRIPT}}": "", "{{MAIN_CONFIG}}": "{}", "{{PRELOADS}}": "",
                                  "{{STYLE}}": "", "{{PY_CONFIG}}": ""})


def whole_chunks(png):
    """Every chunk's CRC checked, as a PNG reader does (PNG spec, section 5.3)."""
    kinds = []
    for kind, data in preview.chunks(png):
        at = png.index(kind + data) - 4
        length, = struct.unpack(">I", png[at:at + 4])
        crc, = struct.unpack(">I", png[at + 8 + length:at + 12 + length])
        assert crc == zlib.crc32(kind + data), kind
        kinds.append(kind)
    return kinds


def test_every_lesson_has_a_card_drawn_from_it_as_it_is_now(lessons):
    for lesson in lessons:
        card = site.preview_card(lesson)
        assert card is not None, f"{lesson['id']}: {REDRAW}"
        assert preview.image_size(card) == (preview.WIDTH, preview.HEIGHT)
        kinds = whole_chunks(card)
        assert kinds[0] == b"IHDR" and kinds[-1] == b"IEND" and b"IDAT" in kinds


def test_no_card_is_left_from_a_lesson_that_is_gone(lessons):
    assert sorted(path.name for path in preview.PREVIEWS.glob("*.png")) == sorted(f"{l['id']}.png" for l in lessons)


def test_the_page_and_oembed_offer_the_png_card_to_preview_readers(lessons, tmp_path, monkeypatch):
    lesson = lessons[0]
    head = site.page_head(lesson, SITE)
    assert f'<meta property="og:image" content="{SITE}lessons/{lesson["id"]}.png">' in head
    assert '<meta property="og:image:type" content="image/png">' in head
    assert '<meta property="og:image:width" content="1200">' in head and 'content="630"' in head
    assert f'<meta name="twitter:image" content="{SITE}lessons/{lesson["id"]}.png">' in head
    assert site.oembed(lesson, SITE)["thumbnail_url"] == f"{SITE}lessons/{lesson['id']}.png"
    monkeypatch.setenv("SABOTEUR_SITE_URL", SITE)
    built_site(tmp_path, lesson)
    assert (tmp_path / "lessons" / f"{lesson['id']}.png").read_bytes() == preview.card_path(lesson).read_bytes()
    assert json.loads((tmp_path / "lessons" / f"{lesson['id']}.oembed.json").read_text())["thumbnail_width"] == 1200


def test_a_lesson_changed_since_its_card_falls_back_to_its_svg_picture(lessons, tmp_path):
    # a card that no longer shows the lesson must not be offered: its title, say, was edited
    lesson = copy.deepcopy(lessons[0])
    lesson["title"]["en"] += " (new edition)"
    assert site.preview_card(lesson) is None
    assert f'<meta property="og:image" content="{SITE}lessons/{lesson["id"]}.svg">' in site.page_head(lesson, SITE)
    assert '<meta property="og:image:type" content="image/svg+xml">' in site.page_head(lesson, SITE)
    built_site(tmp_path, lesson)
    assert not (tmp_path / "lessons" / f"{lesson['id']}.png").exists()


def test_the_digest_travels_in_a_valid_text_chunk_after_the_header():
    # a 1x1 PNG made here, the way any encoder would
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    png = (preview.PNG_SIGNATURE + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(b"\0\0\0\0")) + chunk(b"IEND", b""))
    assert preview.stored_digest(png) is None
    marked = preview.with_digest(png, "ab12")
    assert preview.stored_digest(marked) == "ab12"
    assert whole_chunks(marked) == [b"IHDR", b"tEXt", b"IDAT", b"IEND"]
    assert preview.image_size(marked) == (1, 1)


def test_a_damaged_card_is_named_in_the_error(lessons, tmp_path, monkeypatch):
    monkeypatch.setattr(preview, "PREVIEWS", tmp_path)
    lesson = lessons[0]
    (tmp_path / f"{lesson['id']}.png").write_bytes(b"GIF89a not a png")
    with pytest.raises(ValueError, match=rf"{lesson['id']}\.png: not a PNG file"):
        site.preview_card(lesson)


def test_a_dark_cave_picture_shows_what_its_lesson_is_about_not_the_empty_area(lessons):
    """Issue 49 s.4 (polish, weak point 4): a lesson of La mine se rebelle starts with a few cards in
    the middle of a square play area whose goals lie face down at its far corners: its picture (and
    so its preview card) shows those cards and pieces, landscape, not the whole tall, empty floor;
    the other games' pictures keep the page's fit."""
    board_svg, _, _ = site._ui()
    for lesson in lessons:
        view = site.first_view(lesson)
        width, height = site.picture_size(lesson)
        if lesson["game"] != "dark-cave":
            assert board_svg.picture_viewbox(view) == board_svg.fit_viewbox(view), lesson["id"]
            continue
        assert height < width, lesson["id"]
        x, y, w, h = board_svg.picture_viewbox(view)
        for item in view["maze"]:  # every card laid in sight
            assert x <= item["at"][0] * board_svg.PITCH_X and item["at"][0] * board_svg.PITCH_X + 60 <= x + w, lesson["id"]
        assert h < 0.7 * board_svg.fit_viewbox(view)[3], lesson["id"]  # not the whole area's height
