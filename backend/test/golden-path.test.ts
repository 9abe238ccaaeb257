/**
 * The whole golden path (shared/spec/golden-path.md), steps 1–24 in one flow with its exact calls
 * and field names: a client's order, the worked example's shift (a citizen aged 30, clocked
 * 09:08–19:07 on a 09:00–19:00 shift with an unpaid hour), its timesheet signed, the tax invoice,
 * the wallet and the payslip. The segment tests (golden-path-*, wallets, payroll) check each part
 * in depth; this one checks that the parts meet. Runs on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { computeCpfContribution, gstCents } from '@shiftdesk/shared/rules';
import { cpfRatesInForce, inForce } from '../src/modules/finance/reference/service';
import { PNG, setSupplier } from './finance/invoice-fixtures';
import { nextUen } from './finance/fixtures';
import { createTestApp, eventually, type TestApp } from './helpers';
import { api } from './support/http';
import { adminToken } from './support/sessions';
import { nric } from './workforce/fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5, schedules: [] } });
  A = api(t, (await adminToken(t)).token);
  await setSupplier(A);
}, 180_000);
afterAll(() => t.close());

// The envelope's data as the test reads it: the fields the table names.
// biome-ignore lint/suspicious/noExplicitAny: each step answers its own shape
type Data = Record<string, any>;

/** One call of the table: answered with code 0, its `data`. */
async function step(n: number, method: 'get' | 'post' | 'put', url: string, body?: unknown): Promise<Data> {
  const r = method === 'get' ? await A.get(url) : await A[method](url, body);
  if (r.json().code !== 0) throw new Error(`step ${n}: ${method.toUpperCase()} ${url} → ${r.body}`);
  return r.json().data;
}

const DAY = '2026-11-17';
const sg = (time: string) => new Date(`${DAY}T${time}:00+08:00`).toISOString();

test('steps 1–24: from a client’s order to an invoice, a wallet and a payslip', async () => {
  const run = Math.random().toString(36).slice(2, 7);
  const client = await step(1, 'post', '/finance/client/add', {
    name: `Golden Events ${run}`,
    uen: nextUen(),
    gstRegistered: true,
    gstRegNo: 'M91234567X',
    billingAddress: '10 Bayfront Avenue, Singapore 018956',
    billingEmail: 'ap@golden-events.sg',
    paymentTermsDays: 30,
    billingFrequency: 'monthly',
  });
  const dept = await step(2, 'post', '/finance/contractDept/add', {
    clientId: client.id,
    name: 'Expo Hall 3',
    siteAddress: '1 Expo Drive',
    postalCode: '486150',
  });
  const position = await step(3, 'post', '/finance/position/add', { name: `Event crew ${run}` });
  const order = await step(4, 'post', '/finance/contractOrder/add', {
    contractDeptId: dept.id,
    validFrom: '2026-11-01',
    validTo: '2026-12-31',
    policy: {
      dailyNormalHours: 8,
      weeklyNormalHours: 44,
      otPayMultiplier: 1.5,
      otBillMultiplier: 1.5,
      payRounding: { unitMinutes: 15, mode: 'floor' },
      billRounding: { unitMinutes: 15, mode: 'ceil' },
    },
    rates: [{ positionId: position.id, payRate: 1200, billRate: 1800 }],
  });
  expect((await step(5, 'put', '/finance/contractOrder/activate', { id: order.id })).status).toBe('active');

  const worker = await step(6, 'post', '/workforce/worker/add', {
    name: 'Tan Wei Ming',
    nric: nric('S', 2_100_000 + (process.pid % 1000)),
    dateOfBirth: '1996-05-17',
    gender: 'male',
    nationality: 'Singaporean',
    residency: 'citizen',
    engagementType: 'employee',
    phone: `+6591${String(process.pid % 1_000_000).padStart(6, '0')}`,
    email: `tan.${run}@example.com`,
  });
  expect(worker.status).toBe('pending_verification');
  expect((await step(7, 'put', '/workforce/worker/verify', { id: worker.id })).status).toBe('active');

  const job = await step(8, 'post', '/workforce/job/add', {
    contractOrderId: order.id,
    positionId: position.id,
    title: 'Expo crew',
    startAt: sg('09:00'),
    endAt: sg('19:00'),
    breakMinutes: 60,
    breakPaid: false,
    headcount: 1,
  });
  expect(job).toMatchObject({ status: 'draft', payRate: 1200, billRate: 1800 });
  expect((await step(9, 'put', '/workforce/job/publish', { id: job.id })).status).toBe('published');
  const [recordId] = (await step(10, 'post', '/workforce/job/assign', { jobId: job.id, workerIds: [worker.id] }))
    .workRecordIds;
  const edited = await step(11, 'put', '/workforce/workRecord/edit', {
    id: recordId,
    clockInAt: sg('09:08'),
    clockOutAt: sg('19:07'),
    reason: 'Punches phoned in by the site supervisor',
  });
  expect(edited.status).toBe('pending_verification');
  const [record] = (await step(12, 'put', '/workforce/workRecord/verify', { ids: [recordId] })).list;
  // The worked example: 532 raw minutes; pay 480 + 45 → 10,950; bill 480 + 60 → 17,100.
  expect(record).toMatchObject({ rawMinutes: 532, payMinutes: 525, billMinutes: 540, normalMinutes: 480 });
  expect(record).toMatchObject({ otMinutes: 45, payAmount: 10_950, billAmount: 17_100, status: 'verified' });

  const sheet = await step(13, 'post', '/workforce/timesheet/generate', { contractDeptId: dept.id, period: '2026-11' });
  expect(sheet.status).toBe('draft');
  expect((await step(14, 'put', '/workforce/timesheet/send', { id: sheet.id })).status).toBe('sent_to_client');
  const signed = await step(15, 'put', '/workforce/timesheet/approve', {
    id: sheet.id,
    signerName: 'Mei Ling Tan',
    signature: PNG,
  });
  expect(signed.status).toBe('approved');

  const draft = await step(16, 'post', '/finance/invoice/generate', { timesheetIds: [sheet.id] });
  expect(draft).toMatchObject({ status: 'draft', subtotal: 17_100 });
  const issued = await step(17, 'put', '/finance/invoice/issue', { id: draft.id });
  const gst = gstCents(17_100, issued.gstRateBp);
  expect(issued.gstRate).toBe(issued.gstRateBp / 100);
  expect(issued).toMatchObject({ gst, total: 17_100 + gst, number: expect.any(String) });
  const pdf = await A.get(`/finance/invoice/pdf?id=${draft.id}`);
  expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'golden-'));
  const text = (name: string, bytes: Buffer) => {
    fs.writeFileSync(path.join(dir, name), bytes);
    return execFileSync('pdftotext', ['-layout', path.join(dir, name), '-'], { encoding: 'utf8' });
  };
  const invoiceText = text('invoice.pdf', pdf.rawPayload);
  expect(invoiceText).toContain('Tax Invoice');
  expect(invoiceText).toContain(issued.number);

  const granted = await step(19, 'put', '/workforce/workRecord/grant', { ids: [recordId] });
  expect(granted.list).toEqual([expect.objectContaining({ id: recordId, status: 'credited' })]);
  const wallet = await step(20, 'get', `/finance/wallet/get?workerId=${worker.id}`);
  expect(wallet.available + wallet.pending + wallet.held).toBe(10_950);
  const ledger = await step(21, 'get', `/finance/walletTransaction/list?workerId=${worker.id}`);
  expect(ledger.list.reduce((a: number, r: Data) => a + r.amount, 0)).toBe(10_950);

  const month = await step(22, 'post', '/finance/payroll/calculate', { month: '2026-11' });
  expect(month).toMatchObject({ id: expect.any(Number), status: 'calculating' });
  await eventually(
    async () => (await step(22, 'get', `/finance/payroll/get?id=${month.id}`)).status === 'review',
    60_000,
  );
  const [slip] = (await step(23, 'get', `/finance/payroll/detail/list?month=2026-11&workerId=${worker.id}`)).list;
  const cpf = computeCpfContribution({
    month: '2026-11',
    residency: 'citizen',
    dateOfBirth: '1996-05-17',
    ordinaryWagesCents: 10_950,
    rates: await cpfRatesInForce(t.db, '2026-11-01', 'citizen'),
    ceilings: [await inForce(t.db, 'cpfCeiling', '2026-11-01')],
  });
  // S$109.50 of wages: the employer's share only.
  expect(slip).toMatchObject({ grossPay: 10_950, cpfWage: 10_950, cpfEmployee: 0, netPay: 10_950 });
  expect(slip.cpfEmployer).toBe(cpf.employerCents);
  const payslip = await A.get(`/finance/payroll/payslip?id=${slip.id}`);
  expect(payslip.headers['content-type']).toMatch(/^application\/pdf/);
  const payslipText = text('payslip.pdf', payslip.rawPayload);
  for (const field of ['Payslip', 'Salary period', 'Date of payment', 'Basic pay', 'Overtime pay', 'Net pay']) {
    expect(payslipText).toContain(field);
  }
  expect(payslipText).toContain('Tan Wei Ming');
  expect(payslipText).toContain('S$109.50');
});
