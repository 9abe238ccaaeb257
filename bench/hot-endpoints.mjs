// Cached hot API endpoints (ARCHITECTURE §7: ≥ 50% of a bare Fastify route's throughput).
// Starts the real server (fresh DATA_DIR, PGlite) and, in the same run, a bare Fastify 5 route
// returning {hello:'world'} in its own process on loopback; then drives each with autocannon
// (same client, same connections, same duration) and prints req/s and the ratio to the bare route.
// Targets, with a logged-in admin token:
//   GET /backend/api/v1/system/user/getUserMenus           (menus + permissions, shell after login)
//   GET /backend/api/v1/system/dict/data/getDictData?dictType=sys_user_sex   (dictionary, cached)
// Each product target is measured twice: as a bare client asks (no Accept-Encoding) and as a
// browser asks (`Accept-Encoding: gzip, deflate, br`, what the shell sends); the bare route's
// answer (17 bytes) is the same either way. The budget holds when both reach 50 %.
// Two more rows (issue 35): a second bare Fastify answering the menu's very bytes (what sending
// 26 KB costs by itself), and getUserMenus asked with the ETag the browser holds (304, no body;
// counted by autocannon as non-2xx, which is expected there).
// Usage: node bench/hot-endpoints.mjs [seconds=10] [connections=32]
//   DB=pg: run the product on a throw-away PostgreSQL (bench/lib/pg.mjs) instead of PGlite.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from './lib/pg.mjs';
import { freePort, login, root, startServer } from './lib/server.mjs';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 32);
const BUDGET = 0.5;
const require = createRequire(path.join(root, 'bench/package.json'));
const autocannon = require('autocannon');
const fastifyPath = createRequire(path.join(root, 'backend/package.json')).resolve('fastify');

/** A bare Fastify 5 route answering {hello:'world'}, or the bytes of `bodyFile` as JSON. */
async function startBare(bodyFile) {
  const port = await freePort();
  const answer = bodyFile
    ? `const body = require('node:fs').readFileSync(${JSON.stringify(bodyFile)});
       fastify.get('/', (req, reply) => reply.type('application/json; charset=utf-8').send(body));`
    : `fastify.get('/', async () => ({ hello: 'world' }));`;
  const code = `
    const fastify = require(${JSON.stringify(fastifyPath)})({ logger: false });
    ${answer}
    fastify.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && resolve());
    child.once('exit', () => reject(new Error('bare fastify exited')));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

function cannon(url, headers, duration = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration, pipelining: 1 }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

const SLICES = 3;
let bareUrl;
/** One autocannon run of `seconds`; the totals needed to add several slices up. */
async function slice(url, headers, seconds) {
  const r = await cannon(url, headers, seconds);
  return { n: r.requests.total, s: seconds, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, bytes: r.throughput.total };
}

/**
 * The machine is shared (other processes come and go), so a target is measured in SLICES slices
 * interleaved with slices of the bare route, and its ratio is to the bare route measured in those
 * very moments rather than to one bare figure from the start of the run.
 */
async function measure(name, url, headers = {}, expectStatus = 200) {
  // The response must be a success envelope (not 401/403) before it counts.
  // (fetch decodes gzip itself; it always asks for it, so the probe checks the content only)
  const probe = await fetch(url, { headers });
  const body = expectStatus === 304 ? {} : await probe.json();
  if (probe.status !== expectStatus || (expectStatus === 200 && body.code !== undefined && body.code !== 0)) throw new Error(`${name}: ${probe.status} ${JSON.stringify(body).slice(0, 200)}`);
  await cannon(url, headers, 2); // warm-up (JIT, caches)
  const mine = [];
  const bares = [];
  for (let i = 0; i < SLICES; i++) {
    if (url !== bareUrl) bares.push(await slice(bareUrl, {}, SECONDS / SLICES));
    mine.push(await slice(url, headers, SECONDS / SLICES));
  }
  const rate = (xs) => xs.reduce((a, x) => a + x.n, 0) / xs.reduce((a, x) => a + x.s, 0);
  const n = mine.reduce((a, x) => a + x.n, 0);
  return {
    name,
    reqPerSec: Math.round(rate(mine)),
    bareReqPerSec: Math.round(rate(bares.length ? bares : mine)),
    p50ms: Math.max(...mine.map((x) => x.p50)),
    p99ms: Math.max(...mine.map((x) => x.p99)),
    non2xx: mine.reduce((a, x) => a + x.non2xx, 0),
    errors: mine.reduce((a, x) => a + x.errors, 0),
    bytesPerReq: Math.round(mine.reduce((a, x) => a + x.bytes, 0) / Math.max(1, n)),
  };
}

const pg = process.env.DB === 'pg' ? await startPostgres() : null;
const bare = await startBare();
const server = await startServer(pg ? { DATABASE_URL: pg.url } : {});
let bareMenu;
const menuFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-hot-')), 'menus.json');
try {
  const token = await login(server.url);
  const auth = { authorization: `Bearer ${token}` };
  const api = `${server.url}/backend/api/v1`;
  const rows = [];
  bareUrl = bare.url;
  rows.push(await measure('bare fastify {hello:world}', bare.url));
  // Attribution rows: the product with no database work at all (an unknown API path: hooks,
  // i18n, error envelope, logging), then one trivial query (health: `select 1`, no auth).
  rows.push(await measure('product 404 (no DB)', `${api}/pub/no-such-route`, {}, 404));
  rows.push(await measure('health (pub, select 1)', `${api}/pub/health`));
  const menus = await fetch(`${api}/system/user/getUserMenus`, { headers: auth });
  const etag = menus.headers.get('etag');
  writeFileSync(menuFile, Buffer.from(await menus.arrayBuffer()));
  bareMenu = await startBare(menuFile);
  rows.push(await measure(`bare fastify, the menu's bytes`, bareMenu.url));
  const firstTarget = rows.length;
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  rows.push(await measure('user/getUserMenus', `${api}/system/user/getUserMenus`, auth));
  rows.push(await measure('user/getUserMenus (gzip)', `${api}/system/user/getUserMenus`, { ...auth, ...browser }));
  rows.push(await measure('user/getUserMenus (304, ETag)', `${api}/system/user/getUserMenus`, { ...auth, ...browser, 'if-none-match': etag }, 304));
  rows.push(await measure('dict/data/getDictData', `${api}/system/dict/data/getDictData?dictType=sys_user_sex`, auth));
  rows.push(await measure('dict/data/getDictData (gzip)', `${api}/system/dict/data/getDictData?dictType=sys_user_sex`, { ...auth, ...browser }));
  console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per target in ${SLICES} slices interleaved with the bare route, loopback, database ${pg ? pg.version : 'PGlite (embedded)'}`);
  const sameBytes = rows[firstTarget - 1];
  for (const r of rows) {
    r.ratio = r.reqPerSec / r.bareReqPerSec;
    // The menu beside a bare route sending its very bytes (measured apart, so a rougher figure).
    if (r.name === 'user/getUserMenus') r.ratioToSameBytes = r.reqPerSec / sameBytes.reqPerSec;
    const i = rows.indexOf(r);
    const verdict = i === 0 ? 'baseline' : i < firstTarget ? '(attribution)' : r.ratio >= BUDGET ? 'OK (≥ 50%)' : 'UNDER BUDGET (< 50%)';
    console.log(
      `${r.name.padEnd(30)} ${String(r.reqPerSec).padStart(7)} req/s (bare meanwhile ${r.bareReqPerSec})  p50 ${r.p50ms} ms  p99 ${r.p99ms} ms  ` +
        `${r.bytesPerReq} B/resp  non2xx ${r.non2xx} errors ${r.errors}  ratio ${(r.ratio * 100).toFixed(1)}%  ${verdict}` +
        (r.ratioToSameBytes ? `  (${(r.ratioToSameBytes * 100).toFixed(1)}% of bare sending the same bytes)` : ''),
    );
  }
  console.log(`JSON ${JSON.stringify(rows.map((r, i) => ({ ...r, target: i >= firstTarget })))}`);
} finally {
  bare.stop();
  bareMenu?.stop();
  rmSync(path.dirname(menuFile), { recursive: true, force: true });
  await server.stop();
  pg?.stop();
}
