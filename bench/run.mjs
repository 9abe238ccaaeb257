// `pnpm bench`: every benchmark, one after the other, then ONE table: each figure, its budget,
// the baseline measured in the same run, and whether the budget holds. Each benchmark prints its
// own detail (plans, slices, runs) and a last `JSON …` line that this script reads.
//   1. cold production build of host + 4 remotes (tooling/build.mjs; the page benchmark needs it)
//   2. page-weight.mjs: login and /home in Chromium, beside the floor page built in the same run
//   3. socket.mjs 10000: broadcast to 10,000 sockets
//   4. hot-endpoints.mjs: cached getUserMenus / getDictData against bare Fastify
//   5. list-1m.mjs: the operation log and the login log at 1M rows on PostgreSQL (only with
//      PostgreSQL binaries, or PG_URL: see that script)
// SKIP=build,socket,… leaves steps out (their rows say "not run").
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONT_ENDS } from '../tooling/build.mjs';
import { pgBin } from './lib/pg.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
/** Build caches a warm build could reuse (none is configured today; cleared so it stays cold). */
const CACHES = ['node_modules/.cache', ...FRONT_ENDS.map((p) => `${p}/node_modules/.cache`)].map((d) =>
  path.join(root, d),
);
const skip = new Set((process.env.SKIP ?? '').split(',').filter(Boolean));

/** Runs a script with its output shown as it comes; resolves with that output. */
function run(args, cwd = here) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.on('close', (code) => resolve({ out, code }));
  });
}
const jsonOf = (out) => {
  const line = out.split('\n').findLast((l) => l.startsWith('JSON '));
  return line ? JSON.parse(line.slice(5)) : null;
};

const results = {};
const steps = [
  [
    'build',
    async () => {
      // A cold build: no output and no cache from an earlier one.
      for (const dir of [...FRONT_ENDS.map((p) => path.join(root, p, 'dist')), ...CACHES])
        rmSync(dir, { recursive: true, force: true });
      const started = Date.now();
      const { out, code } = await run([path.join(root, 'tooling/build.mjs')], root);
      const m = out.match(/built host-shell.* in ([\d.]+) s(?: \(cpu ([\d.]+) s\))?/);
      const s = Number(m?.[1] ?? NaN);
      return code === 0
        ? { seconds: Number.isNaN(s) ? (Date.now() - started) / 1000 : s, cpuSeconds: m?.[2] ? Number(m[2]) : null }
        : null;
    },
  ],
  ['page', async () => jsonOf((await run(['page-weight.mjs'])).out)],
  ['socket', async () => jsonOf((await run(['socket.mjs', '10000'])).out)],
  ['hot', async () => jsonOf((await run(['hot-endpoints.mjs'])).out)],
  ['list', async () => (pgBin() || process.env.PG_URL ? jsonOf((await run(['list-1m.mjs'])).out) : null)],
];
for (const [name, step] of steps) {
  if (skip.has(name)) continue;
  console.log(`\n=== ${name}`);
  results[name] = await step().catch((e) => {
    console.error(`${name}: ${e.message}`);
    return null;
  });
}

// ── the table
const rows = [];
const row = (figure, measured, budget, baseline, holds) => rows.push({ figure, measured, budget, baseline, holds });
const fmt = (n, unit, digits = 1) =>
  n === null || n === undefined || Number.isNaN(n) ? 'not run' : `${Number(n).toFixed(digits)} ${unit}`;
const verdict = (ok) => (ok === null ? '—' : ok ? 'holds' : 'OVER');

const b = results.build;
const p = results.page;
row(
  'cold build, host + 4 remotes',
  b?.cpuSeconds ? `${fmt(b.seconds, 's')} (cpu ${fmt(b.cpuSeconds, 's')})` : fmt(b?.seconds, 's'),
  '≤ 15 s (idle machine)',
  p?.floorBuildSeconds ? `floor build ${fmt(p.floorBuildSeconds, 's')}` : '—',
  b ? b.seconds <= 15 : null,
);
if (p) {
  const loginBudget = p.floorGzipKB ? Math.min(212, 1.15 * p.floorGzipKB) : 212;
  row(
    'login page JS (gzip)',
    fmt(p.loginGzipKB, 'KB'),
    `≤ ${loginBudget.toFixed(1)} KB (1.15× floor, ≤ 212)`,
    p.floorGzipKB
      ? `floor ${fmt(p.floorGzipKB, 'KB')} (${(p.loginGzipKB / p.floorGzipKB).toFixed(2)}×)`
      : 'floor not built',
    p.loginGzipKB <= loginBudget,
  );
  row(
    'login form visible',
    fmt(p.loginMs, 'ms', 0),
    '≤ 1.2× floor',
    p.floorMs ? `floor ${fmt(p.floorMs, 'ms', 0)} (${(p.loginMs / p.floorMs).toFixed(2)}×)` : 'floor not built',
    p.floorMs ? p.loginMs <= 1.2 * p.floorMs : null,
  );
  row(
    '/home JS (gzip), every widget',
    fmt(p.homeGzipKB, 'KB'),
    '≤ 520 KB',
    `${p.homeRequests} requests; charts ${fmt(p.homeChartsGzipKB, 'KB')}`,
    p.homeGzipKB <= 520,
  );
  for (const d of ['employee', 'jobOrder'])
    row(
      `${d} analysis JS (gzip)`,
      fmt(p[`${d}GzipKB`], 'KB'),
      `≤ ${p.analysisBudgetKB} KB`,
      `charts library (chart.js) ${fmt(p[`${d}ChartsGzipKB`], 'KB')}`,
      p[`${d}GzipKB`] <= p.analysisBudgetKB,
    );
} else row('page weight', 'not run', '', '', null);
const s = results.socket;
row(
  'broadcast to 10,000 sockets, p99',
  fmt(s?.medianOfRounds?.p99ms, 'ms'),
  '≤ 500 ms',
  s ? `1 socket p50 ${fmt(s.baselineOneSocket.p50ms, 'ms')}` : '—',
  s ? s.medianOfRounds.p99ms <= 500 : null,
);
const h = results.hot;
if (h) {
  for (const r of h.filter((x) => x.target))
    row(
      `${r.name} req/s vs bare`,
      `${(r.ratio * 100).toFixed(1)} % (${r.reqPerSec}/s)`,
      '≥ 50 %',
      `bare Fastify ${r.bareReqPerSec}/s`,
      r.ratio >= 0.5,
    );
} else row('hot endpoints', 'not run', '', '', null);
const l = results.list;
if (l) {
  const base = l.find((x) => x.baseline);
  for (const r of l.filter((x) => !x.baseline))
    row(
      `1M ${r.name}, p99`,
      `${r.done ? fmt(r.p99, 'ms', 0) : 'no answer'}${r.dbMs == null ? '' : ` (in DB ${r.dbMs} ms, load ${r.load})`}`,
      r.noBudget ? '(none)' : '≤ 50 ms',
      `select 1 p99 ${fmt(base?.p99, 'ms', 0)}`,
      r.noBudget ? null : r.done > 0 && r.p99 <= 50,
    );
} else row('1M-row list', pgBin() ? 'not run' : 'no PostgreSQL binaries', '', '', null);

const cols = ['figure', 'measured', 'budget', 'baseline', 'holds'];
const cells = rows.map((r) => [r.figure, r.measured, r.budget, r.baseline, verdict(r.holds)]);
const width = cols.map((c, i) => Math.max(c.length, ...cells.map((x) => String(x[i]).length)));
const line = (xs) => `| ${xs.map((x, i) => String(x).padEnd(width[i])).join(' | ')} |`;
console.log(
  `\n=== budgets (${new Date().toISOString()}, ${os.cpus().length} cores, load avg ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')})`,
);
console.log(line(cols));
console.log(line(width.map((w) => '-'.repeat(w))));
for (const c of cells) console.log(line(c));
