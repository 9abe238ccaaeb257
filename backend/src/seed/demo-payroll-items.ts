/**
 * Demo payroll items (issue 32), made through the services once the demo payroll has locked its
 * past months: back pay for a record of the earliest locked month (its clock-out corrected after
 * approval) and a salary advance deducted from a worker the current month pays. The current
 * month, left in review by the payroll demo, is calculated again so its payslips show both (an
 * adjustment line naming the month it belongs to, a deduction with its type and consent).
 * Runs once with the rest of the demo; a database that has payroll items is left alone.
 */
import { sgDate } from '@shiftdesk/shared/rules';
import { sql } from 'drizzle-orm';
import { DomainEventBus } from '../core/base/events';
import { type Caller, SYSTEM_CALLER } from '../core/data/caller';
import { withTransaction } from '../core/data/unit-of-work';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';
import { runPayroll } from '../modules/finance/payroll/calculate';
import { addPayrollItem } from '../modules/finance/payroll/item/service';
import { startCalculation } from '../modules/finance/payroll/service';

export async function seedDemoPayrollItems(db: Db, owner: Caller = SYSTEM_CALLER, now = new Date()): Promise<number> {
  const ctx = { db, events: new DomainEventBus() };
  const current = sgDate(now).slice(0, 7);
  const [any] = rowsOf<{ id: number }>(await db.execute(sql`select id from fin_payroll_item limit 1`));
  if (any) return 0;
  // A record paid by the earliest locked month.
  const [record] = rowsOf<{ id: number; worker_id: number; month: string }>(
    await db.execute(sql`
      select r.id, r.worker_id, to_char(r.shift_date, 'YYYY-MM') as month
        from wf_work_record r join fin_payroll_month pm on pm.id = r.payroll_month_id
       where pm.status in ('approved', 'paid')
       order by pm.month, r.id
       limit 1`),
  );
  // A worker the current month pays (its payslip, or a verified record of the month).
  const [payee] = rowsOf<{ worker_id: number }>(
    await db.execute(sql`
      select worker_id from (
        select d.worker_id, 0 as k from fin_payroll_detail d
         where d.month = ${current} and d.engagement_type = 'employee' and d.net_pay > 0
        union all
        select r.worker_id, 1 as k from wf_work_record r
         where r.payroll_month_id is null and r.status in ('verified', 'credited')
           and to_char(r.shift_date, 'YYYY-MM') = ${current}
      ) x order by k, worker_id limit 1`),
  );
  let made = 0;
  await withTransaction(ctx, async (tx) => {
    if (record) {
      await addPayrollItem(
        tx,
        owner,
        {
          workerId: Number(record.worker_id),
          kind: 'backPay',
          amount: 12_50,
          originMonth: record.month,
          reason: 'Clock-out corrected after approval',
          workRecordId: Number(record.id),
        },
        now,
      );
      made++;
    }
    if (payee) {
      await addPayrollItem(
        tx,
        owner,
        {
          workerId: Number(payee.worker_id),
          kind: 'deduction',
          amount: 50_00,
          originMonth: current,
          reason: 'Salary advance repaid',
          deductionType: 'advance',
          consentRef: 'ADV-2026-014',
        },
        now,
      );
      made++;
    }
  });
  // The current month in review (the payroll demo left it so) is calculated again with the items.
  const [review] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from fin_payroll_month where month = ${current} and status = 'review'`),
  );
  if (made && review) {
    const id = await withTransaction(ctx, (tx) => startCalculation(tx, owner, current, now));
    await runPayroll(ctx, id, owner.actor);
  }
  return made;
}
