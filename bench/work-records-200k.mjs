// The work-record list over 200,000 rows on PostgreSQL (issue 28, done means 5): its common
// filters at 32 concurrent clients, each case's p99 against the p99 of GET pub/health measured in
// the same run (budget: 3×). Rows go in set-based (one INSERT … SELECT generate_series per table):
// 64 clients with a department, position and active order each (contractSql, lib/scale-data.mjs), 5,000 workers, 20,000 jobs over
// ten weeks and 10 records per job in the states a desk sees. Cases: page 1 (newest shifts), a
// deep page reached with the pager's cursor (keyset), a 7-day range, one client over a month,
// status = pending verification, a worker-name keyword. Plans are not collected here (see
// list-1m.mjs for that machinery).
// Usage: [BENCH_SLOW_LOG=1] [BENCH_AUTO_EXPLAIN=ms] [BENCH_ONLY=regex] [BENCH_CPU_PROF=dir] [BENCH_HOLD=s] node bench/work-records-200k.mjs [records=200000] [seconds=10] [connections=32]
import { createRequire } from 'node:module';
import { appendFileSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgBin, startPostgres } from './lib/pg.mjs';
import { contractSql, POLICY, WORK_RECORD_COLUMNS } from './lib/scale-data.mjs';
import { login, root, startServer } from './lib/server.mjs';

const RECORDS = Number(process.argv[2] ?? 200_000);
const SECONDS = Number(process.argv[3] ?? 10);
const CONNECTIONS = Number(process.argv[4] ?? 32);
const BUDGET_RATIO = 3;
const PER_JOB = 10;
const JOBS = Math.ceil(RECORDS / PER_JOB);
const WORKERS = 5_000;
const CLIENTS = 64;
const require = createRequire(path.join(root, 'bench/package.json'));
const autocannon = require('autocannon');

if (!pgBin()) {
  console.log('work-records-200k: no PostgreSQL binaries under /usr/lib/postgresql — skipped');
  process.exit(0);
}
const pg = await startPostgres();
const { psql } = pg;
// BENCH_SLOW_LOG=1: PostgreSQL logs every statement over 50 ms; the slowest are printed at the end.
if (process.env.BENCH_SLOW_LOG) {
  psql('alter system set log_min_duration_statement = 50');
  psql('select pg_reload_conf()');
}

// BENCH_AUTO_EXPLAIN=<ms>: every server connection loads auto_explain, which logs the plan (with
// actual rows and buffers) of each statement slower than that; the first few are printed at the end.
if (process.env.BENCH_AUTO_EXPLAIN) {
  // In the server's own configuration file: ALTER SYSTEM refuses the module's settings before it is loaded.
  appendFileSync(
    path.join(pg.dir, 'data/postgresql.conf'),
    `\nsession_preload_libraries = 'auto_explain'\nauto_explain.log_min_duration = ${Number(process.env.BENCH_AUTO_EXPLAIN)}\nauto_explain.log_analyze = on\nauto_explain.log_buffers = on\n`,
  );
  psql('select pg_reload_conf()');
}

// BENCH_PG_CONF='name = value; …': settings appended to the server's postgresql.conf (an experiment's knob).
if (process.env.BENCH_PG_CONF) {
  appendFileSync(path.join(pg.dir, 'data/postgresql.conf'), `\n${process.env.BENCH_PG_CONF.split(';').join('\n')}\n`);
  psql('select pg_reload_conf()');
}

function printPlans(logFile, most = 10) {
  const text = readFileSync(logFile, 'utf8');
  const plans = [...text.matchAll(/duration: [\d.]+ ms\s+plan:\n([\s\S]*?)(?=\n\S+ \S+ \S+ \[|\n\d{4}-|$)/g)].map(
    (m) => m[0],
  );
  const seen = new Set();
  console.log('\nplans of slow statements (auto_explain), one per statement:');
  for (const p of plans) {
    const key = (p.match(/Query Text: ([^\n]*)/)?.[1] ?? p).slice(0, 200);
    // The bench's own setup (psql) is not the server's.
    if (seen.has(key) || /^(insert|vacuum|checkpoint|select count\(\*\) from wf_work_record$)/i.test(key.trim()))
      continue;
    seen.add(key);
    console.log(`${p.slice(0, 6000)}\n`);
    if (seen.size >= most) break;
  }
}

function printSlowStatements(logFile) {
  const text = readFileSync(logFile, 'utf8');
  const byStatement = new Map();
  for (const m of text.matchAll(
    /duration: ([\d.]+) ms\s+(?:execute [^:]*|statement): ([\s\S]*?)(?=\n\S+ \S+ \S+ \[|\n\d{4}-|$)/g,
  )) {
    const sqlText = m[2].replace(/\s+/g, ' ').slice(0, 400);
    const e = byStatement.get(sqlText) ?? { n: 0, max: 0, sum: 0 };
    e.n++;
    e.sum += Number(m[1]);
    e.max = Math.max(e.max, Number(m[1]));
    byStatement.set(sqlText, e);
  }
  const top = [...byStatement].sort((a, b) => b[1].sum - a[1].sum).slice(0, 12);
  console.log('\nslowest statements (over 50 ms), by total time:');
  for (const [q, e] of top) console.log(`${e.n}× max ${e.max.toFixed(0)} ms avg ${(e.sum / e.n).toFixed(0)} ms  ${q}`);
}
const cannon = (url, headers, duration = SECONDS) =>
  new Promise((resolve, reject) =>
    autocannon({ url, headers, connections: CONNECTIONS, duration, pipelining: 1, timeout: 30 }, (err, r) =>
      err ? reject(err) : resolve(r),
    ),
  );

const SQL = [
  ...contractSql({ clients: CLIENTS }).map(([, sqlText]) => sqlText),
  `insert into wf_worker (name, nric, date_of_birth, gender, nationality, residency, phone, engagement_type, status)
     select (array['Tan','Lim','Lee','Ng','Ong','Wong','Goh','Chua'])[1 + g % 8] || ' Worker ' || g, 'S' || lpad(g::text, 7, '0') || 'Z',
            '1995-01-01', 'male', 'Singaporean', 'citizen', '+659' || lpad(g::text, 7, '0'), 'contractor', 'active'
     from generate_series(1, ${WORKERS}) g`,
  // Ten weeks of jobs ending four weeks ahead, one every few minutes, spread over the clients.
  `insert into wf_job (code, contract_order_id, contract_dept_id, client_id, position_id, title, shift_date, start_at, end_at, break_minutes, break_paid, headcount, assigned, pay_rate, bill_rate, policy, status)
     select 'J-B-' || g, o.id, o.contract_dept_id, d.client_id, r.position_id, 'Bench shift ' || g,
            ((now() + interval '28 days' - (g * interval '5 minutes')) at time zone 'Asia/Singapore')::date,
            now() + interval '28 days' - (g * interval '5 minutes'), now() + interval '28 days' - (g * interval '5 minutes') + interval '9 hours',
            60, false, ${PER_JOB}, ${PER_JOB}, 1200, 1800, ${POLICY}, 'completed'
     from generate_series(1, ${JOBS}) g
     join fin_contract_order o on o.id = (select min(id) from fin_contract_order) + g % ${CLIENTS}
     join fin_contract_dept d on d.id = o.contract_dept_id
     join fin_contract_order_rate r on r.contract_order_id = o.id`,
  `insert into wf_work_record (${WORK_RECORD_COLUMNS})
     select j.id, (select min(id) from wf_worker) + (j.id * ${PER_JOB} + k) % ${WORKERS}, j.client_id, j.contract_dept_id, j.shift_date, j.start_at, j.end_at, 60, false,
            j.start_at + interval '3 minutes', j.end_at, 477, 465, 480, 465, 0, 9300, 14400,
            case when j.start_at > now() then 'scheduled' when k = 0 then 'pending_verification' when k = 1 then 'no_show' else 'verified' end
     from wf_job j cross join generate_series(0, ${PER_JOB - 1}) k`,
];

let server;
try {
  console.log(`${pg.version} on 127.0.0.1:${pg.port}`);
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const prof = process.env.BENCH_CPU_PROF;
  server = await startServer(
    { DATABASE_URL: pg.url },
    prof ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`] } : {},
  );
  const t0 = Date.now();
  for (const s of SQL) psql(s);
  psql('vacuum analyze');
  psql('checkpoint');
  const n = psql('select count(*) from wf_work_record').match(/\d+/)[0];
  console.log(
    `inserted ${n} work records (${JOBS} jobs, ${WORKERS} workers, ${CLIENTS} clients) + vacuum analyze in ${Date.now() - t0} ms`,
  );

  const token = await login(server.url);
  const headers = { authorization: `Bearer ${token}` };
  // BENCH_HOLD=<s>: the loaded server stays up that long for probing by hand (its address and a token printed).
  if (process.env.BENCH_HOLD) {
    console.log(`holding ${server.url} token ${token} database ${pg.url}`);
    await new Promise((r) => setTimeout(r, Number(process.env.BENCH_HOLD) * 1000));
  }
  const api = `${server.url}/backend/api/v1`;
  const list = (q) => `${api}/workforce/workRecord/list?${new URLSearchParams({ pageSize: '20', ...q })}`;
  const sgDay = (offset) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const clientId = psql('select min(id) from fin_client').match(/\d+/)[0];
  const deep = Math.floor(RECORDS / 20 / 2.5);
  const before = await (await fetch(list({ pageNum: String(deep - 1) }), { headers })).json();
  if (!before.data?.nextCursor)
    throw new Error(`no nextCursor on page ${deep - 1}: ${JSON.stringify(before).slice(0, 200)}`);
  const targets = [
    { name: 'baseline: pub/health (select 1)', url: `${api}/pub/health`, headers: {} },
    { name: 'page 1', url: list({}) },
    {
      name: `page ${deep} (keyset, as the pager goes)`,
      url: `${list({ pageNum: String(deep) })}&after=${encodeURIComponent(before.data.nextCursor)}`,
    },
    { name: 'date range: 7 days', url: list({ dateFrom: sgDay(-14), dateTo: sgDay(-8) }) },
    { name: 'one client, one month', url: list({ clientId, dateFrom: sgDay(-30), dateTo: sgDay(0) }) },
    { name: 'status = pending_verification', url: list({ status: 'pending_verification' }) },
    { name: "worker keyword 'worker 4242'", url: list({ keyword: 'worker 4242' }) },
  ];
  // BENCH_TRACE=1: the statements one request of each case sends, printed (log_min_duration_statement = 0 around it),
  // with their parse and bind steps: a bind's time is the planning of a statement that is planned on every call.
  if (process.env.BENCH_TRACE) {
    for (const tg of targets.slice(1)) {
      const mark = readFileSync(pg.log, 'utf8').length;
      psql('alter system set log_min_duration_statement = 0');
      psql('select pg_reload_conf()');
      await new Promise((r) => setTimeout(r, 300));
      const t0 = performance.now();
      await fetch(tg.url, { headers });
      const ms = performance.now() - t0;
      psql('alter system set log_min_duration_statement = -1');
      psql('select pg_reload_conf()');
      const lines = readFileSync(pg.log, 'utf8')
        .slice(mark)
        .split('\n')
        .filter((l) => /duration: .*(parse|bind|execute|statement)/.test(l) && !/alter system|pg_reload_conf/.test(l));
      console.log(`\n${tg.name}: ${ms.toFixed(1)} ms, ${lines.length} statements`);
      for (const l of lines) console.log(`  ${l.replace(/^.*duration: /, '').slice(0, 220)}`);
    }
  }
  const results = [];
  // BENCH_ONLY=<regex>: only the matching cases (the baseline always runs).
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  for (const tg of targets.filter((x, i) => (i === 0 ? !process.env.BENCH_PROFILE_ONLY : !only || only.test(x.name)))) {
    const body = await (await fetch(tg.url, { headers: tg.headers ?? headers })).json();
    if (body.code !== 0) throw new Error(`${tg.name}: ${JSON.stringify(body).slice(0, 300)}`);
    await cannon(tg.url, tg.headers ?? headers, 2);
    const r = await cannon(tg.url, tg.headers ?? headers);
    results.push({
      name: tg.name,
      total: body.data?.total,
      estimated: !!body.data?.totalEstimated,
      reqs: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      load: os.loadavg()[0],
    });
  }
  // BENCH_PROFILE_ONLY=1 (with BENCH_CPU_PROF): no baseline, so the profile holds only the cases asked for.
  if (process.env.BENCH_PROFILE_ONLY)
    results.unshift({ name: 'baseline: skipped', reqs: 0, p50: 0, p99: 1, non2xx: 0, errors: 0, load: 0 });
  const base = results[0];
  console.log(
    `\nautocannon: ${CONNECTIONS} connections, ${SECONDS} s per case, ${n} records, page size 20, ${os.cpus().length} cores`,
  );
  let over = 0;
  for (const r of results) {
    const ratio = r.p99 / Math.max(1, base.p99);
    const verdict =
      r === base
        ? 'baseline'
        : ratio <= BUDGET_RATIO
          ? `MEETS p99 ≤ ${BUDGET_RATIO}× baseline`
          : `OVER BUDGET (p99 > ${BUDGET_RATIO}× baseline)`;
    if (r !== base && ratio > BUDGET_RATIO) over++;
    console.log(
      `${r.name.padEnd(40)} ${String(Math.round(r.reqs)).padStart(6)} req/s  p50 ${String(r.p50).padStart(5)} ms  p99 ${String(r.p99).padStart(5)} ms  (${ratio.toFixed(1)}× baseline)  ` +
        `total=${r.estimated ? '~' : ''}${r.total ?? '-'}  non2xx ${r.non2xx} errors ${r.errors}  load ${r.load.toFixed(1)}  ${verdict}`,
    );
  }
  console.log(`\nJSON ${JSON.stringify(results)}`);
  if (process.env.BENCH_SLOW_LOG) printSlowStatements(pg.log);
  if (process.env.BENCH_AUTO_EXPLAIN) printPlans(pg.log);
  process.exitCode = over ? 1 : 0;
} finally {
  await server?.stop();
  pg.stop();
}
