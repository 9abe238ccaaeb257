/**
 * Generate all (issue 29): the departments with verified records of a week whose client is billed
 * weekly each get their timesheet, a monthly client's department with records of that week is
 * left alone, progress reaches the total and a second run finds nothing. The route checks the
 * period and the rule and queues the job for the caller, who hears its progress.
 */
import { TimesheetApi } from '@shiftdesk/shared/api';
import type { DomainEvents } from '../../src/core/base/events';
import { type GenerateTimesheetsData, generateTimesheetsJob } from '../../src/jobs/handlers/generate-timesheets';
import type { GenerateAllResult } from '../../src/modules/workforce/timesheet/generate-all';
import { departmentsToGenerate } from '../../src/modules/workforce/timesheet/generate-all';
import { createTestApp, eventually, type TestApp } from '../helpers';
import { api } from '../support/http';
import { runJobHandler } from '../support/run-job';
import { adminToken, userWith } from '../support/sessions';
import { activeWorker, assignOne, makeTerms, publishedJob, sg, type Terms } from './job-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let adminId: number;
const events: DomainEvents['jobProgress'][] = [];
beforeAll(async () => {
  t = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5, schedules: [] } });
  t.app.ctx.events.on('jobProgress', (p) => events.push(p));
  const admin = await adminToken(t);
  adminId = admin.userId;
  A = api(t, admin.token);
}, 180_000);
afterAll(() => t.close());

/** A verified record of `day` (steps 8–12, as golden-path-13-15 makes them). */
async function verifiedRecord(terms: Terms, day: string): Promise<number> {
  const workerId = await activeWorker(A);
  const id = await assignOne(A, await publishedJob(A, terms, day, '09:00', '19:00'), workerId);
  const edited = await A.put('/workforce/workRecord/edit', {
    id,
    clockInAt: sg(day, '09:08'),
    clockOutAt: sg(day, '19:07'),
    reason: 'Punches phoned in by the site supervisor',
  });
  expect(edited.json().code).toBe(0);
  expect((await A.put('/workforce/workRecord/verify', { ids: [id] })).json().code).toBe(0);
  return id;
}

/** Runs the handler in this process, as the queue's worker would, keeping its progress. */
const runJob = (period: string) =>
  runJobHandler<GenerateTimesheetsData, GenerateAllResult>(t, generateTimesheetsJob, {
    period,
    userId: adminId,
    actorName: 'admin',
    deptId: null,
    lang: 'en',
  });

test('the weekly departments of the week get one timesheet each; the monthly one waits; a second run makes none', async () => {
  // ISO week 45 of 2026: 2–8 November.
  const weeklyA = await makeTerms(A, {}, { billingFrequency: 'weekly' });
  const weeklyB = await makeTerms(A, {}, { billingFrequency: 'weekly' });
  const monthly = await makeTerms(A, {}, { billingFrequency: 'monthly' });
  const a = [await verifiedRecord(weeklyA, '2026-11-03'), await verifiedRecord(weeklyA, '2026-11-05')];
  const b = await verifiedRecord(weeklyB, '2026-11-04');
  await verifiedRecord(monthly, '2026-11-04');

  const weekly = [weeklyA.contractDeptId, weeklyB.contractDeptId].sort((x, y) => x - y);
  expect(await departmentsToGenerate(t.db, '2026-W45')).toEqual(weekly);
  expect(await departmentsToGenerate(t.db, '2026-11')).toContain(monthly.contractDeptId);

  const first = await runJob('2026-W45');
  expect(first.result.failed).toEqual([]);
  expect(first.result.skipped).toEqual([]);
  expect(first.result.made.map((m) => m.contractDeptId)).toEqual(weekly);
  expect(first.progress[0]).toEqual([0, 2]);
  expect(first.progress.at(-1)).toEqual([2, 2]);

  for (const m of first.result.made) {
    const ts = (await A.get(`/workforce/timesheet/get?id=${m.id}`)).json().data;
    expect(ts).toMatchObject({
      number: m.number,
      status: 'draft',
      period: '2026-W45',
      contractDeptId: m.contractDeptId,
    });
    expect(ts.records.map((r: { id: number }) => r.id)).toEqual(m.contractDeptId === weeklyA.contractDeptId ? a : [b]);
  }
  const monthlyList = await A.get(`/workforce/timesheet/list?contractDeptId=${monthly.contractDeptId}`);
  expect(monthlyList.json().data.total).toBe(0);

  const second = await runJob('2026-W45');
  expect(second.result).toEqual({ made: [], skipped: [], failed: [] });
  expect(second.progress).toEqual([[0, 0]]);
}, 240_000);

test('the route: a period that is no calendar week is 400, no rule is 403, otherwise the job is queued for the caller', async () => {
  // 2025 has 52 ISO weeks: the pattern passes, the calendar does not.
  const bad = await A.post('/workforce/timesheet/generateAll', { period: '2025-W53' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/2025-W53 is not a week or month/);
  expect((await A.post('/workforce/timesheet/generateAll', { period: '2026-W45', extra: 1 })).statusCode).toBe(400);

  const clerk = await userWith(t, { rules: [TimesheetApi.rule.list, TimesheetApi.rule.generate] });
  const refused = await api(t, clerk.token).post('/workforce/timesheet/generateAll', { period: '2026-W45' });
  expect(refused.statusCode).toBe(403);

  // ISO week 44 (26 October – 1 November): the queued job makes its one timesheet.
  const terms = await makeTerms(A, {}, { billingFrequency: 'weekly' });
  await verifiedRecord(terms, '2026-10-28');
  const queued = await A.post('/workforce/timesheet/generateAll', { period: '2026-W44' });
  expect(queued.json()).toMatchObject({ code: 0, data: { jobId: expect.any(String) } });
  const { jobId } = queued.json().data;
  await eventually(async () => events.some((p) => p.job === jobId && p.state === 'completed'), 60_000);
  expect(events.filter((p) => p.job === jobId).every((p) => p.userId === adminId)).toBe(true);
  const made = await A.get(`/workforce/timesheet/list?contractDeptId=${terms.contractDeptId}`);
  expect(made.json().data).toMatchObject({ total: 1, list: [{ period: '2026-W44', recordCount: 1 }] });
}, 120_000);
