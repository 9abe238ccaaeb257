// Paged list over 1,000,000 rows on PostgreSQL (ARCHITECTURE §7: p99 ≤ 50 ms at 32 concurrent
// clients). Starts its own PostgreSQL (Debian binaries, initdb into a temp dir, run as the
// `postgres` user like .ci/run, 127.0.0.1 on a free port), starts the real server on it through
// DATABASE_URL (migrations + seed), inserts ROWS sys_oper_log rows with one INSERT … SELECT
// generate_series, then drives GET /backend/api/v1/system/operLog/list with autocannon
// (ids grow with oper_time, one row a minute, as in real use) (admin token, 32 connections, ~10 s per case): page 1, a deep page, a status filter, a title
// search and a date range; baseline in the same run: GET /backend/api/v1/pub/health (one
// `select 1`). Prints p50/p99 per case, whether it meets 50 ms, and the plans (EXPLAIN ANALYZE)
// of the very queries the server issues for each case: auto_explain is preloaded in every session
// and switched on (log_min_duration = 0) for one request per case, then read from the server log.
// The deep page is reached the way the pager reaches it: page 19,999 (a jump, by offset) gives its
// nextCursor and page 20,000 is asked with `after=` it (keyset); the cursor-less jump to page
// 20,000 is measured too, without a budget. PostgreSQL is stopped and its directory removed at exit.
// Usage: node bench/list-1m.mjs [rows=1000000] [seconds=10] [connections=32]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pgBin, startPostgres } from './lib/pg.mjs';
import { login, root, startServer } from './lib/server.mjs';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const SECONDS = Number(process.argv[3] ?? 10);
const CONNECTIONS = Number(process.argv[4] ?? 32);
const BUDGET_P99_MS = 50;
const PAGE_SIZE = 20;
const require = createRequire(path.join(root, 'bench/package.json'));
const autocannon = require('autocannon');

if (!pgBin()) {
  console.log('list-1m: no PostgreSQL binaries under /usr/lib/postgresql — skipped');
  process.exit(0);
}
const pg = await startPostgres();
const { psql } = pg;

function cannon(url, headers, duration = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration, pipelining: 1, timeout: 30 }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

const sgDate = (d) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
const day = 86_400_000;
const from = sgDate(new Date(Date.now() - 40 * day));
const to = sgDate(new Date(Date.now() - 34 * day));
const DEEP = Math.max(1, Math.floor(ROWS / PAGE_SIZE / 2.5)); // page 20,000 at 1M rows
const cases = [
  { name: 'page 1', qs: `pageNum=1&pageSize=${PAGE_SIZE}` },
  { name: `page ${DEEP} (next from ${DEEP - 1}, keyset)`, qs: `pageNum=${DEEP}&pageSize=${PAGE_SIZE}`, cursorFrom: `pageNum=${DEEP - 1}&pageSize=${PAGE_SIZE}` },
  { name: `jump to page ${DEEP} (no cursor)`, qs: `pageNum=${DEEP}&pageSize=${PAGE_SIZE}`, noBudget: true },
  { name: 'status=1 (failures, 1/17)', qs: `status=1&pageSize=${PAGE_SIZE}` },
  { name: "title search 'post 4242'", qs: `title=${encodeURIComponent('post 4242')}&pageSize=${PAGE_SIZE}` },
  { name: `date range ${from}..${to}`, qs: `dateRange[]=${from}&dateRange[]=${to}&pageSize=${PAGE_SIZE}` },
];

let server;
try {
  console.log(`${pg.version} on 127.0.0.1:${pg.port} (${pg.dir})`);
  // auto_explain in every session the server opens, off until a case switches it on.
  psql("alter system set session_preload_libraries = 'auto_explain'");
  psql('select pg_reload_conf()'); // later sessions load it, so its settings become known
  psql('alter system set auto_explain.log_min_duration = -1');
  psql('alter system set auto_explain.log_analyze = on');
  psql('alter system set auto_explain.log_buffers = off');
  psql('alter system set auto_explain.log_timing = on');
  psql('select pg_reload_conf()');
  server = await startServer({ DATABASE_URL: pg.url });
  let t = Date.now();
  psql(`
    insert into sys_oper_log (module, title, oper_name, oper_id, dept_name, oper_url, request_method, oper_ip, oper_location, oper_param, http_status, error_msg, status, cost_ms, oper_time)
    select 'system', 'Edit post ' || g, 'admin', 1, 'Shiftdesk HQ', '/backend/api/v1/system/post/edit', (array['POST','PUT','DELETE'])[1 + g % 3],
           '10.0.' || (g % 250) || '.' || (g % 200), 'LAN', '{"id":' || g || ',"postName":"Post ' || g || '"}',
           case when g % 17 = 0 then 409 else 200 end, case when g % 17 = 0 then 'Post code already exists' else '' end,
           case when g % 17 = 0 then 1 else 0 end, g % 900, now() - ((${ROWS} - g) || ' minutes')::interval
    from generate_series(1, ${ROWS}) g`);
  psql('vacuum analyze sys_oper_log');
  const n = psql('select count(*) from sys_oper_log').match(/\d+/)[0];
  console.log(`inserted ${ROWS} rows + vacuum analyze in ${Date.now() - t} ms (table: ${n} rows)`);
  console.log(psql("select indexname, indexdef from pg_indexes where tablename = 'sys_oper_log' order by 1"));

  const token = await login(server.url);
  const headers = { authorization: `Bearer ${token}` };
  const api = `${server.url}/backend/api/v1`;
  const targets = [{ name: 'baseline: pub/health (select 1)', url: `${api}/pub/health`, headers: {} }];
  for (const c of cases) {
    let qs = c.qs;
    if (c.cursorFrom) {
      const before = await (await fetch(`${api}/system/operLog/list?${c.cursorFrom}`, { headers })).json();
      if (!before.data?.nextCursor) throw new Error(`${c.name}: no nextCursor on ${c.cursorFrom}`);
      qs += `&after=${encodeURIComponent(before.data.nextCursor)}`;
    }
    targets.push({ ...c, qs, url: `${api}/system/operLog/list?${qs}`, headers });
  }
  /** The plans of the queries one request of this target issues (from the server log). */
  const plansOf = async (tg) => {
    const logFile = `${pg.dir}/log`;
    const start = readFileSync(logFile, 'utf8').length;
    psql('alter system set auto_explain.log_min_duration = 0');
    psql('select pg_reload_conf()');
    await new Promise((r) => setTimeout(r, 300));
    await fetch(tg.url, { headers: tg.headers });
    await new Promise((r) => setTimeout(r, 300));
    psql('alter system reset auto_explain.log_min_duration');
    psql('alter system set auto_explain.log_min_duration = -1');
    psql('select pg_reload_conf()');
    // One entry per distinct statement of ours (the job queue's own polling is left out).
    const entries = readFileSync(logFile, 'utf8').slice(start).split(/\n(?=\d{4}-\d\d-\d\d )/);
    const seen = new Set();
    return entries
      .filter((e) => /Query Text: (select|explain)/i.test(e) && !/pgboss|pg_reload_conf/.test(e))
      .map((e) => e.replace(/^.*?LOG:\s+/, '').replace(/Query Text: (.{0,400}).*$/m, 'Query Text: $1'))
      .filter((e) => {
        const key = e.match(/Query Text: (.*)/)?.[1] ?? e;
        return !seen.has(key) && seen.add(key);
      })
      .join('\n');
  };

  const results = [];
  for (const tg of targets) {
    const probe = await fetch(tg.url, { headers: tg.headers });
    const body = await probe.json();
    if (body.code !== 0) throw new Error(`${tg.name}: ${JSON.stringify(body).slice(0, 300)}`);
    const total = body.data?.total;
    // The plans first, while nothing else runs (one request of this case).
    const plan = tg.qs && process.env.EXPLAIN !== '0' ? await plansOf(tg) : '';
    await cannon(tg.url, tg.headers, 2); // warm-up
    const r = await cannon(tg.url, tg.headers);
    results.push({ name: tg.name, plan, estimated: !!body.data?.totalEstimated, noBudget: !!tg.noBudget, total, done: r.requests.total, reqs: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts, baseline: !tg.qs });
  }

  console.log(`\nautocannon: ${CONNECTIONS} connections, ${SECONDS} s per case, ${n} rows, page size ${PAGE_SIZE}, loopback, machine load avg ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  const base = results[0];
  for (const r of results) {
    const verdict = r.baseline ? 'baseline' : r.noBudget ? `(no budget) p99 ${r.p99} ms` : !r.done ? `OVER BUDGET (no response completed within ${SECONDS} s)` : r.p99 <= BUDGET_P99_MS ? 'MEETS p99 ≤ 50 ms' : 'OVER BUDGET (p99 > 50 ms)';
    console.log(
      `${r.name.padEnd(34)} ${String(Math.round(r.reqs)).padStart(6)} req/s (${r.done} done)  p50 ${String(r.p50).padStart(5)} ms  p99 ${String(r.p99).padStart(5)} ms  ` +
        `max ${r.max} ms  (p99 ${(r.p99 / Math.max(1, base.p99)).toFixed(1)}× baseline)  total=${r.estimated ? '~' : ''}${r.total ?? '-'}  non2xx ${r.non2xx} errors ${r.errors}  ${verdict}`,
    );
  }

  for (const r of results.filter((x) => x.plan)) {
    console.log(`\n── plans of one request: ${r.name}`);
    console.log(r.plan.trim());
    if (/Seq Scan/.test(r.plan)) console.log(`!! ${r.name}: a plan has a Seq Scan`);
  }
  console.log(`\nJSON ${JSON.stringify(results.map(({ plan, ...r }) => r))}`);
} finally {
  await server?.stop();
  pg.stop();
}
