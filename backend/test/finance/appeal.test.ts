/**
 * Transaction appeals (issue 31; DOMAIN.md "Transaction appeal"): the round trip (filed → the
 * shift disputed → review → accept with part of the claim → one appeal_adjustment in the credit's
 * month, the wallet equal to its ledger, the shift credited again → closed, all in the History);
 * the reject path; the window (the parameter, and the service's clock); refusals of another
 * worker's entry, a non-credit entry and a second open appeal; accept retried or raced posts once;
 * permissions; list filters and the XLSX export. Runs on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
import { AppealApi } from '@shiftdesk/shared/api';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { AppError } from '../../src/core/base/errors';
import { SYSTEM_CALLER } from '../../src/core/data/caller';
import { withTransaction } from '../../src/core/data/unit-of-work';
import { rowsOf } from '../../src/db/migrate';
import { addAppeal } from '../../src/modules/finance/appeal/service';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { setParams } from './invoice-fixtures';
import { workerWithRecords } from './wallet-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
}, 180_000);
afterAll(() => t.close());

const PAY = 10_950;
const HOUR = 3_600_000;

const mismatches = async () => rowsOf(await t.db.execute(sql`select * from fin_wallet_mismatches()`));
const wallet = async (workerId: number) => (await A.get(`/finance/wallet/get?workerId=${workerId}`)).json().data;
const recordStatus = async (id: number) => (await A.get(`/workforce/workRecord/get?id=${id}`)).json().data.status;
const entries = async (workerId: number, type: string) =>
  (await A.get(`/finance/walletTransaction/list?workerId=${workerId}&type=${type}&pageSize=50`)).json().data.list as {
    id: number;
    amount: number;
    refType: string;
    refId: number;
    month: string;
  }[];

/** A worker with credited shifts on `days`: their earning entries' ids, in the records' order. */
async function creditedWorker(days: string[], worker: Record<string, unknown> = {}) {
  const { workerId, records } = await workerWithRecords(A, days, worker);
  const granted = await A.put('/workforce/workRecord/grant', { ids: records });
  expect(granted.json().code).toBe(0);
  const txIds = (granted.json().data.list as { transactionId: number }[]).map((r) => r.transactionId);
  return { workerId, records, txIds };
}

const file = (workerId: number, transactionId: number, over: Record<string, unknown> = {}) =>
  A.post('/finance/appeal/add', {
    workerId,
    transactionId,
    category: 'hours_wrong',
    claimedAmount: 20_00,
    description: 'Clock-out did not register: I left at 19:30',
    evidence: ['appeal/photo-1.jpg', ' appeal/photo-1.jpg '],
    ...over,
  });

test('round trip: filed → shift disputed → review → accept part → one appeal_adjustment → closed', async () => {
  const { workerId, records, txIds } = await creditedWorker(['2026-11-02']);
  const before = await wallet(workerId);
  expect(before.total).toBe(PAY);

  const added = await file(workerId, txIds[0]);
  expect(added.json()).toMatchObject({
    code: 0,
    data: {
      workerId,
      transactionId: txIds[0],
      transactionType: 'earning',
      transactionAmount: PAY,
      workRecordId: records[0],
      workDate: '2026-11-02',
      category: 'hours_wrong',
      claimedAmount: 20_00,
      evidence: ['appeal/photo-1.jpg'],
      status: 'submitted',
      acceptedAmount: 0,
      adjustmentId: null,
      originMonth: '2026-11',
      payrollMonth: null,
    },
  });
  const row = added.json().data;
  expect(new Date(row.deadline).getTime() - new Date(row.creditedAt).getTime()).toBe(72 * HOUR);
  expect(await recordStatus(records[0])).toBe('disputed');

  // One open appeal per credit.
  const twice = await file(workerId, txIds[0]);
  expect(twice.statusCode).toBe(409);
  expect(twice.json().message).toMatch(new RegExp(`already has an open appeal \\(#${row.id}\\)`));

  // Accept is only from under_review.
  expect((await A.put('/finance/appeal/accept', { id: row.id, amount: 10_00 })).statusCode).toBe(409);
  const reviewed = await A.put('/finance/appeal/review', { ids: [row.id] });
  expect(reviewed.json().data.list[0].status).toBe('under_review');

  // More than claimed: a clear 400 on the amount, nothing moves.
  const over = await A.put('/finance/appeal/accept', { id: row.id, amount: 20_01 });
  expect(over.statusCode).toBe(400);
  expect(over.json().message).toMatch(/S\$20\.00/);
  expect((await A.get(`/finance/appeal/get?id=${row.id}`)).json().data.status).toBe('under_review');

  const accepted = await A.put('/finance/appeal/accept', {
    id: row.id,
    amount: 15_00,
    reason: 'Supervisor confirmed 19:20',
  });
  expect(accepted.json()).toMatchObject({ code: 0 });
  const done = accepted.json().data.list[0];
  expect(done).toMatchObject({ status: 'accepted', acceptedAmount: 15_00, reason: 'Supervisor confirmed 19:20' });
  expect(done.adjustmentId).toEqual(expect.any(Number));
  expect(done.decidedAt).not.toBeNull();

  const adj = await entries(workerId, 'appeal_adjustment');
  expect(adj).toMatchObject([
    { id: done.adjustmentId, amount: 15_00, refType: 'appeal', refId: row.id, month: '2026-11' },
  ]);
  const after = await wallet(workerId);
  expect(after).toMatchObject({ total: PAY + 15_00, available: before.available + 15_00, pending: before.pending });
  expect(await recordStatus(records[0])).toBe('credited');
  expect(await mismatches()).toEqual([]);

  // A retry posts nothing; another amount is refused by the machine.
  const retry = await A.put('/finance/appeal/accept', { id: row.id, amount: 15_00 });
  expect(retry.json().code).toBe(0);
  expect((await A.put('/finance/appeal/accept', { id: row.id, amount: 12_00 })).statusCode).toBe(409);
  expect(await entries(workerId, 'appeal_adjustment')).toHaveLength(1);
  expect((await wallet(workerId)).total).toBe(PAY + 15_00);

  const closed = await A.put('/finance/appeal/close', { ids: [row.id] });
  expect(closed.json().data.list[0]).toMatchObject({ status: 'closed', acceptedAmount: 15_00 });

  const history = (await A.get(`/system/audit/history?entity=appeal&entityId=${row.id}`)).json().data;
  expect(history.map((h: { action: string }) => h.action)).toEqual(
    expect.arrayContaining(['created', 'review', 'accept', 'close']),
  );
  const recordHistory = (await A.get(`/system/audit/history?entity=workRecord&entityId=${records[0]}`)).json().data;
  expect(recordHistory.map((h: { action: string }) => h.action)).toEqual(
    expect.arrayContaining(['dispute', 'resolve']),
  );
  expect(await mismatches()).toEqual([]);
});

test('reject: a reason is required; the shift is credited again; nothing posted; a new appeal may follow', async () => {
  const { workerId, records, txIds } = await creditedWorker(['2026-11-03'], { engagementType: 'contractor' });
  const id = (await file(workerId, txIds[0], { category: 'rate_wrong' })).json().data.id as number;
  expect(await recordStatus(records[0])).toBe('disputed');
  // Reject is only from under_review.
  expect((await A.put('/finance/appeal/reject', { ids: [id], reason: 'No' })).statusCode).toBe(409);
  await A.put('/finance/appeal/review', { ids: [id] });
  expect((await A.put('/finance/appeal/reject', { ids: [id] })).statusCode).toBe(400);
  const rejected = await A.put('/finance/appeal/reject', { ids: [id], reason: 'Weekday shift: the rate is right' });
  expect(rejected.json().data.list[0]).toMatchObject({
    status: 'rejected',
    reason: 'Weekday shift: the rate is right',
  });
  expect(await recordStatus(records[0])).toBe('credited');
  expect(await entries(workerId, 'appeal_adjustment')).toEqual([]);
  expect((await wallet(workerId)).total).toBe(PAY);
  expect((await A.put('/finance/appeal/close', { ids: [id] })).json().data.list[0].status).toBe('closed');

  // Decided: the credit may be appealed again (still in the window).
  const again = await file(workerId, txIds[0]);
  expect(again.json().code).toBe(0);
  expect(await recordStatus(records[0])).toBe('disputed');
});

test('the window: the parameter closes it (message names the deadline); the service counts from the credit', async () => {
  const { workerId, txIds } = await creditedWorker(['2026-11-04', '2026-11-05'], { engagementType: 'contractor' });
  await setParams(A, { 'finance.appeal.windowHours': '0' });
  try {
    const late = await file(workerId, txIds[0]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/could be appealed until \d{4}-\d\d-\d\d \d\d:\d\d \(Singapore time, 0 hours/);
  } finally {
    await setParams(A, { 'finance.appeal.windowHours': '72' });
  }
  // 72 hours and a minute after the credit (the service's clock), then just inside.
  const credited = (await entries(workerId, 'earning')).find((e) => e.id === txIds[1]);
  expect(credited).toBeDefined();
  const [entry] = rowsOf<{ created_at: string | Date }>(
    await t.db.execute(sql`select created_at from fin_wallet_transaction where id = ${txIds[1]}`),
  );
  const at = new Date(entry.created_at).getTime();
  const body = { workerId, transactionId: txIds[1], category: 'other' as const, claimedAmount: 5_00, description: 'x' };
  const refused = withTransaction(t.app.ctx, (tx) =>
    addAppeal(tx, SYSTEM_CALLER, body, 72, new Date(at + 72 * HOUR + 60_000)),
  );
  await expect(refused).rejects.toBeInstanceOf(AppError);
  await expect(refused).rejects.toMatchObject({ statusCode: 409, messageKey: 'appeal.windowClosed' });
  const id = await withTransaction(t.app.ctx, (tx) => addAppeal(tx, SYSTEM_CALLER, body, 72, new Date(at + 71 * HOUR)));
  expect(id).toEqual(expect.any(Number));
});

test('refused: another worker’s entry, an entry that is no credit, an unknown entry', async () => {
  const a = await creditedWorker(['2026-11-06'], { engagementType: 'contractor' });
  const b = await creditedWorker(['2026-11-06'], { engagementType: 'contractor' });
  const other = await file(a.workerId, b.txIds[0]);
  expect(other.statusCode).toBe(400);
  expect(other.json().message).toMatch(/not one of this worker/);
  expect(await recordStatus(b.records[0])).toBe('credited');

  // An appeal_adjustment (no credit) cannot be appealed.
  const id = (await file(a.workerId, a.txIds[0])).json().data.id as number;
  await A.put('/finance/appeal/review', { ids: [id] });
  const adjId = (await A.put('/finance/appeal/accept', { id, amount: 3_00 })).json().data.list[0].adjustmentId;
  const notCredit = await file(a.workerId, adjId);
  expect(notCredit.statusCode).toBe(400);
  expect(notCredit.json().message).toMatch(/appeal_adjustment: only an earning, allowance or incentive/);
  expect((await file(a.workerId, 2_000_000_000)).statusCode).toBe(400);
  expect((await A.get('/finance/appeal/get?id=2000000000')).statusCode).toBe(404);
});

test('two accepts at once post one adjustment', async () => {
  const { workerId, txIds } = await creditedWorker(['2026-11-07'], { engagementType: 'contractor' });
  const id = (await file(workerId, txIds[0])).json().data.id as number;
  await A.put('/finance/appeal/review', { ids: [id] });
  const both = await Promise.all([
    A.put('/finance/appeal/accept', { id, amount: 8_00 }),
    A.put('/finance/appeal/accept', { id, amount: 8_00 }),
  ]);
  expect(both.map((r) => r.json().code)).toEqual([0, 0]);
  expect(await entries(workerId, 'appeal_adjustment')).toHaveLength(1);
  expect((await wallet(workerId)).total).toBe(PAY + 8_00);
  expect(await mismatches()).toEqual([]);
});

test('permissions: the list rule alone cannot file or decide; no rule, no list', async () => {
  const { workerId, txIds } = await creditedWorker(['2026-11-09'], { engagementType: 'contractor' });
  const id = (await file(workerId, txIds[0])).json().data.id as number;
  const reader = api(t, (await userWith(t, { rules: [AppealApi.rule.list, AppealApi.rule.get] })).token);
  expect((await reader.get(`/finance/appeal/list?workerId=${workerId}`)).statusCode).toBe(200);
  expect((await reader.get(`/finance/appeal/get?id=${id}`)).statusCode).toBe(200);
  expect((await reader.put('/finance/appeal/review', { ids: [id] })).statusCode).toBe(403);
  expect((await reader.put('/finance/appeal/accept', { id, amount: 1_00 })).statusCode).toBe(403);
  expect((await reader.get(`/finance/appeal/export?workerId=${workerId}`)).statusCode).toBe(403);
  const body = { workerId, transactionId: txIds[0], category: 'other', claimedAmount: 1_00, description: 'x' };
  expect((await reader.post('/finance/appeal/add', body)).statusCode).toBe(403);
  const nobody = api(t, (await userWith(t, { rules: [] })).token);
  expect((await nobody.get('/finance/appeal/list')).statusCode).toBe(403);
  expect((await A.get(`/finance/appeal/get?id=${id}`)).json().data.status).toBe('submitted');
});

test('list filters, sort and the XLSX export', async () => {
  const { workerId, txIds } = await creditedWorker(['2026-11-10', '2026-11-11', '2026-11-12'], {
    engagementType: 'contractor',
  });
  const ids: number[] = [];
  for (const [i, tx] of txIds.entries()) {
    const category = i === 2 ? 'missing_shift' : 'hours_wrong';
    ids.push((await file(workerId, tx, { category, claimedAmount: (3 - i) * 10_00 })).json().data.id);
  }
  await A.put('/finance/appeal/review', { ids: [ids[0]] });
  const q = async (s: string) => (await A.get(`/finance/appeal/list?workerId=${workerId}${s}`)).json().data;

  expect((await q('')).total).toBe(3);
  expect((await q('')).list.map((r: { id: number }) => r.id)).toEqual([...ids].reverse());
  expect((await q('&status=under_review')).list.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
  expect((await q('&status=submitted')).total).toBe(2);
  expect((await q('&category=missing_shift')).list.map((r: { id: number }) => r.id)).toEqual([ids[2]]);
  expect(
    (await q('&orderBy=claimedAmount&orderDir=asc')).list.map((r: { claimedAmount: number }) => r.claimedAmount),
  ).toEqual([10_00, 20_00, 30_00]);
  const today = new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 32 * HOUR).toISOString().slice(0, 10);
  expect((await q(`&dateFrom=${today}&dateTo=${today}`)).total).toBe(3);
  expect((await q(`&dateFrom=${tomorrow}`)).total).toBe(0);

  const x = await A.get(`/finance/appeal/export?workerId=${workerId}&orderBy=claimedAmount&orderDir=asc`);
  expect(x.statusCode).toBe(200);
  expect(x.headers['content-type']).toMatch(/spreadsheetml/);
  expect(x.headers['content-disposition']).toMatch(/transaction-appeals\.xlsx/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(x.rawPayload as unknown as ExcelJS.Buffer);
  const ws = wb.worksheets[0];
  expect(ws.rowCount).toBe(4);
  expect(ws.getRow(1).getCell(1).value).toBe('ID');
  expect([2, 3, 4].map((n) => ws.getRow(n).getCell(8).value)).toEqual([10, 20, 30]);
  expect(ws.getRow(2).getCell(7).value).toBe('missing_shift');
});

test('the demo seed: newest credits in the window of four workers, one appeal in each state', async () => {
  const { seedDemoAppeals } = await import('../../src/seed/demo-appeals');
  const workers = [];
  for (const day of ['2026-11-13', '2026-11-14', '2026-11-16', '2026-11-17'])
    workers.push(await creditedWorker([day], { engagementType: 'contractor' }));
  expect(await seedDemoAppeals(t.db)).toBe(4);
  const rows = [];
  for (const w of workers) {
    const list = (await A.get(`/finance/appeal/list?workerId=${w.workerId}`)).json().data.list;
    expect(list).toHaveLength(1);
    rows.push(list[0]);
  }
  // Newest first: the last worker's credit is the first appeal.
  expect(rows.map((r) => r.status).reverse()).toEqual(['submitted', 'under_review', 'accepted', 'rejected']);
  const accepted = rows.find((r) => r.status === 'accepted');
  expect(accepted.acceptedAmount).toBeGreaterThan(0);
  expect(accepted.acceptedAmount).toBeLessThan(accepted.claimedAmount);
  expect(accepted.adjustmentId).toEqual(expect.any(Number));
  expect(await mismatches()).toEqual([]);
});
