// Start time and memory of the server, before (TypeScript through tsx, PGlite with its own
// 128MB shared_buffers) and after (the compiled bundle on plain node, PGlite's shared_buffers
// bounded), on PGlite and on PostgreSQL, back to back in one run so both see the same machine.
// Per variant:
//   first start  spawn → first answered /pub/health on an empty database (migrate + seed)
//   restart      the same, median of RESTARTS starts on the data the first start left
//                (start times are taken round-robin over the variants, then the load phases)
//   RSS idle     the server's processes (tsx runs the server as a child) IDLE_S s after start
//   RSS load     after SECONDS s of autocannon against loopback (menus, dictionary, health);
//                also the peak seen while loaded, sampled every second
// Usage: node bench/server-start.mjs [seconds=60] [connections=16]
//   PG_ADMIN_URL=postgres://postgres@127.0.0.1:5433/postgres: make the throw-away databases on
//   that server; otherwise a throw-away PostgreSQL cluster (bench/lib/pg.mjs) when the binaries
//   exist, else the PostgreSQL rows are skipped. ONLY=pglite|pg runs one database.

import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pgBin, startPostgres } from './lib/pg.mjs';
import { login, percentile, root, rssKiB, startServer } from './lib/server.mjs';

const SECONDS = Number(process.argv[2] ?? 60);
const CONNECTIONS = Number(process.argv[3] ?? 16);
const RESTARTS = 3;
const IDLE_S = 10;
const require = createRequire(path.join(root, 'bench/package.json'));
const autocannon = require('autocannon');
const { Client } = createRequire(path.join(root, 'backend/package.json'))('pg');

const BEFORE = { label: 'before: tsx', runtime: 'tsx', env: { PGLITE_SHARED_BUFFERS: '128MB' } };
const VARIANTS = {
  pglite: [
    BEFORE,
    // Separates the two changes: compiling alone, then with PGlite's memory bounded.
    { label: 'node bundle, 128MB buffers', runtime: 'node', env: { PGLITE_SHARED_BUFFERS: '128MB' } },
    { label: 'after: node bundle', runtime: 'node', env: {} },
  ],
  pg: [BEFORE, { label: 'after: node bundle', runtime: 'node', env: {} }],
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (kib) => Math.round(kib / 1024);

async function throwAwayDatabases() {
  if (process.env.PG_ADMIN_URL) {
    const admin = new Client({ connectionString: process.env.PG_ADMIN_URL });
    await admin.connect();
    const made = [];
    return {
      where: process.env.PG_ADMIN_URL.replace(/\/\/[^@]*@/, '//'),
      async create() {
        const name = `shiftdesk_bench_${process.pid}_${made.length}`;
        await admin.query(`create database ${name}`); // generated name, not input
        made.push(name);
        const u = new URL(process.env.PG_ADMIN_URL);
        u.pathname = `/${name}`;
        return u.toString();
      },
      async stop() {
        for (const name of made) await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
        await admin.end();
      },
    };
  }
  if (!pgBin()) return null;
  const pg = await startPostgres();
  const admin = new Client({ connectionString: pg.url });
  await admin.connect();
  let n = 0;
  return {
    where: `throw-away cluster ${pg.version}`,
    async create() {
      const name = `shiftdesk_bench_${n++}`;
      await admin.query(`create database ${name}`);
      const u = new URL(pg.url);
      u.pathname = `/${name}`;
      return u.toString();
    },
    async stop() {
      await admin.end();
      pg.stop();
    },
  };
}

function cannon(url, token) {
  const headers = { authorization: `Bearer ${token}` };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          { method: 'GET', path: '/backend/api/v1/system/user/getUserMenus', headers },
          { method: 'GET', path: '/backend/api/v1/system/dict/data/getDictData?dictType=sys_user_sex', headers },
          { method: 'GET', path: '/backend/api/v1/pub/health' },
        ],
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
  });
}

/** The settings and the empty database (or data folder) one variant starts on. */
async function prepare(variant, db, databases) {
  const env = { DEMO: '1', ...variant.env };
  let dataDir;
  if (db === 'pg') env.DATABASE_URL = await databases.create();
  else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-bench-start-'));
    env.DATABASE_URL = '';
  }
  return {
    db,
    variant,
    env,
    opts: { runtime: variant.runtime, dataDir, pollMs: 20 },
    starts: [],
    cleanup: () => dataDir && rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function timeStart(run) {
  const s = await startServer(run.env, run.opts);
  run.starts.push(s.startedMs);
  await s.stop();
}

async function loadPhase(run) {
  const server = await startServer(run.env, run.opts);
  try {
    await sleep(IDLE_S * 1000);
    const idle = await rssKiB(server.pid);
    const token = await login(server.url);
    let peak = 0;
    const sampler = setInterval(async () => {
      peak = Math.max(peak, await rssKiB(server.pid));
    }, 1000);
    const r = await cannon(server.url, token);
    clearInterval(sampler);
    const loaded = await rssKiB(server.pid);
    peak = Math.max(peak, loaded);
    const [first, ...restarts] = run.starts;
    return {
      first,
      restart: percentile(
        restarts.sort((a, b) => a - b),
        50,
      ),
      idle,
      loaded,
      peak,
      reqPerSec: Math.round(r.requests.average),
      bad: r.non2xx + r.errors,
    };
  } finally {
    await server.stop();
  }
}

const only = process.env.ONLY;
const databases = only === 'pglite' ? null : await throwAwayDatabases();
const rows = [];
const loadBefore = os.loadavg();
try {
  for (const db of ['pglite', 'pg']) {
    if (only && only !== db) continue;
    if (db === 'pg' && !databases) {
      console.log('(PostgreSQL skipped: set PG_ADMIN_URL or install PostgreSQL binaries)');
      continue;
    }
    const runs = [];
    for (const variant of VARIANTS[db]) runs.push(await prepare(variant, db, databases));
    try {
      // Start times round-robin over the variants (first starts, then restarts), so a change in
      // the machine's load during the run hits every variant alike.
      for (let round = 0; round < 1 + RESTARTS; round++) {
        for (const run of runs) {
          console.error(`… ${db} / ${run.variant.label}: ${round ? 'restart' : 'first start'}`);
          await timeStart(run);
        }
      }
      for (const run of runs) {
        console.error(`… ${db} / ${run.variant.label}: idle and load`);
        rows.push({ db, label: run.variant.label, ...(await loadPhase(run)) });
      }
    } finally {
      for (const run of runs) run.cleanup();
    }
  }
} finally {
  await databases?.stop();
}
const loadAfter = os.loadavg();

console.log(
  `\nserver start and memory: ${SECONDS} s of autocannon, ${CONNECTIONS} connections; ` +
    `${os.cpus().length} CPUs, load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ` +
    `${loadAfter.map((l) => l.toFixed(1)).join(' ')} after; PostgreSQL: ${databases?.where ?? 'skipped'}`,
);
const header = [
  'database',
  'variant',
  'first start s',
  'restart s',
  'RSS idle MB',
  'RSS load MB',
  'RSS peak MB',
  'req/s',
  'non-2xx',
];
const table = rows.map((r) => [
  r.db === 'pg' ? 'PostgreSQL' : 'PGlite',
  r.label,
  (r.first / 1000).toFixed(2),
  (r.restart / 1000).toFixed(2),
  mb(r.idle),
  mb(r.loaded),
  mb(r.peak),
  r.reqPerSec,
  r.bad,
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => String(row[i]).length)));
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
console.log(line(header));
for (const row of table) console.log(line(row));
// After ÷ before, per database: below 1 is better for every column but req/s.
console.log('\nafter / before');
for (const db of ['pglite', 'pg']) {
  const b = rows.find((r) => r.db === db && r.label === BEFORE.label);
  const a = rows.find((r) => r.db === db && r.label.startsWith('after'));
  if (!a || !b) continue;
  const ratio = (k) => (a[k] / b[k]).toFixed(2);
  console.log(
    `${db === 'pg' ? 'PostgreSQL' : 'PGlite'}: first start ${ratio('first')}, restart ${ratio('restart')}, ` +
      `RSS idle ${ratio('idle')}, RSS load ${ratio('loaded')}, RSS peak ${ratio('peak')}, req/s ${ratio('reqPerSec')}`,
  );
}
