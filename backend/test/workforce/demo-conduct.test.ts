/**
 * The conduct demo over 40 active workers (made here, as the worker demo would): scores vary, an
 * automatic ban still running and one swept, manual bans (one lifted), three blacklisted
 * workers, MCs and allowances in every state — all through the services (History lines exist).
 */
import { eq, sql } from 'drizzle-orm';
import { withTransaction } from '../../src/core/data/unit-of-work';
import { auditLog, wfAllowance, wfBanRecord, wfMedicalLeave, wfWorker } from '../../src/db/schema';
import { sampleWorker } from '../../src/modules/workforce/conduct/sample';
import { seedDemoWorkforceConduct } from '../../src/seed/demo-workforce-conduct';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

test('conduct demo: every state, varied scores, made through the services', async () => {
  await withTransaction(t.app.ctx, async (tx) => {
    for (let i = 0; i < 40; i++) await sampleWorker(tx);
  });
  const counts = await seedDemoWorkforceConduct(t.db);
  expect(counts.events).toBeGreaterThan(50);
  const states = async (table: typeof wfBanRecord | typeof wfMedicalLeave | typeof wfAllowance) =>
    new Set((await t.db.select({ s: table.status }).from(table)).map((r) => r.s));
  expect(await states(wfBanRecord)).toEqual(new Set(['active', 'expired', 'lifted']));
  expect(await states(wfMedicalLeave)).toEqual(new Set(['submitted', 'approved', 'rejected']));
  expect(await states(wfAllowance)).toEqual(new Set(['pending', 'approved', 'rejected']));
  const workers = await t.db
    .select({ status: wfWorker.status, n: sql<number>`count(*)::int` })
    .from(wfWorker)
    .groupBy(wfWorker.status);
  expect(Object.fromEntries(workers.map((w) => [w.status, w.n]))).toMatchObject({ blacklisted: 3, banned: 2 });
  const scores = await t.db.selectDistinct({ s: wfWorker.creditScore }).from(wfWorker);
  expect(scores.length).toBeGreaterThan(5);
  const [automatic] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(wfBanRecord)
    .where(eq(wfBanRecord.automatic, true));
  expect(automatic.n).toBe(2);
  const [lines] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(eq(auditLog.entity, 'banRecord'));
  expect(lines.n).toBeGreaterThanOrEqual(counts.bans);
});
