/**
 * Test harness: a fresh, migrated and seeded database per test file, and an app over it.
 * PGlite in memory by default; with TEST_DATABASE_URL (a PostgreSQL server where the user may
 * CREATE DATABASE) a throw-away database with a random name, dropped afterwards.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { type BuildAppOptions, buildApp } from '../src/app';
import { hashPassword } from '../src/core/password';
import { type Database, type Db, openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { sysDept, sysRole, sysUser, sysUserRole } from '../src/db/schema';
import { seed } from '../src/seed';

export const ADMIN_PASSWORD = 'Admin@Test-12345';
export const API = '/backend/api/v1';

export interface TestDb {
  database: Database;
  /** The throw-away PostgreSQL database's URL (undefined on PGlite) */
  url?: string;
  db: Db;
  close(): Promise<void>;
}

/** Opens a fresh migrated + seeded database (see file comment). */
export async function createTestDb(opts: { demo?: boolean } = {}): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let dbUrl: string | undefined;
  if (url) {
    const name = `shiftdesk_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`); // name is generated here, not user input
    await admin.end();
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
    database = await openDatabase({ pgliteDir: 'memory' });
  }
  await migrate(database.db);
  await seed(database.db, { adminPassword: ADMIN_PASSWORD, demo: opts.demo ?? false });
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
  opts: Partial<Omit<BuildAppOptions, 'database'>> & { demo?: boolean } = {},
): Promise<TestApp> {
  const tdb = await createTestDb({ demo: opts.demo });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-test-'));
  const app = await buildApp({
    database: tdb.database,
    dataDir,
    jwtSecret: crypto.randomBytes(32).toString('hex'),
    captcha: false,
    logLevel: false,
    loginRateLimit: 10_000,
    ...opts,
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
