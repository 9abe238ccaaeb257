/*
 * Shiftdesk service worker (spec §7), registered at /admin/sw.js?v=<build id> with scope /admin/.
 * - install: precache /admin/index.html and the hashed assets it references, in a cache named
 *   after the build id; activate: delete the caches of other builds;
 * - navigations: network first, the cached index.html when offline;
 * - hashed /admin/*.js|css: cache first; /backend/ and /admin/api/ are never cached;
 * - push: show the notice of the payload (spec §3 notification payload);
 * - notificationclick: focus an open /admin/ tab and navigate it to data.url, or open one.
 */
/* eslint-disable no-restricted-globals */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const PREFIX = 'shiftdesk-shell-';
const CACHE = PREFIX + VERSION;
const SCOPE = new URL(self.registration ? self.registration.scope : `${self.location.origin}/admin/`).pathname;
const INDEX = `${SCOPE}index.html`;
const ICON = '/admin/icons/icon-128.png';
const BADGE = '/admin/icons/badge-48.png';
const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;

function assetsOf(html) {
  const urls = new Set();
  for (const m of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
    const url = new URL(m[1], self.location.origin);
    if (url.origin === self.location.origin && HASHED.test(url.pathname)) urls.add(url.pathname);
  }
  return [...urls];
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        const res = await fetch(INDEX, { cache: 'no-cache' });
        if (res.ok) {
          const html = await res.clone().text();
          await cache.put(INDEX, res);
          await Promise.all(assetsOf(html).map((url) => cache.add(url).catch(() => undefined)));
        }
      } catch (_e) {
        // Offline at install: the runtime caching below fills the cache later.
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

function neverCache(url) {
  return url.pathname.startsWith('/backend/') || url.pathname.startsWith('/admin/api/');
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin || neverCache(url)) return;
  if (req.mode === 'navigate') {
    if (!url.pathname.startsWith(SCOPE) || url.pathname.startsWith('/admin/website')) return;
    event.respondWith(
      (async () => {
        try {
          const res = await fetch(req);
          if (res.ok && (res.headers.get('content-type') || '').includes('text/html')) {
            const cache = await caches.open(CACHE);
            await cache.put(INDEX, res.clone());
          }
          return res;
        } catch (_e) {
          const cached = await caches.match(INDEX);
          return cached || Response.error();
        }
      })(),
    );
    return;
  }
  if (url.pathname.startsWith('/admin/') && HASHED.test(url.pathname)) {
    event.respondWith(
      (async () => {
        const cache = await caches.open(CACHE);
        const hit = await cache.match(req);
        if (hit) return hit;
        const res = await fetch(req);
        if (res.ok) cache.put(req, res.clone()).catch(() => undefined);
        return res;
      })(),
    );
  }
});

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch (_e) {
    payload = { title: 'Shiftdesk', body: event.data ? event.data.text() : '' };
  }
  const data = Object.assign({}, payload.data || {});
  if (payload.url && !data.url) data.url = payload.url;
  if (!data.url) data.url = SCOPE;
  const options = {
    body: payload.body || '',
    icon: payload.icon || ICON,
    badge: payload.badge || BADGE,
    tag: payload.tag != null ? String(payload.tag) : payload.id != null ? `notice-${payload.id}` : undefined,
    requireInteraction: Boolean(payload.requireInteraction),
    silent: Boolean(payload.silent),
    data,
  };
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(payload.title || 'Shiftdesk', options);
      const timeout = Number(payload.timeout);
      if (timeout > 0 && !options.requireInteraction && options.tag) {
        await new Promise((r) => setTimeout(r, Math.min(timeout, 60000)));
        const list = await self.registration.getNotifications({ tag: options.tag });
        for (const n of list) n.close();
      }
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const raw = event.notification.data?.url || SCOPE;
  const target = new URL(raw, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const all = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = all.find((c) => new URL(c.url).pathname.startsWith(SCOPE));
      if (tab) {
        await tab.focus();
        if ('navigate' in tab) {
          try {
            await tab.navigate(target);
            return;
          } catch (_e) {
            // uncontrolled client: fall through to a message
          }
        }
        tab.postMessage({ type: 'navigate', url: target });
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
