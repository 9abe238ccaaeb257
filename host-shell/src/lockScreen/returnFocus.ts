/**
 * Where the focus goes back to when the screen unlocks (issue 27): the control the user was on
 * before the lock. A menu's popup item does not count — it is gone once the menu closes — so
 * locking from the user menu comes back to the user menu's button, the control that opened it.
 */

/** Focus inside these is not a place to come back to. */
const TRANSIENT = '.ant-dropdown, [data-testid="lock-screen"]';

let last: HTMLElement | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (e) => {
      const el = e.target;
      if (el instanceof HTMLElement && !el.closest(TRANSIENT)) last = el;
    },
    true,
  );
}

/** Focuses the control the user was on before the lock, if it is still on the page. */
export function focusBeforeLock(): void {
  const el = last;
  if (!el?.isConnected || el.closest('[inert]')) return;
  el.focus({ preventScroll: true });
}
