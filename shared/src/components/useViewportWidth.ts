import { useSyncExternalStore } from 'react';

function subscribe(cb: () => void): () => void {
  window.addEventListener('resize', cb);
  return () => window.removeEventListener('resize', cb);
}
const getWidth = () => (typeof window === 'undefined' ? 1280 : window.innerWidth);

/** The window's inner width, updated on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, getWidth, () => 1280);
}
