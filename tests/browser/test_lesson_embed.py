"""Lessons embedded in another page (docs/lessons.md section 5): two `<saboteur-lesson>`
elements (embed.js) and an iframe on one page, then an iframe sandboxed without storage as
WordPress makes them. Each starts on a click or by itself, becomes live, sizes itself from
the lesson's height messages; the files the lessons share are fetched once; nothing of
Pyodide is fetched.

The page is served by a server of this test's own, which counts the requests it answers:
Playwright's request routing would turn the browser's cache off, and the cache is what
the lessons share."""

import collections
import functools
import threading

import build
import pytest

build.lesson_tools()  # web/ on the path: the lesson sources name the lessons
from lessons.source import lesson_files, lesson_id  # noqa: E402

SECRET = "abcdefghij"  # wp-embed's secret: ten letters or digits, after #?secret= in the frame's URL
READY = "html[data-ui='ready']"


def embedding_page(first, second, third):
    return f"""<!doctype html><html lang="en"><meta charset="utf-8"><title>A blog post</title><link rel="icon" href="data:,">
<script>
window.wpMessages = [];
addEventListener("message", (event) => {{ if (event.data && event.data.message) wpMessages.push(event.data); }});
</script>
<script src="./embed.js" async></script>
<p>A blog post with lessons in it.</p>
<saboteur-lesson id="one" lesson="{first}" lang="en"><a href="lessons/{first}.html">The first lesson</a></saboteur-lesson>
<saboteur-lesson id="two" lesson="{second}" lang="fr"><a href="lessons/{second}.html">La deuxième leçon</a></saboteur-lesson>
<iframe id="plain" src="lessons/{third}.html?lang=en" title="The third lesson" width="720" height="640"></iframe>
</html>"""


class CountingServer:
    """dist/ on 127.0.0.1 with build.py's headers, plus the embedding page; counts requests by path."""

    def __init__(self, page):
        counts = self.counts = collections.Counter()

        class Handler(build.QuietHandler):
            def do_GET(self):
                path = self.path.split("?")[0].split("#")[0]
                counts[path] += 1
                if path != "/blog.html":
                    return super().do_GET()
                body = page.encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self.server = build.Server(("127.0.0.1", 0), functools.partial(Handler, directory=str(build.DIST)))
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def shared(self):
        """Requests for the files every lesson page loads: PyScript, MicroPython, our code."""
        return {path: count for path, count in self.counts.items()
                if path.startswith(("/vendor/", "/app-"))}


@pytest.fixture
def lessons():
    ids = [lesson_id(path) for path in lesson_files(build.ROOT / "lessons")]
    assert len(ids) >= 4, "the test embeds four different lessons"
    return ids


@pytest.fixture
def blog(browser, lessons):
    """A page of the embedding site in a fresh context without request routing, with what it fetched."""
    server = CountingServer(embedding_page(*lessons[:3]))
    context = browser.new_context(viewport={"width": 1000, "height": 800}, locale="en-GB")
    page = context.new_page()
    errors, foreign = [], []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
    page.on("request", lambda request: None if request.url.startswith(("http://127.0.0.1:", "data:", "blob:"))
            else foreign.append(request.url))
    page.goto(server.url + "blog.html")
    yield page, server, errors
    context.close()
    server.server.shutdown()
    assert foreign == [], f"requests left 127.0.0.1: {foreign}"


def frame_height(frame):
    return frame.evaluate("Math.ceil(Math.max(document.body.getBoundingClientRect().height, document.body.scrollHeight))")


def assert_sized(page, element, frame):
    """The element's frame is as tall as the lesson's page inside it says it is."""
    for _ in range(100):
        told = page.get_attribute(element, "data-height")
        if told and int(told) == frame_height(frame):
            break
        page.wait_for_timeout(100)
    height = int(page.get_attribute(element, "data-height"))
    assert height == frame_height(frame) and height > 320
    assert abs(page.locator(f"{element} iframe").bounding_box()["height"] - height) <= 1


def play_one_step(frame):
    """A click that a lesson's first step answers: Next on a read step, a hand card on a move."""
    lesson = frame.locator("#lesson")
    if lesson.get_attribute("data-kind") == "read":
        step = lesson.get_attribute("data-step")
        frame.click("[data-cmd=next]")
        frame.wait_for_function(f"document.getElementById('lesson').getAttribute('data-step') !== '{step}'",
                                timeout=5_000)
    else:
        frame.click("[data-hand] >> nth=0")
        frame.wait_for_selector("[data-hand][aria-pressed=true], svg.maze g.target", timeout=5_000)


def lesson_frame(page, lesson):
    return next(frame for frame in page.frames if f"/lessons/{lesson}.html" in frame.url)


def test_embedded_lessons_start_on_a_click_size_themselves_and_share_their_files(blog, lessons):
    page, server, errors = blog
    first, second, third = lessons[:3]
    # The iframe snippet: the lesson plays by itself.
    page.frame_locator("#plain").locator(READY).wait_for(state="attached", timeout=30_000)
    # The embed.js snippet: a picture and a button, in the element's language, no lesson yet.
    for element, lesson, label, lang in (("#one", first, "Start the lesson", "en"),
                                         ("#two", second, "Commencer la leçon", "fr")):
        page.wait_for_selector(f"{element}[data-state='picture']", state="attached", timeout=10_000)
        picture = page.locator(f"{element} img")
        assert picture.get_attribute("src").endswith(f"/lessons/{lesson}.{lang}.svg")
        page.wait_for_function(f"document.querySelector('{element}').shadowRoot.querySelector('img').naturalWidth > 0")
        assert page.locator(f"{element} button").inner_text() == label
        assert page.locator(f"{element} iframe").count() == 0
    assert server.counts[f"/lessons/{first}.html"] == 0 and server.counts[f"/lessons/{first}.json"] == 0

    for element, lesson, lang in (("#one", first, "en"), ("#two", second, "fr")):
        page.click(f"{element} button")
        page.frame_locator(f"{element} iframe").locator(READY).wait_for(state="attached", timeout=30_000)
        frame = lesson_frame(page, lesson)
        assert frame.url.endswith(f"/lessons/{lesson}.html?lang={lang}")
        assert frame.evaluate("document.documentElement.lang") == lang
        assert frame.get_attribute("html", "data-framed") == "1"
        # The lesson told its height, and the element's frame took it (docs/lessons.md 5).
        assert_sized(page, element, frame)

    # Three lessons on one page, one fetch of each file they share.
    shared = server.shared()
    assert shared, "the lessons loaded nothing of the runtime"
    assert {path: count for path, count in shared.items() if count > 1} == {}
    for name in ("micropython.wasm", "lesson_main.py", "lesson.mpy", "core.js"):
        assert [path for path in shared if path.endswith("/" + name)], name
    # No engine: nothing of Pyodide, the engine's archive or the worker.
    assert [path for path in server.counts if "pyodide-" in path or path.endswith(("/engine.zip", "/worker.py"))] == []
    assert errors == []


def test_a_lesson_sandboxed_without_storage_plays_and_answers_wp_embed(blog, lessons):
    # WordPress puts a discovered oEmbed's iframe in sandbox="allow-scripts" (no storage, an
    # opaque origin), adds #?secret=... to its URL, and resizes it on {message: "height"}.
    page, server, errors = blog
    lesson = lessons[3]
    page.evaluate(f"""() => {{
        const frame = document.createElement("iframe");
        frame.id = "sandboxed";
        frame.setAttribute("sandbox", "allow-scripts");
        frame.setAttribute("data-secret", "{SECRET}");
        frame.src = "lessons/{lesson}.html#?secret={SECRET}";
        frame.width = 720;
        frame.height = 400;
        document.body.append(frame);
    }}""")
    # in sight: Chromium does not lay out a cross-origin frame off screen, so its size stands still
    page.locator("#sandboxed").scroll_into_view_if_needed()
    page.frame_locator("#sandboxed").locator(READY).wait_for(state="attached", timeout=30_000)
    frame = lesson_frame(page, lesson)
    page.wait_for_function(f"wpMessages.some((m) => m.message === 'height' && m.secret === '{SECRET}')",
                           timeout=10_000)
    for _ in range(100):  # the last height told is the page's height, once it has settled
        told = [m for m in page.evaluate("wpMessages") if m["secret"] == SECRET]
        if told[-1]["value"] == frame_height(frame):
            break
        page.wait_for_timeout(100)
    assert told[-1] == {"message": "height", "value": frame_height(frame), "secret": SECRET}
    # wp-embed's "ready" to the frame gets the height again
    before = len(told)
    page.evaluate(f"document.getElementById('sandboxed').contentWindow.postMessage("
                  f"{{message: 'ready', secret: '{SECRET}'}}, '*')")
    page.wait_for_function(f"wpMessages.filter((m) => m.secret === '{SECRET}').length > {before}", timeout=10_000)
    # It plays, keeping nothing (storage is refused) and saying no error.
    play_one_step(frame)
    assert frame.get_attribute("html", "data-framed") == "1"
    assert [path for path in server.counts if "pyodide-" in path or path.endswith("/engine.zip")] == []
    assert errors == []


def test_after_one_visit_a_lesson_plays_offline_with_only_a_lessons_files_kept(page, context, site_url, lessons):
    # docs/lessons.md section 5: the service worker, installed from a lesson, keeps what
    # lessons need and nothing of the engine (a lesson never loads it)
    lesson = lessons[0]
    page.goto(f"{site_url}lessons/{lesson}.html")
    page.wait_for_selector(READY, state="attached", timeout=30_000)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    kept = page.evaluate("""caches.keys().then((keys) => caches.open(keys[0]))
        .then((cache) => cache.keys()).then((requests) => requests.map((request) => new URL(request.url).pathname))""")
    assert f"/lessons/{lesson}.html" in kept and f"/lessons/{lessons[1]}.json" in kept and "/embed.js" in kept
    assert [path for path in kept if path.endswith("/micropython.wasm")]
    assert [path for path in kept if "/vendor/pyodide-" in path or path.endswith("/engine.zip")] == []
    context.set_offline(True)
    page.goto(f"{site_url}lessons/{lessons[1]}.html?lang=fr")
    page.wait_for_selector(READY, state="attached", timeout=30_000)
    assert page.evaluate("document.documentElement.lang") == "fr"
    play_one_step(page.main_frame)


def test_the_index_gives_each_lessons_snippets_with_this_sites_address_and_copies_them(page, context, site_url,
                                                                                          lessons):
    # docs/lessons.md section 5: the index's snippets, made absolute from the index's own address
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(f"{site_url}lessons/index.html?lang=fr")
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.locator("li.lesson:visible").count() == len(lessons)
    # issue 45's must-hold: touch targets at least 44 px (the links to the game and the other language)
    heights = page.eval_on_selector_all(".l10n:not([hidden]) nav a, button[data-copy]",
                                        "els => els.filter(e => e.offsetParent).map(e => e.getBoundingClientRect().height)")
    assert heights and min(heights) >= 44, heights
    lesson = lessons[1]
    page.click(f"#{lesson}-fr summary")
    script = page.inner_text(f"#script-fr-{lesson}")
    assert script == (f'<script src="{site_url}embed.js" async></script>\n'
                      f'<saboteur-lesson lesson="{lesson}" lang="fr"><a href="{site_url}lessons/{lesson}.html?lang=fr">'
                      f'{page.inner_text(f"#{lesson}-fr h3")}</a></saboteur-lesson>')
    # built without SABOTEUR_SITE_URL (as the tests' site is): no oEmbed, and the index says why
    # instead of offering an address that would embed as a bare link (issue 45, fault 6)
    assert "SABOTEUR_SITE_URL" in page.inner_text(f"#oembed-fr-{lesson}")
    assert page.locator(f"code#oembed-fr-{lesson}").count() == 0
    page.click(f"button[data-copy='iframe-fr-{lesson}']")
    assert page.evaluate("navigator.clipboard.readText()") == page.inner_text(f"#iframe-fr-{lesson}")
    assert f'src="{site_url}lessons/{lesson}.html?lang=fr"' in page.inner_text(f"#iframe-fr-{lesson}")
    assert page.inner_text(f"button[data-copy='iframe-fr-{lesson}']") == "Copié"


def heights_in_both(frame):
    """The page's height in the language it shows, then in the other one, switched by its own
    menu (the lesson redraws in place, its step and hints kept; the clicks that play it name
    no words, so it plays on in either)."""
    heights = [frame.evaluate("Math.ceil(document.documentElement.scrollHeight)")]
    other = "fr" if frame.evaluate("document.documentElement.lang") == "en" else "en"
    frame.select_option("#lang", other)
    frame.wait_for_function(f"document.documentElement.lang === '{other}'", timeout=10_000)
    return heights + [frame.evaluate("Math.ceil(document.documentElement.scrollHeight)")]


def play_through_measuring(frame, lesson):
    """Play the baked `lesson` to its end in `frame` by the page's own buttons, every hint of
    each step shown first; the page's height in both languages at each step and at the end."""
    from ui.interaction import ANSWERS, target_of

    heights = []
    mark = "document.getElementById('lesson').getAttribute"
    for number, step in enumerate(lesson["steps"]):
        frame.wait_for_function(f"{mark}('data-step') === '{number}' && {mark}('data-busy') !== '1'", timeout=10_000)
        for _ in step["hints"]:
            frame.dispatch_event("[data-cmd=hint]", "click")
        heights += heights_in_both(frame)
        if step["question"]:
            frame.dispatch_event(f"[data-cmd=guess][data-seat='{step['question']['answer']}']", "click")
            continue
        if step["goal"]["kind"] == "read":
            frame.dispatch_event("[data-cmd=next]", "click")
            continue
        right = next(outcome["action"] for outcome in step["outcomes"].values() if outcome["right"])
        target = f"[data-target='{target_of(right)['id']}']"
        hand = lesson["views"][step["view"]]["hand"]
        # at once: a Lost Mines dwarf's step or Stop too, and La mine se rebelle's steps and a web cut mid-move
        if right["kind"] in ("keep_gold", "steal", "step", "stop", "move_to", "cut_web"):
            frame.dispatch_event(target, "click")
            continue
        if right["kind"] in ANSWERS:  # a veto, a toll, the discard kept: chosen, then confirmed
            frame.dispatch_event(target, "click")
            frame.dispatch_event(target, "click")
            continue
        cards = right.get("cards") or [right["card"]]
        frame.dispatch_event(f"[data-hand='{hand.index(cards[0])}']", "click")
        if right["kind"] == "recruit":
            frame.dispatch_event("[data-cmd=recruit]", "click")
        if right["kind"] == "goal_swap":  # the two goals taken, then swapped or not
            for at in (right["at"], right["to"]):
                frame.dispatch_event(f"[data-target='at:{at[0]},{at[1]}']", "click")
        if right["kind"] in ("pass", "pass_cards", "discard_two", "discard"):
            frame.dispatch_event("[data-cmd=discard]", "click")
            for card in cards[1:]:
                frame.dispatch_event(f"[data-hand='{max(i for i, c in enumerate(hand) if c == card)}']", "click")
            if right["kind"] == "discard_two":
                frame.dispatch_event(target, "click")
            frame.dispatch_event("[data-cmd=confirm]", "click")
            continue
        if right.get("turned"):
            frame.dispatch_event("[data-cmd=turn]", "click")
        frame.dispatch_event(target, "click")  # chosen, then confirmed
        frame.dispatch_event(target, "click")
    frame.wait_for_function(f"{mark}('data-kind') === 'end'", timeout=10_000)
    heights += heights_in_both(frame)
    return heights


def test_the_index_iframe_snippet_holds_every_lesson_whole(browser, site_url, lessons):
    # Issue 45, fault 7: the index's iframe snippet (720x640) cut the lesson off, which is
    # 1010 px tall at 720 px wide. Nothing resizes a plain iframe, so the snippet's height must
    # hold every step of every lesson, each hint shown, as framed (the maze's room does not
    # grow with the frame's height: web/lesson_main.py), in English and in French. Each
    # lesson is played once, measured at each step in both languages (switched by its menu);
    # every other lesson's snippet is the French one, so that both snippets are opened.
    import json

    from lessons import site

    context = browser.new_context(viewport={"width": 1000, "height": 800}, locale="en-GB", reduced_motion="reduce")
    page = context.new_page()
    page.goto(f"{site_url}lessons/index.html")  # the blog: any page of the site's origin holds the frame
    too_tall = {}
    for number, lesson_id in enumerate(lessons):
        lang = ("en", "fr")[number % 2]
        lesson = json.loads((build.DIST / "lessons" / f"{lesson_id}.json").read_text())
        snippet = site.iframe_snippet("A lesson", f"{site_url}lessons/{lesson_id}.html?lang={lang}")
        page.evaluate("(html) => { document.body.innerHTML = html; }", snippet.replace("<iframe ", '<iframe id="snippet" '))
        page.frame_locator("#snippet").locator(READY).wait_for(state="attached", timeout=30_000)
        frame = page.query_selector("#snippet").content_frame()
        assert frame.get_attribute("html", "data-framed") == "1"
        assert frame.evaluate("document.documentElement.lang") == lang
        inner = frame.evaluate("innerHeight")
        assert (frame.evaluate("innerWidth"), inner) == (site.FRAME_WIDTH, site.FRAME_HEIGHT)
        heights = play_through_measuring(frame, lesson)
        if max(heights) > inner:
            too_tall[lesson_id] = heights
    context.close()
    assert too_tall == {}


def test_a_lessons_address_pasted_in_a_blog_that_embeds_links_becomes_the_live_lesson(browser, tmp_path, serve_site,
                                                                                     lessons):
    # Issue 45, fault 6 and what to build 8: the oEmbed snippet as the index shows it (a site
    # built with SABOTEUR_SITE_URL, docs/lessons.md section 5) works on a blog. The blog reads
    # the pasted page without scripts, follows its oEmbed link and puts the JSON's `html` into
    # its own page (another origin) as it is; the lesson there goes live.
    import html
    import json
    import os
    import re
    from urllib.request import urlopen

    from lessons import page_build, site

    dist = build.DIST
    release = json.loads((dist / "release.json").read_text())
    folder = tmp_path / "site"
    (folder / "lessons").mkdir(parents=True)
    for name in os.listdir(dist):  # the site's files, but what the lessons' part writes
        if name not in ("lessons", "embed.js"):
            os.symlink(dist / name, folder / name)
    for path in (dist / "lessons").glob("*.json"):
        if not path.name.endswith(".oembed.json"):
            os.symlink(path, folder / "lessons" / path.name)
    url = serve_site("/", folder)
    baked = [json.loads((dist / "lessons" / f"{lesson_id}.json").read_text()) for lesson_id in lessons]
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SABOTEUR_SITE_URL", url)
        site.build(folder, baked, page_build.shared_values(folder, release["app"], release))
    lesson = lessons[2]
    address = f"{url}lessons/{lesson}.html"
    index = urlopen(f"{url}lessons/index.html").read().decode()
    assert f'<code id="oembed-en-{lesson}" data-urls="[]">{html.escape(address)}</code>' in index
    pasted = urlopen(address).read().decode()
    link = re.search(r'<link rel="alternate" type="application/json\+oembed" href="([^"]+)"', pasted).group(1)
    data = json.loads(urlopen(html.unescape(link)).read())
    blog = tmp_path / "blog"
    blog.mkdir()
    (blog / "post.html").write_text('<!doctype html><html lang="en"><meta charset="utf-8"><title>A post</title>'
                                    f'<link rel="icon" href="data:,"><p>A lesson:</p>{data["html"]}</html>')
    blog_url = serve_site("/", blog)
    assert blog_url != url  # another origin, as a blog is
    context = browser.new_context(viewport={"width": 1000, "height": 800}, locale="en-GB")
    page = context.new_page()
    page.goto(f"{blog_url}post.html")
    page.frame_locator("iframe").locator(READY).wait_for(state="attached", timeout=30_000)
    frame = page.query_selector("iframe").content_frame()
    assert frame.url == address and frame.get_attribute("html", "data-framed") == "1"
    play_one_step(frame)
    context.close()
