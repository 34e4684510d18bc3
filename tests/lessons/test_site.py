"""The lessons' site (docs/lessons.md section 5): every baked lesson gets its page, picture
and oEmbed file, the index lists them all, and the built site has them for every lesson
source. Under CPython: the site's files are made by the build, not in the browser."""

import html
import json
import re
import textwrap
import xml.etree.ElementTree as ElementTree
from html.parser import HTMLParser
from pathlib import Path

import pytest
from lessons import site
from lessons.bake import bake_all
from lessons.source import lesson_files, lesson_id
from ui import panel, text

ROOT = Path(__file__).resolve().parents[2]
SVG = "{http://www.w3.org/2000/svg}"
# the template's placeholders that are the same for every lesson (filled by the build)
SHARED = {"{{APP}}": "../app-test", "{{PYSCRIPT}}": "../vendor/pyscript-test", "{{MAIN_CONFIG}}": "{}",
          "{{PRELOADS}}": "", "{{STYLE}}": "", "{{PY_CONFIG}}": ""}

BASE_LESSON = """
title.en = "Place a path card"
title.fr = "Poser un chemin"
summary.en = "Extend the tunnel & reach further."
summary.fr = "Prolongez le tunnel."

[position]
ruleset = "base"
players = 4
hands = { 0 = ["tunnel-EW", "tunnel-NE", "map"] }
maze = [{ at = [1, 0], card = "tunnel-EW" }]

[[steps]]
text.en = "Put the straight tunnel at the end of the path."
text.fr = "Posez le tunnel droit au bout du chemin."
goal = { kind = "place", card = "tunnel-EW", at = [2, 0] }
"""

SABOTEUR2_LESSON = """
title.en = "Doors"
title.fr = "Les portes"
summary.en = "A door lets one team through."
summary.fr = "Une porte laisse passer une équipe."

[position]
ruleset = "saboteur2"
players = 4
hands = { 0 = ["door-blue-EW", "tunnel-EW"] }

[[steps]]
text.en = "Read this."
text.fr = "Lisez ceci."
goal = { kind = "read" }
"""


SITE = "https://example.org/saboteur/"  # SABOTEUR_SITE_URL, for the site built where it will be served


def build_site(folder, site_url):
    """Two lessons of each game baked and their site built into `folder`, with
    SABOTEUR_SITE_URL set to `site_url` (None: unset, as `python build.py build` without it)."""
    sources = folder / "sources"
    for game, body in (("base", BASE_LESSON), ("saboteur2", SABOTEUR2_LESSON)):
        (sources / game).mkdir(parents=True)
        (sources / game / "01-first.toml").write_text(textwrap.dedent(body))
        (sources / game / "02-second.toml").write_text(textwrap.dedent(body).replace('title.en = "', 'title.en = "More: '))
    dist = folder / "dist"
    lessons = bake_all(sources, dist / "lessons")
    with pytest.MonkeyPatch.context() as patch:
        if site_url is None:
            patch.delenv("SABOTEUR_SITE_URL", raising=False)
        else:
            patch.setenv("SABOTEUR_SITE_URL", site_url)
        site.build(dist, lessons, SHARED)
    return dist, lessons


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The site built without its address."""
    return build_site(tmp_path_factory.mktemp("site"), None)


@pytest.fixture(scope="module")
def built_for_site(tmp_path_factory):
    """The site built for SITE (without the ending slash, as a person may write it)."""
    return build_site(tmp_path_factory.mktemp("site"), SITE.rstrip("/"))


def picture(path):
    return ElementTree.parse(path).getroot()


class Links(HTMLParser):
    """The tags of a page, as (tag, attributes) pairs."""

    def __init__(self):
        super().__init__()
        self.tags = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def tags(path):
    parser = Links()
    parser.feed(path.read_text())
    return parser.tags


def test_every_lesson_gets_its_page_picture_and_oembed_file(built, built_for_site):
    for dist, lessons in (built, built_for_site):
        assert [lesson["id"] for lesson in lessons] == ["base-first", "base-second", "saboteur2-first",
                                                         "saboteur2-second"]
        for lesson in lessons:
            for suffix in (".html", ".json", ".svg"):
                assert (dist / "lessons" / f"{lesson['id']}{suffix}").is_file(), (lesson["id"], suffix)
        assert (dist / "embed.js").read_text() == (ROOT / "web" / "embed.js").read_text()
    dist, lessons = built_for_site
    assert all((dist / "lessons" / f"{lesson['id']}.oembed.json").is_file() for lesson in lessons)


def test_the_oembed_file_is_oembed_1_0_rich_with_the_iframe_snippet(built_for_site):
    # oEmbed 1.0, section 2.3.4: version, type; rich: html, width, height
    dist, lessons = built_for_site
    for lesson in lessons:
        data = json.loads((dist / "lessons" / f"{lesson['id']}.oembed.json").read_text())
        assert data["version"] == "1.0" and data["type"] == "rich"
        assert data["provider_name"] == "Saboteur" and data["title"] == lesson["title"]["en"]
        assert (data["width"], data["height"]) == (site.FRAME_WIDTH, site.FRAME_HEIGHT)
        assert re.fullmatch(rf'<iframe src="{SITE}lessons/{lesson["id"]}\.html" [^>]*></iframe>', data["html"])
        assert data["thumbnail_url"] == f"{SITE}lessons/{lesson['id']}.svg" and data["provider_url"] == SITE


def urls_in_previews_and_oembed(dist, lesson_id):
    """Every URL a preview reader or an oEmbed consumer reads for the lesson, without scripts:
    the page's oEmbed link and og:/twitter: URL tags, and the oEmbed file's URLs (the iframe's
    src in its html too)."""
    found = tags(dist / "lessons" / f"{lesson_id}.html")
    urls = [attrs["href"] for tag, attrs in found if tag == "link" and attrs.get("type") == "application/json+oembed"]
    urls += [attrs["content"] for tag, attrs in found if tag == "meta"
             and (attrs.get("property") or attrs.get("name")) in ("og:url", "og:image", "twitter:image")]
    oembed = dist / "lessons" / f"{lesson_id}.oembed.json"
    if oembed.exists():
        data = json.loads(oembed.read_text())
        urls += [data["provider_url"], data["thumbnail_url"], re.search(r'src="([^"]+)"', data["html"]).group(1)]
    return urls


def test_previews_and_oembed_carry_only_absolute_urls_however_the_site_was_built(built, built_for_site):
    # Issue 45, fault 6: built as the README says, the oEmbed JSON, the link-preview tags and the
    # oEmbed link carried relative URLs, which break on a blog. Without the site's address the
    # build leaves them out; with it, every one is absolute.
    for dist, lessons in (built, built_for_site):
        for lesson in lessons:
            urls = urls_in_previews_and_oembed(dist, lesson["id"])
            assert [url for url in urls if not url.startswith(SITE)] == [], (dist, lesson["id"])
    dist, lessons = built
    assert urls_in_previews_and_oembed(dist, lessons[0]["id"]) == []
    assert not list((dist / "lessons").glob("*.oembed.json"))
    dist, lessons = built_for_site
    assert len(urls_in_previews_and_oembed(dist, lessons[0]["id"])) == 7


def test_a_build_without_the_sites_address_says_what_it_leaves_out(tmp_path, capsys):
    # Issue 45, fault 6: only docs/lessons.md mentioned SABOTEUR_SITE_URL; the build says it
    build_site(tmp_path, None)
    said = capsys.readouterr().err
    assert "SABOTEUR_SITE_URL is not set" in said and "no oEmbed files" in said


@pytest.mark.parametrize("address", ["example.org/saboteur/", "/saboteur/", "https://", "ftp://example.org/"])
def test_a_site_address_that_is_not_absolute_stops_the_build(address, monkeypatch):
    monkeypatch.setenv("SABOTEUR_SITE_URL", address)
    with pytest.raises(ValueError, match="SABOTEUR_SITE_URL must be the site's absolute address"):
        site.site_url()


def test_the_picture_is_standalone_svg_with_no_script_in_both_languages(built):
    dist, lessons = built
    for lesson in lessons:
        root = picture(dist / "lessons" / f"{lesson['id']}.svg")
        assert root.tag == f"{SVG}svg" and root.get("width") and root.get("viewBox")
        names = {element.tag for element in root.iter()}
        assert f"{SVG}script" not in names and f"{SVG}foreignObject" not in names
        assert not [a for element in root.iter() for a in element.attrib if a.startswith("on")]
        assert not [element for element in root.iter() if element.get("href", "").startswith(("http", "//"))]
        layers = root.find(f"{SVG}switch").findall(f"{SVG}g")
        assert [layer.get("systemLanguage") for layer in layers] == ["fr", None]  # French, else English
        shown = ["".join(layer.itertext()) for layer in layers]
        assert lesson["title"]["fr"] in shown[0] and lesson["title"]["en"] in shown[1]
        for lang, other in (("en", "fr"), ("fr", "en")):  # one language each, for embed.js and the index
            only = picture(dist / "lessons" / f"{lesson['id']}.{lang}.svg")
            assert [layer.get("systemLanguage") for layer in only.find(f"{SVG}switch").findall(f"{SVG}g")] == [None]
            assert lesson["title"][lang] in "".join(only.itertext())
            assert lesson["title"][other] not in "".join(only.itertext())


def test_the_picture_shows_the_starting_maze_and_the_learners_hand(built):
    dist, lessons = built
    lesson = lessons[0]
    view = lesson["views"][lesson["steps"][0]["view"]]
    english = picture(dist / "lessons" / f"{lesson['id']}.svg").find(f"{SVG}switch").findall(f"{SVG}g")[1]
    cells = [element.get("data-at") for element in english.iter() if element.get("class") == "cell"]
    assert sorted(cells) == sorted(f"{item['at'][0]},{item['at'][1]}" for item in view["maze"])
    hand = [element.findtext(f"{SVG}title") for element in english.iter(f"{SVG}g")
            if (element.get("transform") or "").endswith("scale(1)")]
    assert hand == [text.card_name("en", card) for card in view["hand"]]


def test_the_lesson_page_has_its_title_previews_oembed_link_and_frame_script(built, built_for_site):
    for dist, lessons in (built, built_for_site):
        for lesson in lessons:
            path = dist / "lessons" / f"{lesson['id']}.html"
            page = path.read_text()
            assert "{{" not in page
            found = tags(path)
            meta = {attrs.get("property") or attrs.get("name"): attrs.get("content") for tag, attrs in found
                    if tag == "meta"}
            assert meta["og:title"] == lesson["title"]["en"] and meta["twitter:title"] == lesson["title"]["en"]
            oembed = [attrs for tag, attrs in found if tag == "link" and attrs.get("rel") == "alternate"]
            if dist == built_for_site[0]:
                assert meta["og:image"] == meta["twitter:image"] == f"{SITE}lessons/{lesson['id']}.svg"
                assert meta["og:url"] == f"{SITE}lessons/{lesson['id']}.html"
                assert meta["twitter:card"] == "summary_large_image"
                assert oembed == [{"rel": "alternate", "type": "application/json+oembed",
                                   "href": f"{SITE}lessons/{lesson['id']}.oembed.json",
                                   "title": lesson["title"]["en"]}]
            else:  # no picture to show a preview reader: a card without a large image
                assert "og:image" not in meta and "og:url" not in meta and meta["twitter:card"] == "summary"
                assert oembed == []
            assert "saboteur-lesson-height" in page and 'message: "height"' in page


def test_the_index_lists_every_lesson_in_order_with_three_snippets_in_both_languages(built, built_for_site):
    # the oEmbed way only when the site's address is known (issue 45, fault 6); else it says why not
    for dist, ways in ((built, ("iframe", "script")), (built_for_site, ("iframe", "script", "oembed"))):
        path = dist[0] / "lessons" / "index.html"
        found = tags(path)
        page = path.read_text()
        for lang in ("en", "fr"):
            entries = [attrs["id"] for tag, attrs in found if tag == "li" and attrs.get("class") == "lesson"
                       and attrs["id"].endswith("-" + lang)]
            assert entries == [f"{lesson['id']}-{lang}" for lesson in dist[1]]
            for lesson in dist[1]:
                codes = [attrs["id"] for tag, attrs in found if tag == "code" and lesson["id"] in attrs.get("id", "")
                         and f"-{lang}-" in attrs["id"]]
                assert codes == [f"{kind}-{lang}-{lesson['id']}" for kind in ways]
                copies = [attrs["data-copy"] for tag, attrs in found if tag == "button"
                          and attrs.get("data-copy") in codes]
                assert copies == codes
            assert (html.escape(site.word(lang, "oembed_off"), quote=True) in page) == (len(ways) == 2)
    dist, lessons = built
    path = dist / "lessons" / "index.html"
    page = path.read_text()
    for lesson in lessons:
        assert f'src="{lesson["id"]}.en.svg"' in page and f'src="{lesson["id"]}.fr.svg"' in page  # each section its language
        assert f'&lt;saboteur-lesson lesson=&quot;{lesson["id"]}&quot; lang=&quot;fr&quot;&gt;' in page


def test_the_start_screen_links_to_the_lessons_in_its_language():
    # docs/lessons.md section 5: "Learn to play" on the game's start screen
    for lang in text.LANGUAGES:
        screen = panel.start_html({}, lang)
        assert f'<a class="btn" href="lessons/index.html?lang={lang}">{text.t(lang, "learn_to_play")}</a>' in screen
    assert text.t("en", "learn_to_play") != text.t("fr", "learn_to_play")


def test_offline_lesson_files_leave_out_only_the_engine():
    files = ["index.html", "embed.js", "lessons/a.html", "vendor/pyodide-1/pyodide.mjs", "vendor/pyscript-1/core.js",
             "app-x/ui/text.mpy", "app-x/worker.py", "app-x/saboteur.whl"]
    kept = site.offline_lesson_files(files, ["index.html", "vendor/pyodide-1", "app-x/worker.py", "app-x/saboteur.whl"])
    assert kept == ["embed.js", "lessons/a.html", "vendor/pyscript-1/core.js", "app-x/ui/text.mpy"]


def test_the_built_site_has_every_lesson_sources_files():
    dist = ROOT / "dist"
    if not (dist / "index.html").exists():
        pytest.fail("dist/ is not built: run `python build.py build` (python build.py test does)")
    ids = [lesson_id(path) for path in lesson_files(ROOT / "lessons")]
    assert ids, "no lesson sources under lessons/"
    for name in ids:
        for suffix in (".html", ".json", ".svg"):
            assert (dist / "lessons" / f"{name}{suffix}").is_file(), (name, suffix)
    index = (dist / "lessons" / "index.html").read_text()
    assert [name for name in re.findall(r'<li class="lesson" id="([\w-]+)-en"', index)] == ids
    worker = (dist / "sw.js").read_text()
    lesson_files_cached = json.loads(re.search(r"const LESSON_FILES = (\[.*?\]);", worker).group(1))
    assert "./embed.js" in lesson_files_cached and f"./lessons/{ids[0]}.html" in lesson_files_cached
    assert not [name for name in lesson_files_cached if name.startswith("./vendor/pyodide-") or name.endswith("/engine.zip")]
    # the link-preview cards are built (test_previews.py) but kept offline by neither list
    assert all((dist / "lessons" / f"{name}.png").is_file() for name in ids)
    all_files = json.loads(re.search(r"const FILES = (\[.*?\]);", worker).group(1))
    assert not [name for name in all_files + lesson_files_cached if name.endswith(".png") and "/lessons/" in name]
    assert "./icon-192.png" in all_files


def test_a_lesson_page_ships_every_ui_module_its_code_imports():
    # A lesson page loads only page_build.MODULES (not the game's app.py, page.py); a UI module
    # imported by one of them but missing there stops the page from starting (issue 47 section 3:
    # panel.py and learn.py import the module picker and the modules' rules).
    import ast

    from lessons import page_build

    def imported(path):
        names = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "ui":
                names |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("ui."):
                names.add(node.module.split(".")[1])
        return names

    needed, todo = set(), [ROOT / "web" / "lesson_main.py"]
    while todo:
        for name in imported(todo.pop()) - needed:
            needed.add(name)
            todo.append(ROOT / "web" / "ui" / f"{name}.py")
    assert needed <= set(page_build.MODULES), needed - set(page_build.MODULES)
