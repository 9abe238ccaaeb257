/**
 * Incentives (issue 31): schemes (drafts edited and deleted, active ones not; criteria checked
 * per type), the sweep's criteria of each type at their boundaries (N-1 vs N shifts, a streak
 * broken by a gap, a referral), reruns that neither duplicate nor touch a verified record, a
 * pending record removed when it stops qualifying (and back when it qualifies again),
 * crediting once under retry with the wallet equal to its ledger, and payroll: a credited
 * incentive paid as Additional Wages and stamped by approval, an accepted appeal paid as an
 * adjustment naming its month of origin. Runs on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
import { IncentiveApi } from '@shiftdesk/shared/api';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/migrate';
import { createTestApp, eventually, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { activeWorker } from '../workforce/job-fixtures';
import { setSupplier } from './invoice-fixtures';
import { verifiedRecordsOf, workerWithRecords } from './wallet-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5, schedules: [] } });
  A = api(t, (await adminToken(t)).token);
  await setSupplier(A);
}, 180_000);
afterAll(() => t.close());

const RUN = `${process.pid}-${Date.now() % 100_000}`;
let seq = 0;
const name = (what: string) => `${what} ${RUN}-${++seq}`;

async function mismatches() {
  return rowsOf(await t.db.execute(sql`select * from fin_wallet_mismatches()`));
}

/** A scheme added and activated; answers its id. */
async function activeScheme(body: Record<string, unknown>): Promise<number> {
  const added = await A.post('/finance/incentive/add', { name: name('Scheme'), ...body });
  expect(added.json()).toMatchObject({ code: 0 });
  const id = added.json().data.id as number;
  const on = await A.put('/finance/incentive/activate', { id });
  expect(on.json()).toMatchObject({ code: 0, data: { id, status: 'active' } });
  return id;
}

/** POST sweep (queued) and wait until the job stamped the scheme. */
async function sweep(id: number) {
  const before = (await A.get(`/finance/incentive/get?id=${id}`)).json().data.sweptAt;
  const res = await A.post('/finance/incentive/sweep', { id });
  expect(res.json()).toMatchObject({ code: 0, data: { jobId: expect.any(String) } });
  return eventually(async () => {
    const s = (await A.get(`/finance/incentive/get?id=${id}`)).json().data;
    return s.sweptAt && s.sweptAt !== before ? s : undefined;
  }, 30_000);
}

const recordsOf = async (schemeId: number) =>
  (await A.get(`/finance/incentive/records?schemeId=${schemeId}&pageSize=100`)).json().data.list as {
    id: number;
    workerId: number;
    refereeId: number | null;
    refereeName: string | null;
    amount: number;
    measure: number;
    evidence: number[];
    status: string;
    transactionId: number | null;
    payrollMonth: string | null;
    schemeName: string;
  }[];

const DAYS = ['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-09'];
// 09:08–19:07 with an unpaid hour: 480 normal + 45 OT minutes paid.
const SHIFT_MINUTES = 525;

let fx: {
  clientId: number;
  workerId: number;
  records: number[];
  terms: Awaited<ReturnType<typeof workerWithRecords>>['terms'];
};
beforeAll(async () => {
  const w = await workerWithRecords(A, DAYS);
  fx = { clientId: w.terms.clientId, workerId: w.workerId, records: w.records, terms: w.terms };
}, 180_000);

test('schemes: criteria checked per type, drafts only edited and deleted, filters and counts', async () => {
  const base = { amount: 10_00, periodStart: '2026-10-01', periodEnd: '2026-10-31', clientIds: [fx.clientId] };
  const noShifts = await A.post('/finance/incentive/add', {
    name: name('Bad'),
    type: 'shifts_in_period',
    criteria: {},
    ...base,
  });
  expect(noShifts.statusCode).toBe(400);
  expect(noShifts.json().message).toMatch(/minimum number of shifts/);
  const zh = await api(t, (await adminToken(t)).token, 'zh-CN').post('/finance/incentive/add', {
    name: name('Bad'),
    type: 'attendance_streak',
    criteria: {},
    ...base,
  });
  expect(zh.statusCode).toBe(400);
  expect(zh.json().message).toMatch(/连续天数/);
  const order = await A.post('/finance/incentive/add', {
    name: name('Bad'),
    type: 'per_shift',
    criteria: {},
    ...base,
    periodEnd: '2026-09-30',
  });
  expect(order.statusCode).toBe(400);
  const unknown = await A.post('/finance/incentive/add', {
    name: name('Bad'),
    type: 'per_shift',
    criteria: {},
    ...base,
    clientIds: [9_999_999],
  });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().message).toMatch(/9999999/);

  const draftName = name('Draft');
  const draft = await A.post('/finance/incentive/add', {
    name: draftName,
    type: 'referral',
    criteria: { minShifts: 2, streakDays: 3 },
    ...base,
  });
  expect(draft.json().code).toBe(0);
  const id = draft.json().data.id;
  const dup = await A.post('/finance/incentive/add', { name: draftName, type: 'per_shift', criteria: {}, ...base });
  expect(dup.statusCode).toBe(409);
  // Only the type's numbers are kept.
  expect((await A.get(`/finance/incentive/get?id=${id}`)).json().data).toMatchObject({
    status: 'draft',
    criteria: { minShifts: 2 },
    pending: 0,
    creditedAmount: 0,
  });
  expect((await A.get(`/finance/incentive/get?id=${id}`)).json().data.criteria.streakDays).toBeUndefined();
  const edited = await A.put('/finance/incentive/edit', {
    id,
    name: draftName,
    type: 'referral',
    criteria: { minShifts: 3 },
    ...base,
    amount: 12_00,
  });
  expect(edited.json().code).toBe(0);
  expect((await A.get(`/finance/incentive/get?id=${id}`)).json().data).toMatchObject({
    amount: 12_00,
    criteria: { minShifts: 3 },
  });

  await A.put('/finance/incentive/activate', { id });
  const refused = await A.put('/finance/incentive/edit', {
    id,
    name: draftName,
    type: 'referral',
    criteria: { minShifts: 3 },
    ...base,
  });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toMatch(/only a draft/);
  expect((await A.del('/finance/incentive/delete', { ids: [id] })).statusCode).toBe(409);
  const ended = await A.put('/finance/incentive/end', { id, reason: 'Budget spent' });
  expect(ended.json()).toMatchObject({ code: 0, data: { status: 'ended', reason: 'Budget spent' } });
  expect((await A.put('/finance/incentive/activate', { id })).statusCode).toBe(409);

  const other = await A.post('/finance/incentive/add', {
    name: name('Gone'),
    type: 'per_shift',
    criteria: {},
    ...base,
  });
  expect((await A.del('/finance/incentive/delete', { ids: [other.json().data.id] })).json().code).toBe(0);

  const list = (
    await A.get(`/finance/incentive/list?name=${encodeURIComponent(draftName)}&status=ended&type=referral`)
  ).json().data;
  expect(list.list.map((s: { id: number }) => s.id)).toEqual([id]);
  expect(
    (await A.get(`/finance/incentive/list?name=${encodeURIComponent(draftName)}&activeOn=2026-11-01`)).json().data
      .total,
  ).toBe(0);
  expect(
    (await A.get(`/finance/incentive/list?name=${encodeURIComponent(draftName)}&activeOn=2026-10-31`)).json().data
      .total,
  ).toBe(1);
  const sorted = (await A.get('/finance/incentive/list?orderBy=amount&orderDir=desc&pageSize=100')).json().data
    .list as { amount: number }[];
  expect(sorted.map((s) => s.amount)).toEqual([...sorted.map((s) => s.amount)].sort((a, b) => b - a));

  const xlsx = await A.get(`/finance/incentive/export?name=${encodeURIComponent(draftName)}`);
  expect(xlsx.statusCode).toBe(200);
  expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
});

test('the sweep: each type at its boundary (N-1 vs N shifts, a streak broken by a gap, a referral)', async () => {
  const scope = { amount: 5_00, periodStart: '2026-10-01', periodEnd: '2026-10-31', clientIds: [fx.clientId] };
  const perShift = await activeScheme({ type: 'per_shift', criteria: { minMinutes: SHIFT_MINUTES }, ...scope });
  const perShiftLong = await activeScheme({ type: 'per_shift', criteria: { minMinutes: SHIFT_MINUTES + 1 }, ...scope });
  const four = await activeScheme({ type: 'shifts_in_period', criteria: { minShifts: 4 }, ...scope });
  const five = await activeScheme({ type: 'shifts_in_period', criteria: { minShifts: 5 }, ...scope });
  const streak3 = await activeScheme({ type: 'attendance_streak', criteria: { streakDays: 3 }, ...scope });
  const streak4 = await activeScheme({ type: 'attendance_streak', criteria: { streakDays: 4 }, ...scope });
  const narrow = await activeScheme({
    type: 'shifts_in_period',
    criteria: { minShifts: 1 },
    ...scope,
    periodStart: '2026-10-08',
    periodEnd: '2026-10-08',
  });
  const referrer = await activeWorker(A, { engagementType: 'employee', dateOfBirth: '1990-01-01' });
  await t.db.execute(sql`update wf_worker set referred_by = ${referrer} where id = ${fx.workerId}`);
  const referral4 = await activeScheme({ type: 'referral', criteria: { minShifts: 4 }, ...scope });
  const referral5 = await activeScheme({ type: 'referral', criteria: { minShifts: 5 }, ...scope });

  for (const id of [perShift, perShiftLong, four, five, streak3, streak4, narrow, referral4, referral5])
    await sweep(id);

  const [ps] = await recordsOf(perShift);
  expect(ps).toMatchObject({
    workerId: fx.workerId,
    amount: 4 * 5_00,
    measure: 4,
    evidence: fx.records,
    status: 'pending',
  });
  expect(await recordsOf(perShiftLong)).toEqual([]);
  expect(await recordsOf(four)).toEqual([expect.objectContaining({ workerId: fx.workerId, amount: 5_00, measure: 4 })]);
  expect(await recordsOf(five)).toEqual([]);
  // 5, 6, 7 in a row; the 8th missing breaks it before the 9th.
  expect(await recordsOf(streak3)).toEqual([
    expect.objectContaining({ workerId: fx.workerId, measure: 3, evidence: fx.records.slice(0, 3) }),
  ]);
  expect(await recordsOf(streak4)).toEqual([]);
  expect(await recordsOf(narrow)).toEqual([]);
  const [ref] = await recordsOf(referral4);
  expect(ref).toMatchObject({ workerId: referrer, refereeId: fx.workerId, measure: 4, amount: 5_00 });
  expect(ref.refereeName).toEqual(expect.any(String));
  expect(await recordsOf(referral5)).toEqual([]);
  const s = (await A.get(`/finance/incentive/get?id=${perShift}`)).json().data;
  expect(s).toMatchObject({ pending: 1, verified: 0, credited: 0, rejected: 0 });

  // A rerun: no duplicates; a verified record keeps what it was verified with, a pending one follows the shifts.
  expect((await A.put('/finance/incentive/verify', { ids: [ps.id] })).json().code).toBe(0);
  const more = await verifiedRecordsOf(A, fx.terms, fx.workerId, ['2026-10-10']);
  await sweep(perShift);
  await sweep(four);
  await sweep(five);
  expect(await recordsOf(perShift)).toEqual([
    expect.objectContaining({ id: ps.id, amount: 4 * 5_00, measure: 4, status: 'verified', evidence: fx.records }),
  ]);
  expect(await recordsOf(four)).toEqual([
    expect.objectContaining({ measure: 5, evidence: [...fx.records, ...more], status: 'pending' }),
  ]);
  expect(await recordsOf(five)).toEqual([expect.objectContaining({ measure: 5 })]);
});

test('a pending record that stops qualifying is removed with a History line, and comes back when it qualifies again', async () => {
  const { workerId, terms, records } = await workerWithRecords(A, ['2026-10-12', '2026-10-13']);
  const id = await activeScheme({
    type: 'shifts_in_period',
    criteria: { minShifts: 2 },
    amount: 4_00,
    periodStart: '2026-10-12',
    periodEnd: '2026-10-18',
    clientIds: [terms.clientId],
  });
  await sweep(id);
  const [first] = await recordsOf(id);
  expect(first).toMatchObject({ workerId, measure: 2, status: 'pending' });

  // One shift stops counting (an open appeal disputes it) before anyone decided on the record.
  await t.db.execute(sql`update wf_work_record set status = 'disputed' where id = ${records[1]}`);
  await sweep(id);
  expect(await recordsOf(id)).toEqual([]);
  const trail = rowsOf<{ action: string; from_state: string; reason: string; actor_id: number | null }>(
    await t.db.execute(sql`
      select action, from_state, reason, actor_id from audit_log
       where entity = 'incentiveRecord' and entity_id = ${first.id} order by id`),
  );
  expect(trail.map((a) => a.action)).toEqual(['created', 'deleted']);
  expect(trail[1]).toMatchObject({ from_state: 'pending', reason: 'No longer meets the scheme’s criteria', actor_id: null });

  // The appeal is decided: the shift counts again and so does the record.
  await t.db.execute(sql`update wf_work_record set status = 'credited' where id = ${records[1]}`);
  await sweep(id);
  expect(await recordsOf(id)).toEqual([expect.objectContaining({ workerId, measure: 2, status: 'pending' })]);
  // A decided record is never removed: verified, it stays though its shift is disputed again.
  const [again] = await recordsOf(id);
  expect((await A.put('/finance/incentive/verify', { ids: [again.id] })).json().code).toBe(0);
  await t.db.execute(sql`update wf_work_record set status = 'disputed' where id = ${records[1]}`);
  await sweep(id);
  expect(await recordsOf(id)).toEqual([expect.objectContaining({ id: again.id, status: 'verified' })]);
  await t.db.execute(sql`update wf_work_record set status = 'credited' where id = ${records[1]}`);
});

test('verify, reject with a reason, credit once under retry; the wallet equals its ledger', async () => {
  const { workerId, terms } = await workerWithRecords(A, ['2026-10-19', '2026-10-20']);
  const id = await activeScheme({
    type: 'per_shift',
    criteria: {},
    amount: 7_00,
    periodStart: '2026-10-19',
    periodEnd: '2026-10-25',
    clientIds: [terms.clientId],
  });
  const rejectMe = await activeScheme({
    type: 'shifts_in_period',
    criteria: { minShifts: 2 },
    amount: 3_00,
    periodStart: '2026-10-19',
    periodEnd: '2026-10-25',
    clientIds: [terms.clientId],
  });
  await sweep(id);
  await sweep(rejectMe);
  const [r] = await recordsOf(id);
  const [x] = await recordsOf(rejectMe);
  expect(r).toMatchObject({ workerId, amount: 14_00, status: 'pending' });

  // Credit needs verified; reject needs a reason.
  expect((await A.put('/finance/incentive/credit', { ids: [r.id] })).statusCode).toBe(409);
  expect((await A.put('/finance/incentive/reject', { ids: [x.id] })).statusCode).toBe(400);
  const rejected = await A.put('/finance/incentive/reject', { ids: [x.id], reason: 'Shifts were a trial' });
  expect(rejected.json()).toMatchObject({
    code: 0,
    data: { list: [{ id: x.id, status: 'rejected', reason: 'Shifts were a trial' }] },
  });
  // A rejected record is left alone by the sweep.
  await sweep(rejectMe);
  expect((await recordsOf(rejectMe))[0]).toMatchObject({ id: x.id, status: 'rejected' });

  expect((await A.put('/finance/incentive/verify', { ids: [r.id] })).json().code).toBe(0);
  const credited = await A.put('/finance/incentive/credit', { ids: [r.id] });
  expect(credited.json()).toMatchObject({ code: 0, data: { list: [{ id: r.id, status: 'credited' }] } });
  const entry = credited.json().data.list[0].transactionId;
  expect(entry).toEqual(expect.any(Number));
  const again = await A.put('/finance/incentive/credit', { ids: [r.id] });
  expect(again.json()).toMatchObject({
    code: 0,
    data: { list: [{ id: r.id, status: 'credited', transactionId: entry }] },
  });

  const entries = rowsOf<{ type: string; amount: string | number; ref_type: string; month: string }>(
    await t.db.execute(
      sql`select type, amount, ref_type, month from fin_wallet_transaction where idempotency_key = ${`incentiveRecord:${r.id}:incentive`}`,
    ),
  );
  expect(entries).toEqual([
    expect.objectContaining({ type: 'incentive', ref_type: 'incentiveRecord', month: '2026-10' }),
  ]);
  expect(Number(entries[0].amount)).toBe(14_00);
  const w = (await A.get(`/finance/wallet/get?workerId=${workerId}`)).json().data;
  expect(w.total).toBe(14_00);
  expect(await mismatches()).toEqual([]);
  const s = (await A.get(`/finance/incentive/get?id=${id}`)).json().data;
  expect(s).toMatchObject({ credited: 1, creditedAmount: 14_00, pending: 0 });

  // History: created by the sweep, then verified and credited.
  const audit = rowsOf<{ action: string }>(
    await t.db.execute(
      sql`select action from audit_log where entity = 'incentiveRecord' and entity_id = ${r.id} order by id`,
    ),
  ).map((a) => a.action);
  expect(audit).toEqual(['created', 'verify', 'credit']);
});

test('payroll pays a credited incentive as Additional Wages, and approval stamps it', async () => {
  const { workerId, terms, records } = await workerWithRecords(A, ['2026-05-11', '2026-05-12']);
  expect((await A.put('/workforce/workRecord/grant', { ids: records })).json().code).toBe(0);
  const id = await activeScheme({
    type: 'shifts_in_period',
    criteria: { minShifts: 2 },
    amount: 50_00,
    periodStart: '2026-05-01',
    periodEnd: '2026-05-31',
    clientIds: [terms.clientId],
  });
  await sweep(id);
  const [r] = await recordsOf(id);
  await A.put('/finance/incentive/verify', { ids: [r.id] });
  expect((await A.put('/finance/incentive/credit', { ids: [r.id] })).json().code).toBe(0);

  const month = await calculate('2026-05');
  const [d] = (await A.get(`/finance/payroll/detail/list?month=2026-05&workerId=${workerId}`)).json().data.list;
  expect(d).toMatchObject({ incentives: 50_00, aw: 50_00 });
  const detail = (await A.get(`/finance/payroll/detail/get?id=${d.id}`)).json().data;
  expect(detail.lines).toContainEqual(
    expect.objectContaining({
      kind: 'incentive',
      refType: 'incentiveRecord',
      refId: r.id,
      originMonth: '2026-05',
      amount: 50_00,
    }),
  );
  expect(d.netPay).toBe(d.grossPay + 50_00 - d.cpfEmployee - d.deductions);

  expect((await A.put('/finance/payroll/approve', { id: month.id })).json().code).toBe(0);
  expect((await recordsOf(id))[0]).toMatchObject({ id: r.id, payrollMonth: '2026-05' });
  expect(await mismatches()).toEqual([]);
});

test('an accepted appeal is paid as an adjustment naming its month of origin', async () => {
  const { workerId, records } = await workerWithRecords(A, ['2026-04-14']);
  expect((await A.put('/workforce/workRecord/grant', { ids: records })).json().code).toBe(0);
  const [entry] = rowsOf<{ id: number }>(
    await t.db.execute(sql`select id from fin_wallet_transaction where worker_id = ${workerId} and type = 'earning'`),
  );
  // Through the appeal service: submitted → under review → accepted for S$12.34.
  const added = await A.post('/finance/appeal/add', {
    workerId,
    transactionId: Number(entry.id),
    category: 'hours_wrong',
    claimedAmount: 15_00,
    description: 'Clocked out at 19:30, not 19:07',
  });
  expect(added.json()).toMatchObject({ code: 0 });
  const appeal = { id: added.json().data.id as number };
  expect((await A.put('/finance/appeal/review', { ids: [appeal.id] })).json().code).toBe(0);
  const accepted = await A.put('/finance/appeal/accept', {
    id: appeal.id,
    amount: 12_34,
    reason: 'Supervisor confirmed',
  });
  expect(accepted.json()).toMatchObject({ code: 0 });
  const [row] = rowsOf<{ status: string; accepted_amount: string | number; origin_month: string }>(
    await t.db.execute(sql`select status, accepted_amount, origin_month from fin_appeal where id = ${appeal.id}`),
  );
  expect(row).toMatchObject({ status: 'accepted', origin_month: '2026-04' });
  expect(Number(row.accepted_amount)).toBe(12_34);
  const month = await calculate('2026-06');
  const [d] = (await A.get(`/finance/payroll/detail/list?month=2026-06&workerId=${workerId}`)).json().data.list;
  expect(d).toMatchObject({ adjustments: 12_34, incentives: 0 });
  const detail = (await A.get(`/finance/payroll/detail/get?id=${d.id}`)).json().data;
  expect(detail.lines).toContainEqual(
    expect.objectContaining({
      kind: 'adjustment',
      refType: 'appeal',
      refId: Number(appeal.id),
      reason: `Appeal #${appeal.id}`,
      originMonth: '2026-04',
      amount: 12_34,
    }),
  );
  expect((await A.put('/finance/payroll/approve', { id: month.id })).json().code).toBe(0);
  const [stamped] = rowsOf<{ payroll_month_id: number }>(
    await t.db.execute(sql`select payroll_month_id from fin_appeal where id = ${appeal.id}`),
  );
  expect(Number(stamped.payroll_month_id)).toBe(month.id);
});

test('permissions and data scope', async () => {
  const clerk = await userWith(t, { rules: [IncentiveApi.rule.list, IncentiveApi.rule.records] });
  const C = api(t, clerk.token);
  expect((await C.get('/finance/incentive/list')).statusCode).toBe(200);
  expect((await C.post('/finance/incentive/sweep', {})).statusCode).toBe(403);
  expect((await C.put('/finance/incentive/credit', { ids: [1] })).statusCode).toBe(403);
  expect(
    (
      await C.post('/finance/incentive/add', {
        name: name('No'),
        type: 'per_shift',
        criteria: {},
        amount: 1_00,
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
      })
    ).statusCode,
  ).toBe(403);
  // Own data only: the admin's workers' records are not the clerk's.
  const own = await userWith(t, { rules: [IncentiveApi.rule.records], dataScope: 5 });
  expect((await api(t, own.token).get('/finance/incentive/records')).json().data.total).toBe(0);
  expect((await A.get('/finance/incentive/records?status=credited')).json().data.total).toBeGreaterThanOrEqual(2);
});

/** Steps 22 and the wait for the job: the month in review. */
async function calculate(month: string) {
  const res = await A.post('/finance/payroll/calculate', { month });
  expect(res.json()).toMatchObject({ code: 0 });
  const { id } = res.json().data;
  return eventually(async () => {
    const m = (await A.get(`/finance/payroll/get?id=${id}`)).json().data;
    if (m.status === 'open' && m.error) throw new Error(m.error);
    return m.status === 'review' ? m : undefined;
  }, 60_000);
}
