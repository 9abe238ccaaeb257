import './i18n';
import { FINANCE_HOME_RULES } from '@shiftdesk/shared/api';
import { OverdueInvoices } from './OverdueInvoices';
import type { HomeWidget } from './types';
import { WithdrawalsToApprove } from './WithdrawalsToApprove';

/**
 * The finance remote's /home widgets, each shown to holders of the rule its section of the
 * summary needs (the list rule of the page it links to); together they make one request
 * (./summary.ts).
 */
const widgets: HomeWidget[] = [
  {
    key: 'finance.overdueInvoices',
    title: 'finance:invoice.widget.title',
    permission: FINANCE_HOME_RULES.overdueInvoices,
    component: OverdueInvoices,
  },
  {
    key: 'finance.withdrawalsToApprove',
    title: 'finance:withdrawal.widget.title',
    permission: FINANCE_HOME_RULES.withdrawalsToApprove,
    component: WithdrawalsToApprove,
  },
];

export default widgets;
