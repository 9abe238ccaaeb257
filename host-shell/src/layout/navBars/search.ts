/** Menu search (pure): matches a query against English and Chinese titles and the path. */
import type { AppRoute } from '../../router/menuRoutes';

export interface SearchItem {
  path: string;
  title: string;
  titleZh: string;
  icon: string;
  /** Parent titles (breadcrumb) in both languages. */
  trail: { title: string; titleZh: string }[];
}

/** Searchable pages: real pages (no directory redirect, link-outs included), not hidden. */
export function searchableItems(
  routes: readonly AppRoute[],
  trailOf: (path: string) => { title: string; titleZh: string }[] = () => [],
): SearchItem[] {
  return routes
    .filter((r) => !r.redirect && !r.meta.isHide)
    .map((r) => ({
      path: r.path,
      title: r.meta.title ?? '',
      titleZh: r.meta.titleZh ?? '',
      icon: r.meta.icon ?? '',
      trail: trailOf(r.path),
    }));
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Case-insensitive; every space-separated word must occur in the title (either language), the
 * parent titles or the path. Ranked: title starts with the query, then title contains it, then
 * path/parent matches; ties keep menu order. An empty query gives no results.
 */
export function searchMenus(items: readonly SearchItem[], query: string, limit = 50): SearchItem[] {
  const q = norm(query);
  if (!q) return [];
  const words = q.split(' ');
  const scored: { item: SearchItem; score: number; i: number }[] = [];
  items.forEach((item, i) => {
    const titles = [item.title, item.titleZh].map(norm);
    const trail = item.trail.flatMap((p) => [p.title, p.titleZh]).map(norm);
    const path = item.path.toLowerCase();
    const haystack = [...titles, ...trail, path].join('\n');
    if (!words.every((w) => haystack.includes(w))) return;
    let score = 3;
    if (titles.some((t) => t.startsWith(q))) score = 0;
    else if (titles.some((t) => t.includes(q))) score = 1;
    else if (path.includes(q)) score = 2;
    scored.push({ item, score, i });
  });
  return scored
    .sort((a, b) => a.score - b.score || a.i - b.i)
    .slice(0, limit)
    .map((s) => s.item);
}
