/**
 * A payslip on paper, with every item MOM requires of an itemised payslip: the employer's and the
 * employee's names, the date of payment, the salary period, the basic rate and hours and the
 * basic pay, allowances, other additional payments (incentives, public-holiday and rest-day
 * pay), each deduction including the employee's CPF, the overtime hours, pay and period, and the
 * net pay; the employer's CPF and the CPF wage for information. Items of a locked month paid in
 * this one are listed each with the month they belong to and why. A contractor gets a statement
 * of payments instead, without CPF. A month not yet approved prints as a draft.
 */
import type { PayrollDetail, PayrollLine, PayrollMonthRow } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { periodRange } from '@shiftdesk/shared/rules';
import { sgDate } from '../../../core/base/time';
import { block, contentBox, createPdf, FONT, type Pdf, stamp } from '../../../core/pdf/document';
import { drawTable, type PdfColumn, type PdfTableRow } from '../../../core/pdf/table';

export interface PayslipEmployer {
  name: string;
  /** Empty when not set */
  address: string;
  uen: string;
}
export interface PayslipWorker {
  name: string;
  /** Masked as `S****567D`: never the full NRIC on paper */
  nricMasked: string;
}
export type PayslipMonth = Pick<PayrollMonthRow, 'month' | 'status' | 'paidAt'>;

const RED = '#b00020';
const GREY = '#555555';
const DASH = '—';
export const DRAFT_NOTICE = 'Draft — month in review';
const RESIDENCY: Record<PayrollDetail['residency'], string> = {
  citizen: 'Singapore citizen',
  pr: 'Singapore PR',
  foreigner: 'Foreigner',
};

export const isContractor = (d: Pick<PayrollDetail, 'engagementType'>) => d.engagementType === 'contractor';
export const isDraft = (m: Pick<PayrollMonthRow, 'status'>) => m.status !== 'approved' && m.status !== 'paid';
export const paymentDate = (m: PayslipMonth) => (m.paidAt ? sgDate(new Date(m.paidAt)) : 'not paid yet');

/** Minutes as hours with two places, in integers (7.50, not 7.5). */
function hoursText(minutes: number): string {
  const h = Math.round((minutes * 100) / 60);
  return `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
}
const span = (from: string | null, to: string | null) =>
  from && to ? (from === to ? from : `${from} – ${to}`) : (from ?? to ?? '');

const COLUMNS: PdfColumn[] = [
  { header: 'Item', width: 40 },
  { header: 'Date / period', width: 24 },
  { header: 'Hours', width: 9, align: 'right' },
  { header: 'Rate / hour', width: 12, align: 'right' },
  { header: 'Amount', width: 15, align: 'right' },
];
/** Item and amount only, the amount under the earnings' amount column. */
const TWO_COLUMNS: PdfColumn[] = [
  { ...COLUMNS[0], width: 85 },
  { ...COLUMNS[4], width: 15 },
];
const row = (...cells: string[]): PdfTableRow => ({ kind: 'data', cells });

/** One item of a locked month: what it is, the month it belongs to, and why it is paid now. */
export function adjustmentText(l: PayrollLine): string {
  // An accepted appeal corrects a credit of its month: the line names the appeal.
  if (l.refType === 'appeal')
    return `Adjustment: ${l.reason.trim() || `Appeal #${l.refId}`} accepted, pay of ${l.originMonth}`;
  // Back pay found after its month was locked: its reason, and the month it belongs to.
  if (l.refType === 'payrollItem') return `Back pay of ${l.originMonth} — ${l.reason.trim() || 'adjustment'}`;
  const what = l.refType === 'allowance' ? 'Allowance' : 'Work';
  const why = l.reason.trim() || `verified after ${l.originMonth} was locked`;
  return `Adjustment: ${what} of ${l.originMonth} — ${why}`;
}

/** Employment Act s.27 types as the payslip names them. */
const DEDUCTION_NAMES: Record<string, string> = {
  absence: 'Absence from work',
  damage: 'Damage or loss of goods',
  accommodation: 'Accommodation',
  amenities: 'Amenities and services',
  advance: 'Recovery of advance or loan',
  overpayment: 'Recovery of overpayment',
  tax: 'Income tax',
  consented: 'Deduction with written consent',
};

/** One deduction: its legal type, the worker's consent, the month it belongs to and why. */
export function deductionText(l: PayrollLine): string {
  const type = l.deductionType ? (DEDUCTION_NAMES[l.deductionType] ?? l.deductionType) : 'Deduction';
  const consent = l.consentRef ? `; consent ${l.consentRef}` : '';
  const why = l.reason.trim() ? ` — ${l.reason.trim()}` : '';
  return `${type} (${l.originMonth}${consent})${why}`;
}

/** Normal minutes of the month's rest-day work (its lines'). */
const restDayNormal = (d: PayrollDetail) =>
  d.lines.filter((l) => l.kind === 'work' && l.restDayPay).reduce((a, l) => a + l.normalMinutes, 0);
/** The normal hours the rest-day pay is for (its lines'), else the detail's rest-day minutes. */
const restDayMinutes = (d: PayrollDetail) => restDayNormal(d) || d.restDayMinutes;

/**
 * Basic pay, one row per hourly rate of the month's work (a worker may hold jobs at different
 * rates), so that each row's hours × rate is its amount.
 */
function basicRows(d: PayrollDetail, period: string): PdfTableRow[] {
  const byRate = new Map<number, { minutes: number; amount: number }>();
  for (const l of d.lines) {
    // A rest day's work is itemised as rest-day pay (its own row).
    if (l.kind !== 'work' || l.refType !== 'workRecord' || l.restDayPay) continue;
    const r = byRate.get(l.rate) ?? { minutes: 0, amount: 0 };
    r.minutes += l.normalMinutes;
    r.amount += l.basicPay;
    byRate.set(l.rate, r);
  }
  // Lines that do not account for the whole basic pay (a payslip read without all its lines):
  // the month's totals at the rate of most of its hours.
  const sum = [...byRate.values()].reduce((a, r) => a + r.amount, 0);
  if (sum !== d.basicPay || !byRate.size) {
    const minutes = Math.max(0, d.normalMinutes - restDayNormal(d));
    return [row('Basic pay', period, hoursText(minutes), formatMoney(d.hourlyRate), formatMoney(d.basicPay))];
  }
  return [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, r]) => row('Basic pay', period, hoursText(r.minutes), formatMoney(rate), formatMoney(r.amount)));
}


function earningRows(d: PayrollDetail): PdfTableRow[] {
  const { from, to } = periodRange(d.month);
  const rows = [
    ...basicRows(d, span(from, to)),
    row('Overtime pay', span(d.otFrom, d.otTo) || DASH, hoursText(d.otMinutes), '', formatMoney(d.otPay)),
    row('Public-holiday pay', '', hoursText(d.phMinutes), '', formatMoney(d.phPay)),
    row('Rest-day pay', '', restDayMinutes(d) ? hoursText(restDayMinutes(d)) : '', '', formatMoney(d.restDayPay)),
    row('Allowances', '', '', '', formatMoney(d.allowances)),
    row('Incentives', '', '', '', formatMoney(d.incentives)),
  ];
  for (const l of d.lines.filter((x) => x.kind === 'adjustment')) {
    const minutes = l.normalMinutes + l.otMinutes;
    rows.push(
      row(adjustmentText(l), l.workDate ?? l.originMonth, minutes ? hoursText(minutes) : '', '', formatMoney(l.amount)),
    );
  }
  return rows;
}

export const totalPay = (d: PayrollDetail) => d.grossPay + d.allowances + d.incentives + d.adjustments;

/** Label and value pairs; the value wraps within its own column. */
function facts(doc: Pdf, x: number, y: number, width: number, rows: [string, string][]): void {
  const labelW = 100;
  doc.y = y;
  for (const [label, value] of rows) {
    const at = doc.y;
    doc.font(FONT.bold).fontSize(9).text(label, x, at, { width: labelW });
    doc.font(FONT.regular).text(value, x + labelW, at, { width: width - labelW });
    doc.y = Math.max(doc.y, at + doc.currentLineHeight(true));
  }
}

function heading(doc: Pdf, d: PayrollDetail, m: PayslipMonth, employer: PayslipEmployer, worker: PayslipWorker): void {
  const box = contentBox(doc);
  const w = box.right - box.left;
  const half = w / 2 - 10;
  const rightX = box.left + w / 2 + 10;
  const employerLines = [employer.name, ...employer.address.split(/\r?\n/).filter((l) => l.trim())];
  if (employer.uen) employerLines.push(`UEN: ${employer.uen}`);
  block(doc, box.left, box.top, half, 'Employer', employerLines);
  const leftEnd = doc.y;

  doc.y = box.top;
  if (isDraft(m)) {
    doc
      .font(FONT.bold)
      .fontSize(11)
      .fillColor(RED)
      .text(DRAFT_NOTICE, rightX, box.top, { width: half, align: 'right' });
  }
  const title = isContractor(d) ? 'Statement of payments' : 'Payslip';
  doc.font(FONT.bold).fontSize(20).fillColor('black').text(title, rightX, doc.y, { width: half, align: 'right' });
  doc.font(FONT.regular).fontSize(10).text(d.month, rightX, doc.y, { width: half, align: 'right' });
  let y = Math.max(leftEnd, doc.y) + 10;
  doc.moveTo(box.left, y).lineTo(box.right, y).lineWidth(0.6).strokeColor('#999999').stroke();
  y += 8;

  const who = isContractor(d) ? 'Contractor' : 'Employee';
  block(doc, box.left, y, half, who, [worker.name, `NRIC/FIN: ${worker.nricMasked}`, RESIDENCY[d.residency]]);
  const whoEnd = doc.y;
  const { from, to } = periodRange(d.month);
  const rows: [string, string][] = [
    [isContractor(d) ? 'Period' : 'Salary period', `${from} – ${to}`],
    ['Date of payment', paymentDate(m)],
  ];
  if (!isContractor(d)) rows.push(['Overtime period', span(d.otFrom, d.otTo) || 'no overtime']);
  facts(doc, rightX, y, half, rows);
  doc.x = box.left;
  doc.y = Math.max(whoEnd, doc.y) + 12;
}

function section(doc: Pdf, title: string): void {
  const box = contentBox(doc);
  if (doc.y + 60 > box.bottom) doc.addPage();
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor('black')
    .text(title, box.left, doc.y, { width: box.right - box.left });
  doc.y += 2;
}

function netPay(doc: Pdf, d: PayrollDetail): void {
  const box = contentBox(doc);
  if (doc.y + 30 > box.bottom) doc.addPage();
  const y = doc.y;
  doc.rect(box.left, y, box.right - box.left, 24).fill('#e8e8e8');
  doc.fillColor('black').font(FONT.bold).fontSize(12);
  doc.text('Net pay', box.left + 6, y + 5, { width: 200, lineBreak: false });
  doc.text(formatMoney(d.netPay), box.right - 206, y + 5, { width: 200, align: 'right', lineBreak: false });
  doc.x = box.left;
  doc.y = y + 36;
}

function note(doc: Pdf, text: string): void {
  const box = contentBox(doc);
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(GREY)
    .text(text, box.left, doc.y, { width: box.right - box.left });
  doc.fillColor('black');
  doc.y += 6;
}

/** The payslip (or a contractor's statement of payments) as a PDF. */
export async function renderPayslip(
  d: PayrollDetail,
  m: PayslipMonth,
  employer: PayslipEmployer,
  worker: PayslipWorker,
): Promise<Buffer> {
  const contractor = isContractor(d);
  const name = `${contractor ? 'Statement of payments' : 'Payslip'} ${d.month} — ${worker.name}`;
  const { doc, finish } = createPdf({ title: name, footerLeft: name });
  heading(doc, d, m, employer, worker);

  section(doc, contractor ? 'Payments' : 'Earnings');
  drawTable(doc, {
    columns: COLUMNS,
    rows: earningRows(d),
    totals: ['Total payments', '', '', '', formatMoney(totalPay(d))],
    fontSize: 9,
    maxLines: 3,
  });
  doc.y += 6;

  section(doc, 'Deductions');
  const deductions = contractor ? [] : [row('Employee CPF contribution', formatMoney(d.cpfEmployee))];
  const itemised = d.lines.filter((l) => l.kind === 'deduction');
  for (const l of itemised) deductions.push(row(deductionText(l), formatMoney(l.amount)));
  // Lines that do not account for the whole (a payslip read without its lines): the total.
  const sum = itemised.reduce((a, l) => a + l.amount, 0);
  if (sum !== d.deductions) deductions.push(row('Other deductions', formatMoney(d.deductions - sum)));
  drawTable(doc, {
    columns: TWO_COLUMNS,
    rows: deductions,
    totals: ['Total deductions', formatMoney(d.cpfEmployee + d.deductions)],
    fontSize: 9,
  });
  doc.y += 6;
  netPay(doc, d);

  if (contractor) {
    note(doc, 'Paid as a contractor, not an employee: no CPF contributions are deducted or paid on these payments.');
  } else {
    section(doc, 'For information (not part of net pay)');
    const cpfClass = [d.rateClass && `rate class ${d.rateClass}`, d.ageBand && `age ${d.ageBand}`].filter(Boolean);
    const wages = [`Ordinary ${formatMoney(d.ow)}`, `Additional ${formatMoney(d.aw)}`, ...cpfClass].join('; ');
    drawTable(doc, {
      columns: TWO_COLUMNS,
      rows: [
        row('Employer CPF contribution', formatMoney(d.cpfEmployer)),
        row(`CPF wage (${wages})`, formatMoney(d.cpfWage)),
      ],
      fontSize: 9,
    });
  }
  if (isDraft(m)) stamp(doc, 'DRAFT', GREY);
  return finish();
}
