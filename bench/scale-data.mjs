// Bench data at scale (issue 35): a throw-away PostgreSQL with the real server's schema (the
// server started once on it so its migrations and seed run, then stopped), filled by
// fillScaleData (bench/lib/scale-data.mjs): 50,000 workers, 120 clients, 400 departments,
// 100,000 jobs and 2,000,000 work records over three years ending today, with the timesheets,
// invoices, payments, wallet earnings and payroll months/payslips they imply. Prints each
// table's rows and time, the row counts of the chain's tables and the wall time, then stops.
// SCALE multiplies every count (SCALE=0.01: a quick check of the SQL).
// Usage: [SCALE=1] [BENCH_HOLD=s] node bench/scale-data.mjs
import { pgBin, startPostgres } from './lib/pg.mjs';
import { fillScaleData, scaleSizes } from './lib/scale-data.mjs';
import { startServer } from './lib/server.mjs';

if (!pgBin()) {
  console.log('scale-data: no PostgreSQL binaries under /usr/lib/postgresql — skipped');
  process.exit(0);
}
const started = performance.now();
const pg = await startPostgres();
const { psql } = pg;
let failed = false;
try {
  console.log(`${pg.version} on 127.0.0.1:${pg.port}`);
  const server = await startServer({ DATABASE_URL: pg.url });
  // The server's jobs (sweeps, timesheet reminders) would act on the data while it goes in.
  await server.stop();
  const sizes = scaleSizes();
  console.log(`sizes: ${JSON.stringify(sizes)}`);
  const t0 = performance.now();
  const steps = fillScaleData(psql, sizes);
  const fillMs = performance.now() - t0;
  const tables = [
    'fin_client',
    'fin_contract_dept',
    'fin_position',
    'fin_contract_order',
    'fin_contract_order_rate',
    'wf_worker',
    'wf_job',
    'wf_work_record',
    'wf_timesheet',
    'fin_invoice',
    'fin_invoice_line',
    'fin_payment',
    'fin_allocation',
    'fin_wallet_transaction',
    'fin_wallet',
    'fin_payroll_month',
    'fin_payroll_detail',
  ];
  const counts = Object.fromEntries(
    psql(`copy (${tables.map((t) => `select '${t}', count(*) from ${t}`).join(' union all ')}) to stdout`)
      .trim()
      .split('\n')
      .map((l) => l.split('\t'))
      .map(([t, n]) => [t, Number(n)]),
  );
  const states = psql(
    `copy (select status || ' ' || count(*) from wf_work_record group by status order by count(*) desc) to stdout`,
  )
    .trim()
    .split('\n')
    .join(', ');
  const topClients = psql(
    `copy (select round(100.0 * sum(n) filter (where rk <= 5) / sum(n), 1) from (select count(*) as n, rank() over (order by count(*) desc) as rk from wf_job group by client_id) x) to stdout`,
  ).trim();
  const size = psql(`copy (select pg_size_pretty(pg_database_size(current_database()))) to stdout`).trim();
  console.log('\nrows per table:');
  for (const t of tables) console.log(`  ${t.padEnd(26)} ${String(counts[t]).padStart(10)}`);
  console.log(`work-record states: ${states}`);
  console.log(`the 5 biggest clients have ${topClients} % of the jobs; database ${size}`);
  const wallMs = performance.now() - started;
  console.log(
    `\nfilled in ${(fillMs / 1000).toFixed(1)} s (wall time with PostgreSQL and migrations ${(wallMs / 1000).toFixed(1)} s)`,
  );
  // BENCH_HOLD=<s>: the filled database stays up that long for probing by hand.
  if (process.env.BENCH_HOLD) {
    console.log(`holding database ${pg.url}`);
    await new Promise((r) => setTimeout(r, Number(process.env.BENCH_HOLD) * 1000));
  }
  console.log(
    `\nJSON ${JSON.stringify({ scale: sizes.scale, fillSeconds: Number((fillMs / 1000).toFixed(1)), wallSeconds: Number((wallMs / 1000).toFixed(1)), counts, steps: steps.map((s) => ({ ...s, ms: Math.round(s.ms) })) })}`,
  );
} catch (err) {
  console.error(`scale-data FAILED: ${err.stack ?? err}`);
  failed = true;
} finally {
  pg.stop();
}
process.exitCode = failed ? 1 : 0;
