/**
 * The incentive sweep (DOMAIN.md "Incentive scheme / record"): for each active scheme (or one
 * by id), the shifts that count — work records verified, credited or paid, dated in the
 * scheme's period, of its clients when it names some — are evaluated in one set-based statement
 * per scheme (no per-worker queries):
 *   - per_shift: amount × the worker's qualifying shifts (paid at least `minMinutes` when set);
 *   - shifts_in_period: amount when the worker has at least `minShifts`;
 *   - attendance_streak: amount when the longest run of consecutive calendar days worked
 *     (gaps and islands: day − row_number is constant along a run) reaches `streakDays`;
 *   - referral: the referrer (`wf_worker.referred_by`) earns amount when the referred worker has
 *     at least `minShifts` (subject `referee:<id>`).
 * Each finding is upserted on (scheme, worker, subject): a rerun updates the same row while it
 * is still `pending` and leaves verified, credited and rejected rows alone. A `pending` row that
 * no longer qualifies (a shift disputed or cancelled since) is removed: nobody decided on it and
 * no money moved, and the next sweep adds it again if it qualifies again — a rejection would keep
 * it from ever coming back. New rows get their "created" History line, removed ones a "deleted"
 * line with the reason; the scheme's `swept_at` is stamped.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { recordAudit, SYSTEM_ACTOR } from '../../../core/data/audit-trail';
import type { Tx } from '../../../core/data/unit-of-work';
import { rowsOf } from '../../../db/migrate';
import { finIncentiveScheme } from '../../../db/schema';

export type SchemeDb = typeof finIncentiveScheme.$inferSelect;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The shifts that count for a scheme: id, worker, day, paid minutes. */
function qualifying(s: SchemeDb): SQL {
  const clients = s.clientIds?.length ? sql` and r.client_id in (${idList(s.clientIds)})` : sql``;
  return sql`select r.id, r.worker_id, r.shift_date, r.pay_minutes
      from wf_work_record r
     where r.status in ('verified', 'credited', 'paid')
       and r.shift_date >= ${s.periodStart}::date and r.shift_date <= ${s.periodEnd}::date${clients}`;
}

/** `select worker_id, subject_key, amount, evidence, measure` of the scheme's findings. */
function findings(s: SchemeDb): SQL {
  const c = s.criteria ?? {};
  switch (s.type) {
    case 'per_shift': {
      const min = c.minMinutes ?? 0;
      return sql`select worker_id, '' as subject_key, ${s.amount}::bigint * count(*) as amount,
                        array_agg(id order by id) as evidence, count(*)::int as measure
                   from q where pay_minutes >= ${min} group by worker_id`;
    }
    case 'shifts_in_period':
      return sql`select worker_id, '' as subject_key, ${s.amount}::bigint as amount,
                        array_agg(id order by id) as evidence, count(*)::int as measure
                   from q group by worker_id having count(*) >= ${c.minShifts ?? 1}`;
    case 'referral':
      return sql`select w.referred_by as worker_id, 'referee:' || q.worker_id as subject_key, ${s.amount}::bigint as amount,
                        array_agg(q.id order by q.id) as evidence, count(*)::int as measure
                   from q join wf_worker w on w.id = q.worker_id
                  where w.referred_by is not null and w.referred_by <> q.worker_id
                  group by w.referred_by, q.worker_id having count(*) >= ${c.minShifts ?? 1}`;
    case 'attendance_streak':
      return sql`select b.worker_id, '' as subject_key, ${s.amount}::bigint as amount,
                        (select array_agg(q2.id order by q2.id) from q q2
                          where q2.worker_id = b.worker_id and q2.shift_date between b.first_day and b.last_day) as evidence,
                        b.len::int as measure
                   from (
                     select distinct on (worker_id) worker_id, len, first_day, last_day
                       from (
                         select worker_id, count(*) as len, min(shift_date) as first_day, max(shift_date) as last_day
                           from (
                             select worker_id, shift_date,
                                    shift_date - (row_number() over (partition by worker_id order by shift_date))::int as island
                               from (select distinct worker_id, shift_date from q) d
                           ) g
                          group by worker_id, island
                       ) runs
                      order by worker_id, len desc, first_day
                   ) b
                  where b.len >= ${c.streakDays ?? 2}`;
    default:
      throw new Error(`unknown incentive type ${s.type}`);
  }
}

/** What a removed record's History line says. */
export const LAPSED_REASON = 'No longer meets the scheme’s criteria';

/** Sweeps one scheme: answers how many records it wrote (new or updated) and removed. */
async function sweepScheme(tx: Tx, s: SchemeDb): Promise<{ created: number; updated: number; removed: number }> {
  const lapsed = rowsOf<{ id: number | string; amount: number | string }>(
    await tx.execute(sql`
      with q as (${qualifying(s)})
      delete from fin_incentive_record r
       where r.scheme_id = ${s.id} and r.status = 'pending'
         and not exists (
           select 1 from (${findings(s)}) f
            where f.amount > 0 and f.worker_id = r.worker_id and f.subject_key = r.subject_key)
      returning r.id, r.amount`),
  );
  if (lapsed.length) {
    await recordAudit(
      tx,
      lapsed.map((r) => ({
        entity: 'incentiveRecord',
        entityId: Number(r.id),
        action: 'deleted',
        from: 'pending',
        actor: SYSTEM_ACTOR,
        reason: LAPSED_REASON,
        data: { schemeId: s.id, amount: Number(r.amount) },
      })),
    );
  }
  const rows = rowsOf<{ id: number | string; created: boolean }>(
    await tx.execute(sql`
      with q as (${qualifying(s)})
      insert into fin_incentive_record (scheme_id, worker_id, subject_key, amount, evidence, measure)
      select ${s.id}, f.worker_id, f.subject_key, f.amount, f.evidence, f.measure
        from (${findings(s)}) f
       where f.amount > 0
      on conflict (scheme_id, worker_id, subject_key) do update
         set amount = excluded.amount, evidence = excluded.evidence, measure = excluded.measure, updated_at = now()
       where fin_incentive_record.status = 'pending'
      returning id, (xmax = 0) as created`),
  );
  const created = rows.filter((r) => r.created === true || String(r.created) === 't' || String(r.created) === 'true');
  if (created.length) {
    await recordAudit(
      tx,
      created.map((r) => ({
        entity: 'incentiveRecord',
        entityId: Number(r.id),
        action: 'created',
        to: 'pending',
        actor: SYSTEM_ACTOR,
        data: { schemeId: s.id },
      })),
    );
  }
  return { created: created.length, updated: rows.length - created.length, removed: lapsed.length };
}

export interface SweepResult {
  schemes: number;
  created: number;
  updated: number;
  removed: number;
}

/** Every active scheme (or the one given, when active), in the caller's transaction. */
export async function sweepIncentives(tx: Tx, schemeId?: number): Promise<SweepResult> {
  const schemes = await tx
    .select()
    .from(finIncentiveScheme)
    .where(
      and(
        eq(finIncentiveScheme.status, 'active'),
        schemeId === undefined ? undefined : eq(finIncentiveScheme.id, schemeId),
      ),
    )
    .orderBy(asc(finIncentiveScheme.id));
  const result: SweepResult = { schemes: schemes.length, created: 0, updated: 0, removed: 0 };
  for (const s of schemes) {
    const r = await sweepScheme(tx, s);
    result.created += r.created;
    result.updated += r.updated;
    result.removed += r.removed;
  }
  if (schemes.length) {
    await tx
      .update(finIncentiveScheme)
      .set({ sweptAt: new Date() })
      .where(
        inArray(
          finIncentiveScheme.id,
          schemes.map((s) => s.id),
        ),
      );
  }
  return result;
}
