/**
 * Issue 14, item 1: the served OpenAPI document passes Redocly's linter (recommended rules,
 * backend/redocly.yaml) with no errors, so client generators and integrators can rely on it.
 *
 * @one-database: runs once, on PostgreSQL when the test command has one (tooling/test.mjs): the API document is built from the route table.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers';

const REDOCLY = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
const CONFIG = path.join(__dirname, '../redocly.yaml');

interface LintResult {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; severity: string; message: string; location?: { pointer?: string }[] }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('redocly lint of /backend/docs/json: 0 errors', async () => {
  const res = await t.get('/backend/docs/json');
  expect(res.statusCode).toBe(200);
  const file = path.join(t.dataDir, 'openapi.json');
  fs.writeFileSync(file, res.body);

  const run = spawnSync(
    process.execPath,
    [REDOCLY, 'lint', file, `--config=${CONFIG}`, '--format=json', '--max-problems=1000'],
    {
      encoding: 'utf8',
      // No telemetry or update check from a test run.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      timeout: 120_000,
    },
  );
  expect(run.error).toBeUndefined();
  const out = run.stdout;
  const result = JSON.parse(out.slice(out.indexOf('{'))) as LintResult;
  const errors = result.problems
    .filter((p) => p.severity === 'error')
    .map((p) => `${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? '?'}`);
  const warnings = result.problems.filter((p) => p.severity === 'warn');
  console.log(
    `redocly lint: ${result.totals.errors} errors, ${result.totals.warnings} warnings` +
      (warnings.length
        ? `\n${warnings.map((p) => `  warn ${p.ruleId} at ${p.location?.[0]?.pointer ?? '?'}`).join('\n')}`
        : ''),
  );
  expect(errors).toEqual([]);
  expect(result.totals.errors).toBe(0);
  expect(run.status).toBe(0);
});
