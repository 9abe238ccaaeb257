/**
 * Workers: field validation naming fields (en and zh), duplicates 409 naming the worker with the
 * field in data.errors, patch edits, the referrer (another existing worker), delete rules, list filters / sort / paging, 403 without the
 * rule, every user transition through the routes with its audit row, suspend-until and the daily
 * reinstate sweep from the job queue with a controlled day.
 */
import { WorkerApi } from '@shiftdesk/shared/api';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { withTransaction } from '../../src/core/data/unit-of-work';
import { auditLog, wfWorker } from '../../src/db/schema';
import { SCHEDULES } from '../../src/jobs/schedules';
import { reinstateSuspended } from '../../src/modules/workforce/worker/service';
import { API, createTestApp, eventually, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { makeWorker, nric, workerBody } from './fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5, schedules: [] } });
  A = api(t, (await adminToken(t)).token);
}, 120_000);
afterAll(() => t.close());

const history = async (id: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'worker'), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.id))
  ).map((l) => [l.action, l.fromState, l.toState, l.reason]);

test('validation names each bad field: checksum, residency prefix, phone, PR date, pass, age, bank', async () => {
  const bad = await A.post(
    '/workforce/worker/add',
    workerBody({ nric: 'S1234567A', phone: '+6571234567', residency: 'pr', dateOfBirth: '2020-01-01' }),
  );
  expect(bad.statusCode).toBe(400);
  const fields = bad.json().data.errors.map((e: { field: string }) => e.field);
  expect(fields).toEqual(['body.nric', 'body.phone', 'body.dateOfBirth', 'body.prStartDate']);
  expect(bad.json().data.errors[0].message).toMatch(/NRIC\/FIN is not valid/);

  const foreigner = await A.post('/workforce/worker/add', workerBody({ residency: 'foreigner' }));
  expect(foreigner.json().data.errors.map((e: { field: string }) => e.field)).toEqual(['body.nric', 'body.passType', 'body.passExpiry']);

  const zh = api(t, (await adminToken(t)).token, 'zh-CN');
  const bank = await zh.post('/workforce/worker/add', workerBody({ bankAccount: '123-45678-9' }));
  expect(bank.json()).toMatchObject({ code: 400, data: { errors: [{ field: 'body.bankName', message: '填写银行账号时须填写银行名称' }] } });

  const ok = await A.post(
    '/workforce/worker/add',
    workerBody({ nric: nric('G', 7_000_000 + (process.pid % 1000)), residency: 'foreigner', nationality: 'Malaysian', passType: 'wp', passExpiry: '2027-06-30', bankName: 'DBS', bankAccount: '123-45678-9', phone: '9123 0' + String(process.pid % 1000).padStart(3, '0') }),
  );
  expect(ok.json()).toMatchObject({ code: 0, data: { status: 'pending_verification' } });
  const got = (await A.get(`/workforce/worker/get?id=${ok.json().data.id}`)).json().data;
  expect(got).toMatchObject({ residency: 'foreigner', passType: 'wp', bankAccount: '*****6789', phone: expect.stringMatching(/^\+659123/) });
});

test('same NRIC or phone → 409 naming the existing worker, the field in data.errors', async () => {
  const first = workerBody({ name: 'Siti Nurhaliza binte Ahmad' });
  const id = await makeWorker(A, first);
  const sameNric = await A.post('/workforce/worker/add', workerBody({ nric: first.nric.toLowerCase() }));
  expect(sameNric.statusCode).toBe(409);
  expect(sameNric.json()).toMatchObject({
    message: `NRIC already belongs to worker #${id} Siti Nurhaliza binte Ahmad`,
    data: { errors: [{ field: 'body.nric' }] },
  });
  const samePhone = await A.post('/workforce/worker/add', workerBody({ phone: first.phone.slice(3) }));
  expect(samePhone.statusCode).toBe(409);
  expect(samePhone.json().data.errors[0]).toMatchObject({ field: 'body.phone', message: expect.stringContaining(`#${id}`) });
  // An edit onto another worker's phone is refused the same way.
  const other = await makeWorker(A);
  const edit = await A.put('/workforce/worker/edit', { id: other, phone: first.phone });
  expect(edit.statusCode).toBe(409);
});

test('edit has patch semantics: absent fields keep their value; the audit row masks the NRIC', async () => {
  const body = workerBody({ address: '1 Orchard Road', skills: ['Forklift'], languages: ['English'] });
  const id = await makeWorker(A, body);
  const r = await A.put('/workforce/worker/edit', { id, email: 'new@example.com', skills: ['forklift', 'Barista'] });
  expect(r.json().code).toBe(0);
  const got = (await A.get(`/workforce/worker/get?id=${id}`)).json().data;
  expect(got).toMatchObject({ email: 'new@example.com', address: '1 Orchard Road', languages: ['English'], skills: ['forklift', 'barista'], name: body.name });
  const bad = await A.put('/workforce/worker/edit', { id, residency: 'pr' });
  expect(bad.json().data.errors).toEqual([expect.objectContaining({ field: 'body.prStartDate' })]);
  const newNric = nric('T', 3_000_000 + (process.pid % 100000));
  expect((await A.put('/workforce/worker/edit', { id, nric: newNric })).json().code).toBe(0);
  const [edited] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'worker'), eq(auditLog.entityId, id), eq(auditLog.action, 'edited')))
    .orderBy(asc(auditLog.id))
    .offset(1);
  expect(JSON.stringify(edited.data)).not.toContain(newNric);
  expect(JSON.stringify(edited.data)).toContain(`T****${newNric.slice(5)}`);
});

test('referred by: another existing worker, named in the row, kept by edits that leave it out, audited', async () => {
  const referrer = await makeWorker(A);
  const referrerName = (await A.get(`/workforce/worker/get?id=${referrer}`)).json().data.name;
  const id = await makeWorker(A, { referredBy: referrer });
  expect((await A.get(`/workforce/worker/get?id=${id}`)).json().data).toMatchObject({
    referredBy: referrer,
    referredByName: referrerName,
  });
  const listed = (await A.get(`/workforce/worker/list?name=${encodeURIComponent(referrerName)}&pageSize=50`)).json().data
    .list;
  expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ id: referrer, referredBy: null })]));
  // An edit that leaves it out keeps it; null clears it, and the History line says so.
  expect((await A.put('/workforce/worker/edit', { id, remark: 'Keeps the referrer' })).json().code).toBe(0);
  expect((await A.get(`/workforce/worker/get?id=${id}`)).json().data.referredBy).toBe(referrer);
  const self = await A.put('/workforce/worker/edit', { id, referredBy: id });
  expect(self.json()).toMatchObject({ code: 400, data: { errors: [{ field: 'body.referredBy', message: 'A worker cannot refer themselves' }] } });
  const unknown = await api(t, (await adminToken(t)).token, 'zh-CN').post('/workforce/worker/add', workerBody({ referredBy: 99_999_999 }));
  expect(unknown.json()).toMatchObject({ code: 400, data: { errors: [{ field: 'body.referredBy', message: '推荐人员工 #99999999 不存在' }] } });
  expect((await A.put('/workforce/worker/edit', { id, referredBy: null })).json().code).toBe(0);
  expect((await A.get(`/workforce/worker/get?id=${id}`)).json().data).toMatchObject({ referredBy: null, referredByName: null });
  const edits = (await history(id)).filter(([action]) => action === 'edited');
  expect(edits).toHaveLength(2);
  const [last] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'worker'), eq(auditLog.entityId, id), eq(auditLog.action, 'edited')))
    .orderBy(asc(auditLog.id))
    .offset(1);
  expect(last.data).toMatchObject({ fields: { referredBy: [referrer, null] } });
});

test('every user action through its route, audited; suspend needs until + reason; illegal moves 409', async () => {
  const id = await makeWorker(A);
  const move = (action: string, body: Record<string, unknown> = {}) => A.put(`/workforce/worker/${action}`, { id, ...body });
  expect((await move('suspend', { until: '2099-01-01', reason: 'x' })).statusCode).toBe(409);
  expect((await move('verify')).json().data.status).toBe('active');
  expect((await move('suspend', { until: '2000-01-01', reason: 'late' })).json().data.errors[0].field).toBe('body.until');
  expect((await move('suspend', { until: '2099-01-01' })).statusCode).toBe(400);
  expect((await move('suspend', { until: '2099-01-01', reason: 'Late three times' })).json().data.status).toBe('suspended');
  expect((await A.get(`/workforce/worker/get?id=${id}`)).json().data.suspendedUntil).toBe('2099-01-01');
  expect((await move('reinstate')).json().data.status).toBe('active');
  expect((await A.get(`/workforce/worker/get?id=${id}`)).json().data.suspendedUntil).toBeNull();
  expect((await move('deactivate', { reason: 'moved overseas' })).json().data.status).toBe('inactive');
  expect((await move('reactivate')).json().data.status).toBe('active');
  expect((await move('blacklist')).statusCode).toBe(400);
  expect((await move('blacklist', { reason: 'theft at site' })).json().data.status).toBe('blacklisted');
  const refused = await move('reactivate');
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toMatch(/blacklisted/);
  expect((await A.put('/workforce/worker/ban', { id })).statusCode).toBe(404);
  expect(await history(id)).toEqual([
    ['created', null, 'pending_verification', ''],
    ['verify', 'pending_verification', 'active', ''],
    ['suspend', 'active', 'suspended', 'Late three times'],
    ['reinstate', 'suspended', 'active', ''],
    ['deactivate', 'active', 'inactive', 'moved overseas'],
    ['reactivate', 'inactive', 'active', ''],
    ['blacklist', 'active', 'blacklisted', 'theft at site'],
  ]);
});

test('the daily sweep reinstates suspensions that ended (as the system, from the job queue), and is scheduled', async () => {
  expect(SCHEDULES.map((s) => s.queue)).toContain('workforce.reinstateSuspended');
  const ended = await makeWorker(A);
  const running = await makeWorker(A);
  for (const [id, until] of [
    [ended, '2099-03-31'],
    [running, '2099-04-01'],
  ] as const) {
    await A.put('/workforce/worker/verify', { id });
    await A.put('/workforce/worker/suspend', { id, until, reason: 'no-shows' });
  }
  await t.app.ctx.jobs.send('workforce.reinstateSuspended', { today: '2099-04-01' });
  await eventually(async () => (await A.get(`/workforce/worker/get?id=${ended}`)).json().data.status === 'active', 20_000);
  expect((await A.get(`/workforce/worker/get?id=${running}`)).json().data.status).toBe('suspended');
  const [line] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, ended), eq(auditLog.action, 'reinstate')));
  expect(line).toMatchObject({ entity: 'worker', fromState: 'suspended', toState: 'active', actorId: null, actorName: 'system' });
  const again = await withTransaction(t.app.ctx, (tx) => reinstateSuspended(tx, '2099-04-01'));
  expect(again).not.toContain(ended);
});

test('delete: only pending verification; otherwise 409 naming the worker', async () => {
  const pending = await makeWorker(A);
  const active = await makeWorker(A, { name: 'Muthu Krishnan' });
  await A.put('/workforce/worker/verify', { id: active });
  const refused = await A.del('/workforce/worker/delete', { ids: [pending, active] });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toContain('Muthu Krishnan');
  expect((await A.del('/workforce/worker/delete', { ids: [pending] })).json().code).toBe(0);
  expect((await A.get(`/workforce/worker/get?id=${pending}`)).statusCode).toBe(404);
});

test('list: keyword, NRIC last 4 (never a whole NRIC), status, residency, skill, credit score, last worked; sort; paging', async () => {
  const tag = `Zq${process.pid}x`;
  const a = workerBody({ name: `${tag} Alpha`, skills: ['Forklift'] });
  const ids = [
    await makeWorker(A, a),
    await makeWorker(A, { name: `${tag} Bravo`, residency: 'pr', prStartDate: '2020-01-01', nric: nric('T', 4_100_000 + (process.pid % 99999)) }),
    await makeWorker(A, { name: `${tag} Charlie` }),
  ];
  await A.put('/workforce/worker/verify', { id: ids[2] });
  await t.db.update(wfWorker).set({ creditScore: 40, lastWorkedAt: new Date('2026-03-10T02:00:00Z') }).where(eq(wfWorker.id, ids[2]));
  const q = async (qs: string) => (await A.get(`/workforce/worker/list?keyword=${encodeURIComponent(tag)}&${qs}`)).json().data;
  expect((await q('')).total).toBe(3);
  expect((await q('status=active')).list.map((w: { id: number }) => w.id)).toEqual([ids[2]]);
  expect((await q('residency=pr')).list.map((w: { id: number }) => w.id)).toEqual([ids[1]]);
  expect((await q('skill=forklift')).list.map((w: { id: number }) => w.id)).toEqual([ids[0]]);
  expect((await q('creditScoreMax=50')).list.map((w: { id: number }) => w.id)).toEqual([ids[2]]);
  expect((await q('creditScoreMin=50')).total).toBe(2);
  expect((await q('lastWorkedFrom=2026-03-10&lastWorkedTo=2026-03-10')).list.map((w: { id: number }) => w.id)).toEqual([ids[2]]);
  expect((await q('lastWorkedFrom=2026-03-11')).total).toBe(0);
  expect((await q('orderBy=name&orderDir=desc')).list.map((w: { name: string }) => w.name)).toEqual([`${tag} Charlie`, `${tag} Bravo`, `${tag} Alpha`]);
  const p2 = await q('orderBy=name&orderDir=asc&pageSize=2&pageNum=2');
  expect(p2).toMatchObject({ total: 3, currentPage: 2, list: [{ name: `${tag} Charlie` }] });
  const tail = a.nric.slice(5);
  const byTail = (await A.get(`/workforce/worker/list?nricLast4=${tail}`)).json().data;
  expect(byTail.list.map((w: { id: number }) => w.id)).toContain(ids[0]);
  expect((await A.get(`/workforce/worker/list?keyword=${tail}`)).json().data.list.map((w: { id: number }) => w.id)).toContain(ids[0]);
  // A whole NRIC finds nothing, and is refused as nricLast4.
  expect((await A.get(`/workforce/worker/list?keyword=${a.nric}`)).json().data.total).toBe(0);
  expect((await A.get(`/workforce/worker/list?nricLast4=${a.nric}`)).statusCode).toBe(400);
  expect((await A.get('/workforce/worker/list?orderBy=nric')).statusCode).toBe(400);
});

test('403 without the rule; revealNric needs its own rule and writes an audit row', async () => {
  const id = await makeWorker(A);
  const reader = api(t, (await userWith(t, { rules: [WorkerApi.rule.list, WorkerApi.rule.get] })).token);
  expect((await reader.get(`/workforce/worker/get?id=${id}`)).statusCode).toBe(200);
  expect((await reader.post('/workforce/worker/add', workerBody())).statusCode).toBe(403);
  expect((await reader.put('/workforce/worker/verify', { id })).statusCode).toBe(403);
  expect((await reader.get(`/workforce/worker/revealNric?id=${id}`)).statusCode).toBe(403);
  const revealer = await userWith(t, { rules: [WorkerApi.rule.get, WorkerApi.rule.revealNric] });
  const R = api(t, revealer.token);
  const whole = (await t.db.select({ nric: wfWorker.nric }).from(wfWorker).where(eq(wfWorker.id, id)))[0].nric;
  expect((await R.get(`/workforce/worker/revealNric?id=${id}`)).json().data).toMatchObject({ id, nric: whole });
  const [line] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'revealNric')));
  expect(line).toMatchObject({ entity: 'worker', actorId: revealer.userId });
});

test('photo upload: stored re-encoded, served to staff who may read workers, not to others', async () => {
  const id = await makeWorker(A);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a6' } }).png().toBuffer();
  const B = 'wfPhotoBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${id}\r\n`),
    Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${B}--\r\n`),
  ]);
  const { token } = await adminToken(t);
  const up = await t.app.inject({
    method: 'POST',
    url: `${API}/workforce/worker/avatar`,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${B}` },
  });
  expect(up.json()).toMatchObject({ code: 0, data: { avatarUrl: expect.stringMatching(/^api\/v1\/system\/file\?key=workerPhoto/) } });
  const url = (await A.get(`/workforce/worker/get?id=${id}`)).json().data.avatarUrl;
  expect(url).toBe(up.json().data.avatarUrl);
  const file = await A.get(`/${url.slice('api/v1/'.length)}`);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toMatch(/^image\//);
  const outsider = api(t, (await userWith(t, { rules: ['api/v1/workforce/applicant/list'] })).token);
  expect((await outsider.get(`/${url.slice('api/v1/'.length)}`)).statusCode).toBe(403);
});
