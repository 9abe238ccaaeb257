/**
 * The jobs demo (DEMO=1), made through the services: eight weeks of jobs around today with work
 * records in the states a desk sees (worked and verified, waiting for verification, rejected,
 * no-show, cancelled, scheduled), each job's fill matching its live records and every computed
 * record's minutes adding up.
 */
import { sgDate } from '@shiftdesk/shared/rules';
import { wfJob, wfTimesheet, wfWorkRecord } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
}, 300_000);
afterAll(() => t.close());

const LIVE = new Set([
  'scheduled',
  'clocked_in',
  'clocked_out',
  'pending_verification',
  'verified',
  'credited',
  'paid',
  'disputed',
]);

test('eight weeks of jobs with records in every state a desk sees', async () => {
  const jobs = await t.db.select().from(wfJob);
  const records = await t.db.select().from(wfWorkRecord);
  const today = sgDate(new Date());
  const dates = jobs.map((j) => j.shiftDate).sort();
  expect(jobs.length).toBeGreaterThan(50);
  expect(dates[0] < today && dates[dates.length - 1] > today).toBe(true);
  for (const s of ['draft', 'completed', 'cancelled']) expect(jobs.some((j) => j.status === s)).toBe(true);
  expect(jobs.some((j) => j.status === 'published' || j.status === 'filled')).toBe(true);
  for (const s of ['verified', 'pending_verification', 'rejected', 'no_show', 'scheduled', 'cancelled'])
    expect([s, records.some((r) => r.status === s)]).toEqual([s, true]);
  // Each job's fill is its live records.
  for (const j of jobs)
    expect([j.id, j.assigned]).toEqual([j.id, records.filter((r) => r.jobId === j.id && LIVE.has(r.status)).length]);
  // Every worked record's minutes add up, and its amounts are money for those minutes.
  for (const r of records.filter((x) => x.clockInAt && x.status !== 'rejected')) {
    expect(r.normalMinutes + r.otMinutes).toBe(r.payMinutes);
    expect(r.payAmount > 0).toBe(r.payMinutes > 0);
  }
});

test('the finished periods have timesheets of their verified records, in the states a desk sees, summing their records', async () => {
  const sheets = await t.db.select().from(wfTimesheet);
  const records = await t.db.select().from(wfWorkRecord);
  expect(sheets.length).toBeGreaterThan(3);
  // (Approvals are signed: the test seed has no storage for the signature, a server's has.)
  for (const s of ['draft', 'sent_to_client', 'disputed'])
    expect([s, sheets.some((x) => x.status === s)]).toEqual([s, true]);
  const today = sgDate(new Date());
  for (const s of sheets) {
    const own = records.filter((r) => r.timesheetId === s.id);
    expect(s.periodTo < today).toBe(true);
    expect([s.number, s.recordCount]).toEqual([s.number, own.length]);
    expect(s.billAmount).toBe(own.reduce((n, r) => n + r.billAmount, 0));
    for (const r of own)
      expect(r.shiftDate >= s.periodFrom && r.shiftDate <= s.periodTo && r.contractDeptId === s.contractDeptId).toBe(
        true,
      );
  }
  // Signed approvals keep their signer and hash.
  for (const s of sheets.filter((x) => x.status === 'approved')) expect(s.signedHash).toMatch(/^[0-9a-f]{64}$/);
});
