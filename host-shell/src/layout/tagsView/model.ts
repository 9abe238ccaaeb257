/**
 * Tags view (spec §2 "Other UI", §3 isTagsview / isCacheTagsView / isShareTagsView): pure rules.
 * A tag is one visited page. With the shared tags view there is one tag per path (the tag keeps
 * the latest query); otherwise one per path + query. Affixed tags (meta.isAffix, e.g. /home) are
 * never closed and always come first.
 */
import { routeMatches } from '../../router/menuRoutes';

export interface Tag {
  /** Identity: the path (shared view) or path + normalised query. */
  key: string;
  path: string;
  /** Where clicking the tag goes (path + query). */
  url: string;
  title: string;
  titleZh: string;
  icon: string;
  isAffix: boolean;
  isKeepAlive: boolean;
}

export interface TagRoute {
  path: string;
  meta: { title: string; titleZh: string; icon: string; isAffix: boolean; isKeepAlive: boolean };
}

export const TAGS_STORAGE_KEY = 'tagsViewList';

/** `?b=2&a=1` → `?a=1&b=2` (order-insensitive identity); '' when empty. */
export function normalizeSearch(search: string): string {
  const sp = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const pairs = [...sp.entries()].sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  if (!pairs.length) return '';
  return `?${new URLSearchParams(pairs).toString()}`;
}

export function tagKey(path: string, search: string, share: boolean): string {
  return share ? path : `${path}${normalizeSearch(search)}`;
}

export function makeTag(route: TagRoute, search: string, share: boolean): Tag {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return {
    key: tagKey(route.path, query, share),
    path: route.path,
    url: `${route.path}${query}`,
    title: route.meta.title,
    titleZh: route.meta.titleZh,
    icon: route.meta.icon,
    isAffix: route.meta.isAffix,
    isKeepAlive: route.meta.isKeepAlive,
  };
}

/** Affixed first (in their own order), then the rest in their order. */
function affixFirst(list: Tag[]): Tag[] {
  return [...list.filter((t) => t.isAffix), ...list.filter((t) => !t.isAffix)];
}

/** Makes sure every affixed route has its tag (at the front). */
export function ensureAffix(list: Tag[], affixRoutes: readonly TagRoute[], share: boolean): Tag[] {
  const missing = affixRoutes
    .filter((r) => !list.some((t) => t.path === r.path))
    .map((r) => makeTag(r, '', share));
  if (!missing.length) return affixFirst(list);
  return affixFirst([...missing, ...list]);
}

/** Adds the tag of a visit, or refreshes the existing one (its url and titles). */
export function addTag(list: Tag[], tag: Tag): Tag[] {
  const i = list.findIndex((t) => t.key === tag.key);
  if (i < 0) return [...list, tag];
  const prev = list[i];
  if (prev.url === tag.url && prev.title === tag.title && prev.titleZh === tag.titleZh && prev.icon === tag.icon)
    return list;
  const next = [...list];
  next[i] = { ...prev, url: tag.url, title: tag.title, titleZh: tag.titleZh, icon: tag.icon };
  return next;
}

export interface CloseResult {
  list: Tag[];
  /** Where to go when the closed tag was the active one (its right neighbour, else its left). */
  next?: Tag;
}

export function closeTag(list: Tag[], key: string): CloseResult {
  const i = list.findIndex((t) => t.key === key);
  if (i < 0 || list[i].isAffix) return { list };
  const rest = list.filter((t) => t.key !== key);
  return { list: rest, next: rest[i] ?? rest[i - 1] };
}

/** Keeps the affixed tags and `key`. */
export function closeOthers(list: Tag[], key: string): Tag[] {
  return list.filter((t) => t.isAffix || t.key === key);
}

/** Keeps the affixed tags only. */
export function closeAll(list: Tag[]): Tag[] {
  return list.filter((t) => t.isAffix);
}

/** Drag-sort: moves the tag `fromKey` to the place of `toKey` (affixed tags never move). */
export function moveTag(list: Tag[], fromKey: string, toKey: string): Tag[] {
  const from = list.findIndex((t) => t.key === fromKey);
  const to = list.findIndex((t) => t.key === toKey);
  if (from < 0 || to < 0 || from === to || list[from].isAffix || list[to].isAffix) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** Re-keys a list after the shared-tags-view switch changed (merging tags that now coincide). */
export function rekey(list: Tag[], share: boolean): Tag[] {
  const out: Tag[] = [];
  for (const t of list) {
    const search = t.url.slice(t.path.length);
    const key = tagKey(t.path, search, share);
    if (out.some((o) => o.key === key)) continue;
    out.push({ ...t, key });
  }
  return out;
}

function isTag(v: unknown): v is Tag {
  if (!v || typeof v !== 'object') return false;
  const t = v as Record<string, unknown>;
  return (
    typeof t.key === 'string' &&
    typeof t.path === 'string' &&
    t.path.startsWith('/') &&
    typeof t.url === 'string' &&
    t.url.startsWith(t.path) &&
    typeof t.title === 'string'
  );
}

/** The cached list (sessionStorage 'tagsViewList'); invalid entries are dropped. */
export function readCachedTags(storage: Pick<Storage, 'getItem'> | undefined): Tag[] {
  try {
    const raw = storage?.getItem(TAGS_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isTag).map((t) => ({
      key: t.key,
      path: t.path,
      url: t.url,
      title: t.title,
      titleZh: typeof t.titleZh === 'string' ? t.titleZh : '',
      icon: typeof t.icon === 'string' ? t.icon : '',
      isAffix: t.isAffix === true,
      isKeepAlive: t.isKeepAlive === true,
    }));
  } catch {
    return [];
  }
}

export function writeCachedTags(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, list: Tag[] | null): void {
  try {
    if (!storage) return;
    if (list === null) storage.removeItem(TAGS_STORAGE_KEY);
    else storage.setItem(TAGS_STORAGE_KEY, JSON.stringify(list));
  } catch {
    /* storage full or disabled */
  }
}

/** Cached tags still valid for the user's routes (titles refreshed from the current menu). */
export function reconcileWithRoutes(list: Tag[], routes: readonly TagRoute[]): Tag[] {
  const out: Tag[] = [];
  for (const t of list) {
    const r = routes.find((x) => x.path === t.path) ?? routes.find((x) => routeMatches(x.path, t.path));
    if (!r) continue;
    out.push({
      ...t,
      title: r.meta.title,
      titleZh: r.meta.titleZh,
      icon: r.meta.icon,
      isAffix: r.meta.isAffix,
      isKeepAlive: r.meta.isKeepAlive,
    });
  }
  return out;
}
