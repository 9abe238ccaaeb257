import '../i18n';
import { InvoiceApi, WithdrawalApi } from '@shiftdesk/shared/api';
import { OverdueInvoices } from './OverdueInvoices';
import type { HomeWidget } from './types';
import { WithdrawalsToApprove } from './WithdrawalsToApprove';

/** The finance remote's /home widgets, each shown to holders of the list rule it reads. */
const widgets: HomeWidget[] = [
  {
    key: 'finance.overdueInvoices',
    title: 'finance:invoice.widget.title',
    permission: InvoiceApi.rule.list,
    component: OverdueInvoices,
  },
  {
    key: 'finance.withdrawalsToApprove',
    title: 'finance:withdrawal.widget.title',
    permission: WithdrawalApi.rule.list,
    component: WithdrawalsToApprove,
  },
];

export default widgets;
