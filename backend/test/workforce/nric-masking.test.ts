/**
 * NRIC: stored whole, answered masked. Every GET under /workforce (whatever module registered
 * it: workers, applicants, and the routes other helpers add) is called as a user holding every
 * rule but the reveal one, with the ids of a worker and an applicant whose NRICs are known; no
 * answer may contain an unmasked NRIC/FIN or a whole bank account.
 */
import { WorkerApi } from '@shiftdesk/shared/api';
import { API, createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { makeWorker, workerBody } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WHOLE_NRIC = /[STFGM]\d{7}[A-Z]/i;

test('no workforce GET answers an unmasked NRIC or bank account to a caller without the reveal rule', async () => {
  const A = api(t, (await adminToken(t)).token);
  const w = workerBody({ bankName: 'OCBC', bankAccount: '555-123456-001', payNow: '' });
  const workerId = await makeWorker(A, w);
  await A.put('/workforce/worker/verify', { id: workerId });
  const a = workerBody();
  const applicant = await A.post('/workforce/applicant/add', a);
  const applicantId = applicant.json().data.id;
  expect(applicantId).toEqual(expect.any(Number));

  const U = api(t, (await userWith(t, { allBut: [WorkerApi.rule.revealNric] })).token);
  const routes = t.app.apiRoutes.filter((r) => r.method === 'GET' && r.url.startsWith(`${API}/workforce/`));
  expect(routes.map((r) => r.url)).toEqual(
    expect.arrayContaining([`${API}/workforce/worker/list`, `${API}/workforce/worker/get`, `${API}/workforce/applicant/list`]),
  );
  let answered = 0;
  for (const route of routes) {
    const path = route.url.slice(API.length);
    for (const id of [workerId, applicantId]) {
      // Whatever the route takes: an id, a worker id, a page; the first query it accepts counts.
      for (const qs of [`id=${id}`, `workerId=${id}`, `workerId=${id}&pageSize=100`, 'pageSize=100', '']) {
        const r = await U.get(`${path}${qs ? `?${qs}` : ''}`);
        if (r.statusCode === 400) continue;
        const text = r.body;
        if (r.statusCode === 200 && (r.headers['content-type'] ?? '').toString().includes('json')) answered++;
        expect({ path, qs, unmasked: text.includes(w.nric) || text.includes(a.nric) || WHOLE_NRIC.test(text) }).toEqual({
          path,
          qs,
          unmasked: false,
        });
        expect({ path, bank: text.includes('555-123456-001') || text.includes('555123456001') }).toEqual({ path, bank: false });
        break;
      }
    }
  }
  expect(answered).toBeGreaterThanOrEqual(4);
  // The reveal route itself is refused without its rule.
  expect((await U.get(`/workforce/worker/revealNric?id=${workerId}`)).statusCode).toBe(403);
  // The masked forms are what the worker's answers carry.
  const got = (await U.get(`/workforce/worker/get?id=${workerId}`)).json().data;
  expect(got).toMatchObject({ nric: `S****${w.nric.slice(5)}`, bankAccount: '********6001' });
}, 120_000);
