/**
 * Whether the user asked their system for reduced motion (WCAG 2.3.3): antd's motion token is
 * turned off then, as the shell's own CSS already does under the same media query. Followed live,
 * so changing the system setting applies without a reload.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

// jsdom and old browsers have no matchMedia: they get the motion.
const media = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;

function subscribe(onChange: () => void): () => void {
  const m = media();
  m?.addEventListener?.('change', onChange);
  return () => m?.removeEventListener?.('change', onChange);
}

export const prefersReducedMotion = (): boolean => media()?.matches === true;

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
