/**
 * Service worker registration (spec §7): /admin/sw.js with scope /admin/ under the admin path,
 * else /sw.js; never on /website paths. The URL carries the build id so a new build installs a
 * new worker with a new cache name.
 */
import { isWebsitePath } from '@shiftdesk/shared/core';

/** A build id: the app version and the content hash of the main script index.html loaded. */
export function buildId(doc: Document = document): string {
  const main = [...doc.querySelectorAll<HTMLScriptElement>('script[src]')]
    .map((s) => s.getAttribute('src') ?? '')
    .find((src) => /\/main\.[0-9a-f]+\.js$/.test(src));
  const hash = main?.match(/main\.([0-9a-f]+)\.js$/)?.[1] ?? 'dev';
  const version = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0';
  return `${version}-${hash}`;
}

export function workerUrl(pathname: string, id: string): { url: string; scope: string } {
  const admin = pathname === '/admin' || pathname.startsWith('/admin/');
  return admin
    ? { url: `/admin/sw.js?v=${encodeURIComponent(id)}`, scope: '/admin/' }
    : { url: `/sw.js?v=${encodeURIComponent(id)}`, scope: '/' };
}

let pending: Promise<ServiceWorkerRegistration | undefined> | undefined;

/** Registers once per page; resolves to the ready registration, or undefined when unsupported. */
export function registerServiceWorker(pathname = location.pathname): Promise<ServiceWorkerRegistration | undefined> {
  if (isWebsitePath(pathname)) return Promise.resolve(undefined);
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(undefined);
  if (!pending) {
    const { url, scope } = workerUrl(pathname, buildId());
    pending = navigator.serviceWorker
      .register(url, { scope })
      .then(() => navigator.serviceWorker.ready)
      .catch((error) => {
        console.warn('[shiftdesk] service worker registration failed', error);
        pending = undefined;
        return undefined;
      });
  }
  return pending;
}
