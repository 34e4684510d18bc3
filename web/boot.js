// Runs before anything else: checks what the game needs, starts PyScript, registers the
// service worker that keeps the site for offline play. Plain script, no modules, so that
// an old browser still reaches the message below instead of a blank page.
(function () {
  "use strict";
  var root = document.documentElement;
  var me = document.currentScript;

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
    fail("engine", "Sorry, this browser cannot run the game: it lacks " + missing.join(" and ") +
      ". Please open it in an up-to-date Firefox, Chrome, Edge or Safari.");
    return;
  }

  // While the engine boots, an uncaught error can only come from loading it (a missing
  // file, a failed install): say so in the page instead of waiting for ever.
  function engineError(event) {
    if (root.getAttribute("data-engine") !== "loading") return;
    var error = event.reason || event.error || event.message;
    var detail = (error && error.message) || String(error || "unknown error");
    var status = document.getElementById("engine-status");
    if (status) status.textContent = "The game engine could not start.";
    fail("engine", "The game engine could not start (" + detail + "). Reload the page to try again; " +
      "if it keeps failing, try another browser.");
  }
  window.addEventListener("error", engineError);
  window.addEventListener("unhandledrejection", engineError);

  var core = document.createElement("script");
  core.type = "module";
  core.src = me.getAttribute("data-pyscript");
  document.head.appendChild(core);

  if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) {
    navigator.serviceWorker.register("./sw.js").then(function () {
      return navigator.serviceWorker.ready;
    }).then(function () {
      root.setAttribute("data-offline", "ready");
    }).catch(function (error) {
      root.setAttribute("data-offline", "unavailable");
      console.warn("saboteur: offline play is unavailable:", error && error.message);
    });
  }
})();
