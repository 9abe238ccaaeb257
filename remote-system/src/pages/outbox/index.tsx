/**
 * System → Outbox (route /system/outbox, expose `system/outbox/index`): the mail the product
 * sent — timesheets to clients, reminders — newest first, filtered by outcome, kind and
 * recipient; a drawer shows one message, with its text when it was kept as a file.
 */
import '../../i18n';
import './i18n';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import { api, CrudListPage, defineFields, formatDateTime } from '@shiftdesk/shared';
import { OutboxApi, type OutboxDetail, type OutboxRow } from '@shiftdesk/shared/api';
import { Alert, Descriptions, Drawer, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

const KINDS = ['timesheet.send', 'timesheet.reminder'];
const STATUS_COLOR: Record<string, string> = { sent: 'success', failed: 'error' };

const fields = defineFields<OutboxRow>([
  { key: 'createdAt', label: 'outbox.col.createdAt', datetime: true, table: { width: 170, sortable: true } },
  {
    key: 'to',
    label: 'outbox.col.to',
    table: { alwaysShow: true },
    search: { label: 'outbox.search.to', placeholder: 'outbox.search.toPlaceholder' },
  },
  { key: 'subject', label: 'outbox.col.subject', table: { ellipsis: true } },
  {
    key: 'kind',
    label: 'outbox.col.kind',
    options: { values: KINDS, label: (k) => `outbox.kind.${k}` },
    search: { label: 'outbox.search.kind' },
  },
  {
    key: 'status',
    label: 'outbox.col.status',
    options: { values: ['sent', 'failed'], label: (s) => `outbox.status.${s}`, colors: STATUS_COLOR },
    search: { label: 'outbox.search.status' },
  },
  { key: 'error', label: 'outbox.col.error', table: { ellipsis: true } },
]);

/** One message: loaded when opened, since the list leaves the (large) text out. */
function OutboxMessage({ row, onClose }: { row: OutboxRow; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [detail, setDetail] = useState<OutboxDetail | null>(null);
  useEffect(() => {
    let live = true;
    api.get<OutboxDetail>(OutboxApi.url.get, { id: row.id }).then(
      (d) => live && setDetail(d),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [row.id]);
  return (
    <Drawer open size={720} title={t('outbox.detailTitle', { id: row.id })} onClose={onClose}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('outbox.col.createdAt')}>{formatDateTime(row.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('outbox.col.to')}>{row.to || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('outbox.col.subject')}>{row.subject}</Descriptions.Item>
        <Descriptions.Item label={t('outbox.col.status')}>
          <Tag color={STATUS_COLOR[row.status]}>{t(`outbox.status.${row.status}`)}</Tag>
          {row.error}
        </Descriptions.Item>
        <Descriptions.Item label={t('outbox.col.transport')}>
          {t(`outbox.transport.${row.transport}`)}
        </Descriptions.Item>
        {row.entity && (
          <Descriptions.Item label={t('outbox.col.record')}>
            {row.entity} #{row.entityId}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('outbox.message')}
      </Typography.Title>
      {!detail ? (
        <Typography.Text type="secondary">{t('outbox.loading')}</Typography.Text>
      ) : detail.eml ? (
        // A scrolling region, named for screen readers; the drawer's own scroll moves it by keyboard.
        <section aria-label={t('outbox.message')}>
          <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{detail.eml}</pre>
        </section>
      ) : (
        <Alert type="info" showIcon title={t('outbox.noFile')} />
      )}
    </Drawer>
  );
}

export default function OutboxPage() {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<OutboxRow | null>(null);
  const details = t('outbox.detail');
  return (
    <CrudListPage
      entity={OutboxApi}
      fields={fields}
      ns={NS}
      texts="outbox"
      export={false}
      rowActions={(r) => [
        {
          key: 'detail',
          label: details,
          icon: <EyeOutlined />,
          rule: OutboxApi.rule.get,
          ariaLabel: `${details} ${r.id}`,
          onClick: () => setOpen(r),
        },
      ]}
    >
      {open && <OutboxMessage row={open} onClose={() => setOpen(null)} />}
    </CrudListPage>
  );
}
