/**
 * A throw-away job for the machine walk (test/machines.test.ts) and the work-record sample: a
 * client, its department, a position and an active order rating it, then one job in the state
 * asked for, all inserted directly (the walk tests the machine, not the services).
 */
import type { PolicyRecord } from '@shiftdesk/shared/api';
import type { Tx } from '../../../core/data/unit-of-work';
import {
  finClient,
  finContractDept,
  finContractOrder,
  finContractOrderRate,
  finPosition,
  wfJob,
} from '../../../db/schema';

let seq = 0;

export const SAMPLE_POLICY: PolicyRecord = {
  dailyNormalHours: 8,
  weeklyNormalHours: 44,
  otPayMultiplier: 1.5,
  otBillMultiplier: 1.5,
  payRounding: { unitMinutes: 15, mode: 'floor' },
  billRounding: { unitMinutes: 15, mode: 'ceil' },
  phPayRule: 'extra_day',
  phPayMultiplier: 2,
  phBillMultiplier: 2,
  lateGraceMinutes: 0,
  noShowAfterMinutes: 60,
  cancellationPayHours: 0,
  minPaidHoursSentHome: 0,
  poNumber: '',
  partIvExempt: false,
};

export async function sampleJob(tx: Tx, state = 'draft'): Promise<number> {
  const n = `${process.pid}-${++seq}-${Date.now() % 1_000_000}`;
  const [client] = await tx
    .insert(finClient)
    .values({
      name: `Sample client ${n}`,
      uen: `S${String((process.pid * 31 + seq * 7 + Date.now()) % 100_000_000).padStart(8, '0')}X`.slice(0, 10),
      billingAddress: '1 Sample Road',
      billingEmail: 'sample@example.com',
      billingFrequency: 'monthly',
    })
    .returning({ id: finClient.id });
  const [dept] = await tx
    .insert(finContractDept)
    .values({ clientId: client.id, name: 'Sample site', siteAddress: '1 Sample Road', postalCode: '018956' })
    .returning({ id: finContractDept.id });
  const [position] = await tx
    .insert(finPosition)
    .values({ name: `Sample position ${n}` })
    .returning({ id: finPosition.id });
  const [order] = await tx
    .insert(finContractOrder)
    .values({
      number: `CO-S-${n}`.slice(0, 20),
      contractDeptId: dept.id,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      status: 'active',
      policy: SAMPLE_POLICY,
    })
    .returning({ id: finContractOrder.id });
  await tx
    .insert(finContractOrderRate)
    .values({ contractOrderId: order.id, positionId: position.id, payRate: 1200, billRate: 1800 });
  const [job] = await tx
    .insert(wfJob)
    .values({
      code: `J-S-${n}`.slice(0, 20),
      contractOrderId: order.id,
      contractDeptId: dept.id,
      clientId: client.id,
      positionId: position.id,
      title: 'Sample shift',
      shiftDate: '2026-03-02',
      startAt: new Date('2026-03-02T01:00:00Z'),
      endAt: new Date('2026-03-02T10:00:00Z'),
      breakMinutes: 60,
      breakPaid: false,
      headcount: 2,
      payRate: 1200,
      billRate: 1800,
      policy: SAMPLE_POLICY,
      status: state,
    })
    .returning({ id: wfJob.id });
  return job.id;
}
