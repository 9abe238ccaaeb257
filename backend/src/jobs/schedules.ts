/**
 * Every recurring job in one place. Times are Singapore wall-clock time (the business runs on
 * it; Singapore has no daylight saving, so a slot never repeats or disappears). pg-boss keeps one
 * job per slot however many instances run, so each line runs once per slot across the cluster.
 */
export const SCHEDULE_TZ = 'Asia/Singapore';

export interface ScheduleDefinition {
  queue: string;
  /** Cron expression (5 fields, or 6 with seconds first) */
  cron: string;
  data?: Record<string, unknown>;
}

export const SCHEDULES: ScheduleDefinition[] = [
  // 03:30 is the quietest hour of the back office; expired and revoked sessions are only dead weight.
  { queue: 'system.purgeExpiredSessions', cron: '30 3 * * *' },
  // Just after midnight: an order's last day is over, so it stops being offered for new jobs.
  { queue: 'finance.expireContractOrders', cron: '5 0 * * *' },
  // Just after midnight: a suspension "until" a day is over once that day is.
  { queue: 'workforce.reinstateSuspended', cron: '10 0 * * *' },
  // A ban ends at the end of its last Singapore day, so just after midnight frees the worker.
  { queue: 'workforce.expireBans', cron: '10 0 * * *' },
  // Scores drop expired events once a day; the exact minute does not matter to anyone.
  { queue: 'workforce.expireCreditEvents', cron: '20 0 * * *' },
  // After midnight a certificate past its date no longer counts; reminders go out at the start
  // of the office day so staff see them.
  { queue: 'workforce.expireCertificates', cron: '15 0 * * *' },
  { queue: 'workforce.certificateReminders', cron: '0 8 * * *' },
];
