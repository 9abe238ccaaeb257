/**
 * Server menu tree → flat route list under the layout (filtered by roles), plus the static
 * children of the root layout route (spec §2).
 */
import type { MenuEntry, MenuMeta } from '@shiftdesk/shared/api';
import { canSeeRoute } from './guard';
import { ROLE_ADMIN, ROLE_COMMON } from './roles';

export const PARENT_VIEW = 'layout/routerView/parent';
export const LINK_VIEW = 'layout/routerView/link';
export const IFRAME_VIEW = 'layout/routerView/iframes';

export interface AppRoute {
  path: string;
  name: string;
  component: string;
  /** Directories: where the route sends the user. */
  redirect?: string;
  meta: MenuMeta;
}

/** A route's meta: a plain visible page unless `extra` says otherwise. */
export const routeMeta = (title: string, titleZh: string, icon: string, extra: Partial<MenuMeta> = {}): MenuMeta => ({
  title,
  titleZh,
  isLink: '',
  isHide: false,
  isKeepAlive: false,
  isAffix: false,
  isIframe: false,
  roles: [],
  icon,
  ...extra,
});

/** The root layout's own children. */
export const STATIC_ROUTES: AppRoute[] = [
  {
    path: '/home',
    name: 'home',
    component: 'home/index',
    meta: routeMeta('Home', '首页', 'HomeOutlined', { roles: [ROLE_ADMIN, ROLE_COMMON], isAffix: true, isKeepAlive: true }),
  },
  {
    path: '/signature',
    name: 'signature',
    component: 'signature/index',
    meta: routeMeta('Signature', '签名', 'EditOutlined', { roles: [ROLE_ADMIN, ROLE_COMMON], isHide: true }),
  },
  {
    path: '/personal',
    name: 'personal',
    component: 'personal/index',
    meta: routeMeta('Personal Centre', '个人中心', 'UserOutlined', { roles: [ROLE_ADMIN], isHide: true }),
  },
];

function normalizeMenuPath(path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  return p.replace(/\/+$/, '') || '/';
}

function firstLeaf(entry: MenuEntry, roles: readonly string[]): string | undefined {
  for (const child of entry.children ?? []) {
    if (!canSeeRoute(child.meta?.roles, roles)) continue;
    if (child.component && child.component !== PARENT_VIEW) return normalizeMenuPath(child.path);
    const deeper = firstLeaf(child, roles);
    if (deeper) return deeper;
  }
  return undefined;
}

/** Flattens the menu tree into routes the user's roles may see (directories redirect). */
export function flattenMenus(menus: readonly MenuEntry[], roles: readonly string[]): AppRoute[] {
  const out: AppRoute[] = [];
  const walk = (list: readonly MenuEntry[]) => {
    for (const entry of list) {
      if (!canSeeRoute(entry.meta?.roles, roles)) continue;
      const path = normalizeMenuPath(entry.path);
      const isDir = !entry.component || entry.component === PARENT_VIEW;
      let component = entry.component;
      if (!isDir && entry.meta?.isLink) component = entry.meta.isIframe ? IFRAME_VIEW : LINK_VIEW;
      if (isDir) {
        const redirect = entry.redirect ? normalizeMenuPath(entry.redirect) : firstLeaf(entry, roles);
        if (redirect && redirect !== path)
          out.push({ path, name: entry.name, component: PARENT_VIEW, redirect, meta: entry.meta });
      } else {
        out.push({ path, name: entry.name, component, meta: entry.meta });
      }
      if (entry.children?.length) walk(entry.children);
    }
  };
  walk(menus);
  const seen = new Set<string>();
  return out.filter((r) => {
    if (seen.has(r.path)) return false;
    seen.add(r.path);
    return true;
  });
}

/** Menu tree filtered by roles and hidden flags (for the side menu). */
export function visibleMenuTree(menus: readonly MenuEntry[], roles: readonly string[]): MenuEntry[] {
  return menus
    .filter((m) => canSeeRoute(m.meta?.roles, roles) && !m.meta?.isHide)
    .map((m) => ({ ...m, children: visibleMenuTree(m.children ?? [], roles) }));
}

/** All routes the layout renders: static children plus menu routes (menu wins on no path). */
export function buildLayoutRoutes(menus: readonly MenuEntry[], roles: readonly string[]): AppRoute[] {
  const fromMenu = flattenMenus(menus, roles).filter((r) => !STATIC_ROUTES.some((s) => s.path === r.path));
  return [...STATIC_ROUTES, ...fromMenu];
}

/**
 * Whether a route path matches a location path: equal, or a pattern with `:params` (hidden pages
 * such as /system/dict/data/list/:dictType) whose segments all line up.
 */
export function routeMatches(routePath: string, path: string): boolean {
  const pattern = normalizePath(routePath);
  const p = normalizePath(path);
  if (pattern === p) return true;
  if (!pattern.includes('/:')) return false;
  const want = pattern.split('/');
  const have = p.split('/');
  return want.length === have.length && want.every((seg, i) => (seg.startsWith(':') ? have[i] !== '' : seg === have[i]));
}

/** The route matching a path (exact first, then a `:param` pattern), for titles and breadcrumbs. */
export function findRoute(routes: readonly AppRoute[], path: string): AppRoute | undefined {
  const p = normalizePath(path);
  return routes.find((r) => r.path === p) ?? routes.find((r) => routeMatches(r.path, p));
}

function normalizePath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** Breadcrumb trail (titles from the menu tree) for a path. */
export function menuTrail(menus: readonly MenuEntry[], path: string): MenuEntry[] {
  const target = normalizePath(path);
  const search = (list: readonly MenuEntry[], trail: MenuEntry[]): MenuEntry[] | null => {
    for (const m of list) {
      const next = [...trail, m];
      if (routeMatches(normalizeMenuPath(m.path), target)) return next;
      const found = search(m.children ?? [], next);
      if (found) return found;
    }
    return null;
  };
  return search(menus, []) ?? [];
}
