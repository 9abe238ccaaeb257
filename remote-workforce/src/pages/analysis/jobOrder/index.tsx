/**
 * Analysis → Job-order analysis (expose `workforce/analysis/jobOrder/index`): over the filtered
 * range, the KPIs of `totals`, headcount requested against filled with the fill rate and revenue,
 * pay cost and margin per period, the same figures by client, client department or position
 * (`groupBy`, largest revenue first); and, as they stand today, the open receivables by age.
 */
import { AnalysisApi, type JobOrderAnalysis, type JobOrderFigures, type JobOrderPeriod } from '@shiftdesk/shared/api';
import { Col, Empty, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { type CardSeries, ChartCard } from '../ChartCard';
import { CARD_COLS, Dashboard, type Kpi, Kpis } from '../Dashboard';

export default function JobOrderAnalysisPage() {
  const { t } = useTranslation(NS);
  const j = (k: string, o: Record<string, unknown> = {}) => t(`analysis.jobOrder.${k}`, o);
  const f = (k: string) => t(`analysis.fields.${k}`);
  // One list of each chart's series, for the periods and for the groups alike.
  const fill: CardSeries<JobOrderFigures>[] = [
    { key: 'headcount', label: f('headcount'), unit: 'count', value: (r) => r.headcount },
    { key: 'filled', label: f('filled'), unit: 'count', value: (r) => r.filled },
    { key: 'fillRate', label: f('fillRate'), unit: 'bp', kind: 'line', value: (r) => r.fillRate },
  ];
  const money: CardSeries<JobOrderFigures>[] = [
    { key: 'revenue', label: f('revenue'), unit: 'cents', value: (r) => r.revenue },
    { key: 'payCost', label: f('payCost'), unit: 'cents', value: (r) => r.payCost },
    { key: 'margin', label: f('margin'), unit: 'cents', value: (r) => r.margin },
    { key: 'marginRate', label: f('marginRate'), unit: 'bp', kind: 'line', value: (r) => r.marginRate },
  ];
  return (
    <Dashboard<JobOrderAnalysis> title={j('title')} url={AnalysisApi.url.jobOrder} withGroup>
      {(data) => {
        const { totals } = data;
        const kpis: Kpi[] = [
          { key: 'headcount', label: f('headcount'), unit: 'count', value: totals.headcount },
          { key: 'filled', label: f('filled'), unit: 'count', value: totals.filled },
          { key: 'fillRate', label: f('fillRate'), unit: 'bp', value: totals.fillRate },
          { key: 'minutesToFill', label: f('minutesToFill'), unit: 'minutes', value: totals.minutesToFill },
          { key: 'revenue', label: f('revenue'), unit: 'cents', value: totals.revenue },
          { key: 'payCost', label: f('payCost'), unit: 'cents', value: totals.payCost },
          { key: 'margin', label: f('margin'), unit: 'cents', value: totals.margin },
          { key: 'marginRate', label: f('marginRate'), unit: 'bp', value: totals.marginRate },
          {
            key: 'cancellations',
            label: f('cancelledJobs'),
            unit: 'count',
            value: totals.cancelledJobs,
            hint: j('cancelledBookings', { count: totals.cancelledBookings }),
          },
        ];
        const rangeEmpty = Object.values(totals).every((v) => !v);
        const byPeriod = { label: f('period'), value: (r: JobOrderPeriod) => r.period };
        const byGroup = { label: f(`group.${data.groupBy}`), value: (r: { name: string }) => r.name };
        const group = t(`analysis.filters.groups.${data.groupBy}`);
        return (
          <Flex vertical gap={12}>
            {rangeEmpty ? (
              <Empty data-testid="range-empty" description={t('analysis.emptyRange')} />
            ) : (
              <>
                <Kpis items={kpis} />
                <Row gutter={[12, 12]}>
                  <Col {...CARD_COLS}>
                    <ChartCard id="fill" title={j('fillChart')} rows={data.periods} category={byPeriod} series={fill} />
                  </Col>
                  <Col {...CARD_COLS}>
                    <ChartCard
                      id="money"
                      title={j('moneyChart')}
                      rows={data.periods}
                      category={byPeriod}
                      series={money}
                    />
                  </Col>
                  <Col {...CARD_COLS}>
                    <ChartCard
                      id="groupFill"
                      title={j('groupFillChart', { group })}
                      rows={data.groups}
                      category={byGroup}
                      series={fill}
                    />
                  </Col>
                  <Col {...CARD_COLS}>
                    <ChartCard
                      id="groupMoney"
                      title={j('groupMoneyChart', { group })}
                      rows={data.groups}
                      category={byGroup}
                      series={money}
                    />
                  </Col>
                </Row>
              </>
            )}
            {/* Today's open invoices: not of the range, so shown whatever the range holds. */}
            <Row gutter={[12, 12]}>
              <Col {...CARD_COLS}>
                <ChartCard
                  id="receivables"
                  title={j('receivablesChart')}
                  rows={data.receivables}
                  category={{ label: j('daysOverdue'), value: (r) => j(`bands.${r.band}`) }}
                  series={[
                    { key: 'balance', label: j('balance'), unit: 'cents', value: (r) => r.balance },
                    { key: 'invoices', label: j('invoices'), unit: 'count', kind: 'line', value: (r) => r.invoices },
                  ]}
                />
              </Col>
            </Row>
          </Flex>
        );
      }}
    </Dashboard>
  );
}
