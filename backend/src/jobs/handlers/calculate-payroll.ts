/**
 * A payroll month's calculation (issue 32), queued by POST finance/payroll/calculate. Progress
 * goes to everyone as `payrollProgress` (the month's page shows it), and the requester also hears
 * `jobProgress`. A failure moves the month back to open with its error; retrying is the user's
 * call (calculate again), so the queue does not retry on its own.
 */
import { runPayroll } from '../../modules/finance/payroll/calculate';
import type { QueueDefinition } from '../registry';

export const CALCULATE_PAYROLL_QUEUE = 'finance.calculatePayroll';

// A type, not an interface: job data must be assignable to Record<string, unknown>.
export type CalculatePayrollData = { monthId: number; userId: number | null; actorName: string };

export const calculatePayrollJob: QueueDefinition<CalculatePayrollData> = {
  name: CALCULATE_PAYROLL_QUEUE,
  retryLimit: 0,
  retryDelay: 5,
  retryBackoff: false,
  expireInSeconds: 30 * 60,
  deadLetter: true,
  async handler(job, { db, events, log }) {
    const { monthId, userId, actorName } = job.data;
    const payslips = await runPayroll({ db, events }, monthId, { id: userId, name: actorName });
    log.info({ monthId, payslips }, 'payroll calculated');
    return { payslips };
  },
};
