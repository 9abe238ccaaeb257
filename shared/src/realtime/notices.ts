/**
 * One "the user's notices changed" signal for the whole app (a shared singleton atom): the
 * realtime module bumps it when a notice arrives, the notice centre when it marks notices read,
 * and the header bell and the notice centre re-fetch when it changes.
 */
import { atom } from 'jotai';
import { sharedStore } from '../session';

export const noticesVersionAtom = atom(0);

/** Makes every bell and notice centre re-fetch. */
export function refreshNotices(): void {
  sharedStore.set(noticesVersionAtom, (v) => v + 1);
}
