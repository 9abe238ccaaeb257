// The Node 22 smoke (issue 25, defect 9): the product supports `^20.19.0 || >=22.12.0`, the whole
// suite runs on the machine's Node, and this proves the other line on every CI run without
// running everything twice. Node 22 and pnpm come from the npm registry through npx, as the
// README says (`npx -y -p node@22 -p pnpm@10 -c '…'`). Checks, each one counted:
//   1. the Node it gets is 22.12 or later;
//   2. `pnpm install --frozen-lockfile` on Node 22 (the lockfile installs, the engines accept it);
//   3. `pnpm start` on Node 22 on a temporary DATA_DIR and a free port answers the health check;
//   4. an admin signs in through the API and the server reports that it runs on Node 22;
//   5. the server stops cleanly on SIGTERM.
// The `shared` Jest suite then runs on the same Node 22 binary (tooling/test.mjs counts it).
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './build.mjs';

const NPX_NODE22 = ['-y', '-p', 'node@22', '-p', 'pnpm@10', '-c'];
const START_TIMEOUT_MS = 180_000;

/** Runs a shell line under npx's Node 22 + pnpm 10 (PATH's node is Node 22 there). */
function npx22(line, opts = {}) {
  return spawnSync('npx', [...NPX_NODE22, line], { cwd: root, encoding: 'utf8', ...opts });
}

/** The path of the Node 22 binary npx provides, or null. */
export function node22Binary() {
  const r = npx22('node -p process.execPath');
  const bin = r.status === 0 ? r.stdout.trim().split('\n').pop() : '';
  return bin || null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function json(url, init) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  return res.json();
}

/**
 * Runs checks 1–5; returns { passed, failed, node } (node: the Node 22 binary for the shared
 * suite, or null when none could be had).
 */
export async function node22Smoke() {
  let passed = 0;
  let failed = 0;
  const check = (ok, what, detail = '') => {
    if (ok) passed += 1;
    else failed += 1;
    console.log(`${ok ? '✓' : '✗'} ${what}${detail ? `: ${detail}` : ''}`);
    return ok;
  };

  const node = node22Binary();
  const version = node ? spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim() : '';
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  if (!check(major === 22 && minor >= 12, 'npx -y node@22 gives Node 22.12 or later', version || 'no Node 22')) {
    return { passed, failed, node: null };
  }

  const install = npx22('pnpm install --frozen-lockfile', { stdio: ['ignore', 'pipe', 'pipe'] });
  if (
    !check(
      install.status === 0,
      'pnpm install --frozen-lockfile on Node 22',
      install.status === 0 ? '' : install.stderr.slice(-2000),
    )
  ) {
    return { passed, failed, node };
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-node22-'));
  const port = await freePort();
  const password = `N22-${crypto.randomBytes(9).toString('base64url')}`;
  const base = `http://127.0.0.1:${port}/backend/api/v1`;
  const log = [];
  // Its own process group, so the stop reaches npx, pnpm, the start script and the server.
  const server = spawn('npx', [...NPX_NODE22, 'pnpm start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL')),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: password,
      DEMO: '0',
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  const keep = (chunk) => {
    log.push(String(chunk));
    if (log.length > 200) log.shift();
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) =>
    server.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    }),
  );

  try {
    let healthy = false;
    const until = Date.now() + START_TIMEOUT_MS;
    while (!healthy && !exited && Date.now() < until) {
      await sleep(1000);
      healthy = await json(`${base}/pub/health`)
        .then((b) => b?.data?.status === 'ok')
        .catch(() => false);
    }
    if (!check(healthy, `pnpm start on Node 22 answers GET /backend/api/v1/pub/health (port ${port})`)) {
      console.log(log.join('').slice(-4000));
      failed += 2; // sign-in and stop were not reached
      return { passed, failed, node };
    }

    const login = await json(`${base}/system/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password, verifyCode: '', verifyKey: '' }),
    }).catch((e) => ({ message: e.message }));
    const token = login?.data?.token;
    const monitor = token
      ? await json(`${base}/system/monitor/server`, { headers: { authorization: `Bearer ${token}` } }).catch(() => null)
      : null;
    const serverNode = monitor?.data?.node?.version ?? '';
    check(
      login?.code === 0 && (login.data.menuList?.length ?? 0) > 0 && serverNode.startsWith('v22.'),
      'admin signs in through the API and the server runs on Node 22',
      serverNode || login?.message || '',
    );
  } finally {
    if (!exited) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {}
      const stopped = await Promise.race([exit, sleep(30_000).then(() => null)]);
      if (!stopped) {
        try {
          process.kill(-server.pid, 'SIGKILL');
        } catch {}
      }
      check(stopped !== null, 'the server stops on SIGTERM');
    } else if (passed >= 3) {
      check(false, 'the server stops on SIGTERM', `it had already exited (${JSON.stringify(exited)})`);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { passed, failed, node };
}
