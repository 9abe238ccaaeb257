/**
 * Golden path steps 8–12 (shared/spec/golden-path.md) with its exact paths and field names: a
 * back-filled job from the active order, published, the worker assigned, the punches set by
 * staff, verified. The expected numbers are computed here by the rules library from the worked
 * example's inputs (10,950 / 17,100 cents, 8 minutes late), not copied. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { computeShift } from '@shiftdesk/shared/rules';
import { createTestApp, type TestApp } from '../helpers';
import { POLICY } from '../finance/fixtures';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';
import { activeWorker, makeTerms, sg } from './job-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
}, 180_000);
afterAll(() => t.close());

// A past Tuesday: staff back-fill a shift arranged by phone, so the punches lie in the past.
const DAY = '2026-11-17';

test('steps 8–12: job → published → assigned → punches set → verified, with the worked example’s numbers', async () => {
  const terms = await makeTerms(A);
  // The worker of the example: a citizen aged 30 on the day.
  const workerId = await activeWorker(A, { dateOfBirth: '1996-05-17', residency: 'citizen' });

  // 8
  const added = await A.post('/workforce/job/add', {
    contractOrderId: terms.contractOrderId,
    positionId: terms.positionId,
    title: 'Convention crew',
    startAt: sg(DAY, '09:00'),
    endAt: sg(DAY, '19:00'),
    breakMinutes: 60,
    breakPaid: false,
    headcount: 1,
  });
  expect(added.json()).toMatchObject({
    code: 0,
    data: { id: expect.any(Number), status: 'draft', payRate: 1200, billRate: 1800 },
  });
  const jobId = added.json().data.id;

  // 9
  expect((await A.put('/workforce/job/publish', { id: jobId })).json()).toMatchObject({
    code: 0,
    data: { status: 'published' },
  });

  // 10
  const assigned = await A.post('/workforce/job/assign', { jobId, workerIds: [workerId] });
  expect(assigned.json()).toMatchObject({ code: 0, data: { workRecordIds: [expect.any(Number)] } });
  const [id] = assigned.json().data.workRecordIds;
  // Headcount 1 reached: the job is filled.
  expect((await A.get(`/workforce/job/get?id=${jobId}`)).json().data).toMatchObject({ status: 'filled', assigned: 1 });

  // 11
  const edited = await A.put('/workforce/workRecord/edit', {
    id,
    clockInAt: sg(DAY, '09:08'),
    clockOutAt: sg(DAY, '19:07'),
    reason: 'Punches phoned in by the site supervisor',
  });
  expect(edited.json()).toMatchObject({ code: 0, data: { status: 'pending_verification' } });

  // 12
  const verified = await A.put('/workforce/workRecord/verify', { ids: [id] });
  expect(verified.json().code).toBe(0);
  const expected = computeShift(
    {
      scheduledStartAt: sg(DAY, '09:00'),
      scheduledEndAt: sg(DAY, '19:00'),
      clockInAt: sg(DAY, '09:08'),
      clockOutAt: sg(DAY, '19:07'),
      breakMinutes: 60,
      breakPaid: false,
      payRateCents: 1200,
      billRateCents: 1800,
      publicHoliday: false,
    },
    { ...POLICY, payRounding: { unitMinutes: 15, mode: 'floor' }, billRounding: { unitMinutes: 15, mode: 'ceil' } },
  );
  const [row] = verified.json().data.list;
  expect(row).toMatchObject({
    id,
    status: 'verified',
    rawMinutes: expected.rawMinutes,
    payMinutes: expected.payMinutes,
    billMinutes: expected.billMinutes,
    normalMinutes: expected.normalMinutes,
    otMinutes: expected.otMinutes,
    payAmount: expected.payAmount,
    billAmount: expected.billAmount,
  });
  // The worked example, as the spec states it: the rules and the server agree with it.
  expect([row.rawMinutes, row.payMinutes, row.normalMinutes, row.otMinutes]).toEqual([532, 525, 480, 45]);
  expect([row.billMinutes, row.payAmount, row.billAmount]).toEqual([540, 10_950, 17_100]);

  const got = (await A.get(`/workforce/workRecord/get?id=${id}`)).json().data;
  expect(got).toMatchObject({
    lateMinutes: 8,
    status: 'verified',
    verifiedAt: expect.any(String),
    payRate: 1200,
    billRate: 1800,
  });
});
