/**
 * Lock screen state. `lockScreen()` locks now (the user menu's "lock" action); the idle timer
 * locks after `lockScreenTime` seconds without activity when `isLockScreen` is on. The locked flag
 * survives a reload (localStorage `lockScreenLocked`), is shared by the tabs of the browser, and
 * is dropped when the session ends (logout / 401).
 */
import { sharedStore, userInfoAtom } from '@shiftdesk/shared/core';
import { atom } from 'jotai';

export const LOCKED_KEY = 'lockScreenLocked';
/** Events that count as user activity and restart the idle timer. */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'click', 'scroll', 'wheel', 'touchstart'] as const;

function readLocked(): boolean {
  try {
    return localStorage.getItem(LOCKED_KEY) === '1';
  } catch {
    return false;
  }
}
function writeLocked(v: boolean): void {
  try {
    if (v) localStorage.setItem(LOCKED_KEY, '1');
    else localStorage.removeItem(LOCKED_KEY);
  } catch {
    /* storage disabled */
  }
}

const lockedBase = atom<boolean>(readLocked());
export const lockedAtom = atom(
  (get) => get(lockedBase),
  (_get, set, next: boolean) => {
    set(lockedBase, next);
    writeLocked(next);
  },
);

/**
 * Seconds left before the idle lock (Infinity when the lock is off). 0 while locked. The spec's
 * "routed view and drawer hidden while lockScreenTime ≤ 1" reads this.
 */
export const lockRemainingAtom = atom<number>(readLocked() ? 0 : Number.POSITIVE_INFINITY);

/** The routed view and the settings drawer are hidden while the countdown is ≤ 1 (spec §2). */
export function isViewHidden(remaining: number, locked: boolean): boolean {
  return locked || remaining <= 1;
}

export function lockScreen(): void {
  sharedStore.set(lockedAtom, true);
  sharedStore.set(lockRemainingAtom, 0);
}

export function unlockScreen(): void {
  sharedStore.set(lockedAtom, false);
  sharedStore.set(lockRemainingAtom, Number.POSITIVE_INFINITY);
}

export function isLocked(): boolean {
  return sharedStore.get(lockedAtom);
}

// The session ended (logout, 401, clearSession): nothing left to unlock.
sharedStore.sub(userInfoAtom, () => {
  if (!sharedStore.get(userInfoAtom) && sharedStore.get(lockedAtom)) unlockScreen();
});

if (typeof window !== 'undefined') {
  // Another tab locked or unlocked.
  window.addEventListener('storage', (e) => {
    if (e.key !== LOCKED_KEY) return;
    const v = e.newValue === '1';
    if (v !== sharedStore.get(lockedAtom)) (v ? lockScreen : unlockScreen)();
  });
}
