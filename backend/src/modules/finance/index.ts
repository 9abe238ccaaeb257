/**
 * The finance module (/backend/api/v1/finance/*): one folder per entity (routes + service).
 * Reference rates, clients and contracts, invoices, wallets and withdrawals, payroll.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerMessages } from '../../core/base/i18n';
import { expireContractOrdersJob } from '../../jobs/handlers/expire-contract-orders';
import { calculatePayrollJob } from '../../jobs/handlers/calculate-payroll';
import { generateInvoicesJob } from '../../jobs/handlers/generate-invoices';
import { sweepIncentivesJob } from '../../jobs/handlers/sweep-incentives';
import type { ModuleJobs } from '../../jobs/registry';
import { appealRoutes } from './appeal/routes';
import { clientRoutes } from './client/routes';
import { contractDeptRoutes } from './contract-dept/routes';
import { contractOrderRoutes } from './contract-order/routes';
import { incentiveRoutes } from './incentive/routes';
import { invoiceRoutes } from './invoice/routes';
import { positionRoutes } from './position/routes';
import { referenceRoutes } from './reference/routes';
import { payrollRoutes } from './payroll/routes';
import { payrollItemRoutes } from './payroll/item/routes';
import { walletRoutes } from './wallet/routes';
import { financeHomeRoutes } from './home/routes';
import { financeMessages } from './messages';
import { registerAll } from '../../core/routes/route-module';

// On load, not when the plugin runs: tests that call a service without building an app still
// get its texts, as long as something imported the module (helpers.ts does, through app.ts).
registerMessages(financeMessages);

export const financeJobs: ModuleJobs = {
  queues: [expireContractOrdersJob, generateInvoicesJob, calculatePayrollJob, sweepIncentivesJob],
  schedules: [
    // Just after midnight: an order's last day is over, so it stops being offered for new jobs.
    { queue: 'finance.expireContractOrders', cron: '5 0 * * *' },
    // Early morning: yesterday's verified shifts count towards the active incentive schemes.
    { queue: 'finance.sweepIncentives', cron: '30 2 * * *' },
  ],
};

export const financeModule: FastifyPluginAsyncTypebox = async (app) => {
  await registerAll(app, [
    referenceRoutes,
    clientRoutes,
    contractDeptRoutes,
    positionRoutes,
    contractOrderRoutes,
    invoiceRoutes,
    walletRoutes,
    payrollRoutes,
    incentiveRoutes,
    appealRoutes,
    payrollItemRoutes,
    financeHomeRoutes,
  ]);
};
