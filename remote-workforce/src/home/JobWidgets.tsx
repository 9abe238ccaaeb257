/**
 * The workforce remote's /home widgets (listed in ./widgets.ts, each behind the list rule of the
 * API it reads; the server's list keeps each user to their data scope):
 *
 * - Today's shifts: today's jobs in Singapore (one request: the job list of today with the
 *   largest page the API takes, since the headcount and assigned numbers are sums over every
 *   job), cancelled ones left out: the shifts, assigned of headcount, and the places still open
 *   (a draft or published job short of its headcount, as the job list marks it) called out in
 *   words and colour; links to today's jobs and to the unfilled ones.
 * - Waiting for verification: the `total` of the work-record list in `pending_verification`
 *   (one request of one row); links to that list and, for verifiers, to the verify page.
 */
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { JobApi, type JobRow, type PageResultOf, WorkRecordApi, type WorkRecordRow } from '@shiftdesk/shared/api';
import { api, fetchAll, toSg, useAuth } from '@shiftdesk/shared/core';
import { Button, Flex, Progress, Skeleton, Statistic, Tag, Typography, theme } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../i18n';
import { isUnfilled, JOBS_PATH } from '../pages/job/fields';
import { WORK_RECORD_PATH, workRecordVerifyPath } from '../pages/workRecord/fields';

/** Today in Singapore, `YYYY-MM-DD`. */
export const sgToday = (now: Date = new Date()) => toSg(now)?.format('YYYY-MM-DD') ?? '';

/** The job list of one Singapore day (`fill`: only the unfilled jobs), as the job page reads its URL. */
export function jobsOfDayPath(day: string, fill?: 'unfilled') {
  const sp = new URLSearchParams();
  sp.append('date', day);
  sp.append('date', day);
  if (fill) sp.set('fill', fill);
  return `${JOBS_PATH}?${sp}`;
}

export const PENDING_PATH = `${WORK_RECORD_PATH}?status=pending_verification`;

export interface DaySummary {
  /** Jobs of the day that are not cancelled */
  shifts: number;
  headcount: number;
  assigned: number;
  /** Places still open on draft or published jobs */
  unfilled: number;
  unfilledJobs: number;
  cancelled: number;
  /** The day had more jobs than one page holds: the numbers are of the first page only. */
  partial: boolean;
}

export function summarise(page: PageResultOf<JobRow>): DaySummary {
  const live = page.list.filter((j) => j.status !== 'cancelled');
  const open = live.filter(isUnfilled);
  return {
    shifts: live.length,
    headcount: live.reduce((n, j) => n + j.headcount, 0),
    assigned: live.reduce((n, j) => n + Math.min(j.assigned, j.headcount), 0),
    unfilled: open.reduce((n, j) => n + j.headcount - j.assigned, 0),
    unfilledJobs: open.length,
    cancelled: page.list.length - live.length,
    partial: page.total > page.list.length,
  };
}

/** One request per mount (and per Retry); `null` while it runs, `false` when it failed. */
export function useLoad<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T | null | false>(null);
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is stable per widget; `tick` retries
  useEffect(() => {
    let live = true;
    setData(null);
    load()
      .then((d) => live && setData(d))
      .catch(() => live && setData(false));
    return () => {
      live = false;
    };
  }, [tick]);
  return { data, retry: useCallback(() => setTick((n) => n + 1), []) };
}

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
  const [day] = useState(sgToday);
  const { data, retry } = useLoad(() =>
    fetchAll<JobRow>(JobApi.url.list, { dateFrom: day, dateTo: day }, { silent: true }).then(summarise),
  );
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
      {data.cancelled || data.partial ? (
        <Typography.Text type="secondary">
          {[data.cancelled ? w('cancelled', { count: data.cancelled }) : '', data.partial ? w('partial') : '']
            .filter(Boolean)
            .join(' ')}
        </Typography.Text>
      ) : null}
      <Flex wrap gap={16}>
        <More to={jobsOfDayPath(day)}>{w('open')}</More>
        {data.unfilled ? <More to={jobsOfDayPath(day, 'unfilled')}>{w('openUnfilled')}</More> : null}
      </Flex>
    </Flex>
  );
}

export function PendingVerification() {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const { data, retry } = useLoad(() =>
    api.get<PageResultOf<WorkRecordRow>>(
      WorkRecordApi.url.list,
      { status: 'pending_verification', pageNum: 1, pageSize: 1 },
      { silent: true },
    ),
  );
  if (data === null) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (data === false) return <Failed retry={retry} />;
  const w = (k: string, o: Record<string, unknown> = {}) => t(`widgets.pendingVerification.${k}`, o);
  return (
    <Flex vertical gap={12} data-testid="widget-pendingVerification">
      <Statistic title={w('count')} value={data.total} prefix={data.totalEstimated ? w('about') : undefined} />
      <Flex wrap gap={16}>
        <More to={PENDING_PATH}>{w('open')}</More>
        {data.total && has(WorkRecordApi.rule.verify) ? <More to={workRecordVerifyPath()}>{w('verify')}</More> : null}
      </Flex>
    </Flex>
  );
}
