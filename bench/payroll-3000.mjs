// The payroll calculation of one month on PostgreSQL: 3,000 active workers × 22 verified work
// records (66,000) on the 22 working days of 2026-10, plus a few hundred approved allowances.
// Rows go in set-based (INSERT … SELECT generate_series, as work-records-200k does): 64 clients
// with a department, position and active order each (contractSql, lib/scale-data.mjs); workers ~60% citizen employees of ages
// 18–70, ~20% PRs (PR for 0–5 years: rate classes pr1, pr2 and full), ~10% foreigners, ~10%
// citizen contractors; 150 jobs a day (20 workers each, pay rates $10.00–$20.50 an hour, OT ×1.5),
// 480 normal minutes a day and some OT, pay_amount = basic + OT at the job's rate. Then POST
// finance/payroll/calculate, GET finance/payroll/get every 250 ms until `review` (the time to the
// first progress and the wall time), the rows written checked, a recalculation in review timed the
// same way, and the medians of GET detail/list and workingHours/list.
// Usage: [BENCH_AUTO_EXPLAIN=ms] [BENCH_SLOW_LOG=1] [BENCH_PG_LOG=file] node bench/payroll-3000.mjs [workers=3000]
import { appendFileSync, copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pgBin, startPostgres } from './lib/pg.mjs';
import { contractSql, POLICY, WORK_RECORD_COLUMNS } from './lib/scale-data.mjs';
import { login, startServer } from './lib/server.mjs';

const WORKERS = Number(process.argv[2] ?? 3_000);
const MONTH = '2026-10';
const DAYS = 22; // the weekdays of October 2026 (no public holiday)
const SLOTS = 150; // jobs a day; each takes WORKERS / SLOTS workers
const CLIENTS = 64;
const ALLOWANCES = 400; // approved (and 50 pending ones the run must not pay)
const POLL_MS = 250;
const TIMEOUT_MS = 15 * 60_000;
const REPEAT = 7;

if (!pgBin()) {
  console.log('payroll-3000: no PostgreSQL binaries under /usr/lib/postgresql — skipped');
  process.exit(0);
}
const pg = await startPostgres();
const { psql } = pg;
if (process.env.BENCH_SLOW_LOG) {
  psql('alter system set log_min_duration_statement = 50');
  psql('select pg_reload_conf()');
}
// BENCH_AUTO_EXPLAIN=<ms>: plans (actual rows, buffers) of the server's statements slower than that.
if (process.env.BENCH_AUTO_EXPLAIN) {
  appendFileSync(
    path.join(pg.dir, 'data/postgresql.conf'),
    `\nsession_preload_libraries = 'auto_explain'\nauto_explain.log_min_duration = ${Number(process.env.BENCH_AUTO_EXPLAIN)}\nauto_explain.log_analyze = on\nauto_explain.log_buffers = on\n`,
  );
  psql('select pg_reload_conf()');
}

const DAYS_SQL = `select d::date as day, row_number() over (order by d) as n
                    from generate_series('${MONTH}-01'::date, ('${MONTH}-01'::date + interval '1 month' - interval '1 day'), interval '1 day') d
                   where extract(isodow from d) < 6`;
// Half-up division of non-negative integers, as the rules' lineAmount does.
const half = (num, den) => `((${num}) * 2 + ${den}) / (2 * ${den})`;
const SQL = [
  ...contractSql({ clients: CLIENTS }).map(([, sqlText]) => sqlText),
  // g % 10: 0–5 citizen employees, 6–7 PRs (PR since 0–5 years before the month), 8 foreigners, 9 citizen contractors.
  `insert into wf_worker (name, nric, date_of_birth, gender, nationality, residency, pr_start_date, pass_type, phone, engagement_type, status)
     select (array['Tan','Lim','Lee','Ng','Ong','Wong','Goh','Chua'])[1 + g % 8] || ' Worker ' || g,
            (case when g % 10 = 8 then 'G' else 'S' end) || lpad(g::text, 7, '0') || 'Z',
            date '1956-06-01' + (g * 7919) % 18600, case when g % 2 = 0 then 'male' else 'female' end,
            case g % 10 when 6 then 'Malaysian' when 7 then 'Chinese' when 8 then 'Indian' else 'Singaporean' end,
            case g % 10 when 6 then 'pr' when 7 then 'pr' when 8 then 'foreigner' else 'citizen' end,
            case when g % 10 in (6, 7) then date '${MONTH}-15' - (g * 37) % 1900 end,
            case when g % 10 = 8 then 'work_permit' end,
            '+659' || lpad(g::text, 7, '0'), case when g % 10 = 9 then 'contractor' else 'employee' end, 'active'
     from generate_series(1, ${WORKERS}) g`,
  `insert into wf_job (code, contract_order_id, contract_dept_id, client_id, position_id, title, shift_date, start_at, end_at, break_minutes, break_paid, headcount, assigned, pay_rate, bill_rate, policy, status)
     select 'J-P-' || d.n || '-' || s, o.id, o.contract_dept_id, dp.client_id, r.position_id, 'Bench shift ' || s, d.day,
            (d.day + time '09:00') at time zone 'Asia/Singapore', (d.day + time '18:00') at time zone 'Asia/Singapore',
            60, false, ${Math.ceil(WORKERS / SLOTS)}, ${Math.ceil(WORKERS / SLOTS)}, 1000 + (s % 8) * 150, 1500 + (s % 8) * 200, ${POLICY}, 'completed'
     from (${DAYS_SQL}) d cross join generate_series(0, ${SLOTS - 1}) s
     join fin_contract_order o on o.id = (select min(id) from fin_contract_order) + s % ${CLIENTS}
     join fin_contract_dept dp on dp.id = o.contract_dept_id
     join fin_contract_order_rate r on r.contract_order_id = o.id`,
  // Worker w works slot (w - 1) % SLOTS every working day: 480 normal minutes, 1 in 10 days 120 min OT, 1 in 10 60 min.
  `insert into wf_work_record (${WORK_RECORD_COLUMNS})
     select j.id, w.id, j.client_id, j.contract_dept_id, j.shift_date, j.start_at, j.end_at, 60, false,
            j.start_at - interval '4 minutes', j.end_at + x.ot * interval '1 minute', 544 + x.ot, 480 + x.ot, 480 + x.ot, 480, x.ot,
            ${half('j.pay_rate * 480', 60)} + ${half('j.pay_rate * x.ot * 1500', 60_000)},
            ${half('j.bill_rate * 480', 60)} + ${half('j.bill_rate * x.ot * 1500', 60_000)}, 'verified'
     from (select id, row_number() over (order by id) as n from wf_worker) w
     cross join (${DAYS_SQL}) d
     join wf_job j on j.code = 'J-P-' || d.n || '-' || (w.n - 1) % ${SLOTS}
     cross join lateral (select case (w.n * 7 + d.n) % 10 when 0 then 120 when 1 then 60 else 0 end as ot) x`,
];
SQL.push(
  `insert into wf_allowance (worker_id, type, amount, work_date, status, decided_at, remark)
     select w.id, (array['transport','meal','other'])[1 + g % 3], 500 + (g * 37) % 2500, '${MONTH}-01'::date + (g % 28),
            case when g > ${ALLOWANCES} then 'pending' else 'approved' end,
            case when g > ${ALLOWANCES} then null else timestamptz '${MONTH}-28 10:00+08' end, 'bench'
     from generate_series(1, ${ALLOWANCES + 50}) g
     join (select id, row_number() over (order by id) as n from wf_worker) w on w.n = 1 + (g * 7) % ${WORKERS}`,
);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const num = (sqlText) => Number(psql(`copy (${sqlText}) to stdout`).trim());

let server;
let failed = false;
try {
  console.log(`${pg.version} on 127.0.0.1:${pg.port}`);
  server = await startServer({ DATABASE_URL: pg.url });
  const t0 = Date.now();
  for (const s of SQL) psql(s);
  psql('vacuum analyze');
  psql('checkpoint');
  const days = num(`select count(*) from (${DAYS_SQL}) d`);
  if (days !== DAYS) throw new Error(`${MONTH} has ${days} working days, expected ${DAYS}`);
  const records = num(
    `select count(*) from wf_work_record where status = 'verified' and shift_date between '${MONTH}-01' and '${MONTH}-31'`,
  );
  const allowances = num(`select count(*) from wf_allowance where status = 'approved'`);
  const mix = psql(
    `copy (select residency || '/' || engagement_type || ' ' || count(*) from wf_worker group by residency, engagement_type order by 1) to stdout`,
  )
    .trim()
    .split('\n')
    .join(', ');
  console.log(
    `inserted ${WORKERS} workers (${mix}), ${num('select count(*) from wf_job')} jobs, ${records} verified records, ${allowances} approved allowances + vacuum analyze in ${Date.now() - t0} ms`,
  );

  const token = await login(server.url);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const api = `${server.url}/backend/api/v1/finance/payroll`;
  const call = async (url, init = {}) => {
    const body = await (await fetch(url, { headers, ...init })).json();
    if (body.code !== 0) throw new Error(`${url}: ${JSON.stringify(body).slice(0, 400)}`);
    return body.data;
  };

  /** POST calculate, then GET get every 250 ms until review; throws on `open` with an error. */
  async function calculate(label) {
    const started = performance.now();
    const queued = await call(`${api}/calculate`, { method: 'POST', body: JSON.stringify({ month: MONTH }) });
    const postMs = performance.now() - started;
    let firstProgressMs = null;
    let polls = 0;
    for (;;) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      const m = await call(`${api}/get?id=${queued.id}`);
      polls++;
      const at = performance.now() - started;
      if (firstProgressMs === null && m.progressDone > 0) firstProgressMs = at;
      if (m.status === 'review') {
        const ms = performance.now() - started;
        console.log(
          `${label}: review after ${(ms / 1000).toFixed(2)} s (POST ${postMs.toFixed(0)} ms, first progress ${firstProgressMs?.toFixed(0) ?? '-'} ms, ${polls} polls), ` +
            `${m.workers} workers, gross ${(m.grossPay / 100).toFixed(2)}, CPF ee ${(m.cpfEmployee / 100).toFixed(2)} er ${(m.cpfEmployer / 100).toFixed(2)}, SDL ${(m.sdl / 100).toFixed(2)}, net ${(m.netPay / 100).toFixed(2)}`,
        );
        return { id: queued.id, ms, postMs, firstProgressMs, month: m };
      }
      if (m.status === 'open' && m.error) throw new Error(`${label} failed: ${m.error}`);
      if (at > TIMEOUT_MS)
        throw new Error(`${label}: still ${m.status} (${m.progressDone}/${m.progressTotal}) after ${at} ms`);
    }
  }

  const first = await calculate('calculation');
  const rowsOf = (id) => ({
    details: num(`select count(*) from fin_payroll_detail where month_id = ${id}`),
    lines: num(`select count(*) from fin_payroll_line where month_id = ${id}`),
  });
  const rows1 = rowsOf(first.id);
  const again = await calculate('recalculation');
  const rows2 = rowsOf(again.id);

  // What the run wrote, checked against the data: one payslip per worker, a line per record and approved allowance.
  const check = psql(`copy (select
      (select sum(records) from fin_payroll_detail where month_id = ${first.id}),
      (select count(*) from fin_payroll_detail where month_id = ${first.id} and ph_pay <> 0),
      (select count(*) from fin_payroll_detail where month_id = ${first.id} and (engagement_type = 'contractor' or residency = 'foreigner') and (cpf_employee <> 0 or cpf_employer <> 0)),
      (select count(*) from fin_payroll_detail where month_id = ${first.id} and engagement_type = 'employee' and residency <> 'foreigner' and cpf_employer = 0),
      (select coalesce(sum(amount), 0) from wf_allowance where status = 'approved') - (select sum(allowances) from fin_payroll_detail where month_id = ${first.id}),
      (select coalesce(sum(pay_amount), 0) from wf_work_record where status = 'verified') - (select sum(basic_pay + ot_pay + ph_pay) from fin_payroll_detail where month_id = ${first.id})
    ) to stdout`)
    .trim()
    .split('\t')
    .map(Number);
  const [sumRecords, phNonZero, cpfWhereNone, noCpfEmployees, allowanceDiff, payDiff] = check;
  const problems = [];
  if (rows1.details !== WORKERS) problems.push(`${rows1.details} details, expected ${WORKERS}`);
  if (rows1.lines !== records + allowances) problems.push(`${rows1.lines} lines, expected ${records + allowances}`);
  if (rows2.details !== rows1.details || rows2.lines !== rows1.lines)
    problems.push(
      `recalculation left ${rows2.details} details / ${rows2.lines} lines (first: ${rows1.details} / ${rows1.lines})`,
    );
  if (sumRecords !== records) problems.push(`details count ${sumRecords} records, expected ${records}`);
  if (phNonZero) problems.push(`${phNonZero} payslips with PH pay (no public holiday in the data)`);
  if (cpfWhereNone) problems.push(`${cpfWhereNone} contractors/foreigners with CPF`);
  if (allowanceDiff) problems.push(`allowances differ by ${allowanceDiff} cents`);
  if (payDiff) problems.push(`record pay differs by ${payDiff} cents`);
  console.log(
    `rows: ${rows1.details} details, ${rows1.lines} lines (recalculation: ${rows2.details}, ${rows2.lines}); ` +
      `employees without employer CPF (e.g. over-70 or low wage bands): ${noCpfEmployees}; checks ${problems.length ? `FAILED: ${problems.join('; ')}` : 'ok'}`,
  );

  const timed = async (url) => {
    const times = [];
    let data;
    for (let i = 0; i < REPEAT; i++) {
      const s = performance.now();
      data = await call(url);
      times.push(performance.now() - s);
    }
    return {
      median: median(times),
      max: Math.max(...times),
      total: data.total,
      rows: data.rows?.length ?? data.list?.length,
    };
  };
  const detailList = await timed(`${api}/detail/list?monthId=${first.id}&pageSize=20`);
  const hoursList = await timed(`${api}/workingHours/list?month=${MONTH}&pageSize=20`);
  for (const [name, r] of [
    ['detail/list', detailList],
    ['workingHours/list', hoursList],
  ])
    console.log(
      `GET ${name}: median ${r.median.toFixed(1)} ms, max ${r.max.toFixed(1)} ms over ${REPEAT} (total ${r.total ?? '-'})`,
    );

  const seconds = first.ms / 1000;
  const result = {
    workers: WORKERS,
    records,
    allowances,
    details: rows1.details,
    lines: rows1.lines,
    seconds: Number(seconds.toFixed(2)),
    detailsPerSecond: Math.round(rows1.details / seconds),
    firstProgressMs: first.firstProgressMs === null ? null : Math.round(first.firstProgressMs),
    recalculationSeconds: Number((again.ms / 1000).toFixed(2)),
    detailListMedianMs: Number(detailList.median.toFixed(1)),
    workingHoursListMedianMs: Number(hoursList.median.toFixed(1)),
    checks: problems.length ? problems : 'ok',
  };
  console.log(
    `\npayroll-3000: ${WORKERS} workers, ${records} records, ${allowances} allowances → ${rows1.details} details, ${rows1.lines} lines in ${seconds.toFixed(2)} s ` +
      `(${result.detailsPerSecond} details/s, first progress ${result.firstProgressMs ?? '-'} ms); recalculation ${result.recalculationSeconds} s; ` +
      `detail/list median ${result.detailListMedianMs} ms, workingHours/list median ${result.workingHoursListMedianMs} ms; ${problems.length ? 'CHECKS FAILED' : 'checks ok'}`,
  );
  console.log(`\nJSON ${JSON.stringify(result)}`);
  failed = problems.length > 0;
} catch (err) {
  console.error(`payroll-3000 FAILED: ${err.stack ?? err}`);
  failed = true;
} finally {
  if (process.env.BENCH_SLOW_LOG || process.env.BENCH_AUTO_EXPLAIN) {
    const text = readFileSync(pg.log, 'utf8');
    const slow = [
      ...text.matchAll(/duration: ([\d.]+) ms\s+(?:execute [^:]*|statement|plan): ([\s\S]*?)(?=\n\d{4}-|$)/g),
    ]
      .filter(
        (m) =>
          !/^\s*(insert into (fin_client|fin_contract|fin_position|wf_worker|wf_job|wf_work_record|wf_allowance) .*select|vacuum|checkpoint|copy)/i.test(
            m[2],
          ),
      )
      .sort((a, b) => Number(b[1]) - Number(a[1]))
      .slice(0, 8);
    console.log('\nslowest server statements (PostgreSQL log):');
    for (const m of slow) console.log(`${m[1]} ms  ${m[2].slice(0, 3000)}\n`);
  }
  // BENCH_PG_LOG=<file>: PostgreSQL's log kept there (the temp dir goes).
  if (process.env.BENCH_PG_LOG) copyFileSync(pg.log, process.env.BENCH_PG_LOG);
  await server?.stop();
  pg.stop();
}
process.exitCode = failed ? 1 : 0;
