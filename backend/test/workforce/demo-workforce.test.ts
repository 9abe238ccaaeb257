/**
 * The workforce demo data (DEMO=1), made through the services: ~300 workers in every state and
 * residency with valid NRICs/FINs, sign-ups in every state (approved ones linked to their
 * worker), owned by a Recruitment staff member; and quick to make (set-based).
 */
import { WORKER_STATUSES } from '@shiftdesk/shared/api';
import { isValidNric, isValidSgPhone } from '@shiftdesk/shared/rules';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/migrate';
import { wfApplicant, wfWorker } from '../../src/db/schema';
import { seedDemoWorkforce } from '../../src/seed/demo-workforce';
import { createTestApp, createTestDb, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
}, 180_000);
afterAll(() => t.close());

test('~300 workers in every state and residency, valid NRICs/FINs and phones, owned by Recruitment', async () => {
  const workers = await t.db.select().from(wfWorker);
  expect(workers.length).toBeGreaterThanOrEqual(290);
  expect(new Set(workers.map((w) => w.status))).toEqual(new Set(WORKER_STATUSES));
  expect(new Set(workers.map((w) => w.residency))).toEqual(new Set(['citizen', 'pr', 'foreigner']));
  expect(workers.every((w) => isValidNric(w.nric) && isValidSgPhone(w.phone))).toBe(true);
  expect(workers.filter((w) => w.residency === 'foreigner').every((w) => /^[FGM]/.test(w.nric) && w.passType && w.passExpiry)).toBe(true);
  expect(workers.filter((w) => w.residency === 'pr').every((w) => w.prStartDate)).toBe(true);
  expect(workers.filter((w) => w.status === 'suspended').every((w) => w.suspendedUntil)).toBe(true);
  expect(workers.every((w) => w.bankAccount || w.payNow)).toBe(true);
  expect(new Set(workers.map((w) => w.deptId)).size).toBe(1);
  expect(workers[0].deptId).not.toBeNull();
  // Every state change went through the machine: one audit line per move.
  const [{ n }] = rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from audit_log where entity = 'worker' and action = 'verify'`),
  );
  expect(Number(n)).toBe(workers.filter((w) => w.status !== 'pending_verification' || w.joinedAt).length);
});

test('sign-ups in every state; approved ones are linked to the worker they became', async () => {
  const applicants = await t.db.select().from(wfApplicant);
  expect(new Set(applicants.map((a) => a.status))).toEqual(new Set(['submitted', 'screening', 'approved', 'rejected', 'withdrawn']));
  const approved = applicants.filter((a) => a.status === 'approved');
  expect(approved.every((a) => a.workerId !== null)).toBe(true);
  expect(applicants.filter((a) => a.status === 'rejected').every((a) => a.reason)).toBe(true);
});

test('seeding 300 workers is set-based and quick', async () => {
  const fresh = await createTestDb();
  try {
    const started = process.hrtime.bigint();
    const made = await seedDemoWorkforce(fresh.db);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    expect(made.workers).toBeGreaterThanOrEqual(290);
    // Reported, not asserted: the time depends on the machine (CI compares it between runs).
    console.info(`workforce demo seed: ${made.workers} workers, ${made.applicants} sign-ups in ${Math.round(ms)} ms`);
  } finally {
    await fresh.close();
  }
}, 120_000);
