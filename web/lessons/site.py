"""The lessons' part of the site, around the baked lessons (docs/lessons.md section 5).

Run by build.py under CPython once the baker has written `dist/lessons/<id>.json`:

- `lessons/<id>.html`: the page helper's template (web/lesson.html) filled in: title,
  description, link-preview tags, the oEmbed link, the frame script (web/lessons/frame.js);
- `lessons/<id>.svg`: the lesson's starting position drawn by the game's own drawing code
  (ui/board_svg.py, ui/cards_svg.py), standalone: no script, no outside style;
- `lessons/<id>.oembed.json`: oEmbed 1.0, type "rich";
- `lessons/index.html`: every lesson with its picture and the three ways to embed it;
- `embed.js` at the site's root: the `<saboteur-lesson>` element (web/embed.js).

The site may be served under any sub-path, so its own URL is unknown here unless
SABOTEUR_SITE_URL names where the site will be served. Link previews and oEmbed need
absolute URLs, and their readers run no script, so without it the build writes none of
them rather than relative ones that would break on a blog (no oEmbed files, no oEmbed link,
no preview image or address), says so loudly, and the index says the oEmbed way is off.
The index's snippets are made absolute in the reader's browser from its own address.
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import sys
from pathlib import Path

from . import preview
from .source import GAMES  # the index's sections, in that order

WEB = Path(__file__).resolve().parents[1]
LANGUAGES = ("en", "fr")

# The live lesson's frame, as the snippets make it. Nothing resizes a plain iframe, so it is
# as tall as the tallest lesson at this width (one column below 800 px), measured in Chromium
# step by step with every hint shown, in both languages (1290 px, saboteur2-trapped-and-free
# in French), with room for a line of feedback; tests/browser/test_lesson_embed.py measures
# it again. embed.js and wp-embed fit their frames to the page's own height.
FRAME_WIDTH = 720
FRAME_HEIGHT = 1350

PICTURE_WIDTH = 640
PICTURE_PAD = 12
PICTURE_HEADER = 40
HAND_CARD = 60  # a hand card's width in the picture

WORDS = {
    "en": {
        "lessons": "Saboteur lessons",
        "intro": "Short lessons that teach the rules by playing them: each one sets up a small position and "
                 "asks you for one move. Open one to play it here, or put it in your own page.",
        "game_base": "Saboteur",
        "game_saboteur2": "Saboteur 2",
        "game_anniversary": "The anniversary edition's modules",
        "game_lost-mines": "The Lost Mines",
        "game_dark-cave": "The Dark Cave",
        "open": "Open the lesson",
        "embed": "Put it in your page",
        "way_iframe": "An iframe (works almost everywhere):",
        "way_script": "The embed script (a picture first, the live lesson on a click):",
        "way_oembed": "The address, for sites that embed links by themselves (oEmbed, such as WordPress):",
        "oembed_off": "Not from this copy of the site: it was built without its own address (SABOTEUR_SITE_URL), "
                      "which such sites need. Use the iframe or the script.",
        "copy": "Copy",
        "copied": "Copied",
        "play": "Play the game",
        "other_language": "Français",
        "picture_alt": "The starting position of the lesson “{title}”",
        "hand": "Your hand",
        "lesson_of": "{title} – a Saboteur lesson",
    },
    "fr": {
        "lessons": "Leçons de Saboteur",
        "intro": "De courtes leçons qui enseignent les règles en les jouant : chacune met en place une petite "
                 "position et vous demande un coup. Ouvrez-en une pour la jouer ici, ou placez-la dans votre page.",
        "game_base": "Saboteur",
        "game_saboteur2": "Saboteur 2",
        "game_anniversary": "Les modules de l'édition anniversaire",
        "game_lost-mines": "La Grande Aventure",
        "game_dark-cave": "La mine se rebelle",
        "open": "Ouvrir la leçon",
        "embed": "La placer dans votre page",
        "way_iframe": "Une iframe (marche presque partout) :",
        "way_script": "Le script d’intégration (d’abord une image, la leçon vivante au clic) :",
        "way_oembed": "L’adresse, pour les sites qui intègrent les liens d’eux-mêmes (oEmbed, comme WordPress) :",
        "oembed_off": "Pas depuis cette copie du site : elle a été construite sans sa propre adresse "
                      "(SABOTEUR_SITE_URL), dont ces sites ont besoin. Utilisez l’iframe ou le script.",
        "copy": "Copier",
        "copied": "Copié",
        "play": "Jouer une partie",
        "other_language": "English",
        "picture_alt": "La position de départ de la leçon « {title} »",
        "hand": "Votre main",
        "lesson_of": "{title} – une leçon de Saboteur",
    },
}


def word(lang, key, **values):
    return WORDS[lang][key].format(**values)


def esc(text):
    return html.escape(str(text), quote=True)


# -- the picture ---------------------------------------------------------------------------------


def first_view(lesson: dict) -> dict:
    steps = lesson.get("steps") or []
    return lesson["views"][steps[0]["view"] if steps else lesson.get("end", 0)]


def _ui():
    """The game's drawing modules (web/ui, pure Python)."""
    if str(WEB) not in sys.path:
        sys.path.insert(0, str(WEB))
    from ui import board_svg, cards_svg, text
    return board_svg, cards_svg, text


def picture_size(lesson: dict) -> tuple[int, int]:
    board_svg, cards_svg, _ = _ui()
    box = board_svg.picture_viewbox(first_view(lesson))
    maze_width = PICTURE_WIDTH - 2 * PICTURE_PAD
    maze_height = round(maze_width * box[3] / box[2])
    hand_height = round(HAND_CARD * cards_svg.CARD_H / cards_svg.CARD_W) + 30
    return PICTURE_WIDTH, PICTURE_HEADER + maze_height + PICTURE_PAD + hand_height + PICTURE_PAD


def _picture_layer(lesson: dict, lang: str) -> str:
    """Everything the picture shows in one language: the title, the maze, the learner's hand."""
    board_svg, cards_svg, text = _ui()
    view = first_view(lesson)
    width, height = picture_size(lesson)
    box = board_svg.picture_viewbox(view)
    maze_width = width - 2 * PICTURE_PAD
    maze_height = round(maze_width * box[3] / box[2])
    maze = board_svg.board_svg(view, lang=lang, viewbox=box, element_id=f"maze-{lang}")
    # the maze as drawn in the page, placed in the picture: a nested <svg> keeps its viewBox
    maze = maze.replace("<svg ", f'<svg x="{PICTURE_PAD}" y="{PICTURE_HEADER}" width="{maze_width}" '
                                 f'height="{maze_height}" ', 1)
    # the maze's ground, as the page shows it (svg.maze in ui/style.py)
    ground = (f'<rect x="{PICTURE_PAD}" y="{PICTURE_HEADER}" width="{maze_width}" height="{maze_height}" rx="8" '
              'fill="#2b1d12"/>')
    hand_top = PICTURE_HEADER + maze_height + PICTURE_PAD
    scale = HAND_CARD / cards_svg.CARD_W
    labels = text.card_labels(lang)
    cards = []
    for index, card in enumerate(view.get("hand") or []):
        x = PICTURE_PAD + index * (HAND_CARD + 8)
        name = esc(text.card_name(lang, card))
        cards.append(f'<g transform="translate({x} {hand_top + 24}) scale({scale:g})"><title>{name}</title>'
                     f"{cards_svg.card_body(card, labels)}</g>")
    hand = ""
    if cards:
        hand = (f'<text x="{PICTURE_PAD}" y="{hand_top + 16}" class="label">{esc(word(lang, "hand"))}</text>'
                + "".join(cards))
    title = f'<text x="{PICTURE_PAD}" y="27" class="title">{esc(lesson["title"][lang])}</text>'
    return title + ground + maze + hand


def picture_svg(lesson: dict, only: str | None = None) -> str:
    """The lesson's starting position as a standalone SVG: its own styles, no script; English
    and French in a <switch> that shows the reader's language (English otherwise), or in the
    one language `only` (for a page that knows its reader's language: embed.js, the index)."""
    _, cards_svg, _ = _ui()
    cards_svg.remember_cards(lesson.get("cards"))
    width, height = picture_size(lesson)
    langs = (only,) if only else LANGUAGES
    titles = "".join(f'<title lang="{lang}">{esc(word(lang, "lesson_of", title=lesson["title"][lang]))}</title>'
                     for lang in langs)
    descs = "".join(f'<desc lang="{lang}">{esc(lesson["summary"][lang])}</desc>' for lang in langs)
    layers = "".join(f'<g systemLanguage="{lang}">{_picture_layer(lesson, lang)}</g>' for lang in langs[1:])
    layers += f"<g>{_picture_layer(lesson, langs[0])}</g>"
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
        f'role="img">{titles}{descs}'
        "<style>text { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }"
        " .title { font-size: 20px; font-weight: 700; fill: #ffd25a; }"
        " .label { font-size: 14px; fill: #f3ead8; }</style>"
        f'<rect width="{width}" height="{height}" rx="10" fill="#1d1410"/>'
        f"<switch>{layers}</switch></svg>\n"
    )


def card_page(lesson: dict) -> str:
    """The page the lesson's link-preview card is drawn from (preview.py)."""
    return preview.card_html(lesson, picture_svg(lesson, only="en"), word("en", "game_" + lesson["game"]))


def preview_card(lesson: dict) -> bytes | None:
    """The lesson's link-preview PNG (preview.py) if it matches the lesson as it is now."""
    return preview.current_card(lesson, card_page(lesson))


def link_image(lesson: dict) -> tuple[str, str, int, int]:
    """The picture link previews and oEmbed show: (file, type, width, height). The PNG card
    when it is current, which every preview reader takes; else the SVG, which some do not."""
    if preview_card(lesson) is not None:
        return f"{lesson['id']}.png", "image/png", preview.WIDTH, preview.HEIGHT
    return (f"{lesson['id']}.svg", "image/svg+xml", *picture_size(lesson))


# -- URLs, snippets, oEmbed -----------------------------------------------------------------------


NO_SITE_URL = ("warning: SABOTEUR_SITE_URL is not set, so the lessons get no oEmbed files, no oEmbed link and "
               "no link-preview image or address: those need absolute URLs, and the build does not know where "
               "the site will be served. For a site bloggers can embed by address and share with a preview, build "
               "with SABOTEUR_SITE_URL=https://<where the site is served>/ (docs/lessons.md section 5).")


def site_url() -> str:
    """Where the site will be served (SABOTEUR_SITE_URL, ending in /), or "" when unknown.
    Anything but an absolute http(s) address stops the build: it would end in every preview."""
    url = os.environ.get("SABOTEUR_SITE_URL", "").strip()
    if not url:
        return ""
    if not re.fullmatch(r"https?://[^/?#\s]+(/[^?#\s]*)?", url):
        raise ValueError(f"SABOTEUR_SITE_URL must be the site's absolute address, such as "
                         f"https://example.org/saboteur/; got {url!r}")
    return url if url.endswith("/") else url + "/"


def iframe_snippet(title: str, page_url: str) -> str:
    return (f'<iframe src="{esc(page_url)}" title="{esc(title)}" width="{FRAME_WIDTH}" height="{FRAME_HEIGHT}" '
            f'style="border: 0; max-width: 100%;" loading="lazy"></iframe>')


def script_snippet(lesson_id: str, title: str, lang: str, script_url: str, page_url: str) -> str:
    # the link inside is what readers without scripts get, and the element's accessible name
    return (f'<script src="{esc(script_url)}" async></script>\n'
            f'<saboteur-lesson lesson="{esc(lesson_id)}" lang="{lang}">'
            f'<a href="{esc(page_url)}">{esc(title)}</a></saboteur-lesson>')


def oembed(lesson: dict, base: str) -> dict:
    """oEmbed 1.0 for the lesson page (the `rich` type: its `html` is the iframe snippet), for
    the site served at `base`: a consumer pastes `html` into another site as it is, so every
    URL in it is absolute."""
    lesson_id = lesson["id"]
    image, _, width, height = link_image(lesson)
    title = lesson["title"]["en"]
    return {
        "version": "1.0",
        "type": "rich",
        "provider_name": "Saboteur",
        "provider_url": base,
        "title": title,
        "html": iframe_snippet(title, f"{base}lessons/{lesson_id}.html"),
        "width": FRAME_WIDTH,
        "height": FRAME_HEIGHT,
        "thumbnail_url": f"{base}lessons/{image}",
        "thumbnail_width": width,
        "thumbnail_height": height,
    }


# -- the lesson page ------------------------------------------------------------------------------


def page_head(lesson: dict, base: str) -> str:
    """Link previews (Open Graph, Twitter card), the oEmbed link and the frame script. Preview
    readers and oEmbed consumers read these without running scripts, and a relative URL in
    them breaks: without the site's address (`base` ""), the tags that need a URL are left out."""
    lesson_id = lesson["id"]
    title = esc(lesson["title"]["en"])
    summary = esc(lesson["summary"]["en"])
    tags = [
        '<meta property="og:type" content="website">',
        '<meta property="og:site_name" content="Saboteur">',
        f'<meta property="og:title" content="{title}">',
        f'<meta property="og:description" content="{summary}">',
        '<meta property="og:locale" content="en_GB">',
        '<meta property="og:locale:alternate" content="fr_FR">',
        f'<meta name="twitter:card" content="{"summary_large_image" if base else "summary"}">',
        f'<meta name="twitter:title" content="{title}">',
        f'<meta name="twitter:description" content="{summary}">',
    ]
    if base:
        image, image_type, width, height = link_image(lesson)
        image = f"{base}lessons/{image}"
        tags[:0] = [f'<link rel="alternate" type="application/json+oembed" '
                    f'href="{esc(base)}lessons/{esc(lesson_id)}.oembed.json" title="{title}">']
        tags += [
            f'<meta property="og:url" content="{esc(base)}lessons/{esc(lesson_id)}.html">',
            f'<meta property="og:image" content="{esc(image)}">',
            f'<meta property="og:image:type" content="{image_type}">',
            f'<meta property="og:image:width" content="{width}">',
            f'<meta property="og:image:height" content="{height}">',
            f'<meta property="og:image:alt" content="{esc(word("en", "picture_alt", title=lesson["title"]["en"]))}">',
            f'<meta name="twitter:image" content="{esc(image)}">',
        ]
    tags.append(f"<script>{(WEB / 'lessons' / 'frame.js').read_text().strip()}</script>")
    return "\n".join(tags)


# Before the first paint, the title and summary in the reader's language, chosen as the live
# lesson will choose it (?lang=, the game's saved choice, the browser's languages), so that a
# French reader does not see English until MicroPython is up.
FIRST_LANG = """(function () {
  var texts = %s, wanted = [new URLSearchParams(location.search).get("lang") || ""];
  try { wanted.push(localStorage.getItem("saboteur-lang") || ""); } catch (error) { /* no storage */ }
  wanted = wanted.concat(navigator.languages || [navigator.language || ""]);
  for (var i = 0; i < wanted.length; i++) {
    var lang = String(wanted[i]).toLowerCase().split("-")[0];
    if (lang === "en") return;
    if (!texts[lang]) continue;
    document.documentElement.lang = lang;
    document.title = texts[lang].title + " \u2013 Saboteur";
    document.querySelector("#lesson .brand").textContent = texts[lang].title;
    document.querySelector("#lesson .lesson-summary").textContent = texts[lang].summary;
    return;
  }
})();"""


def first_language_script(lesson: dict) -> str:
    texts = {lang: {"title": lesson["title"][lang], "summary": lesson["summary"][lang]}
             for lang in LANGUAGES if lang != "en"}
    # "</" cannot end the script early once escaped
    return "<script>" + FIRST_LANG % json.dumps(texts).replace("</", "<\\/") + "</script>"


def page_html(template: str, lesson: dict, values: dict[str, str], base: str = "") -> str:
    """The lesson page: the template with the lesson's placeholders and the build's (`values`),
    for the site served at `base` ("" when unknown)."""
    lesson_id = lesson["id"]
    width, height = picture_size(lesson)
    alt = word("en", "picture_alt", title=lesson["title"]["en"])
    fills = {
        **values,
        "{{LESSON_ID}}": esc(lesson_id),
        "{{TITLE}}": esc(lesson["title"]["en"]),
        "{{DESCRIPTION}}": esc(lesson["summary"]["en"]),
        "{{LANG}}": "en",
        "{{HEAD}}": page_head(lesson, base),
        "{{PICTURE}}": (f'<img class="lesson-picture" src="{esc(lesson_id)}.svg" width="{width}" '
                        f'height="{height}" alt="{esc(alt)}">'),
        "{{FIRST_LANG}}": first_language_script(lesson),
    }
    for placeholder, value in fills.items():
        template = template.replace(placeholder, value)
    left = re.findall(r"\{\{[A-Z_]+\}\}", template)
    if left:
        raise ValueError(f"lesson page {lesson_id}: placeholders left unfilled: {sorted(set(left))}")
    return template


# -- the index ------------------------------------------------------------------------------------

INDEX_STYLE = """
html { background: #1d1410; color: #f3ead8; font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0 auto; max-width: 60rem; padding: 1rem; }
a { color: #ffd25a; }
h1 { font-size: 1.8rem; margin: .3em 0; }
h2 { font-size: 1.4rem; margin: 1.2em 0 .4em; border-bottom: 1px solid #5c4530; }
nav { display: flex; flex-wrap: wrap; gap: .5em 1.5em; }
nav a { display: inline-flex; align-items: center; min-height: 44px; }  /* a finger's reach */
.lessons { list-style: none; margin: 0; padding: 0; display: grid; gap: 1.2rem; }
.lesson { display: grid; grid-template-columns: minmax(0, 16rem) minmax(0, 1fr); gap: .5rem 1rem;
  background: #2b1d12; border-radius: 8px; padding: .8rem; }
.lesson img { width: 100%; height: auto; border-radius: 6px; }
.lesson h3 { margin: 0 0 .3em; font-size: 1.15rem; }
.lesson p { margin: .2em 0 .5em; }
.lesson details { grid-column: 1 / -1; }
.lesson summary { cursor: pointer; min-height: 32px; }
.snippet { margin: .6em 0; }
.snippet p { margin: .2em 0; }
.snippet .off { color: #e4d6bd; font-style: italic; }
.snippet pre { margin: 0; padding: .5em; background: #120c09; border-radius: 6px; overflow-x: auto;
  white-space: pre-wrap; word-break: break-all; font-size: .85rem; }
.copy { font: inherit; color: #1d1410; background: #ffd25a; border: 0; border-radius: 6px; padding: .3em .8em;
  min-height: 44px; cursor: pointer; margin-top: .3em; }
:focus-visible { outline: 3px solid #7fd3ff; outline-offset: 2px; }
html[lang="en"] .l10n[lang="fr"], html[lang="fr"] .l10n[lang="en"] { display: none; }
@media (max-width: 600px) { .lesson { grid-template-columns: minmax(0, 1fr); } }
"""

# Picks the language (?lang=, else the browser's), writes the snippets with this copy's own
# absolute URLs (the site's address is known only here), and copies them on a click.
INDEX_SCRIPT = r"""
(function () {
  var root = document.documentElement;
  var asked = new URLSearchParams(location.search).get("lang");
  var wanted = [asked || ""].concat(navigator.languages || [navigator.language || ""]);
  for (var i = 0; i < wanted.length; i++) {
    var code = String(wanted[i]).toLowerCase().split("-")[0];
    if (code === "en" || code === "fr") { root.lang = code; break; }
  }
  document.querySelectorAll("code[data-urls]").forEach(function (code) {
    var urls = JSON.parse(code.getAttribute("data-urls"));
    if (!urls.length) return;
    var pattern = new RegExp(urls.map(function (url) { return url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }).join("|"), "g");
    code.textContent = code.textContent.replace(pattern, function (url) { return new URL(url, location.href).href; });
  });
  document.addEventListener("click", function (event) {
    var button = event.target.closest("button[data-copy]");
    if (!button) return;
    var text = document.getElementById(button.getAttribute("data-copy")).textContent;
    var done = function () {
      button.textContent = button.getAttribute("data-copied");
      setTimeout(function () { button.textContent = button.getAttribute("data-label"); }, 1500);
    };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(done, function () { select(text, done); });
    } else {
      select(text, done);
    }
  });
  function select(text, done) {
    var area = document.createElement("textarea");
    area.value = text;
    document.body.appendChild(area);
    area.select();
    try { if (document.execCommand("copy")) done(); } finally { area.remove(); }
  }
})();
"""


def _snippet_block(block_id: str, label: str, code: str, urls: list[str], lang: str) -> str:
    return (f'<div class="snippet"><p>{esc(label)}</p>'
            f'<pre><code id="{block_id}" data-urls="{esc(json.dumps(urls))}">{esc(code)}</code></pre>'
            f'<button type="button" class="copy" data-copy="{block_id}" data-label="{esc(word(lang, "copy"))}" '
            f'data-copied="{esc(word(lang, "copied"))}">{esc(word(lang, "copy"))}</button></div>')


def _lesson_entry(lesson: dict, lang: str, base: str) -> str:
    """One lesson in the index, in one language. The snippets' URLs are relative to the index
    unless the site's address (`base`) is known; the index's script makes them absolute from
    the address it is read at. The oEmbed way works only with the address known (the oEmbed
    file and link need it): without it the index says so instead of offering the address."""
    lesson_id = lesson["id"]
    title = lesson["title"][lang]
    width, height = picture_size(lesson)
    page = f"{lesson_id}.html?lang={lang}"
    page_url = f"{base}lessons/{page}" if base else page
    script_url = f"{base}embed.js" if base else "../embed.js"
    snippets = [
        ("iframe", word(lang, "way_iframe"), iframe_snippet(title, page_url), [page_url]),
        ("script", word(lang, "way_script"), script_snippet(lesson_id, title, lang, script_url, page_url),
         [script_url, page_url]),
    ]
    if base:
        snippets.append(("oembed", word(lang, "way_oembed"), f"{base}lessons/{lesson_id}.html", []))
    blocks = "".join(_snippet_block(f"{kind}-{lang}-{lesson_id}", label, code, [] if base else urls, lang)
                     for kind, label, code, urls in snippets)
    if not base:
        blocks += (f'<div class="snippet" id="oembed-{lang}-{esc(lesson_id)}"><p>{esc(word(lang, "way_oembed"))}</p>'
                   f'<p class="off">{esc(word(lang, "oembed_off"))}</p></div>')
    return (
        f'<li class="lesson" id="{esc(lesson_id)}-{lang}">'
        f'<a href="{esc(page)}"><img src="{esc(lesson_id)}.{lang}.svg" width="{width}" height="{height}" '
        f'alt="{esc(word(lang, "picture_alt", title=title))}" loading="lazy"></a>'
        f'<div><h3><a href="{esc(page)}">{esc(title)}</a></h3><p>{esc(lesson["summary"][lang])}</p>'
        f'<p><a href="{esc(page)}">{esc(word(lang, "open"))}</a></p></div>'
        f"<details><summary>{esc(word(lang, 'embed'))}</summary>{blocks}</details></li>"
    )


def index_html(lessons: list[dict], base: str = "") -> str:
    sections = []
    for lang in LANGUAGES:
        other = [code for code in LANGUAGES if code != lang][0]
        games = []
        for game in GAMES:
            entries = [_lesson_entry(lesson, lang, base) for lesson in lessons if lesson["game"] == game]
            if entries:
                games.append(f'<section><h2>{esc(word(lang, "game_" + game))}</h2>'
                             f'<ol class="lessons">{"".join(entries)}</ol></section>')
        sections.append(
            f'<div class="l10n" lang="{lang}"><nav><a href="../index.html">{esc(word(lang, "play"))}</a>'
            f'<a href="?lang={other}" hreflang="{other}" lang="{other}">{esc(word(lang, "other_language"))}</a></nav>'
            f'<h1>{esc(word(lang, "lessons"))}</h1><p>{esc(word(lang, "intro"))}</p>{"".join(games)}</div>'
        )
    return (
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f'<title>{esc(word("en", "lessons"))} · {esc(word("fr", "lessons"))}</title>\n'
        f'<meta name="description" content="{esc(word("en", "intro"))}">\n'
        '<link rel="icon" href="../icon.svg" type="image/svg+xml">\n'
        f"<style>{INDEX_STYLE.strip()}</style>\n</head>\n<body>\n"
        + "\n".join(sections)
        + f"\n<script>{INDEX_SCRIPT.strip()}</script>\n</body>\n</html>\n"
    )


# -- all of it ------------------------------------------------------------------------------------


def build(dist: Path, lessons: list[dict], values: dict[str, str], template: Path = WEB / "lesson.html") -> None:
    """Write the pages, pictures and oEmbed files of `lessons` (baked, in order) and their
    index into dist/lessons/, and embed.js into dist/; `values` fills the template's build
    placeholders ({{APP}}, ...). The oEmbed files only when SABOTEUR_SITE_URL says where the
    site will be served (see the module's doc); else a warning says what is left out."""
    folder = dist / "lessons"
    page = template.read_text()
    base = site_url()
    if not base:
        print(NO_SITE_URL, file=sys.stderr, flush=True)
    for lesson in lessons:
        lesson_id = lesson["id"]
        (folder / f"{lesson_id}.svg").write_text(picture_svg(lesson))
        card = preview_card(lesson)
        if card is not None:
            (folder / f"{lesson_id}.png").write_bytes(card)
        for lang in LANGUAGES:
            (folder / f"{lesson_id}.{lang}.svg").write_text(picture_svg(lesson, only=lang))
        if base:
            (folder / f"{lesson_id}.oembed.json").write_text(json.dumps(oembed(lesson, base), indent=1,
                                                                        ensure_ascii=False))
        (folder / f"{lesson_id}.html").write_text(page_html(page, lesson, values, base))
    (folder / "index.html").write_text(index_html(lessons, base))
    shutil.copy2(WEB / "embed.js", dist / "embed.js")


def is_link_preview(name: str) -> bool:
    """Whether a site file is a lesson's link-preview card (preview.py)."""
    return name.startswith("lessons/") and name.endswith(".png")


def offline_lesson_files(files: list[str], engine: list[str]) -> list[str]:
    """The files a lesson needs offline: all but the engine's (`engine`: site-relative files
    or folders: Pyodide, the wheel, the worker's modules), which a lesson never loads."""
    return [name for name in files
            if not any(name == part or name.startswith(part.rstrip("/") + "/") for part in engine)]
