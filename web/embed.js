// Saboteur lessons in any page (docs/lessons.md section 5):
//
//   <script src="https://<the site>/embed.js" async></script>
//   <saboteur-lesson lesson="base-place-a-path" lang="en"><a href="...">Place a path card</a></saboteur-lesson>
//
// The element shows the lesson's picture (lessons/<id>.<lang>.svg, found beside this script) and a
// button; a click puts the live lesson in its place (an iframe of lessons/<id>.html), which
// then tells its height ({type: "saboteur-lesson-height", id, height}) and the frame follows.
// Every lesson of a page loads the same files from the same origin, so the browser's cache
// serves them once. Without scripts, the link inside the element is what the reader gets.
(function () {
  "use strict";
  if (!window.customElements || window.customElements.get("saboteur-lesson")) return;

  var script = document.currentScript;
  var site = new URL(".", script && script.src ? script.src : location.href);
  var WORDS = {
    en: { start: "Start the lesson", named: "Start the lesson: ", picture: "The starting position of the lesson: ", frame: "Saboteur lesson: " },
    fr: { start: "Commencer la leçon", named: "Commencer la leçon : ", picture: "La position de départ de la leçon : ", frame: "Leçon de Saboteur : " }
  };
  var STYLE =
    ":host { display: block; max-width: 720px; margin: 1em 0; }" +
    ".picture { display: block; width: 100%; height: auto; border-radius: 10px; cursor: pointer; }" +
    "button { display: block; margin: .5em auto 0; font: 600 1rem/1.2 system-ui, sans-serif; color: #1d1410;" +
    " background: #ffd25a; border: 2px solid #1d1410; border-radius: 8px; padding: .6em 1.4em; min-height: 44px;" +
    " cursor: pointer; }" +
    "button:focus-visible { outline: 3px solid #2f6fd6; outline-offset: 2px; }" +
    "iframe { display: block; width: 100%; border: 0; border-radius: 10px; background: #1d1410; }";
  var live = [];

  function pick(element) {
    var wanted = [element.getAttribute("lang") || ""].concat(navigator.languages || [navigator.language || ""]);
    for (var i = 0; i < wanted.length; i++) {
      var code = String(wanted[i]).toLowerCase().split("-")[0];
      if (WORDS[code]) return code;
    }
    return "en";
  }

  class SaboteurLesson extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      var id = this.getAttribute("lesson") || "";
      if (!/^[a-z0-9-]+$/.test(id)) return; // not a lesson id: leave the element's own content
      var lang = pick(this);
      var words = WORDS[lang];
      var title = (this.textContent || "").trim() || id;
      var shadow = this.attachShadow({ mode: "open" });
      var style = document.createElement("style");
      style.textContent = STYLE;
      var picture = document.createElement("img");
      picture.className = "picture";
      picture.src = new URL("lessons/" + id + "." + lang + ".svg", site).href;  // in the element's language
      picture.alt = words.picture + title;
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = words.start;
      button.setAttribute("aria-label", words.named + title);
      var start = this.start.bind(this, id, lang, title);
      button.addEventListener("click", start);
      picture.addEventListener("click", start);
      shadow.append(style, picture, button);
      this.setAttribute("data-state", "picture");
    }

    start(id, lang, title) {
      var shadow = this.shadowRoot;
      var picture = shadow.querySelector(".picture");
      var frame = document.createElement("iframe");
      var asked = this.getAttribute("lang");
      frame.src = new URL("lessons/" + id + ".html" + (asked ? "?lang=" + lang : ""), site).href;
      frame.title = WORDS[lang].frame + title;
      // the picture's height until the lesson tells its own, so that the page does not jump
      frame.style.height = Math.max(picture.getBoundingClientRect().height, 320) + "px";
      shadow.replaceChildren(shadow.querySelector("style"), frame);
      this.frame = frame;
      live.push(this);
      this.setAttribute("data-state", "live");
      frame.focus();
    }
  }

  window.addEventListener("message", function (event) {
    var data = event.data;
    if (event.origin !== site.origin || !data || data.type !== "saboteur-lesson-height") return;
    var height = Math.round(Number(data.height));
    if (!(height > 0)) return;
    live.forEach(function (element) {
      if (element.frame.contentWindow === event.source) {
        element.frame.style.height = height + "px";
        element.setAttribute("data-height", String(height));
      }
    });
  });

  window.customElements.define("saboteur-lesson", SaboteurLesson);
})();
