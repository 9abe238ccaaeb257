/**
 * The worker app's wallet (issue 31): the device's worker sees their balances, latest entries
 * (credits with the time they may be appealed until) and withdrawals; requests a withdrawal
 * (held; a retry with the same key is one request); cancels it while nobody has decided it (the
 * hold is released, History names the worker); cannot touch another worker's; the wallet stays
 * equal to its ledger throughout. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/migrate';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';
import { setParams } from './invoice-fixtures';
import { setWithdrawalLimits, workerWithRecords } from './wallet-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
  await setWithdrawalLimits(A, 1_000, 50_000);
}, 180_000);
afterAll(() => t.close());

const HOUR = 3_600_000;

async function deviceOf(workerId: number) {
  const r = await A.post('/workforce/workerDevice/add', { workerId, name: 'Phone' });
  expect(r.json().code).toBe(0);
  return api(t, r.json().data.token as string);
}

async function creditedWorker(days: string[]) {
  const { workerId, records } = await workerWithRecords(A, days);
  expect((await A.put('/workforce/workRecord/grant', { ids: records })).json().code).toBe(0);
  return { workerId, records, D: await deviceOf(workerId) };
}

const mismatches = async () => rowsOf(await t.db.execute(sql`select * from fin_wallet_mismatches()`));

test('the worker sees their wallet, withdraws once under retries, cancels while it waits; the hold comes back', async () => {
  const { workerId, records, D } = await creditedWorker(['2026-11-17', '2026-11-18']);
  const before = Date.now();
  const w0 = (await D.get('/app/wallet')).json().data;
  const staff = (await A.get(`/finance/wallet/get?workerId=${workerId}`)).json().data;
  expect(w0).toMatchObject({
    available: staff.available,
    pending: staff.pending,
    held: staff.held,
    total: staff.total,
    withdrawable: staff.withdrawable,
    withdrawals: [],
  });
  // Both credits, newest first, each appealable until 72 hours (the parameter) after it.
  const credits = w0.entries.filter((e: { type: string }) => e.type === 'earning');
  expect(credits).toHaveLength(records.length);
  for (const c of credits) {
    const until = new Date(c.appealUntil).getTime() - new Date(c.createdAt).getTime();
    expect(until).toBe(72 * HOUR);
    expect(new Date(c.appealUntil).getTime()).toBeGreaterThan(before);
  }

  const body = { amount: 2_000, method: 'bank', idempotencyKey: `app-${workerId}-first` };
  const first = await D.post('/app/withdraw', body);
  expect(first.json()).toMatchObject({ code: 0, message: expect.stringMatching(/held until it is paid/) });
  const again = await D.post('/app/withdraw', body);
  expect(again.json().data.id).toBe(first.json().data.id);
  const id = first.json().data.id as number;

  const w1 = (await D.get('/app/wallet')).json().data;
  expect(w1.withdrawals).toEqual([expect.objectContaining({ id, amount: 2_000, method: 'bank', status: 'requested' })]);
  expect(w1.available).toBe(w0.available - 2_000);
  expect(w1.held).toBe(w0.held + 2_000);
  expect(w1.entries[0]).toMatchObject({ type: 'withdrawal_hold', amount: 0, appealUntil: null });

  const cancelled = await D.post('/app/cancelWithdrawal', { withdrawalId: id });
  expect(cancelled.json()).toMatchObject({ code: 0, data: { id } });
  const w2 = (await D.get('/app/wallet')).json().data;
  expect(w2).toMatchObject({ available: w0.available, held: w0.held });
  expect(w2.withdrawals[0]).toMatchObject({ id, status: 'cancelled' });
  expect(w2.entries[0]).toMatchObject({ type: 'withdrawal_release' });

  // Cancelled once: a second cancel is refused, and History names the worker's phone.
  const twice = await D.post('/app/cancelWithdrawal', { withdrawalId: id });
  expect(twice.statusCode).toBe(409);
  expect(twice.json().message).toMatch(/only a request nobody has decided yet can be cancelled/);
  const history = (await A.get(`/system/audit/history?entity=withdrawal&entityId=${id}`)).json().data as {
    action: string;
    toState: string | null;
    actorName: string;
  }[];
  expect(history).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ action: 'cancel', toState: 'cancelled', actorName: `worker #${workerId} (Phone)` }),
    ]),
  );
  expect(await mismatches()).toEqual([]);
});

test("another worker's withdrawal is not there; a decided one cannot be cancelled; the app's checks are the staff side's", async () => {
  const a = await creditedWorker(['2026-11-19']);
  const b = await creditedWorker(['2026-11-20']);
  const made = await a.D.post('/app/withdraw', {
    amount: 1_500,
    method: 'bank',
    idempotencyKey: `app-key-${a.workerId}-x`,
  });
  expect(made.json()).toMatchObject({ code: 0 });
  const id = made.json().data.id as number;

  const foreign = await b.D.post('/app/cancelWithdrawal', { withdrawalId: id });
  expect(foreign.statusCode).toBe(404);

  expect((await A.put('/finance/withdrawal/approve', { ids: [id] })).json().code).toBe(0);
  const decided = await a.D.post('/app/cancelWithdrawal', { withdrawalId: id });
  expect(decided.statusCode).toBe(409);

  // Below the minimum, and more than the wallet holds: the staff side's field errors.
  const small = await a.D.post('/app/withdraw', {
    amount: 500,
    method: 'bank',
    idempotencyKey: `app-key-${a.workerId}-s`,
  });
  expect(small.statusCode).toBe(400);
  expect(small.body).toMatch(/The smallest withdrawal is S\$10\.00/);
  const big = await a.D.post('/app/withdraw', {
    amount: 40_000,
    method: 'bank',
    idempotencyKey: `app-key-${a.workerId}-b`,
  });
  expect(big.statusCode).toBe(400);
  expect(big.body).toMatch(/is available to withdraw|S\$500\.00/);
  // No PayNow number on file.
  const paynow = await a.D.post('/app/withdraw', {
    amount: 1_000,
    method: 'paynow',
    idempotencyKey: `app-key-${a.workerId}-p`,
  });
  expect(paynow.statusCode).toBe(400);
  expect(paynow.body).toMatch(/no PayNow number on file/);
  // A worker id in the body is not taken: the worker is the device's.
  const smuggled = await b.D.post('/app/withdraw', {
    amount: 1_000,
    method: 'bank',
    idempotencyKey: `app-key-${b.workerId}-w`,
    workerId: a.workerId,
  });
  expect(smuggled.statusCode).toBe(400);
  expect(smuggled.json().message).toMatch(/workerId/);
  // A staff session is not a device: the app routes refuse it.
  expect((await A.get('/app/wallet')).statusCode).toBe(401);
  expect(await mismatches()).toEqual([]);
});

test('the worker appeals against their own credit from the app; the shift is disputed; a closed window shows no deadline', async () => {
  const a = await creditedWorker(['2026-11-21']);
  const b = await creditedWorker(['2026-11-22']);
  const credit = (await a.D.get('/app/wallet')).json().data.entries.find((e: { type: string }) => e.type === 'earning');
  const other = (await b.D.get('/app/wallet')).json().data.entries.find((e: { type: string }) => e.type === 'earning');
  const body = {
    category: 'hours_wrong',
    claimedAmount: 1_200,
    description: 'I stayed until 20:00 to close the store',
  };

  // Someone else's credit is not the worker's to appeal.
  const foreign = await a.D.post('/app/appeal', { ...body, transactionId: other.id });
  expect(foreign.statusCode).toBe(400);

  const filed = await a.D.post('/app/appeal', { ...body, transactionId: credit.id });
  expect(filed.json()).toMatchObject({ code: 0, message: expect.stringMatching(/Appeal filed/) });
  const appeal = (await A.get(`/finance/appeal/get?id=${filed.json().data.id}`)).json().data;
  expect(appeal).toMatchObject({
    workerId: a.workerId,
    transactionId: credit.id,
    workRecordId: a.records[0],
    status: 'submitted',
    claimedAmount: 1_200,
  });
  const record = (await A.get(`/workforce/workRecord/get?id=${a.records[0]}`)).json().data;
  expect(record.status).toBe('disputed');

  await setParams(A, { 'finance.appeal.windowHours': '0' });
  try {
    const closed = (await a.D.get('/app/wallet')).json().data;
    expect(closed.entries.every((e: { appealUntil: string | null }) => e.appealUntil === null)).toBe(true);
    const late = await b.D.post('/app/appeal', { ...body, transactionId: other.id });
    expect(late.statusCode).toBe(409);
  } finally {
    await setParams(A, { 'finance.appeal.windowHours': '72' });
  }
});
