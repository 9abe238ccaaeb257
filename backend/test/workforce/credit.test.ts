/**
 * Credit events: weighed by the parameters at the time they are recorded, the score computed by
 * the shared rule and cached on the worker; the daily sweep (job queue, controlled clock)
 * recomputes workers whose events expired; the events list and score series; 403s; validation.
 */
import { CreditEventApi } from '@shiftdesk/shared/api';
import { eq } from 'drizzle-orm';
import { sysConfig } from '../../src/db/schema';
import { createTestApp, eventually, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { historyOf, makeWorker, record, workerOf } from './conduct-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5, schedules: [] } });
  A = api(t, (await adminToken(t)).token);
}, 120_000);
afterAll(() => t.close());

test('parameters are seeded; events keep the weight in force when recorded; the score is cached', async () => {
  const [p] = await t.db.select().from(sysConfig).where(eq(sysConfig.configKey, 'workforce.credit.noShow'));
  expect(p).toMatchObject({ configValue: '-30', configType: true });
  const w = await makeWorker(t);
  const now = new Date().toISOString();
  await record(t, w, 'late_arrival', now);
  expect((await workerOf(t, w)).creditScore).toBe(95);
  await t.db.update(sysConfig).set({ configValue: '-7' }).where(eq(sysConfig.configKey, 'workforce.credit.lateArrival'));
  try {
    await record(t, w, 'late_arrival', now);
  } finally {
    await t.db.update(sysConfig).set({ configValue: '-5' }).where(eq(sysConfig.configKey, 'workforce.credit.lateArrival'));
  }
  expect((await workerOf(t, w)).creditScore).toBe(88);
  const events = (await A.get(`/workforce/creditEvent/list?workerId=${w}&orderBy=id&orderDir=asc`)).json().data;
  expect(events.list.map((e: { weight: number }) => e.weight)).toEqual([-5, -7]);
  expect(events.list[0]).toMatchObject({ workerId: w, kind: 'late_arrival', reversedAt: null });
  expect(JSON.stringify(events)).not.toContain('nric');
  expect(Date.parse(events.list[0].expiresAt) - Date.parse(events.list[0].occurredAt)).toBe(180 * 86_400_000);
  expect((await historyOf(t, 'worker', w)).map((h) => h[0])).toEqual(['creditEvent', 'creditEvent']);
});

test('the expiry sweep (job queue, controlled clock) gives the points back; a rerun does nothing more', async () => {
  const w = await makeWorker(t);
  await record(t, w, 'late_cancel', '2025-01-01T00:00:00.000Z', { now: '2025-01-01T00:00:00.000Z' });
  await record(t, w, 'no_show', '2025-03-01T00:00:00.000Z', { now: '2025-03-01T00:00:00.000Z' });
  expect((await workerOf(t, w)).creditScore).toBe(60);
  // 180 days after the first event only it has expired.
  await t.app.ctx.jobs.send('workforce.expireCreditEvents', { at: '2025-06-30T00:00:00.000Z' });
  await eventually(async () => (await workerOf(t, w)).creditScore === 70, 20_000);
  await t.app.ctx.jobs.send('workforce.expireCreditEvents', { at: '2025-08-28T00:00:00.000Z' });
  await eventually(async () => (await workerOf(t, w)).creditScore === 100, 20_000);
  const inForce = (await A.get(`/workforce/creditEvent/list?workerId=${w}&inForce=true`)).json().data;
  expect(inForce.total).toBe(0);
  expect((await A.get(`/workforce/creditEvent/list?workerId=${w}&inForce=false`)).json().data.total).toBe(2);
});

test('series: the score over a range, changing where events happen and expire', async () => {
  const w = await makeWorker(t);
  await record(t, w, 'no_show', '2025-02-01T00:00:00.000Z');
  await record(t, w, 'completed_shift', '2025-02-05T00:00:00.000Z');
  const s = (
    await A.get(`/workforce/creditEvent/series?workerId=${w}&from=2025-01-01T00:00:00.000Z&to=2025-09-01T00:00:00.000Z`)
  ).json().data;
  expect(s.points).toEqual([
    { at: '2025-01-01T00:00:00.000Z', score: 100 },
    { at: '2025-02-01T00:00:00.000Z', score: 70 },
    { at: '2025-02-05T00:00:00.000Z', score: 71 },
    // The no-show expires 180 days on; the completed shift alone would be 101, clamped to 100.
    { at: '2025-07-31T00:00:00.000Z', score: 100 },
    { at: '2025-09-01T00:00:00.000Z', score: 100 },
  ]);
  const bad = await A.get(`/workforce/creditEvent/series?workerId=${w}&from=2025-09-01T00:00:00.000Z&to=2025-01-01T00:00:00.000Z`);
  expect(bad.statusCode).toBe(400);
  expect((await A.get('/workforce/creditEvent/series?workerId=99999999')).statusCode).toBe(404);
  expect((await A.get('/workforce/creditEvent/list?kind=bogus')).statusCode).toBe(400);
});

test('403 without the rules', async () => {
  const none = api(t, (await userWith(t, { rules: [CreditEventApi.rule.list] })).token);
  expect((await none.get('/workforce/creditEvent/list')).statusCode).toBe(200);
  expect((await none.get('/workforce/creditEvent/series?workerId=1')).statusCode).toBe(403);
  const nobody = api(t, (await userWith(t, { rules: [] })).token);
  expect((await nobody.get('/workforce/creditEvent/list')).statusCode).toBe(403);
});
