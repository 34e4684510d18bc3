// Runs before anything else: picks the page's language, checks what the game needs, starts
// PyScript, registers the service worker that keeps the site for offline play (once the
// engine is ready), and puts up the start screen (made by the build, or remembered by the
// page) at first paint. Plain script, no modules, so that an old browser still reaches the
// message below instead of a blank page.
(function () {
  "use strict";
  var root = document.documentElement;
  var me = document.currentScript;
  // The few words needed before the UI runs, from web/ui/text.py (put in the page by the build).
  var TEXT = JSON.parse(document.getElementById("sab-text").textContent);

  function stored(key) {
    try { return window.localStorage.getItem(key); } catch (error) { return null; }  // storage may be off
  }

  function storedJSON(key) {
    try { return JSON.parse(stored(key) || "null"); } catch (error) { return null; }
  }

  // As text.pick_language: the saved choice, else the browser's languages, else English.
  function pickLanguage() {
    var wanted = [stored("saboteur-lang") || ""].concat(navigator.languages || [navigator.language || ""]);
    for (var i = 0; i < wanted.length; i++) {
      var base = String(wanted[i]).toLowerCase().split("-")[0];
      if (TEXT[base]) return base;
    }
    return "en";
  }
  var lang = pickLanguage();
  root.setAttribute("lang", lang);

  function say(key, values) {
    var words = TEXT[lang][key];
    for (var name in values || {}) words = words.replace("{" + name + "}", values[name]);
    return words;
  }

  function fail(what, message) {
    root.setAttribute("data-" + what, "failed");
    var show = function () {
      var box = document.getElementById("fatal");
      if (box && !box.textContent) box.textContent = message;
    };
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", show);
    else show();
  }
  window.sabFail = fail;

  var missing = [];
  if (typeof WebAssembly !== "object") missing.push("WebAssembly");
  if (typeof Worker !== "function") missing.push("Web Workers");
  if (missing.length) {
    root.setAttribute("data-ui", "failed");
    fail("engine", say("no_browser", {what: missing.join(" " + say("and_word") + " ")}));
    return;
  }

  // While the engine boots, an uncaught error can only come from loading it (a missing
  // file, a failed install): say so in the page instead of waiting for ever.
  function engineError(event) {
    if (root.getAttribute("data-engine") !== "loading") return;
    var error = event.reason || event.error || event.message;
    var detail = (error && error.message) || String(error || "unknown error");
    var status = document.getElementById("engine-status");
    if (status) status.textContent = say("engine_failed");
    fail("engine", say("engine_failed_detail", {detail: detail}));
  }
  window.addEventListener("error", engineError);
  window.addEventListener("unhandledrejection", engineError);

  // -- the start screen before MicroPython is up ------------------------------------------
  // Inputs and selects work by themselves; this keeps the language switch, the level menus
  // and a click on Start, Quick game or Resume (kept for ui/page.py, which takes the form as it finds it).
  // Adding and removing seats waits for the UI. Once page.py runs it sets window.sabLive.
  var first = window.sabFirst = {lang: lang, touched: false, pending: null, source: "template", save: false};

  function show(app) {
    var kind = first.save ? "save" : "fresh";
    // The start screen that page.py remembered (our own HTML: names and choices, no secrets),
    // if it was made by this release and in this language.
    var remembered = storedJSON("saboteur-start-html");
    if (remembered && remembered.app === root.getAttribute("data-app") && remembered.lang === lang &&
        typeof remembered[kind] === "string") {
      app.innerHTML = remembered[kind];
      first.source = "remembered";
    } else {
      app.innerHTML = document.getElementById("sab-start-" + lang + "-" + kind).innerHTML;
      first.source = "template";
    }
    var waiting = app.querySelectorAll("[data-cmd=add_seat], [data-cmd=remove_seat]");
    for (var i = 0; i < waiting.length; i++) {
      waiting[i].disabled = true;
      waiting[i].setAttribute("data-wait", "");
    }
    var status = document.getElementById("engine-status");
    if (status) status.textContent = say("engine_loading");
  }

  function fieldKey(field) {
    if (field.type === "checkbox") return "#" + field.id;  // the modules: one box a module, each with its id
    var seat = field.getAttribute("data-seat");
    return "[data-field=\"" + field.getAttribute("data-field") + "\"]" + (seat === null ? "" : "[data-seat=\"" + seat + "\"]");
  }

  // What the person changed, to carry over to the screen in another language.
  function changed(app) {
    var out = [];
    var fields = app.querySelectorAll("[data-field]");
    for (var i = 0; i < fields.length; i++) {
      var field = fields[i];
      if (field.getAttribute("data-field") === "lang") continue;
      var box = field.type === "checkbox";
      var moved = box ? field.checked !== field.defaultChecked
        : field.tagName === "SELECT" ? !field.options[field.selectedIndex].defaultSelected
        : field.value !== field.defaultValue;
      if (moved) out.push([fieldKey(field), box ? field.checked : field.value]);
    }
    return out;
  }

  function onChange(event) {
    if (window.sabLive) return;
    var field = event.target, app = document.getElementById("app");
    var name = field.getAttribute("data-field");
    if (name === "lang") {
      if (!TEXT[field.value]) return;
      try { window.localStorage.setItem("saboteur-lang", field.value); } catch (error) { /* not kept */ }
      var keep = changed(app);
      lang = first.lang = field.value;
      root.setAttribute("lang", lang);
      show(app);
      for (var i = 0; i < keep.length; i++) {
        var target = app.querySelector(keep[i][0]);
        if (target && typeof keep[i][1] === "boolean") target.checked = keep[i][1];
        else if (target) target.value = keep[i][1];
      }
      var kinds = app.querySelectorAll("[data-field=kind]");
      for (var k = 0; k < kinds.length; k++) levelFollows(kinds[k]);
      document.getElementById("lang").focus();
      return;
    }
    first.touched = true;
    if (name === "kind") levelFollows(field);
    if (name === "ruleset") optionsFollow(app, field.value);
  }

  // A game's own options (data-for="base", the games that have it) show only while one of them is chosen.
  function optionsFollow(app, ruleset) {
    var options = app.querySelectorAll("[data-for]");
    for (var i = 0; i < options.length; i++) {
      options[i].hidden = options[i].getAttribute("data-for").split(" ").indexOf(ruleset) < 0;
    }
  }

  function levelFollows(kind) {
    var row = kind.closest(".seat-row");
    var level = row && row.querySelector("label.level");
    if (level) level.hidden = kind.value === "human";
    // what the levels mean shows while some seat is a bot
    var help = document.getElementById("levels-help");
    if (!help) return;
    var kinds = document.querySelectorAll("#app [data-field=kind]"), bots = false;
    for (var i = 0; i < kinds.length; i++) bots = bots || kinds[i].value === "bot";
    help.hidden = !bots;
  }

  function onClick(event) {
    if (window.sabLive || first.pending) return;
    var button = event.target.closest && event.target.closest("[data-cmd=start], [data-cmd=quick_game], [data-cmd=resume]");
    if (!button) return;
    first.pending = button.getAttribute("data-cmd");
    button.textContent = say(first.pending === "resume" ? "resuming" : "starting");
  }

  window.sabFirstScreen = function () {
    var app = document.getElementById("app");
    var note = storedJSON("saboteur-save");  // the page's note of a saved game: Resume comes first
    first.save = !!(note && typeof note.round === "number");
    show(app);
    app.setAttribute("data-screen", "start");
    root.setAttribute("data-screen", "start");
    app.addEventListener("change", onChange);
    app.addEventListener("input", function () { if (!window.sabLive) first.touched = true; });
    app.addEventListener("click", onClick);
    performance.mark("sab-start-usable");
  };

  // PyScript reads each script type's config from the page's scripts when it starts, and a
  // module added here runs as soon as it arrives: started before the body's <script type="mpy">
  // was parsed, it fell back to its default interpreter, from a CDN. So it starts once the page
  // is parsed (a few milliseconds; its file is already on its way, preloaded).
  function startPyScript() {
    var core = document.createElement("script");
    core.type = "module";
    core.src = me.getAttribute("data-pyscript");
    document.head.appendChild(core);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", startPyScript);
  else startPyScript();

  // The engine's files, fetched from the page's first bytes: the worker asks for them only
  // once PyScript has started it, and then gets them from the browser's cache. Plain fetches,
  // as Pyodide makes them (a <link rel=preload> would warn that the page never used them).
  // Each body is read to its end, which keeps it, and dropped. Low priority: the first
  // screen's own files go first.
  function fetchForEngine(attribute) {
    JSON.parse(me.getAttribute(attribute) || "[]").forEach(function (url) {
      fetch(url, {credentials: "same-origin", priority: "low"}).then(function (response) {
        return response.body.pipeTo(new WritableStream());
      }).catch(function () { /* the worker's own request will say what went wrong */ });
    });
  }
  fetchForEngine("data-engine-files");
  // What the worker asks for only once Pyodide has booted (PyScript's bytecode): once the UI
  // is ready, so as not to queue beside the UI's own files.
  function whenRoot(attribute, value, then) {
    if (root.getAttribute(attribute) === value) return then();
    new MutationObserver(function (changes, observer) {
      if (root.getAttribute(attribute) !== value) return;
      observer.disconnect();
      then();
    }).observe(root, {attributes: true, attributeFilter: [attribute]});
  }
  whenRoot("data-ui", "ready", function () { fetchForEngine("data-engine-files-later"); });

  // The service worker waits until the engine is ready: its install fetches the whole
  // release, and on a first visit the browser's cache then hands it what the page has just
  // fetched (Pyodide's 9.6 MB among them) instead of a second download competing with the
  // engine's start (docs/site.md, "Offline and releases").
  function keepForOffline() {
    navigator.serviceWorker.register("./sw.js").then(function () {
      return navigator.serviceWorker.ready;
    }).then(function () {
      root.setAttribute("data-offline", "ready");
    }).catch(function (error) {
      root.setAttribute("data-offline", "unavailable");
      console.warn("saboteur: offline play is unavailable:", error && error.message);
    });
  }
  if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) whenRoot("data-engine", "ready", keepForOffline);
})();
