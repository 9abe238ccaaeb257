/**
 * The payslips page's header: the month (GET payroll/get by the route's id), its state with a
 * running calculation's progress, and its sums as the server computed them.
 */
import { useAuth, useCrudList } from '@shiftdesk/shared';
import { PayrollApi, type PayrollMonthRow } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { MonthStatus } from '../MonthStatus';
import { PageHeader } from '../PageHeader';
import { OnMonthProgress } from '../ProgressFeed';

const SUMS = ['grossPay', 'cpfEmployee', 'cpfEmployer', 'sdl', 'netPay'] as const;

export function MonthHeader({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const query = useMemo(() => ({ id }), [id]);
  const { data, reload } = useCrudList<PayrollMonthRow>(has(PayrollApi.rule.get) ? PayrollApi.url.get : null, query);
  const m = data?.id === id ? data : null;
  const facts = m
    ? [
        { key: 'workers', label: t('payroll.fields.workers'), value: m.workers },
        ...SUMS.map((k) => ({ key: k, label: t(`payroll.fields.${k}`), value: formatMoney(m[k]) })),
      ]
    : [];
  return (
    <>
      <OnMonthProgress id={id} onEvent={reload} />
      <PageHeader
        back="payroll.detail.back"
        title={t('payroll.detail.title', { month: m?.month ?? `#${id}` })}
        tag={m ? <MonthStatus row={m} /> : null}
        facts={facts}
      />
    </>
  );
}
