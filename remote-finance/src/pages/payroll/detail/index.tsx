/**
 * Payroll details (route /finance/payroll/detail/:id, expose `finance/payroll/detail/index`; id =
 * the month's): a header naming the month and its state, then its payslips, one per worker, with
 * hours, pay, CPF, SDL and net as the server computed them. Filtered by worker, engagement,
 * residency and "with adjustments". A row (or its "Lines") opens the payslip's lines; "Payslip"
 * (a contractor's "Statement") downloads its PDF. Export writes the filtered payslips.
 */
import '../../../i18n';
import { CrudListPage, ExportButton, useAuth } from '@shiftdesk/shared';
import { PayrollApi, PayrollDetailApi, type PayrollDetailRow } from '@shiftdesk/shared/api';
import { Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { downloadPayrollDocument, fileName } from '../documents';
import { OnMonthProgress } from '../ProgressFeed';
import { detailFields, detailToApi } from './fields';
import { LinesDrawer } from './LinesDrawer';
import { MonthHeader } from './MonthHeader';
import { opensOnClick } from './rowClick';

const { rule, url } = PayrollDetailApi;

export default function PayrollDetailPage() {
  const id = Number(useParams().id);
  // The month is the route's: a new month is a new list (its query is built once).
  return <MonthPayslips key={id} id={id} />;
}

function MonthPayslips({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const [open, setOpen] = useState<PayrollDetailRow | null>(null);
  const toApi = useMemo(() => detailToApi(id), [id]);
  const lines = has(rule.get);
  const slip = (r: PayrollDetailRow) => (r.engagementType === 'contractor' ? 'statement' : 'payslip');

  return (
    <Flex vertical gap={12}>
      <MonthHeader id={id} />
      <CrudListPage
        entity={PayrollDetailApi}
        fields={detailFields}
        ns={NS}
        texts="payroll.detail"
        toApi={toApi}
        tableKey="finance.payroll.detail"
        rowName={(r) => r.workerName}
        export={false}
        rowActionsVisible={2}
        rowActions={(r) => [
          { key: 'lines', label: t('payroll.detail.actions.lines'), rule: rule.get, onClick: () => setOpen(r) },
          {
            key: 'payslip',
            label: t(`payroll.detail.actions.${slip(r)}`),
            rule: PayrollApi.rule.payslip,
            onClick: () =>
              void downloadPayrollDocument(
                'payslip',
                r.id,
                fileName(t(`payroll.documents.${slip(r)}`), r.month, r.workerName),
              ),
          },
        ]}
        tableProps={lines ? { onRow: opensOnClick<PayrollDetailRow>(setOpen) } : undefined}
        // A calculation of this month that ends brings new payslips.
        toolbarStart={(page) => (
          <OnMonthProgress id={id} onEvent={(e) => e.status !== 'calculating' && page.list.reload()} />
        )}
        toolbar={(page) =>
          has(rule.export) ? (
            <ExportButton<PayrollDetailRow>
              rule={rule.export}
              options={() => ({
                url: url.list,
                query: page.apiQuery,
                fileName: t('payroll.detail.exportName'),
                columns: detailFields.exportColumns(t, undefined, has),
              })}
            />
          ) : null
        }
      />
      <LinesDrawer row={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
