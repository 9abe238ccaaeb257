/**
 * The routed view with keep-alive (React `<Activity>`): every open tab whose route has
 * meta.isKeepAlive (and /home) stays mounted while hidden, so its state (a typed-in filter, a
 * scroll position, an open form) survives a tab switch. One instance per path: tabs of the same
 * path with different queries share it (the page sees the query of the tab in front).
 * - each kept page renders with its own frozen location, so a hidden page never reacts to the
 *   location of the page in front;
 * - "refresh" bumps the path's counter → the page remounts;
 * - closing the last tab of a path unmounts its page;
 * - Esc leaves the current-tab full screen (the layout hides the chrome and shows the close
 *   control; it also plays the page-switch animation on the view around this outlet).
 * `animate` plays themeConfig.animation per page instead (for hosts without their own).
 */
import Spin from 'antd/es/spin';
import { useAtom, useAtomValue } from 'jotai';
import { trace } from '@shiftdesk/shared/core';
import { Activity, type ReactNode, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import {
  type Location,
  type NavigationType,
  UNSAFE_LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router-dom';
import { normalizePath } from '../../router/guard';
import { findRoute } from '../../router/menuRoutes';
import * as styles from './index.module.css';
import { FULL_PAGE_PATHS, refreshAtom, tagsViewFullAtom, useLayoutRoutes, useTagsTheme } from './state';
import { useTagsSync } from './useTags';

interface Kept {
  element: ReactNode;
  location: Location;
  navigationType: NavigationType;
}

const ANIMATIONS: Record<string, string | undefined> = {
  'slide-right': styles.slideRight,
  'slide-left': styles.slideLeft,
  opacitys: styles.opacitys,
};

/** Shown while a page (or a part of it) loads; traced, since a page that suspends again hides its form. */
function PageFallback() {
  useLayoutEffect(() => {
    trace(`page fallback shown at ${window.location.pathname}`);
    return () => trace('page fallback gone');
  }, []);
  return <Spin size="large" className={styles.pageSpin} />;
}
const pageFallback = <PageFallback />;

export function KeepAliveOutlet({ animate = false }: { animate?: boolean }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const routes = useLayoutRoutes();
  const theme = useTagsTheme();
  const tags = useTagsSync(routes, theme);
  const refresh = useAtomValue(refreshAtom);
  const [full, setFull] = useAtom(tagsViewFullAtom);
  const kept = useRef(new Map<string, Kept>());

  const path = normalizePath(location.pathname);
  const route = findRoute(routes, path);
  const keepAlive =
    !!route &&
    !route.redirect &&
    !FULL_PAGE_PATHS.has(route.path) &&
    (route.meta.isKeepAlive || route.path === '/home');

  // Capture the element of the page in front (idempotent: safe under StrictMode double render).
  if (keepAlive && outlet) kept.current.set(path, { element: outlet, location, navigationType });
  // Unmount pages whose last tab was closed.
  const openPaths = new Set(tags.map((t) => t.path));
  for (const p of kept.current.keys()) {
    if (p !== path && !openPaths.has(p)) kept.current.delete(p);
  }

  useEffect(() => {
    if (!full) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setFull(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [full, setFull]);

  const branch = `${path} ${keepAlive ? 'kept' : 'plain'} #${refresh[path] ?? 0}`;
  useLayoutEffect(() => trace(`outlet: ${branch}`), [branch]);

  const animation = animate ? (ANIMATIONS[theme.animation] ?? styles.slideRight) : '';
  const fullPage = !!route && FULL_PAGE_PATHS.has(route.path);

  return (
    <div className={styles.outlet} data-testid="keep-alive-outlet">
      {[...kept.current.entries()].map(([p, k]) => (
        <Activity key={p} mode={keepAlive && p === path ? 'visible' : 'hidden'} name={p}>
          <UNSAFE_LocationContext.Provider value={{ location: k.location, navigationType: k.navigationType }}>
            <div
              key={refresh[p] ?? 0}
              className={`${styles.page} ${animation}`}
              data-keep-alive={p}
              data-page-path={p}
            >
              <Suspense fallback={pageFallback}>{k.element}</Suspense>
            </div>
          </UNSAFE_LocationContext.Provider>
        </Activity>
      ))}
      {!keepAlive && (
        <div
          key={`${path}#${refresh[path] ?? 0}`}
          className={fullPage ? undefined : `${styles.page} ${animation}`}
          data-page-path={path}
        >
          <Suspense fallback={pageFallback}>{outlet}</Suspense>
        </div>
      )}
    </div>
  );
}
