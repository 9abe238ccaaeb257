/**
 * @jest-environment node
 *
 * The PostgreSQL pass of `pnpm test` leaves out backend files marked `@pglite-only` in their first
 * comment (tooling/pglite-only.mjs). The marker must say why, only the opening comment counts,
 * and the files about the database itself (races, the job queue, realtime, the golden path, the
 * money flow) can never carry it.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const MODULE = path.resolve(__dirname, '../../tooling/pglite-only.mjs');
const TESTS = path.resolve(__dirname, '../../backend/test');

/** Runs the ES module's functions in a child Node (Jest's sandbox loads CommonJS). */
function call<T>(expr: string): T {
  const script = `import * as m from ${JSON.stringify(MODULE)}; console.log(JSON.stringify(${expr}));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

test('only a reasoned marker in the opening doc comment counts', () => {
  const sources = [
    '/**\n * About files.\n *\n * @pglite-only: files on disk.\n */\ntest()',
    '/**\n * About files.\n * @pglite-only:\n */',
    '/** Short. */\n// @pglite-only: not in the doc comment\n',
    'import x;\n/**\n * @pglite-only: too late\n */',
  ];
  expect(call<boolean[]>(`${JSON.stringify(sources)}.map(m.marked)`)).toEqual([true, false, false, false]);
});

test('the marked files exist, and none is about the database itself', () => {
  const files = call<string[]>(`m.pgliteOnlyFiles(${JSON.stringify(TESTS)})`);
  expect(files.length).toBeGreaterThan(0);
  const databaseSubjects =
    /race|golden-path|jobs|realtime|bus-|seed|migrat|payroll|invoice|wallet|timesheet|list-|scope|machines/;
  expect(files.filter((f) => databaseSubjects.test(f))).toEqual([]);
  const pattern = new RegExp(call<string>(`m.pgliteOnlyPattern(${JSON.stringify(TESTS)})`));
  for (const f of files) expect(pattern.test(`/repo/backend/test/${f}`)).toBe(true);
  expect(pattern.test('/repo/backend/test/finance/payroll.test.ts')).toBe(false);
  expect(pattern.test('/repo/backend/test/xstatic.test.ts')).toBe(false);
});
