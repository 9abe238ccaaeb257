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
import sharp from 'sharp';
import { DomainEventBus } from '../core/base/events';
import { type Caller, SYSTEM_CALLER } from '../core/data/caller';
import { transition } from '../core/data/transition';
import { withTransaction } from '../core/data/unit-of-work';
import type { Storage } from '../core/files/storage';
import type { Db } from '../db/client';
import { finClient, wfTimesheet, wfWorkRecord } from '../db/schema';
import { approveTimesheet, BILLABLE, generateTimesheet, prepareSend } from '../modules/workforce/timesheet/service';

/**
 * A drawn-looking signature for the demo's signed approvals: an ink stroke on a transparent
 * background, as the signature pad exports it (rendered once from SVG by sharp).
 */
const SIGNATURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120">
  <path d="M20 80 C 40 20, 60 20, 70 70 S 95 110, 110 60 S 140 20, 150 70 C 160 100, 175 95, 190 60
    S 215 30, 225 65 C 232 90, 250 90, 262 55 L 270 75 C 285 95, 305 70, 340 50"
    fill="none" stroke="#1a2b6d" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
let signature: Promise<string> | undefined;
const demoSignature = () =>
  (signature ??= sharp(Buffer.from(SIGNATURE_SVG))
    .png()
    .toBuffer()
    .then((b) => `data:image/png;base64,${b.toString('base64')}`));

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
        await approveTimesheet(tx, owner, storage, {
          id: t.id,
          signerName: 'Site manager',
          signature: await demoSignature(),
        });
    }
    return made.length;
  });
}
