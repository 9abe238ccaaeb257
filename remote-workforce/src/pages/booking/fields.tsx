/**
 * The booking's one field list (table, search, export), its paths and cells: the job and the
 * worker as links to their pages (for users who may open them), the shift in Singapore time,
 * where the re-confirmation stands, and a cancel's side and notice (a worker's late cancel
 * marked in words, not colour alone); and the list's own descriptor and URL filters.
 */
import { defineFields, formatDateTime, q, useAuth } from '@shiftdesk/shared';
import {
  BOOKING_SOURCES,
  BookingApi,
  type BookingRow,
  bookingMachine,
  ClientRef,
  JobApi,
  WorkerApi,
} from '@shiftdesk/shared/api';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../../i18n';
import { ShiftCell, shiftText } from '../job/fields';

// biome-ignore lint/suspicious/noExplicitAny: i18next's TFunction generics differ per namespace
type T = (key: any, o?: any) => string;

export const BOOKING_PATH = '/jobs/booking';
/** The booking list of one job (where pre-booking leads). */
export const jobBookingsPath = (jobId: number) => `${BOOKING_PATH}?jobId=${jobId}`;
export const PRE_BOOKING_PATH = '/jobs/workRecord/preBooking';
export const jobManagePath = (id: number) => `/jobs/job/manage/${id}`;
export const workerManagePath = (id: number) => `/workforce/worker/manage/${id}`;

/** Hours from now to the shift's start (negative once started), one decimal. */
export const hoursUntil = (iso: string, now = Date.now()) => Math.round((Date.parse(iso) - now) / 360_000) / 10;

const when = (iso: string | null) => formatDateTime(iso, 'YYYY-MM-DD HH:mm');

type Shift = Pick<BookingRow, 'shiftDate' | 'startAt' | 'endAt'>;
/** `J-2611-030 Barista` */
export const jobText = (r: Pick<BookingRow, 'jobCode' | 'jobTitle'>) => `${r.jobCode} ${r.jobTitle}`;
/** The shift as text; takes a page's `t` as well as an export's. */
export const bookingShiftText = (t: (key: string) => string, r: Shift) => shiftText(t as T, r);

export function JobCell({ row }: { row: Pick<BookingRow, 'jobId' | 'jobCode' | 'jobTitle'> }) {
  const { has } = useAuth();
  const body = (
    <>
      <Typography.Text code>{row.jobCode}</Typography.Text> {row.jobTitle}
    </>
  );
  return has(JobApi.rule.get) ? <Link to={jobManagePath(row.jobId)}>{body}</Link> : <span>{body}</span>;
}

export function WorkerCell({ row }: { row: Pick<BookingRow, 'workerId' | 'workerName'> }) {
  const { has } = useAuth();
  return has(WorkerApi.rule.get) ? (
    <Link to={workerManagePath(row.workerId)}>{row.workerName}</Link>
  ) : (
    <span>{row.workerName}</span>
  );
}

type Reconfirm = Pick<BookingRow, 'status' | 'reconfirmedAt' | 'remindedAt' | 'reconfirmOpensAt'>;
/** A confirmed booking whose worker will be asked to re-confirm, but not yet (the window opens later). */
const notAskedYet = (r: Reconfirm, now = Date.now()) => now < Date.parse(r.reconfirmOpensAt);

/** Where the worker's re-confirmation of a confirmed booking stands, as text (cell and export). */
export function reconfirmText(t: T, r: Reconfirm): string {
  if (r.reconfirmedAt) return t('booking.reconfirmState.done', { at: when(r.reconfirmedAt) });
  if (r.status !== 'confirmed') return '';
  if (notAskedYet(r)) return t('booking.reconfirmState.opens', { at: when(r.reconfirmOpensAt) });
  const awaiting = t('booking.reconfirmState.awaiting');
  return r.remindedAt ? `${awaiting} · ${t('booking.reconfirmState.reminded', { at: when(r.remindedAt) })}` : awaiting;
}

export function ReconfirmCell({ row }: { row: BookingRow }) {
  const { t } = useTranslation(NS);
  if (row.reconfirmedAt)
    return <Tag color="success">{t('booking.reconfirmState.done', { at: when(row.reconfirmedAt) })}</Tag>;
  if (row.status !== 'confirmed') return <>—</>;
  if (notAskedYet(row))
    return (
      <Typography.Text type="secondary">
        {t('booking.reconfirmState.opens', { at: when(row.reconfirmOpensAt) })}
      </Typography.Text>
    );
  return (
    <Space size={2} orientation="vertical">
      <Tag color="warning">{t('booking.reconfirmState.awaiting')}</Tag>
      {row.remindedAt ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('booking.reconfirmState.reminded', { at: when(row.remindedAt) })}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

/** A worker's cancel with less notice than the late-cancel hours (the server's parameter, on the row). */
export const isLateCancel = (r: Pick<BookingRow, 'cancelledBy' | 'noticeHours' | 'lateCancelHours'>) =>
  r.cancelledBy === 'worker' && r.noticeHours !== null && r.noticeHours < r.lateCancelHours;

/** Re-confirm is offered while the worker is being asked: from the window's opening to the start. */
export const reconfirmable = (r: Reconfirm & Pick<BookingRow, 'startAt'>, now = Date.now()) =>
  r.status === 'confirmed' && !r.reconfirmedAt && !notAskedYet(r, now) && now < Date.parse(r.startAt);

export function cancellationText(t: T, r: BookingRow): string {
  if (r.status !== 'cancelled' || !r.cancelledBy) return '';
  const parts = [t('booking.cancelled.by', { who: t(`booking.cancelledBy.${r.cancelledBy}`) })];
  if (r.noticeHours !== null) parts.push(t('booking.cancelled.notice', { hours: r.noticeHours }));
  if (isLateCancel(r)) parts.push(t('booking.cancelled.late'));
  return parts.join(' · ');
}

export function CancellationCell({ row }: { row: BookingRow }) {
  const { t } = useTranslation(NS);
  if (row.status !== 'cancelled' || !row.cancelledBy) return <>—</>;
  return (
    <span>
      {t('booking.cancelled.by', { who: t(`booking.cancelledBy.${row.cancelledBy}`) })}
      {row.noticeHours !== null ? ` · ${t('booking.cancelled.notice', { hours: row.noticeHours })}` : null}
      {isLateCancel(row) ? (
        <Tag color="error" style={{ marginInlineStart: 6 }}>
          {t('booking.cancelled.late')}
        </Tag>
      ) : null}
    </span>
  );
}

export const bookingFields = defineFields<BookingRow>([
  {
    key: 'keyword',
    label: 'booking.fields.keyword',
    table: false,
    export: false,
    search: { placeholder: 'booking.keywordHint', maxLength: 100 },
  },
  {
    key: 'workerName',
    label: 'booking.fields.workerName',
    table: { alwaysShow: true, sortable: true, width: 160, render: (r) => <WorkerCell row={r} /> },
  },
  {
    key: 'status',
    label: 'booking.fields.status',
    state: bookingMachine,
    table: { sortable: true, width: 120 },
    search: true,
  },
  {
    key: 'shift',
    label: 'booking.fields.shift',
    table: {
      sortable: 'startAt',
      width: 190,
      render: (r) => <ShiftCell date={r.shiftDate} startAt={r.startAt} endAt={r.endAt} />,
    },
    export: (r, t) => bookingShiftText(t, r),
  },
  { key: 'date', label: 'booking.fields.date', table: false, export: false, search: { type: 'dateRange' } },
  {
    key: 'job',
    label: 'booking.fields.job',
    table: { alwaysShow: true, width: 220, render: (r) => <JobCell row={r} /> },
    export: (r) => jobText(r),
  },
  {
    key: 'client',
    label: 'booking.fields.client',
    table: { width: 200, ellipsis: true, render: (r) => `${r.clientName} / ${r.deptName}` },
    export: (r) => `${r.clientName} / ${r.deptName}`,
  },
  {
    key: 'clientId',
    label: 'booking.fields.clientId',
    ref: { to: ClientRef },
    table: false,
    export: false,
    search: { width: 200 },
  },
  {
    key: 'source',
    label: 'booking.fields.source',
    options: { values: BOOKING_SOURCES, label: (v) => `booking.source.${v}` },
    table: { width: 130 },
    search: true,
  },
  {
    key: 'reconfirm',
    label: 'booking.fields.reconfirm',
    table: { width: 170, render: (r) => <ReconfirmCell row={r} /> },
    export: (r, t) => reconfirmText(t, r),
  },
  { key: 'decidedAt', label: 'booking.fields.decidedAt', datetime: true, table: { width: 170 } },
  {
    key: 'cancellation',
    label: 'booking.fields.cancellation',
    table: { width: 200, render: (r) => <CancellationCell row={r} /> },
    export: (r, t) => cancellationText(t, r),
  },
  {
    key: 'createdAt',
    label: 'booking.fields.createdAt',
    datetime: true,
    table: { sortable: true, width: 170, defaultHidden: true },
  },
]);

// Every state action has its own button here (confirm names the failed rules, cancel says who
// cancelled): the list's descriptor keeps only the list and get, so the kit adds none. Export
// goes with the list rule, as on every list.
export const bookingListEntity = {
  module: BookingApi.module,
  entity: BookingApi.entity,
  url: { list: BookingApi.url.list, get: BookingApi.url.get },
  rule: { list: BookingApi.rule.list, get: BookingApi.rule.get },
};
/** Filters a link sets that the search form does not show: each is a removable tag. */
export const BOOKING_LINK_FILTERS = ['jobId', 'workerId'] as const;

/** The list's URL filters: the search form's, a job or worker from a link, and the awaiting switch. */
export const bookingQuery = {
  ...bookingFields.querySchema(),
  jobId: q.int(),
  workerId: q.int(),
  awaitingReconfirm: q.oneOf(['true'] as const),
};

/** The URL's `date` day pair is the API's `dateFrom` / `dateTo`; the switch is a boolean. */
export const bookingToApi = ({ date, awaitingReconfirm, ...rest }: Record<string, unknown>) => {
  const [from, to] = (date as [string, string] | undefined) ?? [];
  return {
    ...rest,
    ...(from ? { dateFrom: from, dateTo: to } : {}),
    ...(awaitingReconfirm === 'true' ? { awaitingReconfirm: true } : {}),
  };
};
