/**
 * The client's sign-off by mailed link (issue 29): a send mails the timesheet (PDF attached) with
 * a single-use link whose token is kept only as a hash; the public page shows masked NRICs and no
 * pay; approve and dispute through the link reach the same transitions as staff, once; expired,
 * used, superseded and stale links are refused; a re-send lists what changed; the deadline job
 * approves what the client left unsigned and sends one reminder. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL (where two approvals of one link really race).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/migrate';
import {
  auditLog,
  finClient,
  sysOutbox,
  wfTimesheet,
  wfTimesheetComment,
  wfTimesheetLink,
  wfWorker,
  wfWorkRecord,
} from '../../src/db/schema';
import { timesheetDeadlinesJob } from '../../src/jobs/handlers/timesheet-deadlines';
import type { JobContext } from '../../src/jobs/registry';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';
import { activeWorker, assignOne, makeTerms, publishedJob, sg, type Terms } from './job-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let P: ReturnType<typeof api>;
let terms: Terms;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
  P = api(t, undefined);
  terms = await makeTerms(A, {}, { billingFrequency: 'weekly' });
}, 180_000);
afterAll(() => t.close());

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function verifiedRecord(day: string): Promise<number> {
  const id = await assignOne(A, await publishedJob(A, terms, day, '09:00', '19:00'), await activeWorker(A));
  const edited = await A.put('/workforce/workRecord/edit', {
    id,
    clockInAt: sg(day, '09:00'),
    clockOutAt: sg(day, '19:00'),
    reason: 'Punches phoned in by the site supervisor',
  });
  expect(edited.json().code).toBe(0);
  expect((await A.put('/workforce/workRecord/verify', { ids: [id] })).json().code).toBe(0);
  return id;
}

/** ISO weeks of 2026 not used by an earlier test of this file (one timesheet each). */
let week = 10;
async function sentTimesheet(): Promise<{ id: number; records: number[]; token: string; eml: string }> {
  week++;
  // Monday and Wednesday of ISO week `week` of 2026 (week 1 starts on 29 December 2025).
  const monday = new Date(Date.UTC(2025, 11, 29) + (week - 1) * 7 * 86_400_000);
  const day = (n: number) => new Date(monday.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  const records = [await verifiedRecord(day(0)), await verifiedRecord(day(2))];
  const g = await A.post('/workforce/timesheet/generate', {
    contractDeptId: terms.contractDeptId,
    period: `2026-W${week}`,
  });
  expect(g.json().code).toBe(0);
  const id = g.json().data.id as number;
  const before = emls();
  expect((await A.put('/workforce/timesheet/send', { id })).json()).toMatchObject({
    code: 0,
    data: { status: 'sent_to_client' },
  });
  const added = emls().filter((f) => !before.includes(f));
  expect(added).toHaveLength(1);
  const eml = fs.readFileSync(added[0], 'utf8');
  return { id, records, token: tokenIn(eml), eml };
}

function emls(): string[] {
  const root = path.join(t.dataDir, 'outbox');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(root, f))
    .sort();
}

/** The message's text with quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

function tokenIn(eml: string): string {
  const m = /\/admin\/website\/timesheet\/sign\?token=([A-Za-z0-9_-]{43})/.exec(decoded(eml));
  if (!m) throw new Error('no sign-off link in the message');
  return m[1];
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const view = (token: string) => P.get(`/pub/timesheet/signoff?token=${token}`);
const approve = (token: string, signerName = 'Mei Ling Tan') =>
  P.post('/pub/timesheet/signoff/approve', { token, signerName, signature: PNG });
const jobContext = (): JobContext => ({
  db: t.app.ctx.db,
  events: t.app.ctx.events,
  log: { info: () => {}, warn: () => {}, error: () => {}, child: () => ({}) } as unknown as JobContext['log'],
  dataDir: t.app.ctx.dataDir,
  storage: t.app.ctx.storage,
  progress: () => {},
});
const runDeadlines = (at: Date) =>
  timesheetDeadlinesJob.handler(
    { id: 'test', name: timesheetDeadlinesJob.name, data: { at: at.toISOString() }, retryCount: 0 },
    jobContext(),
  ) as Promise<{
    approved: number[];
    reminded: number[];
  }>;
const linksOf = (id: number) => t.app.ctx.db.select().from(wfTimesheetLink).where(eq(wfTimesheetLink.timesheetId, id));

test('a send mails the PDF and a link kept only as a hash; the link shows masked NRICs; approve once', async () => {
  const s = await sentTimesheet();
  expect(s.eml).toMatch(/Content-Type: application\/pdf/);
  expect(s.eml).toMatch(/^To: ap@example\.com\.sg$/m);
  expect(decoded(s.eml)).toMatch(/工时表/);

  const [link] = await linksOf(s.id);
  expect(link).toMatchObject({ tokenHash: sha(s.token), usedAt: null });
  // The token itself is nowhere in the database.
  for (const table of ['wf_timesheet_link', 'sys_outbox', 'audit_log', 'wf_timesheet']) {
    const [{ n }] = rowsOf<{ n: number | string }>(
      await t.app.ctx.db.execute(
        sql`select count(*) as n from ${sql.identifier(table)} x where x::text like ${`%${s.token}%`}`,
      ),
    );
    expect(Number(n)).toBe(0);
  }
  const [out] = await t.app.ctx.db.select().from(sysOutbox).where(eq(sysOutbox.entityId, s.id));
  expect(out).toMatchObject({
    status: 'sent',
    kind: 'timesheet.send',
    transport: 'file',
    to: 'ap@example.com.sg',
    error: '',
  });
  expect(out.fileKey).toMatch(/^outbox\/\d{4}-\d{2}\/\d+-timesheet\.send\.eml$/);

  // The outbox page reads it back.
  const got = (await A.get(`/system/outbox/get?id=${out.id}`)).json();
  expect(got).toMatchObject({ code: 0, data: { id: out.id, eml: expect.stringContaining('application/pdf') } });
  // Staff reading the outbox cannot sign as the client.
  expect(got.data.eml).not.toContain(s.token);
  expect(got.data.eml).toMatch(/token=(3D)?\*{6}/);
  expect((await A.get('/system/outbox/list?status=sent&to=example')).json().data.total).toBeGreaterThan(0);

  // Public: masked NRICs only, no pay.
  const v = await view(s.token);
  expect(v.statusCode).toBe(200);
  const data = v.json().data;
  expect(data.rows).toHaveLength(2);
  const nrics = await t.app.ctx.db
    .select({ nric: wfWorker.nric })
    .from(wfWorkRecord)
    .innerJoin(wfWorker, eq(wfWorker.id, wfWorkRecord.workerId))
    .where(eq(wfWorkRecord.timesheetId, s.id));
  for (const { nric } of nrics) expect(v.body).not.toContain(nric);
  for (const r of data.rows) expect(r.nricMasked).toMatch(/^[STFGM]\*{4}\d{3}[A-Z]$/);
  expect(v.body).not.toMatch(/payAmount|payMinutes|payRate|adjustReason/);
  expect(data).toMatchObject({
    status: 'sent_to_client',
    deadlineAt: expect.any(String),
    lastChanges: null,
    comments: [],
  });

  const ok = await approve(s.token);
  expect(ok.json()).toMatchObject({ code: 0, data: { status: 'approved' } });
  const ts = (await A.get(`/workforce/timesheet/get?id=${s.id}`)).json().data;
  expect(ts).toMatchObject({
    status: 'approved',
    signerName: 'Mei Ling Tan',
    signedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  const [used] = await linksOf(s.id);
  expect(used).toMatchObject({ usedFor: 'approve', usedAt: expect.any(Date) });
  const [audit] = await t.app.ctx.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.entity} = 'timesheet' and ${auditLog.entityId} = ${s.id} and ${auditLog.action} = 'approve'`);
  expect(audit.actorName).toBe('client (link): Mei Ling Tan');
  expect(audit.data).toMatchObject({ via: 'link', signerName: 'Mei Ling Tan' });

  const again = await approve(s.token);
  expect(again.statusCode).toBe(410);
  expect(again.json().message).toMatch(/already used/);
  expect((await view(s.token)).statusCode).toBe(410);
  expect((await view('A'.repeat(43))).statusCode).toBe(404);
});

test('an expired link is refused (410); a changed timesheet makes it stale (409)', async () => {
  const s = await sentTimesheet();
  await t.app.ctx.db
    .update(wfTimesheetLink)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(wfTimesheetLink.timesheetId, s.id));
  const expired = await view(s.token);
  expect(expired.statusCode).toBe(410);
  expect(expired.json().message).toMatch(/expired/);

  const s2 = await sentTimesheet();
  await t.app.ctx.db
    .update(wfTimesheet)
    .set({ version: sql`${wfTimesheet.version} + 1` })
    .where(eq(wfTimesheet.id, s2.id));
  const stale = await approve(s2.token);
  expect(stale.statusCode).toBe(409);
  expect(stale.json().message).toMatch(/changed after this link/);
  expect((await A.get(`/workforce/timesheet/get?id=${s2.id}`)).json().data.status).toBe('sent_to_client');
});

test('dispute with row comments; correct a record; the re-send lists the change and retires the old link', async () => {
  const s = await sentTimesheet();
  const [a, b] = s.records;
  const foreign = await P.post('/pub/timesheet/signoff/dispute', {
    token: s.token,
    signerName: 'Raj Kumar',
    comment: 'Hours are wrong',
    rows: [{ workRecordId: 2147483000, comment: 'not ours' }],
  });
  expect(foreign.statusCode).toBe(400);
  expect((await linksOf(s.id))[0].usedAt).toBeNull();

  const disputed = await P.post('/pub/timesheet/signoff/dispute', {
    token: s.token,
    signerName: 'Raj Kumar',
    comment: 'Hours are wrong',
    rows: [{ workRecordId: a, comment: 'Left at 18:00, not 19:00' }],
  });
  expect(disputed.json()).toMatchObject({ code: 0, data: { status: 'disputed' } });
  const comments = await t.app.ctx.db.select().from(wfTimesheetComment).where(eq(wfTimesheetComment.timesheetId, s.id));
  expect(comments.map((c) => [c.workRecordId, c.comment, c.fromClient, c.author])).toEqual([
    [null, 'Hours are wrong', true, 'Raj Kumar'],
    [a, 'Left at 18:00, not 19:00', true, 'Raj Kumar'],
  ]);
  expect((await approve(s.token)).statusCode).toBe(410);

  // The correction, verified again, then the re-send.
  const day = (await A.get(`/workforce/workRecord/get?id=${a}`)).json().data.shiftDate as string;
  const edit = await A.put('/workforce/workRecord/edit', {
    id: a,
    clockInAt: sg(day, '09:00'),
    clockOutAt: sg(day, '18:00'),
    reason: 'Client: left at 18:00',
  });
  expect(edit.json().code).toBe(0);
  expect((await A.put('/workforce/workRecord/verify', { ids: [a] })).json().code).toBe(0);
  const before = emls();
  expect((await A.put('/workforce/timesheet/send', { id: s.id })).json().code).toBe(0);
  const eml = fs.readFileSync(emls().filter((f) => !before.includes(f))[0], 'utf8');
  expect(decoded(eml)).toMatch(/Changes since the last version/);
  const token2 = tokenIn(eml);
  expect(token2).not.toBe(s.token);

  const detail = (await A.get(`/workforce/timesheet/get?id=${s.id}`)).json().data;
  expect(detail.lastChanges.added).toEqual([]);
  expect(detail.lastChanges.removed).toEqual([]);
  expect(detail.lastChanges.changed).toHaveLength(1);
  expect(detail.lastChanges.changed[0]).toMatchObject({ workRecordId: a, before: { billMinutes: expect.any(Number) } });
  expect(detail.lastChanges.changed[0].after.billMinutes).toBeLessThan(
    detail.lastChanges.changed[0].before.billMinutes,
  );
  expect(detail.comments).toHaveLength(2);
  expect(detail.records.map((r: { id: number }) => r.id)).toEqual([a, b]);

  expect((await view(s.token)).statusCode).toBe(410);
  const v2 = (await view(token2)).json().data;
  expect(v2.lastChanges.changed[0].workRecordId).toBe(a);
  expect(v2.comments).toHaveLength(2);
});

test('no recipient: the send still succeeds, the outbox says why nothing went out', async () => {
  const s = await sentTimesheet();
  await t.app.ctx.db.update(wfTimesheet).set({ status: 'disputed' }).where(eq(wfTimesheet.id, s.id));
  await t.app.ctx.db.update(finClient).set({ billingEmail: '' }).where(eq(finClient.id, terms.clientId));
  try {
    const before = emls();
    expect((await A.put('/workforce/timesheet/send', { id: s.id })).json().code).toBe(0);
    expect(emls()).toEqual(before);
    const rows = await t.app.ctx.db.select().from(sysOutbox).where(eq(sysOutbox.entityId, s.id));
    expect(rows.at(-1)).toMatchObject({ status: 'failed', error: 'no recipient' });
    expect((await linksOf(s.id)).filter((l) => !l.usedAt)).toHaveLength(1);
  } finally {
    await t.app.ctx.db
      .update(finClient)
      .set({ billingEmail: 'ap@example.com.sg' })
      .where(eq(finClient.id, terms.clientId));
  }
});

test('the deadline job reminds once with a fresh link, then approves automatically, once', async () => {
  const s = await sentTimesheet();
  const [link] = await linksOf(s.id);
  const deadline = link.expiresAt;

  const reminders = () =>
    t.app.ctx.db
      .select()
      .from(sysOutbox)
      .where(sql`${sysOutbox.entityId} = ${s.id} and ${sysOutbox.kind} = 'timesheet.reminder'`);
  // An hour before the deadline (the other timesheets of this file are reminded too).
  const first = await runDeadlines(new Date(deadline.getTime() - 3600_000));
  expect(first.reminded).toContain(s.id);
  const [reminder] = await reminders();
  expect(reminder).toMatchObject({ status: 'sent', fileKey: expect.stringMatching(/timesheet\.reminder\.eml$/) });
  const fresh = tokenIn(fs.readFileSync(path.join(t.dataDir, reminder.fileKey as string), 'utf8'));
  expect((await view(s.token)).statusCode).toBe(410);
  expect((await view(fresh)).json().data.deadlineAt).toBe(deadline.toISOString());
  // Once.
  expect((await runDeadlines(new Date(deadline.getTime() - 1800_000))).reminded).toEqual([]);
  expect(await reminders()).toHaveLength(1);

  const due = await runDeadlines(new Date(deadline.getTime() + 1000));
  expect(due.approved).toContain(s.id);
  const ts = (await A.get(`/workforce/timesheet/get?id=${s.id}`)).json().data;
  expect(ts.status).toBe('auto_approved');
  expect((await linksOf(s.id)).every((l) => l.usedAt)).toBe(true);
  expect((await linksOf(s.id)).some((l) => l.usedFor === 'expired')).toBe(true);
  const [audit] = await t.app.ctx.db
    .select()
    .from(auditLog)
    .where(
      sql`${auditLog.entity} = 'timesheet' and ${auditLog.entityId} = ${s.id} and ${auditLog.action} = 'autoApprove'`,
    );
  expect(audit).toMatchObject({ actorName: 'system', actorId: null, data: { automatic: true } });
  expect((await view(fresh)).statusCode).toBe(410);
  // Idempotent.
  expect((await runDeadlines(new Date(deadline.getTime() + 2000))).approved).not.toContain(s.id);
});

const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;
onPostgres('two approvals of one link at once: exactly one succeeds', async () => {
  const s = await sentTimesheet();
  const answers = await Promise.all([approve(s.token, 'First Signer'), approve(s.token, 'Second Signer')]);
  const codes = answers.map((r) => r.statusCode).sort();
  expect(codes[0]).toBe(200);
  expect([409, 410]).toContain(codes[1]);
  const approvals = await t.app.ctx.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.entity} = 'timesheet' and ${auditLog.entityId} = ${s.id} and ${auditLog.action} = 'approve'`);
  expect(approvals).toHaveLength(1);
});
