/**
 * One booking in a drawer: its facts (job, worker, shift, source, decisions, re-confirmation,
 * cancel) and its History (the audit trail, readable with the booking's get rule). Full width on
 * a phone.
 */
import { formatDateTime, History, StateTag, useAuth, useCrudList, useViewportWidth } from '@shiftdesk/shared';
import { BookingApi, type BookingRow, WorkRecordApi } from '@shiftdesk/shared/api';
import { Descriptions, Drawer, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../../i18n';
import { ShiftCell } from '../job/fields';
import { CancellationCell, JobCell, ReconfirmCell, WorkerCell } from './fields';

const PHONE = 576;
const dt = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

export function BookingDrawer({
  row: listed,
  reloadKey,
  onClose,
}: {
  row: BookingRow;
  reloadKey: unknown;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  // The row as listed at once, then as the server has it now (again after each move in the list).
  const query = useMemo(() => ({ id: listed.id }), [listed.id]);
  const fresh = useCrudList<BookingRow>(BookingApi.url.get, query);
  const { reload } = fresh;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey only triggers a reload
  useEffect(() => {
    if (reloadKey) reload();
  }, [reloadKey]);
  const row = fresh.data?.id === listed.id ? fresh.data : listed;
  const phone = useViewportWidth() < PHONE;
  const { has } = useAuth();
  const f = (k: string) => t(`booking.fields.${k}`);
  return (
    <Drawer open size={phone ? '100%' : 560} title={t('booking.detail.title', { id: row.id })} onClose={onClose}>
      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          { key: 'job', label: f('job'), children: <JobCell row={row} /> },
          { key: 'client', label: f('client'), children: `${row.clientName} / ${row.deptName}` },
          {
            key: 'shift',
            label: f('shift'),
            children: <ShiftCell date={row.shiftDate} startAt={row.startAt} endAt={row.endAt} />,
          },
          { key: 'worker', label: f('workerName'), children: <WorkerCell row={row} /> },
          { key: 'source', label: f('source'), children: t(`booking.source.${row.source}`) },
          { key: 'status', label: f('status'), children: <StateTag state={row.status} /> },
          { key: 'createdAt', label: f('createdAt'), children: dt(row.createdAt) },
          { key: 'decidedAt', label: f('decidedAt'), children: dt(row.decidedAt) },
          ...(row.waitlistedAt
            ? [{ key: 'waitlistedAt', label: f('waitlistedAt'), children: dt(row.waitlistedAt) }]
            : []),
          { key: 'reconfirm', label: f('reconfirm'), children: <ReconfirmCell row={row} /> },
          ...(row.status === 'cancelled'
            ? [{ key: 'cancellation', label: f('cancellation'), children: <CancellationCell row={row} /> }]
            : []),
          ...(row.reason ? [{ key: 'reason', label: f('reason'), children: row.reason }] : []),
          ...(row.workRecordId
            ? [
                {
                  key: 'workRecordId',
                  label: f('workRecordId'),
                  children: has(WorkRecordApi.rule.get) ? (
                    <Link to={`/jobs/workRecord/detail/${row.workRecordId}`}>#{row.workRecordId}</Link>
                  ) : (
                    `#${row.workRecordId}`
                  ),
                },
              ]
            : []),
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('booking.detail.history')}
      </Typography.Title>
      <History entity="booking" entityId={row.id} reloadKey={reloadKey} />
    </Drawer>
  );
}
