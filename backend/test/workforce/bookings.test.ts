/**
 * Job bookings (issue 28): a worker applies to a review job (pending, then confirmed with its work
 * record) or an auto-accept one (confirmed, or waitlisted when full); a cancelled place goes to
 * the first eligible worker in line; a worker's cancel is a late or early credit event by its
 * notice; the re-confirmation window reminds once and releases a booking not re-confirmed; a
 * cancelled job closes its bookings; pre-booking a draft job; the start converts. Both databases.
 */
import { BookingApi } from '@shiftdesk/shared/api';
import { eq, inArray } from 'drizzle-orm';
import { withTransaction } from '../../src/core/data/unit-of-work';
import { sysDept, wfJob, wfSmsLog } from '../../src/db/schema';
import { bookingClock, releaseUnconfirmed, remindToReconfirm } from '../../src/modules/workforce/booking/sweeps';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { historyOf } from './conduct-fixtures';
import { makeWorker } from './fixtures';
import { activeWorker, assignOne, makeJob, makeTerms, type Terms } from './job-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let terms: Terms;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
  terms = await makeTerms(A);
}, 180_000);
afterAll(() => t.close());

const HOUR = 3_600_000;

/** A published job starting `hours` from now, lasting 8 hours. */
async function jobIn(hours: number, over: Record<string, unknown> = {}): Promise<{ id: number; startAt: Date }> {
  const start = new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000);
  const r = await A.post('/workforce/job/add', {
    contractOrderId: terms.contractOrderId,
    positionId: terms.positionId,
    title: 'Warehouse crew',
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 8 * HOUR).toISOString(),
    breakMinutes: 60,
    breakPaid: false,
    headcount: 1,
    ...over,
  });
  if (r.json().code !== 0) throw new Error(r.body);
  const id = r.json().data.id;
  expect((await A.put('/workforce/job/publish', { id })).json().code).toBe(0);
  return { id, startAt: start };
}

const booking = async (id: number) => (await A.get(`/workforce/booking/get?id=${id}`)).json().data;
const bookingsOf = async (jobId: number) =>
  (await A.get(`/workforce/booking/list?jobId=${jobId}&orderBy=id&orderDir=asc`)).json().data.list as {
    id: number;
    workerId: number;
    status: string;
    source: string;
    workRecordId: number | null;
  }[];
const job = async (id: number) => (await A.get(`/workforce/job/get?id=${id}`)).json().data;
const record = async (id: number) => (await A.get(`/workforce/workRecord/get?id=${id}`)).json().data;
const kinds = async (workerId: number) =>
  (await A.get(`/workforce/creditEvent/list?workerId=${workerId}`)).json().data.list.map((e: { kind: string }) => e.kind);

test('a review job: the application waits as pending; confirm makes the work record and fills the job', async () => {
  const { id: jobId } = await jobIn(72);
  const w = await activeWorker(A);
  const applied = await A.post('/workforce/booking/apply', { jobId, workerId: w });
  expect(applied.json()).toMatchObject({ code: 0, data: { status: 'pending', workRecordId: null } });
  const id = applied.json().data.id;
  expect((await job(jobId)).assigned).toBe(0);

  const again = await A.post('/workforce/booking/apply', { jobId, workerId: w });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toMatch(new RegExp(`#${id}`));

  const confirmed = await A.put('/workforce/booking/confirm', { id });
  expect(confirmed.json()).toMatchObject({ code: 0, data: { status: 'confirmed' } });
  const b = await booking(id);
  expect(b).toMatchObject({ status: 'confirmed', source: 'self_apply', workerId: w, jobId, reconfirmedAt: null });
  expect(b.decidedBy).not.toBeNull();
  expect(await record(b.workRecordId)).toMatchObject({ status: 'scheduled', workerId: w, jobId });
  expect(await job(jobId)).toMatchObject({ assigned: 1, status: 'filled' });
  expect((await historyOf(t, 'booking', id)).map((h) => [h[0], h[1], h[2]])).toEqual([
    ['created', null, 'pending'],
    ['confirm', 'pending', 'confirmed'],
  ]);
});

test('applying refuses an ineligible worker naming the rules, and writes nothing', async () => {
  const { id: jobId } = await jobIn(72, { minimumAge: 60 });
  const pending = await makeWorker(A);
  const r = await A.post('/workforce/booking/apply', { jobId, workerId: pending });
  expect(r.statusCode).toBe(409);
  expect(r.json().data.rules.map((x: { rule: string }) => x.rule).sort()).toEqual(['minimum_age', 'worker_not_active']);
  expect(await bookingsOf(jobId)).toEqual([]);
});

test('auto-accept: confirmed while places are free, then waitlisted; a cancel gives the place to the first eligible in line', async () => {
  const { id: jobId } = await jobIn(96, { bookingMode: 'auto_accept' });
  const [first, second, third] = [await activeWorker(A), await activeWorker(A), await activeWorker(A)];
  const a = (await A.post('/workforce/booking/apply', { jobId, workerId: first })).json().data;
  expect(a).toMatchObject({ status: 'confirmed' });
  expect(a.workRecordId).toEqual(expect.any(Number));
  const b = (await A.post('/workforce/booking/apply', { jobId, workerId: second })).json().data;
  const c = (await A.post('/workforce/booking/apply', { jobId, workerId: third })).json().data;
  expect([b.status, c.status]).toEqual(['waitlisted', 'waitlisted']);
  // The second in line stops being eligible: a platform ban.
  expect(
    (
      await A.post('/workforce/banRecord/add', {
        workerId: second,
        scope: 'platform',
        reason: 'Misconduct on site',
        startsOn: new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 10),
      })
    ).json().code,
  ).toBe(0);

  const cancelled = await A.put('/workforce/booking/cancel', { id: a.id, cancelledBy: 'worker', reason: 'Exam' });
  expect(cancelled.json()).toMatchObject({ code: 0, data: { status: 'cancelled' } });
  const gone = await booking(a.id);
  expect(gone).toMatchObject({ status: 'cancelled', cancelledBy: 'worker', reason: 'Exam' });
  expect(gone.noticeHours).toBeGreaterThan(95);
  expect(await kinds(first)).toEqual(['early_cancel']);
  expect((await record(a.workRecordId)).status).toBe('cancelled');

  // The banned worker is passed over; the third gets the place with a work record.
  expect((await booking(b.id)).status).toBe('waitlisted');
  const promoted = await booking(c.id);
  expect(promoted.status).toBe('confirmed');
  expect(await record(promoted.workRecordId)).toMatchObject({ status: 'scheduled', workerId: third });
  expect(await job(jobId)).toMatchObject({ assigned: 1, status: 'filled' });
});

test('a worker cancelling a booking hours before the start is a late cancel; a client cancel costs the worker nothing', async () => {
  const { id: jobId } = await jobIn(10, { headcount: 2 });
  const [late, spared] = [await activeWorker(A), await activeWorker(A)];
  await assignOne(A, jobId, late);
  await assignOne(A, jobId, spared);
  const [bl, bs] = await bookingsOf(jobId);
  expect([bl.source, bl.status, bs.status]).toEqual(['staff_assign', 'confirmed', 'confirmed']);
  // Assigned inside the re-confirmation window: counted as re-confirmed.
  expect((await booking(bl.id)).reconfirmedAt).not.toBeNull();
  await A.put('/workforce/booking/cancel', { id: bl.id, cancelledBy: 'worker', reason: 'Sick' });
  await A.put('/workforce/booking/cancel', { id: bs.id, cancelledBy: 'client', reason: 'Site closed' });
  expect(await kinds(late)).toEqual(['late_cancel']);
  expect(await kinds(spared)).toEqual([]);
  // A work-record cancel takes its booking with it the same way.
  const again = await activeWorker(A);
  const rec = await assignOne(A, jobId, again);
  await A.put('/workforce/workRecord/cancel', { id: rec, cancelledBy: 'staff', reason: 'Double-booked' });
  const last = (await bookingsOf(jobId)).find((x) => x.workerId === again);
  expect(last).toMatchObject({ status: 'cancelled', workRecordId: rec });
  expect((await A.put('/workforce/booking/cancel', { id: bl.id, cancelledBy: 'worker', reason: 'x' })).statusCode).toBe(
    409,
  );
});

test('the re-confirmation window: one reminder when it opens; not re-confirmed when it closes, released to the waitlist', async () => {
  const { id: jobId, startAt } = await jobIn(72, { bookingMode: 'auto_accept' });
  const [quiet, keen, waiting] = [await activeWorker(A), await activeWorker(A), await activeWorker(A)];
  const other = await jobIn(72, { bookingMode: 'auto_accept' });
  const q = (await A.post('/workforce/booking/apply', { jobId, workerId: quiet })).json().data;
  const k = (await A.post('/workforce/booking/apply', { jobId: other.id, workerId: keen })).json().data;
  const w = (await A.post('/workforce/booking/apply', { jobId, workerId: waiting })).json().data;
  expect([q.status, k.status, w.status]).toEqual(['confirmed', 'confirmed', 'waitlisted']);

  const at = (hoursBefore: number) => new Date(startAt.getTime() - hoursBefore * HOUR);
  // Before the window nothing happens; inside it each is reminded once (other tests' bookings
  // share the database, so only these are looked at).
  const mine = (ids: number[]) => ids.filter((id) => [q.id, k.id, w.id].includes(id)).sort((x, y) => x - y);
  expect(mine(await withTransaction(t.app.ctx, (tx) => remindToReconfirm(tx, at(40))))).toEqual([]);
  expect(mine(await withTransaction(t.app.ctx, (tx) => remindToReconfirm(tx, at(30))))).toEqual([q.id, k.id]);
  expect(mine(await withTransaction(t.app.ctx, (tx) => remindToReconfirm(tx, at(29))))).toEqual([]);
  expect((await booking(q.id)).remindedAt).not.toBeNull();
  // Each reminded worker is asked by SMS too, once, with the deadline (start less the window's end).
  const asked = await t.db
    .select()
    .from(wfSmsLog)
    .where(inArray(wfSmsLog.eventKey, [`RECONFIRM_REQUEST:booking:${q.id}`, `RECONFIRM_REQUEST:booking:${k.id}`]))
    .orderBy(wfSmsLog.id);
  expect(asked.map((r) => [r.eventKey, r.code, r.status])).toEqual([
    [`RECONFIRM_REQUEST:booking:${q.id}`, 'RECONFIRM_REQUEST', 'queued'],
    [`RECONFIRM_REQUEST:booking:${k.id}`, 'RECONFIRM_REQUEST', 'queued'],
  ]);
  expect(JSON.parse(asked[0].vars).deadline).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  // The rows carry what the parameters make of them (the page assumes no default).
  expect(await booking(q.id)).toMatchObject({ lateCancelHours: 24, reconfirmOpensAt: at(36).toISOString() });
  const listed = (await A.get(`/workforce/booking/list?jobId=${jobId}`)).json().data.list;
  expect(listed.map((b: { reconfirmOpensAt: string }) => b.reconfirmOpensAt)).toEqual([at(36).toISOString(), at(36).toISOString()]);

  expect((await A.put('/workforce/booking/reconfirm', { id: k.id })).json().code).toBe(0);
  expect((await booking(k.id)).reconfirmedAt).not.toBeNull();

  const released = await withTransaction(t.app.ctx, (tx) => releaseUnconfirmed(tx, at(15)));
  expect(mine(released)).toEqual([q.id]);
  const back = await booking(q.id);
  expect(back).toMatchObject({ status: 'waitlisted', workRecordId: null });
  expect((await record(q.workRecordId)).status).toBe('cancelled');
  expect(await kinds(quiet)).toEqual([]);
  // The place went to the one waiting; the released worker is not offered it back by itself.
  const promoted = await booking(w.id);
  expect(promoted.status).toBe('confirmed');
  expect(await job(jobId)).toMatchObject({ assigned: 1 });
  expect((await booking(k.id)).status).toBe('confirmed');
  expect((await historyOf(t, 'booking', q.id)).map((h) => h[0])).toEqual(['created', 'reminded', 'release']);

  // At the start the confirmed bookings become their work records.
  const converted = await withTransaction(t.app.ctx, (tx) => bookingClock(tx, new Date(startAt.getTime() + 60_000)));
  expect(converted).toEqual(expect.arrayContaining([w.id, k.id]));
  expect((await booking(w.id)).status).toBe('converted');
});

test('a cancelled job cancels its confirmed bookings (by the client) and turns down the others', async () => {
  const { id: jobId } = await jobIn(80, { bookingMode: 'auto_accept' });
  const [a, b] = [await activeWorker(A), await activeWorker(A)];
  const ba = (await A.post('/workforce/booking/apply', { jobId, workerId: a })).json().data;
  const bb = (await A.post('/workforce/booking/apply', { jobId, workerId: b })).json().data;
  expect((await A.put('/workforce/job/cancel', { id: jobId, reason: 'Client postponed the event' })).json().code).toBe(0);
  expect(await booking(ba.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'client' });
  expect(await booking(bb.id)).toMatchObject({ status: 'rejected' });
  expect(await kinds(a)).toEqual([]);
});

test('a worker keyword (name or phone) finds the bookings and work records of the workers it names, and only those', async () => {
  const date = new Date(Date.now() + 11 * 24 * HOUR + 8 * HOUR).toISOString().slice(0, 10);
  const jobId = await makeJob(A, terms, date);
  const workers = [await activeWorker(A), await activeWorker(A)];
  for (const w of workers) await assignOne(A, jobId, w);
  const people = await Promise.all(
    workers.map(async (id) => ({ id, ...(await A.get(`/workforce/worker/get?id=${id}`)).json().data })),
  );
  const [w] = people;
  // The expected rows are those whose worker's name or phone holds the text, as the rows say.
  const naming = (text: string) =>
    people
      .filter((p) => `${p.name}\n${p.phone}`.toLowerCase().includes(text.toLowerCase()))
      .map((p) => p.id)
      .sort();
  for (const list of ['/workforce/booking/list', '/workforce/workRecord/list']) {
    const found = async (keyword: string) => {
      const d = (await A.get(`${list}?jobId=${jobId}&keyword=${encodeURIComponent(keyword)}`)).json().data;
      expect(d.total).toBe(d.list.length);
      return d.list.map((x: { workerId: number }) => x.workerId).sort();
    };
    // The whole name (several pieces: the narrowed plan), another case, the phone's tail, the
    // surname both share, and a name nobody has.
    for (const keyword of [w.name, w.name.toUpperCase(), w.phone.slice(-7), 'tan ah', 'Nobody By This Name']) {
      expect(await found(keyword)).toEqual(naming(keyword));
    }
    expect(await found(w.name)).toContain(w.id);
    expect(await found('tan ah')).toHaveLength(2);
  }
});

test('pre-booking a draft job makes confirmed bookings and scheduled records before it is published', async () => {
  const date = new Date(Date.now() + 10 * 24 * HOUR + 8 * HOUR).toISOString().slice(0, 10);
  const jobId = await makeJob(A, terms, date);
  const w = await activeWorker(A);
  const rec = await assignOne(A, jobId, w);
  expect((await job(jobId)).status).toBe('draft');
  const [b] = await bookingsOf(jobId);
  expect(b).toMatchObject({ source: 'pre_booking', status: 'confirmed', workRecordId: rec, workerId: w });
  // Filters: by source and status, and a worker keyword.
  const bySource = await A.get(`/workforce/booking/list?source=pre_booking&jobId=${jobId}`);
  expect(bySource.json().data.total).toBe(1);
  expect((await A.get(`/workforce/booking/list?status=pending&jobId=${jobId}`)).json().data.total).toBe(0);
});

test("data scope: a one-department user lists the bookings of its department's jobs only; rows, total and pages agree", async () => {
  const date = new Date(Date.now() + 12 * 24 * HOUR + 8 * HOUR).toISOString().slice(0, 10);
  const name = `Scope Bee ${String(Date.now()).slice(-6)}`;
  const [jobA, jobB] = [await makeJob(A, terms, date), await makeJob(A, terms, date, '20:00', '23:00')];
  const wa = await activeWorker(A, { name: `${name} A` });
  const wb = await activeWorker(A, { name: `${name} B` });
  const wc = await activeWorker(A, { name: `${name} C` });
  await assignOne(A, jobA, wa);
  await assignOne(A, jobB, wb);
  await assignOne(A, jobB, wc);
  // Job B moves to Scheduling; the admin's jobs stay in the admin's department.
  const [scheduling] = await t.db.select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.deptName, 'Scheduling'));
  await t.db.update(wfJob).set({ deptId: scheduling.id }).where(eq(wfJob.id, jobB));
  const listed = async (as: ReturnType<typeof api>, q: string) => {
    const r = await as.get(`/workforce/booking/list?keyword=${encodeURIComponent(name)}&orderBy=id&orderDir=asc${q}`);
    expect(r.statusCode).toBe(200);
    const d = r.json().data as { list: { workerId: number; jobId: number }[]; total: number };
    return { workers: d.list.map((b) => b.workerId), total: d.total };
  };

  expect(await listed(A, '')).toEqual({ workers: [wa, wb, wc], total: 3 });
  const mine = api(t, (await userWith(t, { rules: [BookingApi.rule.list], dataScope: 3, dept: 'Scheduling' })).token);
  expect(await listed(mine, '')).toEqual({ workers: [wb, wc], total: 2 });
  // Page by page (the ids-first read and the count both carry the scope).
  expect(await listed(mine, '&pageSize=1&pageNum=1')).toEqual({ workers: [wb], total: 2 });
  expect(await listed(mine, '&pageSize=1&pageNum=2')).toEqual({ workers: [wc], total: 2 });
  // Another department's job asked for by id: nothing.
  expect(await listed(mine, `&jobId=${jobA}`)).toEqual({ workers: [], total: 0 });
  const other = api(t, (await userWith(t, { rules: [BookingApi.rule.list], dataScope: 3, dept: 'Recruitment' })).token);
  expect(await listed(other, '')).toEqual({ workers: [], total: 0 });
});
