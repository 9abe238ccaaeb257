/**
 * A month's draft invoices, asked for by one user (issue 30): they own the drafts (their
 * department, their name in the History) and get the progress over the socket. Each timesheet
 * commits on its own, so a retry only finds what the failed run left.
 */
import type { Lang } from '../../core/base/i18n';
import type { Caller } from '../../core/data/caller';
import { generateMonth } from '../../modules/finance/invoice/generate-all';
import type { QueueDefinition } from '../registry';

export const GENERATE_INVOICES_QUEUE = 'finance.generateInvoices';

// A type, not an interface: job data must be assignable to Record<string, unknown>.
export type GenerateInvoicesData = {
  month: string;
  userId: number | null;
  actorName: string;
  deptId: number | null;
  lang: Lang;
};

export const generateInvoicesJob: QueueDefinition<GenerateInvoicesData> = {
  name: GENERATE_INVOICES_QUEUE,
  retryLimit: 1,
  retryDelay: 5,
  retryBackoff: false,
  expireInSeconds: 10 * 60,
  deadLetter: true,
  async handler(job, { db, events, log, progress }) {
    const { month, userId, actorName, deptId, lang } = job.data;
    const caller: Caller = { actor: { id: userId, name: actorName }, deptId, lang };
    const result = await generateMonth({ db, events }, caller, month, progress);
    log.info(
      { month, made: result.made.length, skipped: result.skipped.length, failed: result.failed.length },
      'invoices generated',
    );
    return result;
  },
};
