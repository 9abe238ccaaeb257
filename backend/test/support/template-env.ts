/**
 * The names of one Jest run's template databases (db-template.ts), kept apart from the builders
 * so that globalSetup and globalTeardown do not load the app.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/** PGlite: the folder holding this run's data-directory dumps. */
export const TEMPLATE_DIR_ENV = 'SHIFTDESK_TEST_TEMPLATE_DIR';
/** PostgreSQL: the name prefix of this run's template databases. */
export const TEMPLATE_DB_ENV = 'SHIFTDESK_TEST_TEMPLATE_DB';

/** Called by global-setup.ts: fresh random names, so two runs on one server or machine stay apart. */
export function nameTemplates(): void {
  const id = crypto.randomBytes(6).toString('hex');
  if (process.env.TEST_DATABASE_URL) process.env[TEMPLATE_DB_ENV] = `shiftdesk_tpl_${id}`;
  else process.env[TEMPLATE_DIR_ENV] = fs.mkdtempSync(path.join(os.tmpdir(), `shiftdesk-tpl-${id}-`));
}

/** Called by global-teardown.ts. */
export async function removeTemplates(): Promise<void> {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const prefix = process.env[TEMPLATE_DB_ENV];
  const url = process.env.TEST_DATABASE_URL;
  if (!prefix || !url) return;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    const res = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
    for (const { datname } of res.rows) {
      // A template database cannot be dropped.
      await admin.query(`alter database ${datname} is_template false`);
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await admin.end();
  }
}
