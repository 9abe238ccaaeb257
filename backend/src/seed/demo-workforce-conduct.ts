/**
 * Demo conduct records, made through the services after the demo workers exist: credit events
 * for most active workers (so scores vary), automatic no-show bans (one still running, one that
 * ran out and was swept), manual bans (client, department, lifted), a few blacklisted workers,
 * MCs and allowances in every state.
 */
import type { CreditEventKind } from '@shiftdesk/shared/rules';
import { sgDate } from '@shiftdesk/shared/rules';
import { asc, eq } from 'drizzle-orm';
import { type Caller, SYSTEM_CALLER } from '../core/data/caller';
import { DomainEventBus } from '../core/base/events';
import { withTransaction } from '../core/data/unit-of-work';
import type { Db } from '../db/client';
import { finClient, finContractDept, wfWorker } from '../db/schema';
import { addAllowance, decideAllowance } from '../modules/workforce/allowance/service';
import { addBan, expireBans, liftBan } from '../modules/workforce/ban-record/service';
import { addToBlacklist } from '../modules/workforce/blacklist/service';
import { recordCreditEvent } from '../modules/workforce/credit-event/service';
import { addMedicalLeave, decideMedicalLeave } from '../modules/workforce/medical-leave/service';

const DAY = 86_400_000;
/** Shift-like kinds in the proportions a real month has. */
const MIX: CreditEventKind[] = [
  'completed_shift',
  'completed_shift',
  'completed_shift',
  'completed_shift',
  'late_arrival',
  'completed_shift',
  'early_cancel',
  'completed_shift',
  'late_cancel',
];

export interface DemoConductCounts {
  events: number;
  bans: number;
  blacklisted: number;
  mcs: number;
  allowances: number;
}

export async function seedDemoWorkforceConduct(
  db: Db,
  owner: Caller = SYSTEM_CALLER,
  now = new Date(),
): Promise<DemoConductCounts> {
  const ctx = { db, events: new DomainEventBus() };
  return withTransaction(ctx, async (tx) => {
    const active = await tx
      .select({ id: wfWorker.id })
      .from(wfWorker)
      .where(eq(wfWorker.status, 'active'))
      .orderBy(asc(wfWorker.id));
    const ids = active.map((w) => w.id);
    if (ids.length < 30) return { events: 0, bans: 0, blacklisted: 0, mcs: 0, allowances: 0 };
    const ago = (days: number, hour = 1) => new Date(now.getTime() - days * DAY + hour * 3_600_000);
    const day = (days: number) => sgDate(ago(days));
    const event = (workerId: number, kind: CreditEventKind, daysAgo: number) =>
      recordCreditEvent(tx, SYSTEM_CALLER, { workerId, kind, occurredAt: ago(daysAgo) }, now);

    // Scores that vary: everyone but the special cases below gets a few months of shifts.
    const special = new Set(ids.slice(0, 12));
    let events = 0;
    for (const [i, w] of ids.entries()) {
      // About half the workers, a few events each: enough spread, and the demo seed stays quick.
      if (special.has(w) || i % 2 === 1) continue;
      const n = 1 + (i % 5);
      for (let k = 0; k < n; k++) {
        await event(w, MIX[(i + k * 3) % MIX.length], 3 + ((i * 11 + k * 17) % 170));
        events++;
      }
      // One in eight has a single no-show: a visible dent, no ban.
      if (i % 8 === 0) {
        await event(w, 'no_show', 10 + (i % 40));
        events++;
      }
    }

    // Automatic bans: [0] three no-shows this fortnight (ban running); [1] three two months
    // ago (ban over: the sweep below expires it and unbans the worker).
    for (const [w, start] of [
      [ids[0], 12],
      [ids[1], 62],
    ] as const) {
      for (const d of [start, start - 4, start - 9]) await event(w, 'no_show', d);
      events += 3;
    }

    // Manual bans.
    const [client] = await tx.select({ id: finClient.id }).from(finClient).orderBy(asc(finClient.id)).limit(1);
    const [dept] = await tx.select({ id: finContractDept.id }).from(finContractDept).orderBy(asc(finContractDept.id)).limit(1);
    let bans = 2;
    await addBan(
      tx,
      owner,
      { workerId: ids[2], scope: 'platform', reason: 'Argued with the site supervisor', endsOn: day(-10) },
      now,
    );
    const lifted = await addBan(
      tx,
      owner,
      { workerId: ids[3], scope: 'platform', reason: 'Uniform not worn twice', startsOn: day(20), endsOn: day(-5) },
      now,
    );
    await liftBan(tx, owner.actor, lifted, 'Supervisor confirmed it was a misunderstanding', now);
    bans += 2;
    if (client) {
      await addBan(tx, owner, { workerId: ids[4], scope: 'client', clientId: client.id, reason: 'Client asked not to send again' }, now);
      bans++;
    }
    if (dept) {
      await addBan(
        tx,
        owner,
        { workerId: ids[5], scope: 'department', contractDeptId: dept.id, reason: 'Left the site early', endsOn: day(-30) },
        now,
      );
      bans++;
    }

    // Blacklisted for good.
    const blacklist: [number, string][] = [
      [ids[6], 'Theft from the client store'],
      [ids[7], 'Worked under another person’s NRIC'],
      [ids[8], 'Violence on site'],
    ];
    for (const [workerId, reason] of blacklist) await addToBlacklist(tx, owner, { workerId, reason }, now);

    // MCs: approved (excusing a no-show on its first day), rejected, submitted.
    await event(ids[9], 'no_show', 6);
    await event(ids[10], 'no_show', 15);
    events += 2;
    const mc = (workerId: number, from: number, to: number, kind: 'outpatient' | 'hospitalisation', n: string) =>
      addMedicalLeave(tx, owner, {
        workerId,
        startDate: day(from),
        endDate: day(to),
        kind,
        clinic: kind === 'outpatient' ? 'Raffles Medical Jurong East' : 'Ng Teng Fong General Hospital',
        mcNumber: n,
        notifiedAt: ago(from, 0).toISOString(),
      });
    const approved = await mc(ids[9], 6, 5, 'outpatient', 'MC-240611');
    await decideMedicalLeave(tx, owner.actor, approved, 'approve', '', now);
    const rejected = await mc(ids[10], 15, 15, 'outpatient', 'MC-240598');
    await decideMedicalLeave(tx, owner.actor, rejected, 'reject', 'The clinic has no record of this MC', now);
    await mc(ids[11], 2, 0, 'hospitalisation', 'HL-118822');
    await mc(ids[12], 1, 0, 'outpatient', 'MC-240702');
    const mcs = 4;

    // Allowances in each state.
    const allowances: [number, 'transport' | 'meal' | 'other', number, 'approve' | 'reject' | null, string][] = [
      [ids[13], 'transport', 1500, 'approve', ''],
      [ids[13], 'meal', 800, null, ''],
      [ids[14], 'transport', 2500, 'reject', 'Shift ended before 11 pm; no late-night taxi'],
      [ids[15], 'other', 1000, null, ''],
      [ids[16], 'meal', 600, 'approve', ''],
    ];
    for (const [i, [workerId, type, amount, decision, reason]] of allowances.entries()) {
      const id = await addAllowance(tx, owner, {
        workerId,
        type,
        amount,
        workDate: day(3 + i),
        remark: type === 'transport' ? 'Taxi home after a late shift' : '',
      });
      if (decision) await decideAllowance(tx, owner.actor, id, decision, reason);
    }

    await expireBans(tx, now);
    return { events, bans, blacklisted: blacklist.length, mcs, allowances: allowances.length };
  });
}
