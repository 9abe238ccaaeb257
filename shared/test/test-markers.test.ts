/**
 * @jest-environment node
 *
 * Backend files marked `@pglite-only` or `@one-database` in their first comment run in one of the
 * two backend passes of `pnpm test` only (tooling/test-markers.mjs). The marker must say why, only
 * the opening comment counts, and the files about the database itself (races, the job queue,
 * realtime, the golden path, the money flow) can never carry either.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const MODULE = path.resolve(__dirname, '../../tooling/test-markers.mjs');
const TESTS = path.resolve(__dirname, '../../backend/test');

/** Runs the ES module's functions in a child Node (Jest's sandbox loads CommonJS). */
function call<T>(expr: string): T {
  const script = `import * as m from ${JSON.stringify(MODULE)}; console.log(JSON.stringify(${expr}));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

test('only a reasoned marker in the opening doc comment counts, and only the marker asked for', () => {
  const sources = [
    '/**\n * About files.\n *\n * @one-database: files on disk.\n */\ntest()',
    '/**\n * About files.\n * @one-database:\n */',
    '/** Short. */\n// @one-database: not in the doc comment\n',
    'import x;\n/**\n * @one-database: too late\n */',
    '/**\n * @pglite-only: the embedded database.\n */',
  ];
  expect(call<boolean[]>(`${JSON.stringify(sources)}.map((s) => m.marked(s, 'one-database'))`)).toEqual([
    true,
    false,
    false,
    false,
    false,
  ]);
  expect(call<boolean>(`m.marked(${JSON.stringify(sources[4])}, 'pglite-only')`)).toBe(true);
});

test('the marked files exist, none carries both markers, and none is about the database itself', () => {
  const pglite = call<string[]>(`m.markedFiles(${JSON.stringify(TESTS)}, 'pglite-only')`);
  const once = call<string[]>(`m.markedFiles(${JSON.stringify(TESTS)}, 'one-database')`);
  expect(pglite).toContain('pglite-memory.test.ts');
  expect(once).toContain('authz-matrix.test.ts');
  // A file in both sets would run in neither pass.
  expect(pglite.filter((f) => once.includes(f))).toEqual([]);
  const databaseSubjects =
    /race|golden-path|jobs|realtime|bus-|seed|migrat|payroll|invoice|wallet|timesheet|list-|scope|machines/;
  expect([...pglite, ...once].filter((f) => databaseSubjects.test(f))).toEqual([]);
  for (const [marker, files] of [
    ['pglite-only', pglite],
    ['one-database', once],
  ] as const) {
    const pattern = new RegExp(call<string>(`m.markedPattern(${JSON.stringify(TESTS)}, '${marker}')`));
    for (const f of files) expect(pattern.test(`/repo/backend/test/${f}`)).toBe(true);
    expect(pattern.test('/repo/backend/test/finance/payroll.test.ts')).toBe(false);
    expect(pattern.test('/repo/backend/test/xstatic.test.ts')).toBe(false);
  }
});
