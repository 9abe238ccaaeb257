/** Tags view state: the open tags, per-path refresh counters and the current-tab full screen. */
import { menuListAtom, userInfoAtom } from '@shiftdesk/shared/core';
import { atom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { type AppRoute, buildLayoutRoutes } from '../../router/menuRoutes';
import { type ShellThemeConfig, themeConfigAtom } from './bridge';
import type { Tag } from './model';

/** The open tags (null until the first sync of this page load). */
export const tagsAtom = atom<Tag[] | null>(null);

/** path → remount counter ("refresh" bumps it, so the page really remounts). */
export const refreshAtom = atom<Record<string, number>>({});

export { tagsViewFullAtom } from './bridge';

/** Pages shown full page (no chrome, no tag). */
export const FULL_PAGE_PATHS = new Set(['/signature']);

/** The layout's routes for the current user (same as App.tsx builds). */
export function useLayoutRoutes(): AppRoute[] {
  const menus = useAtomValue(menuListAtom);
  const user = useAtomValue(userInfoAtom);
  return useMemo(() => buildLayoutRoutes(menus, user?.roles ?? []), [menus, user]);
}

export interface TagsTheme {
  isTagsview: boolean;
  isTagsviewIcon: boolean;
  isCacheTagsView: boolean;
  isSortableTagsView: boolean;
  isShareTagsView: boolean;
  tagsStyle: string;
  animation: string;
}

export const TAGS_THEME_DEFAULTS: TagsTheme = {
  isTagsview: true,
  isTagsviewIcon: false,
  isCacheTagsView: false,
  isSortableTagsView: true,
  isShareTagsView: false,
  tagsStyle: 'tags-style-five',
  animation: 'slide-right',
};

export function pickTagsTheme(c: ShellThemeConfig | null | undefined): TagsTheme {
  const d = TAGS_THEME_DEFAULTS;
  const b = (v: unknown, dv: boolean) => (typeof v === 'boolean' ? v : dv);
  const s = (v: unknown, dv: string) => (typeof v === 'string' && v ? v : dv);
  return {
    isTagsview: b(c?.isTagsview, d.isTagsview),
    isTagsviewIcon: b(c?.isTagsviewIcon, d.isTagsviewIcon),
    isCacheTagsView: b(c?.isCacheTagsView, d.isCacheTagsView),
    isSortableTagsView: b(c?.isSortableTagsView, d.isSortableTagsView),
    isShareTagsView: b(c?.isShareTagsView, d.isShareTagsView),
    tagsStyle: s(c?.tagsStyle, d.tagsStyle),
    animation: s(c?.animation, d.animation),
  };
}

export function useTagsTheme(): TagsTheme {
  const c = useAtomValue(themeConfigAtom) as ShellThemeConfig | null;
  return useMemo(() => pickTagsTheme(c), [c]);
}
