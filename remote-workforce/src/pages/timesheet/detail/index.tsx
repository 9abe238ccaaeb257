/**
 * Timesheet detail (route /jobs/timesheet/detail/:id, expose `workforce/timesheet/detail/index`):
 * header with the state, client, department, period and totals, and the actions its state offers
 * (send, record approval, dispute, PDF, XLSX); tabs for the rows the client signs, the sign-off
 * (signer, time, the hash of the version signed), the client's comments with what the last
 * re-send changed, the corrections after approval (each row's Adjust), and History.
 */
import '../../../i18n';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import {
  DetailPage,
  formatDateTime,
  formatMoney,
  History,
  PermissionButton,
  stateColor,
  TimesheetChangesNote,
  TimesheetComments,
  TransitionButton,
  useAuth,
  useCrudList,
  useMachineLabels,
} from '@shiftdesk/shared';
import {
  type TimesheetAdjustment,
  TimesheetApi,
  type TimesheetDetail,
  type WorkRecordRow,
  timesheetMachine,
} from '@shiftdesk/shared/api';
import { Alert, Button, Descriptions, Empty, Result, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { hm, punchTime, workerManagePath, workRecordDetailPath } from '../../workRecord/fields';
import { AdjustButton, adjustable } from '../AdjustDialog';
import { ApproveButton } from '../ApproveDialog';
import { type DocumentFormat, downloadTimesheets } from '../documents';
import { TIMESHEET_PATH } from '../fields';

const { url, rule } = TimesheetApi;
/** The plain transitions of the header (approve has its own dialog). */
const HEADER_TRANSITIONS = ['send', 'dispute'] as const;

function Rows({ ts, onChanged }: { ts: TimesheetDetail; onChanged: () => void }) {
  const { t } = useTranslation(NS);
  const c = (k: string) => t(`timesheet.columns.${k}`);
  const right = { align: 'right' as const };
  const rule = useAuth().has(TimesheetApi.rule.adjust);
  // After the client's answer a row is corrected by an adjustment, never edited.
  const adjustColumn =
    adjustable(ts) && rule
      ? [
          {
            key: 'adjust',
            title: t('timesheet.adjust.column'),
            render: (_: unknown, r: WorkRecordRow) => <AdjustButton ts={ts} row={r} onDone={onChanged} />,
          },
        ]
      : [];
  return (
    <Table<WorkRecordRow>
      size="small"
      rowKey="id"
      dataSource={ts.records}
      pagination={false}
      scroll={{ x: 960 }}
      locale={{ emptyText: <Empty description={t('timesheet.detail.empty')} /> }}
      columns={[
        {
          key: 'worker',
          title: c('workerName'),
          render: (_, r) => <Link to={workerManagePath(r.workerId)}>{r.workerName}</Link>,
        },
        {
          key: 'date',
          title: c('shiftDate'),
          render: (_, r) => <Link to={workRecordDetailPath(r.id)}>{r.shiftDate}</Link>,
        },
        {
          key: 'scheduled',
          title: c('scheduled'),
          render: (_, r) => `${punchTime(r.scheduledStartAt, r.shiftDate)}–${punchTime(r.scheduledEndAt, r.shiftDate)}`,
        },
        {
          key: 'actual',
          title: c('actual'),
          render: (_, r) =>
            `${punchTime(r.clockInAt, r.shiftDate) || '—'}–${punchTime(r.clockOutAt, r.shiftDate) || '—'}`,
        },
        { key: 'break', title: c('breakMinutes'), ...right, render: (_, r) => hm(r.breakMinutes) },
        { key: 'pay', title: c('payMinutes'), ...right, render: (_, r) => hm(r.billMinutes) },
        { key: 'ot', title: c('otMinutes'), ...right, render: (_, r) => hm(r.billOtMinutes) },
        { key: 'ph', title: c('phMinutes'), ...right, render: (_, r) => hm(r.phMinutes) },
        { key: 'bill', title: c('billAmount'), ...right, render: (_, r) => formatMoney(r.billAmount) },
        ...adjustColumn,
      ]}
      summary={() =>
        ts.records.length ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={5}>
              <Typography.Text strong>{t('timesheet.detail.totals')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              <Typography.Text strong>{hm(ts.billMinutes)}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={6} align="right">
              <Typography.Text strong>{hm(ts.billOtMinutes)}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={7} align="right">
              <Typography.Text strong>{hm(ts.phMinutes)}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={8} align="right">
              <Typography.Text strong>{formatMoney(ts.billAmount)}</Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}

function SignOff({ ts }: { ts: TimesheetDetail }) {
  const { t } = useTranslation(NS);
  const f = (k: string) => t(`timesheet.fields.${k}`);
  return (
    <>
      {ts.status === 'disputed' && ts.reason ? (
        <Alert
          type="warning"
          showIcon
          title={t('timesheet.detail.reason')}
          description={ts.reason}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {ts.status === 'auto_approved' ? (
        <Alert type="info" showIcon title={t('timesheet.detail.autoApproved')} style={{ marginBottom: 12 }} />
      ) : null}
      {ts.signedAt ? (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'signer', label: f('signerName'), children: ts.signerName },
            { key: 'at', label: f('signedAt'), children: formatDateTime(ts.signedAt, 'YYYY-MM-DD HH:mm') },
            {
              key: 'hash',
              label: f('signedHash'),
              children: (
                <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                  {ts.signedHash}
                </Typography.Text>
              ),
            },
          ]}
        />
      ) : ts.status === 'auto_approved' ? null : (
        <Typography.Text type="secondary">{t('timesheet.detail.notSigned')}</Typography.Text>
      )}
    </>
  );
}

/** Corrections after the client's approval: the differences, their note and payroll item. */
function Adjustments({ ts }: { ts: TimesheetDetail }) {
  const { t } = useTranslation(NS);
  const c = (k: string) => t(`timesheet.adjust.columns.${k}`);
  const right = { align: 'right' as const };
  // Signed, on one line: a difference must not wrap its sign away from its amount.
  const diff = (text: string, value: number) => (
    <span style={{ whiteSpace: 'nowrap' }}>{value > 0 ? `+${text}` : value < 0 ? `-${text}` : text}</span>
  );
  return (
    <Table<TimesheetAdjustment>
      size="small"
      rowKey="id"
      dataSource={ts.adjustments ?? []}
      pagination={false}
      scroll={{ x: 960 }}
      locale={{ emptyText: <Empty description={t('timesheet.adjust.none')} /> }}
      columns={[
        {
          key: 'record',
          title: c('record'),
          render: (_, a) => <Link to={workRecordDetailPath(a.workRecordId)}>{`${a.workerName} · ${a.shiftDate}`}</Link>,
        },
        {
          key: 'punches',
          title: c('punches'),
          render: (_, a) => `${punchTime(a.clockInAt, a.shiftDate)}–${punchTime(a.clockOutAt, a.shiftDate)}`,
        },
        {
          key: 'billMinutes',
          title: c('billMinutes'),
          ...right,
          render: (_, a) => diff(hm(Math.abs(a.billMinutes)), a.billMinutes),
        },
        {
          key: 'bill',
          title: c('billAmount'),
          ...right,
          render: (_, a) => diff(formatMoney(Math.abs(a.billAmount)), a.billAmount),
        },
        {
          key: 'pay',
          title: c('payAmount'),
          ...right,
          render: (_, a) => diff(formatMoney(Math.abs(a.payAmount)), a.payAmount),
        },
        {
          key: 'note',
          title: c('note'),
          render: (_, a) =>
            a.noteId ? (
              <Link to={`/finance/invoice/detail/${a.noteId}`}>{a.noteNumber}</Link>
            ) : a.billAmount ? (
              <Typography.Text type="secondary">{t('timesheet.adjust.noteWaiting')}</Typography.Text>
            ) : (
              '—'
            ),
        },
        { key: 'item', title: c('payrollItem'), render: (_, a) => (a.payrollItemId ? `#${a.payrollItemId}` : '—') },
        { key: 'reason', title: c('reason'), render: (_, a) => a.reason },
        {
          key: 'by',
          title: c('by'),
          render: (_, a) => `${a.createdByName ?? '—'} · ${formatDateTime(a.createdAt, 'YYYY-MM-DD HH:mm')}`,
        },
      ]}
    />
  );
}

/** The client's dispute comments (on the sheet or on rows) and what the last re-send changed. */
function Notes({ ts }: { ts: TimesheetDetail }) {
  const { t } = useTranslation(NS);
  if (!ts.comments?.length && !ts.lastChanges) return <Empty description={t('timesheet.detail.noNotes')} />;
  const rowName = (id: number) => {
    const r = ts.records.find((x) => x.id === id);
    return r ? `${r.workerName} · ${r.shiftDate}` : null;
  };
  return (
    <>
      <TimesheetChangesNote changes={ts.lastChanges} ns={NS} texts="timesheet.notes" />
      <TimesheetComments comments={ts.comments} rowName={rowName} ns={NS} texts="timesheet.notes" heading={false} />
    </>
  );
}

export default function TimesheetDetailPage() {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useMemo(() => ({ id }), [id]);
  const sheet = useCrudList<TimesheetDetail>(Number.isInteger(id) && id > 0 ? url.get : null, query);
  const [version, setVersion] = useState(0);
  const ts = sheet.data;

  if (!sheet.loading && (sheet.error || !ts)) {
    return (
      <Result
        status={sheet.error ? 'error' : '404'}
        title={t('timesheet.detail.notFound')}
        extra={
          <Button onClick={() => (sheet.error ? sheet.reload() : navigate(TIMESHEET_PATH))}>
            {sheet.error ? t('list.retry', { ns: 'crud' }) : t('timesheet.detail.back')}
          </Button>
        }
      />
    );
  }
  const changed = () => {
    sheet.reload();
    setVersion((v) => v + 1);
  };
  const f = (k: string) => t(`timesheet.fields.${k}`);
  const download = (format: DocumentFormat) =>
    ts ? void downloadTimesheets([ts.id], format, ts.number).catch(() => {}) : undefined;

  return (
    <DetailPage
      loading={sheet.loading && !ts}
      onBack={() => navigate(TIMESHEET_PATH)}
      title={ts ? t('timesheet.detail.title', { number: ts.number }) : labels.entityTitle('timesheet')}
      status={ts ? { label: labels.stateTitle(ts.status), color: stateColor(ts.status) } : undefined}
      facts={
        ts
          ? [
              { key: 'client', label: f('client'), value: `${ts.clientName} / ${ts.deptName}` },
              { key: 'period', label: f('period'), value: `${ts.period} (${ts.periodFrom} – ${ts.periodTo})` },
              { key: 'records', label: f('recordCount'), value: ts.recordCount },
              { key: 'hours', label: f('billMinutes'), value: hm(ts.billMinutes) },
              { key: 'ot', label: f('billOtMinutes'), value: hm(ts.billOtMinutes) },
              { key: 'ph', label: f('phMinutes'), value: hm(ts.phMinutes) },
              { key: 'bill', label: f('billAmount'), value: formatMoney(ts.billAmount) },
              {
                key: 'sent',
                label: f('sentAt'),
                value: ts.sentAt ? formatDateTime(ts.sentAt, 'YYYY-MM-DD HH:mm') : '—',
              },
            ]
          : []
      }
      actions={
        ts ? (
          <>
            {HEADER_TRANSITIONS.filter((a) => timesheetMachine.can(ts.status, a)).map((a) => (
              <TransitionButton
                key={a}
                machine={timesheetMachine}
                state={ts.status}
                action={a}
                url={url[a]}
                rule={rule[a]}
                id={ts.id}
                rowLabel={ts.number}
                onDone={changed}
                buttonProps={{ danger: a === 'dispute', type: a === 'send' ? 'primary' : 'default' }}
              />
            ))}
            <ApproveButton row={ts} onDone={changed} />
            {(['pdf', 'xlsx'] as const).map((format) => (
              <PermissionButton
                key={format}
                rule={rule.export}
                icon={<DownloadOutlined />}
                onClick={() => download(format)}
              >
                {t(`timesheet.actions.${format}`)}
              </PermissionButton>
            ))}
          </>
        ) : null
      }
      tabs={
        ts
          ? [
              { key: 'rows', label: t('timesheet.detail.rows'), children: <Rows ts={ts} onChanged={changed} /> },
              { key: 'signOff', label: t('timesheet.detail.signature'), children: <SignOff ts={ts} /> },
              {
                key: 'notes',
                label: `${t('timesheet.detail.notes')}${ts.comments?.length ? ` (${ts.comments.length})` : ''}`,
                children: <Notes ts={ts} />,
              },
              ...(adjustable(ts) || ts.adjustments?.length
                ? [
                    {
                      key: 'adjustments',
                      label: `${t('timesheet.adjust.tab')}${ts.adjustments?.length ? ` (${ts.adjustments.length})` : ''}`,
                      children: <Adjustments ts={ts} />,
                    },
                  ]
                : []),
            ]
          : []
      }
      history={ts ? <History entity="timesheet" entityId={ts.id} reloadKey={version} /> : undefined}
    />
  );
}
