/**
 * Test harness: a fresh, migrated and seeded database per test file, and an app over it.
 * PGlite in memory by default; with TEST_DATABASE_URL (a PostgreSQL server where the user may
 * CREATE DATABASE) a throw-away database with a random name, dropped afterwards. Either is a copy
 * of a template migrated and seeded once per run (support/db-template.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { type BuildAppOptions, buildApp } from '../src/app';
import { hashPassword } from '../src/core/auth/password';
import { type Database, type Db, openDatabase } from '../src/db/client';
import { sysDept, sysRole, sysUser, sysUserRole } from '../src/db/schema';
import { migrateAndSeed, pgliteFromTemplate, postgresTemplate } from './support/db-template';

export { DEMO_PASSWORD } from './support/db-template';

export const ADMIN_PASSWORD = 'Admin@Test-12345';
export const API = '/backend/api/v1';

export interface TestDb {
  database: Database;
  /** The throw-away PostgreSQL database's URL (undefined on PGlite) */
  url?: string;
  db: Db;
  close(): Promise<void>;
}

/**
 * Opens a fresh migrated + seeded database (see file comment). `fresh` migrates and seeds this
 * database itself rather than copying the run's template (support/db-template.ts), for a test
 * about what a first migration or seed does in its own process.
 */
export async function createTestDb(opts: { demo?: boolean; fresh?: boolean } = {}): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  const seedOpts = { adminPassword: ADMIN_PASSWORD, demo: opts.demo ?? false };
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let dbUrl: string | undefined;
  let seeded = false;
  if (url) {
    const template = opts.fresh ? undefined : await postgresTemplate(url, seedOpts);
    const name = `shiftdesk_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    // names are generated here, not user input
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    await admin.end();
    seeded = template !== undefined;
    const u = new URL(url);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
    database = await openDatabase({ databaseUrl: u.toString() });
    drop = async () => {
      const c = new Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const copy = opts.fresh ? undefined : await pgliteFromTemplate(seedOpts);
    database = copy ?? (await openDatabase({ pgliteDir: 'memory' }));
    seeded = copy !== undefined;
  }
  if (!seeded) await migrateAndSeed(database.db, seedOpts);
  return {
    database,
    url: dbUrl,
    db: database.db,
    close: async () => {
      await database.close();
      await drop?.();
    },
  };
}

/** What app.inject resolves to (the parts tests use). */
export interface InjectResponse {
  statusCode: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
  /** The bytes as sent (files: PDF, XLSX, zip) */
  rawPayload: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: test convenience
  json(): any;
}

export interface TestApp extends TestDb {
  app: FastifyInstance;
  dataDir: string;
  /** Logs in (captcha must be off) and returns the token */
  login(username: string, password: string): Promise<string>;
  get(url: string, token?: string, headers?: Record<string, string>): Promise<InjectResponse>;
}

export async function createTestApp(
  opts: Partial<Omit<BuildAppOptions, 'database'>> & { demo?: boolean; fresh?: boolean } = {},
): Promise<TestApp> {
  const { fresh, ...appOpts } = opts;
  const tdb = await createTestDb({ demo: opts.demo, fresh });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-test-'));
  const app = await buildApp({
    database: tdb.database,
    dataDir,
    jwtSecret: crypto.randomBytes(32).toString('hex'),
    captcha: false,
    logLevel: false,
    loginRateLimit: 10_000,
    applyRateLimit: 10_000,
    // Each file reaches a few routes: compile their schemas when first used (test/route-schemas.test.ts).
    lazySchemas: true,
    ...appOpts,
  });
  return {
    ...tdb,
    app,
    dataDir,
    async login(username, password) {
      const res = await app.inject({
        method: 'POST',
        url: `${API}/system/login`,
        payload: { username, password, verifyCode: '', verifyKey: '' },
      });
      const body = res.json();
      if (body.code !== 0) throw new Error(`login ${username} failed: ${res.body}`);
      return body.data.token as string;
    },
    get(url, token, headers = {}) {
      return app.inject({
        method: 'GET',
        url,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      });
    },
    async close() {
      await app.close();
      await tdb.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let hashCache: Promise<string> | undefined;
export const TEST_USER_PASSWORD = 'User@Test-12345';

/** Inserts a user in a department (by name) with roles (by key). Returns the user id. */
export async function createUser(
  db: Db,
  u: { userName: string; dept: string; roles?: string[]; status?: number; mobile?: string; nickname?: string },
): Promise<number> {
  hashCache ??= hashPassword(TEST_USER_PASSWORD);
  const [dept] = await db.select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.deptName, u.dept));
  const [row] = await db
    .insert(sysUser)
    .values({
      userName: u.userName,
      userNickname: u.nickname ?? u.userName,
      passwordHash: await hashCache,
      deptId: dept?.id ?? null,
      status: u.status ?? 1,
      mobile: u.mobile ?? '',
    })
    .returning({ id: sysUser.id });
  for (const key of u.roles ?? []) {
    const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleKey, key));
    await db.insert(sysUserRole).values({ userId: row.id, roleId: role.id });
  }
  return row.id;
}

/** Waits until `check` passes (for rows written after the response, e.g. operation logs). */
export async function eventually<T>(check: () => Promise<T | undefined | false>, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
