/**
 * Menu `component` path → React component (ARCHITECTURE §3):
 * - host-owned paths resolve locally (lazy chunks of the host);
 * - `<remote>/<rest>` → `loadRemote('<remote>/<rest>')`, lazily, cached per path; when the
 *   remote's manifest was read and does not list the page, the "page not in the module" view
 *   (the remote is there, the page is not: no retry, no outage report);
 * - anything else → the "page not available" view (never a blank screen).
 * Every page is wrapped in an error boundary with "retry", which re-creates the lazy import.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { type ComponentType, type LazyExoticComponent, lazy, useCallback, useLayoutEffect, useState } from 'react';
import { RemoteRetryContext } from '../remotes/RemoteUnavailable';
import { reloadRemote, remotesReady } from '../remotes/registry';
import { sharedStore, trace } from '@shiftdesk/shared/core';
import { exposedPagesAtom } from '../remotes/exposes';
import { missingPageModule } from '../remotes/runtimePlugin';
import { classifyComponent, type HostPagePath, type Resolution } from './classify';
import { PageErrorBoundary } from './PageErrorBoundary';
import { reportRemoteError } from '../remotes/errorReport';

type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

export const HOST_PAGES: Record<HostPagePath, Loader> = {
  'home/index': () => import('../pages/home'),
  'personal/index': () => import('../pages/personal'),
  'signature/index': () => import('../pages/signature'),
  'layout/routerView/parent': () => import('../pages/routerView/parent'),
  'layout/routerView/link': () => import('../pages/routerView/link'),
  'layout/routerView/iframes': () => import('../pages/routerView/iframes'),
};

export { classifyComponent, type Resolution } from './classify';

/**
 * The longest a remote page may take to load (manifest, entry, chunks) before the page shows
 * the "unavailable" view with Retry. The manifest fetch gives up sooner (runtimePlugin.ts); this
 * also bounds a remote whose manifest answers but whose scripts hang (the remote's own chunk
 * loader would wait 120 s).
 */
export const REMOTE_PAGE_TIMEOUT_MS = 20_000;

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms / 1000} s`)), ms);
    p.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

const lazyCache = new Map<string, LazyExoticComponent<ComponentType>>();

function loaderFor(resolution: Resolution): Loader {
  switch (resolution.kind) {
    case 'host':
      return HOST_PAGES[resolution.path];
    case 'remote':
      return async () => {
        await remotesReady;
        const exposed = sharedStore.get(exposedPagesAtom)?.[resolution.remote];
        if (Array.isArray(exposed) && !exposed.includes(resolution.module)) return missingPageModule(resolution.remote, resolution.module);
        const mod = await withTimeout(loadRemote<PageModule>(resolution.path), REMOTE_PAGE_TIMEOUT_MS, `Remote module "${resolution.path}"`);
        if (!mod || (typeof mod.default !== 'function' && typeof mod.default !== 'object')) {
          throw new Error(`Remote module "${resolution.path}" has no default export`);
        }
        return mod;
      };
    default:
      return () => import('../pages/pageNotAvailable');
  }
}

/** The lazy component of a path (cached; `fresh` drops the cache first). */
export function lazyPage(component: string, fresh = false): LazyExoticComponent<ComponentType> {
  const resolution = classifyComponent(component);
  if (fresh) lazyCache.delete(resolution.path);
  let page = lazyCache.get(resolution.path);
  if (!page) {
    page = lazy(loaderFor(resolution));
    lazyCache.set(resolution.path, page);
  }
  return page;
}

export function clearPageCache(): void {
  lazyCache.clear();
}

/** Renders the page of a menu component path inside its error boundary. */
export function ResolvedPage({ component }: { component: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(component, false);
  useLayoutEffect(() => {
    trace(`page mounted: ${component} (try ${attempt})`);
    return () => trace(`page unmounted: ${component}`);
  }, [component, attempt]);
  const retry = useCallback(() => {
    const r = classifyComponent(component);
    if (r.kind === 'remote') reloadRemote(r.remote);
    lazyPage(component, true);
    setAttempt((a) => a + 1);
  }, [component]);
  const onError = useCallback(
    (error: Error) => {
      const r = classifyComponent(component);
      if (r.kind === 'remote') reportRemoteError(r.remote, error);
    },
    [component],
  );
  return (
    <RemoteRetryContext.Provider value={retry}>
      <PageErrorBoundary key={attempt} onRetry={retry} onError={onError}>
        <Page />
      </PageErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
