/**
 * Payroll (issue 32): golden path steps 22–24 with their exact paths and fields; the month's
 * calculation as a job with `payrollProgress`; approval locking the month, settling the wallets'
 * CPF holds and sending what is verified for it later into the next month as an adjustment;
 * contractors and foreigners; working hours; the routes' refusals. Each test uses its own month,
 * since a month pays every worker. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PayrollApi, type PayrollProgressEvent } from '@shiftdesk/shared/api';
import { computeCpfContribution, computeSdl, estimateEmployeeCpfHold } from '@shiftdesk/shared/rules';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/migrate';
import { cpfRatesInForce, inForce } from '../../src/modules/finance/reference/service';
import { createTestApp, eventually, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { nric } from '../workforce/fixtures';
import { setSupplier } from './invoice-fixtures';
import { verifiedRecordsOf, workerWithRecords } from './wallet-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
const progress: PayrollProgressEvent[] = [];
beforeAll(async () => {
  t = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5, schedules: [] } });
  t.app.ctx.events.on('payrollProgress', (e) => progress.push(e));
  A = api(t, (await adminToken(t)).token);
  await setSupplier(A);
}, 180_000);
afterAll(() => t.close());

const PAY = 10_950;
const DOB = '1996-05-17';
const days = (month: string, from: number, n: number) =>
  Array.from({ length: n }, (_, i) => `${month}-${String(from + i).padStart(2, '0')}`);

/** Steps 22 and the wait for the job: the month in review. */
async function calculate(month: string) {
  const res = await A.post('/finance/payroll/calculate', { month });
  expect(res.json()).toMatchObject({ code: 0, data: { id: expect.any(Number), status: 'calculating', month } });
  const { id } = res.json().data;
  return eventually(async () => {
    const m = (await A.get(`/finance/payroll/get?id=${id}`)).json().data;
    if (m.status === 'open' && m.error) throw new Error(m.error);
    return m.status === 'review' ? m : undefined;
  }, 60_000);
}

const detailsOf = async (month: string, workerId: number) =>
  (await A.get(`/finance/payroll/detail/list?month=${month}&workerId=${workerId}`)).json().data;

async function mismatches() {
  return rowsOf(await t.db.execute(sql`select * from fin_wallet_mismatches()`));
}

test('steps 22–24: one shift of the worked example → employer CPF only; the payslip PDF holds the MOM fields', async () => {
  const { workerId, records } = await workerWithRecords(A, ['2026-11-17']);
  expect((await A.put('/workforce/workRecord/grant', { ids: records })).json().code).toBe(0);

  const month = await calculate('2026-11');
  const mine = progress.filter((e) => e.id === month.id);
  expect(mine.at(-1)).toMatchObject({ status: 'review', month: '2026-11' });
  expect(mine.at(-1)?.done).toBe(mine.at(-1)?.total);
  expect(month.workers).toBeGreaterThanOrEqual(1);

  // 23: the figures are the rules', from the rows in force.
  const list = await detailsOf('2026-11', workerId);
  expect(list.total).toBe(1);
  const rates = await cpfRatesInForce(t.db, '2026-11-01', 'citizen');
  const ceiling = await inForce(t.db, 'cpfCeiling', '2026-11-01');
  const cpf = computeCpfContribution({
    month: '2026-11',
    residency: 'citizen',
    dateOfBirth: DOB,
    ordinaryWagesCents: PAY,
    rates,
    ceilings: [ceiling],
  });
  // Total wages of S$109.50 lie in the S$50–500 band: the employer's share only.
  expect(cpf.employeeCents).toBe(0);
  expect(cpf.employerCents).toBeGreaterThan(0);
  const row = list.list[0];
  expect(row).toMatchObject({
    workerId,
    grossPay: PAY,
    cpfWage: PAY,
    cpfEmployee: 0,
    cpfEmployer: cpf.employerCents,
    netPay: PAY,
    basicPay: 9_600,
    otPay: 1_350,
    normalMinutes: 480,
    otMinutes: 45,
    hourlyRate: 1_200,
    sdl: computeSdl(PAY, await inForce(t.db, 'sdlRate', '2026-11-01')),
    otFrom: '2026-11-17',
    otTo: '2026-11-17',
  });
  const detail = (await A.get(`/finance/payroll/detail/get?id=${row.id}`)).json().data;
  expect(detail.lines).toEqual([
    expect.objectContaining({
      kind: 'work',
      refType: 'workRecord',
      refId: records[0],
      originMonth: '2026-11',
      amount: PAY,
    }),
  ]);

  // 24
  const pdf = await A.get(`/finance/payroll/payslip?id=${row.id}`);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'payslip-')), 'payslip.pdf');
  fs.writeFileSync(file, pdf.rawPayload);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  for (const field of [/payslip/i, /employer/i, /employee/i, /date of payment/i, /salary period/i, /basic/i]) {
    expect(text).toMatch(field);
  }
  for (const field of [/overtime/i, /allowance/i, /deduction/i, /cpf/i, /net pay/i]) expect(text).toMatch(field);
  expect(text).toContain('2026-11-01');
  expect(text).toContain('2026-11-30');
  expect(text).toContain('109.50');
  expect(text).toContain('Golden Staffing Pte. Ltd.');
});

test('approval locks the month and settles the CPF hold; a record verified later is paid next month as an adjustment', async () => {
  // Eight shifts, four a week (no weekly OT): S$876 of wages, over S$750, so the employee pays the full 20%.
  const { terms, workerId, records } = await workerWithRecords(A, [...days('2026-09', 1, 4), ...days('2026-09', 8, 4)]);
  expect((await A.put('/workforce/workRecord/grant', { ids: records })).json().code).toBe(0);
  const rates = await cpfRatesInForce(t.db, '2026-09-01', 'citizen');
  const hold = estimateEmployeeCpfHold({
    residency: 'citizen',
    month: '2026-09',
    dateOfBirth: DOB,
    earningsCents: 8 * PAY,
    rates,
  });
  expect((await A.get(`/finance/wallet/get?workerId=${workerId}`)).json().data).toMatchObject({ pending: hold });

  const sep = await calculate('2026-09');
  const [slip] = (await detailsOf('2026-09', workerId)).list;
  // 37% of 876 = 324.12 → 324 in total; the employee's 20% = 175.20 → 175; the employer 149.
  expect(slip).toMatchObject({ grossPay: 8 * PAY, cpfEmployee: 17_500, cpfEmployer: 14_900, netPay: 8 * PAY - 17_500 });
  expect(hold).toBeGreaterThanOrEqual(17_500);

  // Recalculating in review gives the same payslip (idempotent), then approval locks.
  await calculate('2026-09');
  expect((await detailsOf('2026-09', workerId)).list[0]).toMatchObject({ netPay: slip.netPay, cpfEmployee: 17_500 });
  const approved = await A.put('/finance/payroll/approve', { id: sep.id });
  expect(approved.json()).toMatchObject({ code: 0, data: { status: 'approved', approvedByName: 'admin' } });
  expect((await A.post('/finance/payroll/calculate', { month: '2026-09' })).statusCode).toBe(409);

  // The hold gave way to the real share: pending is empty, the ledger says why.
  const w = (await A.get(`/finance/wallet/get?workerId=${workerId}`)).json().data;
  expect(w).toMatchObject({ pending: 0, available: 8 * PAY - 17_500, total: 8 * PAY - 17_500 });
  const cpfTx = (await A.get(`/finance/walletTransaction/list?workerId=${workerId}&type=cpf_deduction`)).json().data;
  expect(cpfTx.list).toEqual([
    expect.objectContaining({ amount: -17_500, month: '2026-09', refType: 'payrollDetail' }),
  ]);
  expect(await mismatches()).toEqual([]);

  // A shift of 29 September verified after the lock goes into October, naming September.
  const [late] = await verifiedRecordsOf(A, terms, workerId, ['2026-09-29']);
  const oct = await calculate('2026-10');
  const [next] = (await detailsOf('2026-10', workerId)).list;
  expect(next).toMatchObject({ grossPay: 0, adjustments: PAY, netPay: PAY });
  const lines = (await A.get(`/finance/payroll/detail/get?id=${next.id}`)).json().data.lines;
  expect(lines).toEqual([expect.objectContaining({ kind: 'adjustment', refId: late, originMonth: '2026-09' })]);
  expect((await A.get(`/finance/payroll/detail/list?monthId=${oct.id}&withAdjustments=true`)).json().data.total).toBe(
    1,
  );
  // September's own payslip did not change.
  expect((await detailsOf('2026-09', workerId)).list[0]).toMatchObject({ grossPay: 8 * PAY, adjustments: 0 });

  // Paying September moves its credited records to paid.
  expect((await A.put('/finance/payroll/pay', { id: sep.id })).json().data.status).toBe('paid');
  const paid = await A.get(`/workforce/workRecord/get?id=${records[0]}`);
  expect(paid.json().data.status).toBe('paid');
});

test('contractors get no CPF and no SDL; foreigners no CPF but SDL; working hours per day with their records', async () => {
  // 12 and 13 August: after National Day (observed on the 10th), so no holiday premium.
  const contractor = await workerWithRecords(A, ['2026-08-12'], { engagementType: 'contractor' });
  const foreigner = await workerWithRecords(A, ['2026-08-12', '2026-08-13'], {
    nric: nric('G', 7_100_000 + (process.pid % 1000)),
    residency: 'foreigner',
    nationality: 'Malaysian',
    passType: 'wp',
    passExpiry: '2027-06-30',
  });
  await calculate('2026-08');
  expect((await detailsOf('2026-08', contractor.workerId)).list[0]).toMatchObject({
    engagementType: 'contractor',
    cpfEmployee: 0,
    cpfEmployer: 0,
    sdl: 0,
    netPay: PAY,
  });
  const sdl = computeSdl(2 * PAY, await inForce(t.db, 'sdlRate', '2026-08-01'));
  expect((await detailsOf('2026-08', foreigner.workerId)).list[0]).toMatchObject({
    residency: 'foreigner',
    rateClass: null,
    cpfEmployee: 0,
    cpfEmployer: 0,
    sdl,
    netPay: 2 * PAY,
  });

  const hours = (
    await A.get(
      `/finance/payroll/workingHours/list?month=2026-08&workerId=${foreigner.workerId}&orderBy=workDate&orderDir=asc`,
    )
  ).json().data;
  expect(hours.total).toBe(2);
  expect(hours.list.map((r: { workDate: string; recordIds: number[] }) => [r.workDate, r.recordIds])).toEqual([
    ['2026-08-12', [foreigner.records[0]]],
    ['2026-08-13', [foreigner.records[1]]],
  ]);
  expect(hours.list[0]).toMatchObject({ normalMinutes: 480, otMinutes: 45, totalMinutes: 525, dayCapExceeded: false });
  const capped = (await A.get(`/finance/payroll/workingHours/list?month=2026-08&capsOnly=true`)).json().data;
  expect(capped.total).toBe(0);
});

test('the routes refuse a bad or future month, a caller without the rule, and a move from the wrong state', async () => {
  expect((await A.post('/finance/payroll/calculate', { month: '2026-13' })).statusCode).toBe(400);
  const future = await A.post('/finance/payroll/calculate', { month: '2099-01' });
  expect(future.statusCode).toBe(400);
  expect(future.json().message).toMatch(/2099-01/);
  const clerk = await userWith(t, { rules: [PayrollApi.rule.list] });
  expect((await api(t, clerk.token).post('/finance/payroll/calculate', { month: '2026-07' })).statusCode).toBe(403);
  const m = await calculate('2026-07');
  expect((await A.put('/finance/payroll/pay', { id: m.id })).statusCode).toBe(409);
  expect((await A.get('/finance/payroll/detail/get?id=999999')).statusCode).toBe(404);
  expect((await A.get('/finance/payroll/payslip?id=999999')).statusCode).toBe(404);
});
