/**
 * Issue 25, defect 4: the id-list fields of mutating routes refuse ids that name no row — a 400
 * on the field whose message lists them, in English and Chinese — instead of storing or
 * dropping them silently (core/data/crud.ts assertIdsExist, the one check they all use).
 */
import { isNull } from 'drizzle-orm';
import { sysDept } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { api } from './support/http';
import { adminToken } from './support/sessions';
import { makeWorker } from './workforce/conduct-fixtures';
import { assignOne, makeTerms, publishedJob } from './workforce/job-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let Z: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  const tok = (await adminToken(t)).token;
  A = api(t, tok);
  Z = api(t, tok, 'zh-CN');
}, 120_000);
afterAll(() => t.close());

type Res = { statusCode: number; json(): { message: string; data: { errors: { field: string; message: string }[] } } };
function refused(res: Res, field: string, ids: number[], text: RegExp) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  const err = body.data.errors.find((e) => e.field === `body.${field}`);
  expect(err).toBeDefined();
  for (const id of ids) {
    expect(body.message).toContain(String(id));
    expect(err!.message).toContain(String(id));
  }
  expect(body.message).toMatch(text);
}

test('role add and edit: unknown deptIds are refused whatever the data scope', async () => {
  const [dept] = await t.db.select({ id: sysDept.id }).from(sysDept).where(isNull(sysDept.deletedAt)).limit(1);
  for (const dataScope of [2, 3, 1]) {
    refused(
      await A.post('/system/role/add', { name: `R${dataScope}`, dataScope, deptIds: [dept.id, 987654] }),
      'deptIds',
      [987654],
      /Unknown department/,
    );
  }
  refused(
    await Z.post('/system/role/add', { name: 'RZ', dataScope: 3, deptIds: [987654] }),
    'deptIds',
    [987654],
    /部门不存在/,
  );
  const ok = await A.post('/system/role/add', { name: 'Known depts', dataScope: 2, deptIds: [dept.id] });
  expect(ok.json().code).toBe(0);
  const id = ok.json().data.id;
  refused(
    await A.put('/system/role/edit', { id, name: 'Known depts', deptIds: [987654, 987655] }),
    'deptIds',
    [987654, 987655],
    /Unknown department/,
  );
  refused(
    await A.put('/system/role/edit', { id, name: 'Known depts', dataScope: 2, deptIds: [987654] }),
    'deptIds',
    [987654],
    /Unknown department/,
  );
  // Nothing stored.
  expect((await A.get(`/system/role/get?id=${id}`)).json().data.deptIds).toEqual([dept.id]);
});

test('medicalLeave add: workRecordIds must be work records of the worker', async () => {
  const w = await makeWorker(t);
  const other = await makeWorker(t);
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  // A shift of each worker (real work records).
  const terms = await makeTerms(A);
  const mine = await assignOne(A, await publishedJob(A, terms, day(3)), w);
  const theirs = await assignOne(A, await publishedJob(A, terms, day(3)), other);
  const body = (workRecordIds: number[]) => ({
    workerId: w,
    startDate: day(4),
    endDate: day(3),
    kind: 'outpatient',
    clinic: 'Raffles Medical Clementi',
    mcNumber: 'MC-1',
    workRecordIds,
  });
  refused(
    await A.post('/workforce/medicalLeave/add', body([mine, 424242])),
    'workRecordIds',
    [424242],
    /Unknown work record/,
  );
  // Another worker's work record is not this worker's.
  refused(
    await A.post('/workforce/medicalLeave/add', body([theirs])),
    'workRecordIds',
    [theirs],
    /Unknown work record/,
  );
  refused(await Z.post('/workforce/medicalLeave/add', body([424242])), 'workRecordIds', [424242], /工作记录/);
  expect((await A.post('/workforce/medicalLeave/add', body([mine]))).json().code).toBe(0);
});

test('the other id lists of mutating routes: menu roles, rollout roleIds, notice receivers, user posts', async () => {
  const menu = await A.post('/system/menu/add', {
    pid: 0,
    menuType: 'D',
    name: 'unknownIdsDir',
    title: 'Unknown ids',
    path: '/unknownids',
    roles: [987654],
  });
  expect(menu.statusCode).toBe(400);
  expect(menu.json().message).toContain('987654');
  refused(
    await A.post('/system/remote/rollout', { name: 'website', version: '0.1.0', percent: 10, roleIds: [987654] }),
    'roleIds',
    [987654],
    /Unknown role/,
  );
  refused(
    await A.post('/system/notice/add', { title: 'x', content: '<p>x</p>', type: 2, status: 0, receiverIds: [987654] }),
    'receiverIds',
    [987654],
    /Unknown receiver/,
  );
});
