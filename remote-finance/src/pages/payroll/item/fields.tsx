/**
 * The deductions and back pay list's one field list (table, search, export). The state comes from
 * the payroll item machine; amounts are integer cents from the server, only formatted. The worker
 * links to their page and a back pay's work record to its page, for a user who may open them.
 */
import { type Codec, defineFields, q, useAuth } from '@shiftdesk/shared';
import {
  DEDUCTION_TYPES,
  PAYROLL_ITEM_KINDS,
  type PayrollItemRow,
  payrollItemMachine,
  WorkerApi,
  WorkRecordApi,
} from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../../../i18n';
import { moneyField } from '../../wallet/fields';
import { MONTH, workRecordPath } from '../paths';

export const PAYROLL_ITEM_PATH = '/finance/payroll/item';
/** A worker's page (remote-workforce). */
export const workerPath = (id: number) => `/workforce/worker/manage/${id}`;
export const ITEM_KIND_COLORS: Record<string, string> = { deduction: 'volcano', backPay: 'green' };

const L = (k: string) => `payrollItem.fields.${k}`;

/** The worker's name, a link to their page for a user who may open it. */
function WorkerCell({ r }: { r: PayrollItemRow }) {
  const { has } = useAuth();
  if (!has(WorkerApi.rule.get)) return <>{r.workerName}</>;
  return <Link to={workerPath(r.workerId)}>{r.workerName}</Link>;
}

/** The work record back pay is for, a link to its page for a user who may open one. */
function WorkRecordCell({ r }: { r: PayrollItemRow }) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  if (r.workRecordId === null) return <>—</>;
  const name = t('payrollItem.workRecord', { id: r.workRecordId });
  return has(WorkRecordApi.rule.get) ? <Link to={workRecordPath(r.workRecordId)}>{name}</Link> : name;
}

export const payrollItemFields = defineFields<PayrollItemRow>([
  { key: 'id', label: L('id'), table: { sortable: true, width: 80 } },
  {
    key: 'workerName',
    label: L('workerName'),
    table: { alwaysShow: true, sortable: true, width: 160, ellipsis: true, render: (r) => <WorkerCell r={r} /> },
  },
  {
    key: 'keyword',
    label: L('keyword'),
    table: false,
    export: false,
    search: { placeholder: 'payrollItem.keywordHint', maxLength: 100, width: 200 },
  },
  {
    key: 'kind',
    label: L('kind'),
    options: { values: PAYROLL_ITEM_KINDS, label: (v) => `payrollItem.kind.${v}`, colors: ITEM_KIND_COLORS },
    table: { width: 110 },
    search: { width: 150 },
  },
  moneyField<PayrollItemRow, 'amount'>('amount', L('amount'), { sortable: true }),
  moneyField<PayrollItemRow, 'taken'>('taken', L('taken')),
  {
    key: 'originMonth',
    label: L('originMonth'),
    table: { sortable: true, width: 100 },
    search: { placeholder: 'payrollItem.monthHint', maxLength: 7, width: 130 },
  },
  { key: 'reason', label: L('reason'), table: { ellipsis: true, width: 200 } },
  {
    key: 'deductionType',
    label: L('deductionType'),
    options: { values: DEDUCTION_TYPES, label: (v) => `payrollItem.deductionType.${v}` },
    table: { width: 190, ellipsis: true },
  },
  { key: 'consentRef', label: L('consentRef'), table: { width: 140, ellipsis: true } },
  {
    key: 'workRecordId',
    label: L('workRecordId'),
    table: { width: 150, render: (r) => <WorkRecordCell r={r} /> },
    export: (r) => r.workRecordId ?? '',
  },
  {
    key: 'status',
    label: L('status'),
    state: payrollItemMachine,
    table: { width: 110 },
    search: { width: 150 },
  },
  { key: 'payrollMonth', label: L('payrollMonth'), table: { width: 120 } },
  { key: 'createdByName', label: L('createdByName'), table: { width: 130, defaultHidden: true } },
  { key: 'createdAt', label: L('createdAt'), datetime: true, table: { width: 160 } },
]);

/** A `YYYY-MM` month from the URL; anything else is no filter. */
const month: Codec<string> = {
  parse: (sp, k) => {
    const v = sp.get(k)?.trim();
    return v && MONTH.test(v) ? v : undefined;
  },
  write: (sp, k, v) => {
    if (v) sp.set(k, v);
  },
};

/** The search form's filters, and a worker from a link (a removable tag). */
export const payrollItemQuery = { ...payrollItemFields.querySchema(), originMonth: month, workerId: q.int() };
