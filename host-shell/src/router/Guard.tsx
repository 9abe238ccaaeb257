/** Applies the spec §2 guard to every navigation and keeps the page title in sync. */
import { clearSession, getToken, menuListAtom, useLang, userInfoAtom } from '@shiftdesk/shared/core';
import Spin from 'antd/es/spin';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import ReloadIntoLogin from '../login/ReloadIntoLogin';
import { brandAtom } from '../state/brand';
import { loadUserMenus, routesLoadedAtom } from '../state/routes';
import { decideNavigation, LOGIN_PATH, normalizePath } from './guard';
import { buildLayoutRoutes, findRoute } from './menuRoutes';
import { OTHER_TITLES, WEBSITE_ROUTES } from './publicRoutes';
import { buildPageTitle, routeTitle } from './title';

function Redirect({ to, clear }: { to: string; clear?: boolean }) {
  useEffect(() => {
    if (clear) clearSession();
  }, [clear]);
  // The login page is an island of its own: one full load straight there.
  if (to === LOGIN_PATH || to.startsWith(`${LOGIN_PATH}?`)) return <ReloadIntoLogin to={to} />;
  return <Navigate to={to} replace />;
}

function useTitle() {
  const { pathname } = useLocation();
  const lang = useLang();
  const brand = useAtomValue(brandAtom);
  const menus = useAtomValue(menuListAtom);
  const user = useAtomValue(userInfoAtom);
  const routes = useMemo(() => [...WEBSITE_ROUTES, ...buildLayoutRoutes(menus, user?.roles ?? [])], [menus, user]);
  useEffect(() => {
    const p = normalizePath(pathname);
    const meta = findRoute(routes, p)?.meta ?? OTHER_TITLES[p] ?? (p === '/' ? undefined : OTHER_TITLES['/404']);
    document.title = buildPageTitle(routeTitle(meta, lang), brand);
  }, [pathname, lang, brand, routes]);
}

export function Guard() {
  const location = useLocation();
  const [loaded, setLoaded] = useAtom(routesLoadedAtom);
  const decision = decideNavigation({
    path: location.pathname,
    search: location.search,
    token: getToken(),
    routesLoaded: loaded,
  });
  useTitle();
  useEffect(() => {
    if (decision.type !== 'loadRoutes') return;
    let live = true;
    loadUserMenus()
      .catch((e) => console.error('[shiftdesk] getUserMenus failed; using the cached menu', e))
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [decision.type, setLoaded]);
  if (decision.type === 'redirect') {
    return <Redirect to={decision.to} clear={decision.clearSession} />;
  }
  if (decision.type === 'loadRoutes') return <Spin fullscreen spinning />;
  return <Outlet />;
}
