/**
 * The grant list (Jobs → Work records → Grant list): only verified records, the list's filters,
 * paged, and totals (records, pay minutes, pay cents) over every record the filters match, not
 * only the page; the caller's data scope applies to rows and totals alike; without the rule, 403.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { WorkRecordApi } from '@shiftdesk/shared/api';
import { eq } from 'drizzle-orm';
import { sysDept, wfJob } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { activeWorker, assignOne, makeTerms, publishedJob, sg, type Terms } from './job-fixtures';

type Api = ReturnType<typeof api>;
interface Numbers {
  id: number;
  payMinutes: number;
  payAmount: number;
  status: string;
}

let t: TestApp;
let A: Api;
let terms: Terms;
let jobA: number;
let jobB: number;
/** Verified on jobA, pending verification on jobA, verified on jobB. */
let verifiedA: Numbers;
let pendingA: Numbers;
let verifiedB: Numbers;

const GRANT = '/workforce/workRecord/grantList';

async function punched(jobId: number, date: string, inAt: string, outAt: string): Promise<number> {
  const id = await assignOne(A, jobId, await activeWorker(A));
  const r = await A.put('/workforce/workRecord/edit', {
    id,
    clockInAt: sg(date, inAt),
    clockOutAt: sg(date, outAt),
    reason: 'Punches phoned in by the site supervisor',
  });
  if (r.json().code !== 0) throw new Error(r.body);
  return id;
}

async function verify(id: number) {
  const r = await A.put('/workforce/workRecord/verify', { ids: [id] });
  if (r.json().code !== 0) throw new Error(r.body);
}

async function read(id: number): Promise<Numbers> {
  const { payMinutes, payAmount, status } = (await A.get(`/workforce/workRecord/get?id=${id}`)).json().data;
  return { id, payMinutes, payAmount, status };
}

const totalsOf = (...rows: Numbers[]) => ({
  records: rows.length,
  payMinutes: rows.reduce((n, r) => n + r.payMinutes, 0),
  payAmount: rows.reduce((n, r) => n + r.payAmount, 0),
});

beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
  terms = await makeTerms(A);
  // Past shifts, back-filled by staff.
  jobA = await publishedJob(A, terms, '2026-11-10', '09:00', '18:00');
  jobB = await publishedJob(A, terms, '2026-11-12', '08:00', '17:00');
  const a1 = await punched(jobA, '2026-11-10', '09:02', '18:10');
  const a2 = await punched(jobA, '2026-11-10', '09:30', '17:00');
  const b1 = await punched(jobB, '2026-11-12', '08:00', '16:45');
  await verify(a1);
  await verify(b1);
  [verifiedA, pendingA, verifiedB] = await Promise.all([read(a1), read(a2), read(b1)]);
}, 180_000);
afterAll(() => t.close());

test('only verified records, with totals over the whole filtered set', async () => {
  expect(verifiedA.status).toBe('verified');
  expect(pendingA.status).toBe('pending_verification');
  expect(verifiedA.payAmount).toBeGreaterThan(0);
  expect(verifiedB.payMinutes).toBeGreaterThan(0);

  const r = await A.get(`${GRANT}?clientId=${terms.clientId}`);
  expect(r.statusCode).toBe(200);
  const data = r.json().data;
  expect(data.list.map((x: Numbers) => x.id).sort()).toEqual([verifiedA.id, verifiedB.id].sort());
  expect(data.list.every((x: Numbers) => x.status === 'verified')).toBe(true);
  expect(data.total).toBe(2);
  expect(data.totals).toEqual(totalsOf(verifiedA, verifiedB));

  // A page of one row: the totals still count both.
  const paged = (await A.get(`${GRANT}?clientId=${terms.clientId}&pageSize=1&orderBy=id&orderDir=asc`)).json().data;
  expect(paged.list.map((x: Numbers) => x.id)).toEqual([Math.min(verifiedA.id, verifiedB.id)]);
  expect(paged.total).toBe(2);
  expect(paged.totals).toEqual(totalsOf(verifiedA, verifiedB));
  // The next page through the list's keyset cursor.
  const next = (
    await A.get(
      `${GRANT}?clientId=${terms.clientId}&pageSize=1&orderBy=id&orderDir=asc&pageNum=2&after=${paged.nextCursor}`,
    )
  ).json().data;
  expect(next.list.map((x: Numbers) => x.id)).toEqual([Math.max(verifiedA.id, verifiedB.id)]);
});

test('the list’s filters narrow rows and totals alike; a status in the query cannot widen it', async () => {
  const days = (await A.get(`${GRANT}?clientId=${terms.clientId}&dateFrom=2026-11-11&dateTo=2026-11-30`)).json().data;
  expect(days.list.map((x: Numbers) => x.id)).toEqual([verifiedB.id]);
  expect(days.totals).toEqual(totalsOf(verifiedB));

  const dept = (await A.get(`${GRANT}?contractDeptId=${terms.contractDeptId}&dateTo=2026-11-10`)).json().data;
  expect(dept.list.map((x: Numbers) => x.id)).toEqual([verifiedA.id]);
  expect(dept.totals).toEqual(totalsOf(verifiedA));

  const none = (
    await A.get(`${GRANT}?clientId=${terms.clientId}&keyword=${encodeURIComponent('nobody by this name')}`)
  ).json().data;
  expect(none).toMatchObject({ list: [], total: 0, totals: { records: 0, payMinutes: 0, payAmount: 0 } });

  // The pending record is never in the grant list, whatever the query says.
  const asked = (await A.get(`${GRANT}?clientId=${terms.clientId}&status=pending_verification`)).json();
  const ids = asked.code === 0 ? asked.data.list.map((x: Numbers) => x.id) : [];
  expect(ids).not.toContain(pendingA.id);
});

test('a caller without the grant-list rule gets 403; the list rule alone is not enough', async () => {
  const { token } = await userWith(t, { rules: [WorkRecordApi.rule.list, WorkRecordApi.rule.get] });
  const r = await api(t, token).get(GRANT);
  expect(r.statusCode).toBe(403);
  expect(r.json().code).toBe(403);
});

test('data scope: rows and totals of the jobs the caller sees only', async () => {
  // jobB moves to Scheduling; a user who sees only their own department (Scheduling) sees it alone.
  const [scheduling] = await t.db.select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.deptName, 'Scheduling'));
  await t.db.update(wfJob).set({ deptId: scheduling.id }).where(eq(wfJob.id, jobB));
  const { token } = await userWith(t, { rules: [WorkRecordApi.rule.grantList], dataScope: 3, dept: 'Scheduling' });
  const data = (await api(t, token).get(`${GRANT}?clientId=${terms.clientId}`)).json().data;
  expect(data.list.map((x: Numbers) => x.id)).toEqual([verifiedB.id]);
  expect(data.total).toBe(1);
  expect(data.totals).toEqual(totalsOf(verifiedB));

  // Someone else's department only: nothing, and totals of nothing.
  const other = await userWith(t, { rules: [WorkRecordApi.rule.grantList], dataScope: 3, dept: 'Recruitment' });
  const empty = (await api(t, other.token).get(`${GRANT}?clientId=${terms.clientId}`)).json().data;
  expect(empty).toMatchObject({ list: [], total: 0, totals: { records: 0, payMinutes: 0, payAmount: 0 } });
});
