/**
 * The queues of the system: each one's name, handler and failure policy (retries with backoff,
 * how long a run may take, where a job goes once its retries are spent). A module declares its
 * queues and schedules (`ModuleJobs`, in its index.ts) and app.ts registers them; services send
 * to them with `ctx.jobs.send(name, data)`.
 *
 * The registry starts empty and imports no handler: handlers use the modules' services, and
 * the modules' routes reach the core, which reaches the job queue (`ctx.jobs`), so a registry
 * that listed the handlers itself closed a loop through the whole server.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventBus } from '../core/base/events';
import type { Storage } from '../core/files/storage';
import type { Db } from '../db/client';
import { SCHEDULES, type ScheduleDefinition } from './schedules';

/** What a handler may use: the database, a logger and its progress reporter. */
export interface JobContext {
  db: Db;
  /** The app's event bus: handlers that change state publish through withTransaction */
  events: DomainEventBus;
  log: FastifyBaseLogger;
  /** The app's data directory (DATA_DIR) and file storage: jobs that mail or render documents need them. */
  dataDir: string;
  storage: Storage;
  /** Tell the requester how far the job is (sent over the socket as `jobProgress`). */
  progress(done: number, total: number): void;
}

export interface JobRun<T> {
  id: string;
  name: string;
  data: T;
  /** 0 on the first attempt, 1 on the first retry, … */
  retryCount: number;
}

export interface QueueDefinition<T = Record<string, unknown>> {
  name: string;
  handler(job: JobRun<T>, jc: JobContext): Promise<unknown>;
  /** Attempts after the first one before the job is failed (and dead-lettered). */
  retryLimit: number;
  /** Seconds before the first retry; with backoff each retry waits about twice as long. */
  retryDelay: number;
  retryBackoff: boolean;
  /** A run longer than this is treated as failed (and retried). */
  expireInSeconds: number;
  /** Keep failed jobs in `<name>.dead` for the monitor page and a manual retry. */
  deadLetter: boolean;
  /** Jobs of this queue one instance runs at once. */
  concurrency?: number;
}

/** Dead-letter queues are named after their source queue. */
export const DEAD_LETTER_SUFFIX = '.dead';
export const deadLetterOf = (queue: string) => `${queue}${DEAD_LETTER_SUFFIX}`;

/** Every registered queue, in registration order (filled by `registerJobs`). */
export const QUEUES: QueueDefinition[] = [];

/** What a module runs in the background: its queues and their recurring schedules. */
export interface ModuleJobs {
  /** `<never>`: each queue's handler is typed by its own job data, so the list takes any of them. */
  queues: readonly QueueDefinition<never>[];
  schedules?: readonly ScheduleDefinition[];
}

/**
 * Adds modules' queues and schedules to QUEUES and SCHEDULES (app.ts, once, when it loads). A
 * queue name may be registered once: two modules claiming one name would silently share jobs.
 */
export function registerJobs(...modules: ModuleJobs[]): void {
  for (const m of modules) {
    for (const q of m.queues) {
      const known = findQueue(q.name);
      if (known === q) continue;
      if (known) throw new Error(`job queue ${q.name} is registered twice`);
      QUEUES.push(q as QueueDefinition);
    }
    for (const s of m.schedules ?? []) {
      if (!SCHEDULES.some((k) => k.queue === s.queue && k.cron === s.cron)) SCHEDULES.push(s);
    }
  }
}

export function findQueue(name: string, queues: QueueDefinition[] = QUEUES): QueueDefinition | undefined {
  return queues.find((q) => q.name === name);
}
