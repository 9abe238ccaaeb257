/** The operation log's detail drawer: one row's request, operator, outcome, parameters and error. */
import { formatDateTime } from '@shiftdesk/shared';
import type { OperLogRow } from '@shiftdesk/shared/api';
import { Descriptions, Drawer, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export const METHOD_COLOR: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', PATCH: 'gold', DELETE: 'red' };
/** 0 normal, 1 exception */
export const STATUS_COLOR: Record<string, string> = { 0: 'success', 1: 'error' };

/** Pretty-prints a JSON string; other text is shown as it is. */
export function prettyJson(s: string): string {
  if (!s) return '';
  try {
    return JSON.stringify(JSON.parse(s), null, 2);
  } catch {
    return s;
  }
}

export function OperLogDetail({ row, onClose }: { row: OperLogRow; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const status = row.status === 0 ? 0 : 1;
  return (
    <Drawer open size={640} title={t('operLog.detailTitle')} onClose={onClose}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('operLog.col.module')}>
          {row.module || '—'} / {row.title}
        </Descriptions.Item>
        <Descriptions.Item label={t('operLog.col.url')}>
          <Tag color={METHOD_COLOR[row.requestMethod] ?? 'default'}>{row.requestMethod}</Tag>
          {row.operUrl}
        </Descriptions.Item>
        <Descriptions.Item label={t('operLog.col.operName')}>
          {row.operName || '—'}
          {row.deptName ? ` (${row.deptName})` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('operLog.col.ip')}>
          {row.operIp} {row.operLocation}
        </Descriptions.Item>
        <Descriptions.Item label={t('operLog.col.status')}>
          <Tag color={STATUS_COLOR[status]}>{t(`operLog.status.${status}`)}</Tag>
          HTTP {row.httpStatus} · {row.costMs} ms
        </Descriptions.Item>
        <Descriptions.Item label={t('operLog.col.time')}>{formatDateTime(row.operTime)}</Descriptions.Item>
        <Descriptions.Item label={t('operLog.params')}>
          <pre data-testid="oper-params" style={{ margin: 0, maxHeight: 360, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {prettyJson(row.operParam) || '—'}
          </pre>
        </Descriptions.Item>
        {row.errorMsg ? (
          <Descriptions.Item label={t('operLog.error')}>
            <Typography.Text type="danger">
              <pre data-testid="oper-error" style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {row.errorMsg}
              </pre>
            </Typography.Text>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </Drawer>
  );
}
