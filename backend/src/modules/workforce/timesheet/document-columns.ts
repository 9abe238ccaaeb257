/**
 * The template's columns as both documents print them: the heading, the PDF width weight and
 * alignment, the text of a row, the XLSX value, and for the columns that add up, the record
 * number they sum. Hours are decimal hours with two decimals in both documents (7.50, not 7:30),
 * so the PDF and the XLSX read the same; amounts are integer cents until the last step.
 * The hours are the billed ones: the client signs what it is billed for.
 */
import type { TimesheetColumn, TimesheetLayout } from '@shiftdesk/shared/api';
import { sgTime } from '../../../core/base/time';
import type { SheetRow } from './document-data';
import { DOC_TEXT } from './document-text';
import { formatMoney } from '@shiftdesk/shared/numbers';

/** The numbers a row adds to its group, page and timesheet (minutes, or cents). */
export type Summed = 'billMinutes' | 'billNormalMinutes' | 'billOtMinutes' | 'phMinutes' | 'billAmount';

export interface DocColumn {
  header: string;
  width: number;
  align: 'left' | 'right';
  text: (r: SheetRow) => string;
  value: (r: SheetRow) => string | number;
  sum?: Summed;
  /** exceljs number format of the XLSX column */
  numFmt?: string;
}

/** Minutes → decimal hours, rounded to the cent of an hour in integers (no float drift). */
export const hoursOf = (minutes: number) => Math.round((minutes * 100) / 60) / 100;
export const hoursText = (minutes: number) => hoursOf(minutes).toFixed(2);
/** Integer cents → dollars for a spreadsheet cell (the sum stays in cents until here). */
export const dollarsOf = (cents: number) => cents / 100;

const time = (d: Date | null) => (d ? sgTime(d) : '');

/** A column before its heading is put in the template's language. */
type Column = Omit<DocColumn, 'header'>;

const hours = (sum: Summed): Column => ({
  width: 7,
  align: 'right',
  text: (r) => hoursText(r[sum]),
  value: (r) => hoursOf(r[sum]),
  sum,
  numFmt: '0.00',
});

const textColumn = (width: number, text: (r: SheetRow) => string): Column => ({
  width,
  align: 'left',
  text,
  value: text,
});

const DOC_COLUMNS: Record<TimesheetColumn, Column> = {
  workerName: textColumn(18, (r) => r.workerName),
  nricMasked: textColumn(10, (r) => r.nricMasked),
  shiftDate: textColumn(10, (r) => r.shiftDate),
  position: textColumn(12, (r) => r.position),
  scheduledIn: textColumn(7, (r) => time(r.scheduledStartAt)),
  scheduledOut: textColumn(7, (r) => time(r.scheduledEndAt)),
  actualIn: textColumn(6, (r) => time(r.clockInAt)),
  actualOut: textColumn(6, (r) => time(r.clockOutAt)),
  breakMinutes: {
    width: 7,
    align: 'right',
    text: (r) => String(r.breakMinutes),
    value: (r) => r.breakMinutes,
    numFmt: '0',
  },
  paidHours: hours('billMinutes'),
  normalHours: hours('billNormalMinutes'),
  otHours: hours('billOtMinutes'),
  phHours: hours('phMinutes'),
  billAmount: {
    width: 10,
    align: 'right',
    text: (r) => formatMoney(r.billAmount),
    value: (r) => dollarsOf(r.billAmount),
    sum: 'billAmount',
    numFmt: '#,##0.00',
  },
  remarks: textColumn(20, (r) => r.remarks),
};

/** The template's columns in print order, headed in its language. */
export const docColumns = (layout: Pick<TimesheetLayout, 'columns' | 'lang'>): DocColumn[] =>
  layout.columns.map((k) => ({ ...DOC_COLUMNS[k], header: DOC_TEXT[layout.lang].columns[k] }));

/** A summed number as its column prints it. */
export const sumText = (sum: Summed, n: number) => (sum === 'billAmount' ? formatMoney(n) : hoursText(n));
export const sumValue = (sum: Summed, n: number) => (sum === 'billAmount' ? dollarsOf(n) : hoursOf(n));

/** Sums of the rows per summed column, in integers. */
export function sumRows(rows: readonly SheetRow[]): Record<Summed, number> {
  const out: Record<Summed, number> = {
    billMinutes: 0,
    billNormalMinutes: 0,
    billOtMinutes: 0,
    phMinutes: 0,
    billAmount: 0,
  };
  for (const r of rows) for (const k of Object.keys(out) as Summed[]) out[k] += r[k];
  return out;
}
