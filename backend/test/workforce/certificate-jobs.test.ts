/**
 * The daily certificate jobs with a controlled clock (the run's Singapore day is given):
 * expiry through transition() as the system, from the job queue; reminders 30/7/0 days before
 * expiry as one staff notice per threshold, each threshold once per certificate; and
 * `eligibleCertificates` for the jobs issue.
 */
import { addDays } from '@shiftdesk/shared/rules';
import { and, asc, eq, like } from 'drizzle-orm';
import { SCHEDULES } from '../../src/jobs/schedules';
import { withTransaction } from '../../src/core/data/unit-of-work';
import { sendCertificateReminders } from '../../src/modules/workforce/worker-certificate/reminders';
import { eligibleCertificates, expireCertificates } from '../../src/modules/workforce/worker-certificate/service';
import { auditLog, sysNotice, wfWorkerCertificate } from '../../src/db/schema';
import { createTestApp, eventually, type TestApp } from '../helpers';
import { api, recordEvents } from '../support/http';
import { adminToken } from '../support/sessions';
import { makeCertificate, makeType, makeWorker } from './certificate-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5, schedules: [] } });
  token = (await adminToken(t)).token;
  A = api(t, token);
});
afterAll(() => t.close());

const statusOf = async (id: number) => (await A.get(`/workforce/workerCertificate/get?id=${id}`)).json().data.status;

test('both jobs are scheduled daily', () => {
  const queues = SCHEDULES.map((s) => s.queue);
  expect(queues).toContain('workforce.expireCertificates');
  expect(queues).toContain('workforce.certificateReminders');
});

test('the expiry job moves verified certificates past their date to expired, as the system, once', async () => {
  const workerId = await makeWorker(t);
  const typeId = await makeType(A);
  const past = await makeCertificate(t, A, token, workerId, typeId, { expiresOn: '2030-03-31' });
  const lastDay = await makeCertificate(t, A, token, workerId, typeId, { expiresOn: '2030-04-01' });
  const pending = await makeCertificate(t, A, token, workerId, typeId, { expiresOn: '2030-01-31' });
  for (const id of [past, lastDay]) await A.put('/workforce/workerCertificate/verify', { id });
  await t.app.ctx.jobs.send('workforce.expireCertificates', { today: '2030-04-01' });
  await eventually(async () => (await statusOf(past)) === 'expired', 20_000);
  // Valid through its expiry date; a pending one is not the sweep's business.
  expect(await statusOf(lastDay)).toBe('verified');
  expect(await statusOf(pending)).toBe('pending');
  const [line] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'workerCertificate'), eq(auditLog.entityId, past), eq(auditLog.action, 'expire')));
  expect(line).toMatchObject({ fromState: 'verified', toState: 'expired', actorId: null, actorName: 'system', reason: 'expired on 2030-03-31' });
  const again = await withTransaction(t.app.ctx, (tx) => expireCertificates(tx, '2030-04-01'));
  expect(again).not.toContain(past);
  expect(again).not.toContain(lastDay);
  expect(await withTransaction(t.app.ctx, (tx) => expireCertificates(tx, '2030-04-02'))).toContain(lastDay);
});

test('reminders: 30, 7 and 0 days before expiry, one notice per threshold, each sent once', async () => {
  const workerId = await makeWorker(t, 'Lim <b>Wei</b>');
  const typeId = await makeType(A, { name: 'First Aid 2031' });
  const tight = await makeType(A, { name: 'Forklift 2031', reminderDays: [14] });
  const a = await makeCertificate(t, A, token, workerId, typeId, { expiresOn: '2031-06-30' });
  const b = await makeCertificate(t, A, token, workerId, typeId, { expiresOn: '2031-06-30' });
  const c = await makeCertificate(t, A, token, workerId, tight, { expiresOn: '2031-06-30' });
  const unverified = await makeCertificate(t, A, token, workerId, typeId, { expiresOn: '2031-06-30' });
  for (const id of [a, b, c]) await A.put('/workforce/workerCertificate/verify', { id });

  const sent: [string, number, number[]][] = [];
  const published = await recordEvents(t, 'noticePublished', async () => {
    // Every day from 40 days before to 2 days after, twice a day (a retried run changes nothing).
    for (let d = -40; d <= 2; d++) {
      const today = addDays('2031-06-30', d);
      for (let run = 0; run < 2; run++) {
        const due = await withTransaction(t.app.ctx, (tx) => sendCertificateReminders(tx, today));
        const mine = due.filter((r) => [a, b, c, unverified].includes(r.id));
        for (const days of [...new Set(mine.map((r) => r.days))])
          sent.push([today, days, mine.filter((r) => r.days === days).map((r) => r.id).sort((x, y) => x - y)]);
      }
    }
  });
  expect(sent).toEqual([
    ['2031-05-31', 30, [a, b]],
    ['2031-06-16', 14, [c]],
    ['2031-06-23', 7, [a, b]],
    ['2031-06-30', 0, [a, b]],
  ]);
  const notices = await t.db.select().from(sysNotice).where(like(sysNotice.title, 'Certificates expiring%')).orderBy(asc(sysNotice.id));
  expect(notices.map((n) => n.title)).toEqual([
    'Certificates expiring in 30 days (2) / 30 天内到期的证书（2）',
    'Certificates expiring in 14 days (1) / 14 天内到期的证书（1）',
    'Certificates expiring in 7 days (2) / 7 天内到期的证书（2）',
    'Certificates expiring today (2) / 今天到期的证书（2）',
  ]);
  expect(notices.every((n) => n.type === 1 && n.status === 1 && n.sendAt !== null)).toBe(true);
  // The worker's name is text in the notice, never markup.
  expect(notices[0].content).toContain('Lim &lt;b&gt;Wei&lt;/b&gt;');
  expect(notices[0].content).not.toContain('<b>Wei');
  expect(published.map((p) => p.id)).toEqual(notices.map((n) => n.id));
  const [row] = await t.db.select().from(wfWorkerCertificate).where(eq(wfWorkerCertificate.id, a));
  expect(row.lastReminderDay).toBe(0);
  const lines = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, a), eq(auditLog.entity, 'workerCertificate'), eq(auditLog.action, 'reminded')));
  expect(lines.map((l) => l.data)).toEqual([{ days: 30 }, { days: 7 }, { days: 0 }]);
});

test('the reminder job runs from the queue', async () => {
  const workerId = await makeWorker(t);
  const id = await makeCertificate(t, A, token, workerId, await makeType(A), { expiresOn: '2032-01-31' });
  await A.put('/workforce/workerCertificate/verify', { id });
  await t.app.ctx.jobs.send('workforce.certificateReminders', { today: '2032-01-24' });
  await eventually(async () => (await A.get(`/workforce/workerCertificate/get?id=${id}`)).json().data.lastReminderDay === 7, 20_000);
});

test('eligibleCertificates: verified and unexpired on the date only', async () => {
  const workerId = await makeWorker(t);
  const food = await makeType(A, { name: 'Food Hygiene E' });
  const lasting = await makeType(A, { name: 'Basic Safety E', expires: false, blocksEligibility: false });
  const valid = await makeCertificate(t, A, token, workerId, food, { expiresOn: '2033-05-31' });
  const forever = await makeCertificate(t, A, token, workerId, lasting, { expiresOn: undefined });
  await makeCertificate(t, A, token, workerId, food, { expiresOn: '2034-01-01' });
  for (const id of [valid, forever]) await A.put('/workforce/workerCertificate/verify', { id });
  const on = (date: string) => withTransaction(t.app.ctx, (tx) => eligibleCertificates(tx, workerId, date));
  expect(await on('2033-05-31')).toEqual([
    { certificateId: forever, typeId: lasting, typeName: 'Basic Safety E', blocksEligibility: false, expiresOn: null },
    { certificateId: valid, typeId: food, typeName: 'Food Hygiene E', blocksEligibility: true, expiresOn: '2033-05-31' },
  ]);
  expect((await on('2033-06-01')).map((c) => c.certificateId)).toEqual([forever]);
});
