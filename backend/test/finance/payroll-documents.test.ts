/**
 * Payroll documents (issue 32) on their own, without a database: the payslip PDF read back with
 * poppler's pdftotext (every item MOM requires, with its figure; items of a locked month naming
 * their month and reason; the draft mark; a contractor's statement without CPF), and the bank
 * file's cells (dollars from cents in integers, formula-safe quoting).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PayrollDetail, PayrollLine } from '@shiftdesk/shared/api';
import { BANK_FILE_COLUMNS, bankFileLayout, csvCell, dollars } from '../../src/modules/finance/payroll/documents';
import {
  adjustmentText,
  DRAFT_NOTICE,
  type PayslipMonth,
  renderPayslip,
  totalPay,
} from '../../src/modules/finance/payroll/payslip-pdf';

const EMPLOYER = {
  name: 'Shiftdesk Staffing Pte Ltd',
  address: '1 Raffles Place\n#20-01\nSingapore 048616',
  uen: '201912345K',
};
const WORKER = { name: '陈大文 Tan Tai Man', nricMasked: 'S****567D' };
const PAID: PayslipMonth = { month: '2026-11', status: 'paid', paidAt: '2026-12-05T02:00:00.000Z' };
const REVIEW: PayslipMonth = { month: '2026-11', status: 'review', paidAt: null };

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payslip-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function line(over: Partial<PayrollLine>): PayrollLine {
  return {
    id: 1,
    kind: 'work',
    refType: 'workRecord',
    refId: 1,
    workDate: '2026-11-02',
    originMonth: '2026-11',
    reason: '',
    rate: 1200,
    normalMinutes: 0,
    otMinutes: 0,
    phMinutes: 0,
    basicPay: 0,
    restDayPay: 0,
    otPay: 0,
    phPay: 0,
    amount: 0,
    deductionType: null,
    consentRef: null,
    ...over,
  };
}

/** 160 h at S$12.00, 10 h OT at 1.5, 8 h on a public holiday, two items of October. */
function detail(over: Partial<PayrollDetail> = {}): PayrollDetail {
  const lines = [
    line({ id: 1, normalMinutes: 480, basicPay: 9600, amount: 9600 }),
    line({
      id: 2,
      kind: 'adjustment',
      refId: 9,
      workDate: '2026-10-30',
      originMonth: '2026-10',
      normalMinutes: 480,
      basicPay: 9600,
      amount: 9600,
    }),
    line({
      id: 3,
      kind: 'adjustment',
      refType: 'allowance',
      refId: 4,
      workDate: '2026-10-15',
      originMonth: '2026-10',
      reason: 'Transport claim approved late',
      amount: 1500,
    }),
  ];
  return {
    id: 11,
    monthId: 3,
    month: '2026-11',
    status: 'paid',
    workerId: 42,
    workerName: WORKER.name,
    engagementType: 'employee',
    residency: 'citizen',
    rateClass: 'citizen',
    ageBand: '<=55',
    hourlyRate: 1200,
    normalMinutes: 9600,
    otMinutes: 600,
    phMinutes: 480,
    restDayMinutes: 0,
    basicPay: 192000,
    restDayPay: 0,
    otPay: 18000,
    phPay: 9600,
    grossPay: 219600,
    allowances: 5000,
    incentives: 2500,
    adjustments: 11100,
    deductions: 3000,
    ow: 235700,
    aw: 2500,
    cpfWage: 238200,
    cpfEmployee: 47640,
    cpfEmployer: 40494,
    sdl: 596,
    netPay: 187560,
    records: 21,
    otFrom: '2026-11-03',
    otTo: '2026-11-27',
    lines,
    ...over,
  } as PayrollDetail;
}

async function text(d: PayrollDetail, m: PayslipMonth, name: string): Promise<string> {
  const file = path.join(dir, name);
  fs.writeFileSync(file, await renderPayslip(d, m, EMPLOYER, WORKER));
  return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
}

/** A label and its figure on one line of the laid-out text. */
const onLine = (t: string, label: string, ...values: string[]) =>
  expect(t.split('\n').find((l) => l.includes(label) && values.every((v) => l.includes(v)))).toBeDefined();

describe('payslip PDF', () => {
  it('carries every itemised field MOM requires, with its figure', async () => {
    const d = detail();
    expect(totalPay(d) - d.cpfEmployee - d.deductions).toBe(d.netPay);
    const t = await text(d, PAID, 'paid.pdf');
    expect(t).toContain('Payslip');
    expect(t).toContain(EMPLOYER.name);
    expect(t).toContain('UEN: 201912345K');
    expect(t).toContain(WORKER.name);
    expect(t).toContain('S****567D');
    onLine(t, 'Salary period', '2026-11-01 – 2026-11-30');
    onLine(t, 'Date of payment', '2026-12-05');
    onLine(t, 'Basic pay', '160.00', 'S$12.00', 'S$1,920.00');
    onLine(t, 'Overtime pay', '2026-11-03 – 2026-11-27', '10.00', 'S$180.00');
    onLine(t, 'Overtime period', '2026-11-03 – 2026-11-27');
    onLine(t, 'Public-holiday pay', '8.00', 'S$96.00');
    onLine(t, 'Rest-day pay', 'S$0.00');
    onLine(t, 'Allowances', 'S$50.00');
    onLine(t, 'Incentives', 'S$25.00');
    onLine(t, 'Total payments', 'S$2,382.00');
    onLine(t, 'Employee CPF contribution', 'S$476.40');
    onLine(t, 'Other deductions', 'S$30.00');
    onLine(t, 'Total deductions', 'S$506.40');
    onLine(t, 'Net pay', 'S$1,875.60');
    onLine(t, 'Employer CPF contribution', 'S$404.94');
    onLine(t, 'CPF wage', 'S$2,382.00');
    expect(t).not.toContain(DRAFT_NOTICE);
    expect(t).not.toMatch(/S\d{7}D/);
  });

  it('lists each item of a locked month with the month it belongs to and why', async () => {
    const t = await text(detail(), PAID, 'adjustments.pdf');
    onLine(t, 'Work of 2026-10', '2026-10-30', '8.00', 'S$96.00');
    onLine(t, 'Allowance of 2026-10', '2026-10-15', 'S$15.00');
    // A wrapped cell reads whole in pdftotext's reading order (without -layout).
    const flow = execFileSync('pdftotext', [path.join(dir, 'adjustments.pdf'), '-'])
      .toString('utf8')
      .replace(/\s+/g, ' ');
    expect(flow).toContain('Adjustment: Work of 2026-10 — verified after 2026-10 was locked');
    expect(flow).toContain('Adjustment: Allowance of 2026-10 — Transport claim approved late');
    // The month's own work is in the totals, not listed again as an adjustment.
    expect(t.match(/Adjustment:/g)).toHaveLength(2);
  });

  it('marks a month still in review as a draft, not paid yet', async () => {
    const t = await text(detail({ status: 'review' }), REVIEW, 'draft.pdf');
    expect(t).toContain(DRAFT_NOTICE);
    onLine(t, 'Date of payment', 'not paid yet');
  });

  it('gives a contractor a statement of payments without CPF', async () => {
    const d = detail({
      engagementType: 'contractor',
      residency: 'foreigner',
      rateClass: null,
      ageBand: null,
      cpfWage: 0,
      cpfEmployee: 0,
      cpfEmployer: 0,
      sdl: 0,
      netPay: 235200,
    });
    const t = await text(d, PAID, 'contractor.pdf');
    expect(t).toContain('Statement of payments');
    expect(t).not.toMatch(/Payslip/);
    expect(t).not.toMatch(/Employee CPF|Employer CPF|CPF wage/);
    expect(t).toContain('no CPF contributions');
    onLine(t, 'Net pay', 'S$2,352.00');
  });
});

describe('adjustment lines', () => {
  it('names what a carried item is, the month it belongs to and why', () => {
    expect(adjustmentText(line({ kind: 'adjustment', originMonth: '2026-10', reason: '' }))).toBe(
      'Adjustment: Work of 2026-10 — verified after 2026-10 was locked',
    );
    expect(
      adjustmentText(line({ kind: 'adjustment', refType: 'allowance', originMonth: '2026-10', reason: 'Late claim' })),
    ).toBe('Adjustment: Allowance of 2026-10 — Late claim');
    expect(
      adjustmentText(
        line({ kind: 'adjustment', refType: 'appeal', refId: 7, originMonth: '2026-10', reason: 'Appeal #7' }),
      ),
    ).toBe('Adjustment: Appeal #7 accepted, pay of 2026-10');
  });
});

describe('bank file cells', () => {
  it('writes dollars from cents with integers only', () => {
    expect(dollars(187560)).toBe('1875.60');
    expect(dollars(5)).toBe('0.05');
    expect(dollars(100000001)).toBe('1000000.01');
  });

  it('quotes commas and quotes, and keeps a formula as text', () => {
    expect(csvCell('Tan, "Ah" Beng')).toBe('"Tan, ""Ah"" Beng"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('DBS')).toBe('DBS');
  });

  it('lays a row out in the layout constant order', () => {
    const row = {
      valueDate: '2026-12-05',
      name: 'Tan',
      bankName: 'DBS',
      account: '0123456789',
      amount: 187560,
      reference: 'PAY-2026-11-42',
    };
    expect(BANK_FILE_COLUMNS.map((c) => c.value(row)).join(',')).toBe(
      '2026-12-05,Tan,DBS,0123456789,1875.60,PAY-2026-11-42',
    );
  });

  const row = {
    valueDate: '2026-12-05',
    name: 'Tan',
    bankName: 'DBS',
    account: '0123456789',
    amount: 187560,
    reference: 'PAY-2026-11-42',
  };

  it("lays a row out as the layout parameter lists its columns, renaming a header after ':'", () => {
    const cols = bankFileLayout('account:Beneficiary A/C, amountCents ,valueDateCompact,currency,name');
    expect(cols.map((c) => c.header)).toEqual([
      'Beneficiary A/C',
      'Amount (cents)',
      'Value date',
      'Currency',
      'Payee name',
    ]);
    expect(cols.map((c) => c.value(row)).join(',')).toBe('0123456789,187560,20261205,SGD,Tan');
  });

  it('takes the default layout when the parameter is empty', () => {
    expect(bankFileLayout('  ').map((c) => c.header)).toEqual(BANK_FILE_COLUMNS.map((c) => c.header));
    expect(bankFileLayout(undefined).length).toBe(6);
  });

  it('refuses an unknown column, naming it and the keys there are', () => {
    expect(() => bankFileLayout('valueDate,iban')).toThrow(
      expect.objectContaining({ messageKey: 'payroll.bankLayout', params: expect.objectContaining({ key: 'iban' }) }),
    );
  });
});
