/**
 * Data scope by id, for every workforce record kept in a department (generated per entity): a
 * user whose role sees only their own department gets the entity's 404 from get / edit / delete /
 * file / state actions, and a 403 on its History, for a record of another department's worker,
 * exactly as if the row did not exist (the owner's record is left as it was); the records of
 * their own department's workers work as usual. Conduct records (ban, MC, allowance) are owned
 * through their worker; applicants, certificates and documents by the department that took them.
 */
import {
  AllowanceApi,
  ApplicantApi,
  BanRecordApi,
  MedicalLeaveApi,
  WorkerApi,
  WorkerCertificateApi,
  WorkerDocumentApi,
} from '@shiftdesk/shared/api';
import { type MessageKey, t as text } from '../../src/core/base/i18n';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { makeType, uploadKey } from './certificate-fixtures';
import { makeWorker, workerBody } from './fixtures';

type Api = ReturnType<typeof api>;
interface As {
  api: Api;
  token: string;
}

let t: TestApp;
let A: As;
let M: As;
let typeId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = (await adminToken(t)).token;
  A = { api: api(t, admin), token: admin };
  const rules = [WorkerApi, ApplicantApi, WorkerCertificateApi, WorkerDocumentApi, BanRecordApi, MedicalLeaveApi, AllowanceApi].flatMap(
    (e) => Object.values(e.rule),
  );
  // Own department only (3), in Operations; the admin's workers belong to another department.
  const m = (await userWith(t, { rules, dataScope: 3, dept: 'Operations' })).token;
  M = { api: api(t, m), token: m };
  typeId = await makeType(A.api);
}, 120_000);
afterAll(() => t.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function created(p: Promise<{ body: string; json(): { code: number; data: { id: number } } }>) {
  const r = await p;
  if (r.json().code !== 0) throw new Error(r.body);
  return r.json().data.id;
}

interface Case {
  /** The entity's path segment and History name */
  entity: string;
  notFound: MessageKey;
  /** A record `as` adds for a worker `as` adds (so in their department); `edit`: a valid edit body */
  make(as: As): Promise<{ id: number; edit?: Record<string, unknown> }>;
  /** A state action by id, taken after the edit and before the delete */
  action: { name: string; reason?: string };
  delete?: boolean;
  file?: boolean;
  /** The record's status, to show an out-of-scope action changed nothing */
  initial: string;
}

const cases: Case[] = [
  {
    entity: 'applicant',
    notFound: 'applicant.notFound',
    initial: 'submitted',
    async make(as) {
      const { engagementType: _, ...b } = workerBody();
      const id = await created(as.api.post('/workforce/applicant/add', { ...b, source: 'website' }));
      return { id, edit: { id, remark: 'edited' } };
    },
    action: { name: 'reject', reason: 'no' },
    delete: true,
  },
  {
    entity: 'workerCertificate',
    notFound: 'workerCertificate.notFound',
    initial: 'pending',
    async make(as) {
      const workerId = await makeWorker(as.api);
      const body = {
        workerId,
        typeId,
        number: 'C-1',
        issuer: 'SkillsFuture Singapore',
        issuedOn: '2025-01-01',
        expiresOn: '2027-12-31',
        fileKey: await uploadKey(t, as.token, 'workerCertificate'),
      };
      const id = await created(as.api.post('/workforce/workerCertificate/add', body));
      return { id, edit: { id, ...body, remark: 'edited' } };
    },
    action: { name: 'reject', reason: 'blurred' },
    delete: true,
    file: true,
  },
  {
    entity: 'workerDocument',
    notFound: 'workerDocument.notFound',
    initial: '',
    async make(as) {
      const workerId = await makeWorker(as.api);
      const body = { workerId, title: 'Employment contract', fileKey: await uploadKey(t, as.token, 'workerDocument') };
      const id = await created(as.api.post('/workforce/workerDocument/add', body));
      return { id, edit: { id, ...body, remark: 'edited' } };
    },
    action: { name: '' },
    delete: true,
    file: true,
  },
  {
    entity: 'banRecord',
    notFound: 'banRecord.notFound',
    initial: 'active',
    async make(as) {
      const workerId = await makeWorker(as.api);
      return { id: await created(as.api.post('/workforce/banRecord/add', { workerId, scope: 'platform', reason: 'Rude to client' })) };
    },
    action: { name: 'lift', reason: 'apologised' },
  },
  {
    entity: 'medicalLeave',
    notFound: 'medicalLeave.notFound',
    initial: 'submitted',
    async make(as) {
      const workerId = await makeWorker(as.api);
      const body = { workerId, startDate: daysAgo(3), endDate: daysAgo(2), kind: 'outpatient', clinic: 'Raffles Medical', mcNumber: 'MC-1' };
      return { id: await created(as.api.post('/workforce/medicalLeave/add', body)) };
    },
    action: { name: 'approve' },
  },
  {
    entity: 'allowance',
    notFound: 'allowance.notFound',
    initial: 'pending',
    async make(as) {
      const workerId = await makeWorker(as.api);
      return { id: await created(as.api.post('/workforce/allowance/add', { workerId, type: 'meal', amount: 500, workDate: daysAgo(2) })) };
    },
    action: { name: 'approve' },
  },
];

const path = (c: Case, route: string) => `/workforce/${c.entity}/${route}`;

describe.each(cases.map((c) => [c.entity, c] as const))('%s', (_, c) => {
  test('out of scope: get, edit, delete, file, action and History answer as if the row did not exist', async () => {
    const theirs = await c.make(A);
    const message = text('en', c.notFound);
    const notFound = async (p: Promise<{ statusCode: number; json(): { message: string } }>) => {
      const res = await p;
      expect([res.statusCode, res.json().message]).toEqual([404, message]);
    };
    const before = (await A.api.get(`${path(c, 'get')}?id=${theirs.id}`)).json().data;
    await notFound(M.api.get(`${path(c, 'get')}?id=${theirs.id}`));
    if (theirs.edit) await notFound(M.api.put(path(c, 'edit'), theirs.edit));
    if (c.action.name) await notFound(M.api.put(path(c, c.action.name), { id: theirs.id, reason: c.action.reason }));
    if (c.file) await notFound(M.api.get(`${path(c, 'file')}?id=${theirs.id}`));
    if (c.delete) await notFound(M.api.del(path(c, 'delete'), { ids: [theirs.id] }));
    expect((await M.api.get(`/system/audit/history?entity=${c.entity}&entityId=${theirs.id}`)).statusCode).toBe(403);

    // Nothing changed for the owner, who still reaches it all.
    const after = await A.api.get(`${path(c, 'get')}?id=${theirs.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toEqual(before);
    if (c.initial) expect(after.json().data.status).toBe(c.initial);
    expect((await A.api.get(`/system/audit/history?entity=${c.entity}&entityId=${theirs.id}`)).statusCode).toBe(200);
  });

  test('in scope: the same calls work on a record of their own department', async () => {
    const mine = await c.make(M);
    const get = await M.api.get(`${path(c, 'get')}?id=${mine.id}`);
    expect([get.statusCode, get.json().code]).toEqual([200, 0]);
    if (mine.edit) expect((await M.api.put(path(c, 'edit'), mine.edit)).json().code).toBe(0);
    if (c.file) expect((await M.api.get(`${path(c, 'file')}?id=${mine.id}`)).statusCode).toBe(200);
    expect((await M.api.get(`/system/audit/history?entity=${c.entity}&entityId=${mine.id}`)).statusCode).toBe(200);
    if (c.action.name) {
      const moved = await M.api.put(path(c, c.action.name), { id: mine.id, reason: c.action.reason });
      expect([moved.statusCode, moved.json().code]).toEqual([200, 0]);
    }
    if (c.delete) {
      const deleted = await M.api.del(path(c, 'delete'), { ids: [mine.id] });
      expect([deleted.statusCode, deleted.json().code]).toEqual([200, 0]);
    }
    // The admin (all) sees theirs too.
    expect((await A.api.get(`${path(c, 'get')}?id=${mine.id}`)).statusCode).toBe(c.delete ? 404 : 200);
  });
});
