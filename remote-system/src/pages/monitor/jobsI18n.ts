/** Texts of the job queue card (namespace `system`, key `monitorJobs`). */
import { registerTranslations } from '@shiftdesk/shared';
import { NS } from '../../i18n';

const en = {
  monitorJobs: {
    title: 'Job queue',
    disabled: 'The job queue is not running on this server.',
    queue: 'Queue',
    queued: 'Queued',
    active: 'Running',
    failed: 'Failed',
    deadLetters: 'Dead letters',
    deadTitle: 'Failed jobs (dead letters)',
    noDead: 'No failed jobs',
    data: 'Data',
    error: 'Error',
    attempts: 'Attempts',
    failedAt: 'Failed at',
    retry: 'Retry',
    retryConfirm: 'Send this job back to its queue?',
    demo: 'Run test job',
    demoStarted: 'Test job started: watch its progress at the bottom right.',
    names: { system_demoProgress: 'Test job', system_purgeExpiredSessions: 'Purge expired sessions' },
  },
};

const zh: typeof en = {
  monitorJobs: {
    title: '任务队列',
    disabled: '本服务器未运行任务队列。',
    queue: '队列',
    queued: '排队中',
    active: '运行中',
    failed: '失败',
    deadLetters: '死信',
    deadTitle: '失败任务（死信）',
    noDead: '没有失败的任务',
    data: '数据',
    error: '错误',
    attempts: '尝试次数',
    failedAt: '失败时间',
    retry: '重试',
    retryConfirm: '将此任务重新放回队列？',
    demo: '运行测试任务',
    demoStarted: '测试任务已开始：请在右下角查看进度。',
    names: { system_demoProgress: '测试任务', system_purgeExpiredSessions: '清理过期会话' },
  },
};

registerTranslations(NS, { en, 'zh-cn': zh });
