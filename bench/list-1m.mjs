// Paged lists over 1,000,000 rows on PostgreSQL (issue 17: p99 ≤ 50 ms at 32 concurrent clients):
// the operation log and the login log. The server runs on a PostgreSQL of its own: by default
// the bench starts one (Debian binaries, initdb into a temp dir, run as the `postgres` user like
// .ci/run, 127.0.0.1 on a free port, removed at exit); with PG_URL=postgres://…/<any db> it makes
// a throw-away database on that server instead (dropped at exit). The real server starts on it
// through DATABASE_URL (migrations + seed); ROWS rows per log go in with one INSERT … SELECT
// generate_series (ids grow with the time, one row a minute, as in real use), then autocannon
// drives each list (admin token, CONNECTIONS connections, SECONDS per case): page 1, page 20,000
// reached the way the pager reaches it (page 19,999, a jump by offset, gives its nextCursor and
// page 20,000 is asked with `after=` it: keyset), a status filter, a keyword search and a 7-day
// range; the cursor-less jump to page 20,000 is measured too, without a budget. Baseline in the
// same run: GET /backend/api/v1/pub/health (one `select 1`).
// Plans: a second server on the same database whose sessions preload auto_explain (ANALYZE,
// BUFFERS, every statement, set through the connection's startup options, so the database
// server's own settings are untouched) answers one request per case; the plans of the very
// statements it issued are read from the PostgreSQL log (by the pids of its sessions) and printed
// with each statement's execution time inside the database, a figure that machine load hardly
// moves, beside the p99 and the load average. PG_LOG names that log file in PG_URL mode (the
// plans are skipped without it).
// Usage: [PG_URL=… PG_LOG=…] [LISTS=oper,login] node bench/list-1m.mjs [rows=1000000] [seconds=10] [connections=32]
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pgBin, startPostgres, throwAwayDatabase } from './lib/pg.mjs';
import { login, root, startServer } from './lib/server.mjs';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const SECONDS = Number(process.argv[3] ?? 10);
const CONNECTIONS = Number(process.argv[4] ?? 32);
const LISTS = new Set((process.env.LISTS ?? 'oper,login').split(','));
const BUDGET_P99_MS = 50;
const PAGE_SIZE = 20;
const PLANS_APP = 'shiftdesk-bench-plans';
const require = createRequire(path.join(root, 'bench/package.json'));
const autocannon = require('autocannon');

if (!process.env.PG_URL && !pgBin()) {
  console.log('list-1m: no PostgreSQL binaries under /usr/lib/postgresql (and no PG_URL) — skipped');
  process.exit(0);
}
const pg = process.env.PG_URL ? await throwAwayDatabase(process.env.PG_URL, process.env.PG_LOG) : await startPostgres();
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
const DEEP = Math.max(2, Math.floor(ROWS / PAGE_SIZE / 2.5)); // page 20,000 at 1M rows
/** Each list: its rows (one INSERT … SELECT over g = 1..ROWS) and its cases. */
const lists = [
  {
    key: 'oper',
    label: 'oper log',
    path: 'system/operLog/list',
    table: 'sys_oper_log',
    insert: `
      insert into sys_oper_log (module, title, oper_name, oper_id, dept_name, oper_url, request_method, oper_ip, oper_location, oper_param, http_status, error_msg, status, cost_ms, oper_time)
      select 'system', 'Edit post ' || g, 'admin', 1, 'Shiftdesk HQ', '/backend/api/v1/system/post/edit', (array['POST','PUT','DELETE'])[1 + g % 3],
             '10.0.' || (g % 250) || '.' || (g % 200), 'LAN', '{"id":' || g || ',"postName":"Post ' || g || '"}',
             case when g % 17 = 0 then 409 else 200 end, case when g % 17 = 0 then 'Post code already exists' else '' end,
             case when g % 17 = 0 then 1 else 0 end, g % 900, now() - ((${ROWS} - g) || ' minutes')::interval
      from generate_series(1, ${ROWS}) g`,
    cases: [
      { name: "title search 'post 4242'", q: { title: 'post 4242' } },
      { name: "title search 'Edit post' (most rows)", q: { title: 'Edit post' } },
    ],
  },
  {
    key: 'login',
    label: 'login log',
    path: 'system/loginLog/list',
    table: 'sys_login_log',
    insert: `
      insert into sys_login_log (login_name, ipaddr, login_location, browser, os, status, msg, login_time)
      select 'user' || (g % 20000), '10.' || (g % 7) || '.' || (g % 250) || '.' || (g % 200), 'LAN', 'Chrome 130', 'Windows 10',
             case when g % 17 = 0 then 1 else 0 end, case when g % 17 = 0 then 'Wrong password' else 'Login successful' end,
             now() - ((${ROWS} - g) || ' minutes')::interval
      from generate_series(1, ${ROWS}) g`,
    cases: [
      { name: "name search 'user4242'", q: { loginName: 'user4242' } },
      { name: "IP search '10.3.42.'", q: { ipaddr: '10.3.42.' } },
    ],
  },
].filter((l) => LISTS.has(l.key));
for (const l of lists) {
  l.cases = [
    { name: 'page 1', q: { pageNum: '1' } },
    { name: `page ${DEEP} (next from ${DEEP - 1}, keyset)`, q: { pageNum: String(DEEP) }, cursorFrom: { pageNum: String(DEEP - 1) } },
    { name: `jump to page ${DEEP} (no cursor)`, q: { pageNum: String(DEEP) }, noBudget: true },
    { name: 'status=1 (failures, 1/17)', q: { status: '1' } },
    ...l.cases,
    { name: `date range ${from}..${to}`, q: { 'dateRange[]': [from, to] } },
  ].map((c) => ({ ...c, name: `${l.label}: ${c.name}` }));
}
/** URLSearchParams of a case (arrays as repeated keys). */
const search = (o) => {
  const p = new URLSearchParams({ pageSize: String(PAGE_SIZE) });
  for (const [k, v] of Object.entries(o)) for (const x of [].concat(v)) p.append(k, x);
  return p.toString();
};

/** The server's own connections start with these (auto_explain of every statement). */
const explainingUrl = () => {
  const u = new URL(pg.url);
  const settings = ['session_preload_libraries=auto_explain', 'auto_explain.log_min_duration=0', 'auto_explain.log_analyze=on', 'auto_explain.log_buffers=on', 'auto_explain.log_timing=on'];
  u.searchParams.set('options', settings.map((x) => `-c ${x}`).join(' '));
  u.searchParams.set('application_name', PLANS_APP);
  return u.toString();
};

let server;
let planServer;
try {
  console.log(`${pg.version}, database ${pg.dir}${process.env.PG_URL ? ` on ${new URL(pg.url).host}` : ` on 127.0.0.1:${pg.port}`}`);
  server = await startServer({ DATABASE_URL: pg.url });
  for (const l of lists) {
    const t = Date.now();
    psql(l.insert);
    psql(`vacuum analyze ${l.table}`);
    const n = psql(`select count(*) from ${l.table}`).match(/\d+/)[0];
    l.rows = n;
    console.log(`${l.table}: inserted ${ROWS} rows + vacuum analyze in ${Date.now() - t} ms (table: ${n} rows)`);
    console.log(psql(`select indexname, indexdef from pg_indexes where tablename = '${l.table}' order by 1`));
  }
  // The bulk load leaves its pages dirty: without a checkpoint now, the one PostgreSQL starts
  // minutes later writes them out in the middle of the measured cases.
  try {
    psql('checkpoint');
  } catch {
    console.log('checkpoint skipped (PG_URL user has neither superuser nor pg_checkpoint)');
  }
  const canExplain = pg.log && existsSync(pg.log) && process.env.EXPLAIN !== '0';
  if (!canExplain) console.log(`plans skipped (${process.env.EXPLAIN === '0' ? 'EXPLAIN=0' : 'no readable PostgreSQL log: set PG_LOG'})`);
  else planServer = await startServer({ DATABASE_URL: explainingUrl() });

  const token = await login(server.url);
  const headers = { authorization: `Bearer ${token}` };
  const planHeaders = planServer ? { authorization: `Bearer ${await login(planServer.url)}` } : {};
  const api = `${server.url}/backend/api/v1`;
  const targets = [{ name: 'baseline: pub/health (select 1)', path: '/pub/health', headers: {} }];
  for (const l of lists) {
    for (const c of l.cases) {
      let query = search(c.q);
      if (c.cursorFrom) {
        const before = await (await fetch(`${api}/${l.path}?${search(c.cursorFrom)}`, { headers })).json();
        if (!before.data?.nextCursor) throw new Error(`${c.name}: no nextCursor on ${search(c.cursorFrom)}`);
        query += `&after=${encodeURIComponent(before.data.nextCursor)}`;
      }
      targets.push({ ...c, path: `/${l.path}?${query}`, headers, list: true });
    }
  }

  /** The plans of the statements one request of this target issues, and their time in the database. */
  const plansOf = async (tg) => {
    const start = readFileSync(pg.log, 'utf8').length;
    const res = await (await fetch(`${planServer.url}/backend/api/v1${tg.path}`, { headers: planHeaders })).json();
    if (res.code !== 0) throw new Error(`${tg.name} (plans): ${JSON.stringify(res).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 300));
    const pids = new Set(psql(`select pid from pg_stat_activity where application_name = '${PLANS_APP}' and datname = current_database()`).match(/\d+/g) ?? []);
    const entries = readFileSync(pg.log, 'utf8').slice(start).split(/\n(?=\d{4}-\d\d-\d\d )/);
    // One entry per statement of the list (the login, the session checks and the job queue's
    // polling are left out).
    const mine = entries.filter((e) => pids.has(e.match(/\[(\d+)\]/)?.[1]) && /duration: [\d.]+ ms\s+plan:/.test(e));
    const ours = mine.filter((e) => new RegExp(`Query Text: (select|explain)[\\s\\S]*(${lists.map((l) => l.table).join('|')})`, 'i').test(e));
    const dbMs = ours.reduce((sum, e) => sum + Number(e.match(/duration: ([\d.]+) ms/)[1]), 0);
    const text = ours.map((e) => e.replace(/^.*?LOG:\s+/, '').replace(/Query Text: (.{0,400}).*$/m, 'Query Text: $1'))
      // The builder's row estimates: EXPLAIN without ANALYZE, nothing runs.
      .map((e) => (/Query Text: explain /i.test(e) ? e.replace(/plan:/, 'plan (an estimate: EXPLAIN only, not run):') : e)).join('\n');
    return { text, dbMs };
  };

  const results = [];
  for (const tg of targets) {
    const url = `${api}${tg.path}`;
    const body = await (await fetch(url, { headers: tg.headers })).json();
    if (body.code !== 0) throw new Error(`${tg.name}: ${JSON.stringify(body).slice(0, 300)}`);
    const total = body.data?.total;
    // The plans first, while the load generator is quiet (one request of this case).
    const plan = tg.list && planServer ? await plansOf(tg) : { text: '', dbMs: null };
    await cannon(url, tg.headers, 2); // warm-up
    const load = os.loadavg()[0];
    const r = await cannon(url, tg.headers);
    results.push({
      name: tg.name,
      plan: plan.text,
      dbMs: plan.dbMs === null ? null : Number(plan.dbMs.toFixed(3)),
      estimated: !!body.data?.totalEstimated,
      noBudget: !!tg.noBudget,
      total,
      rows: body.data?.list?.length,
      done: r.requests.total,
      reqs: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      load: Number(((load + os.loadavg()[0]) / 2).toFixed(1)),
      baseline: !tg.list,
    });
  }

  console.log(`\nautocannon: ${CONNECTIONS} connections, ${SECONDS} s per case, ${ROWS} rows per log, page size ${PAGE_SIZE}, loopback, ${os.cpus().length} cores, load avg now ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  const base = results[0];
  for (const r of results) {
    const verdict = r.baseline ? 'baseline' : r.noBudget ? '(no budget)' : !r.done ? `OVER BUDGET (no response completed within ${SECONDS} s)` : r.p99 <= BUDGET_P99_MS ? 'MEETS p99 ≤ 50 ms' : 'OVER BUDGET (p99 > 50 ms)';
    console.log(
      `${r.name.padEnd(48)} ${String(Math.round(r.reqs)).padStart(6)} req/s  p50 ${String(r.p50).padStart(5)} ms  p99 ${String(r.p99).padStart(5)} ms  ` +
        `max ${String(r.max).padStart(5)} ms  (p99 ${(r.p99 / Math.max(1, base.p99)).toFixed(1)}× baseline)  in DB ${r.dbMs === null ? '-' : `${r.dbMs} ms`}  load ${r.load}  ` +
        `total=${r.estimated ? '~' : ''}${r.total ?? '-'}  non2xx ${r.non2xx} errors ${r.errors}  ${verdict}`,
    );
  }

  for (const r of results.filter((x) => x.plan)) {
    console.log(`\n── plans of one request: ${r.name} (in the database: ${r.dbMs} ms)`);
    console.log(r.plan.trim());
    // Only statements that ran count: the planner-only EXPLAINs (estimates) show no actual rows.
    const ran = r.plan.split(/\n(?=duration: )/).filter((e) => /\(actual time=/.test(e));
    if (ran.some((e) => /Seq Scan/.test(e))) console.log(`!! ${r.name}: a statement ran a Seq Scan`);
  }
  console.log(`\nJSON ${JSON.stringify(results.map(({ plan, ...r }) => r))}`);
} finally {
  await planServer?.stop();
  await server?.stop();
  pg.stop();
}
