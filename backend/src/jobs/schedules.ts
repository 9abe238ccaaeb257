/**
 * Recurring jobs. Each module declares its own next to its queues (`ModuleJobs.schedules`,
 * jobs/registry.ts). Times are Singapore wall-clock time (the business runs on it; Singapore has
 * no daylight saving, so a slot never repeats or disappears). pg-boss keeps one job per slot
 * however many instances run, so each line runs once per slot across the cluster.
 */
export const SCHEDULE_TZ = 'Asia/Singapore';

export interface ScheduleDefinition {
  queue: string;
  /** Cron expression (5 fields, or 6 with seconds first) */
  cron: string;
  data?: Record<string, unknown>;
}

/** Every registered schedule (filled by `registerJobs`, jobs/registry.ts). */
export const SCHEDULES: ScheduleDefinition[] = [];
