/**
 * Demo incentives, made through the services after the demo's work records and wallets and
 * before the payroll demo (which then pays the credited ones as Additional Wages): a per-shift
 * bonus at the busiest client, a shifts-in-period bonus, an attendance streak and a referral
 * bonus over the demo's weeks, all active and swept; some records verified and credited, one
 * rejected, the rest left pending for the verify page. The referral needs `referred_by` on a
 * couple of demo workers: there is no service for it yet, so it is set directly here (demo only).
 */
import { periodRange } from '@shiftdesk/shared/rules';
import { sql } from 'drizzle-orm';
import { DomainEventBus } from '../core/base/events';
import { type Caller, SYSTEM_CALLER } from '../core/data/caller';
import { withTransaction } from '../core/data/unit-of-work';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';
import { addScheme, moveRecords, moveScheme, recordIdsOf } from '../modules/finance/incentive/service';
import { sweepIncentives } from '../modules/finance/incentive/sweep';

const COUNTED = sql`status in ('verified', 'credited', 'paid')`;

export async function seedDemoIncentives(db: Db, owner: Caller = SYSTEM_CALLER): Promise<number> {
  const [range] = rowsOf<{ first: string | null; last: string | null }>(
    await db.execute(
      sql`select min(shift_date)::text as first, max(shift_date)::text as last from wf_work_record where ${COUNTED}`,
    ),
  );
  if (!range?.first || !range.last) return 0;
  const [busiest] = rowsOf<{ client_id: number; name: string }>(
    await db.execute(sql`
      select r.client_id, c.name from wf_work_record r join fin_client c on c.id = r.client_id
       where r.status in ('verified', 'credited', 'paid')
       group by r.client_id, c.name order by count(*) desc, r.client_id limit 1`),
  );
  const workers = rowsOf<{ worker_id: number; n: string | number }>(
    await db.execute(sql`
      select worker_id, count(*) as n from wf_work_record where ${COUNTED}
       group by worker_id order by count(*) desc, worker_id limit 4`),
  );
  const most = Number(workers[0]?.n ?? 0);
  const ctx = { db, events: new DomainEventBus() };
  return withTransaction(ctx, async (tx) => {
    // Two demo referrals: the second busiest worker was referred by the busiest, the fourth by the third.
    for (const [referrer, referee] of [
      [workers[0], workers[1]],
      [workers[2], workers[3]],
    ]) {
      if (referrer && referee)
        await tx.execute(
          sql`update wf_worker set referred_by = ${Number(referrer.worker_id)} where id = ${Number(referee.worker_id)} and referred_by is null`,
        );
    }
    const period = { periodStart: range.first as string, periodEnd: range.last as string };
    // The per-shift bonus covers the first month of the demo weeks only: its credits fall in a
    // month the payroll demo approves, so the payslips of that month show them paid.
    const firstMonthEnd = periodRange(period.periodStart.slice(0, 7)).to;
    const firstMonth = { ...period, periodEnd: [firstMonthEnd, period.periodEnd].sort()[0] };
    const schemes = [
      {
        name: busiest ? `Per-shift bonus at ${busiest.name}`.slice(0, 100) : 'Per-shift bonus',
        type: 'per_shift' as const,
        criteria: { minMinutes: 240 },
        amount: 5_00,
        clientIds: busiest ? [Number(busiest.client_id)] : undefined,
        description: 'S$5 for every shift of at least four paid hours at this client',
        ...firstMonth,
      },
      {
        name: 'Busy month bonus',
        type: 'shifts_in_period' as const,
        criteria: { minShifts: Math.max(2, Math.floor(most * 0.6)) },
        amount: 30_00,
        description: 'S$30 for working most of the demo weeks',
      },
      {
        name: 'Two days in a row',
        type: 'attendance_streak' as const,
        criteria: { streakDays: 2 },
        amount: 15_00,
        description: 'S$15 for two consecutive days worked',
      },
      {
        name: 'Refer a friend',
        type: 'referral' as const,
        criteria: { minShifts: 2 },
        amount: 20_00,
        description: 'S$20 when someone you referred has worked two shifts',
      },
    ];
    const ids: number[] = [];
    for (const s of schemes) {
      const id = await addScheme(tx, owner, { ...period, ...s });
      await moveScheme(tx, owner.actor, id, 'activate');
      ids.push(id);
    }
    await sweepIncentives(tx);
    let made = 0;
    for (const [i, id] of ids.entries()) {
      const pending = await recordIdsOf(tx, id, 'pending');
      made += pending.length;
      // Roughly: the first half verified and most of those credited; one rejected; the rest pending.
      const verify = pending.slice(0, Math.ceil(pending.length / 2));
      if (verify.length) await moveRecords(tx, owner.actor, verify, 'verify');
      const credit = verify.slice(0, Math.max(1, verify.length - 1));
      if (credit.length && i !== 2) await moveRecords(tx, owner.actor, credit, 'credit');
      const rest = pending.slice(verify.length);
      if (i === 1 && rest.length > 1)
        await moveRecords(tx, owner.actor, [rest[0]], 'reject', 'Shifts at a client outside the campaign');
    }
    return made;
  });
}
