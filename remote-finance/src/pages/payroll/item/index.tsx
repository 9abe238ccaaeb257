/**
 * Finance → Payroll → Deductions and back pay (route /finance/payroll/item, expose
 * `finance/payroll/item/index`; issue 32): what the payroll takes beyond the month's pay (a
 * deduction with its Employment Act s.27 type and the worker's consent, at most 50% of a period's
 * pay, the rest waiting for the next month) and back pay for a locked month (paid as an
 * adjustment in the next month calculated). Open items may be cancelled with a reason, one or
 * the selected ones in one PUT of `{ids, reason}`. Filtered by worker, kind, state and month, and
 * a worker from a link (a removable tag); Export writes the filtered list.
 */
import '../../../i18n';
import { CrudListPage, ExportButton, filteredWorkerName, idsActions, LinkFilters, useAuth } from '@shiftdesk/shared';
import { PayrollItemApi, type PayrollItemRow, payrollItemMachine } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { AddPayrollItemButton } from './AddDialog';
import { payrollItemFields, payrollItemQuery } from './fields';

const { rule, url } = PayrollItemApi;
// The kit would draw the machine's transitions from the urls it is given, sending `{id}`; cancel
// takes `{ids, reason}`, so the list gets only its own urls.
const listEntity = { ...PayrollItemApi, url: { list: url.list, get: url.get } };
const WORKER_FILTER = ['workerId'] as const;
const rowName = (r: PayrollItemRow) => `${r.workerName} #${r.id}`;

export default function PayrollItemPage() {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const summary = (rows: readonly PayrollItemRow[], one: PayrollItemRow | null) =>
    one
      ? `${one.workerName} · ${t(`payrollItem.kind.${one.kind}`)} · ${formatMoney(one.amount)}`
      : t('payrollItem.batch.amount', { amount: formatMoney(rows.reduce((s, r) => s + r.amount, 0)) });
  const moves = idsActions<PayrollItemRow>({
    machine: payrollItemMachine,
    entity: PayrollItemApi,
    rowName,
    summary,
    leftOutText: (count) => t('payrollItem.batch.leftOut', { count }),
    danger: ['cancel'],
    batch: [{ action: 'cancel', label: t('payrollItem.actions.cancelSelected'), danger: true }],
    has,
  });

  return (
    <CrudListPage
      entity={listEntity}
      fields={payrollItemFields}
      ns={NS}
      texts="payrollItem"
      schema={payrollItemQuery}
      tableKey="finance.payrollItem"
      rowName={rowName}
      export={false}
      // Rows are selectable only for a user who may cancel them.
      {...moves}
      toolbarStart={(page) => (
        <>
          <AddPayrollItemButton onDone={page.list.reload} />
          <LinkFilters
            ns={NS}
            page={page}
            keys={WORKER_FILTER}
            texts="payrollItem"
            names={{ workerId: filteredWorkerName(page) }}
          />
        </>
      )}
      toolbar={(page) =>
        has(rule.export) ? (
          <ExportButton<PayrollItemRow>
            rule={rule.export}
            options={() => ({
              url: url.list,
              query: page.apiQuery,
              fileName: t('payrollItem.exportName'),
              columns: payrollItemFields.exportColumns(t, undefined, has),
            })}
          />
        ) : null
      }
    />
  );
}
