/* global self, caches */
/*
 * The game environment's service worker (docs/offline-play.md). It keeps the app shell (the page
 * and the built chunks the page hands it) and the courses the player app reads, so /game/ opens
 * and plays a round without the network. API calls other than courses always go to the network:
 * the player's own data stays in the page's per-player IndexedDB store, never in a shared cache.
 */
const SHELL = 'golf-game-shell-v1';
const COURSES = 'golf-game-courses-v1';
const SHELL_PAGE = '/game/';
// A module script is asked for with an Origin header that the kept copy was not: the server's
// `Vary` would make every kept chunk miss, so a cold start without the network found none.
const MATCH = { ignoreVary: true };

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      // The server answers a game path with the page only when HTML is asked for (its SPA fallback).
      .then((cache) => cache.add(new Request(SHELL_PAGE, { headers: { accept: 'text/html' } })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL && k !== COURSES).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The page lists the chunks it loaded (and the offline screen's): kept for the next visit without network.
// The reply on the message's port says they are all kept, so the page knows it can start without network.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-shell' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url) => new URL(url).origin === self.location.origin);
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => Promise.all(urls.map((url) => cache.add(url).catch(() => undefined))))
      .then(() => event.ports[0]?.postMessage({ type: 'shell-kept' })),
  );
});

async function networkFirst(request, cacheName, fallbackUrl) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(fallbackUrl ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(fallbackUrl ?? request, MATCH);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(request, MATCH);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname.startsWith('/game')) {
    // Every screen of the game environment is the same page (client-side routing).
    event.respondWith(networkFirst(request, SHELL, SHELL_PAGE));
  } else if (url.pathname.startsWith('/assets/')) {
    // Fingerprinted: a name never changes content.
    event.respondWith(cacheFirst(request));
  } else if (/^\/api\/v1\/courses(\/\d+)?$/.test(url.pathname)) {
    event.respondWith(networkFirst(request, COURSES));
  }
});
