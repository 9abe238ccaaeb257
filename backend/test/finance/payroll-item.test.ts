/**
 * Payroll items (issue 32): deductions (Employment Act type, consent, the 50% cap spreading one
 * over months, no payslip for a worker with nothing else to be paid) and back pay for a month
 * already locked (an adjustment line of the next month naming its reason and month; approval
 * settles it). The routes' checks, filters, sort, export, cancel, History and the payslip PDF
 * (rest-day pay, each deduction with its type and consent). Each scenario uses its own months,
 * since a month pays every worker. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PayrollItemApi } from '@shiftdesk/shared/api';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { rowsOf } from '../../src/db/migrate';
import { createTestApp, eventually, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { setSupplier } from './invoice-fixtures';
import { verifiedRecordsOf, workerWithRecords } from './wallet-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5, schedules: [] } });
  token = (await adminToken(t)).token;
  A = api(t, token);
  await setSupplier(A);
}, 180_000);
afterAll(() => t.close());

/** One shift of the fixtures: 8 h normal + 45 min OT at S$12 → S$96 + S$13.50. */
const PAY = 10_950;

async function calculate(month: string) {
  const res = await A.post('/finance/payroll/calculate', { month });
  expect(res.json()).toMatchObject({ code: 0, data: { status: 'calculating', month } });
  const { id } = res.json().data;
  return eventually(async () => {
    const m = (await A.get(`/finance/payroll/get?id=${id}`)).json().data;
    if (m.status === 'open' && m.error) throw new Error(m.error);
    return m.status === 'review' ? m : undefined;
  }, 60_000);
}

async function approve(id: number) {
  const res = await A.put('/finance/payroll/approve', { id });
  expect(res.json()).toMatchObject({ code: 0, data: { status: 'approved' } });
}

const detailsOf = async (month: string, workerId: number) =>
  (await A.get(`/finance/payroll/detail/list?month=${month}&workerId=${workerId}`)).json().data;
const detailOf = async (id: number) => (await A.get(`/finance/payroll/detail/get?id=${id}`)).json().data;
const itemOf = async (id: number) => (await A.get(`/finance/payroll/item/get?id=${id}`)).json().data;
const add = (body: Record<string, unknown>) => A.post('/finance/payroll/item/add', body);

async function pdfText(detailId: number): Promise<string> {
  const pdf = await A.get(`/finance/payroll/payslip?id=${detailId}`);
  expect(pdf.statusCode).toBe(200);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'payslip-')), 'payslip.pdf');
  fs.writeFileSync(file, pdf.rawPayload);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

test('back pay for a record of a locked month: an adjustment of the next month naming its reason and month; approval settles it', async () => {
  const { terms, workerId, records } = await workerWithRecords(A, ['2026-03-03', '2026-03-04']);
  // Not locked yet: the record itself is corrected instead.
  const early = await add({
    workerId,
    kind: 'backPay',
    amount: 15_00,
    originMonth: '2026-03',
    reason: 'Clock-out corrected after approval',
    workRecordId: records[0],
  });
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toContain(`#${records[0]}`);

  const mar = await calculate('2026-03');
  await approve(mar.id);

  // Another worker's record is refused.
  const other = await workerWithRecords(A, []);
  const foreign = await add({
    workerId: other.workerId,
    kind: 'backPay',
    amount: 15_00,
    originMonth: '2026-03',
    reason: 'x',
    workRecordId: records[0],
  });
  expect(foreign.statusCode).toBe(400);

  const res = await add({
    workerId,
    kind: 'backPay',
    amount: 15_00,
    originMonth: '2026-03',
    reason: 'Clock-out corrected after approval',
    workRecordId: records[0],
  });
  expect(res.json()).toMatchObject({
    code: 0,
    data: {
      workerId,
      kind: 'backPay',
      amount: 15_00,
      taken: 0,
      status: 'open',
      deductionType: null,
      consentRef: '',
      workRecordId: records[0],
      payrollMonth: null,
      createdByName: 'admin',
    },
  });
  const item = res.json().data;

  // April pays it although the worker has no April work; a late March record goes along.
  const [late] = await verifiedRecordsOf(A, terms, workerId, ['2026-03-30']);
  const apr = await calculate('2026-04');
  const [slip] = (await detailsOf('2026-04', workerId)).list;
  expect(slip).toMatchObject({ grossPay: 0, adjustments: PAY + 15_00, deductions: 0, netPay: PAY + 15_00 });
  const lines = (await detailOf(slip.id)).lines;
  expect(lines).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'adjustment', refType: 'workRecord', refId: late, originMonth: '2026-03' }),
      expect.objectContaining({
        kind: 'adjustment',
        refType: 'payrollItem',
        refId: item.id,
        originMonth: '2026-03',
        reason: 'Clock-out corrected after approval',
        amount: 15_00,
      }),
    ]),
  );
  const text = await pdfText(slip.id);
  expect(text).toContain('Back pay of 2026-03');
  expect(text).toContain('Clock-out corrected');

  // Cancelled before approval, the month would be stale; cancelling a paid item is refused.
  await approve(apr.id);
  expect(await itemOf(item.id)).toMatchObject({ status: 'paid', taken: 15_00, payrollMonth: '2026-04' });
  const refused = await A.put('/finance/payroll/item/cancel', { ids: [item.id], reason: 'Entered twice' });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toContain(`#${item.id}`);
  const history = (await A.get(`/system/audit/history?entity=payrollItem&entityId=${item.id}`)).json().data;
  expect(history.map((h: { action: string }) => h.action)).toEqual(expect.arrayContaining(['created', 'settle']));
});

test('a deduction over half the pay is taken in part, the rest next month; a deduction-only worker gets no payslip; rest-day pay on the payslip', async () => {
  const { terms, workerId } = await workerWithRecords(A, ['2026-05-05']);
  const idle = await workerWithRecords(A, []);
  const d = await add({
    workerId,
    kind: 'deduction',
    amount: 80_00,
    originMonth: '2026-05',
    reason: 'Salary advance repaid',
    deductionType: 'advance',
    consentRef: 'ADV-2026-014',
  });
  expect(d.json()).toMatchObject({ code: 0, data: { deductionType: 'advance', consentRef: 'ADV-2026-014' } });
  const item = d.json().data;
  const waiting = (
    await add({
      workerId: idle.workerId,
      kind: 'deduction',
      amount: 20_00,
      originMonth: '2026-05',
      reason: 'Uniform not returned',
      deductionType: 'damage',
      consentRef: 'DMG-7',
    })
  ).json().data;

  const may = await calculate('2026-05');
  const [slip] = (await detailsOf('2026-05', workerId)).list;
  // The cap: half of S$109.50.
  expect(slip).toMatchObject({ grossPay: PAY, deductions: 54_75, netPay: PAY - 54_75 });
  expect((await detailOf(slip.id)).lines).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        kind: 'deduction',
        refType: 'payrollItem',
        refId: item.id,
        amount: 54_75,
        deductionType: 'advance',
        consentRef: 'ADV-2026-014',
        reason: 'Salary advance repaid',
      }),
    ]),
  );
  expect((await detailsOf('2026-05', idle.workerId)).total).toBe(0);
  await approve(may.id);
  expect(await itemOf(item.id)).toMatchObject({ status: 'open', taken: 54_75, payrollMonth: null });
  expect(await itemOf(waiting.id)).toMatchObject({ status: 'open', taken: 0 });
  // Something was taken: no longer cancellable.
  expect((await A.put('/finance/payroll/item/cancel', { ids: [item.id], reason: 'x' })).statusCode).toBe(409);

  // June: a Sunday shift (the rest day) — rest-day pay, and the rest of the advance.
  const [sunday] = await verifiedRecordsOf(A, terms, workerId, ['2026-06-07']);
  const jun = await calculate('2026-06');
  const [next] = (await detailsOf('2026-06', workerId)).list;
  expect(next).toMatchObject({
    basicPay: 0,
    restDayPay: 96_00,
    otPay: 13_50,
    grossPay: PAY,
    deductions: 25_25,
    netPay: PAY - 25_25,
  });
  expect(next.restDayMinutes).toBeGreaterThan(0);
  const lines = (await detailOf(next.id)).lines;
  expect(lines).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'work', refId: sunday, restDayPay: 96_00, basicPay: 0 }),
      expect.objectContaining({ kind: 'deduction', refId: item.id, amount: 25_25, originMonth: '2026-05' }),
    ]),
  );
  const text = await pdfText(next.id);
  expect(text).toMatch(/Rest-day pay\s+8\.00\s+S\$96\.00/);
  expect(text).toMatch(/Basic pay.*\s0\.00\s.*S\$0\.00/);
  expect(text).toContain('Recovery of advance or loan');
  expect(text).toContain('ADV-2026-014');
  expect(text).toContain('25.25');
  await approve(jun.id);
  expect(await itemOf(item.id)).toMatchObject({ status: 'paid', taken: 80_00, payrollMonth: '2026-06' });
  // The idle worker's deduction still waits.
  expect(await itemOf(waiting.id)).toMatchObject({ status: 'open', taken: 0 });
});

test('validation: type and consent of a deduction, no type on back pay, no future month, an unknown worker', async () => {
  const { workerId } = await workerWithRecords(A, []);
  const base = { workerId, amount: 10_00, originMonth: '2026-10', reason: 'Test' };
  const noType = await add({ ...base, kind: 'deduction', consentRef: 'C-1' });
  expect(noType.statusCode).toBe(400);
  expect(noType.json().message).toMatch(/Employment Act/);
  const noConsent = await add({ ...base, kind: 'deduction', deductionType: 'damage', consentRef: '  ' });
  expect(noConsent.statusCode).toBe(400);
  expect(noConsent.json().message).toMatch(/consent/);
  const typed = await add({ ...base, kind: 'backPay', deductionType: 'damage' });
  expect(typed.statusCode).toBe(400);
  const future = await add({ ...base, kind: 'backPay', originMonth: '2099-01' });
  expect(future.statusCode).toBe(400);
  expect(future.json().message).toContain('2099-01');
  expect((await add({ ...base, workerId: 999_999, kind: 'backPay' })).statusCode).toBe(400);
  expect((await add({ ...base, kind: 'backPay', amount: 0 })).statusCode).toBe(400);
  const zh = await api(t, token, 'zh').post('/finance/payroll/item/add', { ...base, kind: 'deduction' });
  expect(zh.statusCode).toBe(400);
  expect(zh.json().message).toMatch(/雇佣法/);
});

test('list filters and sort, export, cancel (all or nothing, with History), and a caller without the rule', async () => {
  const { workerId } = await workerWithRecords(A, [], { name: 'Quillon Payitem' });
  const ids: number[] = [];
  for (const [i, kind] of (['deduction', 'backPay', 'deduction'] as const).entries()) {
    const res = await add({
      workerId,
      kind,
      amount: (3 - i) * 10_00,
      originMonth: i === 2 ? '2026-01' : '2026-02',
      reason: `Item ${i}`,
      ...(kind === 'deduction' ? { deductionType: 'consented', consentRef: `C-${i}` } : {}),
    });
    expect(res.json().code).toBe(0);
    ids.push(res.json().data.id);
  }
  const q = async (s: string) => (await A.get(`/finance/payroll/item/list?workerId=${workerId}${s}`)).json().data;
  expect((await q('')).total).toBe(3);
  expect((await q('')).list.map((r: { id: number }) => r.id)).toEqual([...ids].reverse());
  expect((await q('&kind=backPay')).list.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
  expect((await q('&originMonth=2026-01')).list.map((r: { id: number }) => r.id)).toEqual([ids[2]]);
  expect((await q('&orderBy=amount&orderDir=asc')).list.map((r: { amount: number }) => r.amount)).toEqual([
    10_00, 20_00, 30_00,
  ]);
  expect((await q('')).list[0].workerName).toBe('Quillon Payitem');
  expect((await A.get('/finance/payroll/item/list?keyword=quillon')).json().data.total).toBe(3);

  const x = await A.get(`/finance/payroll/item/export?workerId=${workerId}&orderBy=amount&orderDir=asc`);
  expect(x.statusCode).toBe(200);
  expect(x.headers['content-type']).toMatch(/spreadsheetml/);
  expect(x.headers['content-disposition']).toMatch(/payroll-items\.xlsx/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(x.rawPayload as unknown as ExcelJS.Buffer);
  const ws = wb.worksheets[0];
  expect(ws.rowCount).toBe(4);
  expect(ws.getRow(1).getCell(1).value).toBe('ID');
  expect([2, 3, 4].map((n) => ws.getRow(n).getCell(4).value)).toEqual([10, 20, 30]);
  expect(ws.getRow(2).getCell(9).value).toBe('C-2');

  // All or nothing: an unknown id cancels none.
  expect((await A.put('/finance/payroll/item/cancel', { ids: [ids[0], 999_999], reason: 'x' })).statusCode).toBe(404);
  expect((await q('&status=open')).total).toBe(3);
  expect((await A.put('/finance/payroll/item/cancel', { ids: [ids[0]], reason: '  ' })).statusCode).toBe(400);
  const done = await A.put('/finance/payroll/item/cancel', { ids: [ids[0], ids[1]], reason: 'Entered twice' });
  expect(done.json()).toMatchObject({ code: 0 });
  expect(done.json().data.list.map((r: { status: string }) => r.status)).toEqual(['cancelled', 'cancelled']);
  expect((await q('&status=cancelled')).total).toBe(2);
  const history = (await A.get(`/system/audit/history?entity=payrollItem&entityId=${ids[0]}`)).json().data;
  expect(history.map((h: { action: string }) => h.action)).toEqual(expect.arrayContaining(['created', 'cancel']));

  const clerk = await userWith(t, { rules: [PayrollItemApi.rule.list] });
  const C = api(t, clerk.token);
  expect((await C.get(`/finance/payroll/item/list?workerId=${workerId}`)).statusCode).toBe(200);
  const denied = await C.post('/finance/payroll/item/add', {
    workerId,
    kind: 'backPay',
    amount: 1_00,
    originMonth: '2026-02',
    reason: 'x',
  });
  expect(denied.statusCode).toBe(403);
  expect((await C.put('/finance/payroll/item/cancel', { ids: [ids[2]], reason: 'x' })).statusCode).toBe(403);
  expect((await C.get('/finance/payroll/item/export')).statusCode).toBe(403);
});

test('an item cancelled while its month is in review makes the month stale until it is calculated again', async () => {
  const { workerId } = await workerWithRecords(A, []);
  const item = (
    await add({ workerId, kind: 'backPay', amount: 5_00, originMonth: '2026-07', reason: 'Rate corrected' })
  ).json().data;
  const jul = await calculate('2026-07');
  expect((await detailsOf('2026-07', workerId)).list[0]).toMatchObject({ adjustments: 5_00, netPay: 5_00 });
  const cancelled = await A.put('/finance/payroll/item/cancel', { ids: [item.id], reason: 'Paid by cheque' });
  expect(cancelled.json().data.list[0]).toMatchObject({ status: 'cancelled' });
  expect((await A.put('/finance/payroll/approve', { id: jul.id })).statusCode).toBe(409);
  await calculate('2026-07');
  expect((await detailsOf('2026-07', workerId)).total).toBe(0);
  await approve(jul.id);
  expect(await itemOf(item.id)).toMatchObject({ status: 'cancelled', taken: 0, payrollMonth: null });
});

describe('the demo seed', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ demo: true });
  }, 300_000);
  afterAll(() => demo.close());

  test('back pay for a record of the earliest locked month and an advance, on the current month in review; once', async () => {
    const items = rowsOf<Record<string, string | number | null>>(
      await demo.db.execute(sql`
        select pi.kind, pi.reason, pi.deduction_type, pi.consent_ref, pi.origin_month, pi.status,
               to_char(r.shift_date, 'YYYY-MM') as record_month, rm.status as record_month_status
          from fin_payroll_item pi
          left join wf_work_record r on r.id = pi.work_record_id
          left join fin_payroll_month rm on rm.id = r.payroll_month_id
         -- The timesheet-adjustment demo, run after this one, adds its own item (demo-finance.test.ts).
         where not exists (select 1 from wf_timesheet_adjustment a where a.payroll_item_id = pi.id)
         order by pi.id`),
    );
    expect(items).toEqual([
      expect.objectContaining({ kind: 'backPay', reason: 'Clock-out corrected after approval', status: 'open' }),
      expect.objectContaining({ kind: 'deduction', deduction_type: 'advance', consent_ref: 'ADV-2026-014' }),
    ]);
    expect(items[0].origin_month).toBe(items[0].record_month);
    expect(['approved', 'paid']).toContain(items[0].record_month_status);
    // The current month, calculated again, pays the back pay and takes the advance.
    const lines = rowsOf<{ kind: string; status: string }>(
      await demo.db.execute(sql`
        select l.kind, pm.status from fin_payroll_line l join fin_payroll_month pm on pm.id = l.month_id
         where l.ref_type = 'payrollItem' order by l.kind`),
    );
    expect(lines).toEqual([
      { kind: 'adjustment', status: 'review' },
      { kind: 'deduction', status: 'review' },
    ]);
    const { seedDemoPayrollItems } = await import('../../src/seed/demo-payroll-items');
    expect(await seedDemoPayrollItems(demo.db)).toBe(0);
  });
});
