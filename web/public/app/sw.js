// The field app's service worker: keeps the app shell (its page and built assets) so the
// app opens without a network. Server data (/portal/api, /api) always goes to the network;
// what the person does offline waits in the app's own queue (src/field/queue.ts).
const CACHE = 'caretaker-app-shell-v2';
const SHELL = '/app/';

/**
 * Keeps the page and everything it names (scripts, styles, manifest), so a reload without
 * a network works even when the page was fetched before this worker controlled it.
 */
async function keepShell(cache, response) {
  const html = await response.clone().text();
  await cache.put(SHELL, response);
  const names = [...html.matchAll(/(?:src|href)="(\/(?:assets|app)\/[^"?#]+|\/favicon\.svg)"/g)].map((m) => m[1]);
  await Promise.all(
    names.map(async (name) => {
      if (!(await cache.match(name))) await cache.add(name).catch(() => undefined);
    }),
  );
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => fetch(SHELL).then((response) => (response.ok ? keepShell(cache, response) : undefined))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/portal/api/') || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // Only the app's own pages: an invite link or a portal page opened on this phone goes
    // to the server as it is, and its answer is never kept as the app shell.
    if (url.pathname !== '/app' && !url.pathname.startsWith('/app/')) return;
    // The page: fresh when online (a new build), the kept one when not.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => keepShell(cache, copy)));
          }
          return response;
        })
        .catch(() => caches.match(SHELL).then((kept) => kept ?? Response.error())),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/app/') || url.pathname === '/favicon.svg') {
    // Built assets carry their hash in the name: once kept, always right.
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
