/**
 * Opens the database: embedded PGlite (data in DATA_DIR/pgdata, or in memory for tests) or a
 * PostgreSQL server when a URL is given. Both give the same drizzle API over the same schema.
 */
import fs from 'node:fs';
import path from 'node:path';
// Static imports on purpose: the production bundle is CommonJS with packages left external, and
// an `await import()` of a drizzle driver there loads drizzle's ES-module copy while the schema
// uses its CommonJS copy. Every is(x, Column) check of the driver then misses instanceof and
// walks prototype chains: 12.5 % of the busy CPU of a big list page (bench/list-1m.mjs).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import { namedStatementsUrl, nameReadStatements } from './named-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle instance type shared by both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
  /** The PostgreSQL URL (postgres only): services with their own pool (the job queue) use it. */
  url?: string;
  /** The embedded PGlite instance (pglite only): the job queue's adapter talks to it directly. */
  pglite?: PGlite;
}

export interface OpenDbOptions {
  /** postgres:// URL; when unset PGlite is used */
  databaseUrl?: string;
  /** PGlite data directory; 'memory' (or unset) keeps data in memory */
  pgliteDir?: string;
  /** PGlite's shared_buffers (a PostgreSQL size such as '32MB'); DEFAULT_PGLITE_SHARED_BUFFERS when unset */
  pgliteSharedBuffers?: string;
  /**
   * A data directory saved by PGlite's dumpDataDir() to start from (only where no database exists
   * yet, e.g. in memory): tests copy one migrated and seeded database instead of building each.
   */
  pgliteLoadDataDir?: Blob;
}

/**
 * PGlite starts with PostgreSQL's 128MB of shared buffers, held inside the WASM heap, which never
 * gives memory back. The embedded database is for one small office; the page cache of the OS
 * still keeps its files warm, so a quarter of that is plenty (bench/server-start.mjs measures).
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '32MB';

export async function openDatabase(opts: OpenDbOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const poolOn = (connectionString: string) => {
      const pool = new Pool({ connectionString, max: 10 });
      // An idle client dropped by the server (restart, pg_terminate_backend, a dropped test
      // database) is discarded by the pool; without a listener Node would crash on the event.
      pool.on('error', () => {});
      // The pool listens only to its idle clients. A client checked out for a transaction that
      // the server drops between two statements (PostgreSQL stopped, pg_terminate_backend) emits
      // 'error' with no listener, which crashed the whole server under load. Its next statement
      // fails instead (a 503), and the pool discards it on release.
      pool.on('connect', (client) => client.on('error', () => {}));
      return pool;
    };
    let pool = poolOn(namedStatementsUrl(opts.databaseUrl));
    try {
      await nameReadStatements(pool);
    } catch {
      // A server or pooler that refuses startup options (PgBouncer does by default) runs without
      // named statements; an unreachable server fails here, fast and with its own error.
      await pool.end().catch(() => {});
      pool = poolOn(opts.databaseUrl);
      await pool.query('select 1');
    }
    const db = drizzlePostgres(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', url: opts.databaseUrl, close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (opts.pgliteDir && opts.pgliteDir !== 'memory') {
    fs.mkdirSync(path.dirname(opts.pgliteDir), { recursive: true });
    dataDir = opts.pgliteDir;
  }
  const sharedBuffers = opts.pgliteSharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS;
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(opts.pgliteLoadDataDir ? { loadDataDir: opts.pgliteLoadDataDir } : {}),
    // The keyword filters of the big lists have trigram indexes (migration 0006_list_trigram);
    // PGlite ships pg_trgm as a loadable extension, so both databases run the same SQL.
    extensions: { pg_trgm },
    // startParams replaces PGlite's own list, so extend it rather than restate it.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    // PGlite must be closed cleanly: its files can be corrupted if the process dies mid-write.
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}
