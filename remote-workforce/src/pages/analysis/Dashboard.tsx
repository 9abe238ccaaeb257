/**
 * What both dashboards share around their cards: the URL-bound filters, one request per distinct
 * query (`useCrudList`: a late answer never replaces a newer one), a skeleton while it runs, the
 * error with Retry, a range too long to ask, and the KPI cards. Cards stack on phones.
 */
import { useCrudList } from '@shiftdesk/shared';
import type { AnalysisQuery } from '@shiftdesk/shared/api';
import { ANALYSIS_MAX_DAYS } from '@shiftdesk/shared/rules';
import { Alert, Button, Card, Col, Flex, Result, Row, Skeleton, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';
import { AnalysisFilters, useAnalysisFilters } from './filters';
import { formatUnit, type Unit } from './format';

export interface Kpi {
  key: string;
  label: string;
  unit: Unit;
  value: number | null;
  /** A line under the figure (what it is of) */
  hint?: string;
}

/** The columns of a card grid: one on phones, two on tablets, more on wide screens. */
export const CARD_COLS = { xs: 24, lg: 12 };

export function Kpis({ items }: { items: Kpi[] }) {
  const { t } = useTranslation(NS);
  const hours = (n: string) => t('analysis.hours', { n });
  return (
    <Row gutter={[12, 12]} role="list" aria-label={t('analysis.kpis')}>
      {items.map((k) => (
        <Col key={k.key} xs={12} sm={8} md={6} xl={4} role="listitem">
          <Card size="small" data-testid={`kpi-${k.key}`} style={{ height: '100%' }}>
            <Statistic title={k.label} value={formatUnit(k.unit, k.value, hours)} />
            {k.hint ? <Typography.Text type="secondary">{k.hint}</Typography.Text> : null}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * A dashboard page: the filters, then `children(data, query)` once an answer is in. `withGroup`:
 * the job-order page's breakdown filter.
 */
export function Dashboard<T>({
  title,
  url,
  withGroup,
  children,
}: {
  title: string;
  url: string;
  withGroup: boolean;
  children: (data: T, query: AnalysisQuery) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  const filters = useAnalysisFilters(withGroup);
  const { apiQuery } = filters;
  const list = useCrudList<T>(apiQuery ? url : null, apiQuery ?? undefined);

  let body: ReactNode;
  if (!apiQuery) body = <Alert type="warning" showIcon title={t('analysis.tooLong', { days: ANALYSIS_MAX_DAYS })} />;
  else if (list.error)
    body = (
      <Result
        status="warning"
        title={t('analysis.failed')}
        extra={
          <Button type="primary" onClick={list.reload}>
            {t('analysis.retry')}
          </Button>
        }
      />
    );
  else if (!list.data)
    body = (
      <div role="status" aria-busy="true" aria-label={t('analysis.loading')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  else body = children(list.data, apiQuery);

  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        <AnalysisFilters
          value={filters.query}
          withGroup={withGroup}
          onSearch={filters.search}
          onReset={() => filters.reset()}
        />
      </Card>
      {/* A reload keeps the figures on screen, dimmed, rather than flashing the skeleton. */}
      <div style={list.loading && list.data ? { opacity: 0.6 } : undefined} aria-busy={list.loading || undefined}>
        {body}
      </div>
    </Flex>
  );
}
