/**
 * A CSV cell for the files the bank and spreadsheets read (payout, payroll bank file): quoted
 * when it holds a comma, a quote or a line break; a leading =, +, - or @ is written as text so a
 * spreadsheet opening the file runs no formula (CSV injection).
 */
export const csvCell = (v: string | number) => {
  const s = String(v);
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Whole cents as dollars with two places (`187560` → `1875.60`), in integers, never floats. */
export const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
