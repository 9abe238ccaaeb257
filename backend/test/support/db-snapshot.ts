/**
 * A fingerprint of the whole database (row count + md5 of every row, per table) for "the
 * database is unchanged" assertions. Log-like tables that every request may write are left out.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** Written by any request (operation/login log, session touch, captcha) — not business data. */
export const VOLATILE_TABLES = ['sys_oper_log', 'sys_login_log', 'sys_session', 'sys_captcha', 'sys_rate_limit'];

type Rows = { rows: Record<string, unknown>[] } | Record<string, unknown>[];
const rowsOf = (r: Rows) => (Array.isArray(r) ? r : r.rows);

export async function tableNames(db: Db): Promise<string[]> {
  const r = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows;
  return rowsOf(r)
    .map((x) => String(x.table_name))
    .filter((n) => !VOLATILE_TABLES.includes(n));
}

export async function snapshot(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of await tableNames(db)) {
    // Table names come from the catalogue, not from input.
    const r = (await db.execute(
      sql.raw(
        `select count(*)::text as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`,
      ),
    )) as unknown as Rows;
    const row = rowsOf(r)[0];
    out[name] = `${row.n}:${row.h}`;
  }
  return out;
}
