/**
 * Work record detail (route /jobs/workRecord/detail/:id, expose `workforce/workRecord/detail/index`):
 * header with the state, the worker, job and shift, and the actions the machine offers (edit
 * the punches, verify, reject, cancel, excuse); tabs for the punch timeline, the computed hours
 * and amounts, and History.
 */
import '../../../i18n';
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import {
  DetailPage,
  formatDateTime,
  formatMoney,
  History,
  PermissionButton,
  stateColor,
  useCrudList,
  useMachineLabels,
} from '@shiftdesk/shared';
import { WorkRecordApi, type WorkRecordRow, workRecordMachine } from '@shiftdesk/shared/api';
import { Button, Result, Timeline, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import {
  hm,
  jobManagePath,
  scheduledText,
  verifiable,
  WORK_RECORD_PATH,
  workerManagePath,
  workRecordEditPath,
  workRecordVerifyPath,
} from '../fields';
import { NumbersTable } from '../Numbers';
import { RecordTransitions } from '../transitions';

const { url, rule } = WorkRecordApi;
const CLOSED_WITH_REASON = ['rejected', 'cancelled', 'excused', 'no_show'];

type Item = { key: string; at: string | null; color: string; content: ReactNode };

/** The punches in time order (missing ones last), then what staff did to them. */
function PunchTimeline({ r }: { r: WorkRecordRow }) {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const tl = (k: string, o: Record<string, unknown> = {}) => t(`workRecord.timeline.${k}`, o);
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, 'YYYY-MM-DD HH:mm')}</time>;
  const line = (title: string, at: string | null, extra?: ReactNode) => (
    <>
      <Typography.Text strong>{title}</Typography.Text> {at ? when(at) : null}
      {extra ? <div>{extra}</div> : null}
    </>
  );
  const punches: Item[] = [
    { key: 'start', at: r.scheduledStartAt, color: 'gray', content: line(tl('scheduledStart'), r.scheduledStartAt) },
    {
      key: 'in',
      at: r.clockInAt,
      color: r.clockInAt ? 'blue' : 'red',
      content: r.clockInAt
        ? line(
            tl('clockIn'),
            r.clockInAt,
            r.lateMinutes ? `${t('workRecord.numbers.lateMinutes')} ${hm(r.lateMinutes)}` : null,
          )
        : line(tl('noClockIn'), null),
    },
    {
      key: 'out',
      at: r.clockOutAt,
      color: r.clockOutAt ? 'blue' : 'red',
      content: r.clockOutAt
        ? line(
            tl('clockOut'),
            r.clockOutAt,
            r.earlyLeaveMinutes ? `${t('workRecord.numbers.earlyLeaveMinutes')} ${hm(r.earlyLeaveMinutes)}` : null,
          )
        : line(tl('noClockOut'), null),
    },
    { key: 'end', at: r.scheduledEndAt, color: 'gray', content: line(tl('scheduledEnd'), r.scheduledEndAt) },
  ];
  punches.sort((a, b) => (a.at && b.at ? a.at.localeCompare(b.at) : a.at ? -1 : b.at ? 1 : 0));
  const approvals = [
    r.earlyStartApproved && t('workRecord.fields.earlyStartApproved'),
    r.overtimeApproved && t('workRecord.fields.overtimeApproved'),
  ].filter(Boolean);
  const after: Item[] = [];
  if (r.adjustReason)
    after.push({
      key: 'adjusted',
      at: null,
      color: 'orange',
      content: line(
        tl('adjusted', { reason: r.adjustReason }),
        null,
        approvals.length ? tl('approvals', { list: approvals.join(', ') }) : null,
      ),
    });
  if (r.verifiedAt)
    after.push({
      key: 'verified',
      at: r.verifiedAt,
      color: 'green',
      content: line(r.verifiedBy === null ? tl('verifiedNoUser') : tl('verified', { by: r.verifiedBy }), r.verifiedAt),
    });
  if (CLOSED_WITH_REASON.includes(r.status) && r.reason) {
    const who = r.cancelledBy ? ` (${tl('cancelledBy', { who: t(`workRecord.cancelledBy.${r.cancelledBy}`) })})` : '';
    after.push({
      key: 'closed',
      at: null,
      color: 'red',
      content: line(`${tl('closed', { state: labels.stateTitle(r.status), reason: r.reason })}${who}`, null),
    });
  }
  return (
    <>
      <Timeline
        aria-label={tl('title')}
        items={[...punches, ...after].map(({ key, color, content }) => ({ key, color, content }))}
      />
      <Typography.Text type="secondary">
        {tl(r.breakPaid ? 'breakPaid' : 'breakUnpaid', { minutes: r.breakMinutes })}
      </Typography.Text>
    </>
  );
}

export default function WorkRecordDetailPage() {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useMemo(() => ({ id }), [id]);
  const record = useCrudList<WorkRecordRow>(Number.isInteger(id) && id > 0 ? url.get : null, query);
  const [version, setVersion] = useState(0);
  const r = record.data;

  if (!record.loading && (record.error || !r)) {
    return (
      <Result
        status={record.error ? 'error' : '404'}
        title={t('workRecord.detail.notFound')}
        extra={
          <Button onClick={() => (record.error ? record.reload() : navigate(WORK_RECORD_PATH))}>
            {record.error ? t('list.retry', { ns: 'crud' }) : t('workRecord.detail.back')}
          </Button>
        }
      />
    );
  }
  const changed = () => {
    record.reload();
    setVersion((v) => v + 1);
  };
  const f = (k: string) => t(`workRecord.fields.${k}`);

  return (
    <DetailPage
      loading={record.loading && !r}
      onBack={() => navigate(WORK_RECORD_PATH)}
      title={r ? `${t('workRecord.detail.title', { id: r.id })} · ${r.workerName}` : labels.entityTitle('workRecord')}
      status={r ? { label: labels.stateTitle(r.status), color: stateColor(r.status) } : undefined}
      facts={
        r
          ? [
              {
                key: 'worker',
                label: f('workerName'),
                value: <Link to={workerManagePath(r.workerId)}>{r.workerName}</Link>,
              },
              {
                key: 'job',
                label: f('job'),
                value: (
                  <Link to={jobManagePath(r.jobId)}>
                    {r.jobCode} {r.jobTitle}
                  </Link>
                ),
              },
              { key: 'client', label: f('client'), value: `${r.clientName} / ${r.deptName}` },
              { key: 'shift', label: f('shift'), value: scheduledText(r) },
              { key: 'payRate', label: t('workRecord.numbers.payRate'), value: formatMoney(r.payRate) },
              { key: 'billRate', label: t('workRecord.numbers.billRate'), value: formatMoney(r.billRate) },
              { key: 'payAmount', label: f('payAmount'), value: formatMoney(r.payAmount) },
              { key: 'billAmount', label: f('billAmount'), value: formatMoney(r.billAmount) },
            ]
          : []
      }
      actions={
        r ? (
          <>
            {workRecordMachine.can(r.status, 'adjust') ? (
              <PermissionButton
                rule={rule.edit}
                icon={<EditOutlined />}
                onClick={() => navigate(workRecordEditPath(r.id))}
              >
                {t('workRecord.actions.edit')}
              </PermissionButton>
            ) : null}
            {verifiable(r) ? (
              <PermissionButton
                rule={rule.verify}
                type="primary"
                icon={<CheckOutlined />}
                onClick={() => navigate(workRecordVerifyPath([r.id]))}
              >
                {t('workRecord.actions.verify')}
              </PermissionButton>
            ) : null}
            <RecordTransitions id={r.id} status={r.status} onDone={changed} />
          </>
        ) : null
      }
      tabs={
        r
          ? [
              { key: 'punches', label: t('workRecord.timeline.title'), children: <PunchTimeline r={r} /> },
              { key: 'numbers', label: t('workRecord.numbers.title'), children: <NumbersTable now={r} /> },
            ]
          : []
      }
      history={r ? <History entity="workRecord" entityId={r.id} reloadKey={version} /> : undefined}
    />
  );
}
