/**
 * Approving and paying a payroll month (DOMAIN.md "Payroll month": `review → approved (locked)
 * → paid`). Approval, in one transaction:
 *   - stamps the month on every record, allowance, credited incentive and accepted appeal it
 *     paid, adds what it took of each deduction and back pay to the item's `taken` and settles
 *     the items taken in full (the stale check counts all of them), so nothing is paid twice and what
 *     is verified for the month later goes into the next month as an adjustment;
 *   - settles the CPF the wallets held back: for each worker, everything still pending for this
 *     month and earlier ones is released, less the real employee share (a `cpf_deduction`);
 *   - locks the reference rows the month used (CPF rates and ceiling, SDL, its holidays).
 * Paying moves the month's credited records to `paid`.
 */
import { payrollItemMachine, payrollMonthMachine, workRecordMachine } from '@shiftdesk/shared/api';
import { cpfDeductionMove, periodRange } from '@shiftdesk/shared/rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ConflictError } from '../../../core/base/errors';
import type { Actor } from '../../../core/data/audit-trail';
import { transition, transitionMany } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import { rowsOf } from '../../../db/migrate';
import { finPayrollItem, finPayrollMonth, wfWorkRecord } from '../../../db/schema';
import { lockReferenceRows } from '../reference/service';
import { lockWallet, postLocked } from '../wallet/ledger';

export const cpfDeductionKey = (month: string, workerId: number) => `payroll:${month}:cpf:${workerId}`;

async function monthOf(tx: Tx, id: number): Promise<string> {
  const [m] = await tx.select({ month: finPayrollMonth.month }).from(finPayrollMonth).where(eq(finPayrollMonth.id, id));
  return m.month;
}

export async function approveMonth(tx: Tx, actor: Actor, id: number): Promise<void> {
  await transition(tx, {
    machine: payrollMonthMachine,
    table: finPayrollMonth,
    id,
    action: 'approve',
    actor,
    patch: { approvedAt: new Date(), approvedBy: actor.id, updatedAt: new Date() },
  });
  const month = await monthOf(tx, id);
  // Another month paid some of these items since this one was calculated (two months in review
  // both carrying a late record): approving would pay them twice.
  const [stale] = rowsOf<{ n: string | number }>(
    await tx.execute(sql`
      select count(*) as n from fin_payroll_line l
        left join wf_work_record r on l.ref_type = 'workRecord' and r.id = l.ref_id
        left join wf_allowance a on l.ref_type = 'allowance' and a.id = l.ref_id
        left join fin_incentive_record i on l.ref_type = 'incentiveRecord' and i.id = l.ref_id
        left join fin_appeal ap on l.ref_type = 'appeal' and ap.id = l.ref_id
        left join fin_payroll_item pi on l.ref_type = 'payrollItem' and pi.id = l.ref_id
       where l.month_id = ${id}
         and (coalesce(r.payroll_month_id, a.payroll_month_id, i.payroll_month_id, ap.payroll_month_id) is not null
              or (l.ref_type = 'payrollItem' and (pi.status is distinct from 'open' or pi.taken + l.amount > pi.amount)))`),
  );
  if (Number(stale.n) > 0) throw new ConflictError('payroll.stale', { month });
  await tx.execute(sql`
    update wf_work_record r set payroll_month_id = ${id}
      from fin_payroll_line l
     where l.month_id = ${id} and l.ref_type = 'workRecord' and r.id = l.ref_id`);
  await tx.execute(sql`
    update wf_allowance a set payroll_month_id = ${id}
      from fin_payroll_line l
     where l.month_id = ${id} and l.ref_type = 'allowance' and a.id = l.ref_id`);
  await tx.execute(sql`
    update fin_incentive_record i set payroll_month_id = ${id}
      from fin_payroll_line l
     where l.month_id = ${id} and l.ref_type = 'incentiveRecord' and i.id = l.ref_id`);
  await tx.execute(sql`
    update fin_appeal ap set payroll_month_id = ${id}
      from fin_payroll_line l
     where l.month_id = ${id} and l.ref_type = 'appeal' and ap.id = l.ref_id`);
  await settleItems(tx, actor, id, month);
  await settleCpf(tx, actor, id, month);
  const { from, to } = periodRange(month);
  await lockReferenceRows(tx, [
    ...(['citizen', 'pr1', 'pr2'] as const).map((rateClass) => ({ kind: 'cpfRate' as const, date: from, rateClass })),
    { kind: 'cpfCeiling', date: from },
    { kind: 'sdlRate', date: from },
    { kind: 'publicHoliday', from, to },
  ]);
}

/**
 * The month's deductions and back pay: what its lines took is added to each item's `taken`;
 * items taken in full are `paid` with the month (the machine's `settle`, so their History shows
 * it). A deduction the 50% cap held back stays open for the next month.
 */
async function settleItems(tx: Tx, actor: Actor, monthId: number, month: string): Promise<void> {
  const full = rowsOf<{ id: number | string; taken: number | string; amount: number | string }>(
    await tx.execute(sql`
      update fin_payroll_item pi set taken = pi.taken + l.amount, updated_at = now()
        from (select ref_id, sum(amount) as amount from fin_payroll_line
               where month_id = ${monthId} and ref_type = 'payrollItem' group by ref_id) l
       where pi.id = l.ref_id
      returning pi.id, pi.taken, pi.amount`),
  ).filter((r) => Number(r.taken) >= Number(r.amount));
  if (!full.length) return;
  await transitionMany(tx, {
    machine: payrollItemMachine,
    table: finPayrollItem,
    ids: full.map((r) => Number(r.id)),
    action: 'settle',
    actor,
    reason: `Payroll ${month}`,
    data: { payrollMonthId: monthId, month },
    patch: { payrollMonthId: monthId, updatedAt: new Date() },
  });
}

/**
 * The wallets' CPF holds of the month (and of earlier months, whose late credits held too) give
 * way to the real employee share. A share larger than what the wallet can give (records never
 * credited, money already withdrawn) takes what there is: the ledger never goes below zero, and
 * the memo says what was short.
 */
async function settleCpf(tx: Tx, actor: Actor, monthId: number, month: string): Promise<void> {
  const rows = rowsOf<{ worker_id: number; detail_id: number | null; share: string | number | null }>(
    await tx.execute(sql`
      select coalesce(p.worker_id, d.worker_id) as worker_id, d.id as detail_id, d.cpf_employee as share
        from (select worker_id from fin_wallet_transaction where month <= ${month}
               group by worker_id having sum(pending_delta) <> 0) p
        full join (select id, worker_id, cpf_employee from fin_payroll_detail
                    where month_id = ${monthId} and cpf_employee > 0) d on d.worker_id = p.worker_id
       order by 1`),
  );
  for (const r of rows) {
    const workerId = Number(r.worker_id);
    const wallet = await lockWallet(tx, workerId);
    const [held] = rowsOf<{ pending: string | number }>(
      await tx.execute(sql`
        select coalesce(sum(pending_delta), 0) as pending from fin_wallet_transaction
         where worker_id = ${workerId} and month <= ${month}`),
    );
    const pending = Number(held.pending);
    const share = Number(r.share ?? 0);
    const taken = Math.min(share, pending + wallet.available);
    if (pending === 0 && taken === 0) continue;
    const short = share - taken;
    await postLocked(tx, wallet, [
      {
        workerId,
        type: 'cpf_deduction',
        move: cpfDeductionMove(pending, taken),
        refType: 'payrollDetail',
        refId: r.detail_id === null ? null : Number(r.detail_id),
        month,
        memo: short > 0 ? `CPF ${month}; short ${short}` : `CPF ${month}`,
        key: cpfDeductionKey(month, workerId),
        actor,
      },
    ]);
  }
}

export async function payMonth(tx: Tx, actor: Actor, id: number): Promise<void> {
  await transition(tx, {
    machine: payrollMonthMachine,
    table: finPayrollMonth,
    id,
    action: 'pay',
    actor,
    patch: { paidAt: new Date(), paidBy: actor.id, updatedAt: new Date() },
  });
  const credited = await tx
    .select({ id: wfWorkRecord.id })
    .from(wfWorkRecord)
    .where(and(eq(wfWorkRecord.payrollMonthId, id), inArray(wfWorkRecord.status, ['credited'])));
  if (credited.length) {
    await transitionMany(tx, { machine: workRecordMachine, ids: credited.map((r) => r.id), action: 'pay', actor });
  }
}
