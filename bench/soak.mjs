// Soak (issue 11): USERS concurrent signed-in users for MINUTES of steady state against the real
// server (the production bundle, fresh DATA_DIR, PGlite; DB=pg for a throw-away PostgreSQL),
// loopback only, with the server's real limits (no LOGIN_RATE_LIMIT override, TRUST_PROXY unset).
//
// Setup: the admin creates a role with every menu and the first account through the API; the
// other USERS - 1 distinct accounts (soak002 …) are copies of it (see "Setup" below). Each user then has its own loopback address (127.0.0.2, 127.0.0.3, …: the server sees
// distinct peers, as it would see distinct people, and the per-IP login limit applies to each as it
// is) and its own keep-alive connection and realtime socket.
// Ramp: user n signs in no sooner than n × RAMP / USERS seconds after the start and with at most
// 2 logins in flight (argon2 verification is ~0.4 s of CPU a login on an idle 2-core machine and
// several times that on a busy one, so 200 logins at once would measure the password hash, not
// the server under use); it starts its loop as soon as it is in. The ramp's real length is printed. Steady state: MINUTES from the moment the last user is in.
// Each user loops: think 1–3 s (a person reading the screen), then one request — 70 % reads (user
// list, post list, dept tree, menus, own notices) and 30 % writes on a post of its own (add → edit
// → delete, so the tables stay the same size and memory growth is the server's, not the data's);
// now and then (2 %) it reopens its socket, as a page reload does.
// Memory: the server runs with --inspect on a loopback port; the soak forces a full GC through it
// and reads process.memoryUsage() after setup, every minute of the steady state and after the
// load (5 s of idle), beside the RSS (sampled every 5 s for the peak).
// Prints one summary: requests and errors by kind and phase (ramp / steady), p50/p95/p99, RSS
// and heapUsed-after-GC at the start and the end. Exits 1 on any error (non-2xx, non-zero envelope
// code, a socket refused or dropped, or no answer in 30 s) or when heapUsed after GC in the last
// minute under load or at the end is more than HEAP_TOLERANCE (default 10 %) above the figure
// after warm-up (min(2, MINUTES / 2) minutes into the steady state).
// Usage: node bench/soak.mjs [minutes=10] [users=200] [rampSeconds=30]
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { connectInspector } from './lib/inspector.mjs';
import { startPostgres } from './lib/pg.mjs';
import { freePort, login, percentile, root, rssKiB, startServer } from './lib/server.mjs';

const WebSocket = createRequire(path.join(root, 'bench/package.json'))('ws');

const MINUTES = Number(process.argv[2] ?? 10);
const USERS = Number(process.argv[3] ?? 200);
const RAMP_S = Number(process.argv[4] ?? 30);
const TIMEOUT_MS = 30_000;
const HEAP_TOLERANCE = Number(process.env.HEAP_TOLERANCE ?? 0.1);
const PASSWORD = 'Soak-user-pass-2026';
// Warm-up: the reference heap figure is taken this far into the steady state.
const WARMUP_MS = Math.min(2, MINUTES / 2) * 60_000;
if (!(MINUTES > 0 && USERS > 0 && USERS <= 60_000 && RAMP_S >= 0)) {
  console.error('usage: node bench/soak.mjs [minutes>0] [users 1..60000] [rampSeconds≥0]');
  process.exit(2);
}

const dbName = process.env.DB === 'pg' ? 'PostgreSQL' : 'PGlite';
const pg = process.env.DB === 'pg' ? await startPostgres() : null;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-soak-'));
let server = null;
process.on('exit', () => {
  try {
    if (server) process.kill(server.pid, 'SIGKILL');
  } catch {}
  rmSync(dataDir, { recursive: true, force: true });
});
for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => process.exit(143));
// The real limits: the parent's LOGIN_RATE_LIMIT / TRUST_PROXY must not leak into the run.
const serverEnv = { LOGIN_RATE_LIMIT: '', TRUST_PROXY: '', ...(pg ? { DATABASE_URL: pg.url } : {}) };
const mib = (bytes) => (bytes / 1048576).toFixed(1);
const NAME_WIDTH = Math.max(3, String(USERS).length);
const userName = (n) => `soak${String(n + 1).padStart(NAME_WIDTH, '0')}`;

/** Loopback source address of user n (127.0.0.1 is the admin's). */
const addressOf = (n) => `127.${Math.floor((n + 2) / 65536) % 256}.${Math.floor((n + 2) / 256) % 256}.${(n + 2) % 256}`;

/**
 * One HTTP call on `agent` (the user's keep-alive connection). The deadline covers the whole
 * exchange, a body that stalls half-read included.
 */
function request(agent, method, url, { token, body } = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: `/backend/api/v1${url}`,
        agent,
        localAddress: agent.options.localAddress,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {}
          const error =
            res.statusCode >= 300 || json?.code !== 0
              ? `${res.statusCode} ${json?.message ?? text.slice(0, 60)}`.slice(0, 100)
              : null;
          resolve({ json, error });
        });
        res.on('error', (err) => {
          clearTimeout(timer);
          resolve({ json: null, error: String(err.message).slice(0, 100) });
        });
      },
    );
    const timer = setTimeout(() => req.destroy(new Error('no answer in 30 s')), TIMEOUT_MS);
    req.on('error', (err) => {
      clearTimeout(timer);
      resolve({ json: null, error: String(err.message).slice(0, 100) });
    });
    req.end(payload);
  });
}

const samples = []; // { kind, at, ms, error }
async function call(kind, agent, method, url, opts) {
  const at = Date.now();
  const started = performance.now();
  const { json, error } = await request(agent, method, url, opts);
  samples.push({ kind, at, ms: performance.now() - started, error });
  return json;
}
function recordSocketError(kind, error) {
  samples.push({ kind, at: Date.now(), ms: 0, error, noLatency: true });
}

// ── Setup (not measured) ───────────────────────────────────────────────────────────────────
// Through the API: a role with every menu, data scope "all", and the first account. The other
// accounts are copies of that row (its argon2 hash included) written straight into the database
// while the server is stopped: USERS hashes through the API would take minutes of CPU here and
// prove nothing the one API call does not. The measured server is then a fresh process.
const setupStarted = Date.now();
server = await startServer(serverEnv, { dataDir });
const adminAgent = new http.Agent({ keepAlive: true, localAddress: '127.0.0.1' });
const adminToken = await login(server.url);
async function adminCall(method, url, body) {
  const { json, error } = await request(adminAgent, method, url, { token: adminToken, body });
  if (error) throw new Error(`setup ${method} ${url}: ${error}`);
  return json.data;
}
const flatten = (nodes) => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const menus = await adminCall('GET', '/system/menu/list');
const menuIds = flatten(Array.isArray(menus) ? menus : (menus.list ?? [])).map((m) => m.id);
await adminCall('POST', '/system/role/add', { name: 'Soak users', roleKey: 'soak', dataScope: 1, menuIds });
const roleId = (await adminCall('GET', '/system/role/list?pageSize=100')).list.find((r) => r.roleKey === 'soak').id;
const depts = await adminCall('GET', '/system/dept/treeSelect');
const deptId = (Array.isArray(depts) ? depts : depts.list)[0].id;
await adminCall('POST', '/system/user/add', {
  userName: userName(0),
  userNickname: 'Soak 1',
  deptId,
  mobile: '91234567',
  userType: 1,
  password: PASSWORD,
  roleIds: [roleId],
  postIds: [],
});
adminAgent.destroy();
await server.stop();
server = null;
const copySql = `
  insert into sys_user (user_name, user_nickname, password_hash, mobile, dept_id, user_type, status)
    select 'soak' || lpad(g::text, ${NAME_WIDTH}, '0'), 'Soak ' || g, u.password_hash, u.mobile, u.dept_id, u.user_type, u.status
    from sys_user u, generate_series(2, ${USERS}) g where u.user_name = '${userName(0)}';
  insert into sys_user_role (user_id, role_id)
    select u.id, ${roleId} from sys_user u where u.user_name like 'soak%' and u.user_name <> '${userName(0)}';`;
if (pg) pg.psql(copySql);
else {
  const backendRequire = createRequire(path.join(root, 'backend/package.json'));
  const { PGlite } = await import(pathToFileURL(backendRequire.resolve('@electric-sql/pglite')).href);
  const db = new PGlite(path.join(dataDir, 'pgdata'));
  await db.exec(copySql);
  await db.close();
}
const inspectPort = await freePort();
server = await startServer(serverEnv, { dataDir, nodeArgs: [`--inspect=127.0.0.1:${inspectPort}`] });
const inspector = await connectInspector(inspectPort);
const { port } = server;
const setupS = (Date.now() - setupStarted) / 1000;

const memory = []; // { label, at, rss (KiB), usage }
async function memorySample(label) {
  const usage = await inspector.memoryAfterGc();
  const rss = await rssKiB(server.pid);
  const sample = { label, at: Date.now(), rss, usage };
  memory.push(sample);
  return sample;
}
const beforeLoad = await memorySample('after setup');

// ── Load ───────────────────────────────────────────────────────────────────────────────────
const READS = [
  ['user/list', '/system/user/list?pageNum=1&pageSize=10'],
  ['post/list', '/system/post/list?pageNum=1&pageSize=10'],
  ['dept/list', '/system/dept/list'],
  ['getUserMenus', '/system/user/getUserMenus'],
  ['notice/listShow', '/system/notice/listShow?pageNum=1&pageSize=10'],
];
let running = true;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const loadStartedAt = Date.now();
let signedIn = 0;
let rampEndAt = 0;

/** The user's realtime socket: pings every 30 s as the client does; a drop is an error. */
function openSocket(token, localAddress) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/admin/api/v1/websocket?token=${token}`, { localAddress });
  const state = { ws, closing: false, pinger: null };
  ws.on('open', () => {
    state.pinger = setInterval(() => ws.send(JSON.stringify({ event: 'ping' })), 30_000);
  });
  ws.on('unexpected-response', (_req, res) => recordSocketError('socket', `socket refused: ${res.statusCode}`));
  ws.on('error', (err) => {
    if (!state.closing) recordSocketError('socket', `socket error: ${String(err.message).slice(0, 60)}`);
  });
  ws.on('close', (code) => {
    clearInterval(state.pinger);
    if (!state.closing) recordSocketError('socket', `socket closed by the server: ${code}`);
  });
  return state;
}
function closeSocket(state) {
  state.closing = true;
  clearInterval(state.pinger);
  state.ws.close();
}

/** Signs user n in (a failed try is an error; up to 5 tries, 5 s apart); its token or null. */
async function signIn(n, agent) {
  for (let tries = 0; tries < 5; tries++) {
    if (tries) await sleep(5000);
    const json = await call('login', agent, 'POST', '/system/login', {
      body: { username: userName(n), password: PASSWORD, verifyCode: '', verifyKey: '' },
    });
    if (json?.code === 0) return json.data.token;
  }
  return null;
}

async function user(n, token, agent) {
  let socket = openSocket(token, addressOf(n));
  let postId = 0;
  let step = 0;
  while (running) {
    await sleep(1000 + Math.random() * 2000);
    if (!running) break;
    if (Math.random() < 0.02) {
      closeSocket(socket);
      socket = openSocket(token, addressOf(n));
    }
    if (Math.random() < 0.3) {
      const code = `soak_${n}_${step}`;
      if (!postId) {
        const json = await call('post/add', agent, 'POST', '/system/post/add', {
          token,
          body: { postCode: code, postName: `Soak ${n}`, postSort: n, status: 1 },
        });
        if (json?.code === 0) {
          const list = await call(
            'post/list?postCode',
            agent,
            'GET',
            `/system/post/list?pageNum=1&pageSize=1&postCode=${code}`,
            {
              token,
            },
          );
          postId = list?.data?.list?.[0]?.id ?? 0;
        }
        step++;
      } else if (step % 3 === 1) {
        await call('post/edit', agent, 'PUT', '/system/post/edit', {
          token,
          body: { id: postId, postCode: `soak_${n}_${step}_e`, postName: `Soak ${n} edited`, postSort: n, status: 1 },
        });
        step++;
      } else {
        await call('post/delete', agent, 'DELETE', '/system/post/delete', { token, body: { ids: [postId] } });
        postId = 0;
        step++;
      }
    } else {
      const [kind, url] = READS[Math.floor(Math.random() * READS.length)];
      await call(kind, agent, 'GET', url, { token });
    }
  }
  closeSocket(socket);
  agent.destroy();
}

let rssPeak = beforeLoad.rss;
const sampler = setInterval(async () => {
  rssPeak = Math.max(rssPeak, await rssKiB(server.pid));
}, 5000);
const errorsOf = (list) => list.filter((s) => s.error).length;
function progress(label) {
  const errs = new Map();
  for (const s of samples) if (s.error) errs.set(s.error, (errs.get(s.error) ?? 0) + 1);
  const kinds = [...errs].map(([m, c]) => `${c} × ${m}`);
  console.error(
    `soak: ${label}, ${Math.round((Date.now() - loadStartedAt) / 1000)} s, ${signedIn}/${USERS} signed in, ` +
      `${samples.length} requests, ${errorsOf(samples)} errors${kinds.length ? ` (${kinds.join('; ')})` : ''}`,
  );
}

// The ramp: user n may sign in RAMP_S × n / USERS s after the start, and at most
// LOGINS_IN_FLIGHT sign in at once, so the logins come no faster than the server hashes them;
// each user starts its loop as soon as it is in.
const LOGINS_IN_FLIGHT = 2;
const loops = [];
const logins = new Set();
const rampProgress = setInterval(() => progress('ramp'), 30_000);
for (let n = 0; n < USERS; n++) {
  await sleep(Math.max(0, loadStartedAt + (n * RAMP_S * 1000) / USERS - Date.now()));
  while (logins.size >= LOGINS_IN_FLIGHT) await Promise.race(logins);
  const agent = new http.Agent({ keepAlive: true, localAddress: addressOf(n) });
  const login = signIn(n, agent).then((token) => {
    logins.delete(login);
    signedIn++;
    if (token) loops.push(user(n, token, agent));
    else agent.destroy();
  });
  logins.add(login);
}
await Promise.all(logins);
rampEndAt = Date.now();
clearInterval(rampProgress);
progress('ramp done');
const steadyStart = await memorySample('steady 0 min');
let warm = null;
for (let minute = 1; minute <= Math.ceil(MINUTES); minute++) {
  const target = rampEndAt + Math.min(minute, MINUTES) * 60_000;
  // The warm-up sample falls between two minute marks on short runs.
  if (!warm && rampEndAt + WARMUP_MS <= target) {
    await sleep(Math.max(0, rampEndAt + WARMUP_MS - Date.now()));
    warm = await memorySample(`steady ${(WARMUP_MS / 60_000).toFixed(1)} min (warm)`);
  }
  await sleep(Math.max(0, target - Date.now()));
  if (Math.min(minute, MINUTES) * 60_000 !== WARMUP_MS) {
    const s = await memorySample(`steady ${Math.min(minute, MINUTES)} min`);
    console.error(
      `soak: memory ${s.label}: heapUsed ${mib(s.usage.heapUsed)}, external ${mib(s.usage.external)}, arrayBuffers ${mib(s.usage.arrayBuffers)}, RSS ${mib(s.rss * 1024)} MiB`,
    );
    progress(`heapUsed after GC ${mib(s.usage.heapUsed)} MiB, RSS ${mib(s.rss * 1024)} MiB`);
  } else progress(`heapUsed after GC ${mib(warm.usage.heapUsed)} MiB, RSS ${mib(warm.rss * 1024)} MiB`);
}
running = false;
await Promise.all(loops);
clearInterval(sampler);
const steadyS = (Date.now() - rampEndAt) / 1000;
// Let the last answers' garbage go before the end figure (a real server idles too).
await sleep(5000);
const end = await memorySample('end (5 s idle after the load)');
rssPeak = Math.max(rssPeak, end.rss);

// ── Summary ────────────────────────────────────────────────────────────────────────────────
const ramp = samples.filter((s) => s.at < rampEndAt);
const steady = samples.filter((s) => s.at >= rampEndAt);
const pct = (list) => {
  const sorted = list
    .filter((s) => !s.noLatency)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  return [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1));
};
console.log(
  `\n## Soak on ${dbName}: ${USERS} users (own accounts, own loopback addresses), ramp ${RAMP_S} s (at most ${LOGINS_IN_FLIGHT} logins in flight), ` +
    `steady ${MINUTES} min, production bundle, real login limits`,
);
console.log(
  `setup (role + 1 account through the API, ${USERS - 1} copies, restart): ${setupS.toFixed(0)} s; ramp took ${((rampEndAt - loadStartedAt) / 1000).toFixed(0)} s`,
);
console.log('| phase | kind | requests | errors | p50 ms | p95 ms | p99 ms |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const [phase, list] of [
  ['ramp', ramp],
  ['steady', steady],
]) {
  const kinds = [...new Set(list.map((s) => s.kind))].sort();
  for (const kind of kinds) {
    const of = list.filter((s) => s.kind === kind);
    const [p50, p95, p99] = pct(of);
    console.log(
      `| ${phase} | ${kind} | ${of.filter((s) => !s.noLatency).length} | ${errorsOf(of)} | ${p50} | ${p95} | ${p99} |`,
    );
    const byMsg = new Map();
    for (const s of of) if (s.error) byMsg.set(s.error, (byMsg.get(s.error) ?? 0) + 1);
    for (const [msg, count] of byMsg) console.log(`|   | error: ${count} × ${msg} | | | | | |`);
  }
  const [p50, p95, p99] = pct(list);
  console.log(
    `| ${phase} | **all** | ${list.filter((s) => !s.noLatency).length} | ${errorsOf(list)} | ${p50} | ${p95} | ${p99} |`,
  );
}
const requests = samples.filter((s) => !s.noLatency).length;
const errors = errorsOf(samples);
console.log(
  `requests: ${requests} (steady ${steady.length} in ${steadyS.toFixed(0)} s = ${(steady.length / steadyS).toFixed(1)} req/s); ` +
    `errors: ${errors} (ramp ${errorsOf(ramp)}, steady ${errorsOf(steady)})`,
);
console.log(
  '\n| memory (after a forced full GC) | RSS MiB | heapUsed MiB | heapTotal MiB | external MiB | arrayBuffers MiB |',
);
console.log('|---|---:|---:|---:|---:|---:|');
for (const m of memory)
  console.log(
    `| ${m.label} | ${mib(m.rss * 1024)} | ${mib(m.usage.heapUsed)} | ${mib(m.usage.heapTotal)} | ${mib(m.usage.external)} | ${mib(m.usage.arrayBuffers)} |`,
  );
// Two comparisons with the warm-up figure: the last minute still under load (the same
// 200 sessions and sockets open) and the idle end; the larger growth decides.
const lastLoaded = memory.filter((m) => m.label.startsWith('steady')).at(-1);
const growth = (m) => (m.usage.heapUsed - warm.usage.heapUsed) / warm.usage.heapUsed;
const signed = (g) => `${g >= 0 ? '+' : ''}${(g * 100).toFixed(1)} %`;
const heapGrowth = Math.max(growth(lastLoaded), growth(end));
console.log(
  `RSS: start of steady state ${mib(steadyStart.rss * 1024)} MiB, after warm-up ${mib(warm.rss * 1024)} MiB, ` +
    `last minute under load ${mib(lastLoaded.rss * 1024)} MiB, end ${mib(end.rss * 1024)} MiB, peak ${mib(rssPeak * 1024)} MiB ` +
    `(before the load: ${mib(beforeLoad.rss * 1024)} MiB)`,
);
console.log(
  `heapUsed after GC: after warm-up ${mib(warm.usage.heapUsed)} MiB → last minute under load ${mib(lastLoaded.usage.heapUsed)} MiB ` +
    `(${signed(growth(lastLoaded))}) → end ${mib(end.usage.heapUsed)} MiB (${signed(growth(end))}); tolerance ${(HEAP_TOLERANCE * 100).toFixed(0)} %`,
);
inspector.close();
await server.stop();
server = null;
await pg?.stop?.();
process.exit(errors || heapGrowth > HEAP_TOLERANCE ? 1 : 0);
