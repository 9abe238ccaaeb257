/**
 * Minutes and cents as people read them, with no date library: the pages (through ./index.ts) and
 * the server's documents (timesheet PDF and XLSX, as `@shiftdesk/shared/numbers`) print the same.
 */
/** Minutes as `h:mm` (485 → `8:05`, -30 → `-0:30`): how hours read on every timesheet screen. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || Number.isNaN(minutes)) return '';
  const abs = Math.abs(Math.trunc(minutes));
  return `${minutes < 0 ? '-' : ''}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** Integer cents → `S$1,234.50` (negative: `-S$1,234.50`). */
export function formatMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return '';
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  const rest = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}S$${dollars}.${rest}`;
}
