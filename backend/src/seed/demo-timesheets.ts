/**
 * Demo timesheets, made through the services after the demo's work records: for every contract
 * department, one timesheet per finished period (ISO week or month, by the client's billing
 * frequency) holding its verified records. The older ones were sent to the client and approved
 * (signed), one of them disputed; the newest of each department is still a draft or waits for
 * the client.
 */
import type { TimesheetGenerateBody } from '@shiftdesk/shared/api';
import { timesheetMachine } from '@shiftdesk/shared/api';
import { isoMonth, isoWeek, periodRange, sgDate } from '@shiftdesk/shared/rules';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DomainEventBus } from '../core/base/events';
import { type Caller, SYSTEM_CALLER } from '../core/data/caller';
import { transition } from '../core/data/transition';
import { withTransaction } from '../core/data/unit-of-work';
import type { Storage } from '../core/files/storage';
import type { Db } from '../db/client';
import { finClient, wfTimesheet, wfWorkRecord } from '../db/schema';
import { approveTimesheet, BILLABLE, generateTimesheet, prepareSend } from '../modules/workforce/timesheet/service';

/** A signature pad's PNG (1×1), for the demo's signed approvals. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export async function seedDemoTimesheets(
  db: Db,
  owner: Caller = SYSTEM_CALLER,
  storage?: Storage,
  now = new Date(),
): Promise<number> {
  const ctx = { db, events: new DomainEventBus() };
  const today = sgDate(now);
  return withTransaction(ctx, async (tx) => {
    const worked = await tx
      .selectDistinct({
        contractDeptId: wfWorkRecord.contractDeptId,
        shiftDate: wfWorkRecord.shiftDate,
        frequency: finClient.billingFrequency,
      })
      .from(wfWorkRecord)
      .innerJoin(finClient, eq(finClient.id, wfWorkRecord.clientId))
      .where(and(inArray(wfWorkRecord.status, [...BILLABLE]), isNull(wfWorkRecord.timesheetId)));
    // Finished periods only: this week's or month's records wait for their period to end.
    const wanted = new Map<string, TimesheetGenerateBody>();
    for (const w of worked) {
      const period = w.frequency === 'weekly' ? isoWeek(w.shiftDate) : isoMonth(w.shiftDate);
      if (periodRange(period).to >= today) continue;
      wanted.set(`${w.contractDeptId}|${period}`, { contractDeptId: w.contractDeptId, period });
    }
    const bodies = [...wanted.values()].sort(
      (a, b) => a.contractDeptId - b.contractDeptId || a.period.localeCompare(b.period),
    );
    const made: { id: number; deptId: number }[] = [];
    for (const b of bodies) made.push({ id: await generateTimesheet(tx, owner, b), deptId: b.contractDeptId });

    let disputed = false;
    for (const [i, t] of made.entries()) {
      const newest = made[i + 1]?.deptId !== t.deptId;
      // The newest of a department: every other one is a draft, the rest wait for the client.
      if (newest && i % 2 === 0) continue;
      await transition(tx, {
        machine: timesheetMachine,
        table: wfTimesheet,
        id: t.id,
        action: 'send',
        actor: owner.actor,
        reason: '',
      });
      await prepareSend(tx, t.id);
      if (newest) continue;
      if (!disputed) {
        disputed = true;
        await transition(tx, {
          machine: timesheetMachine,
          table: wfTimesheet,
          id: t.id,
          action: 'dispute',
          actor: owner.actor,
          reason: 'One worker left an hour early on the Friday',
        });
        continue;
      }
      if (storage)
        await approveTimesheet(tx, owner, storage, { id: t.id, signerName: 'Site manager', signature: SIGNATURE });
    }
    return made.length;
  });
}
