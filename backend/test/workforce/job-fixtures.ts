/** Jobs for the job and work-record tests, made through the API (golden path steps 1–10). */
import type { api } from '../support/http';
import { makeClient, makeDept, makeOrder, makePosition, POLICY } from '../finance/fixtures';
import { makeWorker } from './fixtures';

type Api = ReturnType<typeof api>;

export interface Terms {
  clientId: number;
  contractDeptId: number;
  positionId: number;
  contractOrderId: number;
}

/** A client, its department, a position and an active order rating it 1200 / 1800 (the golden path's). */
export async function makeTerms(
  A: Api,
  policy: Record<string, unknown> = {},
  client: Record<string, unknown> = {},
): Promise<Terms> {
  const clientId = await makeClient(A, client);
  const contractDeptId = await makeDept(A, clientId);
  const positionId = await makePosition(A);
  const contractOrderId = await makeOrder(A, contractDeptId, [{ positionId, payRate: 1200, billRate: 1800 }], {
    policy: { ...POLICY, ...policy },
  });
  const r = await A.put('/finance/contractOrder/activate', { id: contractOrderId });
  if (r.json().code !== 0) throw new Error(r.body);
  return { clientId, contractDeptId, positionId, contractOrderId };
}

/** Singapore wall time → ISO instant (`sg('2026-11-17', '09:00')`). */
export const sg = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`).toISOString();

/** A job on `date` from `start` to `end` (Singapore; an end before the start is the next day). */
export async function makeJob(
  A: Api,
  terms: Terms,
  date: string,
  start = '09:00',
  end = '19:00',
  over: Record<string, unknown> = {},
): Promise<number> {
  const startAt = sg(date, start);
  let endAt = sg(date, end);
  if (endAt <= startAt) endAt = new Date(Date.parse(endAt) + 86_400_000).toISOString();
  const r = await A.post('/workforce/job/add', {
    contractOrderId: terms.contractOrderId,
    positionId: terms.positionId,
    title: 'Event crew',
    startAt,
    endAt,
    breakMinutes: 60,
    breakPaid: false,
    headcount: 3,
    ...over,
  });
  if (r.json().code !== 0) throw new Error(r.body);
  return r.json().data.id;
}

export async function publishedJob(
  A: Api,
  terms: Terms,
  date: string,
  start?: string,
  end?: string,
  over: Record<string, unknown> = {},
) {
  const id = await makeJob(A, terms, date, start, end, over);
  const r = await A.put('/workforce/job/publish', { id });
  if (r.json().code !== 0) throw new Error(r.body);
  return id;
}

/** A verified (active) citizen worker. */
export async function activeWorker(A: Api, over: Record<string, unknown> = {}): Promise<number> {
  const id = await makeWorker(A, over);
  const r = await A.put('/workforce/worker/verify', { id });
  if (r.json().code !== 0) throw new Error(r.body);
  return id;
}

/** Assigns and answers the one work record made. */
export async function assignOne(A: Api, jobId: number, workerId: number): Promise<number> {
  const r = await A.post('/workforce/job/assign', { jobId, workerIds: [workerId] });
  if (r.json().code !== 0) throw new Error(r.body);
  return r.json().data.workRecordIds[0];
}
