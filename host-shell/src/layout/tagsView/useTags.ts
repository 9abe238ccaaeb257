/** Keeps the tag list in step with navigation, and the tag actions (refresh, close, …). */
import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { normalizePath } from '../../router/guard';
import { type AppRoute, findRoute } from '../../router/menuRoutes';
import {
  addTag,
  closeAll,
  closeOthers,
  closeTag,
  ensureAffix,
  makeTag,
  readCachedTags,
  reconcileWithRoutes,
  rekey,
  type Tag,
  tagKey,
  writeCachedTags,
} from './model';
import { FULL_PAGE_PATHS, refreshAtom, type TagsTheme, tagsAtom, tagsViewFullAtom } from './state';

const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/** A route that gets a tag: a real page (no redirect), not a full-page view. */
export function isTaggable(route: AppRoute | undefined): route is AppRoute {
  return !!route && !route.redirect && !FULL_PAGE_PATHS.has(route.path);
}

/** Adds the visited page's tag; restores the cached list once; persists when caching is on. */
export function useTagsSync(routes: AppRoute[], theme: TagsTheme): Tag[] {
  const [tags, setTags] = useAtom(tagsAtom);
  const { pathname, search } = useLocation();
  const share = theme.isShareTagsView;
  const cache = theme.isCacheTagsView;

  useEffect(() => {
    const affix = routes.filter((r) => r.meta.isAffix && isTaggable(r));
    setTags((prev) => {
      let list = prev ?? (cache ? readCachedTags(session()) : []);
      list = rekey(reconcileWithRoutes(list, routes), share);
      list = ensureAffix(list, affix, share);
      const route = findRoute(routes, pathname);
      // the tag opens the page that was visited (a `:param` route has one tag per value)
      if (isTaggable(route)) list = addTag(list, makeTag({ ...route, path: normalizePath(pathname) }, search, share));
      return list;
    });
  }, [pathname, search, routes, share, cache, setTags]);

  useEffect(() => {
    if (tags === null) return;
    writeCachedTags(session(), cache ? tags : null);
  }, [tags, cache]);

  return tags ?? [];
}

/** The key of the tag of the current location. */
export function useActiveKey(share: boolean): string {
  const { pathname, search } = useLocation();
  return tagKey(normalizePath(pathname), search, share);
}

export interface TagActions {
  open(tag: Tag): void;
  refresh(tag: Tag): void;
  close(tag: Tag): void;
  closeOthers(tag: Tag): void;
  closeAll(): void;
  fullscreen(tag: Tag): void;
}

export function useTagActions(share: boolean): TagActions {
  const [tags, setTags] = useAtom(tagsAtom);
  const setRefresh = useSetAtom(refreshAtom);
  const setFull = useSetAtom(tagsViewFullAtom);
  const navigate = useNavigate();
  const activeKey = useActiveKey(share);
  const list = tags ?? [];

  const open = useCallback(
    (tag: Tag) => {
      if (tag.key !== activeKey) navigate(tag.url);
    },
    [activeKey, navigate],
  );

  return useMemo<TagActions>(
    () => ({
      open,
      refresh(tag) {
        open(tag);
        setRefresh((r) => ({ ...r, [tag.path]: (r[tag.path] ?? 0) + 1 }));
      },
      close(tag) {
        const { list: rest, next } = closeTag(list, tag.key);
        if (rest === list) return;
        setTags(rest);
        if (tag.key === activeKey) navigate(next?.url ?? '/home');
      },
      closeOthers(tag) {
        setTags(closeOthers(list, tag.key));
        open(tag);
      },
      closeAll() {
        const rest = closeAll(list);
        setTags(rest);
        if (!rest.some((t) => t.key === activeKey)) navigate(rest[rest.length - 1]?.url ?? '/home');
      },
      fullscreen(tag) {
        open(tag);
        setFull(true);
      },
    }),
    [list, activeKey, navigate, open, setRefresh, setTags, setFull],
  );
}
