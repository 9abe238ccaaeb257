/**
 * Named (server-side prepared) statements for the reads of a PostgreSQL pool.
 *
 * A read sent unnamed is parsed, analysed and planned by PostgreSQL on every call. Sent under a
 * name, each connection parses it once, and after five custom plans PostgreSQL keeps one generic
 * plan when it costs no more than the custom ones. Planning is what a joined list pays most: the
 * work-record page (five tables) spent 4-7 ms of database CPU planning against 0.4 ms running;
 * with its plan kept it answers twice the requests a second at 32 clients
 * (bench/work-records-200k.mjs: 217 → 443).
 *
 * Three rules keep it safe:
 * - A pattern match (`ILIKE`, `LIKE`, `SIMILAR TO`, `~`) is never named, so it is planned for its
 *   value every time: a generic plan of `title ILIKE $1` cannot use the trigram index and read the
 *   whole 1M-row log (745 ms) where the custom plan reads 7 pages.
 * - The sessions choose between custom and generic plans by PostgreSQL's own rule
 *   (`plan_cache_mode = auto`, a startup option of each connection, whatever the server's
 *   configuration says), and names are used only where the startup options are seen to arrive
 *   (a pooler that drops them would also lose the statements between transactions).
 * - The names are few: a name is the statement's text, so the texts named are capped (the first
 *   MAX_NAMED distinct ones; later texts go unnamed), which bounds what each connection holds.
 */
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

/** Distinct statement texts given a name (a connection holds at most this many). */
export const MAX_NAMED = 300;

const READ = /^\s*(select|with)\s/i;
/** Pattern-matching operators, whose plans depend on the pattern (a trigram index or a scan). */
const PATTERN = /\b(i?like|similar\s+to)\b|~/i;

type QueryConfig = { text?: unknown; name?: string };

/** The startup options: PostgreSQL's own plan choice, and a mark that shows the options arrived. */
const OPTIONS = '-c plan_cache_mode=auto -c shiftdesk.named_statements=on';

/**
 * The connection URL whose sessions start with OPTIONS (PostgreSQL's startup options, beside any
 * the URL already gives): set before a session's first statement, on every new connection of the
 * pool. A URL this cannot read is returned as it is (and then nothing is named).
 */
export function namedStatementsUrl(url: string): string {
  try {
    const u = new URL(url);
    const given = u.searchParams.get('options');
    u.searchParams.set('options', given ? `${given} ${OPTIONS}` : OPTIONS);
    return u.toString();
  } catch {
    return url;
  }
}

/**
 * Makes `pool.query` send its reads (a SELECT or WITH given as a query config, the way drizzle
 * sends them) as named statements, pattern matches excepted, once its sessions are seen to start
 * with OPTIONS (a pool opened on namedStatementsUrl). Returns whether statements are named.
 */
export async function nameReadStatements(pool: Pool, maxNamed = MAX_NAMED): Promise<boolean> {
  const { rows } = await pool.query<{ mark: string | null }>(
    "select current_setting('shiftdesk.named_statements', true) as mark",
  );
  if (rows[0]?.mark !== 'on') return false;
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
    if (
      c &&
      typeof c === 'object' &&
      !c.name &&
      typeof c.text === 'string' &&
      READ.test(c.text) &&
      !PATTERN.test(c.text)
    ) {
      const name = nameOf(c.text);
      if (name) return query({ ...c, name }, ...rest);
    }
    return query(config, ...rest);
  };
  return true;
}
