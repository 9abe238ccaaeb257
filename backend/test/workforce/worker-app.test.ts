/**
 * The worker app API and its devices (issue 28): staff add a device and see its token once; the
 * token opens /app/* (and nothing else), a revoked or unknown one is a 401; a worker reaches only
 * their own records; clock-in opens 2 hours before the start and closes at the end; a punch is
 * made once; an overnight shift's clock-out the next morning closes that shift and computes its
 * numbers as the rules library does; locations are kept; History has every move; no token
 * reaches a log. Time-dependent cases go through the service with their own `now`.
 */
import { PassThrough } from 'node:stream';
import { computeShift } from '@shiftdesk/shared/rules';
import { eq } from 'drizzle-orm';
import { withTransaction } from '../../src/core/data/unit-of-work';
import { sysOperLog, wfJob, wfWorkerDevice, wfWorkRecord } from '../../src/db/schema';
import { clockIn, clockOut, listAppShifts } from '../../src/modules/workforce/work-record/clock';
import { numbersFrom } from '../../src/modules/workforce/work-record/hours';
import { deviceOfToken } from '../../src/modules/workforce/worker-device/service';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { activeWorker, assignOne, makeTerms, publishedJob, sg, type Terms } from './job-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let terms: Terms;
let logText = '';
const stream = new PassThrough();
stream.on('data', (c: Buffer) => {
  logText += c.toString('utf8');
});
/** Every device token the run saw: none may reach a log. */
const tokens: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info', logStream: stream });
  A = api(t, (await adminToken(t)).token);
  terms = await makeTerms(A);
}, 180_000);
afterAll(() => t.close());

const HOUR = 3_600_000;
const LOC = { lat: 1.3521, lng: 103.8198, accuracy: 12 };
const LOC_OUT = { lat: 1.3001, lng: 103.8001 };

async function addDevice(workerId: number, name = 'Phone'): Promise<{ id: number; token: string }> {
  const r = await A.post('/workforce/workerDevice/add', { workerId, name });
  if (r.json().code !== 0) throw new Error(r.body);
  tokens.push(r.json().data.token);
  return r.json().data;
}

/** A published job starting at `start` (an instant) and lasting `hours`, with one worker on it. */
async function recordAt(workerId: number, start: Date, hours = 4): Promise<number> {
  const startAt = new Date(Math.ceil(start.getTime() / 60_000) * 60_000);
  const r = await A.post('/workforce/job/add', {
    contractOrderId: terms.contractOrderId,
    positionId: terms.positionId,
    title: 'Warehouse picker',
    address: '10 Tuas Ave 1, Singapore 639496',
    startAt: startAt.toISOString(),
    endAt: new Date(startAt.getTime() + hours * HOUR).toISOString(),
    breakMinutes: 0,
    breakPaid: false,
    headcount: 2,
  });
  if (r.json().code !== 0) throw new Error(r.body);
  const jobId = r.json().data.id;
  expect((await A.put('/workforce/job/publish', { id: jobId })).json().code).toBe(0);
  return assignOne(A, jobId, workerId);
}

const history = async (id: number) =>
  (await A.get(`/system/audit/history?entity=workRecord&entityId=${id}`)).json().data as {
    action: string;
    fromState: string | null;
    toState: string | null;
    actorName: string;
    data: Record<string, unknown> | null;
  }[];

test('a device added by staff opens the worker app with its token, shown once; revoked or unknown tokens are 401', async () => {
  const w = await activeWorker(A);
  const recordId = await recordAt(w, new Date(Date.now() + 24 * HOUR));
  const device = await addDevice(w, 'Ahmad’s Android');
  expect(device.token).toMatch(/^swd_[\w-]{40,}$/);

  const D = api(t, device.token);
  const shifts = await D.get('/app/shifts');
  expect(shifts.statusCode).toBe(200);
  expect(shifts.json().data.list).toEqual([
    expect.objectContaining({
      workRecordId: recordId,
      jobTitle: 'Warehouse picker',
      siteAddress: '10 Tuas Ave 1, Singapore 639496',
      status: 'scheduled',
      clockInAt: null,
      clockInLocation: null,
    }),
  ]);

  // Staff see the device, never its token or hash; its last use is kept.
  const listed = (await A.get(`/workforce/workerDevice/list?workerId=${w}`)).json().data.list;
  expect(listed).toEqual([
    expect.objectContaining({ id: device.id, workerId: w, name: 'Ahmad’s Android', status: 'active', revokedAt: null }),
  ]);
  expect(device.token.startsWith(listed[0].tokenPrefix)).toBe(true);
  expect(listed[0].lastUsedAt).not.toBeNull();
  expect(JSON.stringify(listed)).not.toContain(device.token);
  const [row] = await t.db.select().from(wfWorkerDevice).where(eq(wfWorkerDevice.id, device.id));
  expect(row.tokenHash).not.toContain(device.token);
  expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);

  // The token opens nothing else, and a staff session does not open the app.
  expect((await D.get('/workforce/workRecord/list')).statusCode).toBe(401);
  expect((await A.get('/app/shifts')).statusCode).toBe(401);
  expect((await api(t, undefined).get('/app/shifts')).statusCode).toBe(401);
  expect((await api(t, 'swd_not-a-real-token').get('/app/shifts')).statusCode).toBe(401);

  const revoked = await A.put('/workforce/workerDevice/revoke', { id: device.id });
  expect(revoked.json().code).toBe(0);
  const refused = await D.get('/app/shifts');
  expect(refused.statusCode).toBe(401);
  expect(refused.json().message).toMatch(/device token is missing, unknown or revoked/);
  expect((await api(t, device.token, 'zh-cn').get('/app/shifts')).json().message).toMatch(/设备令牌/);
  expect((await A.get(`/workforce/workerDevice/list?workerId=${w}`)).json().data.list[0]).toMatchObject({
    status: 'revoked',
  });
  // The device's History: added, revoked.
  const lines = (await A.get(`/system/audit/history?entity=workerDevice&entityId=${device.id}`)).json().data;
  expect(lines.map((l: { action: string }) => l.action).sort()).toEqual(['created', 'revoked']);
  expect(JSON.stringify(lines)).not.toContain(device.token);

  // Unknown worker / device.
  expect((await A.post('/workforce/workerDevice/add', { workerId: 99_999_999, name: 'x' })).statusCode).toBe(400);
  expect((await A.put('/workforce/workerDevice/revoke', { id: 99_999_999 })).statusCode).toBe(404);
  expect((await A.get('/workforce/workerDevice/list?workerId=99999999')).statusCode).toBe(404);
});

test('a worker who left or was blacklisted cannot use the app (403); reactivated, the same device works again', async () => {
  const w = await activeWorker(A);
  const device = await addDevice(w);
  const D = api(t, device.token);
  expect((await D.get('/app/shifts')).statusCode).toBe(200);
  expect((await A.put('/workforce/worker/deactivate', { id: w, reason: 'Left the agency' })).json().code).toBe(0);
  const refused = await D.get('/app/shifts');
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toMatch(/no longer active/);
  expect((await A.put('/workforce/worker/reactivate', { id: w, reason: 'Came back' })).json().code).toBe(0);
  expect((await D.get('/app/shifts')).statusCode).toBe(200);
});

test('staff need the device rules; a staff member sees only the devices of workers in their data scope', async () => {
  const w = await activeWorker(A);
  const device = await addDevice(w);
  const none = await userWith(t, { rules: ['api/v1/workforce/worker/list'] });
  expect((await api(t, none.token).get(`/workforce/workerDevice/list?workerId=${w}`)).statusCode).toBe(403);
  const own = await userWith(t, {
    rules: ['api/v1/workforce/workerDevice/list', 'api/v1/workforce/workerDevice/revoke'],
    dataScope: 5,
  });
  const O = api(t, own.token);
  // Self only: the admin's worker is not there for them.
  expect((await O.get(`/workforce/workerDevice/list?workerId=${w}`)).statusCode).toBe(404);
  expect((await O.put('/workforce/workerDevice/revoke', { id: device.id })).statusCode).toBe(404);
});

test('over HTTP: clock in with the location, a second clock-in is refused, someone else’s record is not there, too early is refused', async () => {
  const w = await activeWorker(A);
  const other = await activeWorker(A);
  const soon = await recordAt(w, new Date(Date.now() + HOUR));
  const later = await recordAt(w, new Date(Date.now() + 3 * 24 * HOUR));
  const othersRecord = await recordAt(other, new Date(Date.now() + HOUR));
  const D = api(t, (await addDevice(w)).token);

  const before = Date.now();
  const inn = await D.post('/app/clockIn', { workRecordId: soon, location: LOC });
  expect(inn.statusCode).toBe(200);
  expect(inn.json()).toMatchObject({
    code: 0,
    message: 'Clocked in',
    data: { workRecordId: soon, status: 'clocked_in', clockInLocation: LOC, clockOutAt: null },
  });
  // The server's time: the worker cannot send one.
  const at = Date.parse(inn.json().data.clockInAt);
  expect(at).toBeGreaterThanOrEqual(before - 1000);
  expect(at).toBeLessThanOrEqual(Date.now() + 1000);
  const withTime = await D.post('/app/clockIn', { workRecordId: soon, location: LOC, at: new Date().toISOString() });
  expect(withTime.statusCode).toBe(400);

  const again = await D.post('/app/clockIn', { workRecordId: soon, location: LOC });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toMatch(new RegExp(`Shift #${soon} was already clocked into`));

  const theirs = await D.post('/app/clockIn', { workRecordId: othersRecord, location: LOC });
  expect(theirs.statusCode).toBe(404);
  const early = await D.post('/app/clockIn', { workRecordId: later, location: LOC });
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toMatch(/Too early to clock in .* clock-in opens at \d{4}-\d\d-\d\d \d\d:\d\d/);
  const notIn = await D.post('/app/clockOut', { workRecordId: later, location: LOC_OUT });
  expect(notIn.statusCode).toBe(409);
  expect(notIn.json().message).toMatch(/only a shift you clocked into/);

  const out = await D.post('/app/clockOut', { workRecordId: soon, location: LOC_OUT });
  expect(out.json()).toMatchObject({
    code: 0,
    data: { workRecordId: soon, status: 'pending_verification', clockOutLocation: LOC_OUT, clockInLocation: LOC },
  });
  const staffView = (await A.get(`/workforce/workRecord/get?id=${soon}`)).json().data;
  expect(staffView).toMatchObject({ status: 'pending_verification', clockInAt: inn.json().data.clockInAt });
  const [stored] = await t.db.select().from(wfWorkRecord).where(eq(wfWorkRecord.id, soon));
  expect(stored.clockInLocation).toEqual(LOC);
  expect(stored.clockOutLocation).toEqual(LOC_OUT);
  expect((await D.get('/app/shifts')).json().data.list.map((s: { workRecordId: number }) => s.workRecordId)).toEqual([
    soon,
    later,
  ]);
});

test('an overnight shift: clock-in 30 min early, clock-out the next morning closes THAT record and computes its numbers', async () => {
  const w = await activeWorker(A);
  const night = await assignOne(A, await publishedJob(A, terms, '2026-11-03', '22:00', '06:00'), w);
  // The next night's shift of the same worker: the morning clock-out must not touch it.
  const nextNight = await assignOne(A, await publishedJob(A, terms, '2026-11-04', '22:00', '06:00'), w);
  const device = await deviceOfToken(t.db, (await addDevice(w)).token);

  const run = <T>(fn: (tx: Parameters<Parameters<typeof withTransaction>[1]>[0]) => Promise<T>) =>
    withTransaction(t.app.ctx, fn);
  const at = (date: string, time: string) => new Date(sg(date, time));

  // Too early (more than 2 hours before the start), then within the window.
  await expect(
    run((tx) => clockIn(tx, device, { workRecordId: night, location: LOC }, at('2026-11-03', '19:59'))),
  ).rejects.toMatchObject({
    statusCode: 409,
    messageKey: 'workerApp.clockInTooEarly',
  });
  const inn = await run((tx) => clockIn(tx, device, { workRecordId: night, location: LOC }, at('2026-11-03', '21:30')));
  expect(inn).toMatchObject({ status: 'clocked_in', clockInAt: sg('2026-11-03', '21:30'), clockInLocation: LOC });
  await expect(
    run((tx) => clockIn(tx, device, { workRecordId: night, location: LOC }, at('2026-11-03', '21:31'))),
  ).rejects.toMatchObject({
    statusCode: 409,
    messageKey: 'workerApp.alreadyClockedIn',
  });

  const out = await run((tx) =>
    clockOut(tx, device, { workRecordId: night, location: LOC_OUT }, at('2026-11-04', '06:10')),
  );
  expect(out).toMatchObject({
    workRecordId: night,
    shiftDate: '2026-11-03',
    status: 'pending_verification',
    clockOutAt: sg('2026-11-04', '06:10'),
    clockOutLocation: LOC_OUT,
  });
  const [closed] = await t.db.select().from(wfWorkRecord).where(eq(wfWorkRecord.id, night));
  const [untouched] = await t.db.select().from(wfWorkRecord).where(eq(wfWorkRecord.id, nextNight));
  expect(untouched).toMatchObject({ status: 'scheduled', clockInAt: null, clockOutAt: null, clockOutLocation: null });

  // The numbers are the rules library's: in = 22:00 (the early half hour is not approved, so not
  // worked and never OT), out = 06:00, less the unpaid hour.
  const [job] = await t.db.select().from(wfJob).where(eq(wfJob.id, closed.jobId));
  const expected = numbersFrom(
    computeShift(
      {
        scheduledStartAt: closed.scheduledStartAt.toISOString(),
        scheduledEndAt: closed.scheduledEndAt.toISOString(),
        clockInAt: sg('2026-11-03', '21:30'),
        clockOutAt: sg('2026-11-04', '06:10'),
        breakMinutes: closed.breakMinutes,
        breakPaid: closed.breakPaid,
        earlyStartApproved: false,
        overtimeApproved: false,
        payRateCents: job.payRate,
        billRateCents: job.billRate,
        publicHoliday: job.publicHoliday,
      },
      job.policy,
    ),
  );
  expect(expected.rawMinutes).toBe(420);
  expect(expected.payAmount).toBeGreaterThan(0);
  const staffView = (await A.get(`/workforce/workRecord/get?id=${night}`)).json().data;
  expect(staffView).toMatchObject(expected);
  expect(out).toMatchObject({ payMinutes: expected.payMinutes, payAmount: expected.payAmount });

  // Too late to clock out: 12 hours after the end (the next night's shift, which is not clocked into).
  await expect(
    run((tx) => clockOut(tx, device, { workRecordId: nextNight, location: LOC_OUT }, at('2026-11-05', '06:10'))),
  ).rejects.toMatchObject({ statusCode: 409, messageKey: 'workerApp.notClockedIn' });
  await expect(
    run((tx) => clockIn(tx, device, { workRecordId: nextNight, location: LOC }, at('2026-11-05', '06:01'))),
  ).rejects.toMatchObject({
    statusCode: 409,
    messageKey: 'workerApp.shiftOver',
  });
  await run((tx) => clockIn(tx, device, { workRecordId: nextNight, location: LOC }, at('2026-11-04', '22:05')));
  await expect(
    run((tx) => clockOut(tx, device, { workRecordId: nextNight, location: LOC_OUT }, at('2026-11-05', '18:01'))),
  ).rejects.toMatchObject({ statusCode: 409, messageKey: 'workerApp.clockOutTooLate' });

  // History: the worker's moves, by their device.
  const moves = (await history(night)).filter((l) => l.fromState);
  expect(moves.map((l) => [l.action, l.fromState, l.toState]).reverse()).toEqual([
    ['clockIn', 'scheduled', 'clocked_in'],
    ['clockOut', 'clocked_in', 'clocked_out'],
    ['submit', 'clocked_out', 'pending_verification'],
  ]);
  expect(moves.every((l) => l.actorName === `worker #${w} (Phone)`)).toBe(true);
  expect(moves.find((l) => l.action === 'clockIn')?.data).toMatchObject({
    location: LOC,
    at: sg('2026-11-03', '21:30'),
  });

  // The app lists both nights when "now" is the morning after the first.
  const listed = await listAppShifts(t.db, device, at('2026-11-04', '08:00'));
  expect(listed.map((s) => s.workRecordId)).toEqual([night, nextNight]);
});

test('a clock-out computes the worker’s ISO week again: a later shift of the week takes the weekly OT', async () => {
  const w = await activeWorker(A);
  const device = await deviceOfToken(t.db, (await addDevice(w)).token);
  const run = <T>(fn: (tx: Parameters<Parameters<typeof withTransaction>[1]>[0]) => Promise<T>) =>
    withTransaction(t.app.ctx, fn);
  const punch = async (id: number, d: string) => {
    await run((tx) => clockIn(tx, device, { workRecordId: id, location: LOC }, new Date(sg(d, '08:55'))));
    return run((tx) => clockOut(tx, device, { workRecordId: id, location: LOC_OUT }, new Date(sg(d, '19:00'))));
  };
  // Monday to Saturday of one ISO week, 10-hour shifts less the unpaid hour: 9 h a day, 8 normal.
  const days = ['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08', '2026-10-09', '2026-10-10'];
  const ids: number[] = [];
  for (const d of days) ids.push(await assignOne(A, await publishedJob(A, terms, d, '09:00', '19:00'), w));
  const saturday = ids[5];
  const get = async (id: number) => (await A.get(`/workforce/workRecord/get?id=${id}`)).json().data;

  // Saturday punched first: alone in its week, only its ninth hour is OT.
  await punch(saturday, days[5]);
  expect(await get(saturday)).toMatchObject({ normalMinutes: 480, otMinutes: 60 });
  // Monday to Friday then: 40 normal hours before Saturday, so only 4 of its 8 stay normal.
  for (const [i, d] of days.slice(0, 5).entries()) await punch(ids[i], d);
  expect(await get(saturday)).toMatchObject({ normalMinutes: 240, otMinutes: 300 });
  const rows = await Promise.all(ids.map(get));
  expect(rows.reduce((s, r) => s + r.normalMinutes, 0)).toBe(44 * 60);
});

test('no device token reaches a log (server log, operation log); the app’s punches are logged under the worker’s device', async () => {
  expect(tokens.length).toBeGreaterThan(3);
  const opers = await t.db
    .select({
      p: sysOperLog.operParam,
      e: sysOperLog.errorMsg,
      name: sysOperLog.operName,
      url: sysOperLog.operUrl,
      status: sysOperLog.httpStatus,
    })
    .from(sysOperLog);
  // Refused tokens (401) name nobody: there is no device to name.
  const punches = opers.filter((o) => o.url.includes('/app/') && o.status === 200);
  expect(punches.length).toBeGreaterThan(0);
  for (const o of punches) expect(o.name).toMatch(/^worker #\d+ · /);
  const stored = JSON.stringify(opers);
  for (const token of tokens) {
    expect(logText).not.toContain(token);
    expect(stored).not.toContain(token);
  }
  expect(logText.length).toBeGreaterThan(0);
});
