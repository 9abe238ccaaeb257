/**
 * What the client signs: the summary, the rows (masked NRICs, billed hours and amounts only),
 * the totals, what changed since the last version and the comments so far. On a phone the table
 * scrolls sideways inside its card rather than squeezing the columns.
 */
import { formatDateTime, formatMinutes, formatMoney, TimesheetChangesNote, TimesheetComments } from '@shiftdesk/shared';
import type { TimesheetSignoffRow, TimesheetSignoffView } from '@shiftdesk/shared/api';
import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

const time = (iso: string | null) => (iso ? formatDateTime(iso, 'HH:mm') : '—');

export function Summary({ view }: { view: TimesheetSignoffView }) {
  const { t } = useTranslation(NS);
  const s = (k: string, o: Record<string, unknown> = {}) => t(`timesheetSign.${k}`, o);
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'client', label: s('client'), children: `${view.clientName} / ${view.deptName}` },
          { key: 'period', label: s('period'), children: `${view.period} (${view.periodFrom} – ${view.periodTo})` },
          ...(view.deadlineAt
            ? [{ key: 'deadline', label: s('deadline'), children: formatDateTime(view.deadlineAt, 'YYYY-MM-DD HH:mm') }]
            : []),
        ]}
      />
      {view.deadlineAt ? <Typography.Paragraph type="secondary">{s('deadlineNote')}</Typography.Paragraph> : null}
    </>
  );
}

export function Rows({ view }: { view: TimesheetSignoffView }) {
  const { t } = useTranslation(NS);
  const c = (k: string) => t(`timesheetSign.col.${k}`);
  const right = { align: 'right' as const };
  const total = view.totals;
  return (
    <Table<TimesheetSignoffRow>
      size="small"
      rowKey="workRecordId"
      dataSource={view.rows}
      pagination={false}
      scroll={{ x: 820 }}
      columns={[
        { key: 'worker', title: c('worker'), dataIndex: 'workerName', fixed: 'left' },
        { key: 'nric', title: c('nric'), dataIndex: 'nricMasked' },
        { key: 'date', title: c('date'), dataIndex: 'shiftDate' },
        { key: 'in', title: c('in'), render: (_, r) => time(r.clockInAt) },
        { key: 'out', title: c('out'), render: (_, r) => time(r.clockOutAt) },
        { key: 'break', title: c('break'), ...right, render: (_, r) => formatMinutes(r.breakMinutes) },
        { key: 'hours', title: c('hours'), ...right, render: (_, r) => formatMinutes(r.billMinutes) },
        { key: 'ot', title: c('ot'), ...right, render: (_, r) => formatMinutes(r.otMinutes) },
        { key: 'ph', title: c('ph'), ...right, render: (_, r) => formatMinutes(r.phMinutes) },
        { key: 'amount', title: c('amount'), ...right, render: (_, r) => formatMoney(r.billAmount) },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={6}>
            <Typography.Text strong>
              {t('timesheetSign.totals')} · {t('timesheetSign.records', { count: total.recordCount })}
            </Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={6} align="right">
            <Typography.Text strong>{formatMinutes(total.billMinutes)}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={7} align="right">
            <Typography.Text strong>{formatMinutes(total.billOtMinutes)}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={8} align="right">
            <Typography.Text strong>{formatMinutes(total.phMinutes)}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={9} align="right">
            <Typography.Text strong>{formatMoney(total.billAmount)}</Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

export function Changes({ view }: { view: TimesheetSignoffView }) {
  return <TimesheetChangesNote changes={view.lastChanges} ns={NS} texts="timesheetSign" />;
}

export function Comments({ view }: { view: TimesheetSignoffView }) {
  const rowName = (id: number) => {
    const r = view.rows.find((x) => x.workRecordId === id);
    return r ? `${r.workerName} · ${r.shiftDate}` : null;
  };
  return <TimesheetComments comments={view.comments} rowName={rowName} ns={NS} texts="timesheetSign" />;
}
