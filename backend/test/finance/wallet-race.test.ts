/**
 * One wallet under 200 concurrent requests (issue 31, done means 3): allowance approvals that
 * credit it and withdrawal requests that hold from it, the requests retried with their
 * idempotency keys, and two grants of the same records at once. Afterwards no answer was a 5xx,
 * every wallet equals its ledger (`fin_wallet_mismatches()`), each key made one withdrawal and
 * one hold, and nothing was credited twice. Meant for PostgreSQL (TEST_DATABASE_URL), where the
 * requests really run side by side on a pool; on PGlite the same must hold.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/migrate';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';
import { setWithdrawalLimits, workerWithRecords } from './wallet-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
  await setWithdrawalLimits(A, 1_00, 100_000_00);
}, 180_000);
afterAll(() => t.close());

const count = async (q: ReturnType<typeof sql>) => Number(rowsOf<{ n: string }>(await t.db.execute(q))[0].n);

test('200 concurrent credits and withdrawals on one wallet: balances equal the ledger, no double credit, no 5xx', async () => {
  const { workerId, records } = await workerWithRecords(A, ['2026-11-02', '2026-11-03'], {
    engagementType: 'contractor',
  });
  await A.put('/workforce/workRecord/grant', { ids: [records[0]] });

  const allowances: number[] = [];
  for (let i = 0; i < 100; i++) {
    const r = await A.post('/workforce/allowance/add', {
      workerId,
      type: 'transport',
      amount: 3_00,
      workDate: '2026-11-02',
    });
    allowances.push(r.json().data.id);
  }
  // 100 approvals, 50 withdrawal keys each sent twice, and the second record granted twice.
  const keys = Array.from({ length: 50 }, (_, i) => `race-${workerId}-${i}`);
  const calls = [
    ...allowances.map((id) => () => A.put('/workforce/allowance/approve', { id })),
    ...keys.flatMap((k) =>
      [0, 1].map(
        () => () => A.post('/finance/withdrawal/add', { workerId, amount: 4_00, method: 'bank', idempotencyKey: k }),
      ),
    ),
    ...[0, 1].map(() => () => A.put('/workforce/workRecord/grant', { ids: [records[1]] })),
  ].sort(() => Math.random() - 0.5);
  const answers = await Promise.all(calls.map((c) => c()));
  expect(answers).toHaveLength(202);
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => c >= 500)).toEqual([]);
  // A request that found too little available is refused (400), never half done.
  expect(codes.every((c) => c === 200 || c === 400 || c === 409)).toBe(true);

  expect(rowsOf(await t.db.execute(sql`select * from fin_wallet_mismatches()`))).toEqual([]);
  // Each record and each allowance credited once.
  expect(
    await count(sql`select count(*) n from fin_wallet_transaction where worker_id = ${workerId} and type = 'earning'`),
  ).toBe(2);
  expect(
    await count(
      sql`select count(*) n from fin_wallet_transaction where worker_id = ${workerId} and type = 'allowance'`,
    ),
  ).toBe(100);
  // Each key made at most one withdrawal, each withdrawal one hold.
  const made = await count(sql`select count(*) n from fin_withdrawal where worker_id = ${workerId}`);
  expect(made).toBeLessThanOrEqual(50);
  expect(
    await count(sql`select count(distinct idempotency_key) n from fin_withdrawal where worker_id = ${workerId}`),
  ).toBe(made);
  expect(
    await count(
      sql`select count(*) n from fin_wallet_transaction where worker_id = ${workerId} and type = 'withdrawal_hold'`,
    ),
  ).toBe(made);

  const w = (await A.get(`/finance/wallet/get?workerId=${workerId}`)).json().data;
  expect(w).toMatchObject({ held: made * 4_00, total: 2 * 10_950 + 100 * 3_00 });
  expect(w.available).toBe(w.total - w.held);
  expect(w.available).toBeGreaterThanOrEqual(0);
}, 180_000);
