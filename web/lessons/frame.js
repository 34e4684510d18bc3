// The lesson page's part in being embedded (inlined in its head by web/lessons/site.py).
// In a frame, it tells the parent its height whenever that changes: as
// {type: "saboteur-lesson-height", id, height} for embed.js, and as WordPress's embed
// message {message: "height", value, secret} when the URL carries wp-embed's "#?secret=",
// also in answer to wp-embed's {message: "ready", secret}. At the top of a tab, it keeps the
// site for offline reading (the service worker; a frame leaves it to the embedding page's
// reader, who did not ask for the whole site). Any of it may be refused (a sandboxed frame
// without storage): then the lesson still plays, and nothing is said.
(function () {
  var root = document.documentElement;
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

  if (!framed && /^https?:$/.test(location.protocol)) {
    try {
      if (navigator.serviceWorker) navigator.serviceWorker.register("../sw.js").catch(function () {});
    } catch (refused) {
      // storage refused to this page: it plays without keeping anything
    }
  }
})();
