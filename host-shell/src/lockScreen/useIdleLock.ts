/**
 * Auto-lock after `seconds` WITHOUT user activity (spec §2/§4): mouse, keyboard, click, scroll,
 * wheel and touch restart the countdown. Ticks once a second and publishes the seconds left.
 */

import { sharedStore } from '@shiftdesk/shared/core';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { ACTIVITY_EVENTS, lockedAtom, lockRemainingAtom, lockScreen } from './state';

/** Seconds left of an idle countdown (pure). */
export function idleRemaining(seconds: number, lastActivity: number, now: number): number {
  return Math.max(0, seconds - Math.floor((now - lastActivity) / 1000));
}

export function useIdleLock(enabled: boolean, seconds: number): void {
  const locked = useAtomValue(lockedAtom);
  useEffect(() => {
    if (!enabled || locked) {
      if (!locked) sharedStore.set(lockRemainingAtom, Number.POSITIVE_INFINITY);
      return;
    }
    let last = Date.now();
    sharedStore.set(lockRemainingAtom, seconds);
    const onActivity = () => {
      last = Date.now();
      if (sharedStore.get(lockRemainingAtom) !== seconds) sharedStore.set(lockRemainingAtom, seconds);
    };
    const opts = { capture: true, passive: true } as const;
    for (const ev of ACTIVITY_EVENTS) window.addEventListener(ev, onActivity, opts);
    const timer = window.setInterval(() => {
      const left = idleRemaining(seconds, last, Date.now());
      if (left <= 0) lockScreen();
      else sharedStore.set(lockRemainingAtom, left);
    }, 1000);
    return () => {
      window.clearInterval(timer);
      for (const ev of ACTIVITY_EVENTS) window.removeEventListener(ev, onActivity, opts);
    };
  }, [enabled, seconds, locked]);
}
