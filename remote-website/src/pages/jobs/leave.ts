/**
 * A full-page navigation to the server-rendered board that leaves no history entry (its own
 * module so tests can watch it). Offline, the shell's service worker answers every navigation
 * with the SPA, which would land here again: so no hand-over offline, and none twice within a
 * few seconds (a loop is never worse than one extra load).
 */
const KEY = 'website.jobs.leftAt';
const AGAIN_AFTER_MS = 10_000;

export function leaveFor(url: string): void {
  if (navigator.onLine === false) return;
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < AGAIN_AFTER_MS) return;
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    // No storage (private mode): the offline check above is the guard.
  }
  window.location.replace(url);
}
