/** Browser-side health of a remote's manifest (external URLs, which the server never fetches). */
import type { RemoteHealthResult, SharedDepCheck } from '@shiftdesk/shared/api';

export const HEALTH_TIMEOUT_MS = 5000;

const major = (v: string) => /^(\d+)/.exec(v.replace(/^[\^~>=<\s]+/, ''))?.[1];

/** Same comparison as the server's: manifest `shared` vs the host's versions, same major = compatible. */
export function compareShared(manifest: unknown, host: Record<string, string>): SharedDepCheck[] {
  const shared = (manifest as { shared?: { name?: string; version?: string }[] })?.shared ?? [];
  const remote = new Map<string, string>();
  for (const s of shared) {
    if (!s?.name) continue;
    const parts = s.name.split('/');
    const pkg = s.name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    if (!remote.has(pkg) && s.version) remote.set(pkg, s.version);
  }
  return Object.entries(host).map(([name, hv]) => {
    const rv = remote.get(name) ?? '';
    return { name, remote: rv, host: hv, compatible: !rv || major(rv) === major(hv) };
  });
}

/** Fetches the manifest from the browser with a timeout and completes the server's answer. */
export async function checkInBrowser(h: RemoteHealthResult, timeoutMs = HEALTH_TIMEOUT_MS): Promise<RemoteHealthResult> {
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), timeoutMs);
  try {
    const res = await fetch(h.entry, { signal: ctl.signal, cache: 'no-store' });
    if (!res.ok) return { ...h, reachable: false, error: `HTTP ${res.status}` };
    const shared = compareShared(await res.json(), h.hostShared);
    return { ...h, reachable: true, error: '', shared, compatible: shared.every((s) => s.compatible) };
  } catch (e) {
    return { ...h, reachable: false, error: (e as Error).name === 'AbortError' ? 'Timed out' : 'Not reachable' };
  } finally {
    clearTimeout(timer);
  }
}
