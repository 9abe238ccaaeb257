/**
 * Manage worker → Payslips: the worker's payroll details (the list filtered by `workerId` on the
 * server), newest month first, paged there; each PDF (a contractor's "Statement") for holders of
 * the payslip rule. Without the list rule the tab says so and asks nothing. Amounts: cents, formatted.
 */
import {
  actionsColumn,
  type CrudColumn,
  CrudTable,
  downloadBlob,
  formatMoney,
  request,
  StateTag,
  useAuth,
} from '@shiftdesk/shared';
import { PayrollApi, PayrollDetailApi, type PayrollDetailRow } from '@shiftdesk/shared/api';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../../../i18n';
import { useTabList } from './useTabList';

const PAYROLL_PATH = '/finance/payroll';

/** Minutes as hours to two decimals (90 → "1.50"; minutes / 60 never ends in a half hundredth). */
const hours = (minutes: number) => (minutes / 60).toFixed(2);
const slipOf = (r: PayrollDetailRow) => (r.engagementType === 'contractor' ? 'statement' : 'payslip');

/** The PDF as the invoice's is fetched (kit client: session header; a refusal shows the kit's toast). */
async function downloadSlip(r: PayrollDetailRow) {
  try {
    const pdf = await request.get<unknown, Blob>(PayrollApi.url.payslip, {
      params: { id: r.id },
      responseType: 'blob',
    });
    downloadBlob(pdf, `${slipOf(r)}-${r.month}-${r.workerId}.pdf`);
  } catch {} // the kit's client has shown the error
}

export default function PayslipsTab({ workerId }: { workerId: number }) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const navigate = useNavigate();
  const allowed = has(PayrollDetailApi.rule.list);
  const page = useTabList<PayrollDetailRow, Record<string, never>>(allowed ? PayrollDetailApi.url.list : null, {
    base: { workerId, orderBy: 'month', orderDir: 'desc' },
  });
  if (!allowed) return <Empty description={t('worker.payslipTab.denied')} />;

  const f = (k: string) => t(`worker.payslipTab.fields.${k}`);
  const money = (key: 'grossPay' | 'cpfEmployee' | 'netPay'): CrudColumn<PayrollDetailRow> => ({
    key,
    title: f(key),
    align: 'right',
    render: (_, r) => formatMoney(r[key]),
  });
  const columns: CrudColumn<PayrollDetailRow>[] = [
    { key: 'month', title: f('month'), alwaysShow: true, render: (_, r) => r.month },
    { key: 'status', title: f('status'), render: (_, r) => <StateTag state={r.status} /> },
    {
      key: 'hours',
      title: f('hours'),
      align: 'right',
      render: (_, r) => `${hours(r.normalMinutes)} / ${hours(r.otMinutes)}`,
    },
    money('grossPay'),
    money('cpfEmployee'),
    money('netPay'),
  ];
  // The PDF's column only for who may fetch it (a contractor's is a "Statement").
  if (has(PayrollApi.rule.payslip)) {
    const action = (r: PayrollDetailRow) => ({
      key: 'payslip',
      label: t(`worker.payslipTab.${slipOf(r)}`),
      onClick: () => void downloadSlip(r),
    });
    columns.push(actionsColumn(f('actions'), (r: PayrollDetailRow) => [action(r)], {}, { rowLabel: (r) => r.month }));
  }
  return (
    <div data-testid="tab-payslip">
      <CrudTable<PayrollDetailRow>
        {...page.table}
        tableKey="workforce.worker.payslip"
        title={t('worker.tabs.payslips')}
        columns={columns}
        filtered={false}
        tools={
          has(PayrollApi.rule.list) ? (
            <Button type="link" onClick={() => navigate(PAYROLL_PATH)}>
              {t('worker.payslipTab.openList')}
            </Button>
          ) : null
        }
        tableProps={
          page.table.error ? undefined : { locale: { emptyText: <Empty description={t('worker.payslipTab.empty')} /> } }
        }
      />
    </div>
  );
}
