/**
 * Texts of the finance remote's /home widgets (under `invoice.widget` and `withdrawal.widget`).
 * Their own module: the widgets register only these (../home/i18n.ts), so /home does not load
 * every finance page's texts.
 */
export const invoiceWidgetEn = {
  title: 'Overdue invoices',
  count: 'Overdue invoices',
  sum: 'Balance overdue',
  open: 'Open overdue invoices',
  failed: 'Could not load.',
  retry: 'Retry',
};

export const invoiceWidgetZhCn: typeof invoiceWidgetEn = {
  title: '逾期发票',
  count: '逾期发票',
  sum: '逾期余额',
  open: '查看逾期发票',
  failed: '加载失败。',
  retry: '重试',
};

export const withdrawalWidgetEn = {
  title: 'Withdrawals to approve',
  count: 'Waiting for approval',
  sum: 'Amount requested',
  open: 'Open withdrawals to approve',
  failed: 'Could not load.',
  retry: 'Retry',
};

export const withdrawalWidgetZhCn: typeof withdrawalWidgetEn = {
  title: '待批准的提现',
  count: '待批准',
  sum: '申请金额',
  open: '查看待批准的提现',
  failed: '加载失败。',
  retry: '重试',
};
