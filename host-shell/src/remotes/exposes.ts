/**
 * Which pages exist: a menu entry shows in the sidebar (and menu search) only when its page is
 * host-owned or exposed by the active version of an enabled remote. So the whole product map is
 * seeded enabled and each business entry lights up by itself on the deploy that ships its page,
 * and no menu ever leads to "page not available".
 *
 * Why the shell decides, not the server: the pages a remote exposes are in its mf-manifest.json,
 * which the shell reads from the same URL the registry gives Module Federation (relative or on
 * another origin), so the server does not have to fetch or cache manifests. The menu tree from
 * the server keeps the role/permission semantics; this only removes what cannot render. Routes
 * are NOT filtered: a deep link still reaches the resolver, which shows "page not available".
 *
 * A remote whose manifest cannot be read (an outage, or a `remoteEntry.js` entry) keeps its
 * entries: its pages then show the "remote unavailable" view with Retry, an outage rather than
 * a missing page. Until the manifests are read, remote pages stay out of the menu.
 */

import type { MenuEntry, RemoteEntry } from '@shiftdesk/shared/api';
import { sharedStore } from '@shiftdesk/shared/core';
import { atom } from 'jotai';
import { classifyComponent } from '../router/classify';
import { PARENT_VIEW } from '../router/menuRoutes';
import { isKnownRemote } from './known';

/** Per enabled remote: its exposed modules ('./user/index'), or 'unknown' when unreadable. */
export type ExposedPages = Readonly<Record<string, readonly string[] | 'unknown'>>;

/** null until the registry's manifests have been read. */
export const exposedPagesAtom = atom<ExposedPages | null>(null);

/** The expose paths of an mf-manifest.json (`exposes: [{path: './user/index'}]`). */
export function exposesOf(manifest: unknown): string[] {
  const list = (manifest as { exposes?: { path?: unknown }[] } | null)?.exposes;
  return Array.isArray(list) ? list.map((e) => e?.path).filter((p): p is string => typeof p === 'string') : [];
}

type FetchJson = (url: string) => Promise<unknown>;
/**
 * A manifest that does not arrive within this is 'unknown': one hung remote server must not
 * keep every other remote's pages out of the menu (they wait for all manifests together).
 */
export const MANIFEST_TIMEOUT_MS = 5_000;
const fetchJson: FetchJson = async (url) => {
  const res = await fetch(url, { credentials: 'same-origin', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
};

/** Reads the manifests of the enabled remotes of a registry answer (in parallel). */
export async function loadExposedPages(
  list: readonly RemoteEntry[],
  get: FetchJson = fetchJson,
): Promise<ExposedPages> {
  const enabled = list.filter((r) => r.enabled && isKnownRemote(r.name));
  const pairs = await Promise.all(
    enabled.map(async (r): Promise<[string, readonly string[] | 'unknown']> => {
      if (!/mf-manifest\.json(\?|$)/.test(r.entry)) return [r.name, 'unknown'];
      try {
        return [r.name, exposesOf(await get(r.entry))];
      } catch {
        return [r.name, 'unknown'];
      }
    }),
  );
  return Object.fromEntries(pairs);
}

/** Reads the manifests and publishes them to the menu (never throws). */
export async function refreshExposedPages(list: readonly RemoteEntry[]): Promise<void> {
  sharedStore.set(exposedPagesAtom, await loadExposedPages(list));
}

/** Whether the page of a menu component can render: host-owned, or exposed by its remote. */
export function pageAvailable(component: string, exposed: ExposedPages | null): boolean {
  const r = classifyComponent(component);
  if (r.kind === 'host') return true;
  if (r.kind !== 'remote' || !exposed) return false;
  const pages = exposed[r.remote];
  return pages === 'unknown' || (pages?.includes(r.module) ?? false);
}

const isDirectory = (m: MenuEntry) => !m.component || m.component === PARENT_VIEW;

/**
 * The menu tree without pages that cannot render; a directory left without pages goes too, and
 * a directory's redirect moves to its first remaining page.
 */
export function availableMenuTree(menus: readonly MenuEntry[], exposed: ExposedPages | null): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const m of menus) {
    if (isDirectory(m)) {
      const children = availableMenuTree(m.children ?? [], exposed);
      if (!children.some((c) => !c.meta?.isHide)) continue;
      const first = children.find((c) => !c.meta?.isHide && !isDirectory(c));
      const redirectGone = m.redirect && !children.some((c) => c.path === m.redirect);
      out.push({ ...m, children, redirect: redirectGone ? (first?.path ?? '') : m.redirect });
    } else if (pageAvailable(m.component, exposed)) {
      out.push({ ...m, children: availableMenuTree(m.children ?? [], exposed) });
    }
  }
  return out;
}
