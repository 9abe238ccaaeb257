/** Breadcrumbs from the menu tree (icons when isBreadcrumbIcon); static pages use their route. */
import { menuListAtom, useLang } from '@shiftdesk/shared/core';
import Breadcrumb from 'antd/es/breadcrumb';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { findRoute, menuTrail } from '../../router/menuRoutes';
import { routeTitle } from '../../router/title';
import { MenuIcon } from '../icons';
import { useLayoutRoutes } from '../tagsView/state';
import * as styles from './index.module.css';

export function Breadcrumbs({ icons }: { icons: boolean }) {
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menus = useAtomValue(menuListAtom);
  const routes = useLayoutRoutes();
  const trail = menuTrail(menus, pathname).map((m) => ({
    path: m.path.startsWith('/') ? m.path : `/${m.path}`,
    meta: m.meta,
    name: m.name,
  }));
  const current = findRoute(routes, pathname);
  const crumbs = trail.length ? trail : current ? [{ path: current.path, meta: current.meta, name: current.name }] : [];
  const items = crumbs.map((c, i) => {
    const last = i === crumbs.length - 1;
    const route = findRoute(routes, c.path);
    const target = route?.redirect ?? (route ? route.path : undefined);
    const label = (
      <span className={styles.crumb}>
        {icons && <MenuIcon name={c.meta?.icon} />}
        <span>{routeTitle(c.meta, lang) || c.name}</span>
      </span>
    );
    return {
      key: c.path,
      title:
        !last && target ? (
          <a
            href={`/admin${target}`}
            onClick={(e) => {
              e.preventDefault();
              navigate(target);
            }}
          >
            {label}
          </a>
        ) : (
          label
        ),
    };
  });
  if (!items.length) return null;
  return <Breadcrumb className={styles.breadcrumb} items={items} data-testid="breadcrumb" />;
}
