/**
 * A business record's History: its audit rows (state moves, creation, edits) as a timeline,
 * newest first — who, what, from → to, why, when (Asia/Singapore). Readable by whoever may read
 * the record (the server checks the entity's `get` rule).
 */
import { Alert, Button, Empty, Skeleton, Space, Timeline, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '../api/audit';
import { formatDateTime } from '../format';
import { api } from '../http/request';
import { langHeaders } from './feedback';
import { MACHINE_NS, useMachineLabels } from './machineI18n';
import { StateTag, stateColor } from './StateTag';

export const HISTORY_URL = '/api/v1/system/audit/history';

export interface HistoryProps {
  /** camelCase entity name (`contractOrder`) */
  entity: string;
  entityId: number;
  /** Change it to load again (e.g. after a TransitionButton's onDone). */
  reloadKey?: unknown;
}

const TIMELINE_COLOR: Record<string, string> = {
  success: 'green',
  error: 'red',
  warning: 'orange',
  processing: 'blue',
};

export function History({ entity, entityId, reloadKey }: HistoryProps) {
  const { t } = useTranslation(MACHINE_NS);
  const labels = useMachineLabels();
  const [rows, setRows] = useState<AuditRow[] | null>(null);
  const [error, setError] = useState(false);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    setError(false);
    try {
      // silent: the error is shown in place, with a retry, not as a toast
      setRows(await api.get<AuditRow[]>(HISTORY_URL, { entity, entityId }, { silent: true, headers: langHeaders() }));
    } catch {
      setError(true);
    } finally {
      setLoading(false);
    }
  }, [entity, entityId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey only triggers a reload
  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  if (loading && !rows) return <Skeleton active paragraph={{ rows: 3 }} aria-busy="true" />;
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('history.loadFailed')}
        action={
          <Button size="small" onClick={() => void load()}>
            {t('history.retry')}
          </Button>
        }
      />
    );
  }
  if (!rows?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.empty')} />;

  return (
    <Timeline
      aria-label={t('history.title')}
      items={rows.map((r) => {
        const fields = (r.data as { fields?: Record<string, unknown> } | null)?.fields;
        return {
          key: r.id,
          color: r.toState && r.fromState ? (TIMELINE_COLOR[stateColor(r.toState)] ?? 'gray') : 'gray',
          content: (
            <div data-audit-id={r.id}>
              <Space size={4} wrap>
                <Typography.Text strong>{labels.actionTitle(r.action)}</Typography.Text>
                {r.fromState && <StateTag state={r.fromState} />}
                {r.fromState && r.toState && <span aria-hidden>→</span>}
                {r.toState && <StateTag state={r.toState} />}
              </Space>
              <div>
                <Typography.Text type="secondary">
                  {t('history.by', { actor: r.actorId === null && r.actorName === 'system' ? t('history.system') : r.actorName })} ·{' '}
                  <time dateTime={r.at}>{formatDateTime(r.at)}</time>
                </Typography.Text>
              </div>
              {r.reason && (
                <Typography.Paragraph style={{ margin: 0 }}>
                  {t('history.reason', { reason: r.reason })}
                </Typography.Paragraph>
              )}
              {fields && (
                <Typography.Text type="secondary">
                  {t('history.fields', { fields: Object.keys(fields).join(', ') })}
                </Typography.Text>
              )}
            </div>
          ),
        };
      })}
    />
  );
}
