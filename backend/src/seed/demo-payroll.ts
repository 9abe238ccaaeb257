/**
 * Demo payroll, made through the services after the demo's wallets: every month before the
 * current one that has verified work is calculated and approved (the oldest also paid), so its
 * wallets' CPF holds are settled; the current month is calculated and left in review. The jobs
 * demo works the two calendar months before this one from their first days: two closed months.
 */
import { sgDate } from '@shiftdesk/shared/rules';
import { sql } from 'drizzle-orm';
import { DomainEventBus } from '../core/base/events';
import { type Caller, SYSTEM_CALLER } from '../core/data/caller';
import { withTransaction } from '../core/data/unit-of-work';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';
import { runPayroll } from '../modules/finance/payroll/calculate';
import { approveMonth, payMonth } from '../modules/finance/payroll/lock';
import { startCalculation } from '../modules/finance/payroll/service';

export async function seedDemoPayroll(db: Db, owner: Caller = SYSTEM_CALLER, now = new Date()): Promise<number> {
  const ctx = { db, events: new DomainEventBus() };
  const current = sgDate(now).slice(0, 7);
  const worked = rowsOf<{ month: string }>(
    await db.execute(sql`
      select distinct to_char(shift_date, 'YYYY-MM') as month from wf_work_record
       where status in ('verified', 'credited') and to_char(shift_date, 'YYYY-MM') < ${current}
       order by 1`),
  ).map((r) => r.month);
  const calculate = async (month: string) => {
    const id = await withTransaction(ctx, (tx) => startCalculation(tx, owner, month, now));
    await runPayroll(ctx, id, owner.actor);
    return id;
  };
  for (const [i, month] of worked.entries()) {
    const id = await calculate(month);
    await withTransaction(ctx, (tx) => approveMonth(tx, owner.actor, id));
    if (i === 0) await withTransaction(ctx, (tx) => payMonth(tx, owner.actor, id));
  }
  await calculate(current);
  return worked.length + 1;
}
