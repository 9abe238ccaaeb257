/**
 * The workforce remote's /home widgets about jobs (listed in ./widgets.ts, each behind the rule
 * its section of the summary needs). All of them read the one summary answer (./summary.ts):
 * the server counts and sums in SQL under the user's data scope, so the numbers cover every
 * job or record, never a page of them.
 *
 * - Today's shifts: today's jobs in Singapore (the server's today), cancelled ones left out: the
 *   shifts, assigned of headcount, and the places still open (a draft or published job short of
 *   its headcount, as the job list marks it) called out in words and colour; links to today's
 *   jobs and to the unfilled ones.
 * - Waiting for verification: the work records in `pending_verification`; links to that list
 *   and, for verifiers, to the verify page.
 */
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { WorkRecordApi } from '@shiftdesk/shared/api';
import { useAuth } from '@shiftdesk/shared/core';
import { Button, Flex, Progress, Skeleton, Statistic, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from './i18n';
import { JOBS_PATH, WORK_RECORD_PATH, workRecordVerifyPath } from '../pages/paths';
import { useWorkforceSection } from './summary';

/** The job list of one Singapore day (`fill`: only the unfilled jobs), as the job page reads its URL. */
export function jobsOfDayPath(day: string, fill?: 'unfilled') {
  const sp = new URLSearchParams();
  sp.append('date', day);
  sp.append('date', day);
  if (fill) sp.set('fill', fill);
  return `${JOBS_PATH}?${sp}`;
}

export const PENDING_PATH = `${WORK_RECORD_PATH}?status=pending_verification`;

export function Failed({ retry }: { retry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Flex vertical align="flex-start" gap={8}>
      <Typography.Text type="secondary">{t('widgets.failed')}</Typography.Text>
      <Button size="small" onClick={retry}>
        {t('widgets.retry')}
      </Button>
    </Flex>
  );
}

export function More({ to, children }: { to: string; children: string }) {
  const navigate = useNavigate();
  return (
    <Button color="primary" variant="link" size="small" style={{ paddingInline: 0 }} onClick={() => navigate(to)}>
      {children} <RightOutlined />
    </Button>
  );
}

export function TodayShifts() {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const { data, retry } = useWorkforceSection('todayShifts');
  if (data === null) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (data === false) return <Failed retry={retry} />;
  const w = (k: string, o: Record<string, unknown> = {}) => t(`widgets.todayShifts.${k}`, o);
  const percent = data.headcount ? Math.round((data.assigned / data.headcount) * 100) : 0;
  return (
    <Flex vertical gap={12} data-testid="widget-todayShifts">
      <Flex wrap gap={24}>
        <Statistic title={w('shifts')} value={data.shifts} />
        <Statistic title={w('assigned')} value={data.assigned} suffix={`/ ${data.headcount}`} />
        <Statistic
          title={w('unfilled')}
          value={data.unfilled}
          styles={data.unfilled ? { content: { color: token.colorWarningText } } : undefined}
          suffix={data.unfilled ? <Tag color="warning">{w('unfilledJobs', { count: data.unfilledJobs })}</Tag> : null}
        />
      </Flex>
      {data.headcount ? (
        <Progress
          percent={percent}
          size="small"
          status={data.unfilled ? 'normal' : 'success'}
          aria-label={w('progress', { assigned: data.assigned, headcount: data.headcount })}
        />
      ) : null}
      {data.cancelled ? (
        <Typography.Text type="secondary">{w('cancelled', { count: data.cancelled })}</Typography.Text>
      ) : null}
      <Flex wrap gap={16}>
        <More to={jobsOfDayPath(data.day)}>{w('open')}</More>
        {data.unfilled ? <More to={jobsOfDayPath(data.day, 'unfilled')}>{w('openUnfilled')}</More> : null}
      </Flex>
    </Flex>
  );
}

export function PendingVerification() {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const { data, retry } = useWorkforceSection('pendingVerification');
  if (data === null) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (data === false) return <Failed retry={retry} />;
  const w = (k: string) => t(`widgets.pendingVerification.${k}`);
  return (
    <Flex vertical gap={12} data-testid="widget-pendingVerification">
      <Statistic title={w('count')} value={data.records} />
      <Flex wrap gap={16}>
        <More to={PENDING_PATH}>{w('open')}</More>
        {data.records && has(WorkRecordApi.rule.verify) ? <More to={workRecordVerifyPath()}>{w('verify')}</More> : null}
      </Flex>
    </Flex>
  );
}
