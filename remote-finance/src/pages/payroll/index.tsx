/**
 * Finance → Payroll (route /finance/payroll, expose `finance/payroll/index`): one row per payroll
 * month with its sums (gross, CPF both shares, SDL, net; cents from the server), its state, and
 * while calculating the job's progress, live from the `payrollProgress` socket event. "Calculate
 * a month" queues a month's job; each row offers what its state and the user's rules allow
 * (recalculate, approve, mark paid), its payslips, working hours and files. A row opens its
 * payslips. Filtered by state and year; Export writes the filtered list.
 */
import '../../i18n';
import { CrudListPage, ExportButton, useAuth } from '@shiftdesk/shared';
import { PayrollApi, PayrollDetailApi, type PayrollMonthRow, WorkingHoursApi } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { CalculateButton } from './CalculateDialog';
import { downloadPayrollDocument, fileName, type PayrollDocument } from './documents';
import { hasBankFile, hasPayslips, monthFields } from './fields';
import { MonthActions } from './MonthActions';
import { ProgressFeed } from './ProgressFeed';
import { payrollDetailPath, workingHoursPath } from './paths';

const { rule, url } = PayrollApi;
// The kit would draw the machine's moves from the urls it is given; calculate takes {month} and
// the confirms say more, so MonthActions draws them and the list gets only its own urls.
const listEntity = { ...PayrollApi, url: { list: url.list, get: url.get } };

export default function PayrollPage() {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const navigate = useNavigate();
  const details = has(PayrollDetailApi.rule.list);
  const file = (kind: Exclude<PayrollDocument, 'payslip'>, r: PayrollMonthRow, shown: boolean) =>
    shown && {
      key: kind,
      label: t(`payroll.actions.${kind}`),
      rule: rule[kind],
      onClick: () => void downloadPayrollDocument(kind, r.id, fileName(t(`payroll.documents.${kind}`), r.month)),
    };

  return (
    <CrudListPage
      entity={listEntity}
      fields={monthFields}
      ns={NS}
      texts="payroll"
      tableKey="finance.payroll"
      rowName={(r) => r.month}
      detail={details ? (r) => payrollDetailPath(r.id) : undefined}
      export={false}
      rowActionsVisible={1}
      rowActions={(r) => [
        {
          key: 'details',
          label: t('payroll.actions.details'),
          rule: PayrollDetailApi.rule.list,
          onClick: () => navigate(payrollDetailPath(r.id)),
        },
        {
          key: 'workingHours',
          label: t('payroll.actions.workingHours'),
          rule: WorkingHoursApi.rule.list,
          onClick: () => navigate(workingHoursPath(r.month)),
        },
        file('payslips', r, hasPayslips(r)),
        file('bankFile', r, hasBankFile(r)),
        file('cpfSummary', r, hasPayslips(r)),
      ]}
      rowExtra={(r, page) => <MonthActions row={r} onDone={page.list.reload} />}
      toolbarStart={(page) => (
        <>
          <CalculateButton onDone={page.list.reload} />
          <ProgressFeed list={page.list} />
        </>
      )}
      toolbar={(page) =>
        has(rule.export) ? (
          <ExportButton<PayrollMonthRow>
            rule={rule.export}
            options={() => ({
              url: url.list,
              query: page.apiQuery,
              fileName: t('payroll.exportName'),
              columns: monthFields.exportColumns(t, undefined, has),
            })}
          />
        ) : null
      }
    />
  );
}
