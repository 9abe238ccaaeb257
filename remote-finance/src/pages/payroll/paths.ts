/** Where the payroll pages live, and how their minutes read (hours to two decimals). */
export const PAYROLL_PATH = '/finance/payroll';
export const payrollDetailPath = (monthId: number) => `${PAYROLL_PATH}/detail/${monthId}`;
export const workingHoursPath = (month: string) => `${PAYROLL_PATH}/workingHours/${month}`;
/** A work record's page (remote-workforce, menu `jobsWorkRecordDetail`). */
export const workRecordPath = (id: number) => `/jobs/workRecord/detail/${id}`;

/** Minutes as hours to two decimals, from integers only (90 → "1.50", 1 → "0.02"). */
export function hoursOf(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const hundredths = Math.round((Math.abs(minutes) * 100) / 60);
  return `${sign}${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** A payroll month as the routes carry it: `YYYY-MM`. */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * A yes-only filter (a select with the one value `true`): the URL keeps it as text, and
 * `flagToApi` turns it into the boolean the list's query declares.
 */
export const flagFilter = (key: string, label: string, texts: string) => ({
  key,
  label,
  options: { values: ['true'], label: (v: string) => `${texts}.${v}` },
  table: false as const,
  export: false as const,
  search: { width: 200 },
});

/** The request's query: the route's fixed filters, and the flag as a boolean when chosen. */
export const flagToApi =
  (flag: string, fixed: Record<string, unknown>) =>
  ({ [flag]: value, ...rest }: Record<string, unknown>) => ({
    ...rest,
    ...fixed,
    ...(value === 'true' ? { [flag]: true } : {}),
  });
