/**
 * Named (server-side prepared) statements for the reads of a PostgreSQL pool.
 *
 * A read sent unnamed is parsed and analysed by PostgreSQL on every call; sent under a name, each
 * connection parses it once and then only binds, plans and runs it. For the 1M-row operation log's
 * keyword search under load that is 0.03-0.06 of its ~0.9 ms of database CPU a request (~6 % more
 * requests a second at 32 clients, bench/list-1m.mjs).
 *
 * Two rules keep it safe:
 * - Every plan stays a custom plan (`plan_cache_mode = force_custom_plan`, a startup option of
 *   each connection, customPlansUrl): a generic plan of `title ILIKE $1` cannot use the trigram
 *   index and read the whole 1M-row log (745 ms) where the custom plan reads 7 pages.
 * - The names are few: a name is the statement's text, so the texts named are capped (the first
 *   MAX_NAMED distinct ones; later texts go unnamed), which bounds what each connection holds.
 */
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

/** Distinct statement texts given a name (a connection holds at most this many). */
export const MAX_NAMED = 300;

const READ = /^\s*(select|with)\s/i;

type QueryConfig = { text?: unknown; name?: string };

/** The `-c` setting that keeps every plan custom. */
const CUSTOM_PLANS = '-c plan_cache_mode=force_custom_plan';

/**
 * The connection URL whose sessions start with custom plans only (PostgreSQL's startup options,
 * beside any the URL already gives): set before a session's first statement, on every new
 * connection of the pool. A URL this cannot read is returned as it is (and then nothing is named).
 */
export function customPlansUrl(url: string): string {
  try {
    const u = new URL(url);
    const given = u.searchParams.get('options');
    u.searchParams.set('options', given ? `${given} ${CUSTOM_PLANS}` : CUSTOM_PLANS);
    return u.toString();
  } catch {
    return url;
  }
}

/**
 * Makes `pool.query` send its reads (a SELECT or WITH given as a query config, the way drizzle
 * sends them) as named statements, once its sessions are seen to use custom plans only (a pool
 * opened on customPlansUrl). Returns whether statements are named.
 */
export async function nameReadStatements(pool: Pool, maxNamed = MAX_NAMED): Promise<boolean> {
  const { rows } = await pool.query<{ plan_cache_mode: string }>('show plan_cache_mode');
  if (rows[0]?.plan_cache_mode !== 'force_custom_plan') return false;
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (!name && names.size < maxNamed) {
      name = `r${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  // pg's overloads (callback or promise, string or config) are kept: only a config gains a name.
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const c = config as QueryConfig | undefined;
    if (c && typeof c === 'object' && !c.name && typeof c.text === 'string' && READ.test(c.text)) {
      const name = nameOf(c.text);
      if (name) return query({ ...c, name }, ...rest);
    }
    return query(config, ...rest);
  };
  return true;
}
