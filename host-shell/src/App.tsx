/** The host's route table: public pages, static pages, and the guarded layout with menu routes. */
import { menuListAtom, userInfoAtom } from '@shiftdesk/shared/core';
import Spin from 'antd/es/spin';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Guard } from './router/Guard';
import { canSeeRoute } from './router/guard';
import { type AppRoute, buildLayoutRoutes } from './router/menuRoutes';
import { WEBSITE_ROUTES } from './router/publicRoutes';
import { ResolvedPage } from './router/resolver';

const ReloadIntoLogin = lazy(() => import('./login/ReloadIntoLogin'));
const Layout = lazy(() => import('./layout'));
const Error401 = lazy(() => import('./pages/error/401'));
const Error404 = lazy(() => import('./pages/error/404'));

const fullPageSpin = <Spin fullscreen spinning />;

function routeElement(route: AppRoute, roles: readonly string[]) {
  if (!canSeeRoute(route.meta.roles, roles)) return <Navigate to="/401" replace />;
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  return <ResolvedPage component={route.component} />;
}

export function App() {
  const menus = useAtomValue(menuListAtom);
  const user = useAtomValue(userInfoAtom);
  const roles = user?.roles ?? [];
  // Static routes are kept even when the user's roles hide them (→ /401); menu routes are filtered.
  const layoutRoutes = useMemo(() => buildLayoutRoutes(menus, roles), [menus, roles]);
  return (
    <Suspense fallback={fullPageSpin}>
      <Routes>
        <Route element={<Guard />}>
          <Route path="/login" element={<ReloadIntoLogin />} />
          {WEBSITE_ROUTES.map((r) => (
            <Route key={r.path} path={r.path} element={<ResolvedPage component={r.component} />} />
          ))}
          <Route path="/401" element={<Error401 />} />
          <Route path="/404" element={<Error404 />} />
          <Route path="/" element={<Layout routes={layoutRoutes} />}>
            <Route index element={<Navigate to="/home" replace />} />
            {layoutRoutes.map((r) => (
              <Route key={r.path} path={r.path} element={routeElement(r, roles)} />
            ))}
            <Route path="*" element={<Error404 />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
