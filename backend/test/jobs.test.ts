/**
 * The job queue (pg-boss): a job runs, a failing job is retried with backoff then dead-lettered
 * (listed on the monitor API, retried from there), progress reaches the domain events and the
 * socket, the nightly session purge works, and on PGlite the queue and our own queries share the
 * single connection without deadlocking. With TEST_DATABASE_URL: two instances over one
 * PostgreSQL run a scheduled job once per slot and a queued job exactly once.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import type { DomainEvents } from '../src/core/base/events';
import { type Database, openDatabase } from '../src/db/client';
import { sysSession } from '../src/db/schema';
import type { JobsOptions } from '../src/jobs/queue';
import { type QueueDefinition, QUEUES } from '../src/jobs/registry';
import { summariseData } from '../src/jobs/redact';
import { API, ADMIN_PASSWORD, createTestApp, createTestDb, eventually, type TestApp } from './helpers';

const onPostgres = !!process.env.TEST_DATABASE_URL;

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return (result as { rows?: Record<string, unknown>[] }).rows ?? [];
}

/** Queues for the tests: each run is recorded in job_run (instance, job id) so we can count. */
function testQueues(instance: string): QueueDefinition[] {
  const record: QueueDefinition['handler'] = async (job, { db }) => {
    await db.execute(sql`insert into job_run (instance, job_id, queue) values (${instance}, ${job.id}, ${job.name})`);
    return { ok: true };
  };
  return [
    ...QUEUES,
    { name: 'test.record', handler: record, retryLimit: 0, retryDelay: 1, retryBackoff: false, expireInSeconds: 60, deadLetter: false, concurrency: 2 },
    { name: 'test.tick', handler: record, retryLimit: 0, retryDelay: 1, retryBackoff: false, expireInSeconds: 60, deadLetter: false },
    {
      name: 'test.flaky',
      async handler(job, { db }) {
        await db.execute(sql`insert into job_run (instance, job_id, queue) values (${instance}, ${job.id}, ${`flaky#${job.retryCount}`})`);
        throw new Error(`upstream refused (attempt ${job.retryCount + 1})`);
      },
      retryLimit: 2,
      retryDelay: 1,
      retryBackoff: true,
      expireInSeconds: 60,
      deadLetter: true,
    },
  ];
}

const CREATE_JOB_RUN = sql`create table if not exists job_run (
  id serial primary key, instance text not null, job_id text not null, queue text not null, at timestamptz not null default now())`;

const FAST: JobsOptions = { pollingIntervalSeconds: 0.5, schedules: [] };

describe('job queue on the test database', () => {
  let t: TestApp;
  let token: string;
  const progress: DomainEvents['jobProgress'][] = [];

  beforeAll(async () => {
    t = await createTestApp({ jobs: { ...FAST, queues: testQueues('a') } });
    await t.db.execute(CREATE_JOB_RUN);
    t.app.ctx.events.on('jobProgress', (p) => progress.push(p));
    token = await t.login('admin', ADMIN_PASSWORD);
  }, 120_000);
  afterAll(async () => t?.close());

  it('runs a queued job', async () => {
    const id = await t.app.ctx.jobs.send('test.record', { hello: 'world' });
    const rows = await eventually(async () => {
      const r = rowsOf(await t.db.execute(sql`select job_id from job_run where queue = 'test.record'`));
      return r.length ? r : undefined;
    }, 20_000);
    expect(rows.map((r) => r.job_id)).toEqual([id]);
  });

  it('retries a failing job with backoff, then dead-letters it; the monitor lists it and retries it', async () => {
    const id = await t.app.ctx.jobs.send('test.flaky', { customer: 'ACME', apiToken: 'sk-very-secret' });
    // retryLimit 2 → three attempts in all, each recorded before it throws.
    const attempts = await eventually(async () => {
      const r = rowsOf(await t.db.execute(sql`select queue, at from job_run where job_id = ${id} order by at`));
      return r.length === 3 ? r : undefined;
    }, 40_000);
    expect(attempts.map((r) => r.queue)).toEqual(['flaky#0', 'flaky#1', 'flaky#2']);
    // Backoff: the wait before the second retry is at least the retryDelay (1 s) and pg-boss's
    // exponential delay grows from there; a fixed 0-delay retry would be back-to-back.
    const at = attempts.map((r) => new Date(String(r.at)).getTime());
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(900);
    expect(at[2] - at[1]).toBeGreaterThanOrEqual(900);

    const res = await eventually(async () => {
      const r = await t.get(`${API}/system/monitor/jobs`, token);
      return r.json().data.dead.length ? r : undefined;
    }, 20_000);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data.enabled).toBe(true);
    const dead = body.data.dead.find((d: { queue: string }) => d.queue === 'test.flaky');
    expect(dead).toMatchObject({ queue: 'test.flaky', attempts: 3 });
    expect(dead.error).toContain('upstream refused (attempt 3)');
    expect(dead.data).toContain('ACME');
    expect(dead.data).not.toContain('sk-very-secret');
    expect(body.data.queues.find((q: { name: string }) => q.name === 'test.flaky')).toMatchObject({ deadLetters: 1 });

    const retry = await t.app.inject({
      method: 'POST',
      url: `${API}/system/monitor/jobs/retry`,
      headers: { authorization: `Bearer ${token}` },
      payload: { queue: 'test.flaky', id: dead.id },
    });
    expect(retry.json()).toMatchObject({ code: 0 });
    // Back in its queue: it runs again (and fails again: a fourth recorded attempt).
    await eventually(async () => {
      const r = rowsOf(await t.db.execute(sql`select count(*)::int as n from job_run where queue like 'flaky#%'`));
      return Number(r[0].n) >= 4;
    }, 20_000);
    const again = await t.app.inject({
      method: 'POST',
      url: `${API}/system/monitor/jobs/retry`,
      headers: { authorization: `Bearer ${token}` },
      payload: { queue: 'test.flaky', id: dead.id },
    });
    expect(again.statusCode).toBe(404);
  }, 90_000);

  it('publishes progress of a long job to its requester over the socket, ending at done = total', async () => {
    const addr = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ws = new WebSocket(`${addr.replace('http', 'ws')}/admin/api/v1/websocket?token=${token}`);
    const frames: { event: string; data: { job: string; done: number; total: number; state: string } }[] = [];
    ws.on('message', (raw) => frames.push(JSON.parse(String(raw))));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });

    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/system/monitor/jobs/demo`,
      headers: { authorization: `Bearer ${token}` },
      payload: { steps: 4, stepMs: 20 },
    });
    expect(res.json().code).toBe(0);
    const job = res.json().data.job as string;
    const last = await eventually(async () => {
      const f = frames.filter((x) => x.event === 'jobProgress' && x.data.job === job);
      return f.length && f[f.length - 1].data.state === 'completed' ? f : undefined;
    }, 20_000);
    expect(last.map((f) => f.data.done)).toEqual([0, 1, 2, 3, 4]);
    expect(last.every((f) => f.data.total === 4)).toBe(true);
    expect(progress.filter((p) => p.job === job).every((p) => p.userId === 1)).toBe(true);
    ws.close();
  });

  it('tells the requester when the job fails for good', async () => {
    const id = await t.app.ctx.jobs.send('system.demoProgress', { steps: 4, stepMs: 10, fail: true }, { requestedBy: 1 });
    const failed = await eventually(async () => progress.find((p) => p.job === id && p.state === 'failed'), 20_000);
    expect(failed).toMatchObject({ done: 1, total: 4, userId: 1 });
  });

  it('the nightly purge deletes sessions expired or revoked more than a day ago, and keeps the rest', async () => {
    const day = 24 * 3600 * 1000;
    const mk = (expiresAt: Date, revokedAt: Date | null = null) => ({
      id: crypto.randomUUID(),
      userId: 1,
      tokenHash: crypto.randomBytes(32).toString('hex'),
      expiresAt,
      revokedAt,
    });
    const old = mk(new Date(Date.now() - 3 * day));
    const revoked = mk(new Date(Date.now() + day), new Date(Date.now() - 2 * day));
    const recent = mk(new Date(Date.now() - 3600 * 1000));
    await t.db.insert(sysSession).values([old, revoked, recent]);
    await t.app.ctx.jobs.send('system.purgeExpiredSessions', {});
    await eventually(async () => {
      const r = rowsOf(await t.db.execute(sql`select count(*)::int as n from sys_session where id in (${old.id}, ${revoked.id})`));
      return Number(r[0].n) === 0;
    }, 20_000);
    const left = rowsOf(await t.db.execute(sql`select id from sys_session where id = ${recent.id}`));
    expect(left).toHaveLength(1);
  });

  it('keeps our own queries and transactions flowing while workers poll (no deadlock on one connection)', async () => {
    const sends = Array.from({ length: 10 }, (_, i) => t.app.ctx.jobs.send('test.record', { i }));
    const queries = Array.from({ length: 30 }, () => t.db.execute(sql`select count(*) from sys_user`));
    const txs = Array.from({ length: 5 }, (_, i) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into job_run (instance, job_id, queue) values ('tx', ${String(i)}, 'tx')`);
        await tx.execute(sql`select pg_sleep(0.05)`);
      }),
    );
    const ids = await Promise.all(sends);
    await Promise.all([...queries, ...txs]);
    await eventually(async () => {
      const r = rowsOf(await t.db.execute(sql`select count(distinct job_id)::int as n from job_run where queue = 'test.record'`));
      return Number(r[0].n) === ids.length + 1;
    }, 30_000);
  });

  it('queues a job inside a transaction: it exists only if the transaction commits', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.ctx.jobs.send('test.record', { rolledBack: true }, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const committed = await t.db.transaction(async (tx) => t.app.ctx.jobs.send('test.record', { committed: true }, { tx }));
    await eventually(async () => {
      const r = rowsOf(await t.db.execute(sql`select 1 from job_run where job_id = ${committed}`));
      return r.length === 1;
    }, 20_000);
    const rolledBack = rowsOf(await t.db.execute(sql`select count(*)::int as n from pgboss.job where data->>'rolledBack' = 'true'`));
    expect(Number(rolledBack[0].n)).toBe(0);
  });

  it('is refused without a login', async () => {
    const res = await t.get(`${API}/system/monitor/jobs`);
    expect(res.statusCode).toBe(401);
  });
});

describe('redaction of job data', () => {
  it('hides values of credential-like keys at any depth and shortens long data', () => {
    const text = summariseData({ user: 'amy', password: 'p', nested: { secretKey: 's', list: [{ token: 't' }] } });
    expect(JSON.parse(text)).toEqual({ user: 'amy', password: '******', nested: { secretKey: '******', list: [{ token: '******' }] } });
    expect(summariseData({ note: 'x'.repeat(1000) }).length).toBe(300);
  });
});

(onPostgres ? describe : describe.skip)('two instances over one PostgreSQL', () => {
  let tdb: Awaited<ReturnType<typeof createTestDb>>;
  let second: Database;
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];

  async function instance(name: string, database: Database, jobs: JobsOptions) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-jobs-'));
    dirs.push(dataDir);
    const app = await buildApp({
      database,
      dataDir,
      jwtSecret: crypto.randomBytes(32).toString('hex'),
      captcha: false,
      logLevel: false,
      jobs: { pollingIntervalSeconds: 0.5, queues: testQueues(name), ...jobs },
    });
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    tdb = await createTestDb();
    await tdb.db.execute(CREATE_JOB_RUN);
    // A second pool of its own, as a second server process would have.
    second = await openDatabase({ databaseUrl: tdb.url! });
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await tdb?.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('a schedule on both instances makes one job per slot, run once; a queued job runs on exactly one instance', async () => {
    // Every second, checked every second by each instance: both find the same occurrences due,
    // and pg-boss must still file one job per slot.
    const schedules = [{ queue: 'test.tick', cron: '* * * * * *' }];
    const timing = { schedules, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };
    const a = await instance('a', tdb.database, timing);
    await instance('b', second, timing);

    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => a.ctx.jobs.send('test.record', { i })));
    await eventually(async () => {
      const r = rowsOf(await tdb.db.execute(sql`select count(*)::int as n from job_run where queue = 'test.record'`));
      return Number(r[0].n) >= ids.length;
    }, 30_000);

    // Wait for the first scheduled job, then several more passes of both instances.
    await eventually(async () => {
      const r = rowsOf(await tdb.db.execute(sql`select count(*)::int as n from job_run where queue = 'test.tick'`));
      return Number(r[0].n) >= 1;
    }, 40_000);
    await new Promise((r) => setTimeout(r, 6000));

    const records = rowsOf(await tdb.db.execute(sql`select job_id, count(*)::int as n from job_run where queue = 'test.record' group by job_id`));
    expect(records).toHaveLength(ids.length);
    expect(records.every((r) => r.n === 1)).toBe(true);
    expect(new Set(records.map((r) => r.job_id))).toEqual(new Set(ids));

    // pg-boss files each due occurrence as one internal "send-it" job per (schedule, slot), with a
    // unique index on the slot; that job then creates the real test.tick job.
    const slots = rowsOf(
      await tdb.db.execute(
        sql`select singleton_on, count(*)::int as n from pgboss.job where name = '__pgboss__send-it' and singleton_key like 'test.tick%' group by singleton_on`,
      ),
    );
    expect(slots.length).toBeGreaterThanOrEqual(1);
    expect(slots.every((s) => s.singleton_on !== null && s.n === 1)).toBe(true);
    const tickJobs = rowsOf(await tdb.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'test.tick'`));
    expect(Number(tickJobs[0].n)).toBe(slots.length);
    // The counter table: each tick job ran once, on one of the two instances — one run per slot.
    const ticks = rowsOf(await tdb.db.execute(sql`select job_id, count(*)::int as n from job_run where queue = 'test.tick' group by job_id`));
    expect(ticks.every((r) => r.n === 1)).toBe(true);
    expect(ticks.length).toBeLessThanOrEqual(slots.length);
    expect(ticks.length).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
