/**
 * The public job board (issue 33), without login: only published public shifts still to start;
 * a row says the job's pay rate, the area by postal district and what a worker needs, and nothing
 * of the client's name or address, the bill rate or any person. A job off the board (draft,
 * invite-only, cancelled, filled, started) is not listed and its page answers 404.
 */
import { listPublicJobs } from '../../src/modules/workforce/job/public';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';
import { activeWorker, assignOne, makeJob, makeTerms, publishedJob, sg, type Terms } from './job-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let P: ReturnType<typeof api>;
let terms: Terms;
const run = String(Date.now()).slice(-6);
const date = new Date(Date.now() + 10 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const codes: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
  P = api(t, undefined);
  terms = await makeTerms(A);
  const title = (k: string) => ({ title: `Board ${k} ${run}` });
  ids.open = await publishedJob(A, terms, date, '09:00', '17:00', { ...title('open'), headcount: 2, minimumAge: 18 });
  ids.draft = await makeJob(A, terms, date, '09:00', '17:00', title('draft'));
  ids.invite = await publishedJob(A, terms, date, '09:00', '17:00', { ...title('invite'), visibility: 'invite_only' });
  ids.cancelled = await publishedJob(A, terms, date, '09:00', '17:00', title('cancelled'));
  expect((await A.put('/workforce/job/cancel', { id: ids.cancelled, reason: 'Client postponed' })).json().code).toBe(0);
  ids.filled = await publishedJob(A, terms, date, '09:00', '17:00', { ...title('filled'), headcount: 1 });
  await assignOne(A, ids.filled, await activeWorker(A));
  for (const [k, id] of Object.entries(ids)) codes[k] = (await A.get(`/workforce/job/get?id=${id}`)).json().data.code;
}, 180_000);
afterAll(() => t.close());

const board = async (q: Record<string, string | number> = {}) => {
  const res = await P.get(
    `/pub/website/jobs?${new URLSearchParams({ keyword: run, ...Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])) })}`,
  );
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: Record<string, unknown>[]; total: number };
};

test('anonymous: only the published public job still to start is listed, with its public facts and nothing private', async () => {
  expect((await A.get(`/workforce/job/get?id=${ids.filled}`)).json().data.status).toBe('filled');
  const { list, total } = await board();
  expect(total).toBe(1);
  expect(list).toEqual([
    {
      code: codes.open,
      title: `Board open ${run}`,
      positionId: terms.positionId,
      positionName: expect.any(String),
      // The site's postal code 048616: sector 04, district 1.
      district: 1,
      area: "Raffles Place, Cecil, Marina, People's Park",
      shiftDate: date,
      startAt: sg(date, '09:00'),
      endAt: sg(date, '17:00'),
      breakMinutes: 60,
      breakPaid: false,
      payRate: 1200,
      openings: 2,
      minimumAge: 18,
      residencies: [],
      certificates: [],
    },
  ]);
  const text = JSON.stringify(list);
  for (const secret of ['1800', 'billRate', 'clientId', 'Raffles Place"', '1 Raffles Place', 'workerName'])
    expect(text).not.toContain(secret);
});

test('filters: district, position, dates; a bad query is a 400', async () => {
  expect((await board({ district: 1 })).total).toBe(1);
  expect((await board({ district: 22 })).total).toBe(0);
  expect((await board({ positionId: terms.positionId })).total).toBe(1);
  expect((await board({ positionId: terms.positionId + 1000 })).total).toBe(0);
  expect((await board({ dateFrom: date, dateTo: date })).total).toBe(1);
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  expect((await board({ dateFrom: next })).total).toBe(0);
  for (const bad of ['district=29', 'pageSize=51', 'dateFrom=2026-13-01', 'clientId=1'])
    expect((await P.get(`/pub/website/jobs?${bad}`)).statusCode).toBe(400);
});

test('a job page by its code; off the board it is 404 with a kind message', async () => {
  const open = await P.get(`/pub/website/job?code=${codes.open}`);
  expect(open.json()).toMatchObject({
    code: 0,
    data: { code: codes.open, openings: 2, description: '', dressCode: '' },
  });
  for (const k of ['draft', 'invite', 'cancelled', 'filled']) {
    const res = await P.get(`/pub/website/job?code=${codes[k]}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This job is no longer open');
  }
  expect((await P.get('/pub/website/job?code=J%201')).statusCode).toBe(400);
});

test('a job leaves the board when its shift starts', async () => {
  const at = async (iso: string) =>
    (await listPublicJobs(t.db, { keyword: run }, new Date(iso))).list.map((r) => r.code);
  expect(await at(new Date(Date.parse(sg(date, '09:00')) - 60_000).toISOString())).toEqual([codes.open]);
  expect(await at(sg(date, '09:00'))).toEqual([]);
});
