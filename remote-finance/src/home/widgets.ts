import '../i18n';
import { InvoiceApi } from '@shiftdesk/shared/api';
import { OverdueInvoices } from './OverdueInvoices';
import type { HomeWidget } from './types';

/** The finance remote's /home widgets, each shown to holders of the list rule it reads. */
const widgets: HomeWidget[] = [
  {
    key: 'finance.overdueInvoices',
    title: 'finance:invoice.widget.title',
    permission: InvoiceApi.rule.list,
    component: OverdueInvoices,
  },
];

export default widgets;
