// Starts the real product (built front end + compiled backend) on a random loopback port with a
// fresh DATA_DIR, exactly as `pnpm start` would, and stops it afterwards.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
export const ADMIN_PASSWORD = 'E2e-Admin-Pass-1';
export const DEMO_PASSWORD = 'Demo@12345';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  // A first start migrates and seeds the demo (about 25 s of CPU); two servers start at once
  // beside other suites, so the limit is generous: it only stops a server that never comes up.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/backend/api/v1/pub/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not come up in 180 s:\n${log()}`);
}

/** The backend's PostgreSQL client (the browser suite has no database code of its own). */
type PgClient = { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> };
const { Client } = createRequire(path.join(repoRoot, 'backend/package.json'))('pg') as {
  Client: new (opts: { connectionString: string }) => PgClient;
};

async function onAdmin(url: string, sql: string): Promise<void> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, empty PostgreSQL database on the server of `url` (the test command's
 * TEST_DATABASE_URL), for one product server; `drop` removes it.
 */
export async function freshPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sd_e2e_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onAdmin(url, `create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => onAdmin(url, `drop database if exists ${name} with (force)`) };
}

export async function startServer(
  env: Record<string, string> = {},
  { postgres }: { postgres?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-e2e-'));
  const database = postgres ? await freshPostgres(postgres) : undefined;
  let output = '';
  // The browser tests run what production runs: the bundle, rebuilt here when its sources changed.
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'tooling/build-backend.mjs')], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`backend build failed:\n${build.stdout}${build.stderr}`);
  const main = path.join(repoRoot, 'backend/dist/main.js');
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      DEMO_PASSWORD,
      CAPTCHA: 'off',
      // Every browser test logs in, several times a minute from one loopback address.
      LOGIN_RATE_LIMIT: '10000',
      DEMO: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database?.url ?? '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(url, child, () => output);
  } catch (err) {
    // A server that never came up leaves nothing behind: its process, folder and database.
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop().catch(() => undefined);
    throw err;
  }
  return {
    url,
    port,
    dataDir,
    child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
