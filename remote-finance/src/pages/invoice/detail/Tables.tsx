/**
 * The parts of an invoice as tables: its lines (each drilling down to the work records and
 * timesheets it bills), the payments recorded, the credit and debit notes correcting it, and
 * the allocations (payments and credits applied to it, or for a credit note where it went).
 */
import { formatDateTime, StateTag } from '@shiftdesk/shared';
import type { InvoiceAllocation, InvoiceDetail, InvoiceLine, InvoicePayment, InvoiceRow } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { Empty, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../../../i18n';
import { invoiceDetailPath, KIND_COLORS, NumberCell, TIMESHEET_PATH, WORK_RECORD_PATH } from '../fields';
import { hoursText } from '../money';

const right = { align: 'right' as const };
const LINE_COLORS: Record<string, string> = {
  normal: 'default',
  ot: 'blue',
  public_holiday: 'magenta',
  allowance: 'cyan',
  cancellation_fee: 'orange',
  adjustment: 'purple',
};
const empty = (text: string) => ({ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} /> });

/** One link per id, each named for a screen reader ("Work record 12"), shown as #12. */
function IdLinks({ ids, to, name }: { ids: number[]; to: (id: number) => string; name: (id: number) => string }) {
  if (!ids.length) return <>—</>;
  return (
    <Space size={[6, 0]} wrap>
      {ids.map((id) => (
        <Link key={id} to={to(id)} aria-label={name(id)}>
          #{id}
        </Link>
      ))}
    </Space>
  );
}

export function Lines({ inv }: { inv: InvoiceDetail }) {
  const { t } = useTranslation(NS);
  const c = (k: string) => t(`invoice.columns.${k}`);
  return (
    <Table<InvoiceLine>
      size="small"
      rowKey="id"
      dataSource={inv.lines}
      pagination={false}
      scroll={{ x: 1100 }}
      locale={empty(t('invoice.detail.noLines'))}
      columns={[
        {
          key: 'type',
          title: c('type'),
          width: 130,
          render: (_, l) => <Tag color={LINE_COLORS[l.type]}>{t(`invoice.lineType.${l.type}`)}</Tag>,
        },
        {
          key: 'description',
          title: c('description'),
          // The one column that takes the rest: wide enough for "position — normal hours".
          width: 240,
          render: (_, l) => (
            <>
              {l.description}
              {l.reason ? (
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {l.reason}
                </Typography.Text>
              ) : null}
            </>
          ),
        },
        { key: 'position', title: c('position'), width: 130, render: (_, l) => l.positionName ?? '—' },
        {
          key: 'dates',
          title: c('dates'),
          width: 190,
          render: (_, l) =>
            l.dateFrom ? (l.dateTo && l.dateTo !== l.dateFrom ? `${l.dateFrom} – ${l.dateTo}` : l.dateFrom) : '—',
        },
        {
          key: 'hours',
          title: c('hours'),
          width: 80,
          ...right,
          render: (_, l) => (l.minutes ? hoursText(l.minutes) : '—'),
        },
        {
          key: 'unitRate',
          title: c('unitRate'),
          width: 110,
          ...right,
          render: (_, l) => (l.unitRate === null ? '—' : formatMoney(l.unitRate)),
        },
        { key: 'amount', title: c('amount'), width: 120, ...right, render: (_, l) => formatMoney(l.amount) },
        {
          key: 'records',
          title: c('records'),
          width: 160,
          render: (_, l) => (
            <IdLinks
              ids={l.recordIds}
              to={(id) => `${WORK_RECORD_PATH}/${id}`}
              name={(id) => t('invoice.columns.record', { id })}
            />
          ),
        },
        {
          key: 'timesheets',
          title: c('timesheets'),
          width: 140,
          render: (_, l) => (
            <IdLinks
              ids={l.timesheetIds}
              to={(id) => `${TIMESHEET_PATH}/${id}`}
              name={(id) => t('invoice.columns.timesheet', { id })}
            />
          ),
        },
      ]}
      summary={() =>
        inv.lines.length
          ? (['subtotal', 'gst', 'total'] as const).map((k, i) => (
              <Table.Summary.Row key={k}>
                <Table.Summary.Cell index={0} colSpan={6} align="right">
                  <Typography.Text strong={i === 2}>{t(`invoice.fields.${k}`)}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">
                  <Typography.Text strong={i === 2}>{formatMoney(inv[k])}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={7} colSpan={2} />
              </Table.Summary.Row>
            ))
          : null
      }
    />
  );
}

export function Payments({ inv }: { inv: InvoiceDetail }) {
  const { t } = useTranslation(NS);
  const c = (k: string) => t(`invoice.columns.${k}`);
  return (
    <Table<InvoicePayment>
      size="small"
      rowKey="id"
      dataSource={inv.payments}
      pagination={false}
      scroll={{ x: 760 }}
      locale={empty(t('invoice.detail.noPayments'))}
      columns={[
        { key: 'date', title: c('date'), dataIndex: 'date', width: 120 },
        { key: 'method', title: c('method'), width: 140, render: (_, p) => t(`invoice.method.${p.method}`) },
        { key: 'reference', title: c('reference'), render: (_, p) => p.reference || '—' },
        { key: 'amount', title: c('amount'), width: 120, ...right, render: (_, p) => formatMoney(p.amount) },
        { key: 'createdBy', title: c('createdBy'), width: 140, render: (_, p) => p.createdBy ?? '—' },
        {
          key: 'createdAt',
          title: t('invoice.fields.createdAt'),
          width: 160,
          render: (_, p) => formatDateTime(p.createdAt, 'YYYY-MM-DD HH:mm'),
        },
      ]}
    />
  );
}

export function Notes({ inv }: { inv: InvoiceDetail }) {
  const { t } = useTranslation(NS);
  const f = (k: string) => t(`invoice.fields.${k}`);
  return (
    <Table<InvoiceRow>
      size="small"
      rowKey="id"
      dataSource={inv.notes}
      pagination={false}
      scroll={{ x: 760 }}
      locale={empty(t('invoice.detail.noNotes'))}
      columns={[
        {
          key: 'number',
          title: f('number'),
          width: 160,
          render: (_, n) => (
            <Link to={invoiceDetailPath(n.id)}>
              <NumberCell r={n} />
            </Link>
          ),
        },
        {
          key: 'kind',
          title: f('kind'),
          width: 120,
          render: (_, n) => <Tag color={KIND_COLORS[n.kind]}>{t(`invoice.kind.${n.kind}`)}</Tag>,
        },
        { key: 'status', title: f('status'), width: 110, render: (_, n) => <StateTag state={n.status} /> },
        { key: 'issueDate', title: f('issueDate'), width: 120, render: (_, n) => n.issueDate ?? '—' },
        { key: 'total', title: f('total'), width: 120, ...right, render: (_, n) => formatMoney(n.total) },
        { key: 'reason', title: t('invoice.creditNote.reason'), render: (_, n) => n.reason || '—' },
      ]}
    />
  );
}

export function Allocations({ inv }: { inv: InvoiceDetail }) {
  const { t } = useTranslation(NS);
  const c = (k: string) => t(`invoice.columns.${k}`);
  return (
    <Table<InvoiceAllocation>
      size="small"
      rowKey="id"
      dataSource={inv.allocations}
      pagination={false}
      scroll={{ x: 640 }}
      locale={empty(t('invoice.detail.noAllocations'))}
      columns={[
        {
          key: 'invoice',
          title: c('invoice'),
          width: 170,
          render: (_, a) =>
            a.invoiceId === inv.id ? (
              (a.invoiceNumber ?? `#${a.invoiceId}`)
            ) : (
              <Link to={invoiceDetailPath(a.invoiceId)}>{a.invoiceNumber ?? `#${a.invoiceId}`}</Link>
            ),
        },
        {
          key: 'source',
          title: c('source'),
          render: (_, a) =>
            a.creditNoteId !== null ? (
              a.creditNoteId === inv.id ? (
                t('invoice.columns.creditNote', { number: a.creditNoteNumber ?? `#${a.creditNoteId}` })
              ) : (
                <Link to={invoiceDetailPath(a.creditNoteId)}>
                  {t('invoice.columns.creditNote', { number: a.creditNoteNumber ?? `#${a.creditNoteId}` })}
                </Link>
              )
            ) : (
              t('invoice.columns.payment', { id: a.paymentId })
            ),
        },
        { key: 'amount', title: c('amount'), width: 120, ...right, render: (_, a) => formatMoney(a.amount) },
        {
          key: 'createdAt',
          title: t('invoice.fields.createdAt'),
          width: 160,
          render: (_, a) => formatDateTime(a.createdAt, 'YYYY-MM-DD HH:mm'),
        },
      ]}
    />
  );
}
