/**
 * Tab out of antd's RangePicker (issue 27, WCAG 2.1.2 no keyboard trap). The picker's focus
 * lock pulls the focus back to the field it expects whenever Tab moves it to the other field,
 * so a keyboard user could never leave it. The kit treats the range as one Tab stop: Tab and
 * Shift+Tab move the focus on to the next (previous) control of the page; Enter in the start
 * field goes on to the end field (the picker's own way).
 */

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** The control that Tab (forwards) or Shift+Tab (back) reaches from outside `from`. */
export function nextTabbable(from: Element, forwards: boolean): HTMLElement | null {
  const all = Array.from(from.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !from.contains(el) &&
      !el.closest('[inert]') &&
      // A hidden one (another kept-alive page, a closed popup) is no stop.
      (typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true),
  );
  const after = (el: Element) => !!(from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  return forwards ? (all.find(after) ?? null) : (all.filter((el) => !after(el)).pop() ?? null);
}

const RANGE = '.ant-picker-range';

function onKeyDown(e: KeyboardEvent) {
  if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
  if (!(e.target instanceof HTMLInputElement)) return;
  const picker = e.target.closest<HTMLElement>(RANGE);
  if (!picker) return;
  const target = nextTabbable(picker, !e.shiftKey);
  if (!target) return;
  // Ahead of every handler below the document (React's included), so the picker never sees it.
  e.preventDefault();
  e.stopPropagation();
  target.focus();
  // The picker may pull the focus back as its popup closes: it is set again then.
  const again = () => {
    if (picker.contains(document.activeElement)) target.focus();
  };
  requestAnimationFrame(again);
  window.setTimeout(again, 100);
}

let installed = false;
/** Once per page: a capturing listener on the document for every range picker of the kit. */
export function letTabLeaveRanges(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('keydown', onKeyDown, true);
}
