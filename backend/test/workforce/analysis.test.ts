/**
 * The analysis dashboards (issue 34) on the demo data: a week and a client's figures equal plain
 * queries over the raw tables written here (not the service's statements); every period of the
 * range is there and the totals add up; a user who sees one department gets that department's
 * figures; a reversed or too long range is a 400, a caller without the rule a 403.
 */
import { AnalysisApi } from '@shiftdesk/shared/api';
import { ANALYSIS_MAX_DAYS, sgDate } from '@shiftdesk/shared/rules';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/migrate';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';

let t: TestApp;
let A: ReturnType<typeof api>;
/** Own department (3) in Recruitment, the demo's jobs' and workers' department */
let M: ReturnType<typeof api>;
let recruitment: number;
/** A week (Monday … Sunday) and a client with billed work in it */
let week: { from: string; to: string; client: number };

const one = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(q))[0];
const n = (v: unknown) => Number(v ?? 0);
/** Independent of the shared rules: plain rounding of the ratio in basis points. */
const bp = (a: number, b: number) => (b > 0 ? Math.round((a * 10_000) / b) : null);
const addDays = (d: string, k: number) => new Date(Date.parse(d) + k * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  A = api(t, (await adminToken(t)).token);
  M = api(t, (await userWith(t, { rules: Object.values(AnalysisApi.rule), dataScope: 3, dept: 'Recruitment' })).token);
  recruitment = n((await one(sql`select id from sys_dept where dept_name = 'Recruitment'`))?.id);
  // The demo keeps everything in one department: give every other job, worker and applicant to
  // Scheduling and half the invoices to Recruitment, so a department's figures differ from all.
  await t.db.execute(
    sql`update wf_job set dept_id = (select id from sys_dept where dept_name = 'Scheduling') where id % 2 = 0`,
  );
  await t.db.execute(
    sql`update wf_worker set dept_id = (select id from sys_dept where dept_name = 'Scheduling') where id % 2 = 0`,
  );
  await t.db.execute(
    sql`update wf_applicant set dept_id = (select id from sys_dept where dept_name = 'Scheduling') where id % 2 = 0`,
  );
  await t.db.execute(sql`update fin_invoice set dept_id = ${recruitment} where id % 2 = 0`);
  const busiest = await one<{ monday: string; client: number }>(sql`
    select to_char(date_trunc('week', shift_date::timestamp), 'YYYY-MM-DD') as monday, client_id as client
    from wf_work_record where status in ('verified', 'credited', 'paid')
    group by 1, 2 order by count(*) desc, 1, 2 limit 1`);
  week = { from: busiest.monday, to: addDays(busiest.monday, 6), client: n(busiest.client) };
}, 300_000);
afterAll(() => t.close());

const query = (o: Record<string, string | number | undefined>) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
const path = (p: string) => `/workforce${p}`;
async function jobOrder(As: ReturnType<typeof api>, o: Record<string, string | number | undefined>) {
  const res = await As.get(`${path(AnalysisApi.path.jobOrder)}?${query(o)}`);
  expect([res.statusCode, res.body.slice(0, 300)]).toEqual([200, expect.any(String)]);
  return res.json().data;
}
async function employee(As: ReturnType<typeof api>, o: Record<string, string | number | undefined>) {
  const res = await As.get(`${path(AnalysisApi.path.employee)}?${query(o)}`);
  expect([res.statusCode, res.body.slice(0, 300)]).toEqual([200, expect.any(String)]);
  return res.json().data;
}

/** The job-order figures of the week, by plain SQL; `where` narrows the jobs. */
async function jobFigures(where: ReturnType<typeof sql>) {
  const { from, to } = week;
  const jobs = await one(sql`
    select count(*) as jobs,
      coalesce(sum(headcount) filter (where status <> 'cancelled'), 0) as headcount,
      coalesce(sum(least(headcount, (select count(*) from wf_work_record r where r.job_id = j.id
        and r.status not in ('cancelled', 'rejected', 'no_show', 'excused')))) filter (where status <> 'cancelled'), 0) as filled,
      count(*) filter (where status = 'cancelled') as cancelled_jobs
    from wf_job j
    where shift_date >= ${from}::date and shift_date <= ${to}::date and status <> 'draft'
      and not exists (select 1 from audit_log a where a.entity = 'job' and a.entity_id = j.id
        and a.action = 'cancel' and a.from_state = 'draft')
      and ${where}`);
  const money = await one(sql`
    select coalesce(sum(r.bill_amount), 0) as revenue, coalesce(sum(r.pay_amount + r.allowance_amount), 0) as cost,
      coalesce(sum(r.bill_minutes), 0) as minutes
    from wf_work_record r join wf_job j on j.id = r.job_id
    where r.shift_date >= ${from}::date and r.shift_date <= ${to}::date
      and r.status in ('verified', 'credited', 'paid') and ${where}`);
  const bookings = await one(sql`
    select count(*) as cancelled from wf_booking b join wf_job j on j.id = b.job_id
    where j.shift_date >= ${from}::date and j.shift_date <= ${to}::date and j.status <> 'draft'
      and b.status = 'cancelled' and ${where}`);
  // Filled jobs and the mean time to their headcount-th live record (whole seconds).
  const fill = await one(sql`
    select count(*) as jobs, sum(seconds) as seconds from (
      select j.id, floor(extract(epoch from max(r.created_at) filter (where r.n = j.headcount) - j.created_at)) as seconds
      from wf_job j join (
        select job_id, created_at, row_number() over (partition by job_id order by created_at, id) as n
        from wf_work_record where status not in ('cancelled', 'rejected', 'no_show', 'excused')) r on r.job_id = j.id
      where j.shift_date >= ${from}::date and j.shift_date <= ${to}::date and j.status not in ('draft', 'cancelled')
        and ${where}
      group by j.id, j.headcount, j.created_at
      having count(*) >= j.headcount) x`);
  const revenue = n(money.revenue);
  const margin = revenue - n(money.cost);
  return {
    jobs: n(jobs.jobs),
    headcount: n(jobs.headcount),
    filled: n(jobs.filled),
    fillRate: bp(n(jobs.filled), n(jobs.headcount)),
    filledJobs: n(fill.jobs),
    minutesToFill: n(fill.jobs) ? Math.round(n(fill.seconds) / 60 / n(fill.jobs)) : null,
    cancelledJobs: n(jobs.cancelled_jobs),
    cancelledBookings: n(bookings.cancelled),
    billedMinutes: n(money.minutes),
    revenue,
    payCost: n(money.cost),
    margin,
    marginRate: bp(margin, revenue),
  };
}

/** The employee shift figures of the week, by plain SQL on the records' and bookings' own columns. */
async function shiftFigures(
  recordWhere: ReturnType<typeof sql>,
  bookingWhere: ReturnType<typeof sql>,
  range: { from: string; to: string } = week,
) {
  const { from, to } = range;
  const worked = sql`r.status in ('clocked_out', 'pending_verification', 'verified', 'credited', 'paid')`;
  const r = await one(sql`
    select count(*) filter (where ${worked}) as shifts,
      coalesce(sum(r.pay_minutes) filter (where ${worked}), 0) as minutes,
      count(distinct r.worker_id) filter (where ${worked}) as workers,
      count(*) filter (where r.status = 'no_show') as no_shows,
      count(*) filter (where ${worked} or r.status in ('no_show', 'excused')) as due,
      count(*) filter (where ${worked} and r.late_minutes > 0) as late
    from wf_work_record r
    where r.shift_date >= ${from}::date and r.shift_date <= ${to}::date and ${recordWhere}`);
  const hours = await one<{ v: string }>(
    sql`select config_value as v from sys_config where config_key = 'workforce.booking.lateCancelHours'`,
  );
  const b = await one(sql`
    select count(*) as bookings,
      count(*) filter (where b.status = 'cancelled' and b.cancelled_by = 'worker'
        and b.notice_minutes < ${Number(hours?.v ?? 24) * 60}) as late
    from wf_booking b
    where b.shift_date >= ${from}::date and b.shift_date <= ${to}::date and ${bookingWhere}`);
  return {
    activeWorkers: n(r.workers),
    shifts: n(r.shifts),
    workedMinutes: n(r.minutes),
    dueShifts: n(r.due),
    noShows: n(r.no_shows),
    noShowRate: bp(n(r.no_shows), n(r.due)),
    lateShifts: n(r.late),
    latenessRate: bp(n(r.late), n(r.shifts)),
    bookings: n(b.bookings),
    lateCancels: n(b.late),
    lateCancelRate: bp(n(b.late), n(b.bookings)),
  };
}

/** Open receivables by band today, by plain SQL. */
async function receivableBands(where: ReturnType<typeof sql>) {
  const today = sgDate(new Date());
  const rows = rowsOf<{ total: string; paid: string; credited: string; due_date: string | null }>(
    await t.db.execute(sql`select total, paid, credited, to_char(due_date, 'YYYY-MM-DD') as due_date from fin_invoice
      where status = 'issued' and kind in ('invoice', 'debit_note') and ${where}`),
  );
  const bands = ['current', 'd1_30', 'd31_60', 'd61_90', 'over90'].map((band) => ({ band, invoices: 0, balance: 0 }));
  for (const r of rows) {
    const balance = n(r.total) - n(r.paid) - n(r.credited);
    if (balance <= 0) continue;
    const late = r.due_date ? (Date.parse(today) - Date.parse(r.due_date)) / 86_400_000 : 0;
    const i = late <= 0 ? 0 : late <= 30 ? 1 : late <= 60 ? 2 : late <= 90 ? 3 : 4;
    bands[i].invoices += 1;
    bands[i].balance += balance;
  }
  return bands;
}

test('a week of one client: every job-order and shift figure equals plain SQL over the raw tables', async () => {
  const { from, to, client } = week;
  const data = await jobOrder(A, { period: 'week', from, to, clientId: client });
  expect(data.periods).toHaveLength(1);
  const expected = await jobFigures(sql`j.client_id = ${client}`);
  for (const k of ['revenue', 'headcount', 'filled', 'filledJobs'] as const)
    expect([k, expected[k]]).not.toEqual([k, 0]);
  expect(data.periods[0]).toMatchObject({ periodStart: from, ...expected });
  expect(data.totals).toMatchObject(expected);
  // One client: one group, which is the whole week.
  expect(data.groups).toEqual([expect.objectContaining({ id: client, ...expected })]);
  expect(data.receivables).toEqual(await receivableBands(sql`client_id = ${client}`));

  const emp = await employee(A, { period: 'week', from, to, clientId: client });
  const shifts = await shiftFigures(sql`r.client_id = ${client}`, sql`b.client_id = ${client}`);
  for (const k of ['shifts', 'workedMinutes', 'dueShifts', 'bookings'] as const)
    expect([k, shifts[k]]).not.toEqual([k, 0]);
  expect(emp.periods).toEqual([expect.objectContaining({ periodStart: from, ...shifts })]);
  expect(emp.totals).toMatchObject(shifts);
});

test('every period of the range is there, oldest first, and the totals are the range’s sums', async () => {
  const from = addDays(week.from, -35);
  const to = addDays(week.to, 14);
  const data = await jobOrder(A, { period: 'week', from, to, groupBy: 'position' });
  expect(data.periods.map((p: { periodStart: string }) => p.periodStart)).toEqual(
    Array.from({ length: 8 }, (_, i) => addDays(from, 7 * i)),
  );
  for (const p of data.periods) expect(p.period).toMatch(/^\d{4}-W\d{2}$/);
  const sum = (k: string) => data.periods.reduce((s: number, p: Record<string, number>) => s + p[k], 0);
  for (const k of [
    'jobs',
    'headcount',
    'filled',
    'filledJobs',
    'cancelledJobs',
    'cancelledBookings',
    'billedMinutes',
    'revenue',
    'payCost',
    'margin',
  ])
    expect([k, data.totals[k]]).toEqual([k, sum(k)]);
  expect(data.totals.fillRate).toBe(bp(data.totals.filled, data.totals.headcount));
  expect(data.totals.marginRate).toBe(bp(data.totals.margin, data.totals.revenue));
  expect(data.groupBy).toBe('position');
  expect(data.groups.reduce((s: number, g: { revenue: number }) => s + g.revenue, 0)).toBe(data.totals.revenue);

  const emp = await employee(A, { period: 'month', from, to });
  const months = emp.periods.map((p: { period: string }) => p.period);
  expect(months[0]).toBe(from.slice(0, 7));
  expect(months[months.length - 1]).toBe(to.slice(0, 7));
  for (const p of emp.periods) expect(p.periodStart).toBe(`${p.period}-01`);
  const esum = (k: string) => emp.periods.reduce((s: number, p: Record<string, number>) => s + p[k], 0);
  for (const k of [
    'applicants',
    'approvals',
    'shifts',
    'workedMinutes',
    'dueShifts',
    'noShows',
    'lateShifts',
    'bookings',
    'lateCancels',
  ])
    expect([k, emp.totals[k]]).toEqual([k, esum(k)]);
  // Distinct over the range: at most the sum of the months' distinct workers.
  expect(emp.totals.activeWorkers).toBeLessThanOrEqual(esum('activeWorkers'));
  expect(emp.totals.activeWorkers).toBeGreaterThan(0);
  expect(emp.totals.noShowRate).toBe(bp(emp.totals.noShows, emp.totals.dueShifts));
  expect(emp.creditScores.map((b: { band: string }) => b.band)).toEqual(['0-59', '60-69', '70-79', '80-89', '90-100']);
  const active = await one(
    sql`select count(*) as c from wf_worker where status = 'active' and credit_score between 0 and 100`,
  );
  expect(emp.creditScores.reduce((s: number, b: { workers: number }) => s + b.workers, 0)).toBe(n(active.c));
});

test('the whole demo: no-shows and late cancels equal plain SQL too', async () => {
  const span = await one<{ from: string; to: string }>(sql`select to_char(min(shift_date), 'YYYY-MM-DD') as from,
    to_char(max(shift_date), 'YYYY-MM-DD') as to from wf_job`);
  const emp = await employee(A, { period: 'month', from: span.from, to: span.to });
  const all = await shiftFigures(sql`true`, sql`true`, span);
  expect(all.noShows).toBeGreaterThan(0);
  expect(emp.totals).toMatchObject(all);
  const start = `${span.from}T00:00:00+08:00`;
  const end = `${addDays(span.to, 1)}T00:00:00+08:00`;
  const approved = await one(sql`select count(*) as c from wf_applicant where status = 'approved'
    and decided_at >= ${start}::timestamptz and decided_at < ${end}::timestamptz`);
  expect(emp.totals.approvals).toBe(n(approved.c));
});

test('a one-department user sees their department’s figures only', async () => {
  const { from, to } = week;
  const mine = await jobOrder(M, { from, to });
  const all = await jobOrder(A, { from, to });
  const expected = await jobFigures(sql`j.dept_id = ${recruitment}`);
  expect(mine.totals).toMatchObject(expected);
  expect(mine.totals.revenue).not.toBe(all.totals.revenue);
  expect(all.totals).toMatchObject(await jobFigures(sql`true`));
  expect(mine.receivables).toEqual(await receivableBands(sql`dept_id = ${recruitment}`));
  expect(mine.receivables).not.toEqual(all.receivables);

  const emp = await employee(M, { from, to });
  const inDept = sql`(select dept_id from wf_job where wf_job.id = r.job_id) = ${recruitment}`;
  const bookingsInDept = sql`(select dept_id from wf_job where wf_job.id = b.job_id) = ${recruitment}`;
  const shifts = await shiftFigures(inDept, bookingsInDept);
  expect(emp.totals).toMatchObject(shifts);
  expect(emp.totals.shifts).not.toBe((await employee(A, { from, to })).totals.shifts);
  const start = `${from}T00:00:00+08:00`;
  const end = `${addDays(to, 1)}T00:00:00+08:00`;
  const applicants = await one(sql`select count(*) as c from wf_applicant
    where dept_id = ${recruitment} and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz`);
  expect(emp.totals.applicants).toBe(n(applicants.c));
  const workers = await one(
    sql`select count(*) as c from wf_worker where status = 'active' and dept_id = ${recruitment}`,
  );
  expect(emp.creditScores.reduce((s: number, b: { workers: number }) => s + b.workers, 0)).toBe(n(workers.c));
});

test('a reversed or too long range is a 400 naming the field; without the rule a 403', async () => {
  const reversed = await A.get(`${path(AnalysisApi.path.employee)}?from=2026-11-10&to=2026-11-09`);
  expect([reversed.statusCode, reversed.json().message]).toEqual([400, 'The range must end on or after its first day']);
  expect(reversed.json().data.errors[0].field).toBe('querystring.to');
  const to = addDays('2024-01-01', ANALYSIS_MAX_DAYS);
  const long = await A.get(`${path(AnalysisApi.path.jobOrder)}?from=2024-01-01&to=${to}`);
  expect([long.statusCode, long.json().message]).toEqual([
    400,
    `A range can be at most ${ANALYSIS_MAX_DAYS} days (this one is ${ANALYSIS_MAX_DAYS + 1})`,
  ]);
  const zh = await api(t, (await adminToken(t)).token, 'zh-CN').get(
    `${path(AnalysisApi.path.employee)}?from=2026-11-10&to=2026-11-09`,
  );
  expect(zh.json().message).toBe('结束日期须不早于开始日期');
  // The longest range is fine.
  const longest = addDays('2024-01-01', ANALYSIS_MAX_DAYS - 1);
  expect(
    (await A.get(`${path(AnalysisApi.path.jobOrder)}?period=month&from=2024-01-01&to=${longest}`)).statusCode,
  ).toBe(200);

  const other = api(t, (await userWith(t, { rules: [AnalysisApi.rule.employee] })).token);
  expect((await other.get(`${path(AnalysisApi.path.jobOrder)}?from=2026-11-01&to=2026-11-07`)).statusCode).toBe(403);
  expect((await other.get(`${path(AnalysisApi.path.employee)}?from=2026-11-01&to=2026-11-07`)).statusCode).toBe(200);
});
