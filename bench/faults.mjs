// Fault drills on PostgreSQL (issue 11), bounded and loopback only. Starts its own PostgreSQL
// (bench/lib/pg.mjs) and the real server on it, then:
// 1. kill -9 during writes: WRITES creates (posts, and users with a role — two tables in one
//    transaction) at CONCURRENCY; once half are acknowledged the server's process group gets
//    SIGKILL. After a restart every acknowledged create must be there, and every user that is
//    there must have its role (nothing half-written).
// 2. PostgreSQL stopped under load: CLIENTS loop over a list read and a create for the whole
//    drill; PostgreSQL is stopped for OUTAGE seconds and started again. Counts answers by kind
//    (2xx, 503 envelope, 500, other, no answer within 10 s), checks that an open realtime socket
//    is still open afterwards, and how long after the restart the first success came back.
// Prints the figures; exits 1 when an acknowledged write is lost, something is half-written,
// a 500 or a hang is seen, or the server does not recover.
// DB=pglite: the same kill -9 drill on the embedded database (DATA_DIR/pgdata), checked by
// opening that folder with PGlite once the restarted server has been stopped; drill 2 needs a
// PostgreSQL server and is skipped.
// Usage: node bench/faults.mjs [outageSeconds=30] [writes=200] [clients=20]
//        DB=pglite node bench/faults.mjs 0 [writes=200]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pgBin, startPostgres } from './lib/pg.mjs';
import { ADMIN_PASSWORD, freePort, login, root } from './lib/server.mjs';

const OUTAGE_S = Number(process.argv[2] ?? 30);
const WRITES = Number(process.argv[3] ?? 200);
const CLIENTS = Number(process.argv[4] ?? 20);
const CONCURRENCY = 10;
const require = createRequire(path.join(root, 'bench/package.json'));
const WebSocket = require('ws');

const ON_PGLITE = process.env.DB === 'pglite';
if (!ON_PGLITE && !pgBin()) {
  console.log('faults: no PostgreSQL binaries under /usr/lib/postgresql — skipped');
  process.exit(0);
}
const pg = ON_PGLITE ? null : await startPostgres();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-faults-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const API = `${base}/backend/api/v1`;
let server;
process.on('exit', () => {
  try {
    if (server && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
  } catch {}
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server in its own process group (so kill -9 reaches tsx's node child too). */
async function start() {
  server = spawn(path.join(root, 'backend/node_modules/.bin/tsx'), [path.join(root, 'backend/src/main.ts')], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(pg ? { DATABASE_URL: pg.url } : {}),
      ADMIN_PASSWORD,
      CAPTCHA: 'off',
      DEMO: '0',
      LOG_LEVEL: 'error',
      LOGIN_RATE_LIMIT: '10000',
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${API}/pub/health`)).ok) return;
    } catch {}
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function call(token, method, url, body, timeoutMs = 10_000) {
  try {
    const res = await fetch(`${API}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json = await res.json().catch(() => null);
    return { status: res.status, json };
  } catch (err) {
    return { status: err?.name === 'TimeoutError' ? 'timeout' : 'error', json: null };
  }
}

const rows = (sqlText) =>
  pg
    .psql(`copy (${sqlText}) to stdout`)
    .split('\n')
    .filter(Boolean);

/** Stops the server (SIGTERM to its group) and waits for it. */
async function stop() {
  const done = new Promise((r) => (server.exitCode !== null || server.signalCode !== null ? r() : server.once('exit', r)));
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
  await done;
}

/**
 * A query runner over the database after the drill: psql on PostgreSQL; on PGlite the data
 * folder opened directly (the server must be stopped first: one process owns it).
 */
async function inspector() {
  if (pg) return { query: async (q) => rows(q), close: async () => {} };
  await stop();
  const backendRequire = createRequire(path.join(root, 'backend/package.json'));
  const { PGlite } = await import(pathToFileURL(backendRequire.resolve('@electric-sql/pglite')).href);
  const db = new PGlite(path.join(dataDir, 'pgdata'));
  return {
    query: async (q) => (await db.query(q)).rows.map((r) => String(Object.values(r)[0])),
    close: () => db.close(),
  };
}

const apiList = async (token, url) => (await call(token, 'GET', url)).json?.data?.list ?? [];

let failed = false;

// ── 1. kill -9 during writes ───────────────────────────────────────────────────────────────
await start();
let token = await login(base);
// Through the API (the same on both databases): the seeded common role and the first department.
const roleId = (await apiList(token, '/system/role/list?pageSize=100')).find((r) => r.roleKey === 'common')?.id;
const deptId = (await apiList(token, '/system/dept/treeSelect'))[0]?.id;
if (!roleId || !deptId) throw new Error('faults: no common role or department to write with');
const acked = { posts: [], users: [] };
let sent = 0;
let killedAt = 0;
const t0 = Date.now();
async function writer() {
  while (sent < WRITES && !killedAt) {
    const i = sent++;
    const res =
      i % 2
        ? await call(token, 'POST', '/system/post/add', { postCode: `k9_${i}`, postName: `Kill drill ${i}`, postSort: i, status: 1 })
        : await call(token, 'POST', '/system/user/add', {
            userName: `k9u_${i}`,
            userNickname: `Kill ${i}`,
            deptId,
            mobile: '91234567',
            userType: 1,
            password: 'Drill-pass-123',
            roleIds: [roleId],
            postIds: [],
          });
    if (res.json?.code === 0) (i % 2 ? acked.posts : acked.users).push(i);
    if (!killedAt && acked.posts.length + acked.users.length >= WRITES / 2) {
      killedAt = Date.now();
      process.kill(-server.pid, 'SIGKILL');
    }
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, writer));
const exited = (child) => child.exitCode !== null || child.signalCode !== null;
await new Promise((r) => (exited(server) ? r() : server.once('exit', r)));
const ackedCount = acked.posts.length + acked.users.length;
const restartedAt = Date.now();
await start();
token = await login(base);
const restartMs = Date.now() - restartedAt;
const db = await inspector();
const posts = new Set(await db.query("select post_code from sys_post where post_code like 'k9\\_%'"));
const users = new Set(await db.query("select user_name from sys_user where user_name like 'k9u\\_%'"));
const lost = [...acked.posts.filter((i) => !posts.has(`k9_${i}`)), ...acked.users.filter((i) => !users.has(`k9u_${i}`))];
const roleless = await db.query(
  "select u.user_name from sys_user u left join sys_user_role r on r.user_id = u.id where u.user_name like 'k9u\\_%' and r.user_id is null",
);
await db.close();
console.log(`\n## kill -9 during writes (${pg ? 'PostgreSQL' : 'PGlite'})`);
console.log(`restart after the kill to a successful login: ${restartMs} ms`);
console.log(`writes sent before the kill: ${sent}, acknowledged: ${ackedCount} (killed after ${killedAt - t0} ms)`);
console.log(`after restart: acknowledged writes missing: ${lost.length}; rows present: ${posts.size + users.size} (unacknowledged but committed: ${posts.size + users.size - ackedCount + lost.length})`);
console.log(`users without their role (half-written): ${roleless.length}`);
if (lost.length || roleless.length) failed = true;
if (!pg) process.exit(failed ? 1 : 0); // the outage drill needs a PostgreSQL server

// ── 2. PostgreSQL stopped under load ────────────────────────────────────────────────────────
const counts = { ok: 0, s503: 0, s500: 0, other: 0, timeout: 0 };
const others = new Map();
let restartAt = 0;
let firstOkAfterRestart = 0;
let running = true;
let seq = 0;
const socket = new WebSocket(`ws://127.0.0.1:${port}/admin/api/v1/websocket?token=${token}`);
let socketClosed = false;
socket.on('close', () => {
  socketClosed = true;
});
socket.on('error', () => {});
await new Promise((r) => socket.once('open', r));

async function client(n) {
  while (running) {
    const res =
      seq++ % 2
        ? await call(token, 'GET', '/system/user/list?pageSize=10')
        : await call(token, 'POST', '/system/post/add', { postCode: `out_${n}_${seq}`, postName: `Outage ${seq}`, postSort: 1, status: 1 });
    if (typeof res.status === 'number' && res.status < 300 && res.json?.code === 0) {
      counts.ok++;
      if (restartAt && !firstOkAfterRestart) firstOkAfterRestart = Date.now();
    } else if (res.status === 503 && res.json?.code === 503) counts.s503++;
    else if (res.status === 500) counts.s500++;
    else if (res.status === 'timeout') counts.timeout++;
    else {
      counts.other++;
      const key = `${res.status} ${res.json?.message ?? ''}`.slice(0, 80);
      others.set(key, (others.get(key) ?? 0) + 1);
    }
    // A client waits a little between calls (think time), as people do.
    await new Promise((r) => setTimeout(r, 50));
  }
}
const bin = pgBin();
const asRoot = process.getuid?.() === 0;
const pgctl = (args) => {
  const cmd = [path.join(bin, 'pg_ctl'), ...args];
  if (!asRoot) return execFileSync(cmd[0], cmd.slice(1), { stdio: 'ignore' });
  const line = cmd.map((a) => `'${String(a).replaceAll("'", "'\\''")}'`).join(' ');
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', line], { stdio: 'ignore' });
};
const load = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
await new Promise((r) => setTimeout(r, 5000));
const before = { ...counts };
pgctl(['-D', `${pg.dir}/data`, '-m', 'fast', 'stop']);
await new Promise((r) => setTimeout(r, OUTAGE_S * 1000));
pgctl(['-D', `${pg.dir}/data`, '-o', `-h 127.0.0.1 -p ${pg.port} -k ${pg.dir}`, '-l', `${pg.dir}/log`, '-w', 'start']);
restartAt = Date.now();
const recoverDeadline = Date.now() + 60_000;
while (!firstOkAfterRestart && Date.now() < recoverDeadline) await new Promise((r) => setTimeout(r, 200));
await new Promise((r) => setTimeout(r, 5000));
running = false;
await load;
const serverAlive = server.exitCode === null && server.signalCode === null;
console.log(`\n## PostgreSQL stopped for ${OUTAGE_S} s under load (${CLIENTS} clients, reads + creates)`);
console.log(`before the stop: ${before.ok} ok`);
console.log(`all answers: ${counts.ok} ok, ${counts.s503} × 503 envelope, ${counts.s500} × 500, ${counts.timeout} × no answer in 10 s, ${counts.other} other`);
for (const [k, v] of others) console.log(`  other: ${v} × ${k}`);
console.log(`server process alive: ${serverAlive}; realtime socket still open: ${!socketClosed}`);
console.log(`first success ${firstOkAfterRestart ? `${firstOkAfterRestart - restartAt} ms` : 'NEVER (60 s)'} after PostgreSQL was back`);
socket.close();
if (counts.s500 || counts.timeout || !firstOkAfterRestart || !serverAlive) failed = true;
try {
  process.kill(-server.pid, 'SIGTERM');
} catch {}
await new Promise((r) => setTimeout(r, 1000));
process.exit(failed ? 1 : 0);
