/**
 * What a wallet test starts from: an active worker (a citizen employee by default, so the CPF
 * hold applies) with verified records of the golden path's worked example (10,950 cents of pay
 * each), and the withdrawal parameters set through the config API.
 */
import type { api } from '../support/http';
import { activeWorker, assignOne, makeTerms, publishedJob, sg, type Terms } from '../workforce/job-fixtures';
import { setParams } from './invoice-fixtures';

type Api = ReturnType<typeof api>;

/** Steps 8–12 for one worker: a verified 09:08–19:07 record of a 09:00–19:00 shift on each day. */
export async function verifiedRecordsOf(A: Api, terms: Terms, workerId: number, days: string[]): Promise<number[]> {
  const ids: number[] = [];
  if (!days.length) return ids;
  for (const day of days) {
    const id = await assignOne(A, await publishedJob(A, terms, day, '09:00', '19:00'), workerId);
    const edited = await A.put('/workforce/workRecord/edit', {
      id,
      clockInAt: sg(day, '09:08'),
      clockOutAt: sg(day, '19:07'),
      reason: 'Punches phoned in by the site supervisor',
    });
    if (edited.json().code !== 0) throw new Error(edited.body);
    ids.push(id);
  }
  const verified = await A.put('/workforce/workRecord/verify', { ids });
  if (verified.json().code !== 0) throw new Error(verified.body);
  return ids;
}

/** A worker and their verified records on `days` (not credited yet). */
export async function workerWithRecords(A: Api, days: string[], worker: Record<string, unknown> = {}) {
  const terms = await makeTerms(A);
  const workerId = await activeWorker(A, {
    engagementType: 'employee',
    dateOfBirth: '1996-05-17',
    bankName: 'DBS',
    bankAccount: '072-123456-7',
    ...worker,
  });
  return { terms, workerId, records: await verifiedRecordsOf(A, terms, workerId, days) };
}

/** Sets withdrawal parameters (minimum, daily limit, in cents). */
export function setWithdrawalLimits(A: Api, minimumCents: number, dailyLimitCents: number) {
  return setParams(A, {
    'finance.withdrawal.minimumCents': String(minimumCents),
    'finance.withdrawal.dailyLimitCents': String(dailyLimitCents),
  });
}
