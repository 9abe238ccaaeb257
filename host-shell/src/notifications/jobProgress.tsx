/**
 * A long job's progress as one antd notification per job, updated in place (same key) as
 * `jobProgress` events arrive: a progress bar while it runs, closing itself a moment after it
 * completes, and a "failed" state that stays until dismissed.
 */
import { i18n, type JobProgress, jobFinished, jobPercent } from '@shiftdesk/shared/core';
import type { NotificationInstance } from 'antd/es/notification/interface';
import Progress from 'antd/es/progress';

/** How long a completed job's notification stays (s) */
export const DONE_CLOSE_SECONDS = 3;

export const jobNotificationKey = (job: string) => `job-progress-${job}`;

/**
 * The job's title: the shell's translation for its own queues, else the module's (queue
 * `finance.calculatePayroll` → `finance:jobNames.calculatePayroll`, registered with that remote's
 * texts, which are loaded whenever one of its pages started the job), else a generic title;
 * never the raw queue name.
 */
export function jobTitle(name: string): string {
  const key = `host:realtime.jobNames.${name.replace(/\./g, '_')}`;
  if (i18n.exists(key)) return i18n.t(key);
  const dot = name.indexOf('.');
  const own = dot > 0 ? `${name.slice(0, dot)}:jobNames.${name.slice(dot + 1)}` : '';
  return own && i18n.exists(own) ? i18n.t(own) : i18n.t('host:realtime.jobUntitled');
}

export function showJobProgress(p: JobProgress, notification: Pick<NotificationInstance, 'open'>): void {
  const failed = p.state === 'failed';
  const finished = jobFinished(p);
  const percent = jobPercent(failed ? p : { ...p, state: finished ? 'completed' : p.state });
  const status = failed ? 'exception' : finished ? 'success' : 'active';
  const stateText = failed
    ? i18n.t('host:realtime.jobFailed')
    : finished
      ? i18n.t('host:realtime.jobDone')
      : i18n.t('host:realtime.jobRunning', { done: p.done, total: p.total });
  notification.open({
    key: jobNotificationKey(p.job),
    type: failed ? 'error' : finished ? 'success' : 'info',
    title: jobTitle(p.name),
    description: (
      <div
        data-testid="job-progress"
        data-job={p.job}
        data-state={failed ? 'failed' : finished ? 'completed' : 'active'}
      >
        <Progress aria-label={jobTitle(p.name)} percent={percent} status={status} size="small" />
        <div>{stateText}</div>
      </div>
    ),
    // Running: stays; done: closes itself; failed: stays until the user closes it.
    duration: finished && !failed ? DONE_CLOSE_SECONDS : 0,
    closable: true,
    placement: 'bottomRight',
  });
}
