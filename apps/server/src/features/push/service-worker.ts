/**
 * The service worker's text (served at /sw.js by routes.ts), one per release: a changed text is how the
 * browser learns of a new release. What it does:
 * - Pages (navigations) always come from the network, so no shell goes stale; offline, the kept
 *   offline page with its "Try again" link answers instead of the browser's error.
 * - Hashed build files (/assets/, which never change) are kept per release, cache first, so an installed
 *   app starts fast and a tab still running the last release finds its chunks; a new release's worker
 *   drops the last release's files once it takes over.
 * - Never kept: the API (private answers), /storage (files behind signed URLs), anything not GET,
 *   anything of another origin. Those go straight to the network.
 * - A new release waits until the page asks it to take over (the "Update available" prompt), so a
 *   running tab never mixes releases.
 * - Push: shows the notification (the payload carries a same-site path), tells open tabs, and opens or
 *   focuses the app on a click. When the push service replaces the subscription
 *   ('pushsubscriptionchange'), the new one (or one made again with the old one's key) is handed to the
 *   server, proven by the old one's endpoint and secret (POST /api/v1/push/devices/renew).
 */
export function serviceWorkerSource(release: string, productName: string): string {
  return `// ${JSON.stringify(productName)} service worker, release ${release}
'use strict';
const RELEASE = ${JSON.stringify(release)};
const PRODUCT = ${JSON.stringify(productName)};
const SHELL = 'mb-shell-' + RELEASE;
const ASSETS = 'mb-assets-' + RELEASE;
const OFFLINE = '/offline.html';
const ICON = '/icons/icon-192.png';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((c) => c.addAll([OFFLINE, ICON])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== SHELL && key !== ASSETS) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/storage/') || url.pathname.startsWith('/pushbox/')) return;
  if (url.pathname === ICON) {
    event.respondWith(caches.match(ICON, { cacheName: SHELL }).then((hit) => hit || fetch(req)));
    return;
  }
  if (req.mode === 'navigate') {
    event.respondWith(fetch(req).catch(async () => (await caches.match(OFFLINE, { cacheName: SHELL })) || Response.error()));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      (async () => {
        const cache = await caches.open(ASSETS);
        const hit = await cache.match(req);
        if (hit) return hit;
        const res = await fetch(req);
        if (res.ok && res.type === 'basic') cache.put(req, res.clone()).catch(() => {});
        return res;
      })(),
    );
  }
});

const samePath = (u) => (typeof u === 'string' && /^\\/(?![\\/\\\\])[^\\u0000-\\u001f\\\\]*$/.test(u) ? u : '/dashboard');

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : PRODUCT;
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    tag: typeof data.tag === 'string' ? data.tag : undefined,
    icon: ICON,
    badge: ICON,
    data: { url: samePath(data.url), type: data.type },
  };
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(title, options);
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const tab of tabs) tab.postMessage({ type: 'push-shown', title, tag: options.tag });
    })(),
  );
});

self.addEventListener('pushsubscriptionchange', (event) => {
  const old = event.oldSubscription;
  if (!old) return; // nothing to prove the device with: the app subscribes again when the member opens it
  event.waitUntil(
    (async () => {
      const key = old.options && old.options.applicationServerKey;
      const next = event.newSubscription || (key ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
      if (!next) return;
      const was = old.toJSON();
      const now = next.toJSON();
      await fetch('/api/v1/push/devices/renew', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ old_endpoint: was.endpoint, old_auth: was.keys.auth, endpoint: now.endpoint, keys: { p256dh: now.keys.p256dh, auth: now.keys.auth } }),
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = samePath(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const tab of tabs) {
        if (new URL(tab.url).origin !== self.location.origin) continue;
        await tab.focus();
        return tab.navigate ? tab.navigate(url) : undefined;
      }
      return self.clients.openWindow(url);
    })(),
  );
});
`;
}
