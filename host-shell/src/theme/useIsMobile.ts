import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from './config';

function subscribe(cb: () => void): () => void {
  window.addEventListener('resize', cb);
  return () => window.removeEventListener('resize', cb);
}
const snapshot = () => typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT;

/** Narrow screen (< 768px): drawer menu, no tag dragging. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
