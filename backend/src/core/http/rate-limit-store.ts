/**
 * A @fastify/rate-limit store over the database (table sys_rate_limit), so every instance on
 * one PostgreSQL counts against the same limit. One upsert per hit, atomic in the database:
 * a fixed window per key that restarts once it has run out. Expired rows are swept now and
 * then by the same calls (no timer to keep alive).
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysRateLimit } from '../../db/schema';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

interface RouteParams {
  routeInfo?: { url?: string; method?: string | string[] };
  groupId?: string;
}

/** Roughly one call in this many also deletes windows that ended over an hour ago. */
const SWEEP_EVERY = 200;

export function databaseRateLimitStore(getDb: () => Db) {
  return class DatabaseRateLimitStore {
    readonly namespace: string;
    /** The plugin constructs the root store with its settings object; children get a name. */
    constructor(namespace?: unknown) {
      this.namespace = typeof namespace === 'string' ? namespace : 'global';
    }

    /** One counter space per route (or per groupId), like the in-memory store's child(). */
    child(params: RouteParams | object) {
      const { routeInfo: r, groupId } = params as RouteParams;
      const method = Array.isArray(r?.method) ? r.method.join(',') : (r?.method ?? '');
      return new DatabaseRateLimitStore(groupId ?? `${method} ${r?.url ?? ''}`);
    }

    private key(client: string) {
      return `${this.namespace}|${client}`.slice(0, 300);
    }

    incr(client: string, cb: Callback, timeWindow: number) {
      const db = getDb();
      const windowMs = Math.max(1, Math.trunc(timeWindow));
      const fresh = sql`now() + make_interval(secs => ${windowMs / 1000})`;
      const expired = sql`${sysRateLimit.resetAt} <= now()`;
      db.insert(sysRateLimit)
        .values({ key: this.key(client), hits: 1, resetAt: fresh })
        .onConflictDoUpdate({
          target: sysRateLimit.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${sysRateLimit.hits} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${sysRateLimit.resetAt} end`,
          },
        })
        .returning({
          hits: sysRateLimit.hits,
          ttl: sql<string>`greatest(0, ceil(extract(epoch from (${sysRateLimit.resetAt} - now())) * 1000))`,
        })
        .then(([row]) => {
          cb(null, { current: row.hits, ttl: Number(row.ttl) });
          if (Math.random() * SWEEP_EVERY < 1) this.sweep(db);
        })
        .catch((err: Error) => cb(err));
    }

    read(client: string, cb: Callback) {
      getDb()
        .select({
          hits: sysRateLimit.hits,
          ttl: sql<string>`greatest(0, ceil(extract(epoch from (${sysRateLimit.resetAt} - now())) * 1000))`,
        })
        .from(sysRateLimit)
        .where(sql`${sysRateLimit.key} = ${this.key(client)} and ${sysRateLimit.resetAt} > now()`)
        .then((rows) => cb(null, rows[0] ? { current: rows[0].hits, ttl: Number(rows[0].ttl) } : { current: 0, ttl: 0 }))
        .catch((err: Error) => cb(err));
    }

    private sweep(db: Db) {
      db.delete(sysRateLimit)
        .where(lt(sysRateLimit.resetAt, sql`now() - interval '1 hour'`))
        .catch(() => {
          // Best effort: a later call sweeps again.
        });
    }
  };
}
