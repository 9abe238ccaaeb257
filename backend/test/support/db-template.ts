/**
 * Template databases for the test files: migrating and seeding is built once per Jest run (and
 * demo variant) instead of once per file. PGlite in memory spends most of its start in initdb,
 * which loading a dump skips; PostgreSQL copies a template database faster than it migrates.
 *
 * global-setup.ts names the run's templates in environment variables the workers inherit
 * (template-env.ts); the first file that needs a variant builds it, under a lock, and later
 * files copy it. global-teardown.ts removes them. Without those variables (another Jest config,
 * a script) helpers.ts falls back to migrating and seeding each database itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { type Database, type Db, openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/seed';
import { TEMPLATE_DB_ENV, TEMPLATE_DIR_ENV } from './template-env';

/** The demo accounts' password in test databases (a chosen DEMO_PASSWORD, as an install may set). */
export const DEMO_PASSWORD = 'Demo@Test-12345';

/** What every test database holds; the template is built with the same call. */
export async function migrateAndSeed(db: Db, opts: { adminPassword: string; demo: boolean }) {
  await migrate(db);
  await seed(db, { ...opts, demoPassword: opts.demo ? DEMO_PASSWORD : undefined });
}

/**
 * The name of this run's PostgreSQL template for the variant, built by the first caller (undefined
 * when global-setup.ts did not run). Callers copy it with `create database ... template`.
 */
export async function postgresTemplate(url: string, opts: { adminPassword: string; demo: boolean }): Promise<string | undefined> {
  const prefix = process.env[TEMPLATE_DB_ENV];
  if (!prefix) return undefined;
  const name = `${prefix}_${opts.demo ? 'demo' : 'base'}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    // A session lock per variant: workers wanting another variant do not wait for this build.
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return name;
    // Built under another name and renamed when complete: a build that failed half-way (hook
    // timeout, crash) is never copied, and the next caller starts it again.
    const building = `${name}_build`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const u = new URL(url);
    u.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: u.toString() });
    try {
      await migrateAndSeed(database.db, opts);
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
    // No connections allowed: a stray one would make every copy fail ("being accessed by other users").
    await admin.query(`alter database ${name} with is_template true allow_connections false`);
    return name;
  } finally {
    await admin.end(); // ends the session, and so its advisory lock
  }
}

/**
 * A PGlite database holding this run's template for the variant (undefined when global-setup.ts
 * did not run): a copy of the saved dump, or for the first caller the database it built and saved.
 */
export async function pgliteFromTemplate(opts: { adminPassword: string; demo: boolean }): Promise<Database | undefined> {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (!dir) return undefined;
  const file = path.join(dir, `${opts.demo ? 'demo' : 'base'}.tar`);
  let built: Database | undefined;
  if (!fs.existsSync(file)) {
    await withFileLock(`${file}.lock`, async () => {
      if (fs.existsSync(file)) return;
      const database = await openDatabase({ pgliteDir: 'memory' });
      try {
        await migrateAndSeed(database.db, opts);
        // The dump copies the running server's files, which a load then recovers from the WAL
        // like a crash: sequences would resume past the values they had logged ahead (user ids
        // from 33, not 2). After a checkpoint the files hold the sequences as they are.
        await database.pglite!.query('checkpoint');
        // Uncompressed: about 45 MB, but gzip makes every load ~0.5 s slower.
        const dump = await database.pglite!.dumpDataDir('none');
        // Written aside and renamed: a reader never sees half a file.
        fs.writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
        fs.renameSync(`${file}.tmp`, file);
      } catch (err) {
        await database.close();
        throw err;
      }
      built = database;
    });
  }
  // The builder keeps its own database: loading a copy would charge its beforeAll twice, and a
  // busy machine already brings the demo build close to those files' 180-240 s.
  return built ?? openDatabase({ pgliteDir: 'memory', pgliteLoadDataDir: new Blob([fs.readFileSync(file)]) });
}

/** Runs fn holding a lock file shared by the Jest workers; a lock whose process died is taken over. */
async function withFileLock(lock: string, fn: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let owner = 0;
    try {
      owner = Number(fs.readFileSync(lock, 'utf8'));
    } catch {
      continue; // released meanwhile
    }
    if (owner && !alive(owner)) fs.rmSync(lock, { force: true });
    else await new Promise((r) => setTimeout(r, 100));
  }
  try {
    await fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
