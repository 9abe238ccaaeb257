/**
 * @jest-environment node
 *
 * No import circles in the server, the shared kit or the shell. A circle makes what a module
 * sees at load time depend on who imported it first (undefined exports, classes used before
 * their definition) and ties layers together: the core must not reach the modules or the job
 * handlers, which register themselves with it instead (backend/src/jobs/registry.ts).
 *
 * Type-only imports count too: they are how a loop between layers starts, and moving the
 * shared type to the file that owns it is always possible.
 *
 * madge runs in tooling/import-circles.mjs, one process per package: inside Jest's module
 * sandbox it takes twice as long, and the packages are parsed in parallel.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

interface PackageCircles {
  files: number;
  circular: string[][];
  skipped: string[];
}

const SCRIPT = path.resolve(__dirname, '../../tooling/import-circles.mjs');
const PACKAGES = ['backend', 'shared', 'host-shell'];
const found: Record<string, PackageCircles> = {};

beforeAll(async () => {
  const run = promisify(execFile);
  await Promise.all(
    PACKAGES.map(async (pkg) => {
      const { stdout } = await run(process.execPath, [SCRIPT, '--json', pkg], { maxBuffer: 16 * 1024 * 1024 });
      Object.assign(found, JSON.parse(stdout));
    }),
  );
  // Parsing the three packages takes ~10 s of CPU, more on a busy machine; this is a hang guard.
}, 120_000);

describe.each(PACKAGES)('%s/src', (pkg) => {
  test('was read (a wrong path or config would find no circle in nothing)', () => {
    expect(found[pkg].files).toBeGreaterThan(50);
    // A relative import madge could not resolve is an edge it did not follow: a circle could hide there.
    expect(found[pkg].skipped.filter((s) => s.startsWith('.'))).toEqual([]);
  });

  test('has no import circle', () => {
    expect(found[pkg].circular.map((c) => c.join(' > '))).toEqual([]);
  });
});
