/** The certificate demo: types before the finance positions that require them; certificates in every state, some expiring this month, with real files. */
import { WORKER_CERTIFICATE_STATUSES } from '@shiftdesk/shared/api';
import { asc } from 'drizzle-orm';
import { wfCertificateType } from '../../src/db/schema';
import { seedDemoWorkerCertificates } from '../../src/seed/demo-workforce-certificate';
import { API, createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';
import { makeWorker } from './certificate-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  token = (await adminToken(t)).token;
  A = api(t, token);
  // The whole demo (users, finance, ~300 workers, certificates) is seeded first.
}, 240_000);
afterAll(() => t.close());

test('the demo positions require demo certificate types that exist', async () => {
  const types = await t.db.select().from(wfCertificateType).orderBy(asc(wfCertificateType.id));
  expect(types.slice(0, 3).map((x) => x.name)).toEqual(['Food Hygiene', 'Basic Safety Course', 'Forklift']);
  const positions = (await A.get('/finance/position/list?pageSize=100')).json().data.list as { name: string; certificateTypeIds: number[] | null }[];
  const forklift = positions.find((p) => p.name === 'Forklift operator');
  expect(forklift?.certificateTypeIds?.map((id) => types.find((x) => x.id === id)?.name)).toEqual(['Basic Safety Course', 'Forklift']);
});

test('certificates for the demo workers in every state, some expiring within 30 days, files that download', async () => {
  for (let i = 0; i < 40; i++) await makeWorker(t, `Demo worker ${i}`);
  const typeIds = (await t.db.select({ id: wfCertificateType.id }).from(wfCertificateType).orderBy(asc(wfCertificateType.id))).map((r) => r.id);
  const made = await seedDemoWorkerCertificates(t.db, { storage: t.app.ctx.storage, typeIds });
  expect(made).toBeGreaterThan(60);
  for (const status of WORKER_CERTIFICATE_STATUSES)
    expect((await A.get(`/workforce/workerCertificate/list?status=${status}`)).json().data.total).toBeGreaterThan(0);
  const soon = (await A.get('/workforce/workerCertificate/list?expiringWithinDays=30&pageSize=100')).json().data;
  expect(soon.total).toBeGreaterThan(0);
  expect(soon.list.every((r: { status: string }) => r.status === 'verified')).toBe(true);
  const [first] = (await A.get('/workforce/workerCertificate/list?pageSize=1')).json().data.list;
  const file = await t.get(`${API}/workforce/workerCertificate/file?id=${first.id}`, token);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe(first.fileType);
  expect((await A.get('/workforce/workerDocument/list')).json().data.total).toBeGreaterThan(0);
});
