/**
 * Two staff changing one work record at once (issue 28, done means 4): two edits from the same
 * version — one wins, the other is told 409 and nothing of it is written; a verify racing an edit
 * — either the edit is refused and the record is verified as it was, or the edit lands first and
 * the record is verified with the edit's punches and numbers, never a mix. Meant for PostgreSQL
 * (TEST_DATABASE_URL), where the requests really run side by side; on PGlite the same holds.
 */
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';
import { activeWorker, assignOne, makeTerms, publishedJob, sg, type Terms } from './job-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let terms: Terms;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
  terms = await makeTerms(A);
}, 180_000);
afterAll(() => t.close());

const DAY = '2026-11-13';
const get = async (id: number) => (await A.get(`/workforce/workRecord/get?id=${id}`)).json().data;

async function pendingRecord(): Promise<number> {
  const id = await assignOne(A, await publishedJob(A, terms, DAY, '09:00', '19:00'), await activeWorker(A));
  const r = await A.put('/workforce/workRecord/edit', {
    id,
    clockInAt: sg(DAY, '09:00'),
    clockOutAt: sg(DAY, '19:00'),
    reason: 'first entry',
  });
  if (r.json().code !== 0) throw new Error(r.body);
  return id;
}

test('two edits from one version: one wins whole, the other gets 409', async () => {
  for (let round = 0; round < 5; round++) {
    const id = await pendingRecord();
    const { version } = await get(id);
    const bodies = [
      { id, clockInAt: sg(DAY, '09:08'), clockOutAt: sg(DAY, '19:07'), reason: 'supervisor A', version },
      { id, clockInAt: sg(DAY, '10:00'), clockOutAt: sg(DAY, '15:00'), reason: 'supervisor B', version },
    ];
    const answers = await Promise.all(bodies.map((b) => A.put('/workforce/workRecord/edit', b)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = bodies[answers.findIndex((a) => a.statusCode === 200)];
    const loser = answers.find((a) => a.statusCode === 409);
    expect(loser?.json().message).toMatch(/changed by someone else/);
    const after = await get(id);
    expect(after).toMatchObject({
      clockInAt: winner.clockInAt,
      clockOutAt: winner.clockOutAt,
      adjustReason: winner.reason,
    });
    // Its numbers are the winner's punches' numbers (the preview of those punches answers the same).
    const preview = (
      await A.post('/workforce/workRecord/preview', { id, clockInAt: winner.clockInAt, clockOutAt: winner.clockOutAt })
    ).json().data;
    expect(after).toMatchObject(preview);
  }
});

test('a verify racing an edit: the record is verified with one set of punches and its own numbers', async () => {
  for (let round = 0; round < 6; round++) {
    const id = await pendingRecord();
    const before = await get(id);
    const edit = {
      id,
      clockInAt: sg(DAY, '09:30'),
      clockOutAt: sg(DAY, '16:00'),
      reason: 'corrected',
      version: before.version,
    };
    const [verified, edited] = await Promise.all([
      A.put('/workforce/workRecord/verify', { ids: [id] }),
      A.put('/workforce/workRecord/edit', edit),
    ]);
    const after = await get(id);
    if (edited.statusCode === 409) {
      // Verify first: the record as it was, verified.
      expect(verified.statusCode).toBe(200);
      expect(after).toMatchObject({ status: 'verified', clockInAt: before.clockInAt, payAmount: before.payAmount });
    } else {
      // Edit first: the edit's punches; verify then took the edited record (or found it already verified).
      expect(edited.statusCode).toBe(200);
      expect(after).toMatchObject({ clockInAt: edit.clockInAt, clockOutAt: edit.clockOutAt });
      const preview = (
        await A.post('/workforce/workRecord/preview', { id, clockInAt: edit.clockInAt, clockOutAt: edit.clockOutAt })
      ).json().data;
      expect(after).toMatchObject(preview);
      expect(after.status).toBe(verified.statusCode === 200 ? 'verified' : 'pending_verification');
    }
  }
});
