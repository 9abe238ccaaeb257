/**
 * Home widgets from the remotes: each remote may expose './home/widgets' (default export: an
 * array of HomeWidget). One remote failing (down, no such expose, bad shape, too slow) never
 * hides the widgets of the others.
 */
import { FINANCE_HOME_RULES, WIDGET_REMOTES, WIDGETS_EXPOSE, WORKFORCE_HOME_RULES } from '@shiftdesk/shared/api';
import type { HomeWidget } from './types';

/** Shared with the server, which requires a version to keep exposing its widgets module. */
export { WIDGET_REMOTES, WIDGETS_EXPOSE };
export const WIDGET_TIMEOUT_MS = 10_000;

export type WidgetLoader = (id: string) => Promise<unknown>;

function isWidget(v: unknown): v is HomeWidget {
  if (!v || typeof v !== 'object') return false;
  const w = v as Record<string, unknown>;
  return (
    typeof w.key === 'string' &&
    typeof w.title === 'string' &&
    (w.permission === undefined || typeof w.permission === 'string') &&
    (typeof w.component === 'function' || (typeof w.component === 'object' && w.component !== null))
  );
}

/** The valid widgets of a module (`{default: [...]}` or the array itself). */
export function widgetsOf(mod: unknown): HomeWidget[] {
  const list = mod && typeof mod === 'object' && 'default' in mod ? (mod as { default: unknown }).default : mod;
  return Array.isArray(list) ? list.filter(isWidget) : [];
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

export interface RemoteWidgets {
  remote: string;
  widgets: HomeWidget[];
  error?: string;
}

/** Loads one remote's widgets; never rejects (a failure gives an empty list and the error). */
export async function loadRemoteWidgets(
  remote: string,
  load: WidgetLoader,
  timeoutMs = WIDGET_TIMEOUT_MS,
): Promise<RemoteWidgets> {
  try {
    const mod = await withTimeout(
      Promise.resolve().then(() => load(`${remote}/${WIDGETS_EXPOSE.slice(2)}`)),
      timeoutMs,
    );
    return { remote, widgets: widgetsOf(mod) };
  } catch (e) {
    return { remote, widgets: [], error: e instanceof Error ? e.message : String(e) };
  }
}

/** All remotes' widgets (in remote order, duplicates by key dropped). */
export async function loadAllWidgets(
  remotes: readonly string[],
  load: WidgetLoader,
  timeoutMs = WIDGET_TIMEOUT_MS,
): Promise<RemoteWidgets[]> {
  return Promise.all(remotes.map((r) => loadRemoteWidgets(r, load, timeoutMs)));
}

/**
 * The remotes worth asking for widgets: those whose manifest exposes './home/widgets', or whose
 * manifest could not be read ('unknown': try, as before). A remote without widgets does not
 * expose the module, so /home costs it no request at all (not even its remoteEntry.js).
 */
export function widgetRemotes(
  candidates: readonly string[],
  exposed: Readonly<Record<string, readonly string[] | 'unknown'>>,
): string[] {
  return candidates.filter((name) => {
    const pages = exposed[name];
    return pages === 'unknown' || (pages?.includes(WIDGETS_EXPOSE) ?? false);
  });
}

/**
 * The rules the widgets of a remote are behind, for the remotes whose every widget has one (each
 * remote's widgets test holds its list to these): a user holding none of them could see none,
 * so that remote is not asked at all — neither its widgets module nor its summary. Remotes not
 * listed (widgets open to everyone, or rules not declared here) are asked as before.
 */
export const WIDGET_RULES: Readonly<Record<string, readonly string[]>> = {
  workforce: Object.values(WORKFORCE_HOME_RULES),
  finance: Object.values(FINANCE_HOME_RULES),
};

/** Whether the user may see any of a remote's widgets (unknown remotes: maybe, so yes). */
export function mayShowWidgets(remote: string, has: (p: string) => boolean): boolean {
  const rules = WIDGET_RULES[remote];
  return !rules || rules.some(has);
}

/** Widgets the user may see: no permission, or a permission the user holds. */
export function visibleWidgets(widgets: readonly HomeWidget[], has: (p: string) => boolean): HomeWidget[] {
  const seen = new Set<string>();
  return widgets.filter((w) => {
    if (seen.has(w.key)) return false;
    seen.add(w.key);
    return !w.permission || has(w.permission);
  });
}
