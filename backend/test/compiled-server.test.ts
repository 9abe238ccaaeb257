/**
 * The production build (tooling/build-backend.mjs → dist/main.js) as `pnpm start` runs it: plain
 * node with source maps, on an empty database (PGlite, or a throw-away PostgreSQL database when
 * TEST_DATABASE_URL is set), so the bundle must find its migrations and answer health; its stack
 * traces must name the TypeScript sources.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

const BACKEND = path.resolve(__dirname, '..');
const BUNDLE = path.join(BACKEND, 'dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function runBundle(env: Record<string, string>): Run {
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', BUNDLE], {
    // Not the backend folder: the bundle must find its files wherever it is started from.
    cwd: os.tmpdir(),
    env: {
      ...process.env,
      CAPTCHA: 'off',
      DEMO: '0',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Compiled-Test-1',
      JWT_SECRET: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

interface Health {
  code: number;
  data: { db: string };
}

async function waitForHealth(url: string, run: Run): Promise<{ status: number; body: Health }> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`server exited (${run.child.exitCode}):\n${run.output()}`);
    try {
      const res = await fetch(url);
      return { status: res.status, body: (await res.json()) as Health };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`no answer in 90 s:\n${run.output()}`);
}

/** A fresh empty database: a DATABASE_URL on PostgreSQL, or '' (embedded PGlite in DATA_DIR). */
async function emptyDatabase(): Promise<{ url: string; kind: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { url: '', kind: 'pglite', drop: async () => {} };
  const name = `shiftdesk_compiled_${crypto.randomBytes(6).toString('hex')}`;
  const c = new Client({ connectionString: admin });
  await c.connect();
  await c.query(`create database ${name}`); // generated name, not input
  await c.end();
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    kind: 'postgres',
    async drop() {
      const d = new Client({ connectionString: admin });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}

let dataDir: string;

beforeAll(() => {
  // Builds only when the sources are newer than dist/main.js, as `pnpm start` does.
  const build = spawnSync(process.execPath, [path.resolve(BACKEND, '../tooling/build-backend.mjs')], {
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`backend build failed:\n${build.stdout}${build.stderr}`);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-compiled-'));
}, 120_000);

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('migrates an empty database, answers health and stops cleanly on SIGTERM', async () => {
    const database = await emptyDatabase();
    const port = await freePort();
    const run = runBundle({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'up'),
      DATABASE_URL: database.url,
    });
    try {
      const health = await waitForHealth(`http://127.0.0.1:${port}/backend/api/v1/pub/health`, run);
      expect(health.status).toBe(200);
      expect(health.body.code).toBe(0);
      expect(health.body.data.db).toBe(database.kind);
      // Migrations come from backend/drizzle, found relative to the bundle, not the cwd.
      const login = await fetch(`http://127.0.0.1:${port}/backend/api/v1/system/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Compiled-Test-1', verifyCode: '', verifyKey: '' }),
      });
      expect(((await login.json()) as { code: number }).code).toBe(0);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
      await run.exited;
      await database.drop();
    }
  }, 120_000);

  it('prints stack traces that point at the TypeScript sources', async () => {
    // DATA_DIR naming a file: main() fails on its first mkdir, an error thrown in our own code.
    const notADir = path.join(dataDir, 'a-file');
    fs.writeFileSync(notADir, '');
    const run = runBundle({ PORT: String(await freePort()), DATA_DIR: notADir, DATABASE_URL: '' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/at main \(.*backend[/\\]src[/\\]main\.ts:\d+:\d+\)/);
    expect(run.output()).not.toMatch(/dist[/\\]main\.js:\d+/);
  }, 60_000);

  it('ships a source map that leads from the bundle back to each module', () => {
    const map = new SourceMap(JSON.parse(fs.readFileSync(`${BUNDLE}.map`, 'utf8')));
    const lines = fs.readFileSync(BUNDLE, 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes('function readMigrations('));
    expect(line).toBeGreaterThan(-1);
    const entry = map.findEntry(line, lines[line].indexOf('function readMigrations('));
    expect('originalSource' in entry && entry.originalSource).toMatch(/src\/db\/migrate\.ts$/);
  });
});
