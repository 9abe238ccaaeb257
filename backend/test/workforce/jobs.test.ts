/**
 * Jobs and work records beyond the golden path (issue 28): an assign refused names every failed
 * rule; publishing needs an active client; a worker's late cancel and a no-show write their
 * credit events and an approved MC excuses the no-show and reverses its penalty, as punches
 * phoned in afterwards do; an edit of one
 * record computes the worker's week again; an overnight shift's clock-out the next morning closes
 * that shift; copy previews then makes drafts. Both databases.
 */
import { eq } from 'drizzle-orm';
import { wfSmsLog } from '../../src/db/schema';
import { clientCancellationPay, lineAmount } from '@shiftdesk/shared/rules';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';
import { markNoShows } from '../../src/modules/workforce/work-record/actions';
import { withTransaction } from '../../src/core/data/unit-of-work';
import { activeWorker, assignOne, makeJob, makeTerms, publishedJob, sg, type Terms } from './job-fixtures';
import { makeWorker } from './fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let terms: Terms;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
  terms = await makeTerms(A);
}, 180_000);
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const sgDay = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * DAY_MS).toISOString().slice(0, 10);

test('an assign that fails eligibility names every failed rule of every worker; check answers the same without writing', async () => {
  const typeId = (
    await A.post('/workforce/certificateType/add', {
      name: `Food hygiene ${Date.now()}`,
      expires: true,
      blocksEligibility: true,
    })
  ).json().data.id;
  const jobId = await publishedJob(A, terms, '2026-11-18', '09:00', '17:00', {
    requiredCertificateTypeIds: [typeId],
    minimumAge: 60,
  });
  const pending = await makeWorker(A);
  const young = await activeWorker(A, { dateOfBirth: '2000-01-01' });

  const check = await A.post('/workforce/job/assign', { jobId, workerIds: [pending, young], check: true });
  expect(check.json().code).toBe(0);
  const verdict = check
    .json()
    .data.rules.map((r: { workerId: number; rule: string }) => `${r.workerId}:${r.rule}`)
    .sort();
  expect(verdict).toEqual(
    [
      `${pending}:worker_not_active`,
      `${pending}:certificate_missing`,
      `${pending}:minimum_age`,
      `${young}:certificate_missing`,
      `${young}:minimum_age`,
    ].sort(),
  );

  const refused = await A.post('/workforce/job/assign', { jobId, workerIds: [pending, young] });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().data.rules).toEqual(check.json().data.rules);
  expect(refused.json().message).toMatch(/2 worker\(s\) are not eligible/);
  // Nothing written: the job has nobody on it.
  expect((await A.get(`/workforce/job/get?id=${jobId}`)).json().data).toMatchObject({
    assigned: 0,
    status: 'published',
  });
  expect((await A.get(`/workforce/workRecord/list?jobId=${jobId}`)).json().data.total).toBe(0);
});

test('an overlapping shift is refused, naming the record it overlaps', async () => {
  const w = await activeWorker(A);
  const first = await assignOne(A, await publishedJob(A, terms, '2026-11-19', '09:00', '17:00'), w);
  const second = await publishedJob(A, terms, '2026-11-19', '16:00', '22:00');
  const r = await A.post('/workforce/job/assign', { jobId: second, workerIds: [w] });
  expect(r.statusCode).toBe(409);
  expect(r.json().data.rules).toEqual([{ workerId: w, rule: 'overlapping_shift', ref: first }]);
});

test('publishing is refused while the client is suspended', async () => {
  const own = await makeTerms(A);
  const jobId = await makeJob(A, own, '2026-11-20');
  expect((await A.put('/finance/client/suspend', { id: own.clientId, reason: 'overdue invoices' })).json().code).toBe(
    0,
  );
  const r = await A.put('/workforce/job/publish', { id: jobId });
  expect(r.statusCode).toBe(409);
  expect(r.json().message).toMatch(/suspended/);
  expect((await A.get(`/workforce/job/get?id=${jobId}`)).json().data.status).toBe('draft');
});

test('a worker’s cancel with little notice is a late cancel, with days of notice an early one; a client’s costs nothing', async () => {
  const kinds = async (workerId: number) =>
    (await A.get(`/workforce/creditEvent/list?workerId=${workerId}`))
      .json()
      .data.list.map((e: { kind: string }) => e.kind);
  const soon = new Date(Date.now() + 5 * 3_600_000);
  const soonDay = soon.toISOString();
  const late = await activeWorker(A);
  const lateJob = await A.post('/workforce/job/add', {
    contractOrderId: terms.contractOrderId,
    positionId: terms.positionId,
    title: 'Soon',
    startAt: soonDay,
    endAt: new Date(soon.getTime() + 4 * 3_600_000).toISOString(),
    breakMinutes: 0,
    breakPaid: false,
    headcount: 2,
  });
  const lateJobId = lateJob.json().data.id;
  await A.put('/workforce/job/publish', { id: lateJobId });
  const lateRecord = await assignOne(A, lateJobId, late);
  const c1 = await A.put('/workforce/workRecord/cancel', {
    id: lateRecord,
    cancelledBy: 'worker',
    reason: 'Family emergency',
  });
  expect(c1.json()).toMatchObject({ code: 0, data: { status: 'cancelled' } });
  expect(await kinds(late)).toEqual(['late_cancel']);
  expect((await A.get(`/workforce/job/get?id=${lateJobId}`)).json().data.assigned).toBe(0);

  const early = await activeWorker(A);
  const earlyRecord = await assignOne(A, await publishedJob(A, terms, sgDay(5)), early);
  await A.put('/workforce/workRecord/cancel', { id: earlyRecord, cancelledBy: 'worker', reason: 'Exam' });
  expect(await kinds(early)).toEqual(['early_cancel']);

  const spared = await activeWorker(A);
  const sparedRecord = await assignOne(A, await publishedJob(A, terms, sgDay(5)), spared);
  await A.put('/workforce/workRecord/cancel', { id: sparedRecord, cancelledBy: 'client', reason: 'Event postponed' });
  expect(await kinds(spared)).toEqual([]);
});

test('a client cancelling late pays the worker the contract’s cancellation hours, by the record or the whole job; with notice, nothing', async () => {
  const paying = await makeTerms(A, { cancellationPayHours: 4 });
  const start = new Date(Date.now() + 5 * 3_600_000);
  const add = await A.post('/workforce/job/add', {
    contractOrderId: paying.contractOrderId,
    positionId: paying.positionId,
    title: 'Called off',
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 9 * 3_600_000).toISOString(),
    breakMinutes: 60,
    breakPaid: false,
    headcount: 3,
  });
  const jobId = add.json().data.id;
  expect((await A.put('/workforce/job/publish', { id: jobId })).json().code).toBe(0);
  const [one, two] = [await activeWorker(A), await activeWorker(A)];
  const first = await assignOne(A, jobId, one);
  const second = await assignOne(A, jobId, two);
  const record = async (id: number) => (await A.get(`/workforce/workRecord/get?id=${id}`)).json().data;
  // 4 h at 1,200 / 1,800 cents an hour, computed by the rule; no worked time.
  const owed = clientCancellationPay(
    {
      scheduledStartAt: start.toISOString(),
      scheduledEndAt: new Date(start.getTime() + 9 * 3_600_000).toISOString(),
      breakMinutes: 60,
      breakPaid: false,
      payRateCents: 1200,
      billRateCents: 1800,
    },
    { cancellationPayHours: 4 },
    5 * 60 - 1,
    24 * 60,
  );
  expect(owed).toEqual({ minutes: 240, payAmount: 4800, billAmount: 7200 });
  const paid = {
    status: 'cancelled',
    cancelledBy: 'client',
    cancellationPayMinutes: 240,
    payAmount: 4800,
    billAmount: 7200,
    payMinutes: 0,
    normalMinutes: 0,
    otMinutes: 0,
  };

  expect(
    (await A.put('/workforce/workRecord/cancel', { id: first, cancelledBy: 'client', reason: 'Too many staff' })).json()
      .code,
  ).toBe(0);
  expect(await record(first)).toMatchObject(paid);
  const lines = (await A.get(`/system/audit/history?entity=workRecord&entityId=${first}`)).json().data;
  expect(lines.find((l: { action: string }) => l.action === 'cancellationPay')).toMatchObject({
    data: { minutes: 240, payAmount: 4800, billAmount: 7200 },
  });
  // The job called off: its other record is paid the same.
  expect((await A.put('/workforce/job/cancel', { id: jobId, reason: 'Event called off' })).json().code).toBe(0);
  expect(await record(second)).toMatchObject(paid);

  // Five days of notice owes nothing; nor does a worker's own cancel.
  const far = await assignOne(A, await publishedJob(A, paying, sgDay(5)), await activeWorker(A));
  await A.put('/workforce/workRecord/cancel', { id: far, cancelledBy: 'client', reason: 'Postponed' });
  expect(await record(far)).toMatchObject({
    status: 'cancelled',
    cancellationPayMinutes: 0,
    payAmount: 0,
    billAmount: 0,
  });
});

test('a no-show is marked by the clock with its credit event; an approved MC excuses it and reverses the penalty', async () => {
  const w = await activeWorker(A);
  const date = sgDay(-2);
  const recordId = await assignOne(A, await publishedJob(A, terms, date, '09:00', '17:00'), w);
  const marked = await withTransaction(t.app.ctx, (tx) => markNoShows(tx, new Date()));
  expect(marked).toContain(recordId);
  // The worker is warned by SMS, once: a second run of the clock marks and queues nothing more.
  const warned = () =>
    t.db
      .select()
      .from(wfSmsLog)
      .where(eq(wfSmsLog.eventKey, `NO_SHOW_WARNING:workRecord:${recordId}`));
  expect((await warned()).map((r) => [r.code, r.status])).toEqual([['NO_SHOW_WARNING', 'queued']]);
  expect(await withTransaction(t.app.ctx, (tx) => markNoShows(tx, new Date()))).not.toContain(recordId);
  expect(await warned()).toHaveLength(1);
  expect((await A.get(`/workforce/workRecord/get?id=${recordId}`)).json().data.status).toBe('no_show');
  const events = (await A.get(`/workforce/creditEvent/list?workerId=${w}`)).json().data.list;
  expect(events).toEqual([expect.objectContaining({ kind: 'no_show', workRecordId: recordId, reversedAt: null })]);
  const scoreAfterNoShow = (await A.get(`/workforce/worker/get?id=${w}`)).json().data.creditScore;
  expect(scoreAfterNoShow).toBeLessThan(100);

  const mc = await A.post('/workforce/medicalLeave/add', {
    workerId: w,
    startDate: date,
    endDate: date,
    kind: 'outpatient',
    clinic: 'Raffles Medical',
    mcNumber: 'MC-4410',
    workRecordIds: [recordId],
  });
  expect(mc.json().code).toBe(0);
  expect((await A.put('/workforce/medicalLeave/approve', { id: mc.json().data.id })).json().code).toBe(0);
  expect((await A.get(`/workforce/workRecord/get?id=${recordId}`)).json().data.status).toBe('excused');
  const after = (await A.get(`/workforce/creditEvent/list?workerId=${w}`)).json().data.list;
  expect(after[0].reversedAt).toEqual(expect.any(String));
  expect((await A.get(`/workforce/worker/get?id=${w}`)).json().data.creditScore).toBe(100);
});

test('a no-show whose punches arrive afterwards (a phoned-in back-fill) goes to verification; its penalty is reversed', async () => {
  const w = await activeWorker(A);
  const date = sgDay(-3);
  const recordId = await assignOne(A, await publishedJob(A, terms, date, '09:00', '17:00'), w);
  expect(await withTransaction(t.app.ctx, (tx) => markNoShows(tx, new Date()))).toContain(recordId);
  expect((await A.get(`/workforce/worker/get?id=${w}`)).json().data.creditScore).toBeLessThan(100);

  const r = await A.put('/workforce/workRecord/edit', {
    id: recordId,
    clockInAt: sg(date, '09:02'),
    clockOutAt: sg(date, '17:00'),
    reason: 'Clocked in on the client’s sheet; the app was down',
  });
  expect(r.json().code).toBe(0);
  expect((await A.get(`/workforce/workRecord/get?id=${recordId}`)).json().data).toMatchObject({
    status: 'pending_verification',
    rawMinutes: 418,
  });
  const events = (await A.get(`/workforce/creditEvent/list?workerId=${w}`)).json().data.list;
  expect(events).toEqual([
    expect.objectContaining({ kind: 'no_show', workRecordId: recordId, reversedAt: expect.any(String) }),
  ]);
  expect((await A.get(`/workforce/worker/get?id=${w}`)).json().data.creditScore).toBe(100);
  // The History names the move from no-show and its reason.
  const history = (await A.get(`/system/audit/history?entity=workRecord&entityId=${recordId}`)).json().data;
  expect(history.find((l: { action: string }) => l.action === 'adjust')).toMatchObject({
    fromState: 'no_show',
    reason: 'Clocked in on the client’s sheet; the app was down',
  });
});

test('editing one record computes the worker’s week again: weekly OT moves to where it belongs', async () => {
  const w = await activeWorker(A);
  // Mon–Fri 09:00–18:00 (8 h after the unpaid hour: 40 normal), Saturday 09:00–18:00: 4 normal, 4 weekly OT.
  const week = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'];
  const ids: number[] = [];
  for (const d of week) {
    const id = await assignOne(A, await publishedJob(A, terms, d, '09:00', '18:00'), w);
    const r = await A.put('/workforce/workRecord/edit', {
      id,
      clockInAt: sg(d, '09:00'),
      clockOutAt: sg(d, '18:00'),
      reason: 'timesheet',
    });
    expect(r.json().code).toBe(0);
    ids.push(id);
  }
  const saturday = async () => (await A.get(`/workforce/workRecord/get?id=${ids[5]}`)).json().data;
  const before = await saturday();
  expect(before).toMatchObject({ normalMinutes: 240, otMinutes: 240 });

  // Monday ends at 13:00: 3 h worked (35 by Friday), so Saturday's 8 h are all within the 44.
  const mon = (await A.get(`/workforce/workRecord/get?id=${ids[0]}`)).json().data;
  const r = await A.put('/workforce/workRecord/edit', {
    id: ids[0],
    clockInAt: sg(week[0], '09:00'),
    clockOutAt: sg(week[0], '13:00'),
    reason: 'left early',
    version: mon.version,
  });
  expect(r.json().code).toBe(0);
  const after = await saturday();
  expect(after).toMatchObject({ normalMinutes: 480, otMinutes: 0 });
  expect(after.version).toBeGreaterThan(before.version);
  // Re-sending the old version is refused: the record changed since it was read.
  const stale = await A.put('/workforce/workRecord/edit', {
    id: ids[0],
    clockInAt: sg(week[0], '09:00'),
    clockOutAt: sg(week[0], '18:00'),
    reason: 'again',
    version: mon.version,
  });
  expect(stale.statusCode).toBe(409);
  expect(stale.json().message).toMatch(/changed by someone else/);
});

test('an overnight shift’s clock-out the next morning closes that shift; a punch a day away is refused', async () => {
  const w = await activeWorker(A);
  const id = await assignOne(A, await publishedJob(A, terms, '2026-11-10', '22:00', '06:00'), w);
  const ok = await A.put('/workforce/workRecord/edit', {
    id,
    clockInAt: sg('2026-11-10', '21:55'),
    clockOutAt: sg('2026-11-11', '06:03'),
    reason: 'night shift',
  });
  expect(ok.json().code).toBe(0);
  const got = (await A.get(`/workforce/workRecord/get?id=${id}`)).json().data;
  // In = 22:00 (early minutes not approved), out = 06:00, less the unpaid hour.
  expect(got).toMatchObject({ shiftDate: '2026-11-10', rawMinutes: 420, lateMinutes: 0 });
  const far = await A.put('/workforce/workRecord/edit', {
    id,
    clockInAt: sg('2026-11-11', '21:55'),
    clockOutAt: sg('2026-11-12', '06:00'),
    reason: 'wrong day',
  });
  expect(far.statusCode).toBe(400);
});

test('verify refuses records without punches; preview answers the numbers an edit would store', async () => {
  const w = await activeWorker(A);
  const id = await assignOne(A, await publishedJob(A, terms, '2026-11-12', '09:00', '19:00'), w);
  const refused = await A.put('/workforce/workRecord/verify', { ids: [id] });
  expect(refused.statusCode).toBe(409);
  const preview = await A.post('/workforce/workRecord/preview', {
    id,
    clockInAt: sg('2026-11-12', '09:08'),
    clockOutAt: sg('2026-11-12', '19:07'),
  });
  expect(preview.json().data).toMatchObject({ payAmount: 10_950, billAmount: 17_100, lateMinutes: 8 });
  // Nothing was written.
  expect((await A.get(`/workforce/workRecord/get?id=${id}`)).json().data).toMatchObject({
    status: 'scheduled',
    clockInAt: null,
    payAmount: 0,
  });
});

test('a worker the client sent home early is paid the contract’s minimum hours, as a line of the record', async () => {
  const minimum = await makeTerms(A, { minPaidHoursSentHome: 4 });
  const w = await activeWorker(A);
  const id = await assignOne(A, await publishedJob(A, minimum, '2026-11-13', '09:00', '17:00'), w);
  const worked = { id, clockInAt: sg('2026-11-13', '09:00'), clockOutAt: sg('2026-11-13', '11:30') };
  // 09:00–11:30 less the 60 min break = 90 min worked (15-min floor); the minimum is 240.
  const stayed = (await A.post('/workforce/workRecord/preview', worked)).json().data;
  expect(stayed).toMatchObject({ payMinutes: 90, sentHomePayMinutes: 0, payAmount: lineAmount(1200, 90) });
  const edited = await A.put('/workforce/workRecord/edit', {
    ...worked,
    sentHomeEarly: true,
    reason: 'Sent home: low footfall',
  });
  expect(edited.json().code).toBe(0);
  const r = (await A.get(`/workforce/workRecord/get?id=${id}`)).json().data;
  expect(r).toMatchObject({
    sentHomeEarly: true,
    payMinutes: 90,
    normalMinutes: 90,
    otMinutes: 0,
    sentHomePayMinutes: 150,
    payAmount: lineAmount(1200, 90) + lineAmount(1200, 150),
    billAmount: lineAmount(1800, 90) + lineAmount(1800, 150),
  });
  expect(r.sentHomeBillMinutes).toBe(240 - r.billMinutes);
});

test('copy previews the series with each date’s terms, then makes drafts', async () => {
  const src = await makeJob(A, terms, '2026-11-16', '22:00', '06:00');
  const dates = ['2026-11-23', '2026-11-24'];
  const preview = await A.post('/workforce/job/copy', { id: src, dates, preview: true });
  expect(preview.json().data).toEqual({
    ids: [],
    shifts: [
      {
        date: '2026-11-23',
        startAt: sg('2026-11-23', '22:00'),
        endAt: sg('2026-11-24', '06:00'),
        payRate: 1200,
        billRate: 1800,
      },
      {
        date: '2026-11-24',
        startAt: sg('2026-11-24', '22:00'),
        endAt: sg('2026-11-25', '06:00'),
        payRate: 1200,
        billRate: 1800,
      },
    ],
  });
  const made = await A.post('/workforce/job/copy', { id: src, dates });
  const ids: number[] = made.json().data.ids;
  expect(ids).toHaveLength(2);
  const copy = (await A.get(`/workforce/job/get?id=${ids[1]}`)).json().data;
  expect(copy).toMatchObject({ status: 'draft', shiftDate: '2026-11-24', startAt: sg('2026-11-24', '22:00') });
  expect((await A.post('/workforce/job/copy', { id: src, dates: ['2027-03-01'] })).statusCode).toBe(400);
});

test('cancelling a job cancels its scheduled records; the roster shows the week by department', async () => {
  const w = await activeWorker(A);
  const jobId = await publishedJob(A, terms, '2026-12-01', '09:00', '17:00');
  const recordId = await assignOne(A, jobId, w);
  const roster = (await A.get(`/workforce/job/roster?weekOf=2026-11-30&clientId=${terms.clientId}`)).json().data;
  expect(roster.days[1]).toBe('2026-12-01');
  const cell = roster.rows
    .flatMap((r: { days: { jobId: number }[][] }) => r.days[1])
    .find((c: { jobId: number }) => c.jobId === jobId);
  expect(cell).toMatchObject({ headcount: 3, assigned: 1, status: 'published' });
  expect((await A.put('/workforce/job/cancel', { id: jobId, reason: 'Event called off' })).json().code).toBe(0);
  expect((await A.get(`/workforce/workRecord/get?id=${recordId}`)).json().data).toMatchObject({
    status: 'cancelled',
    cancelledBy: 'client',
  });
  expect((await A.get(`/workforce/job/get?id=${jobId}`)).json().data).toMatchObject({
    status: 'cancelled',
    cancelReason: 'Event called off',
    assigned: 0,
  });
});
