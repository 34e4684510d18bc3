// Service worker: keeps this release of the site for offline play. build.py fills in the
// release hash and the file list. Caches are named by scope and release, so two copies of
// the site on one origin (sub-paths) never clash, and a new release drops the old cache.
const RELEASE = "{{RELEASE}}";
const FILES = ["{{FILES}}"];
const PREFIX = "saboteur:" + self.registration.scope + ":";
const CACHE = PREFIX + RELEASE;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))
      ))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // The page itself: the network first, so that a new release is seen at once.
    event.respondWith(
      fetch(request).catch(() =>
        caches.open(CACHE).then((cache) => cache.match(request, { ignoreSearch: true })
          .then((hit) => hit || cache.match("./")))
      )
    );
    return;
  }
  // Everything else has a release-specific name: the cache first.
  event.respondWith(
    caches.open(CACHE).then((cache) => cache.match(request, { ignoreSearch: true }))
      .then((hit) => hit || fetch(request))
  );
});
