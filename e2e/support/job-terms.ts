/**
 * What a jobs browser test stands on, made through the API: a client with a department, a
 * position, an active contract order with its rate (pay $12.00/h, bill $18.00/h), and workers.
 * `run` keeps each run's names apart on a database other runs used.
 */
import { nricCheckLetter } from '../../shared/src/rules/nric';

type Api = <T = unknown>(method: string, url: string, body?: unknown) => Promise<T>;

export const sgDay = (offset: number) =>
  new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
export const sg = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`).toISOString();

export interface JobTerms {
  clientId: number;
  clientName: string;
  orderId: number;
  orderNumber: string;
  positionId: number;
  positionName: string;
}

export async function makeJobTerms(api: Api, run: string, label: string): Promise<JobTerms> {
  const clientName = `E2E ${label} ${run}`;
  const client = await api<{ id: number }>('POST', '/finance/client/add', {
    name: clientName,
    uen: `${`5${run}123K`.slice(0, 9)}K`,
    gstRegistered: false,
    billingAddress: '10 Bayfront Avenue, Singapore 018956',
    billingEmail: 'ap@e2e-events.sg',
    paymentTermsDays: 30,
    billingFrequency: 'monthly',
  });
  const dept = await api<{ id: number }>('POST', '/finance/contractDept/add', {
    clientId: client.id,
    name: 'Hall B',
    siteAddress: '10 Bayfront Avenue',
    postalCode: '018956',
  });
  const positionName = `E2E crew ${label} ${run}`;
  const positionId = (await api<{ id: number }>('POST', '/finance/position/add', { name: positionName })).id;
  const orderId = (
    await api<{ id: number }>('POST', '/finance/contractOrder/add', {
      contractDeptId: dept.id,
      validFrom: sgDay(-60),
      validTo: sgDay(120),
      policy: {
        dailyNormalHours: 8,
        weeklyNormalHours: 44,
        otPayMultiplier: 1.5,
        otBillMultiplier: 1.5,
        payRounding: { unitMinutes: 15, mode: 'floor' },
        billRounding: { unitMinutes: 15, mode: 'ceil' },
      },
      rates: [{ positionId, payRate: 1200, billRate: 1800 }],
    })
  ).id;
  await api('PUT', '/finance/contractOrder/activate', { id: orderId });
  const orderNumber = (await api<{ number: string }>('GET', `/finance/contractOrder/get?id=${orderId}`)).number;
  return { clientId: client.id, clientName, orderId, orderNumber, positionId, positionName };
}

/**
 * A citizen worker; verified (active) unless told otherwise. `digits`: 7 digits of the NRIC, which
 * must not start with 1 or 7: the demo workers hold S/T 1_000_100… and 7_000_100… (seed/demo-workforce).
 */
export async function makeJobWorker(api: Api, name: string, digits: string, phone: string, verify = true) {
  const w = await api<{ id: number }>('POST', '/workforce/worker/add', {
    name,
    nric: `S${digits}${nricCheckLetter('S', digits)}`,
    dateOfBirth: '1994-08-09',
    gender: 'female',
    nationality: 'Singaporean',
    residency: 'citizen',
    engagementType: 'contractor',
    phone,
    email: '',
  });
  if (verify) await api('PUT', '/workforce/worker/verify', { id: w.id });
  return w.id;
}

/** A job of the terms' order on `date` from `start` to `end` (Singapore), published unless a draft is asked for. */
export async function makeJobVia(
  api: Api,
  terms: JobTerms,
  title: string,
  date: string,
  start: string,
  end: string,
  over: Record<string, unknown> = {},
  publish = true,
): Promise<number> {
  const { id } = await api<{ id: number }>('POST', '/workforce/job/add', {
    contractOrderId: terms.orderId,
    positionId: terms.positionId,
    title,
    startAt: sg(date, start),
    endAt: sg(date, end),
    breakMinutes: 60,
    breakPaid: false,
    headcount: 2,
    ...over,
  });
  if (publish) await api('PUT', '/workforce/job/publish', { id });
  return id;
}

/**
 * A worker's shift punched exactly from `start` to `end` and verified (the unpaid hour's break
 * taken): a published job of the terms, the worker assigned, the punches set, verified.
 */
export async function verifiedShiftVia(
  api: Api,
  terms: JobTerms,
  workerId: number,
  title: string,
  date: string,
  start: string,
  end: string,
): Promise<{ jobId: number; recordId: number }> {
  const jobId = await makeJobVia(api, terms, title, date, start, end);
  const { workRecordIds } = await api<{ workRecordIds: number[] }>('POST', '/workforce/job/assign', {
    jobId,
    workerIds: [workerId],
  });
  const recordId = workRecordIds[0];
  await api('PUT', '/workforce/workRecord/edit', {
    id: recordId,
    clockInAt: sg(date, start),
    clockOutAt: sg(date, end),
    reason: 'Site sheet',
  });
  await api('PUT', '/workforce/workRecord/verify', { ids: [recordId] });
  return { jobId, recordId };
}
