/**
 * What a remote version must pass before it may serve users (issue 15): its manifest can be
 * read, it exposes every page a route of the product reaches in that remote (menu rows, the
 * host's public routes, home widgets: requiredPages), and the ranges it asks for the
 * shared singletons accept the versions the host is built with (Module Federation shares one
 * copy of React & co; a remote built against another major breaks at run time, not at load).
 * A version that fails may stay registered; it just cannot be activated or rolled out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { hostPagesOf, type SharedDepCheck, WIDGETS_EXPOSE } from '@shiftdesk/shared/api';
import { and, eq, like } from 'drizzle-orm';
import semver from 'semver';
import type { Db } from '../../db/client';
import type { Tx } from '../../core/data/unit-of-work';
import { sysMenu } from '../../db/schema';
import { type Lang, type LocalText, type MessageKey, type MessageParams, t } from '../../core/base/i18n';
import { REPO_ROOT } from '../../static';

/** The shared singletons of ARCHITECTURE §3 whose versions are compared with the host's. */
export const SHARED_CHECKED = [
  'react',
  'react-dom',
  'react-router-dom',
  'antd',
  '@ant-design/icons',
  'jotai',
  'i18next',
  'react-i18next',
  'axios',
];
const SAFE_SEGMENT = /^[A-Za-z0-9._@-]+$/;
/** A manifest on another origin that does not answer within this is "unreachable". */
const FETCH_TIMEOUT_MS = 5_000;
const MAX_MANIFEST_BYTES = 2 * 1024 * 1024;

let hostSharedCache: Record<string, string> | undefined;
/** Versions the host shell is built with (host-shell/package.json, exact pins). */
export function hostShared(): Record<string, string> {
  if (hostSharedCache) return hostSharedCache;
  const out: Record<string, string> = {};
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'host-shell/package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const n of SHARED_CHECKED) {
      const v = pkg.dependencies?.[n];
      if (v) out[n] = v.replace(/^[\^~>=<\s]+/, '');
    }
  } catch {
    /* no host package: nothing to compare with */
  }
  hostSharedCache = out;
  return out;
}

const major = (v: string) => /^(\d+)/.exec(v.replace(/^[\^~>=<\s]+/, ''))?.[1];

/**
 * Whether the host's version satisfies what the remote shares. An exact pin (what our builds
 * write) only has to agree on the major, since the singleton the host loads is the one used; a
 * real range (^18.2.0, >=17 <19) must contain the host's version.
 */
function accepts(remoteVersion: string, range: string, host: string): boolean {
  if (range && !semver.valid(range) && semver.validRange(range))
    return semver.satisfies(host, range, { includePrerelease: true });
  const rv = remoteVersion || range;
  return !rv || major(rv) === major(host);
}

/** Compares a manifest's `shared` list with the host's versions. */
export function compareShared(manifest: unknown, host: Record<string, string>): SharedDepCheck[] {
  const shared =
    (manifest as { shared?: { name?: string; version?: string; requiredVersion?: string }[] })?.shared ?? [];
  const remote = new Map<string, { version: string; range: string }>();
  for (const s of shared) {
    if (!s?.name) continue;
    // Sub-paths (react-dom/client, @ant-design/icons/es/icons/X) count as their package.
    const parts = s.name.split('/');
    const pkg = s.name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    if (!remote.has(pkg) && (s.version || s.requiredVersion))
      remote.set(pkg, { version: s.version ?? '', range: s.requiredVersion ?? '' });
  }
  return Object.entries(host).map(([name, hv]) => {
    const r = remote.get(name);
    const shown = r ? (r.range && !semver.valid(r.range) ? r.range : r.version || r.range) : '';
    return { name, remote: shown, host: hv, compatible: !r || accepts(r.version, r.range, hv) };
  });
}

/** File of a same-origin /admin/remotes/<name>/<version>/<file> URL, resolved like static.ts serves it. */
export function localManifestFile(entry: string, dataDir: string): string | null {
  const m = /^\/admin\/remotes\/([^/]+)\/([^/]+)\/(.+)$/.exec(entry.split(/[?#]/)[0]);
  if (!m) return null;
  const [, name, version, rest] = m;
  const parts = rest.split('/').filter(Boolean);
  if (!SAFE_SEGMENT.test(name) || !SAFE_SEGMENT.test(version) || parts.some((p) => p === '..' || p === '.'))
    return null;
  const published = path.join(dataDir, 'remotes', name, version);
  if (fs.existsSync(published)) return path.join(published, ...parts);
  const pkgDir = path.join(REPO_ROOT, `remote-${name}`);
  try {
    const v = (JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version?: string }).version;
    if (v === version) return path.join(pkgDir, 'dist', ...parts);
  } catch {
    /* unknown remote package */
  }
  return path.join(published, ...parts);
}

/** The manifest of a version: read from DATA_DIR for same-origin entries, fetched otherwise. */
export async function readManifest(entry: string, dataDir: string): Promise<{ manifest: unknown } | { error: string }> {
  const file = localManifestFile(entry, dataDir);
  try {
    if (file) return { manifest: JSON.parse(await fs.promises.readFile(file, 'utf8')) };
    // Only privileged callers register entries, and only http(s) passes the schema; the answer
    // is read as JSON and capped, never passed on.
    const res = await fetch(entry, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
    if (!res.ok) return { error: `HTTP ${res.status}` };
    const text = await res.text();
    if (text.length > MAX_MANIFEST_BYTES) return { error: 'Manifest is too large' };
    return { manifest: JSON.parse(text) };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { error: 'Manifest not found' };
    if (e instanceof SyntaxError) return { error: 'Manifest is not valid JSON' };
    return { error: (e as Error).message || 'Manifest cannot be fetched' };
  }
}

/** The expose paths of a manifest ('./user/index'). */
export function exposesOf(manifest: unknown): string[] {
  const list = (manifest as { exposes?: { path?: unknown }[] } | null)?.exposes;
  return Array.isArray(list) ? list.map((e) => e?.path).filter((p): p is string => typeof p === 'string') : [];
}

/** Components of the remote's enabled menu pages, as expose paths ('./user/index'). */
export async function menuPagesOf(db: Db | Tx, remote: string): Promise<string[]> {
  const rows = await db
    .select({ component: sysMenu.component })
    .from(sysMenu)
    .where(and(eq(sysMenu.menuType, 'M'), eq(sysMenu.status, 1), like(sysMenu.component, `${remote}/%`)));
  const pages = rows.map((r) => `./${r.component.slice(remote.length + 1).replace(/\.(tsx|jsx|vue)$/, '')}`);
  return [...new Set(pages)].sort();
}

export type CheckFailure = { key: MessageKey; params: MessageParams };

/**
 * The pages a version of `name` must expose: every page a route of the product reaches.
 * - The host's own routes to it (the public website, shared/src/api/remote-pages.ts): always —
 *   the host ships those routes whatever version serves them.
 * - The menu rows' pages: those in use, i.e. that the active version serves. The product map
 *   seeds menus ahead of the deploys that ship their pages (the shell hides those until a
 *   version exposes them), so a page no version has shipped yet is not required; a page users
 *   reach today is. With no active version, or an unreadable one, every menu page is.
 * - The home widgets module: when the active version serves it (a remote without widgets does
 *   not expose it, and the shell then does not ask).
 */
export async function requiredPages(db: Db | Tx, dataDir: string, name: string, activeEntry: string | null): Promise<string[]> {
  const menuPages = await menuPagesOf(db, name);
  const hostPages = hostPagesOf(name);
  const routed = hostPages.filter((p) => p !== WIDGETS_EXPOSE);
  const active = activeEntry ? await readManifest(activeEntry, dataDir) : null;
  const live = active && !('error' in active) ? new Set(exposesOf(active.manifest)) : null;
  const pages = live ? [...menuPages.filter((p) => live.has(p)), ...hostPages.filter((p) => !routed.includes(p) && live.has(p))] : menuPages;
  return [...new Set([...pages, ...routed])].sort();
}

/**
 * Runs the checks; null when the version may be activated, else the first reason.
 * `activeEntry`: the manifest URL of the version active now (null for a new remote).
 */
export async function checkVersion(
  db: Db | Tx,
  dataDir: string,
  name: string,
  entry: string,
  activeEntry: string | null,
): Promise<CheckFailure | null> {
  const read = await readManifest(entry, dataDir);
  if ('error' in read) return { key: 'remote.reason.unreachable', params: { entry, error: read.error } };
  const exposed = new Set(exposesOf(read.manifest));
  const missing = (await requiredPages(db, dataDir, name, activeEntry)).filter((p) => !exposed.has(p));
  if (missing.length) return { key: 'remote.reason.missingPages', params: { pages: missing.join(', ') } };
  const bad = compareShared(read.manifest, hostShared()).filter((s) => !s.compatible);
  if (bad.length) {
    return {
      key: 'remote.reason.incompatible',
      params: {
        deps: bad.map((b) => b.name).join(', '),
        detail: bad.map((b) => `${b.name} ${b.remote} ≠ ${b.host}`).join('; '),
      },
    };
  }
  return null;
}

/** A failure as text in both languages (the parameter of remote.notActivated). */
export function reasonText(f: CheckFailure): LocalText {
  const of = (lang: Lang) => t(lang, f.key, f.params);
  return [of('en'), of('zh-cn')];
}
