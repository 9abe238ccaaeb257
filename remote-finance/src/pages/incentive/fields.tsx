/**
 * The incentive pages' paths and field lists: schemes (the list, its export) and records (a
 * scheme's records on its page and the verify page). States come from the two machines; every
 * amount is integer cents from the server, only formatted; a scheme's criteria read by its type.
 */
import { defineFields, ReferenceCell } from '@shiftdesk/shared';
import {
  ClientRef,
  INCENTIVE_TYPES,
  type IncentiveCriteria,
  type IncentiveRecordRow,
  type IncentiveSchemeRow,
  type IncentiveType,
  incentiveRecordMachine,
  incentiveSchemeMachine,
} from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { moneyField } from '../wallet/fields';

export const INCENTIVE_PATH = '/finance/incentive';
export const schemeDetailPath = (id: number) => `${INCENTIVE_PATH}/detail/${id}`;
export const schemeVerifyPath = (id: number) => `${INCENTIVE_PATH}/verify/${id}`;

export const TYPE_COLORS: Record<string, string> = {
  per_shift: 'blue',
  shifts_in_period: 'purple',
  referral: 'cyan',
  attendance_streak: 'orange',
};

/** The criteria numbers each type uses (the form shows only these). */
export const CRITERIA: Record<IncentiveType, readonly (keyof IncentiveCriteria)[]> = {
  per_shift: ['minMinutes'],
  shifts_in_period: ['minShifts'],
  referral: ['minShifts'],
  attendance_streak: ['streakDays'],
};

type T = (key: string, o?: Record<string, unknown>) => string;

/** "≥ 10 shifts", "5 days in a row": the criteria the scheme's type uses. */
export function criteriaText(r: Pick<IncentiveSchemeRow, 'type' | 'criteria'>, t: T): string {
  const parts = (CRITERIA[r.type] ?? [])
    .filter((k) => r.criteria[k] !== undefined)
    .map((k) => t(`incentive.criteria.${k}`, { count: r.criteria[k] }));
  return parts.length ? parts.join(', ') : t('incentive.criteria.none');
}

function CriteriaCell({ r }: { r: IncentiveSchemeRow }) {
  const { t } = useTranslation(NS);
  return <>{criteriaText(r, (k, o) => t(k, o ?? {}))}</>;
}

/** The clients whose shifts count, or "All clients". */
export function ClientsCell({ ids }: { ids: readonly number[] | null }) {
  const { t } = useTranslation(NS);
  return ids?.length ? <ReferenceCell to={ClientRef} value={ids} many /> : t('incentive.allClients');
}

export const schemeFields = defineFields<IncentiveSchemeRow>([
  { key: 'id', label: 'incentive.fields.id', table: { sortable: true, width: 80 } },
  {
    key: 'name',
    label: 'incentive.fields.name',
    table: { sortable: true, alwaysShow: true, width: 200, ellipsis: true },
    search: { maxLength: 100, width: 200 },
  },
  {
    key: 'type',
    label: 'incentive.fields.type',
    options: { values: INCENTIVE_TYPES, label: (v) => `incentive.type.${v}`, colors: TYPE_COLORS },
    table: { width: 150 },
    search: { width: 180 },
  },
  {
    key: 'criteria',
    label: 'incentive.fields.criteria',
    table: { width: 170, render: (r) => <CriteriaCell r={r} /> },
    export: (r, t) => criteriaText(r, t as T),
  },
  moneyField<IncentiveSchemeRow, 'amount'>('amount', 'incentive.fields.amount', { sortable: true }),
  { key: 'periodStart', label: 'incentive.fields.periodStart', table: { sortable: true, width: 120 } },
  { key: 'periodEnd', label: 'incentive.fields.periodEnd', table: { width: 120 } },
  {
    key: 'clientIds',
    label: 'incentive.fields.clientIds',
    ref: { to: ClientRef, many: true },
    table: { width: 200, render: (r) => <ClientsCell ids={r.clientIds} /> },
  },
  {
    key: 'status',
    label: 'incentive.fields.status',
    state: incentiveSchemeMachine,
    table: { sortable: true, width: 110 },
    search: { width: 150 },
  },
  { key: 'pending', label: 'incentive.fields.pending', table: { align: 'right', width: 90 } },
  { key: 'verified', label: 'incentive.fields.verified', table: { align: 'right', width: 90 } },
  { key: 'credited', label: 'incentive.fields.credited', table: { align: 'right', width: 90 } },
  { key: 'rejected', label: 'incentive.fields.rejected', table: { align: 'right', width: 90, defaultHidden: true } },
  moneyField<IncentiveSchemeRow, 'creditedAmount'>('creditedAmount', 'incentive.fields.creditedAmount'),
  {
    key: 'description',
    label: 'incentive.fields.description',
    table: { ellipsis: true, width: 200, defaultHidden: true },
  },
  { key: 'sweptAt', label: 'incentive.fields.sweptAt', datetime: true, table: { width: 160 } },
  {
    key: 'createdAt',
    label: 'incentive.fields.createdAt',
    datetime: true,
    table: { sortable: true, width: 160, defaultHidden: true },
  },
]);

/** A record's evidence: how many work records qualified, and their numbers. */
function EvidenceCell({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation(NS);
  const list = ids.map((id) => `#${id}`).join(', ');
  return (
    <span>
      {t('incentive.records.evidence', { count: ids.length })}
      {ids.length ? ` (${list})` : ''}
    </span>
  );
}

const recordList = [
  { key: 'id', label: 'incentive.records.fields.id', table: { sortable: true, width: 80 } },
  {
    key: 'workerName',
    label: 'incentive.records.fields.workerName',
    table: { alwaysShow: true, width: 160, ellipsis: true },
  },
  {
    key: 'refereeName',
    label: 'incentive.records.fields.refereeName',
    table: { width: 150, ellipsis: true, defaultHidden: true },
  },
  { key: 'measure', label: 'incentive.records.fields.measure', table: { sortable: true, align: 'right', width: 100 } },
  {
    key: 'evidence',
    label: 'incentive.records.fields.evidence',
    table: { width: 220, render: (r: IncentiveRecordRow) => <EvidenceCell ids={r.evidence} /> },
    export: (r: IncentiveRecordRow) => r.evidence.join(', '),
  },
  moneyField<IncentiveRecordRow, 'amount'>('amount', 'incentive.records.fields.amount', { sortable: true }),
  {
    key: 'status',
    label: 'incentive.records.fields.status',
    state: incentiveRecordMachine,
    table: { sortable: true, width: 110 },
    search: { width: 150 },
  },
  { key: 'reason', label: 'incentive.records.fields.reason', table: { ellipsis: true, width: 180 } },
  { key: 'payrollMonth', label: 'incentive.records.fields.payrollMonth', table: { width: 120, defaultHidden: true } },
  { key: 'decidedAt', label: 'incentive.records.fields.decidedAt', datetime: true, table: { width: 160 } },
  {
    key: 'createdAt',
    label: 'incentive.records.fields.createdAt',
    datetime: true,
    table: { sortable: true, width: 160, defaultHidden: true },
  },
] as const;

/** A scheme's records, every state (its page). */
export const recordFields = defineFields<IncentiveRecordRow>([...recordList]);

/** The verify page's records: its state is picked by the page's switch (pending / verified), not searched. */
export const VERIFY_STATES = ['pending', 'verified'] as const;
export const verifyFields = defineFields<IncentiveRecordRow>(
  recordList.map((f) => (f.key === 'status' ? { ...f, search: undefined } : f)),
);
