/**
 * Tells the server that a remote page failed to load or render (issue 15), so the registry page
 * can show error counts per remote version while a rollout runs. Best effort and bounded: only
 * for a logged-in user, the same remote version at most once per REPORT_GAP_MS, at most
 * MAX_REPORTS per page load, and a failed report is dropped (it must never cause another error).
 */
import { api, getToken } from '@shiftdesk/shared/core';
import { registeredRemotes } from './registry';

export const REPORT_URL = 'api/v1/system/remote/reportError';
const REPORT_GAP_MS = 10_000;
const MAX_REPORTS = 20;
const last = new Map<string, number>();
let sent = 0;

export function reportRemoteError(remote: string, error: unknown): void {
  if (!getToken() || sent >= MAX_REPORTS) return;
  const entry = registeredRemotes().find((r) => r.name === remote);
  if (!entry) return;
  const key = `${remote}@${entry.version}`;
  const now = Date.now();
  if (now - (last.get(key) ?? 0) < REPORT_GAP_MS) return;
  last.set(key, now);
  sent++;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  api.post(REPORT_URL, { name: remote, version: entry.version, message }, { silent: true }).catch(() => {});
}

/** Test hook. */
export function resetErrorReports(): void {
  last.clear();
  sent = 0;
}
