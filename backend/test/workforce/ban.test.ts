/**
 * Bans and the blacklist: manual bans by scope, lift through transition() with its audit row,
 * the automatic no-show ban (3 in 30 days → 14-day platform ban; not when spread over 31 days),
 * ban expiry from the job queue with a controlled clock, the blacklist (permanent, worker
 * blacklisted), activeBansFor, 403s and validation.
 */
import { BanRecordApi, BlacklistApi } from '@shiftdesk/shared/api';
import { SCHEDULES } from '../../src/jobs/schedules';
import { SYSTEM_ACTOR } from '../../src/core/data/audit-trail';
import { withTransaction } from '../../src/core/data/unit-of-work';
import { activeBansFor } from '../../src/modules/workforce/ban-record/service';
import { reverseCreditEvents } from '../../src/modules/workforce/credit-event/service';
import { createTestApp, eventually, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { makeClient, makeDept } from '../finance/fixtures';
import { historyOf, makeWorker, record, workerOf } from './conduct-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5, schedules: [] } });
  A = api(t, (await adminToken(t)).token);
}, 120_000);
afterAll(() => t.close());

test('a platform ban bans an active worker; lifting it (reason required) unbans, each step audited', async () => {
  const w = await makeWorker(t);
  const r = await A.post('/workforce/banRecord/add', { workerId: w, scope: 'platform', reason: 'Rude to client' });
  expect(r.json().code).toBe(0);
  const id = r.json().data.id;
  expect((await workerOf(t, w)).status).toBe('banned');
  const got = (await A.get(`/workforce/banRecord/get?id=${id}`)).json().data;
  expect(got).toMatchObject({ workerId: w, scope: 'platform', status: 'active', endsAt: null, automatic: false });
  expect(got).not.toHaveProperty('nric');

  expect((await A.put('/workforce/banRecord/lift', { id })).statusCode).toBe(400);
  const lifted = await A.put('/workforce/banRecord/lift', { id, reason: 'Apologised' });
  expect(lifted.json().data).toMatchObject({ id, from: 'active', to: 'lifted' });
  expect((await A.get(`/workforce/banRecord/get?id=${id}`)).json().data).toMatchObject({
    status: 'lifted',
    liftReason: 'Apologised',
  });
  expect((await workerOf(t, w)).status).toBe('active');
  expect(await historyOf(t, 'banRecord', id)).toEqual([
    ['created', null, 'active', 'admin', 'Rude to client'],
    ['lift', 'active', 'lifted', 'admin', 'Apologised'],
  ]);
  expect((await historyOf(t, 'worker', w)).map((h) => h.slice(0, 4))).toEqual([
    ['ban', 'active', 'banned', 'system'],
    ['unban', 'banned', 'active', 'system'],
  ]);
  // Lifting again: the machine refuses (409 naming the state).
  expect((await A.put('/workforce/banRecord/lift', { id, reason: 'again' })).statusCode).toBe(409);
});

test('client and department bans leave the worker active; activeBansFor answers by client / department', async () => {
  const w = await makeWorker(t);
  const clientId = await makeClient(A);
  const deptId = await makeDept(A, clientId);
  const otherClient = await makeClient(A);
  const c = (await A.post('/workforce/banRecord/add', { workerId: w, scope: 'client', clientId, reason: 'Client asked' })).json();
  const d = (
    await A.post('/workforce/banRecord/add', {
      workerId: w,
      scope: 'department',
      contractDeptId: deptId,
      reason: 'Site asked',
      endsOn: '2099-12-31',
    })
  ).json();
  expect(c.code).toBe(0);
  expect(d.code).toBe(0);
  expect((await workerOf(t, w)).status).toBe('active');
  expect((await A.get(`/workforce/banRecord/get?id=${d.data.id}`)).json().data).toMatchObject({
    clientId,
    contractDeptId: deptId,
  });
  expect((await activeBansFor(t.db, w, { clientId, contractDeptId: deptId })).map((b) => b.id)).toEqual([
    c.data.id,
    d.data.id,
  ]);
  expect(await activeBansFor(t.db, w, { clientId: otherClient })).toEqual([]);
  const list = (await A.get(`/workforce/banRecord/list?workerId=${w}&scope=client`)).json().data;
  expect(list.list.map((b: { id: number }) => b.id)).toEqual([c.data.id]);
  expect(list.total).toBe(1);
});

test('validation: scope needs its client / department, no future start, end after start, unknown worker', async () => {
  const w = await makeWorker(t);
  const bad = async (body: Record<string, unknown>, field: string) => {
    const r = await A.post('/workforce/banRecord/add', { workerId: w, reason: 'x', scope: 'platform', ...body });
    expect(r.statusCode).toBe(400);
    expect(JSON.stringify(r.json())).toContain(field);
  };
  await bad({ scope: 'client' }, 'clientId');
  await bad({ scope: 'department' }, 'contractDeptId');
  await bad({ startsOn: '2099-01-01' }, 'startsOn');
  await bad({ startsOn: '2026-01-10', endsOn: '2026-01-09' }, 'endsOn');
  await bad({ workerId: 999999 }, 'workerId');
  await bad({ reason: '' }, 'reason');
  expect((await workerOf(t, w)).status).toBe('active');
});

test('automatic ban: the 3rd no-show within 30 days bans for 14 days (system); the sweep ends it from the job queue', async () => {
  expect(SCHEDULES.map((s) => s.queue)).toEqual(expect.arrayContaining(['workforce.expireBans', 'workforce.expireCreditEvents']));
  const w = await makeWorker(t);
  await record(t, w, 'no_show', '2026-03-01T01:00:00.000Z');
  await record(t, w, 'no_show', '2026-03-10T01:00:00.000Z');
  expect((await workerOf(t, w)).status).toBe('active');
  await record(t, w, 'no_show', '2026-03-30T01:00:00.000Z');
  const worker = await workerOf(t, w);
  expect(worker.status).toBe('banned');
  const [ban] = (await A.get(`/workforce/banRecord/list?workerId=${w}`)).json().data.list;
  expect(ban).toMatchObject({
    scope: 'platform',
    automatic: true,
    createdBy: null,
    startsAt: '2026-03-30T01:00:00.000Z',
    endsAt: '2026-04-13T01:00:00.000Z',
    status: 'active',
  });
  // A 4th no-show while banned makes no second ban.
  await record(t, w, 'no_show', '2026-04-01T01:00:00.000Z');
  expect((await A.get(`/workforce/banRecord/list?workerId=${w}`)).json().data.total).toBe(1);

  // The sweep before the end leaves it; at the end it expires it and unbans the worker.
  await t.app.ctx.jobs.send('workforce.expireBans', { at: '2026-04-13T00:59:00.000Z' });
  await t.app.ctx.jobs.send('workforce.expireBans', { at: '2026-04-13T01:00:00.000Z' });
  await eventually(async () => (await workerOf(t, w)).status === 'active', 20_000);
  expect((await A.get(`/workforce/banRecord/get?id=${ban.id}`)).json().data.status).toBe('expired');
  expect((await historyOf(t, 'banRecord', ban.id)).map((h) => h.slice(0, 4))).toEqual([
    ['created', null, 'active', 'system'],
    ['expire', 'active', 'expired', 'system'],
  ]);
});

test('automatic ban: a reversed no-show the ban still earns leaves it; one it no longer earns lifts it (system) and frees the worker', async () => {
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const w = await makeWorker(t);
  const events: number[] = [];
  for (const days of [12, 6, 2, 1]) events.push(await record(t, w, 'no_show', ago(days)));
  expect((await workerOf(t, w)).status).toBe('banned');
  const [ban] = (await A.get(`/workforce/banRecord/list?workerId=${w}`)).json().data.list;
  expect(ban).toMatchObject({ automatic: true, status: 'active' });
  const reverse = (id: number, reason: string) =>
    withTransaction(t.app.ctx, (tx) => reverseCreditEvents(tx, SYSTEM_ACTOR, [id], reason, null));

  // The 4th came after the ban began: the ban's three still stand.
  await reverse(events[3], 'MC approved');
  expect((await A.get(`/workforce/banRecord/get?id=${ban.id}`)).json().data.status).toBe('active');
  expect((await workerOf(t, w)).status).toBe('banned');

  // One of the three reversed: two are left in the window, so the ban is no longer earned.
  await reverse(events[0], 'MC approved');
  const lifted = (await A.get(`/workforce/banRecord/get?id=${ban.id}`)).json().data;
  expect(lifted).toMatchObject({ status: 'lifted', liftReason: 'No-show reversed (MC approved): 2 no-shows within 30 days' });
  expect((await workerOf(t, w)).status).toBe('active');
  expect((await historyOf(t, 'banRecord', ban.id)).map((h) => h.slice(0, 4))).toEqual([
    ['created', null, 'active', 'system'],
    ['lift', 'active', 'lifted', 'system'],
  ]);
});

test('automatic ban: three no-shows spread over 31 days do not ban', async () => {
  const w = await makeWorker(t);
  await record(t, w, 'no_show', '2026-05-01T01:00:00.000Z');
  await record(t, w, 'no_show', '2026-05-15T01:00:00.000Z');
  await record(t, w, 'no_show', '2026-05-31T01:00:00.000Z');
  expect((await workerOf(t, w)).status).toBe('active');
  expect((await A.get(`/workforce/banRecord/list?workerId=${w}`)).json().data.total).toBe(0);
});

test('blacklist: permanent platform ban, worker blacklisted with the reason; listed; cannot be lifted or repeated', async () => {
  const w = await makeWorker(t, { name: 'Blacklist Candidate' });
  const r = await A.post('/workforce/blacklist/add', { workerId: w, reason: 'Theft on site' });
  expect(r.json().code).toBe(0);
  const banId = r.json().data.id;
  expect((await workerOf(t, w)).status).toBe('blacklisted');
  expect((await A.get(`/workforce/banRecord/get?id=${banId}`)).json().data).toMatchObject({
    blacklist: true,
    endsAt: null,
    scope: 'platform',
  });
  const list = (await A.get('/workforce/blacklist/list?workerName=candidate')).json().data;
  expect(list.list).toEqual([
    expect.objectContaining({ id: banId, workerId: w, reason: 'Theft on site', blacklistedByName: 'admin' }),
  ]);
  expect(JSON.stringify(list)).not.toContain('nric');
  expect((await historyOf(t, 'worker', w)).map((h) => h.slice(0, 5))).toEqual([
    ['blacklist', 'active', 'blacklisted', 'admin', 'Theft on site'],
  ]);
  expect((await A.put('/workforce/banRecord/lift', { id: banId, reason: 'no' })).statusCode).toBe(409);
  expect((await A.post('/workforce/blacklist/add', { workerId: w, reason: 'again' })).statusCode).toBe(409);
  expect((await A.post('/workforce/blacklist/add', { workerId: w, reason: '' })).statusCode).toBe(400);
});

test('403 without the rules; the list rule alone cannot add, lift or blacklist', async () => {
  const w = await makeWorker(t);
  const reader = api(t, (await userWith(t, { rules: [BanRecordApi.rule.list, BlacklistApi.rule.list] })).token);
  expect((await reader.get('/workforce/banRecord/list')).statusCode).toBe(200);
  expect((await reader.get('/workforce/blacklist/list')).statusCode).toBe(200);
  expect((await reader.post('/workforce/banRecord/add', { workerId: w, scope: 'platform', reason: 'x' })).statusCode).toBe(403);
  expect((await reader.put('/workforce/banRecord/lift', { id: 1, reason: 'x' })).statusCode).toBe(403);
  expect((await reader.post('/workforce/blacklist/add', { workerId: w, reason: 'x' })).statusCode).toBe(403);
  const none = api(t, (await userWith(t, { rules: [] })).token);
  expect((await none.get('/workforce/banRecord/list')).statusCode).toBe(403);
  expect((await none.get('/workforce/blacklist/list')).statusCode).toBe(403);
});
