// Service worker: keeps this release of the site for offline play. build.py fills in the
// release hash and the file list. Caches are named by scope and release, so two copies of
// the site on one origin (sub-paths) never clash, and a new release drops the old cache.
const RELEASE = "{{RELEASE}}";
const FILES = ["{{FILES}}"];
// What a lesson needs (lessons/, the MicroPython UI, PyScript): all but the engine, which a
// lesson never loads. Installed from lesson pages only, the worker keeps just these; the rest
// joins the cache as the game fetches it.
const LESSON_FILES = ["{{LESSON_FILES}}"];
const PREFIX = "saboteur:" + self.registration.scope + ":";
const CACHE = PREFIX + RELEASE;
const RELEASE_URLS = new Set(FILES.map((name) => new URL(name, self.registration.scope).href));
const LESSONS = new URL("./lessons/", self.registration.scope).href;

function onlyLessons(clients) {
  return clients.length > 0 && clients.every((client) => client.url.startsWith(LESSONS));
}

// Older releases' caches go once this one is complete, still inside the install: installs of
// one scope run one after another, so no newer release can exist yet. (Deciding it at
// activation, by asking the registration for a newer worker, once left both caches in CI.)
function dropOlderReleases() {
  return caches.keys().then((keys) => Promise.all(
    keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))
  ));
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true })
      .then((clients) => caches.open(CACHE).then((cache) => cache.addAll(onlyLessons(clients) ? LESSON_FILES : FILES)))
      .then(dropOlderReleases)
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

// Read this release's cache without opening it: caches.open() would bring back a cache
// that a newer release has just deleted.
function cached(request) {
  return caches.match(request, { cacheName: CACHE, ignoreSearch: true });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // The page itself: the network first, so that a new release is seen at once.
    event.respondWith(
      fetch(request).catch(() => cached(request).then((hit) => hit || cached("./")))
    );
    return;
  }
  // Everything else has a release-specific name: the cache first; a file of the release
  // not cached yet (the engine, after a lessons-only install) is kept once fetched.
  event.respondWith(
    cached(request).then((hit) => hit || fetch(request).then((response) => {
      if (response.ok && RELEASE_URLS.has(request.url)) keep(request, response.clone());
      return response;
    }))
  );
});

function keep(request, response) {
  // only into this release's cache while it is there (opening it would bring back one deleted)
  caches.has(CACHE).then((there) => there && caches.open(CACHE).then((cache) => cache.put(request, response)));
}
