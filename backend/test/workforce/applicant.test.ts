/**
 * Applicants: add (checked like a worker), list with duplicateWorkerId, edit while undecided,
 * screen → approve creating and linking the worker in the same transaction, approve refused on a
 * duplicate (409 naming the worker, nothing written), reject with a reason, withdraw (system),
 * delete rules; every move audited.
 */
import { and, asc, eq } from 'drizzle-orm';
import { withTransaction } from '../../src/core/data/unit-of-work';
import { auditLog, wfApplicant } from '../../src/db/schema';
import { withdrawApplicant } from '../../src/modules/workforce/applicant/service';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';
import { makeWorker, workerBody } from './fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
});
afterAll(() => t.close());

const history = async (id: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'applicant'), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.id))
  ).map((l) => [l.action, l.fromState, l.toState]);

async function addApplicant(over: Record<string, unknown> = {}) {
  const { engagementType: _, ...b } = workerBody(over);
  const r = await A.post('/workforce/applicant/add', { ...b, source: 'website' });
  if (r.json().code !== 0) throw new Error(r.body);
  return { id: r.json().data.id as number, body: b };
}

test('add checks like a worker; screen → approve creates the linked worker', async () => {
  const bad = await A.post('/workforce/applicant/add', { ...workerBody(), nric: 'S0000000A' });
  expect(bad.json().data.errors[0].field).toBe('body.nric');
  const { id, body } = await addApplicant({ name: 'Nur Aisyah binte Rahman' });
  const got = (await A.get(`/workforce/applicant/get?id=${id}`)).json().data;
  expect(got).toMatchObject({ status: 'submitted', source: 'website', nric: `S****${body.nric.slice(5)}`, duplicateWorkerId: null, workerId: null });
  expect((await A.put('/workforce/applicant/edit', { id, email: 'aisyah@example.com' })).json().code).toBe(0);
  expect((await A.put('/workforce/applicant/approve', { id })).statusCode).toBe(409);
  expect((await A.put('/workforce/applicant/screen', { id })).json().data.status).toBe('screening');
  expect((await A.put('/workforce/applicant/approve', { id })).json().data.status).toBe('approved');
  const after = (await A.get(`/workforce/applicant/get?id=${id}`)).json().data;
  expect(after).toMatchObject({ status: 'approved', workerId: expect.any(Number), workerName: 'Nur Aisyah binte Rahman', decidedBy: expect.any(Number) });
  const worker = (await A.get(`/workforce/worker/get?id=${after.workerId}`)).json().data;
  expect(worker).toMatchObject({ name: 'Nur Aisyah binte Rahman', status: 'pending_verification', email: 'aisyah@example.com', phone: body.phone });
  expect((await A.put('/workforce/applicant/edit', { id, name: 'x' })).statusCode).toBe(409);
  expect((await A.get(`/workforce/applicant/list?workerId=${after.workerId}`)).json().data.list.map((r: { id: number }) => r.id)).toEqual([id]);
  expect(await history(id)).toEqual([
    ['created', null, 'submitted'],
    ['edited', null, null],
    ['screen', 'submitted', 'screening'],
    ['approve', 'screening', 'approved'],
  ]);
});

test('a sign-up matching a worker is flagged; approving it is refused naming the worker, nothing written', async () => {
  const w = workerBody({ name: 'Rajesh Kumar s/o Subramaniam' });
  const workerId = await makeWorker(A, w);
  const { id } = await addApplicant({ phone: w.phone });
  const row = (await A.get('/workforce/applicant/list?duplicate=true&pageSize=100')).json().data.list.find((r: { id: number }) => r.id === id);
  expect(row).toMatchObject({ duplicateWorkerId: workerId });
  expect((await A.get('/workforce/applicant/list?duplicate=false&pageSize=100')).json().data.list.map((r: { id: number }) => r.id)).not.toContain(id);
  await A.put('/workforce/applicant/screen', { id });
  const refused = await A.put('/workforce/applicant/approve', { id });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({
    message: expect.stringContaining(`#${workerId} Rajesh Kumar s/o Subramaniam`),
    data: { errors: [{ field: 'body.phone' }] },
  });
  // Rolled back: still screening, no link, no approve line.
  const [a] = await t.db.select().from(wfApplicant).where(eq(wfApplicant.id, id));
  expect(a).toMatchObject({ status: 'screening', workerId: null });
  expect((await history(id)).map((h) => h[0])).toEqual(['created', 'screen']);
});

test('reject needs a reason and records it; withdraw is the system; only decided-against sign-ups delete', async () => {
  const r1 = await addApplicant();
  expect((await A.put('/workforce/applicant/reject', { id: r1.id })).statusCode).toBe(400);
  expect((await A.put('/workforce/applicant/reject', { id: r1.id, reason: 'Under 13 per documents' })).json().data.status).toBe('rejected');
  expect((await A.get(`/workforce/applicant/get?id=${r1.id}`)).json().data).toMatchObject({ reason: 'Under 13 per documents', decidedAt: expect.any(String) });
  const r2 = await addApplicant();
  expect((await A.put('/workforce/applicant/withdraw', { id: r2.id })).statusCode).toBe(404);
  await withTransaction(t.app.ctx, (tx) => withdrawApplicant(tx, r2.id, 'found another job'));
  const [line] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, r2.id), eq(auditLog.entity, 'applicant'), eq(auditLog.action, 'withdraw')));
  expect(line).toMatchObject({ toState: 'withdrawn', actorId: null, actorName: 'system', reason: 'found another job' });
  const r3 = await addApplicant();
  expect((await A.del('/workforce/applicant/delete', { ids: [r1.id, r3.id] })).statusCode).toBe(409);
  expect((await A.del('/workforce/applicant/delete', { ids: [r1.id, r2.id] })).json().code).toBe(0);
  const list = (await A.get('/workforce/applicant/list?status=submitted&pageSize=100')).json().data.list.map((r: { id: number }) => r.id);
  expect(list).toContain(r3.id);
  expect(list).not.toContain(r1.id);
});
