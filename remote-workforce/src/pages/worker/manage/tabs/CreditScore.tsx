/** Manage worker → Credit score: the score now, the score over the last 180 days, and the events timeline. */
import { formatSgDateTime, ScoreGauge, StepChart, useCrudList } from '@shiftdesk/shared';
import { CreditEventApi, type CreditEventRow, type CreditSeries } from '@shiftdesk/shared/api';
import { Card, Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import { ConductTable } from '../../../conduct/ConductTable';

const SORT = { orderBy: 'occurredAt', orderDir: 'desc' };

export default function CreditScoreTab({ workerId }: { workerId: number }) {
  const { t } = useTranslation(NS);
  const c = (k: string, o: Record<string, unknown> = {}) => t(`conduct.${k}`, o);
  const q = useMemo(() => ({ workerId }), [workerId]);
  const series = useCrudList<CreditSeries>(CreditEventApi.url.series, q);
  const points = (series.data?.points ?? []).map((p) => ({ at: p.at, value: p.score }));
  const day = (at: string) => formatSgDateTime(at).slice(0, 10);
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap align="center">
        <ScoreGauge value={series.data?.score ?? 100} label={c('credit.score')} />
        <Card size="small" title={c('credit.overTime')} style={{ flex: '1 1 280px', minWidth: 0 }}>
          {points.length > 0 && (
            <StepChart
              points={points}
              guides={[60, 80]}
              label={c('credit.chartLabel', { from: day(points[0].at), to: day(points[points.length - 1].at) })}
              formatAt={day}
            />
          )}
        </Card>
      </Flex>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {c('credit.events')}
      </Typography.Title>
      <ConductTable<CreditEventRow>
        testId="tab-creditScore"
        url={CreditEventApi.url.list}
        workerId={workerId}
        query={SORT}
        columns={() => [
          { key: 'occurredAt', title: c('credit.occurredAt'), render: (_, e) => formatSgDateTime(e.occurredAt) },
          { key: 'kind', title: c('credit.kind'), render: (_, e) => c(`credit.kinds.${e.kind}`) },
          {
            key: 'weight',
            title: c('credit.weight'),
            align: 'right',
            render: (_, e) => (
              <Typography.Text type={e.weight < 0 ? 'danger' : 'success'}>
                {e.weight > 0 ? `+${e.weight}` : e.weight}
              </Typography.Text>
            ),
          },
          { key: 'expiresAt', title: c('credit.expiresAt'), render: (_, e) => formatSgDateTime(e.expiresAt) },
          {
            key: 'state',
            title: c('status'),
            render: (_, e) =>
              e.reversedAt ? (
                <Tag color="blue">{c('credit.reversed', { reason: e.reversalReason })}</Tag>
              ) : Date.parse(e.expiresAt) <= Date.now() ? (
                <Tag>{c('credit.expired')}</Tag>
              ) : (
                <Tag color="green">{c('credit.inForce')}</Tag>
              ),
          },
        ]}
      />
    </Flex>
  );
}
