/**
 * Wallets (issue 31): golden path steps 19–21 with their exact paths and fields; crediting once
 * whatever is retried; the CPF hold of a citizen employee kept pending; withdrawals through
 * every state with their holds, releases and payouts; the payout file; approved allowances
 * credited; and the ledger's own guarantees — append-only for every database user, and the
 * wallets equal to its sums (`fin_wallet_mismatches()`). Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { estimateEmployeeCpfHold } from '@shiftdesk/shared/rules';
import { eq, sql } from 'drizzle-orm';
import { wfSmsLog } from '../../src/db/schema';
import { rowsOf } from '../../src/db/migrate';
import { cpfRatesInForce } from '../../src/modules/finance/reference/service';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';
import { setWithdrawalLimits, workerWithRecords } from './wallet-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
  await setWithdrawalLimits(A, 10_00, 500_00);
}, 180_000);
afterAll(() => t.close());

const PAY = 10_950;

async function mismatches() {
  return rowsOf(await t.db.execute(sql`select * from fin_wallet_mismatches()`));
}

const wallet = async (workerId: number) => (await A.get(`/finance/wallet/get?workerId=${workerId}`)).json().data;

test('steps 19–21: grant → credited; the wallet’s balances are the ledger’s sums; a retry credits nothing twice', async () => {
  const { workerId, records } = await workerWithRecords(A, ['2026-11-17', '2026-11-18']);
  expect((await wallet(workerId)).toCredit).toBe(2 * PAY);

  // 19
  const granted = await A.put('/workforce/workRecord/grant', { ids: records });
  expect(granted.json()).toMatchObject({ code: 0 });
  const list = granted.json().data.list as { id: number; status: string; transactionId: number }[];
  expect(list.map((r) => [r.id, r.status])).toEqual(records.map((id) => [id, 'credited']));
  for (const id of records) {
    expect((await A.get(`/workforce/workRecord/get?id=${id}`)).json().data.status).toBe('credited');
  }

  // 20 — a citizen employee aged 30: the month's estimated employee CPF stays pending.
  const rates = await cpfRatesInForce(t.db, '2026-11-01', 'citizen');
  const hold = estimateEmployeeCpfHold({
    residency: 'citizen',
    month: '2026-11',
    dateOfBirth: '1996-05-17',
    earningsCents: 2 * PAY,
    rates,
  });
  expect(hold).toBeGreaterThan(0);
  const w = await wallet(workerId);
  expect(w).toMatchObject({ available: 2 * PAY - hold, pending: hold, held: 0, total: 2 * PAY, toCredit: 0 });

  // 21
  const txs = (await A.get(`/finance/walletTransaction/list?workerId=${workerId}`)).json().data;
  expect(txs.total).toBe(2);
  const sum = (txs.list as { amount: number }[]).reduce((a, r) => a + r.amount, 0);
  expect(sum).toBe(w.available + w.pending + w.held);
  expect(txs.list.map((r: { type: string; refId: number }) => [r.type, r.refId]).sort()).toEqual(
    records.map((id) => ['earning', id]).sort(),
  );
  // Newest first, each with the running total.
  expect(txs.list[0].balanceAfter).toBe(2 * PAY);

  // A retry answers the same entries and moves nothing.
  const again = await A.put('/workforce/workRecord/grant', { ids: records });
  expect(again.json().data.list.map((r: { transactionId: number }) => r.transactionId)).toEqual(
    list.map((r) => r.transactionId),
  );
  expect(await wallet(workerId)).toMatchObject({ available: 2 * PAY - hold, pending: hold, total: 2 * PAY });
  expect(await mismatches()).toEqual([]);
});

test('grant refuses a record that is not verified, and credits none of the batch', async () => {
  const { workerId, records, terms } = await workerWithRecords(A, ['2026-11-10']);
  const { assignOne, publishedJob } = await import('../workforce/job-fixtures');
  const scheduled = await assignOne(A, await publishedJob(A, terms, '2026-11-11', '09:00', '19:00'), workerId);
  const r = await A.put('/workforce/workRecord/grant', { ids: [...records, scheduled] });
  expect(r.statusCode).toBe(409);
  expect(r.json().message).toMatch(/scheduled/);
  expect(await wallet(workerId)).toMatchObject({ total: 0, entries: 0 });
  expect((await A.get(`/workforce/workRecord/get?id=${records[0]}`)).json().data.status).toBe('verified');
});

test('a contractor’s credit is all available (no CPF)', async () => {
  const { workerId, records } = await workerWithRecords(A, ['2026-11-12'], { engagementType: 'contractor' });
  await A.put('/workforce/workRecord/grant', { ids: records });
  expect(await wallet(workerId)).toMatchObject({ available: PAY, pending: 0, held: 0 });
});

test('withdrawals: checks, hold, approve, payout file, paid; reject and fail give the hold back', async () => {
  const { workerId, records } = await workerWithRecords(A, ['2026-11-03', '2026-11-04', '2026-11-05'], {
    engagementType: 'contractor',
  });
  await A.put('/workforce/workRecord/grant', { ids: records });
  const add = (body: Record<string, unknown>) =>
    A.post('/finance/withdrawal/add', { workerId, method: 'bank', ...body });

  // Refusals name the field and leave the wallet alone.
  expect((await add({ amount: 9_99 })).json()).toMatchObject({
    code: 400,
    message: expect.stringMatching(/S\$10\.00/),
  });
  expect((await add({ amount: 501_00 })).json().message).toMatch(/daily limit of S\$500\.00/);
  expect((await add({ amount: 200_00, method: 'paynow' })).json().message).toMatch(/no PayNow/);
  expect(await wallet(workerId)).toMatchObject({ available: 3 * PAY, held: 0 });

  // A request holds; a retry with its key is the same request.
  const first = await add({ amount: 100_00, idempotencyKey: 'w-key-0001' });
  expect(first.json()).toMatchObject({
    code: 0,
    data: { status: 'requested', amount: 100_00, payTo: 'DBS ******4567' },
  });
  const retry = await add({ amount: 100_00, idempotencyKey: 'w-key-0001' });
  expect(retry.json().data.id).toBe(first.json().data.id);
  expect(await wallet(workerId)).toMatchObject({ available: 3 * PAY - 100_00, held: 100_00 });
  expect((await add({ amount: 3 * PAY })).json().message).toMatch(/Only S\$228\.50 is available/);

  // approve → payout file (full account for the bank) → processing → paid.
  const id = first.json().data.id as number;
  expect((await A.put('/finance/withdrawal/approve', { ids: [id] })).json().data.list[0].status).toBe('approved');
  const file = await A.post('/finance/withdrawal/payoutFile', { ids: [id] });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toMatch(/text\/csv/);
  expect(file.body).toContain('0721234567');
  expect(file.body).toContain('100.00');
  const processing = (await A.get(`/finance/withdrawal/get?id=${id}`)).json().data;
  expect(processing).toMatchObject({ status: 'processing', batchRef: expect.stringMatching(/^PO-\d{8}-\d+$/) });
  expect((await A.put('/finance/withdrawal/markPaid', { ids: [id] })).json().data.list[0].status).toBe('paid');
  // The worker is told by SMS, once, with the amount in dollars.
  const told = await t.db
    .select()
    .from(wfSmsLog)
    .where(eq(wfSmsLog.eventKey, `WITHDRAWAL_PAID:withdrawal:${id}`));
  expect(told.map((r) => [r.code, r.status, JSON.parse(r.vars).amount])).toEqual([
    ['WITHDRAWAL_PAID', 'queued', 'S$100.00'],
  ]);
  expect(await wallet(workerId)).toMatchObject({ available: 3 * PAY - 100_00, held: 0, total: 3 * PAY - 100_00 });

  // reject (reason required) and fail release the hold.
  const second = (await add({ amount: 50_00 })).json().data.id as number;
  expect((await A.put('/finance/withdrawal/reject', { ids: [second] })).statusCode).toBe(400);
  expect(
    (await A.put('/finance/withdrawal/reject', { ids: [second], reason: 'Bank details unclear' })).json().code,
  ).toBe(0);
  const third = (await add({ amount: 60_00 })).json().data.id as number;
  await A.put('/finance/withdrawal/approve', { ids: [third] });
  await A.put('/finance/withdrawal/process', { ids: [third] });
  expect((await A.put('/finance/withdrawal/fail', { ids: [third], reason: 'Account closed' })).json().code).toBe(0);
  expect(await wallet(workerId)).toMatchObject({ available: 3 * PAY - 100_00, held: 0 });

  const types = (await A.get(`/finance/walletTransaction/list?workerId=${workerId}&pageSize=50`))
    .json()
    .data.list.map((r: { type: string }) => r.type);
  expect(types.sort()).toEqual(
    [
      ...Array(3).fill('earning'),
      ...Array(3).fill('withdrawal_hold'),
      'withdrawal_paid',
      'withdrawal_release',
      'withdrawal_release',
    ].sort(),
  );
  // The state moves are in the History.
  const history = (await A.get(`/system/audit/history?entity=withdrawal&entityId=${id}`)).json().data;
  expect(history.map((h: { action: string }) => h.action)).toEqual(
    expect.arrayContaining(['created', 'approve', 'process', 'markPaid']),
  );
  expect(await mismatches()).toEqual([]);
});

test('an approved allowance is credited once', async () => {
  const { workerId } = await workerWithRecords(A, [], { engagementType: 'contractor' });
  const a = await A.post('/workforce/allowance/add', { workerId, type: 'meal', amount: 8_00, workDate: '2026-11-20' });
  expect(a.json().code).toBe(0);
  await A.put('/workforce/allowance/approve', { id: a.json().data.id });
  expect(await wallet(workerId)).toMatchObject({ available: 8_00, total: 8_00, entries: 1 });
  const txs = (await A.get(`/finance/walletTransaction/list?workerId=${workerId}&type=allowance`)).json().data;
  expect(txs.list).toMatchObject([{ type: 'allowance', amount: 8_00, refType: 'allowance', month: '2026-11' }]);
});

test('the ledger is append-only, even for the application’s own database user', async () => {
  const [e] = rowsOf<{ id: number }>(await t.db.execute(sql`select id from fin_wallet_transaction limit 1`));
  expect(e).toBeDefined();
  for (const stmt of [
    sql`update fin_wallet_transaction set amount = amount + 1 where id = ${e.id}`,
    sql`delete from fin_wallet_transaction where id = ${e.id}`,
    sql`truncate fin_wallet_transaction cascade`,
  ]) {
    // drizzle wraps the database's error: its message is the cause's.
    const refused = await t.db.execute(stmt).then(
      () => null,
      (err: Error & { cause?: Error }) => `${err.message} ${err.cause?.message ?? ''}`,
    );
    expect(refused).toMatch(/fin_wallet_transaction is append-only/);
  }
  expect(rowsOf(await t.db.execute(sql`select id from fin_wallet_transaction where id = ${e.id}`))).toHaveLength(1);
  expect(await mismatches()).toEqual([]);
});
