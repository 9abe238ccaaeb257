// `pnpm test`: every suite of the workspace, then a single closing line `N passed, N failed`
// that sums them all (CI reads that line, not Jest's own summaries).
//
// The browser suite runs first and alone (build, then Chromium with two workers, a server each,
// on a fresh PostgreSQL database when TEST_DATABASE_URL is set): beside other suites on a 2-core
// machine its pages took minutes to answer and its waits timed out. Then two lanes run side by
// side (SHIFTDESK_TEST_LANES=1 for one after the other): the front-end component suites (jsdom)
// and the backend (PGlite, then PostgreSQL; a file marked `@pglite-only` or `@one-database` runs
// on one database only, ./test-markers.mjs). A suite that runs beside another has its output kept
// and printed whole when it ends, so the log reads one suite at a time. The Node 22 smoke
// reinstalls the workspace on Node 22, so it runs alone, last.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { build, root } from './build.mjs';
import { markedPattern } from './test-markers.mjs';

const jestBin = path.join(root, 'node_modules/jest/bin/jest.js');
const results = [];
// Every failed test by name, and every browser test that passed only when retried (e2e/support/
// retry.ts and environment.js): printed beside the closing line, where a CI log's tail shows them.
const failures = [];
const flaky = [];
// A hang guard, not a budget: the browser suite took 43 minutes in one fresh-clone run on this
// 2-core machine (33 in the run before), and a slower machine must not have it killed at 45.
// The whole run has 90.
const SUITE_TIMEOUT_MS = 75 * 60 * 1000;
const E2E_WORKERS = Number(process.env.SHIFTDESK_E2E_WORKERS ?? 2);
const LANES = Number(process.env.SHIFTDESK_TEST_LANES ?? (os.availableParallelism() >= 2 ? 2 : 1));

async function runJest(label, pkg, { env = {}, args = [], node = process.execPath, quiet = false } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-jest-'));
  const out = path.join(dir, 'result.json');
  const logFile = path.join(dir, 'output.log');
  if (!quiet) console.log(`\n=== ${label}`);
  const started = Date.now();
  // Its own process group, so a timeout kills Jest's workers and the servers they started too.
  const child = spawn(node, [jestBin, '--ci', '--json', `--outputFile=${out}`, ...args], {
    cwd: path.join(root, pkg),
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
    detached: true,
  });
  if (quiet) {
    const log = createWriteStream(logFile);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  // A suite that hangs must fail the run, not stall CI until its time limit.
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }, SUITE_TIMEOUT_MS);
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  clearTimeout(timer);
  if (quiet) {
    console.log(`\n=== ${label} (ran beside another suite; its output follows)`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
  }
  if (timedOut) console.error(`${label}: killed after ${SUITE_TIMEOUT_MS / 60000} minutes`);
  let passed = 0;
  let failed = 0;
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    passed = r.numPassedTests;
    // A test file that cannot even run counts as a failure, not as nothing.
    failed = r.numFailedTests + r.numRuntimeErrorTestSuites;
    if (r.numTotalTests === 0 && status !== 0) failed += 1;
    slowest(label, r.testResults);
    noteFailures(label, r.testResults);
  } else {
    failed = 1;
  }
  if (status !== 0 && failed === 0) failed = 1;
  rmSync(dir, { recursive: true, force: true });
  results.push({ label, passed, failed, seconds: (Date.now() - started) / 1000 });
}

function noteFailures(label, files = []) {
  for (const f of files) {
    const file = path.relative(root, f.name);
    const tests = f.assertionResults ?? [];
    for (const t of tests) {
      const name = `${label}: ${file} › ${t.fullName}`;
      if (t.status === 'failed') failures.push(`${name}: ${firstLine(t.failureMessages?.[0])}`);
    }
    // A file that failed before any test ran (a syntax error, a failing beforeAll).
    if (f.status === 'failed' && !tests.some((t) => t.status === 'failed')) {
      failures.push(`${label}: ${file}: ${firstLine(f.message)}`);
    }
  }
}

function firstLine(message = '') {
  // Jest's messages are coloured and start with the test's name; keep the first line that says what broke.
  const plain = stripVTControlCharacters(String(message));
  const line =
    plain
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l && !l.startsWith('●')) ?? '';
  return line.length > 240 ? `${line.slice(0, 240)}…` : line;
}

// Where a suite's time goes, so a slower run names its files (the summary has only totals).
function slowest(label, files = [], most = 6) {
  const timed = files
    .map((f) => ({ file: path.relative(root, f.name), seconds: (f.endTime - f.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, most);
  if (!timed.length) return;
  console.log(`${label}: slowest files`);
  for (const f of timed) console.log(`  ${f.seconds.toFixed(1).padStart(7)} s  ${f.file}`);
}

function chromiumAvailable() {
  const exe = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(exe)) return true;
  // A fresh machine has only Node and npm: install Debian's Chromium when we can (root + apt).
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian package chromium for the browser tests…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  return existsSync(exe);
}

const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);

const FRONT_END_SUITES = [
  'shared',
  'host-shell',
  'remote-system',
  'remote-workforce',
  'remote-finance',
  'remote-website',
];

async function frontEndSuites(quiet, suites = FRONT_END_SUITES) {
  for (const pkg of suites) {
    if (want(pkg)) await runJest(pkg, pkg, { quiet });
  }
}

/**
 * How the two lanes share the suites, from their times in an earlier CI on the 2-core machine (s):
 * backend on PGlite ~1,000 and on PostgreSQL ~650; remote-workforce 266, remote-finance 213,
 * shared 157, remote-system 155, host-shell 85, remote-website 47: about half of the ~2,570 s
 * each. Those times were taken with the front-end suites beside PGlite only. In the first run of
 * this split the two backend runs overlapped for ~17 minutes and each ran much slower (PGlite
 * +54%, PostgreSQL +105%), and the lanes took as long as before: on saturated cores the order
 * moves the wait around, only less work shortens it. Measure it against the previous order
 * (the PostgreSQL run after PGlite, in the same lane) before tuning it further.
 */
const AFTER_PGLITE = ['remote-system', 'host-shell', 'remote-website'];
const BEFORE_POSTGRES = FRONT_END_SUITES.filter((s) => !AFTER_PGLITE.includes(s));

const backendTests = path.join(root, 'backend/test');
/** Jest arguments leaving out the backend files with any of these markers (./test-markers.mjs). */
const ignoring = (...markers) =>
  markers
    .map((m) => markedPattern(backendTests, m))
    .filter(Boolean)
    .map((p) => `--testPathIgnorePatterns=${p}`);
// Both backend runs also check every API answer against its route's declared schema (issue 14).
const VALIDATE = { VALIDATE_RESPONSES: '1' };

/** The backend on the embedded database: every file (all but `@one-database` when PostgreSQL runs them). */
async function backendPglite(quiet) {
  if (!want('backend')) return;
  const args = process.env.TEST_DATABASE_URL ? ignoring('one-database') : [];
  await runJest('backend (PGlite)', 'backend', { env: { ...VALIDATE, TEST_DATABASE_URL: '' }, quiet, args });
}

/** The backend on TEST_DATABASE_URL's server: every file but the `@pglite-only` ones. */
async function backendPostgres(quiet) {
  if (!want('backend')) return;
  if (!process.env.TEST_DATABASE_URL) {
    console.log('\nTEST_DATABASE_URL is not set: the backend suite ran on PGlite only.');
    return;
  }
  await runJest('backend (PostgreSQL)', 'backend', { env: VALIDATE, quiet, args: ignoring('pglite-only') });
}

async function browserLane() {
  if (!want('e2e')) return;
  const started = Date.now();
  try {
    await build();
    if (!chromiumAvailable()) {
      console.error('Chromium not found (set CHROMIUM_PATH or install Debian package chromium).');
      results.push({ label: 'e2e', passed: 0, failed: 1, seconds: 0 });
      return;
    }
    results.push({ label: 'front-end build', passed: 0, failed: 0, seconds: (Date.now() - started) / 1000 });
    // Two workers, each with its own server (e2e/support/global-setup.ts): a browser test spends
    // most of its time waiting for the page, not on the CPU (about 0.4 of a core measured).
    const flakyFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-flaky-')), 'flaky.txt');
    await runJest('e2e (Chromium)', 'e2e', {
      args: [`--maxWorkers=${E2E_WORKERS}`],
      env: { SHIFTDESK_FLAKY_FILE: flakyFile },
    });
    if (existsSync(flakyFile)) {
      flaky.push(
        ...readFileSync(flakyFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => `e2e (Chromium): ${l}`),
      );
    }
    rmSync(path.dirname(flakyFile), { recursive: true, force: true });
  } catch (e) {
    console.error(e);
    results.push({ label: 'e2e (build)', passed: 0, failed: 1, seconds: 0 });
  }
}

const lanesStarted = Date.now();
await browserLane();
if (LANES >= 2 && only.length !== 1) {
  // The lanes are balanced by AFTER_PGLITE. The front-end suites before the PostgreSQL run stream
  // their output; every other suite prints its output whole when it ends.
  await Promise.all([
    (async () => {
      await backendPglite(true);
      await frontEndSuites(true, AFTER_PGLITE);
    })(),
    (async () => {
      await frontEndSuites(false, BEFORE_POSTGRES);
      await backendPostgres(true);
    })(),
  ]);
} else {
  await frontEndSuites(false);
  await backendPglite(false);
  await backendPostgres(false);
}
const lanesSeconds = (Date.now() - lanesStarted) / 1000;

// Node 22 (the other supported line, README): install, start, sign-in and the shared suite on
// Node 22 from the npm registry. CI asks for it (SHIFTDESK_NODE22=1); `pnpm test node22` alone too.
if (only.includes('node22') || (only.length === 0 && process.env.SHIFTDESK_NODE22 === '1')) {
  console.log('\n=== Node 22 smoke');
  const started = Date.now();
  const { node22Smoke } = await import('./node22.mjs');
  const smoke = await node22Smoke().catch((e) => {
    console.error(e);
    return { passed: 0, failed: 1, node: null };
  });
  results.push({
    label: 'Node 22 smoke',
    passed: smoke.passed,
    failed: smoke.failed,
    seconds: (Date.now() - started) / 1000,
  });
  if (smoke.node) await runJest('shared (Node 22)', 'shared', { node: smoke.node });
  else results.push({ label: 'shared (Node 22)', passed: 0, failed: 1, seconds: 0 });
  console.log(`Node 22 smoke and shared suite: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

console.log(`\n=== Summary (${LANES >= 2 ? 'two lanes' : 'one lane'}: the suites took ${lanesSeconds.toFixed(0)} s)`);
for (const r of results) {
  console.log(
    `${r.label.padEnd(24)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds.toFixed(1)} s`,
  );
}
if (flaky.length)
  console.log(`\nPassed only when retried (flaky: find the cause):\n${flaky.map((f) => `  ${f}`).join('\n')}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
