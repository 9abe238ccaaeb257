/**
 * The job queue on the server monitor page: each queue's size and failures, the dead-lettered
 * jobs with a retry button, and a test job whose progress notification shows the whole chain
 * works. Buttons follow the caller's rules (jobsRetry, jobsDemo).
 */
import './jobsI18n';
import { api, formatDateTime, useAuth } from '@shiftdesk/shared';
import type { DeadJob, JobQueueStat, JobsOverviewResult } from '@shiftdesk/shared/api';
import { Alert, App, Button, Card, Empty, Popconfirm, Space, Table, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export const JOBS_URL = '/api/v1/system/monitor/jobs';
export const JOBS_RULE = 'api/v1/system/monitor/jobs';
const RETRY_RULE = 'api/v1/system/monitor/jobsRetry';
const DEMO_RULE = 'api/v1/system/monitor/jobsDemo';

export function JobsCard({ refreshKey }: { refreshKey: number }) {
  const { t, i18n } = useTranslation(NS);
  const { has } = useAuth();
  const { message } = App.useApp();
  const [data, setData] = useState<JobsOverviewResult | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      setData(await api.get<JobsOverviewResult>(JOBS_URL, undefined, { silent: true }));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void refreshKey;
    void load();
  }, [load, refreshKey]);

  const queueName = (name: string) => {
    const key = `monitorJobs.names.${name.replace(/\./g, '_')}`;
    return i18n.exists(`${NS}:${key}`) ? t(key) : name;
  };

  const retry = async (job: DeadJob) => {
    await api.post(`${JOBS_URL}/retry`, { queue: job.queue, id: job.id });
    await load();
  };
  const demo = async () => {
    await api.post(`${JOBS_URL}/demo`, { steps: 10, stepMs: 400 });
    void message.info(t('monitorJobs.demoStarted'));
  };

  return (
    <Card
      title={t('monitorJobs.title')}
      data-testid="panel-jobs"
      extra={
        has(DEMO_RULE) && data?.enabled ? (
          <Button onClick={() => void demo()} data-testid="jobs-demo">
            {t('monitorJobs.demo')}
          </Button>
        ) : null
      }
    >
      {failed && <Alert type="warning" showIcon title={t('monitor.stale')} />}
      {data && !data.enabled && <Alert type="info" showIcon title={t('monitorJobs.disabled')} />}
      {data?.enabled && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Table<JobQueueStat>
            size="small"
            rowKey="name"
            pagination={false}
            dataSource={data.queues}
            scroll={{ x: true }}
            columns={[
              { title: t('monitorJobs.queue'), dataIndex: 'name', render: (n: string) => <span title={n}>{queueName(n)}</span> },
              { title: t('monitorJobs.queued'), dataIndex: 'queued', align: 'right' },
              { title: t('monitorJobs.active'), dataIndex: 'active', align: 'right' },
              { title: t('monitorJobs.failed'), dataIndex: 'failed', align: 'right' },
              { title: t('monitorJobs.deadLetters'), dataIndex: 'deadLetters', align: 'right' },
            ]}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('monitorJobs.deadTitle')}
          </Typography.Title>
          <Table<DeadJob>
            size="small"
            rowKey="id"
            dataSource={data.dead}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{
              // A plain-text placeholder is drawn in the disabled text colour, under 4.5:1 (axe).
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('monitorJobs.noDead')} />,
            }}
            scroll={{ x: true }}
            columns={[
              { title: t('monitorJobs.queue'), dataIndex: 'queue', render: (n: string) => queueName(n) },
              { title: t('monitorJobs.data'), dataIndex: 'data', render: (d: string) => <code style={{ wordBreak: 'break-all' }}>{d}</code> },
              { title: t('monitorJobs.error'), dataIndex: 'error' },
              { title: t('monitorJobs.attempts'), dataIndex: 'attempts', align: 'right' },
              { title: t('monitorJobs.failedAt'), dataIndex: 'failedAt', render: (v: string) => formatDateTime(v) },
              ...(has(RETRY_RULE)
                ? [
                    {
                      title: '',
                      key: 'retry',
                      render: (_: unknown, job: DeadJob) => (
                        <Popconfirm title={t('monitorJobs.retryConfirm')} onConfirm={() => retry(job)}>
                          <Button size="small">{t('monitorJobs.retry')}</Button>
                        </Popconfirm>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Space>
      )}
    </Card>
  );
}
