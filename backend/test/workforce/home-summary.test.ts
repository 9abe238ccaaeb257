/**
 * The /home summaries of the workforce and finance remotes (issue 34) on the demo data: every
 * number equals an independent plain SQL query written here (Singapore's today taken by the
 * database, not the code); a user whose role has the "own department" scope gets that
 * department's numbers only; a section is absent when the caller lacks its widget's rule, and
 * a signed-in user without roles gets an empty answer (not a 403).
 *
 * The demo's business rows all belong to two departments (Recruitment's workers and jobs,
 * Finance's invoices): every other row is moved to Operations first, so an Operations user's
 * numbers differ from the admin's wherever the data does.
 */
import {
  FINANCE_HOME_RULES,
  FinanceHomeApi,
  type FinanceHomeSummary,
  WORKFORCE_HOME_RULES,
  WorkforceHomeApi,
  type WorkforceHomeSummary,
} from '@shiftdesk/shared/api';
import { eq, type SQL, sql } from 'drizzle-orm';
import { DataScope } from '../../src/core/lists/data-scope';
import { rowsOf } from '../../src/db/migrate';
import { sysDept } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers';
import { adminToken, createBareUser, sessionToken, userWith } from '../support/sessions';

let t: TestApp;
let ops: number;
const tokens: Record<'admin' | 'ops' | 'some' | 'none', string> = { admin: '', ops: '', some: '', none: '' };

/** One row of plain SQL, its values as numbers. */
async function one(q: SQL): Promise<Record<string, number>> {
  const [r] = rowsOf<Record<string, unknown>>(await t.db.execute(q));
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v ?? 0)]));
}

async function summary<T>(url: string, token: string): Promise<T> {
  const res = await t.get(`/backend${url}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data as T;
}
const workforce = (who: keyof typeof tokens) =>
  summary<WorkforceHomeSummary>(WorkforceHomeApi.url.summary, tokens[who]);
const finance = (who: keyof typeof tokens) => summary<FinanceHomeSummary>(FinanceHomeApi.url.summary, tokens[who]);

const TODAY = sql.raw(`(now() at time zone 'Asia/Singapore')::date`);

/** The expected numbers, by plain SQL; `dept` restricts every row to that department. */
async function expected(dept?: number) {
  const own = (alias: string) => (dept === undefined ? sql.raw('true') : sql`${sql.raw(alias)}.dept_id = ${dept}`);
  const jobs = await one(sql`
    select count(*) filter (where status <> 'cancelled') as shifts,
           coalesce(sum(headcount) filter (where status <> 'cancelled'), 0) as headcount,
           coalesce(sum(case when assigned > headcount then headcount else assigned end) filter (where status <> 'cancelled'), 0) as assigned,
           coalesce(sum(headcount - assigned) filter (where status in ('draft', 'published') and assigned < headcount), 0) as unfilled,
           count(*) filter (where status in ('draft', 'published') and assigned < headcount) as "unfilledJobs",
           count(*) filter (where status = 'cancelled') as cancelled
      from wf_job j
     where (j.start_at at time zone 'Asia/Singapore')::date = ${TODAY} and ${own('j')}`);
  const records = await one(sql`
    select count(*) as records from wf_work_record r join wf_job j on j.id = r.job_id
     where r.status = 'pending_verification' and ${own('j')}`);
  const sheets = await one(sql`
    select count(*) filter (where status = 'sent_to_client') as sent, count(*) filter (where status = 'disputed') as disputed
      from wf_timesheet s where ${own('s')}`);
  const certs = await one(sql`
    select count(*) as certificates from wf_worker_certificate c
     where c.status = 'verified'
       and c.expires_on between ${TODAY} and ${TODAY} + 30 and ${own('c')}`);
  const overdue = await one(sql`
    select count(*) as count, coalesce(sum(total - paid - credited), 0) as balance from fin_invoice i
     where status = 'issued' and kind <> 'credit_note' and total - paid - credited > 0 and due_date < ${TODAY} and ${own('i')}`);
  const withdrawals = await one(sql`
    select count(*) as count, coalesce(sum(d.amount), 0) as amount from fin_withdrawal d join wf_worker w on w.id = d.worker_id
     where d.status = 'requested' and ${own('w')}`);
  return {
    workforce: {
      todayShifts: jobs,
      pendingVerification: records,
      timesheets: sheets,
      certificatesExpiring: { certificates: certs.certificates, days: 30 },
    },
    finance: { overdueInvoices: overdue, withdrawalsToApprove: withdrawals },
  };
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  [{ id: ops }] = await t.db.select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.deptName, 'Operations'));
  // Every other row of each kind to Operations: both departments then hold some of each.
  for (const table of ['wf_job', 'wf_timesheet', 'wf_worker_certificate', 'fin_invoice'])
    await t.db.execute(sql`update ${sql.identifier(table)} set dept_id = ${ops} where id % 2 = 0`);
  // A withdrawal is scoped through its worker: the worker of the oldest one waiting moves.
  await t.db.execute(sql`
    update wf_worker set dept_id = ${ops}
     where id = (select worker_id from fin_withdrawal where status = 'requested' order by id limit 1)`);
  // A few verified certificates of active workers expiring soon, on both sides of the window.
  await t.db.execute(sql`
    update wf_worker_certificate c set expires_on = ${TODAY} + (array[0, 5, 30, 31, 12, 45])[1 + c.id % 6]
      from wf_worker w
     where w.id = c.worker_id and c.status = 'verified' and w.status = 'active'`);
  const rules = [...Object.values(WORKFORCE_HOME_RULES), ...Object.values(FINANCE_HOME_RULES)];
  tokens.admin = (await adminToken(t)).token;
  tokens.ops = (await userWith(t, { rules, dataScope: DataScope.OWN_DEPT, dept: 'Operations' })).token;
  tokens.some = (
    await userWith(t, {
      rules: [WORKFORCE_HOME_RULES.todayShifts, FINANCE_HOME_RULES.withdrawalsToApprove],
      dept: 'IT',
    })
  ).token;
  tokens.none = await sessionToken(t, await createBareUser(t.db, { dept: 'Sales' }));
}, 300_000);
afterAll(() => t.close());

test('admin: every section, each number equal to plain SQL over every row', async () => {
  const want = await expected();
  const got = await workforce('admin');
  expect(got.todayShifts).toEqual({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), ...want.workforce.todayShifts });
  const { todayShifts: _, ...rest } = got;
  const { todayShifts: __, ...wantRest } = want.workforce;
  expect(rest).toEqual(wantRest);
  expect(await finance('admin')).toEqual(want.finance);
  // The demo (and the moves above) give each widget something to show.
  expect(want.workforce.todayShifts.shifts).toBeGreaterThan(0);
  expect(want.workforce.pendingVerification.records).toBeGreaterThan(0);
  expect(want.workforce.timesheets.sent + want.workforce.timesheets.disputed).toBeGreaterThan(0);
  expect(want.workforce.certificatesExpiring.certificates).toBeGreaterThan(0);
  expect(want.finance.overdueInvoices.count).toBeGreaterThan(0);
  expect(want.finance.withdrawalsToApprove.count).toBeGreaterThan(0);
});

test('own department: only that department’s numbers, different from the admin’s', async () => {
  const [all, mine] = await Promise.all([expected(), expected(ops)]);
  const got = await workforce('ops');
  expect(got).toEqual({
    ...mine.workforce,
    todayShifts: { day: expect.any(String), ...mine.workforce.todayShifts },
  });
  expect(await finance('ops')).toEqual(mine.finance);
  // Where the department holds part of the rows, the numbers differ from everyone's.
  expect(mine.workforce.todayShifts.shifts).toBeLessThan(all.workforce.todayShifts.shifts);
  expect(mine.workforce.pendingVerification.records).toBeLessThan(all.workforce.pendingVerification.records);
  expect(mine.workforce.certificatesExpiring.certificates).toBeLessThan(
    all.workforce.certificatesExpiring.certificates,
  );
  expect(mine.finance.overdueInvoices.balance).toBeLessThan(all.finance.overdueInvoices.balance);
  expect(mine.finance.withdrawalsToApprove.count).toBeGreaterThan(0);
  expect(mine.finance.withdrawalsToApprove.count).toBeLessThan(all.finance.withdrawalsToApprove.count);
  expect(mine.workforce.todayShifts.shifts + mine.finance.overdueInvoices.count).toBeGreaterThan(0);
});

test('a section only for the holders of its widget’s rule; none at all for a user without roles', async () => {
  const all = await expected();
  expect(Object.keys(await workforce('some'))).toEqual(['todayShifts']);
  expect(await finance('some')).toEqual({ withdrawalsToApprove: all.finance.withdrawalsToApprove });
  expect(await workforce('none')).toEqual({});
  expect(await finance('none')).toEqual({});
  // Signed in, that is: no session, no numbers.
  expect((await t.get(`/backend${WorkforceHomeApi.url.summary}`)).statusCode).toBe(401);
  expect((await t.get(`/backend${FinanceHomeApi.url.summary}`)).statusCode).toBe(401);
});
