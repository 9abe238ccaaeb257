/**
 * A payroll month's documents (issue 32): one payslip (a contractor's statement of payments) as a
 * PDF, every payslip of the month as a zip, the bank's payment file (CSV, GIRO style) and the CPF
 * contribution summary (XLSX). The workers' particulars are read once per document set, joined
 * through the month's details, and the lines of the whole month in one query, so a month of
 * thousands of workers runs a handful of queries, not one per worker.
 */
import type { PayrollDetail, PayrollDetailRow, PayrollLine, PayrollMonthRow } from '@shiftdesk/shared/api';
import { maskNric, sdlPayableTotal } from '@shiftdesk/shared/rules';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { csvCell, dollars } from '../../../core/base/csv';
import { BadRequestError } from '../../../core/base/errors';
import { sgDate } from '../../../core/base/time';
import { getConfigValue } from '../../../core/data/params';
import type { Db } from '../../../db/client';
import { finPayrollDetail, finPayrollLine, wfWorker } from '../../../db/schema';
import { SUPPLIER_KEYS } from '../invoice/issue';
import { DRAFT_NOTICE, isContractor, isDraft, type PayslipEmployer, renderPayslip } from './payslip-pdf';
import { getDetail, getMonth, lineOut, monthDetails, selectLines } from './service';

/** The employer as printed on payslips: the invoices' supplier (name required; address and UEN when set). */
export async function payslipEmployer(db: Db): Promise<PayslipEmployer> {
  const get = async (k: keyof typeof SUPPLIER_KEYS) => (await getConfigValue(db, SUPPLIER_KEYS[k]))?.trim() ?? '';
  const name = await get('name');
  if (!name) throw new BadRequestError('payroll.employerMissing', { keys: SUPPLIER_KEYS.name });
  return { name, address: await get('address'), uen: await get('uen') };
}

interface WorkerParticulars {
  id: number;
  name: string;
  nric: string;
  bankName: string | null;
  bankAccount: string | null;
}

/** The particulars of the workers of a month's details (or of one detail), in one query. */
async function workersOf(
  db: Db,
  by: { monthId: number } | { detailId: number },
): Promise<Map<number, WorkerParticulars>> {
  const rows = await db
    .select({
      id: wfWorker.id,
      name: wfWorker.name,
      nric: wfWorker.nric,
      bankName: wfWorker.bankName,
      bankAccount: wfWorker.bankAccount,
    })
    .from(finPayrollDetail)
    .innerJoin(wfWorker, eq(wfWorker.id, finPayrollDetail.workerId))
    .where('monthId' in by ? eq(finPayrollDetail.monthId, by.monthId) : eq(finPayrollDetail.id, by.detailId));
  return new Map(rows.map((r) => [r.id, r]));
}

const slipName = (d: PayrollDetailRow) => `${isContractor(d) ? 'statement' : 'payslip'}-${d.month}-${d.workerId}.pdf`;

function slipWorker(d: PayrollDetailRow, workers: Map<number, WorkerParticulars>) {
  const w = workers.get(d.workerId);
  return { name: w?.name ?? d.workerName, nricMasked: w ? maskNric(w.nric) : '' };
}

export async function payslipDocument(db: Db, detailId: number): Promise<{ fileName: string; pdf: Buffer }> {
  const d = await getDetail(db, detailId);
  const [month, employer, workers] = await Promise.all([
    getMonth(db, d.monthId),
    payslipEmployer(db),
    workersOf(db, { detailId }),
  ]);
  return { fileName: slipName(d), pdf: await renderPayslip(d, month, employer, slipWorker(d, workers)) };
}

/** Every line of a month, by detail, in each payslip's order (date, then id). */
async function monthLines(db: Db, monthId: number): Promise<Map<number, PayrollLine[]>> {
  const rows = await selectLines(db)
    .where(eq(finPayrollLine.monthId, monthId))
    .orderBy(asc(finPayrollLine.detailId), asc(finPayrollLine.workDate), asc(finPayrollLine.id));
  const byDetail = new Map<number, PayrollLine[]>();
  for (const r of rows) {
    const { detailId, ...line } = lineOut(r);
    const list = byDetail.get(detailId);
    if (list) list.push(line);
    else byDetail.set(detailId, [line]);
  }
  return byDetail;
}

export async function payslipsZip(db: Db, monthId: number): Promise<{ fileName: string; zip: Buffer }> {
  const month = await getMonth(db, monthId);
  const [employer, details, workers, lines] = await Promise.all([
    payslipEmployer(db),
    monthDetails(db, monthId),
    workersOf(db, { monthId }),
    monthLines(db, monthId),
  ]);
  const files: Record<string, Uint8Array> = {};
  for (const d of details) {
    const detail: PayrollDetail = { ...d, lines: lines.get(d.id) ?? [] };
    files[slipName(d)] = new Uint8Array(await renderPayslip(detail, month, employer, slipWorker(d, workers)));
  }
  // PDFs are compressed already: stored as they are.
  return { fileName: `payslips-${month.month}.zip`, zip: Buffer.from(zipSync(files, { level: 0 })) };
}

// ─── bank payment file ───────────────────────────────────────────────────────────────────────

export interface BankRow {
  valueDate: string;
  name: string;
  bankName: string;
  account: string;
  /** Net pay, cents */
  amount: number;
  reference: string;
}

export { dollars };

type BankColumn = { header: string; value: (r: BankRow) => string };

/** Every column a bank file may carry, by the key the layout parameter names it with. */
const BANK_COLUMN_KINDS: Record<string, BankColumn> = {
  valueDate: { header: 'Value date', value: (r) => r.valueDate },
  valueDateCompact: { header: 'Value date', value: (r) => r.valueDate.replaceAll('-', '') },
  name: { header: 'Payee name', value: (r) => r.name },
  bankName: { header: 'Bank', value: (r) => r.bankName },
  account: { header: 'Account number', value: (r) => r.account },
  amount: { header: 'Amount (SGD)', value: (r) => dollars(r.amount) },
  amountCents: { header: 'Amount (cents)', value: (r) => String(r.amount) },
  reference: { header: 'Reference', value: (r) => r.reference },
  currency: { header: 'Currency', value: () => 'SGD' },
};

/**
 * The parameters of the bank file: which columns in which order (`key` or `key:Header`, comma
 * separated), whether a header row leads, and the payment reference's prefix. Each bank's GIRO
 * upload differs; an installation sets its bank's layout on System → Parameters.
 */
export const BANK_FILE_PARAMS = {
  columns: 'finance.payroll.bankFileColumns',
  header: 'finance.payroll.bankFileHeader',
  referencePrefix: 'finance.payroll.bankReferencePrefix',
} as const;
export const DEFAULT_BANK_LAYOUT = 'valueDate,name,bankName,account,amount,reference';

/**
 * The columns a layout parameter names, in its order; an unknown key is refused with the keys
 * there are, so a typo on the parameters page is found at the first download, not at the bank.
 */
export function bankFileLayout(spec: string | undefined): BankColumn[] {
  const items = (spec?.trim() || DEFAULT_BANK_LAYOUT)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.map((item) => {
    const [key, ...rest] = item.split(':');
    const kind = BANK_COLUMN_KINDS[key.trim()];
    if (!kind) {
      throw new BadRequestError('payroll.bankLayout', {
        key: key.trim(),
        keys: Object.keys(BANK_COLUMN_KINDS).join(', '),
      });
    }
    const header = rest.join(':').trim();
    return header ? { ...kind, header } : kind;
  });
}

/** The default layout's columns. */
export const BANK_FILE_COLUMNS: BankColumn[] = bankFileLayout(DEFAULT_BANK_LAYOUT);

export { csvCell };

/** The value date: the day the month was paid, else approved, else today (Singapore dates). */
const valueDate = (m: PayrollMonthRow, now: Date) =>
  sgDate(m.paidAt ? new Date(m.paidAt) : m.approvedAt ? new Date(m.approvedAt) : now);

/**
 * One row per worker with net pay above zero, with the full account number (the bank needs it;
 * the permission to download the file is the reveal). A worker without an account is listed
 * with the account empty so staff see them; `withoutAccount` counts them.
 */
export async function payrollBankFile(
  db: Db,
  monthId: number,
  now = new Date(),
): Promise<{ fileName: string; csv: string; count: number; total: number; withoutAccount: number }> {
  const month = await getMonth(db, monthId);
  const [details, workers, layout, header, prefix] = await Promise.all([
    monthDetails(db, monthId),
    workersOf(db, { monthId }),
    getConfigValue(db, BANK_FILE_PARAMS.columns),
    getConfigValue(db, BANK_FILE_PARAMS.header),
    getConfigValue(db, BANK_FILE_PARAMS.referencePrefix),
  ]);
  const columns = bankFileLayout(layout);
  const date = valueDate(month, now);
  const rows: BankRow[] = details
    .filter((d) => d.netPay > 0)
    .map((d) => {
      const w = workers.get(d.workerId);
      return {
        valueDate: date,
        name: w?.name ?? d.workerName,
        bankName: w?.bankName?.trim() ?? '',
        account: w?.bankAccount?.trim() ?? '',
        amount: d.netPay,
        reference: `${prefix?.trim() || 'PAY'}-${d.month}-${d.workerId}`,
      };
    });
  const lines = [
    ...(header?.trim() === 'false' ? [] : [columns.map((c) => csvCell(c.header)).join(',')]),
    ...rows.map((r) => columns.map((c) => csvCell(c.value(r))).join(',')),
  ];
  return {
    fileName: `payroll-bank-${month.month}.csv`,
    csv: `${lines.join('\r\n')}\r\n`,
    count: rows.length,
    total: rows.reduce((n, r) => n + r.amount, 0),
    withoutAccount: rows.filter((r) => !r.account).length,
  };
}

// ─── CPF contribution summary ────────────────────────────────────────────────────────────────

const CPF_HEADERS = ['Worker', 'NRIC/FIN', 'Residency', 'Rate class', 'Age band', 'OW', 'AW', 'CPF wage'];
const CPF_MONEY_HEADERS = ['Employee CPF', 'Employer CPF', 'Total CPF', 'SDL'];
const MONEY_FORMAT = '#,##0.00';
/** Dollars for a cell, from cents only here: the sums are taken in cents. */
const cell = (cents: number) => cents / 100;

/**
 * Every employee with CPF or SDL in the month (contractors have neither), then the totals: the
 * CPF sums, and the SDL payable, the per-worker levies summed and rounded down to the dollar.
 * Money cells are numbers in dollars with two places.
 */
export async function cpfSummary(db: Db, monthId: number): Promise<{ fileName: string; xlsx: Buffer }> {
  const month = await getMonth(db, monthId);
  const [details, workers, employer] = await Promise.all([
    monthDetails(db, monthId),
    workersOf(db, { monthId }),
    payslipEmployer(db),
  ]);
  const rows = details.filter((d) => !isContractor(d) && (d.cpfEmployee + d.cpfEmployer > 0 || d.sdl > 0));
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(`CPF ${month.month}`);
  const head: [string, string][] = [
    ['CPF contribution summary', month.month],
    ['Employer', employer.name],
  ];
  if (employer.uen) head.push(['UEN', employer.uen]);
  if (isDraft(month)) head.push(['Status', DRAFT_NOTICE]);
  for (const h of head) ws.addRow(h).getCell(1).font = { bold: true };
  ws.addRow([]);
  ws.addRow([...CPF_HEADERS, ...CPF_MONEY_HEADERS]).font = { bold: true };
  const sum = { ow: 0, aw: 0, wage: 0, ee: 0, er: 0 };
  for (const d of rows) {
    const w = workers.get(d.workerId);
    sum.ow += d.ow;
    sum.aw += d.aw;
    sum.wage += d.cpfWage;
    sum.ee += d.cpfEmployee;
    sum.er += d.cpfEmployer;
    const money = [d.ow, d.aw, d.cpfWage, d.cpfEmployee, d.cpfEmployer, d.cpfEmployee + d.cpfEmployer, d.sdl];
    ws.addRow([
      w?.name ?? d.workerName,
      w ? maskNric(w.nric) : '',
      d.residency,
      d.rateClass ?? '',
      d.ageBand ?? '',
      ...money.map(cell),
    ]);
  }
  const sdl = sdlPayableTotal(rows.map((d) => d.sdl));
  const totals = [sum.ow, sum.aw, sum.wage, sum.ee, sum.er, sum.ee + sum.er, sdl];
  ws.addRow([
    `Total (${rows.length} workers; SDL rounded down to the dollar)`,
    '',
    '',
    '',
    '',
    ...totals.map(cell),
  ]).font = {
    bold: true,
  };
  ws.getColumn(1).width = 32;
  for (let c = 2; c <= 5; c++) ws.getColumn(c).width = 12;
  for (let c = 6; c <= 12; c++) {
    ws.getColumn(c).width = 14;
    ws.getColumn(c).numFmt = MONEY_FORMAT;
  }
  return { fileName: `cpf-summary-${month.month}.xlsx`, xlsx: Buffer.from(await wb.xlsx.writeBuffer()) };
}
