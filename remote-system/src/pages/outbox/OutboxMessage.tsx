/**
 * One outbox message in a drawer, apart from the page: its facts, and its text read on opening
 * (the list leaves it out), or a note that the mail server kept no copy.
 */
import { api, formatDateTime } from '@shiftdesk/shared';
import { OutboxApi, type OutboxDetail, type OutboxRow } from '@shiftdesk/shared/api';
import { Alert, Descriptions, Drawer, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { STATUS_COLOR } from './fields';

/** One message: loaded when opened, since the list leaves the (large) text out. */
export function OutboxMessage({ row, onClose }: { row: OutboxRow; onClose: () => void }) {
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
