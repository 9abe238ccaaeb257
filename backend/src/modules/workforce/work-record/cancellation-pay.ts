/**
 * Client-cancellation pay (DOMAIN.md "Contract order", issue 28): records the client just
 * cancelled with less notice than the late-cancel parameter (`workforce.booking.lateCancelHours`,
 * the measure of a worker's late cancel too) carry the job's `cancellationPayHours` as their pay
 * and bill amounts, computed by the rules library (`clientCancellationPay`). The record stays
 * cancelled; timesheets, invoices and payroll read its amounts like any other record's. The
 * History of each record says what was owed.
 */
import { clientCancellationPay, type CancellationPay } from '@shiftdesk/shared/rules';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../../../core/data/audit-trail';
import { iso } from '../../../core/data/caller';
import type { Tx } from '../../../core/data/unit-of-work';
import { wfJob, wfWorkRecord } from '../../../db/schema';
import { bookingParams } from '../booking/params';

export async function payClientCancellation(tx: Tx, actor: Actor, ids: readonly number[], now: Date): Promise<void> {
  if (!ids.length) return;
  const rows = await tx
    .select({
      id: wfWorkRecord.id,
      startAt: wfWorkRecord.scheduledStartAt,
      endAt: wfWorkRecord.scheduledEndAt,
      breakMinutes: wfWorkRecord.breakMinutes,
      breakPaid: wfWorkRecord.breakPaid,
      payRate: wfJob.payRate,
      billRate: wfJob.billRate,
      policy: wfJob.policy,
    })
    .from(wfWorkRecord)
    .innerJoin(wfJob, eq(wfJob.id, wfWorkRecord.jobId))
    .where(inArray(wfWorkRecord.id, [...ids]));
  const lateNoticeMinutes = Math.round((await bookingParams(tx)).lateCancelHours * 60);
  // A job's records share their shift and rates: one update per distinct amount, not per record.
  const byAmount = new Map<string, { pay: CancellationPay; ids: number[] }>();
  for (const r of rows) {
    const noticeMinutes = Math.floor((r.startAt.getTime() - now.getTime()) / 60_000);
    const pay = clientCancellationPay(
      {
        scheduledStartAt: iso(r.startAt),
        scheduledEndAt: iso(r.endAt),
        breakMinutes: r.breakMinutes,
        breakPaid: r.breakPaid,
        payRateCents: r.payRate,
        billRateCents: r.billRate,
      },
      r.policy,
      noticeMinutes,
      lateNoticeMinutes,
    );
    if (!pay.minutes) continue;
    const key = `${pay.minutes}:${pay.payAmount}:${pay.billAmount}`;
    const group = byAmount.get(key) ?? { pay, ids: [] };
    group.ids.push(r.id);
    byAmount.set(key, group);
  }
  for (const { pay, ids: same } of byAmount.values()) {
    await tx
      .update(wfWorkRecord)
      .set({
        cancellationPayMinutes: pay.minutes,
        payAmount: pay.payAmount,
        billAmount: pay.billAmount,
        version: sql`${wfWorkRecord.version} + 1`,
        updatedAt: now,
      })
      .where(inArray(wfWorkRecord.id, same));
    await recordAudit(
      tx,
      same.map((id) => ({
        entity: 'workRecord',
        entityId: id,
        action: 'cancellationPay',
        actor,
        data: { minutes: pay.minutes, payAmount: pay.payAmount, billAmount: pay.billAmount },
        at: now,
      })),
    );
  }
}
