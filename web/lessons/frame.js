// The lesson page's part in being embedded (inlined in its head by web/lessons/site.py).
// In a frame, it tells the parent its height whenever that changes: as
// {type: "saboteur-lesson-height", id, height} for embed.js, and as WordPress's embed
// message {message: "height", value, secret} when the URL carries wp-embed's "#?secret=",
// also in answer to wp-embed's {message: "ready", secret}. At the top of a tab, it keeps the
// site for offline reading (the service worker; a frame leaves it to the embedding page's
// reader, who did not ask for the whole site). In a sandboxed frame without storage
// (WordPress's oEmbed frames: sandbox="allow-scripts"), the page gets a storage that forgets
// when it closes, so the lesson plays the same and keeps no progress, and PyScript's attempt
// at IndexedDB is not reported as an error to the reader's console. Framed, <html> gets
// data-framed="1".
(function () {
  var root = document.documentElement;
  if (!storageAllowed()) forgetfulStorage();
  var id = root.getAttribute("data-lesson") || (/([^/]+)\.html$/.exec(location.pathname) || [])[1];
  var found = /[#&?]secret=([A-Za-z0-9]{10})/.exec(location.hash);
  var secret = found ? found[1] : null;
  var framed = window.parent !== window;
  var sent = 0;

  function height() {
    var body = document.body;
    return body ? Math.ceil(Math.max(body.getBoundingClientRect().height, body.scrollHeight)) : 0;
  }

  function tell(always) {
    var value = height();
    if (!framed || !value || (value === sent && !always)) return;
    sent = value;
    window.parent.postMessage({ type: "saboteur-lesson-height", id: id, height: value }, "*");
    if (secret) window.parent.postMessage({ message: "height", value: value, secret: secret }, "*");
  }

  if (framed) {
    // for the page's own code: comparing windows there would read across origins, which throws
    root.setAttribute("data-framed", "1");
    window.addEventListener("message", function (event) {
      var data = event.data;
      if (event.source === window.parent && data && data.message === "ready" && data.secret === secret) tell(true);
    });
    document.addEventListener("DOMContentLoaded", function () {
      tell(true);
      if (window.ResizeObserver) new ResizeObserver(function () { tell(false); }).observe(document.body);
    });
    window.addEventListener("load", function () { tell(true); });
  }

  function storageAllowed() {
    try {
      return !!window.localStorage;
    } catch (refused) {
      return false;
    }
  }

  function forgetfulStorage() {
    var items = {};
    var storage = {
      getItem: function (key) { return Object.prototype.hasOwnProperty.call(items, key) ? items[key] : null; },
      setItem: function (key, value) { items[key] = String(value); },
      removeItem: function (key) { delete items[key]; },
      clear: function () { items = {}; },
      key: function (index) { return Object.keys(items)[index] || null; },
      get length() { return Object.keys(items).length; }
    };
    Object.defineProperty(window, "localStorage", { configurable: true, value: storage });
    window.addEventListener("unhandledrejection", function (event) {
      var reason = event.reason;
      if (reason && reason.name === "SecurityError" && /IDBFactory/.test(reason.message)) event.preventDefault();
    });
  }

  // once the lesson takes input: the worker's download of the lessons' files must not slow
  // the lesson's own start
  if (!framed && /^https?:$/.test(location.protocol)) {
    new MutationObserver(function (changes, observer) {
      if (root.getAttribute("data-ui") === "loading") return;
      observer.disconnect();
      try {
        if (navigator.serviceWorker) navigator.serviceWorker.register("../sw.js").catch(function () {});
      } catch (refused) {
        // storage refused to this page: it plays without keeping anything
      }
    }).observe(root, { attributes: true, attributeFilter: ["data-ui"] });
  }
})();
