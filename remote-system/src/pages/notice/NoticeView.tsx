/** A notice as its readers see it, with its facts and (with the readers rule) who read it. */
import { DictTag, formatDateTime, useAuth } from '@shiftdesk/shared';
import { NoticeApi, type NoticeRow } from '@shiftdesk/shared/api';
import { Descriptions, Modal, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import * as styles from './index.module.css';
import { ReadersTable } from './ReadersTable';

export const TAG_COLORS: Record<number, string> = {
  1: 'blue',
  2: 'cyan',
  3: 'gold',
  11: 'geekblue',
  12: 'default',
  13: 'default',
  14: 'orange',
  15: 'red',
};

/** Read count; of a private message, out of its receivers. */
export function ReadStat({ row }: { row: NoticeRow }) {
  const { t } = useTranslation(NS);
  if (row.type !== 2) return row.readCount;
  return (
    <Tooltip title={t('notice.readOf', { read: row.readCount, total: row.receiverIds.length })}>
      <span className={styles.readStat}>
        {row.readCount} / {row.receiverIds.length}
      </span>
    </Tooltip>
  );
}

export function NoticeView({ row, onClose }: { row: NoticeRow | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  return (
    <Modal open={!!row} title={row?.title} footer={null} width={720} onCancel={onClose} destroyOnHidden>
      {row ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('notice.col.type')}>
              <DictTag dictType="sys_notice_type" value={row.type} />
            </Descriptions.Item>
            <Descriptions.Item label={t('notice.col.tag')}>
              <DictTag dictType="sys_notice_tag" value={row.tag} colors={TAG_COLORS} />
            </Descriptions.Item>
            <Descriptions.Item label={t('notice.col.sendAt')}>
              {row.sendAt ? formatDateTime(row.sendAt) : t('notice.draft')}
            </Descriptions.Item>
            <Descriptions.Item label={t('notice.col.readCount')}>
              <ReadStat row={row} />
            </Descriptions.Item>
            {row.type === 2 ? (
              <Descriptions.Item label={t('notice.form.receivers')} span={2}>
                {row.receivers.map((u) => (
                  <Tag key={u.id}>{u.userNickname || u.userName}</Tag>
                ))}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          {/* The content was sanitised by the server when it was saved. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised notice HTML */}
          <div className={styles.preview} dangerouslySetInnerHTML={{ __html: row.content }} />
          {has(NoticeApi.rule.readers) ? <ReadersTable noticeId={row.id} /> : null}
        </Space>
      ) : null}
    </Modal>
  );
}
