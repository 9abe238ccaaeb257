// `pnpm test`: every suite of the workspace, one after the other, then a single closing line
// `N passed, N failed` that sums them all (CI reads that line, not Jest's own summaries).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, root } from './build.mjs';

const jestBin = path.join(root, 'node_modules/jest/bin/jest.js');
const results = [];
// Generous: a loaded 2-core machine ran the browser suite in 25 minutes; the whole run has 90.
const SUITE_TIMEOUT_MS = 45 * 60 * 1000;

function runJest(label, pkg, { env = {}, args = [], node = process.execPath } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-jest-'));
  const out = path.join(dir, 'result.json');
  console.log(`\n=== ${label}`);
  const started = Date.now();
  const run = spawnSync(node, [jestBin, '--ci', '--json', `--outputFile=${out}`, ...args], {
    cwd: path.join(root, pkg),
    stdio: 'inherit',
    env: { ...process.env, ...env },
    // A suite that hangs must fail the run, not stall CI until its time limit.
    timeout: SUITE_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  if (run.error) console.error(`${label}: ${run.error.message}`);
  let passed = 0;
  let failed = 0;
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    passed = r.numPassedTests;
    // A test file that cannot even run counts as a failure, not as nothing.
    failed = r.numFailedTests + r.numRuntimeErrorTestSuites;
    if (r.numTotalTests === 0 && run.status !== 0) failed += 1;
  } else {
    failed = 1;
  }
  if (run.status !== 0 && failed === 0) failed = 1;
  rmSync(dir, { recursive: true, force: true });
  results.push({ label, passed, failed, seconds: (Date.now() - started) / 1000 });
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

for (const pkg of ['shared', 'host-shell', 'remote-system', 'remote-workforce', 'remote-finance', 'remote-website']) {
  if (want(pkg)) runJest(pkg, pkg);
}
if (want('backend')) {
  // This run also checks every API answer against its route's declared schema (issue 14).
  runJest('backend (PGlite)', 'backend', { env: { TEST_DATABASE_URL: '', VALIDATE_RESPONSES: '1' } });
  if (process.env.TEST_DATABASE_URL) {
    runJest('backend (PostgreSQL)', 'backend');
  } else {
    console.log('\nTEST_DATABASE_URL is not set: the backend suite ran on PGlite only.');
  }
}
if (want('e2e')) {
  try {
    await build();
    if (!chromiumAvailable()) {
      console.error('Chromium not found (set CHROMIUM_PATH or install Debian package chromium).');
      results.push({ label: 'e2e', passed: 0, failed: 1, seconds: 0 });
    } else {
      runJest('e2e (Chromium)', 'e2e', { args: ['--runInBand'] });
    }
  } catch (e) {
    console.error(e);
    results.push({ label: 'e2e (build)', passed: 0, failed: 1, seconds: 0 });
  }
}

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
  if (smoke.node) runJest('shared (Node 22)', 'shared', { node: smoke.node });
  else results.push({ label: 'shared (Node 22)', passed: 0, failed: 1, seconds: 0 });
  console.log(`Node 22 smoke and shared suite: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

console.log('\n=== Summary');
for (const r of results) {
  console.log(
    `${r.label.padEnd(24)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds.toFixed(1)} s`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
