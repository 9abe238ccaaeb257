/**
 * Analysis → Employee analysis (expose `workforce/analysis/employee/index`): over the filtered
 * range, the KPIs of `totals` (rates over the range's sums, from the server), shifts and hours,
 * the three attendance rates and applicants against approvals per period; and, as they stand
 * today, the active workers' credit scores and the certificates expiring within 90 days.
 */
import { AnalysisApi, type EmployeeAnalysis, type EmployeePeriod } from '@shiftdesk/shared/api';
import { Col, Empty, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { ChartCard } from '../ChartCard';
import { CARD_COLS, Dashboard, type Kpi, Kpis } from '../Dashboard';

const period = (label: string) => ({ label, value: (r: EmployeePeriod) => r.period });

export default function EmployeeAnalysisPage() {
  const { t } = useTranslation(NS);
  const e = (k: string) => t(`analysis.employee.${k}`);
  const f = (k: string) => t(`analysis.fields.${k}`);
  return (
    <Dashboard<EmployeeAnalysis> title={e('title')} url={AnalysisApi.url.employee} withGroup={false}>
      {(data) => {
        const { totals } = data;
        const kpis: Kpi[] = [
          { key: 'shifts', label: f('shifts'), unit: 'count', value: totals.shifts },
          { key: 'workedMinutes', label: f('workedMinutes'), unit: 'minutes', value: totals.workedMinutes },
          { key: 'activeWorkers', label: f('activeWorkers'), unit: 'count', value: totals.activeWorkers },
          { key: 'noShowRate', label: f('noShowRate'), unit: 'bp', value: totals.noShowRate },
          { key: 'latenessRate', label: f('latenessRate'), unit: 'bp', value: totals.latenessRate },
          { key: 'lateCancelRate', label: f('lateCancelRate'), unit: 'bp', value: totals.lateCancelRate },
          { key: 'applicants', label: f('applicants'), unit: 'count', value: totals.applicants },
          { key: 'approvals', label: f('approvals'), unit: 'count', value: totals.approvals },
        ];
        const rangeEmpty = Object.values(totals).every((v) => !v);
        const p = period(f('period'));
        const expiring = [
          { band: e('within30'), certificates: data.certificatesExpiring.within30 },
          { band: e('within60'), certificates: data.certificatesExpiring.within60 },
          { band: e('within90'), certificates: data.certificatesExpiring.within90 },
        ];
        return (
          <Flex vertical gap={12}>
            {rangeEmpty ? (
              <Empty data-testid="range-empty" description={t('analysis.emptyRange')} />
            ) : (
              <>
                <Kpis items={kpis} />
                <Row gutter={[12, 12]}>
                  <Col {...CARD_COLS}>
                    <ChartCard
                      id="shifts"
                      title={e('shiftsChart')}
                      rows={data.periods}
                      category={p}
                      series={[
                        { key: 'shifts', label: f('shifts'), unit: 'count', value: (r) => r.shifts },
                        {
                          key: 'workedMinutes',
                          label: f('workedMinutes'),
                          unit: 'minutes',
                          kind: 'line',
                          value: (r) => r.workedMinutes,
                        },
                      ]}
                    />
                  </Col>
                  <Col {...CARD_COLS}>
                    <ChartCard
                      id="rates"
                      title={e('ratesChart')}
                      rows={data.periods}
                      category={p}
                      series={[
                        {
                          key: 'noShowRate',
                          label: f('noShowRate'),
                          unit: 'bp',
                          kind: 'line',
                          value: (r) => r.noShowRate,
                        },
                        {
                          key: 'latenessRate',
                          label: f('latenessRate'),
                          unit: 'bp',
                          kind: 'line',
                          value: (r) => r.latenessRate,
                        },
                        {
                          key: 'lateCancelRate',
                          label: f('lateCancelRate'),
                          unit: 'bp',
                          kind: 'line',
                          value: (r) => r.lateCancelRate,
                        },
                      ]}
                    />
                  </Col>
                  <Col {...CARD_COLS}>
                    <ChartCard
                      id="applicants"
                      title={e('applicantsChart')}
                      rows={data.periods}
                      category={p}
                      series={[
                        { key: 'applicants', label: f('applicants'), unit: 'count', value: (r) => r.applicants },
                        { key: 'approvals', label: f('approvals'), unit: 'count', value: (r) => r.approvals },
                      ]}
                    />
                  </Col>
                </Row>
              </>
            )}
            {/* Today's standing: not of the range, so shown whatever the range holds. */}
            <Row gutter={[12, 12]}>
              <Col {...CARD_COLS}>
                <ChartCard
                  id="creditScores"
                  type="pie"
                  title={e('creditChart')}
                  rows={data.creditScores}
                  category={{ label: e('band'), value: (r) => r.band }}
                  series={[{ key: 'workers', label: e('workers'), unit: 'count', value: (r) => r.workers }]}
                />
              </Col>
              <Col {...CARD_COLS}>
                <ChartCard
                  id="certificates"
                  title={e('certificatesChart')}
                  rows={expiring}
                  category={{ label: e('expiresIn'), value: (r) => r.band }}
                  series={[
                    { key: 'certificates', label: e('certificates'), unit: 'count', value: (r) => r.certificates },
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
