/**
 * The website's sign-up (issue 33): an anonymous job seeker applies for a job on the board and
 * becomes an applicant the back office screens. A bad NRIC, a missing consent and the sixth
 * attempt in a minute from one address are refused with a clear message; a person already
 * waiting, or already a worker, is answered kindly and nothing new is stored.
 */
import { and, eq } from 'drizzle-orm';
import { auditLog, wfSmsLog } from '../../src/db/schema';
import { APPLY_PER_MINUTE } from '../../src/modules/workforce/applicant/public-routes';
import { sendQueuedSms } from '../../src/modules/workforce/sms/send';
import { sampleNric } from '../../src/modules/workforce/worker/service';
import { API, createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';
import { activeWorker, makeTerms, publishedJob } from './job-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let jobCode: string;
const run = Number(String(Date.now()).slice(-6));
const date = new Date(Date.now() + 10 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
let address = 0;

beforeAll(async () => {
  // The production limit (the test app's default is raised for the route-wide probes).
  t = await createTestApp({ applyRateLimit: APPLY_PER_MINUTE });
  A = api(t, (await adminToken(t)).token);
  const terms = await makeTerms(A);
  const id = await publishedJob(A, terms, date, '09:00', '17:00', { title: `Apply ${run}`, headcount: 3 });
  jobCode = (await A.get(`/workforce/job/get?id=${id}`)).json().data.code;
}, 180_000);
afterAll(() => t.close());

/** Each test applies from an address of its own, so the per-address limit is the one test's. */
const from = () => {
  address += 1;
  const ip = `10.9.${Math.floor(address / 250)}.${address % 250}`;
  return (body: Record<string, unknown>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `${API}/pub/website/apply`,
      payload: body,
      remoteAddress: ip,
      headers: { 'accept-language': lang },
    });
};

const person = (n: number, over: Record<string, unknown> = {}) => ({
  name: `Website Applicant ${n}`,
  nric: sampleNric('T', 7_000_000 + n),
  dateOfBirth: '1998-03-04',
  gender: 'female',
  nationality: 'Singaporean',
  residency: 'citizen',
  phone: `+659${String(n).padStart(7, '0')}`,
  email: '',
  consent: true,
  ...over,
});

const applicantsByNric = async (nric: string) =>
  (await A.get(`/workforce/applicant/list?keyword=${encodeURIComponent('Website Applicant')}&pageSize=100`))
    .json()
    .data.list.filter((a: { nric: string; name: string }) => a.nric.endsWith(nric.slice(-4)));

test('an anonymous application for a job becomes a website applicant with the job, the consent and the audit', async () => {
  const post = from();
  const body = person(run % 100_000, { jobCode });
  const res = await post(body);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    code: 0,
    data: { result: 'received' },
    message: expect.stringContaining('received your application'),
  });
  const [row] = await applicantsByNric(body.nric as string);
  expect(row).toMatchObject({
    name: body.name,
    source: 'website',
    status: 'submitted',
    jobCode,
    consentAt: expect.any(String),
    createdBy: null,
    deptId: null,
  });
  // The NRIC never comes back whole.
  expect(row.nric).not.toBe(body.nric);
  const trail = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'applicant'), eq(auditLog.entityId, row.id)));
  expect(trail.map((l) => [l.action, l.toState, l.actorId, l.actorName])).toEqual([
    ['created', 'submitted', null, 'website'],
  ]);

  // The applicant is told, once: one SMS log row under the sign-up's event key, sent by the queue's handler.
  const logged = await t.db
    .select()
    .from(wfSmsLog)
    .where(eq(wfSmsLog.eventKey, `APPLICANT_RECEIVED:applicant:${row.id}`));
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatchObject({ code: 'APPLICANT_RECEIVED', lang: 'en', phone: body.phone, status: 'queued' });
  expect(await sendQueuedSms(t.app.ctx, logged[0].id)).toBe('sent');
  const [sent] = await t.db.select().from(wfSmsLog).where(eq(wfSmsLog.id, logged[0].id));
  expect(sent.status).toBe('sent');
  expect(sent.body).toContain(body.name as string);
  // The job's title goes with it, for a template that names it.
  expect(JSON.parse(logged[0].vars)).toEqual({ name: body.name, jobTitle: `Apply ${run}` });
});

test('a bad NRIC, a missing consent and a job off the board are refused, each naming what is wrong', async () => {
  const post = from();
  const n = (run % 100_000) + 1;
  const badNric = await post(person(n, { nric: 'S1234567A' }));
  expect(badNric.statusCode).toBe(400);
  const bad = badNric.json();
  expect(bad.data.errors).toEqual([expect.objectContaining({ field: 'body.nric' })]);
  expect(bad.message).toMatch(/NRIC/i);

  const noConsent = await post(person(n, { consent: false }));
  expect(noConsent.statusCode).toBe(400);
  expect(noConsent.json()).toMatchObject({
    message: 'Please accept the privacy notice to apply',
    data: { errors: [{ field: 'body.consent', message: 'Please accept the privacy notice to apply' }] },
  });

  const zh = await post(person(n, { consent: false }), 'zh-CN');
  expect(zh.json().message).toBe('请先同意隐私声明再提交申请');

  const offBoard = await post(person(n, { jobCode: 'J-NOPE-1' }));
  expect(offBoard.statusCode).toBe(404);
  expect(offBoard.json().message).toBe('This job is no longer open');
  // Nothing was stored by any refusal.
  expect(await applicantsByNric(person(n).nric as string)).toEqual([]);
});

test('the sixth attempt in a minute from one address is refused; another address still applies', async () => {
  const post = from();
  const n = (run % 100_000) + 2;
  const codes: number[] = [];
  for (let i = 0; i < 6; i += 1) codes.push((await post(person(n, { consent: false }))).statusCode);
  expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  const refused = await post(person(n));
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/too many/i);
  expect((await from()(person(n))).json().data.result).toBe('received');
});

test('applying again, or as a worker already on the books, is answered kindly and stores nothing new', async () => {
  const post = from();
  const n = (run % 100_000) + 3;
  expect((await post(person(n))).json().data.result).toBe('received');
  // Same NRIC, another phone: the same person.
  const again = await post(person(n, { phone: `+658${String(n).padStart(7, '0')}` }));
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({
    data: { result: 'alreadyKnown' },
    message: expect.stringContaining('no need to apply again'),
  });
  expect(await applicantsByNric(person(n).nric as string)).toHaveLength(1);
  const [{ id: applicantId }] = await applicantsByNric(person(n).nric as string);
  expect(
    await t.db
      .select()
      .from(wfSmsLog)
      .where(eq(wfSmsLog.eventKey, `APPLICANT_RECEIVED:applicant:${applicantId}`)),
  ).toHaveLength(1);

  // A worker's phone: also known, and the answer is the same words (nothing more is told).
  const workerId = await activeWorker(A);
  const worker = (await A.get(`/workforce/worker/get?id=${workerId}`)).json().data;
  const asWorker = await post(person(n + 50_000, { phone: worker.phone }));
  expect(asWorker.json()).toEqual(again.json());
});
