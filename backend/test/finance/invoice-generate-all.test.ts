/**
 * Invoicing a month at once (issue 30): every approved timesheet whose period ends in the month
 * and still has unbilled records gets its draft, a timesheet not approved yet is left alone,
 * progress reaches the total and a second run finds nothing. The route queues the job for the
 * caller, who hears its progress.
 */
import { InvoiceApi } from '@shiftdesk/shared/api';
import type { DomainEvents } from '../../src/core/base/events';
import { type GenerateInvoicesData, generateInvoicesJob } from '../../src/jobs/handlers/generate-invoices';
import type { GenerateInvoicesResult } from '../../src/modules/finance/invoice/generate-all';
import { createTestApp, eventually, type TestApp } from '../helpers';
import { api } from '../support/http';
import { runJobHandler } from '../support/run-job';
import { adminToken, userWith } from '../support/sessions';
import { billableMonth, verifiedRecord } from './invoice-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let adminId: number;
const events: DomainEvents['jobProgress'][] = [];
beforeAll(async () => {
  t = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5, schedules: [] } });
  t.app.ctx.events.on('jobProgress', (p) => events.push(p));
  const admin = await adminToken(t);
  adminId = admin.userId;
  A = api(t, admin.token);
}, 180_000);
afterAll(() => t.close());

/** Runs the handler in this process, as the queue's worker would, keeping its progress. */
const runJob = (month: string) =>
  runJobHandler<GenerateInvoicesData, GenerateInvoicesResult>(t, generateInvoicesJob, {
    month,
    userId: adminId,
    actorName: 'admin',
    deptId: null,
    lang: 'en',
  });

test('each approved timesheet of the month gets its draft; an unapproved one waits; a second run makes none', async () => {
  const a = await billableMonth(A, ['2026-09-08']);
  const b = await billableMonth(A, ['2026-09-09', '2026-09-10']);
  // A timesheet the client has not approved: generated, never sent.
  const { terms } = await billableMonth(A, ['2026-08-04']);
  await verifiedRecord(A, terms, '2026-09-15');
  const pending = (
    await A.post('/workforce/timesheet/generate', { contractDeptId: terms.contractDeptId, period: '2026-09' })
  ).json().data;

  const first = await runJob('2026-09');
  expect(first.result).toMatchObject({ skipped: [], failed: [] });
  expect(first.result.made).toHaveLength(2);
  expect(first.progress[0]).toEqual([0, 2]);
  expect(first.progress.at(-1)).toEqual([2, 2]);
  for (const [made, src] of [
    [first.result.made[0], a],
    [first.result.made[1], b],
  ] as const) {
    const inv = (await A.get(`/finance/invoice/get?id=${made}`)).json().data;
    expect(inv).toMatchObject({ status: 'draft', contractDeptId: src.terms.contractDeptId });
    expect([...new Set(inv.lines.flatMap((l: { recordIds: number[] }) => l.recordIds))]).toEqual(src.records);
  }
  expect((await A.get(`/workforce/timesheet/get?id=${pending.id}`)).json().data.status).toBe('draft');

  const second = await runJob('2026-09');
  expect(second.result).toEqual({ made: [], skipped: [], failed: [] });
  expect(second.progress).toEqual([[0, 0]]);
}, 240_000);

test('the route: no rule is 403, a bad month 400, otherwise the job is queued for the caller', async () => {
  expect((await A.post('/finance/invoice/generateAll', { month: '2026-13' })).statusCode).toBe(400);
  const clerk = await userWith(t, { rules: [InvoiceApi.rule.list, InvoiceApi.rule.generate] });
  expect((await api(t, clerk.token).post('/finance/invoice/generateAll', { month: '2026-07' })).statusCode).toBe(403);

  const { terms } = await billableMonth(A, ['2026-07-14']);
  const queued = await A.post('/finance/invoice/generateAll', { month: '2026-07' });
  expect(queued.json()).toMatchObject({ code: 0, data: { jobId: expect.any(String) } });
  const { jobId } = queued.json().data;
  await eventually(async () => events.some((p) => p.job === jobId && p.state === 'completed'), 60_000);
  expect(events.filter((p) => p.job === jobId).every((p) => p.userId === adminId)).toBe(true);
  const made = await A.get(`/finance/invoice/list?contractDeptId=${terms.contractDeptId}`);
  expect(made.json().data).toMatchObject({ total: 1, list: [{ status: 'draft', kind: 'invoice' }] });
}, 120_000);
