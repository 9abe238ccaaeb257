/**
 * The menu of the layouts: the server's tree (filtered by roles and hidden flags), `/home` first,
 * titles in the current language. Pure helpers (tested) + the hook the layouts use.
 */

import type { MenuEntry } from '@shiftdesk/shared/api';
import { type Lang, menuListAtom, useLang, userInfoAtom } from '@shiftdesk/shared/core';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { availableMenuTree, exposedPagesAtom } from '../remotes/exposes';
import { menuTrail, STATIC_ROUTES, visibleMenuTree } from '../router/menuRoutes';

export interface NavNode {
  /** route path, used as the menu key */
  key: string;
  title: string;
  icon?: string;
  children: NavNode[];
}

const norm = (p: string) => (p.startsWith('/') ? p : `/${p}`).replace(/\/+$/, '') || '/';

export function titleOf(meta: { title?: string; titleZh?: string } | undefined, lang: Lang, fallback = ''): string {
  if (!meta) return fallback;
  return (lang === 'zh-cn' ? meta.titleZh || meta.title : meta.title || meta.titleZh) || fallback;
}

function toNodes(list: readonly MenuEntry[], lang: Lang): NavNode[] {
  return list.map((m) => ({
    key: norm(m.path),
    title: titleOf(m.meta, lang, m.name),
    icon: m.meta?.icon || undefined,
    children: toNodes(m.children ?? [], lang),
  }));
}

/** The visible navigation tree with Home first. */
export function buildNavTree(menus: readonly MenuEntry[], roles: readonly string[], lang: Lang): NavNode[] {
  const tree = toNodes(visibleMenuTree(menus, roles), lang).filter((n) => n.key !== '/home');
  const home = STATIC_ROUTES.find((r) => r.path === '/home');
  const homeNode: NavNode = {
    key: '/home',
    title: titleOf(home?.meta, lang, 'Home'),
    icon: 'HomeOutlined',
    children: [],
  };
  return [homeNode, ...tree];
}

/** Keys from the root to the node of `path` (empty when not in the tree). */
export function pathKeys(tree: readonly NavNode[], path: string): string[] {
  const walk = (target: string, list: readonly NavNode[], trail: string[]): string[] | null => {
    for (const n of list) {
      const next = [...trail, n.key];
      if (n.key === target) return next;
      const found = walk(target, n.children, next);
      if (found) return found;
    }
    return null;
  };
  // A page missing from the menu (hidden, e.g. /system/dict/data/list/x) lights up the entry
  // it sits under by path (/system/dict).
  const segments = norm(path).split('/');
  for (let n = segments.length; n > 1; n--) {
    const found = walk(segments.slice(0, n).join('/'), tree, []);
    if (found) return found;
  }
  return [];
}

/** The first-level node the path belongs to (classic split menu, columns). */
export function topLevelOf(tree: readonly NavNode[], path: string): NavNode | undefined {
  const keys = pathKeys(tree, path);
  return keys.length ? tree.find((n) => n.key === keys[0]) : undefined;
}

/** First leaf under a node (where clicking a first-level group goes). */
export function firstLeaf(node: NavNode): string {
  return node.children.length ? firstLeaf(node.children[0]) : node.key;
}

/**
 * Unique-opened ("accordion") rule: after opening a submenu, keep only it and its ancestors.
 * `next` is what the menu proposes, `prev` what was open.
 */
export function uniqueOpenKeys(tree: readonly NavNode[], prev: readonly string[], next: readonly string[]): string[] {
  const latest = next.find((k) => !prev.includes(k));
  if (!latest) return [...next];
  const chain = pathKeys(tree, latest);
  return next.filter((k) => chain.includes(k));
}

export function useNav() {
  const lang = useLang();
  const menus = useAtomValue(menuListAtom);
  const exposed = useAtomValue(exposedPagesAtom);
  const user = useAtomValue(userInfoAtom);
  const { pathname } = useLocation();
  const roles = user?.roles ?? [];
  const tree = useMemo(
    () => buildNavTree(availableMenuTree(menus, exposed), roles, lang),
    [menus, exposed, roles, lang],
  );
  const keys = useMemo(() => pathKeys(tree, pathname), [tree, pathname]);
  const trail = useMemo(() => menuTrail(menus, pathname), [menus, pathname]);
  return { tree, keys, trail, pathname, lang };
}
