/**
 * Medical-leave records: the MC scan uploaded (kind-checked, readable only with the get rule),
 * added submitted; approve / reject through transition() with audit rows; approval reverses the
 * no-shows the MC covers (by linked work record or by day) and restores the score; 403s;
 * validation.
 */
import { MedicalLeaveApi } from '@shiftdesk/shared/api';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { historyOf, makeWorker, record, workerOf } from './conduct-fixtures';
import { assignOne, makeTerms, publishedJob } from './job-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let adminTok: string;
beforeAll(async () => {
  t = await createTestApp();
  adminTok = (await adminToken(t)).token;
  A = api(t, adminTok);
}, 120_000);
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function multipart(file: Buffer, name: string) {
  const boundary = '----conducttest';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(token: string, file: Buffer, name = 'mc.pdf') {
  const m = multipart(file, name);
  return t.app.inject({
    method: 'POST',
    url: '/backend/api/v1/workforce/medicalLeave/upload',
    headers: { authorization: `Bearer ${token}`, 'content-type': m.contentType },
    payload: m.body,
  });
}

// Recent days, so the events still count today (scores are recomputed at the real now).
const DAY = 86_400_000;
const day = (n: number) => new Date(Date.now() - (20 - n) * DAY).toISOString().slice(0, 10);
/** 09:00 Singapore time on day n. */
const at = (n: number) => `${day(n)}T01:00:00.000Z`;

const mcBody = (workerId: number, over: Record<string, unknown> = {}) => ({
  workerId,
  startDate: day(0),
  endDate: day(1),
  kind: 'outpatient',
  clinic: 'Raffles Medical Clementi',
  mcNumber: 'MC-88231',
  ...over,
});

test('upload an MC scan, add the MC; approval reverses the covered no-shows and restores the score', async () => {
  const up = await upload(adminTok, PDF);
  expect(up.json().code).toBe(0);
  const { key, url } = up.json().data;
  expect(key).toMatch(/^medicalLeave\/[0-9a-f]{32}\.pdf$/);
  expect((await t.get(url, adminTok)).statusCode).toBe(200);
  const stranger = (await userWith(t, { rules: [MedicalLeaveApi.rule.list] })).token;
  expect((await t.get(url, stranger)).statusCode).toBe(403);
  expect((await upload(adminTok, Buffer.from('<html>not an mc</html>'), 'mc.html')).statusCode).toBe(400);

  const w = await makeWorker(t);
  // The worker's shift on another day, which the MC names by its work record.
  const linked = await assignOne(A, await publishedJob(A, await makeTerms(A), day(10)), w);
  // Covered: a no-show on an MC day (SGT) and one linked by work record on another day.
  const now = new Date().toISOString();
  await record(t, w, 'no_show', at(0), { now });
  await record(t, w, 'no_show', at(10), { now, workRecordId: linked });
  // Not covered: a no-show the day after, and a late arrival on an MC day.
  await record(t, w, 'no_show', at(2), { now });
  await record(t, w, 'late_arrival', at(1), { now });
  expect((await workerOf(t, w)).creditScore).toBe(5);

  const r = await A.post('/workforce/medicalLeave/add', mcBody(w, { fileKey: key, workRecordIds: [linked] }));
  expect(r.json().code).toBe(0);
  const id = r.json().data.id;
  const got = (await A.get(`/workforce/medicalLeave/get?id=${id}`)).json().data;
  expect(got).toMatchObject({ status: 'submitted', days: 2, fileKey: key, workRecordIds: [linked], reversedEvents: 0 });

  expect((await A.put('/workforce/medicalLeave/approve', { id })).json().data).toMatchObject({ to: 'approved' });
  const after = (await A.get(`/workforce/medicalLeave/get?id=${id}`)).json().data;
  expect(after).toMatchObject({ status: 'approved', reversedEvents: 2 });
  const events = (await A.get(`/workforce/creditEvent/list?workerId=${w}&orderBy=occurredAt&orderDir=asc`)).json().data
    .list;
  expect(events.map((e: { kind: string; reversedAt: string | null }) => [e.kind, e.reversedAt !== null])).toEqual([
    ['no_show', true],
    ['late_arrival', false],
    ['no_show', false],
    ['no_show', true],
  ]);
  expect(events[0]).toMatchObject({ medicalLeaveId: id, reversalReason: `MC #${id} (MC-88231)` });
  // Score now: 100 − 30 (the uncovered no-show) − 5 (late arrival).
  expect((await workerOf(t, w)).creditScore).toBe(65);
  expect((await historyOf(t, 'medicalLeave', id)).map((h) => h.slice(0, 3))).toEqual([
    ['created', null, 'submitted'],
    ['approve', 'submitted', 'approved'],
    ['excused', null, null],
  ]);
  expect((await A.put('/workforce/medicalLeave/reject', { id, reason: 'late' })).statusCode).toBe(409);
});

test('reject needs a reason and reverses nothing', async () => {
  const w = await makeWorker(t);
  await record(t, w, 'no_show', at(0), { now: new Date().toISOString() });
  const id = (await A.post('/workforce/medicalLeave/add', mcBody(w))).json().data.id;
  expect((await A.put('/workforce/medicalLeave/reject', { id })).statusCode).toBe(400);
  expect(
    (await A.put('/workforce/medicalLeave/reject', { id, reason: 'Clinic could not confirm the MC' })).json().code,
  ).toBe(0);
  expect((await A.get(`/workforce/medicalLeave/get?id=${id}`)).json().data).toMatchObject({
    status: 'rejected',
    decisionReason: 'Clinic could not confirm the MC',
    reversedEvents: 0,
  });
  expect((await workerOf(t, w)).creditScore).toBe(70);
  expect((await historyOf(t, 'medicalLeave', id)).map((h) => h[0])).toEqual(['created', 'reject']);
  const list = (await A.get(`/workforce/medicalLeave/list?workerId=${w}&status=rejected`)).json().data;
  expect(list.total).toBe(1);
  expect(JSON.stringify(list)).not.toContain('nric');
});

test('validation and 403', async () => {
  const w = await makeWorker(t);
  for (const over of [
    { startDate: '2026-03-10', endDate: '2026-03-09' },
    { startDate: '2026-03-10', endDate: '2026-06-30' },
    { kind: 'dental' },
    { clinic: '' },
    { workerId: 99999999 },
    { fileKey: '../etc/passwd' },
  ]) {
    expect((await A.post('/workforce/medicalLeave/add', mcBody(w, over))).statusCode).toBe(400);
  }
  const clerk = await userWith(t, { rules: [MedicalLeaveApi.rule.list, MedicalLeaveApi.rule.add] });
  const C = api(t, clerk.token);
  const id = (await C.post('/workforce/medicalLeave/add', mcBody(w))).json().data.id;
  expect((await C.put('/workforce/medicalLeave/approve', { id })).statusCode).toBe(403);
  expect((await upload(clerk.token, PDF)).statusCode).toBe(403);
  expect((await A.get('/workforce/medicalLeave/get?id=99999999')).statusCode).toBe(404);
});
