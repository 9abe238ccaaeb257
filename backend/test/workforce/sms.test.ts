/**
 * SMS templates, the SMS log and send-once through the queue: a template naming a variable its
 * code does not offer is refused with the name (add and edit); lists filter and page on the
 * server; the log shows phones masked; the 24 h reminder of a booking is queued and sent once
 * across reruns of the sweep and across a restart (a second app on the same database), with a
 * controlled clock; a failing provider leaves the row failed and the retry sends it; a sent row
 * is never sent again; a missing template fails without retry.
 */
import crypto from 'node:crypto';
import { SMS_TEMPLATE_CODES, SMS_TEMPLATE_LANGUAGES } from '@shiftdesk/shared/api';
import { SMS_CODES, SMS_LANGUAGES, type SmsCode, unknownPlaceholders } from '@shiftdesk/shared/rules';
import { eq, like, sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { rowsOf } from '../../src/db/migrate';
import { wfSmsLog, wfSmsTemplate } from '../../src/db/schema';
import { sendSmsJob, shiftRemindersJob } from '../../src/jobs/handlers/sms-jobs';
import type { Jobs } from '../../src/jobs/queue';
import { httpProvider, type SmsProvider } from '../../src/modules/workforce/sms/provider';
import { bindSmsJobs, queueSms } from '../../src/modules/workforce/sms/queue';
import { certExpiringKey, smsCertificateReminder } from '../../src/modules/workforce/sms/certificates';
import { shiftReminderKey } from '../../src/modules/workforce/sms/reminders';
import { sendQueuedSms, useSmsProvider } from '../../src/modules/workforce/sms/send';
import { withTransaction } from '../../src/core/data/unit-of-work';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { runJobHandler } from '../support/run-job';
import { adminToken } from '../support/sessions';
import { activeWorker, makeTerms, type Terms } from './job-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let terms: Terms;

/** The jobs queueSms sent (the test app runs no queue). */
const sent: { queue: string; data: Record<string, unknown> }[] = [];
const fakeJobs: Jobs = {
  send: async (queue, data) => {
    sent.push({ queue, data });
    return `job-${sent.length}`;
  },
  overview: async () => ({ queues: [], dead: [] }),
  retryDead: async () => false,
  stop: async () => {},
};

/** A provider that records what it was asked to send; `fail` makes it refuse. */
function recorder() {
  const calls: { to: string; text: string }[] = [];
  const p: SmsProvider & { calls: typeof calls; fail: boolean } = {
    name: 'test',
    calls,
    fail: false,
    async send(to, text) {
      if (this.fail) throw new Error('gateway down (503)');
      calls.push({ to, text });
      return { providerId: `p-${calls.length}` };
    },
  };
  return p;
}

let unbind: () => void;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
  terms = await makeTerms(A);
  unbind = bindSmsJobs(t.app.ctx.db, () => fakeJobs);
}, 180_000);
afterAll(async () => {
  unbind?.();
  await t.close();
});

const HOUR = 3_600_000;

async function addTemplate(body: Record<string, unknown>) {
  return A.post('/workforce/smsTemplate/add', { status: 'active', ...body });
}

async function confirmedBooking(hours: number) {
  const start = new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000);
  const r = await A.post('/workforce/job/add', {
    contractOrderId: terms.contractOrderId,
    positionId: terms.positionId,
    title: 'Banquet crew',
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 8 * HOUR).toISOString(),
    breakMinutes: 60,
    breakPaid: false,
    headcount: 1,
    bookingMode: 'auto_accept',
  });
  if (r.json().code !== 0) throw new Error(r.body);
  const jobId = r.json().data.id;
  expect((await A.put('/workforce/job/publish', { id: jobId })).json().code).toBe(0);
  const workerId = await activeWorker(A);
  const applied = await A.post('/workforce/booking/apply', { jobId, workerId });
  expect(applied.json()).toMatchObject({ code: 0, data: { status: 'confirmed' } });
  return { bookingId: applied.json().data.id as number, startAt: start };
}

/** Queues one new message and answers its log id. */
async function queueOne(m: Parameters<typeof queueSms>[1]): Promise<number> {
  const id = await withTransaction(t.app.ctx, (tx) => queueSms(tx, m));
  if (id === null) throw new Error(`${m.key} was not queued`);
  return id;
}

const logOf = async (key: string) => t.db.select().from(wfSmsLog).where(eq(wfSmsLog.eventKey, key));

test('the API schemas offer the codes and languages of the rule', () => {
  expect([...SMS_TEMPLATE_CODES]).toEqual([...SMS_CODES]);
  expect([...SMS_TEMPLATE_LANGUAGES]).toEqual([...SMS_LANGUAGES]);
});

test('every installation starts with an active template per code and language, each valid for its code', async () => {
  const rows = await t.db.select().from(wfSmsTemplate);
  expect(rows.map((r) => `${r.code}/${r.lang}`).sort()).toEqual(
    SMS_CODES.flatMap((c) => SMS_LANGUAGES.map((l) => `${c}/${l}`)).sort(),
  );
  for (const r of rows) expect([r.code, unknownPlaceholders(r.code as SmsCode, r.body)]).toEqual([r.code, []]);
  expect(rows.every((r) => r.status === 'active' && r.body.includes('{{name}}'))).toBe(true);
  // The tests below write the templates they need.
  await t.db.delete(wfSmsTemplate);
});

describe('SMS templates', () => {
  it('refuses a body with a placeholder its code does not offer, naming it (add and edit)', async () => {
    const bad = await addTemplate({
      code: 'SHIFT_REMINDER_24H',
      lang: 'en',
      body: 'Hi {{ name }}, {{ amount }} and {{foo}}',
    });
    expect(bad.statusCode).toBe(400);
    const j = bad.json();
    expect(j.message).toContain('{{amount}}');
    expect(j.message).toContain('{{foo}}');
    expect(j.message).not.toContain('{{name}}');
    expect(j.data.errors).toEqual([expect.objectContaining({ field: 'body.body' })]);
    expect(j.data.errors[0].message).toContain('{{foo}}');

    const ok = await addTemplate({
      code: 'SHIFT_REMINDER_24H',
      lang: 'en',
      body: '{{brand}}: {{name}}, {{ jobTitle }} tomorrow {{shiftDate}} {{startTime}} at {{site}}',
    });
    expect(ok.json()).toMatchObject({ code: 0 });
    const id = ok.json().data.id;
    const edit = await A.put('/workforce/smsTemplate/edit', {
      id,
      code: 'SHIFT_REMINDER_24H',
      lang: 'en',
      body: 'Paid {{certificate}}',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toContain('{{certificate}}');
    expect(edit.json().data.errors[0].field).toBe('body.body');
    // The stored body is unchanged.
    expect((await A.get(`/workforce/smsTemplate/get?id=${id}`)).json().data.body).toContain('{{ jobTitle }}');
  });

  it('is unique per code and language (409 on the field)', async () => {
    await addTemplate({ code: 'WITHDRAWAL_PAID', lang: 'en', body: 'Paid {{amount}}' });
    const dup = await addTemplate({ code: 'WITHDRAWAL_PAID', lang: 'en', body: 'Again {{amount}}' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().data.errors[0].field).toBe('body.lang');
    const zh = await addTemplate({ code: 'WITHDRAWAL_PAID', lang: 'zh-CN', body: '已支付 {{amount}}', remark: 'zh' });
    expect(zh.json().code).toBe(0);
  });

  it('lists with filters, sort and pages on the server', async () => {
    await addTemplate({
      code: 'CERT_EXPIRING',
      lang: 'zh-CN',
      body: '{{certificate}} 将于 {{expiryDate}} 到期',
      status: 'inactive',
    });
    const byCode = (await A.get('/workforce/smsTemplate/list?code=WITHDRAWAL_PAID&orderBy=lang&orderDir=asc')).json()
      .data;
    expect(byCode.total).toBe(2);
    expect(byCode.list.map((r: { lang: string }) => r.lang)).toEqual(['en', 'zh-CN']);
    const zh = (await A.get('/workforce/smsTemplate/list?lang=zh-CN&status=inactive')).json().data;
    expect(zh.list.map((r: { code: string }) => r.code)).toEqual(['CERT_EXPIRING']);
    const kw = (await A.get(`/workforce/smsTemplate/list?keyword=${encodeURIComponent('已支付')}`)).json().data;
    expect(kw.list.map((r: { code: string; lang: string }) => `${r.code}/${r.lang}`)).toEqual([
      'WITHDRAWAL_PAID/zh-CN',
    ]);
    const page = (await A.get('/workforce/smsTemplate/list?pageSize=1&pageNum=2&orderBy=id&orderDir=asc')).json().data;
    expect(page.list).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(4);
  });

  it('previews a body with sample values and names unknown placeholders', async () => {
    const r = await A.post('/workforce/smsTemplate/preview', {
      code: 'WITHDRAWAL_PAID',
      body: 'Hi {{name}}: {{amount}} {{site}}',
    });
    expect(r.json().data).toMatchObject({ unknown: ['site'] });
    expect(r.json().data.text).toMatch(/^Hi Tan Mei Ling: S\$128\.50 $/);
  });

  it('sends a test SMS through the queue; the log shows the phone masked', async () => {
    const [tpl] = (await A.get('/workforce/smsTemplate/list?code=WITHDRAWAL_PAID&lang=en')).json().data.list;
    const before = sent.length;
    const r = await A.post('/workforce/smsTemplate/send', { id: tpl.id, phone: '+6591234567' });
    expect(r.json()).toMatchObject({ code: 0, data: { logId: expect.any(Number) } });
    expect(r.json().message).toContain('+65****4567');
    const logId = r.json().data.logId;
    expect(sent.slice(before)).toEqual([{ queue: 'workforce.sendSms', data: { logId } }]);
    const p = recorder();
    const undo = useSmsProvider(p);
    try {
      await runJobHandler(t, sendSmsJob, { logId });
    } finally {
      undo();
    }
    expect(p.calls).toEqual([{ to: '+6591234567', text: 'Paid S$128.50' }]);
    const list = (await A.get(`/workforce/smsLog/list?keyword=${encodeURIComponent(`smsTemplate:${tpl.id}`)}`)).json()
      .data;
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({
      phone: '+65****4567',
      status: 'sent',
      attempts: 1,
      provider: 'test',
      body: 'Paid S$128.50',
    });
    expect(JSON.stringify(list)).not.toContain('91234567');
    const xlsx = await A.get('/workforce/smsLog/export?status=sent');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.includes(Buffer.from('91234567'))).toBe(false);
  });
});

describe('24 h shift reminders', () => {
  it('are queued and sent once across sweep reruns and a restart, with a controlled clock', async () => {
    const { bookingId, startAt } = await confirmedBooking(72);
    const key = shiftReminderKey(bookingId);
    const p = recorder();
    const undo = useSmsProvider(p);
    try {
      // 25 h before: not yet.
      await runJobHandler(t, shiftRemindersJob, { at: new Date(startAt.getTime() - 25 * HOUR).toISOString() });
      expect(await logOf(key)).toEqual([]);
      // 24 h before, then again 5 minutes later (an overlapping window): one row, one job.
      const before = sent.length;
      await runJobHandler(t, shiftRemindersJob, { at: new Date(startAt.getTime() - 24 * HOUR).toISOString() });
      await runJobHandler(t, shiftRemindersJob, {
        at: new Date(startAt.getTime() - 24 * HOUR + 5 * 60_000).toISOString(),
      });
      const rows = await logOf(key);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'queued', code: 'SHIFT_REMINDER_24H', lang: 'en' });
      const jobs = sent.slice(before).filter((s) => s.data.logId === rows[0].id);
      expect(jobs).toEqual([{ queue: 'workforce.sendSms', data: { logId: rows[0].id } }]);
      await runJobHandler(t, sendSmsJob, { logId: rows[0].id });
      // A duplicate job of the same row sends nothing.
      await runJobHandler(t, sendSmsJob, { logId: rows[0].id });
      expect(p.calls).toHaveLength(1);
      expect(p.calls[0].text).toContain('Banquet crew');
      expect(p.calls[0].text).not.toContain('{{');

      // A restart: a second app over the same database runs the sweep and the handler again.
      const t2 = await buildApp({
        database: t.database,
        dataDir: t.dataDir,
        jwtSecret: crypto.randomBytes(32).toString('hex'),
        captcha: false,
        logLevel: false,
        lazySchemas: true,
      });
      try {
        const t2ctx = { ...t, app: t2 };
        const again = sent.length;
        await runJobHandler(t2ctx, shiftRemindersJob, {
          at: new Date(startAt.getTime() - 24 * HOUR + 2 * 60_000).toISOString(),
        });
        await runJobHandler(t2ctx, sendSmsJob, { logId: rows[0].id });
        expect(sent.slice(again).filter((s) => s.data.logId === rows[0].id)).toEqual([]);
      } finally {
        await t2.close();
      }
      expect(p.calls).toHaveLength(1);
      const [after] = await logOf(key);
      expect(after).toMatchObject({ status: 'sent', attempts: 1, provider: 'test', providerId: 'p-1' });
      expect(after.sentAt).toBeInstanceOf(Date);
    } finally {
      undo();
    }
  });

  it('queues BOOKING_CONFIRMED once for a booking confirmed lately', async () => {
    const { bookingId } = await confirmedBooking(96);
    const key = `BOOKING_CONFIRMED:booking:${bookingId}`;
    await runJobHandler(t, shiftRemindersJob, {});
    await runJobHandler(t, shiftRemindersJob, {});
    expect(await logOf(key)).toHaveLength(1);
  });
});

describe('certificate reminders', () => {
  it('queue CERT_EXPIRING once per certificate and threshold', async () => {
    const workerId = await activeWorker(A);
    const due = { id: 9001, workerId, workerName: 'Siti', typeName: 'Food Hygiene', expiresOn: '2026-12-31', days: 30 };
    await withTransaction(t.app.ctx, (tx) => smsCertificateReminder(tx, due));
    await withTransaction(t.app.ctx, (tx) => smsCertificateReminder(tx, due));
    const rows = await logOf(certExpiringKey(due));
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].vars)).toEqual({ name: 'Siti', certificate: 'Food Hygiene', expiryDate: '2026-12-31' });
    await withTransaction(t.app.ctx, (tx) => smsCertificateReminder(tx, { ...due, days: 7 }));
    expect(await logOf(certExpiringKey({ ...due, days: 7 }))).toHaveLength(1);
  });
});

describe('the send handler', () => {
  it('a failing provider marks the row failed (attempts 1) and the queue retries; the retry sends', async () => {
    const logId = await queueOne({
      code: 'SHIFT_REMINDER_24H',
      key: 'TEST:retry:1',
      phone: '+6581234567',
      lang: 'zh-cn',
      vars: { name: 'Ali' },
    });
    // zh-CN has no template: the English one is used.
    const p = recorder();
    p.fail = true;
    const undo = useSmsProvider(p);
    try {
      await expect(runJobHandler(t, sendSmsJob, { logId })).rejects.toThrow(/not accepted/);
      let [row] = await logOf('TEST:retry:1');
      expect(row).toMatchObject({ status: 'failed', attempts: 1, lang: 'zh-CN' });
      expect(row.error).toContain('gateway down');
      p.fail = false;
      await runJobHandler(t, sendSmsJob, { logId });
      [row] = await logOf('TEST:retry:1');
      expect(row).toMatchObject({ status: 'sent', attempts: 2, error: '' });
      expect(p.calls).toHaveLength(1);
      expect(p.calls[0].text).toMatch(/^Shiftdesk: Ali, /);
      // Sent: never again.
      expect(await sendQueuedSms(t.app.ctx, logId)).toBe('already');
      expect(p.calls).toHaveLength(1);
    } finally {
      undo();
    }
  });

  it('calls the gateway outside any transaction, the row claimed `sending`; a claimed row is never sent again', async () => {
    const logId = await queueOne({
      code: 'SHIFT_REMINDER_24H',
      key: 'TEST:claim:1',
      phone: '+6581234569',
      vars: { name: 'Mei' },
    });
    // While the gateway is being called, the app's database answers (on PGlite's one connection a
    // transaction held across the call would stall this read) and shows the row claimed.
    const seen: string[] = [];
    const p = recorder();
    const slow: SmsProvider = {
      name: 'test',
      async send(to, text) {
        const [row] = await t.app.ctx.db.select().from(wfSmsLog).where(eq(wfSmsLog.id, logId));
        seen.push(row.status);
        return p.send(to, text);
      },
    };
    const undo = useSmsProvider(slow);
    try {
      expect(await sendQueuedSms(t.app.ctx, logId)).toBe('sent');
      expect(seen).toEqual(['sending']);
      const [row] = await logOf('TEST:claim:1');
      expect(row).toMatchObject({ status: 'sent', attempts: 1, provider: 'test' });
      // A row left `sending` (an attempt cut off during the call): its outcome is unknown, so
      // neither a duplicate job nor a retry sends it again.
      await t.app.ctx.db.update(wfSmsLog).set({ status: 'sending' }).where(eq(wfSmsLog.id, logId));
      const { result } = await runJobHandler<{ logId: number }, { outcome: string }>(t, sendSmsJob, { logId });
      expect(result.outcome).toBe('sending');
      expect(p.calls).toHaveLength(1);
    } finally {
      undo();
    }
  });

  it('a code without an active template fails with a clear error and no retry', async () => {
    const logId = await queueOne({ code: 'NO_SHOW_WARNING', key: 'TEST:missing:1', phone: '+6581234568', vars: {} });
    const p = recorder();
    const undo = useSmsProvider(p);
    try {
      const { result } = await runJobHandler<{ logId: number }, { outcome: string }>(t, sendSmsJob, { logId });
      expect(result.outcome).toBe('failed');
    } finally {
      undo();
    }
    const [row] = await logOf('TEST:missing:1');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.error).toContain('NO_SHOW_WARNING');
    expect(p.calls).toEqual([]);
    // The same key again: nothing new.
    const again = await withTransaction(t.app.ctx, (tx) =>
      queueSms(tx, { code: 'NO_SHOW_WARNING', key: 'TEST:missing:1', phone: '+6581234568' }),
    );
    expect(again).toBeNull();
  });

  it('the log filters by code, status, date range and event key', async () => {
    const today = new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 10);
    const failed = (await A.get('/workforce/smsLog/list?status=failed&orderBy=id&orderDir=asc')).json().data;
    expect(failed.list.map((r: { eventKey: string }) => r.eventKey)).toEqual(['TEST:missing:1']);
    const byCode = (await A.get('/workforce/smsLog/list?code=SHIFT_REMINDER_24H')).json().data;
    expect(byCode.list.every((r: { code: string }) => r.code === 'SHIFT_REMINDER_24H')).toBe(true);
    expect(byCode.total).toBeGreaterThanOrEqual(2);
    const inRange = (await A.get(`/workforce/smsLog/list?dateRange=${today}&dateRange=${today}`)).json().data;
    const rows = await t.db.select({ id: wfSmsLog.id }).from(wfSmsLog);
    expect(inRange.total).toBe(rows.length);
    const none = (await A.get('/workforce/smsLog/list?dateRange=2020-01-01&dateRange=2020-01-02')).json().data;
    expect(none.total).toBe(0);
    const kw = (await A.get('/workforce/smsLog/list?keyword=retry')).json().data;
    expect(kw.list.map((r: { eventKey: string }) => r.eventKey)).toEqual(['TEST:retry:1']);
    const tests = await t.db.select().from(wfSmsLog).where(like(wfSmsLog.eventKey, 'TEST:%'));
    expect(tests.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the http provider', () => {
  it('POSTs JSON with the token and takes a non-2xx answer as a failure (no network: a fake fetch)', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 502;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(status === 200 ? JSON.stringify({ messageId: 'gw-42' }) : 'bad gateway', { status });
    }) as unknown as typeof fetch;
    const p = httpProvider({ url: 'https://sms.example.test/send', token: 'tok', sender: 'Shiftdesk' }, fakeFetch);
    await expect(p.send('+6591234567', 'hello')).rejects.toThrow(/502/);
    status = 200;
    await expect(p.send('+6591234567', 'hello')).resolves.toEqual({ providerId: 'gw-42' });
    expect(calls[1].url).toBe('https://sms.example.test/send');
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ to: '+6591234567', text: 'hello', sender: 'Shiftdesk' });
    expect((calls[1].init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });
});

describe('with the real job queue (pg-boss, not working)', () => {
  it('queueSms queues the sendSms job in the transaction, and none when the row exists', async () => {
    const q = await createTestApp({ jobs: { work: false, schedules: [] } });
    try {
      const m = {
        code: 'APPLICANT_RECEIVED' as const,
        key: 'APPLICANT_RECEIVED:applicant:1',
        phone: '+6591110000',
        vars: { name: 'Lee' },
      };
      const id = await withTransaction(q.app.ctx, (tx) => queueSms(tx, m));
      expect(id).not.toBeNull();
      const again = await withTransaction(q.app.ctx, (tx) => queueSms(tx, m));
      expect(again).toBeNull();
      // Rolled back: neither the row nor the job exist.
      await expect(
        withTransaction(q.app.ctx, async (tx) => {
          await queueSms(tx, { ...m, key: 'APPLICANT_RECEIVED:applicant:2' });
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      const r = await q.db.execute(
        sql`select data from pgboss.job where name = 'workforce.sendSms' order by created_on`,
      );
      expect(rowsOf<{ data: unknown }>(r).map((x) => x.data)).toEqual([{ logId: id }]);
      expect(await q.db.select().from(wfSmsLog).where(eq(wfSmsLog.eventKey, 'APPLICANT_RECEIVED:applicant:2'))).toEqual(
        [],
      );
      // Another app in this process (bound after this one: its own fake queue) sends through its
      // own database's queue, never through q's, whose tables its transaction cannot see.
      const before = sent.length;
      const other = await withTransaction(t.app.ctx, (tx) =>
        queueSms(tx, { ...m, key: `APPLICANT_RECEIVED:applicant:${crypto.randomUUID()}` }),
      );
      expect(sent.slice(before)).toEqual([{ queue: 'workforce.sendSms', data: { logId: other } }]);
      const after = await q.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'workforce.sendSms'`);
      expect(rowsOf<{ n: number }>(after)[0].n).toBe(1);
    } finally {
      await q.close();
    }
  }, 120_000);
});
