/**
 * The finance /home summary (issue 34): one answer for all of this remote's widgets, each
 * section computed only for a caller holding its widget's rule, each by one aggregate query
 * under the caller's data scope on the same columns as the list the widget links to (an
 * invoice's own; a withdrawal's through its worker). Counts and sums of cents are the
 * database's, over every matching row, so no widget says "of the first page" any more.
 */
import { FINANCE_HOME_RULES, type FinanceHomeSummary } from '@shiftdesk/shared/api';
import { sgDate } from '@shiftdesk/shared/rules';
import { and, eq, sql } from 'drizzle-orm';
import { holdsRule } from '../../../core/auth/access';
import { dataScopeFilter } from '../../../core/lists/data-scope';
import type { ListScope } from '../../../core/routes/crud-routes';
import type { Db } from '../../../db/client';
import { finInvoice, finWithdrawal, wfWorker } from '../../../db/schema';
import { invoiceScope } from '../invoice/service';
import { withdrawalScope } from '../wallet/withdrawal';

type Section<K extends keyof FinanceHomeSummary> = NonNullable<FinanceHomeSummary[K]>;

/** Counts and sums are bigint (text on the wire); cents stay far below 2^53. */
const n = (v: unknown) => Number(v ?? 0);

/**
 * Overdue: what the invoice list's `overdue` filter keeps — an issued invoice or debit note (a
 * credit note owes nothing) with a balance, past its due date in Singapore.
 */
async function overdueInvoices(db: Db, scope: ListScope, today: string): Promise<Section<'overdueInvoices'>> {
  const balance = sql`(${finInvoice.total} - ${finInvoice.paid} - ${finInvoice.credited})`;
  const [r] = await db
    .select({ count: sql<string>`count(*)`, balance: sql<string>`coalesce(sum(${balance}), 0)` })
    .from(finInvoice)
    .where(
      and(
        eq(finInvoice.status, 'issued'),
        sql`${finInvoice.kind} <> 'credit_note'`,
        sql`${balance} > 0`,
        sql`${finInvoice.dueDate} < ${today}`,
        dataScopeFilter(scope.access, scope.user, invoiceScope.columns),
      ),
    );
  return { count: n(r?.count), balance: n(r?.balance) };
}

/** Withdrawals waiting for approval (`requested`) and the amount they ask for. */
async function withdrawalsToApprove(db: Db, scope: ListScope): Promise<Section<'withdrawalsToApprove'>> {
  const [r] = await db
    .select({ count: sql<string>`count(*)`, amount: sql<string>`coalesce(sum(${finWithdrawal.amount}), 0)` })
    .from(finWithdrawal)
    // The withdrawal list's scope is its worker's department and creator.
    .innerJoin(wfWorker, eq(wfWorker.id, finWithdrawal.workerId))
    .where(
      and(eq(finWithdrawal.status, 'requested'), dataScopeFilter(scope.access, scope.user, withdrawalScope.columns)),
    );
  return { count: n(r?.count), amount: n(r?.amount) };
}

/** The sections the caller's rules allow, computed in parallel. */
export async function financeHomeSummary(db: Db, scope: ListScope, now = new Date()): Promise<FinanceHomeSummary> {
  const may = (k: keyof typeof FINANCE_HOME_RULES) => holdsRule(scope.access, FINANCE_HOME_RULES[k]);
  const [a, b] = await Promise.all([
    may('overdueInvoices') ? overdueInvoices(db, scope, sgDate(now)) : undefined,
    may('withdrawalsToApprove') ? withdrawalsToApprove(db, scope) : undefined,
  ]);
  const out: FinanceHomeSummary = {};
  if (a) out.overdueInvoices = a;
  if (b) out.withdrawalsToApprove = b;
  return out;
}
