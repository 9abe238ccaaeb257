/**
 * Golden path steps 13–15 (shared/spec/golden-path.md) with its exact paths and field names, on
 * a verified record made by steps 8–12: a timesheet generated for the department's ISO week (the
 * client is billed weekly), sent, approved with the signer's drawn signature. Its totals are the
 * record's numbers; the record is on that one timesheet; after the client has it, the record's
 * punches cannot change and an approved timesheet is never disputed; an invoiced one refuses every
 * action (409). Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { timesheetMachine } from '@shiftdesk/shared/api';
import { SYSTEM_ACTOR } from '../../src/core/data/audit-trail';
import { transition } from '../../src/core/data/transition';
import { withTransaction } from '../../src/core/data/unit-of-work';
import { wfTimesheet } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';
import { activeWorker, assignOne, makeTerms, publishedJob, sg, type Terms } from './job-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
}, 180_000);
afterAll(() => t.close());

/** A 1×1 PNG, as the signature pad's data URL. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Steps 8–12 for one worker on `day`: a verified record clocked 09:08–19:07 of a 09:00–19:00 shift. */
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

test('steps 13–15: generate → send → approve, the totals being the records’ numbers', async () => {
  const terms = await makeTerms(A, {}, { billingFrequency: 'weekly' });
  // Two shifts in ISO week 47 of 2026 (16–22 November), one in week 48.
  const a = await verifiedRecord(terms, '2026-11-17');
  const b = await verifiedRecord(terms, '2026-11-22');
  const later = await verifiedRecord(terms, '2026-11-23');
  const records = await Promise.all(
    [a, b].map(async (id) => (await A.get(`/workforce/workRecord/get?id=${id}`)).json().data),
  );

  // A weekly client's timesheet is of a week.
  const monthly = await A.post('/workforce/timesheet/generate', {
    contractDeptId: terms.contractDeptId,
    period: '2026-11',
  });
  expect(monthly.statusCode).toBe(400);
  expect(monthly.json().message).toMatch(/billed weekly/);

  // 13
  const generated = await A.post('/workforce/timesheet/generate', {
    contractDeptId: terms.contractDeptId,
    period: '2026-W47',
  });
  expect(generated.json()).toMatchObject({
    code: 0,
    data: {
      id: expect.any(Number),
      status: 'draft',
      number: expect.stringMatching(/^TS-2026-\d{6}$/),
      periodFrom: '2026-11-16',
      periodTo: '2026-11-22',
      recordCount: 2,
    },
  });
  const ts = generated.json().data;
  const sum = (k: string) => records.reduce((n, r) => n + r[k], 0);
  for (const k of ['payMinutes', 'billMinutes', 'normalMinutes', 'otMinutes', 'payAmount', 'billAmount'])
    expect(ts[k]).toBe(sum(k));
  // The worked example's shift twice: 17,100 cents billed each.
  expect(ts.billAmount).toBe(2 * 17_100);
  expect(ts.records.map((r: { id: number }) => r.id)).toEqual([a, b]);

  // The records are on it: a second generate of the week finds nothing; week 48 stays free.
  const again = await A.post('/workforce/timesheet/generate', {
    contractDeptId: terms.contractDeptId,
    period: '2026-W47',
  });
  expect(again.statusCode).toBe(400);
  expect(again.json().message).toMatch(/No verified work records/);
  expect((await A.get(`/workforce/timesheet/list?contractDeptId=${terms.contractDeptId}`)).json().data.total).toBe(1);

  // 14
  expect((await A.put('/workforce/timesheet/send', { id: ts.id })).json()).toMatchObject({
    code: 0,
    data: { status: 'sent_to_client' },
  });
  // The client has it: the punches wait for a dispute.
  const edit = await A.put('/workforce/workRecord/edit', {
    id: a,
    clockInAt: sg('2026-11-17', '09:00'),
    clockOutAt: sg('2026-11-17', '19:00'),
    reason: 'late correction',
  });
  expect(edit.statusCode).toBe(409);
  expect(edit.json().message).toMatch(new RegExp(`on timesheet ${ts.number}`));

  // 15
  const shown = (await A.get(`/workforce/timesheet/get?id=${ts.id}`)).json().data;
  const stale = await A.put('/workforce/timesheet/approve', {
    id: ts.id,
    signerName: 'Mei Ling Tan',
    signature: PNG,
    version: shown.version - 1,
  });
  expect(stale.statusCode).toBe(409);
  const approved = await A.put('/workforce/timesheet/approve', {
    id: ts.id,
    signerName: 'Mei Ling Tan',
    signature: PNG,
    version: shown.version,
  });
  expect(approved.json()).toMatchObject({ code: 0, data: { status: 'approved' } });
  expect((await A.get(`/workforce/timesheet/get?id=${ts.id}`)).json().data).toMatchObject({
    status: 'approved',
    signerName: 'Mei Ling Tan',
    signedAt: expect.any(String),
    signedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  // Approved is never un-approved.
  expect((await A.put('/workforce/timesheet/dispute', { id: ts.id, reason: 'changed our mind' })).statusCode).toBe(409);

  // Invoiced (the invoice issue's system action): locked.
  await withTransaction(t.app.ctx, (tx) =>
    transition(tx, {
      machine: timesheetMachine,
      table: wfTimesheet,
      id: ts.id,
      action: 'invoice',
      actor: SYSTEM_ACTOR,
      reason: '',
    }),
  );
  for (const [path, body] of [
    ['send', { id: ts.id }],
    ['dispute', { id: ts.id, reason: 'x' }],
    ['approve', { id: ts.id, signerName: 'X', signature: PNG }],
  ] as const)
    expect((await A.put(`/workforce/timesheet/${path}`, body)).statusCode).toBe(409);

  // Week 48's record makes its own timesheet.
  const next = await A.post('/workforce/timesheet/generate', {
    contractDeptId: terms.contractDeptId,
    period: '2026-W48',
  });
  expect(next.json().data.records.map((r: { id: number }) => r.id)).toEqual([later]);
});

test('dispute → correct → re-send: the correction must be verified first, and the totals follow it', async () => {
  const terms = await makeTerms(A);
  const id = await verifiedRecord(terms, '2026-11-10');
  const ts = (
    await A.post('/workforce/timesheet/generate', { contractDeptId: terms.contractDeptId, period: '2026-11' })
  ).json().data;
  expect((await A.put('/workforce/timesheet/send', { id: ts.id })).json().code).toBe(0);
  const disputed = await A.put('/workforce/timesheet/dispute', { id: ts.id, reason: 'Left at 18:00, not 19:07' });
  expect(disputed.json()).toMatchObject({ code: 0, data: { status: 'disputed' } });

  const edited = await A.put('/workforce/workRecord/edit', {
    id,
    clockInAt: sg('2026-11-10', '09:08'),
    clockOutAt: sg('2026-11-10', '18:00'),
    reason: 'Client: left at 18:00',
  });
  expect(edited.json().code).toBe(0);
  const early = await A.put('/workforce/timesheet/send', { id: ts.id });
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toMatch(new RegExp(`#${id} are not verified`));

  expect((await A.put('/workforce/workRecord/verify', { ids: [id] })).json().code).toBe(0);
  expect((await A.put('/workforce/timesheet/send', { id: ts.id })).json().code).toBe(0);
  const record = (await A.get(`/workforce/workRecord/get?id=${id}`)).json().data;
  const resent = (await A.get(`/workforce/timesheet/get?id=${ts.id}`)).json().data;
  expect(resent).toMatchObject({
    status: 'sent_to_client',
    billAmount: record.billAmount,
    billMinutes: record.billMinutes,
  });
  expect(resent.billAmount).toBeLessThan(ts.billAmount);
});

test('two generate calls at once: the record lands on one timesheet only', async () => {
  const terms = await makeTerms(A);
  const id = await verifiedRecord(terms, '2026-11-03');
  const body = { contractDeptId: terms.contractDeptId, period: '2026-11' };
  const answers = await Promise.all([
    A.post('/workforce/timesheet/generate', body),
    A.post('/workforce/timesheet/generate', body),
  ]);
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  const list = (await A.get(`/workforce/timesheet/list?contractDeptId=${terms.contractDeptId}`)).json().data;
  expect(list.total).toBe(1);
  const [only] = list.list;
  expect(
    (await A.get(`/workforce/timesheet/get?id=${only.id}`)).json().data.records.map((r: { id: number }) => r.id),
  ).toEqual([id]);
});
