/**
 * Every queue of the system in one place: its name, handler and failure policy (retries with
 * backoff, how long a run may take, where a job goes once its retries are spent). A module adds
 * its queues here; services send to them with `ctx.jobs.send(name, data)`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventBus } from '../core/events';
import type { Db } from '../db/client';
import { purgeExpiredSessions } from './handlers/purge-sessions';
import { demoProgress } from './handlers/demo-progress';
import { expireContractOrdersJob } from './handlers/expire-contract-orders';
import { importWorkersJob } from './handlers/import-workers';
import { reinstateSuspendedJob } from './handlers/reinstate-suspended';
import { expireBansJob, expireCreditEventsJob } from './handlers/conduct-sweeps';
import { certificateRemindersJob, expireCertificatesJob } from './handlers/certificate-jobs';

/** What a handler may use: the database, a logger and its progress reporter. */
export interface JobContext {
  db: Db;
  /** The app's event bus: handlers that change state publish through withTransaction */
  events: DomainEventBus;
  log: FastifyBaseLogger;
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

export const QUEUES: QueueDefinition[] = [
  purgeExpiredSessions,
  demoProgress,
  expireContractOrdersJob,
  importWorkersJob,
  reinstateSuspendedJob,
  expireBansJob,
  expireCreditEventsJob,
  expireCertificatesJob,
  certificateRemindersJob,
] as QueueDefinition[];

export function findQueue(name: string, queues: QueueDefinition[] = QUEUES): QueueDefinition | undefined {
  return queues.find((q) => q.name === name);
}
