/**
 * Certificate types, worker certificates and extra documents over the API: CRUD, validation,
 * upload hardening, verify/reject through transition() with their History, the file behind
 * its rule, 403s; positions refuse unknown certificate types.
 */
import { CertificateTypeApi, WorkerCertificateApi, WorkerDocumentApi } from '@shiftdesk/shared/api';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema';
import { API, createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { makeCertificate, makeType, makeWorker, PDF, png, uploadKey, uploadTo } from './certificate-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await adminToken(t)).token;
  A = api(t, token);
});
afterAll(() => t.close());

const historyOf = (entity: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.id));

describe('certificate types', () => {
  test('add, get, edit, list; names unique (400 on the name); reminder days default and normalised', async () => {
    const id = await makeType(A, { name: 'Food Hygiene', description: 'WSQ Food Safety' });
    const got = (await A.get(`/workforce/certificateType/get?id=${id}`)).json().data;
    expect(got).toMatchObject({
      name: 'Food Hygiene',
      expires: true,
      blocksEligibility: true,
      reminderDays: [30, 7, 0],
      status: 'active',
      certificateCount: 0,
    });
    const dup = await A.post('/workforce/certificateType/add', { name: 'Food Hygiene', expires: true, blocksEligibility: false });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().data.errors).toEqual([{ field: 'body.name', message: 'Certificate type "Food Hygiene" already exists' }]);
    const edit = await A.put('/workforce/certificateType/edit', {
      id,
      name: 'Food Hygiene',
      expires: true,
      blocksEligibility: false,
      reminderDays: [7, 60, 7],
    });
    expect(edit.json().code).toBe(0);
    expect((await A.get(`/workforce/certificateType/get?id=${id}`)).json().data).toMatchObject({
      blocksEligibility: false,
      reminderDays: [60, 7],
    });
    const lines = await historyOf('certificateType', id);
    expect(lines.map((l) => l.action)).toEqual(['created', 'edited']);
    expect(lines[1].data).toMatchObject({ fields: { blocksEligibility: [true, false] } });
    await makeType(A, { name: 'Forklift zz', expires: false });
    const listed = (await A.get('/workforce/certificateType/list?name=zz&expires=false')).json().data;
    expect(listed.list.map((r: { name: string }) => r.name)).toEqual(['Forklift zz']);
  });

  test('list by ids (repeated or bracketed; one id alone is a list of one); a bad id → 400', async () => {
    const a = await makeType(A, { name: 'Ids filter A' });
    const b = await makeType(A, { name: 'Ids filter B' });
    await makeType(A, { name: 'Ids filter C' });
    const names = async (qs: string) =>
      (await A.get(`/workforce/certificateType/list?${qs}`)).json().data.list.map((r: { name: string }) => r.name);
    expect(await names(`ids=${a}&ids=${b}`)).toEqual(['Ids filter A', 'Ids filter B']);
    expect(await names(`ids[]=${b}&ids[]=999999`)).toEqual(['Ids filter B']);
    expect(await names(`ids=${a}&name=filter`)).toEqual(['Ids filter A']);
    expect((await A.get('/workforce/certificateType/list?ids=x')).statusCode).toBe(400);
    expect((await A.get('/workforce/certificateType/list?ids=0')).statusCode).toBe(400);
  });

  test('validation: empty name, bad reminder days, unknown field → 400', async () => {
    expect((await A.post('/workforce/certificateType/add', { name: '', expires: true, blocksEligibility: true })).statusCode).toBe(400);
    expect(
      (await A.post('/workforce/certificateType/add', { name: 'X1', expires: true, blocksEligibility: true, reminderDays: [-1] }))
        .statusCode,
    ).toBe(400);
    expect((await A.post('/workforce/certificateType/add', { name: 'X2', expires: true, blocksEligibility: true, nric: 'S1' })).statusCode).toBe(400);
  });

  test('delete is refused while a certificate holds the type or a position requires it', async () => {
    const held = await makeType(A, { name: 'Held type' });
    await makeCertificate(t, A, token, await makeWorker(t), held);
    const r = await A.del('/workforce/certificateType/delete', { ids: [held] });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Certificate type "Held type" is held by 1 worker certificate(s)');
    const required = await makeType(A, { name: 'Required type' });
    expect((await A.post('/finance/position/add', { name: 'Security officer', certificateTypeIds: [required] })).json().code).toBe(0);
    const r2 = await A.del('/workforce/certificateType/delete', { ids: [required] });
    expect(r2.statusCode).toBe(409);
    expect(r2.json().message).toBe('Position "Security officer" requires this certificate type');
    const free = await makeType(A);
    expect((await A.del('/workforce/certificateType/delete', { ids: [free] })).json().code).toBe(0);
  });

  test('positions refuse certificate types that do not exist (400 on the field)', async () => {
    const ok = await makeType(A);
    const r = await A.post('/finance/position/add', { name: 'Kitchen helper', certificateTypeIds: [ok, 999999] });
    expect(r.statusCode).toBe(400);
    expect(r.json().data.errors).toEqual([{ field: 'body.certificateTypeIds', message: 'Certificate types 999999 do not exist' }]);
    const zh = await api(t, token, 'zh-CN').post('/finance/position/add', { name: 'Kitchen helper', certificateTypeIds: [999998] });
    expect(zh.json().message).toBe('证书类型 999998 不存在');
    expect((await A.post('/finance/position/add', { name: 'Kitchen helper', certificateTypeIds: [ok] })).json().code).toBe(0);
  });
});

describe('worker certificates', () => {
  test('add (pending) names the worker but never the NRIC; list filters; edit while pending', async () => {
    const workerId = await makeWorker(t, 'Tan Mei Ling');
    const typeId = await makeType(A, { name: 'WSQ Security' });
    const id = await makeCertificate(t, A, token, workerId, typeId, { number: 'SEC-001', expiresOn: '2027-06-30' });
    const res = await A.get(`/workforce/workerCertificate/get?id=${id}`);
    const row = res.json().data;
    expect(row).toMatchObject({
      workerId,
      workerName: 'Tan Mei Ling',
      typeName: 'WSQ Security',
      number: 'SEC-001',
      status: 'pending',
      fileType: 'application/pdf',
      verifiedBy: null,
    });
    expect(res.body).not.toMatch(/nric/i);
    expect(res.body).not.toMatch(/S\d{7}D/);
    const byWorker = (await A.get(`/workforce/workerCertificate/list?workerId=${workerId}`)).json().data;
    expect(byWorker.list.map((r: { id: number }) => r.id)).toEqual([id]);
    const byName = (await A.get('/workforce/workerCertificate/list?workerName=mei%20ling&status=pending')).json().data;
    expect(byName.list.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await A.get(`/workforce/workerCertificate/list?typeId=${typeId}&status=verified`)).json().data.total).toBe(0);
    const edited = await A.put('/workforce/workerCertificate/edit', {
      id,
      workerId,
      typeId,
      number: 'SEC-002',
      expiresOn: '2027-07-31',
      fileKey: row.fileKey,
    });
    expect(edited.json().code).toBe(0);
    expect((await A.get(`/workforce/workerCertificate/get?id=${id}`)).json().data.number).toBe('SEC-002');
  });

  test('validation: expiry required / refused by the type, dates in order, unknown worker, file never uploaded', async () => {
    const workerId = await makeWorker(t);
    const expiring = await makeType(A);
    const lasting = await makeType(A, { expires: false });
    const fileKey = await uploadKey(t, token);
    const add = (b: Record<string, unknown>) =>
      A.post('/workforce/workerCertificate/add', { workerId, typeId: expiring, fileKey, expiresOn: '2027-01-01', ...b });
    const field = async (b: Record<string, unknown>) => {
      const r = await add(b);
      expect(r.statusCode).toBe(400);
      return r.json().data.errors[0].field;
    };
    expect(await field({ expiresOn: undefined })).toBe('body.expiresOn');
    expect(await field({ typeId: lasting })).toBe('body.expiresOn');
    expect(await field({ issuedOn: '2027-02-01' })).toBe('body.expiresOn');
    expect(await field({ workerId: 999999 })).toBe('body.workerId');
    expect(await field({ typeId: 999999 })).toBe('body.typeId');
    expect(await field({ fileKey: `workerCertificate/${'a'.repeat(32)}.pdf` })).toBe('body.fileKey');
    // A key outside this entity's folder does not even match the schema.
    expect((await add({ fileKey: 'avatar/x.png' })).statusCode).toBe(400);
    expect((await add({ typeId: lasting, expiresOn: undefined })).json().code).toBe(0);
  });

  test('upload hardening: PDF and images only by their bytes, one file in the "file" field, size capped', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const bad = await uploadTo(t, token, 'workerCertificate', 'scan.pdf', html, 'application/pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Upload a PDF or an image (PNG, JPEG, WebP)');
    const exe = await uploadTo(t, token, 'workerCertificate', 'a.png', Buffer.from('MZ\x90\x00rest'), 'image/png');
    expect(exe.statusCode).toBe(400);
    const notMultipart = await A.post('/workforce/workerCertificate/upload', { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
    const big = await uploadTo(t, token, 'workerCertificate', 'big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1)]));
    expect(big.statusCode).toBe(413);
    const image = await uploadTo(t, token, 'workerCertificate', 'photo.png', await png(), 'image/png');
    expect(image.json().data).toMatchObject({ contentType: 'image/png' });
    expect(image.json().data.fileKey).toMatch(/^workerCertificate\/[0-9a-f]{32}\.png$/);
  });

  test('verify and reject through transition(): state, who/why, History; illegal moves 409; reason required', async () => {
    const workerId = await makeWorker(t);
    const typeId = await makeType(A);
    const a = await makeCertificate(t, A, token, workerId, typeId);
    const b = await makeCertificate(t, A, token, workerId, typeId);
    const v = await A.put('/workforce/workerCertificate/verify', { id: a });
    expect(v.json().data).toMatchObject({ id: a, from: 'pending', to: 'verified', status: 'verified' });
    expect((await A.get(`/workforce/workerCertificate/get?id=${a}`)).json().data).toMatchObject({
      status: 'verified',
      verifiedBy: 'admin',
    });
    expect((await A.put('/workforce/workerCertificate/reject', { id: b })).statusCode).toBe(400);
    expect((await A.put('/workforce/workerCertificate/reject', { id: b, reason: 'Name does not match' })).json().code).toBe(0);
    expect((await A.get(`/workforce/workerCertificate/get?id=${b}`)).json().data).toMatchObject({
      status: 'rejected',
      reason: 'Name does not match',
    });
    const again = await A.put('/workforce/workerCertificate/verify', { id: b });
    expect(again.statusCode).toBe(409);
    const edit = await A.put('/workforce/workerCertificate/edit', {
      id: a,
      workerId,
      typeId,
      expiresOn: '2028-01-01',
      fileKey: await uploadKey(t, token),
    });
    expect(edit.statusCode).toBe(409);
    expect((await A.del('/workforce/workerCertificate/delete', { ids: [a] })).statusCode).toBe(409);
    expect((await A.del('/workforce/workerCertificate/delete', { ids: [b] })).json().code).toBe(0);
    const lines = await historyOf('workerCertificate', a);
    expect(lines.map((l) => [l.action, l.fromState, l.toState, l.actorName])).toEqual([
      ['created', null, 'pending', 'admin'],
      ['verify', 'pending', 'verified', 'admin'],
    ]);
    const rejected = await historyOf('workerCertificate', b);
    expect(rejected[1]).toMatchObject({ action: 'reject', reason: 'Name does not match' });
  });

  test('the worker list filters by a verified certificate of a type', async () => {
    const holder = await makeWorker(t);
    const pendingOnly = await makeWorker(t);
    const typeId = await makeType(A);
    const held = await makeCertificate(t, A, token, holder, typeId);
    await makeCertificate(t, A, token, pendingOnly, typeId);
    expect((await A.put('/workforce/workerCertificate/verify', { id: held })).json().code).toBe(0);
    const res = await A.get(`/workforce/worker/list?certificateTypeId=${typeId}&pageSize=50`);
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data.list as { id: number }[]).map((w) => w.id);
    expect(ids).toEqual([holder]);
  });

  test('the file is served behind the file rule, as stored, with nosniff', async () => {
    const id = await makeCertificate(t, A, token, await makeWorker(t), await makeType(A));
    const res = await t.get(`${API}/workforce/workerCertificate/file?id=${id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(PDF.toString('latin1'));
    expect((await t.get(`${API}/workforce/workerCertificate/file?id=999999`, token)).statusCode).toBe(404);
    const viewer = await userWith(t, { rules: [WorkerCertificateApi.rule.list, WorkerCertificateApi.rule.get] });
    expect((await t.get(`${API}/workforce/workerCertificate/file?id=${id}`, viewer.token)).statusCode).toBe(403);
    // Not through the generic file route either: the kind is not registered there.
    const key = (await A.get(`/workforce/workerCertificate/get?id=${id}`)).json().data.fileKey;
    expect((await t.get(`${API}/system/file?key=${encodeURIComponent(key)}`, viewer.token)).statusCode).toBe(404);
  });

  test('403 without the rules', async () => {
    const u = await userWith(t, { rules: [WorkerCertificateApi.rule.list, CertificateTypeApi.rule.list] });
    const U = api(t, u.token);
    expect((await U.get('/workforce/workerCertificate/list')).statusCode).toBe(200);
    expect((await U.put('/workforce/workerCertificate/verify', { id: 1 })).statusCode).toBe(403);
    expect((await U.put('/workforce/workerCertificate/reject', { id: 1, reason: 'x' })).statusCode).toBe(403);
    expect((await U.post('/workforce/workerCertificate/add', {})).statusCode).toBe(403);
    expect((await uploadTo(t, u.token, 'workerCertificate', 'a.pdf', PDF)).statusCode).toBe(403);
    expect((await U.post('/workforce/certificateType/add', { name: 'Nope', expires: true, blocksEligibility: true })).statusCode).toBe(403);
    expect((await U.get('/workforce/workerDocument/list')).statusCode).toBe(403);
  });
});

describe('extra documents', () => {
  test('add with a file, list for the worker, edit, download, delete; 403 without the rule', async () => {
    const workerId = await makeWorker(t, 'Muhammad Faizal');
    const fileKey = await uploadKey(t, token, 'workerDocument');
    // A certificate's file is not a document's.
    const wrongKind = await A.post('/workforce/workerDocument/add', {
      workerId,
      title: 'Employment contract',
      fileKey: await uploadKey(t, token),
    });
    expect(wrongKind.statusCode).toBe(400);
    const add = await A.post('/workforce/workerDocument/add', { workerId, title: 'Employment contract', fileKey });
    expect(add.json().code).toBe(0);
    const id = add.json().data.id;
    const listed = (await A.get(`/workforce/workerDocument/list?workerId=${workerId}`)).json().data;
    expect(listed.list).toEqual([
      expect.objectContaining({ id, workerName: 'Muhammad Faizal', title: 'Employment contract', fileType: 'application/pdf' }),
    ]);
    expect(
      (await A.put('/workforce/workerDocument/edit', { id, workerId, title: 'Contract 2026', fileKey, expiresOn: '2026-12-31' })).json().code,
    ).toBe(0);
    expect((await A.get(`/workforce/workerDocument/get?id=${id}`)).json().data).toMatchObject({ title: 'Contract 2026', expiresOn: '2026-12-31' });
    expect((await t.get(`${API}/workforce/workerDocument/file?id=${id}`, token)).body).toBe(PDF.toString('latin1'));
    expect((await historyOf('workerDocument', id)).map((l) => l.action)).toEqual(['created', 'edited']);
    const u = await userWith(t, { rules: [WorkerDocumentApi.rule.list] });
    expect((await t.get(`${API}/workforce/workerDocument/file?id=${id}`, u.token)).statusCode).toBe(403);
    expect((await api(t, u.token).del('/workforce/workerDocument/delete', { ids: [id] })).statusCode).toBe(403);
    expect((await A.del('/workforce/workerDocument/delete', { ids: [id] })).json().code).toBe(0);
  });
});
