/**
 * The job's one field list (table, search, export), its paths and the cells other job pages
 * share: the shift (Singapore date and times, "+1 day" when it ends the next day) and the
 * staffing (assigned of headcount, an open job marked unfilled in words, not colour alone).
 */
import { defineFields, formatDateTime } from '@shiftdesk/shared';
import { ClientRef, JOB_FILLS, type JobAddBody, type JobRow, jobMachine } from '@shiftdesk/shared/api';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { ContractDeptRef, PositionRef } from '../refs';

// biome-ignore lint/suspicious/noExplicitAny: i18next's TFunction generics differ per namespace
type T = (key: any, o?: any) => string;

export { JOBS_PATH, jobAssignPath, jobCopyPath, jobManagePath } from '../paths';

export { ContractDeptRef, PositionRef };

/** `HH:mm` of an instant in Singapore. */
export const sgTime = (iso: string) => formatDateTime(iso, 'HH:mm');
/** The Singapore day of an instant. */
export const sgDate = (iso: string) => formatDateTime(iso, 'YYYY-MM-DD');
/** The shift ends on a later Singapore day than it starts. */
export const endsNextDay = (startAt: string, endAt: string) => sgDate(endAt) > sgDate(startAt);

/** The shift as text (export, accessible names): `2026-12-01 22:00–06:00 (+1 day)`. */
export function shiftText(t: T, r: { shiftDate: string; startAt: string; endAt: string }) {
  return `${r.shiftDate} ${sgTime(r.startAt)}–${sgTime(r.endAt)}${endsNextDay(r.startAt, r.endAt) ? ` (${t('job.nextDay')})` : ''}`;
}

export function ShiftCell({ date, startAt, endAt }: { date?: string; startAt: string; endAt: string }) {
  const { t } = useTranslation(NS);
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {date ? `${date} ` : null}
      {sgTime(startAt)}–{sgTime(endAt)}
      {endsNextDay(startAt, endAt) ? (
        <Tag style={{ marginInlineStart: 6 }} title={t('job.nextDayLabel')}>
          {t('job.nextDay')}
        </Tag>
      ) : null}
    </span>
  );
}

/** A job still taking workers: fewer assigned than needed, and not over or cancelled. */
export const isUnfilled = (r: { assigned: number; headcount: number; status: string }) =>
  r.assigned < r.headcount && ['draft', 'published'].includes(r.status);

export function StaffingCell({ row }: { row: { assigned: number; headcount: number; status: string } }) {
  const { t } = useTranslation(NS);
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {row.assigned}/{row.headcount}
      {isUnfilled(row) ? (
        <Tag color="warning" style={{ marginInlineStart: 6 }}>
          {t('job.fill.unfilled')}
        </Tag>
      ) : null}
    </span>
  );
}

export const jobFields = defineFields<JobRow, JobAddBody>([
  { key: 'code', label: 'job.fields.code', table: { sortable: true, alwaysShow: true, width: 130 } },
  { key: 'title', label: 'job.fields.title', table: { sortable: true, ellipsis: true } },
  { key: 'keyword', label: 'job.fields.keyword', table: false, export: false, search: { maxLength: 100 } },
  { key: 'date', label: 'job.fields.date', table: false, export: false, search: { type: 'dateRange' } },
  { key: 'clientName', label: 'job.fields.clientName', table: { sortable: true, ellipsis: true } },
  { key: 'clientId', label: 'job.fields.clientId', ref: { to: ClientRef }, table: false, export: false, search: true },
  { key: 'deptName', label: 'job.fields.deptName', table: { ellipsis: true } },
  {
    key: 'contractDeptId',
    label: 'job.fields.contractDeptId',
    ref: { to: ContractDeptRef },
    table: false,
    export: false,
    search: true,
  },
  { key: 'positionName', label: 'job.fields.positionName', table: { ellipsis: true } },
  {
    key: 'positionId',
    label: 'job.fields.positionId',
    ref: { to: PositionRef },
    table: false,
    export: false,
    search: true,
  },
  {
    key: 'startAt',
    label: 'job.fields.shift',
    table: { sortable: true, render: (r) => <ShiftCell date={r.shiftDate} startAt={r.startAt} endAt={r.endAt} /> },
    export: (r, t) => shiftText(t, r),
  },
  {
    key: 'headcount',
    label: 'job.fields.staffing',
    table: { sortable: true, width: 150, render: (r) => <StaffingCell row={r} /> },
    export: (r) => `${r.assigned}/${r.headcount}`,
  },
  {
    key: 'fill',
    label: 'job.fields.fill',
    options: { values: JOB_FILLS, label: (v) => `job.fill.${v}` },
    table: false,
    export: false,
    search: true,
  },
  { key: 'status', label: 'job.fields.status', state: jobMachine, table: { sortable: true, width: 130 }, search: true },
  { key: 'createdAt', label: 'job.fields.createdAt', datetime: true, table: { sortable: true, defaultHidden: true } },
]);
