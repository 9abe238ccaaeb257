// Starts the real server for a benchmark on a random loopback port with a fresh DATA_DIR.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN_PASSWORD = 'Bench-Admin-Pass-1';

export function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** How the server runs: 'node' = the production bundle (built when stale), 'tsx' = the sources. */
function command(runtime, nodeArgs = []) {
  if (runtime === 'tsx')
    return [path.join(root, 'backend/node_modules/.bin/tsx'), [...nodeArgs, path.join(root, 'backend/src/main.ts')]];
  execFileSync(process.execPath, [path.join(root, 'tooling/build-backend.mjs')], { stdio: 'inherit' });
  return [process.execPath, ['--enable-source-maps', ...nodeArgs, path.join(root, 'backend/dist/main.js')]];
}

/**
 * opts.runtime: 'node' (default) or 'tsx'; opts.nodeArgs: extra node flags (e.g. --inspect);
 * opts.dataDir: reuse a data folder (a restart; kept on
 * stop). Resolves once health answers; startedMs is the time from spawn to that first answer.
 */
export async function startServer(env = {}, opts = {}) {
  const port = await freePort();
  const ownDataDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-bench-'));
  const [cmd, args] = command(opts.runtime ?? 'node', opts.nodeArgs);
  const spawnedAt = performance.now();
  const child = spawn(cmd, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      CAPTCHA: 'off',
      DEMO: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/backend/api/v1/pub/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGTERM');
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, opts.pollMs ?? 250));
  }
  const startedMs = performance.now() - spawnedAt;
  return {
    url,
    port,
    pid: child.pid,
    dataDir,
    startedMs,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function login(url, username = 'admin', password = ADMIN_PASSWORD) {
  const res = await fetch(`${url}/backend/api/v1/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, verifyCode: '', verifyKey: '' }),
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`login failed: ${body.message}`);
  return body.data.token;
}

/** Resident set size in KiB of a process and its descendants (tsx runs the server as a child). */
export async function rssKiB(pid) {
  const { readFile, readdir } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  let total = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  for (const task of await readdir(`/proc/${pid}/task`).catch(() => [])) {
    const children = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '');
    for (const child of children.split(' ').filter(Boolean)) total += await rssKiB(Number(child));
  }
  return total;
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
