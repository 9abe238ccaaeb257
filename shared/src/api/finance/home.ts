/**
 * The finance remote's /home widgets (issue 34) read one answer: GET
 * /backend/api/v1/finance/home/summary, open to every signed-in user. Each widget is a section
 * of it, present only when the caller holds the rule that widget is shown behind (the list rule
 * of the page it links to), so the widgets of this remote cost one request together. Counts and
 * sums (integer cents) come from the database under the caller's data scope, over every
 * matching row, not a page of them.
 */
import { type Static, Type } from 'typebox';
import { InvoiceApi } from './invoice';
import { WithdrawalApi } from './wallet';

/** Login only: no rule of its own (each section has one, FINANCE_HOME_RULES). */
export const FinanceHomeApi = {
  path: { summary: '/home/summary' },
  url: { summary: '/api/v1/finance/home/summary' },
} as const;

/** The rule each section (and its widget) is behind. */
export const FINANCE_HOME_RULES = {
  overdueInvoices: InvoiceApi.rule.list,
  withdrawalsToApprove: WithdrawalApi.rule.list,
} as const;

const Count = Type.Integer({ minimum: 0 });
const Cents = Type.Integer({ description: 'cents' });

export const FinanceHomeSummary = Type.Object({
  /** Issued invoices and debit notes with a balance, past their due date (the invoice list's `overdue`) */
  overdueInvoices: Type.Optional(Type.Object({ count: Count, balance: Cents })),
  /** Withdrawals in `requested`, and the amount they ask for */
  withdrawalsToApprove: Type.Optional(Type.Object({ count: Count, amount: Cents })),
});
export type FinanceHomeSummary = Static<typeof FinanceHomeSummary>;
