/** Makes finance records through the API for the finance tests. */
import type { api } from '../support/http';

type Api = ReturnType<typeof api>;
let n = 0;
/** A distinct 8-digit business UEN per call (nnnnnnnnX). */
export const nextUen = () => `${String(53000000 + ++n + Math.floor(Math.random() * 900000)).padStart(8, '0')}C`;

export const POLICY = {
  dailyNormalHours: 8,
  weeklyNormalHours: 44,
  otPayMultiplier: 1.5,
  otBillMultiplier: 1.5,
  payRounding: { unitMinutes: 15, mode: 'floor' },
  billRounding: { unitMinutes: 15, mode: 'ceil' },
};

export async function makeClient(A: Api, over: Record<string, unknown> = {}): Promise<number> {
  const r = await A.post('/finance/client/add', {
    name: `Client ${++n} ${Math.random().toString(36).slice(2, 7)}`,
    uen: nextUen(),
    gstRegistered: false,
    billingAddress: '1 Raffles Place, Singapore 048616',
    billingEmail: 'ap@example.com.sg',
    paymentTermsDays: 30,
    billingFrequency: 'monthly',
    ...over,
  });
  if (r.json().code !== 0) throw new Error(r.body);
  return r.json().data.id;
}

export async function makeDept(A: Api, clientId: number, over: Record<string, unknown> = {}): Promise<number> {
  const r = await A.post('/finance/contractDept/add', { clientId, name: `Site ${++n}`, siteAddress: '1 Raffles Place', postalCode: '048616', ...over });
  if (r.json().code !== 0) throw new Error(r.body);
  return r.json().data.id;
}

export async function makePosition(A: Api, over: Record<string, unknown> = {}): Promise<number> {
  const r = await A.post('/finance/position/add', { name: `Position ${++n} ${Math.random().toString(36).slice(2, 7)}`, ...over });
  if (r.json().code !== 0) throw new Error(r.body);
  return r.json().data.id;
}

export async function makeOrder(
  A: Api,
  contractDeptId: number,
  rates: { positionId: number; payRate: number; billRate: number }[],
  over: Record<string, unknown> = {},
): Promise<number> {
  const r = await A.post('/finance/contractOrder/add', { contractDeptId, validFrom: '2026-01-01', validTo: '2026-12-31', policy: POLICY, rates, ...over });
  if (r.json().code !== 0) throw new Error(r.body);
  return r.json().data.id;
}
