/**
 * The job queue (pg-boss) of one server instance: installs pg-boss's own schema (`pgboss`, never
 * part of our migrations), creates every queue of the registry with its dead-letter queue,
 * registers the cron schedules and runs the workers. On PostgreSQL pg-boss has its own small pool
 * on the same database; on the embedded PGlite it goes through ./pglite-adapter.ts.
 *
 * Several instances over one PostgreSQL share the queues: a job is claimed by one worker (SKIP
 * LOCKED) and a schedule produces one job per slot, whichever instances are running.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss as PgBossType } from 'pg-boss';
import type { Database } from '../db/client';
import type { DomainEventBus } from '../core/base/events';
import type { Storage } from '../core/files/storage';
import { pgliteJobDb } from './pglite-adapter';
import { type JobRun, type QueueDefinition, QUEUES, deadLetterOf, findQueue } from './registry';
import { SCHEDULES, SCHEDULE_TZ, type ScheduleDefinition } from './schedules';
import { summariseData } from './redact';

export const BOSS_SCHEMA = 'pgboss';
/** Where the requester of a job is kept in its data (stripped before the handler sees it). */
const META = '_meta';

export interface JobsOptions {
  /** Run workers and schedules here (default true); false = this instance only sends. */
  work?: boolean;
  /** Override the registry (tests) */
  queues?: QueueDefinition[];
  /** Override the schedules (tests) */
  schedules?: ScheduleDefinition[];
  /** How often an idle worker looks for jobs (default 2 s) */
  pollingIntervalSeconds?: number;
  /** How often an instance checks the schedules (pg-boss default 30 s) */
  cronMonitorIntervalSeconds?: number;
  cronWorkerIntervalSeconds?: number;
}

export interface SendJobOptions {
  /** The user who asked for it: hears its progress over the socket. */
  requestedBy?: number;
  /** Seconds to wait before the job may start */
  startAfter?: number;
  /** At most one queued job with this key */
  singletonKey?: string;
  /**
   * The open drizzle transaction to queue the job in: it exists only if that transaction commits.
   * Required when sending from inside `db.transaction()` on PGlite (one connection: a send
   * outside the transaction would wait for it forever).
   */
  tx?: { execute(query: unknown): Promise<unknown> };
}

export interface QueueStat {
  name: string;
  queued: number;
  active: number;
  failed: number;
  deadLetters: number;
  total: number;
}

export interface DeadJob {
  id: string;
  queue: string;
  /** The data with secrets replaced, shortened */
  data: string;
  error: string;
  attempts: number;
  failedAt: string;
}

export interface JobsOverview {
  queues: QueueStat[];
  dead: DeadJob[];
}

/** What services use: `ctx.jobs.send(...)`. */
export interface Jobs {
  send(queue: string, data: Record<string, unknown>, opts?: SendJobOptions): Promise<string>;
  overview(limit?: number): Promise<JobsOverview>;
  /** Moves a dead-lettered job back to its queue; false when there is no such dead job. */
  retryDead(queue: string, id: string): Promise<boolean>;
  stop(): Promise<void>;
}

export class JobsDisabledError extends Error {
  constructor() {
    super('the job queue is not running on this instance');
  }
}

/** `ctx.jobs` when the queue was not started (tests that opt out). */
export const disabledJobs: Jobs = {
  send: async () => {
    throw new JobsDisabledError();
  },
  overview: async () => ({ queues: [], dead: [] }),
  retryDead: async () => false,
  stop: async () => {},
};

export interface StartJobsDeps {
  database: Database;
  events: DomainEventBus;
  log: FastifyBaseLogger;
  dataDir: string;
  storage: Storage;
}

function errorText(output: unknown): string {
  if (!output || typeof output !== 'object') return String(output ?? '');
  const o = output as { message?: unknown; name?: unknown };
  return typeof o.message === 'string' ? o.message : JSON.stringify(output).slice(0, 500);
}

export async function startJobs(deps: StartJobsDeps, opts: JobsOptions = {}): Promise<Jobs> {
  const { PgBoss, fromDrizzle } = await import('pg-boss');
  const { database, events, log, dataDir, storage } = deps;
  const queues = opts.queues ?? QUEUES;
  const schedules = opts.schedules ?? SCHEDULES;
  const work = opts.work ?? true;
  const timing = {
    ...(opts.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: opts.cronMonitorIntervalSeconds } : {}),
    ...(opts.cronWorkerIntervalSeconds ? { cronWorkerIntervalSeconds: opts.cronWorkerIntervalSeconds } : {}),
  };
  let boss: PgBossType;
  if (database.kind === 'postgres') {
    if (!database.url) throw new Error('job queue: the PostgreSQL database has no URL');
    boss = new PgBoss({ connectionString: database.url, schema: BOSS_SCHEMA, max: 4, schedule: work, supervise: work, ...timing });
  } else {
    if (!database.pglite) throw new Error('job queue: the PGlite database has no client');
    boss = new PgBoss({
      db: await pgliteJobDb(database.pglite),
      backend: 'pglite',
      schema: BOSS_SCHEMA,
      schedule: work,
      supervise: work,
      ...timing,
    });
  }
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();

  for (const q of queues) {
    const policy = {
      retryLimit: q.retryLimit,
      retryDelay: q.retryDelay,
      retryBackoff: q.retryBackoff,
      expireInSeconds: q.expireInSeconds,
    };
    if (q.deadLetter) await ensureQueue(boss, deadLetterOf(q.name), { retentionSeconds: 30 * 24 * 3600 });
    await ensureQueue(boss, q.name, { ...policy, ...(q.deadLetter ? { deadLetter: deadLetterOf(q.name) } : {}) });
  }

  if (work) {
    for (const q of queues) {
      await boss.work(
        q.name,
        { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, localConcurrency: q.concurrency ?? 1, includeMetadata: true },
        async ([job]) => {
          const raw = { ...((job.data ?? {}) as Record<string, unknown>) };
          const meta = (raw[META] ?? {}) as { requestedBy?: number };
          delete raw[META];
          const progressEvent = (done: number, total: number, state: 'active' | 'completed' | 'failed') =>
            events.emit('jobProgress', { job: job.id, name: q.name, done, total, state, userId: meta.requestedBy ?? null });
          let last = { done: 0, total: 0 };
          const run: JobRun<Record<string, unknown>> = { id: job.id, name: q.name, data: raw, retryCount: job.retryCount ?? 0 };
          try {
            const result = await q.handler(run, {
              db: database.db,
              events,
              log: log.child({ job: job.id, queue: q.name }),
              dataDir,
              storage,
              progress: (done, total) => {
                last = { done, total };
                progressEvent(done, total, done >= total && total > 0 ? 'completed' : 'active');
              },
            });
            // A requested job that had nothing to do (total 0) never said so: its requester
            // would watch an "active" job forever.
            if (meta.requestedBy && !(last.total > 0 && last.done >= last.total))
              progressEvent(last.done, last.total, 'completed');
            return result;
          } catch (err) {
            // Only the last attempt is a failure the requester must see; earlier ones are retried.
            if (run.retryCount >= q.retryLimit) progressEvent(last.done, last.total, 'failed');
            throw err;
          }
        },
      );
    }
    for (const s of schedules) {
      if (!findQueue(s.queue, queues)) throw new Error(`schedule for unknown queue ${s.queue}`);
      await boss.schedule(s.queue, s.cron, s.data ?? {}, { tz: SCHEDULE_TZ });
    }
  }

  let stopped = false;
  return {
    async send(queue, data, sendOpts = {}) {
      if (!findQueue(queue, queues)) throw new Error(`unknown queue ${queue}`);
      const payload = sendOpts.requestedBy ? { ...data, [META]: { requestedBy: sendOpts.requestedBy } } : data;
      const id = await boss.send(queue, payload, {
        ...(sendOpts.tx ? { db: fromDrizzle(sendOpts.tx as Parameters<typeof fromDrizzle>[0], sql) } : {}),
        ...(sendOpts.startAfter ? { startAfter: sendOpts.startAfter } : {}),
        ...(sendOpts.singletonKey ? { singletonKey: sendOpts.singletonKey } : {}),
      });
      if (!id) throw new Error(`job not queued on ${queue} (a singleton is already queued)`);
      return id;
    },
    async overview(limit = 100) {
      const stats = new Map((await boss.getQueues(queues.map((q) => q.name))).map((s) => [s.name, s]));
      const out: JobsOverview = { queues: [], dead: [] };
      for (const q of queues) {
        const s = stats.get(q.name);
        // Read from the dead-letter queue itself: getQueues' counts are refreshed by the
        // maintenance pass and lag behind by up to a minute.
        const dead = q.deadLetter ? await boss.findJobs<Record<string, unknown>>(deadLetterOf(q.name), { queued: true, limit }) : [];
        out.queues.push({
          name: q.name,
          queued: s?.queuedCount ?? 0,
          active: s?.activeCount ?? 0,
          failed: s?.failedCount ?? 0,
          deadLetters: dead.length,
          total: s?.totalCount ?? 0,
        });
        for (const j of dead) {
          const data = { ...(j.data ?? {}) };
          delete data[META];
          out.dead.push({
            id: j.id,
            queue: q.name,
            data: summariseData(data),
            error: errorText(j.sourceOutput ?? j.output),
            attempts: (j.sourceRetryCount ?? 0) + 1,
            failedAt: new Date(j.createdOn).toISOString(),
          });
        }
      }
      out.dead.sort((a, b) => b.failedAt.localeCompare(a.failedAt));
      out.dead = out.dead.slice(0, limit);
      return out;
    },
    async retryDead(queue, id) {
      const q = findQueue(queue, queues);
      if (!q?.deadLetter) return false;
      const moved = await boss.redrive(deadLetterOf(queue), { ids: [id], destination: queue });
      return moved > 0;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      // Not graceful past a few seconds: a stuck handler must not hold the shutdown; its job
      // expires and is retried by another instance.
      await boss.stop({ graceful: true, timeout: 5000, close: true });
    },
  };
}

async function ensureQueue(boss: PgBossType, name: string, options: Parameters<PgBossType['createQueue']>[1]) {
  const existing = await boss.getQueue(name);
  if (existing) await boss.updateQueue(name, options as Parameters<PgBossType['updateQueue']>[1]);
  else await boss.createQueue(name, options);
}
